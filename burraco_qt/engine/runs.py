"""Run readings (RULES.md R5.1–R5.6): every valid reading of a multiset of cards, and the best one.

A reading fixes the ace's value (1 or 14), which same-suit two is natural, and the wildcard's
value (or that it is the free 14th card). :class:`RunParts` splits the cards by role and lists
the valid readings; :meth:`RunParts.best` applies the key of R5.6.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .buraco import BURACO_BONUS, run_bonus_class
from .cards import Card
from .errors import InvalidMeld

if TYPE_CHECKING:
    from .rules import Rules


def invalid(reason: str, message: str) -> InvalidMeld:
    """An ``invalid_meld`` error with sub-reason ``reason``."""
    return InvalidMeld("invalid_meld", message, reason)


class Reading:
    """One valid reading of a run (R5.5): the natural two, the ace's value, the wildcard's value."""

    __slots__ = ("ace", "free", "nat2", "wild", "wv")

    def __init__(
        self, nat2: Card | None, ace: int | None, wild: Card | None, wv: int | None, free: bool
    ) -> None:
        self.nat2 = nat2
        self.ace = ace
        self.wild = wild
        self.wv = wv
        self.free = free


class RunParts:
    """The cards of a prospective run split by role (R5.1): naturals, same-suit twos, others."""

    __slots__ = ("ace", "cards", "mask", "others", "suit", "twos")

    def __init__(self, cards: Sequence[Card]) -> None:
        self.cards = cards
        suit = None
        mask = 0
        ace = None
        twos: list[Card] = []
        wild_twos: list[Card] = []
        others: list[Card] = []
        for c in cards:
            if c.is_joker:
                others.append(c)
            elif c.is_two:
                wild_twos.append(c)
            else:
                if suit is None:
                    suit = c.suit
                elif c.suit != suit:
                    raise invalid("mixed_suits", "a run's cards must all be of one suit")
                if c.rank == 1:
                    if ace is not None:
                        raise invalid("duplicate_rank", "a run cannot hold two aces")
                    ace = c
                else:
                    bit = 1 << c.rank
                    if mask & bit:
                        raise invalid("duplicate_rank", "a run cannot hold two cards of the same value")
                    mask |= bit
        if suit is None:
            raise invalid("wildcards_only", "a meld needs a natural card that is not a two")
        for c in wild_twos:
            (twos if c.suit == suit else others).append(c)
        twos.sort(key=lambda c: c.copy)
        self.suit = suit
        self.mask = mask
        self.ace = ace
        self.twos = twos
        self.others = others

    def readings(self, ace_high: bool = True) -> list[Reading]:
        """Every valid reading (R5.5) of these cards; without ``ace_high`` the ace is 1 only,
        nothing follows the king and there is no free 14th card (RULES-CASUAL.md R33.3)."""
        out: list[Reading] = []
        top = 14 if ace_high else 13
        twos = self.twos
        n_other = len(self.others)
        choices: list[Card | None] = [*twos, None]
        for nat2 in choices:
            n_wild = n_other + len(twos) - (0 if nat2 is None else 1)
            if n_wild > 1:
                continue
            wild: Card | None = None
            if n_wild == 1:
                wild = self.others[0] if n_other else (twos[0] if twos[0] is not nat2 else twos[1])
            base = self.mask | (4 if nat2 is not None else 0)
            for ace in ((1, 14) if ace_high else (1,)) if self.ace is not None else (None,):
                mask = base | (1 << ace) if ace else base
                lo = (mask & -mask).bit_length() - 1
                hi = mask.bit_length() - 1
                count = mask.bit_count()
                missing = hi - lo + 1 - count
                if wild is None:
                    if missing == 0:
                        out.append(Reading(nat2, ace, None, None, False))
                    continue
                if count == 13:
                    if ace == 1 and ace_high:  # the full suit: one free reading, ace counted low (R5.4)
                        out.append(Reading(nat2, 1, wild, None, True))
                    continue
                if missing == 1:
                    gap = ((~mask) & ((1 << hi) - 1) & ~((1 << lo) - 1)).bit_length() - 1
                    out.append(Reading(nat2, ace, wild, gap, False))
                elif missing == 0:
                    if lo > 1:
                        out.append(Reading(nat2, ace, wild, lo - 1, False))
                    if hi < top:
                        out.append(Reading(nat2, ace, wild, hi + 1, False))
        return out

    def best(self, readings: list[Reading], wild_end: str | None, rules: Rules) -> Reading:
        """The reading with the best key (R5.6)."""
        n = len(self.cards)
        best = None
        best_key = None
        for r in readings:
            wv = r.wv
            if r.free:
                at_end, low, gap = True, 1, 0
                end_ok = 0
            elif wv is None:
                at_end, low, gap, end_ok = False, 0, 1, 0
            else:
                mask = self.mask | (4 if r.nat2 is not None else 0)
                if r.ace:
                    mask |= 1 << r.ace
                lo = (mask & -mask).bit_length() - 1
                hi = mask.bit_length() - 1
                is_low = wv < lo
                is_high = wv > hi
                at_end = is_low or is_high
                gap = 0 if at_end else 1
                low = 1 if is_low else 0
                end_ok = 1 if (wild_end == "low" and is_low) or (wild_end == "high" and is_high) else 0
            cls = run_bonus_class(n, r.wild, at_end, rules)
            key = (
                1 if r.nat2 is not None else 0,
                end_ok,
                BURACO_BONUS[cls] if cls is not None else 0,
                gap,
                low,
                1 if r.ace != 14 else 0,
                1 if r.nat2 is not None and r.nat2.copy == 1 else 0,
            )
            if best_key is None or key > best_key:
                best, best_key = r, key
        assert best is not None
        return best


def run_failure(parts: RunParts) -> InvalidMeld:
    n_wild = len(parts.others) + len(parts.twos)
    if n_wild > 2 or (n_wild == 2 and not parts.twos):
        return invalid("too_many_wildcards", "a meld holds at most one wildcard")
    mask = parts.mask | ((1 << 1) if parts.ace is not None else 0)
    if n_wild >= 1 and mask.bit_count() + (1 if parts.twos else 0) >= 13:
        return invalid("too_long", "there is no room for the wildcard")
    return invalid(
        "not_consecutive", "the cards are not consecutive (at most one gap, filled by the one wildcard)"
    )
