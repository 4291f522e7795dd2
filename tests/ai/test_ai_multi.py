"""Computers with 3, 5 and 6 players (issue 15, RULES-MULTI): the CI version of
``python -m devtools.soak --players 3|5|6`` (50 hands per variant, on small decks so that it
takes seconds), the expert and the characters, and the race for the big pozzetto."""

from __future__ import annotations

import pytest

from burraco_qt.engine import Rules
from burraco_qt.engine.record import replay_record
from devtools.simulate import Stats, play_hand
from devtools.soak import combination_for

#: Small hands on one deck: the soak's tier rotations and solo hands, in seconds.
SMALL = {"decks": 1, "hand_size": 5, "pozzetto_size": 3, "big_pozzetto_size": 5}


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 5, 6])
def test_soak_50_hands(players: int) -> None:
    """50 hands of every tier and character rotation of the soak: 0 exceptions, 0 illegal
    commands, 0 unfinished hands; pairs form in pairing hands, solo hands are played."""
    stats = Stats()
    kinds: dict[str, int] = {}
    lone = 0
    tiers_seen: set[str] = set()
    for i in range(50):
        preset, tiers, solo = combination_for(i, players)
        tiers_seen.update(tiers)
        sides = {p: "ab"[p % 2] for p in range(players)}
        game = play_hand(
            i, dict(enumerate(tiers)), Rules.preset(preset, **SMALL), players, stats, sides, solo=solo
        )
        kinds[game.kind] = kinds.get(game.kind, 0) + 1
        lone += game.lone_player is not None
        if i % 10 == 0:  # the hand's record replays with every result ok (R29.3)
            _, out = replay_record(game.record())
            assert set(out["results"]) <= {"ok"}
    assert stats.errors == 0, stats.error_samples
    assert stats.illegal == 0, stats.error_samples
    assert stats.hands == sum(stats.ends.values()) == 50
    assert {"easy", "medium", "hard"} <= tiers_seen
    if players == 6:
        assert kinds == {"fixed": 50}
    else:
        assert kinds["solo"] > 0 and kinds["pairing"] > 0
        assert lone > 0, "nobody ever went out first for the big pozzetto"


@pytest.mark.parametrize("players", [3, 5, 6])
def test_expert_and_characters(players: int) -> None:
    """The expert (one world per search) and the characters play legal hands (a few)."""
    stats = Stats()
    search = {"samples": 1, "workers": 0}
    for i in range(2):
        _, tiers, solo = combination_for(i * 3 + 9, players, expert=True)
        sides = {p: "ab"[p % 2] for p in range(players)}
        play_hand(
            700 + i,
            dict(enumerate(tiers)),
            Rules.preset("italian", **SMALL),
            players,
            stats,
            sides,
            search=search,
            solo=solo,
        )
    assert stats.errors == 0 and stats.illegal == 0, stats.error_samples
    assert stats.hands == sum(stats.ends.values()) == 2


def test_the_race_for_the_big_pozzetto() -> None:
    """Every tier goes out first when it can: in 3-player pairing hands between hard tiers the
    lone player takes the big pozzetto in most hands, often al volo (R24.2)."""
    stats = Stats()
    lone = 0
    rules = Rules.preset("italian", hand_size=7, pozzetto_size=5, big_pozzetto_size=9)
    for seed in range(8):
        game = play_hand(seed, {0: "hard", 1: "hard", 2: "hard"}, rules, 3, stats, {0: "a", 1: "b", 2: "a"})
        lone += game.lone_player is not None
    assert stats.errors == stats.illegal == 0
    assert lone >= 5
