"""The end-of-hand score sheet (and, opened from *View → Score sheet*, the match sheet alone).

Every user-visible string goes through Qt's translator with a literal call (``self.tr``) so that
lupdate extracts it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...engine import BURACO_BONUS, HandEnded
from ...engine.match import Match
from ...engine.meld import Buraco
from ..teams import you_text
from .match_sheet import MatchTable
from .new_game import muted
from .score_sheet_buttons import add_code_line, add_sheet_buttons

__all__ = ["ScoreSheetDialog"]


class ScoreSheetDialog(QDialog):
    """The score sheet. At the end of a hand (``event`` is its ``HandEnded``): each team's
    breakdown for the hand (R13.1), the match totals and the target (or Victory Points, R14.2),
    how the hand ended and, when the match is over, the winner. Below, and alone when opened from
    *View → Score sheet* (``event`` ``None``, one Close button): the match sheet, every finished
    hand (:class:`~burraco_qt.ui.dialogs.match_sheet.MatchTable`, attribute :attr:`table`).

    ``human_team`` is the team of the person at the table ("You win the match!" / "The opponents
    win the match."); ``None`` when the computer plays every seat (the winner is then named).

    Buttons: "Next hand" (default) during a match; "New match" (default) and "Close" once it is
    over. After ``exec()`` (or on ``finished``), :attr:`choice` is ``"next"``, ``"new"`` or
    ``"close"``; dismissing the sheet (Esc, the window's close button) gives ``"close"``: only
    Next hand deals (issue 28: Esc dealt the next hand); the main window opens the same sheet
    again from the score panel or *View → Score sheet* while the hand lies on the table.

    :meth:`cell` reads a displayed value; each value label is also named ``"<key>_<team>"``
    (e.g. ``total_0``, ``buraco_clean_1``: ``":"`` in keys becomes ``"_"``).
    """

    ROW_KEYS = ("table", "buracos", "closing", "hands", "pozzetto", "total", "match")

    def __init__(
        self,
        event: HandEnded | None,
        match: Match,
        team_names: tuple[str, str],
        parent: QWidget | None = None,
        *,
        human_team: int | None = 0,
        closer: str | None = None,
        players: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheetDialog")
        self.hand_event = event
        self.choice = "close"  # dismissed (Esc, the close button): kept, nothing dealt
        self._dealable = event is not None and not match.over  # accept() means Next hand
        self._cells: dict[str, tuple[QLabel, QLabel]] = {}
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.setContentsMargins(18, 14, 18, 14)
        order = (0, 1) if human_team is None else (human_team, 1 - human_team)
        self.table = MatchTable(match, team_names, order, self)
        self.players = players  # each team's players, for the exports
        self._extras = (match, team_names, order, players)  # for the copy and export buttons
        if event is None:
            self._match_only(match, layout)
            return
        hand = max(1, len(match.hand_scores))
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

        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(24)
        self._grid.setVerticalSpacing(4)
        self._grid.setColumnStretch(0, 1)
        for column in (1, 2):
            self._grid.setColumnMinimumWidth(column, 96)
        self._row = 0
        layout.addLayout(self._grid)
        self._fill(event, match, team_names)

        if match.over:
            winner = QLabel(self._winner_text(match, team_names, human_team), self)
            winner.setObjectName("winnerLabel")
            winner.setProperty("role", "winner")
            _bold(winner, 1.3)
            winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(winner)

        self._add_table(layout, self.tr("The match so far"))
        buttons = QDialogButtonBox(self)
        buttons.setObjectName("buttons")
        if match.over:
            new = buttons.addButton(self.tr("New match"), QDialogButtonBox.ButtonRole.AcceptRole)
            new.setObjectName("newMatchButton")
            new.clicked.connect(lambda: self._choose("new"))
            close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
            close.setObjectName("closeButton")
            close.clicked.connect(lambda: self._choose("close"))
            default = new
        else:
            default = buttons.addButton(self.tr("Next hand"), QDialogButtonBox.ButtonRole.AcceptRole)
            default.setObjectName("nextHandButton")
            default.clicked.connect(lambda: self._choose("next"))
        copy = add_sheet_buttons(buttons, self.table, *self._extras)[0]
        add_code_line(layout, match, copy)
        default.setDefault(True)
        default.setFocus()
        layout.addWidget(buttons)
        self.setMinimumWidth(max(400, layout.minimumSize().width()))

    def _match_only(self, match: Match, layout: QVBoxLayout) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        if match.hand_scores:
            self._add_table(layout, self.tr("The match so far"))
        else:
            self.table.hide()
            empty = QLabel(self.tr("No hand has been finished yet."), self)
            empty.setObjectName("emptyLabel")
            layout.addWidget(empty)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("buttons")
        buttons.rejected.connect(self.reject)
        copy = add_sheet_buttons(buttons, self.table, *self._extras)[0]
        add_code_line(layout, match, copy)
        layout.addWidget(buttons)
        self.setMinimumWidth(max(400, layout.minimumSize().width()))

    def _add_table(self, layout: QVBoxLayout, title: str) -> None:
        if not self.table.hands_shown():
            self.table.hide()
            return
        heading = QLabel(title, self)
        heading.setObjectName("matchHeading")
        heading.setProperty("role", "heading")
        _bold(heading)
        layout.addWidget(heading)
        room = self.screen().availableGeometry().size() if self.screen() else None
        parent = self.parentWidget()
        if parent is not None:  # at least the window's own size (screens may be unknown)
            room = parent.window().size() if room is None else room.expandedTo(parent.window().size())
        width, height = self.table.fitting_width(), self.table.fitting_height()
        if room is not None:
            width, height = min(width, room.width() - 60), min(height, room.height() // 2)
        self.table.setMinimumSize(width, min(height, 320))
        layout.addWidget(self.table)

    # ------------------------------------------------------------------ texts
    def _how_text(self, event: HandEnded, team_names: tuple[str, str], closer: str | None = None) -> str:
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

    def _winner_text(self, match: Match, team_names: tuple[str, str], human_team: int | None) -> str:
        if match.winner is None:
            return self.tr("The match is a tie.")
        if human_team is None:
            return self.tr("The match is won by: {team}").format(team=team_names[match.winner])
        if match.winner == human_team:
            return self.tr("You win the match!")
        return self.tr("The opponents win the match.")

    def _class_name(self, cls: Buraco) -> str:
        names = {
            Buraco.CLEAN: self.tr("Clean buraco"),
            Buraco.SEMI_CLEAN: self.tr("Semi-clean buraco"),
            Buraco.DIRTY: self.tr("Dirty buraco"),
            Buraco.ROYAL: self.tr("Royal buraco"),
            Buraco.ROYAL_DIRTY: self.tr("Dirty royal buraco"),
            Buraco.SUPER: self.tr("Super buraco"),
            Buraco.SUPER_DIRTY: self.tr("Dirty super buraco"),
        }
        return names.get(cls, cls.value)

    # ------------------------------------------------------------------ the sheet
    def _fill(self, event: HandEnded, match: Match, team_names: tuple[str, str]) -> None:
        a, b = event.scores[0], event.scores[1]
        for team, name in enumerate(team_names):
            header = QLabel(name, self)
            header.setObjectName(f"team_{team}")
            _bold(header)
            header.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._grid.addWidget(header, 0, team + 1)
        self._row = 1
        self._line()
        self._add("table", self.tr("Cards on the table"), a.table, b.table)
        self._add("buracos", self.tr("Buraco bonuses"), a.buracos, b.buracos)
        counts = (dict(a.buraco_classes), dict(b.buraco_classes))
        for cls in Buraco:
            if cls.value in counts[0] or cls.value in counts[1]:
                bonus = BURACO_BONUS[cls]
                texts = [self._class_text(c.get(cls.value, 0), bonus) for c in counts]
                self._add(f"buraco:{cls.value}", self._class_name(cls), *texts, minor=True)
        self._add("closing", self.tr("Closing"), a.closing, b.closing)
        self._add("hands", self.tr("Cards in hand"), a.hands, b.hands)
        self._add("pozzetto", self.tr("Pozzetto not taken"), a.pozzetto, b.pozzetto)
        self._line()
        self._add("total", self.tr("Hand total"), a.total, b.total, strong=True)
        self._line()
        self._add("match", self.tr("Match total"), *match.totals, strong=True)
        vp = match.victory_points()
        if vp is not None:
            self._add("vp", self.tr("Victory Points"), *vp, strong=True)
        elif match.rules.tournament:
            played = len(match.hand_scores)
            self._add_wide(
                "hands_played",
                self.tr("Hands played"),
                self.tr("{played} of {total}").format(played=played, total=match.rules.tournament_hands),
            )
        else:
            self._add_wide("target", self.tr("Target"), str(match.rules.target))

    def _class_text(self, count: int, bonus: int) -> str:
        if not count:
            return "0"
        return self.tr("{count} × {bonus} = {points}").format(count=count, bonus=bonus, points=count * bonus)

    def _label(self, text: str, key: str, team: int, strong: bool, minor: bool) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName(f"{key.replace(':', '_')}_{team}")
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if strong:
            label.setProperty("role", "total")
            _bold(label)
        if minor:
            muted(label)
        return label

    def _add(
        self,
        key: str,
        title: str,
        first: int | str,
        second: int | str,
        *,
        strong: bool = False,
        minor: bool = False,
    ) -> None:
        name = QLabel(title, self)
        name.setObjectName(f"row_{key.replace(':', '_')}")
        if strong:
            name.setProperty("role", "total")
            _bold(name)
        if minor:
            name.setIndent(18)
            muted(name)
        self._grid.addWidget(name, self._row, 0)
        cells = (
            self._label(str(first), key, 0, strong, minor),
            self._label(str(second), key, 1, strong, minor),
        )
        for team, cell in enumerate(cells):
            self._grid.addWidget(cell, self._row, team + 1)
        self._cells[key] = cells
        self._row += 1

    def _add_wide(self, key: str, title: str, text: str) -> None:
        name = QLabel(title, self)
        name.setObjectName(f"row_{key}")
        self._grid.addWidget(name, self._row, 0)
        value = self._label(text, key, 0, False, False)
        self._grid.addWidget(value, self._row, 1, 1, 2)
        self._cells[key] = (value, value)
        self._row += 1

    def _line(self) -> None:
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        self._grid.addWidget(line, self._row, 0, 1, 3)
        self._row += 1

    # ------------------------------------------------------------------ API
    def cell(self, row_key: str, team: int) -> str:
        """The text shown for ``team`` (0 or 1) in row ``row_key``: one of :attr:`ROW_KEYS`,
        ``"buraco:<class>"`` (e.g. ``"buraco:clean"``, shown as ``"2 × 200 = 400"``), ``"vp"``
        (tournament, match over), ``"target"`` or ``"hands_played"`` (the same for both teams).
        ``KeyError`` for a row the sheet does not show."""
        return self._cells[row_key][team].text()

    def tint_teams(self, colours: dict[int, str]) -> None:
        """Each team in its colour (``#rrggbb`` by team, :mod:`burraco_qt.ui.teams`): a stripe
        under its name at the head of the breakdown, its name cells in the match sheet."""
        from ..style import current_look, team_stripe

        self.table.tint_teams(colours)
        for team, colour in colours.items():
            header = self.findChild(QLabel, f"team_{team}")
            if header is not None:
                team_stripe(header, colour, current_look())

    def has_row(self, row_key: str) -> bool:
        """Whether the sheet shows the row ``row_key``."""
        return row_key in self._cells

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


def _bold(label: QLabel, scale: float = 1.0) -> None:
    font = QFont(label.font())
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
