"""The crash matrix (issue 11): a real ``burraco-qt`` process, a bot playing the human seat, is
ended at each named write point of a hand's end (and a few mid-hand) by the test-only hook
``BURRACO_TEST_CRASH_AT`` of ``python -m devtools.run_app`` (``os._exit`` there, as a power cut
would), then restarted with ``--resume yes``. Each time the match goes on to its end (the next
hand dealt or the score sheet shown first), the history holds each finished hand exactly once,
``PRAGMA integrity_check`` is ok, and the statistics equal those of an uninterrupted run."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_qt.storage.history_db import History
from devtools.crashpoints import CRASH_STATUS

pytestmark = pytest.mark.slow  # a long tier: -m 'not slow' skips it

#: A 2-player match of seed 7 to 1500 points: two hands, ~2 s per run.
MATCH = [
    "--seed",
    "7",
    "--target",
    "1500",
    "--players",
    "2",
    "--difficulty",
    "medium",
    "--speed",
    "instant",
    "--resume",
    "yes",
]

#: (crash point, hit): the hand-end write points for hand 1 and the last hand, inside the history
#: transaction, the autosave's temporary file mid-write, a move mid-hand, the next deal.
ALL_POINTS = [
    "hand_end.autosaved",
    "hand_end.autosaved:2",
    "history.match_row",
    "history.before_commit:2",
    "hand_end.recorded",
    "hand_end.recorded:2",
    "match_end.cleared",
    "hand.dealt.autosaved:2",
    "move.autosaved:25",
    "write.autosave.json.tmp:10",
]
#: CI runs four of them (nine app runs, ~30 s); ``BURRACO_CRASH_MATRIX=full`` runs all ten.
CI_POINTS = [
    "hand_end.autosaved",
    "history.before_commit:2",
    "hand_end.recorded:2",
    "write.autosave.json.tmp:10",
]
POINTS = ALL_POINTS if os.environ.get("BURRACO_CRASH_MATRIX") == "full" else CI_POINTS


def run_app(folder: Path, crash: str | None = None) -> subprocess.CompletedProcess:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "BURRACO_DATA_DIR": str(folder),
        "BURRACO_TEST_BOT": "1",
    }
    env.pop("BURRACO_TEST_CRASH_AT", None)
    if crash:
        env["BURRACO_TEST_CRASH_AT"] = crash
    return subprocess.run(
        [sys.executable, "-m", "devtools.run_app", *MATCH],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def history_rows(folder: Path) -> tuple[list, list, str]:
    db = sqlite3.connect(folder / "history.sqlite3")
    try:
        matches = db.execute(
            "SELECT id, match_key, total_us, total_them, winner, "
            "finished IS NOT NULL FROM matches ORDER BY id"
        ).fetchall()
        hands = db.execute(
            "SELECT match_id, number, us, them, closing_team, how FROM hands ORDER BY id"
        ).fetchall()
        check = db.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        db.close()
    return matches, hands, check


def statistics(folder: Path, match_id: int | None = None) -> tuple:
    h = History(folder / "history.sqlite3")
    try:
        if match_id is not None:  # only the first match (a restart after its end plays another)
            h.db.execute("DELETE FROM hands WHERE match_id != ?", (match_id,))
            h.db.execute("DELETE FROM matches WHERE id != ?", (match_id,))
        s = h.statistics()
    finally:
        h.close()
    return (
        s.matches,
        s.matches_won,
        s.hands,
        s.hands_won,
        s.average_hand,
        s.best_hand,
        s.buracos,
        s.closes,
        [(u, t) for _, u, t in s.results],
        s.skipped,
    )


@pytest.fixture(scope="module")
def clean_run(tmp_path_factory) -> tuple:
    folder = tmp_path_factory.mktemp("clean")
    proc = run_app(folder)
    assert proc.returncode == 0, proc.stderr
    assert "over=1" in proc.stdout
    matches, hands, check = history_rows(folder)
    assert len(matches) == 1 and [h[1] for h in hands] == [1, 2] and check == "ok"
    assert not (folder / "autosave.json").exists()
    return matches, hands, statistics(folder)


@pytest.mark.parametrize("point", POINTS)
def test_crash_at_a_write_point_loses_nothing_and_records_nothing_twice(
    tmp_path, clean_run, point: str
) -> None:
    clean_matches, clean_hands, clean_stats = clean_run
    crashed = run_app(tmp_path, point)
    assert crashed.returncode == CRASH_STATUS, (point, crashed.returncode, crashed.stderr[-2000:])
    restarted = run_app(tmp_path)
    assert restarted.returncode == 0, restarted.stderr[-2000:]
    assert "Traceback" not in restarted.stderr
    matches, hands, check = history_rows(tmp_path)
    assert check == "ok"
    first = matches[0][0]
    mine = [h for h in hands if h[0] == first]
    # each finished hand exactly once, with the values of the uninterrupted run
    assert [h[1:] for h in mine] == [h[1:] for h in clean_hands]
    assert matches[0][2:] == clean_matches[0][2:]
    if point == "match_end.cleared":  # the match had ended and been cleared: a new one starts
        assert "resumed=0" in restarted.stdout and len(matches) == 2
        assert statistics(tmp_path, first) == clean_stats
    else:  # the match went on where it was, to its end
        assert "resumed=1" in restarted.stdout and len(matches) == 1
        assert statistics(tmp_path) == clean_stats
    assert not (tmp_path / "autosave.json").exists()  # the finished match's save is cleared
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]  # temp files swept
