"""The computer seats are made when first asked for (start-up, issue 12 item 7), with the same
players as before: the same class, seed, style and search options."""

from __future__ import annotations

import subprocess
import sys

import pytest

from burraco_qt.ai import TIERS, make_player
from burraco_qt.model.players import ComputerSeats


def test_seats_are_made_on_first_use_as_make_player_makes_them() -> None:
    search = {"samples": 3, "budget": 1.0, "workers": None}
    seats = ComputerSeats({1: ("marco", 11), 2: ("expert", 21), 3: ("easy", 31)}, search)
    assert list(seats) == [1, 2, 3] and len(seats) == 3 and seats.made() == []
    search["budget"] = 3.0  # a Preferences change before the seat first plays
    expert = seats[2]
    assert seats.made() == [expert] and seats[2] is expert
    same = make_player("expert", 21, **search)
    assert type(expert) is type(same) and expert.budget == 3.0 == same.budget
    assert expert.style == same.style
    marco = seats[1]
    assert type(marco) is type(make_player("marco", 11)) and marco.style == make_player("marco").style
    seats[3] = marco  # a seat set by hand keeps that player
    assert seats[3] is marco
    with pytest.raises(KeyError):
        seats[0]


def test_an_unknown_name_is_refused_at_once() -> None:
    with pytest.raises(ValueError, match="unknown player"):
        ComputerSeats({1: ("nobody", 1)}, {})


def test_the_tier_names_need_no_player_module() -> None:
    code = (
        "import sys, devtools, burraco_qt.ai as ai; names = list(ai.TIERS); "
        "assert 'medium' in ai.TIERS and len(ai.ALL_TIERS) == 9; "  # 4 + hard-v1, hard-v2, 3 expert variants
        "print(names, sorted(m for m in sys.modules if m.startswith('burraco_qt.ai.')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    ).stdout.strip()
    assert out == "['easy', 'medium', 'hard', 'expert'] ['burraco_qt.ai.characters']"
    assert TIERS["hard"].__name__ == "HardPlayer"
