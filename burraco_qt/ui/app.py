"""Start-up: ``burraco-qt`` and ``python -m burraco_qt``.

Options: ``--players 2|4``, ``--difficulty easy|medium|hard``, ``--preset NAME``, ``--target N``
and ``--seed N`` start a given, reproducible match; ``--autoplay`` lets the computer play every
seat through the controller with animations off, and with ``--exit-after-hand`` exits 0 after
the first hand; ``--screenshot FILE`` saves a PNG of the window after the first paint and exits; ``--timing``
prints the seconds from the process start to the first painted table and exits;
``--size WxH`` sets the window size.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

#: Start of the process for ``--timing``: the launcher may pass its own clock in BURRACO_T0.
START = float(os.environ.get("BURRACO_T0", "0")) or time.time()


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="burraco-qt", description="Play Burraco.")
    parser.add_argument("--players", type=int, choices=(2, 4), default=2)
    parser.add_argument("--difficulty", choices=("easy", "medium", "hard"), default="medium")
    parser.add_argument("--preset", choices=("italian", "international", "reale"), default="italian")
    parser.add_argument("--target", type=int, default=1005)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--deck", default=None,
                        help="deal the first hand from this pre-arranged deck (rules notation; "
                             "for tests and bug reports)")
    parser.add_argument("--language", choices=("en", "it"), default=None,
                        help="language of the table (default: the system's)")
    parser.add_argument("--autoplay", action="store_true", help="the computer plays every seat")
    parser.add_argument("--exit-after-hand", action="store_true",
                        help="with --autoplay: exit after the first hand")
    parser.add_argument("--screenshot", metavar="FILE", help="save a PNG after the first paint, exit")
    parser.add_argument("--size", default="1280x800", help="window size, e.g. 1920x1080")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default="normal")
    parser.add_argument("--timing", action="store_true",
                        help="print the seconds from start to the first painted table, then exit")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit status."""
    args = parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from ..model import GameController, MatchOptions
    from .main_window import MainWindow
    from .speeds import SPEED_FACTORS, Speeds

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Burraco Qt")
    app.setApplicationDisplayName("Burraco")
    from .i18n import Translations, system_language

    translations = Translations(app)
    translations.set_language(args.language or system_language())
    speed = "instant" if (args.autoplay or args.screenshot) else args.speed
    speeds = Speeds(SPEED_FACTORS[speed])
    options = MatchOptions(args.players, args.difficulty, args.preset, args.target, args.seed)
    from ..engine import RuleError

    try:
        controller = GameController(options, human_seat=None if args.autoplay else 0,
                                    ai_delay_ms=0 if args.autoplay else speeds.computer_step,
                                    first_deck=args.deck)
    except RuleError as err:
        print(f"burraco-qt: {err.code}: {err.message}", file=sys.stderr)
        return 2
    window = MainWindow(controller, speeds, autoplay=args.autoplay,
                        exit_after_hand=args.exit_after_hand)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
        window.resize(width, height)
    except ValueError:
        print(f"burraco-qt: bad --size {args.size!r}, expected WxH", file=sys.stderr)
        return 2
    controller.start()
    if args.screenshot or args.timing:
        window.view.firstPainted.connect(lambda: _first_paint(window, args.screenshot, args.timing))
    window.show()
    return app.exec()


def _first_paint(window, path: str | None, timing: bool) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    if timing:
        print(f"first paint {time.time() - START:.3f} s", flush=True)
    if path:
        window.grab().save(path)
    QTimer.singleShot(0, QApplication.quit)


if __name__ == "__main__":
    sys.exit(main())
