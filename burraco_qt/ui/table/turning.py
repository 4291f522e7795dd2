"""The table turns to the person to play (hot seat, issue 31).

With two or more people at the computer the table's seat (the seat drawn at the bottom) follows
the person to play. Each person's hand keeps its own arrangement: :class:`Arrangements` keeps the
order (and sort) each seat's hand had when the table turned away from it, and gives it back, with
the cards that came in since put in by the hand's sort (:func:`~.hand_order.merge`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hand_order import merge, suit_key

if TYPE_CHECKING:
    from ...engine import Card
    from .scene import TableScene


class Arrangements:
    """Each seat's hand arrangement while the table shows another seat."""

    def __init__(self) -> None:
        self.seat: int | None = None  # the seat the scene's hand order belongs to
        self._kept: dict[int, tuple[list[Card], str | None]] = {}

    def clear(self, seat: int) -> None:
        """A new hand: nobody's arrangement is kept; the scene shows ``seat``'s."""
        self._kept.clear()
        self.seat = seat

    def turn(self, scene: TableScene, seat: int) -> bool:
        """Turn the table to ``seat`` (``True`` if it turned): keep the hand order of the seat
        shown so far, give ``seat`` back its own (its new cards by its sort; a seat never shown
        yet, sorted by suit), forget the selection, the new-card marks, the still hand and the
        undo orders (those were the other person's)."""
        if seat == self.seat:
            return False
        if self.seat is not None:
            self._kept[self.seat] = (list(scene.hand_order), scene.sort_mode)
        self.seat = seat
        hand = list(scene.game.hand)
        kept = self._kept.get(seat)
        if kept is None:
            scene.hand_order, scene.sort_mode = sorted(hand, key=suit_key), "suit"
        else:
            order, sort = kept
            scene.hand_order = merge(order, hand, set(hand) - set(order), sort)
            scene.sort_mode = sort
        scene.selected.clear()
        scene.fresh.clear()
        scene.clear_hint()
        scene.focus_card = None
        scene.focus_meld = None
        scene.hold = None
        scene.forget_orders()
        return True
