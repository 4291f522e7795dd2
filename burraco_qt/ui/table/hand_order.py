"""Our hand's arrangement: the sorts, cards coming in by the sort, and the order an undo puts
back (issue 27). The scene keeps the state (``hand_order``, ``sort_mode``); these functions
decide it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ...engine import Card

SUIT_ORDER = {"s": 0, "h": 1, "c": 2, "d": 3, "r": 4, "b": 4}


def rank_key(card: Card) -> tuple[int, int, int]:
    """Sort by rank (ace low, wildcards last), then suit."""
    if card.is_joker:
        return (99, 4, card.id)
    if card.is_two:
        return (98, SUIT_ORDER[card.suit], card.id)
    return (card.rank, SUIT_ORDER[card.suit], card.id)


def suit_key(card: Card) -> tuple[int, int, int]:
    """Sort by suit, then rank; wildcards last."""
    if card.is_wild:
        return (9, rank_key(card)[0], card.id)
    return (SUIT_ORDER[card.suit], card.rank, card.id)


SORTS: dict[str, Callable[[Card], tuple[int, int, int]]] = {"rank": rank_key, "suit": suit_key}


def merge(order: Sequence[Card], hand: Iterable[Card], sorted_in: set[Card], mode: str | None) -> list[Card]:
    """``order`` kept for the cards still in ``hand``; the new ones added: those of
    ``sorted_in`` (from the pile, a pozzetto) by the sort ``mode`` ("rank", "suit"), the others
    (a drawn card, or any with the player's own order, ``None``) at the right end."""
    held = list(hand)
    present = set(held)
    out = [c for c in order if c in present]
    known = set(out)
    key = SORTS.get(mode or "")
    for c in held:
        if c in known:
            continue
        if c in sorted_in and key is not None:
            k = key(c)
            out.insert(next((i for i, o in enumerate(out) if key(o) > k), len(out)), c)
        else:
            out.append(c)
    return out


def sort_of(order: Sequence[Card]) -> str | None:
    """The sort ``order`` is in ("suit", "rank"), or ``None`` (the player's own)."""
    return next((by for by in ("suit", "rank") if list(order) == sorted(order, key=SORTS[by])), None)


def undone(before: Sequence[Card] | None, current: Sequence[Card], hand: Iterable[Card]) -> list[Card]:
    """The order after an undo: ``before`` (the order before the command taken back) for the
    cards back in ``hand``, then any others in ``current``'s order."""
    held = set(hand)
    if before is None:
        return [c for c in current if c in held]
    out = [c for c in before if c in held]
    known = set(out)
    return out + [c for c in current if c in held and c not in known]
