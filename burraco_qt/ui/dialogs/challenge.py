"""Challenges (issue 29): the code entry (*New game → Challenge…*), the result with its result
code and a friend's result side by side, and the Hands window's list of challenges."""

from __future__ import annotations

import json
import random
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...ai.challenge_result import Result, compare
from ...engine.challenge import Challenge, ChallengeError, decode, make_challenge
from ...model.controller import MatchOptions
from ...storage.challenges import ChallengeFiles
from .instructions import preset_title
from .new_game import preset_playable


def challenge_error_text(err: ChallengeError) -> str:
    """What is wrong with a challenge code, in the player's language."""
    texts = {
        "empty": QCoreApplication.translate("Challenge", "Type or paste a challenge code."),
        "character": QCoreApplication.translate(
            "Challenge", "A character does not occur in challenge codes (0–9 and A–Z without I, L, O, U)."
        ),
        "length": QCoreApplication.translate("Challenge", "This code is too short or too long."),
        "checksum": QCoreApplication.translate("Challenge", "This code has a typo: a character is wrong."),
        "version": QCoreApplication.translate(
            "Challenge", "This code was made by another version of the game."
        ),
        "content": QCoreApplication.translate("Challenge", "This code does not describe a challenge."),
    }
    return texts.get(err.reason, err.message)


def challenge_summary(challenge: Challenge) -> str:
    """What a challenge plays, in words."""
    mode = (
        QCoreApplication.translate("Challenge", "1 vs 1")
        if challenge.players == 2
        else QCoreApplication.translate("Challenge", "2 vs 2")
    )
    from ...ai import CHARACTERS

    names = ", ".join(CHARACTERS[s.name].name if s.name in CHARACTERS else s.name for s in challenge.seats)
    return (
        QCoreApplication.translate("Challenge", "%1 rules, %2, %3 hands against %4 (AI version %5)")
        .replace("%1", preset_title(challenge.preset))
        .replace("%2", mode)
        .replace("%3", str(challenge.hands))
        .replace("%4", names)
        .replace("%5", str(challenge.ai_version))
    )


def new_code(options: MatchOptions | None, seed: int | None = None) -> str:
    """A new challenge code from the New game choices ``options`` (1 vs 1 or 2 vs 2: other modes
    become 1 vs 1 against their first computer), 3 hands, a random seed unless ``seed``."""
    from ...ai import AI_VERSION

    options = options or MatchOptions()
    players = options.players if options.players in (2, 4) else 2
    names = options.characters[: players - 1] if options.characters else ()
    if len(names) != players - 1:
        names = (options.difficulty,) * (players - 1)
    preset = options.preset if preset_playable(options.preset, players) else "italian"
    seed = random.randrange(2**32) if seed is None else seed
    return make_challenge(preset, players, names, 3, seed, AI_VERSION).code()


