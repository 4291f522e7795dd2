"""The graphics view showing the table; the scene always matches the viewport's size."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .felt import felt_pixmap
from .motion import release
from .scene import TableScene


class TableView(QGraphicsView):
    """A view without scroll bars: on resize the table is laid out again for the new size,
    with card pictures rendered at the new card width (the cache keeps the latest widths).
    ``firstPainted`` is emitted once, after the table is first painted (for start-up timing and
    screenshots); ``resized(width, height)`` after each resize (viewport pixels)."""

    firstPainted = Signal()
    resized = Signal(int, int)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # a viewport made here, so PySide6 already knows its Python type: asking Qt's own for
        # it (viewport(), an item's paint) made PySide6 load every QtWidgets class and create
        # their ~60 enums to find it, about 10 ms before the first paint
        self.setViewport(QWidget())
        # card pixmaps are rendered at their exact size: no smoothing needed when drawing them
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)  # the hand stays put while the pointer is on it
        self.setMinimumSize(640, 400)  # fits a 1920×1080 screen at 200 % (960×540) with the bars
        self._painted = False

    def table(self) -> TableScene:
        scene = self.scene()
        assert isinstance(scene, TableScene)
        return scene

    def event(self, event: QEvent) -> bool:
        if self._focus_key(event):
            return True
        return super().event(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if self._focus_key(event):
            return True
        return super().viewportEvent(event)

    def _focus_key(self, event: QEvent) -> bool:
        """Tab and Shift+Tab move the focus on the table (hand, melds), not between widgets."""
        if event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        if event.key() not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return False
        return self.table().input.key(event)

    def leaveEvent(self, event: QEvent) -> None:
        """The pointer left the table: the hand is let go (its gaps close)."""
        super().leaveEvent(event)
        scene = self.table()
        if scene.hold is not None and not scene.hold.keys and not scene.input.drag:
            scene.release_hand()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table().set_view_size(size.width(), size.height())
        self.resized.emit(size.width(), size.height())

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt (cached per viewport size); the scene is the viewport's size at (0, 0)."""
        size = self.viewport().size()
        look = self.table().table_contrast
        felt = felt_pixmap(size.width(), size.height(), self.devicePixelRatioF(), look)
        dpr = felt.devicePixelRatio()
        source = QRectF(rect.x() * dpr, rect.y() * dpr, rect.width() * dpr, rect.height() * dpr)
        painter.drawPixmap(rect, felt, source)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        release()  # the cards' animations start once the table they travel on is painted
        if not self._painted and self.table().pool.items():
            self._painted = True
            self.firstPainted.emit()
