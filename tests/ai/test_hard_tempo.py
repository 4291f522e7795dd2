"""Issue 25's hard: no walk into the one-card lock, wildcards priced by the table and spent
before the opponents close, never discarded while a natural card is legal."""

from __future__ import annotations

import devtools  # noqa: F401  (registers hard-v2)
from burraco_qt.ai import HardPlayer, make_player
from burraco_qt.ai.tempo import close_risk, locks
from burraco_qt.engine import Attach, Discard, Game, MeldCards
from burraco_qt.engine.finder import find_moves

from ..ai_support import position


def _opponents_ready(game: Game, cards: int) -> Game:
    """Team 1 has its pozzetto and a buraco (set up by the caller) and ``cards`` in hand."""
    game.pozzetto_taken[1] = True
    game.pozzetti[1] = []
    game.hands[1] = game.hands[1][:cards]
    return game


def test_hard_does_not_walk_into_the_lock() -> None:
    """Pozzetto taken, no buraco: melding the three kings would leave two cards, one after the
    discard (locked)."""
    game = position("Kh,Kd,Ks,9c,8d", table=["5s,6s,7s"], pozzetto_taken=True, stock=40)
    view = game.view(0)
    kings = next(m for m in find_moves(view).all() if len(m.cards) == 3)
    assert locks(view, kings, late=False) and not locks(view, kings, late=True)
    assert isinstance(HardPlayer(1).choose(view), Discard)
    assert isinstance(make_player("hard-v2", 1).choose(view), MeldCards)  # today's hard did


def test_hard_goes_down_when_the_play_makes_the_buraco() -> None:
    game = position("9s,Kc,Qd", table=["3s,4s,5s,6s,7s,8s"], pozzetto_taken=True, stock=40)
    cmd = HardPlayer(1).choose(game.view(0))
    assert isinstance(cmd, Attach) and cmd.cards[0].short == "9s"


def test_hard_sheds_its_cards_when_an_opponent_is_about_to_close() -> None:
    game = position(
        "Kh,Kd,Ks,8d,Qh",
        table=["5s,6s,7s"],
        opp_table=["3c,4c,5c,6c,7c,8c,9c"],
        pozzetto_taken=True,
        stock=40,
    )
    view = _opponents_ready(game, 1).view(0)
    assert close_risk(view) >= 0.5
    assert isinstance(HardPlayer(1).choose(view), MeldCards)


def test_hard_spends_a_wildcard_before_the_opponents_close() -> None:
    quiet = position("5d,6d,wr,Kc,9s,Jh", stock=40)
    cmd = HardPlayer(1).choose(quiet.view(0))
    assert not (isinstance(cmd, MeldCards) and any(c.is_joker for c in cmd.cards))
    pressed = position("5d,6d,wr,Kc,9s,Jh", opp_table=["3c,4c,5c,6c,7c,8c,9c"], stock=40)
    cmd = HardPlayer(1).choose(_opponents_ready(pressed, 2).view(0))
    assert isinstance(cmd, MeldCards) and any(c.is_joker for c in cmd.cards)


def test_hard_never_discards_a_wildcard_while_a_natural_is_legal() -> None:
    """The Kd would make the opponents' six kings a buraco; the joker is still kept."""
    game = position("wr,Kd", opp_table=["Kc,Kh,Ks,Kc,Kh,2c"], stock=40)
    view = game.view(0)
    cmd = HardPlayer(1).choose(view)
    assert isinstance(cmd, Discard) and cmd.card.short == "Kd"
    assert make_player("hard-v2", 1).choose(view).card.is_joker  # today's hard let it go
