"""Soak test: ``python -m burraco_qt.ai.soak --hands 10000 [--jobs 2]``.

Plays computer-only hands across every tier mix, 2 and 4 players and the three presets (hand *i*
uses combination *i* mod 18 of preset × players × tier rotation, and seed *i*). Prints the count
of exceptions, illegal commands and hands that did not end, and how the hands ended (a close, a
stock exhaustion or a stallo). Exit status 0 only when all three counts are 0.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from ..engine import PRESETS, Rules
from .simulate import Stats, play_hand

ROTATIONS = (("easy", "medium", "hard", "easy"), ("medium", "hard", "easy", "hard"),
             ("hard", "easy", "medium", "medium"))


def combination(i: int) -> tuple[str, int, tuple[str, ...]]:
    """(preset, players, tiers by seat) of soak hand ``i``."""
    preset = PRESETS[i % 3]
    players = 2 if (i // 3) % 2 == 0 else 4
    tiers = ROTATIONS[(i // 6) % 3][:players]
    return preset, players, tiers


def run(indices: list[int]) -> Stats:
    stats = Stats()
    for i in indices:
        preset, players, tiers = combination(i)
        play_hand(i, dict(enumerate(tiers)), Rules.preset(preset), players, stats, {0: "a", 1: "b"})
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m burraco_qt.ai.soak")
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    start = time.perf_counter()
    chunks = [list(range(i, min(args.hands, i + 50))) for i in range(0, args.hands, 50)]
    stats = Stats()
    with ProcessPoolExecutor(args.jobs) as pool:
        for part in pool.map(run, chunks):
            stats.merge(part)
            print(f"\r{stats.hands}/{args.hands} hands", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    unfinished = stats.hands - sum(stats.ends.values())
    result = {"hands": stats.hands, "exceptions": stats.errors, "illegal": stats.illegal,
              "unfinished": unfinished, "ends": stats.ends,
              "seconds": round(time.perf_counter() - start, 1), "samples": stats.error_samples[:10]}
    print(json.dumps(result, indent=1))
    return 0 if stats.errors == stats.illegal == unfinished == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
