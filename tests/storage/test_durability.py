"""Nothing lost, nothing stuck (issue 11), without Qt widgets: the history's one transaction per
hand under UNIQUE(match_key, number), records of a saved match's missing hands, a history that is
damaged but well-formed, bounded numbers in the autosave, the lock, temp files and OS errors
injected at write and mkdir calls."""

from __future__ import annotations

import errno
import json
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_qt.engine import Rules
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.model.keeper import record_missing
from burraco_qt.storage import files
from burraco_qt.storage.autosave import Autosave, valid_key
from burraco_qt.storage.history_db import History, MatchRow, RecordedHand, open_history
from burraco_qt.storage.lock import FULL, HELD, READ_ONLY, TAKEN, InstanceLock


def finished_hands(n: int, seed: int = 5) -> Match:
    """A 2-player match (target out of reach) after ``n`` finished hands, the last one over."""
    m = Match(Rules.preset("italian", target=100000), 2, seed=seed, seats={1: "medium"})
    rng = random.Random(seed)
    while True:
        m.apply(random_legal_command(m.game, rng))
        if m.game.over:
            if len(m.finished) == n:
                return m
            m.next_hand()


def rows(path: Path) -> tuple[list, list]:
    db = sqlite3.connect(path)
    try:
        return (
            db.execute("SELECT match_key, total_us, total_them FROM matches").fetchall(),
            db.execute("SELECT match_key, number FROM hands ORDER BY id").fetchall(),
        )
    finally:
        db.close()


# ---------------------------------------------------------------------------------- failure 2
def test_a_hand_is_recorded_once_whatever_is_retried(tmp_path) -> None:
    """Failure 2: the same hand landed in the history several times (separate transactions, a
    new match row on each retry). Now: one transaction per hand, UNIQUE(match_key, number)."""
    m = finished_hands(2)
    h = History(tmp_path / "history.sqlite3")
    key = "a" * 32
    assert record_missing(h, m, key) == 2
    for _ in range(3):  # every restart after a crash asks again
        assert record_missing(h, m, key) == 0
    h.close()
    matches, hands = rows(tmp_path / "history.sqlite3")
    assert matches == [(key, m.totals[0], m.totals[1])]
    assert hands == [(key, 1), (key, 2)]


def test_one_transaction_a_failure_inside_records_nothing(tmp_path) -> None:
    h = History(tmp_path / "history.sqlite3")
    row = MatchRow("b" * 32, 2, "medium", "italian", 1005, 3, False, (10, 20), None, False)
    hand = RecordedHand(1, {"total": 10}, {"total": 20}, None, "closed")
    h.db.execute("CREATE TRIGGER boom BEFORE INSERT ON hands BEGIN SELECT RAISE(ABORT, 'x'); END")
    with pytest.raises(sqlite3.DatabaseError):
        h.record(hand, row)
    assert h.db.execute("SELECT count(*) FROM matches").fetchone() == (0,)  # no orphan row
    h.db.execute("DROP TRIGGER boom")
    assert h.record(hand, row) and not h.record(hand, row)
    h.close()


def test_legacy_rows_without_a_key_may_repeat(tmp_path) -> None:
    """Rows written before schema 3 have no key: the UNIQUE allows any number of them."""
    h = History(tmp_path / "history.sqlite3")
    m1 = h.start_match(players=2, difficulty="medium", preset="italian", target=1005, seed=1, practice=False)
    for _ in range(2):
        h.record_hand(m1, 1, {"total": 1}, {"total": 2}, None, "closed", 1.0)
    assert h.db.execute("SELECT count(*) FROM hands").fetchone() == (2,)
    h.close()


# ---------------------------------------------------------------------------------- failure 8
def _history_with(tmp_path, sql: str) -> Path:
    path = tmp_path / "history.sqlite3"
    History(path).close()
    db = sqlite3.connect(path)
    db.executescript(sql)
    db.commit()
    db.close()
    return path


@pytest.mark.parametrize(
    "sql",
    [
        "DROP TABLE hands;",
        "ALTER TABLE matches DROP COLUMN winner;",
        "DROP INDEX hands_by_key; ALTER TABLE hands DROP COLUMN match_key;",
        "DROP TABLE matches; CREATE TABLE matches (id TEXT, x);",
    ],
)
def test_a_damaged_schema_is_set_aside_and_a_fresh_history_started(tmp_path, sql) -> None:
    """Failure 8: a missing table or column silently disabled statistics; now the file is set
    aside with a reason and a fresh history is used."""
    path = _history_with(tmp_path, sql)
    h = open_history(path)
    assert h is not None and h.problem is not None and h.problem.moved_to is not None
    assert h.statistics().matches == 0
    h.close()


