"""The single-instance lock: an advisory lock the operating system holds on an open file
(``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows) and releases when the process dies, so
a crash, a reused PID or damaged lock content never blocks the next start.

Whatever is at the lock's path when it cannot be opened as a plain file (a folder, a symlink, a
device) is moved aside first. :meth:`InstanceLock.acquire` tells apart *another copy holds it*
from *the data folder cannot be written* (read-only, permissions) and *the disk is full*.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from pathlib import Path
from typing import IO

from .files import move_aside

#: Results of :meth:`InstanceLock.acquire`.
TAKEN, HELD, READ_ONLY, FULL = "taken", "held", "read_only", "full"

_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


def classify(err: OSError) -> str:
    """:data:`FULL` for a full disk or quota, else :data:`READ_ONLY` (cannot write)."""
    return FULL if err.errno in _FULL else READ_ONLY


class InstanceLock:
    """``folder/burraco-qt.lock``. ``state`` is the result of the last :meth:`acquire`;
    ``detail`` the OS error text when the folder cannot be written."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.state = ""
        self.detail = ""
        self._fh: IO[bytes] | None = None

    def acquire(self) -> str:
        """Try to take the lock without waiting: :data:`TAKEN`, :data:`HELD` (another running
        copy has it), :data:`READ_ONLY` or :data:`FULL` (the folder cannot be written)."""
        try:
            self.state = self._acquire()
        except OSError as err:
            self.state, self.detail = classify(err), err.strerror or str(err)
        return self.state

    def _acquire(self) -> str:
        p = self.path
        if (p.is_symlink() or (p.exists() and not p.is_file())) and move_aside(p) is None:
            raise PermissionError(errno.EACCES, "the lock file cannot be replaced", str(p))
        fh = open(p, "a+b")  # noqa: SIM115 - held open for the life of the lock
        try:
            if not _lock(fh):
                fh.close()
                return HELD
            fh.seek(0)
            fh.truncate()
            fh.write(f"{os.getpid()}\nburraco-qt\n".encode())  # for people; never read back
            fh.flush()
            os.fsync(fh.fileno())
        except OSError:
            fh.close()
            raise
        self._fh = fh
        return TAKEN

    @property
    def held(self) -> bool:
        """Whether this process holds the lock."""
        return self._fh is not None

    def unlock(self) -> None:
        """Release the lock (the OS also does when the process ends)."""
        if self._fh is not None:
            with contextlib.suppress(OSError):
                _unlock(self._fh)
            self._fh.close()
            self._fh = None


if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt

    def _lock(fh: IO[bytes]) -> bool:
        fh.seek(0)
        try:
            msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError as err:
            if err.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        return True

    def _unlock(fh: IO[bytes]) -> None:
        fh.seek(0)
        msvcrt.locking(fh.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fh: IO[bytes]) -> bool:
        try:
            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fh: IO[bytes]) -> None:
        fcntl.flock(fh.fileno(), fcntl.LOCK_UN)
