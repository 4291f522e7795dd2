"""The table turns to the person to play (hot seat, issue 31).

With two or more people at the computer the table's seat (the seat drawn at the bottom) follows
the person to play. Each person's hand keeps its own arrangement: :class:`Arrangements` keeps the
order (and sort) each seat's hand had when the table turned away from it, and gives it back, with
the cards that came in since put in by the hand's sort (:func:`~.hand_order.merge`).

The kept arrangements are card ids in the controller's ``arrangements`` (by seat), never cards in
the scene: while one person sits at the bottom the table holds nothing of another's hand. The
autosave writes them beside the bottom seat's order (``table["hands"]``), so a resumed hot-seat
match gives each person their own arrangement back when their turn comes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .hand_order import merge, suit_key

if TYPE_CHECKING:
    from ...engine import Card
    from ...model import GameController
    from .scene import TableScene


class Arrangements:
    """Each seat's hand arrangement while the table shows another seat, kept in
    ``controller.arrangements`` (seat -> (card ids in order, sort)), which holds the whole game
    anyway."""

    def __init__(self, controller: GameController) -> None:
        self.seat: int | None = None  # the seat the scene's hand order belongs to
        self._controller = controller

    @property
    def _kept(self) -> dict[int, tuple[list[int], str | None]]:
        return self._controller.arrangements

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
            self._kept[self.seat] = ([c.id for c in scene.hand_order], scene.sort_mode)
        self.seat = seat
        hand = list(scene.game.hand)
        kept = self._kept.pop(seat, None)
        if kept is None:
            scene.hand_order, scene.sort_mode = sorted(hand, key=suit_key), "suit"
        else:
            order, sort = _cards(kept[0], hand), kept[1]
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

    def saved(self, scene: TableScene) -> dict[str, dict[str, Any]]:
        """Every person's arrangement as the autosave writes it (``table["hands"]``): ``{"seat":
        {"hand_order": [card ids], "sort": "suit" | "rank" | None}}``, the scene's seat's (its
        hand now) and the kept ones."""
        hands = dict(self._kept)
        hands[scene.seat] = ([c.id for c in scene.hand_order], scene.sort_mode)
        return {str(p): {"hand_order": list(o), "sort": s} for p, (o, s) in sorted(hands.items())}

    def restore(self, scene: TableScene, hands: dict[int, tuple[list[int], str | None]]) -> None:
        """Put back a resumed match's arrangements (``hands``: seat -> (card ids, sort), as
        :func:`~burraco_qt.storage.autosave.table_state` reads them): the scene's seat's goes
        to the scene's hand (a seat not saved: sorted by suit), the others are kept for their
        turn."""
        seat = scene.seat
        self._kept.clear()
        self._kept.update((p, (list(o), s)) for p, (o, s) in hands.items() if p != seat)
        self.seat = seat
        hand = list(scene.game.hand)
        ids, sort = hands.get(seat, ([], "suit"))
        order = _cards(ids, hand)
        scene.hand_order = merge(order, hand, set(hand) - set(order), sort)
        scene.sort_mode = sort


def _cards(ids: list[int], hand: list[Card]) -> list[Card]:
    """The cards of ``ids`` still in ``hand``, in that order (each once)."""
    by_id = {c.id: c for c in hand}
    return [by_id[i] for i in dict.fromkeys(ids) if i in by_id]
