"""Test-only: a bot plays the human seat through the real window (``BURRACO_TEST_BOT=1`` with
``python -m devtools.run_app``), for the crash-matrix tests and the kill soak
(``python -m tests.kill_soak``).

It sends the human's commands through :meth:`GameController.send` as the mouse would, closes each
score sheet with "Next hand", and quits the app when the match is over (exit status 0), or after
``BURRACO_TEST_BOT_HANDS`` hands dealt in this process. Nothing of it runs unless the
developer launcher installs it (:mod:`devtools.run_app`, through the app's start-up hook).

For the hand-end crash matrix (:mod:`devtools.crash_matrix`) three more switches:

* ``BURRACO_TEST_BOT_REPORT=1`` prints ``testbot: sheet {json}`` (every text of each score sheet
  it sees: :func:`sheet_texts`) and ``testbot: dealt {json}`` (the hand number and the dealt
  cards of each hand dealt after a sheet closed);
* ``BURRACO_TEST_BOT_UNTIL=dealt`` quits once a hand was dealt after a sheet closed;
* ``BURRACO_TEST_BOT_HOLD=sheet`` (``pairing``) stops everything at the first score sheet (the
  first ``TeamsFormed`` move) after printing ``testbot: hold sheet`` (``pairing animating=1``
  when the partners' melds are gliding then), for the harness to kill the process there;
* ``BURRACO_TEST_BOT_NO_DELAY=1`` lets the computers play with no pause between their commands
  whatever the animation speed (the animations still run).
"""

from __future__ import annotations

import json
import os
import random

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from burraco_qt.ai import make_player
from burraco_qt.engine import TeamsFormed
from burraco_qt.engine.random_move import random_legal_command


def sheet_texts(sheet) -> dict[str, str]:
    """Every named label of a score sheet, its title and every cell and header of its match
    table: what the player reads on it."""
    out = {"title": sheet.windowTitle()}
    for label in sheet.findChildren(QLabel):
        if label.objectName():
            out[label.objectName()] = label.text()
    table = sheet.table
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            out[f"cell_{row}_{column}"] = item.text() if item is not None else ""
    for column in range(table.columnCount()):
        header = table.horizontalHeaderItem(column)
        out[f"header_{column}"] = header.text() if header is not None else ""
    return out


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
        self.report = os.environ.get("BURRACO_TEST_BOT_REPORT") == "1"
        self.until_dealt = os.environ.get("BURRACO_TEST_BOT_UNTIL") == "dealt"
        self.hold = os.environ.get("BURRACO_TEST_BOT_HOLD", "")
        self.moves = 0
        self._reported = None  # the sheet last reported
        self._sheet_game = None  # the hand whose sheet was closed last
        self._timer = QTimer(self)
        self._timer.setInterval(5)
        self._timer.timeout.connect(self.tick)
        self._timer.start()
        if self.hold == "pairing":
            self.controller.eventsApplied.connect(self._on_events)
        if os.environ.get("BURRACO_TEST_BOT_NO_DELAY") == "1":
            self.controller.ai_delay_ms = 0
        g = self.controller.game
        if resumed and self.controller.match.finished and not g.over and not g.actions:
            self._dealt()  # resumed on a hand just dealt: the sheet before it was closed
            self._quit_at_start = self.until_dealt
        else:
            self._quit_at_start = False

    def _on_events(self, seat: int, events: list) -> None:
        if self._timer.isActive() and any(isinstance(e, TeamsFormed) for e in events):
            group = self.window.scene.pairing.group  # the table showed the event before us
            running = group is not None and group.state() == QAbstractAnimation.State.Running
            self.stop(f"pairing animating={int(running)}")

    def stop(self, what: str) -> None:
        """Stop playing (the bot and the computers) and say so: the harness kills us now."""
        self._timer.stop()
        self.controller.set_paused(True)
        print(f"testbot: hold {what}", flush=True)

    def tick(self) -> None:
        """One step: close a score sheet, quit at the end, or play one human command."""
        c = self.controller
        if self._quit_at_start:
            self.quit()
            return
        sheet = self.window.sheet
        if sheet is not None and sheet.isVisible():
            if self.report and sheet is not self._reported:
                self._reported = sheet
                print(f"testbot: sheet {json.dumps(sheet_texts(sheet), sort_keys=True)}", flush=True)
            if self.hold == "sheet":
                self.stop("sheet")
                return
            if c.match.over:
                self.quit()
                return
            if self.hands_left is not None:
                self.hands_left -= 1
                if self.hands_left <= 0:
                    self.quit()
                    return
            self._sheet_game = c.game
            sheet.accept()
            return
        if self._sheet_game is not None and c.game is not self._sheet_game and not c.game.over:
            self._dealt()
            if self.until_dealt:
                self.quit()
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

    def _dealt(self) -> None:
        """A hand was dealt after a sheet closed: say which, with its cards (once)."""
        g = self.controller.game
        self._sheet_game = None
        if self.report:
            deal = {
                "hand": self.controller.match.hand_number,
                "actions": len(g.actions),
                "hands": [[str(card) for card in hand] for hand in g.hands],
                "pile": [str(card) for card in g.pile],
            }
            print(f"testbot: dealt {json.dumps(deal, sort_keys=True)}", flush=True)

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
