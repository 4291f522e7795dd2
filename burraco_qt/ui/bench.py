"""Table benchmarks: ``python -m burraco_qt.ui.bench`` (prints figures, asserts nothing).

* cold start to the first painted table (median of 5 launches of ``python -m burraco_qt``
  from source, measured from before the process starts);
* relayout after a move (median and p99 of the table's full relayout, the layout computed afresh
  each time: mid-hand with 8 melds, and a hand-built table with 14 + 14 melds, 4 players);
* a scripted drag: time to handle each mouse move and repaint the viewport (median, p99).

Runs offscreen unless ``QT_QPA_PLATFORM`` says otherwise.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from ..ai.simulate import percentile


def cold_start(runs: int = 5) -> list[float]:
    """Seconds from launch to the first painted table, per run."""
    times = []
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    for _ in range(runs):
        env["BURRACO_T0"] = repr(time.time())
        out = subprocess.run([sys.executable, "-m", "burraco_qt", "--timing", "--seed", "4"],
                             capture_output=True, text=True, env=env, timeout=60, check=True)
        line = next(x for x in out.stdout.splitlines() if x.startswith("first paint"))
        times.append(float(line.split()[2]))
    return times


def _relayouts(scene, runs: int = 200) -> list[float]:
    """Milliseconds of ``runs`` full relayouts, each computing the layout afresh."""
    from .layout import _cached

    times = []
    for _ in range(runs):
        _cached.cache_clear()  # as after a move: the cards changed, so does the layout
        # (the hand's size for the view, _base_width, stays cached: it only changes on resize)
        t0 = time.perf_counter()
        scene.relayout(animate=True)
        times.append((time.perf_counter() - t0) * 1000)
    return times


def in_process() -> tuple[list[float], list[float], list[float]]:
    """(relayout times mid-hand, relayout times with 14 + 14 melds, drag step times) in ms."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from ..model import GameController, MatchOptions
    from .layout_check import extreme_games
    from .main_window import MainWindow
    from .speeds import Speeds

    app = QApplication.instance() or QApplication([])
    controller = GameController(MatchOptions(4, seed=3), human_seat=0, ai_delay_ms=0)
    window = MainWindow(controller, Speeds(1.0))
    window.resize(1280, 800)
    window.show()
    controller.start()
    controller.human_seat = None  # let the computers fill the table, then take seat 0 back
    controller.computers[0] = controller.computers[1].__class__(99)
    while sum(len(t) for t in controller.game.tables) < 8 and controller.step():
        pass
    controller.human_seat = 0
    app.processEvents()
    scene = window.scene
    relayout = _relayouts(scene)
    for item in scene.cards.values():
        item.finish()
    app.processEvents()
    vp = window.view.viewport()
    card = scene.hand_order[len(scene.hand_order) // 2]
    item = scene.cards[card]
    start = window.view.mapFromScene(item.pos() + QPointF(6, item.height / 2))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = []
    for i in range(1, 241):
        p = start + QPointF(3 * i % 300, -(2 * i % 250)).toPoint()
        t0 = time.perf_counter()
        QTest.mouseMove(vp, p)
        vp.repaint()
        steps.append((time.perf_counter() - t0) * 1000)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    controller.paused = True
    controller.match.game = extreme_games(4)["melds14"]  # 14 melds a team
    scene.on_hand_started()
    app.processEvents()
    full = _relayouts(scene)
    window.close()
    return relayout, full, steps


def main() -> int:
    starts = cold_start()
    print(f"cold start to first paint: median {statistics.median(starts):.3f} s  "
          f"(runs: {', '.join(f'{t:.3f}' for t in starts)})")
    relayout, full, steps = in_process()
    print(f"relayout after a move:     median {statistics.median(relayout):.2f} ms  "
          f"p99 {percentile(relayout, 0.99):.2f} ms  ({len(relayout)} runs, 8 melds)")
    print(f"relayout, 14 + 14 melds:   median {statistics.median(full):.2f} ms  "
          f"p99 {percentile(full, 0.99):.2f} ms  ({len(full)} runs)")
    print(f"drag, move + repaint:      median {statistics.median(steps):.2f} ms  "
          f"p99 {percentile(steps, 0.99):.2f} ms  ({len(steps)} moves)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
