"""Simulator: computer against computer on seeded hands.

``python -m devtools.simulate --a hard --b medium --hands 2000 --seed 1 [--players 2-6]
[--preset italian] [--jobs 2] [--record DIR] [--json] [--samples N | --budget S]``

The expert searches ``--samples N`` determinized worlds per decision in-process (deterministic,
machine-independent; default 16), or with ``--budget S`` for S seconds per search on the shared
process pool (run it with ``--jobs 1``). ``hard-v1`` is issue 3's hard tier.

Each seed is played twice with the sides swapped (side *a* as team 0, then as team 1), so
``--hands 2000`` plays 1,000 deals. Prints hands won by each side (a tie counts half in the win
rate), mean score per hand, buracos, closes, hands ending by stock exhaustion or stallo, computer
turn time p50/p99 per tier, hands per second, and the count of illegal commands attempted (a
computer command the engine refuses; it must be 0) and of errors (exceptions in a computer).
``--record DIR`` writes each hand as a game record, replayable with
``python -m burraco_qt.engine.replay_command``.

With 3, 5 and 6 players (RULES-MULTI) the sides are seats, not teams: with 3 and 5 players side
*a* plays the even seats and *b* the odd ones (teams change in a pairing hand), with 6 players
*a* the teams 0 and 2 and *b* team 1; swapping exchanges them. A side's score is the mean credit
(R27.2) of its seats, and every fourth seed of 3 and 5 players is a solo hand (R25.1).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from burraco_qt.ai import ALL_TIERS, make_player
from burraco_qt.engine import PRESETS, Game, HandEnded, Rules
from burraco_qt.engine.random_move import random_legal_command

MAX_COMMANDS = 20000


@dataclass
class Stats:
    """Aggregated results of simulated hands, by side (``a``/``b``)."""

    hands: int = 0
    wins: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    ties: int = 0
    score: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    buracos: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    closes: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    pozzetti: dict[str, int] = field(default_factory=lambda: {"a": 0, "b": 0})
    diffs: list[int] = field(default_factory=list)  # a's score minus b's, per hand
    ends: dict[str, int] = field(default_factory=lambda: {"closed": 0, "stock_exhausted": 0, "stallo": 0})
    illegal: int = 0
    errors: int = 0
    turn_ms: dict[str, list[float]] = field(default_factory=dict)
    error_samples: list[str] = field(default_factory=list)

    def merge(self, other: Stats) -> None:
        self.hands += other.hands
        self.ties += other.ties
        self.illegal += other.illegal
        self.errors += other.errors
        self.diffs.extend(other.diffs)
        for name in ("wins", "score", "buracos", "closes", "pozzetti", "ends"):
            mine, theirs = getattr(self, name), getattr(other, name)
            for k, v in theirs.items():
                mine[k] = mine.get(k, 0) + v
        for tier, times in other.turn_ms.items():
            self.turn_ms.setdefault(tier, []).extend(times)
        self.error_samples.extend(other.error_samples[:5])


def expert_options(samples: int | None = 16, budget: float | None = None) -> dict[str, Any]:
    """The expert's search options for the simulator: fixed samples in-process, or a budget in
    seconds on the shared pool."""
    if budget is not None:
        return {"samples": None, "budget": budget, "workers": None}
    return {"samples": samples, "workers": 0}


def play_hand(
    seed: int,
    tiers: dict[int, str],
    rules: Rules,
    players: int,
    stats: Stats,
    sides: dict[int, str],
    record_dir: Path | None = None,
    tag: str = "",
    search: dict[str, Any] | None = None,
    solo: bool = False,
) -> Game:
    """Play one seeded hand with a computer on every seat; add its results to ``stats``.

    ``tiers`` maps seats to tiers, ``sides`` teams (0, 1) to ``"a"``/``"b"`` with 2 and 4
    players and seats to sides with 3, 5 and 6; ``search`` the expert's options
    (:func:`expert_options`); ``solo``: a solo hand (3 and 5 players).
    """
    game = Game(rules, players, seed=seed, solo_hand=solo)
    search = expert_options() if search is None else search
    seats = {p: make_player(tiers[p], seed * 10 + p, **search) for p in range(players)}
    turn_time = 0.0
    turn_seat = game.current
    fallback = random.Random(seed)
    for _ in range(MAX_COMMANDS):
        if game.over:
            break
        seat = game.current
        t0 = time.perf_counter()
        try:
            cmd = seats[seat].choose(game.view(seat))
        except Exception as err:  # counted and reported; the hand goes on
            stats.errors += 1
            stats.error_samples.append(f"seed {seed} seat {seat}: {type(err).__name__}: {err}")
            cmd = None
        turn_time += time.perf_counter() - t0
        if cmd is not None and not game.check(cmd).ok:
            stats.illegal += 1
            stats.error_samples.append(f"seed {seed} seat {seat}: illegal {cmd} ({game.check(cmd).code})")
            cmd = None
        if cmd is None:
            cmd = random_legal_command(game, fallback)
        events = game.apply(cmd)
        if game.over or game.current != turn_seat:
            stats.turn_ms.setdefault(tiers[turn_seat], []).append(turn_time * 1000)
            turn_time = 0.0
            turn_seat = game.current
        if any(isinstance(e, HandEnded) for e in events):
            break
    else:
        stats.errors += 1
        stats.error_samples.append(f"seed {seed}: the hand did not end")
    _account(game, stats, sides)
    if record_dir is not None:
        rec = game.record()
        rec["seats"] = {str(p): t for p, t in tiers.items()}
        (record_dir / f"hand_{seed}{tag}.json").write_text(json.dumps(rec), encoding="utf-8")
    return game


def _account(game: Game, stats: Stats, sides: dict[int, str]) -> None:
    if game.players not in (2, 4):
        _account_multi(game, stats, sides)
        return
    scores = game.scores()
    stats.hands += 1
    for team in (0, 1):
        side = sides[team]
        stats.score[side] += scores[team].total
        stats.buracos[side] += sum(n for _, n in scores[team].buraco_classes)
        if game.closing_team == team:
            stats.closes[side] += 1
        stats.pozzetti[side] += bool(game.pozzetto_taken[team])
    if game.end_reason:
        stats.ends[game.end_reason] += 1
    a = scores[0].total if sides[0] == "a" else scores[1].total
    b = scores[1].total if sides[0] == "a" else scores[0].total
    stats.diffs.append(a - b)
    if a > b:
        stats.wins["a"] += 1
    elif b > a:
        stats.wins["b"] += 1
    else:
        stats.ties += 1


def _account_multi(game: Game, stats: Stats, sides: dict[int, str]) -> None:
    """3, 5, 6 players: ``sides`` maps seats to ``a``/``b``; a side scores its seats' mean credit."""
    scores = game.scores()
    stats.hands += 1
    credits = game.player_scores() or [scores[game.team_of(p)].total for p in range(game.players)]
    for t, team in enumerate(game.teams):
        for side in {sides[p] for p in team}:
            stats.buracos[side] += sum(n for _, n in scores[t].buraco_classes)
            stats.closes[side] += game.closing_team == t
            stats.pozzetti[side] += bool(game.pozzetto_taken[t])
    if game.end_reason:
        stats.ends[game.end_reason] += 1
    mean = {}
    for side in ("a", "b"):
        seats = [p for p in range(game.players) if sides[p] == side]
        mean[side] = sum(credits[p] for p in seats) / max(1, len(seats))
        stats.score[side] += round(mean[side])
    a, b = mean["a"], mean["b"]
    stats.diffs.append(round(a - b))
    if a > b:
        stats.wins["a"] += 1
    elif b > a:
        stats.wins["b"] += 1
    else:
        stats.ties += 1


