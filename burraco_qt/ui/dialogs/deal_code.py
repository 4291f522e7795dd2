"""*Game → Play a deal code…*: type or paste a code, see what it deals (or what is wrong with
it) and, when you played it before, your earlier result on it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine.dealcode import DealCode, DealCodeError, decode, encode
from ...storage.archive import ArchivedHand, archived_hands
from ...storage.history_db import History
from .instructions import preset_title


def code_error_text(err: DealCodeError) -> str:
    """What is wrong with a code, in the player's language."""
    texts = {
        "empty": QCoreApplication.translate("DealCode", "Type or paste a deal code."),
        "character": QCoreApplication.translate(
            "DealCode",
            "“%1” does not occur in deal codes (they use 0–9 and the letters A–Z without I, L, O and U).",
        ).replace("%1", err.character),
        "length": QCoreApplication.translate("DealCode", "A deal code is longer: a character is missing."),
        "checksum": QCoreApplication.translate("DealCode", "This code has a typo: a character is wrong."),
        "version": QCoreApplication.translate(
            "DealCode", "This code was made by another version of the game."
        ),
        "content": QCoreApplication.translate("DealCode", "This code does not describe a deal."),
    }
    return texts.get(err.reason, err.message)


def code_summary(code: DealCode) -> str:
    """What a code deals, in words (a fair hand's code names its cut too)."""
    mode = (
        QCoreApplication.translate("DealCode", "1 vs 1")
        if code.players == 2
        else QCoreApplication.translate("DealCode", "2 vs 2")
    )
    text = (
        QCoreApplication.translate("DealCode", "%1 rules, %2, to %3 points, hand %4, cut at %5")
        if code.cut
        else QCoreApplication.translate("DealCode", "%1 rules, %2, to %3 points, hand %4")
    )
    return (
        text.replace("%5", str(code.cut))
        .replace("%1", preset_title(code.preset))
        .replace("%2", mode)
        .replace("%3", str(code.target))
        .replace("%4", str(code.hand))
    )


def earlier_text(hands: list[ArchivedHand]) -> str:
    """Your earlier results on a code ("" when you never played it)."""
    if not hands:
        return ""
    results = {
        "won": QCoreApplication.translate("DealCode", "won"),
        "lost": QCoreApplication.translate("DealCode", "lost"),
        "tied": QCoreApplication.translate("DealCode", "tied"),
    }
    h = hands[0]
    text = (
        QCoreApplication.translate("DealCode", "You played this deal on %1: %2 – %3, %4.")
        .replace("%1", h.played)
        .replace("%2", str(h.us))
        .replace("%3", str(h.them))
        .replace("%4", results[h.result])
    )
    if len(hands) > 1:
        text += " " + QCoreApplication.translate("DealCode", "Times played: %1.").replace(
            "%1", str(len(hands))
        )
    return text


class DealCodeDialog(QDialog):
    """Asks for a deal code. :attr:`edit` (the code), :attr:`feedback` (what it deals or what
    is wrong), :attr:`earlier` (your earlier result on it, from ``history``'s archive);
    :meth:`code` is the decoded code once OK is enabled."""

    def __init__(self, history: History | None, parent: QWidget | None = None, text: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("dealCodeDialog")
        self.setWindowTitle(self.tr("Play a deal code"))
        self.history = history
        self._code: DealCode | None = None
        layout = QVBoxLayout(self)
        label = QLabel(self.tr("Deal code:"), self)
        layout.addWidget(label)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("dealCodeEdit")
        self.edit.setPlaceholderText("XXXX-XXXX-XXX…")
        label.setBuddy(self.edit)
        layout.addWidget(self.edit)
        self.feedback = QLabel(self)
        self.feedback.setObjectName("dealCodeFeedback")
        self.feedback.setWordWrap(True)
        layout.addWidget(self.feedback)
        self.earlier = QLabel(self)
        self.earlier.setObjectName("dealCodeEarlier")
        self.earlier.setWordWrap(True)
        layout.addWidget(self.earlier)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.edit.textChanged.connect(self._check)
        self.edit.setText(text)
        self._check(text)
        self.resize(460, self.sizeHint().height())

    def _check(self, text: str) -> None:
        try:
            self._code = decode(text)
        except DealCodeError as err:
            self._code = None
            self.feedback.setText(code_error_text(err) if text.strip() else "")
            self.earlier.setText("")
        else:
            self.feedback.setText(code_summary(self._code))
            self.earlier.setText(earlier_text(self.earlier_hands()))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(self._code is not None)

    def earlier_hands(self) -> list[ArchivedHand]:
        """The archived hands dealt from the typed code (newest first)."""
        if self._code is None or self.history is None:
            return []
        try:
            return archived_hands(self.history.db, encode(self._code))[0]
        except Exception:  # a damaged history never stops a code from being played
            return []

    def code(self) -> DealCode | None:
        """The code typed (``None`` while it cannot be read)."""
        return self._code
