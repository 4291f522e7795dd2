"""Non-card items of the table: zone frames (drop highlighting), captions and the toast."""

from __future__ import annotations

from PySide6.QtCore import QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsRectItem, QGraphicsSimpleTextItem

from ..geometry.rects import Box

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


class BuracoFrame(QGraphicsObject):
    """A frame on the felt around a buraco's column and its badge, as a real table sets a
    buraco apart: solid for a clean buraco, dashed otherwise. It stays within half the gap
    between two columns, so it never touches another column (nor another frame)."""

    PEN = 1.5

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._colour = QColor("#e8be28")
        self._solid = True
        self.setZValue(-5)  # on the felt, under every card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_frame(self, column: Box, badge: Box, gap: float, colour: QColor, solid: bool) -> None:
        """Frame ``column`` and its ``badge`` box; ``gap`` is the room between two columns."""
        pad = max(0.5, min(3.0, gap / 2 - self.PEN))
        rect = QRectF(column.x - pad, badge.y - pad, column.w + 2 * pad, column.bottom - badge.y + 2 * pad)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
        self._colour = colour
        self._solid = solid
        self.update()

    def outer_rect(self) -> QRectF:
        """The frame's outer edge in scene coordinates (pen included)."""
        half = self.PEN / 2
        return self.mapRectToScene(self._rect.adjusted(-half, -half, half, half))

    def boundingRect(self) -> QRectF:
        half = self.PEN / 2
        return self._rect.adjusted(-half, -half, half, half)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self._colour, self.PEN)
        if not self._solid:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        fill = QColor(self._colour)
        fill.setAlpha(45)
        painter.setBrush(fill)
        painter.drawRoundedRect(self._rect, 5, 5)


class Caption(QGraphicsSimpleTextItem):
    """A small white text on the felt (names, counts, zone titles).

    With :attr:`badge` set it sits on a dark rounded plate; :meth:`set_plate` picks other plate
    colours (a nameplate, the seat whose turn it is, a buraco's class); :meth:`set_portrait`
    puts a small picture (a computer character's portrait) before the text, inside the plate
    and inside :meth:`boundingRect` (so a nameplate's box holds it as it holds the text)."""

    GAP = 4.0  # pixels between the portrait and the text

    INK = QColor(255, 255, 255, 225)
    PLATE = QColor(0, 0, 0, 170)

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.setBrush(QBrush(self.INK))
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._fill: QColor | None = None
        self._outline: QColor | None = None
        self._portrait = ""  # the picture's SVG file ("": none)

    @property
    def badge(self) -> bool:
        """Whether the text sits on a plate."""
        return self._fill is not None

    @badge.setter
    def badge(self, on: bool) -> None:
        self.set_plate(self.PLATE if on else None)

    def set_plate(
        self, fill: QColor | None, ink: QColor | None = None, outline: QColor | None = None
    ) -> None:
        """Draw the text in ``ink`` on a rounded plate of ``fill`` (``None``: bare text)."""
        if (fill is None) != (self._fill is None):
            self.prepareGeometryChange()
        self._fill = fill
        self._outline = outline
        self.setBrush(QBrush(ink or self.INK))
        self.update()

    @property
    def portrait(self) -> str:
        """The SVG file of the picture before the text ("" when there is none)."""
        return self._portrait

    def set_portrait(self, path: str) -> None:
        """Show the SVG ``path`` (square; "" for none) before the text, as tall as the text."""
        if path != self._portrait:
            self.prepareGeometryChange()
            self._portrait = path
            self.update()

    def _indent(self) -> float:
        """The room the portrait takes before the text (0 without one)."""
        if not self._portrait or not self.text():
            return 0.0
        return self._icon_size() + self.GAP

    def _icon_size(self) -> float:
        return super().boundingRect().height()

    def set_size(self, pixels: float, bold: bool = False) -> None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(7, round(pixels)))
        font.setBold(bold)
        self.setFont(font)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        indent = self._indent()
        if self._fill is not None and self.text():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            if self._outline is not None:
                painter.setPen(QPen(self._outline, 1.5))
            else:
                painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._fill)
            r = super().boundingRect().adjusted(-5, -1, 5 + indent, 1)
            if self._outline is not None:
                r = r.adjusted(0.75, 0.75, -0.75, -0.75)
            painter.drawRoundedRect(r, 6, 6)
        if indent:
            from ..character_texts import portrait_pixmap

            side = self._icon_size()
            device = painter.device()
            dpr = device.devicePixelRatioF() if device is not None else 1.0
            picture = portrait_pixmap(self._portrait, round(side), dpr)
            painter.drawPixmap(
                QRectF(0, 0, side, side), picture, QRectF(0, 0, picture.width(), picture.height())
            )
            painter.save()
            painter.translate(indent, 0)
            super().paint(painter, option, widget)
            painter.restore()
            return
        super().paint(painter, option, widget)

    def boundingRect(self):
        rect = super().boundingRect()
        indent = self._indent()
        if indent:
            rect = rect.adjusted(0, 0, indent, 0)
        return rect.adjusted(-5, -1, 5, 1) if self._fill is not None else rect


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
        painter.drawText(
            self.boundingRect().adjusted(10, 2, -10, -2),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self._text,
        )
