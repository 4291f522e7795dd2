"""The casual preset in statistics, history, autosave and settings (issue 17): the preset is
already a column of the match rows and part of a match's rules, so no schema changes; old files
keep loading and count under their own presets."""

from __future__ import annotations

import random
import shutil
import sqlite3

from burraco_qt.engine import Rules
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.storage.autosave import Autosave
from burraco_qt.storage.history_db import History
from burraco_qt.storage.settings import Settings, SettingsStore

from ..conftest import DATA
from .test_storage import known_history


def test_statistics_by_preset(tmp_path) -> None:
    h = known_history(tmp_path / "h.sqlite3")
    m = h.start_match(players=2, difficulty="medium", preset="casual", target=1005, seed=9, practice=False)
    h.record_hand(
        m,
        1,
        {"total": 300, "buraco_classes": [["dirty", 1]]},
        {"total": -40, "buraco_classes": []},
        0,
        "closed",
        30.0,
    )
    h.record_hand(
        m,
        2,
        {"total": 20, "buraco_classes": []},
        {"total": 80, "buraco_classes": []},
        None,
        "stock_exhausted",
        30.0,
    )
    h.update_match(m, totals=(320, 40), winner=0, finished=True, duration=60, practice=False)
    s = h.statistics()
    casual, italian = s.by_preset["casual"], s.by_preset["italian"]
    assert (casual.matches, casual.matches_won, casual.hands, casual.hands_won) == (1, 1, 2, 1)
    assert (italian.matches, italian.matches_won, italian.hands, italian.hands_won) == (2, 1, 3, 1)
    assert (s.matches, s.hands) == (3, 5)


def test_old_histories_count_under_their_presets(tmp_path) -> None:
    for name in ("history-v1.sqlite3", "history-v2.sqlite3"):
        path = tmp_path / name
        shutil.copy(DATA / "legacy" / "5d554d3" / name, path)
        with sqlite3.connect(DATA / "legacy" / "5d554d3" / name) as db:
            presets = {p for (p,) in db.execute("SELECT preset FROM matches")}
        h = History(path)
        try:
            s = h.statistics()
            assert set(s.by_preset) <= presets
            assert sum(g.hands for g in s.by_preset.values()) == s.hands
        finally:
            h.close()


def _casual_match() -> Match:
    rng = random.Random(4)
    m = Match(Rules.preset("casual"), 2, seed=11, seats={1: "medium"})
    while not any(a.get("draw") == "pozzetto" for a in m.game.actions) and not m.game.over:
        m.apply(random_legal_command(m.game, rng, take_chance=0.9))
    return m


def test_casual_autosave_resumes(tmp_path) -> None:
    m = _casual_match()
    assert any(a.get("draw") == "pozzetto" for a in m.game.actions)
    save = Autosave(tmp_path)
    save.write(m.record())
    saved, problem = save.load()
    back = saved.match
    assert problem is None and back.record() == m.record()
    assert back.game.rules.preset_name == "casual"
    assert back.game.opened == m.game.opened and back.game.pozzetto_taken == m.game.pozzetto_taken
    assert back.game.hands == m.game.hands


def test_settings_keep_the_casual_preset(tmp_path) -> None:
    """The preset is a setting already (version 2): no settings schema change."""
    store = SettingsStore(tmp_path)
    store.save(Settings(preset="casual"))
    loaded, problem = SettingsStore(tmp_path).load()
    assert problem is None and loaded.preset == "casual"
