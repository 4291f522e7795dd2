"""Issue 24: one replay loop (``engine.record.replay``) for every caller, each naming what it
does with a refused action."""

from __future__ import annotations

import pytest

from burraco_qt.engine import Game, Rules
from burraco_qt.engine.errors import InvalidRecord, RuleError
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.engine.record import Refusal, go_on, propagate, replay, replay_record, stop


def _record_with_a_refusal() -> dict:
    """Five accepted actions, a refused one (a second draw) at index 5, then more."""
    import random

    game = Game(Rules.preset("italian"), 2, seed=3)
    rng = random.Random(3)
    while len(game.actions) < 12:
        game.apply(random_legal_command(game, rng))
    record = game.record()
    actions = record["actions"]
    draw = next(i for i, a in enumerate(actions) if a.get("draw") and i >= 4)
    actions.insert(draw + 1, dict(actions[draw]))  # drawing twice: refused (already_drawn)
    return record


def test_go_on_lists_the_refusal_and_replays_the_rest() -> None:
    record = _record_with_a_refusal()
    done = replay(record, on_refused=go_on)
    assert len(done.refused) == 1 and done.refused[0][1] == "already_drawn"
    assert done.results.count("ok") == len(record["actions"]) - 1 and not done.stopped
    assert [s.index for s in done.steps] == [i for i, r in enumerate(done.results) if r == "ok"]
    assert replay_record(record)[1]["results"] == done.results  # the replay command's loop


def test_stop_ends_at_the_refusal() -> None:
    record = _record_with_a_refusal()
    done = replay(record, on_refused=stop)
    index = done.refused[0][0]
    assert done.stopped and len(done.results) == index + 1 and len(done.steps) == index


def test_propagate_raises_the_rule_error() -> None:
    with pytest.raises(RuleError) as err:
        replay(_record_with_a_refusal(), on_refused=propagate)
    assert err.value.code == "already_drawn"


def test_a_policy_of_its_own_sees_the_unchanged_game() -> None:
    seen: list[Refusal] = []

    def note(refusal: Refusal) -> bool:
        seen.append(refusal)
        return True

    steps = []
    done = replay(
        _record_with_a_refusal(), on_refused=note, on_step=lambda game, step: steps.append(len(game.actions))
    )
    assert len(seen) == 1 and seen[0].game is done.game and seen[0].error.code == "already_drawn"
    assert steps == list(range(1, len(done.steps) + 1))


def test_the_match_loader_refuses_a_hand_that_does_not_replay() -> None:
    match = Match(Rules.preset("italian"), 2, seed=5)
    match.apply(random_legal_command(match.game, __import__("random").Random(1)))
    data = match.record()
    data["hands"][-1]["actions"].append(dict(data["hands"][-1]["actions"][0]))
    with pytest.raises(InvalidRecord, match=r"hand 1, action 1: refused"):
        Match.from_record(data)
