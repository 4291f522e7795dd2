"""Does ``--timing`` agree with a launcher's clock? ``python -m devtools.timing_check
[--runs 5] [--frozen dist/burraco-qt/burraco-qt]``.

``--timing`` counts from the process's creation as the operating system records it
(:mod:`burraco_qt.ui.app.process_start`). This script sets ``BURRACO_T0`` just before each launch, so
the app also prints the seconds since then; it prints both medians (of ``--runs`` launches, a
source run and, with ``--frozen``, the PyInstaller bundle) and their difference in per cent of
the launcher's figure (the target: within 10 %). Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def launch(command: list[str]) -> tuple[float, float]:
    """(seconds from process creation, seconds from ``BURRACO_T0``) to the first paint."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        "BURRACO_DATA_DIR": tempfile.mkdtemp(prefix="burraco-timing-"),
    }
    env["BURRACO_T0"] = repr(time.time())
    out = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, check=True)
    words = next(x for x in out.stdout.splitlines() if x.startswith("first paint")).split()
    return float(words[2]), float(words[words.index("BURRACO_T0") + 1])


def report(name: str, command: list[str], runs: int) -> None:
    launch(command)  # one unmeasured launch: bytecode and the page cache warm
    pairs = [launch(command) for _ in range(runs)]
    own = statistics.median(p[0] for p in pairs)
    t0 = statistics.median(p[1] for p in pairs)
    print(
        f"{name}: --timing median {own:.3f} s, BURRACO_T0 median {t0:.3f} s, "
        f"difference {100 * (own - t0) / t0:+.1f} % ({runs} runs: "
        + ", ".join(f"{a:.3f}/{b:.3f}" for a, b in pairs)
        + ")"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.timing_check")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frozen", help="the bundle's executable (dist/burraco-qt/burraco-qt)")
    args = parser.parse_args(argv)
    report("source", [sys.executable, "-m", "burraco_qt", "--timing", "--seed", "4"], args.runs)
    if args.frozen:
        report("frozen", [args.frozen, "--timing", "--seed", "4"], args.runs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
