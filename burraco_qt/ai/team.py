"""Playing as a team (issue 25, point 2): what the hard tier reads from its partner's side of the
table, from a seat's :class:`~burraco_qt.engine.PlayerView` only (tables, hand sizes and the
pozzetto status are public, RULES.md R15.1).

* **Closing with a partner** (R13.1: both partners' hands count against the team): a close is
  worth its 100 points plus the opponents' hands, minus the partner's. :func:`close_lead`
  estimates the hand's result if the seat closed now (unseen cards at :func:`unseen_mean`
  points each); :func:`close_wins` tells whether that result wins the hand by a margin, in
  which case waiting for the partner to lay down only gives the opponents time.
* **A partner about to close** (:func:`~.tempo.partner_may_close`: the team ready, a partner at
  two cards or fewer): the seat's own cards will count against the team, so the hard tier
  hurries (its ``hurry``): wildcards laid without their price, points shed in the discard.
"""

from __future__ import annotations

from ..engine import PlayerView
from ..engine.cards import RANK_POINTS

#: Points of an unseen card when nothing better is known (the italian deck's mean is about 9).
CARD_GUESS = 9.0
#: Lead (points) at which a close that leaves the partner's cards in hand still wins safely.
CLOSE_MARGIN = 60.0


def unseen_mean(view: PlayerView) -> float:
    """Mean points of a card the seat cannot see (another hand, the stock, a pozzetto): the
    deck's points less those in sight, over the cards not in sight."""
    seen = list(view.hand) + list(view.pile)
    seen += [c for table in view.tables for m in table for c in m.cards]
    rules = view.rules
    deck = rules.decks * sum(RANK_POINTS[r] for r in range(1, 14)) * 4 + rules.jokers * RANK_POINTS[0]
    hidden = rules.decks * 52 + rules.jokers - len(seen)
    if hidden <= 0:
        return CARD_GUESS
    return max(0.0, (deck - sum(c.points for c in seen)) / hidden)


def table_value(view: PlayerView, team: int) -> int:
    """The team's melds: card points plus buraco bonuses (R13.1)."""
    return sum(m.points + m.bonus for m in view.tables[team])


def close_lead(view: PlayerView, left: int = 0) -> float:
    """The estimated lead of the seat's team over the best other team if the seat closed now,
    keeping ``left`` cards of its own (unseen cards at :func:`unseen_mean` points)."""
    mean = unseen_mean(view)
    rules = view.rules
    mine = float(table_value(view, view.team) + rules.closing_bonus)
    mine -= mean * (left + sum(view.hand_sizes[p] for p in view.partners()))
    best: float | None = None
    for team in view.other_teams():
        theirs = table_value(view, team) - mean * sum(view.hand_sizes[p] for p in view.teams[team])
        if not view.pozzetto_taken[team]:
            theirs -= rules.pozzetto_penalty
        best = theirs if best is None else max(best, theirs)
    return mine - (best or 0.0)


def close_wins(view: PlayerView, margin: float = CLOSE_MARGIN) -> bool:
    """Whether closing now (with the partner's cards still in hand) wins the hand by ``margin``."""
    return close_lead(view) >= margin
