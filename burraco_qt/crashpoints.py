"""Named crash points for the crash-matrix tests (no Qt, no effect in normal use).

``BURRACO_TEST_CRASH_AT=name`` (or ``name:n``) makes the process end at once with
``os._exit(CRASH_STATUS)`` the first (or *n*-th) time the code reaches :func:`crash_point`
``(name)``, as a power cut or ``kill -9`` would there: no ``finally``, no flush, no atexit.
"""

from __future__ import annotations

import os

#: The exit status of a simulated crash.
CRASH_STATUS = 86

_spec = os.environ.get("BURRACO_TEST_CRASH_AT", "")
_name, _, _count = _spec.partition(":")
_target = int(_count) if _count.isdigit() else 1
_hits = 0


def crash_point(name: str) -> None:
    """End the process here if ``BURRACO_TEST_CRASH_AT`` names this point (see the module)."""
    global _hits
    if _name and name == _name:
        _hits += 1
        if _hits >= _target:
            os._exit(CRASH_STATUS)
