"""The match sheet: every finished hand of the match, one row per team and hand.

The numbers are the engine's: ``Match.hand_scores`` (each team's ``TeamScore`` breakdown of a
finished hand, R13.1) and ``Match.victory_points()`` (R14.2). Nothing is recomputed here except
the running totals (sums of the engine's hand totals, as the match itself adds them).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ...engine import BURACO_BONUS
from ...engine.match import Match
from ...engine.meld import Buraco


class MatchTable(QTableWidget):
    """Rows: two per finished hand (our team first as the table names them), then a Victory
    Points row when the engine gives them. Columns: the hand, the team, cards on the table, one
    column per buraco class that occurs in the match (``count × bonus``), closing, pozzetto,
    cards in hand, the hand total and the running total.

    :meth:`hands_shown` is the number of hands listed; :meth:`value` reads a cell by hand, team
    and column key (``"table"``, ``"buraco:clean"``, ``"closing"``, ``"pozzetto"``, ``"hands"``,
    ``"total"``, ``"running"``).
    """

    def __init__(
        self, match: Match, team_names: tuple[str, str], order: tuple[int, int], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("matchTable")
        self._order = order
        classes = [
            cls
            for cls in Buraco
            if any(dict(score.buraco_classes).get(cls.value) for pair in match.hand_scores for score in pair)
        ]
        self._keys = (
            ["hand", "team", "table"]
            + [f"buraco:{c.value}" for c in classes]
            + ["closing", "pozzetto", "hands", "total", "running"]
        )
        titles = {
            "hand": self.tr("Hand"),
            "team": self.tr("Team"),
            "table": self.tr("On the table"),
            "closing": self.tr("Closing"),
            "pozzetto": self.tr("No pozzetto"),
            "hands": self.tr("In hand"),
            "total": self.tr("Hand total"),
            "running": self.tr("Match total"),
        }
        for cls in classes:
            titles[f"buraco:{cls.value}"] = self._class_title(cls)
        self.setColumnCount(len(self._keys))
        self.setHorizontalHeaderLabels([titles[k] for k in self._keys])
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWordWrap(False)
        self._hands = len(match.hand_scores)
        vp = match.victory_points()
        self.setRowCount(2 * self._hands + (1 if vp is not None else 0))
        running = [0, 0]
        for h, pair in enumerate(match.hand_scores):
            for i, team in enumerate(order):
                score = pair[team]
                running[team] += score.total
                counts = dict(score.buraco_classes)
                row = 2 * h + i
                values: dict[str, str] = {
                    "hand": str(h + 1) if i == 0 else "",
                    "team": team_names[team],
                    "table": str(score.table),
                    "closing": str(score.closing),
                    "pozzetto": str(score.pozzetto),
                    "hands": str(score.hands),
                    "total": str(score.total),
                    "running": str(running[team]),
                }
                for cls in classes:
                    n = counts.get(cls.value, 0)
                    values[f"buraco:{cls.value}"] = f"{n} × {BURACO_BONUS[cls]}" if n else ""
                for column, key in enumerate(self._keys):
                    self._set(row, column, values[key], bold=key in ("total", "running"), shade=h % 2 == 1)
        if vp is not None:
            row = 2 * self._hands
            self._set(row, 1, self.tr("Victory Points"), bold=True, shade=False)
            last = len(self._keys) - 1
            text = f"{team_names[order[0]]} {vp[order[0]]} – {vp[order[1]]} {team_names[order[1]]}"
            self._set(row, 2, text, bold=True, shade=False)
            self.setSpan(row, 2, 1, last - 1)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.resizeColumnsToContents()
        self.resizeRowsToContents()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.setMaximumHeight(self.fitting_height() + 2)

    def _class_title(self, cls: Buraco) -> str:
        names = {
            Buraco.CLEAN: self.tr("Clean"),
            Buraco.SEMI_CLEAN: self.tr("Semi-clean"),
            Buraco.DIRTY: self.tr("Dirty"),
            Buraco.ROYAL: self.tr("Royal"),
            Buraco.ROYAL_DIRTY: self.tr("Dirty royal"),
            Buraco.SUPER: self.tr("Super"),
            Buraco.SUPER_DIRTY: self.tr("Dirty super"),
        }
        return names.get(cls, cls.value)

    def _set(self, row: int, column: int, text: str, *, bold: bool, shade: bool) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            if column > 1
            else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        if bold:
            font = QFont(self.font())
            font.setBold(True)
            item.setFont(font)
        if shade:
            item.setBackground(QBrush(QColor(0, 0, 0, 18)))
        self.setItem(row, column, item)

    def tint_teams(self, colours: dict[int, str]) -> None:
        """Each team's name cell in its colour (``#rrggbb`` by team: the table's and the
        score panel's, :mod:`burraco_qt.ui.teams`)."""
        column = self._keys.index("team")
        for h in range(self._hands):
            for i, team in enumerate(self._order):
                item = self.item(2 * h + i, column)
                if item is not None and team in colours:
                    tint = QColor(colours[team])
                    tint.setAlpha(120)
                    item.setBackground(QBrush(tint))

    def hands_shown(self) -> int:
        """How many hands the sheet lists."""
        return self._hands

    def value(self, hand: int, team: int, key: str) -> str:
        """The text for ``team`` (0 or 1, the engine's team) in hand ``hand`` (from 1), column
        ``key``; ``KeyError`` for a column the sheet does not show, ``IndexError`` for a hand."""
        if not 1 <= hand <= self._hands:
            raise IndexError(hand)
        if key not in self._keys:
            raise KeyError(key)
        item = self.item(2 * (hand - 1) + self._order.index(team), self._keys.index(key))
        return item.text() if item is not None else ""

    def fitting_width(self) -> int:
        """The width that shows every column without scrolling."""
        width = self.verticalHeader().width() + 2 * self.frameWidth()
        return width + sum(self.columnWidth(c) for c in range(self.columnCount()))

    def fitting_height(self) -> int:
        """The height that shows every row (header included) without scrolling."""
        height = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        return height + sum(self.rowHeight(r) for r in range(self.rowCount()))
