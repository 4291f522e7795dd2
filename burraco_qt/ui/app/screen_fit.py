"""The window's first geometry fits the screen (default, restored or ``--size``).

Only the initial geometry is clamped: resizing later is the player's. Sizes are logical pixels,
so the clamp holds at any display scale (1920×1080 at 150 % offers 1280×720).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: Room kept for a window manager's title bar and borders before the window is shown (when the
#: real frame is not known yet).
FRAME_GUESS = QSize(0, 32)


def available(window: QWidget) -> QRect:
    """The available geometry (logical pixels) of the window's screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def fit_to_screen(window: QWidget) -> None:
    """Shrink and move ``window`` so that it and its frame lie inside the screen's available
    geometry (never below the window's minimum size)."""
    area = available(window)
    shown = window.isVisible()
    frame = window.frameGeometry().size() - window.geometry().size() if shown else FRAME_GUESS
    room = QSize(max(1, area.width() - frame.width()), max(1, area.height() - frame.height()))
    size = window.size().boundedTo(room).expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)
    geo = window.frameGeometry() if window.isVisible() else QRect(window.pos(), size + frame)
    x = min(max(geo.x(), area.x()), max(area.x(), area.right() + 1 - geo.width()))
    y = min(max(geo.y(), area.y()), max(area.y(), area.bottom() + 1 - geo.height()))
    if (x, y) != (geo.x(), geo.y()):
        window.move(x, y)
