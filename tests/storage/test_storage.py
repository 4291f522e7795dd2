"""Settings, history and autosave: round trips, statistics, migration, bad files (issue 6)."""

from __future__ import annotations

import json
import random
import sqlite3
from dataclasses import replace

import pytest

from burraco_qt.engine import Rules
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.storage.autosave import Autosave
from burraco_qt.storage.files import atomic_write
from burraco_qt.storage.history_db import SCHEMA_V1, SCHEMA_VERSION, History
from burraco_qt.storage.settings import Settings, SettingsStore


def aside(folder, name: str) -> list:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(name + ".broken-"))


# ---------------------------------------------------------------------------------- settings
def test_settings_round_trip(tmp_path) -> None:
    store = SettingsStore(tmp_path)
    assert store.load() == (Settings(), None)
    mine = replace(
        Settings(),
        language="it",
        sound=False,
        players=4,
        difficulty="hard",
        preset="reale",
        target=2005,
        speed="fast",
        reduce_motion=True,
        card_size="small",
        open_cards=True,
        geometry="AdnQywADAAA=",
        thinking="3",
        characters="gino,bruno,rosa",
    )
    store.save(mine)
    assert SettingsStore(tmp_path).load() == (mine, None)
    assert json.loads((tmp_path / "settings.json").read_text())["version"] == 2


def test_version_1_settings_get_the_difficultys_character(tmp_path) -> None:
    """Issue 13: settings version 2 names the computer players; a version 1 file's difficulty
    becomes that tier's default character on every seat."""
    (tmp_path / "settings.json").write_text('{"version": 1, "difficulty": "easy", "players": 4}')
    settings, problem = SettingsStore(tmp_path).load()
    assert problem is None
    assert settings.difficulty == "easy" and settings.characters == "pina,pina,pina"


@pytest.mark.parametrize(
    ("content", "word"),
    [
        (b"{not json", "Expecting"),
        (b'{"version": 1, "language": "it", "sound": tr', "Expecting"),  # truncated
        (b'{"version": 1, "players": "four"}', "players"),
        (b'{"version": 1, "sound": 1}', "sound"),
        (b'{"version": 1, "target": 10000000000}', "target"),
        (b'{"version": 99, "language": "it"}', "newer version"),
        (b"[1, 2, 3]", "object"),
        (b'{"version": 1, "geometry": "' + b"A" * 70000 + b'"}', "too large"),
        (b"\xff\xfe\x00garbage", "codec"),
        (b'{"version": 1, "language": "klingon"}', "language"),
        (b'{"version": 2, "characters": "gino,nobody"}', "characters"),
        (b'{"version": 2, "thinking": "10"}', "thinking"),
    ],
)
def test_bad_settings_are_moved_aside(tmp_path, content: bytes, word: str) -> None:
    (tmp_path / "settings.json").write_bytes(content)
    settings, problem = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert problem is not None and word in problem.reason
    assert not (tmp_path / "settings.json").exists()
    assert aside(tmp_path, "settings.json") == [problem.moved_to.name]
    assert problem.moved_to.read_bytes() == content  # nothing lost


def test_atomic_write_leaves_no_temporary_file(tmp_path) -> None:
    target = tmp_path / "x.json"
    atomic_write(target, b"one")
    atomic_write(target, b"two")
    assert target.read_bytes() == b"two"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


# ---------------------------------------------------------------------------------- history
def known_history(path) -> History:
    h = History(path)
    m1 = h.start_match(players=2, difficulty="medium", preset="italian", target=1005, seed=1, practice=False)
    h.record_hand(
        m1,
        1,
        {"total": 500, "buraco_classes": [["clean", 2], ["dirty", 1]]},
        {"total": -100, "buraco_classes": []},
        0,
        "closed",
        60.0,
    )
    h.record_hand(
        m1,
        2,
        {"total": 600, "buraco_classes": [["semi_clean", 1]]},
        {"total": 700, "buraco_classes": [["clean", 1]]},
        1,
        "closed",
        50.0,
    )
    h.update_match(m1, totals=(1100, 600), winner=0, finished=True, duration=110, practice=False)
    m2 = h.start_match(players=4, difficulty="hard", preset="italian", target=1005, seed=2, practice=False)
    h.record_hand(
        m2,
        1,
        {"total": 200, "buraco_classes": []},
        {"total": 1200, "buraco_classes": [["clean", 3]]},
        None,
        "stock_exhausted",
        70,
    )
    h.update_match(m2, totals=(200, 1200), winner=1, finished=True, duration=70, practice=False)
    m3 = h.start_match(
        players=2, difficulty="easy", preset="italian", target=1005, seed=3, practice=True
    )  # open cards: recorded, not counted
    h.record_hand(m3, 1, {"total": 9999, "buraco_classes": [["clean", 9]]}, {"total": 0}, 0, "closed", 10)
    h.update_match(m3, totals=(9999, 0), winner=0, finished=True, duration=10, practice=True)
    return h


