"""Event-loop latency while the expert thinks (issue 13; run by ``python -m devtools.ai_bench``):
``python -m devtools.latency [--seconds 20] [--budget 1.0]``.

A ``QCoreApplication`` runs a :class:`~burraco_qt.model.controller.GameController` with expert seats on every
seat (the real thinker and process pool) and a 5 ms timer; each tick's lateness (time since the
previous tick minus 5 ms) is recorded while a search runs. Prints one JSON line: ``p50``/``p99``
lateness in ms, ``ticks`` and ``searches``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.latency")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--budget", type=float, default=1.0)
    args = parser.parse_args(argv)
    from PySide6.QtCore import QCoreApplication, QTimer

    from burraco_qt.ai import pool
    from burraco_qt.model.controller import GameController, MatchOptions

    from .simulate import percentile

    app = QCoreApplication([])
    c = GameController(
        MatchOptions(2, "expert", seed=5),
        human_seat=None,
        ai_delay_ms=0,
        search={"samples": None, "budget": args.budget, "workers": None},
    )
    late: list[float] = []
    searches = [0]
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        if c.thinking_seat is not None:
            late.append(max(0.0, (now - last[0]) * 1000 - 5))
        last[0] = now

    def on_thinking(seat: int) -> None:
        if seat >= 0:
            searches[0] += 1
            last[0] = time.perf_counter()

    def on_hand_end(_event) -> None:
        QTimer.singleShot(0, c.next_hand)

    c.thinkingChanged.connect(on_thinking)
    c.handEnded.connect(on_hand_end)
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    pool.pool()  # workers started before the clock runs
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    c.start()
    app.exec()
    c.stop_thinking()
    pool.shutdown()
    print(
        json.dumps(
            {
                "p50": round(percentile(late, 0.5), 2),
                "p99": round(percentile(late, 0.99), 2),
                "ticks": len(late),
                "searches": searches[0],
            }
        )
    )
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
