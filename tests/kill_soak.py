"""Kill soak (issue 11): ``python -m tests.kill_soak [--kills 50] [--moves 2000]``.

A bot plays the human seat of real ``burraco-qt`` processes (``python -m devtools.run_app`` with
``BURRACO_TEST_BOT=1``: the real ``main()``), match after match (seeds ``--seed``, ``--seed``+1,
…), until ``--moves`` commands were played. A clean run does it once without interruption; the
soak run does it again in another data folder while this process kills the app ``--kills`` times
at random moments (``SIGKILL`` after a random delay) and restarts it with ``--resume yes`` each
time. At the end the two histories must hold the same matches and hands (every hand once, same
values), ``PRAGMA integrity_check`` must be ok and no autosave or temp file may be left.

``--deterministic`` ends the app at named crash points instead (``BURRACO_TEST_CRASH_AT``, a
random move's autosave): the same kills on every run, which is what CI runs, small.
Prints the figures (kills, restarts, resumes, moves, matches, history rows checked) and exits 0
when everything matched.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ARGS = [
    "--target",
    "1500",
    "--players",
    "2",
    "--difficulty",
    "medium",
    "--speed",
    "instant",
    "--resume",
    "yes",
]


@dataclass
class Figures:
    kills: int = 0
    restarts: int = 0
    resumes: int = 0
    moves: int = 0
    matches: int = 0
    rows_checked: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (
            f"kills {self.kills}, restarts {self.restarts}, resumes {self.resumes}, "
            f"moves {self.moves}, matches {self.matches}, history rows checked "
            f"{self.rows_checked}, {self.seconds:.0f} s, problems {len(self.problems)}"
        )


def _env(folder: Path, crash: str | None = None) -> dict[str, str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "BURRACO_DATA_DIR": str(folder),
        "BURRACO_TEST_BOT": "1",
        "QT_LOGGING_RULES": "qt.multimedia.*=false",
    }
    env.pop("BURRACO_TEST_CRASH_AT", None)
    if crash:
        env["BURRACO_TEST_CRASH_AT"] = crash
    return env


def _start(folder: Path, seed: int, crash: str | None = None) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "devtools.run_app", "--seed", str(seed), *ARGS],
        env=_env(folder, crash),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _finished_matches(folder: Path) -> int:
    path = folder / "history.sqlite3"
    if not path.exists():
        return 0
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT count(*) FROM matches WHERE finished IS NOT NULL").fetchone()[0]
    except sqlite3.Error:
        return 0
    finally:
        db.close()


def _actions(out: str) -> int:
    m = re.search(r"actions=(\d+)", out)
    return int(m.group(1)) if m else 0


def clean_run(folder: Path, seed: int, moves: int) -> tuple[list[int], int]:
    """Play matches without interruption until ``moves`` commands; the seeds and the moves."""
    seeds, total = [], 0
    while total < moves:
        s = seed + len(seeds)
        proc = _start(folder, s)
        out, err = proc.communicate(timeout=600)
        if proc.returncode != 0 or "over=1" not in out:
            raise RuntimeError(f"clean run of seed {s} failed ({proc.returncode}): {err[-2000:]}")
        seeds.append(s)
        total += _actions(out)
    return seeds, total


def soak_run(
    folder: Path,
    clean: Path,
    seeds: list[int],
    kills: int,
    rng: random.Random,
    deterministic: bool,
    max_delay: float,
    figures: Figures,
) -> None:
    """Play the same matches while killing the app ``kills`` times (see the module). Each match
    takes its share of the kills left; a match that ends before its share is used passes the
    rest on, and when the planned matches are done with kills left, one more match is played
    (cleanly too, in ``clean``) so that every kill happens."""
    index = 0
    kills_left = kills
    while index < len(seeds) or kills_left > 0:
        if index == len(seeds):
            more, moves = clean_run(clean, seeds[-1] + 1, 1)
            seeds.extend(more)
            figures.moves += moves
        s = seeds[index]
        share = -(-kills_left // (len(seeds) - index))  # ceil: this match's kills
        while True:
            if (folder / "autosave.json").exists():
                figures.resumes += 1
            kill = share > 0
            crash = f"move.autosaved:{1 + rng.randrange(60)}" if kill and deterministic else None
            proc = _start(folder, s, crash)
            if kill and not deterministic:
                try:
                    proc.wait(rng.uniform(0.3, max_delay))
                except subprocess.TimeoutExpired:
                    proc.send_signal(signal.SIGKILL)
            _, err = proc.communicate(timeout=600)
            if proc.returncode in (-signal.SIGKILL, 86):
                share -= 1
                kills_left -= 1
                figures.kills += 1
                figures.restarts += 1
                if _finished_matches(folder) > index and not (folder / "autosave.json").exists():
                    break  # killed after the match had ended and been cleared
                continue
            if proc.returncode != 0:
                figures.problems.append(f"seed {s}: exit {proc.returncode}: {err[-1000:]}")
                return
            if "Traceback" in err:
                figures.problems.append(f"seed {s}: traceback: {err[-1000:]}")
            break  # the match is over (its unused kills go to the next one)
        index += 1


def _rows(folder: Path) -> tuple[list, list, str]:
    db = sqlite3.connect(folder / "history.sqlite3")
    try:
        ids = [r[0] for r in db.execute("SELECT id FROM matches ORDER BY id")]
        order = {mid: i for i, mid in enumerate(ids)}
        matches = db.execute(
            "SELECT total_us, total_them, winner, finished IS NOT NULL, seed, "
            "practice FROM matches ORDER BY id"
        ).fetchall()
        hands = [
            (order[r[0]], *r[1:])
            for r in db.execute("SELECT match_id, number, us, them, closing_team, how FROM hands ORDER BY id")
        ]
        check = db.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        db.close()
    return matches, hands, check


def soak(kills: int, moves: int, seed: int, rng_seed: int, deterministic: bool, work: Path) -> Figures:
    """Run the clean run and the soak run in ``work``; returns the figures."""
    started = time.time()
    figures = Figures()
    clean, killed = work / "clean", work / "killed"
    clean.mkdir()
    killed.mkdir()
    t0 = time.time()
    seeds, figures.moves = clean_run(clean, seed, moves)
    per_match = (time.time() - t0) / len(seeds)
    soak_run(
        killed, clean, seeds, kills, random.Random(rng_seed), deterministic, max(1.0, per_match), figures
    )
    figures.matches = len(seeds)
    a, b = _rows(clean), _rows(killed)
    figures.rows_checked = len(b[0]) + len(b[1])
    if b[2] != "ok":
        figures.problems.append(f"integrity_check: {b[2]}")
    if a[:2] != b[:2]:
        figures.problems.append(
            f"histories differ: clean {len(a[0])} matches {len(a[1])} "
            f"hands, soak {len(b[0])} matches {len(b[1])} hands"
        )
    left = [p.name for p in killed.iterdir() if p.name == "autosave.json" or p.name.endswith(".tmp")]
    if left:
        figures.problems.append(f"left behind: {left}")
    figures.seconds = time.time() - started
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.kill_soak", description=__doc__)
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7, help="the first match's seed")
    parser.add_argument("--rng", type=int, default=1, help="seed of the kill schedule")
    parser.add_argument(
        "--deterministic", action="store_true", help="end the app at named crash points instead of SIGKILL"
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="burraco-kill-soak-") as work:
        figures = soak(args.kills, args.moves, args.seed, args.rng, args.deterministic, Path(work))
    if args.json:
        print(json.dumps(figures.__dict__))
    else:
        print(figures.line())
        for problem in figures.problems:
            print("  " + problem)
    return 1 if figures.problems else 0


if __name__ == "__main__":
    sys.exit(main())
