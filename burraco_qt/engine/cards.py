"""Cards, their notation and the deck (RULES.md sections 1 and 2).

A physical card is a :class:`Card`. Cards are interned: there is exactly one ``Card`` object per
physical card of the largest universe (three decks, six jokers; RULES-MULTI R22.1), so identity (``is``) and
equality agree and a card can be used as a dictionary key cheaply.

Notation (R1.1–R1.5): ranks ``A 2 3 4 5 6 7 8 9 T J Q K``, suits ``c d h s``, jokers ``wr`` /
``wb``, an optional third letter for the copy (``r`` = copy 1, ``b`` = copy 2, ``g`` = copy 3,
RULES-MULTI R22.1). ``parse_cards``
turns notation into :class:`CardSpec` values ("this card, this copy or any copy");
``resolve_specs`` binds specs to physical cards of a pool following R1.4.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .errors import shown

RANK_CHARS = "A23456789TJQK"
SUITS = "cdhs"
JOKER_RANK = 0
#: Card points by rank (R1.6); index 0 is the joker.
RANK_POINTS = (30, 15, 20, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 10)
COPY_CHARS = {"r": 1, "b": 2, "g": 3}
COPY_LETTER = {1: "r", 2: "b", 3: "g"}
#: The most physical decks a game can use (RULES-MULTI R22.1).
MAX_DECKS = 3
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
RANK_NAMES = {
    1: "ace",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "jack",
    12: "queen",
    13: "king",
}


class Card:
    """One physical card.

    Attributes:
        rank: 1 (ace) … 13 (king); 0 for a joker.
        suit: ``"c" "d" "h" "s"``; for a joker its colour letter ``"r"`` or ``"b"`` (R1.2).
        copy: 1, 2 or 3, the physical deck the card belongs to (R1.3, RULES-MULTI R22.1).
        id: 0 … 161, the card's position in the canonical three-deck order (R2.2): the cards of
            the first two decks keep the ids 0 … 107 of the two-deck order.
        code: full notation with the copy letter, e.g. ``"7hb"``, ``"wrr"``.
        short: notation without the copy letter, e.g. ``"7h"``, ``"wr"``.
        points: card points (R1.6).
        is_joker, is_two: the printed card; ``is_wild`` = joker or two as judged in a hand (R3.6).
        twin_key: equal for twins (R1.3): rank and suit, or ``"w"`` for every joker.

    Do not construct cards directly: use :func:`card`, :func:`card_by_id` or :func:`parse_card`.
    """

    __slots__ = (
        "code",
        "copy",
        "id",
        "is_joker",
        "is_two",
        "is_wild",
        "points",
        "rank",
        "short",
        "suit",
        "twin_key",
    )

    def __init__(self, rank: int, suit: str, copy: int, card_id: int) -> None:
        self.rank = rank
        self.suit = suit
        self.copy = copy
        self.id = card_id
        self.is_joker = rank == JOKER_RANK
        self.is_two = rank == 2
        self.is_wild = self.is_joker or self.is_two
        self.points = RANK_POINTS[rank]
        self.short = ("w" + suit) if self.is_joker else RANK_CHARS[rank - 1] + suit
        self.code = self.short + COPY_LETTER[copy]
        self.twin_key = "w" if self.is_joker else self.short

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __str__(self) -> str:
        return self.code

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (card_by_id, (self.id,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        return self.id < other.id

    def is_twin(self, other: Card) -> bool:
        """Whether ``other`` is a twin of this card (R1.3): same rank and suit from another copy,
        or any other joker for a joker."""
        return other is not self and other.twin_key == self.twin_key

    def describe(self) -> str:
        """An English description, e.g. ``"seven of hearts"`` or ``"red joker"``."""
        if self.is_joker:
            return ("red" if self.suit == "r" else "black") + " joker"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"


def _make_all_cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    for copy in range(1, MAX_DECKS + 1):
        for suit in SUITS:
            for rank in range(1, 14):
                cards.append(Card(rank, suit, copy, len(cards)))
        cards.append(Card(JOKER_RANK, "r", copy, len(cards)))
        cards.append(Card(JOKER_RANK, "b", copy, len(cards)))
    return tuple(cards)


ALL_CARDS: tuple[Card, ...] = _make_all_cards()
_BY_KEY: dict[tuple[int, str, int], Card] = {(c.rank, c.suit, c.copy): c for c in ALL_CARDS}
_BY_CODE: dict[str, Card] = {c.code: c for c in ALL_CARDS}


def card_by_id(card_id: int) -> Card:
    """The card with canonical id ``card_id`` (0 … 161)."""
    return ALL_CARDS[card_id]


def card_by_code(code: str) -> Card:
    """The card with full notation ``code`` (``"7hb"``, ``"wrr"``). KeyError if there is none."""
    return _BY_CODE[code]


def card(rank: int, suit: str, copy: int = 1) -> Card:
    """The physical card of ``rank`` (0 = joker, 1 … 13), ``suit`` (joker: colour) and ``copy``.

    Raises KeyError for a card that does not exist in the largest universe.
    """
    return _BY_KEY[(rank, suit, copy)]


class CardSpec(NamedTuple):
    """A parsed notation token: ``rank`` (0 = joker), ``suit`` (joker: colour) and ``copy``
    (1, 2, or ``None`` for "some copy", R1.4)."""

    rank: int
    suit: str
    copy: int | None

    @property
    def text(self) -> str:
        base = ("w" + self.suit) if self.rank == JOKER_RANK else RANK_CHARS[self.rank - 1] + self.suit
        return base + (COPY_LETTER[self.copy] if self.copy else "")

    def matches(self, c: Card) -> bool:
        """Whether the physical card ``c`` is (some copy of) this spec."""
        return c.rank == self.rank and c.suit == self.suit and (self.copy is None or self.copy == c.copy)


_SPEC_CACHE: dict[str, CardSpec] = {}


def _parse_token(token: str) -> CardSpec:
    spec = _SPEC_CACHE.get(token)
    if spec is not None:
        return spec
    n = len(token)
    if n not in (2, 3):
        raise ValueError(f"malformed card {shown(token)}")
    head, second = token[0], token[1]
    if head == "w":
        if second not in "rb":
            raise ValueError(f"malformed card {shown(token)}: a joker is wr or wb")
        rank, suit = JOKER_RANK, second
    else:
        rank = RANK_CHARS.find(head) + 1
        if rank == 0 or second not in SUITS:
            raise ValueError(f"malformed card {shown(token)}")
        suit = second
    copy = None
    if n == 3:
        copy = COPY_CHARS.get(token[2])
        if copy is None:
            raise ValueError(f"malformed card {shown(token)}: the copy letter is r, b or g")
    spec = CardSpec(rank, suit, copy)
    _SPEC_CACHE[token] = spec
    return spec


def parse_cards(text: str) -> list[CardSpec]:
    """Parse a comma-separated card list (R1.5) into card specs.

    ``""`` (or whitespace only) is the empty list. Raises ``ValueError`` naming the bad token for
    malformed notation, including empty tokens (``"3h,,4h"``, a trailing comma).
    """
    if not isinstance(text, str):
        raise ValueError(f"card list must be a string, not {type(text).__name__}")
    if not text.strip():
        return []
    specs = []
    for raw in text.split(","):
        token = raw.strip()
        if not token:
            raise ValueError(f"empty card in {shown(text)}")
        specs.append(_parse_token(token))
    return specs


def parse_card(text: str) -> CardSpec:
    """Parse exactly one card; ``ValueError`` otherwise."""
    specs = parse_cards(text)
    if len(specs) != 1:
        raise ValueError(f"expected one card, got {shown(text)}")
    return specs[0]


class UnresolvedCard(LookupError):
    """A spec of a list could not be bound to a physical card of the pool (R1.4).

    ``spec`` is the failing spec; ``exists`` tells whether the pool's universe has such a card
    at all (so the caller can say "not in this deck" or "already used / not held").
    """

    def __init__(self, spec: CardSpec, exists: bool) -> None:
        super().__init__(spec.text)
        self.spec = spec
        self.exists = exists


def resolve_specs(
    specs: Sequence[CardSpec | Card], pool: Iterable[Card], universe: Iterable[Card] | None = None
) -> list[Card]:
    """Bind specs to distinct physical cards of ``pool`` by R1.4 and return them in input order.

    Explicit copies are taken first, then each unqualified spec takes the lowest-numbered copy in
    the pool that this list has not used yet. ``Card`` entries stand for themselves. Raises
    :class:`UnresolvedCard` for the first spec that cannot be bound; ``exists`` is computed
    against ``universe`` (default: the pool).
    """
    available = set(pool)
    result: list[Card | None] = [None] * len(specs)
    pending: list[int] = []
    for i, spec in enumerate(specs):
        if isinstance(spec, Card):
            c: Card | None = spec
        elif spec.copy is not None:
            c = _BY_KEY.get((spec.rank, spec.suit, spec.copy))
        else:
            pending.append(i)
            continue
        if c is None or c not in available:
            raise UnresolvedCard(_as_spec(spec), _exists(spec, universe, available, result))
        available.discard(c)
        result[i] = c
    for i in pending:
        spec = specs[i]
        assert isinstance(spec, CardSpec)
        for copy in range(1, MAX_DECKS + 1):
            c = _BY_KEY.get((spec.rank, spec.suit, copy))
            if c is not None and c in available:
                available.discard(c)
                result[i] = c
                break
        else:
            raise UnresolvedCard(spec, _exists(spec, universe, available, result))
    return result  # type: ignore[return-value]


def _as_spec(spec: CardSpec | Card) -> CardSpec:
    if isinstance(spec, Card):
        return CardSpec(spec.rank, spec.suit, spec.copy)
    return spec


def _exists(
    spec: CardSpec | Card, universe: Iterable[Card] | None, available: set[Card], used: list[Card | None]
) -> bool:
    spec = _as_spec(spec)
    pool = universe if universe is not None else list(available) + [c for c in used if c]
    return any(spec.matches(c) for c in pool)


def format_cards(cards: Iterable[Card], short: bool = False) -> str:
    """Cards in comma-separated notation, with copy letters unless ``short``."""
    return ",".join(c.short if short else c.code for c in cards)


def card_points(cards: Iterable[Card]) -> int:
    """Sum of the card points (R1.6)."""
    return sum(c.points for c in cards)


def shuffled(universe: Sequence[Card], seed: int) -> list[Card]:
    """The canonical universe shuffled with ``random.Random(seed).shuffle`` (R2.6)."""
    cards = list(universe)
    random.Random(seed).shuffle(cards)
    return cards
