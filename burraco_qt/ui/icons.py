"""Toolbar and menu icons: the platform theme's where it has one, our bundled SVG otherwise
(``resources/icons/toolbar/<name>.svg``, drawn for this game); and a toolbar that shows text
beside the icons while it has the room, icons alone when it has not."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QToolBar, QToolButton

from ..paths import resource

#: Our icon name → the freedesktop theme name tried first.
THEME_NAMES = {
    "new": "document-new",
    "help": "help-contents",
    "undo": "edit-undo",
    "hint": "help-hint",
    "open_cards": "view-visible",
    "sound": "audio-volume-high",
    "muted": "audio-volume-muted",
    "preferences": "preferences-system",
    "sort_rank": "view-sort-ascending",
    "sort_suit": "view-sort",
    "score_sheet": "view-list-details",
    "about": "help-about",
    "statistics": "office-chart-bar",
}

_CACHE: dict[str, QIcon] = {}


def icon(name: str) -> QIcon:
    """The icon ``name`` (a key of :data:`THEME_NAMES`): the theme's, else the bundled SVG."""
    found = _CACHE.get(name)
    if found is None:
        bundled = QIcon(str(resource("icons", "toolbar", f"{name}.svg")))
        theme = THEME_NAMES.get(name)
        found = QIcon.fromTheme(theme, bundled) if theme and QIcon.hasThemeIcon(theme) else bundled
        _CACHE[name] = found
    return found


class AdaptiveToolbar(QObject):
    """Watches ``bar``: text beside the icons when every action fits that way, icons only
    otherwise (checked on every resize of the bar and when :meth:`update` is called, e.g. after
    a language switch)."""

    def __init__(self, bar: QToolBar) -> None:
        super().__init__(bar)
        self.bar = bar
        bar.installEventFilter(self)
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.bar and event.type() == QEvent.Type.Resize:
            self.update()
        return False

    def needed_width(self) -> int:
        """The width the bar needs with text beside every icon (estimated from the texts and
        the icon size, without changing the bar)."""
        bar = self.bar
        metrics = bar.fontMetrics()
        icon_width = bar.iconSize().width()
        layout = bar.layout()
        margin = layout.contentsMargins().left() if layout is not None else 0
        width = 2 * margin + 24  # margins and the handle
        for action in bar.actions():
            if action.isSeparator():
                width += 10
                continue
            widget = bar.widgetForAction(action)
            if isinstance(widget, QToolButton):
                width += icon_width + metrics.horizontalAdvance(action.iconText()) + 18
            elif widget is not None:
                width += widget.minimumSizeHint().width()
        return width

    def update(self) -> None:
        wanted = (
            Qt.ToolButtonStyle.ToolButtonTextBesideIcon
            if self.needed_width() <= self.bar.width()
            else Qt.ToolButtonStyle.ToolButtonIconOnly
        )
        if self.bar.toolButtonStyle() != wanted:
            self.bar.setToolButtonStyle(wanted)