def test_a_folder_in_place_of_the_history_is_set_aside(tmp_path) -> None:
    (tmp_path / "history.sqlite3").mkdir()
    h = open_history(tmp_path / "history.sqlite3")
    assert h is not None and h.problem is not None and (tmp_path / "history.sqlite3").is_file()
    h.close()


def test_unreadable_rows_are_skipped_and_counted(tmp_path) -> None:
    """Failure 8: text or Infinity in number columns, deeply nested JSON: the statistics skip
    those rows and count them, never crash."""
    m = finished_hands(1)
    path = tmp_path / "history.sqlite3"
    h = History(path)
    record_missing(h, m, "c" * 32)
    good = h.statistics()
    db = h.db
    db.execute(
        "INSERT INTO matches (started, finished, players, difficulty, preset, target, "
        "winner) VALUES ('x', 'y', 'two', 'medium', 'italian', 1005, 0)"
    )
    db.execute(
        "INSERT INTO matches (started, finished, players, difficulty, preset, target, "
        "winner, total_us) VALUES ('x', 'y', 2, 'medium', 'italian', 1005, 'zero', 'lots')"
    )
    match_id = db.execute("SELECT id FROM matches WHERE match_key IS NOT NULL").fetchone()[0]
    for us in (
        '{"total": Infinity}',
        "[" * 100000 + "]" * 100000,
        '{"total": "many"}',
        "nan",
        '{"total": 1e400}',
    ):
        db.execute(
            "INSERT INTO hands (match_id, number, played, us, them, how) VALUES "
            "(?, 9, 'x', ?, '{\"total\": 1}', 'closed')",
            (match_id, us),
        )
    db.execute(
        "INSERT INTO hands (match_id, number, played, us, them, how, closing_team) VALUES "
        "(?, 9, 'x', '{\"total\": 1}', '{\"total\": 1}', 'closed', 'us')",
        (match_id,),
    )
    s = h.statistics()
    h.close()
    assert s.skipped == 8
    assert (s.matches, s.hands, s.best_hand) == (good.matches, good.hands, good.best_hand)


# ---------------------------------------------------------------------------------- failure 7
def _saved_record(**changes) -> dict:
    m = finished_hands(1)
    m.next_hand()
    rec = m.record()
    for name, value in changes.items():
        if name == "target":
            rec["rules"]["target"] = value
        elif name == "hand_seed":
            rec["hands"][0]["seed"] = value
        else:
            rec[name] = value
    return rec


@pytest.mark.parametrize(
    ("change", "word"),
    [
        ({"target": 10**5000}, "target"),
        ({"hand_seed": 10**5000}, "seed"),
        ({"seed": 2**63}, "seed"),
        ({"seed": -(2**63) - 1}, "seed"),
    ],
)
def test_numbers_the_app_cannot_show_or_store_are_refused_at_load(tmp_path, change, word) -> None:
    """Failure 7: a 5,000-digit target loaded and then crashed every start; a 5,000-digit hand
    seed made every save raise; seeds of 2^63 and more cannot be stored in the history."""
    sys.set_int_max_str_digits(0)
    try:
        text = json.dumps(_saved_record(**change))
    finally:
        sys.set_int_max_str_digits(4300)
    (tmp_path / "autosave.json").write_text(text)
    saved, problem = Autosave(tmp_path).load()
    assert saved is None and problem is not None and word in problem.reason
    assert problem.moved_to is not None and not (tmp_path / "autosave.json").exists()


def test_a_saved_match_gets_a_key_and_keeps_it(tmp_path) -> None:
    rec = _saved_record()
    (tmp_path / "autosave.json").write_text(json.dumps(rec))
    saved, _ = Autosave(tmp_path).load()
    assert saved is not None and valid_key(saved.match_key)
    (tmp_path / "autosave.json").write_text(json.dumps({**rec, "match_key": "d" * 32}))
    saved, _ = Autosave(tmp_path).load()
    assert saved.match_key == "d" * 32


def test_a_finished_match_is_still_loaded_to_record_its_hands(tmp_path) -> None:
    m = Match(Rules.preset("italian", target=50), 2, seed=5, seats={1: "medium"})
    rng = random.Random(1)
    while not m.over:
        m.apply(random_legal_command(m.game, rng))
        if m.game.over and not m.over:
            m.next_hand()
    (tmp_path / "autosave.json").write_text(json.dumps({**m.record(), "match_key": "e" * 32}))
    saved, problem = Autosave(tmp_path).load()
    assert problem is None and saved.match.over and saved.match_key == "e" * 32


