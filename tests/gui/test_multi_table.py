"""Issue 16: 3-, 5- and 6-player hands on the real table, played by mouse to the score sheet."""

from __future__ import annotations

import pytest

from .helpers import open_table
from .mouse_driver import play_hand_by_mouse


@pytest.mark.parametrize(("players", "seed"), [(3, 2), (6, 1)])
def test_whole_multi_hand_by_mouse(qtbot, players: int, seed: int) -> None:
    window = open_table(qtbot, players, difficulty="easy", seed=seed)
    c = window.controller
    game = c.game
    assert game.players == players and len(window.scene.layout.hands) == players
    made = play_hand_by_mouse(qtbot, window, seed)
    assert game.over and made >= 5
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible(), timeout=5000)
    sheet = window.sheet
    scores = game.scores()
    for t, score in enumerate(scores):
        assert sheet.cell("total", t) == str(score.total)
    for side, total in enumerate(c.match.totals):
        assert sheet.cell("match", side) == str(total)
    panel = window.score_panel.texts()[0]
    assert all(str(t) in panel for t in c.match.totals)
    assert c.illegal_ai_commands == 0
