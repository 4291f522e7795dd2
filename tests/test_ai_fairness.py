"""Fairness by construction: a computer seat decides from its player view only.

Swapping the hidden cards (other hands, the stock order, untaken pozzetti) among themselves, with
the public state fixed, never changes a computer's decision.
"""

from __future__ import annotations

import random

import pytest

from burraco_qt.ai import make_player
from burraco_qt.engine import Draw, Game, Rules

from .test_view import hidden_cards


def swap_hidden(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of ``game`` with the hidden cards permuted among their places (zone sizes kept).

    Cards other seats took from the discard pile are public while they stay in a hand, so they
    keep their places."""
    other = game.copy()
    public = {c for _, cards in game.pile_takes for c in cards}
    hidden = [c for c in hidden_cards(game, seat) if c not in public]
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    mapping = dict(zip(hidden, shuffled, strict=True))

    def remap(cards: list) -> list:
        return [mapping.get(c, c) for c in cards]

    for p in range(game.players):
        if p != seat:
            other.hands[p] = remap(other.hands[p])
    other._stock = remap(other._stock)
    for t in (0, 1):
        if not other.pozzetto_taken[t]:
            other.pozzetti[t] = remap(other.pozzetti[t])
    return other


@pytest.mark.parametrize(("tier", "players"), [("easy", 2), ("medium", 2), ("hard", 2),
                                               ("hard", 4), ("medium", 4)])
def test_decisions_ignore_hidden_cards(tier: str, players: int) -> None:
    rng = random.Random(len(tier) * 10 + players)
    compared = swapped_differently = 0
    for seed in range(3):
        game = Game(Rules.preset("italian"), players, seed=seed)
        seats = [make_player(tier, 100 + p) for p in range(players)]
        while not game.over:
            seat = game.current
            cmd = seats[seat].choose(game.view(seat))
            for _ in range(2):
                twin = swap_hidden(game, seat, rng)
                swapped_differently += twin.stock != game.stock
                assert seats[seat].choose(twin.view(seat)) == cmd
                compared += 1
            game.apply(cmd)
    assert compared > 100 and swapped_differently > 50


def test_the_draw_is_the_only_way_hidden_cards_matter() -> None:
    """Same public state, different stock: the seat draws, and only then its hands differ."""
    game = Game(Rules.preset("italian"), 2, seed=4)
    twin = swap_hidden(game, 0, random.Random(1))
    p = make_player("hard-v1", 7)
    assert p.choose(game.view(0)) == p.choose(twin.view(0)) == Draw(0)
