"""The autosave: the current match's record (``autosave.json``), written atomically after every
accepted command and removed when the match ends. Loading it restores the match at the exact
move (the engine replays every hand)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
        """Save ``record`` (a match record) atomically; ``OSError`` when it cannot be written."""
        if self.enabled:
            atomic_write(self.path, json.dumps(record, separators=(",", ":")).encode("utf-8"))

    def clear(self) -> None:
        """Remove the autosave (the match ended)."""
        if self.enabled and self.path.exists():
            self.path.unlink()

    def load(self) -> tuple[Saved | None, BadFile | None]:
        """The saved match (``None`` when there is none or it is finished); a file that cannot be
        restored is moved aside and returned as the problem."""
        if not self.path.exists():
            return None, None
        try:
            data = parse_json(read_small(self.path, MAX_BYTES))
            match = Match.from_record(data)
        except BadFile as err:
            return None, BadFile(self.path, err.reason, move_aside(self.path))
        except (OSError, RuleError, ValueError, TypeError, KeyError, RecursionError) as err:
            return None, BadFile(self.path, str(err)[:300], move_aside(self.path))
        if match.over:
            return None, None
        history_id = data.get("history_id")
        if not isinstance(history_id, int) or isinstance(history_id, bool):
            history_id = None
        return Saved(match, history_id), None

    def set_aside(self, reason: str) -> BadFile:
        """Move the autosave aside (a saved match this app cannot continue)."""
        return BadFile(self.path, reason, move_aside(self.path))


@dataclass(frozen=True, slots=True)
class Saved:
    """A restored match and its history row (``history_id``, if the file names one)."""

    match: Match
    history_id: int | None
