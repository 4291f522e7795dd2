"""The expert's workers die with the app (issue 22, point 3): however the app ends (a normal
exit, the crash dialog, ``kill -9``), no worker process outlives it by more than a second or so,
and no worker keeps the app's output pipes open (a launcher reading them would wait for ever).

:func:`worker_started` is the pool's worker initializer (it runs in each worker, first):

* the worker's fds 1 and 2 (and 0) are pointed at the null device, so it holds nothing of the
  app's stdout, stderr or stdin (a worker prints nothing; its errors come back as exceptions);
* on Linux, ``prctl(PR_SET_PDEATHSIG, SIGKILL)``: the kernel kills the worker when the thread
  that started it ends, which the pool makes a thread living as long as the pool
  (:func:`burraco_qt.ai.pool.pool`);
* everywhere, a daemon thread watches the parent: on Windows it waits on the parent's process
  handle, elsewhere it polls ``os.getppid()`` every :data:`WATCH_SECONDS` and ends the worker
  (``os._exit``) once the parent is gone (re-parented).

:func:`quiet_tracker` starts multiprocessing's resource tracker with fds 1 and 2 pointed at the
null device for the instant of its start, so it does not hold the app's pipes either (it ends by
itself once the app and the workers are gone: its pipe reaches end-of-file). Pure Python, no Qt.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time

#: Seconds between two looks at the parent (the fallback watch).
WATCH_SECONDS = 0.25

_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def _to_null(fds: tuple[int, ...]) -> None:
    """Point ``fds`` at the null device (errors ignored: a worker runs without them)."""
    try:
        null = os.open(os.devnull, os.O_RDWR)
    except OSError:
        return
    for fd in fds:
        with contextlib.suppress(OSError):
            os.dup2(null, fd)
    if null not in fds:
        os.close(null)


def _death_signal() -> bool:
    """Linux: ask the kernel for SIGKILL when the parent (thread) ends; whether it was set."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _watch_windows(parent: int) -> bool:
    """Windows: a thread waits on the parent's process handle and ends this worker when the
    parent ends; whether the watch started."""
    try:
        import ctypes

        kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
        synchronize = 0x00100000
        handle = kernel32.OpenProcess(synchronize, False, parent)
    except (OSError, AttributeError):
        return False
    if not handle:
        os._exit(0)  # the parent is already gone

    def wait() -> None:
        kernel32.WaitForSingleObject(handle, 0xFFFFFFFF)  # INFINITE
        os._exit(0)

    threading.Thread(target=wait, name="burraco-parent-watch", daemon=True).start()
    return True


def _watch_pid(parent: int) -> None:
    """Elsewhere: a thread polls the parent's pid; a re-parented worker ends itself."""

    def poll() -> None:
        while os.getppid() == parent:
            time.sleep(WATCH_SECONDS)
        os._exit(0)

    threading.Thread(target=poll, name="burraco-parent-watch", daemon=True).start()


def worker_started(parent: int) -> None:
    """The pool's worker initializer (see the module): silence the app's fds, die with the
    parent ``parent`` (its process id)."""
    _to_null((0, 1, 2))
    _death_signal()
    if sys.platform == "win32":
        if _watch_windows(parent):
            return
    if os.getppid() != parent:  # the parent died before this worker started
        os._exit(0)
    _watch_pid(parent)


def quiet_tracker() -> None:
    """Start multiprocessing's resource tracker (if it does not run yet) with fds 1 and 2 at
    the null device for the instant of its start (POSIX; nothing to do elsewhere). Output
    other threads write during that instant is lost."""
    if os.name != "posix":
        return
    from multiprocessing import resource_tracker

    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            if stream is not None:
                stream.flush()
    saved: list[tuple[int, int]] = []
    try:
        for fd in (1, 2):
            with contextlib.suppress(OSError):
                saved.append((fd, os.dup(fd)))
        _to_null(tuple(fd for fd, _ in saved))
        resource_tracker.ensure_running()
    finally:
        for fd, copy in saved:
            with contextlib.suppress(OSError):
                os.dup2(copy, fd)
            os.close(copy)
