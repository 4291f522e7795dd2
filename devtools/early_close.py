"""Does the hard tier's pressed early close pay? ``python -m devtools.early_close
[--deals 400] [--seed 1] [--preset italian] [--json]``.

The audit (:mod:`.audit`) counts an *early close* in 2 vs 2 whenever a seat closes while its
partner holds 6 cards or more. The hard tier waits for its partner there unless the opponents
threaten to close first or the stock is at its last cards (:func:`burraco_qt.ai.hard.wait_for_partner`), so
every early close it makes is a *pressed* one. This script measures, with the points at stake,
whether those closes are right: each seeded 4-player hand is played

* once with hard on every seat (the baseline), and
* once per team with that team's seats replaced by :class:`NeverCloseEarly`, which holds the
  close whenever its partner has 6 cards or more, pressed or not.

Both players are deterministic for a seed, so a hand where the choice never arises plays
identically and its difference is exactly 0; the others show what holding costs or gains. It
prints the number of changed hands and the mean difference of the variant team's score margin
(own total minus the other team's): over every run with a 95 % interval (over deals), and over
the changed ones.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from burraco_qt.ai.hard import PARTNER_WAIT, HardPlayer
from burraco_qt.engine import Game, PlayerView, Rules

from .simulate import mean_interval

#: Commands after which a hand is called stuck (never reached: a hand ends well before).
MAX_COMMANDS = 5000


class NeverCloseEarly(HardPlayer):
    """The hard tier, but it never closes while a partner holds :data:`~burraco_qt.ai.hard.PARTNER_WAIT`
    cards or more, even when the opponents press (the counterfactual of this module)."""

    def not_ready_to_close(self, view: PlayerView) -> bool:
        partners = view.partners()
        if partners and max(view.hand_sizes[p] for p in partners) >= PARTNER_WAIT:
            return True
        return super().not_ready_to_close(view)


def play(seed: int, variant_team: int | None, preset: str = "italian") -> Game:
    """Play the 4-player hand ``seed`` with hard on every seat, except team ``variant_team``
    (0: seats 0 and 2, 1: seats 1 and 3; ``None`` for none) played by :class:`NeverCloseEarly`;
    returns the finished game. ``RuntimeError`` if the hand does not end."""
    game = Game(Rules.preset(preset), 4, seed=seed)
    seats = [(NeverCloseEarly if p % 2 == variant_team else HardPlayer)(seed * 10 + p) for p in range(4)]
    for _ in range(MAX_COMMANDS):
        if game.over:
            break
        seat = game.current
        game.apply(seats[seat].choose(game.view(seat)))
    if not game.over:
        raise RuntimeError(f"hand {seed} did not end")
    return game


def closed_early(game: Game) -> bool:
    """Whether the finished ``game`` was closed while the closer's partner still held
    :data:`~burraco_qt.ai.hard.PARTNER_WAIT` cards or more (the audit's *early close*)."""
    if game.closing_team is None:
        return False
    return max(len(game.hands[p]) for p in game.teams[game.closing_team]) >= PARTNER_WAIT


def margins(seed: int, variant_team: int | None, preset: str = "italian") -> tuple[int, int]:
    """Each team's final total minus the other's in :func:`play`."""
    final = play(seed, variant_team, preset).final_scores
    assert final is not None  # play() plays the hand out
    return final[0].total - final[1].total, final[1].total - final[0].total


def run(deals: int, seed: int = 1, preset: str = "italian") -> dict[str, Any]:
    """The counterfactual over ``deals`` seeds from ``seed`` (3 hands each); the result dict is
    what ``--json`` prints (``per_run``: mean change a hand and its 95 % interval over deals)."""
    diffs: list[int] = []
    for s in range(seed, seed + deals):
        base = margins(s, None, preset)
        for team in (0, 1):
            diffs.append(margins(s, team, preset)[team] - base[team])
        print(f"\r{s - seed + 1}/{deals} deals", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    changed = [d for d in diffs if d != 0]
    return {
        "deals": deals,
        "runs": len(diffs),
        "changed": len(changed),
        "worse": sum(d < 0 for d in changed),
        "better": sum(d > 0 for d in changed),
        "per_run": list(mean_interval(diffs)),
        "per_changed_run": round(sum(changed) / len(changed), 1) if changed else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.early_close", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="italian")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    r = run(args.deals, args.seed, args.preset)
    if args.json:
        print(json.dumps(r))
        return 0
    m, lo, hi = r["per_run"]
    print(f"{r['deals']} deals, {r['runs']} variant runs, {r['changed']} changed by holding the close")
    print(f"never close early − hard, score margin a hand: {m:+.1f} (95 % {lo:+.1f}…{hi:+.1f})")
    print(
        f"in the changed hands: {r['per_changed_run']:+.1f} a hand; worse {r['worse']}, better {r['better']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
