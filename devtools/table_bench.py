"""Table benchmarks: ``python -m devtools.table_bench [--runs N] [--startup-only]`` (prints
figures, asserts nothing).

* cold start to the first painted table (``N`` launches, default 7, of ``python -m burraco_qt``
  from source, measured from before the process starts), beside a bare PySide6 window (a
  ``QMainWindow`` with a label, launched the same way, alternating with the game's runs so both
  see the same machine load): every run's pair and ratio, the median of the per-run ratios and
  the ratio of the medians (the goal: at most 2.5), and the same for the CPU seconds (less
  sensitive to other processes on a shared machine); once with ``.pyc`` files as an installed
  copy has them, once with no ``.pyc`` at all (every launch compiles its sources; skipped with
  ``--startup-only``);
* relayout after a move (median and p99 of the table's full relayout, the layout computed afresh
  each time: mid-hand with 8 melds, and a hand-built table with 14 + 14 melds, 4 players);
* a scripted drag: time to handle each mouse move and repaint the viewport (median, p99).

Runs offscreen unless ``QT_QPA_PLATFORM`` says otherwise.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

from .simulate import percentile

#: A bare PySide6 window that prints the seconds from BURRACO_T0 to its first paint, then quits.
BARE_WINDOW = """
import os, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
class Window(QMainWindow):
    painted = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            print(f"first paint {time.time() - float(os.environ['BURRACO_T0']):.3f} s  "
                  f"cpu {time.process_time():.3f} s", flush=True)
            QTimer.singleShot(0, app.quit)
app = QApplication(sys.argv[:1])
window = Window()
window.setCentralWidget(QLabel("Burraco"))
window.resize(1280, 800)
window.show()
app.exec()
"""


def _first_paint(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds from before the launch, CPU seconds of the process) at the first paint."""
    env["BURRACO_T0"] = repr(time.time())
    out = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60, check=True)
    line = next(x for x in out.stdout.splitlines() if x.startswith("first paint")).split()
    # the game prints its own figure (from the process's creation) and the one since BURRACO_T0,
    # the bare window only the latter: compare like with like
    wall = line[line.index("BURRACO_T0") + 1] if "BURRACO_T0" in line else line[2]
    return float(wall), float(line[5])


def cold_start(
    runs: int = 7, bytecode: bool = True
) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """(wall, CPU) seconds from launch to the first painted table, and to a bare PySide6
    window's first paint, per run (the two alternate, so both see the same machine load; the
    CPU seconds hardly depend on the load of a shared machine).

    ``bytecode`` (default): Python may write and use ``.pyc`` files, as in an installed copy
    (pip compiles on install), and one unmeasured launch of each comes first to write them.
    ``False``: no ``.pyc`` at all (an empty cache that is never written), so every launch
    compiles the Python sources it imports, the game's and PySide6's (the first launch after an
    install that did not compile; slower, and not what a player usually sees)."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    game, bare = [], []
    game_command = [sys.executable, "-m", "burraco_qt", "--timing", "--seed", "4"]
    bare_command = [sys.executable, "-c", BARE_WINDOW]
    if bytecode:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        _first_paint(game_command, env)
        _first_paint(bare_command, env)
    else:  # an empty bytecode cache that is never written: every launch compiles
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="burraco-bench-pyc-")
    for _ in range(runs):
        game.append(_first_paint(game_command, env))
        bare.append(_first_paint(bare_command, env))
    return game, bare


def _relayouts(scene, runs: int = 200) -> list[float]:
    """Milliseconds of ``runs`` full relayouts, each computing the layout afresh."""
    from burraco_qt.ui.geometry.table_layout import _cached

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

    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.ui.app.main_window import MainWindow
    from burraco_qt.ui.table.speeds import Speeds

    from .layout_check import extreme_games

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
    controller.replace_position(extreme_games(4)["melds14"], new_hand=True)  # 14 melds a team
    app.processEvents()
    full = _relayouts(scene)
    window.close()
    return relayout, full, steps


def report_start(runs: list[tuple[float, float]], bare_runs: list[tuple[float, float]], how: str) -> None:
    """Print the cold start figures of :func:`cold_start` (``how``: the bytecode case)."""
    print(f"cold start, {how} ({len(runs)} alternating runs):")
    print("  run   game s   bare s   ratio   game cpu  bare cpu  cpu ratio")
    for i, ((game, game_cpu), (bare, bare_cpu)) in enumerate(zip(runs, bare_runs, strict=True), 1):
        print(
            f"  {i:3d}  {game:7.3f}  {bare:7.3f}  {game / bare:6.2f}   {game_cpu:7.3f}  "
            f"{bare_cpu:8.3f}  {game_cpu / bare_cpu:9.2f}"
        )
    starts, bares = [r[0] for r in runs], [r[0] for r in bare_runs]
    game_median, bare_median = statistics.median(starts), statistics.median(bares)
    ratios = [g / b for g, b in zip(starts, bares, strict=True)]
    cpu_ratios = [g[1] / b[1] for g, b in zip(runs, bare_runs, strict=True)]
    game_cpu = statistics.median(r[1] for r in runs)
    bare_cpu = statistics.median(r[1] for r in bare_runs)
    print(f"  game to first paint:       median {game_median:.3f} s")
    print(f"  bare PySide6 window:       median {bare_median:.3f} s")
    print(
        f"  start-up ratio (game / bare window): median of the runs' ratios "
        f"{statistics.median(ratios):.2f}, ratio of the medians "
        f"{game_median / bare_median:.2f}  (goal: at most 2.5)"
    )
    print(
        f"  CPU to first paint: game {game_cpu:.3f} s, bare {bare_cpu:.3f} s, median of the "
        f"runs' ratios {statistics.median(cpu_ratios):.2f}, ratio of the medians "
        f"{game_cpu / bare_cpu:.2f}"
    )
    if hasattr(os, "getloadavg"):
        print("  load average (1, 5, 15 min): " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.table_bench", description="Table benchmarks (figures only)."
    )
    parser.add_argument("--runs", type=int, default=7, help="cold start runs of each (default 7)")
    parser.add_argument(
        "--startup-only",
        action="store_true",
        help="only the cold start with .pyc files (no relayout or drag figures)",
    )
    args = parser.parse_args(argv)
    for bytecode in (True,) if args.startup_only else (True, False):
        runs, bare_runs = cold_start(max(1, args.runs), bytecode=bytecode)
        report_start(
            runs,
            bare_runs,
            "with .pyc files, as installed" if bytecode else "with no .pyc (sources compiled)",
        )
    if args.startup_only:
        return 0
    relayout, full, steps = in_process()
    print(
        f"relayout after a move:     median {statistics.median(relayout):.2f} ms  "
        f"p99 {percentile(relayout, 0.99):.2f} ms  ({len(relayout)} runs, 8 melds)"
    )
    print(
        f"relayout, 14 + 14 melds:   median {statistics.median(full):.2f} ms  "
        f"p99 {percentile(full, 0.99):.2f} ms  ({len(full)} runs)"
    )
    print(
        f"drag, move + repaint:      median {statistics.median(steps):.2f} ms  "
        f"p99 {percentile(steps, 0.99):.2f} ms  ({len(steps)} moves)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
