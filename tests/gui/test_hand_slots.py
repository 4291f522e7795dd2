"""The still hand's places (pure geometry, no Qt): :mod:`burraco_qt.ui.geometry.hand_slots`."""

from __future__ import annotations

from itertools import pairwise

from burraco_qt.ui.geometry.hand_slots import fresh, hold_at, place
from burraco_qt.ui.geometry.rects import Box

BOX = Box(0, 500, 1000, 140)


def test_a_fresh_hand_is_centred_at_its_widest_step() -> None:
    xs = fresh(5, BOX, 100, 60)
    assert [round(b - a, 6) for a, b in pairwise(xs)] == [60] * 4
    assert xs[0] - BOX.x == BOX.right - (xs[-1] + 100)
    assert fresh(0, BOX, 100, 60) == [] and fresh(1, BOX, 100, 60) == [450]


def test_held_cards_keep_their_places_gaps_stay_and_come_back() -> None:
    order = list("abcdef")
    xs, _ = place(order, BOX, 100, 60, None)
    hold = hold_at(order, xs, 100)
    kept, still = place(["a", "b", "e", "f"], BOX, 100, 60, hold)  # c and d left the hand
    assert still is hold and kept == [xs[0], xs[1], xs[4], xs[5]]
    back, _ = place(order, BOX, 100, 60, hold)  # an undo: c and d take their old places
    assert back == xs
    more, _ = place([*order, "g"], BOX, 100, 60, hold)  # a new card: right of the last
    assert more == [*xs, xs[-1] + 60]


def test_a_hold_is_let_go_when_the_cards_no_longer_fit_or_the_size_changed() -> None:
    order = list("abcdefghijklmnop")  # 16 cards: step (1000 - 100) / 15 = 60
    xs, _ = place(order, BOX, 100, 62, None)
    hold = hold_at(order, xs, 100)
    wider, still = place([*order, "q"], BOX, 100, 62, hold)  # no room right of the last
    assert still is None and wider == fresh(17, BOX, 100, 62)
    other, still = place(order, BOX, 90, 62, hold_at(order, xs, 100))  # the size changed
    assert still is None and other == fresh(16, BOX, 90, 62)
    afresh, still = place(list("xyz"), BOX, 100, 62, hold_at(order, xs, 100))  # none of it left
    assert still is None and afresh == fresh(3, BOX, 100, 62)
