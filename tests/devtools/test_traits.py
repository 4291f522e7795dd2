"""The trait table's discard-caution column (issue 25, point 3)."""

from __future__ import annotations

from devtools.traits import risky_avoidable

from ..ai_support import position


def test_risky_discard_counts_only_when_a_safe_natural_was_legal() -> None:
    game = position("8c,Kd", opp_table=["5c,6c,7c"], stock=40)
    view = game.view(0)
    eight, king = sorted(view.hand, key=lambda c: c.short != "8c")
    assert eight.short == "8c" and king.short == "Kd"
    assert risky_avoidable(view, eight)
    assert not risky_avoidable(view, king)
    forced = position("8c,4c", opp_table=["5c,6c,7c"], stock=40).view(0)
    assert not any(risky_avoidable(forced, c) for c in forced.hand)
