"""Card pictures: each SVG rendered once per (card, size, device pixel ratio) into a pixmap cache.

Faces are ``resources/cards/<code>.svg`` in our notation (``7h``, ``Ts``, ``wr``); backs are
``back_r`` (copy 1, red back) and ``back_b`` (copy 2, blue back). The jokers of the deck carry no
corner index, so a small star is drawn in their corner so they can be told apart in a fanned hand.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...engine import Card
from ...paths import resource
from ..geometry.rects import ASPECT  # card height / width of the deck's art (240 × 336)


def face_key(card: Card) -> str:
    """The file stem of a card's face (``"7h"``, ``"wr"``)."""
    return card.short


def back_key(card: Card) -> str:
    """The file stem of a card's back: red for copy 1, blue for copy 2 (R1.3)."""
    return "back_r" if card.copy == 1 else "back_b"


class CardArt:
    """Loads the card SVGs lazily and caches rendered pixmaps."""

    #: Card widths kept in the cache (the table uses two or three at a time: full, pozzetto and
    #: other players' cards); older widths are dropped, e.g. while the window is resized.
    KEEP_WIDTHS = 4

    def __init__(self) -> None:
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, float], QPixmap] = {}
        self._widths: list[tuple[int, float]] = []

    def renderer(self, key: str) -> QSvgRenderer:
        r = self._renderers.get(key)
        if r is None:
            path = resource("cards", f"{key}.svg")
            r = QSvgRenderer(str(path))
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
        if key in ("wr", "wb"):
            _joker_index(painter, w, h, key == "wr")
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


def _joker_index(painter: QPainter, w: int, h: int, red: bool) -> None:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(6, round(h * 0.11)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#d40000") if red else QColor("#111111"))
    painter.drawText(QRectF(w * 0.03, h * 0.02, w * 0.25, h * 0.14), Qt.AlignmentFlag.AlignCenter, "\u2605")
