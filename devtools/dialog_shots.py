"""Every dialog of the game, built beside a real table, for the geometry test and for looking.

``python -m devtools.dialog_shots [--look high_contrast] [OUT]`` (offscreen) grabs each dialog
(``QWidget.grab``) over a 1024×700 main window, in English and Italian, into ``OUT`` (default
``/tmp/dialog_shots``): ``<name>_<language>[_<look>].png``. :func:`every_dialog` builds them
(not shown); the score sheets are the live ones of a hand the computers played out (1 vs 1,
2 vs 2, 3 players).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

SIZE = (1024, 700)


def hand_over_window(players: int, seed: int = 2):  # -> MainWindow
    """A shown 1024×700 main window whose first hand the computers played out; its score sheet
    is open (``window.sheet``)."""
    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.ui.app.main_window import MainWindow
    from burraco_qt.ui.table.speeds import Speeds

    c = GameController(MatchOptions(players, seed=seed), human_seat=None, ai_delay_ms=0)
    c.paused = True
    window = MainWindow(c, Speeds(0))
    window.resize(*SIZE)
    window.show()
    c.start()
    while c.step():
        pass
    c.human_seat = 0
    app = QApplication.instance()
    for _ in range(200):
        if window.sheet is not None:
            break
        app.processEvents()  # type: ignore[union-attr]
    return window


def known_history(path: Path):  # -> History
    """A history with two matches and three hands (the storage tests' own)."""
    import importlib

    return importlib.import_module("tests.storage.test_storage").known_history(path)


def winner_sheet(window) -> QDialog:  # window: MainWindow
    """The sheet of a short match's last hand (target 50, random legal moves): the winner's."""
    import random

    from burraco_qt.engine import HandEnded, Rules
    from burraco_qt.engine.match import Match
    from burraco_qt.engine.random_move import random_legal_command
    from burraco_qt.ui.dialogs.score_sheet import ScoreSheetDialog
    from burraco_qt.ui.teams import side_colours

    rules = Rules.preset("italian", decks=1, hand_size=5, pozzetto_size=3, target=50)
    match, rng = Match(rules, 2, seed=7), random.Random(7)
    event: HandEnded | None = None
    while not match.over:
        if event is not None:
            match.next_hand()
        event = None
        while event is None:
            ended = [
                e for e in match.apply(random_legal_command(match.game, rng)) if isinstance(e, HandEnded)
            ]
            event = ended[0] if ended else None
    sheet = ScoreSheetDialog(event, match, window.team_names(), window)
    sheet.tint_teams({t: side_colours(window.controller)[t] for t in (0, 1)})
    return sheet


def archive_windows(folder: Path) -> dict[str, QWidget]:
    """The Hands window holding a hand just played (by random legal moves) and that hand's
    replay window (``hands_archived``, ``replay``); the main window is kept as ``table``."""
    import random

    from burraco_qt.engine.random_move import random_legal_command
    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.model.keeper import MatchKeeper
    from burraco_qt.storage.history_db import History
    from burraco_qt.ui.app.main_window import MainWindow
    from burraco_qt.ui.table.speeds import Speeds

    history = History(folder / "archive.sqlite3")
    c = GameController(MatchOptions(2, seed=21, target=100000), ai_delay_ms=0)
    window = MainWindow(c, Speeds(0), history=history)
    window.resize(*SIZE)
    MatchKeeper(c, None, history, parent=window)
    window.show()
    c.start()
    rng = random.Random(2)
    while not c.game.over:
        if c.human_to_play:
            c.send(random_legal_command(c.game, rng))
        else:
            c.step()
    app = QApplication.instance()
    for _ in range(20):
        app.processEvents()  # type: ignore[union-attr]
    if window.sheet is not None:
        window.sheet.hide()
    hands = window.archive.show_hands()
    out: dict[str, QWidget] = {"table": window}
    if hands is not None:
        out["hands_archived"] = hands
        viewer = hands.replay_row(0)  # type: ignore[attr-defined]
        if viewer is not None:
            out["replay"] = viewer
    return out


def every_dialog(window, history) -> dict[str, QDialog]:  # window: MainWindow
    """Each dialog by name, built with ``window`` as its parent (not shown)."""
    from burraco_qt.ui.dialogs.about import AboutDialog
    from burraco_qt.ui.dialogs.challenge import ChallengeDialog
    from burraco_qt.ui.dialogs.deal_code import DealCodeDialog
    from burraco_qt.ui.dialogs.hands import HandsDialog
    from burraco_qt.ui.dialogs.instructions import InstructionsDialog
    from burraco_qt.ui.dialogs.new_game import NewGameDialog
    from burraco_qt.ui.dialogs.practice_question import practice_question
    from burraco_qt.ui.dialogs.preferences_dialog import PreferencesDialog
    from burraco_qt.ui.dialogs.score_sheet import ScoreSheetDialog
    from burraco_qt.ui.dialogs.statistics import StatisticsDialog

    c = window.controller
    abandon = QMessageBox(
        QMessageBox.Icon.Question,
        QApplication.translate("Dialogs", "New game"),
        QApplication.translate("Dialogs", "Abandon the match in progress?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )
    abandon.setDefaultButton(QMessageBox.StandardButton.No)  # as confirm_abandon asks
    from burraco_qt.ui.teams import side_colours

    match_sheet = ScoreSheetDialog(None, c.match, window.team_names(), window)
    match_sheet.tint_teams({t: side_colours(c)[t] for t in (0, 1)} if c.game.players in (2, 4) else {})
    return {
        "preferences": PreferencesDialog(window.prefs, window),
        "new_game": NewGameDialog(c.options, window),
        "match_sheet": match_sheet,
        "winner_sheet": winner_sheet(window),
        "statistics": StatisticsDialog(history, window),
        "hands": HandsDialog(history, window),
        "instructions": InstructionsDialog(window),
        "about": AboutDialog(window),
        "deal_code": DealCodeDialog(history, window),
        "challenge": ChallengeDialog(window),
        "abandon": abandon,
        "practice": practice_question(window),
    }


def sheets() -> dict[str, tuple[object, QDialog]]:
    """The live end-of-hand score sheets: 1 vs 1, 2 vs 2 and 3 players (window, sheet)."""
    out: dict[str, tuple[object, QDialog]] = {}
    for name, players in (("sheet_2p", 2), ("sheet_4p", 4), ("sheet_3p", 3)):
        window = hand_over_window(players)
        assert window.sheet is not None
        out[name] = (window, window.sheet)
    return out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("BURRACO_DATA_DIR", tempfile.mkdtemp(prefix="burraco-shots-"))
    look = "normal"
    if "--look" in args:
        at = args.index("--look")
        look = args[at + 1]
        args = args[:at] + args[at + 2 :]
    out = Path(args[0] if args else "/tmp/dialog_shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    from burraco_qt.ui.i18n import Translations

    translations = Translations(app)
    history = known_history(Path(tempfile.mkdtemp()) / "h.sqlite3")
    for language in ("en", "it"):
        translations.set_language(language)
        built = sheets()
        from burraco_qt.ui.style import apply_style

        apply_style(look)  # each window applied its own preferences' look
        window = next(iter(built.values()))[0]
        dialogs: dict[str, QDialog] = {name: sheet for name, (_, sheet) in built.items()}
        dialogs.update(every_dialog(window, history))
        for name, dialog in dialogs.items():
            dialog.show()
            app.processEvents()
            suffix = "" if look == "normal" else f"_{look}"
            path = out / f"{name}_{language}{suffix}.png"
            dialog.grab().save(str(path))
            print(path, dialog.size().width(), dialog.size().height(), flush=True)
            dialog.hide()
        archived = archive_windows(Path(tempfile.mkdtemp()))
        for name in ("hands_archived", "replay"):
            if name in archived:
                widget = archived[name]
                widget.show()
                for _ in range(3):
                    app.processEvents()
                widget.grab().save(str(out / f"{name}_{language}.png"))
                print(out / f"{name}_{language}.png", widget.width(), widget.height(), flush=True)
                widget.close()
        archived["table"].close()
        table = next(iter(built.values()))[0]
        table.sheet.hide()  # type: ignore[attr-defined]
        app.processEvents()
        table.grab().save(str(out / f"table_end_{language}.png"))  # type: ignore[attr-defined]
        for w, _ in built.values():
            w.close()  # type: ignore[attr-defined]
    return 0


if __name__ == "__main__":
    sys.exit(main())
