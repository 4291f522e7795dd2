"""Issue 27, item 2: the hand keeps still under the pointer, undo puts each card back where it was,
the pile's and the pozzetto's cards come in by the hand's sort and stay marked as new until the
next action. Real mouse events on the view's viewport (and keys on it) drive the table."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

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
    pile_point,
    select,
    shorts,
    stock_point,
    vp_point,
)


def _xs(window) -> dict:
    """Where each card of our hand rests (its place, not mid-animation)."""
    scene = window.scene
    return {c: scene.cards[c].target.x() for c in scene.hand_order}


def _hover(window, point: QPointF) -> None:
    QTest.mouseMove(window.view.viewport(), vp_point(window, point))


def _away(window) -> None:
    """The pointer onto the felt, above the melds (two moves: Qt drops a move to where the
    pointer already is, as an earlier test may have left it)."""
    spot = QPointF(window.scene.layout.width / 2, window.scene.layout.meld_areas[1].y + 4)
    _hover(window, spot)
    _hover(window, spot + QPointF(3, 1))


def _compact(window) -> bool:
    """The hand centred with one step between its cards, no gap (places are whole pixels)."""
    xs = sorted(_xs(window).values())
    steps = [b - a for a, b in pairwise(xs)]
    box = window.scene.layout.hands[0]
    w = window.scene.layout.card_w
    centred = abs((xs[0] - box.x) - (box.right - (xs[-1] + w))) < 2.0
    return (not steps or max(steps) - min(steps) <= 1.0) and centred


def _key(window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.view.viewport(), key, modifier)


def test_no_card_moves_under_a_still_pointer_after_a_discard(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    click(window, stock_point(window))  # draw: 12 cards
    scene = window.scene
    queen = find(window, "Qs")
    spot = card_point(window, queen)
    _hover(window, spot)
    assert scene.input.hand_card_at(spot) is queen and scene.hold is not None
    before = _xs(window)
    width = scene.layout.card_w
    click(window, spot, Qt.MouseButton.RightButton)  # discard it where the pointer rests
    assert window.controller.game.pile[-1] is queen
    after = _xs(window)
    assert after == {c: x for c, x in before.items() if c is not queen}  # nobody moved
    assert scene.layout.card_w == width  # nor changed size
    qtbot.waitUntil(lambda: window.controller.human_to_play, timeout=5000)  # the computer plays
    assert _xs(window) == after  # still, while the pointer stays
    _away(window)
    assert scene.hold is None and _compact(window)  # the gap closed when it left


def test_melding_by_keys_under_a_still_pointer_leaves_the_gap_until_it_leaves(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    click(window, stock_point(window))
    kings = select(window, "Kh", "Kd", "Ks")  # clicked: the pointer is on the hand
    rest = [c for c in window.scene.hand_order if c not in kings]
    before = _xs(window)
    _key(window, Qt.Key.Key_Return)  # meld the selection with the pointer still on the hand
    assert [shorts(m.cards) for m in window.controller.game.tables[0]] == [["Kd", "Kh", "Ks"]]
    assert _xs(window) == {c: before[c] for c in rest}
    _key(window, Qt.Key.Key_Right)  # a key does not let a pointer's hold go
    assert _xs(window) == {c: before[c] for c in rest}
    _away(window)
    assert _compact(window)


def test_with_the_keyboard_the_gap_closes_at_the_next_key_action(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    click(window, stock_point(window))
    _away(window)
    scene = window.scene
    order = scene.hand_order
    for name in ("Kh", "Kd", "Ks"):  # focus and select each king with the keyboard
        target = order.index(find(window, name))
        _key(window, Qt.Key.Key_Left)
        while order.index(scene.focus_card) != target:
            _key(window, Qt.Key.Key_Right if order.index(scene.focus_card) < target else Qt.Key.Key_Left)
        _key(window, Qt.Key.Key_Space)
    before = _xs(window)
    kings = list(scene.selected)
    _key(window, Qt.Key.Key_Return)
    assert len(window.controller.game.tables[0]) == 1
    assert _xs(window) == {c: x for c, x in before.items() if c not in kings}  # the gap stays
    _key(window, Qt.Key.Key_Right)  # the next key action closes it
    assert scene.hold is None and _compact(window)


def test_undo_puts_each_card_back_where_it_was(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    click(window, stock_point(window))
    scene = window.scene
    window.scene.sort_hand("rank")  # a middle stretch of the hand: 5h 6h 7h
    _away(window)
    order, places = list(scene.hand_order), _xs(window)
    select(window, "5h", "6h", "7h")
    click(window, area_point(window))  # melded; the hand closes up (the pointer is away)
    assert len(scene.hand_order) == 9 and _compact(window)
    undo = window.actions_.toolbar.widgetForAction(window.action_undo)
    assert isinstance(undo, QToolButton)
    QTest.mouseClick(undo, Qt.MouseButton.LeftButton)  # Undo, with the mouse
    assert not window.controller.game.tables[0]
    assert scene.hand_order == order and _xs(window) == places  # back in their places


def test_undo_under_a_still_pointer_fills_the_gap_it_left(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    click(window, stock_point(window))
    scene = window.scene
    select(window, "5h", "6h", "7h")  # the pointer stays on the hand from here on
    places = _xs(window)
    _key(window, Qt.Key.Key_Return)
    assert len(scene.hand_order) == 9
    window.action_undo.trigger()  # Ctrl+Z, the pointer still on the hand
    assert len(scene.hand_order) == 12 and not window.controller.game.tables[0]
    assert _xs(window) == places and scene.hold is not None


def test_the_pile_and_the_pozzetto_come_in_by_the_sort_marked_new(qtbot) -> None:
    """The whole hand of ``DECK_1V1`` with the mouse, sorted by rank: the discard pile taken, then
    the pozzetto picked up al volo; each time the new cards go in by rank and stay outlined
    until the player's next command."""
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    game = c.game
    scene = window.scene
    sort = window.actions_.toolbar.widgetForAction(window.action_sort_rank)
    QTest.mouseClick(sort, Qt.MouseButton.LeftButton)
    assert scene.sort_mode == "rank"
    click(window, stock_point(window))
    drawn = find(window, "Ts")
    assert scene.hand_order[-1] is drawn and scene.fresh == {drawn}  # a drawn card: at the end
    select(window, "Kh", "Kd", "Ks")
    click(window, area_point(window))
    assert scene.fresh == set()  # the next command: no longer new
    select(window, "7h", "5h", "6h")
    click(window, area_point(window))
    drag(window, card_point(window, find(window, "8h")), meld_point(window, 1))  # attach
    select(window, "Kc")
    click(window, meld_point(window, 0))
    queen = find(window, "Qs")
    click(window, card_point(window, queen), Qt.MouseButton.RightButton)
    qtbot.waitUntil(lambda: c.human_to_play, timeout=5000)
    pile = list(game.pile)
    held = list(scene.hand_order)
    click(window, pile_point(window))  # take the discard pile
    assert game.pile == [] and set(pile) <= set(game.hands[0])
    assert scene.fresh == set(pile)  # every card of the pile is new
    ordered = [x for x in scene.hand_order if x in pile]
    assert ordered == sorted(pile, key=rank_key)
    kept = [x for x in scene.hand_order if x not in pile]
    assert kept == held  # the others keep their order
    assert scene.hand_order == sorted(scene.hand_order, key=rank_key)  # all by rank
    for item_card in pile:
        assert scene.cards[item_card].outline_color() is not None
    aces = [x.short for x in game.hands[0] if x.rank == 1]
    select(window, *aces)
    click(window, area_point(window))
    assert scene.fresh == set()
    run = [x.short for x in game.hands[0]]
    select(window, *run)
    click(window, area_point(window))  # the whole hand: the pozzetto al volo
    assert game.pozzetto_taken[0] and len(game.hands[0]) == 11
    assert scene.fresh == set(game.hands[0])  # the pozzetto's cards are new …
    assert scene.hand_order == sorted(game.hands[0], key=rank_key)  # … and sorted by rank
    select(window, "6d", "6s", "6h")
    click(window, area_point(window))
    assert scene.fresh == set()  # … until the next command


def test_a_manual_order_takes_the_pile_at_the_right_end(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    c = window.controller
    scene = window.scene
    click(window, stock_point(window))
    first = scene.hand_order[0]
    end = scene.layout.hands[0]
    drag(window, card_point(window, first), QPointF(end.right - 4, end.y + end.h / 2))  # reorder
    assert scene.sort_mode is None and scene.hand_order[-1] is first
    queen = find(window, "Qs")
    click(window, card_point(window, queen), Qt.MouseButton.RightButton)
    qtbot.waitUntil(lambda: c.human_to_play, timeout=5000)
    pile = list(c.game.pile)
    held = list(scene.hand_order)
    _away(window)
    click(window, pile_point(window))
    assert scene.hand_order == held + pile  # in the pile's order, after the player's own
    assert scene.hand_order != sorted(scene.hand_order, key=suit_key)
