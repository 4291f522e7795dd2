"""Fair deals on the real table (issue 29, point 1, the GUI): the fingerprint shown before any
command, the cut by a click on the spread deck or a typed number, the random cut of a table of
computers only, the commitment in the autosave before the cut, the score sheet's reveal and
Verify through the window's actions (OK, and each tamper failing with a clear message)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from burraco_qt.engine.fairdeal import cut_deck, fingerprint, short_fingerprint
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.keeper import MatchKeeper
from burraco_qt.storage.autosave import Autosave
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.fairness import FairnessDialog, verify_texts
from burraco_qt.ui.table.deck_cut import CUT_CUE_KEY, FINGERPRINT_KEY
from burraco_qt.ui.table.speeds import Speeds

from .helpers import click


def fair_table(
    qtbot, players: int = 2, autoplay: bool = False, seed: int = 5, keeper_path: Path | None = None
):
    controller = GameController(
        MatchOptions(players, "easy", seed=seed),
        ai_delay_ms=0,
        human_seat=None if autoplay else 0,
        fair=True,
    )
    window = MainWindow(controller, Speeds(0), autoplay=autoplay)
    qtbot.addWidget(window)
    keeper = None
    if keeper_path is not None:
        keeper = MatchKeeper(controller, Autosave(keeper_path.parent), None)
        keeper.table_state = window.scene.table_state
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window, keeper


def spread_point(window: MainWindow, index: int) -> QPointF:
    """A point on the visible strip of card ``index`` of the spread deck."""
    cut = window.scene.deck_cut
    box = cut._spread
    assert box is not None
    return QPointF(box.x + (index + 0.5) * cut._step, box.y + box.h / 2)


def finish_hand(controller: GameController) -> None:
    """Play the rest of the hand: the human seat by random legal commands, computers by step."""
    import random

    rng = random.Random(3)
    for _ in range(5000):
        g = controller.game
        if g.over:
            return
        if g.current == controller.human_seat:
            assert controller.send(random_legal_command(g, rng))
        else:
            controller.step()
    raise AssertionError("the hand did not end")


def test_the_fingerprint_is_shown_before_any_command_and_a_click_cuts(qtbot) -> None:
    window, _ = fair_table(qtbot)
    c = window.controller
    c.start()
    commitment = c.match.commitment
    assert c.awaiting_cut and commitment is not None and not c.game.actions
    assert commitment.fingerprint == fingerprint(commitment.deck, commitment.salt)
    caption = window.scene.captions[FINGERPRINT_KEY]
    assert caption.isVisible()
    assert short_fingerprint(commitment.fingerprint) in caption.text()
    assert len(short_fingerprint(commitment.fingerprint).replace(" ", "")) >= 16
    assert commitment.fingerprint in caption.toolTip()
    assert commitment.fingerprint in window.fair.label.toolTip()
    assert "Cut the deck" in window.status.text()
    assert "Cut the deck" in window.scene.captions[CUT_CUE_KEY].text()
    # nothing can be played before the cut: every card lies face down in the spread
    assert not c.human_to_play and not c.send(random_legal_command(c.game, __import__("random").Random(1)))
    spread = window.scene.pool.zones[("deck",)]  # anonymous backs: no item holds a card
    assert len(spread) == commitment.size and all(i.card is None and not i.face_up for i in spread)
    assert not window.scene.cards
    committed = list(commitment.deck)
    click(window, spread_point(window, 40))
    assert not c.awaiting_cut
    assert c.match.commitment is not None and c.match.commitment.cut == 40
    assert list(c.game.deck) == committed[40:] + committed[:40] == cut_deck(committed, 40)
    assert c.match.commitment.fingerprint == commitment.fingerprint
    assert FINGERPRINT_KEY not in window.scene.captions
    assert c.human_to_play  # seat 0 plays first in hand 1


def test_a_typed_number_cuts(qtbot) -> None:
    window, _ = fair_table(qtbot)
    c = window.controller
    c.start()
    committed = list(c.match.commitment.deck)
    view = window.view
    view.setFocus()
    for key in (Qt.Key.Key_1, Qt.Key.Key_7):
        QTest.keyClick(view.viewport(), key)
    assert window.scene.deck_cut.typed == "17"
    assert "17" in window.scene.captions[CUT_CUE_KEY].text()
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert not c.awaiting_cut and c.match.commitment.cut == 17
    assert list(c.game.deck) == committed[17:] + committed[:17]


def test_a_number_out_of_range_is_refused_and_the_dialog_cuts(qtbot) -> None:
    window, _ = fair_table(qtbot)
    c = window.controller
    c.start()
    size = c.match.commitment.size
    for ch in "999":
        QTest.keyClick(window.view.viewport(), ch)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert c.awaiting_cut and window.scene.deck_cut.typed == ""
    assert f"1 to {size - 1}" in window.scene.toast.text
    assert window.fair.cut.isEnabled()
    window.fair.cut.trigger()
    dialog = window.fair.dialogs[-1]
    dialog.setIntValue(size - 1)
    dialog.accept()
    assert not c.awaiting_cut and c.match.commitment.cut == size - 1


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_table_of_computers_only_cuts_at_random(qtbot, players: int) -> None:
    window, _ = fair_table(qtbot, players, autoplay=True)
    c = window.controller
    c.start()
    assert c.awaiting_cut
    qtbot.waitUntil(lambda: not c.awaiting_cut, timeout=5000)
    commitment = c.match.commitment
    assert commitment is not None and 1 <= commitment.cut <= commitment.size - 1
    assert list(c.game.deck) == cut_deck(commitment.deck, commitment.cut)
    assert c.match.computer_record is not None and set(c.match.computer_record) == {
        str(p) for p in range(players)
    }
    # pseudo-random from the match seed and the hand: the same seed deals the same hand again
    again, _ = fair_table(qtbot, players, autoplay=True)
    again.controller.start()
    qtbot.waitUntil(lambda: not again.controller.awaiting_cut, timeout=5000)
    assert again.controller.match.commitment.cut == commitment.cut
    assert again.controller.match.commitment.salt != commitment.salt


def test_the_autosave_holds_the_commitment_before_the_cut_and_resume_shows_it(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    window, _keeper = fair_table(qtbot, keeper_path=path)
    c = window.controller
    c.start()
    saved = json.loads(path.read_text())
    entry = saved["hands"][0]["fair"]
    assert saved["fair"] is True and entry["cut"] is None and not saved["hands"][0]["actions"]
    assert entry["fingerprint"] == c.match.commitment.fingerprint and len(entry["salt"]) == 32
    # resumed before the cut: the same fingerprint, still waiting
    match = Match.from_record(saved)
    resumed = GameController(match=match, ai_delay_ms=0, fair=True)
    window2 = MainWindow(resumed, Speeds(0))
    qtbot.addWidget(window2)
    window2.resize(1280, 800)
    window2.show()
    resumed.start()
    assert resumed.awaiting_cut
    assert short_fingerprint(entry["fingerprint"]) in window2.scene.captions[FINGERPRINT_KEY].text()
    resumed.cut(20)
    assert resumed.match.fair_entries[1]["cut"] == 20
    # and the cut goes to the autosave at the deal
    click(window, spread_point(window, 9))
    assert json.loads(path.read_text())["hands"][0]["fair"]["cut"] == 9


@pytest.mark.parametrize("players", [2, 3])
def test_the_sheet_reveals_and_verify_ok_then_each_tamper_fails(
    qtbot, tmp_path: Path, players: int, monkeypatch
) -> None:
    window, _ = fair_table(qtbot, players, seed=8)
    c = window.controller
    c.start()
    click(window, spread_point(window, 30))
    finish_hand(c)
    window.show_score_sheet(c.game.hand_ended())
    sheet = window.sheet
    assert sheet is not None
    button = sheet.findChild(object, "fairnessButton")
    assert button is not None and button.isEnabled()
    button.click()
    dialog = sheet.findChild(FairnessDialog)
    assert dialog is not None
    record = c.match.finished[0]
    text = dialog.text.toPlainText()
    for value in (record["fair"]["fingerprint"], record["fair"]["salt"], "Cut: 30", record["fair"]["deck"]):
        assert value in text
    assert dialog.verify()
    assert dialog.outcome.text().startswith("Verified: the fingerprint matches")
    sheet.close()
    # the menu's Verify on files: the good record, then one tamper at a time
    good = json.loads(json.dumps(record))
    tampers = {
        "card": _swap_cards,
        "salt": lambda r: r["fair"].__setitem__("salt", "0" * 32),
        "cut": lambda r: r["fair"].__setitem__("cut", 31),
        "action": _change_action,
    }
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(good))
    from burraco_qt.ui.app import fair_actions

    monkeypatch.setattr(fair_actions.QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.fair.verify.trigger()  # Game → Verify a record…, the file chosen in its dialog
    box = window.fair.dialogs[-1]
    assert box.objectName() == "verifyResult" and box.text().startswith("Verified")
    assert "fingerprint" in box.detailedText()
    expected = {
        "card": "a card of the revealed deck was changed",
        "salt": "the salt does not give the fingerprint",
        "cut": "the cut was changed",
        "action": "the actions were changed",
    }
    for name, tamper in tampers.items():
        bad = copy.deepcopy(good)
        tamper(bad)
        path.write_text(json.dumps(bad))
        window.fair.verify.trigger()
        box = window.fair.dialogs[-1]
        assert box.text().startswith("Verification failed:"), (name, box.text())
        assert expected[name] in box.text(), (name, box.text())
        assert verify_texts(bad)[0] is False
    path.write_text("not a record")
    window.fair.verify.trigger()
    assert window.fair.dialogs[-1].text() == "This file cannot be read as a record."


def _swap_cards(record: dict[str, Any]) -> None:
    cards = record["fair"]["deck"].split(",")
    cards[3], cards[4] = cards[4], cards[3]
    record["fair"]["deck"] = ",".join(cards)


def _change_action(record: dict[str, Any]) -> None:
    """The first discard becomes another card of the same hand's discards."""
    discards = [a for a in record["actions"] if "discard" in a]
    first = discards[0]
    first["discard"] = next(a["discard"] for a in discards if a["discard"] != first["discard"])


