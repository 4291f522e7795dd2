"""Quit runs last, in its own process (issue 22, point 4): the real app (``burraco_qt.ui.app.launch
.main``, the same start-up as ``burraco-qt``) is started in a subprocess, the human plays a few
commands, then Game → Quit is triggered through its QAction. The process must exit 0 with no
traceback and no Qt warning on stderr (only the test machine's offscreen/sound noise), and the
autosave it leaves must be the match as it stood at Quit, whole, with no temporary file beside
it; a second start resumes it."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from burraco_qt.engine.match import Match

#: Lines of the test machine, not of the app: the offscreen plugin and no sound server.
NOISE = (
    "This plugin does not support propagateSizeHints()",
    "PulseAudioService: pa_context_connect() failed",
)

PROBE = """
import json, random, sys
from PySide6.QtCore import QTimer
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.ui.app.launch import main

OUT = sys.argv[1]


def hook(window, resumed):
    c = window.controller
    rng = random.Random(5)
    played = []

    def tick():
        if window.isVisible() and c.awaiting_cut:  # a fair deal (issue 29): cut first
            c.cut(7)
            return
        if not window.isVisible() or not c.human_to_play:
            return
        if len(played) < 4:
            played.append(c.send(random_legal_command(c.game, rng)))
            return
        timer.stop()
        with open(OUT, "w") as fh:  # the match as it stands when Quit is chosen
            json.dump({"record": c.match.record(), "played": played}, fh)
        print("quitting", flush=True)
        window.actions_.quit.trigger()

    timer = QTimer(window)
    timer.timeout.connect(tick)
    timer.start(10)


sys.exit(main(["--seed", "5", "--players", "2", "--speed", "instant", "--resume", "yes"], on_window=hook))
"""


def _env(folder) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("BURRACO_TEST_")}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        QT_LOGGING_RULES="qt.multimedia.*=false",
        BURRACO_DATA_DIR=str(folder),
    )
    return env


def test_quit_in_its_own_process_exits_cleanly_and_keeps_the_autosave(tmp_path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    at_quit = tmp_path / "at_quit.json"
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, str(at_quit)],
        env=_env(data),
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.splitlines() == ["quitting"], proc.stdout
    noise = [line for line in proc.stderr.splitlines() if line.strip() and line.strip() not in NOISE]
    assert noise == [], noise  # no traceback, no Qt warning
    expected = json.loads(at_quit.read_text())
    assert expected["played"] == [True] * 4  # the human's commands were played (and autosaved)
    saved = json.loads((data / "autosave.json").read_text())
    assert {k: v for k, v in saved.items() if k not in ("match_key", "table")} == expected["record"]
    assert saved["match_key"]
    resumed = Match.from_record(saved)  # whole: it loads, at the very position of Quit
    assert resumed.record() == Match.from_record(expected["record"]).record()
    assert len(resumed.game.actions) >= 4 and not resumed.game.over
    assert not [p.name for p in data.iterdir() if p.name.endswith(".tmp")]
    # a second start resumes it (``--timing`` with ``--resume yes`` times the resume, then exits
    # without saving)
    again = subprocess.run(
        [sys.executable, "-m", "burraco_qt", "--resume", "yes", "--timing"],
        env=_env(data),
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
    )
    assert again.returncode == 0, again.stderr[-3000:]
    assert "Traceback" not in again.stderr
    assert json.loads((data / "autosave.json").read_text()) == saved
