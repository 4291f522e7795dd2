"""Fairness by construction: a computer seat decides from its player view only.

Swapping the hidden cards (other hands, the stock order, untaken pozzetti) among themselves, with
the public state fixed, never changes a computer's decision.
"""

from __future__ import annotations

import random

import pytest

import devtools  # noqa: F401  (registers the hard-v1 tier)
from burraco_qt.ai import make_player
from burraco_qt.engine import Draw, Game, Rules

from ..engine.test_view import hidden_cards


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
    for b in range(len(other.pozzetti)):  # untaken blocks (a taken one is empty)
        other.pozzetti[b] = remap(other.pozzetti[b])
    return other


@pytest.mark.parametrize(
    ("tier", "players"), [("easy", 2), ("medium", 2), ("hard", 2), ("hard", 4), ("medium", 4)]
)
def test_decisions_ignore_hidden_cards(tier: str, players: int) -> None:
    _decisions_ignore_hidden_cards(tier, players, Rules.preset("italian"), range(3), 100)


@pytest.mark.parametrize(("tier", "players"), [("hard", 3), ("medium", 5), ("hard", 6)])
def test_decisions_ignore_hidden_cards_with_changing_teams(tier: str, players: int) -> None:
    """RULES-MULTI: the same with teams that change in a pairing hand (and a solo hand): the
    hidden cards include the untaken pozzetto blocks; a computer's decision depends only on its
    view, before and after the pairs form."""
    rules = Rules.preset("italian", hand_size=6, pozzetto_size=3, big_pozzetto_size=5)
    _decisions_ignore_hidden_cards(tier, players, rules, range(1), 30, paired=players != 6)


def _decisions_ignore_hidden_cards(
    tier: str, players: int, rules: Rules, seeds: range, at_least: int, paired: bool = False
) -> None:
    rng = random.Random(len(tier) * 10 + players)
    compared = swapped_differently = after_pairing = 0
    for seed in seeds:
        game = Game(rules, players, seed=seed, solo_hand=players in (3, 5) and seed == 1 and not paired)
        seats = [make_player(tier, 100 + p) for p in range(players)]
        while not game.over:
            seat = game.current
            cmd = seats[seat].choose(game.view(seat))
            for _ in range(2):
                twin = swap_hidden(game, seat, rng)
                swapped_differently += twin.stock != game.stock
                assert seats[seat].choose(twin.view(seat)) == cmd
                compared += 1
                after_pairing += game.lone_player is not None
            game.apply(cmd)
    assert compared > at_least and swapped_differently > at_least // 2
    if paired:
        assert after_pairing > 0, "the pairs never formed"


def test_the_draw_is_the_only_way_hidden_cards_matter() -> None:
    """Same public state, different stock: the seat draws, and only then its hands differ."""
    game = Game(Rules.preset("italian"), 2, seed=4)
    twin = swap_hidden(game, 0, random.Random(1))
    p = make_player("hard-v1", 7)
    assert p.choose(game.view(0)) == p.choose(twin.view(0)) == Draw(0)
