"""Issue 29: New game → Challenge… and Deal of the day start the challenge's match with undo,
hints and open cards off; the result file and code at the end; a friend's result compared;
the Hands window lists the challenge with both results."""

from __future__ import annotations

import datetime
import json
from typing import Any

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from burraco_qt.ai import AI_VERSION, make_player
from burraco_qt.ai.challenge_result import result_document
from burraco_qt.engine.challenge import Challenge, Seat, deal_of_the_day, utc_today
from burraco_qt.engine.match import hand_seed
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.keeper import MatchKeeper
from burraco_qt.storage.history_db import History
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.dialogs.challenge import ChallengeDialog
from burraco_qt.ui.dialogs.new_game import NewGameDialog
from burraco_qt.ui.table.speeds import Speeds

SHORT = Challenge("italian", 2, 2, 4242, (Seat("lucia", 77),), AI_VERSION)


def _window(qtbot: Any, tmp_path: Any) -> MainWindow:
    history = History(tmp_path / "history.sqlite3")
    c = GameController(MatchOptions(2, seed=5), ai_delay_ms=0)
    window = MainWindow(c, Speeds(0), history=history)
    qtbot.addWidget(window)
    MatchKeeper(c, None, history, parent=window)
    window.show()
    c.start()
    return window


def _new_game(window: MainWindow, monkeypatch: Any, button: str, code: str = "") -> None:
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: (getattr(self, button).click(), self.result())[1])
    monkeypatch.setattr(
        ChallengeDialog, "exec", lambda self: (self.edit.setText(code), QDialog.DialogCode.Accepted)[1]
    )
    window.actions_.new.trigger()


def _play_short(window: MainWindow) -> None:
    """Play the short challenge to its end (scripted human moves)."""
    c = window.controller
    window.challenges.start(SHORT, confirmed=True)
    c.set_paused(True)
    human = make_player("medium", 9)
    while not c.match.over:
        if c.game.over:
            c.next_hand()
            c.set_paused(True)
        elif c.human_to_play:
            assert c.send(human.choose(c.view()))
        else:
            c.step()


def _assists_off(window: MainWindow) -> None:
    c = window.controller
    assert not window.action_undo.isEnabled() and not window.action_hint.isEnabled()
    assert not window.action_open.isEnabled() and not c.open_cards and not c.can_undo()


def test_new_game_challenge_starts_the_code(qtbot: Any, tmp_path: Any, monkeypatch: Any) -> None:
    window = _window(qtbot, tmp_path)
    _new_game(window, monkeypatch, "challenge_button", SHORT.code().lower())
    c = window.controller
    assert c.challenge == SHORT and c.match.challenge == SHORT.code()
    assert c.match.seed == 4242 and c.match.seats == {1: "lucia"} and c.match.rules.tournament_hands == 2
    assert c.game.record()["seed"] == hand_seed(4242, 1)
    assert c.computers[1].seed == 77
    _assists_off(window)


def test_challenge_dialog_says_what_is_wrong(qtbot: Any) -> None:
    dialog = ChallengeDialog()
    qtbot.addWidget(dialog)
    code = SHORT.code()
    dialog.edit.setText(code[:-1] + ("0" if code[-1] != "0" else "1"))
    assert "typo" in dialog.feedback.text() and dialog.challenge() is None
    dialog.edit.setText(code)
    assert (
        dialog.challenge() == SHORT
        and "2 hands" in dialog.feedback.text()
        and "Lucia" in dialog.feedback.text()
    )


def test_deal_of_the_day_then_result_and_comparison(qtbot: Any, tmp_path: Any, monkeypatch: Any) -> None:
    window = _window(qtbot, tmp_path)
    _new_game(window, monkeypatch, "day_button")
    c = window.controller
    day = deal_of_the_day(utc_today(), AI_VERSION)
    assert c.challenge == day and c.match.seats == {1: "marco"}
    _assists_off(window)
    _play_short(window)
    path = window.challenges.last_result_path
    assert path is not None and path.parent == tmp_path / "challenges"
    mine = json.loads(path.read_text())
    assert mine["challenge"] == SHORT.code() and len(mine["hands"]) == 2
    shown = window.challenges.dialogs[-1]
    assert mine["result_code"] in shown.summary.text()
    shown.copy_button.click()
    assert QGuiApplication.clipboard().text() == f"{SHORT.code()} {mine['result_code']}"
    sent = tmp_path / "to-send.json"
    assert shown.save_as(str(sent)) == str(sent) and json.loads(sent.read_text()) == mine
    # a friend's result of the same challenge, played elsewhere
    friend_match = SHORT.match()
    players = {0: make_player("hard", 1), 1: make_player("lucia", 77)}
    while not friend_match.over:
        if friend_match.game.over:
            friend_match.next_hand()
        g = friend_match.game
        friend_match.apply(players[g.current].choose(g.view(g.current)))
    friend_file = tmp_path / "friend.json"
    friend_file.write_text(json.dumps(result_document(SHORT, friend_match, player="Anna")))
    compared = window.challenges.open_result_file(str(friend_file))
    assert compared is not None
    table = compared.table
    assert table.rowCount() == 3 and table.columnCount() == 3
    assert table.horizontalHeaderItem(2).text() == "Anna"
    first = mine["scores"][0]
    assert table.item(0, 1).text() == f"{first[0]} – {first[1]}"
    theirs = [(s[0].total, s[1].total) for s in friend_match.hand_scores]
    assert table.item(1, 2).text() == f"{theirs[1][0]} – {theirs[1][1]}"
    # the Hands window lists the challenge with both results
    hands = window.archive.show_hands()
    assert hands is not None
    listed = hands.challenges
    assert listed.isVisibleTo(hands) and listed.rowCount() == 1
    assert listed.item(0, 0).text() == SHORT.code()
    assert mine["result_code"] in listed.item(0, 1).text()
    assert listed.item(0, 2).text().startswith("Anna: ")
    # another AI version is refused with a clear message
    other = json.loads(friend_file.read_text())
    other["ai_version"] = AI_VERSION + 1
    friend_file.write_text(json.dumps(other))
    said: list[str] = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *a: said.append(a[2]))
    assert window.challenges.open_result_file(str(friend_file)) is None
    assert "another version of the computers" in said[0]


