"""One graphics item per physical card (twins are different items)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine import Card
from .card_art import ASPECT, CardArt, back_key, face_key
from .felt import SHADOW_OFFSET, SHADOW_SPREAD, shadow_pixmap


class CardItem(QGraphicsObject):
    """A card on the table.

    ``face_up`` chooses face or back; ``selected_card`` lifts and outlines it (the table moves it);
    ``marker`` is a short badge text: the rank a wildcard stands for in a meld (``"7"``, ``"10"``;
    ``"✱"`` for the free 14th card of a run) or ``"✕"`` on the one card that may not be thrown
    back (R7.4); ``highlight`` outlines it in a second colour (the card just drawn, a hint);
    ``focused`` draws the keyboard focus.
    """

    def __init__(self, card: Card, art: CardArt, width: float) -> None:
        super().__init__()
        self.card = card
        self._art = art
        self._width = width
        self.face_up = False
        self.selected_card = False
        self.highlight = False
        self.focused = False
        self.marker: str | None = None
        self._anim: QPropertyAnimation | None = None
        self.target = QPointF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

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
            self._width = width
            self.update()

    def boundingRect(self) -> QRectF:
        """The card with room for its outline (2 px) and its soft shadow (right and down)."""
        reach_x = SHADOW_OFFSET.x() + SHADOW_SPREAD
        reach_y = SHADOW_OFFSET.y() + SHADOW_SPREAD
        return QRectF(-2, -2, self._width + 2 + max(2.0, reach_x), self.height + 2 + max(2.0, reach_y))

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._width, self.height))
        return path

    # ------------------------------------------------------------------ state
    def set_face(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_look(self, *, selected: bool = False, highlight: bool = False,
                 marker: str | None = None, focused: bool = False) -> None:
        look = (selected, highlight, marker, focused)
        if look != (self.selected_card, self.highlight, self.marker, self.focused):
            self.selected_card, self.highlight, self.marker, self.focused = look
            self.update()

    # ------------------------------------------------------------------ movement
    def move_to(self, pos: QPointF, duration_ms: int, delay_ms: int = 0) -> None:
        """Go to ``pos`` (scene coordinates), animated unless ``duration_ms`` is 0."""
        self.target = QPointF(pos)
        self._stop()
        if duration_ms <= 0 or self.pos() == pos:
            self.setPos(pos)
            return
        anim = QPropertyAnimation(self, b"pos", self)
        anim.setDuration(duration_ms + delay_ms)
        anim.setStartValue(self.pos())
        if delay_ms:
            anim.setKeyValueAt(delay_ms / (duration_ms + delay_ms), self.pos())
        anim.setEndValue(pos)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(self._finished)
        self._anim = anim
        anim.start(QPropertyAnimation.DeletionPolicy.DeleteWhenStopped)

    def _finished(self) -> None:
        self._anim = None  # deleted by Qt (DeleteWhenStopped)

    def _stop(self) -> None:
        if self._anim is not None:
            anim, self._anim = self._anim, None
            anim.finished.disconnect(self._finished)
            anim.stop()  # DeleteWhenStopped: Qt deletes it

    def finish(self) -> None:
        """Jump to the end of a running animation."""
        self._stop()
        self.setPos(self.target)

    # ------------------------------------------------------------------ painting
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        key = face_key(self.card) if self.face_up else back_key(self.card)
        w = round(self._width)
        shadow = shadow_pixmap(w, round(w * ASPECT), dpr)
        painter.drawPixmap(SHADOW_OFFSET - QPointF(SHADOW_SPREAD, SHADOW_SPREAD), shadow)
        painter.drawPixmap(QPointF(0, 0), self._art.pixmap(key, w, dpr))
        rect = QRectF(0.5, 0.5, w - 1, w * ASPECT - 1)
        if self.selected_card:
            painter.setPen(QPen(QColor("#ffd21f"), max(2.0, w * 0.045)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, w * 0.05, w * 0.05)
        elif self.highlight:
            painter.setPen(QPen(QColor("#35c7ff"), max(2.0, w * 0.04)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, w * 0.05, w * 0.05)
        if self.focused:
            painter.setPen(QPen(QColor("#ffffff"), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), w * 0.04, w * 0.04)
        if self.marker and self.face_up:
            painter.drawPixmap(QPointF(round(w * 0.01), round(w * ASPECT * 0.3)),
                               marker_pixmap(self.marker, w, dpr))


_MARKERS: dict[tuple[str, int, float], QPixmap] = {}


def marker_pixmap(text: str, w: int, dpr: float) -> QPixmap:
    """The badge of a wildcard's rank for a card of width ``w`` (cached: drawn on every paint;
    badges of other widths are dropped when a new width appears)."""
    key = (text, w, dpr)
    pm = _MARKERS.get(key)
    if pm is None:
        for old in [k for k in _MARKERS if k[1:] != (w, dpr)]:
            del _MARKERS[old]
        bw, bh = max(8, round(w * 0.26)), max(8, round(w * 0.24))
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
