"""The product's crash points do nothing unless armed; ``devtools.crashpoints`` arms them from
``BURRACO_TEST_CRASH_AT=name[:n]`` (the crash matrix and the kill soak start the app through
``python -m devtools.run_app``)."""

from __future__ import annotations

import subprocess
import sys

from burraco_qt import crash_hook
from devtools.crashpoints import CRASH_STATUS, arm_from_environment, crash_at


def test_an_unarmed_crash_point_does_nothing_and_an_armed_one_calls_the_hook() -> None:
    crash_hook.crash_point("history.before_commit")  # nothing happens
    seen: list[str] = []
    crash_hook.arm(seen.append)
    try:
        crash_hook.crash_point("move.autosaved")
    finally:
        crash_hook.disarm()
    crash_hook.crash_point("move.autosaved")
    assert seen == ["move.autosaved"]


def test_no_spec_arms_nothing() -> None:
    assert crash_at("") is None
    assert not arm_from_environment({})


def test_the_process_ends_at_the_nth_hit_of_the_named_point() -> None:
    code = (
        "import os; from devtools.crashpoints import arm_from_environment; "
        "from burraco_qt.crash_hook import crash_point\n"
        "assert arm_from_environment({'BURRACO_TEST_CRASH_AT': 'p:3'})\n"
        "for i in range(5):\n"
        "    crash_point('other'); crash_point('p'); print(i, flush=True)\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert proc.returncode == CRASH_STATUS, proc.stderr
    assert proc.stdout.split() == ["0", "1"]
