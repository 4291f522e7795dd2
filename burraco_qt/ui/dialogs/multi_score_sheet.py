"""The score sheet of a 3-, 5- or 6-player match (RULES-MULTI R27, R28): the hand's breakdown per
team of the moment, then the match per *side* (``Match.totals``: each player with 3 and 5
players, each pair with 6), one row per finished hand.

The numbers are the engine's: the ``HandEnded`` scores (R27.1), ``Match.hand_credits`` (R27.2,
R27.3) and ``Match.totals``; nothing is recomputed here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import HandEnded
from ...engine.match import Match
from ..teams import you_text
from .score_sheet_buttons import fairness_button


def _bold(label: QLabel, scale: float = 1.0) -> None:
    font = QFont(label.font())
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)


class MultiMatchTable(QTableWidget):
    """One row per finished hand (the credit of every side in it), then the match totals.
    ``side_names`` name the sides of ``Match.totals``. :meth:`value` reads a cell."""

    def __init__(self, match: Match, side_names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchTable")
        hands = len(match.finished)
        self.setColumnCount(1 + match.sides)
        self.setHorizontalHeaderLabels([self.tr("Hand"), *side_names])
        self.setRowCount(hands + 1)
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # read only: no focus ring, no current cell
        for h in range(hands):
            self._set(h, 0, str(match.first_hand + h), False)
            for side, credit in enumerate(match.hand_credits(h)):
                self._set(h, side + 1, str(credit), False)
        self._set(hands, 0, self.tr("Match total"), True)
        for side, total in enumerate(match.totals):
            self._set(hands, side + 1, str(total), True)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.resizeRowsToContents()
        self._hands = hands
        # as tall as its rows (no empty band below them), scrolling past a third of a screen
        height = self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setMaximumHeight(height + 2)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)

    def _set(self, row: int, column: int, text: str, bold: bool) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if bold:
            font = QFont(self.font())
            font.setBold(True)
            item.setFont(font)
        self.setItem(row, column, item)

    def tint_sides(self, colours: Sequence[str]) -> None:
        """Each side's match total in its colour (``#rrggbb`` by side: the table's and the score
        panel's, :mod:`burraco_qt.ui.teams`)."""
        for side, colour in enumerate(colours):
            item = self.item(self._hands, side + 1)
            if item is not None:
                tint = QColor(colour)
                tint.setAlpha(120)
                item.setBackground(QBrush(tint))

    def value(self, hand: int | None, side: int) -> str:
        """The credit of ``side`` in finished hand ``hand`` (from 1), or with ``None`` its
        match total."""
        row = self._hands if hand is None else hand - 1
        item = self.item(row, side + 1)
        return item.text() if item is not None else ""


