"""Issue 25, point 2: the hard tier plays as a team in 2 vs 2 (partner's hand size and table,
from the seat's view only)."""

from __future__ import annotations

import devtools  # noqa: F401  (registers hard-v2)
from burraco_qt.ai import HardPlayer, make_player
from burraco_qt.ai.hard import hurry, wait_for_partner
from burraco_qt.ai.team import close_lead, close_wins, unseen_mean
from burraco_qt.engine import Attach, Card, Discard, Game, PlayerView, Rules

from ..ai_support import position

BURACO = "3s,4s,5s,6s,7s,8s,9s"


def _ready(hand: str, opp_table: list[str] | None = None, partner: int = 11) -> Game:
    """2 vs 2: team 0 has its pozzetto and a clean buraco; the partner (seat 2) holds ``partner``
    cards."""
    game = position(hand, table=[BURACO], opp_table=opp_table, pozzetto_taken=True, stock=40, players=4)
    game.hands[2] = game.hands[2][:partner]
    return game


def test_unseen_mean_is_the_decks_mean_at_the_deal() -> None:
    view = Game(Rules.preset("italian"), 4, seed=1).view(0)
    mean = unseen_mean(view)
    assert 9.0 < mean < 11.0  # (2 × 480 + 4 × 30) / 108 = 10.0 for the deck less the seen cards


def test_a_winning_close_does_not_wait_for_the_partner() -> None:
    """The partner holds 11 cards, nothing presses, but closing now wins by far: the new hard
    closes (attach, then the last card), today's hard keeps two cards."""
    view = _ready("Ts,4d").view(0)
    assert close_wins(view) and not wait_for_partner(view)
    cmd = HardPlayer(1).choose(view)
    assert isinstance(cmd, Attach) and cmd.cards[0].short == "Ts"
    assert isinstance(make_player("hard-v2", 1).choose(view), Discard)


def test_a_losing_close_still_waits_for_the_partner() -> None:
    """The opponents' table is worth more than ours with the partner's 11 cards counted."""
    opp = ["3h,4h,5h,6h,7h,8h,9h", "3c,4c,5c,6c,7c,8c,9c", "Kd,Kh,Kc,Ks,Kd,Kh,Kc"]
    game = _ready("Ts,4d", opp_table=opp)
    game.pozzetto_taken[1] = True
    game.pozzetti[1] = []
    view = game.view(0)
    assert close_lead(view) < 0 and wait_for_partner(view)
    assert isinstance(HardPlayer(1).choose(view), Discard)


def test_a_partner_about_to_close_makes_the_seat_shed_points() -> None:
    """The team is ready and the partner holds one card: the seat's cards will count against the
    team, so it sheds its ace (15 points) rather than a five."""
    hand = "Ah,3h,4c,5d,7s"
    calm = _ready(hand).view(0)
    assert not hurry(calm)
    assert HardPlayer(1).choose(calm) != Discard(card=_card(calm, "Ah"), player=0)
    pressed = _ready(hand, partner=1).view(0)
    assert hurry(pressed)
    assert HardPlayer(1).choose(pressed) == Discard(card=_card(pressed, "Ah"), player=0)


def _card(view: PlayerView, short: str) -> Card:
    return next(c for c in view.hand if c.short == short)
