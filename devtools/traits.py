"""The characters' trait table: ``python -m devtools.traits [--hands 40] [--seed 1]
[--samples 2] [--against hard] [--json]``.

Each character plays the same seeded hands (1 vs 1, each deal from both seats) against the same
opponent; the table shows, per character, what each style parameter claims:

* **pile takes / 100 turns** (pile greed) and **takes / useful piles** (how often a pile with a
  card it could lay at once was taken);
* **wild laid early / hand** (wildcard thrift): wildcards laid in a meld of fewer than seven cards
  while the hand still held five cards or more;
* **close turn** (closing eagerness): the mean turn of the hand at which it closed, and closes;
* **avoidable feeding / 100 discards** (discard caution): discards that extend an opponents'
  meld while a natural card that extends none was legal;
* **risky discards / 100 discards** (discard caution, issue 25: the hard tiers never feed a meld
  while a safe card is legal, so their caution shows here): discards the table read judges
  dangerous (:func:`burraco_qt.ai.hard.feeds_opponents` > 0: a meld it extends, or a rank or a
  suit neighbour of a card the opponents took from the pile) while a natural card it judges
  safe was legal;
* the win rate against the opponent, for reference.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass

from burraco_qt.ai import make_player
from burraco_qt.ai.characters import CHARACTERS
from burraco_qt.ai.hard import feeds_opponents
from burraco_qt.engine import (
    Attach,
    Card,
    Discard,
    Draw,
    Game,
    MeldCards,
    PlayerView,
    Rules,
    TakePile,
    TakePozzetto,
)

from .audit import feeding_avoidable, pile_useful


@dataclass
class Traits:
    """Counts for one character."""

    hands: int = 0
    turns: int = 0
    takes: int = 0
    useful: int = 0
    useful_taken: int = 0
    wild_early: int = 0
    closes: int = 0
    close_turns: int = 0
    discards: int = 0
    feeding: int = 0
    risky: int = 0
    won: float = 0.0

    def row(self) -> dict[str, float]:
        return {
            "pile_takes_per_100_turns": round(100 * self.takes / max(1, self.turns), 1),
            "useful_piles_taken": round(self.useful_taken / max(1, self.useful), 3),
            "wild_laid_early_per_hand": round(self.wild_early / max(1, self.hands), 2),
            "mean_close_turn": round(self.close_turns / self.closes, 1) if self.closes else 0.0,
            "closes": self.closes,
            "avoidable_feeding_per_100": round(100 * self.feeding / max(1, self.discards), 1),
            "risky_discards_per_100": round(100 * self.risky / max(1, self.discards), 1),
            "win_rate": round(self.won / max(1, self.hands), 3),
        }


def risky_avoidable(view: PlayerView, card: Card) -> bool:
    """Whether discarding ``card`` is judged dangerous by the table read while a natural card
    judged safe was a legal discard (see the module note)."""
    if feeds_opponents(view, card) == 0:
        return False
    hand = [c for c in view.hand if not c.is_wild and c is not view.ban]
    return any(feeds_opponents(view, c) == 0 for c in hand)


def play(key: str, against: str, seed: int, seat: int, traits: Traits, search: dict) -> None:
    """One hand of character ``key`` at ``seat`` against ``against``; adds to ``traits``."""
    game = Game(Rules.preset("italian"), 2, seed=seed)
    players = {
        seat: make_player(key, seed * 10 + seat, **search),
        1 - seat: make_player(against, seed * 10 + 1 - seat, **search),
    }
    for _ in range(5000):
        if game.over:
            break
        p = game.current
        view = game.view(p)
        cmd = players[p].choose(view)
        if p == seat:
            if view.phase == "draw":
                traits.turns += 1
                useful = pile_useful(view)
                traits.useful += useful
                traits.takes += isinstance(cmd, TakePile)
                traits.useful_taken += useful and isinstance(cmd, TakePile)
            if isinstance(cmd, MeldCards | Attach) and len(view.hand) >= 5:
                plan = view.plan(cmd)
                wilds = {id(w) for w in plan.meld.wildcards}
                if any(c.is_wild and id(c) in wilds for c in plan.cards) and len(plan.meld) < 7:
                    traits.wild_early += 1
            if isinstance(cmd, Discard):
                traits.discards += 1
                traits.feeding += feeding_avoidable(view, view.plan(cmd).card)
                traits.risky += risky_avoidable(view, view.plan(cmd).card)
        assert isinstance(cmd, Draw | TakePile | TakePozzetto | MeldCards | Attach | Discard)
        game.apply(cmd)
    traits.hands += 1
    if game.closing_team == seat % 2:
        traits.closes += 1
        traits.close_turns += game.turn
    scores = game.scores()
    mine, theirs = scores[seat % 2].total, scores[1 - seat % 2].total
    traits.won += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def table(hands: int, seed: int, against: str, samples: int, keys: list[str] | None = None) -> dict:
    """The trait rows of every character (``keys``: a subset)."""
    search = {"samples": samples, "workers": 0}
    out = {}
    for key in keys or list(CHARACTERS):
        t = Traits()
        for i in range(hands // 2):
            for seat in (0, 1):
                play(key, against, seed + i, seat, t, search)
        out[key] = t.row()
        print(f"{key} done", file=sys.stderr, flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.traits")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", default="hard")
    parser.add_argument("--samples", type=int, default=2, help="expert characters: worlds per search")
    parser.add_argument("--only", nargs="*", help="characters to measure (default: all)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = table(args.hands, args.seed, args.against, args.samples, args.only)
    if args.json:
        print(json.dumps(rows))
        return 0
    cols = list(next(iter(rows.values())).keys())
    print(f"{'character':18}{'tier':8}" + "".join(f"{c[:22]:>24}" for c in cols))
    for key, row in rows.items():
        c = CHARACTERS[key]
        print(f"{c.name:18}{c.tier:8}" + "".join(f"{row[k]:>24}" for k in cols))
    return 0


if __name__ == "__main__":
    sys.exit(main())
