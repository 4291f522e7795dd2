"""Test-only: a bot plays the human seat through the real window (``BURRACO_TEST_BOT=1`` with
``python -m devtools.run_app``), for the crash-matrix tests and the kill soak
(``python -m tests.kill_soak``).

It sends the human's commands through :meth:`GameController.send` as the mouse would, closes each
score sheet with "Next hand", and quits the app when the match is over (exit status 0), or after
``BURRACO_TEST_BOT_HANDS`` hands dealt in this process. Nothing of it runs unless the
developer launcher installs it (:mod:`devtools.run_app`, through the app's start-up hook).
"""

from __future__ import annotations

import os
import random

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from burraco_qt.ai import make_player
from burraco_qt.engine.random_move import random_legal_command


class TestBot(QObject):
    """Plays seat ``window.controller.human_seat`` with the easy computer (seeded)."""

    __test__ = False  # not a pytest class

    def __init__(self, window, seed: int = 1, resumed: bool = False) -> None:
        super().__init__(window)
        self.resumed = resumed
        self.window = window
        self.controller = window.controller
        self.player = make_player("easy", seed)
        self.seed = seed
        self.hands_left = int(os.environ.get("BURRACO_TEST_BOT_HANDS", "0")) or None
        self.moves = 0
        self._timer = QTimer(self)
        self._timer.setInterval(5)
        self._timer.timeout.connect(self.tick)
        self._timer.start()

    def tick(self) -> None:
        """One step: close a score sheet, quit at the end, or play one human command."""
        c = self.controller
        sheet = self.window.sheet
        if sheet is not None and sheet.isVisible():
            if c.match.over:
                self.quit()
                return
            if self.hands_left is not None:
                self.hands_left -= 1
                if self.hands_left <= 0:
                    self.quit()
                    return
            sheet.accept()
            return
        if c.match.over and c.game.over and sheet is None:
            return  # the winner's sheet is about to open
        if c.awaiting_cut:  # a fair deal (issue 29): the player cuts (here: seeded, from the hand)
            size = c.match.commitment.size if c.match.commitment is not None else 2
            c.cut(1 + random.Random(f"{self.seed}|cut|{c.match.hand_number}").randrange(size - 1))
            return
        if not c.human_to_play:
            return
        view = c.view()
        # any fallback is drawn from the position, so a resumed match plays on as it would have
        rng = random.Random(f"{self.seed}|{c.match.hand_number}|{len(c.game.actions)}")
        try:
            command = self.player.choose(view)
        except Exception:  # the bot is not under test: any legal move will do
            command = random_legal_command(c.game, rng)
        if not c.send(command):
            c.send(random_legal_command(c.game, rng))
        self.moves += 1

    def quit(self) -> None:
        """Say what was done (one line on stdout) and quit the app."""
        c = self.controller
        actions = sum(len(h.get("actions", [])) for h in c.match.record()["hands"])
        print(
            f"testbot: resumed={int(self.resumed)} moves={self.moves} actions={actions} "
            f"hands={len(c.match.finished)} over={int(c.match.over)}",
            flush=True,
        )
        self._timer.stop()
        QApplication.quit()
