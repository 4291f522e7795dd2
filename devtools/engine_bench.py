"""Engine benchmarks: ``python -m devtools.engine_bench [--seconds S]``.

Prints figures (nothing is asserted):

* meld builds per second on varied input (valid and invalid sets and runs, 3–14 cards, from
  physical cards; the engine keeps no meld cache), in one process and across all cores;
* random legal full hands per second (2 players, italian, a random legal command each step);
* meld-finder calls per second and the median/p99 call time, on 11- and 22-card hands against a
  table of 6 melds.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from burraco_qt.engine.cards import Card
from burraco_qt.engine.errors import InvalidMeld
from burraco_qt.engine.finder import find_moves
from burraco_qt.engine.game import Game
from burraco_qt.engine.meld import Meld
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.engine.rules import Rules


def meld_inputs(count: int, seed: int = 1) -> list[list[Card]]:
    """``count`` varied card lists: real runs and sets cut from shuffled decks, with and without
    a wildcard, plus random 3–8 card handfuls (mostly invalid)."""
    rng = random.Random(seed)
    universe = Rules.preset("italian").universe()
    by_suit = {
        s: sorted(
            (c for c in universe if c.suit == s and not c.is_joker and c.copy == 1), key=lambda c: c.rank
        )
        for s in "cdhs"
    }
    wild = [c for c in universe if c.is_wild]
    out: list[list[Card]] = []
    while len(out) < count:
        kind = rng.random()
        if kind < 0.45:
            suit = rng.choice("cdhs")
            length = rng.randint(3, 13)
            start = rng.randint(0, 13 - length)
            cards = by_suit[suit][start : start + length]
            if rng.random() < 0.5 and len(cards) > 3:
                cards = cards[:]
                cards[rng.randrange(1, len(cards) - 1)] = rng.choice(wild)
        elif kind < 0.75:
            rank = rng.randint(3, 13)
            naturals = [c for c in universe if c.rank == rank]
            cards = rng.sample(naturals, rng.randint(2, 7))
            if rng.random() < 0.5 or len(cards) < 3:
                cards.append(rng.choice(wild))
        else:
            cards = rng.sample(universe, rng.randint(3, 8))
        rng.shuffle(cards)
        out.append(cards)
    return out


def bench_meld_builds(seconds: float, seed: int = 1) -> tuple[int, float]:
    """Build melds for about ``seconds``; returns (builds, elapsed seconds)."""
    rules = Rules.preset("italian")
    inputs = meld_inputs(5000, seed)
    build = Meld.build_cards
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for cards in inputs:
            try:
                build(cards, rules, None)
            except InvalidMeld:  # invalid inputs are part of the mix
                continue
        n += len(inputs)
    return n, time.perf_counter() - start


def _worker(args: tuple[float, int]) -> tuple[int, float]:
    return bench_meld_builds(*args)


def random_hand(seed: int, rules: Rules, players: int = 2) -> Game:
    """Play one hand to its end with random legal commands (seeded)."""
    rng = random.Random(seed)
    game = Game(rules, players, seed=seed)
    while not game.over:
        game.apply(random_legal_command(game, rng))
    return game


def bench_hands(seconds: float) -> tuple[int, float]:
    rules = Rules.preset("italian")
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_hand(n, rules)
        n += 1
    return n, time.perf_counter() - start


def finder_position(hand_size: int, seed: int) -> Game:
    """A play-phase position with ``hand_size`` cards in hand and 6 melds on the team's table."""
    rules = Rules.preset("italian")
    rng = random.Random(seed)
    melds = [
        ["3h", "4h", "5h", "6h"],
        ["7c", "8c", "9c"],
        ["Kd", "Kc", "Ks"],
        ["Qs", "Js", "Ts", "wr"],
        ["5d", "5s", "5c"],
        ["Ac", "2c", "3c", "4c", "5c"],
    ]
    for _ in range(100):
        game = Game(rules, 2, seed=rng.randrange(10**9))
        pool = [c for c in game.all_cards()]
        rng.shuffle(pool)
        table: list[Meld] = []
        used: set[Card] = set()
        for spec in melds:
            cards = []
            for text in spec:
                c = next(x for x in pool if x.short == text and x not in used)
                used.add(c)
                cards.append(c)
            table.append(Meld.build(cards, rules))
        rest = [c for c in pool if c not in used]
        state = game.state()  # a position for the finder only: cards may be in two zones
        state.update(phase="play", melds_made=len(table))
        state["hands"][0] = rest[:hand_size]
        state["tables"][0] = table
        state["serials"][0] = list(range(len(table)))
        return Game.from_state(state)
    raise RuntimeError("unreachable")


def bench_finder(hand_size: int, calls: int) -> tuple[float, float, float]:
    """(calls per second, median ms, p99 ms) of ``find_moves`` on varied positions."""
    times = []
    games = [finder_position(hand_size, s) for s in range(20)]
    for i in range(calls):
        g = games[i % len(games)]
        t0 = time.perf_counter()
        find_moves(g, 0)
        times.append(time.perf_counter() - t0)
    times.sort()
    return (
        len(times) / sum(times),
        statistics.median(times) * 1000,
        times[int(len(times) * 0.99) - 1] * 1000,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.engine_bench")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    args = parser.parse_args(argv)
    cores = os.cpu_count() or 1
    n, t = bench_meld_builds(args.seconds)
    print(f"meld builds, 1 process:        {n / t:>10,.0f} /s  ({n:,} in {t:.2f} s)")
    with ProcessPoolExecutor(cores) as pool:
        results = list(pool.map(_worker, [(args.seconds, i + 1) for i in range(cores)]))
    total = sum(r[0] for r in results)
    wall = max(r[1] for r in results)
    print(f"meld builds, {cores} processes:      {total / wall:>10,.0f} /s")
    n, t = bench_hands(args.seconds)
    print(f"random legal full hands:       {n / t:>10,.1f} /s  ({n} hands in {t:.2f} s)")
    for size in (11, 22):
        rate, med, p99 = bench_finder(size, 300)
        print(
            f"meld finder, {size}-card hand, 6 melds: {rate:>8,.0f} calls/s  "
            f"median {med:.2f} ms  p99 {p99:.2f} ms"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
