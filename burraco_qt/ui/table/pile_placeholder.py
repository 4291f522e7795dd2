"""The place of an empty discard pile (issue 28): a card-sized dashed outline on the felt, so the
player sees where a discard goes once the pile was taken (or before the first discard)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..geometry.rects import Box

#: the outline and the faint card marks inside it, on the normal felt and the high-contrast one
INK = QColor(255, 255, 255, 120)
HIGH_CONTRAST_INK = QColor("#d8d8d8")
FILL = QColor(0, 0, 0, 38)


class PilePlaceholder(QGraphicsItem):
    """A dashed, rounded card outline with two faint card shapes fanned inside it; the scene
    shows it where the pile's first card lies while the pile is empty (:meth:`place`)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.high_contrast = False
        self.setZValue(-5)  # under every card, over the zone frames
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def place(self, box: Box | None, high_contrast: bool = False) -> None:
        """Show the outline on ``box`` (the first pile card's place), or hide it (``None``)."""
        if box is None:
            self.setVisible(False)
            return
        rect = QRectF(0, 0, round(box.w), round(box.h))
        if rect != self._rect or high_contrast != self.high_contrast:
            self.prepareGeometryChange()
            self._rect = rect
            self.high_contrast = high_contrast
            self.update()
        self.setPos(round(box.x), round(box.y))
        self.setVisible(True)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self._rect.width(), self._rect.height()
        if w < 4:
            return
        ink = HIGH_CONTRAST_INK if self.high_contrast else INK
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(ink, max(1.5, w * 0.03), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(FILL)
        inset = pen.widthF() / 2
        painter.drawRoundedRect(self._rect.adjusted(inset, inset, -inset, -inset), w * 0.06, w * 0.06)
        # two small card shapes, fanned: "cards go here"
        mark = QPen(ink, max(1.0, w * 0.025))
        painter.setPen(mark)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        cw, ch = w * 0.3, w * 0.42
        for angle in (-12.0, 12.0):
            painter.save()
            painter.translate(w / 2, h / 2 + ch * 0.1)
            painter.rotate(angle)
            painter.drawRoundedRect(QRectF(-cw / 2, -ch * 0.6, cw, ch), cw * 0.12, cw * 0.12)
            painter.restore()
