"""Why the history cannot be opened now, in words the app can tell the player (no Qt).

:func:`try_open` opens ``history.sqlite3`` once, waiting at most ``wait`` seconds for another
program's lock, and says what is in the way when it fails: :data:`LOCKED` (another program
holds a lock: an SQLite browser, a backup tool, a long write of another copy; it passes, so the
app waits for it off the GUI thread), :data:`BLOCKED` (something that is not a file sits where
SQLite keeps the database's journal, ``history.sqlite3-journal``, ``-wal`` or ``-shm``: it
stays until the player removes it) or :data:`UNUSABLE` (the folder or the file cannot be
written, the disk is full: the OS's words). A damaged or foreign database is not a reason: it
is set aside and a new one started (:class:`~.history_db.History`).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

from .history_db import DEFAULT_ARCHIVE_LIMIT, History

LOCKED = "locked"
BLOCKED = "blocked"
UNUSABLE = "unusable"

#: The files SQLite makes beside the database.
COMPANIONS = ("-journal", "-wal", "-shm")


@dataclass(frozen=True, slots=True)
class Unavailable:
    """The history at ``path`` cannot be opened: ``kind`` (:data:`LOCKED`, :data:`BLOCKED`,
    :data:`UNUSABLE`), ``culprit`` the file or folder in the way (the database itself, or the
    companion that is not a file) and ``detail`` SQLite's or the OS's words."""

    kind: str
    path: Path
    culprit: Path
    detail: str

    @property
    def passes(self) -> bool:
        """Whether waiting may help (another program's lock), not the player's action."""
        return self.kind == LOCKED


def in_the_way(path: Path) -> Path | None:
    """A companion of the database ``path`` that is not a regular file (a folder, a link),
    or ``None``."""
    for suffix in COMPANIONS:
        companion = path.with_name(path.name + suffix)
        if companion.is_symlink() or (companion.exists() and not companion.is_file()):
            return companion
    return None


def try_open(
    path: Path, archive_limit: int = DEFAULT_ARCHIVE_LIMIT, wait: float = 0.1
) -> tuple[History | None, Unavailable | None]:
    """Open the history at ``path`` once, waiting at most ``wait`` seconds for a lock: the
    history, or ``None`` and why (see the module)."""
    blocker = in_the_way(path)
    if blocker is not None:
        return None, Unavailable(BLOCKED, path, blocker, "not a file")
    try:
        return History(path, archive_limit, timeout=wait), None
    except sqlite3.OperationalError as err:
        words = str(err)
        blocker = in_the_way(path)
        if blocker is not None:
            return None, Unavailable(BLOCKED, path, blocker, words)
        if "lock" in words or "busy" in words:
            return None, Unavailable(LOCKED, path, path, words)
        return None, Unavailable(UNUSABLE, path, path, words)
    except OSError as err:
        return None, Unavailable(UNUSABLE, path, path, err.strerror or str(err))
