"""The hand-end crash matrix (issue 22, point 1): ``python -m devtools.crash_matrix [--players
2 3 4 5 6] [--points ...]``.

For each player count a real ``burraco-qt`` process (``python -m devtools.run_app``, a bot on
the human seat: :mod:`devtools.testbot`) plays hand 1 to its end, closes its score sheet and
quits once hand 2 is dealt: the *clean run*. Its crash-point trace (``BURRACO_TEST_CRASH_TRACE``)
names every write point from hand 1's last move to hand 2's deal: each is a *point* of the
matrix (``name:n``, the *n*-th hit of ``name``), plus ``sheet`` (killed with ``SIGKILL`` while
the score sheet is open) and, with 3 and 5 players when pairs form in hand 1, ``pairing``
(``SIGKILL`` at the move that formed the pairs, while its animation runs: that run is at
normal speed).

For each point another process is ended there, then restarted with ``--resume yes``. It passes
when the restarted app shows the clean run's score sheet of hand 1 (every text of it; none when
the kill came after hand 2's deal was saved), deals hand 2 as the clean run did (the same
cards), the history holds hand 1 once with the clean run's values, ``PRAGMA integrity_check``
is ok and no temporary file is left. Prints the table (point × count: ``ok`` or the failure)
and exits 1 on any failure. ``tests/gui/test_hand_end_kills.py`` runs one point per count.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from .crashpoints import CRASH_STATUS

#: The match seed per player count: with 3 and 5 players pairs form in hand 1 of these.
SEEDS = {2: 7, 3: 5, 4: 7, 5: 6, 6: 7}  # 3 players, seed 5: pairs form in hand 1 (a fair deal)
#: Kills by the harness (``SIGKILL``) at a moment the bot holds, not at a crash point.
HELD = ("sheet", "pairing")
#: Seconds one app run may take.
TIMEOUT = 90


@dataclass
class Run:
    """What one app process did: its exit status, the sheets and deals the bot reported."""

    returncode: int
    stdout: str
    stderr: str
    sheets: list[dict] = field(default_factory=list)
    dealt: list[dict] = field(default_factory=list)
    held: str = ""  # what the bot held at (``sheet``, ``pairing animating=1``…)

    @classmethod
    def parse(cls, returncode: int, stdout: str, stderr: str) -> Run:
        run = cls(returncode, stdout, stderr)
        for line in stdout.splitlines():
            if line.startswith("testbot: sheet "):
                run.sheets.append(json.loads(line.removeprefix("testbot: sheet ")))
            elif line.startswith("testbot: dealt "):
                run.dealt.append(json.loads(line.removeprefix("testbot: dealt ")))
            elif line.startswith("testbot: hold "):
                run.held = line.removeprefix("testbot: hold ").strip()
        return run


def _args(players: int, speed: str) -> list[str]:
    return [
        "--seed",
        str(SEEDS[players]),
        "--target",
        "1500",
        "--players",
        str(players),
        "--difficulty",
        "easy",
        "--speed",
        speed,
        "--resume",
        "yes",
    ]


def _env(folder: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("BURRACO_TEST_", "BURRACO_DATA_DIR"))}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        QT_LOGGING_RULES="qt.multimedia.*=false",
        BURRACO_DATA_DIR=str(folder),
        BURRACO_TEST_BOT="1",
        BURRACO_TEST_BOT_REPORT="1",
        BURRACO_TEST_BOT_UNTIL="dealt",
    )
    env.update(extra)
    return env


def run_app(folder: Path, players: int, *, crash: str = "", hold: str = "", trace: str = "") -> Run:
    """One app process in data folder ``folder``: ended at crash point ``crash``, killed with
    ``SIGKILL`` once the bot holds at ``hold`` (``sheet``, ``pairing``), or left to quit once
    hand 2 is dealt (after the sheet it shows). Instant animations, but at normal speed for
    ``pairing`` (the computers with no pause): the kill lands while the melds glide."""
    extra = {"BURRACO_TEST_BOT_NO_DELAY": "1"} if hold == "pairing" else {}
    if crash:
        extra["BURRACO_TEST_CRASH_AT"] = crash
    if hold:
        extra["BURRACO_TEST_BOT_HOLD"] = hold
    if trace:
        extra["BURRACO_TEST_CRASH_TRACE"] = trace
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "devtools.run_app",
            *_args(players, "normal" if hold == "pairing" else "instant"),
        ],
        env=_env(folder, **extra),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    if not hold:
        try:
            out, err = proc.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, err = proc.communicate()
            return Run.parse(-999, out, err)
        return Run.parse(proc.returncode, out, err)
    assert proc.stdout is not None
    lines = []
    deadline = time.monotonic() + TIMEOUT
    for line in proc.stdout:  # the bot holds (or quits: the moment never came)
        lines.append(line)
        if line.startswith("testbot: hold ") or time.monotonic() > deadline:
            break
    proc.send_signal(signal.SIGKILL)
    out, err = proc.communicate()
    return Run.parse(proc.returncode, "".join(lines) + out, err)


def history(folder: Path) -> tuple[list, str]:
    """The hands in the history (number and points) and ``PRAGMA integrity_check``."""
    db = sqlite3.connect(folder / "history.sqlite3")
    try:
        hands = db.execute(
            "SELECT match_id, number, us, them, closing_team, how FROM hands ORDER BY id"
        ).fetchall()
        check = db.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        db.close()
    return hands, check


@dataclass
class Clean:
    """The clean run of a player count: what every crashed run must come back to."""

    players: int
    sheet: dict
    dealt: dict
    hands: list
    points: list[tuple[str, str]]


def clean_run(players: int, work: Path, *, probe_pairing: bool = True) -> Clean:
    """Hand 1 played to its end and hand 2 dealt without a kill; the matrix's points from its
    trace (with ``pairing`` when ``probe_pairing`` and a probe run saw pairs form)."""
    folder = work / f"clean-{players}"
    folder.mkdir()
    trace = work / f"trace-{players}"
    run = run_app(folder, players, trace=str(trace))
    if run.returncode != 0 or len(run.sheets) != 1 or len(run.dealt) != 1:
        raise RuntimeError(f"clean run of {players} players: rc {run.returncode}\n{run.stderr[-2000:]}")
    hands, check = history(folder)
    if check != "ok" or [h[1] for h in hands] != [1]:
        raise RuntimeError(f"clean run of {players} players: history {hands} {check}")
    probe = work / f"probe-{players}"  # does this hand form pairs? (3 and 5 players)
    probe.mkdir()
    paired = probe_pairing and players in (3, 5) and bool(run_app(probe, players, hold="pairing").held)
    points = [*hand_end_points(trace.read_text().split()), ("sheet", "sheet")]
    if paired:
        points.append(("pairing", "pairing"))
    return Clean(players, run.sheets[0], run.dealt[0], hands, points)


def hand_end_points(trace: list[str]) -> list[tuple[str, str]]:
    """(label, ``name:n``) for every crash point from hand 1's end (after its last move's
    autosave) to hand 2's deal saved (the first ``hand.dealt.autosaved`` after hand 1 ended), in
    the order they are reached; ``name:n`` is the *n*-th hit of ``name`` in the process, the
    label ``name`` (``name #k`` for its *k*-th hit in that stretch), the same for every player
    count."""
    seen: dict[str, int] = {}
    specs = []
    for name in trace:
        seen[name] = seen.get(name, 0) + 1
        specs.append((name, f"{name}:{seen[name]}"))
    first_end = specs.index(("hand_end.autosaved", "hand_end.autosaved:1"))
    # hand 2's deal saved: its first save after hand 1's end (a fair deal is saved twice, with
    # its commitment and then with its cut, so it is not always the second hit in the process)
    end = next(i for i in range(first_end, len(specs)) if specs[i][0] == "hand.dealt.autosaved")
    start = max(i for i, (name, _) in enumerate(specs[:first_end]) if name == "move.autosaved") + 1
    window = specs[start : end + 1]
    points = []
    for name, spec in window:
        same = [s for n, s in window if n == name]
        points.append((name if len(same) == 1 else f"{name} #{same.index(spec) + 1}", spec))
    return points


def check_point(clean: Clean, point: str, work: Path) -> str:
    """Kill at ``point``, restart, compare with the clean run: ``"ok"`` or what went wrong."""
    folder = work / f"{point.replace(':', '-')}-{clean.players}"
    folder.mkdir()
    if point in HELD:
        crashed = run_app(folder, clean.players, hold=point)
        if not crashed.held:
            return f"never reached ({crashed.returncode})"
        if point == "pairing" and crashed.held != "pairing animating=1":
            return f"killed after the pairing animation ({crashed.held})"
        if crashed.returncode != -signal.SIGKILL:
            return f"kill: rc {crashed.returncode}"
    else:
        crashed = run_app(folder, clean.players, crash=point)
        if crashed.returncode != CRASH_STATUS:
            return f"crash run: rc {crashed.returncode} {_last_line(crashed.stderr)}"
    restarted = run_app(folder, clean.players)
    if restarted.returncode != 0:
        return f"restart: rc {restarted.returncode} {_last_line(restarted.stderr)}"
    if "Traceback" in restarted.stderr:
        return f"restart: traceback {_last_line(restarted.stderr)}"
    if "resumed=1" not in restarted.stdout:
        return "restart: not resumed"
    after_deal = point.startswith("hand.dealt.autosaved:")  # hand 2's deal (the only one in the window)
    if after_deal and restarted.sheets:
        return "restart: a sheet after hand 2 was dealt"
    if not after_deal:
        if not restarted.sheets:
            return "restart: no score sheet"
        diff = sorted(
            k
            for k in set(clean.sheet) | set(restarted.sheets[0])
            if clean.sheet.get(k) != restarted.sheets[0].get(k)
        )
        if diff:
            return "sheet differs: " + ", ".join(diff[:4])
    if restarted.dealt[:1] != [clean.dealt]:
        return "hand 2 not dealt as clean" if restarted.dealt else "hand 2 not dealt"
    hands, check = history(folder)
    if check != "ok":
        return f"history: {check}"
    if [h[1:] for h in hands] != [h[1:] for h in clean.hands]:
        return f"history: hands {[h[1] for h in hands]}"
    if [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]:
        return "temporary file left"
    return "ok"


def _last_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[-1][:120] if lines else ""


def table(results: dict[tuple[str, int], str], counts: list[int]) -> str:
    """The Markdown table: one row per point, one column per player count."""
    points: list[str] = []
    for point, _ in results:
        if point not in points:
            points.append(point)
    head = "| point | " + " | ".join(f"{n} players" for n in counts) + " |"
    rows = [head, "|---|" + "---|" * len(counts)]
    for point in points:
        cells = [results.get((point, n), "—") for n in counts]
        rows.append(f"| {point} | " + " | ".join(cells) + " |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.crash_matrix", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--players", type=int, nargs="+", choices=sorted(SEEDS), default=sorted(SEEDS))
    parser.add_argument("--points", nargs="+", default=None, help="only these points (default: all)")
    args = parser.parse_args(argv)
    results: dict[tuple[str, int], str] = {}
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="crash-matrix-") as tmp:
        work = Path(tmp)
        for players in args.players:
            clean = clean_run(players, work)
            for label, point in clean.points:
                if args.points is None or label in args.points or point in args.points:
                    results[(label, players)] = check_point(clean, point, work)
                    print(f"{players} players, {label} ({point}): {results[(label, players)]}", flush=True)
    print(table(results, args.players))
    failures = [k for k, v in results.items() if v != "ok"]
    print(f"{len(results)} kills, {len(failures)} failures, {time.monotonic() - started:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
