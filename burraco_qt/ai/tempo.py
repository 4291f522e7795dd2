"""How near the hand's end is, and what the hard tier does about it (issue 25): the one-card lock
and the price of a wildcard, read from a seat's :class:`~burraco_qt.engine.PlayerView` only.

* **The lock** (RULES.md R10.2, R11.1): after its team's pozzetto, a seat whose team has no
  buraco can lay nothing from a hand of one card unless that card makes a buraco and the discard
  closes; it draws and discards while the other side builds. :func:`locks` tells a play that
  would leave it there (two cards or fewer in hand after the play, so one or none after the
  discard).
* **The end is near** (:func:`close_risk`): an opponent team with its pozzetto and a buraco and a
  short hand may close at its next turn, and every card still in a hand then counts against its
  team (R13.1); the stock at its last cards ends the hand the same way (R12.3).
* **A wildcard's price** (:func:`wildcard_cost`): laid now it scores its points on the table;
  kept, it may later make a buraco (R6.1) or carry the hand to a close, or be caught in hand
  (its points against). The cost of laying one that makes no buraco is what keeping it is worth
  beyond that risk.
"""

from __future__ import annotations

from ..engine import Meld, PlayerView
from ..engine.finder import Move

#: Stock size at or under which the hand is about to end by exhaustion (R12.1: two are never drawn).
LAST_STOCK = 4
#: Chance that an opponent team ready to close (pozzetto, buraco) closes at its next turn, by
#: the size of its shortest hand now (an estimate; 5 cards or more: no close expected).
CLOSE_CHANCE = {0: 0.9, 1: 0.7, 2: 0.5, 3: 0.3, 4: 0.15}
#: Points a wildcard kept in hand is worth later while the team has no buraco yet (it makes
#: the first buraco, the team's key to closing), and once it has one.
HOLD_NO_BURACO = 70.0
HOLD_WITH_BURACO = 40.0


def has_buraco(melds: tuple[Meld, ...] | list[Meld]) -> bool:
    """Whether one of ``melds`` is a buraco (R6.1; any class closes in italian, R10.2)."""
    return any(m.buraco is not None for m in melds)


def buraco_after(view: PlayerView, move: Move) -> bool:
    """Whether the seat's team has a buraco on its table after ``move``."""
    if move.meld.buraco is not None:
        return True
    table = view.tables[view.team]
    return any(m.buraco is not None for i, m in enumerate(table) if i != move.to)


def team_ready(view: PlayerView, team: int) -> bool:
    """Whether ``team`` could close (pozzetto taken, or draw mode) with a buraco on its table."""
    return (view.pozzetto_taken[team] or view.rules.draw_mode) and has_buraco(view.tables[team])


def close_risk(view: PlayerView) -> float:
    """The chance (0–1, an estimate) that the hand ends before the seat's next turn with its
    cards in hand: an opponent team ready to close with a short hand (:data:`CLOSE_CHANCE` by its
    shortest hand), 1 at the last turn or the stock's last cards."""
    if view.last_turn is not None or view.stock_size <= LAST_STOCK:
        return 1.0
    risk = 0.0
    for team in view.other_teams():
        if team_ready(view, team):
            short = min(view.hand_sizes[p] for p in view.teams[team])
            risk = max(risk, CLOSE_CHANCE.get(short, 0.0))
    return risk


def partner_may_close(view: PlayerView) -> bool:
    """Whether a partner may close at its next turn (the team ready, a partner's hand of two
    cards or fewer): the seat's own cards would then count against the team."""
    partners = view.partners()
    return bool(partners) and team_ready(view, view.team) and min(view.hand_sizes[p] for p in partners) <= 2


def locks(view: PlayerView, move: Move, late: bool) -> bool:
    """Whether ``move`` walks the seat into the one-card lock: its team's pozzetto is taken, the
    team has no buraco after the move, and the move leaves two cards or fewer in hand (one or
    none after the discard). ``late``: the hand is nearly over (the stock almost gone, an
    opponent about to close): then shedding points beats waiting, and nothing locks."""
    if late or not view.pozzetto_taken[view.team]:
        return False
    left = len(view.hand) - len(move.cards)
    return left <= 2 and not buraco_after(view, move)


def wildcard_cost(view: PlayerView, move: Move, old: Meld | None, thrift: float = 1.0) -> float:
    """The cost (points, ≥ 0) of laying the wildcard(s) ``move`` puts on the table now.

    Nothing when the move makes a buraco (its bonus is the wildcard's best use), nor when the
    hand may end before the seat's next turn (:func:`close_risk` ≥ 0.5, or a partner about to
    close): a wildcard caught in hand costs its points. Otherwise what keeping it is worth later
    (:data:`HOLD_NO_BURACO` while the team has none, else :data:`HOLD_WITH_BURACO`; less as
    the hand empties, since fewer cards remain to build with, and less the nearer the meld comes
    to a buraco, and less when other wildcards stay in hand: a meld holds one), plus its points,
    both weighed by the chance the hand goes on; ``thrift`` (a
    character's taste) scales it."""
    new = move.meld
    wild_ids = {id(w) for w in new.wildcards}
    wild_in = [c for c in move.cards if id(c) in wild_ids]
    if not wild_in:
        return 0.0
    if new.buraco is not None and (old is None or old.buraco is None):
        return 0.0
    risk = close_risk(view)
    if risk >= 0.5 or partner_may_close(view):
        return 0.0
    left = len(view.hand) - len(move.cards)
    hold = HOLD_WITH_BURACO if has_buraco(view.tables[view.team]) else HOLD_NO_BURACO
    hold *= min(1.0, left / 4)
    hold *= 1.0 - 0.12 * max(0, min(len(new), 6) - 3)  # a meld of 6 is one card from a buraco
    laid = {id(c) for c in wild_in}
    spare = sum(1 for c in view.hand if c.is_wild and id(c) not in laid)
    hold /= 1.0 + 1.5 * spare  # a meld takes one wildcard: a second one in hand is worth less
    points = wild_in[0].points
    return thrift * max(0.0, (1 - risk) * (hold + points) - risk * 2 * points)