def test_statistics_from_a_known_history(tmp_path) -> None:
    s = known_history(tmp_path / "h.sqlite3").statistics()
    assert (s.matches, s.matches_won, s.hands, s.hands_won) == (2, 1, 3, 1)
    assert s.win_rate == 0.5
    assert s.average_hand == pytest.approx((500 + 600 + 200) / 3)
    assert s.best_hand == 600
    assert s.buracos == {"clean": 2, "dirty": 1, "semi_clean": 1}
    assert s.closes == 1
    assert [(u, t) for _, u, t in s.results] == [(1100, 600), (200, 1200)]
    medium = s.groups[("medium", 2)]
    assert (medium.matches, medium.matches_won, medium.hands, medium.hands_won) == (1, 1, 2, 1)
    hard = s.groups[("hard", 4)]
    assert (hard.matches, hard.matches_won, hard.hands, hard.hands_won) == (1, 0, 1, 0)
    assert ("easy", 2) not in s.groups  # practice


def test_reset_forgets_everything(tmp_path) -> None:
    h = known_history(tmp_path / "h.sqlite3")
    h.reset()
    assert h.statistics().matches == 0 and h.statistics().hands == 0


def test_migration_from_version_1(tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_V1)
    db.execute("PRAGMA user_version = 1")
    db.execute(
        "INSERT INTO matches (started, finished, players, difficulty, preset, target, seed, "
        "total_us, total_them, winner) VALUES ('2026-01-01 10:00:00', '2026-01-01 11:00:00',"
        " 2, 'hard', 'italian', 1005, 7, 1200, 300, 0)"
    )
    db.execute(
        "INSERT INTO hands (match_id, number, played, us, them, closing_team, how) VALUES "
        "(1, 1, '2026-01-01 10:30:00', '{\"total\": 1200}', '{\"total\": 300}', 0, 'closed')"
    )
    db.commit()
    db.close()
    h = History(path)
    assert h.problem is None and h.version == SCHEMA_VERSION == 6
    assert h.db.execute("SELECT variant, player_totals FROM matches").fetchone() == ("two", None)
    s = h.statistics()
    assert (s.matches, s.matches_won, s.hands, s.best_hand) == (1, 1, 1, 1200)
    row = h.db.execute("SELECT practice, duration FROM matches").fetchone()
    assert row == (0, 0)


@pytest.mark.parametrize(
    "content", [b"this is not a database at all" * 10, b"SQLite format 3\x00" + b"\x00" * 40, b""]
)
def test_corrupt_history_is_moved_aside(tmp_path, content: bytes) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(content)
    h = History(path)
    if content:
        assert h.problem is not None and aside(tmp_path, "history.sqlite3")
    assert h.version == SCHEMA_VERSION and h.statistics().matches == 0


