"""The expert's workers die with the app (issue 22, point 3): a real ``burraco-qt`` playing an
expert hand by itself (``--autoplay --difficulty expert``) is killed with SIGKILL once its process
pool runs; within 5 s no process it started (the workers, the resource tracker) is alive and a
reader of the app's stdout gets end-of-file. Before, two workers and the tracker were re-parented
to PID 1 for good, holding the dead app's output pipe. Linux only (reads /proc)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def children(pid: int) -> set[int]:
    """The live (not zombie) processes whose parent is ``pid``."""
    out = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()  # after "pid (comm) "
        if int(fields[1]) == pid and fields[0] != "Z":
            out.add(int(entry.name))
    return out


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def poll(condition, seconds: float) -> bool:
    """Whether ``condition()`` became true within ``seconds`` (looked at every 20 ms)."""
    end = time.monotonic() + seconds
    while True:
        if condition():
            return True
        if time.monotonic() > end:
            return False
        time.sleep(0.02)


def test_a_killed_app_leaves_no_worker_and_no_open_pipe(tmp_path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "BURRACO_DATA_DIR": str(tmp_path),
        "QT_LOGGING_RULES": "qt.multimedia.*=false",
    }
    app = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "burraco_qt",
            "--autoplay",
            "--difficulty",
            "expert",
            "--expert-samples",
            "2",
            "--speed",
            "instant",
            "--resume",
            "no",
            "--seed",
            "3",
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    eof = threading.Event()

    def read() -> None:
        assert app.stdout is not None
        while app.stdout.read(4096):
            pass
        eof.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    pool: set[int] = set()
    try:
        # the pool: the resource tracker and every worker (spawned interpreters), started at once
        def pool_runs() -> bool:
            kids = children(app.pid)
            spawned = [p for p in kids if "multiprocessing" in cmdline(p)]
            return len(spawned) >= 2 and any("spawn_main" in cmdline(p) for p in spawned)

        assert poll(pool_runs, 120), "the expert's pool never started"
        pool = {p for p in children(app.pid) if "multiprocessing" in cmdline(p)}
        assert any("resource_tracker" in cmdline(p) for p in pool)
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        assert poll(lambda: not any(alive(p) for p in pool), 5.0), [cmdline(p) for p in pool if alive(p)]
        assert eof.wait(5.0), "the app's stdout is still held open"
    finally:
        if app.poll() is None:
            app.kill()
            app.wait(10)
        for pid in pool:  # a failing run leaves nothing behind either
            if alive(pid) and "multiprocessing" in cmdline(pid):
                os.kill(pid, signal.SIGKILL)
