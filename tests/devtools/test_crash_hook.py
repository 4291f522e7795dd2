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


def test_the_trace_names_every_point_reached_even_the_fatal_one(tmp_path) -> None:
    trace = tmp_path / "trace"
    code = (
        "from devtools.crashpoints import arm_from_environment; "
        "from burraco_qt.crash_hook import crash_point\n"
        f"env = {{'BURRACO_TEST_CRASH_AT': 'p:2', 'BURRACO_TEST_CRASH_TRACE': {str(trace)!r}}}\n"
        "assert arm_from_environment(env)\n"
        "for i in range(5):\n"
        "    crash_point('other'); crash_point('p')\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert proc.returncode == CRASH_STATUS, proc.stderr
    assert trace.read_text().split() == ["other", "p", "other", "p"]


def test_the_hand_end_points_run_from_the_last_move_to_the_next_deal() -> None:
    from devtools.crash_matrix import hand_end_points

    trace = [
        "write.autosave.json.tmp",
        "hand.dealt.autosaved",
        "write.autosave.json.tmp",
        "move.autosaved",
        "write.autosave.json.tmp",
        "hand_end.autosaved",
        "history.match_row",
        "history.before_commit",
        "hand_end.recorded",
        "write.autosave.json.tmp",
        "hand.dealt.autosaved",
        "write.autosave.json.tmp",
        "move.autosaved",
    ]
    assert hand_end_points(trace) == [
        ("write.autosave.json.tmp #1", "write.autosave.json.tmp:3"),
        ("hand_end.autosaved", "hand_end.autosaved:1"),
        ("history.match_row", "history.match_row:1"),
        ("history.before_commit", "history.before_commit:1"),
        ("hand_end.recorded", "hand_end.recorded:1"),
        ("write.autosave.json.tmp #2", "write.autosave.json.tmp:4"),
        ("hand.dealt.autosaved", "hand.dealt.autosaved:2"),
    ]
