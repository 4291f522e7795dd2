"""AI benchmark (issue 13): ``python -m devtools.ai_bench [--rollouts 200] [--decisions 20]
[--budget 1.0] [--latency-seconds 20] [--json]`` (prints figures, asserts nothing).

* **rollouts per second per core**: the expert's unit of work — determinize a mid-hand view
  and play :data:`burraco_qt.ai.expert.ROUNDS` rounds with the fast rollout policy
  (:func:`burraco_qt.ai.expert.rollout_value`, :mod:`burraco_qt.ai.rollout`) — per CPU second of this process;
* **expert decision time** p50/p99 at ``--budget`` seconds per search, on the shared process
  pool (only the decisions that search);
* **GUI event-loop latency** while the expert thinks: a Qt event loop (``python -m
  devtools.latency`` in a child process: this package never imports Qt) ticks a 5 ms
  timer while the controller's expert seats search; p50/p99 of each tick's lateness.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time

from burraco_qt.ai import make_player
from burraco_qt.ai.expert import ROUNDS, rollout_value
from burraco_qt.engine import Game, Rules
from burraco_qt.engine.determinize import determinize

from .simulate import percentile


def _mid_hand_views(count: int, seed: int) -> list:
    views = []
    for i in range(count):
        game = Game(Rules.preset("italian"), 2, seed=seed + i)
        players = [make_player("hard", seed + i * 2 + p) for p in range(2)]
        target = 8 + i % 20
        while not game.over and game.turn < target:
            game.apply(players[game.current].choose(game.view(game.current)))
        if not game.over:
            views.append(game.view(game.current))
    return views


def rollouts_per_second(n: int = 200, seed: int = 1) -> float:
    """Determinize-and-roll-out units per CPU second of this process (one core: CPU time, so
    other programs sharing the machine do not lower the figure much)."""
    views = _mid_hand_views(20, seed)
    rng = random.Random(seed)
    t0 = time.process_time()
    for i in range(n):
        view = views[i % len(views)]
        world = determinize(view, rng)
        rollout_value(world, view.seat, ROUNDS * view.players, i)
    return n / max(1e-9, time.process_time() - t0)


def decision_times(decisions: int = 20, budget: float = 1.0, seed: int = 1) -> list[float]:
    """Seconds of the expert's searching decisions at ``budget`` (shared process pool)."""
    times: list[float] = []
    hand = 0
    while len(times) < decisions and hand < 50:
        game = Game(Rules.preset("italian"), 2, seed=seed + hand)
        expert = make_player("expert", seed, samples=None, budget=budget, workers=None)
        hard = make_player("hard", seed + 1)
        while not game.over and len(times) < decisions:
            view = game.view(game.current)
            if game.current == 0:
                searches = not expert.instant(view)
                t0 = time.perf_counter()
                cmd = expert.choose(view)
                if searches:
                    times.append(time.perf_counter() - t0)
            else:
                cmd = hard.choose(view)
            game.apply(cmd)
        hand += 1
    return times


def gui_latency(seconds: float, budget: float) -> dict:
    """The child process's event-loop lateness figures (see the module note)."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    out = subprocess.run(
        [sys.executable, "-m", "devtools.latency", "--seconds", str(seconds), "--budget", str(budget)],
        capture_output=True,
        text=True,
        env=env,
        timeout=seconds + 120,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.ai_bench")
    parser.add_argument("--rollouts", type=int, default=1000)
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--latency-seconds", type=float, default=20.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result: dict = {"cores": os.cpu_count()}
    result["rollouts_per_s_per_core"] = round(rollouts_per_second(args.rollouts), 1)
    times = decision_times(args.decisions, args.budget)
    result["expert_decision_s"] = {
        "n": len(times),
        "budget": args.budget,
        "p50": round(percentile(times, 0.5), 3),
        "p99": round(percentile(times, 0.99), 3),
    }
    from burraco_qt.ai.pool import shutdown

    shutdown()
    result["gui_latency_ms"] = gui_latency(args.latency_seconds, args.budget)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"cores: {result['cores']}")
        print(f"rollouts per second per core: {result['rollouts_per_s_per_core']}")
        d = result["expert_decision_s"]
        print(f"expert decision at {d['budget']} s: p50 {d['p50']} s, p99 {d['p99']} s ({d['n']} searches)")
        g = result["gui_latency_ms"]
        print(
            f"GUI event-loop lateness while thinking: p50 {g['p50']} ms, p99 {g['p99']} ms "
            f"({g['ticks']} ticks, {g['searches']} searches)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
