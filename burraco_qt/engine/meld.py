"""Melds: sets and runs, their reading, buraco classes, and attaching (RULES.md sections 3–6).

A :class:`Meld` is immutable. :meth:`Meld.build` lays new cards as a meld (R4, R5.1–R5.7);
:meth:`Meld.attach` returns the meld with more cards, under the wildcard lock (R5.9) or
``free_wild_moves`` (R5.10). Every meld exposes its *reading* (RULES.md section 20): the value each
card stands at, the active wildcard and what it stands for, and the ace's end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .buraco import BURACO_BONUS, Buraco, multi_set_class, run_bonus_class, set_bonus_class
from .cards import RANK_CHARS, Card, CardSpec, UnresolvedCard, parse_cards, resolve_specs
from .errors import InvalidMeld
from .multiwild import check_set, run_of, same_rank_naturals
from .runs import Reading, RunParts, invalid, run_failure

if TYPE_CHECKING:
    from .rules import Rules


_MAX_RUN = 14


def _max_set_naturals(rules: Rules) -> int:
    """At most every copy of a rank: 4 × ``decks`` naturals in a set (R4.1, RULES-MULTI R22.7);
    8 with 1 or 2 decks, as R4.1 says (with one deck the four copies limit a set anyway)."""
    return max(8, 4 * rules.decks)


def value_letter(value: int) -> str:
    """The rank letter of a run value (1 and 14 are both ``A``)."""
    return "A" if value in (1, 14) else RANK_CHARS[value - 1]


class Meld:
    """A set or a run on a team's table, with its reading (R4, R5, section 20).

    Attributes:
        kind: ``"set"`` or ``"run"``.
        cards: the cards arranged (a run from lowest to highest value, a free wildcard last; a set
            naturals first, the wildcard last).
        values: aligned with ``cards``: each card's value 1–14 in a run (``None`` for a free
            wildcard); the set's rank for every card of a set.
        wildcards: the active wildcards in display order (RULES-CASUAL.md R33.6: for a new meld
            the order the cards were given, after an attach the previous ones first); at most
            one without ``multi_wildcards``.
        wild_values: aligned with ``wildcards``: the run value each stands for (ascending,
            ``None`` for the free wildcard), the set's rank in a set.
        wildcard: the first active wildcard, or ``None`` (a natural two is not a wildcard).
        wild_value: the value the first wildcard stands for; ``None`` when free or absent.
        wild_free: whether the wildcard is the free 14th card (R5.4).
        ace: ``"low"``/``"high"`` for a run with a natural ace, else ``None``.
        rank: the set's rank (1–13), ``None`` for a run.
        suit: the run's suit letter, ``None`` for a set.
        buraco: the :class:`Buraco` class or ``None`` (fewer than 7 cards).
        bonus: the buraco bonus under the meld's rules (0 when not a buraco).
        points: the card points of its cards (R1.6).
    """

    __slots__ = (
        "ace",
        "buraco",
        "cards",
        "kind",
        "rank",
        "rules",
        "suit",
        "values",
        "wild_free",
        "wild_value",
        "wild_values",
        "wildcard",
        "wildcards",
    )

    kind: str
    cards: tuple[Card, ...]
    values: tuple[int | None, ...]
    wildcard: Card | None
    wild_value: int | None
    wildcards: tuple[Card, ...]
    wild_values: tuple[int | None, ...]
    wild_free: bool
    ace: str | None
    rank: int | None
    suit: str | None
    buraco: Buraco | None
    rules: Rules

    # ------------------------------------------------------------------ building
    @classmethod
    def build(
        cls, cards: str | Sequence[Card] | Sequence[CardSpec], rules: Rules, wild_end: str | None = None
    ) -> Meld:
        """Lay ``cards`` as a new meld under ``rules`` (R4, R5.1–R5.7).

        ``cards`` is meld notation (resolved against the rules' deck by R1.4), card specs, or
        physical cards, in any order. ``wild_end`` (``None``, ``"low"``, ``"high"``) asks for the
        run's wildcard at that end when a reading allows it (R5.7).

        Raises ``ValueError`` for malformed notation or a bad ``wild_end``; ``InvalidMeld`` with
        ``code`` ``invalid_meld`` (and a ``reason``), ``set_not_allowed`` or
        ``set_rank_not_allowed`` when the cards are not a meld these rules allow.
        """
        _check_wild_end(wild_end)
        physical = _to_cards(cards, rules)
        return cls.build_cards(physical, rules, wild_end)

    @classmethod
    def build_cards(cls, cards: Sequence[Card], rules: Rules, wild_end: str | None) -> Meld:
        """:meth:`build` from physical cards, ``wild_end`` already checked: the fast path of the
        rule checks, the meld finder and the computers (no notation, no resolving)."""
        n = len(cards)
        if n < 3:
            raise invalid("too_short", "a meld needs at least 3 cards")
        first_rank = 0
        same_rank = True
        n_nat = 0
        for c in cards:
            if not c.is_wild:
                n_nat += 1
                if first_rank == 0:
                    first_rank = c.rank
                elif c.rank != first_rank:
                    same_rank = False
        if n_nat == 0:
            raise invalid("wildcards_only", "a meld needs a natural card that is not a two")
        if rules.multi_wildcards:
            if same_rank and n_nat >= 2:
                return cls._build_multi_set(cards, first_rank, n_nat, rules, cards)
            parts, arranged = run_of(cards, cards, rules, wild_end)
            return cls._from_arranged(parts, arranged, rules)
        if same_rank and n_nat >= 2:
            return cls._build_set(cards, first_rank, n_nat, rules)
        if n > _MAX_RUN:
            raise invalid("too_long", "a run holds at most 14 cards")
        parts = RunParts(cards)
        readings = parts.readings(rules.ace_high)
        if not readings:
            raise run_failure(parts)
        return cls._from_reading(parts, parts.best(readings, wild_end, rules), rules)

    @classmethod
    def _build_set(cls, cards: Sequence[Card], rank: int, n_nat: int, rules: Rules) -> Meld:
        n = len(cards)
        if n - n_nat > 1:
            raise invalid("too_many_wildcards", "a meld holds at most one wildcard")
        limit = _max_set_naturals(rules)
        if n_nat > limit:
            raise invalid("too_many_naturals", f"a set holds at most {limit} natural cards")
        if n > limit + 1:
            raise invalid("too_long", f"a set holds at most {limit + 1} cards")
        cls._check_set_allowed(rank, rules)
        return cls._make_set(cards, rank, rules)

    @classmethod
    def _build_multi_set(
        cls, cards: Sequence[Card], rank: int, n_nat: int, rules: Rules, order: Sequence[Card]
    ) -> Meld:
        """A set under ``multi_wildcards`` (R33.2; R4.4's checks after validity, R39.1)."""
        check_set(n_nat, len(cards) - n_nat, rules)
        cls._check_set_allowed(rank, rules)
        return cls._make_set(cards, rank, rules, order)

    @staticmethod
    def _check_set_allowed(rank: int, rules: Rules) -> None:
        if not rules.sets_allowed:
            raise InvalidMeld("set_not_allowed", "these rules allow runs only, not sets")
        if not rules.set_rank_allowed(rank):
            allowed = ", ".join(value_letter(r) for r in rules.set_ranks or ())
            raise InvalidMeld(
                "set_rank_not_allowed", f"a set of {value_letter(rank)} is not allowed (only {allowed})"
            )

    @classmethod
    def _from_arranged(cls, parts: RunParts, a, rules: Rules) -> Meld:
        """A run from a reading under ``multi_wildcards`` (:func:`.multiwild.arrange_run`)."""
        m = object.__new__(cls)
        m.kind = "run"
        m.cards = a.cards
        m.values = a.values
        m.wildcards = a.wildcards
        m.wild_values = a.wild_values
        m.wildcard = a.wildcards[0] if a.wildcards else None
        m.wild_value = a.wild_values[0] if a.wildcards else None
        m.wild_free = bool(a.wildcards) and a.values[-1] is None
        m.ace = None
        if parts.ace is not None:
            m.ace = "high" if a.values[a.cards.index(parts.ace)] == 14 else "low"
        m.rank = None
        m.suit = parts.suit
        m.rules = rules
        m.buraco = a.buraco
        return m

    @classmethod
    def _make_set(cls, cards: Sequence[Card], rank: int, rules: Rules, order: Sequence[Card] = ()) -> Meld:
        naturals = sorted((c for c in cards if not c.is_wild), key=_set_order)
        wilds = [c for c in cards if c.is_wild]
        if order and len(wilds) > 1:  # the display order of R33.6
            rank_of = {id(c): i for i, c in enumerate(order)}
            wilds.sort(key=lambda c: rank_of.get(id(c), len(rank_of)))
        m = object.__new__(cls)
        m.kind = "set"
        m.cards = tuple(naturals + wilds)
        m.values = (rank,) * len(m.cards)
        m.wildcard = wilds[0] if wilds else None
        m.wild_value = rank if wilds else None
        m.wildcards = tuple(wilds)
        m.wild_values = (rank,) * len(wilds)
        m.wild_free = False
        m.ace = None
        m.rank = rank
        m.suit = None
        m.rules = rules
        if rules.multi_wildcards:
            m.buraco = multi_set_class(len(naturals), len(wilds), rules)
        else:
            m.buraco = set_bonus_class(len(naturals), bool(wilds), rules)
        return m

    @classmethod
    def _from_reading(cls, parts: RunParts, r: Reading, rules: Rules) -> Meld:
        placed: list[tuple[int, Card]] = []
        for c in parts.cards:
            if c is r.wild:
                continue
            if c is r.nat2:
                placed.append((2, c))
            elif c.rank == 1:
                placed.append((r.ace or 1, c))
            else:
                placed.append((c.rank, c))
        if r.wild is not None and not r.free:
            placed.append((r.wv, r.wild))  # type: ignore[arg-type]
        placed.sort(key=lambda vc: vc[0])
        cards = [c for _, c in placed]
        values: list[int | None] = [v for v, _ in placed]
        if r.free:
            cards.append(r.wild)  # type: ignore[arg-type]
            values.append(None)
        m = object.__new__(cls)
        m.kind = "run"
        m.cards = tuple(cards)
        m.values = tuple(values)
        m.wildcard = r.wild
        m.wild_value = None if r.free else r.wv
        m.wildcards = (r.wild,) if r.wild is not None else ()
        m.wild_values = (m.wild_value,) if r.wild is not None else ()
        m.wild_free = r.free
        m.ace = None if parts.ace is None else ("high" if r.ace == 14 else "low")
        m.rank = None
        m.suit = parts.suit
        m.rules = rules
        at_end = r.free or (r.wild is not None and r.wv in (values[0], values[-1]))
        m.buraco = run_bonus_class(len(cards), r.wild, at_end, rules)
        return m

    # ------------------------------------------------------------------ attaching
    def attach(self, cards: str | Sequence[Card] | Sequence[CardSpec], wild_end: str | None = None) -> Meld:
        """This meld with ``cards`` added (R5.8–R5.10); the meld itself is unchanged.

        Raises ``InvalidMeld``: ``invalid_meld`` (reason ``no_cards``, ``wrong_kind``, …) when
        the result is not a meld of the same kind, suit or rank; ``wildcard_locked`` when it would
        be valid only by moving a locked wildcard or ace (R5.9).
        """
        _check_wild_end(wild_end)
        added = _to_cards(cards, self.rules, exclude=self.cards)
        return self.attach_cards(added, wild_end)

    def attach_cards(self, added: Sequence[Card], wild_end: str | None) -> Meld:
        """:meth:`attach` with physical cards not in the meld, ``wild_end`` already checked
        (the fast path, as :meth:`build_cards`)."""
        if not added:
            raise invalid("no_cards", "name at least one card to attach")
        combined = list(self.cards) + list(added)
        rules = self.rules
        if rules.multi_wildcards:
            return self._attach_multi(combined, added, wild_end)
        if self.kind == "set":
            n_nat = self._set_naturals(combined)
            if len(combined) - n_nat > 1:
                raise invalid("too_many_wildcards", "a meld holds at most one wildcard")
            limit = _max_set_naturals(rules)
            if n_nat > limit:
                raise invalid("too_many_naturals", f"a set holds at most {limit} natural cards")
            if len(combined) > limit + 1:
                raise invalid("too_long", f"a set holds at most {limit + 1} cards")
            return Meld._make_set(combined, self.rank or 0, rules)
        if len(combined) > _MAX_RUN:
            raise invalid("too_long", "a run holds at most 14 cards")
        try:
            parts = RunParts(combined)
        except InvalidMeld as err:
            if err.reason == "wildcards_only":  # pragma: no cover - a run always has naturals
                raise
            raise invalid(
                "wrong_kind" if err.reason == "mixed_suits" else err.reason or "", err.message
            ) from None
        if parts.suit != self.suit:  # pragma: no cover - naturals of the run fix the suit
            raise invalid("wrong_kind", "attaching may not change a run's suit")
        readings = parts.readings(rules.ace_high)
        if not readings:
            raise run_failure(parts)
        if rules.free_wild_moves:
            return Meld._from_reading(parts, parts.best(readings, wild_end, rules), rules)
        free = [r for r in readings if r.free]
        if free:  # all 13 ranks: the wildcard is the free 14th card (R5.9 step 2)
            return Meld._from_reading(parts, free[0], rules)
        kept = [r for r in readings if self._keeps_fixed(r, added)]
        if not kept:
            raise InvalidMeld(
                "wildcard_locked", "the wildcard (or the ace) would have to move; it is locked in place"
            )
        return Meld._from_reading(parts, parts.best(kept, wild_end, rules), rules)

    def _set_naturals(self, combined: Sequence[Card]) -> int:
        """How many natural cards ``combined`` (this set's cards plus the attached ones) holds;
        ``InvalidMeld`` (``wrong_kind``) when one is not of the set's rank (R5.2)."""
        n_nat = 0
        for c in combined:
            if not c.is_wild:
                n_nat += 1
                if c.rank != self.rank:
                    raise invalid(
                        "wrong_kind", f"only cards of rank {value_letter(self.rank or 1)} join this set"
                    )
        return n_nat

    def _attach_multi(self, combined: list[Card], added: Sequence[Card], wild_end: str | None) -> Meld:
        """R33.7: the whole meld read again as its kind, with the attach's ``wild_end``; the
        wildcards keep their order, the attached ones follow in the order given."""
        rules = self.rules
        ids = {id(c) for c in self.wildcards}
        order = [*self.wildcards, *(c for c in self.cards if id(c) not in ids), *added]
        if self.kind == "set":
            n_nat = self._set_naturals(combined)
            check_set(n_nat, len(combined) - n_nat, rules)
            return Meld._make_set(combined, self.rank or 0, rules, order)
        if same_rank_naturals(combined):
            raise invalid("wrong_kind", "attaching may not turn a run into a set")
        try:
            parts, arranged = run_of(combined, order, rules, wild_end)
        except InvalidMeld as err:
            if err.reason == "mixed_suits":
                raise invalid("wrong_kind", "attaching may not change a run's suit") from None
            raise
        return Meld._from_arranged(parts, arranged, rules)

    def _keeps_fixed(self, r: Reading, added: Sequence[Card]) -> bool:
        """Whether reading ``r`` of the combined cards keeps this run's fixed values (R5.9)."""
        wild = self.wildcard
        if wild is not None:
            wv = self.wild_value
            freed = any(
                (c.rank == (1 if wv in (1, 14) else wv) and c.suit == self.suit and not c.is_joker)
                for c in added
            )
            if not freed and (r.wild is not wild or r.wv != wv):
                return False
        if self.ace is not None and r.ace != (14 if self.ace == "high" else 1):
            return False
        if wild is not None:
            for c, v in zip(self.cards, self.values, strict=True):
                if v == 2 and c is not wild and r.nat2 is not c:
                    return False
        return True

    # ------------------------------------------------------------------ derived
    @property
    def bonus(self) -> int:
        """The buraco bonus (R6.1, R6.3), 0 when not a buraco."""
        return BURACO_BONUS[self.buraco] if self.buraco is not None else 0

    @property
    def points(self) -> int:
        """The card points of the meld's cards (R1.6)."""
        return sum(c.points for c in self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Meld):
            return NotImplemented
        return (self.kind, self.cards, self.values, self.wildcard) == (
            other.kind,
            other.cards,
            other.values,
            other.wildcard,
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.cards, self.values))

    def notation(self, short: bool = True) -> str:
        """The reading in the notation of RULES.md section 20, e.g. ``"Ah,wr(=2),3h"``."""
        out = []
        wild_ids = {id(c) for c in self.wildcards}
        for c, v in zip(self.cards, self.values, strict=True):
            text = c.short if short else c.code
            if id(c) in wild_ids:
                text += "(free)" if v is None else f"(={value_letter(v)})"
            out.append(text)
        return ",".join(out)

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        extra = f" {self.buraco.value}" if self.buraco else ""
        return f"<Meld {self.kind} {self.notation()}{extra}>"


def _set_order(c: Card) -> tuple[int, int]:
    return ("cdhs".index(c.suit), c.copy)


def _check_wild_end(wild_end: str | None) -> None:
    if wild_end not in (None, "low", "high"):
        raise ValueError(f"wild_end must be None, 'low' or 'high', not {wild_end!r}")


def _to_cards(
    cards: str | Sequence[Card] | Sequence[CardSpec], rules: Rules, exclude: Sequence[Card] = ()
) -> list[Card]:
    """Physical cards from notation, specs or cards, resolved against the rules' deck (R1.4)."""
    if isinstance(cards, str):
        specs: Sequence[Card | CardSpec] = parse_cards(cards)
    else:
        specs = list(cards)
    if all(isinstance(s, Card) for s in specs):
        seen = set(exclude)
        for c in specs:
            assert isinstance(c, Card)
            if not rules.has_card(c):
                raise invalid("not_in_deck", f"{c.short} is not in this game's deck")
            if c in seen:
                raise invalid("duplicate_card", f"{c.code} is named twice")
            seen.add(c)
        return list(specs)  # type: ignore[arg-type]
    universe = rules.universe()
    pool = [c for c in universe if c not in set(exclude)]
    try:
        return resolve_specs(specs, pool, universe)
    except UnresolvedCard as err:
        if err.exists:
            raise invalid(
                "duplicate_card", f"{err.spec.text}: no more copies of this card in the deck"
            ) from None
        raise invalid("not_in_deck", f"{err.spec.text} is not in this game's deck") from None