def seat_sides(players: int, swap: bool) -> dict[int, str]:
    """Seats to sides with 3, 5 and 6 players (see the module note)."""
    first, second = ("b", "a") if swap else ("a", "b")
    if players == 6:
        return {p: first if (p % 3) % 2 == 0 else second for p in range(players)}
    return {p: first if p % 2 == 0 else second for p in range(players)}


def is_solo_seed(players: int, seed: int) -> bool:
    """Every fourth seed of a 3- or 5-player simulation is a solo hand."""
    return players in (3, 5) and seed % 4 == 3


def run_seeds(
    seeds: list[int],
    a: str,
    b: str,
    rules: Rules,
    players: int,
    record_dir: str | None = None,
    search: dict[str, Any] | None = None,
) -> Stats:
    """Play each seed twice (sides swapped) and return the statistics."""
    stats = Stats()
    out = Path(record_dir) if record_dir else None
    for seed in seeds:
        for swap in (False, True):
            if players not in (2, 4):
                sides = seat_sides(players, swap)
                tiers = {p: a if sides[p] == "a" else b for p in range(players)}
                play_hand(
                    seed,
                    tiers,
                    rules,
                    players,
                    stats,
                    sides,
                    out,
                    "_swapped" if swap else "",
                    search,
                    is_solo_seed(players, seed),
                )
                continue
            team_tier = {0: b, 1: a} if swap else {0: a, 1: b}
            sides = {0: "b", 1: "a"} if swap else {0: "a", 1: "b"}
            tiers = {p: team_tier[p % 2] for p in range(players)}
            play_hand(seed, tiers, rules, players, stats, sides, out, "_swapped" if swap else "", search)
    return stats


