"""The history is never silently absent (issue 22 point 2), without Qt: why it cannot be opened
(another program's lock, a folder at the journal's path), the pending files that keep the
finished hands it lacks, and their recording, once, when it opens."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from burraco_qt.model.keeper import hand_rows, record_missing
from burraco_qt.storage.history_access import BLOCKED, LOCKED, UNUSABLE, try_open
from burraco_qt.storage.history_db import History
from burraco_qt.storage.pending import Pending
from tests.storage.test_durability import finished_hands, rows

KEY, OTHER = "a" * 32, "b" * 32


def test_kept_hands_are_recorded_once_and_their_file_removed(tmp_path) -> None:
    m = finished_hands(3)
    pending = Pending(tmp_path)
    assert pending.add(KEY, hand_rows(m, KEY, skip={3})) == 2
    assert pending.add(KEY, hand_rows(m, KEY, played="2026-01-02 03:04:05")) == 3  # merged by number
    assert pending.matches() == [KEY] and pending.count() == 3
    h = History(tmp_path / "history.sqlite3")
    assert record_missing(h, finished_hands(1), KEY) == 1  # hand 1 is in the history already
    done = pending.flush(h)
    assert (done.recorded, done.kept, done.error) == (2, 0, "")
    assert not pending.has(KEY) and pending.matches() == []
    assert pending.flush(h).recorded == 0  # nothing left, nothing twice
    matches, hands = rows(h.path)
    assert hands == [(KEY, 1), (KEY, 2), (KEY, 3)]
    total = (sum(s[0].total for s in m.hand_scores), sum(s[1].total for s in m.hand_scores))
    assert matches == [(KEY, *total)]
    played = h.db.execute("SELECT played FROM hands WHERE number = 3").fetchone()[0]
    assert played == "2026-01-02 03:04:05"  # when the hand ended, not when it was recorded
    h.close()


def test_each_match_has_its_own_file_and_a_new_one_never_overwrites(tmp_path) -> None:
    pending = Pending(tmp_path)
    pending.add(KEY, hand_rows(finished_hands(2), KEY))
    pending.add(OTHER, hand_rows(finished_hands(1, seed=8), OTHER))
    assert pending.matches() == [KEY, OTHER]
    assert [h.number for h, _ in pending.load(KEY)] == [1, 2]
    assert [h.number for h, _ in pending.load(OTHER)] == [1]
    with pytest.raises(ValueError):
        pending.add(KEY, hand_rows(finished_hands(1), OTHER))  # another match's hand
    with pytest.raises(ValueError):
        pending.add("not-a-key", [])
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"pending-{KEY}.json", f"pending-{OTHER}.json"]


def test_a_damaged_pending_file_is_set_aside_and_the_others_recorded(tmp_path) -> None:
    pending = Pending(tmp_path)
    pending.add(OTHER, hand_rows(finished_hands(1), OTHER))
    pending.path(KEY).write_text(json.dumps({"version": 1, "match_key": KEY, "hands": [{"hand": {}}]}))
    h = History(tmp_path / "history.sqlite3")
    done = pending.flush(h)
    assert done.recorded == 1 and [p.path.name for p in done.problems] == [f"pending-{KEY}.json"]
    assert done.problems[0].moved_to is not None and done.problems[0].moved_to.exists()
    assert pending.matches() == []
    h.close()


def test_a_history_that_refuses_keeps_the_file(tmp_path) -> None:
    pending = Pending(tmp_path)
    pending.add(KEY, hand_rows(finished_hands(2), KEY))
    path = tmp_path / "history.sqlite3"
    History(path).close()
    h = History(path, timeout=0.05)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        done = pending.flush(h)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert "locked" in done.error and done.kept == 2 and pending.has(KEY)
    assert pending.flush(h).recorded == 2 and not pending.has(KEY)
    h.close()


def test_another_programs_lock_is_told_as_a_lock(tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    History(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # an SQLite browser, a backup tool
    try:
        history, problem = try_open(path, wait=0.05)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert history is None and problem is not None
    assert problem.kind == LOCKED and problem.passes and problem.culprit == path
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.sqlite3"]  # nothing set aside
    history, problem = try_open(path)
    assert history is not None and problem is None
    history.close()


@pytest.mark.parametrize("exists", [True, False])
def test_a_folder_at_the_journal_path_is_named(tmp_path, exists: bool) -> None:
    path = tmp_path / "history.sqlite3"
    if exists:
        History(path).close()
    journal = tmp_path / "history.sqlite3-journal"
    journal.mkdir()
    history, problem = try_open(path)
    assert history is None and problem is not None
    assert problem.kind == BLOCKED and not problem.passes and problem.culprit == journal
    assert path.exists() == exists and journal.is_dir()  # the database is not set aside
    journal.rmdir()
    history, problem = try_open(path)
    assert history is not None and problem is None
    history.close()


def test_an_unusable_folder_gives_the_os_words(tmp_path: Path) -> None:
    history, problem = try_open(tmp_path / "missing" / "history.sqlite3")
    assert history is None and problem is not None
    assert problem.kind == UNUSABLE and "unable to open" in problem.detail
