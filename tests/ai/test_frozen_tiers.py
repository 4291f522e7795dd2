"""The frozen tiers the simulator measures the game's hard against (devtools): ``hard-v1``
(issue 3's hard) and ``hard-v2`` (issue 13's hard, frozen when issue 25 began)."""

from __future__ import annotations

import hashlib

import pytest

import devtools  # noqa: F401  (registers the frozen tiers)
from burraco_qt.ai import ALL_TIERS, TIERS, make_player
from burraco_qt.engine import Game, Rules


def _hand_commands(names: tuple[str, str], seed: int) -> list[str]:
    """Every command of one seeded 1 vs 1 italian hand between ``names`` (seat 0, seat 1)."""
    game = Game(Rules.preset("italian"), 2, seed=seed)
    seats = [make_player(names[p], 10 * seed + p) for p in range(2)]
    out = []
    while not game.over:
        cmd = seats[game.current].choose(game.view(game.current))
        out.append(repr(cmd))
        game.apply(cmd)
    return out


@pytest.mark.parametrize("name", ["hard-v1", "hard-v2"])
def test_the_frozen_tiers_are_for_the_tools_only(name: str) -> None:
    assert name in ALL_TIERS and name not in TIERS
    assert make_player(name, 3).tier == name


def test_hard_v2_is_deterministic() -> None:
    first = _hand_commands(("hard-v2", "hard-v2"), 5)
    assert len(first) > 40
    assert _hand_commands(("hard-v2", "hard-v2"), 5) == first


def test_hard_v2_stays_frozen() -> None:
    """Two seeded self-play hands of ``hard-v2``: the digest of their commands, taken when it
    was frozen (then equal to the game's hard); it must never move."""
    log = "\n".join(c for seed in (1, 2) for c in _hand_commands(("hard-v2", "hard-v2"), seed))
    assert hashlib.sha256(log.encode()).hexdigest()[:16] == DIGEST


DIGEST = "2e5658f0e98b9649"
