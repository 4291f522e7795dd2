"""Blunder audit: ``python -m devtools.audit [--tier hard] [--hands 60] [--players 2-6]
[--seed 1] [--preset italian] [--vs TIER] [--samples 4] [--json]``.

Plays the tier against itself on seeded hands (with 3 and 5 players every fourth seed is a solo
hand, as in the simulator), or with ``--vs TIER`` against that tier, each deal twice with the
seats swapped (``--hands N``: N // 2 deals; the sides are the simulator's), and judges the
audited tier's turns afterwards with the seat's full knowledge of its own cards (the engine's
finder over the seat's hand). ``--samples``: the expert's worlds per search. Prints, per 100
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
  (:mod:`.early_close` prices them), and *unpressed* the others;

and what a player sees (:mod:`.audit_locks`): turns started locked (≤ 1 card, the team's
pozzetto taken, no buraco) and low (≤ 3 cards), wildcards discarded while a natural was legal
(per 100 turns); per team-hand of the audited tier's teams (in ``--vs`` mode the teams whose
seats all play it; a mixed pair of a pairing hand is left out) the share with no buraco, the
buracos, the share that never took its pozzetto, and the points of wildcards caught in hand when
another team closed (per such team-hand, and per team-hand). The whole tier × mode table is
:mod:`.audit_table`.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field

from burraco_qt.ai import ALL_TIERS, CHARACTERS, make_player
from burraco_qt.ai.hard import opponents_threaten
from burraco_qt.ai.plans import plan_to
from burraco_qt.ai.tiers import extends_opponents
from burraco_qt.engine import PRESETS, Discard, Draw, Game, PlayerView, Rules, TakePile
from burraco_qt.engine.finder import find_moves
from devtools.audit_locks import TableCounts, wild_discard_avoidable
from devtools.simulate import expert_options, is_solo_seed, seat_sides

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
    table: TableCounts = field(default_factory=TableCounts)

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

    def figures(self) -> dict[str, float]:
        """Today's detectors per 100 turns and the table's figures (:meth:`TableCounts.figures`)."""
        return {**self.per_100(), **self.table.figures(self.turns)}

    def result(self, tier: str, players: int, preset: str, vs: str | None = None) -> dict:
        """The JSON form of the audit of ``tier`` (against ``vs``, or itself)."""
        return {
            "tier": tier,
            "vs": vs or tier,
            "players": players,
            "preset": preset,
            "hands": self.hands,
            "turns": self.turns,
            "team_hands": self.table.team_hands,
            "closes": self.closes,
            "pozzetti": self.pozzetti,
            "figures": self.figures(),
        }


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


def audit_hand(
    seed: int,
    tiers: list[str],
    rules: Rules,
    players: int,
    audit: Audit,
    audited: set[int] | None = None,
    solo: bool = False,
    search: dict | None = None,
) -> Game:
    """Play one seeded hand (``tiers``: one per seat) and add the judgements of the seats in
    ``audited`` (every seat when ``None``) to ``audit``; ``solo``: a solo hand (3 and 5
    players); ``search``: the expert's options. Returns the finished game."""
    game = Game(rules, players, seed=seed, solo_hand=solo)
    search = expert_options(4) if search is None else search
    seats = [make_player(t, seed * 10 + p, **search) for p, t in enumerate(tiers)]
    judged = set(range(players)) if audited is None else audited
    could_empty = could_close = False
    partner_cards = 0
    for _ in range(5000):
        if game.over:
            break
        seat = game.current
        team = game.team_of(seat)
        view = game.view(seat)
        if seat not in judged:
            game.apply(seats[seat].choose(view))
            continue
        if view.phase == "play" and view.plays_this_turn == 0 and not could_empty and not could_close:
            if not view.pozzetto_taken[team]:
                could_empty = plan_to(view, "pozzetto", AUDIT_BUDGET) is not None
            else:
                could_close = plan_to(view, "close", AUDIT_BUDGET) is not None
            partner_cards = view.hand_sizes[(seat + 2) % players] if players == 4 else 0
        cmd = seats[seat].choose(view)
        if view.phase == "draw":
            audit.turns += 1
            audit.table.count_turn_start(view)
            could_empty = could_close = False
            if isinstance(cmd, Draw) and pile_useful(view):
                audit.pile_declined += 1
        if isinstance(cmd, Discard):
            card = view.plan(cmd).card
            audit.feeding_discard += feeding_avoidable(view, card)
            audit.table.wild_discard += wild_discard_avoidable(view, card)
        partner_now = game.hands[(seat + 2) % players] if players == 4 else []
        taken_before = game.pozzetto_taken[team]
        game.apply(cmd)
        team = game.team_of(seat)  # pairs may have formed (RULES-MULTI R24.3)
        if not taken_before and game.pozzetto_taken[team]:
            audit.pozzetti += 1
        closed = game.over and game.closing_team == team
        audit.closes += closed and not isinstance(cmd, Discard)  # draw mode: a meld or attach closes
        if isinstance(cmd, Discard):
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
    teams = [t for t, members in enumerate(game.teams) if set(members) <= judged]
    audit.table.count_hand_end(game, teams)
    return game


