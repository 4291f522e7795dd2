"""Named crash points: the product calls :func:`crash_point` ``(name)`` at each of its write
points (the autosave, the history, a file's temporary copy). It does nothing unless a test
harness armed the hook with :func:`arm`; the product never arms it and reads no environment.

``devtools.crashpoints`` arms it for the crash-matrix tests and the kill soak (``python -m
devtools.run_app`` with ``BURRACO_TEST_CRASH_AT=name[:n]``: the process ends there at once, as a
power cut would). No Qt.
"""

from __future__ import annotations

from collections.abc import Callable

_hook: Callable[[str], None] | None = None


def arm(callback: Callable[[str], None]) -> None:
    """From now on every :func:`crash_point` calls ``callback(name)``."""
    global _hook
    _hook = callback


def disarm() -> None:
    """Crash points do nothing again."""
    global _hook
    _hook = None


def crash_point(name: str) -> None:
    """A named write point: calls the armed hook, if any, with ``name`` (see the module)."""
    hook = _hook
    if hook is not None:
        hook(name)
