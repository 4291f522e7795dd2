"""Issue 27, item 2: the hand keeps still under the pointer, undo puts each card back where it was,
the pile's and the pozzetto's cards come in by the hand's sort and stay marked as new until the
next action. Real mouse events on the view's viewport (and keys on it) drive the table."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from .decks import DECK_1V1
from .helpers import (
    card_point,
    click,
    find,
    open_table,
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
