"""Building a deck and dealing it (RULES.md R2.4–R2.7)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, CardSpec, UnresolvedCard, parse_cards, resolve_specs, shuffled
from .errors import InvalidDeck, shown
from .rules import Rules


@dataclass(frozen=True, slots=True)
class Deal:
    """The zones of a fresh deal (R2.4): ``hands`` per player, ``pozzetti`` per team, the first
    discard, and the ``stock`` in draw order (first card drawn first)."""

    hands: tuple[tuple[Card, ...], ...]
    pozzetti: tuple[tuple[Card, ...], tuple[Card, ...]]
    discard: Card
    stock: tuple[Card, ...]


def build_deck(rules: Rules, players: int, deck: str | Sequence[Card | CardSpec] | None = None,
               seed: int | None = None) -> list[Card]:
    """The whole deck in deal order: a pre-arranged ``deck`` (notation or cards; unlisted cards
    follow in canonical order, R2.5) or the universe shuffled with ``seed`` (R2.6).

    Raises ``InvalidDeck`` for malformed notation, a card outside the universe or named twice, or
    a universe too small for the deal (R2.7).
    """
    universe = rules.universe()
    if players not in (2, 4):
        raise InvalidDeck(f"a game has 2 or 4 players, not {players}")
    if len(universe) < rules.deal_size(players):
        raise InvalidDeck(
            f"{len(universe)} cards are too few: {players} hands of {shown(rules.hand_size)}, two "
            f"pozzetti of {shown(rules.pozzetto_size)}, one discard and a stock of at least 3 need "
            f"{shown(rules.deal_size(players))}")
    if deck is None:
        return shuffled(universe, 0 if seed is None else seed)
    if isinstance(deck, str):
        try:
            specs: Sequence[Card | CardSpec] = parse_cards(deck)
        except ValueError as err:
            raise InvalidDeck(f"deck: {err}") from None
    else:
        specs = list(deck)
    try:
        listed = resolve_specs(specs, universe)
    except UnresolvedCard as err:
        if err.exists:
            raise InvalidDeck(f"deck names {err.spec.text} more times than the deck holds it") from None
        raise InvalidDeck(f"deck names {err.spec.text}, which is not in this game's deck") from None
    seen = set(listed)
    return listed + [c for c in universe if c not in seen]


def deal(cards: Sequence[Card], rules: Rules, players: int) -> Deal:
    """Deal ``cards`` in order (R2.4): contiguous hands, the two pozzetti, one discard, stock."""
    h, z = rules.hand_size, rules.pozzetto_size
    hands = tuple(tuple(cards[i * h:(i + 1) * h]) for i in range(players))
    pos = players * h
    pozzetti = (tuple(cards[pos:pos + z]), tuple(cards[pos + z:pos + 2 * z]))
    pos += 2 * z
    return Deal(hands, pozzetti, cards[pos], tuple(cards[pos + 1:]))