def test_an_old_save_without_fairness_data_still_resumes(qtbot) -> None:
    legacy = Path(__file__).resolve().parents[1] / "data" / "legacy" / "5d554d3" / "autosave.json"
    data = json.loads(legacy.read_text())
    assert "fair" not in data and all("fair" not in h for h in data["hands"])
    match = Match.from_record(data)
    controller = GameController(match=match, ai_delay_ms=0, fair=True)
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    controller.start()
    assert not controller.awaiting_cut and match.commitment is None
    assert window.fair.label.text() == "" and not window.fair.details.isEnabled()
    # the hand in progress plays on as it was dealt; the next hands are dealt fairly
    finish_hand(controller)
    assert not match.over
    controller.next_hand()
    assert controller.awaiting_cut and window.fair.label.text().startswith("Deck ")
    controller.cut(10)
    record = json.loads(json.dumps(match.record()))
    assert record["fair"] is True and "fair" not in record["hands"][0]
    assert record["hands"][-1]["fair"]["cut"] == 10
    assert Match.from_record(record).fair_entries.keys() == {match.hand_number}
    assert verify_texts(record)[0]


def test_the_hands_window_reveals_and_verifies_an_archived_hand(qtbot, tmp_path: Path) -> None:
    from burraco_qt.model.keeper import record_missing
    from burraco_qt.storage.history_db import History
    from burraco_qt.ui.dialogs.hands import HandsDialog
    from tests.storage.test_durability import finished_hands

    window, _ = fair_table(qtbot, seed=9)
    c = window.controller
    c.start()
    click(window, spread_point(window, 12))
    finish_hand(c)
    history = History(tmp_path / "history.sqlite3")
    record_missing(history, c.match, "f" * 32)
    record_missing(history, finished_hands(1, seed=8), "z" * 32)  # dealt before fair deals
    dialog = HandsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == 2

    fair_row = next(r for r in range(2) if "fair" in (dialog.record_of(dialog.shown[r]) or {}))
    dialog.table.selectRow(fair_row)
    assert dialog.fair_button.isEnabled()
    dialog.fair_button.click()
    details = dialog.fairness
    assert isinstance(details, FairnessDialog)
    entry = c.match.finished[0]["fair"]
    assert entry["salt"] in details.text.toPlainText() and "Cut: 12" in details.text.toPlainText()
    details.verify_button.click()
    assert details.outcome.text().startswith("Verified")
    details.close()
    dialog.table.selectRow(1 - fair_row)
    dialog.fair_button.click()
    assert dialog.message.text().startswith("No fairness data")

    history.close()


