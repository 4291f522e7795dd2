"""Where the player's hand cards lie, and the still hand (pure Python, no Qt).

A hand is laid out centred in its box (:func:`fresh`). While the pointer is on the hand (or,
with the keyboard, until the next key action) a :class:`HandHold` keeps every card where it was
drawn: after an action the cards still in the hand stay put and the gap of the cards that left
stays open, cards that come back (an undo) take their old places, and new cards go right of the
last one. The gap closes when the hold is let go (:meth:`HandHold.release` by the table).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

from .rects import Box


@dataclass(slots=True)
class HandHold:
    """The places kept: ``slots`` the x of every card placed while held (also of cards that
    left the hand, for an undo), ``step`` the step of cards that come in, ``width`` the hand
    card width kept (the layout is pinned to it), ``keys`` made by a key (let go at the next
    key action, not when the pointer leaves)."""

    width: float
    step: float
    slots: dict[Hashable, float] = field(default_factory=dict)
    keys: bool = False


def fresh(n: int, box: Box, card_w: float, widest: float) -> list[float]:
    """The x of ``n`` cards ``card_w`` wide centred in ``box``, ``widest`` apart at most."""
    if n == 0:
        return []
    step = max(0.0, min(widest, (box.w - card_w) / (n - 1))) if n > 1 else 0.0
    start = box.x + (box.w - (card_w + (n - 1) * step)) / 2
    return [start + i * step for i in range(n)]


def place(
    order: Sequence[Hashable], box: Box, card_w: float, widest: float, hold: HandHold | None
) -> tuple[list[float], HandHold | None]:
    """The x of each card of ``order`` and the hold still valid (``None``: it was let go, the
    hand is laid out afresh): the held places when the cards are held at this width and every
    card, the new ones after the last, still fits ``box``."""
    if hold is not None and abs(hold.width - card_w) < 0.01:
        xs = _held(order, box, card_w, hold)
        if xs is not None:
            return xs, hold
    return fresh(len(order), box, card_w, widest), None


def _held(order: Sequence[Hashable], box: Box, card_w: float, hold: HandHold) -> list[float] | None:
    known = [hold.slots[c] for c in order if c in hold.slots]
    if not known:
        return None  # nothing of the held hand is left (a pozzetto picked up): afresh
    right = max(known)
    xs = []
    for c in order:
        x = hold.slots.get(c)
        if x is None:
            right += hold.step
            x = right
        xs.append(x)
    if min(xs) < box.x - 0.5 or max(xs) + card_w > box.right + 0.5:
        return None
    for c, x in zip(order, xs, strict=True):
        hold.slots[c] = x
    return xs


def hold_at(order: Sequence[Hashable], xs: Sequence[float], width: float, keys: bool = False) -> HandHold:
    """A hold of the cards ``order`` where they lie now (``xs``)."""
    step = (xs[-1] - xs[0]) / (len(xs) - 1) if len(xs) > 1 else width * 0.5
    return HandHold(width, step, dict(zip(order, xs, strict=True)), keys)
