"""Engine support for search (issue 13): the public discard log, ``after_play`` and
``determinize``."""

from __future__ import annotations

import random

import pytest

from burraco_qt.ai import make_player
from burraco_qt.engine import Discard, Game, Rules
from burraco_qt.engine.determinize import determinize, known_hands
from burraco_qt.engine.finder import find_moves


def _fields(view) -> tuple:
    return (
        view.hand,
        view.hand_sizes,
        view.tables,
        tuple(view.pile),
        view.stock_size,
        view.pozzetto_taken,
        view.pile_takes,
        view.discards,
        view.current,
        view.phase,
        view.turn,
        view.ban,
        view.must_meld,
        view.last_turn,
        view.plays_this_turn,
    )


@pytest.mark.parametrize(
    ("preset", "players"), [("italian", 2), ("italian", 4), ("international", 2), ("reale", 4)]
)
def test_determinized_games_agree_with_the_view(preset: str, players: int) -> None:
    rng = random.Random(5)
    checked = with_known = 0
    for seed in range(3):
        game = Game(Rules.preset(preset), players, seed=seed)
        seats = [make_player("hard", seed + p) for p in range(players)]
        while not game.over:
            seat = game.current
            for viewer in range(players):
                view = game.view(viewer)
                g = determinize(view, rng)
                assert _fields(g.view(viewer)) == _fields(view)
                assert sorted(c.id for c in g.all_cards()) == sorted(c.id for c in game.all_cards())
                for p, cards in known_hands(view).items():
                    assert set(cards) <= set(game.hands[p]) and set(cards) <= set(g.hands[p])
                    with_known += bool(cards)
                checked += 1
            game.apply(seats[seat].choose(game.view(seat)))
    assert checked > 200 and with_known > 0


def test_determinize_is_reproducible_and_varies() -> None:
    game = Game(Rules.preset("italian"), 2, seed=3)
    view = game.view(0)
    a = determinize(view, random.Random(1))
    b = determinize(view, random.Random(1))
    c = determinize(view, random.Random(2))
    assert a.hands == b.hands and a.stock == b.stock
    assert a.hands[1] != c.hands[1]
    assert a.hands[0] == list(game.hands[0])


def test_discard_log_is_public_and_ordered() -> None:
    game = Game(Rules.preset("italian"), 2, seed=8)
    players = [make_player("medium", p) for p in range(2)]
    discarded = []
    while not game.over and len(discarded) < 6:
        seat = game.current
        cmd = players[seat].choose(game.view(seat))
        if isinstance(cmd, Discard):
            discarded.append((seat, cmd.card.code))
        game.apply(cmd)
    assert game.view(0).discards == game.view(1).discards == tuple(discarded)


def test_after_play_matches_the_engine() -> None:
    for seed in range(6):
        game = Game(Rules.preset("italian"), 2, seed=seed)
        p = make_player("medium", 1)
        while not game.over:
            view = game.view(game.current)
            if view.phase == "play":
                for move in find_moves(view).all()[:5]:
                    cmd = move.command(view.seat)
                    after = view.after_play(cmd)
                    twin = game.copy()
                    twin.apply(cmd)
                    if not twin.pozzetto_taken[view.team] or view.pozzetto_taken[view.team]:
                        assert _fields(after)[:3] == _fields(twin.view(view.seat))[:3]
            game.apply(p.choose(view))
