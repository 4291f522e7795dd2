"""Match history in SQLite (``history.sqlite3``), with a schema version and migrations.

The schema, its version and its numbered migrations are in :mod:`.history_schema`.
:meth:`History.record` writes a finished hand, its match row and the totals in **one**
transaction. On open the schema is checked (tables, columns, declared types); a damaged or foreign
database is set aside. The database is opened with a busy timeout, so two running copies of the
app can both record hands without corrupting it. A file that is not a usable database of ours
(corrupt, truncated, another program's, or from a newer version) is moved aside and a new one is
started; a database that is only busy (another copy holds a long write) is left alone and
:func:`open_history` returns ``None``: the app then runs without history.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..crash_hook import crash_point
from ..engine.buraco import Buraco
from .archive import archive_hand
from .files import BadFile, move_aside
from .history_schema import MIGRATIONS, SCHEMA_V1, SCHEMA_VERSION, check_schema, run_script

#: ``matches.variant`` by number of players (RULES-MULTI R21.1).
VARIANTS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

#: Largest stored breakdown (characters of JSON): longer rows are skipped as unreadable.
MAX_BREAKDOWN = 4000

BURACO_CLASSES = tuple(b.value for b in Buraco)

#: How many hand records the archive keeps unless the settings say otherwise.
DEFAULT_ARCHIVE_LIMIT = 500


def now() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


@dataclass(frozen=True, slots=True)
class RecordedHand:
    """One finished hand for :meth:`History.record`: ``number`` from 1; ``us``/``them`` each
    team's breakdown (the six fields of RULES.md §13 plus ``buraco_classes``) from the human
    team's side; ``closing_team`` 0 = us, 1 = them, ``None``; ``how`` closed, stock_exhausted
    or stallo; ``duration`` seconds (0 when unknown); ``played`` when it ended (``None``: when it
    is recorded; a hand kept for later has it); ``record`` the hand's game record
    (RULES.md §18) for the archive and ``code`` its deal code (``None``: not archived / none).
    With 3, 5 and 6 players ``us`` is the human's team of the hand's end and ``them`` the best
    other team; ``teams`` lists the hand's teams and ``player_scores`` each player's credit
    (3 and 5 players, RULES-MULTI R27.2); both ``None`` with 2 and 4 players."""

    number: int
    us: dict[str, Any]
    them: dict[str, Any]
    closing_team: int | None
    how: str
    duration: float = 0.0
    record: dict[str, Any] | None = None
    code: str | None = None
    teams: list[list[int]] | None = None
    player_scores: list[int] | None = None
    played: str | None = None


@dataclass(frozen=True, slots=True)
class MatchRow:
    """The match a hand belongs to: its random ``key``, what the statistics group by, the
    ``totals`` (us, them) after the hand, ``winner`` 0 = us, 1 = them, ``finished``. With 3, 5
    and 6 players ``totals`` are the human's and the best other side's, ``player_totals`` every
    side's match total (per player; per team with 6 players) and ``winner`` 0 when the human
    is among the winners (RULES-MULTI R28.1, R28.2). ``kind`` is ``"solo"`` or, with two or more
    people at the computer (issue 31), ``"hot_seat"``, with ``people`` their names in seat order:
    such a match is kept apart from the statistics."""

    key: str
    players: int
    difficulty: str
    preset: str
    target: int
    seed: int | None
    practice: bool
    totals: tuple[int, int]
    winner: int | None
    finished: bool
    player_totals: list[int] | None = None
    kind: str = "solo"
    people: list[str] | None = None


@dataclass(slots=True)
class GroupStats:
    """Played/won counts of one (difficulty, players) group, practice excluded."""

    matches: int = 0
    matches_won: int = 0
    hands: int = 0
    hands_won: int = 0

    @property
    def win_rate(self) -> float:
        """Matches won / matches finished (0 when none)."""
        return self.matches_won / self.matches if self.matches else 0.0


@dataclass(slots=True)
class Statistics:
    """What the Statistics window shows (practice matches are not counted)."""

    groups: dict[tuple[str, int], GroupStats] = field(default_factory=dict)
    #: the same counts by rules preset (``"italian"``, ``"casual"``, …; issue 17)
    by_preset: dict[str, GroupStats] = field(default_factory=dict)
    matches: int = 0
    matches_won: int = 0
    hands: int = 0
    hands_won: int = 0
    average_hand: float = 0.0
    best_hand: int | None = None
    buracos: dict[str, int] = field(default_factory=dict)
    closes: int = 0
    results: list[tuple[str, int, int]] = field(default_factory=list)  # finished, us, them
    skipped: int = 0  # rows that could not be read (damaged values): left out and counted

    @property
    def win_rate(self) -> float:
        return self.matches_won / self.matches if self.matches else 0.0


class History:
    """The history database at ``path`` (created and migrated on open).

    ``problem`` is the :class:`BadFile` when an unusable file was moved aside on open;
    ``archive_limit`` how many hand records the archive keeps (the newest; default 500);
    ``timeout`` the seconds a write waits for another program's lock (the open too). The
    connection may be made on one thread and used on another (never on two at once).
    """

    def __init__(self, path: Path, archive_limit: int = DEFAULT_ARCHIVE_LIMIT, timeout: float = 10.0) -> None:
        self.path = path
        self.timeout = timeout
        self.archive_limit = archive_limit
        self.problem: BadFile | None = None
        if path.is_symlink() or (path.exists() and not path.is_file()):  # e.g. a folder
            self.problem = BadFile(path, "not a database file", move_aside(path))
        try:
            self.db = self._open()
        except sqlite3.OperationalError:
            raise  # busy, locked, unwritable: not the file's fault (open_history handles it)
        except (sqlite3.DatabaseError, ValueError) as err:
            moved = move_aside(path) if path.exists() else None
            self.problem = BadFile(path, str(err), moved)
            self.db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("BEGIN IMMEDIATE")  # one copy of the app creates or migrates at a time
            version = db.execute("PRAGMA user_version").fetchone()[0]
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if version > SCHEMA_VERSION:
                raise ValueError(f"written by a newer version (schema {version})")
            if version == 0 and tables:
                raise ValueError("not a Burraco history database")
            if version == 0:
                run_script(db, SCHEMA_V1)
                version = 1
            try:
                for target in range(version + 1, SCHEMA_VERSION + 1):
                    run_script(db, MIGRATIONS[target])
            except sqlite3.OperationalError as err:  # a missing table or a column twice
                if "lock" in str(err) or "busy" in str(err):
                    raise
                raise ValueError(f"cannot migrate: {err}") from None
            if db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
                # written only when it changes: rewriting it would make every start commit
                # (a journal and an fsync) before the table is painted
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            check_schema(db)
            db.execute("COMMIT")
        except Exception:
            db.close()
            raise
        return db

    def set_timeout(self, seconds: float) -> None:
        """How long later writes wait for another program's lock (``seconds``)."""
        self.timeout = seconds
        self.db.execute(f"PRAGMA busy_timeout = {int(seconds * 1000)}")

    @property
    def version(self) -> int:
        """The schema version of the open database."""
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        """Close the database connection."""
        self.db.close()

    # ------------------------------------------------------------------ recording
    def recorded(self, match_key: str) -> set[int]:
        """The hand numbers already recorded for the match ``match_key``."""
        return {n for (n,) in self.db.execute("SELECT number FROM hands WHERE match_key = ?", (match_key,))}

    def adopt(self, match_key: str, history_id: int) -> None:
        """Give the match row ``history_id`` written before version 3 (and its hands) the key
        ``match_key`` of the autosave that named it, so its hands are not recorded again; a
        row that already has a key, or a hand number twice, keeps what it has."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            cur = self.db.execute(
                "UPDATE OR IGNORE matches SET match_key = ? WHERE id = ? AND match_key IS NULL",
                (match_key, history_id),
            )
            if cur.rowcount:
                self.db.execute(
                    "UPDATE OR IGNORE hands SET match_key = ? WHERE match_id = ? AND match_key IS NULL",
                    (match_key, history_id),
                )
        except Exception:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def record(self, hand: RecordedHand, match: MatchRow) -> bool:
        """Record one finished hand of the match ``match.key`` in one transaction: the match
        row (created on the first hand), the hand row, the totals and, with ``hand.record``, the
        archived record (older records beyond ``archive_limit`` pruned). Returns ``False`` (and
        changes nothing) when that hand is already recorded: ``UNIQUE(match_key, number)``."""
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        try:
            row = db.execute("SELECT id FROM matches WHERE match_key = ?", (match.key,)).fetchone()
            if row is None:
                match_id = int(
                    db.execute(
                        "INSERT INTO matches (started, players, difficulty, preset, target, seed, "
                        "practice, match_key, variant, kind, people) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            now(),
                            match.players,
                            match.difficulty,
                            match.preset,
                            match.target,
                            match.seed,
                            int(match.practice),
                            match.key,
                            VARIANTS.get(match.players),
                            match.kind,
                            _json_or_null(match.people),
                        ),
                    ).lastrowid
                    or 0
                )
            else:
                match_id = int(row[0])
            crash_point("history.match_row")
            cur = db.execute(
                "INSERT OR IGNORE INTO hands (match_id, match_key, number, played, us, them, "
                "closing_team, how, duration, teams, player_scores) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    match_id,
                    match.key,
                    hand.number,
                    hand.played or now(),
                    json.dumps(hand.us),
                    json.dumps(hand.them),
                    hand.closing_team,
                    hand.how,
                    hand.duration,
                    _json_or_null(hand.teams),
                    _json_or_null(hand.player_scores),
                ),
            )
            added = cur.rowcount > 0
            if added and hand.record is not None:
                archive_hand(db, int(cur.lastrowid or 0), hand.record, hand.code, self.archive_limit)
            if added:
                db.execute(
                    "UPDATE matches SET total_us = ?, total_them = ?, winner = ?, finished = ?, "
                    "duration = duration + ?, practice = ?, player_totals = ? WHERE id = ?",
                    (
                        match.totals[0],
                        match.totals[1],
                        match.winner,
                        now() if match.finished else None,
                        hand.duration,
                        int(match.practice),
                        _json_or_null(match.player_totals),
                        match_id,
                    ),
                )
            crash_point("history.before_commit")
        except Exception:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        return added

    def start_match(
        self, *, players: int, difficulty: str, preset: str, target: int, seed: int | None, practice: bool
    ) -> int:
        """A new match row; returns its id."""
        cur = self.db.execute(
            "INSERT INTO matches (started, players, difficulty, preset, target, seed, practice, "
            "variant) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (now(), players, difficulty, preset, target, seed, int(practice), VARIANTS.get(players)),
        )
        return int(cur.lastrowid or 0)

    def record_hand(
        self,
        match_id: int,
        number: int,
        us: dict[str, Any],
        them: dict[str, Any],
        closing_team: int | None,
        how: str,
        duration: float,
    ) -> None:
        """One finished hand: each team's breakdown (the six fields plus ``buraco_classes``),
        ``closing_team`` 0 = us, 1 = them, ``None``; ``how`` the end (closed, stock_exhausted,
        stallo); ``duration`` in seconds."""
        self.db.execute(
            "INSERT INTO hands (match_id, number, played, us, them, closing_team, how, duration) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, number, now(), json.dumps(us), json.dumps(them), closing_team, how, duration),
        )

    def update_match(
        self,
        match_id: int,
        *,
        totals: tuple[int, int],
        winner: int | None,
        finished: bool,
        duration: float,
        practice: bool,
    ) -> None:
        """The running totals (us, them); ``winner`` 0 = us, 1 = them once ``finished``."""
        self.db.execute(
            "UPDATE matches SET total_us = ?, total_them = ?, winner = ?, finished = ?, "
            "duration = ?, practice = ? WHERE id = ?",
            (totals[0], totals[1], winner, now() if finished else None, duration, int(practice), match_id),
        )

    def reset(self) -> None:
        """Forget every match and hand (all or nothing)."""
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.execute("DELETE FROM archive")
            self.db.execute("DELETE FROM hands")
            self.db.execute("DELETE FROM matches")
        except Exception:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # ------------------------------------------------------------------ reading
    def statistics(self) -> Statistics:
        """Totals over every non-practice match (a match counts once it is finished). A row
        whose values cannot be read (text or Infinity in a number column, a breakdown that is
        not a small JSON object) is left out and counted in ``skipped``."""
        s = Statistics()
        for difficulty, players, finished, winner, preset in self.db.execute(
            "SELECT difficulty, players, finished, winner, preset FROM matches "
            "WHERE practice = 0 AND kind = 'solo'"
        ):
            if not (
                isinstance(difficulty, str)
                and _small_int(players)
                and (finished is None or isinstance(finished, str))
                and (winner is None or _small_int(winner))
            ):
                s.skipped += 1
                continue
            g = s.groups.setdefault((difficulty, players), GroupStats())
            r = s.by_preset.setdefault(str(preset), GroupStats())
            if finished is not None:
                g.matches += 1
                r.matches += 1
                s.matches += 1
                if winner == 0:
                    g.matches_won += 1
                    r.matches_won += 1
                    s.matches_won += 1
        totals = []
        for difficulty, players, us_text, them_text, closing, preset in self.db.execute(
            "SELECT m.difficulty, m.players, h.us, h.them, h.closing_team, m.preset "
            "FROM hands h JOIN matches m ON m.id = h.match_id WHERE m.practice = 0 AND m.kind = 'solo'"
        ):
            us, them = _breakdown(us_text), _breakdown(them_text)
            if (
                us is None
                or them is None
                or not isinstance(difficulty, str)
                or not _small_int(players)
                or not (closing is None or _small_int(closing))
            ):
                s.skipped += 1
                continue
            g = s.groups.setdefault((difficulty, players), GroupStats())
            g.hands += 1
            s.hands += 1
            won = us["total"] > them["total"]
            g.hands_won += won
            s.hands_won += won
            r = s.by_preset.setdefault(str(preset), GroupStats())
            r.hands += 1
            r.hands_won += won
            totals.append(us["total"])
            for name, count in _classes(us.get("buraco_classes")):
                s.buracos[name] = s.buracos.get(name, 0) + count
            s.closes += closing == 0
        if totals:
            s.average_hand = sum(totals) / len(totals)
            s.best_hand = max(totals)
        for f, u, t in self.db.execute(
            "SELECT finished, total_us, total_them FROM matches WHERE practice = 0 AND kind = 'solo' AND "
            "finished IS NOT NULL ORDER BY finished, id"
        ):
            if isinstance(f, str) and _small_int(u) and _small_int(t):
                s.results.append((f, u, t))
        return s


def _json_or_null(value: Any) -> str | None:
    return None if value is None else json.dumps(value)


def _small_int(value: Any) -> bool:
    """An integer SQLite can hold that the window can show (not text, a real or Infinity)."""
    return isinstance(value, int) and not isinstance(value, bool) and abs(value) < 2**63


def _breakdown(text: Any) -> dict[str, Any] | None:
    """A stored team breakdown with an integer ``total``, or ``None`` when it cannot be read."""
    if not isinstance(text, str) or len(text) > MAX_BREAKDOWN:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or not _small_int(data.get("total")):
        return None
    return data


def _classes(value: Any) -> Iterable[tuple[str, int]]:
    """``[[class, count], …]`` from a stored breakdown, ignoring anything malformed."""
    if not isinstance(value, list):
        return []
    out = []
    for item in value:
        if (
            isinstance(item, list | tuple)
            and len(item) == 2
            and item[0] in BURACO_CLASSES
            and isinstance(item[1], int)
        ):
            out.append((item[0], item[1]))
    return out


def open_history(path: Path, archive_limit: int = DEFAULT_ARCHIVE_LIMIT) -> History | None:
    """The history at ``path``, or ``None`` when it cannot be opened now (busy, locked by
    another copy for longer than the timeout, or an unwritable folder); ``archive_limit`` as
    :class:`History` takes it."""
    try:
        return History(path, archive_limit)
    except (sqlite3.OperationalError, OSError):
        return None
