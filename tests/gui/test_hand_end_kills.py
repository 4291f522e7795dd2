"""A kill at a hand's end with 3, 4, 5 and 6 players (issue 22, point 1): a real ``burraco-qt``
process (``python -m devtools.run_app``, a bot on the human seat) is ended at one of the hand-end
write points of hand 1, restarted with ``--resume yes``, and must show the score sheet of the
uninterrupted run (every text, the totals too), deal hand 2 with the same cards and hold hand 1
once in the history (4 players had no hand-end kill either: only a mid-turn one in
``test_persistence.py``). One more case kills a 3-player hand with SIGKILL while the pairing
animation runs. The 2-player points are in ``test_crash_matrix.py``; every point with every
player count (plus a kill on the score sheet) is ``python -m devtools.crash_matrix``. Two app
runs per case after one clean run per player count, 1-3 s each (~23 s in all here)."""

from __future__ import annotations

import pytest

from devtools.crash_matrix import Clean, check_point, clean_run


@pytest.fixture(scope="module")
def clean_runs(tmp_path_factory):
    """The uninterrupted run of each player count, made once."""
    runs: dict[int, Clean] = {}

    def get(players: int) -> Clean:
        if players not in runs:
            runs[players] = clean_run(players, tmp_path_factory.mktemp("clean"), probe_pairing=False)
        return runs[players]

    return get


@pytest.mark.parametrize(
    ("players", "point"),
    [
        (3, "hand_end.autosaved:1"),
        (4, "history.match_row:1"),
        (5, "history.before_commit:1"),
        (6, "hand_end.recorded:1"),
        (3, "pairing"),
    ],
)
def test_a_kill_at_the_hand_end_resumes_to_the_same_sheet_and_deals_the_next_hand(
    tmp_path, clean_runs, players: int, point: str
) -> None:
    clean = clean_runs(players)
    assert point in [spec for _, spec in clean.points] or point == "pairing"  # a point of this hand
    totals = [v for k, v in clean.sheet.items() if k.startswith("total_")]
    assert len(totals) >= 2 and all(v.lstrip("-").isdigit() for v in totals)  # the sheet's totals
    assert clean.dealt["hand"] == 2 and len(clean.dealt["hands"]) == players
    assert check_point(clean, point, tmp_path) == "ok"
