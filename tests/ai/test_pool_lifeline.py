"""The expert's workers die with their parent, however it ends, and hold none of its output
pipes (issue 22, point 3; :mod:`burraco_qt.ai.lifeline`). A small parent process starts the
pool from a short-lived thread (as the expert's thread does), checks the pool still works once
that thread is gone, then ends: normally without shutting the pool down, by ``os._exit`` (as a
crash) or by SIGKILL. The workers must be gone within 5 s and the parent's stdout reach EOF."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading

import pytest

from tests.gui.test_pool_orphans import alive, cmdline, poll

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

PARENT = """
import os, signal, sys, threading
from burraco_qt.ai import pool
t = threading.Thread(target=pool.pool)  # the expert's thread: it ends after its decision
t.start(); t.join()
ex = pool.pool()
assert len({f.result() for f in [ex.submit(os.getpid) for _ in range(20)]}) >= 1  # still alive
print(" ".join(map(str, pool.worker_pids())), flush=True)
how = sys.argv[1]
if how == "kill":
    os.kill(os.getpid(), signal.SIGKILL)
elif how == "crash":
    os._exit(3)
# "exit": a normal end without pool.shutdown()
"""


@pytest.mark.parametrize("how", ["exit", "crash", "kill"])
def test_workers_end_with_their_parent(how: str) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-c", PARENT, how], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    first = proc.stdout.readline().split()
    workers = [int(p) for p in first]
    assert workers, proc.stderr.read() if proc.stderr else ""
    eof = threading.Event()
    rest: list[str] = []

    def read() -> None:
        assert proc.stdout is not None
        rest.append(proc.stdout.read())
        eof.set()

    threading.Thread(target=read, daemon=True).start()
    try:
        code = proc.wait(30)
        assert code == {"exit": 0, "crash": 3, "kill": -9}[how]
        assert poll(lambda: not any(alive(p) for p in workers), 5.0)
        assert eof.wait(5.0) and rest == [""]
    finally:
        for pid in workers:
            if alive(pid) and "multiprocessing" in cmdline(pid):
                os.kill(pid, signal.SIGKILL)


def test_a_worker_leaves_the_parents_output_alone() -> None:
    """Its fds 1 and 2 are the null device (nothing of the app's pipes)."""
    from burraco_qt.ai import pool

    try:
        ex = pool.pool()
        targets = set(ex.map(_fd_targets, range(4)))
    finally:
        pool.shutdown()
    null = os.path.realpath(os.devnull)
    assert targets == {(null, null)}


def _fd_targets(_: int) -> tuple[str, str]:
    return os.path.realpath("/proc/self/fd/1"), os.path.realpath("/proc/self/fd/2")
