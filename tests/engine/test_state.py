"""Issue 24: a hand's state is declared once (engine/state.py), and the game, its copy, the
player view and determinize all follow that one table."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from burraco_qt.engine import Game, PlayerView, Rules
from burraco_qt.engine import state as S
from burraco_qt.engine.determinize import determinize
from burraco_qt.engine.random_move import random_legal_command


def _played(players: int = 2, preset: str = "italian", seed: int = 5, steps: int = 60) -> Game:
    rules = (
        Rules.preset(preset)
        if players in (2, 4)
        else Rules.preset(preset, hand_size=5, pozzetto_size=3, big_pozzetto_size=4)
    )
    game = Game(rules, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(random_legal_command(game, rng))
    return game


def test_every_field_says_how_it_is_copied_and_who_may_know_it() -> None:
    for f in S.STATE_FIELDS:
        assert f.metadata["copy"] in S.COPIES and f.metadata["access"] in S.ACCESSES, f.name


def test_a_field_added_without_its_place_is_refused() -> None:
    @dataclass(init=False)
    class Grown(S.HandState):
        secret_count: int = 0  # no copy, no access: the view could not tell public from hidden

    with pytest.raises(TypeError, match="secret_count"):
        S.check_fields(Grown)


def test_a_game_holds_exactly_the_declared_fields() -> None:
    names = {f.name for f in S.STATE_FIELDS}
    for players in (2, 3, 4, 5, 6):
        assert set(vars(_played(players))) == names
        assert set(vars(_played(players).copy())) == names


def test_every_path_sets_the_fields_in_one_order() -> None:
    """A new game, a copy, a restored state and a determinized world set their attributes in
    the same order (one dict key layout: CPython's fast attribute access)."""
    game = _played(2)
    order = list(vars(Game(Rules.preset("italian"), 2, seed=1)))
    assert list(vars(game.copy())) == order
    assert list(vars(Game.from_state(game.state()))) == order
    assert list(vars(determinize(game.view(0), random.Random(1)))) == order


def test_the_view_holds_the_public_fields_and_no_hidden_one() -> None:
    slots = set(PlayerView.__slots__)
    for f in S.STATE_FIELDS:
        if S.access(f) == S.PUBLIC:
            assert S.view_name(f) in slots, f"public field {f.name} is missing from PlayerView"
        elif S.access(f) == S.HIDDEN:
            assert f.name not in slots and S.key(f) not in slots, f"hidden {f.name} in the view"


@pytest.mark.parametrize(
    ("players", "preset"),
    [(2, "italian"), (4, "international"), (2, "casual"), (3, "italian"), (5, "italian"), (6, "italian")],
)
def test_determinize_keeps_every_public_field(players: int, preset: str) -> None:
    game = _played(players, preset, seed=players * 7)
    for seat in range(players):
        view = game.view(seat)
        world = determinize(view, random.Random(seat))
        want, got = game.state(), world.state()
        for f in S.STATE_FIELDS:
            k = S.key(f)
            if S.access(f) != S.PUBLIC:
                continue
            if f.name == "actions":  # the view keeps the discard log
                assert [a for a in want[k] if "discard" in a] == got[k]
            elif f.name == "ban" and seat != game.current:  # only the seat to play knows it
                assert got[k] is None
            else:
                assert got[k] == want[k], f.name
        assert got["hands"][seat] == want["hands"][seat]
        assert [len(h) for h in got["hands"]] == [len(h) for h in want["hands"]]
        assert len(got["stock"]) == len(want["stock"])
        assert sorted(c.id for c in world.all_cards()) == sorted(c.id for c in game.all_cards())


def test_copy_state_and_from_state_round_trip() -> None:
    game = _played(4)
    twin = Game.from_state(game.state())
    assert twin.state() == game.state() == game.copy().state()
    assert twin.team_of(3) == game.team_of(3) and twin.stock == game.stock
    twin.hands[0].clear()
    twin.tables[0].clear()
    assert game.hands[0] and game.tables[0]  # nothing shared but immutable values


def test_from_state_says_what_is_missing_or_unknown() -> None:
    state = Game(Rules.preset("italian"), 2, seed=1).state()
    del state["stock"]
    state["stok"] = []
    with pytest.raises(ValueError, match=r"missing \['stock'\], unknown \['stok'\]"):
        Game.from_state(state)
