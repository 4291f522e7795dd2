"""*Compare a friend's result code…* (issue 29): type or paste the short result code a friend
sent (the score of every hand and a check value), see at once what is wrong with it (a typo,
another number of hands than the challenge's), and compare it hand by hand with your result.
A result read from a code is checked for typos only, never verified: only a result file,
replayed (*Open a challenge result…*), is proof."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from ...ai.challenge_result import Result, ResultCodeError, result_of_code


def result_code_error_text(err: ResultCodeError, hands: int) -> str:
    """What is wrong with a typed result code of a challenge of ``hands`` hands, in the
    player's language."""
    if err.reason == "hands":
        return (
            QCoreApplication.translate(
                "ResultCode",
                "This result code is for another number of hands (%1) than this challenge (%2): "
                "it is of another challenge.",
            )
            .replace("%1", str(err.found))
            .replace("%2", str(hands))
        )
    texts = {
        "empty": QCoreApplication.translate("ResultCode", "Type or paste your friend's result code."),
        "form": QCoreApplication.translate(
            "ResultCode",
            "A result code is the score of every hand (yours:theirs, separated by commas), "
            "then / and the check value.",
        ),
        "check": QCoreApplication.translate(
            "ResultCode",
            "The check value does not match: a character is mistyped, or the code is of another challenge.",
        ),
    }
    return texts.get(err.reason, err.message)


def not_verified_text() -> str:
    """The mark of a result read from a code."""
    return QCoreApplication.translate("ResultCode", "from a code, not verified")


class ResultCodeDialog(QDialog):
    """Asks for a friend's result code of ``mine``'s challenge: :attr:`edit` (the code),
    :attr:`feedback` (what it holds or what is wrong); :meth:`friend` is the result read once
    *Compare* is enabled (``None`` before)."""

    def __init__(self, mine: Result, parent: QWidget | None = None, text: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("resultCodeDialog")
        self.setWindowTitle(self.tr("Compare a friend's result code"))
        self.mine = mine
        self._friend: Result | None = None
        layout = QVBoxLayout(self)
        label = QLabel(self.tr("Your friend's result code:"), self)
        layout.addWidget(label)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("resultCodeEdit")
        self.edit.setPlaceholderText("120:-35,450:210/3F2A1C")
        label.setBuddy(self.edit)
        layout.addWidget(self.edit)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("resultCodeFeedback")
        self.feedback.setWordWrap(True)
        layout.addWidget(self.feedback)
        note = QLabel(
            self.tr(
                "A result code is checked for typos only, not verified: only a result file, "
                "replayed (Game → Open a challenge result…), is verified."
            ),
            self,
        )
        note.setObjectName("resultCodeNote")
        note.setWordWrap(True)
        layout.addWidget(note)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Compare"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(self._check)
        self.edit.setText(text)
        self._check(text)
        self.resize(460, self.sizeHint().height())

    def _check(self, text: str) -> None:
        try:
            self._friend = result_of_code(text, self.mine)
        except ResultCodeError as err:
            self._friend = None
            self.feedback.setText(
                result_code_error_text(err, self.mine.challenge.hands) if text.strip() else ""
            )
        else:
            us, them = self._friend.totals
            self.feedback.setText(
                self.tr("%1 hands, total %2 – %3 (%4).")
                .replace("%1", str(len(self._friend.scores)))
                .replace("%2", str(us))
                .replace("%3", str(them))
                .replace("%4", not_verified_text())
            )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self._friend is not None)

    def friend(self) -> Result | None:
        """The friend's result read from the code (``None`` while it cannot be read)."""
        return self._friend