def test_fixed_date_rule_in_the_gui_module() -> None:
    assert deal_of_the_day(datetime.date(2026, 1, 1), AI_VERSION).seed == 2873719689


def test_a_friends_result_code_is_compared_hand_by_hand_not_verified(
    qtbot: Any, tmp_path: Any, monkeypatch: Any
) -> None:
    from burraco_qt.ai.challenge_result import result_code
    from burraco_qt.ui.dialogs.result_code import ResultCodeDialog

    window = _window(qtbot, tmp_path)
    _play_short(window)
    shown = window.challenges.dialogs[-1]
    mine = json.loads(window.challenges.last_result_path.read_text())
    button = shown.compare_button
    assert button.isVisible() and button.text() == "Compare a friend's result code…"
    friend_code = result_code(SHORT.code(), [(350, -40), (120, 610)])
    body, check = friend_code.split("/")
    typed: dict[str, str] = {}

    def run(self: ResultCodeDialog) -> int:
        """The player types the code; the dialog's own check decides whether Compare works."""
        self.edit.setText(typed["text"])
        typed["feedback"] = self.feedback.text()
        ok = self.buttons.button(self.buttons.StandardButton.Ok)
        typed["ok"] = str(ok.isEnabled())
        return QDialog.DialogCode.Accepted if ok.isEnabled() else QDialog.DialogCode.Rejected

    monkeypatch.setattr(ResultCodeDialog, "exec", run)
    cases = {
        body.replace("350", "351") + "/" + check: "a character is mistyped",
        "350:-40/" + check: "another number of hands (1) than this challenge (2)",
        "scores": "A result code is the score of every hand",
    }
    for text, message in cases.items():
        typed["text"] = text
        button.click()
        assert message in typed["feedback"] and typed["ok"] == "False", (text, typed)
        assert shown.from_code is None and shown.table.columnCount() == 2  # nothing changed
    typed["text"] = f"  {body} / {check.lower()} "
    button.click()
    assert typed["ok"] == "True" and "from a code, not verified" in typed["feedback"]
    assert shown.from_code is not None and shown.from_code.scores == ((350, -40), (120, 610))
    table = shown.table
    assert table.columnCount() == 3 and table.rowCount() == 3
    assert table.horizontalHeaderItem(2).text() == "Friend (from a code, not verified)"
    assert [table.item(r, 2).text() for r in range(3)] == ["350 – -40", "120 – 610", "470 – 570"]
    assert table.item(0, 2).toolTip() == "from a code, not verified"
    first = mine["scores"][0]
    assert table.item(0, 1).text() == f"{first[0]} – {first[1]}"
    assert f"Friend's result (from a code, not verified): {friend_code}" in shown.summary.text()
    assert mine["result_code"] in shown.summary.text()
    # later, from the Hands window's challenges: the same comparison on the selected challenge
    shown.close()
    hands = window.archive.show_hands()
    assert hands is not None
    compare = hands.compare_button
    assert compare.isVisibleTo(hands) and not compare.isEnabled()
    hands.challenges.selectRow(0)
    assert compare.isEnabled()
    compare.click()
    opened = hands.results[-1]
    assert opened.from_code is not None and opened.from_code.scores == ((350, -40), (120, 610))
    assert opened.table.horizontalHeaderItem(2).text() == "Friend (from a code, not verified)"
    assert (
        opened.table.item(2, 1).text()
        == f"{sum(s[0] for s in mine['scores'])} – {sum(s[1] for s in mine['scores'])}"
    )
    # your result file changed on disk: it does not replay, a message, no window
    opened.close()
    hands.close()
    path = window.challenges.last_result_path
    damaged = json.loads(path.read_text())
    damaged["scores"][0][0] += 1
    path.write_text(json.dumps(damaged))
    hands = window.archive.show_hands()
    hands.challenges.selectRow(0)
    said: list[str] = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *a: said.append(a[2]))
    assert hands.compare_challenge_code() is None and hands.results == []
    assert said == ["Your result of this challenge does not replay as recorded: it cannot be compared."]