class MultiScoreSheet(QDialog):
    """The end-of-hand sheet (or, with no event, the match sheet) of a 3-, 5- or 6-player match.

    ``team_names(teams)`` names the teams of a hand; ``side_names`` the sides of the match.
    Like :class:`~.score_sheet.ScoreSheetDialog` it has :attr:`hand_event`, :attr:`choice`
    (``"next"``, ``"new"`` or ``"close"``) and :meth:`cell` (``key`` ``"table"``, ``"buracos"``,
    ``"closing"``, ``"hands"``, ``"pozzetto"``, ``"total"`` for a team of the hand; ``"credit"``
    and ``"match"`` for a side); labels are named ``"<key>_<index>"``.
    """

    ROWS = ("table", "buracos", "closing", "hands", "pozzetto", "total")

    def __init__(
        self,
        event: HandEnded | None,
        match: Match,
        team_names: Sequence[str],
        side_names: Sequence[str],
        parent: QWidget | None = None,
        human_side: int | None = 0,
        closer: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetDialog")
        self.hand_event = event
        self.choice = "close"  # dismissed (Esc, the close button): kept, nothing dealt
        self._dealable = event is not None and not match.over  # accept() means Next hand
        self._cells: dict[tuple[str, int], QLabel] = {}
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.setContentsMargins(18, 14, 18, 14)
        self.table = MultiMatchTable(match, side_names, self)
        if event is not None:
            hand = max(1, len(match.finished))
            self.setWindowTitle(self.tr("Score sheet — hand {number}").format(number=hand))
            heading = QLabel(self.tr("Hand {number}").format(number=hand), self)
            heading.setObjectName("titleLabel")
            heading.setProperty("role", "title")
            _bold(heading, 1.25)
            layout.addWidget(heading)
            how = QLabel(self._how_text(event, team_names, closer), self)
            how.setObjectName("howLabel")
            how.setWordWrap(True)
            layout.addWidget(how)
            grid = QGridLayout()
            grid.setHorizontalSpacing(24)
            grid.setVerticalSpacing(4)  # as the two-team sheet
            grid.setColumnStretch(0, 1)
            layout.addLayout(grid)
            self._breakdown(grid, event, team_names)
        else:
            self.setWindowTitle(self.tr("Score sheet"))
        if match.over:
            winner = QLabel(self._winner_text(match, side_names, human_side), self)
            winner.setObjectName("winnerLabel")
            winner.setProperty("role", "winner")
            _bold(winner, 1.3)
            layout.addWidget(winner)
        title = QLabel(self.tr("The match so far"), self)
        title.setObjectName("matchHeading")
        title.setProperty("role", "heading")
        _bold(title)
        layout.addWidget(title)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(self)
        buttons.setObjectName("buttons")
        if event is None:
            close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
            close.clicked.connect(lambda: self._choose("close"))
        elif match.over:
            new = buttons.addButton(self.tr("New match"), QDialogButtonBox.ButtonRole.AcceptRole)
            new.setObjectName("newMatchButton")
            new.clicked.connect(lambda: self._choose("new"))
            close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
            close.setObjectName("closeButton")
            close.clicked.connect(lambda: self._choose("close"))
        else:
            nxt = buttons.addButton(self.tr("Next hand"), QDialogButtonBox.ButtonRole.AcceptRole)
            nxt.setObjectName("nextHandButton")
            nxt.clicked.connect(lambda: self._choose("next"))
            nxt.setDefault(True)
        fair = fairness_button(buttons, match)  # issue 29: the last hand revealed, and Verify
        buttons.addButton(fair, QDialogButtonBox.ButtonRole.ActionRole)
        fair.setAutoDefault(False)
        layout.addWidget(buttons)
        self.setMinimumWidth(480)

    def _breakdown(self, grid: QGridLayout, event: HandEnded, team_names: Sequence[str]) -> None:
        names = team_names
        titles = {
            "table": self.tr("Cards on the table"),
            "buracos": self.tr("Buraco bonuses"),
            "closing": self.tr("Closing"),
            "hands": self.tr("Cards in hand"),
            "pozzetto": self.tr("Pozzetto not taken"),
            "total": self.tr("Hand total"),
        }
        for t, name in enumerate(names):
            header = QLabel(name, self)
            header.setObjectName(f"team_{t}")
            header.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            _bold(header)
            grid.addWidget(header, 0, t + 1)
        for column in range(1, len(names) + 1):
            grid.setColumnMinimumWidth(column, 96)  # as the two-team sheet
        r = 0
        for key in self.ROWS:
            r += 1
            if key in ("table", "total"):  # a rule under the names and over the totals
                line = QFrame(self)
                line.setFrameShape(QFrame.Shape.HLine)
                line.setFrameShadow(QFrame.Shadow.Sunken)
                grid.addWidget(line, r, 0, 1, len(names) + 1)
                r += 1
            title = QLabel(titles[key], self)
            if key == "total":
                title.setProperty("role", "total")
                _bold(title)
            grid.addWidget(title, r, 0)
            for t, score in enumerate(event.scores):
                label = QLabel(str(getattr(score, key)), self)
                label.setObjectName(f"{key}_{t}")
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if key == "total":
                    label.setProperty("role", "total")
                    _bold(label)
                grid.addWidget(label, r, t + 1)
                self._cells[(key, t)] = label

    def _how_text(self, event: HandEnded, team_names: Sequence[str], closer: str | None = None) -> str:
        """How the hand ended; a close names the player who closed (``closer``: "You", "Marco"),
        not "Us" (issue 22), else the closing team."""
        if event.how == "closed" and event.closing_team is not None:
            if closer is not None and closer == you_text():
                return self.tr("You closed the hand.")  # "chiusa da: Tu" is no Italian
            who = closer or team_names[event.closing_team]
            return self.tr("Hand closed by: {team}").format(team=who)
        if event.how == "stallo":
            return self.tr("Stallo: too many turns without drawing from the stock. Nobody closed the hand.")
        return self.tr("The stock ran out. Nobody closed the hand.")

    def _winner_text(self, match: Match, side_names: Sequence[str], human_side: int | None) -> str:
        winners = list(match.winners)
        if human_side is not None and human_side in winners and len(winners) == 1:
            return self.tr("You win the match!")
        names = [side_names[w] for w in winners]
        return self.tr("The match is won by: {team}").format(team=", ".join(names))

    def cell(self, key: str, index: int) -> str:
        """The text for team ``index`` of the hand (breakdown rows) or side ``index`` of the
        match (``"credit"``: its credit in the last hand; ``"match"``: its match total)."""
        if key == "match":
            return self.table.value(None, index)
        if key == "credit":
            return self.table.value(self.table._hands, index)
        return self._cells[(key, index)].text()

    def tint_teams(self, colours: dict[int, Sequence[str]]) -> None:
        """Each team of the hand in its colours (``#rrggbb`` by team: one per side in it, a pair
        of 3 and 5 players has two): a stripe under its name at the head of the breakdown."""
        from ..style import current_look, team_stripe

        for team, colour in colours.items():
            header = self.findChild(QLabel, f"team_{team}")
            if header is not None:
                team_stripe(header, colour, current_look())

    def accept(self) -> None:
        """Accepted (Next hand, Enter) during a match: the next hand is dealt."""
        if self._dealable and self.choice == "close":
            self.choice = "next"
        super().accept()

    def _choose(self, choice: str) -> None:
        self.choice = choice
        if choice == "close":
            self.reject()
        else:
            self.accept()
