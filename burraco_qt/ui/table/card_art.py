"""Card pictures: each SVG rendered once per (card, size, device pixel ratio) into a pixmap cache.

Faces are ``resources/cards/<code>.svg`` in our notation (``7h``, ``Ts``, ``wr``), shown in the
:class:`CardStyle` chosen in Preferences: the standard or the four-colour deck
(:mod:`.deck_colours`) and large indices (:mod:`.card_faces`; the jokers get a star for one) or
the deck's own; backs are ``back_r`` (copy 1, red back) and ``back_b`` (copy 2, blue back).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...engine import Card
from ...paths import resource
from ..geometry.rects import ASPECT  # card height / width of the deck's art (240 × 336)
from .card_faces import large_index_svg
from .deck_colours import DECKS, recolour_face

#: the jokers' index star colours (Kennard's jokers have no index)
JOKER_INK = {"wr": "#d40000", "wb": "#111111"}


#: The face styles: the table's large indices, or the deck's own small corner indices.
FACE_STYLES = ("large_index", "standard")


@dataclass(frozen=True, slots=True)
class CardStyle:
    """How the faces look: ``deck`` (:data:`~.deck_colours.DECKS`: ``"standard"`` red and
    black, ``"four_colour"``) and ``faces`` (:data:`FACE_STYLES`). ``ValueError`` for a name
    that is neither."""

    deck: str = "standard"
    faces: str = "large_index"

    def __post_init__(self) -> None:
        if self.deck not in DECKS or self.faces not in FACE_STYLES:
            raise ValueError(f"unknown card style {self.deck!r}/{self.faces!r}")


def face_key(card: Card) -> str:
    """The file stem of a card's face (``"7h"``, ``"wr"``)."""
    return card.short


def back_key(card: Card) -> str:
    """The file stem of a card's back: red for copy 1, blue for copy 2 (R1.3)."""
    return "back_r" if card.copy == 1 else "back_b"


class CardArt:
    """Loads the card SVGs lazily and caches rendered pixmaps of the current
    :class:`CardStyle` (keyed by card, width and device pixel ratio; a new style starts a new
    cache, the old style's pictures are dropped)."""

    #: Card widths kept in the cache (the table uses four at a time: the hand's, the table's, the
    #: pozzetti's and the other players' cards); older widths are dropped, e.g. while the window
    #: is resized.
    KEEP_WIDTHS = 6

    def __init__(self, style: CardStyle | None = None) -> None:
        """``style``: how the faces look (default: standard deck, large indices)."""
        self.style = style or CardStyle()
        self._renderers: dict[str, QSvgRenderer] = {}
        self._pixmaps: dict[tuple[str, int, float], QPixmap] = {}
        self._widths: list[tuple[int, float]] = []

    def set_style(self, style: CardStyle) -> bool:
        """Show the faces in ``style`` from now on (the pictures of the other styles are
        dropped); ``True`` when it changed (the cards must be repainted)."""
        if style == self.style:
            return False
        self.style = style
        backs = ("back_r", "back_b")  # the backs do not change with the style
        self._renderers = {k: r for k, r in self._renderers.items() if k in backs}
        self._pixmaps = {k: p for k, p in self._pixmaps.items() if k[0] in backs}
        return True

    def face_svg(self, key: str) -> str:
        """The SVG text of face ``key`` (``"7h"``, ``"wr"``) in the current style."""
        text = resource("cards", f"{key}.svg").read_text(encoding="utf-8")
        if key[0] != "w":
            text = recolour_face(text, key[1], self.style.deck)
        if self.style.faces == "large_index":
            text = large_index_svg(text, JOKER_INK.get(key, ""))
        return text

    def renderer(self, key: str) -> QSvgRenderer:
        """The renderer of picture ``key`` in the current style (``FileNotFoundError`` when
        its file cannot be loaded)."""
        r = self._renderers.get(key)
        if r is None:
            path = resource("cards", f"{key}.svg")
            if key.startswith("back"):
                r = QSvgRenderer(str(path))
            else:
                r = QSvgRenderer(QByteArray(self.face_svg(key).encode()))
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
