"""Soak test: ``python -m devtools.soak --hands 10000 [--jobs 2] [--expert --samples 2]
[--players 3|5|6]``.

Plays computer-only hands across every tier mix, 2 and 4 players and the three presets (hand *i*
uses combination *i* mod 18 of preset × players × tier rotation, and seed *i*); ``--preset
casual`` plays only that preset (RULES-CASUAL.md), with the same player mixes (2 and 4 players:
draw mode is not for 3, 5 or 6). With
``--players N`` (2 to 6) every hand has N players: hand *i* uses preset *i* mod 3, the tier
rotation (*i* // 3) mod 3 spread over the N seats and shifted with *i*, and with 3 and 5 players
every fourth hand is a solo hand (RULES-MULTI R25.1); the others are pairing hands, in which the
computers race to go out first for the big pozzetto. Prints the count
of exceptions, illegal commands and hands that did not end, and how the hands ended (a close, a
stock exhaustion or a stallo). Exit status 0 only when all three counts are 0.

The fast rotations mix the tiers and the characters of the gentle and hard tiers (issue 13);
``--expert`` uses rotations with expert seats (the tier and its characters) searching
``--samples`` worlds per decision.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from burraco_qt.engine import PRESETS, Rules

from .simulate import Stats, play_hand

ROTATIONS = (
    ("easy", "gino", "hard", "lucia"),
    ("medium", "marco", "pina", "hard"),
    ("giulia", "easy", "medium", "hard-v1"),
)
EXPERT_ROTATIONS = (
    ("expert", "hard", "rosa", "medium"),
    ("marco", "bruno", "easy", "expert"),
    ("rosa", "giulia", "bruno", "gino"),
)


def combination(
    i: int, expert: bool = False, preset_only: str | None = None
) -> tuple[str, int, tuple[str, ...]]:
    """(preset, players, players by seat) of soak hand ``i``; ``preset_only`` plays that preset
    in every hand (the mixes of players and seats are the same)."""
    preset = PRESETS[i % 3] if preset_only is None else preset_only
    players = 2 if (i // 3) % 2 == 0 else 4
    tiers = (EXPERT_ROTATIONS if expert else ROTATIONS)[(i // 6) % 3][:players]
    return preset, players, tiers


def combination_for(i: int, players: int, expert: bool = False) -> tuple[str, tuple[str, ...], bool]:
    """(preset, players by seat, solo hand) of soak hand ``i`` with ``players`` players."""
    preset = PRESETS[i % 3]
    rotation = (EXPERT_ROTATIONS if expert else ROTATIONS)[(i // 3) % 3]
    shift = i // 9
    tiers = tuple(rotation[(p + shift) % len(rotation)] for p in range(players))
    solo = players in (3, 5) and (i // 3) % 4 == 3
    return preset, tiers, solo


def run(
    indices: list[int],
    expert: bool = False,
    samples: int = 2,
    players: int | None = None,
    preset_only: str | None = None,
) -> Stats:
    """Play soak hands ``indices`` (see :func:`combination`, :func:`combination_for`) and
    return their statistics; ``preset_only`` plays that preset in every hand."""
    stats = Stats()
    search = {"samples": samples, "workers": 0}
    for i in indices:
        if players is None:
            preset, n, tiers = combination(i, expert, preset_only)
            play_hand(
                i, dict(enumerate(tiers)), Rules.preset(preset), n, stats, {0: "a", 1: "b"}, search=search
            )
            continue
        preset, tiers, solo = combination_for(i, players, expert)
        preset = preset_only or preset
        sides = {0: "a", 1: "b"} if players in (2, 4) else {p: "ab"[p % 2] for p in range(players)}
        play_hand(
            i, dict(enumerate(tiers)), Rules.preset(preset), players, stats, sides, search=search, solo=solo
        )
    return stats


def _run(args: tuple) -> Stats:
    return run(*args)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.soak")
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--expert", action="store_true", help="rotations with expert seats")
    parser.add_argument("--samples", type=int, default=2, help="expert: worlds per search")
    parser.add_argument(
        "--first", type=int, default=0, help="index (and seed) of the first hand: run a long soak in parts"
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=(2, 3, 4, 5, 6),
        help="every hand with this many players (default: 2 and 4 in turn)",
    )
    parser.add_argument(
        "--preset",
        choices=list(PRESETS),
        default=None,
        help="play only this preset (e.g. casual); default: the three tournament presets",
    )
    args = parser.parse_args(argv)
    start = time.perf_counter()
    size = 5 if args.expert else 50
    end = args.first + args.hands
    chunks = [
        (list(range(i, min(end, i + size))), args.expert, args.samples, args.players, args.preset)
        for i in range(args.first, end, size)
    ]
    stats = Stats()
    with ProcessPoolExecutor(args.jobs) as pool:
        for part in pool.map(_run, chunks):
            stats.merge(part)
            print(f"\r{stats.hands}/{args.hands} hands", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    unfinished = stats.hands - sum(stats.ends.values())
    result = {
        "players": args.players or "2/4",
        "first": args.first,
        "hands": stats.hands,
        "exceptions": stats.errors,
        "illegal": stats.illegal,
        "unfinished": unfinished,
        "ends": stats.ends,
        "seconds": round(time.perf_counter() - start, 1),
        "samples": stats.error_samples[:10],
    }
    print(json.dumps(result, indent=1))
    return 0 if stats.errors == stats.illegal == unfinished == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
