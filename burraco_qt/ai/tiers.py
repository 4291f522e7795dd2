"""The easy and medium computer tiers (issue 3; heuristics of seed 000, mapped to our rules).

Characters (issue 13) bend both tiers: see :mod:`.characters` for the style parameters.

* **easy** takes the discard pile in 12% of the useful cases, looks only for sets already in hand
  (no runs; where sets are not allowed, or allowed for two ranks or fewer as in
  ``international``, it looks for runs already in hand too), makes at most one meld per turn,
  never attaches, and discards a random card, even a wildcard.
* **medium** takes the pile in 30% of the useful cases and runs a greedy loop: sets, then runs,
  then attachments to its team's melds (the partner's too), one per call, until nothing fits or
  the safety cap; it discards its highest-value non-wildcard.

"Useful" means the tier itself could at once play a card of the pile under these habits.
"""

from __future__ import annotations

import random

from ..engine import Card, InvalidMeld, PlayerView
from ..engine.finder import Move, Moves
from .base import ComputerPlayer, longest_of_kind


def easy_looks_for_runs(view: PlayerView) -> bool:
    """Whether easy also looks for runs: sets not allowed, or allowed for two ranks or fewer."""
    rules = view.rules
    return not rules.sets_allowed or (rules.set_ranks is not None and len(rules.set_ranks) <= 2)


def extends_opponents(view: PlayerView, card: Card) -> bool:
    """Whether discarding ``card`` would give the opponents (every other team of the moment) a
    card that extends one of their melds (public information)."""
    for team in view.other_teams():
        for meld in view.table_of(team):
            try:
                meld.attach([card])
            except InvalidMeld:
                continue
            return True
    return False


class EasyPlayer(ComputerPlayer):
    """The easy tier (see the module note)."""

    tier = "easy"
    take_chance = 0.12

    def play_moves(self, view: PlayerView, found: Moves) -> list[Move]:
        if view.plays_this_turn >= 1 and not view.must_meld:
            return []
        moves = longest_of_kind(found, "set")
        if easy_looks_for_runs(view):
            moves += longest_of_kind(found, "run")
        if self.style.wildcard_thrift >= 0.7 and len(view.hand) > 4:
            moves = [m for m in moves if m.meld.wildcard is None or len(m.cards) >= 5]
        return moves

    def choose_discard(self, view: PlayerView, rng: random.Random) -> Card:
        legal = self.legal_discards(view)
        if self.style.discard_caution >= 0.7:  # a cautious character does not feed
            legal = [c for c in legal if not extends_opponents(view, c)] or legal
        return rng.choice(legal)


class MediumPlayer(ComputerPlayer):
    """The medium tier (see the module note)."""

    tier = "medium"
    take_chance = 0.30

    def play_moves(self, view: PlayerView, found: Moves) -> list[Move]:
        thrifty = self.style.wildcard_thrift >= 0.7 and len(view.hand) > 4
        for kind in ("set", "run"):
            moves = longest_of_kind(found, kind)
            if thrifty:  # a thrifty character keeps its wildcards out of short melds
                moves = [m for m in moves if m.meld.wildcard is None or len(m.cards) >= 5]
            if moves:
                return moves
        return sorted(found.attaches, key=lambda m: (-m.gain, [c.id for c in m.cards]))

    def choose_discard(self, view: PlayerView, rng: random.Random) -> Card:
        legal = self.legal_discards(view)
        if self.style.discard_caution >= 0.7:  # a cautious character does not feed
            legal = [c for c in legal if not extends_opponents(view, c)] or legal
        naturals = [c for c in legal if not c.is_wild] or legal
        top = max(c.points for c in naturals)
        return rng.choice([c for c in naturals if c.points == top])
