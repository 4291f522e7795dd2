"""Taking the pozzetto instead of drawing (draw mode, RULES-CASUAL.md R35.2, R35.7).

Easy and medium take it by chance, in 12 % and 30 % of the turns where the engine would accept it
(seed 000); hard, expert and the characters weigh it with :func:`pozzetto_value`. The pozzetto's
cards are hidden, so the value is an estimate from public facts: how many turns are left to lay
its cards (a card still in hand when the hand ends counts against the team, R38.1), whether the
team still needs a buraco, and whether the opponents may go out soon.
"""

from __future__ import annotations

from ..engine import PlayerView, TakePozzetto

#: Cards a seat lays in a turn, on average, once its melds are down (an estimate).
LAID_PER_TURN = 2.0
#: Points a card is worth on the table, and what it costs left in hand (R1.6 averages).
CARD_GAIN = 10.0
CARD_COST = 9.0


def may_take_pozzetto(view: PlayerView) -> bool:
    """Whether the engine surely accepts the seat's ``{"draw": "pozzetto"}`` now (R35.2)."""
    return view.rules.draw_mode and view.sure(TakePozzetto(view.seat))


def opponents_near_out(view: PlayerView) -> bool:
    """Whether an opponent may go out soon: a buraco on their table and a hand of 3 cards or
    fewer (R36.1)."""
    opp = 1 - view.team
    short = min(view.hand_sizes[p] for p in range(opp, view.players, 2)) <= 3
    return short and any(m.buraco is not None for m in view.tables[opp])


def pozzetto_value(view: PlayerView, lean: float = 0.0) -> float:
    """The estimated worth (points, > 0: take it) of taking the pozzetto now rather than drawing.

    ``lean`` adds a character's taste (points). The seat's remaining draws are the stock above its
    two unplayable cards shared by the players (R37.1); cards it can lay in them beyond its own
    hand gain ``CARD_GAIN`` each, the rest of the pozzetto costs ``CARD_COST`` each; a team
    without a buraco gains 40 (more cards, more runs of 7), an opponent about to go out costs 60.
    """
    size = view.rules.pozzetto_size
    turns = max(0, view.stock_size - 2) / view.players
    room = max(0.0, turns * LAID_PER_TURN - len(view.hand))
    laid = min(float(size), room)
    value = CARD_GAIN * laid - CARD_COST * (size - laid)
    if not any(m.buraco is not None for m in view.tables[view.team]):
        value += 40
    if opponents_near_out(view):
        value -= 60
    return value + lean
