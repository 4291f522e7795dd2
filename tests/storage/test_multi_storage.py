"""Three, five and six players in the autosave, the history (migration 5) and the keeper
(issue 15): a match record resumes at the exact move; the history stores the variant and the
per-player totals."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from burraco_qt.ai import make_player
from burraco_qt.engine import Rules
from burraco_qt.engine.match import Match
from burraco_qt.storage.autosave import Autosave
from burraco_qt.storage.history_db import SCHEMA_VERSION, History

LEGACY = Path(__file__).resolve().parents[1] / "data" / "legacy" / "5d554d3"


def play(match: Match, commands: int, seed: int = 1) -> Match:
    """Let computers play ``commands`` commands of ``match`` (dealing hands as they end)."""
    seats = {p: make_player("medium", seed * 10 + p) for p in range(match.players)}
    for _ in range(commands):
        if match.over:
            break
        if match.game.over:
            match.next_hand()
        g = match.game
        match.apply(seats[g.current].choose(g.view(g.current)))
    return match


def short_rules(**options):
    return Rules.preset("italian", hand_size=5, pozzetto_size=3, big_pozzetto_size=5, target=400, **options)


@pytest.mark.parametrize(
    ("players", "options"), [(3, {"solo_threshold": 150}), (5, {"solo_threshold": 150}), (6, {})]
)
def test_match_record_resumes_at_the_exact_move(tmp_path, players: int, options: dict) -> None:
    """R28.6: a 3-, 5- or 6-player match saved in the autosave is restored at the exact move,
    with the per-player (6 players: per-team) totals, the finished hands and the solo switch;
    playing on gives the same record as the original."""
    m = play(
        Match(short_rules(**options), players, seed=players, seats={p: "medium" for p in range(1, players)}),
        260,
    )
    assert m.finished, "the test needs at least one finished hand"
    rec = m.record()
    assert len(rec["totals"]) == (3 if players == 6 else players)
    assert "solo_from_hand" in rec
    saves = Autosave(tmp_path)
    saves.write({**rec, "match_key": "a" * 32})
    saved, bad = saves.load()
    assert bad is None and saved is not None
    back = saved.match
    assert back.record() == rec
    assert back.totals == m.totals and back.solo_from_hand == m.solo_from_hand
    assert back.game.record() == m.game.record()
    assert back.game.teams == m.game.teams and back.game.current == m.game.current
    assert [h.get("player_scores") for h in back.finished] == [h.get("player_scores") for h in m.finished]
    play(m, 40, seed=5)
    play(back, 40, seed=5)
    assert back.record() == m.record()


def test_solo_switch_survives_a_resume() -> None:
    """R28.3, R28.6: once switched, every later hand is solo, also after a resume."""
    m = play(Match(short_rules(solo_threshold=1), 3, seed=4), 400)
    assert m.solo_from_hand is not None
    back = Match.from_record(json.loads(json.dumps(m.record())))
    assert back.solo_from_hand == m.solo_from_hand
    k = back.hand_number
    assert back.is_solo(k) and back.game.solo_hand == (k >= back.solo_from_hand)


def test_history_migration_5_keeps_rows_and_stores_the_variant(tmp_path) -> None:
    """Migration 5 (issue 15): a v2 history of 5d554d3 keeps every row; old matches get their
    variant from the number of players; a 3-player match records its variant, every player's
    total and each hand's teams and credits."""
    from burraco_qt.model.keeper import record_missing

    shutil.copy(LEGACY / "history-v2.sqlite3", tmp_path / "history.sqlite3")
    h = History(tmp_path / "history.sqlite3")
    assert h.version == SCHEMA_VERSION == 6
    rows = h.db.execute("SELECT players, variant, player_totals FROM matches").fetchall()
    assert rows and all(v == {2: "two", 4: "four"}[p] and t is None for p, v, t in rows)
    m = play(Match(short_rules(solo_threshold=None), 3, seed=3, seats={1: "medium", 2: "medium"}), 300)
    assert m.finished
    added = record_missing(h, m, "b" * 32)
    assert added == len(m.finished)
    variant, totals, us, them = h.db.execute(
        "SELECT variant, player_totals, total_us, total_them FROM matches WHERE match_key = ?", ("b" * 32,)
    ).fetchone()
    assert variant == "three" and json.loads(totals) == m.totals
    assert us == m.totals[0] and them == max(m.totals[1:])
    hands = h.db.execute(
        "SELECT teams, player_scores FROM hands WHERE match_key = ? ORDER BY number", ("b" * 32,)
    ).fetchall()
    assert [json.loads(s) for _, s in hands] == [f["player_scores"] for f in m.finished]
    assert [json.loads(t) for t, _ in hands] == [f["teams"] for f in m.finished]
    assert record_missing(h, m, "b" * 32) == 0  # never twice
    h.close()
    db = sqlite3.connect(tmp_path / "history.sqlite3")
    try:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    finally:
        db.close()


def test_the_table_resumes_a_three_player_autosave(qapp, tmp_path) -> None:
    """Issue 16: the table shows 3-, 5- and 6-player matches, so at start such an autosave is
    resumed at its exact move (issue 15 set it aside), nothing reported."""
    from burraco_qt.ui.app.startup import open_services

    m = Match(short_rules(), 3, seed=3, seats={1: "medium", 2: "medium"})
    Autosave(tmp_path).write({**m.record(), "match_key": "c" * 32})
    services = open_services(keep_match=True, folder=tmp_path)
    try:
        assert services.saved_match is not None
        assert services.saved_match.players == 3
        assert services.saved_match.game.hands == m.game.hands
        assert services.saved_key == "c" * 32
        assert services.problems == []
        assert (tmp_path / "autosave.json").exists()
    finally:
        if services.history is not None:
            services.history.close()
        services.lock.unlock()