# ---------------------------------------------------------------------------------- failure 4
@pytest.mark.parametrize("damage", ["empty", "garbage", "folder", "symlink", "other_pid"])
def test_a_damaged_lock_never_blocks(tmp_path, damage: str) -> None:
    """Failure 4: an empty or garbage lock file, a folder or a symlink there, or a reused PID
    made every start say "already open"; the OS lock is free whatever the file says."""
    path = tmp_path / "burraco-qt.lock"
    if damage == "empty":
        path.write_bytes(b"")
    elif damage == "garbage":
        path.write_bytes(os.urandom(300))
    elif damage == "folder":
        path.mkdir()
        (path / "inside").write_text("x")
    elif damage == "symlink":
        path.symlink_to(tmp_path / "nowhere" / "lock")
    else:
        path.write_text(f"{os.getppid()}\nburraco-qt\nhost\n")  # a live process, not ours
    lock = InstanceLock(path)
    assert lock.acquire() == TAKEN and lock.held
    assert InstanceLock(path).acquire() == HELD  # a second copy is still kept out
    lock.unlock()
    assert InstanceLock(path).acquire() == TAKEN


def test_the_lock_is_released_when_its_process_dies(tmp_path) -> None:
    code = (
        "import sys, os; from pathlib import Path; from burraco_qt.storage.lock import "
        "InstanceLock; l = InstanceLock(Path(sys.argv[1])); print(l.acquire(), flush=True); "
        "os._exit(0)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "l.lock")],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert out.stdout.strip() == TAKEN
    assert InstanceLock(tmp_path / "l.lock").acquire() == TAKEN


@pytest.mark.parametrize(
    ("error", "state"),
    [
        (PermissionError(errno.EACCES, "Permission denied"), READ_ONLY),
        (OSError(errno.EROFS, "Read-only file system"), READ_ONLY),
        (OSError(errno.ENOSPC, "No space left on device"), FULL),
    ],
)
def test_unwritable_or_full_folder_is_not_already_open(tmp_path, monkeypatch, error, state) -> None:
    """Failure 5 (injected OS errors at the lock file's write): not "held", its own state."""
    import burraco_qt.storage.lock as lock_module

    real = os.fsync

    def fail(fd):
        raise error

    monkeypatch.setattr(lock_module.os, "fsync", fail)
    lock = InstanceLock(tmp_path / "burraco-qt.lock")
    assert lock.acquire() == state and not lock.held and lock.detail
    monkeypatch.setattr(lock_module.os, "fsync", real)


# ---------------------------------------------------------------------------------- failure 10
def test_temp_files_of_killed_writers_are_swept(tmp_path) -> None:
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True, check=True
    ).stdout.strip()
    stale = tmp_path / f".autosave.json.{dead}.tmp"
    live = tmp_path / f".settings.json.{os.getppid()}.tmp"
    other = tmp_path / "notes.tmp"
    for p in (stale, live, other):
        p.write_text("x")
    assert files.clean_temp_files(tmp_path) == [stale]
    assert live.exists() and other.exists()


def test_a_failed_atomic_write_leaves_nothing(tmp_path, monkeypatch) -> None:
    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)
    with pytest.raises(OSError):
        files.atomic_write(tmp_path / "autosave.json", b"{}")
    assert list(tmp_path.iterdir()) == []


def test_burraco_t0_that_is_not_a_number_is_ignored() -> None:
    """Failure 10: ``BURRACO_T0=abc`` crashed at import."""
    env = {**os.environ, "BURRACO_T0": "abc"}
    out = subprocess.run(
        [sys.executable, "-c", "import burraco_qt.ui.app.launch as a; print(a.START > 0)"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert out.returncode == 0 and out.stdout.strip() == "True", out.stderr


@pytest.mark.parametrize(
    "argv", [["--seed", str(2**63)], ["--target", "9" * 5000], ["--seed", "-" + "9" * 30], ["--seed", "abc"]]
)
def test_command_line_numbers_the_app_cannot_store_are_refused(argv) -> None:
    """Failure 7: seeds of 2^63 and more could not be stored in the history."""
    from burraco_qt.ui.app.launch import parse_args

    with pytest.raises(SystemExit):
        parse_args(argv)
    assert parse_args(["--seed", str(2**63 - 1)]).seed == 2**63 - 1
