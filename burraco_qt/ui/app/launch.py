"""Start-up: ``burraco-qt`` and ``python -m burraco_qt``.

Options: ``--players 2..6``, ``--difficulty easy|medium|hard``, ``--preset NAME``, ``--target N``
and ``--seed N`` start a given, reproducible match; ``--autoplay`` lets the computer play every
seat through the controller with animations off, and with ``--exit-after-hand`` exits 0 after
the first hand; ``--screenshot FILE`` saves a PNG of the window after the first paint and exits; ``--timing``
prints the seconds from the process start to the first painted table (and the CPU seconds the
process used until then) and exits;
``--replay FILE`` opens the replay viewer on a game record (a saved hand or a problem report;
a bad file exits 2 with the reason), with ``--screenshot`` painting its first position;
``--verify FILE`` checks a fair hand or a match record and exits (0 good, 1 with the reason;
:mod:`.entry` runs it before any Qt import);
``--size WxH`` sets the window size (640x480 to 7680x4320); the first window always fits the
screen's available geometry.

A developer hook: :func:`main`'s ``on_window`` is called with the main window before the match
starts; the developer launcher ``python -m devtools.run_app`` installs its test bot there and
arms the crash points (``burraco_qt/crash_hook.py``), which otherwise do nothing. The app reads
no test-only environment variable.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QByteArray, QTimer

from ...ai import TIERS
from ...engine import PRESETS
from ...storage.autosave import MAX_STORED as MAX_NUMBER  # the largest --seed or --target
from ..i18n import LANGUAGES
from ..table.speeds import SPEED_FACTORS
from .history_link import AfterFirstPaint
from .process_start import creation_time

if TYPE_CHECKING:
    from collections.abc import Callable

    from .main_window import MainWindow


def _launcher_time() -> float | None:
    """The launcher's clock in BURRACO_T0 (seconds since the epoch, set just before the
    launch by a timing script), or ``None`` (anything else there is ignored)."""
    try:
        value = float(os.environ.get("BURRACO_T0", "")[:40])
    except ValueError:
        return None
    return value if 0 < value < 1e11 else None


#: The process's creation as the operating system records it (``--timing`` counts from it),
#: else the launcher's BURRACO_T0, else now.
START = creation_time() or _launcher_time() or time.time()


def _positive(text: str) -> int:
    value = _number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _number(text: str) -> int:
    """An integer the app can store (``-2**63`` to ``2**63 - 1``)."""
    if len(text) > 25:
        raise argparse.ArgumentTypeError("must be a number of at most 19 digits")
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if not -MAX_NUMBER - 1 <= value <= MAX_NUMBER:
        raise argparse.ArgumentTypeError("must be a number of at most 19 digits")
    return value


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x800, not {text!r}") from None
    if not (640 <= width <= 7680 and 480 <= height <= 4320):
        raise argparse.ArgumentTypeError("the window is from 640x480 to 7680x4320")
    return width, height


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="burraco-qt",
        description="Play Burraco.",
        epilog="Runs with --deck, --autoplay, --screenshot or --timing are never saved: they "
        "neither load nor overwrite the match in progress (--timing with --resume yes "
        "times the resume of the saved match).",
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=(2, 3, 4, 5, 6),
        default=None,
        help="players at the table for a new match (default: the last New game choice)",
    )
    parser.add_argument(
        "--difficulty",
        choices=list(TIERS),
        default=None,
        help="the level of every computer seat (default: the last New game choice)",
    )
    parser.add_argument(
        "--preset",
        choices=list(PRESETS),
        default=None,
        help="the rules of a new match (default: the last New game choice)",
    )
    parser.add_argument(
        "--target",
        type=_positive,
        default=None,
        help="the points that win a new match (default: the last New game choice)",
    )
    parser.add_argument(
        "--seed",
        type=_number,
        default=None,
        help="shuffle the decks from this number (the same seed deals the same hands)",
    )
    parser.add_argument(
        "--deck",
        default=None,
        help="deal the first hand from this pre-arranged deck (rules notation; for tests and bug reports)",
    )
    parser.add_argument(
        "--language",
        choices=list(LANGUAGES),
        default=None,
        help="language of the table (default: the system's)",
    )
    parser.add_argument(
        "--resume",
        choices=("ask", "yes", "no"),
        default="ask",
        help="resume a match in progress (default: ask)",
    )
    parser.add_argument("--autoplay", action="store_true", help="the computer plays every seat")
    parser.add_argument(
        "--expert-samples",
        type=_positive,
        default=None,
        help="the expert searches this many worlds per decision (deterministic; "
        "for tests) instead of its thinking time",
    )
    parser.add_argument(
        "--exit-after-hand", action="store_true", help="with --autoplay: exit after the first hand"
    )
    parser.add_argument("--screenshot", metavar="FILE", help="save a PNG after the first paint, exit")
    parser.add_argument("--size", type=_size, default=(1280, 800), help="window size, e.g. 1920x1080")
    parser.add_argument(
        "--speed", choices=list(SPEED_FACTORS), default=None, help="animation speed (default: the preference)"
    )
    parser.add_argument(
        "--replay",
        metavar="FILE",
        help="replay the hand in this record file (Save hand as…, Report a problem…)",
    )
    parser.add_argument(
        "--verify",
        metavar="FILE",
        help="verify the fair deal and the replay of a hand or match record, then exit (no window)",
    )
    parser.add_argument(
        "--timing",
        action="store_true",
        help="print the seconds from start to the first painted table, then exit",
    )
    args = parser.parse_args(argv)
    if args.exit_after_hand and not args.autoplay:
        parser.error("--exit-after-hand needs --autoplay")
    return args


def keep_table(window, keeper, saved: dict[str, Any] | None = None) -> None:
    """Save the look of the player's table (the hand's order, the card just drawn) with the
    match, also when the hand is only rearranged; with ``saved`` (a resumed match, after the
    controller started it), put it back and save it at once."""
    scene = window.scene
    if keeper.table_state is None:
        keeper.table_state = scene.table_state
        scene.arranged.connect(keeper.save)
    if saved:
        scene.restore_table(saved)
        keeper.save()


def match_options(args: argparse.Namespace, settings):  # -> MatchOptions
    """The first match's options: the command line's, else the remembered New game choices
    (``settings``, a :class:`~burraco_qt.storage.settings.Settings`): the characters chosen
    there (a fresh install's default lineup), unless ``--difficulty`` names a tier for every
    computer seat."""
    from ...model import MatchOptions

    players = args.players or settings.players
    remembered = tuple(k for k in settings.characters.split(",") if k)
    characters = (
        () if args.difficulty else (remembered[: players - 1] if len(remembered) >= players - 1 else ())
    )
    return MatchOptions(
        players,
        args.difficulty or settings.difficulty,
        args.preset or settings.preset,
        args.target or settings.target,
        args.seed,
        characters,
    )


def restore_when_dealt(window, controller, saved: dict[str, Any] | None) -> None:
    """Put the saved look of the player's table (``saved``, a resumed match's) back as soon as
    ``controller`` deals its hand, before the keeper's autosave of that deal: connected before
    the keeper is made, so the resume writes the autosave once, with the restored table."""
    if not saved:
        return

    def restore() -> None:
        controller.handStarted.disconnect(restore)
        window.scene.restore_table(saved)

    controller.handStarted.connect(restore)


def main(argv: list[str] | None = None, on_window: Callable[[MainWindow, bool], object] | None = None) -> int:
    """Run the app; returns the exit status. ``on_window(window, resumed)`` is called once the
    main window is made and wired, before the match starts (``resumed``: a saved match goes
    on); ``python -m devtools.run_app`` installs its test bot there."""
    args = parse_args(argv)
    if args.verify:
        from ...ai.verify_command import main as verify

        return verify(args.verify)
    if args.replay:
        from ..replay.command_line import run

        return run(args.replay, args.screenshot, args.size, args.language)
    from PySide6.QtWidgets import QApplication

    from ...engine import RuleError
    from ...model import GameController
    from ...model.keeper import MatchKeeper
    from ..i18n import Translations, system_language
    from ..table.speeds import Speeds
    from . import crash_report, save_status
    from .main_window import MainWindow
    from .screen_fit import fit_to_screen
    from .startup import ask_resume, open_services, settle_saved

    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    app.setApplicationName("Burraco Qt")
    app.setApplicationDisplayName("Burraco")
    app.setDesktopFileName("burraco-qt")
    from PySide6.QtGui import QIcon

    from ...paths import resource

    app.setWindowIcon(QIcon(str(resource("icons", "burraco.svg"))))
    # autoplay, screenshots, given decks and timing (unless told to resume) never touch the match
    # in progress: no question, no load, no autosave
    keep = not (args.autoplay or args.screenshot or args.deck or (args.timing and args.resume != "yes"))
    services = open_services(keep_match=keep, defer_history=True)  # opened after the first paint
    settings = services.settings
    translations = Translations(app)
    translations.set_language(args.language or settings.language or system_language())
    prefs = services.preferences()
    from ..style import apply_style

    apply_style(prefs.table_contrast)  # every window and dialog in the game's style (issue 28)
    speed = "instant" if (args.autoplay or args.screenshot) else (args.speed or prefs.speed)
    speeds = Speeds(SPEED_FACTORS[speed], prefs.reduce_motion)
    options = match_options(args, settings)
    match = services.saved_match
    if match is not None:  # its finished hands the history lacks, whatever the answer below
        settle_saved(services, match)
        if match.over:  # kept only until its hands were recorded or kept: the winner screen, once
            with contextlib.suppress(OSError):
                if not services.unsettled:
                    services.autosave.clear()
    if (
        match is not None
        and not match.over
        and (args.resume == "no" or (args.resume == "ask" and not ask_resume(None)))
    ):
        match = None
    if match is not None and match.over and args.resume == "no":
        match = None
    try:
        controller = GameController(
            options,
            human_seat=None if args.autoplay else 0,
            ai_delay_ms=0 if args.autoplay else speeds.computer_step,
            first_deck=args.deck,
            match=match,
            search=_search_options(args, prefs),
            fair=not args.screenshot,  # issue 29: every match played is dealt fairly
        )
    except RuleError as err:
        print(f"burraco-qt: {err.code}: {err.message}", file=sys.stderr)
        return 2
    window = MainWindow(
        controller,
        speeds,
        autoplay=args.autoplay,
        exit_after_hand=args.exit_after_hand,
        prefs=prefs,
        history=services.history,
        translations=translations,
    )
    if match is not None:  # the player's arrangement of the hand and the card just drawn
        restore_when_dealt(window, controller, services.saved_table)
    late = AfterFirstPaint(window, services, None, not (args.screenshot or args.timing))
    controller.handEnded.connect(late.run)  # before the keeper's: the history is open by then
    keeper = MatchKeeper(
        controller,
        services.autosave,
        services.history,
        match_key=services.saved_key if match is not None else None,
        pending=services.pending,
    )
    late.keeper = keeper
    save_status.attach(window, keeper, controller)
    keep_table(window, keeper)
    late.reporter = crash_report.install(
        lambda: window, None if services.folder_state else services.folder, keeper.save, log_now=False
    )
    if on_window is not None:  # a developer launcher's hook (devtools.run_app: the test bot)
        on_window(window, match is not None)
    window.data_folder = None if services.folder_state else services.folder
    _remember(window, services)
    if settings.geometry and not args.screenshot and not args.timing:
        window.restoreGeometry(QByteArray.fromBase64(settings.geometry.encode()))
    else:
        window.resize(*args.size)
    fit_to_screen(window)  # the first geometry fits the screen; resizing later is the player's
    # Open cards stays on for a new match (it starts as practice) and for a resumed practice
    # match; a resumed match that still counts is not turned into practice without asking.
    if settings.open_cards and not args.autoplay and (match is None or controller.match.practice):
        window.action_open.setChecked(True)
        controller.set_open_cards(True)
        window.refresh()
    controller.start()
    if match is not None and controller.game.over:  # saved at a hand's end: its score sheet
        window.resume_finished_hand()
    status = {"code": 0}
    window.view.firstPainted.connect(lambda: QTimer.singleShot(0, late.run))
    if args.screenshot or args.timing:
        window.view.firstPainted.connect(lambda: _first_paint(window, args.screenshot, args.timing, status))
    window.show()
    fit_to_screen(window)  # now with the real frame of the window manager
    code = app.exec()
    late.stop()
    controller.stop_thinking()
    from ...ai import pool

    pool.shutdown()
    keeper.save()
    services.remember(
        geometry=bytes(window.saveGeometry().toBase64().data()).decode(), open_cards=controller.open_cards
    )
    services.lock.unlock()
    return status["code"] or code


__all__ = ["AfterFirstPaint", "main"]


def _search_options(args: argparse.Namespace, prefs) -> dict:
    """The expert's search: ``--expert-samples`` worlds, or the Preferences' thinking time; on
    the shared process pool."""
    if args.expert_samples:
        return {"samples": args.expert_samples, "budget": 1.0, "workers": None}
    return {"samples": None, "budget": float(prefs.thinking), "workers": None}


def _remember(window, services) -> None:
    """Save what the player chooses as soon as it is chosen."""
    window.languageChosen.connect(lambda lang: services.remember(language=lang))
    window.preferencesChanged.connect(
        lambda p: services.remember(
            speed=p.speed,
            reduce_motion=p.reduce_motion,
            card_size=p.card_size,
            sound=p.sound,
            thinking=p.thinking,
            deck_colours=p.deck_colours,
            face_style=p.face_style,
            table_contrast=p.table_contrast,
        )
    )
    window.matchOptionsChosen.connect(
        lambda o: services.remember(
            players=o.players,
            difficulty=o.difficulty,
            preset=o.preset,
            target=o.target,
            characters=",".join(o.characters)
            if len(o.characters) >= 3
            else ",".join(o.characters + tuple(_rest(services, o)))
            if o.characters
            else "",
        )
    )


def _rest(services, options) -> list[str]:
    """For 1 vs 1 and 3 players: the remembered seats after those chosen, kept for the next
    2 vs 2 (three seats in all)."""
    saved = [k for k in services.settings.characters.split(",") if k]
    return (saved + [options.characters[0]] * 3)[len(options.characters) : 3]


def _first_paint(window, path: str | None, timing: bool, status: dict) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    if timing:
        now = time.time()
        line = f"first paint {now - START:.3f} s  cpu {time.process_time():.3f} s"
        launched = _launcher_time()
        if launched is not None:
            line += f"  since BURRACO_T0 {now - launched:.3f} s"
        print(line, flush=True)

    def shoot() -> None:  # after this paint: grabbing inside it would repaint recursively
        if path and not window.grab().save(path, "PNG"):
            print(f"burraco-qt: cannot write the screenshot {path}", file=sys.stderr)
            status["code"] = 2
        QApplication.quit()

    QTimer.singleShot(0, shoot)


if __name__ == "__main__":
    sys.exit(main())
