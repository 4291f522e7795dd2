"""Blunder audit: ``python -m devtools.audit [--tier hard] [--hands 60] [--players 2]
[--seed 1] [--preset italian] [--json]``.

Plays the tier against itself on seeded hands and judges every turn afterwards with the seat's
full knowledge of its own cards (the engine's finder over the seat's hand). Prints, per 100
turns:

* **missed pozzetto**: after the draw the seat could lay its hand down to one card or none (the
  pozzetto al volo, or a last discard that picks it up), and its team's pozzetto was still not
  taken at the end of the turn;
* **missed close**: the team's pozzetto was taken, a sequence of plays ending in a closing discard
  existed, and the seat did not close (in 2 vs 2 the turns where the partner held ≥ 6 cards are
  counted apart, as *held for the partner*: waiting there is a choice, see early close);
* **useful pile declined**: the pile held a card the seat could lay at once after taking it,
  taking was allowed, and it drew from the stock;
* **avoidable feeding discard**: the discard attaches to an opponents' meld while a natural card
  that attaches to none of them was a legal discard;
* **early close** (2 vs 2): closed while the partner held ≥ 6 cards; *pressed* counts apart
  those made when the opponents could close at their next turn (pozzetto taken, a buraco, a hand
  of two cards or fewer) or the stock was at its last four cards, where closing saves points
  (:mod:`.early_close` prices them), and *unpressed* the others.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field

from burraco_qt.ai import ALL_TIERS, make_player
from burraco_qt.ai.hard import opponents_threaten
from burraco_qt.ai.plans import plan_to
from burraco_qt.ai.tiers import extends_opponents
from burraco_qt.engine import Discard, Draw, Game, PlayerView, Rules, TakePile
from burraco_qt.engine.finder import find_moves

#: Finder calls the audit's plan search may make per turn (wider than the players').
AUDIT_BUDGET = 400


@dataclass
class Audit:
    """Counts of the audit (see the module note)."""

    hands: int = 0
    turns: int = 0
    missed_pozzetto: int = 0
    missed_close: int = 0
    held_for_partner: int = 0
    pile_declined: int = 0
    feeding_discard: int = 0
    early_close: int = 0
    early_close_pressed: int = 0
    closes: int = 0
    pozzetti: int = 0
    counts: dict[str, int] = field(default_factory=dict)

    METRICS = ("missed_pozzetto", "missed_close", "pile_declined", "feeding_discard", "early_close")

    def per_100(self) -> dict[str, float]:
        """Each metric per 100 turns."""
        n = max(1, self.turns)
        out = {
            m: round(100 * getattr(self, m) / n, 2)
            for m in (*self.METRICS, "early_close_pressed", "held_for_partner")
        }
        out["early_close_unpressed"] = round(100 * (self.early_close - self.early_close_pressed) / n, 2)
        return out


def pile_useful(view: PlayerView) -> bool:
    """Whether a card of the pile could be laid at once after taking it (any finder move)."""
    if not view.pile or not view.check(TakePile(view.seat)).ok:
        return False
    pile = set(view.pile)
    return any(pile & set(m.cards) for m in find_moves(view.after_take()).all())


def feeding_avoidable(view: PlayerView, card) -> bool:
    """The discard ``card`` feeds the opponents while a non-feeding natural card was legal."""
    if not extends_opponents(view, card):
        return False
    return any(
        not c.is_wild and not extends_opponents(view, c) and view.check(Discard(c, view.seat)).ok
        for c in view.hand
    )


def audit_hand(seed: int, tiers: list[str], rules: Rules, players: int, audit: Audit) -> None:
    """Play one seeded hand and add its judgements to ``audit``."""
    game = Game(rules, players, seed=seed)
    seats = [make_player(t, seed * 10 + p) for p, t in enumerate(tiers)]
    could_empty = could_close = False
    partner_cards = 0
    for _ in range(5000):
        if game.over:
            break
        seat = game.current
        team = game.team_of(seat)
        view = game.view(seat)
        if view.phase == "play" and view.plays_this_turn == 0 and not could_empty and not could_close:
            if not view.pozzetto_taken[team]:
                could_empty = plan_to(view, "pozzetto", AUDIT_BUDGET) is not None
            else:
                could_close = plan_to(view, "close", AUDIT_BUDGET) is not None
            partner_cards = view.hand_sizes[(seat + 2) % players] if players == 4 else 0
        cmd = seats[seat].choose(view)
        if view.phase == "draw":
            audit.turns += 1
            could_empty = could_close = False
            if isinstance(cmd, Draw) and pile_useful(view):
                audit.pile_declined += 1
        if isinstance(cmd, Discard) and feeding_avoidable(view, view.plan(cmd).card):
            audit.feeding_discard += 1
        partner_now = game.hands[(seat + 2) % players] if players == 4 else []
        taken_before = game.pozzetto_taken[team]
        game.apply(cmd)
        team = game.team_of(seat)  # pairs may have formed (RULES-MULTI R24.3)
        if not taken_before and game.pozzetto_taken[team]:
            audit.pozzetti += 1
        if isinstance(cmd, Discard):
            closed = game.over and game.closing_team == team
            if closed:
                audit.closes += 1
                if players == 4 and len(partner_now) >= 6:
                    audit.early_close += 1
                    audit.early_close_pressed += opponents_threaten(view)
            if could_empty and not game.pozzetto_taken[team]:
                audit.missed_pozzetto += 1
            if could_close and not closed:
                if players == 4 and partner_cards >= 6:
                    audit.held_for_partner += 1
                else:
                    audit.missed_close += 1
            could_empty = could_close = False
    audit.hands += 1


def run(tier: str, hands: int, seed: int, players: int, preset: str) -> Audit:
    """Audit ``hands`` hands of ``tier`` against itself."""
    audit = Audit()
    rules = Rules.preset(preset)
    for i in range(hands):
        audit_hand(seed + i, [tier] * players, rules, players, audit)
        print(f"\r{i + 1}/{hands} hands", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return audit


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.audit", description=__doc__.split("\n")[0])
    parser.add_argument("--tier", default="hard", choices=list(ALL_TIERS))
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 4))
    parser.add_argument("--preset", default="italian")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    audit = run(args.tier, args.hands, args.seed, args.players, args.preset)
    result = {
        "tier": args.tier,
        "players": args.players,
        "hands": audit.hands,
        "turns": audit.turns,
        "closes": audit.closes,
        "pozzetti": audit.pozzetti,
        "per_100_turns": audit.per_100(),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{args.tier} vs itself, {audit.hands} hands, {audit.turns} turns, {args.players} players")
        for name, value in result["per_100_turns"].items():
            print(f"  {name.replace('_', ' '):24}{value:8.2f} per 100 turns")
        print(f"  closes {audit.closes}, pozzetti taken {audit.pozzetti}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
