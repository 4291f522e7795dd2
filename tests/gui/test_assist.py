"""Undo, open cards, hints, the move log, cues and preferences (issue 5)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from burraco_qt.engine import Attach, Discard, Draw, MeldCards, TakePile
from burraco_qt.ui.player_preferences import Preferences

from .decks import DECK_1V1
from .helpers import card_point, click, find, open_table, shorts


def _state(game) -> str:
    return json.dumps(game.record())


def test_undo_melds_and_attaches_one_at_a_time_back_to_the_draw(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    assert not window.action_undo.isEnabled()
    c.send(Draw())
    after_draw = _state(c.game)
    hand_after_draw = shorts(c.game.hands[0])
    assert not c.can_undo()  # the draw is not taken back
    c.send(MeldCards("Kh,Kd,Ks"))
    after_meld = _state(c.game)
    c.send(Attach("Kc", 0))
    assert window.action_undo.isEnabled()
    window.action_undo.trigger()  # the attach
    assert _state(c.game) == after_meld and shorts(c.game.tables[0][0].cards) == ["Kd", "Kh", "Ks"]
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _state(c.game) == after_draw
    assert shorts(c.game.hands[0]) == hand_after_draw and c.game.tables[0] == []
    assert sorted(window.scene.hand_order, key=lambda x: x.id) == sorted(c.game.hands[0], key=lambda x: x.id)
    assert not c.undo() and _state(c.game) == after_draw  # refused at the draw
    assert not window.action_undo.isEnabled()


def test_undo_refused_after_a_pozzetto_pick_up_and_never_shows_it(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    game = c.game
    pozzetto = list(game.pozzetti[0])
    shown = lambda: {x for x in pozzetto if x in window.scene.cards and window.scene.cards[x].face_up}  # noqa: E731
    assert shown() == set()
    for cmd in (
        Draw(),
        MeldCards("Kh,Kd,Ks"),
        MeldCards("5h,6h,7h"),
        Attach("8h", 1),
        Attach("Kc", 0),
        Discard("Qs"),
    ):
        assert c.send(cmd)
        assert shown() == set()
    qtbot.waitUntil(lambda: c.human_to_play, timeout=5000)
    c.send(TakePile())
    c.send(MeldCards("Ah,Ac,Ad"))
    assert shown() == set()
    c.send(MeldCards(",".join(x.code for x in c.game.hands[0])))  # al volo
    game = c.game
    assert game.pozzetto_taken[0] and shown() == set(pozzetto)
    assert not c.can_undo() and not window.action_undo.isEnabled()
    before = _state(game)
    window.undo()
    assert _state(c.game) == before
    assert "Nothing to undo" in window.scene.toast.text


def test_open_cards_undo_goes_back_across_computer_turns(qtbot, monkeypatch) -> None:
    monkeypatch.setattr("burraco_qt.ui.dialogs.practice_question.confirm_practice", lambda parent: True)
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    window.action_open.trigger()
    assert c.open_cards and c.match.practice
    assert all(window.scene.cards[x].face_up for x in c.game.hands[1])  # every hand face up
    c.send(Draw())
    c.send(Discard("Qs"))
    qtbot.waitUntil(lambda: c.human_to_play, timeout=5000)
    assert c.game.turn == 3 and len(c.history.steps) > 2
    window.action_undo.trigger()  # takes back the computer's turn and my discard
    assert c.game.turn == 1 and c.game.phase == "play" and c.human_to_play
    assert find(window, "Qs") in c.game.hands[0]
    window.action_undo.trigger()  # and my draw
    assert c.game.phase == "draw" and c.game.record()["actions"] == []
    assert not c.can_undo()


def test_hint_finds_the_meld_and_cycles(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    window.action_hint.trigger()  # draw phase: the Js on the pile runs with Qs, Ks
    assert window.scene.toast.text == "Take the discard pile: J♠ can be played at once."
    assert window.scene.frames[("pile",)].state == "target"
    window.action_hint.trigger()
    assert window.scene.toast.text == "Draw a card from the stock."
    c.send(Draw())
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_H)
    first = window.scene.hint
    assert first is not None and first.move is not None
    texts = [first.text]
    for _ in range(len(window._hints) - 1):
        window.action_hint.trigger()
        texts.append(window.scene.hint.text)
    window.action_hint.trigger()
    assert window.scene.hint.text == texts[0]  # cycled back
    assert any(t.startswith("Meld") and "K" in t for t in texts)
    assert any("5♥ 6♥ 7♥ 8♥" in t for t in texts)
    highlighted = [x for x in c.game.hands[0] if window.scene.cards[x].hinted]
    assert set(highlighted) >= set(window.scene.hint.cards)


def test_no_move_hint_says_what_to_do(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    c.send(Draw())
    for cmd in (MeldCards("Kh,Kd,Ks"), MeldCards("5h,6h,7h"), Attach("8h", 1), Attach("Kc", 0)):
        c.send(cmd)
    window.action_hint.trigger()
    assert "discard a card" in window.scene.hint.text


def test_move_log_lines_after_a_scripted_turn(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    click(window, window.scene.layout.stock and _stock(window))
    c.send(MeldCards("Kh,Kd,Ks"))
    c.send(Discard("Qs"))
    qtbot.waitUntil(lambda: c.human_to_play, timeout=5000)
    lines = window.move_log.lines()
    assert lines[:5] == [
        "A new hand is dealt.",
        "You drew 10♠.",
        "You melded K♦ K♥ K♠.",
        "You discarded Q♠.",
        "Opponent (medium) drew a card.",
    ]
    assert lines[5] == "Opponent (medium) discarded A♦."
    c.send(TakePile())
    assert window.move_log.lines()[-1] == "You took the discard pile (3 cards): J♠ Q♠ A♦."


def _stock(window):
    from .helpers import stock_point

    return stock_point(window)


def test_the_single_pile_card_is_marked(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    pile_card = c.game.pile[0]
    c.send(TakePile())
    assert c.game.ban is pile_card
    assert window.scene.cards[pile_card].marker == "\u2715"
    c.send(Discard("Qs"))
    assert window.scene.cards[pile_card].marker is None


def test_cues_last_turn_and_closing(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    scene = window.scene
    c.send(Draw())
    c.send(MeldCards("Kh,Kd,Ks"))
    assert "You can close" not in scene.captions[("cues",)].text()
    game = c.game
    game.pozzetto_taken[0] = True  # a position where the team has its pozzetto
    game.hands[0] = [find(window, "Ah"), find(window, "Ac"), find(window, "Ts")]
    scene.relayout(animate=False)
    assert "You need a buraco to close" in scene.captions[("cues",)].text()
    game.tables[0][0] = game.tables[0][0].__class__.build(
        [x for x in game.all_cards() if x.rank == 13][:7], game.rules
    )
    scene.relayout(animate=False)
    assert "You can close" in scene.captions[("cues",)].text()
    game.last_turn = "stock"
    scene.relayout(animate=False)
    assert "Last turn!" in scene.captions[("cues",)].text()


def test_preferences_applied_at_once(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    width = window.scene.layout.card_w
    window.apply_preferences(
        Preferences(speed="slow", reduce_motion=True, card_size="small", sound=False, thinking="3")
    )
    assert window.controller.search["budget"] == 3.0  # the expert's thinking time (issue 13)
    assert window.speeds.factor == 1.5 and window.speeds.reduce_motion
    assert window.speeds.move <= 90  # reduce motion keeps moves short
    assert window.controller.ai_delay_ms == window.speeds.computer_step
    assert abs(window.scene.layout.card_w - 0.75 * width) < 1.5
    assert not window.sound.enabled and not window.action_sound.isChecked()
    window.action_sound.trigger()  # the toolbar toggle, with no audio device
    assert window.sound.enabled and window.prefs.thinking == "3"
    window.controller.send(Draw())
    assert window.sound.played[-1] == "draw"
    assert card_point(window, find(window, "Qs")) is not None


def test_enter_applies_the_hint_shown(qtbot) -> None:
    """Issue 22: Enter applies the hint on show (the pile take, then a meld), nothing selected."""
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.action_hint.trigger()  # "Take the discard pile: J♠ can be played at once."
    assert window.scene.hint is not None and window.scene.hint.pile
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert c.game.record()["actions"] == [{"player": 0, "draw": "pile"}]
    window.action_hint.trigger()
    hint = window.scene.hint
    assert hint is not None and hint.move is not None
    table = len(c.game.tables[0])
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert len(c.game.tables[0]) == table + (1 if hint.move.kind == "meld" else 0)
    assert not set(hint.cards) & set(c.game.hands[0])
