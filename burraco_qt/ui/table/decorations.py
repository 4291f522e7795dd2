"""Non-card items of the table: zone frames (drop highlighting), captions and the toast."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsRectItem, QGraphicsSimpleTextItem

from ..geometry.rects import Box

FELT = QColor("#1f6b3a")
FRAME = QColor("#4f8a63")  # opaque: a translucent outline is slow to repaint
#: the high-contrast table (Preferences): a plain, nearly black felt (a white card on it is
#: about 17:1, on the normal felt about 6:1) and light zone outlines
HIGH_CONTRAST_FELT = QColor("#0a1d10")
HIGH_CONTRAST_FRAME = QColor("#d8d8d8")
ACCEPT = QColor("#7CFC00")
TARGET = QColor("#ffd21f")


class ZoneFrame(QGraphicsRectItem):
    """A rounded outline around a zone; glows when it would accept the dragged cards."""

    def __init__(self, key: tuple) -> None:
        super().__init__()
        self.key = key
        self.state = "idle"  # idle / accept / target
        self.high_contrast = False  # the idle outline in the high-contrast table's colour
        self.setZValue(-10)
        # painted once into a pixmap: a card travelling over it repaints it every frame
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._apply()

    def set_box(self, box: Box, pad: float = 4.0) -> None:
        self.setRect(QRectF(box.x - pad, box.y - pad, box.w + 2 * pad, box.h + 2 * pad))

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self._apply()

    def set_high_contrast(self, on: bool) -> None:
        """Outline the idle zone for the high-contrast table (``on``) or the normal felt."""
        if on != self.high_contrast:
            self.high_contrast = on
            self._apply()

    def _apply(self) -> None:
        if self.state == "accept":
            self.setPen(QPen(ACCEPT, 3))
            self.setBrush(Qt.BrushStyle.NoBrush)
        elif self.state == "target":
            self.setPen(QPen(TARGET, 4))
            self.setBrush(QBrush(QColor(255, 210, 31, 40)))
        else:
            colour = HIGH_CONTRAST_FRAME if self.high_contrast else FRAME
            self.setPen(QPen(colour, 2.0 if self.high_contrast else 1.5, Qt.PenStyle.DotLine))
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
    puts a small picture (a computer character's portrait) before the text, inside the plate;
    :meth:`set_stripes` a bar per team colour at the plate's left edge; :meth:`set_glow` a soft
    halo round the plate (the seat to play); :meth:`set_dots` three pulsing dots after the text
    (a computer thinking). All of it lies inside :meth:`boundingRect`, so a caption's box holds
    it as it holds the text."""

    GAP = 4.0  # pixels between the portrait and the text
    STRIPE = 4.0  # the width of a team colour's bar
    GLOW = 3.0  # how far the halo reaches out of the plate

    INK = QColor(255, 255, 255, 225)
    PLATE = QColor(0, 0, 0, 170)
    GLOW_COLOUR = QColor(255, 214, 60)

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.setBrush(QBrush(self.INK))
        self.setZValue(900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # its text and plate painted once into a pixmap, not at every frame a card flies by
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._fill: QColor | None = None
        self._outline: QColor | None = None
        self._portrait = ""  # the picture's SVG file ("": none)
        self._stripes: tuple[str, ...] = ()
        self._glow = False
        self._dots = False
        self._phase = 0  # the thinking dots' step

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

    @property
    def stripes(self) -> tuple[str, ...]:
        """The team colours shown at the plate's left edge (``#rrggbb``)."""
        return self._stripes

    def set_stripes(self, colours: Sequence[str]) -> None:
        """A bar of each of ``colours`` at the plate's left edge (none: no bar)."""
        colours = tuple(colours)
        if colours != self._stripes:
            self.prepareGeometryChange()
            self._stripes = colours
            self.update()

    @property
    def glow(self) -> bool:
        return self._glow

    def set_glow(self, on: bool) -> None:
        """A soft golden halo round the plate (the seat whose turn it is)."""
        if on != self._glow:
            self.prepareGeometryChange()
            self._glow = on
            self.update()

    @property
    def dots(self) -> bool:
        return self._dots

    def set_dots(self, on: bool) -> None:
        """Three dots after the text that pulse on :meth:`tick` (a computer thinking)."""
        if on != self._dots:
            self.prepareGeometryChange()
            self._dots = on
            self.update()

    def tick(self) -> None:
        """The next step of the thinking dots."""
        if self._dots:
            self._phase = (self._phase + 1) % 3
            self.update()

    def _indent(self) -> float:
        """The room before the text: the stripes and the portrait (0 without them)."""
        if not self.text():
            return 0.0
        room = len(self._stripes) * (self.STRIPE + 1) + (2 if self._stripes else 0)
        if self._portrait:
            room += self._icon_size() + self.GAP
        return room

    def _tail(self) -> float:
        """The room after the text (the thinking dots)."""
        return self._icon_size() * 1.1 if self._dots and self.text() else 0.0

    def _icon_size(self) -> float:
        return super().boundingRect().height()

    def set_size(self, pixels: float, bold: bool = False) -> None:
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(7, round(pixels)))
        font.setBold(bold)
        self.setFont(font)

    def _plate_rect(self) -> QRectF:
        return super().boundingRect().adjusted(-5, -1, 5 + self._indent() + self._tail(), 1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        indent = self._indent()
        text = super().boundingRect()
        if self._fill is not None and self.text():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            r = self._plate_rect()
            if self._glow:
                halo = QColor(self.GLOW_COLOUR)
                for k in range(4, 0, -1):
                    grow = self.GLOW * k / 4
                    halo.setAlpha(40 + 30 * (4 - k))
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(halo)
                    painter.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), 6 + grow, 6 + grow)
            if self._outline is not None:
                painter.setPen(QPen(self._outline, 1.5))
                r = r.adjusted(0.75, 0.75, -0.75, -0.75)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._fill)
            painter.drawRoundedRect(r, 6, 6)
        x = 0.0
        if self._stripes and self.text():
            painter.setPen(Qt.PenStyle.NoPen)
            for colour in self._stripes:
                painter.setBrush(QColor(colour))
                painter.drawRoundedRect(
                    QRectF(x - 2, text.top() + 1, self.STRIPE, text.height() - 2), 1.5, 1.5
                )
                x += self.STRIPE + 1
            x += 2
        if self._portrait and self.text():
            from ..character_texts import portrait_pixmap

            side = self._icon_size()
            device = painter.device()
            dpr = device.devicePixelRatioF() if device is not None else 1.0
            picture = portrait_pixmap(self._portrait, round(side), dpr)
            painter.drawPixmap(
                QRectF(x, 0, side, side), picture, QRectF(0, 0, picture.width(), picture.height())
            )
        if indent:
            painter.save()
            painter.translate(indent, 0)
            super().paint(painter, option, widget)
            painter.restore()
        else:
            super().paint(painter, option, widget)
        if self._dots and self.text():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            size = self._icon_size()
            radius = max(1.5, size * 0.09)
            left = indent + text.width() + size * 0.2
            for k in range(3):
                ink = QColor(self.brush().color())
                ink.setAlphaF(1.0 if k == self._phase else 0.4)
                painter.setBrush(ink)
                painter.drawEllipse(QPointF(left + k * size * 0.3, text.top() + size * 0.6), radius, radius)

    def boundingRect(self):
        rect = super().boundingRect()
        rect = rect.adjusted(0, 0, self._indent() + self._tail(), 0)
        if self._fill is None:
            return rect
        rect = rect.adjusted(-5, -1, 5, 1)
        if self._glow:
            rect = rect.adjusted(-self.GLOW, -self.GLOW, self.GLOW, self.GLOW)
        return rect


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

    def move_to(self, center_x: float, y: float, width: float) -> None:
        """Put the toast shown elsewhere (the cards moved), ``width`` wide."""
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width
        self.setPos(center_x - width / 2, y)

    def hide_now(self) -> None:
        """Not shown (no free place for it); its text is kept."""
        self._timer.stop()
        self._anim.stop()
        self.setOpacity(0.0)

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
