"""New game from any mode to any mode leaves nothing of the old table (issue 22, point 5): after a
turn in one mode and New game in another, the scene holds exactly what a table opened directly in
the new mode holds (the same captions, nameplates and badges by key, the same kinds of items, the
new rules' cards)."""

from __future__ import annotations

from collections import Counter

import pytest

from burraco_qt.engine import Draw
from burraco_qt.model import MatchOptions

from .helpers import open_table

#: 1 vs 1, 3, 2 vs 2, 5, 3 vs 3 (the italian preset), then casual 1 vs 1 and 2 vs 2.
MODES = [(2, "italian"), (3, "italian"), (4, "italian"), (5, "italian"), (6, "italian")]
CASUAL = [(2, "casual"), (4, "casual")]
PAIRS = [(a, b) for a in MODES for b in MODES]
PAIRS += [(c, (6, "italian")) for c in CASUAL] + [((6, "italian"), c) for c in CASUAL]


def _options(mode: tuple[int, str]) -> MatchOptions:
    players, preset = mode
    return MatchOptions(players, "medium", preset, target=1005, seed=3)


def _scene_state(window) -> tuple:
    scene = window.scene
    kinds = Counter(type(item).__name__ for item in scene.items() if item.isVisible())
    return (
        sorted(map(repr, scene.captions)),
        kinds,
        set(scene.cards) == set(window.controller.game.rules.universe()),
    )


def _settle(qtbot, window) -> None:
    qtbot.wait(5)
    window.scene.relayout(animate=False)


@pytest.fixture(scope="module")
def fresh_states():
    return {}


@pytest.mark.parametrize("old", [*MODES, *CASUAL], ids=lambda m: f"{m[0]}{m[1][0]}")
def test_new_game_from_a_mode_to_every_mode(qtbot, old: tuple[int, str], fresh_states) -> None:
    targets = [b for a, b in PAIRS if a == old]
    for new in targets:
        if new not in fresh_states:
            fresh = open_table(qtbot, players=new[0])
            fresh.controller.new_match(_options(new))
            _settle(qtbot, fresh)
            fresh_states[new] = _scene_state(fresh)
            fresh.close()
    window = open_table(qtbot, players=old[0])
    for new in targets:
        c = window.controller
        c.new_match(_options(old))
        _settle(qtbot, window)
        assert c.send(Draw())  # a turn of the old match: a card moved, captions placed
        _settle(qtbot, window)
        c.new_match(_options(new))
        _settle(qtbot, window)
        assert _scene_state(window) == fresh_states[new], (old, new)
