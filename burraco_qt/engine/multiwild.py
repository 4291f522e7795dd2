"""Melds with several wildcards (RULES-CASUAL.md R33.2–R33.7, option ``multi_wildcards``).

A set holds 2 to 4 × ``decks`` naturals of one rank and no more wildcards than naturals (R33.2,
amendment A16). A run's
*reading* (R33.6) fixes the ace's value, which same-suit two is natural, and where the run lies;
the wildcards fill the internal gaps and the leftovers extend it past either end (R33.4).
:func:`run_readings` lists every valid reading, :func:`best_reading` applies R33.6's key, and
:func:`arrange_run` gives the cards, values and wildcard order a :class:`~.meld.Meld` shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .buraco import BURACO_BONUS, Buraco, multi_run_class
from .cards import Card
from .errors import InvalidMeld
from .runs import RunParts, invalid

if TYPE_CHECKING:
    from .rules import Rules

#: The longest run with several wildcards: A–K; R5.4's free 14th card aside (R33.4).
MAX_RUN_SPAN = 13


class MultiReading:
    """One valid reading of a run under ``multi_wildcards`` (R33.6).

    ``nat2``: the natural same-suit two or ``None``; ``ace``: 1, 14 or ``None`` (no natural ace);
    ``start``/``length``: the values ``start … start+length-1`` the run covers; ``wilds``: the
    number of active wildcards; ``gaps``: those in internal gaps; ``low``/``high``: leftover
    wildcards below the lowest and above the highest natural; ``free``: R5.4's 14-card run.
    """

    __slots__ = ("ace", "free", "gaps", "high", "length", "low", "nat2", "start", "wilds")

    def __init__(
        self,
        nat2: Card | None,
        ace: int | None,
        start: int,
        length: int,
        wilds: int,
        gaps: int,
        low: int,
        high: int,
        free: bool = False,
    ) -> None:
        self.nat2 = nat2
        self.ace = ace
        self.start = start
        self.length = length
        self.wilds = wilds
        self.gaps = gaps
        self.low = low
        self.high = high
        self.free = free


def _bits(mask: int) -> tuple[int, int, int]:
    return (mask & -mask).bit_length() - 1, mask.bit_length() - 1, mask.bit_count()


def run_readings(parts: RunParts, ace_high: bool) -> tuple[list[MultiReading], str]:
    """Every valid reading of ``parts`` (R33.4, R33.6) and, when there is none, the sub-reason
    of ``invalid_meld``: ``not_consecutive`` (too few wildcards for the gaps) or ``too_long``
    (no room for the leftovers)."""
    out: list[MultiReading] = []
    reason = "not_consecutive"
    total = len(parts.others) + len(parts.twos)
    top = 14 if ace_high else 13
    aces: tuple[int | None, ...] = ((1, 14) if ace_high else (1,)) if parts.ace is not None else (None,)
    for nat2 in [*parts.twos, None]:
        w = total - (0 if nat2 is None else 1)
        base = parts.mask | (4 if nat2 is not None else 0)
        for ace in aces:
            mask = base | (1 << ace) if ace else base
            lo, hi, n = _bits(mask)
            gaps = hi - lo + 1 - n
            if gaps > w:
                continue
            if ace_high and n == 13 and w == 1:  # R5.4: the 13 naturals plus a free wildcard
                if ace == 1:
                    out.append(MultiReading(nat2, 1, 1, 13, 1, 0, 1, 0, free=True))
                continue
            length = n + w
            if length > MAX_RUN_SPAN:
                reason = "too_long"
                continue
            first = max(1, hi - length + 1)
            last = min(lo, top - length + 1)
            if first > last:
                reason = "too_long"
            for start in range(first, last + 1):
                out.append(
                    MultiReading(nat2, ace, start, length, w, gaps, lo - start, start + length - 1 - hi)
                )
    return out, reason


def best_reading(
    parts: RunParts, readings: Sequence[MultiReading], wild_end: str | None, rules: Rules
) -> MultiReading:
    """The reading with the best key of R33.6: (1) a natural same-suit two, (2) more leftovers
    at ``wild_end``, (3) the higher bonus, (4) more wildcards in gaps, (6) the ace low, (5) more
    leftovers low (a free wildcard counts as low), (7) copy 1 is the natural two."""
    n = len(parts.cards)
    best: MultiReading | None = None
    best_key: tuple[int, ...] | None = None
    for r in readings:
        end = 0
        if not r.free:
            end = r.high if wild_end == "high" else r.low if wild_end == "low" else 0
        at_end = r.free or (r.wilds == 1 and r.gaps == 0)
        cls = multi_run_class(n, r.wilds, at_end, rules)
        key = (
            1 if r.nat2 is not None else 0,
            end,
            BURACO_BONUS[cls] if cls is not None else 0,
            r.gaps,
            1 if r.ace != 14 else 0,
            r.low,
            1 if r.nat2 is not None and r.nat2.copy == 1 else 0,
        )
        if best_key is None or key > best_key:
            best, best_key = r, key
    assert best is not None
    return best


class Arranged:
    """A run laid out by a reading: ``cards`` and ``values`` aligned (lowest first, a free
    wildcard last with value ``None``), the active ``wildcards`` in display order with their
    ``wild_values``, the ``buraco`` class and whether the wildcard stands at an end."""

    __slots__ = ("buraco", "cards", "values", "wild_values", "wildcards")

    def __init__(
        self,
        cards: tuple[Card, ...],
        values: tuple[int | None, ...],
        wildcards: tuple[Card, ...],
        wild_values: tuple[int | None, ...],
        buraco: Buraco | None,
    ) -> None:
        self.cards = cards
        self.values = values
        self.wildcards = wildcards
        self.wild_values = wild_values
        self.buraco = buraco


def arrange_run(parts: RunParts, r: MultiReading, order: Sequence[Card], rules: Rules) -> Arranged:
    """The run of ``parts`` read as ``r``; the wildcard values, ascending, go to the active
    wildcards in the order they have in ``order`` (R33.6's display rule)."""
    placed: list[tuple[int, Card]] = []
    wild_ids: set[int] = set()
    for c in parts.cards:
        if c is r.nat2:
            placed.append((2, c))
        elif c.is_wild:
            wild_ids.add(id(c))
        elif c.rank == 1:
            placed.append((r.ace or 1, c))
        else:
            placed.append((c.rank, c))
    wilds = tuple(c for c in order if id(c) in wild_ids)
    if r.free:
        wild_values: tuple[int | None, ...] = (None,)
    else:
        used = {v for v, _ in placed}
        wild_values = tuple(v for v in range(r.start, r.start + r.length) if v not in used)
        placed.extend(zip(wild_values, wilds, strict=True))  # type: ignore[arg-type]
    placed.sort(key=lambda vc: vc[0])
    cards = [c for _, c in placed]
    values: list[int | None] = [v for v, _ in placed]
    if r.free:
        cards.append(wilds[0])
        values.append(None)
    at_end = r.free or (r.wilds == 1 and r.gaps == 0)
    cls = multi_run_class(len(cards), len(wilds), at_end, rules)
    return Arranged(tuple(cards), tuple(values), wilds, wild_values, cls)


def run_of(
    cards: Sequence[Card], order: Sequence[Card], rules: Rules, wild_end: str | None
) -> tuple[RunParts, Arranged]:
    """Read ``cards`` as a run (R33.4–R33.6). Raises ``InvalidMeld`` (``invalid_meld``) with the
    sub-reason of R39.1 when they are not one."""
    if len(cards) > MAX_RUN_SPAN + 1:
        raise invalid("too_long", "a run holds at most 13 cards (14 with the free wildcard)")
    parts = RunParts(cards)
    readings, reason = run_readings(parts, rules.ace_high)
    if not readings:
        if reason == "too_long":
            raise invalid(
                "too_long",
                "there is no room for the wildcards: a run lies within "
                + ("A–A" if rules.ace_high else "A–K"),
            )
        raise invalid("not_consecutive", "the wildcards cannot fill the gaps between the cards")
    r = best_reading(parts, readings, wild_end, rules)
    return parts, arrange_run(parts, r, order, rules)


def max_set_naturals(rules: Rules) -> int:
    """The most naturals of one rank in a set with several wildcards: every copy, 4 × ``decks``
    (RULES-CASUAL.md R33.2, amendment A16: 4, 8 or 12)."""
    return 4 * rules.decks


def check_set(naturals: int, wilds: int, rules: Rules) -> None:
    """Raise the ``invalid_meld`` of a set of ``naturals`` naturals and ``wilds`` wildcards that
    R33.2 refuses: ``too_many_wildcards`` (more wildcards than naturals), ``too_many_naturals``
    (more than 4 × ``decks``, amendment A16), ``too_long`` (more than 8 × ``decks`` cards)."""
    if wilds > naturals:
        raise invalid("too_many_wildcards", "a set may not hold more wildcards than natural cards")
    limit = max_set_naturals(rules)
    if naturals > limit:
        raise invalid("too_many_naturals", f"a set holds at most {limit} natural cards")
    if naturals + wilds > 2 * limit:  # pragma: no cover - implied by the two checks above
        raise invalid("too_long", f"a set holds at most {2 * limit} cards")


def same_rank_naturals(cards: Sequence[Card]) -> int:
    """The rank shared by the naturals of ``cards`` when there are two or more and all share it,
    else 0 (such cards can only be a set, R33.5)."""
    ranks = {c.rank for c in cards if not c.is_wild}
    count = sum(1 for c in cards if not c.is_wild)
    return next(iter(ranks)) if len(ranks) == 1 and count >= 2 else 0


__all__ = [
    "Arranged",
    "InvalidMeld",
    "MultiReading",
    "arrange_run",
    "best_reading",
    "check_set",
    "max_set_naturals",
    "run_of",
    "run_readings",
    "same_rank_naturals",
]
