"""The expert tier (issue 13): deterministic with fixed samples on any number of workers, fair
(decides from its view only), cancellable, and its workers import no Qt."""

from __future__ import annotations

import random
import subprocess
import sys
import threading

from burraco_qt.ai import expert as expert_module
from burraco_qt.ai import make_player
from burraco_qt.ai.expert import ExpertPlayer
from burraco_qt.engine import Game, Rules

from .test_ai_fairness import swap_hidden


def _commands(samples: int, workers: int | None, turns: int = 6, seed: int = 11) -> list:
    game = Game(Rules.preset("italian"), 2, seed=seed)
    expert = ExpertPlayer(5, samples=samples, workers=workers)
    other = make_player("hard", 6)
    out = []
    while not game.over and game.turn <= turns:
        seat = game.current
        cmd = (expert if seat == 0 else other).choose(game.view(seat))
        out.append(cmd)
        game.apply(cmd)
    return out


def test_same_seed_and_samples_give_the_same_commands() -> None:
    a = _commands(3, 0)
    assert a == _commands(3, 0)
    assert len(a) > 10


def test_the_answer_does_not_depend_on_the_workers() -> None:
    game = Game(Rules.preset("italian"), 2, seed=2)
    hard = make_player("hard", 1)
    for _ in range(12):  # into the hand, where the pile is worth weighing
        game.apply(hard.choose(game.view(game.current)))
    view = game.view(game.current)
    inline = ExpertPlayer(9, samples=4, workers=0)
    pooled = ExpertPlayer(9, samples=4, workers=None)
    cands = inline.candidates(view) if view.phase == "play" else None
    assert inline.choose(view) == pooled.choose(view)
    if cands and len(cands) > 1:
        from burraco_qt.ai.pool import run_search

        never = threading.Event()
        assert run_search(view, cands, "s", 4, 1.0, 0, never) == run_search(
            view, cands, "s", 4, 1.0, None, never
        )


def test_expert_decisions_ignore_hidden_cards() -> None:
    rng = random.Random(3)
    for seed, players, key in ((1, 2, "expert"), (2, 4, "rosa")):
        game = Game(Rules.preset("italian"), players, seed=seed)
        seats = [make_player(key, 20 + p, samples=2) for p in range(players)]
        compared = 0
        while not game.over and game.turn <= 3 * players:
            seat = game.current
            view = game.view(seat)
            searched = not seats[seat].instant(view)
            cmd = seats[seat].choose(view)
            twin = swap_hidden(game, seat, rng)
            assert seats[seat].choose(twin.view(seat)) == cmd
            if searched:  # a new player, nothing remembered: the same search, other hidden cards
                assert make_player(key, 20 + seat, samples=2).choose(twin.view(seat)) == cmd
            compared += 1
            game.apply(cmd)
        assert compared > 10


def test_a_search_stops_at_once_when_cancelled(monkeypatch) -> None:
    game = Game(Rules.preset("italian"), 2, seed=4)
    hard = make_player("hard", 1)
    expert = ExpertPlayer(1, samples=None, budget=3600.0, workers=0)
    while True:  # a position where the expert searches
        view = game.view(game.current)
        if game.current == 0 and not expert.instant(view):
            break
        game.apply(hard.choose(view))
    started = threading.Event()
    evaluate = expert_module.evaluate

    def evaluating(*args, **kwargs):
        started.set()
        return evaluate(*args, **kwargs)

    monkeypatch.setattr(expert_module, "evaluate", evaluating)
    answer: list = []
    thread = threading.Thread(target=lambda: answer.append(expert.choose(view)))
    thread.start()
    assert started.wait(60)  # the search runs (its budget: an hour)
    expert.cancel()
    thread.join(60)
    assert not thread.is_alive() and answer
    assert game.check(answer[0]).ok


WORKER_CHECK = """
import PySide6.QtCore  # the parent (the app) has Qt loaded
from burraco_qt.ai import pool
ex = pool.pool()
print(any(f.result() for f in [ex.submit(pool.qt_loaded) for _ in range(4)]))
pool.shutdown()
"""


def test_workers_import_no_qt() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", WORKER_CHECK], capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "False"
