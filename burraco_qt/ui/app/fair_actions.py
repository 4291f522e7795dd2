"""The window's parts of a fair deal (issue 29): the fingerprint on the status bar, and the Game
menu's *Cut the deck…*, *Fairness details…* and *Verify a record…*."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QMessageBox, QWidget

from ...engine.fairdeal import short_fingerprint

if TYPE_CHECKING:
    from .main_window import MainWindow


class FairActions:
    """Adds the fingerprint label (``fairLabel``) and three actions (``actionCutDeck``,
    ``actionFairness``, ``actionVerify``) to ``window``; :attr:`dialogs` keeps what they opened
    (the last one last)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = w = window
        self.dialogs: list[QWidget] = []
        self.label = QLabel()
        self.label.setObjectName("fairLabel")
        w.statusBar().addPermanentWidget(self.label)

        def action(name: str, slot) -> QAction:
            a = QAction(w)
            a.setObjectName(name)
            a.triggered.connect(lambda _checked=False, slot=slot: slot())
            return a

        self.cut = action("actionCutDeck", self.ask_cut)
        self.details = action("actionFairness", self.show_details)
        self.verify = action("actionVerify", self.verify_file)
        menu = w.actions_.game_menu
        quit_ = w.actions_.quit
        menu.insertActions(quit_, [self.cut, self.details, self.verify])
        menu.insertSeparator(quit_)

    def retranslate(self) -> None:
        """The actions' texts in the current language."""
        self.cut.setText(QCoreApplication.translate("MainWindow", "Cut the deck…"))
        self.details.setText(QCoreApplication.translate("MainWindow", "Fairness details…"))
        self.verify.setText(QCoreApplication.translate("MainWindow", "Verify a record…"))
        self.verify.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Check a hand's or a match's fingerprint, cut and replay, as --verify does"
            )
        )
        self.refresh()

    def refresh(self) -> None:
        """The fingerprint of the hand on the status bar; the actions enabled when they apply."""
        c = self.window.controller
        commitment = c.match.commitment
        self.cut.setEnabled(c.awaiting_cut and c.human_seat is not None)
        self.details.setEnabled(commitment is not None)
        if commitment is None:
            self.label.clear()
            self.label.setToolTip("")
            return
        self.label.setText(
            QCoreApplication.translate("MainWindow", "Deck %1").replace(
                "%1", short_fingerprint(commitment.fingerprint)
            )
        )
        self.label.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "The deck's fingerprint (SHA-256), fixed before the cut:\n%1"
            ).replace("%1", commitment.fingerprint)
        )

    def _keep(self, widget: QWidget) -> QWidget:
        self.dialogs = [d for d in self.dialogs if d.isVisible()] + [widget]
        return widget

    # ------------------------------------------------------------------ slots
    def ask_cut(self) -> QInputDialog | None:
        """*Cut the deck…*: a number from 1 to the cards less one (opened; OK cuts)."""
        c = self.window.controller
        commitment = c.match.commitment
        if not c.awaiting_cut or commitment is None or c.human_seat is None:
            return None
        dialog = QInputDialog(self.window)
        dialog.setObjectName("cutDialog")
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setWindowTitle(QCoreApplication.translate("MainWindow", "Cut the deck"))
        dialog.setLabelText(
            QCoreApplication.translate("MainWindow", "Cut after card (1 to %1):").replace(
                "%1", str(commitment.size - 1)
            )
        )
        dialog.setIntRange(1, commitment.size - 1)
        dialog.setIntValue(commitment.size // 2)
        dialog.intValueSelected.connect(lambda n: c.cut(n) if c.awaiting_cut else None)
        dialog.open()
        return self._keep(dialog)  # type: ignore[return-value]

    def show_details(self) -> QWidget | None:
        """*Fairness details…* of the current hand: its fingerprint, and once it is over
        everything (the score sheet shows the finished hand's too)."""
        c = self.window.controller
        match = c.match
        over = c.game.over and bool(match.finished)
        entry = match.fair_entries.get(match.hand_number - 1 if over else match.hand_number)
        if entry is None:
            return None
        from ..fairness import FairnessDialog

        record = match.finished[-1] if over else None
        dialog = FairnessDialog(entry, match.rules, record, self.window)
        dialog.open()
        return self._keep(dialog)

    def verify_file(self, path: str | None = None) -> QMessageBox | None:
        """*Verify a record…*: ask for a hand or match record file (unless ``path``), verify it
        as ``--verify`` does and show the outcome."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self.window,
                QCoreApplication.translate("MainWindow", "Verify a record"),
                "",
                QCoreApplication.translate("MainWindow", "Records (*.json);;All files (*)"),
            )
            if not path:
                return None
        from ..fairness import show_result, verify_path

        box = show_result(self.window, *verify_path(path))
        return self._keep(box)  # type: ignore[return-value]