def test_the_menu_details_hide_the_salt_until_the_hand_is_over(qtbot) -> None:
    window, _ = fair_table(qtbot)
    c = window.controller
    c.start()
    entry = c.match.fair_entries[1]
    assert window.fair.details.isEnabled()
    window.fair.details.trigger()
    details = window.fair.dialogs[-1]
    assert isinstance(details, FairnessDialog)
    text = details.text.toPlainText()
    assert entry["fingerprint"] in text and entry["salt"] not in text and entry["deck"] not in text
    assert not details.verify_button.isEnabled()
    details.close()
    c.cut(5)
    finish_hand(c)
    window.fair.details.trigger()
    text = window.fair.dialogs[-1].text.toPlainText()
    assert c.match.finished[0]["fair"]["salt"] in text and "Cut: 5" in text


def test_every_hand_of_an_autoplay_match_is_cut_at_random(qtbot) -> None:
    window, _ = fair_table(qtbot, autoplay=True, seed=21)
    c = window.controller
    c.start()
    qtbot.waitUntil(lambda: not c.awaiting_cut, timeout=5000)
    while not c.game.over:
        c.step()
    qtbot.waitUntil(lambda: c.match.fair_entries.get(2, {}).get("cut") is not None, timeout=10000)
    assert set(c.match.fair_entries) == {1, 2}
    assert all(e["cut"] is not None for e in c.match.fair_entries.values())
    assert c.match.fair_entries[1]["fingerprint"] != c.match.fair_entries[2]["fingerprint"]
    assert verify_texts(json.loads(json.dumps(c.match.record())))[0]


