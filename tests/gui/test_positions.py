"""Issue 24: a position is replaced through the controller (``replace_position``) with its own
signal; the replay viewer no longer emits the controller's ``undone``."""

from __future__ import annotations

import random

from burraco_qt.engine import Draw, Game, Rules
from burraco_qt.engine.finder import find_moves
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.replay_positions import Replay
from burraco_qt.ui.replay.viewer import ReplayWindow
from burraco_qt.ui.table.speeds import Speeds


def _record() -> dict:
    game = Game(Rules.preset("italian"), 2, seed=9)
    rng = random.Random(9)
    while len(game.actions) < 10:
        game.apply(random_legal_command(game, rng))
    return game.record()


def test_the_viewer_replaces_positions_without_an_undo(qtbot) -> None:
    window = ReplayWindow(Replay(_record()), speeds=Speeds(0))
    qtbot.addWidget(window)
    c = window.controller
    undone, replaced = [], []
    c.undone.connect(lambda: undone.append(1))
    c.positionReplaced.connect(lambda: replaced.append(1))
    window.step_forward()
    window.go_last()
    window.step_back()
    assert undone == [] and len(replaced) == 3
    assert c.game.record()["actions"] == window.replay.states[window.position].record()["actions"]


def test_undo_replaces_the_position_then_says_undone(qapp) -> None:
    for seed in range(1, 40):  # a deal where seat 0 can meld after its draw
        c = GameController(MatchOptions(2, seed=seed), human_seat=0, ai_delay_ms=0)
        c.paused = True
        if c.game.current == 0 and c.send(Draw()) and find_moves(c.game, 0).melds:
            break
    order: list[str] = []
    c.positionReplaced.connect(lambda: order.append("replaced"))
    c.undone.connect(lambda: order.append("undone"))
    before = c.game.state()
    assert c.send(find_moves(c.game, 0).melds[0].command())
    assert c.undo()
    assert order == ["replaced", "undone"] and c.game.state() == before


def test_new_hand_replacement_lays_the_table_out_afresh(qapp) -> None:
    c = GameController(MatchOptions(2, seed=4), human_seat=None, ai_delay_ms=0)
    c.paused = True
    started: list[int] = []
    c.handStarted.connect(lambda: started.append(1))
    other = Game(Rules.preset("italian"), 2, seed=77)
    c.replace_position(other, new_hand=True)
    assert c.game is other and started == [1]
