"""The hard computer tier as issue 3 left it, kept as ``hard-v1`` for the simulator (issue 13
measures the new hard against it); not offered in the game.

Medium's greedy loop, plus:

* **wildcards**: kept in hand unless placing one makes a buraco (7 cards) or the hand is in a
  hurry (stock low, last turn, few cards); a wildcard goes where the engine's reading gives the
  best bonus (semi-clean at an end rather than dirty inside), and a clean buraco is not dirtied;
* **the table read for the discard**: never feeds the opponents — no card that attaches to one
  of their melds, nor one of a rank or a suit neighbour they took from the pile — keeps its own
  pairs and run drafts and its wildcards (last), and sheds points as the stock runs low;
* **the pozzetto race and closing**: moves that empty the hand (the pozzetto al volo, the close)
  rank first; with the pozzetto taken and a buraco on the table it closes as soon as it can;
* **the pile**: taken in 65% of the useful cases, but not when the stock is low and the pile
  would fill the hand with points it cannot lay down.
"""

from __future__ import annotations

import random

from burraco_qt.ai.tiers import MediumPlayer
from burraco_qt.engine import Card, Command, Draw, InvalidMeld, Meld, PlayerView, TakePile
from burraco_qt.engine.cards import card_points
from burraco_qt.engine.finder import Move, Moves

#: Stock size at or under which the hard tier hurries (plays wildcards, sheds points).
LOW_STOCK = 8
#: Score cost of placing a wildcard that makes no buraco when not in a hurry.
WILD_COST = 45


def hurry(view: PlayerView) -> bool:
    """Whether to empty the hand fast: stock low, last turn, or few cards left."""
    return (
        view.stock_size <= LOW_STOCK + 2 * view.players or view.last_turn is not None or len(view.hand) <= 3
    )


def move_score(view: PlayerView, move: Move) -> float:
    """How much the hard tier likes a meld or attach (higher is better; ≤ 0 means skip)."""
    table = view.table_of(view.team)
    old: Meld | None = table[move.to] if move.to is not None else None
    new = move.meld
    score = float(card_points(move.cards))
    score += new.bonus - (old.bonus if old else 0)
    score += 4 * len(move.cards)
    # progress towards a buraco (7 cards), most valuable close to it
    before = len(old) if old else 0
    if len(new) < 7:
        score += 6 * max(0, len(new) - 3) - 6 * max(0, before - 3)
    wild_ids = {id(w) for w in new.wildcards}
    wild_in = [c for c in move.cards if id(c) in wild_ids]
    if wild_in and not hurry(view):
        makes_buraco = new.buraco is not None and (old is None or old.buraco is None)
        if not makes_buraco:
            score -= WILD_COST + wild_in[0].points
    if (
        old is not None
        and old.buraco is not None
        and old.buraco.is_clean
        and new.buraco is not None
        and not new.buraco.is_clean
        and not hurry(view)
    ):
        score -= 60
    left = len(view.hand) - len(move.cards)
    if left == 0:
        score += 80  # the pozzetto al volo
    return score


class HardV1Player(MediumPlayer):
    """The hard tier (see the module note)."""

    tier = "hard-v1"
    take_chance = 0.65

    def play_moves(self, view: PlayerView, found: Moves) -> list[Move]:
        scored = [(move_score(view, m), m) for m in found.all()]
        scored = [(s, m) for s, m in scored if s > 0]
        scored.sort(key=lambda sm: (-sm[0], -len(sm[1].cards), [c.id for c in sm[1].cards]))
        return [m for _, m in scored]

    def choose_draw(self, view: PlayerView, rng: random.Random) -> Command:
        if view.stock_size <= LOW_STOCK and len(view.pile) >= 4 and view.sure(TakePile(view.seat)):
            dead = set(view.pile) - self.playable_pile_cards(view)
            draw = Draw(view.seat)
            if card_points(dead) > 40 and view.check(draw).ok:  # a handful of points to carry
                return draw
        return super().choose_draw(view, rng)

    def choose_discard(self, view: PlayerView, rng: random.Random) -> Card:
        taken = opponents_took(view)
        return min(self.legal_discards(view), key=lambda c: (discard_cost(view, c, taken), c.id))


def _opponent_seats(view: PlayerView) -> list[int]:
    return view.opponents()


def opponents_took(view: PlayerView) -> list[Card]:
    """The cards the opponents took from the discard pile this hand (public information)."""
    opponents = set(_opponent_seats(view))
    return [c for player, cards in view.pile_taken_cards() if player in opponents for c in cards]


def feeds_opponents(view: PlayerView, card: Card, taken: list[Card] | None = None) -> int:
    """How much discarding ``card`` may help the opponents (0 = safe), from public information:
    their melds it would extend, and the cards they took from the pile (``taken``, computed when
    not given)."""
    danger = 0
    for meld in (m for t in view.other_teams() for m in view.table_of(t)):
        try:
            extended = meld.attach([card])
        except InvalidMeld:
            continue
        danger += 60 + (extended.bonus - meld.bonus)
    for c in opponents_took(view) if taken is None else taken:
        if c.is_wild or card.is_wild:
            continue
        if c.rank == card.rank and view.rules.sets_allowed and view.rules.set_rank_allowed(c.rank):
            danger += 18
        elif c.suit == card.suit and abs(c.rank - card.rank) <= 2:
            danger += 12
    return danger


def keep_value(view: PlayerView, card: Card) -> int:
    """How much ``card`` is worth keeping for the seat's own melds."""
    if card.is_wild:
        return 150
    value = 0
    rules = view.rules
    for other in view.hand:
        if other is card or other.is_wild:
            continue
        if other.rank == card.rank and rules.sets_allowed and rules.set_rank_allowed(card.rank):
            value += 14
        elif other.suit == card.suit and 0 < abs(other.rank - card.rank) <= 2:
            value += 12 if abs(other.rank - card.rank) == 1 else 7
    for meld in view.table_of(view.team):
        try:
            meld.attach([card])
        except InvalidMeld:
            continue
        value += 30
        break
    return value


def discard_cost(view: PlayerView, card: Card, taken: list[Card] | None = None) -> float:
    """The hard tier's cost of discarding ``card`` (lower is discarded first)."""
    points_weight = 2.0 if hurry(view) else 0.6
    return feeds_opponents(view, card, taken) + keep_value(view, card) - points_weight * card.points
