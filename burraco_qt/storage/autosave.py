"""The autosave: the current match's record (``autosave.json``), written atomically after every
accepted command and removed when the match ends. Loading it restores the match at the exact
move (the engine replays every hand)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..ai import TIERS
from ..engine import RuleError
from ..engine.match import Match
from ..engine.record import parse_json
from .files import BadFile, atomic_write, move_aside, read_small

MAX_BYTES = 8 * 1024 * 1024


class Autosave:
    """``folder/autosave.json``; ``enabled`` false makes every write a no-op (a second copy of
    the app must not overwrite the first one's match)."""

    def __init__(self, folder: Path, enabled: bool = True) -> None:
        self.path = folder / "autosave.json"
        self.enabled = enabled

    def write(self, record: dict[str, Any]) -> None:
        if self.enabled:
            atomic_write(self.path, json.dumps(record, separators=(",", ":")).encode("utf-8"))

    def clear(self) -> None:
        if self.enabled and self.path.exists():
            self.path.unlink()

    def load(self) -> tuple[Match | None, BadFile | None]:
        """The saved match (``None`` when there is none or it is finished); a file that cannot be
        restored is moved aside and returned as the problem."""
        if not self.path.exists():
            return None, None
        try:
            data = parse_json(read_small(self.path, MAX_BYTES))
            match = Match.from_record(data)
        except BadFile as err:
            return None, BadFile(self.path, err.reason, move_aside(self.path))
        except (RuleError, ValueError, TypeError, KeyError, RecursionError) as err:
            return None, BadFile(self.path, str(err)[:300], move_aside(self.path))
        if set(match.seats) != set(range(1, match.players)) or not all(
                tier in TIERS for tier in match.seats.values()):
            reason = "the computer seats are not those of a match of this app"
            return None, BadFile(self.path, reason, move_aside(self.path))
        if match.over:
            return None, None
        return match, None

    def history_id(self) -> int | None:
        """The history row of the saved match, if the file names one."""
        try:
            value = json.loads(read_small(self.path, MAX_BYTES)).get("history_id")
        except (OSError, BadFile, ValueError, AttributeError):
            return None
        return value if isinstance(value, int) and not isinstance(value, bool) else None
