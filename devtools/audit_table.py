"""The audit's tier × mode table (issue 25): ``python -m devtools.audit_table [--hands 20]
[--tiers easy hard ...] [--modes 1v1 casual ...] [--vs TIER] [--expert] [--seed 1]
[--samples 2] [--json]``.

Runs :func:`devtools.audit.run` for every tier (default: easy, medium, hard, every registered
developer tier such as ``hard-v1`` and ``hard-v2``, and the characters of those tiers; the expert
and its characters only with ``--expert``, as its searches make a row take minutes) in every
mode: 1 vs 1, 2 vs 2, 3, 5 and 6 players (italian) and the casual preset (1 vs 1, draw mode).
Prints one row per tier and mode with what a player sees (:mod:`.audit_locks`) beside today's
detectors; ``--json`` prints the rows as a JSON list (:meth:`devtools.audit.Audit.result`).
"""

from __future__ import annotations

import argparse
import json
import sys

from burraco_qt.ai import ALL_TIERS, CHARACTERS, TIERS
from devtools.audit import run, tier_names

#: Mode name → (players, preset).
MODES: dict[str, tuple[int, str]] = {
    "1v1": (2, "italian"),
    "2v2": (4, "italian"),
    "3p": (3, "italian"),
    "5p": (5, "italian"),
    "6p": (6, "italian"),
    "casual": (2, "casual"),
}

#: Printed columns: (figure key, header, format width).
COLUMNS = (
    ("locked_per_100", "lock", 6),
    ("low_per_100", "<=3", 6),
    ("wild_discard_per_100", "wild", 6),
    ("caught_wild_points", "caught", 7),
    ("no_buraco_pct", "noBur%", 7),
    ("buracos_per_team_hand", "bur", 5),
    ("no_pozzetto_pct", "noPoz%", 7),
    ("missed_pozzetto", "mPoz", 6),
    ("missed_close", "mClose", 7),
    ("pile_declined", "pile", 6),
    ("feeding_discard", "feed", 6),
    ("early_close", "early", 6),
)


def default_tiers(expert: bool = False) -> list[str]:
    """The rows' tiers: the game's tiers but the expert (unless ``expert``), the registered
    developer tiers, then the characters of the chosen game tiers."""
    game = [t for t in TIERS if expert or t != "expert"]
    developer = [t for t in ALL_TIERS if t not in TIERS]
    characters = [k for k, c in CHARACTERS.items() if c.tier in game]
    return [*game, *developer, *characters]


def table(
    tiers: list[str],
    modes: list[str],
    hands: int,
    seed: int = 1,
    vs: str | None = None,
    samples: int = 2,
    progress: bool = True,
) -> list[dict]:
    """The audit's results (:meth:`devtools.audit.Audit.result` plus ``mode``) of every tier in
    every mode, ``hands`` hands each. ``KeyError`` for an unknown mode."""
    rows = []
    for mode in modes:
        players, preset = MODES[mode]
        for tier in tiers:
            if progress:
                print(f"{tier} {mode}", file=sys.stderr)
            audit = run(tier, hands, seed, players, preset, vs, samples, progress)
            rows.append({"mode": mode, **audit.result(tier, players, preset, vs)})
    return rows


def format_table(rows: list[dict]) -> str:
    """The rows as a fixed-width text table (per 100 turns: lock, <=3, wild and today's
    detectors; per team-hand: caught wildcard points, noBur%, bur, noPoz%)."""
    head = f"{'tier':10}{'mode':7}{'hands':>6}{'turns':>7}" + "".join(f"{h:>{w}}" for _, h, w in COLUMNS)
    lines = [head]
    for r in rows:
        f = r["figures"]
        cells = "".join(f"{f[k]:>{w}.{1 if 'pct' in k or 'caught' in k else 2}f}" for k, _, w in COLUMNS)
        lines.append(f"{r['tier']:10}{r['mode']:7}{r['hands']:>6}{r['turns']:>7}" + cells)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.audit_table", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--hands", type=int, default=20, help="hands per tier and mode")
    parser.add_argument(
        "--tiers", nargs="*", choices=tier_names(), help="rows (default: see the module note)"
    )
    parser.add_argument("--modes", nargs="*", choices=list(MODES), help="modes (default: all)")
    parser.add_argument("--vs", default=None, choices=tier_names(), help="every tier against this one")
    parser.add_argument("--expert", action="store_true", help="include the expert and its characters")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=2, help="expert: worlds per search")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    tiers = args.tiers or default_tiers(args.expert)
    rows = table(tiers, args.modes or list(MODES), args.hands, args.seed, args.vs, args.samples)
    if args.json:
        print(json.dumps(rows))
    else:
        against = f"against {args.vs}" if args.vs else "self-play"
        print(f"audit, {against}, {args.hands} hands per row, seed {args.seed}")
        print(format_table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
