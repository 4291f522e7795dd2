"""The score sheet's extra buttons: *Copy deal code* (the latest hand's code), *Export PDF…* and
*Export CSV…* (the match sheet as the dialog shows it, ``ui/dialogs/exports.py``), *Fairness
details…* (issue 29: the last hand's commitment revealed, and Verify), and the line that shows
the deal code as selectable text and says when it was copied."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QBoxLayout, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton

from ...engine.dealcode import code_of_hand
from ...engine.match import Match
from .exports import SheetPage, export_sheet_as, sheet_page
from .match_sheet import MatchTable


def latest_code(match: Match) -> str | None:
    """The deal code of the last finished hand; ``None`` before any hand is over. A hand in
    progress shows no code: its code deals every hand's cards, so a second copy of the game would
    show the cards hidden from us."""
    if not match.finished:
        return None
    return code_of_hand(match, match.first_hand + len(match.finished) - 1)


def sheet_export_page(
    table: MatchTable,
    match: Match,
    team_names: tuple[str, str],
    order: tuple[int, int],
    players: tuple[str, str] | None = None,
) -> SheetPage:
    """The page the exports write: a title with the date, the sheet, the totals line, the
    players of each team (``players``, by team: "You, Partner") and every hand's deal code."""
    title = QCoreApplication.translate("Exports", "Burraco — match sheet, %1").replace(
        "%1", time.strftime("%Y-%m-%d")
    )
    a, b = order
    totals = f"{team_names[a]} {match.totals[a]} – {match.totals[b]} {team_names[b]}"
    who = [] if players is None else [(team_names[t], players[t]) for t in order]
    numbers = range(match.first_hand, match.first_hand + len(match.hand_scores))
    codes = [(n, code) for n in numbers if (code := code_of_hand(match, n)) is not None]
    return sheet_page(table, title, totals, who, codes)


def add_sheet_buttons(
    buttons: QDialogButtonBox,
    table: MatchTable,
    match: Match,
    team_names: tuple[str, str],
    order: tuple[int, int],
    players: tuple[str, str] | None = None,
) -> list[QPushButton]:
    """Add the three buttons to ``buttons`` (named ``copyCodeButton``, ``exportPdfButton``,
    ``exportCsvButton``); the exports (naming ``players``, by team) are offered once a hand is
    finished."""
    parent = buttons.window()
    code = latest_code(match)
    copy = QPushButton(QCoreApplication.translate("Exports", "Copy deal code"), buttons)
    copy.setObjectName("copyCodeButton")
    copy.setEnabled(code is not None)
    if code is not None:
        copy.setToolTip(code)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(code))
    pdf = QPushButton(QCoreApplication.translate("Exports", "Export PDF…"), buttons)
    pdf.setObjectName("exportPdfButton")
    csv_ = QPushButton(QCoreApplication.translate("Exports", "Export CSV…"), buttons)
    csv_.setObjectName("exportCsvButton")
    for button, kind in ((pdf, "pdf"), (csv_, "csv")):
        button.setEnabled(bool(match.hand_scores))
        button.clicked.connect(
            lambda _=False, kind=kind: export_sheet_as(
                parent, sheet_export_page(table, match, team_names, order, players), kind
            )
        )
    out = [copy, pdf, csv_, fairness_button(buttons, match)]
    for button in out:
        buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        button.setAutoDefault(False)
    return out


def fairness_button(buttons: QDialogButtonBox, match: Match) -> QPushButton:
    """*Fairness details…* (``fairnessButton``, issue 29): the last finished hand's commitment
    revealed, and Verify; enabled when that hand was dealt fairly. Not yet added to ``buttons``."""
    fair = QPushButton(QCoreApplication.translate("Exports", "Fairness details…"), buttons)
    fair.setObjectName("fairnessButton")
    record = match.finished[-1] if match.finished else None
    fair.setEnabled(record is not None and "fair" in record)
    fair.setToolTip(
        QCoreApplication.translate(
            "Exports", "The fingerprint, salt, cut and deck of the last hand, and Verify"
        )
    )
    fair.clicked.connect(lambda: show_fairness(buttons.window(), match))
    return fair


def show_fairness(parent, match: Match) -> None:
    """The fairness details of ``match``'s last finished hand (opened over ``parent``)."""
    if not match.finished or "fair" not in match.finished[-1]:
        return
    from ..fairness import FairnessDialog

    record = match.finished[-1]
    FairnessDialog(record["fair"], match.rules, record, parent).open()


def add_code_line(layout: QBoxLayout, match: Match, copy: QPushButton) -> QLabel | None:
    """Add "Deal code: ABCD-…" to ``layout`` (the code selectable, ``dealCodeLabel``) and a note
    (``copyFeedback``) that says "Deal code copied" for a few seconds after ``copy`` is clicked;
    the code's label, or ``None`` when the hand has no code."""
    code = latest_code(match)
    if code is None:
        return None
    row = QHBoxLayout()
    row.addWidget(QLabel(QCoreApplication.translate("Exports", "Deal code:")))
    label = QLabel(code)
    label.setObjectName("dealCodeLabel")
    label.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    label.setTextInteractionFlags(
        Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
    )
    label.setToolTip(QCoreApplication.translate("Exports", "Game → Play a deal code… deals this hand again"))
    row.addWidget(label)
    feedback = QLabel()
    feedback.setObjectName("copyFeedback")
    row.addWidget(feedback, 1)
    layout.addLayout(row)
    clear = QTimer(feedback)
    clear.setSingleShot(True)
    clear.setInterval(4000)
    clear.timeout.connect(feedback.clear)

    def copied() -> None:
        feedback.setText(QCoreApplication.translate("Exports", "Deal code copied"))
        clear.start()

    copy.clicked.connect(copied)
    return label
