"""The dialogs: New game, abandon question, end-of-hand score sheet, instructions (pytest-qt).

No test blocks on ``exec()``: dialogs are shown and inspected, buttons clicked directly, and the
one modal message box is answered from a ``QTimer.singleShot``.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QTextBrowser,
)

from burraco_qt.ai import CHARACTERS, TIERS
from burraco_qt.engine import BURACO_BONUS, HandEnded, Rules, TeamScore
from burraco_qt.engine.match import Match
from burraco_qt.engine.meld import Buraco
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.engine.rules import PRESETS
from burraco_qt.model.controller import MatchOptions
from burraco_qt.ui.character_texts import description as character_description
from burraco_qt.ui.dialogs.abandon import confirm_abandon
from burraco_qt.ui.dialogs.instructions import InstructionsDialog
from burraco_qt.ui.dialogs.new_game import NewGameDialog
from burraco_qt.ui.dialogs.score_sheet import ScoreSheetDialog

NAMES = ("Us", "Them")
FIELDS = ("table", "buracos", "closing", "hands", "pozzetto", "total")


def small_rules(**options: object) -> Rules:
    return Rules.preset("italian", decks=1, hand_size=5, pozzetto_size=3, **options)


def play_hand(match: Match, rng: random.Random) -> HandEnded:
    """Play the current hand to its end with random legal commands; its ``HandEnded`` event."""
    for _ in range(5000):
        for event in match.apply(random_legal_command(match.game, rng)):
            if isinstance(event, HandEnded):
                return event
    raise AssertionError("the hand did not end")


def play_match(match: Match, rng: random.Random) -> HandEnded:
    """Play hands until the match is over; the last hand's event."""
    for _ in range(200):
        event = play_hand(match, rng)
        if match.over:
            return event
        match.next_hand()
    raise AssertionError("the match did not end")


def button(dialog: QDialog, name: str) -> QPushButton | None:
    return dialog.findChild(QPushButton, name)


# ---------------------------------------------------------------------- New game


def test_new_game_preselects_options(qtbot):
    options = MatchOptions(players=4, difficulty="hard", preset="reale", target=2005, seed=42)
    dialog = NewGameDialog(options)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.findChild(QRadioButton, "mode2v2").isChecked()
    assert not dialog.findChild(QRadioButton, "mode1v1").isChecked()
    # issue 13: a tier without characters preselects the tier's default character on every seat
    assert [dialog.findChild(QComboBox, f"seat{s}").currentData() for s in (1, 2, 3)] == ["marco"] * 3
    assert dialog.findChild(QComboBox, "preset").currentData() == "reale"
    assert dialog.findChild(QComboBox, "target").currentData() == 2005
    assert dialog.options() == MatchOptions(4, "hard", "reale", 2005, None, ("marco",) * 3)

    default = NewGameDialog(MatchOptions())
    qtbot.addWidget(default)
    assert default.findChild(QRadioButton, "mode1v1").isChecked()
    assert default.options() == MatchOptions(2, "medium", "italian", 1005, None, ("lucia",))
    chosen = NewGameDialog(MatchOptions(4, "hard", characters=("gino", "bruno", "pina")))
    qtbot.addWidget(chosen)
    assert chosen.options().characters == ("gino", "bruno", "pina")


def test_new_game_returns_the_changed_choice(qtbot):
    dialog = NewGameDialog(MatchOptions())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.findChild(QRadioButton, "mode2v2"), Qt.MouseButton.LeftButton)
    assert dialog.options().players == 4

    seat1 = dialog.findChild(QComboBox, "seat1")
    assert [seat1.itemData(i) for i in range(seat1.count())] == list(CHARACTERS)
    about = dialog.findChild(QLabel, "style1")  # issue 28: each seat shows its character's style
    tiers = set()
    for key in CHARACTERS:
        seat1.setCurrentIndex(seat1.findData(key))
        assert dialog.options().characters[0] == key
        assert CHARACTERS[key].name in seat1.currentText() and about.text() == character_description(key)
        tiers.add(dialog.options().difficulty)
    assert tiers == set(TIERS)
    for seat, key in ((1, "marco"), (2, "bruno"), (3, "giulia")):
        combo = dialog.findChild(QComboBox, f"seat{seat}")
        combo.setCurrentIndex(combo.findData(key))

    preset = dialog.findChild(QComboBox, "preset")
    description = dialog.findChild(QLabel, "presetDescription")
    descriptions = set()
    for name in PRESETS:
        preset.setCurrentIndex(preset.findData(name))
        assert dialog.options().preset == name
        assert description.text()
        descriptions.add(description.text())
    assert len(descriptions) == len(PRESETS)
    preset.setCurrentIndex(preset.findData("international"))

    target = dialog.findChild(QComboBox, "target")
    target.setCurrentIndex(target.findData(2005))
    assert "2005" in target.currentText()

    buttons = dialog.findChild(QDialogButtonBox, "buttons")
    buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.options() == MatchOptions(
        4, "hard", "international", 2005, None, ("marco", "bruno", "giulia")
    )


