"""The score panel: the match score, always visible, at the right end of the menu bar's row
(above the table where the menu bar is the system's, as on macOS).

It shows us / them (or the two teams when the computer plays every seat), the target or the
tournament's hand count, the hand number and, in tournament mode, the Victory Points of the
current totals (the engine's R14.2 table). It is a widget of the main window, not a toolbar item,
so it never falls into an overflow menu; it asks for little width (a few short labels) and no
height of the table's.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenuBar, QVBoxLayout, QWidget

from ...engine.match import Match
from ...engine.scoring import victory_points


class ScorePanel(QFrame):
    """Labels named ``scoreUs``, ``scoreThem``, ``scoreGoal``, ``scoreHand`` and ``scoreVp`` (shown
    in tournament mode only). :meth:`show_match` fills them; :meth:`texts` reads them back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorePanel")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#scorePanel { background: #0b3d22; border-radius: 3px; }"
            "#scorePanel QLabel { color: #f3f7f1; padding: 0 2px; }"
            "#scorePanel QLabel#scoreUs, #scorePanel QLabel#scoreThem { font-size: 10.5pt; }"
            "#scorePanel QLabel#scoreVp { color: #ffe066; }"
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 1, 10, 1)
        row.setSpacing(14)
        self.us = self._label("scoreUs", row)
        self.them = self._label("scoreThem", row)
        row.addStretch(1)
        self.vp = self._label("scoreVp", row)
        self.goal = self._label("scoreGoal", row)
        self.hand = self._label("scoreHand", row)

    def _label(self, name: str, row: QHBoxLayout) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(
            Qt.TextFormat.RichText if name in ("scoreUs", "scoreThem") else Qt.TextFormat.PlainText
        )
        row.addWidget(label)
        return label

    def show_match(self, match: Match, names: tuple[str, str], ours: int, finished: bool) -> None:
        """Show ``match``'s totals: ``names`` are (our team, their team) as the table calls them,
        ``ours`` is our team (0 or 1); ``finished`` says the current hand is over (it is still
        "this" hand until the next is dealt)."""
        totals = match.totals
        self.them.setVisible(True)
        self.us.setText(f"{escape(names[0])}&nbsp;&nbsp;<b>{totals[ours]}</b>")
        self.them.setText(f"{escape(names[1])}&nbsp;&nbsp;<b>{totals[1 - ours]}</b>")
        number = match.hand_number - (1 if finished else 0)
        rules = match.rules
        if rules.tournament:
            hands = rules.tournament_hands or 2
            self.hand.setText(self.tr("Hand %1 of %2").replace("%1", str(number)).replace("%2", str(hands)))
            self.goal.setVisible(False)
            vp = victory_points(totals, hands)
            self.vp.setText(
                self.tr("Victory Points %1–%2").replace("%1", str(vp[ours])).replace("%2", str(vp[1 - ours]))
            )
            self.vp.setVisible(True)
        else:
            self.hand.setText(self.tr("Hand %1").replace("%1", str(number)))
            self.goal.setText(self.tr("Target %1").replace("%1", str(rules.target)))
            self.goal.setVisible(True)
            self.vp.setVisible(False)
        bar = self.parentWidget()
        if isinstance(bar, QMenuBar) and self.size() != self.sizeHint():
            bar.setCornerWidget(self, Qt.Corner.TopRightCorner)  # the menu bar lays it out anew

    def show_sides(self, match: Match, names: list[str], human: int | None, finished: bool) -> None:
        """A 3-, 5- or 6-player match (RULES-MULTI R28.1): every side's total (each player with
        3 and 5 players, each pair with 6), ``names`` by side, the human's side first
        (``human``, ``None``: in order); the target and the hand number."""
        totals = match.totals
        order = list(range(len(totals)))
        if human is not None:
            order = order[human:] + order[:human]
        self.us.setText(
            "&nbsp;&nbsp;&nbsp;".join(f"{escape(names[s])}&nbsp;<b>{totals[s]}</b>" for s in order)
        )
        self.them.setText("")
        self.them.setVisible(False)
        self.vp.setVisible(False)
        number = match.hand_number - (1 if finished else 0)
        self.hand.setText(self.tr("Hand %1").replace("%1", str(number)))
        self.goal.setText(self.tr("Target %1").replace("%1", str(match.rules.target)))
        self.goal.setVisible(True)
        bar = self.parentWidget()
        if isinstance(bar, QMenuBar) and self.size() != self.sizeHint():
            bar.setCornerWidget(self, Qt.Corner.TopRightCorner)

    def texts(self) -> list[str]:
        """The texts shown, left to right, as plain text (hidden labels left out)."""
        return [
            _plain(w.text()) for w in (self.us, self.them, self.vp, self.goal, self.hand) if not w.isHidden()
        ]


def escape(text: str) -> str:
    """``html.escape(text)`` (without loading :mod:`html` and its entity table at start-up)."""
    return (
        text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


def _plain(text: str) -> str:
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", "", text)).replace("\xa0", " ")


def table_with_panel(panel: ScorePanel, table: QWidget) -> QWidget:
    """The main window's central widget: ``panel`` above ``table``, no margins."""
    box = QWidget()
    box.setObjectName("tableArea")
    column = QVBoxLayout(box)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    column.addWidget(panel)
    column.addWidget(table, 1)
    return box