def test_the_replay_viewer_reveals_a_fair_hand(qtbot) -> None:
    from burraco_qt.model.replay_positions import Replay
    from burraco_qt.ui.replay.viewer import ReplayWindow

    window, _ = fair_table(qtbot, seed=4)
    c = window.controller
    c.start()
    c.cut(50)
    finish_hand(c)
    record = json.loads(json.dumps(c.match.finished[0]))
    viewer = ReplayWindow(Replay(record), "hand 1", speeds=Speeds(0))
    qtbot.addWidget(viewer)
    assert viewer.fair_action.isVisible()
    viewer.fair_action.trigger()
    details = viewer.fairness
    assert isinstance(details, FairnessDialog)
    assert record["fair"]["deck"] in details.text.toPlainText() and "Cut: 50" in details.text.toPlainText()
    assert details.verify()
    plain = dict(record)
    del plain["fair"]
    other = ReplayWindow(Replay(plain), "hand 1", speeds=Speeds(0))
    qtbot.addWidget(other)
    assert not other.fair_action.isVisible()


def test_new_game_is_fair_and_a_deal_code_is_not(qtbot) -> None:
    from burraco_qt.engine.dealcode import DealCode, encode

    window, _ = fair_table(qtbot)
    c = window.controller
    c.start()
    c.new_match(MatchOptions(4, "easy", seed=33))
    assert c.match.fair and c.awaiting_cut and c.match.players == 4
    code = encode(DealCode("italian", 1005, 2, 77, 1))
    from burraco_qt.ui.dialogs import deal_code

    class Accepting(deal_code.DealCodeDialog):
        def exec(self) -> int:
            return 1

    original = deal_code.DealCodeDialog
    deal_code.DealCodeDialog = Accepting  # type: ignore[misc]
    try:
        assert window.archive.play_code_dialog(code)
    finally:
        deal_code.DealCodeDialog = original  # type: ignore[misc]
    assert not c.match.fair and not c.awaiting_cut and c.match.seed == 77
    assert c.human_to_play


