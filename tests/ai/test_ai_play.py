"""Every computer tier plays legal Burraco on 2 and 4 players and every preset."""

from __future__ import annotations

import json

import pytest

from burraco_qt.ai import make_player
from burraco_qt.engine import Attach, MeldCards, Rules
from burraco_qt.engine.record import replay_record

from ..ai_support import play_hand

PRESETS = ["italian", "international", "reale"]
PAIRS = [("easy", "medium"), ("medium", "hard"), ("hard", "easy")]


@pytest.mark.slow
@pytest.mark.parametrize("preset", PRESETS)
def test_two_players_every_tier_50_hands(preset: str) -> None:
    """25 hands per pairing: each tier plays 50 seeded hands, no illegal command."""
    rules = Rules.preset(preset)
    played = {"easy": 0, "medium": 0, "hard": 0}
    ends = set()
    for i, (a, b) in enumerate(PAIRS):
        for k in range(25):
            tiers = [a, b] if k % 2 == 0 else [b, a]
            game, _ = play_hand(tiers, 1000 * i + k, rules)
            ends.add(game.end_reason)
            for t in set(tiers):
                played[t] += 1
    assert played == {"easy": 50, "medium": 50, "hard": 50}
    assert "closed" in ends


@pytest.mark.slow
@pytest.mark.parametrize("preset", PRESETS)
def test_four_players_every_tier_50_hands(preset: str) -> None:
    rules = Rules.preset(preset)
    rotations = [
        ["easy", "medium", "hard", "medium"],
        ["hard", "easy", "medium", "hard"],
        ["medium", "hard", "easy", "easy"],
    ]
    partner_attach = 0
    for k in range(50):
        tiers = rotations[k % 3]
        game, log = play_hand(tiers, 5000 + k, rules)
        assert game.over
        # a computer attaches to a meld its partner created (the team's table is shared)
        creators: dict[int, list[int]] = {0: [], 1: []}  # team -> seat that created meld i
        for seat, cmd in log:
            if isinstance(cmd, MeldCards):
                creators[seat % 2].append(seat)
            elif isinstance(cmd, Attach) and creators[seat % 2][cmd.to] != seat:
                partner_attach += 1
    assert partner_attach > 0


def test_same_seed_same_hand() -> None:
    """Deterministic for a given seed: two runs give the same record."""
    rules = Rules.preset("italian")
    a, _ = play_hand(["hard", "medium"], 77, rules)
    b, _ = play_hand(["hard", "medium"], 77, rules)
    assert a.record() == b.record()


def test_computer_hands_replay() -> None:
    """A computer hand's record replays with every action ok and the same scores."""
    rules = Rules.preset("italian")
    game, _ = play_hand(["hard", "easy", "medium", "hard"], 9, rules)
    _, result = replay_record(json.loads(json.dumps(game.record())))
    assert set(result["results"]) == {"ok"}
    assert result["scores"] == [s.as_dict() for s in game.scores()]


def test_unknown_tier() -> None:
    with pytest.raises(ValueError, match="unknown tier"):
        make_player("grandmaster")


@pytest.mark.parametrize("preset", PRESETS)
def test_one_card_pozzetto_never_makes_an_illegal_move(preset: str) -> None:
    """A one-card pozzetto is hidden: a computer never risks emptying its hand into it."""
    rules = Rules.preset(preset, pozzetto_size=1)
    for k in range(8):
        play_hand(["hard", "medium", "easy", "hard"][: 2 + 2 * (k % 2)], 300 + k, rules)
