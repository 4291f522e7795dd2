"""Arms the product's crash points (:mod:`burraco_qt.crash_hook`) for the crash-matrix tests and
the kill soak (no Qt).

``BURRACO_TEST_CRASH_AT=name`` (or ``name:n``) makes the process end at once with
``os._exit(CRASH_STATUS)`` the first (or *n*-th) time the code reaches ``crash_point(name)``, as
a power cut or ``kill -9`` would there: no ``finally``, no flush, no atexit.
``BURRACO_TEST_CRASH_TRACE=file`` appends the name of every crash point reached to ``file``, one
a line (the hand-end crash matrix, :mod:`devtools.crash_matrix`, lists a hand's end points so).
:func:`arm_from_environment` is what ``python -m devtools.run_app`` calls before the app starts.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping

from burraco_qt import crash_hook

#: The exit status of a simulated crash.
CRASH_STATUS = 86


def crash_at(spec: str) -> Callable[[str], None] | None:
    """The hook for ``name[:n]`` (``None`` for an empty spec): ends the process at the *n*-th
    hit (the first when ``n`` is missing or not a number) of the point ``name``."""
    name, _, count = spec.partition(":")
    if not name:
        return None
    target = int(count) if count.isdigit() else 1
    hits = 0

    def hook(point: str) -> None:
        nonlocal hits
        if point == name:
            hits += 1
            if hits >= target:
                os._exit(CRASH_STATUS)

    return hook


def tracer(path: str, then: Callable[[str], None] | None = None) -> Callable[[str], None]:
    """The hook that appends each point's name to the file ``path`` (flushed at once, so a crash
    loses none), then calls ``then`` (the crash hook, if any)."""

    def hook(point: str) -> None:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(point + "\n")
        if then is not None:
            then(point)

    return hook


def arm_from_environment(environ: Mapping[str, str] = os.environ) -> bool:
    """Arm the crash hook from ``BURRACO_TEST_CRASH_AT`` and ``BURRACO_TEST_CRASH_TRACE``;
    whether either was set."""
    hook = crash_at(environ.get("BURRACO_TEST_CRASH_AT", ""))
    trace = environ.get("BURRACO_TEST_CRASH_TRACE", "")
    if trace:
        hook = tracer(trace, hook)
    if hook is None:
        return False
    crash_hook.arm(hook)
    return True
