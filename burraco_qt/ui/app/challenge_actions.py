"""The challenge entries (issue 29): *Challenge…*, *Deal of the day* and *Open a challenge
result…* in the Game menu (New game offers the first two too); at a challenge's end the result
file is written and its result code shown."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from ...ai import AI_VERSION
from ...engine import RuleError
from ...engine.challenge import Challenge, deal_of_the_day, utc_today
from ...storage.challenges import challenge_files, save_friend, save_result
from ...storage.files import data_dir

if TYPE_CHECKING:
    from ...ai.challenge_result import Result
    from .main_window import MainWindow


class ChallengeActions:
    """Adds the actions to ``window``'s Game menu; :attr:`last_result_path` is the result file
    written at the end of the last challenge, :attr:`dialogs` the result windows shown."""

    def __init__(self, window: MainWindow) -> None:
        self.window = w = window
        self.dialogs: list[QWidget] = []
        self.last_result_path: Path | None = None

        def action(name: str, slot) -> QAction:
            a = QAction(w)
            a.setObjectName(name)
            a.triggered.connect(lambda _checked=False, slot=slot: slot())
            return a

        self.challenge = action("actionChallenge", self.ask_challenge)
        self.day = action("actionDealOfTheDay", self.deal_of_the_day)
        self.open_result = action("actionOpenChallengeResult", self.open_result_file)
        menu = w.actions_.game_menu
        first = menu.actions()[1]  # after New game
        menu.insertActions(first, [self.challenge, self.day, self.open_result])
        menu.insertSeparator(first)
        w.controller.matchEnded.connect(self.on_match_ended)

    def retranslate(self) -> None:
        """The actions' texts in the current language."""
        self.challenge.setText(QCoreApplication.translate("MainWindow", "Challenge…"))
        self.day.setText(QCoreApplication.translate("MainWindow", "Deal of the day"))
        self.open_result.setText(QCoreApplication.translate("MainWindow", "Open a challenge result…"))

    def base(self) -> Path:
        """The data folder the results are kept in."""
        history = self.window.history
        return history.path.parent if history is not None else data_dir()

    # ------------------------------------------------------------------ starting
    def ask_challenge(self, text: str = "", confirmed: bool = False) -> bool:
        """Ask for a challenge code and start it; ``True`` when started."""
        from ..dialogs.challenge import ChallengeDialog

        c = self.window.controller
        dialog = ChallengeDialog(self.window, text, c.options)
        c.set_paused(True)
        accepted = dialog.exec()
        c.set_paused(False)
        challenge = dialog.challenge()
        if not accepted or challenge is None:
            return False
        return self.start(challenge, confirmed)

    def deal_of_the_day(self, confirmed: bool = False) -> bool:
        """Start today's (UTC) deal of the day."""
        return self.start(deal_of_the_day(utc_today(), AI_VERSION), confirmed)

    def start(self, challenge: Challenge, confirmed: bool = False) -> bool:
        """Start ``challenge`` (after confirming that a match in progress is abandoned)."""
        from PySide6.QtWidgets import QMessageBox

        from ..dialogs.abandon import confirm_abandon

        w = self.window
        c = w.controller
        if challenge.ai_version != AI_VERSION:
            QMessageBox.warning(
                w,
                QCoreApplication.translate("MainWindow", "Challenge"),
                QCoreApplication.translate(
                    "MainWindow",
                    "This challenge is for computers of AI version %1; this game's are version %2.",
                )
                .replace("%1", str(challenge.ai_version))
                .replace("%2", str(AI_VERSION)),
            )
            return False
        in_progress = not c.match.over and bool(c.game.actions or c.match.finished)
        if not confirmed and in_progress and not confirm_abandon(w):
            return False
        if c.open_cards:
            w.action_open.setChecked(False)
        c.new_challenge(challenge)
        w.refresh()
        return True

    # ------------------------------------------------------------------ results
    def on_match_ended(self) -> None:
        """A challenge's last hand ended: write the result file and show the result code."""
        c = self.window.controller
        if c.challenge is None or c.match.challenge != c.challenge.code():
            return
        from ...ai.challenge_result import result_document  # the computers: not before the first paint

        doc = result_document(c.challenge, c.match)
        try:
            self.last_result_path, _first = save_result(c.challenge.key(), doc, self.base())
        except OSError:
            self.last_result_path = None
        files = challenge_files(c.challenge.key(), self.base())
        shown = files.mine or doc
        mine = _verified(shown)
        friend = _verified(files.friend) if files.friend else None
        self._show(mine, friend, shown)

    def _show(
        self, mine: Result | None, friend: Result | None, document: dict | None = None
    ) -> QWidget | None:
        from ..dialogs.challenge import ChallengeResultDialog

        if mine is None and friend is None:
            return None
        dialog = ChallengeResultDialog(mine, friend, self.window, document)
        self.dialogs = [d for d in self.dialogs if d.isVisible()] + [dialog]
        dialog.show()
        return dialog

    def open_result_file(self, path: str | None = None) -> QWidget | None:
        """Open a friend's result file: verify it by replaying it, keep it, and show it beside
        your own result of the same challenge."""
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        w = self.window
        if not path:
            path, _ = QFileDialog.getOpenFileName(
                w,
                QCoreApplication.translate("MainWindow", "Open a challenge result"),
                str(Path.home()),
                QCoreApplication.translate("MainWindow", "Challenge results (*.json)"),
            )
        if not path:
            return None
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        # replaying re-runs every computer decision (seconds with an expert): a wait cursor
        from ...ai.challenge_result import verify_result

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            friend = verify_result(data)
        except (OSError, ValueError, RuleError) as err:  # RuleError: never expected, guarded
            problem: Exception | None = err
        else:
            problem = None
        finally:
            QApplication.restoreOverrideCursor()
        if problem is not None:
            QMessageBox.warning(
                w,
                QCoreApplication.translate("MainWindow", "Challenge result"),
                result_error_text(problem),
            )
            return None
        key = friend.challenge.key()
        save_friend(key, data, self.base())
        mine_doc = challenge_files(key, self.base()).mine
        mine = _verified(mine_doc) if mine_doc else None
        return self._show(mine, friend, mine_doc)


def _verified(doc: object) -> Result | None:
    from ...ai.challenge_result import ResultError, verify_result

    try:
        return verify_result(doc)
    except ResultError:
        return None


def result_error_text(err: Exception) -> str:
    """Why a result file is refused, in the player's language."""
    reason = getattr(err, "reason", "file")
    if reason == "ai_version":
        return QCoreApplication.translate(
            "MainWindow",
            "This result was played against another version of the computers (another AI version): "
            "it cannot be compared with this game's.",
        )
    if reason == "file":
        return QCoreApplication.translate("MainWindow", "This file is not a challenge result.")
    hand = getattr(err, "hand", 0)
    text = QCoreApplication.translate(
        "MainWindow", "This result does not replay as recorded: it was changed or damaged."
    )
    if hand:
        text += " " + QCoreApplication.translate("MainWindow", "Hand %1.").replace("%1", str(hand))
    return text