def seatings(players: int, seed: int, tier: str, vs: str | None) -> list[tuple[list[str], set[int]]]:
    """The hands of one seed: ``(tiers by seat, audited seats)``. Self-play: one hand, every
    seat audited; ``vs``: two, the audited tier as side *a* of the simulator's sides and then
    swapped (:func:`devtools.simulate.seat_sides`; teams 0 and 1 with 2 and 4 players)."""
    if vs is None:
        return [([tier] * players, set(range(players)))]
    out = []
    for swap in (False, True):
        if players in (2, 4):
            mine = {p for p in range(players) if p % 2 == int(swap)}
        else:
            mine = {p for p, side in seat_sides(players, swap).items() if side == "a"}
        out.append(([tier if p in mine else vs for p in range(players)], mine))
    return out


def run(
    tier: str,
    hands: int,
    seed: int,
    players: int,
    preset: str,
    vs: str | None = None,
    samples: int = 4,
    progress: bool = True,
) -> Audit:
    """Audit ``hands`` hands of ``tier`` against itself, or against ``vs`` (``hands // 2``
    deals, each twice with the seats swapped; at least one deal); ``samples``: the expert's
    worlds per search."""
    audit = Audit()
    rules = Rules.preset(preset)
    deals = hands if vs is None else max(1, hands // 2)
    for i in range(deals):
        s = seed + i
        for tiers, mine in seatings(players, s, tier, vs):
            audit_hand(
                s, tiers, rules, players, audit, mine, is_solo_seed(players, s), expert_options(samples)
            )
        if progress:
            print(f"\r{i + 1}/{deals} deals", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    return audit


LABELS = {
    "missed_pozzetto": "missed pozzetto /100t",
    "missed_close": "missed close /100t",
    "pile_declined": "pile declined /100t",
    "feeding_discard": "feeding discard /100t",
    "early_close": "early close /100t",
    "early_close_pressed": "  pressed /100t",
    "held_for_partner": "held for partner /100t",
    "early_close_unpressed": "  unpressed /100t",
    "locked_per_100": "turns started locked /100t",
    "low_per_100": "started <=3 cards /100t",
    "wild_discard_per_100": "wildcard discarded /100t",
    "no_buraco_pct": "no buraco % team-hands",
    "buracos_per_team_hand": "buracos / team-hand",
    "no_pozzetto_pct": "no pozzetto % team-hands",
    "caught_wild_points": "wild pts caught / caught th",
    "caught_wild_points_all": "wild pts caught / team-hand",
}


def tier_names() -> list[str]:
    """Every name the simulator knows: the tiers (the registered developer tiers too) and the
    characters."""
    return [*ALL_TIERS, *CHARACTERS]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.audit", description=__doc__.split("\n")[0])
    parser.add_argument("--tier", default="hard", choices=tier_names())
    parser.add_argument("--vs", default=None, choices=tier_names(), help="audit against this tier")
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4, 5, 6))
    parser.add_argument("--preset", default="italian", choices=PRESETS)
    parser.add_argument("--samples", type=int, default=4, help="expert: worlds per search")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    audit = run(args.tier, args.hands, args.seed, args.players, args.preset, args.vs, args.samples)
    result = audit.result(args.tier, args.players, args.preset, args.vs)
    if args.json:
        print(json.dumps(result))
        return 0
    print(
        f"{args.tier} vs {args.vs or 'itself'}, {args.preset}, {args.players} players: {audit.hands} hands, "
        f"{audit.turns} turns, {audit.table.team_hands} team-hands audited"
    )
    for name, value in result["figures"].items():
        print(f"  {LABELS.get(name, name):30}{value:8.2f}")
    print(f"  closes {audit.closes}, pozzetti taken {audit.pozzetti}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