def test_the_cut_and_the_details_in_italian(qtbot, qapp) -> None:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from .test_italian import english_in, visible_texts

    translations = qapp._burraco_translations
    translations.set_language("it")
    try:
        window, _ = fair_table(qtbot)
        window.translations = translations
        window.retranslate()
        c = window.controller
        c.start()
        assert window.scene.captions[FINGERPRINT_KEY].text().startswith("Impronta del mazzo ")
        assert window.scene.captions[CUT_CUE_KEY].text().startswith("Taglia il mazzo")
        texts = [*visible_texts(window), window.fair.label.text(), window.fair.label.toolTip()]
        texts += [i.text() for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
        texts += [a.text() for a in (window.fair.cut, window.fair.details, window.fair.verify)]
        assert english_in(texts) == []
        c.cut(3)
        finish_hand(c)
        window.fair.details.trigger()
        details = window.fair.dialogs[-1]
        assert isinstance(details, FairnessDialog)
        assert details.verify()
        assert details.outcome.text().startswith("Verificato")
        # the checks' own lines (the tooltip) are the engine's English sentences, as --verify prints
        shown = [t for t in visible_texts(details) if t != details.outcome.toolTip()]
        assert english_in([*shown, details.text.toPlainText()]) == []
    finally:
        translations.set_language("en")


def test_no_buraco_frame_of_the_hand_before_stays_while_the_deck_waits_for_its_cut(qtbot) -> None:
    # seeds whose first hand ends with a buraco on the table (the human playing random moves)
    for seed in range(1, 40):
        window, _ = fair_table(qtbot, seed=seed)
        c = window.controller
        c.start()
        c.cut(20)
        finish_hand(c)
        if any(m.buraco is not None for table in c.game.tables for m in table):
            break
        window.close()
    else:
        raise AssertionError("no seed ends its first hand with a buraco")
    window.show_score_sheet(c.game.hand_ended())
    qtbot.waitUntil(lambda: len(window.scene.labels.frames) > 0)  # the buraco outlined on the sheet's table
    c.next_hand()
    qtbot.waitUntil(lambda: c.awaiting_cut)
    window.scene.relayout()
    assert window.scene.labels.frames == {}
    from burraco_qt.ui.table.decorations import BuracoFrame

    assert not [it for it in window.scene.items() if isinstance(it, BuracoFrame)]


def test_a_fair_hand_has_a_deal_code_that_deals_it_again_without_a_cut(qtbot, monkeypatch) -> None:
    """Issue 29's regression: the score sheet of a fair hand shows its (version 2) deal code,
    naming the cut; Play a deal code… on it deals the same deck and hands at once."""
    from PySide6.QtWidgets import QDialog, QLabel, QPushButton

    from burraco_qt.engine.dealcode import decode
    from burraco_qt.ui.dialogs.deal_code import DealCodeDialog

    window, _ = fair_table(qtbot, seed=12)
    c = window.controller
    c.start()
    click(window, spread_point(window, 41))
    assert c.match.commitment is not None and c.match.commitment.cut == 41
    deck = list(c.game.deck)
    hands = [list(c.game.hands[p]) for p in range(c.game.players)]
    finish_hand(c)
    window.show_score_sheet(c.game.hand_ended())
    sheet = window.sheet
    assert sheet is not None
    label = sheet.findChild(QLabel, "dealCodeLabel")
    assert label is not None
    text = label.text()
    code = decode(text)
    assert (code.seed, code.hand, code.cut, code.players) == (12, 1, 41, 2)
    copy_button = sheet.findChild(QPushButton, "copyCodeButton")
    assert copy_button is not None and copy_button.isEnabled() and copy_button.toolTip() == text
    sheet.close()
    typed = DealCodeDialog(None, window, text.lower())
    qtbot.addWidget(typed)
    assert typed.code() == code
    assert typed.feedback.text() == "Italian rules, 1 vs 1, to 1005 points, hand 1, cut at 41"

    monkeypatch.setattr(DealCodeDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr("burraco_qt.ui.dialogs.abandon.confirm_abandon", lambda parent: True)
    assert window.archive.play_code_dialog(text)
    m = c.match
    assert m.seed == 12 and m.hand_number == 1 and not m.fair
    assert not c.awaiting_cut and FINGERPRINT_KEY not in window.scene.captions
    assert list(c.game.deck) == deck
    assert [list(c.game.hands[p]) for p in range(c.game.players)] == hands
    assert c.human_to_play  # seat 0 plays first, nothing to cut
    assert m.fair_entries[1]["cut"] == 41


def test_the_hands_window_plays_an_archived_fair_hand(qtbot, tmp_path: Path) -> None:
    from burraco_qt.engine.dealcode import decode
    from burraco_qt.model.keeper import record_missing
    from burraco_qt.storage.history_db import History
    from burraco_qt.ui.dialogs.hands import HandsDialog

    window, _ = fair_table(qtbot, seed=9)
    c = window.controller
    c.start()
    click(window, spread_point(window, 12))
    deck = list(c.game.deck)
    finish_hand(c)
    history = History(tmp_path / "history.sqlite3")
    record_missing(history, c.match, "f" * 32)
    dialog = HandsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.table.selectRow(0)
    assert dialog.copy_button.isEnabled() and dialog.play_button.isEnabled()
    with qtbot.waitSignal(dialog.playCode) as signal:
        dialog.play_button.click()
    code = decode(signal.args[0])
    assert (code.seed, code.hand, code.cut) == (9, 1, 12)
    from burraco_qt.engine.dealcode import match_for

    assert list(match_for(code, {1: "easy"}).game.deck) == deck
    history.close()


def test_the_next_hands_spread_is_one_row_of_same_sized_backs(qtbot) -> None:
    """Found by a tester: at the second hand's cut the spread showed cards of three sizes at
    three heights (the backs that had been a hand's or a pozzetto's kept that size)."""
    window, _ = fair_table(qtbot, seed=3)
    c = window.controller
    c.start()
    c.cut(20)
    finish_hand(c)
    c.next_hand()
    qtbot.waitUntil(lambda: c.awaiting_cut)
    scene = window.scene
    spread = scene.pool.zones[("deck",)]
    assert len(spread) == c.match.commitment.size
    qtbot.waitUntil(lambda: all(item.motion is None for item in spread), timeout=10000)
    lay = scene.layout
    assert {item.width * item.scale() for item in spread} == {lay.table_w}
    assert {item.rotation() for item in spread} == {0}
    assert len({item.pos().y() for item in spread}) == 1
