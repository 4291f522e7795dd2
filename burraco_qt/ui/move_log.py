"""The move log panel: recent moves in words, newest at the bottom."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QListWidget, QListWidgetItem, QWidget

from ..model import GameController
from ..model.movelog import describe

MAX_LINES = 300


class Names(Protocol):
    """Where the log gets the table's names for seats and teams."""

    def seat_name(self, seat: int) -> str: ...

    def team_name(self, team: int) -> str: ...


class MoveLog(QDockWidget):
    """A dock listing what every player did this hand (rebuilt after an undo)."""

    def __init__(self, controller: GameController, names: Names,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setWindowTitle(self.tr("Moves"))
        self.controller = controller
        self.names = names  # seat -> name, team -> name (the table's wording)
        self.list = QListWidget()
        self.list.setObjectName("moveLogList")
        self.list.setWordWrap(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(self.list)
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        controller.eventsApplied.connect(self._append)
        controller.handStarted.connect(self.rebuild)
        controller.undone.connect(self.rebuild)

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _describe(self, seat: int, events: list) -> list[str]:
        c = self.controller
        viewer = None if c.human_seat is None else c.seat
        return describe(seat, events, self.names.seat_name, viewer, self.names.team_name)

    def _add(self, lines: list[str], mine: bool) -> None:
        for text in lines:
            item = QListWidgetItem(text)
            if mine:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.list.addItem(item)
        while self.list.count() > MAX_LINES:
            self.list.takeItem(0)
        self.list.scrollToBottom()

    def _append(self, seat: int, events: list) -> None:
        self._add(self._describe(seat, events), seat == self.controller.human_seat)

    def rebuild(self) -> None:
        self.list.clear()
        self._add([self.tr("A new hand is dealt.")], False)
        for step in self.controller.history.steps:
            self._add(self._describe(step.seat, step.events), step.seat == self.controller.human_seat)
