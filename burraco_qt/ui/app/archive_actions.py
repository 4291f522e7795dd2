"""The Game menu's archive entries: *Hands…*, *Replay a hand…*, *Play a deal code…*, *Save hand
as…* and *Report a problem…* (issue 14)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from ...model import MatchOptions

if TYPE_CHECKING:
    from .main_window import MainWindow


class ArchiveActions:
    """Adds the five actions to ``window``'s Game menu (before Quit); :attr:`windows` keeps the
    Hands and replay windows opened from them."""

    def __init__(self, window: MainWindow) -> None:
        self.window = w = window
        self.windows: list[QWidget] = []

        def action(name: str, slot, shortcut: str | None = None) -> QAction:
            a = QAction(w)
            a.setObjectName(name)
            if shortcut:
                a.setShortcut(QKeySequence(shortcut))
            # triggered(bool) must not land in the slot's first argument (text, path): issue 22
            a.triggered.connect(lambda _checked=False, slot=slot: slot())
            return a

        self.hands = action("actionHands", self.show_hands, "Ctrl+Shift+H")
        self.replay = action("actionReplayFile", self.replay_file)
        self.play_code = action("actionPlayCode", self.play_code_dialog)
        self.save_hand = action("actionSaveHand", self.save_current_hand, "Ctrl+Shift+S")
        self.report = action("actionReport", self.report_problem)
        self.hands.setEnabled(w.history is not None)
        menu = w.actions_.game_menu
        quit_ = w.actions_.quit
        menu.insertActions(quit_, [self.hands, self.replay, self.play_code])
        menu.insertSeparator(quit_)
        menu.insertActions(quit_, [self.save_hand, self.report])
        menu.insertSeparator(quit_)

    def retranslate(self) -> None:
        """The actions' texts in the current language."""
        self.hands.setText(QCoreApplication.translate("MainWindow", "Hands…"))
        self.replay.setText(QCoreApplication.translate("MainWindow", "Replay a hand…"))
        self.play_code.setText(QCoreApplication.translate("MainWindow", "Play a deal code…"))
        self.save_hand.setText(QCoreApplication.translate("MainWindow", "Save hand as…"))
        self.report.setText(QCoreApplication.translate("MainWindow", "Report a problem…"))

    def _keep(self, widget: QWidget) -> QWidget:
        self.windows = [x for x in self.windows if x.isVisible()] + [widget]
        widget.show()
        return widget

    # ------------------------------------------------------------------ slots
    def show_hands(self) -> QWidget | None:
        """The Hands window (non-modal); ``None`` without a history."""
        if self.window.history is None:
            return None
        from ..dialogs.hands import HandsDialog

        dialog = HandsDialog(self.window.history, self.window)
        dialog.playCode.connect(lambda code: self._play_from_hands(dialog, code))
        return self._keep(dialog)

    def _play_from_hands(self, dialog: QWidget, code: str) -> None:
        """*Play this deal* in the Hands window: Game → Play a deal code… with ``code`` filled
        in; the Hands window closes when the match starts."""
        if self.play_code_dialog(code):
            dialog.close()

    def replay_file(self, path: str | None = None) -> QWidget | None:
        """Ask for a record file (unless ``path``) and open it in the replay viewer; a file
        that cannot be shown gets a message box with the reason."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox  # when first used (start-up)

        if not path:
            path, _ = QFileDialog.getOpenFileName(
                self.window,
                QCoreApplication.translate("MainWindow", "Replay a hand"),
                str(Path.home()),
                QCoreApplication.translate("MainWindow", "Hand records (*.json)"),
            )
        if not path:
            return None
        from PySide6.QtCore import Qt

        from ..replay.command_line import read_replay
        from ..replay.viewer import ReplayWindow

        replay = read_replay(path)
        if isinstance(replay, str):
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("MainWindow", "Replay"),
                QCoreApplication.translate("MainWindow", "This file cannot be replayed: %1").replace(
                    "%1", replay
                ),
            )
            return None
        match = self.window.controller.match
        ours = replay.record in match.finished or replay.record == match.game.record()
        seats = replay.seats or (match.seats if ours else {})  # a hand of this match: its players
        viewer = ReplayWindow(replay, Path(path).name, self.window, seats=seats)
        viewer.setWindowFlag(Qt.WindowType.Window, True)
        return self._keep(viewer)

    def play_code_dialog(self, text: str = "") -> bool:
        """Ask for a deal code and start a match on it (after confirming that the match in
        progress is abandoned); ``True`` when a match was started."""
        from ..dialogs.abandon import confirm_abandon
        from ..dialogs.deal_code import DealCodeDialog, earlier_text

        w = self.window
        c = w.controller
        dialog = DealCodeDialog(w.history, w, text)
        c.set_paused(True)
        accepted = dialog.exec()
        c.set_paused(False)
        code = dialog.code()
        if not accepted or code is None:
            return False
        in_progress = not c.match.over and bool(c.game.actions or c.match.finished)
        if in_progress and not confirm_abandon(w):
            return False
        earlier = earlier_text(dialog.earlier_hands())
        characters = c.options.characters if len(c.options.characters) == code.players - 1 else ()
        c.new_match(
            MatchOptions(
                code.players,
                c.options.difficulty,
                code.preset,
                code.target,
                code.seed,
                characters,
                first_hand=code.hand,
                first_cut=code.cut,
            ),
            fair=False,  # the code names the deal, its cut too: nothing waits for a cut (issue 29)
        )
        if earlier:
            w.scene.show_toast(earlier)
        return True

    def current_record(self) -> dict[str, Any]:
        """The current hand's game record (the finished hand's, with its scores, at its end)."""
        m = self.window.controller.match
        return dict(m.finished[-1]) if m.game.over and m.finished else m.game.record()

    def save_current_hand(self, path: str | None = None) -> str | None:
        """*Save hand as…*: the current hand's record; the path written."""
        from ..dialogs.exports import save_record_as  # PDF/CSV/report writers: not before the first paint

        return save_record_as(self.window, self.current_record(), "burraco-hand.json", path)

    def report_problem(self) -> Path | None:
        """*Report a problem…*: the current hand's record, the match, the app version and the
        platform in one file in the data folder; a message says where it is."""
        folder = self.window.data_folder or Path.home()
        from PySide6.QtWidgets import QMessageBox

        from ..dialogs.exports import problem_report, write_problem_report

        report = problem_report(self.current_record(), self.window.controller.match.record())
        try:
            target = write_problem_report(folder, report)
        except OSError as err:
            QMessageBox.warning(
                self.window,
                QCoreApplication.translate("MainWindow", "Report a problem"),
                QCoreApplication.translate("MainWindow", "The report could not be written: %1").replace(
                    "%1", str(err)[:200]
                ),
            )
            return None
        box = QMessageBox(
            QMessageBox.Icon.Information,
            QCoreApplication.translate("MainWindow", "Report a problem"),
            QCoreApplication.translate(
                "MainWindow",
                "The report is saved in:\n%1\n\nAttach this file to your "
                "message; it holds this hand, the match, the app version and your "
                "platform.",
            ).replace("%1", str(target)),
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setObjectName("reportBox")
        box.open()
        return target