def _job(args: tuple) -> Stats:
    return run_seeds(*args)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def simulate(
    a: str,
    b: str,
    hands: int,
    seed: int,
    players: int = 2,
    preset: str = "italian",
    jobs: int = 1,
    record_dir: str | None = None,
    progress: bool = True,
    search: dict[str, Any] | None = None,
) -> tuple[Stats, float]:
    """Run the simulation; returns the statistics and the elapsed wall time in seconds."""
    rules = Rules.preset(preset)
    seeds = [seed + i for i in range(max(1, hands // 2))]
    chunk = 10
    chunks = [seeds[i : i + chunk] for i in range(0, len(seeds), chunk)]
    if record_dir:
        Path(record_dir).mkdir(parents=True, exist_ok=True)
    stats = Stats()
    start = time.perf_counter()
    args = [(c, a, b, rules, players, record_dir, search) for c in chunks]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for part in pool.map(_job, args):
                stats.merge(part)
                _progress(stats.hands, 2 * len(seeds), start, progress)
    else:
        for arg in args:
            stats.merge(_job(arg))
            _progress(stats.hands, 2 * len(seeds), start, progress)
    if progress:
        print(file=sys.stderr)
    return stats, time.perf_counter() - start


def _progress(done: int, total: int, start: float, show: bool) -> None:
    if not show:
        return
    width = 30
    filled = int(width * done / total)
    rate = done / max(1e-9, time.perf_counter() - start)
    print(
        f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} hands  {rate:.1f}/s",
        end="",
        file=sys.stderr,
        flush=True,
    )


def interval(p: float, n: int) -> tuple[float, float]:
    """The 95 % Wilson interval of a proportion ``p`` over ``n`` trials."""
    if n == 0:
        return (0.0, 1.0)
    z = 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def mean_interval(values: list[int]) -> tuple[float, float, float]:
    """Mean and 95 % normal interval of ``values`` (hands are paired by deal: the interval is
    over deals, each deal's two hands averaged)."""
    pairs = [(values[i] + values[i + 1]) / 2 for i in range(0, len(values) - 1, 2)] or values
    n = len(pairs)
    if n == 0:
        return (0.0, 0.0, 0.0)
    mean = sum(pairs) / n
    var = sum((x - mean) ** 2 for x in pairs) / max(1, n - 1)
    half = 1.96 * math.sqrt(var / n)
    return (round(mean, 1), round(mean - half, 1), round(mean + half, 1))


def summary(stats: Stats, elapsed: float) -> dict[str, Any]:
    """The JSON summary of issue 3 (plus buracos, closes, pozzetti, ends, and issue 13's 95 %
    intervals: Wilson for the win rate, over deals for the mean score difference)."""
    n = max(1, stats.hands)
    rate = (stats.wins["a"] + stats.ties / 2) / n
    return {
        "hands": stats.hands,
        "wins": dict(stats.wins),
        "ties": stats.ties,
        "mean_score": {k: round(v / n, 2) for k, v in stats.score.items()},
        "illegal": stats.illegal,
        "errors": stats.errors,
        "turn_ms": {
            t: {"p50": round(percentile(v, 0.5), 3), "p99": round(percentile(v, 0.99), 3)}
            for t, v in sorted(stats.turn_ms.items())
        },
        "hands_per_s": round(stats.hands / elapsed, 2) if elapsed else 0.0,
        "buracos": dict(stats.buracos),
        "closes": dict(stats.closes),
        "ends": dict(stats.ends),
        "pozzetti": dict(stats.pozzetti),
        "win_rate_a": round(rate, 4),
        "win_rate_a_95": interval(rate, stats.hands),
        "score_diff_a": mean_interval(stats.diffs),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.simulate", description="Computer against computer on seeded hands."
    )
    parser.add_argument("--a", default="hard", choices=list(ALL_TIERS), help="tier of side a")
    parser.add_argument("--b", default="medium", choices=list(ALL_TIERS), help="tier of side b")
    parser.add_argument("--hands", type=int, default=200, help="hands (each seed twice)")
    parser.add_argument("--seed", type=int, default=1, help="first deal seed")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 5, 6))
    parser.add_argument("--preset", default="italian", choices=list(PRESETS))
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--record", metavar="DIR", help="write each hand as a game record")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--samples", type=int, default=16, help="expert: worlds per search")
    parser.add_argument("--budget", type=float, help="expert: seconds per search (process pool)")
    args = parser.parse_args(argv)
    if args.samples < 1:
        parser.error("--samples must be at least 1")
    if args.hands < 2:
        parser.error("--hands must be at least 2 (each deal is played twice)")
    if args.record and Path(args.record).exists() and not Path(args.record).is_dir():
        parser.error(f"--record {args.record}: not a folder")
    stats, elapsed = simulate(
        args.a,
        args.b,
        args.hands,
        args.seed,
        args.players,
        args.preset,
        args.jobs,
        args.record,
        progress=not args.json,
        search=expert_options(args.samples, args.budget),
    )
    result = summary(stats, elapsed)
    if args.json:
        print(json.dumps(result))
    else:
        _print_table(args, result)
    return 0 if stats.illegal == 0 and stats.errors == 0 else 1


