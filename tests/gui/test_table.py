"""The table's behaviour: sorting, reordering, refusals, drop highlighting, markers, resizing."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from burraco_qt.engine import Draw, MeldCards
from burraco_qt.engine.errors import ACTION_CODES
from burraco_qt.engine.meld import Meld
from burraco_qt.ui.messages import code_text
from burraco_qt.ui.table.hand_order import rank_key, suit_key

from .decks import DECK_1V1
from .helpers import (
    area_point,
    card_point,
    click,
    drag,
    find,
    meld_point,
    open_table,
    select,
    stock_point,
    vp_point,
)


def hand_xs(window) -> list[float]:
    return [window.scene.cards[c].pos().x() for c in window.scene.hand_order]


def test_sort_buttons(qtbot) -> None:
    window = open_table(qtbot, seed=8)
    window.action_sort_rank.trigger()
    assert window.scene.hand_order == sorted(window.scene.hand_order, key=rank_key)
    xs = hand_xs(window)
    assert xs == sorted(xs)
    window.action_sort_suit.trigger()
    assert window.scene.hand_order == sorted(window.scene.hand_order, key=suit_key)
    assert sorted(window.scene.hand_order, key=lambda c: c.id) == sorted(
        window.controller.game.hands[0], key=lambda c: c.id
    )


def test_drag_within_the_hand_reorders(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    before_engine = list(window.controller.game.hands[0])
    order = list(window.scene.hand_order)
    first, last = order[0], order[-1]
    end = window.scene.cards[last].pos() + QPointF(window.scene.cards[last].width * 0.9, 40)
    drag(window, card_point(window, first), end)
    assert window.scene.hand_order[-1] is first
    assert window.scene.hand_order[:-1] == order[1:]
    assert list(window.controller.game.hands[0]) == before_engine  # display order only
    xs = hand_xs(window)
    assert xs == sorted(xs)


def test_refusal_says_why_and_changes_nothing(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    game = window.controller.game
    record = json.dumps(game.record())
    queen = find(window, "Qs")
    click(window, card_point(window, queen), Qt.MouseButton.RightButton)  # discard before drawing
    assert window.scene.toast.text == code_text("draw_first")
    assert window.scene.toast.opacity() == 1.0
    assert json.dumps(game.record()) == record
    click(window, stock_point(window))
    record = json.dumps(game.record())
    select(window, "Kh", "Qs")
    click(window, area_point(window))  # two cards are no meld
    assert window.scene.toast.text == "A meld needs at least three cards."  # one reason
    assert "at least three cards" in window.scene.toast.text
    assert json.dumps(game.record()) == record
    assert len(game.tables[0]) == 0 and len(game.hands[0]) == 12
    # a refused drag: the card goes back to its place in the hand, nothing changes
    window.scene.selected.clear()
    window.scene.relayout(animate=False)
    seven = find(window, "7h")
    home = window.scene.cards[seven].pos()
    drag(window, card_point(window, seven), area_point(window))  # one card is no meld
    item = window.scene.cards[seven]
    item.finish()
    assert item.pos() == home
    assert seven in game.hands[0] and json.dumps(game.record()) == record
    assert "at least three cards" in window.scene.toast.text


def test_drop_targets_are_highlighted_while_dragging(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    c.send(Draw())
    c.send(MeldCards("5h,6h,7h"))
    eight = find(window, "8h")
    vp = window.view.viewport()
    a = vp_point(window, card_point(window, eight))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(vp, a + (vp_point(window, meld_point(window, 0)) - a) * 0.5)
    frames = window.scene.frames
    mine = 0
    assert frames[("meld", mine, 0)].state in ("accept", "target")
    assert frames[("pile",)].state == "accept"  # one card: discarding is allowed
    assert frames[("area", mine)].state == "idle"  # one card is no new meld
    QTest.mouseMove(vp, vp_point(window, meld_point(window, 0)))
    assert frames[("meld", mine, 0)].state == "target"
    QTest.mouseRelease(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, vp_point(window, meld_point(window, 0))
    )
    assert c.game.tables[0][0].notation() == "5h,6h,7h,8h"
    assert all(f.state == "idle" for f in frames.values())
    # a card no meld takes: the meld is not highlighted
    king = find(window, "Kh")
    a = vp_point(window, card_point(window, king))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(vp, a + QPointF(0, -60).toPoint())
    assert frames[("meld", mine, 0)].state == "idle"
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)


def test_wildcard_marked_with_its_rank_and_natural_two_not(qtbot) -> None:
    window = open_table(qtbot, seed=2)
    scene = window.scene
    game = window.controller.game
    rules = game.rules
    pool = [x for x in game.all_cards()]

    def pick(short):
        return next(x for x in pool if x.short == short)

    run = Meld.build([pick("5d"), pick("7d"), pick("wr")], rules)
    natural = Meld.build([pick("As"), pick("2s"), pick("3s")], rules)
    for cards in ([pick("5d"), pick("7d"), pick("wr")], [pick("As"), pick("2s"), pick("3s")]):
        for x in cards:
            for zone in (game.hands, game.pozzetti):
                for h in zone:
                    if x in h:
                        h.remove(x)
            if x in game._stock:
                game._stock.remove(x)
            if x in game._pile:
                game._pile.remove(x)
    game.tables[0] = [run, natural]
    scene.relayout(animate=False)
    assert scene.cards[pick("wr")].marker == "6"
    assert scene.cards[pick("2s")].marker is None
    positions = [scene.cards[x].pos().x() for x in run.cards]
    assert positions == sorted(positions)
    assert run.cards[1] is pick("wr")  # drawn where it stands


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (800, 600), (640, 480)])
def test_resize_keeps_every_card_inside(qtbot, size: tuple[int, int]) -> None:
    window = open_table(qtbot, players=4, seed=3, autoplay=True)
    c = window.controller
    c.set_paused(True)
    c.paused = False
    while sum(len(t) for t in c.game.tables) < 7:  # the computers fill the table
        assert not c.game.over
        assert c.step()
    window.resize(*size)
    QTest.qWait(10)
    scene = window.scene
    rect = scene.sceneRect()
    view_rect = window.view.viewport().rect()
    assert rect.width() == view_rect.width() and rect.height() == view_rect.height()
    for item in scene.cards.values():
        item.finish()
        r = item.sceneBoundingRect().adjusted(2, 2, -2, -2)
        assert rect.contains(r), (item.card, r, rect)
    assert sum(len(t) for t in c.game.tables) > 4


def test_every_error_code_has_a_sentence(qapp) -> None:
    fallback = code_text("no_such_code")
    for code in ACTION_CODES:
        assert code_text(code) != fallback, code


def test_keyboard_draw_select_and_meld(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    view = window.view
    view.setFocus()
    QTest.keyClick(view.viewport(), Qt.Key.Key_D)
    game = window.controller.game
    assert game.phase == "play"
    select(window, "Kh", "Kd", "Ks")
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    assert len(game.tables[0]) == 1
    window.scene.selected = [find(window, "Kc")]
    QTest.keyClick(view.viewport(), Qt.Key.Key_1)
    assert len(game.tables[0][0]) == 4
    assert meld_point(window, 0) is not None


def test_animations_and_pictures_do_not_pile_up(qtbot) -> None:
    """Finished animations are deleted; the picture cache keeps only the latest card widths."""
    from PySide6.QtCore import QPropertyAnimation

    from burraco_qt.ui.table.speeds import Speeds

    window = open_table(qtbot, seed=8)
    window.scene.speeds = Speeds(1.0)
    for i in range(20):
        window.scene.sort_hand("rank" if i % 2 else "suit")

    def alive() -> int:
        return sum(len(item.findChildren(QPropertyAnimation)) for item in window.scene.cards.values())

    qtbot.waitUntil(lambda: alive() < 5, timeout=30000)  # as the animations end they go
    for width in range(700, 1300, 20):
        window.resize(width, 700)
        QTest.qWait(1)
        window.grab()
    assert len({k[1] for k in window.scene.art._pixmaps}) <= window.scene.art.KEEP_WIDTHS


def test_step_plays_one_computer_command_without_a_timer(qapp) -> None:
    from burraco_qt.model import GameController, MatchOptions

    c = GameController(MatchOptions(2, seed=4), human_seat=None, ai_delay_ms=0)
    c.paused = True
    seen = []
    c.eventsApplied.connect(lambda seat, events: seen.append(seat))
    assert c.step() and len(seen) == 1
    assert not c._timer.isActive() and c.paused
    human = GameController(MatchOptions(2, seed=4), human_seat=0, ai_delay_ms=0)
    assert human.game.current == 0 and not human.step()  # the human's turn: nothing to do
