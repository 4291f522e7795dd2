"""The autosave: the current match's record (``autosave.json``), written atomically after every
accepted command and at a hand's end, and removed when the match ends and its hands are in the
history. Loading it restores the match at the exact move (the engine replays every hand).

The file is the engine's match record plus ``match_key``: a random key given to the match at its
first save and kept for its whole life, under which the history records each finished hand once
(``history_id``, the history row of files written before the key existed, is still read).

It may also hold ``table``: how the player's table looked (``{"hand_order": [card ids],
"drawn": [card ids]}``: the player's own arrangement of the hand and the card just drawn),
which the engine ignores and a resumed table restores; a file without it (or with a malformed
one) still loads. A hot-seat match's ``table`` also holds ``hands`` (issue 31): every person's
arrangement by seat, ``{"0": {"hand_order": [card ids], "sort": "suit" | "rank" | null}}``, so
a resume gives each person their own; an optional key like ``table`` itself (the file has no
schema version: older files, without it, resume with the bottom seat's ``hand_order`` only).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import RuleError
from ..engine.match import Match
from ..engine.record import parse_json
from .files import BadFile, atomic_write, move_aside, read_small

MAX_BYTES = 8 * 1024 * 1024

#: The largest seed or target the app stores (an SQLite integer) and shows; RULES.md leaves
#: them unbounded (R2.6, §16), the app refuses a saved match beyond this at load.
MAX_STORED = 2**63 - 1
#: Hand seeds are derived 64-bit numbers (``engine.match.hand_seed``).
MAX_HAND_SEED = 2**64 - 1

_KEY = re.compile(r"^[0-9a-f]{32}$")
_SEATS = ("0", "1", "2", "3", "4", "5")  # the seats of ``table["hands"]`` (six players at most)


def new_match_key() -> str:
    """A fresh random match key (32 hex digits): ``secrets.token_hex(16)``, without importing
    ``secrets`` (and hashlib) at start-up."""
    return os.urandom(16).hex()


def valid_key(value: Any) -> bool:
    """Whether ``value`` is a match key this app writes."""
    return isinstance(value, str) and _KEY.match(value) is not None


class Autosave:
    """``folder/autosave.json``; ``enabled`` false makes every write a no-op (a second copy of
    the app must not overwrite the first one's match)."""

    def __init__(self, folder: Path, enabled: bool = True) -> None:
        self.path = folder / "autosave.json"
        self.enabled = enabled

    def write(self, record: dict[str, Any]) -> None:
        """Save ``record`` (a match record plus ``match_key``) atomically; ``OSError`` when it
        cannot be written."""
        if self.enabled:
            atomic_write(self.path, json.dumps(record, separators=(",", ":")).encode("utf-8"))

    def clear(self) -> None:
        """Remove the autosave (the match ended)."""
        if self.enabled and self.path.exists():
            self.path.unlink()

    def load(self) -> tuple[Saved | None, BadFile | None]:
        """The saved match (``None`` when there is none; it may be over: its last hands may still
        have to be recorded); a file that cannot be restored, or holds a seed or target beyond
        :data:`MAX_STORED`, is moved aside and returned as the problem."""
        if not self.path.exists():
            return None, None
        try:
            data = parse_json(read_small(self.path, MAX_BYTES))
            _check_bounds(data)
            match = Match.from_record(data)
        except BadFile as err:
            return None, BadFile(self.path, err.reason, move_aside(self.path))
        except (OSError, RuleError, ValueError, TypeError, KeyError, RecursionError) as err:
            return None, BadFile(self.path, str(err)[:300], move_aside(self.path))
        history_id = data.get("history_id")
        if (
            not isinstance(history_id, int)
            or isinstance(history_id, bool)
            or not 0 < history_id <= MAX_STORED
        ):
            history_id = None
        key = data.get("match_key")
        return Saved(
            match, history_id, key if valid_key(key) else new_match_key(), table_state(data.get("table"))
        ), None

    def set_aside(self, reason: str) -> BadFile:
        """Move the autosave aside (a saved match this app cannot continue)."""
        return BadFile(self.path, reason, move_aside(self.path))


def table_state(value: Any) -> dict[str, Any] | None:
    """The saved ``table`` entry when well formed (two lists of card ids 0 … 161: three decks
    with 5 and 6 players, RULES-MULTI R22.1), else ``None``. A hot-seat match's ``hands``
    (every person's arrangement, issue 31) comes back as ``{seat: (card ids, sort)}``; a
    malformed one is left out (the bottom seat's ``hand_order`` still counts)."""
    if not isinstance(value, Mapping):
        return None
    out: dict[str, Any] = {}
    for name in ("hand_order", "drawn"):
        ids = value.get(name, [])
        if not _card_ids(ids):
            return None
        out[name] = list(ids)
    hands = _hands(value.get("hands"))
    if hands is not None:
        out["hands"] = hands
    return out


def _card_ids(ids: Any) -> bool:
    return (
        isinstance(ids, list)
        and len(ids) <= 162
        and all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < 162 for i in ids)
    )


def _hands(value: Any) -> dict[int, tuple[list[int], str | None]] | None:
    """``table["hands"]``: ``{"seat": {"hand_order": [card ids], "sort": "suit" | "rank" |
    null}}`` for seats 0 … 5, read as ``{seat: (ids, sort)}``; ``None`` when absent or
    malformed."""
    if not isinstance(value, Mapping) or len(value) > 6:
        return None
    out: dict[int, tuple[list[int], str | None]] = {}
    for key, entry in value.items():
        if key not in _SEATS or not isinstance(entry, Mapping):
            return None
        ids: Any = entry.get("hand_order")
        sort = entry.get("sort")
        if not _card_ids(ids) or sort not in ("suit", "rank", None):
            return None
        out[int(key)] = (list(ids), sort)
    return out


def _check_bounds(data: Any) -> None:
    """``ValueError`` for a seed or target the app cannot store or show (see the module)."""
    if not isinstance(data, Mapping):
        return  # Match.from_record says what is wrong
    if _too_big(data.get("seed"), MAX_STORED):
        raise ValueError("the match seed is too large for this app")
    rules = data.get("rules")
    if isinstance(rules, Mapping) and _too_big(rules.get("target"), MAX_STORED):
        raise ValueError("the target score is too large for this app")
    hands = data.get("hands")
    for hand in hands if isinstance(hands, list) else []:
        if isinstance(hand, Mapping) and _too_big(hand.get("seed"), MAX_HAND_SEED):
            raise ValueError("a hand's seed is too large for this app")


def _too_big(value: Any, limit: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and not -limit - 1 <= value <= limit


@dataclass(frozen=True, slots=True)
class Saved:
    """A restored match, its ``match_key`` (a new one for a file written before keys), its
    legacy history row (``history_id``, if the file names one) and the saved look of the
    player's table (``table``, see :func:`table_state`; ``None`` in older files)."""

    match: Match
    history_id: int | None
    match_key: str = ""
    table: dict[str, Any] | None = None
