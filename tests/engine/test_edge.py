"""The engine's edge (issue 22, point 6): any refused command, whatever the input, is a typed
``RuleError`` with a documented code and changes nothing; ``True`` and ``2.0`` are not players."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest

from burraco_qt.engine import (
    Attach,
    Discard,
    Draw,
    Game,
    InvalidCommand,
    MeldCards,
    RuleError,
    Rules,
    TakePile,
)
from burraco_qt.engine.cards import CardSpec
from burraco_qt.engine.errors import ACTION_CODES, not_own_meld
from burraco_qt.engine.rules import PRESETS
from devtools import edge_fuzz


def _refused(game: Game, command: object) -> str:
    before = pickle.dumps(game)
    verdict = game.check(command)  # type: ignore[arg-type]
    assert not verdict.ok
    with pytest.raises(RuleError) as info:
        game.apply(command)  # type: ignore[arg-type]
    assert pickle.dumps(game) == before
    assert verdict.code == info.value.code
    return info.value.code


def _drawn() -> Game:
    game = Game(Rules.preset("italian"), 2, seed=1)
    game.apply(Draw())
    return game


@pytest.mark.parametrize(
    "command",
    [
        Discard("JK"),
        Discard("7h,8h"),
        Discard(""),
        Discard(7),  # type: ignore[arg-type]
        Discard(CardSpec(99, "h", None)),
        Discard(CardSpec([], {}, None)),  # type: ignore[arg-type]
        MeldCards("10h,Jh,Qh"),
        MeldCards(42),  # type: ignore[arg-type]
        MeldCards([object()]),  # type: ignore[list-item]
        MeldCards({"7h": 1}),  # type: ignore[arg-type]
        MeldCards("7h,8h,9h", wild_end="middle"),
        MeldCards("7h,8h,9h", wild_end=1),  # type: ignore[arg-type]
        Attach("JK", to=0),
        Attach(None, to=0),  # type: ignore[arg-type]
    ],
    ids=repr,
)
def test_malformed_cards_and_fields_are_invalid_record(command: object) -> None:
    """``Discard("JK")`` used to raise a bare ``ValueError``, garbage ``TypeError`` or
    ``AttributeError``: now ``InvalidCommand`` (``invalid_record``, still a ``ValueError``)."""
    game = _drawn()
    assert _refused(game, command) == "invalid_record"
    with pytest.raises(InvalidCommand):
        game.apply(command)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        game.apply(command)  # type: ignore[arg-type]


@pytest.mark.parametrize("garbage", [None, 3, "draw", object(), Draw, [Draw()], {"draw": "stock"}], ids=repr)
def test_objects_that_are_not_commands_are_invalid_record(garbage: object) -> None:
    game = Game(Rules.preset("italian"), 2, seed=1)
    assert _refused(game, garbage) == "invalid_record"
    assert game.view(0).check(garbage).code == "invalid_record"  # type: ignore[arg-type]


@pytest.mark.parametrize("player", [True, False, 1.0, 0.0, 2.0, "1", [1]], ids=repr)
def test_bools_and_floats_are_not_players(player: object) -> None:
    """``player=True`` used to be accepted for player 1 and written into the record, which the
    engine's own loader then refused."""
    game = Game(Rules.preset("italian"), 2, seed=1, first_player=1)
    assert _refused(game, Draw(player=player)) == "invalid_record"  # type: ignore[arg-type]
    assert _refused(game, TakePile(player=player)) == "invalid_record"  # type: ignore[arg-type]
    assert game.view(1).check(Draw(player=player)).code == "invalid_record"  # type: ignore[arg-type]
    game.apply(Draw(player=1))
    assert game.record()["actions"] == [{"player": 1, "draw": "stock"}]


def test_a_forged_card_is_not_the_engines_card() -> None:
    game = _drawn()
    real = game.hands[0][0]
    fake = object.__new__(type(real))
    assert _refused(game, Discard(fake)) == "invalid_record"


def test_well_formed_refusals_keep_their_codes() -> None:
    game = _drawn()
    assert _refused(game, Discard("wr", player=0)) == "card_not_in_hand"
    assert _refused(game, Draw(player=10**400)) == "not_your_turn"
    assert _refused(game, Attach("7h", to=10**400)) == "meld_not_found"


def test_not_own_meld_is_an_engine_code() -> None:
    """The table's refusal of a drop on an opponent's meld now has a code of the engine's list."""
    error = not_own_meld()
    assert isinstance(error, RuleError) and error.code == "not_own_meld" and error.code in ACTION_CODES


@pytest.mark.parametrize("players", edge_fuzz.PLAYERS)
@pytest.mark.parametrize("preset", PRESETS)
def test_arbitrary_objects_at_the_edge(players: int, preset: str) -> None:
    """Property: hypothesis throws arbitrary commands and objects at ``Game.apply``/``check`` and
    the seat's view in positions of this player count and preset (``devtools.edge_fuzz`` prints
    the counts of a large run)."""
    counts: Counter[str] = Counter()
    edge_fuzz._run_one(players, preset, 12, counts)
    if edge_fuzz.position(players, preset, 0, 0) is None:
        assert not counts  # the preset refuses this player count (RULES-CASUAL.md R32.3)
        return
    assert sum(counts.values()) >= 10
    assert any(not key.endswith("accepted") for key in counts)