def test_new_game_cancel_and_unusual_target(qtbot):
    dialog = NewGameDialog(MatchOptions(target=505))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.options().target == 505  # an unlisted target is kept, not lost
    dialog.findChild(QDialogButtonBox, "buttons").button(QDialogButtonBox.StandardButton.Cancel).click()
    assert dialog.result() == QDialog.DialogCode.Rejected


# ---------------------------------------------------------------------- abandon


@pytest.mark.parametrize(
    ("answer", "expected"), [(QMessageBox.StandardButton.Yes, True), (QMessageBox.StandardButton.No, False)]
)
def test_confirm_abandon(qtbot, answer, expected):
    seen = []

    def reply() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.button(answer).click()

    QTimer.singleShot(0, reply)
    assert confirm_abandon(None) is expected
    assert seen == ["Abandon the match in progress?"]


# ---------------------------------------------------------------------- score sheet


def check_breakdown(sheet: ScoreSheetDialog, event: HandEnded, match: Match) -> None:
    for team in (0, 1):
        score = event.scores[team]
        for key in FIELDS:
            assert sheet.cell(key, team) == str(getattr(score, key)), (key, team)
        assert sheet.cell("match", team) == str(match.totals[team])
        for cls, count in score.buraco_classes:
            assert sheet.cell(f"buraco:{cls}", team).endswith(str(count * BURACO_BONUS[Buraco(cls)]))


# Seeds: 1 no buraco, 2 a buraco for each team, 61 closed by team 1, 110 two dirty buracos.
@pytest.mark.parametrize("seed", [1, 2, 61, 110])
def test_score_sheet_of_a_real_hand(qtbot, seed):
    match = Match(small_rules(), 2, seed=seed)
    event = play_hand(match, random.Random(seed))
    assert not match.over
    sheet = ScoreSheetDialog(event, match, NAMES)
    qtbot.addWidget(sheet)
    sheet.show()
    assert tuple(event.scores) == match.hand_scores[-1]
    check_breakdown(sheet, event, match)
    assert sheet.cell("target", 0) == "1005"
    assert not sheet.has_row("vp")
    assert sheet.findChild(QLabel, "total_0").text() == str(event.scores[0].total)
    how = sheet.findChild(QLabel, "howLabel").text()
    if event.how == "closed":
        assert NAMES[event.closing_team] in how
        assert sheet.cell("closing", event.closing_team) == "100"
    else:
        assert "Nobody closed" in how
    present = {cls for score in event.scores for cls, _ in score.buraco_classes}
    assert {b.value for b in Buraco if sheet.has_row(f"buraco:{b.value}")} == present
    assert sheet.findChild(QLabel, "winnerLabel") is None
    assert button(sheet, "newMatchButton") is None
    next_hand = button(sheet, "nextHandButton")
    assert next_hand.text() == "Next hand" and next_hand.isDefault()
    next_hand.click()
    assert sheet.choice == "next"
    assert sheet.result() == QDialog.DialogCode.Accepted


def test_score_sheet_escape_during_a_match_deals_nothing(qtbot):
    """Esc closes the sheet and keeps the hand (issue 28: it dealt the next hand)."""
    match = Match(small_rules(), 2, seed=4)
    sheet = ScoreSheetDialog(play_hand(match, random.Random(4)), match, NAMES)
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.keyClick(sheet, Qt.Key.Key_Escape)
    assert sheet.choice == "close"
    assert sheet.result() == QDialog.DialogCode.Rejected


def test_score_sheet_breaks_buracos_down_by_class(qtbot):
    match = Match(small_rules(), 2, seed=5)
    us = TeamScore(
        buracos=500,
        closing=100,
        table=300,
        hands=0,
        pozzetto=0,
        total=900,
        buraco_classes=(("clean", 2), ("dirty", 1)),
    )
    them = TeamScore(
        buracos=150,
        closing=0,
        table=80,
        hands=-45,
        pozzetto=-100,
        total=85,
        buraco_classes=(("semi_clean", 1),),
    )
    sheet = ScoreSheetDialog(HandEnded("closed", 0, (us, them)), match, NAMES)
    qtbot.addWidget(sheet)
    sheet.show()
    assert sheet.cell("buracos", 0) == "500" and sheet.cell("buracos", 1) == "150"
    assert sheet.cell("buraco:clean", 0) == "2 × 200 = 400"
    assert sheet.cell("buraco:dirty", 0) == "1 × 100 = 100"
    assert sheet.cell("buraco:semi_clean", 1) == "1 × 150 = 150"
    assert sheet.cell("buraco:clean", 1) == "0"
    assert not sheet.has_row("buraco:royal")
    assert sheet.findChild(QLabel, "row_buraco_clean").text() == "Clean buraco"
    assert sheet.cell("hands", 1) == "-45" and sheet.cell("pozzetto", 1) == "-100"
    assert "Us" in sheet.findChild(QLabel, "howLabel").text()


