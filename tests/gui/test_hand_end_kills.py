"""A kill at a hand's end with 3, 4, 5 and 6 players (issue 22, point 1): a real ``burraco-qt``
process (``python -m devtools.run_app``, a bot on the human seat) is ended at one of the hand-end
write points of hand 1, restarted with ``--resume yes``, and must show the score sheet of the
uninterrupted run (every text, the totals too), deal hand 2 with the same cards and hold hand 1
once in the history (4 players had no hand-end kill either: only a mid-turn one in
``test_persistence.py``). The 2-player points are in ``test_crash_matrix.py``; every point with every
player count (plus a kill on the score sheet and at the pairing moment) is ``python -m
devtools.crash_matrix``. Three app runs per case, ~3 s each."""

from __future__ import annotations

import pytest

from devtools.crash_matrix import check_point, clean_run


@pytest.mark.parametrize(
    ("players", "point"),
    [
        (3, "hand_end.autosaved:1"),
        (4, "history.match_row:1"),
        (5, "history.before_commit:1"),
        (6, "hand_end.recorded:1"),
    ],
)
def test_a_kill_at_the_hand_end_resumes_to_the_same_sheet_and_deals_the_next_hand(
    tmp_path, players: int, point: str
) -> None:
    clean = clean_run(players, tmp_path, probe_pairing=False)
    assert point in [spec for _, spec in clean.points]  # a point of this hand's end
    totals = [v for k, v in clean.sheet.items() if k.startswith("total_")]
    assert len(totals) >= 2 and all(v.lstrip("-").isdigit() for v in totals)  # the sheet's totals
    assert clean.dealt["hand"] == 2 and len(clean.dealt["hands"]) == players
    assert check_point(clean, point, tmp_path) == "ok"