class ChallengeDialog(QDialog):
    """Asks for a challenge code: :attr:`edit`, :attr:`feedback`, :attr:`new_button` (a new
    code from ``options``, the New game choices); :meth:`challenge` once OK is enabled."""

    def __init__(
        self, parent: QWidget | None = None, text: str = "", options: MatchOptions | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("challengeDialog")
        self.setWindowTitle(self.tr("Challenge"))
        self._challenge: Challenge | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Everyone who enters the same code plays the same deals against the same computers. "
                "Undo, hints and open cards are off."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        label = QLabel(self.tr("Challenge code:"), self)
        layout.addWidget(label)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("challengeEdit")
        self.edit.setPlaceholderText("CH-XXXX-XXXX-…")
        label.setBuddy(self.edit)
        layout.addWidget(self.edit)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("challengeFeedback")
        self.feedback.setWordWrap(True)
        layout.addWidget(self.feedback)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        self.new_button = self.buttons.addButton(self.tr("New code"), QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.setObjectName("newChallengeButton")
        self.new_button.setToolTip(
            self.tr("A new challenge with your New game choices (3 hands): send its code to a friend")
        )
        self.new_button.clicked.connect(lambda: self.edit.setText(new_code(options)))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(self._check)
        self.edit.setText(text)
        self._check(text)
        self.resize(480, self.sizeHint().height())

    def _check(self, text: str) -> None:
        try:
            self._challenge = decode(text)
        except ChallengeError as err:
            self._challenge = None
            self.feedback.setText(challenge_error_text(err) if text.strip() else "")
        else:
            self.feedback.setText(challenge_summary(self._challenge))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self._challenge is not None)

    def challenge(self) -> Challenge | None:
        """The challenge typed (``None`` while the code cannot be read)."""
        return self._challenge


def _pair(scores: tuple[int, int] | None) -> str:
    return "" if scores is None else f"{scores[0]} – {scores[1]}"


class ChallengeResultDialog(QDialog):
    """A challenge's result: the challenge code and result code (selectable), and with a
    friend's result both side by side, hand by hand (:attr:`table`); *Copy result code* and,
    with your result file ``document``, *Save result file as…* (to send it to a friend); with
    your result, *Compare a friend's result code…* (:meth:`compare_code`) puts a friend's typed
    result code beside yours, marked as not verified."""

    def __init__(
        self,
        mine: Result | None,
        theirs: Result | None = None,
        parent: QWidget | None = None,
        document: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.mine, self.document = mine, document
        #: The friend's result read from a typed code (not verified), or ``None``.
        self.from_code: Result | None = None
        self.setObjectName("challengeResultDialog")
        self.setWindowTitle(self.tr("Challenge result"))
        layout = QVBoxLayout(self)
        first = mine or theirs
        assert first is not None
        lines = [self.tr("Challenge code: %1").replace("%1", first.code)]
        if mine is not None:
            lines.append(self.tr("Your result code: %1").replace("%1", mine.result_code()))
            if mine.assisted:
                lines.append(self.tr("Assisted: undo, hints or open cards were used."))
        if theirs is not None:
            who = theirs.player or self.tr("Friend")
            lines.append(
                self.tr("%1's result, verified by replaying it: %2")
                .replace("%1", who)
                .replace("%2", theirs.result_code())
            )
        self._lines = lines
        self.summary = QLabel("\n".join(lines), self)
        self.summary.setObjectName("challengeSummary")
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.table = QTableWidget(self)
        self.table.setObjectName("challengeTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self._fill(mine, theirs, (theirs.player or self.tr("Friend")) if theirs else "")
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = buttons.addButton(
            self.tr("Copy result code"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.copy_button.setObjectName("copyResultButton")
        self.copy_button.clicked.connect(self.copy_result_code)
        self.copy_button.setVisible(mine is not None)
        self.compare_button = buttons.addButton(
            self.tr("Compare a friend's result code…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.compare_button.setObjectName("compareCodeButton")
        self.compare_button.setToolTip(
            self.tr("Your friend's scores beside yours, from the result code they sent (not verified)")
        )
        self.compare_button.clicked.connect(lambda: self.compare_code())
        self.compare_button.setVisible(mine is not None)
        self.save_button = buttons.addButton(
            self.tr("Save result file as…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.save_button.setObjectName("saveResultButton")
        self.save_button.clicked.connect(lambda: self.save_as())
        self.save_button.setVisible(document is not None)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 360)

    def _fill(self, mine: Result | None, theirs: Result | None, header: str, note: str = "") -> None:
        """The table: a row per hand and the totals; ``mine`` and ``theirs`` side by side when
        both are given (``theirs`` headed ``header``, its cells' tooltip ``note``)."""
        first = mine or theirs
        assert first is not None
        headers = [self.tr("Hand"), self.tr("You"), header]
        rows: list[tuple[int, tuple[int, int], tuple[int, int] | None]]
        if mine is not None and theirs is not None:
            rows = [(r.hand, r.mine, r.theirs) for r in compare(mine, theirs)]
            rows.append((0, mine.totals, theirs.totals))
        else:
            rows = [(k, s, None) for k, s in enumerate(first.scores, start=1)]
            rows.append((0, first.totals, None))
            if mine is None:
                headers[1] = headers[2]
            headers = headers[:2]
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(rows))
        for i, (hand, a, b) in enumerate(rows):
            label = str(hand) if hand else self.tr("Total")
            cells = [label, _pair(a)] + ([_pair(b)] if len(headers) == 3 else [])
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j == 2 and note:
                    item.setToolTip(note)
                self.table.setItem(i, j, item)

    def compare_code(self, text: str = "") -> bool:
        """*Compare a friend's result code…*: ask for the code (``text`` filled in), check it
        (the check value, the challenge's number of hands) and show it beside your result, hand
        by hand, marked "from a code, not verified"; ``True`` when it is shown."""
        from .result_code import ResultCodeDialog, not_verified_text

        if self.mine is None:
            return False
        dialog = ResultCodeDialog(self.mine, self, text)
        accepted = dialog.exec()
        friend = dialog.friend()
        if not accepted or friend is None:
            return False
        self.from_code = friend
        mark = not_verified_text()
        self._fill(self.mine, friend, self.tr("Friend (%1)").replace("%1", mark), mark)
        line = self.tr("Friend's result (%1): %2").replace("%1", mark).replace("%2", friend.result_code())
        self.summary.setText("\n".join([*self._lines, line]))
        return True

    def copy_result_code(self) -> None:
        """Put the challenge code and your result code on the clipboard."""
        from PySide6.QtGui import QGuiApplication

        if self.mine is not None:
            QGuiApplication.clipboard().setText(f"{self.mine.code} {self.mine.result_code()}")

    def save_as(self, path: str = "") -> str:
        """Write the result file where the player chooses (to send to a friend); the path or ""."""
        from PySide6.QtWidgets import QFileDialog

        from ...storage.files import atomic_write

        if self.document is None:
            return ""
        if not path:
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save result file as"),
                "challenge-result.json",
                self.tr("Challenge results (*.json)"),
            )
        if path:
            from pathlib import Path

            atomic_write(Path(path), json.dumps(self.document, indent=1, sort_keys=True).encode())
        return path


def _totals_text(doc: dict[str, Any] | None) -> str:
    if not doc:
        return ""
    scores = doc.get("scores") or []
    try:
        us, them = sum(int(s[0]) for s in scores), sum(int(s[1]) for s in scores)
    except (TypeError, ValueError, IndexError):
        return "?"
    return f"{us} – {them} ({doc.get('result_code', '')})"


class ChallengesTable(QTableWidget):
    """The Hands window's challenges: one row per challenge played or received here, with your
    first result and the friend's verified result (:attr:`files`, by row)."""

    def __init__(self, challenges: list[ChallengeFiles], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.files = list(challenges)
        self.setObjectName("challengesTable")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setColumnCount(3)
        self.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("Challenge", "Challenge"),
                QCoreApplication.translate("Challenge", "Your result"),
                QCoreApplication.translate("Challenge", "Friend's result"),
            ]
        )
        self.setRowCount(len(challenges))
        for i, files in enumerate(challenges):
            doc = files.mine or files.friend or {}
            friend = files.friend
            friend_text = _totals_text(friend)
            if friend and friend.get("player"):
                friend_text = f"{friend['player']}: {friend_text}"
            for j, text in enumerate(
                (str(doc.get("challenge", files.key)), _totals_text(files.mine), friend_text)
            ):
                self.setItem(i, j, QTableWidgetItem(text))
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)

    def selected_mine(self) -> dict[str, Any] | None:
        """Your result file of the selected challenge (``None``: no row, or not played here)."""
        rows = {i.row() for i in self.selectedIndexes()}
        if len(rows) != 1:
            return None
        row = rows.pop()
        return self.files[row].mine if 0 <= row < len(self.files) else None


def compare_code_of(doc: dict[str, Any], parent: QWidget, text: str = "") -> ChallengeResultDialog | None:
    """Your result ``doc`` (a result file of this folder, verified by replaying it) in a result
    window over ``parent``, and *Compare a friend's result code…* asked at once (``text`` filled
    in); the window, or ``None`` (with a message) when your result does not replay."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from ...ai.challenge_result import ResultError, verify_result

    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # the replay re-runs the computers
    try:
        mine = verify_result(doc)
    except ResultError:
        mine = None
    finally:
        QApplication.restoreOverrideCursor()
    if mine is None:
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("Challenge", "Challenge result"),
            QCoreApplication.translate(
                "Challenge",
                "Your result of this challenge does not replay as recorded: it cannot be compared.",
            ),
        )
        return None
    dialog = ChallengeResultDialog(mine, None, parent, doc)
    dialog.show()
    dialog.compare_code(text)
    return dialog