@pytest.mark.parametrize(("how", "words"), [("stock_exhausted", "stock"), ("stallo", "Stallo")])
def test_score_sheet_says_how_the_hand_ended(qtbot, how, words):
    match = Match(small_rules(), 2, seed=6)
    zero = TeamScore(0, 0, 0, 0, -100, -100)
    sheet = ScoreSheetDialog(HandEnded(how, None, (zero, zero)), match, NAMES)
    qtbot.addWidget(sheet)
    text = sheet.findChild(QLabel, "howLabel").text()
    assert words in text and "Nobody closed" in text


def test_score_sheet_when_the_target_is_reached(qtbot):
    match = Match(small_rules(target=50), 2, seed=7)
    event = play_match(match, random.Random(7))
    assert match.winner is not None
    sheet = ScoreSheetDialog(event, match, NAMES)
    qtbot.addWidget(sheet)
    sheet.show()
    check_breakdown(sheet, event, match)
    assert sheet.cell("target", 1) == "50"
    winner = sheet.findChild(QLabel, "winnerLabel").text()
    assert winner == ("You win the match!" if match.winner == 0 else "The opponents win the match.")
    assert button(sheet, "nextHandButton") is None
    new = button(sheet, "newMatchButton")
    assert new.text() == "New match" and new.isDefault()
    assert button(sheet, "closeButton") is not None
    new.click()
    assert sheet.choice == "new"

    other = ScoreSheetDialog(event, match, NAMES, human_team=1 - match.winner)
    qtbot.addWidget(other)
    other.show()
    assert other.findChild(QLabel, "winnerLabel").text() == "The opponents win the match."
    button(other, "closeButton").click()
    assert other.choice == "close"

    watched = ScoreSheetDialog(event, match, NAMES, human_team=None)
    qtbot.addWidget(watched)
    watched.show()
    assert NAMES[match.winner] in watched.findChild(QLabel, "winnerLabel").text()
    qtbot.keyClick(watched, Qt.Key.Key_Escape)
    assert watched.choice == "close"


def test_score_sheet_in_tournament_mode_shows_victory_points(qtbot):
    match = Match(small_rules(tournament_hands=2), 2, seed=8)
    rng = random.Random(8)
    first = play_hand(match, rng)
    sheet = ScoreSheetDialog(first, match, NAMES)
    qtbot.addWidget(sheet)
    assert sheet.cell("hands_played", 0) == "1 of 2"
    assert not sheet.has_row("vp") and not sheet.has_row("target")
    match.next_hand()
    last = play_hand(match, rng)
    assert match.over
    sheet = ScoreSheetDialog(last, match, NAMES)
    qtbot.addWidget(sheet)
    sheet.show()
    check_breakdown(sheet, last, match)
    vp = match.victory_points()
    assert vp is not None and sum(vp) == 20
    assert (sheet.cell("vp", 0), sheet.cell("vp", 1)) == (str(vp[0]), str(vp[1]))
    assert not sheet.has_row("target")
    winner = sheet.findChild(QLabel, "winnerLabel").text()
    if match.winner is None:
        assert winner == "The match is a tie."
    assert button(sheet, "newMatchButton") is not None


# ---------------------------------------------------------------------- instructions


def test_instructions_cover_rules_and_controls(qtbot):
    dialog = InstructionsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.findChild(QTextBrowser, "instructionsText").toPlainText()
    for words in (
        "right-click",
        "discard pile",
        "stock",
        "Our melds",
        "upper or lower half",
        "reorder",
        "123",
        "Tab / Shift+Tab",
        "Ctrl+N",
        "F1",
        "Esc",
        "X / Delete",
        "1–9",
        "al volo",
        "natural two",
        "Stallo",
        "Semi-clean buraco",
        "Victory Points",
        "Italian",
        "International",
        "Burraco reale",
    ):
        assert words in text, words
    dialog.findChild(QDialogButtonBox, "buttons").button(QDialogButtonBox.StandardButton.Close).click()
    assert dialog.result() == QDialog.DialogCode.Rejected


# ---------------------------------------------------------------------- translation


# the abandon question and the score sheet were one module, dialogs.py; the Instructions' two
# pages were one module, instructions.py
@pytest.mark.parametrize(
    "modules",
    [
        ("dialogs/abandon.py", "dialogs/score_sheet.py"),
        ("dialogs/instructions.py", "dialogs/instructions_controls.py"),
    ],
)
def test_every_translation_call_is_literal(modules):
    """lupdate extracts only literal ``tr``/``translate`` calls: no aliases, no variables."""
    calls = 0
    for module in modules:
        path = Path(__file__).resolve().parents[2] / "burraco_qt" / "ui" / module
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(node.value, ast.Attribute):
                assert node.value.attr not in ("tr", "translate"), f"alias at line {node.lineno}"
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("tr", "translate")
            ):
                literal = node.args[:2] if node.func.attr == "translate" else node.args[:1]
                assert literal and all(
                    isinstance(a, ast.Constant) and isinstance(a.value, str) for a in literal
                ), f"non-literal call at line {node.lineno}"
                calls += 1
            elif isinstance(node, ast.Name):
                assert node.id not in ("tr", "_tr"), f"bare {node.id} at line {node.lineno}"
    assert calls > 10
