"""The move log panel: recent moves in words, newest at the bottom.

Quiet lines (issue 28): every move in the list's normal weight; the player's own moves are
marked by a bar of the style's "mine" colour down their left edge and text in that colour
(item data :data:`MINE_ROLE` ``True``), so they stand out without a list in bold.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QDockWidget,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from ...engine import RuleError, seen_by
from ...model import GameController
from ...model.move_sentences import describe, replayed_steps

MAX_LINES = 300
#: item data: ``True`` on the lines of the player's own moves
MINE_ROLE = int(Qt.ItemDataRole.UserRole) + 1


class MineMarker(QStyledItemDelegate):
    """Draws a line, with a bar down the left edge of the player's own moves."""

    BAR = 3  # pixels

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().paint(painter, option, index)
        if index.data(MINE_ROLE):
            rect: QRect = option.rect
            painter.fillRect(QRect(rect.left(), rect.top() + 1, self.BAR, rect.height() - 2), self.colour())

    @staticmethod
    def colour() -> QColor:
        """The style's colour of the player's own moves."""
        from ..style import current_look, look_colours

        return QColor(look_colours(current_look()).dock_mine)


class Names(Protocol):
    """Where the log gets the table's names for seats and teams."""

    def seat_name(self, seat: int) -> str: ...

    def team_name(self, team: int) -> str: ...


class MoveLog(QDockWidget):
    """A dock listing what every player did this hand (rebuilt after an undo)."""

    def __init__(self, controller: GameController, names: Names, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setWindowTitle(self.tr("Moves"))
        self.controller = controller
        self.names = names  # seat -> name, team -> name (the table's wording)
        self.list = QListWidget()
        self.list.setObjectName("moveLogList")
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)  # rewrap when the width changes
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setItemDelegate(MineMarker(self.list))
        from ..style import current_look

        self.set_look(current_look())
        self.setWidget(self.list)
        self._keep_readable()
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        controller.eventsApplied.connect(self._append)
        controller.handStarted.connect(self.rebuild)
        controller.positionReplaced.connect(self.rebuild)

    def set_look(self, look: str) -> None:
        """The list in the style's ``look`` (``ui/style.py``); its lines are wrapped again."""
        from ..style import moves_sheet

        self.list.setStyleSheet(moves_sheet(look))
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(MINE_ROLE):
                item.setForeground(MineMarker.colour())
        self.list.doItemsLayout()

    def lines(self) -> list[str]:
        """The lines shown, top to bottom."""
        return [self.list.item(i).text() for i in range(self.list.count())]

    def mine(self) -> list[bool]:
        """Whether each line (as :meth:`lines`) is one of the player's own moves."""
        return [bool(self.list.item(i).data(MINE_ROLE)) for i in range(self.list.count())]

    def _describe(self, seat: int, events: list) -> list[str]:
        c = self.controller
        viewer = None if c.human_seat is None else c.seat
        seen = seen_by(events, c.seat)  # as the seat at the bottom may see them (issue 31)
        return describe(seat, seen, self.names.seat_name, viewer, self.names.team_name)

    def _add(self, lines: list[str], mine: bool) -> None:
        for text in lines:
            item = QListWidgetItem(text)
            if mine:
                item.setData(MINE_ROLE, True)
                item.setForeground(MineMarker.colour())
            self.list.addItem(item)
        while self.list.count() > MAX_LINES:
            self.list.takeItem(0)
        self.list.scrollToBottom()

    def _append(self, seat: int, events: list) -> None:
        self._add(self._describe(seat, events), seat == self.controller.human_seat)

    def rebuild(self) -> None:
        """Every move of the current hand, replayed by the engine from the hand's record (so a
        resumed match shows its moves too; after an undo, the moves still standing)."""
        self.list.clear()
        self._add([self.tr("A new hand is dealt.")], False)
        if not self.controller.game.actions:
            return  # nothing to replay (a new hand: no deal to repeat at start-up)
        try:
            steps = replayed_steps(self.controller.game.record())
        except RuleError:  # a table not reached by its record (a hand-built test table)
            return
        for seat, events in steps:
            self._add(self._describe(seat, events), seat == self.controller.human_seat)

    def follow_table(self, width: int, height: int) -> None:
        """Scale the font with the table (viewport ``width`` × ``height`` pixels): 8.5 pt at
        640×480 up to 11.5 pt on a large screen."""
        self.set_point_size(max(8.5, min(11.5, min(width / 95, height / 60))))

    #: characters a line of the list holds at the panel's narrowest (in its smallest font): a
    #: move reads as a phrase, not a word a line
    MIN_CHARS = 26
    MIN_POINTS = 8.5  # the list's smallest font (:meth:`follow_table`)

    def _keep_readable(self) -> None:
        """The list is never narrower than :data:`MIN_CHARS` characters of its smallest font
        (with its scroll bar and frame); a width that does not change with the font, so the
        window's minimum size does not either."""
        font = QFont(self.list.font())
        font.setPointSizeF(self.MIN_POINTS)
        metrics = QFontMetrics(font)
        bar = self.list.verticalScrollBar().sizeHint().width()
        self.list.setMinimumWidth(
            metrics.averageCharWidth() * self.MIN_CHARS + bar + 2 * self.list.frameWidth() + 8
        )

    def set_point_size(self, points: float) -> None:
        """The list's font size (it follows the table's size)."""
        font = self.list.font()
        if abs(font.pointSizeF() - points) >= 0.25:
            font.setPointSizeF(points)
            self.list.setFont(font)
