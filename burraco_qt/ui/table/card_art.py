"""Card pictures: each SVG rendered once per (card, size, device pixel ratio) into a pixmap cache.

Faces are ``resources/cards/<code>.svg`` in our notation (``7h``, ``Ts``, ``wr``), shown with
large indices (:mod:`.card_faces`; the jokers get a star for one); backs are ``back_r`` (copy 1,
red back) and ``back_b`` (copy 2, blue back).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...engine import Card
from ...paths import resource
from ..geometry.rects import ASPECT  # card height / width of the deck's art (240 × 336)
from .card_faces import large_index_svg

#: the jokers' index star colours (Kennard's jokers have no index)
JOKER_INK = {"wr": "#d40000", "wb": "#111111"}


def face_key(card: Card) -> str:
    """The file stem of a card's face (``"7h"``, ``"wr"``)."""
    return card.short


def back_key(card: Card) -> str:
    """The file stem of a card's back: red for copy 1, blue for copy 2 (R1.3)."""
    return "back_r" if card.copy == 1 else "back_b"


class CardArt:
    """Loads the card SVGs lazily and caches rendered pixmaps."""

    #: Card widths kept in the cache (the table uses four at a time: the hand's, the table's, the
    #: pozzetti's and the other players' cards); older widths are dropped, e.g. while the window
    #: is resized.
    KEEP_WIDTHS = 6

    def __init__(self, large_index: bool = True) -> None:
        """``large_index``: the faces with large indices (:mod:`.card_faces`), else the
        deck's own."""
        self.large_index = large_index
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, float], QPixmap] = {}
        self._widths: list[tuple[int, float]] = []

    def renderer(self, key: str) -> QSvgRenderer:
        r = self._renderers.get(key)
        if r is None:
            path = resource("cards", f"{key}.svg")
            if key.startswith("back") or not self.large_index:
                r = QSvgRenderer(str(path))
            else:
                text = large_index_svg(path.read_text(encoding="utf-8"), JOKER_INK.get(key, ""))
                r = QSvgRenderer(QByteArray(text.encode()))
            if not r.isValid():
                raise FileNotFoundError(f"cannot load card art {path}")
            self._renderers[key] = r
        return r

    def pixmap(self, key: str, width: int, dpr: float = 1.0) -> QPixmap:
        """The picture ``key`` at ``width`` logical pixels (height ``ASPECT`` × width)."""
        cache_key = (key, width, dpr)
        pm = self._pixmaps.get(cache_key)
        if pm is not None:
            return pm
        self._remember_width((width, dpr))
        w = max(1, round(width * dpr))
        h = max(1, round(width * ASPECT * dpr))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.renderer(key).render(painter, QRectF(0, 0, w, h))
        painter.end()
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        self._pixmaps[cache_key] = pm
        return pm

    def _remember_width(self, size: tuple[int, float]) -> None:
        if size in self._widths:
            return
        self._widths.append(size)
        if len(self._widths) > self.KEEP_WIDTHS:
            dropped = self._widths.pop(0)
            for k in [k for k in self._pixmaps if k[1:] == dropped]:
                del self._pixmaps[k]