def test_foreign_or_newer_database_is_moved_aside(tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE other (x)")
    db.commit()
    db.close()
    assert "not a Burraco" in History(path).problem.reason
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 9")
    db.commit()
    db.close()
    assert "newer" in History(path).problem.reason


def test_two_connections_record_together(tmp_path) -> None:
    a = History(tmp_path / "h.sqlite3")
    b = History(tmp_path / "h.sqlite3")
    ma = a.start_match(players=2, difficulty="easy", preset="italian", target=1005, seed=1, practice=False)
    mb = b.start_match(players=2, difficulty="hard", preset="italian", target=1005, seed=2, practice=False)
    for i in range(20):
        a.record_hand(ma, i, {"total": 1}, {"total": 0}, None, "closed", 1)
        b.record_hand(mb, i, {"total": 0}, {"total": 1}, None, "closed", 1)
    assert History(tmp_path / "h.sqlite3").statistics().hands == 40


# ---------------------------------------------------------------------------------- autosave
def a_match_in_progress() -> Match:
    rng = random.Random(3)
    m = Match(Rules.preset("italian"), 2, seed=5, seats={1: "hard"})
    for _ in range(23):
        m.apply(random_legal_command(m.game, rng))
    return m


def test_autosave_round_trip(tmp_path) -> None:
    m = a_match_in_progress()
    save = Autosave(tmp_path)
    save.write({**m.record(), "history_id": 7})
    saved, problem = save.load()
    back = saved.match
    assert problem is None and back.record() == m.record()
    assert back.game.hands == m.game.hands and back.game.current == m.game.current
    assert saved.history_id == 7
    save.clear()
    assert save.load() == (None, None)


def test_disabled_autosave_writes_nothing(tmp_path) -> None:
    Autosave(tmp_path, enabled=False).write(a_match_in_progress().record())
    assert list(tmp_path.iterdir()) == []


def _hostile(record: dict, change) -> bytes:
    change(record)
    return json.dumps(record).encode()


@pytest.mark.parametrize(
    "mutate",
    [
        lambda r: r.update(totals="lots"),
        lambda r: r["hands"][0].update(deck="Kh,Kh,Kh"),
        lambda r: r["hands"][0].update(actions=[{"discard": "wr"}] * 3),
        lambda r: r["hands"][0]["actions"].append({"meld": "Xz"}),
        lambda r: r.update(players=True),
        lambda r: r.update(format=2),
        lambda r: r.update(rules=[1, 2]),
    ],
)
def test_hostile_autosave_is_moved_aside(tmp_path, mutate) -> None:
    m = a_match_in_progress()
    rec = m.record()
    rec["hands"][0].pop("seed", None)
    rec["hands"][0]["deck"] = ",".join(c.code for c in m.game.deck)
    (tmp_path / "autosave.json").write_bytes(_hostile(rec, mutate))
    match, problem = Autosave(tmp_path).load()
    assert match is None and problem is not None
    assert aside(tmp_path, "autosave.json") and not (tmp_path / "autosave.json").exists()


@pytest.mark.parametrize("content", [b"", b"{", b"null", b'{"kind": "match"}', b"x" * 100])
def test_corrupt_autosave_is_moved_aside(tmp_path, content: bytes) -> None:
    (tmp_path / "autosave.json").write_bytes(content)
    match, problem = Autosave(tmp_path).load()
    assert match is None and problem is not None and aside(tmp_path, "autosave.json")


def test_huge_autosave_is_moved_aside(tmp_path) -> None:
    (tmp_path / "autosave.json").write_bytes(b" " * (9 * 1024 * 1024))
    match, problem = Autosave(tmp_path).load()
    assert match is None and "too large" in problem.reason


def test_a_folder_in_place_of_a_file_is_reported_not_fatal(tmp_path) -> None:
    (tmp_path / "settings.json").mkdir()
    (tmp_path / "autosave.json").mkdir()
    settings, problem = SettingsStore(tmp_path).load()
    assert settings == Settings() and problem is not None
    saved, problem = Autosave(tmp_path).load()
    assert saved is None and problem is not None


def test_a_busy_history_is_left_alone(tmp_path) -> None:
    """Another copy holding a long write: this copy runs without history, nothing is renamed."""
    from burraco_qt.storage import history_db as history_module

    path = tmp_path / "history.sqlite3"
    History(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    old = sqlite3.connect

    def impatient(*args, **kwargs):
        kwargs["timeout"] = 0.1
        return old(*args, **kwargs)

    history_module.sqlite3.connect = impatient
    try:
        assert history_module.open_history(path) is None
    finally:
        history_module.sqlite3.connect = old
        holder.execute("ROLLBACK")
    assert [p.name for p in tmp_path.iterdir()] == ["history.sqlite3"]
    assert History(path).problem is None


def test_a_failed_atomic_write_leaves_nothing(tmp_path) -> None:
    target = tmp_path / "x.json"
    atomic_write(target, b"old")
    with pytest.raises(TypeError):
        atomic_write(target, "not bytes")  # type: ignore[arg-type]
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_settings_choices_agree_with_the_table(qapp) -> None:
    from burraco_qt.storage.settings import _CHOICES
    from burraco_qt.ui.i18n import LANGUAGES
    from burraco_qt.ui.player_preferences import CARD_SCALES
    from burraco_qt.ui.table.speeds import SPEED_FACTORS

    assert set(_CHOICES["speed"]) == set(SPEED_FACTORS)
    assert set(_CHOICES["card_size"]) == set(CARD_SCALES)
    assert set(_CHOICES["language"]) == {None, *LANGUAGES}
    from burraco_qt.ui.table.card_art import FACE_STYLES
    from burraco_qt.ui.table.deck_colours import DECKS
    from burraco_qt.ui.table.felt import TABLE_LOOKS

    assert set(_CHOICES["deck_colours"]) == set(DECKS)
    assert set(_CHOICES["face_style"]) == set(FACE_STYLES)
    assert set(_CHOICES["table_contrast"]) == set(TABLE_LOOKS)


@pytest.mark.parametrize(
    ("field", "value"),
    [("deck_colours", "rainbow"), ("face_style", True), ("table_contrast", 1)],
)
def test_a_bad_look_sets_the_file_aside(tmp_path, field, value) -> None:
    """An unknown deck, face style or table look is a bad file: moved aside, defaults used."""
    (tmp_path / "settings.json").write_text(json.dumps({"version": 2, field: value}))
    settings, problem = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert problem is not None and field in problem.reason
