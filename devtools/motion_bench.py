"""How smoothly the cards travel: ``python -m devtools.motion_bench [--hands N] [--size WxH]``.

Run it on a real X server at the size measured, e.g.
``xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python -m devtools.motion_bench``
(``QT_QPA_PLATFORM`` is ``xcb`` when ``DISPLAY`` is set, else ``offscreen``).

The real table (:class:`~burraco_qt.ui.app.main_window.MainWindow`, normal speed) at the given
size (default 1920×1080) plays ``N`` hands (default 2) of four computers … two, seat 0 shown: an
event filter on the view's viewport timestamps every paint event while the cards of one command
travel, from the command until :func:`~burraco_qt.ui.table.motion.animating` is false. Each
command is sorted by its kind (the deal — shown again three times a hand —, a draw from the
stock, the pile taken, a meld, an attach, a discard, a pozzetto) and the bench prints per kind
the frame interval's median and p95 (goal: p95 at most 20 ms), the same without each
animation's first frame (the one that pays for the relayout and the new card pictures), and the
CPU per frame (the process's CPU time over the animation / its frames). A benchmark for notes,
not a timed test: it asserts nothing.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import time
from collections import defaultdict

from .simulate import percentile

KINDS = ("deal", "draw", "pile taken", "meld", "attach", "discard", "pozzetto")


def kind_of(events: list) -> str | None:
    """The kind of animation a command's events make (``None``: none of :data:`KINDS`)."""
    from burraco_qt.engine import CardsMoved, MeldCreated, MeldExtended, PozzettoTaken

    if any(isinstance(e, PozzettoTaken) for e in events):
        return "pozzetto"
    if any(isinstance(e, MeldCreated) for e in events):
        return "meld"
    if any(isinstance(e, MeldExtended) for e in events):
        return "attach"
    for e in events:
        if isinstance(e, CardsMoved):
            if e.source.kind == "stock":
                return "draw"
            if e.source.kind == "pile":
                return "pile taken"
            if e.dest.kind == "pile":
                return "discard"
    return None


class PaintClock:
    """An event filter that keeps the ``time.perf_counter()`` of every paint of a widget."""

    def __init__(self, widget) -> None:
        from PySide6.QtCore import QEvent, QObject

        clock = self

        class Filter(QObject):
            def eventFilter(self, obj, event) -> bool:
                if event.type() == QEvent.Type.Paint:
                    clock.stamps.append(time.perf_counter())
                return False

        self.stamps: list[float] = []
        self._filter = Filter()
        widget.installEventFilter(self._filter)


def measure(app, scene, clock: PaintClock, run) -> tuple[list[float], float, int]:
    """Run ``run()`` (a command or a deal) and process events until the cards stop: (frame
    intervals in ms, CPU seconds, frames)."""
    from burraco_qt.ui.table.motion import animating

    clock.stamps.clear()
    cpu = time.process_time()
    run()
    deadline = time.perf_counter() + 10
    while animating(scene.cards.values()) and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.001)
    app.processEvents()
    cpu = time.process_time() - cpu
    stamps = list(clock.stamps)
    return [(b - a) * 1000 for a, b in itertools.pairwise(stamps)], cpu, len(stamps)


def bench(hands: int, width: int, height: int, players: int = 2) -> dict[str, list]:
    """Per kind: a list of (intervals ms, CPU s, frames), one per animation."""
    if "QT_QPA_PLATFORM" not in os.environ:
        os.environ["QT_QPA_PLATFORM"] = "xcb" if os.environ.get("DISPLAY") else "offscreen"
    from PySide6.QtWidgets import QApplication

    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.ui.app.main_window import MainWindow
    from burraco_qt.ui.table.speeds import Speeds

    app = QApplication.instance() or QApplication([])
    results: dict[str, list] = defaultdict(list)
    for hand in range(hands):
        controller = GameController(MatchOptions(players, seed=11 + hand), human_seat=None, ai_delay_ms=0)
        controller.paused = True
        window = MainWindow(controller, Speeds(1.0))
        window.move(0, 0)
        window.resize(width, height)
        window.show()
        scene = window.scene
        clock = PaintClock(window.view.viewport())
        deadline = time.perf_counter() + 5
        while not window.view._painted and time.perf_counter() < deadline:
            app.processEvents()
        controller.start()
        for _ in range(3):
            results["deal"].append(measure(app, scene, clock, scene.on_hand_started))
        seen: list = []
        controller.eventsApplied.connect(lambda seat, events, seen=seen: seen.append(events))
        while not controller.game.over:
            seen.clear()
            out = measure(app, scene, clock, controller.step)
            if not seen:
                break
            kind = kind_of(seen[-1])
            if kind is not None:
                results[kind].append(out)
        window.close()
        window.deleteLater()
        app.processEvents()
    return results


def report(results: dict[str, list], width: int, height: int) -> None:
    """Print the figures of :func:`bench`."""
    print(f"card motion at {width}x{height}, normal speed (frame interval between paints, ms):")
    print("  kind         anims  frames   p50    p95   p95 w/o 1st   cpu/frame ms")
    everything, later = [], []
    for kind in KINDS:
        rows = [r for r in results.get(kind, []) if r[2] > 1]
        if not rows:
            print(f"  {kind:12} none")
            continue
        intervals = [x for r in rows for x in r[0]]
        rest = [x for r in rows for x in r[0][1:]]
        frames = sum(r[2] for r in rows)
        cpu = sum(r[1] for r in rows) / frames * 1000
        everything += intervals
        later += rest
        print(
            f"  {kind:12} {len(rows):5d}  {frames:6d}  {statistics.median(intervals):5.1f}  "
            f"{percentile(intervals, 0.95):5.1f}   {percentile(rest, 0.95) if rest else 0:9.1f}"
            f"     {cpu:8.2f}"
        )
    if everything:
        print(
            f"  all          p50 {statistics.median(everything):.1f}  p95 "
            f"{percentile(everything, 0.95):.1f}  p95 without the first frame "
            f"{percentile(later, 0.95):.1f}  (goal: p95 at most 20 ms)"
        )
    if hasattr(os, "getloadavg"):
        print("  load average (1, 5, 15 min): " + ", ".join(f"{x:.2f}" for x in os.getloadavg()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.motion_bench", description="Card motion frame intervals (figures only)."
    )
    parser.add_argument("--hands", type=int, default=2, help="hands played (default 2)")
    parser.add_argument("--size", default="1920x1080", help="window size WxH (default 1920x1080)")
    parser.add_argument("--players", type=int, default=2, help="players at the table (default 2)")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    report(bench(max(1, args.hands), width, height, args.players), width, height)
    return 0


if __name__ == "__main__":
    sys.exit(main())
