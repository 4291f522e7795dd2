"""Finished hands the history does not hold yet (``pending-<match key>.json``; no Qt).

When a finished hand cannot be recorded (the history cannot be opened, or its write failed), the
hand, its match row and its game record are kept in one file per match in the data folder,
written atomically and named by the match's key: a new match (New game) has another key, so it
never overwrites them. :meth:`Pending.flush` records every kept hand in the history (under
``UNIQUE(match_key, number)``: a hand kept twice, or already recorded, is recorded once) and
removes a file once every hand in it is recorded. A file that cannot be read is set aside.

The file: ``{"version": 1, "match_key": KEY, "hands": [{"hand": {...}, "match": {...}}, ...]}``,
``hand`` the fields of :class:`~.history_db.RecordedHand`, ``match`` those of
:class:`~.history_db.MatchRow`, hands by number.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .autosave import valid_key
from .files import BadFile, atomic_write, move_aside, read_small

if TYPE_CHECKING:  # sqlite3 loads after the first paint; this module is needed before it
    from .history_db import History, MatchRow, RecordedHand

PREFIX = "pending-"
SUFFIX = ".json"
VERSION = 1
MAX_BYTES = 32 * 1024 * 1024

Entry = tuple["RecordedHand", "MatchRow"]


@dataclass(slots=True)
class Flushed:
    """What :meth:`Pending.flush` did: ``recorded`` hands new to the history, ``kept`` hands
    still waiting (their files stay), ``problems`` files set aside, ``error`` why the history
    refused a hand (``""``: every kept hand is recorded)."""

    recorded: int = 0
    kept: int = 0
    problems: list[BadFile] = field(default_factory=list)
    error: str = ""


class Pending:
    """The pending files of the data folder ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, key: str) -> Path:
        """The file of the match ``key``."""
        return self.folder / f"{PREFIX}{key}{SUFFIX}"

    def matches(self) -> list[str]:
        """The match keys that have a pending file (sorted; unreadable folder: none)."""
        try:
            names = [p.name for p in self.folder.iterdir()]
        except OSError:
            return []
        keys = [n[len(PREFIX) : -len(SUFFIX)] for n in names if n.startswith(PREFIX) and n.endswith(SUFFIX)]
        return sorted(k for k in keys if valid_key(k))

    def add(self, key: str, entries: Iterable[Entry]) -> int:
        """Keep ``entries`` (finished hands of the match ``key``) with those already kept (the
        newer copy of a hand number wins, keeping when the hand ended); written atomically.
        Returns how many hands the file holds. ``OSError`` when it cannot be written (a
        damaged file is replaced), ``ValueError`` for a key this app does not write."""
        if not valid_key(key):
            raise ValueError("not a match key")
        kept = {}
        with contextlib.suppress(BadFile):  # a damaged file: replaced by what the match holds now
            kept = {hand.number: (hand, row) for hand, row in self.load(key)}
        for hand, row in entries:
            if row.key != key:
                raise ValueError("a hand of another match")
            old = kept.get(hand.number)
            if hand.played is None and old is not None and old[0].played is not None:
                hand = replace(hand, played=old[0].played)  # when it ended, as first kept
            kept[hand.number] = (hand, row)
        data = {
            "version": VERSION,
            "match_key": key,
            "hands": [{"hand": asdict(h), "match": asdict(r)} for _, (h, r) in sorted(kept.items())],
        }
        atomic_write(self.path(key), json.dumps(data, separators=(",", ":")).encode("utf-8"))
        return len(kept)

    def load(self, key: str) -> list[Entry]:
        """The hands kept for the match ``key`` (none without a file); ``BadFile`` (not moved)
        when the file cannot be read."""
        path = self.path(key)
        if not path.exists():
            return []
        try:
            data = json.loads(read_small(path, MAX_BYTES))
            if not isinstance(data, Mapping) or data.get("match_key") != key:
                raise ValueError("not a pending file of this match")
            if not isinstance(data.get("version"), int) or data["version"] > VERSION:
                raise ValueError("written by a newer version")
            return [_entry(item, key) for item in data["hands"]]
        except BadFile:
            raise
        except (OSError, ValueError, TypeError, KeyError, RecursionError) as err:
            raise BadFile(path, f"{type(err).__name__}: {err}"[:300]) from None

    def has(self, key: str) -> bool:
        """Whether the match ``key`` has a pending file."""
        return self.path(key).exists()

    def remove(self, key: str) -> None:
        """Forget the file of the match ``key`` (its hands are in the history)."""
        self.path(key).unlink(missing_ok=True)

    def flush(self, history: History, keys: Iterable[str] | None = None) -> Flushed:
        """Record the kept hands of every match (or of ``keys``) in ``history`` and remove each
        file whose hands are all recorded; a file that cannot be read is set aside. A failure of
        the history stops at that hand (its file and the later ones stay) and is told in
        ``error``; a recorded file that cannot be removed is recorded once anyway when
        retried."""
        done = Flushed()
        todo = self.matches() if keys is None else [k for k in keys if self.has(k)]
        for key in todo:
            try:
                entries = self.load(key)
            except BadFile as bad:
                done.problems.append(BadFile(bad.path, bad.reason, move_aside(bad.path)))
                continue
            for i, (hand, row) in enumerate(entries):
                try:
                    done.recorded += history.record(hand, row)
                except Exception as err:  # locked, full, broken: kept for the next try
                    done.error = f"{type(err).__name__}: {err}"[:300]
                    done.kept += len(entries) - i
                    break
            if done.error:
                done.kept += sum(len(self._quiet(k)) for k in todo[todo.index(key) + 1 :])
                return done
            try:
                self.remove(key)
            except OSError as err:
                done.error = f"{type(err).__name__}: {err}"[:300]
        return done

    def _quiet(self, key: str) -> list[Entry]:
        try:
            return self.load(key)
        except BadFile:
            return []

    def count(self) -> int:
        """How many hands are kept in all (unreadable files count none)."""
        total = 0
        for key in self.matches():
            try:
                total += len(self.load(key))
            except BadFile:
                continue
        return total


def _entry(item: Any, key: str) -> Entry:
    """One kept hand from its JSON form (``ValueError``/``TypeError``/``KeyError`` when it is
    not one)."""
    from .history_db import MatchRow, RecordedHand

    hand, match = dict(item["hand"]), dict(item["match"])
    if match.get("key") != key:
        raise ValueError("a hand of another match")
    number = hand.get("number")
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        raise ValueError("a hand number that is not a positive integer")
    if not isinstance(hand.get("us"), dict) or not isinstance(hand.get("them"), dict):
        raise ValueError("a hand without its breakdowns")
    totals = match.get("totals")
    if not isinstance(totals, list) or len(totals) != 2 or not all(isinstance(t, int) for t in totals):
        raise ValueError("match totals that are not two integers")
    match["totals"] = (totals[0], totals[1])
    return RecordedHand(**hand), MatchRow(**match)
