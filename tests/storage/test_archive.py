"""The hand archive (issue 14): every recorded hand's game record, compressed, in the hand's own
transaction; pruned to the bound, oldest first; a damaged record is skipped, never fatal."""

from __future__ import annotations

import shutil
import sqlite3
import zlib
from pathlib import Path

import pytest

from burraco_qt.engine.dealcode import decode
from burraco_qt.engine.record import replay_record
from burraco_qt.model.keeper import record_missing
from burraco_qt.storage.archive import (
    ArchiveError,
    archive_size,
    archived_hands,
    archived_record,
    pack,
    unpack,
)
from burraco_qt.storage.history_db import History, MatchRow, RecordedHand
from tests.storage.test_durability import finished_hands

LEGACY = Path(__file__).resolve().parents[1] / "data" / "legacy" / "5d554d3"


def test_every_recorded_hand_is_archived_with_its_code_and_replays(tmp_path) -> None:
    m = finished_hands(3, seed=11)
    h = History(tmp_path / "history.sqlite3")
    assert record_missing(h, m, "k" * 32) == 3
    hands, skipped = archived_hands(h.db)
    assert skipped == 0 and [a.number for a in hands] == [3, 2, 1]  # newest first
    for a in hands:
        record = archived_record(h.db, a.hand_id)
        assert record == m.finished[a.number - 1]
        game, result = replay_record(record)
        assert game.over and result["scores"] == record["scores"]
        assert a.us == record["scores"][0]["total"] and a.them == record["scores"][1]["total"]
        code = decode(a.code)
        assert (code.seed, code.hand, code.players) == (11, a.number, 2)
        assert a.result in ("won", "lost", "tied")
    assert archived_hands(h.db, hands[0].code)[0] == [hands[0]]  # look-up by code
    h.close()


def test_the_archive_is_pruned_oldest_first(tmp_path) -> None:
    m = finished_hands(5, seed=3)
    h = History(tmp_path / "history.sqlite3", archive_limit=2)
    record_missing(h, m, "p" * 32)
    assert archive_size(h.db) == 2
    assert [a.number for a in archived_hands(h.db)[0]] == [5, 4]
    assert h.db.execute("SELECT COUNT(*) FROM hands").fetchone() == (5,)  # statistics keep them
    with pytest.raises(ArchiveError):
        archived_record(h.db, 1)
    h.close()


def test_archive_row_is_in_the_hand_transaction(tmp_path) -> None:
    h = History(tmp_path / "history.sqlite3")
    row = MatchRow("t" * 32, 2, "medium", "italian", 1005, 3, False, (10, 20), None, False)
    hand = RecordedHand(1, {"total": 10}, {"total": 20}, None, "closed", record={"x": 1}, code="C")
    h.db.execute("CREATE TRIGGER boom BEFORE INSERT ON archive BEGIN SELECT RAISE(ABORT, 'x'); END")
    with pytest.raises(sqlite3.DatabaseError):
        h.record(hand, row)
    assert h.db.execute("SELECT COUNT(*) FROM hands").fetchone() == (0,)  # all or nothing
    h.db.execute("DROP TRIGGER boom")
    assert h.record(hand, row)
    assert archived_record(h.db, archived_hands(h.db)[0][0].hand_id) == {"x": 1}
    h.close()


@pytest.mark.parametrize(
    "blob", [b"not zlib", zlib.compress(b"{not json"), zlib.compress(b"[1]"), "text", None]
)
def test_a_damaged_record_is_skipped_and_counted(tmp_path, blob) -> None:
    m = finished_hands(2, seed=4)
    h = History(tmp_path / "history.sqlite3")
    record_missing(h, m, "d" * 32)
    first = archived_hands(h.db)[0][-1].hand_id
    h.db.execute("PRAGMA ignore_check_constraints = ON")
    h.db.execute(
        "UPDATE archive SET record = ? WHERE hand_id = ?", (blob, first)
    ) if blob is not None else h.db.execute("UPDATE hands SET us = 'garbage' WHERE id = ?", (first,))
    hands, skipped = archived_hands(h.db)
    assert skipped == 1 and len(hands) == 1
    if blob is not None:
        with pytest.raises(ArchiveError):
            archived_record(h.db, first)
    h.close()


def test_pack_round_trip_and_bomb() -> None:
    assert unpack(pack({"a": [1, 2]})) == {"a": [1, 2]}
    with pytest.raises(ArchiveError):
        unpack(zlib.compress(b" " * (5 * 1024 * 1024)))


@pytest.mark.parametrize("name", ["history-v1.sqlite3", "history-v2.sqlite3"])
def test_a_legacy_history_gets_an_empty_archive_and_archives_new_hands(tmp_path, name) -> None:
    shutil.copy(LEGACY / name, tmp_path / "history.sqlite3")
    h = History(tmp_path / "history.sqlite3")
    assert h.problem is None and h.version == 6  # migrations 5 (issue 15) and 6 (issue 31)
    old = h.db.execute("SELECT COUNT(*) FROM hands").fetchone()[0]
    assert archived_hands(h.db) == ([], 0)
    record_missing(h, finished_hands(1, seed=9), "n" * 32)
    assert h.db.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == old + 1
    assert len(archived_hands(h.db)[0]) == 1
    h.close()


def test_the_viewer_skips_actions_the_rules_refuse() -> None:
    """A record may hold refused actions (RULES.md §18: they change nothing, the replay command
    reports them): the viewer skips them and ends where the engine's replay ends."""
    import json

    from burraco_qt.engine.record import replay_record
    from burraco_qt.model.replay_positions import Replay

    from ..conftest import RULES_DATA

    data = json.loads((RULES_DATA / "records" / "R01_full_hand_semi_clean_close.json").read_text())
    _, expected = replay_record(data)
    replay = Replay(data)
    refused = [(i, r) for i, r in enumerate(expected["results"]) if r != "ok"]
    assert replay.skipped == refused
    assert [c for _, c in refused] == ["not_your_turn", "draw_first", "already_drawn", "game_over"]
    final = replay.states[-1]
    assert final.over and [s.total for s in final.scores()] == [325, -80]
    assert len(replay) == len(data["actions"]) - len(refused)
