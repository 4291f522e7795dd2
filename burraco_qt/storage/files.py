"""The data directory, atomic writes and moving bad files aside."""

from __future__ import annotations

import errno
import os
import re
import time
from pathlib import Path

import platformdirs

from ..crash_hook import crash_point

APP_NAME = "burraco-qt"


def data_dir(create: bool = True) -> Path:
    """``platformdirs.user_data_dir("burraco-qt")`` (honours ``XDG_DATA_HOME`` on Linux and the
    Windows/macOS equivalents), or ``$BURRACO_DATA_DIR`` when set (tests, portable use); created
    if missing (``OSError`` when it cannot be: a read-only parent, a file in its place)."""
    override = os.environ.get("BURRACO_DATA_DIR")
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    if create:
        path.mkdir(parents=True, exist_ok=True)
        if not path.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(path))
    return path


class BadFile(Exception):
    """A file that cannot be used; ``moved_to`` is where it was put aside (or ``None``)."""

    def __init__(self, path: Path, reason: str, moved_to: Path | None = None) -> None:
        super().__init__(f"{path.name}: {reason}")
        self.path = path
        self.reason = reason
        self.moved_to = moved_to


def move_aside(path: Path) -> Path | None:
    """Rename ``path`` to ``<name>.broken-<YYYYmmdd-HHMMSS>`` (a number is added if taken);
    ``None`` when it cannot be renamed (the caller goes on without the file)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


def atomic_write(path: Path, data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, flush it to disk, then rename it over
    ``path``: readers see the old file or the new one, never half of one."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        crash_point(f"write.{path.name}.tmp")
        os.replace(tmp, path)
    finally:
        if tmp.exists():  # a failed write leaves nothing behind
            tmp.unlink()


def read_small(path: Path, limit: int) -> bytes:
    """The bytes of ``path``; ``BadFile`` (not moved) when it is larger than ``limit`` bytes."""
    size = path.stat().st_size
    if size > limit:
        raise BadFile(path, f"too large ({size} bytes)")
    with open(path, "rb") as fh:
        return fh.read(limit + 1)


_TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.tmp$")


def clean_temp_files(folder: Path) -> list[Path]:
    """Remove the temporary files :func:`atomic_write` left in ``folder`` when a process was
    killed mid-write (those of processes no longer running, or more than a day old); returns
    what was removed. Errors are ignored (the files are only clutter)."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for path in entries:
        m = _TEMP.match(path.name)
        if m is None or int(m["pid"]) == os.getpid():
            continue
        try:
            old = time.time() - path.lstat().st_mtime > 86400
            if old or not pid_alive(int(m["pid"])):
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


def pid_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs (POSIX; elsewhere assumed alive, so age decides)."""
    if os.name != "posix" or pid <= 0:
        return os.name != "posix"
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True
    return True
