"""One graphics item per physical card (twins are different items)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Card
from . import motion
from .card_art import ASPECT, CardArt, back_key, face_key
from .felt import SHADOW_OFFSET, SHADOW_SPREAD, shadow_pixmap

SELECTED_COLOR = "#ffd21f"  # a selected card's outline
DRAWN_COLOR = "#35c7ff"  # the card just drawn from the stock
HINT_COLOR = "#ff5ce1"  # the cards of the hint shown (never the drawn card's blue)


class CardShadow(QGraphicsItem):
    """A card's soft shadow: a child item painted just behind its card (so the card's own
    ``boundingRect`` stays the card, which the layout guarantees are about), from one cached
    picture per card width (``felt.shadow_pixmap``)."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self._card = card
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        w, h = round(self._card.width), round(self._card.height)
        origin = SHADOW_OFFSET - QPointF(SHADOW_SPREAD, SHADOW_SPREAD)
        return QRectF(origin.x(), origin.y(), w + 2 * SHADOW_SPREAD, h + 2 * SHADOW_SPREAD)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        w = round(self._card.width)
        painter.drawPixmap(self.boundingRect().topLeft(), shadow_pixmap(w, round(w * ASPECT), dpr))


class CardFocusRing(QGraphicsItem):
    """The keyboard focus on a card of the hand: a child item painted just outside its card
    (so it follows the card as it moves or rises, and the card's own ``boundingRect`` stays the
    card); hidden unless the card has the focus."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self._card = card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        w = round(self._card.width)
        pad = 1.8 * max(3.0, w * 0.05)  # the two rings' width: the white one ends at the card
        return QRectF(-pad, -pad, w + 2 * pad, round(w * ASPECT) + 2 * pad)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_focus_ring(painter, self.boundingRect(), self._card.width)


class CardItem(QGraphicsObject):
    """A card on the table.

    ``face_up`` chooses face or back; ``selected_card`` lifts and outlines it (the table moves it);
    ``marker`` is a short badge text: the rank a wildcard stands for in a meld (``"7"``, ``"10"``;
    ``"✱"`` for the free 14th card of a run) or ``"✕"`` on the one card that may not be thrown
    back (R7.4); ``highlight`` outlines it in a second colour (the card just drawn); ``hinted``
    outlines it in a third colour of its own (a card of the hint shown);
    ``focused`` shows the keyboard focus (a thick two-tone ring just outside the card, a child
    item that moves and rises with it). ``marker_top`` puts the badge in the top strip of the
    card (a meld's vertical fan), else on its left strip (the hand). Everything else is painted
    inside the card's own rectangle (``boundingRect``).
    """

    def __init__(self, card: Card | None, art: CardArt, width: float, back: int = 1) -> None:
        super().__init__()
        #: the card, or ``None`` for a back the table's seat may not see (issue 31: the item
        #: then knows only its back's colour, ``back`` 1 red or 2 blue, a look of its own)
        self.card = card
        self.back = back if card is None else card.copy
        self._art = art
        self._width = width
        self.face_up = False
        self.selected_card = False
        self.highlight = False
        self.hinted = False
        self.focused = False
        self.marker: str | None = None
        self.marker_top = False
        self.motion: QAbstractAnimation | None = None  # its running travel or fade (:mod:`.motion`)
        self.target = QPointF()  # where it goes (or lies): scene coordinates of its top-left
        self.target_width = width  # the width it goes to (pixels)
        self.target_angle = 0.0  # the angle it goes to (degrees)
        self.rest_z = 0.0  # its z value once it lands (it flies higher while travelling)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)
        self.shadow = CardShadow(self)
        self.focus_ring = CardFocusRing(self)

    # ------------------------------------------------------------------ geometry
    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._width * ASPECT

    def set_width(self, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self.shadow.prepareGeometryChange()
            self.focus_ring.prepareGeometryChange()
            self._width = width
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self.height)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._width, self.height))
        return path

    # ------------------------------------------------------------------ state
    def set_face(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_look(
        self,
        *,
        selected: bool = False,
        highlight: bool = False,
        marker: str | None = None,
        focused: bool = False,
        marker_top: bool = False,
        hinted: bool = False,
    ) -> None:
        look = (selected, highlight, marker, focused, marker_top, hinted)
        if focused != self.focused:
            self.focus_ring.setVisible(focused)
        if look != (
            self.selected_card,
            self.highlight,
            self.marker,
            self.focused,
            self.marker_top,
            self.hinted,
        ):
            (self.selected_card, self.highlight, self.marker, self.focused, self.marker_top, self.hinted) = (
                look
            )
            self.update()

    def outline_color(self) -> QColor | None:
        """The outline painted around the card: selected (yellow) over hinted (magenta) over
        just drawn (blue); ``None``: no outline."""
        if self.selected_card:
            return QColor(SELECTED_COLOR)
        if self.hinted:
            return QColor(HINT_COLOR)
        if self.highlight:
            return QColor(DRAWN_COLOR)
        return None

    def marker_rect(self) -> QRectF | None:
        """Where the badge is painted, in item coordinates (``None`` without a badge)."""
        if not self.marker or not self.face_up:
            return None
        w = round(self._width)
        bw, bh = marker_size(w)
        if self.marker_top:
            return QRectF(w - bw - round(w * 0.05), round(w * ASPECT * 0.01), bw, bh)
        return QRectF(round(w * 0.01), round(w * ASPECT * 0.3), bw, bh)

    def focus_rect(self) -> QRectF:
        """Where the keyboard focus ring is painted, in item coordinates: just around the whole
        card (a child item, so it moves and rises with the card; the corner index stays
        readable)."""
        return self.focus_ring.boundingRect()

    # ------------------------------------------------------------------ movement
    def move_to(self, pos: QPointF, duration_ms: int, delay_ms: int = 0) -> None:
        """Go to ``pos`` (scene coordinates), travelling ``duration_ms`` ms after ``delay_ms``
        (:func:`.motion.travel`; 0: at once; already on its way there: it carries on)."""
        motion.travel(self, pos, duration_ms, delay_ms)

    def landed(self) -> None:
        """Its animation ended: it rests at its target (:func:`.motion.landed`)."""
        motion.landed(self)

    def finish(self) -> None:
        """Jump to the end of a running animation."""
        motion.finish(self)

    # ------------------------------------------------------------------ painting
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        if self.face_up and self.card is not None:
            key = face_key(self.card)
        else:
            key = back_key(self.card) if self.card is not None else ("back_r" if self.back == 1 else "back_b")
        w = round(self._width)
        painter.drawPixmap(QPointF(0, 0), self._art.pixmap(key, w, dpr))
        rect = QRectF(0, 0, w, w * ASPECT)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        color = self.outline_color()
        if color is not None:
            pen = max(2.0, w * 0.045)
            painter.setPen(QPen(color, pen))
            inset = pen / 2
            painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), w * 0.05, w * 0.05)
        box = self.marker_rect()
        if box is not None and self.marker:
            painter.drawPixmap(box.topLeft(), marker_pixmap(self.marker, w, dpr))


def draw_focus_ring(painter: QPainter, rect: QRectF, w: float) -> None:
    """The keyboard focus: a thick black ring with a white one inside it, inside ``rect``
    (one of the two shows on a white card and on the felt)."""
    t = max(3.0, w * 0.05)
    radius = max(4.0, w * 0.06)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#101010"), t))
    painter.drawRoundedRect(rect.adjusted(t / 2, t / 2, -t / 2, -t / 2), radius, radius)
    painter.setPen(QPen(QColor("#ffffff"), t * 0.8))
    inner = t + t * 0.4
    painter.drawRoundedRect(rect.adjusted(inner, inner, -inner, -inner), radius, radius)


def marker_size(w: int) -> tuple[int, int]:
    """The badge's width and height (pixels) on a card ``w`` pixels wide."""
    return max(8, round(w * 0.26)), max(8, round(w * 0.24))


_MARKERS: dict[tuple[str, int, float], QPixmap] = {}


def marker_pixmap(text: str, w: int, dpr: float) -> QPixmap:
    """The badge of a wildcard's rank for a card of width ``w`` (cached: drawn on every paint;
    badges of other widths are dropped when a new width appears)."""
    key = (text, w, dpr)
    pm = _MARKERS.get(key)
    if pm is None:
        for old in [k for k in _MARKERS if k[1:] != (w, dpr)]:
            del _MARKERS[old]
        bw, bh = marker_size(w)
        pm = QPixmap(round(bw * dpr), round(bh * dpr))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pm)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(7, round(w * 0.17)))
        font.setBold(True)
        badge = QRectF(0, 0, bw, bh)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 20, 20, 215))
        painter.drawRoundedRect(badge, w * 0.04, w * 0.04)
        painter.setFont(font)
        painter.setPen(QColor("#ffe066"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
        painter.end()
        _MARKERS[key] = pm
    return pm