def _print_table(args: argparse.Namespace, r: dict[str, Any]) -> None:
    n = r["hands"]
    print(
        f"{n} hands ({n // 2} deals x 2, sides swapped), {args.players} players, "
        f"preset {args.preset}, seed {args.seed}"
    )
    print(f"{'':22}{'a: ' + args.a:>14}{'b: ' + args.b:>14}")
    print(f"{'hands won':22}{r['wins']['a']:>14}{r['wins']['b']:>14}   ties {r['ties']}")
    print(f"{'win rate (tie = 1/2)':22}{r['win_rate_a']:>14.1%}{1 - r['win_rate_a']:>14.1%}")
    lo, hi = r["win_rate_a_95"]
    print(f"{'  95 % interval (a)':22}{f'{lo:.1%}…{hi:.1%}':>14}")
    d, dlo, dhi = r["score_diff_a"]
    print(f"{'score a − b per hand':22}{d:>14.1f}   95 % {dlo:.1f}…{dhi:.1f}")
    print(f"{'mean score per hand':22}{r['mean_score']['a']:>14.1f}{r['mean_score']['b']:>14.1f}")
    print(f"{'buracos made':22}{r['buracos']['a']:>14}{r['buracos']['b']:>14}")
    print(f"{'closes':22}{r['closes']['a']:>14}{r['closes']['b']:>14}")
    print(f"{'pozzetti taken':22}{r['pozzetti']['a']:>14}{r['pozzetti']['b']:>14}")
    print(
        f"hands ended: closed {r['ends']['closed']}, stock exhausted "
        f"{r['ends']['stock_exhausted']}, stallo {r['ends']['stallo']}"
    )
    for tier, t in r["turn_ms"].items():
        print(f"turn time {tier:8} p50 {t['p50']:.2f} ms  p99 {t['p99']:.2f} ms")
    print(f"hands per second: {r['hands_per_s']:.1f}")
    print(f"illegal commands attempted: {r['illegal']}   errors: {r['errors']}")


if __name__ == "__main__":
    sys.exit(main())
