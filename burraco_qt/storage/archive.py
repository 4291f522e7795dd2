"""The hand archive in the history database (schema version 4, table ``archive``).

One row per archived hand: ``hand_id`` (the ``hands`` row), ``code`` (its deal code, or
``NULL``) and ``record``: the hand's game record (RULES.md §18, with its final ``scores``) as
zlib-compressed UTF-8 JSON. Rows are written by :meth:`History.record` in the hand's own
transaction (:func:`archive_hand`) and pruned to the newest ``limit`` records, oldest first (the
``hands`` rows stay: the statistics keep counting them).

Reading never raises for a damaged row: :func:`archived_hands` leaves out a row whose record
cannot be read (not zlib, not JSON, not an object, too large) and counts it in ``skipped``;
:func:`archived_record` raises :class:`ArchiveError` with the reason.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from dataclasses import dataclass
from typing import Any

#: Largest record read back (bytes of JSON after decompression): larger ones are skipped.
MAX_RECORD = 4 * 1024 * 1024


class ArchiveError(ValueError):
    """An archived record that cannot be read (damaged row)."""


@dataclass(frozen=True, slots=True)
class ArchivedHand:
    """One archived hand as the Hands window lists it: ``hand_id`` (the key to read its record),
    ``played`` (``YYYY-MM-DD HH:MM:SS``), ``match_id``, ``number`` (the hand of its match, from
    1), ``players`` 2 or 4, ``preset``, ``difficulty``, ``us``/``them`` (the hand totals, from the
    human team's side), ``code`` (deal code or ``""``) and ``practice``."""

    hand_id: int
    played: str
    match_id: int
    number: int
    players: int
    preset: str
    difficulty: str
    us: int
    them: int
    code: str
    practice: bool

    @property
    def result(self) -> str:
        """``"won"``, ``"lost"`` or ``"tied"`` (the hand, from our side)."""
        return "won" if self.us > self.them else "lost" if self.us < self.them else "tied"


def pack(record: dict[str, Any]) -> bytes:
    """A record as stored: zlib-compressed compact JSON."""
    return zlib.compress(json.dumps(record, separators=(",", ":")).encode("utf-8"), 9)


def unpack(blob: Any) -> dict[str, Any]:
    """The record stored in ``blob``; :class:`ArchiveError` when it cannot be read."""
    if not isinstance(blob, bytes):
        raise ArchiveError("the record is not stored as bytes")
    try:
        d = zlib.decompressobj()
        text = d.decompress(blob, MAX_RECORD + 1)
        if len(text) > MAX_RECORD or d.unconsumed_tail:
            raise ArchiveError("the record is too large")
        data = json.loads(text.decode("utf-8"))
    except (zlib.error, UnicodeDecodeError, ValueError, RecursionError) as err:
        raise ArchiveError(f"the record cannot be read: {err}") from None
    if not isinstance(data, dict):
        raise ArchiveError("the record is not a JSON object")
    return data


def archive_hand(
    db: sqlite3.Connection, hand_id: int, record: dict[str, Any], code: str | None, limit: int
) -> None:
    """Store ``record`` for the hand row ``hand_id`` and prune the archive to the newest
    ``limit`` rows. Runs inside the caller's transaction; raises what SQLite raises."""
    db.execute(
        "INSERT OR REPLACE INTO archive (hand_id, code, record) VALUES (?, ?, ?)",
        (hand_id, code, pack(record)),
    )
    prune(db, limit)


def prune(db: sqlite3.Connection, limit: int) -> int:
    """Delete all but the newest ``limit`` archived records (in the caller's transaction);
    returns how many were deleted."""
    cur = db.execute(
        "DELETE FROM archive WHERE hand_id NOT IN "
        "(SELECT hand_id FROM archive ORDER BY hand_id DESC LIMIT ?)",
        (max(0, limit),),
    )
    return cur.rowcount


_SELECT = (
    "SELECT a.hand_id, h.played, h.match_id, h.number, m.players, m.preset, m.difficulty, "
    "h.us, h.them, a.code, m.practice, a.record FROM archive a "
    "JOIN hands h ON h.id = a.hand_id JOIN matches m ON m.id = h.match_id"
)


def _total(text: Any) -> int | None:
    if not isinstance(text, str) or len(text) > 4000:
        return None
    try:
        value = json.loads(text).get("total")
    except (ValueError, AttributeError, RecursionError):
        return None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _row(row: tuple) -> ArchivedHand:
    hand_id, played, match_id, number, players, preset, difficulty, us, them, code, practice, blob = row
    unpack(blob)
    us_total, them_total = _total(us), _total(them)
    if us_total is None or them_total is None:
        raise ArchiveError("the hand's scores cannot be read")
    if not (
        isinstance(played, str)
        and isinstance(preset, str)
        and isinstance(difficulty, str)
        and players in (2, 3, 4, 5, 6)
        and isinstance(number, int)
        and isinstance(match_id, int)
    ):
        raise ArchiveError("the hand's row cannot be read")
    return ArchivedHand(
        hand_id,
        played,
        match_id,
        number,
        players,
        preset,
        difficulty,
        us_total,
        them_total,
        code if isinstance(code, str) else "",
        bool(practice),
    )


def archived_hands(db: sqlite3.Connection, code: str | None = None) -> tuple[list[ArchivedHand], int]:
    """Every archived hand, newest first (only those dealt from ``code`` when given), and how
    many rows were skipped because they cannot be read."""
    query, args = (_SELECT + " WHERE a.code = ?", (code,)) if code else (_SELECT, ())
    hands: list[ArchivedHand] = []
    skipped = 0
    for row in db.execute(query + " ORDER BY a.hand_id DESC", args):
        try:
            hands.append(_row(row))
        except ArchiveError:
            skipped += 1
    return hands, skipped


def archived_record(db: sqlite3.Connection, hand_id: int) -> dict[str, Any]:
    """The game record of the archived hand ``hand_id``; :class:`ArchiveError` when it is not
    archived (pruned) or cannot be read."""
    row = db.execute("SELECT record FROM archive WHERE hand_id = ?", (hand_id,)).fetchone()
    if row is None:
        raise ArchiveError("this hand is no longer in the archive")
    return unpack(row[0])


def archive_size(db: sqlite3.Connection) -> int:
    """How many records the archive holds."""
    return int(db.execute("SELECT COUNT(*) FROM archive").fetchone()[0])
