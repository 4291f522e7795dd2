"""Card pixmaps are rendered at the screen's device pixel ratio (QT_SCALE_FACTOR=2)."""

from __future__ import annotations

import os
import subprocess
import sys

SCRIPT = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds
c = GameController(MatchOptions(seed=2), ai_delay_ms=0)
w = MainWindow(c, Speeds(0))
w.resize(1000, 700)
w.show()
c.start()
w.grab()
ratios = {key[2] for key in w.scene.art._pixmaps}
pixmaps = {round(pm.devicePixelRatio(), 2) for pm in w.scene.art._pixmaps.values()}
print(app.devicePixelRatio(), sorted(ratios), sorted(pixmaps))
"""


def test_pixmaps_follow_the_device_pixel_ratio() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=60, check=True
    ).stdout.split("\n")[-2]
    assert out == "2.0 [2.0] [2.0]", out
