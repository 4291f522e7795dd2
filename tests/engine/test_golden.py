"""The golden replay outputs stay byte-identical (issues 15 and 17, see tests/golden_support.py)."""

from __future__ import annotations

import json

import pytest

from burraco_qt.engine.record import replay_record

from ..golden_support import GAMES, GOLDEN, digest, random_record, record_lines


def _lines(name: str) -> list[str]:
    return (GOLDEN / name).read_text(encoding="utf-8").splitlines()


def test_every_record_replays_as_recorded() -> None:
    assert record_lines() == _lines("records.jsonl")


def test_random_games_are_generated_as_recorded() -> None:
    """The generator itself is stable (a few games), so the stored records mean what they say."""
    stored = _lines("random_games.jsonl")
    assert len(stored) == GAMES
    for n in (0, 1, 77):
        assert json.loads(stored[n])["record"] == random_record(n)


@pytest.mark.parametrize("chunk", range(4))
def test_random_games_replay_as_recorded(chunk: int) -> None:
    stored = _lines("random_games.jsonl")
    for line in stored[chunk::4]:
        case = json.loads(line)
        game, out = replay_record(case["record"])
        assert out == case["output"], case["id"]
        assert digest(game) == case["final"], case["id"]
