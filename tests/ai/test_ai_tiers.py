"""The decisions that define each computer tier (issue 3)."""

from __future__ import annotations

import pytest

import devtools  # noqa: F401  (registers the hard-v1 tier)
from burraco_qt.ai import EasyPlayer, HardPlayer, MediumPlayer, make_player
from burraco_qt.ai.hard import feeds_opponents
from burraco_qt.engine import Attach, Discard, Draw, MeldCards, TakePile

from ..ai_support import position


def test_easy_never_attaches() -> None:
    game = position("7s,Kd,Qc,9h,4d", table=["3s,4s,5s,6s"])
    cmd = EasyPlayer(1).choose(game.view(0))
    assert isinstance(cmd, Discard)
    assert isinstance(MediumPlayer(1).choose(game.view(0)), Attach)


def test_easy_looks_only_for_sets_in_italian() -> None:
    game = position("5h,6h,7h,Kd,Qc")
    assert isinstance(EasyPlayer(1).choose(game.view(0)), Discard)
    game = position("Kh,Kd,Ks,5c,9d")
    cmd = EasyPlayer(1).choose(game.view(0))
    assert isinstance(cmd, MeldCards)
    assert sorted(c.short for c in cmd.cards) == ["Kd", "Kh", "Ks"]


def test_easy_looks_for_runs_where_sets_are_restricted() -> None:
    game = position("5h,6h,7h,Kd,Qc", preset="reale")
    assert isinstance(EasyPlayer(1).choose(game.view(0)), MeldCards)


def test_easy_melds_at_most_once_per_turn() -> None:
    game = position("Kh,Kd,Ks,5c,5d,5s,9h")
    p = EasyPlayer(3)
    game.apply(p.choose(game.view(0)))
    assert game.plays_this_turn == 1
    assert isinstance(p.choose(game.view(0)), Discard)
    assert isinstance(MediumPlayer(3).choose(game.view(0)), MeldCards)


def test_easy_may_discard_a_wildcard() -> None:
    seen = set()
    for seed in range(200):
        game = position("wr,2h,Kd,9c,5s")
        seen.add(EasyPlayer(seed).choose(game.view(0)).card.short)
    assert {"wr", "2h"} <= seen


def test_medium_greedy_order_sets_then_runs_then_attaches() -> None:
    game = position("Kh,Kd,Ks,5h,6h,7h,8s,Qd", table=["5s,6s,7s"])
    p = MediumPlayer(1)
    kinds = []
    while True:
        cmd = p.choose(game.view(0))
        if isinstance(cmd, Discard):
            break
        kinds.append(type(cmd).__name__ + ":" + game.apply(cmd)[1].meld.kind)
    assert kinds == ["MeldCards:set", "MeldCards:run", "Attach:run"]


def test_medium_discards_highest_value_non_wildcard() -> None:
    game = position("2c,Kd,5s,8h,Ac")
    assert MediumPlayer(1).choose(game.view(0)).card.short == "Ac"  # not the 20-point 2c
    game = position("2c,Kd,5s,4h")
    assert MediumPlayer(1).choose(game.view(0)).card.short == "Kd"


def test_hard_does_not_feed_an_opponent_run() -> None:
    """8h extends the opponents' 5h-7h; the Kc is safe although it is worth as much."""
    game = position("8h,Kc,Qd,Js,3c", opp_table=["5h,6h,7h"])
    view = game.view(0)
    assert feeds_opponents(view, view.hand[0]) > 0
    cmd = HardPlayer(1).choose(view)
    assert isinstance(cmd, Discard) and cmd.card.short != "8h"
    assert MediumPlayer(1).choose(game.view(0)).card.short in {"8h", "Kc", "Qd", "Js"}


def test_hard_avoids_ranks_the_opponent_took_from_the_pile() -> None:
    """The opponent took a Q from the pile: of two equal lone cards, hard keeps the queen."""
    game = position("Qd,Kc,5h,9s", pile="3c")
    taken = next(c for c in game.all_cards() if c.short == "Qh")
    game.pile_takes.append((1, (taken,)))
    view = game.view(0)
    qd = next(c for c in view.hand if c.short == "Qd")
    kc = next(c for c in view.hand if c.short == "Kc")
    assert feeds_opponents(view, qd) > feeds_opponents(view, kc) == 0
    assert HardPlayer(2).choose(view).card is kc


def test_hard_keeps_wildcards_unless_they_make_a_buraco() -> None:
    game = position("5d,6d,wr,Kc,9s,Jh", stock=40)
    cmd = HardPlayer(1).choose(game.view(0))
    assert not (isinstance(cmd, MeldCards) and any(c.is_joker for c in cmd.cards))
    # the joker makes a 7-card buraco of the six hearts: it is placed
    game = position("wr,Kc,9s,Jh", table=["3h,4h,5h,6h,7h,8h"], stock=40)
    cmd = HardPlayer(1).choose(game.view(0))
    assert isinstance(cmd, Attach) and cmd.cards[0].is_joker


def test_hard_closes_when_it_can() -> None:
    game = position("Jh,Kc", table=["3h,4h,5h,6h,7h,8h,9h,Th"], pozzetto_taken=True)
    p = HardPlayer(1)
    cmd = p.choose(game.view(0))
    assert isinstance(cmd, Attach)
    game.apply(cmd)
    events = game.apply(p.choose(game.view(0)))
    assert game.over and game.closing_team == 0, events


@pytest.mark.parametrize(
    ("tier", "chance"), [("easy", 0.12), ("medium", 0.30), ("hard-v1", 0.65), ("hard", 1.0)]
)
def test_pile_take_rate_in_useful_cases(tier: str, chance: float) -> None:
    """A useful pile (it makes a set with the hand) is taken about ``chance`` of the time."""
    taken = 0
    n = 600
    for seed in range(n):
        game = position("Kh,Kd,5c,9s,Jd,3h", pile="Ks", phase="draw")
        cmd = make_player(tier, seed).choose(game.view(0))
        assert isinstance(cmd, TakePile | Draw)
        taken += isinstance(cmd, TakePile)
    assert abs(taken / n - chance) < 0.06


@pytest.mark.parametrize("tier", ["easy", "medium", "hard"])
def test_useless_pile_is_never_taken(tier: str) -> None:
    for seed in range(100):
        game = position("Kh,Qd,5c,9s,Jd,3h", pile="7c", phase="draw")
        assert isinstance(make_player(tier, seed).choose(game.view(0)), Draw)


@pytest.mark.parametrize("tier", ["easy", "medium", "hard"])
def test_international_takes_only_to_meld_and_melds_first(tier: str) -> None:
    for seed in range(60):
        game = position("Ah,Ad,5c,9s,Jd,3h", pile="As", phase="draw", preset="international")
        p = make_player(tier, seed)
        cmd = p.choose(game.view(0))
        if isinstance(cmd, TakePile):
            game.apply(cmd)
            nxt = p.choose(game.view(0))
            assert isinstance(nxt, MeldCards)
            assert game.check(nxt).ok
