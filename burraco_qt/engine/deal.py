"""Building a deck and dealing it (RULES.md R2.4–R2.7)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, CardSpec, UnresolvedCard, parse_cards, resolve_specs, shuffled
from .errors import InvalidDeck, shown
from .rules import Rules


@dataclass(frozen=True, slots=True)
class Deal:
    """The zones of a fresh deal (R2.4): ``hands`` per player, ``pozzetti`` per block (per team
    with 2 and 4 players; RULES-MULTI R22.3 otherwise), the first discard, and the ``stock`` in
    draw order (first card drawn first)."""

    hands: tuple[tuple[Card, ...], ...]
    pozzetti: tuple[tuple[Card, ...], ...]
    discard: Card
    stock: tuple[Card, ...]


def build_deck(
    rules: Rules,
    players: int,
    deck: str | Sequence[Card | CardSpec] | None = None,
    seed: int | None = None,
    solo_hand: bool = False,
) -> list[Card]:
    """The whole deck in deal order: a pre-arranged ``deck`` (notation or cards; unlisted cards
    follow in canonical order, R2.5) or the universe shuffled with ``seed`` (R2.6).

    Raises ``InvalidDeck`` for malformed notation, a card outside the universe or named twice, or
    a universe too small for the deal (R2.7).
    """
    universe = rules.universe()
    if not 2 <= players <= 6:
        raise InvalidDeck(f"a game has 2 to 6 players, not {players}")
    need = rules.deal_size(players, solo_hand)
    if len(universe) < need:
        if players in (2, 4):
            raise InvalidDeck(
                f"{len(universe)} cards are too few: {players} hands of {shown(rules.hand_size)}, "
                f"two pozzetti of {shown(rules.pozzetto_size)}, one discard and a stock of at "
                f"least 3 need {shown(need)}"
            )
        blocks = " + ".join(str(b) for b in rules.block_sizes(players, solo_hand))
        raise InvalidDeck(
            f"{len(universe)} cards are too few: {players} hands of {shown(rules.hand_size)}, "
            f"pozzetti of {blocks}, one discard and a stock of at least 3 need {need}"
        )
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


def deal(cards: Sequence[Card], rules: Rules, players: int, solo_hand: bool = False) -> Deal:
    """Deal ``cards`` in order (R2.4, RULES-MULTI R22.3): contiguous hands, the pozzetto blocks,
    one discard, stock."""
    h = rules.hand_size
    hands = tuple(tuple(cards[i * h : (i + 1) * h]) for i in range(players))
    pos = players * h
    blocks = []
    for size in rules.block_sizes(players, solo_hand):
        blocks.append(tuple(cards[pos : pos + size]))
        pos += size
    return Deal(hands, tuple(blocks), cards[pos], tuple(cards[pos + 1 :]))
