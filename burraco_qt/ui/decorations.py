"""Non-card items of the table: zone frames (drop highlighting), captions and the toast."""

from __future__ import annotations

from PySide6.QtCore import QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsRectItem, QGraphicsSimpleTextItem

from .geometry import Box

FELT = QColor("#1f6b3a")
FRAME = QColor("#4f8a63")  # opaque: a translucent outline is slow to repaint
ACCEPT = QColor("#7CFC00")
TARGET = QColor("#ffd21f")


class ZoneFrame(QGraphicsRectItem):
    """A rounded outline around a zone; glows when it would accept the dragged cards."""

    def __init__(self, key: tuple) -> None:
        super().__init__()
        self.key = key
        self.state = "idle"  # idle / accept / target
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._apply()

    def set_box(self, box: Box, pad: float = 4.0) -> None:
        self.setRect(QRectF(box.x - pad, box.y - pad, box.w + 2 * pad, box.h + 2 * pad))

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self._apply()

    def _apply(self) -> None:
        if self.state == "accept":
            self.setPen(QPen(ACCEPT, 3))
            self.setBrush(Qt.BrushStyle.NoBrush)
        elif self.state == "target":
            self.setPen(QPen(TARGET, 4))
            self.setBrush(QBrush(QColor(255, 210, 31, 40)))
        else:
            self.setPen(QPen(FRAME, 1.5, Qt.PenStyle.DotLine))
            self.setBrush(Qt.BrushStyle.NoBrush)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(self.pen())
        painter.setBrush(self.brush())
        if self.state == "idle":  # repainted on every move: an opaque, aliased outline is cheap
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.drawRect(self.rect())
        else:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.drawRoundedRect(self.rect(), 8, 8)


class FocusRing(QGraphicsObject):
    """The keyboard focus on a meld: a thick two-tone ring (black outside, white inside) drawn
    on the felt just around the column (its corner indices stay readable)."""

    PAD = 6.0  # pixels outside the column

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(950)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_box(self, box: Box) -> None:
        self.prepareGeometryChange()
        pad = self.PAD
        self._rect = QRectF(box.x - pad, box.y - pad, box.w + 2 * pad, box.h + 2 * pad)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        from .card_item import draw_focus_ring

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_focus_ring(painter, self._rect, self.PAD * 12)  # rings of about PAD / 2 each


class Caption(QGraphicsSimpleTextItem):
    """A small white text on the felt (names, counts, zone titles)."""

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.setBrush(QBrush(QColor(255, 255, 255, 225)))
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

        self.badge = False

    def set_size(self, pixels: float, bold: bool = False) -> None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(7, round(pixels)))
        font.setBold(bold)
        self.setFont(font)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.badge and self.text():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 170))
            r = super().boundingRect().adjusted(-5, -1, 5, 1)
            painter.drawRoundedRect(r, 6, 6)
        super().paint(painter, option, widget)

    def boundingRect(self):
        rect = super().boundingRect()
        return rect.adjusted(-5, -1, 5, 1) if self.badge else rect


class Toast(QGraphicsObject):
    """A short message near the cards that fades away (refusals, hints)."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._width = 300.0
        self.setZValue(5000)
        self.setOpacity(0.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade)
        self._anim = QPropertyAnimation(self, b"opacity", self)
        self._font = QFont("DejaVu Sans")
        self._font.setPixelSize(15)

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, 44)

    def show_text(self, text: str, center_x: float, y: float, width: float, ms: int) -> None:
        self.prepareGeometryChange()
        self._text = text
        self._width = width
        self.setPos(center_x - width / 2, y)
        self._anim.stop()
        self.setOpacity(1.0)
        self.update()
        self._timer.start(ms)

    def _fade(self) -> None:
        self._anim.setDuration(350)
        self._anim.setStartValue(1.0)
        self._anim.setEndValue(0.0)
        self._anim.start()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self._text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(25, 25, 25, 225))
        painter.drawRoundedRect(self.boundingRect(), 10, 10)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(self._font)
        painter.drawText(self.boundingRect().adjusted(10, 2, -10, -2),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._text)
