"""Files written by earlier versions keep working (``tests/data/legacy/``): the autosave resumes
at its exact move, the settings keep their values, every history schema migrates with every row
kept and gives the same statistics."""

from __future__ import annotations

import shutil
import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from burraco_qt.engine.match import Match
from burraco_qt.engine.record import parse_json
from burraco_qt.storage.archive import archived_hands
from burraco_qt.storage.autosave import Autosave
from burraco_qt.storage.history_db import SCHEMA_VERSION, History
from burraco_qt.storage.settings import Settings, SettingsStore

LEGACY = Path(__file__).resolve().parents[1] / "data" / "legacy"
V5D554D3 = LEGACY / "5d554d3"


def _copy(name: str, folder: Path, as_name: str | None = None) -> Path:
    target = folder / (as_name or name)
    shutil.copy(V5D554D3 / name, target)
    return target


def test_autosave_of_5d554d3_resumes_at_its_move(tmp_path) -> None:
    _copy("autosave.json", tmp_path)
    saved, problem = Autosave(tmp_path).load()
    assert problem is None and saved is not None
    data = parse_json((V5D554D3 / "autosave.json").read_bytes())
    m = saved.match
    assert (m.players, m.seed, m.rules.target, m.rules.preset_name) == (4, 14, 2005, "italian")
    assert m.seats == {1: "medium", 2: "medium", 3: "medium"}
    assert m.hand_number == 3 and list(m.totals) == data["totals"] == [985, 1175]
    assert saved.history_id == 4
    assert len(m.game.record()["actions"]) == len(data["hands"][-1]["actions"]) == 37
    # the restored match writes back the record it was read from
    again = Match.from_record(m.record())
    assert again.game.view(0).hand == m.game.view(0).hand
    assert m.record()["hands"] == data["hands"]


def test_settings_of_5d554d3_keep_their_values(tmp_path) -> None:
    _copy("settings.json", tmp_path)
    settings, problem = SettingsStore(tmp_path).load()
    assert problem is None
    assert settings == Settings(
        language="it",
        sound=False,
        players=4,
        difficulty="hard",
        preset="international",
        target=2005,
        speed="fast",
        reduce_motion=True,
        card_size="medium",
        open_cards=False,
        geometry="",
        characters="marco,marco,marco",
    )  # issue 13: hard's default character


def _rows(path: Path) -> tuple[list, list]:
    db = sqlite3.connect(path)
    try:
        matches = db.execute(
            "SELECT id, started, finished, players, difficulty, preset, target, seed, "
            "total_us, total_them, winner FROM matches ORDER BY id"
        ).fetchall()
        hands = db.execute(
            "SELECT id, match_id, number, played, us, them, closing_team, how FROM hands ORDER BY id"
        ).fetchall()
    finally:
        db.close()
    return matches, hands


@pytest.mark.parametrize("name", ["history-v1.sqlite3", "history-v2.sqlite3"])
def test_history_of_5d554d3_migrates_with_every_row(tmp_path, name: str) -> None:
    before = _rows(V5D554D3 / name)
    assert (len(before[0]), len(before[1])) == (4, 7)
    path = _copy(name, tmp_path, "history.sqlite3")
    history = History(path)
    try:
        assert history.problem is None
        assert history.version == SCHEMA_VERSION
        stats = history.statistics()
        assert archived_hands(history.db) == ([], 0)  # schema 4: an empty hand archive
    finally:
        history.close()
    assert _rows(path) == before  # every row and every value kept
    # the statistics count what the rows say (v1 had no practice flag: every match counts)
    practice = 0 if name == "history-v1.sqlite3" else 1
    matches, hands = before
    counted = [m for m in matches if not (practice and m[0] == 3)]
    assert stats.matches == sum(1 for m in counted if m[2] is not None)
    assert stats.matches_won == sum(1 for m in counted if m[2] is not None and m[10] == 0)
    counted_hands = [h for h in hands if not (practice and h[1] == 3)]
    assert stats.hands == len(counted_hands)


def test_autosave_of_5d554d3_gets_a_match_key_and_its_hands_are_not_recorded_again(qapp, tmp_path) -> None:
    """Issue 11: the legacy autosave (no match key, ``history_id`` 4) is given a key on load;
    at start its history row 4 (and its hands) take the key, so the two finished hands already
    recorded there are not recorded again, and the match's next hand goes under the same row."""
    from burraco_qt.storage.autosave import valid_key
    from burraco_qt.ui.app.startup import open_services, settle_saved

    _copy("autosave.json", tmp_path)
    _copy("history-v2.sqlite3", tmp_path, "history.sqlite3")
    before = _rows(tmp_path / "history.sqlite3")
    services = open_services(keep_match=True, folder=tmp_path)
    try:
        assert services.saved_match is not None and services.saved_history_id == 4
        key = services.saved_key
        assert valid_key(key)
        assert settle_saved(services, services.saved_match) == 0 and not services.unsettled
        assert settle_saved(services, services.saved_match) == 0
        db = services.history.db
        assert db.execute("SELECT id FROM matches WHERE match_key = ?", (key,)).fetchall() == [(4,)]
        assert db.execute(
            "SELECT number FROM hands WHERE match_key = ? ORDER BY number", (key,)
        ).fetchall() == [(1,), (2,)]
    finally:
        services.lock.unlock()
        services.history.close()
    assert _rows(tmp_path / "history.sqlite3") == before  # every row and value kept


def test_settings_of_408eed9_load_with_the_default_looks(tmp_path) -> None:
    """A version 2 file from before issue 28 keeps every value and gets the standard deck, large
    indices and the normal table (no migration); saved again, it carries the new fields."""
    shutil.copy(LEGACY / "408eed9" / "settings.json", tmp_path / "settings.json")
    store = SettingsStore(tmp_path)
    settings, problem = store.load()
    assert problem is None
    expected = Settings(
        language="en",
        sound=True,
        players=2,
        difficulty="expert",
        preset="international",
        target=1005,
        speed="slow",
        reduce_motion=False,
        card_size="small",
        open_cards=False,
        geometry="",
        thinking="3",
        characters="giulia",
        archive_hands=200,
    )
    assert settings == expected
    assert (settings.deck_colours, settings.face_style, settings.table_contrast) == (
        "standard",
        "large_index",
        "normal",
    )
    store.save(replace(settings, deck_colours="four_colour", table_contrast="high_contrast"))
    again, problem = store.load()
    assert problem is None
    assert again == replace(expected, deck_colours="four_colour", table_contrast="high_contrast")
