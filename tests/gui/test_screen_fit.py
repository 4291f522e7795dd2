"""The first window fits the screen at any display scale (offscreen platform with a 1920×1080
screen from a config file; the platform is fixed per process, so each case is a subprocess)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

SCRIPT = """
import sys
from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QApplication
app = QApplication([])
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.app.screen_fit import fit_to_screen
from burraco_qt.ui.table.speeds import Speeds

def window(setup):
    c = GameController(MatchOptions(seed=2), ai_delay_ms=0)
    w = MainWindow(c, Speeds(0))
    setup(w)
    fit_to_screen(w)
    w.show()
    fit_to_screen(w)
    c.start()
    app.processEvents()
    return w

area = app.primaryScreen().availableGeometry()
big = MainWindow(GameController(MatchOptions(seed=2), ai_delay_ms=0), Speeds(0))
big.setGeometry(0, 0, 2500, 1500)
saved = big.saveGeometry()
cases = {
    "default": lambda w: None,
    "size": lambda w: w.resize(1920, 1200),
    "restored": lambda w: w.restoreGeometry(saved),
}
for name, setup in cases.items():
    w = window(setup)
    g = w.frameGeometry()
    print(name, area.contains(g), g.width(), g.height(), area.width(), area.height())
    w.resize(900, 500)  # later, the player's size is kept
    app.processEvents()
    print("resized", w.width(), w.height())
    w.close()
"""

CONFIG = {
    "screens": [
        {
            "name": "screen",
            "x": 0,
            "y": 0,
            "width": 1920,
            "height": 1080,
            "logicalDpi": 96,
            "logicalBaseDpi": 96,
            "dpr": 1,
        }
    ]
}


def _env(tmp_path, scale: str) -> dict[str, str]:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps(CONFIG))
    return {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": scale}


@pytest.mark.parametrize("scale", ["1", "1.5", "2"])
def test_initial_window_fits_the_screen(tmp_path, scale: str) -> None:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        env=_env(tmp_path, scale),
        timeout=120,
        check=True,
    ).stdout.split("\n")
    lines = [x.split() for x in out if x.startswith(("default", "size", "restored", "resized"))]
    assert len(lines) == 6, out
    logical = (round(1920 / float(scale)), round(1080 / float(scale)))
    for name, fits, width, height, area_w, area_h in lines[0::2]:
        assert fits == "True", (name, width, height)
        assert (int(area_w), int(area_h)) == logical
    for _, width, height in lines[1::2]:
        assert (int(width), int(height)) == (900, 500)


def test_app_with_size_fits_the_screen_at_150_percent(tmp_path) -> None:
    """``burraco-qt --size 1920x1200`` on 1920×1080 at 150 %: the window (the screenshot) is at
    most the screen's 1280×720 logical pixels."""
    shot = tmp_path / "shot.png"
    subprocess.run(
        [sys.executable, "-m", "burraco_qt", "--seed", "3", "--size", "1920x1200", "--screenshot", str(shot)],
        env=_env(tmp_path, "1.5"),
        timeout=120,
        check=True,
        capture_output=True,
    )
    image = QImage(str(shot))  # device pixels: 1.5 per logical pixel
    assert image.width() <= 1920 and image.height() <= 1080 - 32 * 1.5, image.size()
