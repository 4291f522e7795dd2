"""The hand-end event of a resumed match is the live one (issue 22, point 1): ``Game.hand_ended``
builds the ``HandEnded`` both when the hand's last action ends it and for a finished hand
restored from a match record, so teams, credits and the pairing come back field by field for
2 to 6 players."""

from __future__ import annotations

import json
import random

import pytest

from burraco_qt.engine import HandEnded, Rules
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command

FIELDS = ("how", "closing_team", "scores", "teams", "credits", "lone_player", "exempt")


def first_hand_end(players: int, seed: int) -> tuple[Match, HandEnded]:
    """A match of ``players`` played with random legal commands to its first hand's end; the
    live event."""
    m = Match(Rules.preset("italian", target=100000), players, seed=seed)
    rng = random.Random(seed)
    while True:
        events = m.apply(random_legal_command(m.game, rng))
        ended = [e for e in events if isinstance(e, HandEnded)]
        if ended:
            return m, ended[0]


def fields(event: HandEnded) -> dict:
    return {name: getattr(event, name) for name in FIELDS}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_resumed_hand_end_is_the_live_one_field_by_field(players: int, seed: int) -> None:
    live_match, live = first_hand_end(players, seed)
    # the autosave's way: the record through JSON, then the engine's loader
    resumed = Match.from_record(json.loads(json.dumps(live_match.record())))
    assert resumed.game.over and not resumed.over
    event = resumed.game.hand_ended()
    assert fields(event) == fields(live)
    assert event.teams == tuple(tuple(t) for t in live_match.game.teams) and event.teams
    assert len(event.scores) == len(event.teams)
    if players in (3, 5):  # the credits are the match's (R27.2)
        assert event.credits is not None and list(event.credits) == resumed.hand_credits(0)
        pairs = sum(1 for t in event.teams if len(t) > 1)
        assert pairs == (0 if event.lone_player is None else (players - 1) // 2)
    else:
        assert event.credits is None and event.lone_player is None
    resumed.next_hand()  # the next hand is dealt after the resume
    assert resumed.hand_number == 2 and not resumed.game.over and not resumed.game.actions


def test_a_pairing_by_the_last_action_comes_back_with_its_exemption() -> None:
    """R26.2: the pairs formed by the discard that ends the hand pay no −100; the resumed
    event says so as the live one did."""
    found = None
    for seed in range(400):
        m, live = first_hand_end(3, seed)
        if any(live.exempt):
            found = m, live
            break
    assert found is not None, "no 3-player hand paired by its last action in 400 seeds"
    m, live = found
    event = Match.from_record(json.loads(json.dumps(m.record()))).game.hand_ended()
    assert fields(event) == fields(live)
    assert event.lone_player is not None and event.exempt.count(True) == 1
    paired = event.exempt.index(True)
    assert len(event.teams[paired]) == 2 and event.scores[paired].pozzetto == 0


def test_a_hand_in_progress_has_no_hand_end_event() -> None:
    m = Match(Rules.preset("italian"), 3, seed=1)
    with pytest.raises(RuntimeError):
        m.game.hand_ended()
