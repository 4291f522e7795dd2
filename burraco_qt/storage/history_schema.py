"""The history database's schema (``history.sqlite3``): version 1 and the numbered migrations
that bring it to :data:`SCHEMA_VERSION`, and the check of what an opened file holds.

Version 1 held matches and hands; version 2 adds the practice flag and durations; version 3 adds
the match key (a random key the autosave keeps from the first save) to matches and hands, with
``UNIQUE(match_key, number)`` on hands so that no hand is ever recorded twice (rows written before
version 3 have no key: SQLite lets any number of them share a ``NULL``); version 4 adds the hand
archive (``storage/archive.py``: each finished hand's game record as zlib-compressed JSON and its
deal code, written in the hand's own transaction, pruned to the newest ``archive_limit``);
version 5 adds the variant (``matches.variant``: the number of players as a word, RULES-MULTI
R21.1; older rows are filled in from ``players``) and the per-player totals of 3-, 5- and
6-player matches (``matches.player_totals``: JSON, one total per player, per team with 6
players; ``hands.teams`` and ``hands.player_scores``: the hand's teams and credits, R27.2),
which stay null with 2 and 4 players; version 6 (issue 31) adds the match's kind
(``matches.kind``: ``solo``, one person against the computers, the only kind the statistics
count; ``hot_seat``, two or more people at one computer) and the people's names
(``matches.people``: JSON, seat order; null for a solo match). Older rows are solo.

Each schema change is one numbered migration (:data:`MIGRATIONS`); :mod:`.history_db` runs them
in order on open and then checks the tables (:func:`check_schema`).
"""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 6

SCHEMA_V1 = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY, started TEXT NOT NULL, finished TEXT, players INTEGER NOT NULL,
    difficulty TEXT NOT NULL, preset TEXT NOT NULL, target INTEGER NOT NULL, seed INTEGER,
    total_us INTEGER NOT NULL DEFAULT 0, total_them INTEGER NOT NULL DEFAULT 0, winner INTEGER
);
CREATE TABLE hands (
    id INTEGER PRIMARY KEY, match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number INTEGER NOT NULL, played TEXT NOT NULL, us TEXT NOT NULL, them TEXT NOT NULL,
    closing_team INTEGER, how TEXT NOT NULL
);
"""

MIGRATIONS = {
    2: """
ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN duration REAL NOT NULL DEFAULT 0;
ALTER TABLE hands ADD COLUMN duration REAL NOT NULL DEFAULT 0;
CREATE INDEX hands_by_match ON hands(match_id);
""",
    3: """
ALTER TABLE matches ADD COLUMN match_key TEXT;
ALTER TABLE hands ADD COLUMN match_key TEXT;
CREATE UNIQUE INDEX matches_by_key ON matches(match_key);
CREATE UNIQUE INDEX hands_by_key ON hands(match_key, number);
""",
    4: """
CREATE TABLE archive (
    hand_id INTEGER PRIMARY KEY REFERENCES hands(id) ON DELETE CASCADE,
    code TEXT, record BLOB NOT NULL
);
CREATE INDEX archive_by_code ON archive(code);
""",
    5: """
ALTER TABLE matches ADD COLUMN variant TEXT;
ALTER TABLE matches ADD COLUMN player_totals TEXT;
ALTER TABLE hands ADD COLUMN teams TEXT;
ALTER TABLE hands ADD COLUMN player_scores TEXT;
UPDATE matches SET variant = CASE players WHEN 2 THEN 'two' WHEN 3 THEN 'three'
    WHEN 4 THEN 'four' WHEN 5 THEN 'five' WHEN 6 THEN 'six' END;
""",
    6: """
ALTER TABLE matches ADD COLUMN kind TEXT NOT NULL DEFAULT 'solo';
ALTER TABLE matches ADD COLUMN people TEXT;
""",
}

#: The columns (and declared types) every table must have after the migrations.
COLUMNS = {
    "matches": {
        "id": "INTEGER",
        "started": "TEXT",
        "finished": "TEXT",
        "players": "INTEGER",
        "difficulty": "TEXT",
        "preset": "TEXT",
        "target": "INTEGER",
        "seed": "INTEGER",
        "total_us": "INTEGER",
        "total_them": "INTEGER",
        "winner": "INTEGER",
        "practice": "INTEGER",
        "duration": "REAL",
        "match_key": "TEXT",
        "variant": "TEXT",
        "player_totals": "TEXT",
        "kind": "TEXT",
        "people": "TEXT",
    },
    "hands": {
        "id": "INTEGER",
        "match_id": "INTEGER",
        "number": "INTEGER",
        "played": "TEXT",
        "us": "TEXT",
        "them": "TEXT",
        "closing_team": "INTEGER",
        "how": "TEXT",
        "duration": "REAL",
        "match_key": "TEXT",
        "teams": "TEXT",
        "player_scores": "TEXT",
    },
    "archive": {"hand_id": "INTEGER", "code": "TEXT", "record": "BLOB"},
}


def check_schema(db: sqlite3.Connection) -> None:
    """``ValueError`` unless every table of :data:`COLUMNS` has its columns and declared types
    (a damaged or foreign database that only looks like ours)."""
    for table, columns in COLUMNS.items():
        found = {
            name: (kind or "").upper() for _, name, kind, *_ in db.execute(f"PRAGMA table_info({table})")
        }
        if not found:
            raise ValueError(f"no table {table}")
        for name, kind in columns.items():
            if name not in found:
                raise ValueError(f"no column {table}.{name}")
            if found[name] != kind:
                raise ValueError(f"column {table}.{name} is {found[name] or 'untyped'}, not {kind}")


def run_script(db: sqlite3.Connection, script: str) -> None:
    """Run the statements of ``script`` inside the current transaction."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)
