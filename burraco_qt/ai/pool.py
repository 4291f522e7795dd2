"""The expert's workers: a shared process pool (``spawn`` start method, so a worker is a fresh
interpreter that imports the engine and the AI only, never Qt) and the search loop that spreads
determinized samples over it (issue 13).

:func:`run_search` is called from the expert's thread; the pool is created on first use and
lives until :func:`shutdown` (the app calls it at exit). In a frozen app the launcher calls
``multiprocessing.freeze_support()`` first, so the bundle's executable can be a worker.

The workers die with the app and hold none of its output pipes (:mod:`.lifeline`): each runs
:func:`.lifeline.worker_started` first, and every worker is started at once by a thread that
lives as long as the pool (on Linux the kernel's parent-death signal follows the thread that
started the worker, and the expert's thread ends after each decision).
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
import time
import types
from collections.abc import Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine import PlayerView
    from .expert import Candidate

_pool: ProcessPoolExecutor | None = None
_lock = threading.Lock()
_release: threading.Event | None = None  # set by shutdown: the starter thread may end


def worker_count() -> int:
    """Processes of the shared pool: every core (at least 1)."""
    return max(1, os.cpu_count() or 1)


def _ready() -> int:
    return os.getpid()


def pool() -> ProcessPoolExecutor:
    """The shared pool (created on first use, every worker started at once).

    The workers are started while ``__main__`` is a bare module, so a spawned worker does not
    re-run the app's start-up script (which imports Qt): it imports only this package's engine
    and AI when it unpickles its first task. They are started by a thread of their own that
    waits until :func:`shutdown` (see the module); errors starting them are raised here."""
    global _pool, _release
    with _lock:
        if _pool is None:
            made: list[ProcessPoolExecutor | BaseException] = []
            ready, release = threading.Event(), threading.Event()

            def start() -> None:
                try:
                    made.append(_start_pool())
                except BaseException as err:  # handed to the caller
                    made.append(err)
                ready.set()
                release.wait()

            threading.Thread(target=start, name="burraco-pool-starter", daemon=True).start()
            ready.wait()
            if isinstance(made[0], BaseException):
                release.set()
                raise made[0]
            _pool, _release = made[0], release
        return _pool


def _start_pool() -> ProcessPoolExecutor:
    """A new pool with all of its workers running (on the calling thread)."""
    from .lifeline import quiet_tracker, worker_started

    quiet_tracker()
    ex = ProcessPoolExecutor(
        worker_count(),
        mp_context=multiprocessing.get_context("spawn"),
        initializer=worker_started,
        initargs=(os.getpid(),),
    )
    main = sys.modules["__main__"]
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        launch = getattr(ex, "_launch_processes", None)  # all now, from this thread
        if launch is not None:
            launch()
        pids = {f.result() for f in [ex.submit(_ready) for _ in range(4 * worker_count())]}
    finally:
        sys.modules["__main__"] = main
    del pids
    return ex


def worker_pids() -> list[int]:
    """The process ids of the shared pool's workers (empty when there is no pool)."""
    with _lock:
        if _pool is None:
            return []
        processes = getattr(_pool, "_processes", None) or {}
        return sorted(processes)


#: Seconds :func:`shutdown` waits for the workers to end by themselves before the starter
#: thread is released (which makes the kernel kill whichever is left, on Linux).
SHUTDOWN_WAIT = 5.0


def shutdown() -> None:
    """Stop the shared pool's workers (pending tasks are dropped).

    The workers are asked to stop and waited for (at most :data:`SHUTDOWN_WAIT` seconds, a task
    in progress is a chunk of samples) before the starter thread ends: ending it first would
    have the kernel kill them in the middle of the pool's own shutdown handshake, which can
    leave the pool's manager thread waiting for ever and the interpreter unable to exit."""
    global _pool, _release
    with _lock:
        if _pool is not None:
            processes = list((getattr(_pool, "_processes", None) or {}).values())
            _pool.shutdown(wait=False, cancel_futures=True)
            _pool = None
            deadline = time.monotonic() + SHUTDOWN_WAIT
            for process in processes:
                process.join(max(0.0, deadline - time.monotonic()))
        if _release is not None:
            _release.set()
            _release = None


def _split(indices: Sequence[int], parts: int) -> list[list[int]]:
    parts = max(1, min(parts, len(indices)))
    return [list(indices[k::parts]) for k in range(parts)]


def _add(totals: list[int], part: list[int]) -> None:
    for k, v in enumerate(part):
        totals[k] += v


def run_search(
    view: PlayerView,
    cands: Sequence[Candidate],
    salt: str,
    samples: int | None,
    budget: float,
    workers: int | None,
    cancel: threading.Event,
    rounds: int | None = None,
) -> tuple[list[int], int]:
    """Evaluate ``cands`` over determinized samples; returns the per-candidate sums and the
    number of samples they cover (0 when cancelled before any finished).

    ``samples`` fixed: exactly samples ``0 … samples-1`` (the sums are integers, so the result is
    the same for any ``workers``). Otherwise samples until ``budget`` seconds have passed.
    ``workers`` 0 runs in this thread; ``None`` uses the shared pool. ``rounds``: of rollout
    after each candidate's turn (the expert's :data:`~.expert.ROUNDS` when ``None``).
    """
    from .expert import CHUNK, ROUNDS, evaluate

    r = ROUNDS if rounds is None else rounds

    totals = [0] * len(cands)
    deadline = time.perf_counter() + budget
    if workers == 0:
        if samples is not None:
            done = 0
            for i in range(samples):  # one at a time so a cancel is prompt
                if cancel.is_set():
                    break
                _add(totals, evaluate(view, cands, [i], salt, r))
                done += 1
            return totals, done
        done = 0
        while not cancel.is_set() and (done == 0 or time.perf_counter() < deadline):
            _add(totals, evaluate(view, cands, [done], salt, r))
            done += 1
        return totals, done
    ex = pool()
    n = worker_count()
    if samples is not None:
        futures: dict[Future, int] = {
            ex.submit(evaluate, view, cands, part, salt, r): len(part) for part in _split(range(samples), n)
        }
        done = 0
        pending = set(futures)
        while pending:
            if cancel.is_set():
                for f in pending:
                    f.cancel()
                return totals, 0
            finished, pending = wait(pending, timeout=0.05, return_when=FIRST_COMPLETED)
            for f in finished:
                _add(totals, f.result())
                done += futures[f]
        return totals, done
    next_index = 0
    done = 0
    inflight: dict[Future, int] = {}
    while not cancel.is_set():
        now = time.perf_counter()
        if now >= deadline and done > 0:
            break
        while len(inflight) < 2 * n and (now < deadline or (not inflight and done == 0)):
            part = list(range(next_index, next_index + CHUNK))
            next_index += CHUNK
            inflight[ex.submit(evaluate, view, cands, part, salt, r)] = len(part)
            if now >= deadline:
                break
        finished, _ = wait(
            set(inflight), timeout=min(0.05, max(0.0, deadline - now) + 0.01), return_when=FIRST_COMPLETED
        )
        for f in finished:
            _add(totals, f.result())
            done += inflight.pop(f)
    for f in inflight:
        f.cancel()
    return totals, done


def qt_loaded() -> bool:
    """Whether this process has imported Qt (a worker must not: tests ask the workers)."""
    return any(name.startswith(("PySide6", "shiboken6")) for name in sys.modules)
