"""Computers under the casual preset (RULES-CASUAL.md R35.7): easy and medium take the pozzetto
instead of drawing by chance (12 % and 30 % of the turns it is allowed, seed 000), hard, expert
and the characters by its value; a small deterministic casual soak (the long one is
``python -m devtools.soak --preset casual``)."""

from __future__ import annotations

import pytest

from burraco_qt.ai import make_player
from burraco_qt.ai.pozzetto import pozzetto_value
from burraco_qt.engine import Draw, TakePozzetto
from devtools.soak import run

from ..ai_support import position


def _opened(stock: int | None = None, hand: str = "3c,7d,9h,Jh,Ks,Qs,5d,8c,Tc,4h"):
    game = position(hand, table=["4s,5s,6s"], preset="casual", phase="draw", stock=stock)
    game.opened[0] = True
    return game


@pytest.mark.parametrize("tier, low, high", [("easy", 30, 70), ("medium", 95, 145)])
def test_gentle_tiers_take_the_pozzetto_by_chance(tier: str, low: int, high: int) -> None:
    """Over 400 seeds, easy takes it about 12 % (48) and medium 30 % (120) of the time."""
    game = _opened()
    view = game.view(0)
    assert view.sure(TakePozzetto(0))
    taken = sum(isinstance(make_player(tier, seed).choose(view), TakePozzetto) for seed in range(400))
    assert low <= taken <= high


def test_no_pozzetto_before_opening() -> None:
    """R35.3: not opened, every tier draws."""
    game = _opened()
    game.opened[0] = False
    view = game.view(0)
    for name in ("easy", "medium", "hard", "gino", "pina", "marco"):
        for seed in range(20):
            assert make_player(name, seed).choose(view) == Draw(0)


@pytest.mark.parametrize("name", ["hard", "marco", "giulia", "gino", "pina", "lucia"])
def test_hard_and_characters_decide_on_value(name: str) -> None:
    """Plenty of turns left: worth taking; two turns left: 11 cards would stay in hand."""
    early = _opened().view(0)
    late = _opened(stock=6).view(0)
    assert pozzetto_value(early) > 0 > pozzetto_value(late)
    for seed in range(5):
        assert isinstance(make_player(name, seed).choose(early), TakePozzetto)
        assert make_player(name, seed).choose(late) == Draw(0)


def test_pozzetto_value_shape() -> None:
    """More stock, more value; an opponent about to go out lowers it."""
    values = [pozzetto_value(_opened(stock=s).view(0)) for s in (6, 20, 40, 60)]
    assert values == sorted(values)
    g = position(
        "3c,7d,9h,Jh,Ks,Qs,5d,8c,Tc,4h",
        table=["4s,5s,6s"],
        opp_table=["3h,4h,5h,6h,7h,8h,9h"],
        preset="casual",
        phase="draw",
    )
    g.opened[0] = True
    g.hands[1] = g.hands[1][:2]
    assert pozzetto_value(g.view(0)) == pozzetto_value(_opened().view(0)) - 60 + 0


@pytest.mark.slow
def test_small_casual_soak() -> None:
    """CI's deterministic version of the 2,000-hand soak: 18 hands (every player mix)."""
    stats = run(list(range(18)), preset_only="casual")
    unfinished = stats.hands - sum(stats.ends.values())
    assert (stats.hands, stats.errors, stats.illegal, unfinished) == (18, 0, 0, 0), stats.error_samples
    assert stats.ends["closed"] >= 1
    assert sum(stats.pozzetti.values()) >= 1


def test_expert_plays_a_casual_hand() -> None:
    stats = run([0, 3], expert=True, samples=1, preset_only="casual")
    assert (stats.errors, stats.illegal, stats.hands - sum(stats.ends.values())) == (0, 0, 0), (
        stats.error_samples
    )
