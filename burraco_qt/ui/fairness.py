"""Fairness details and Verify (issue 29): the commitment of a fair hand, revealed after it.

:class:`FairnessDialog` shows a hand's fingerprint (the whole SHA-256); once the hand is over
also its salt, its cut, the committed deck and the hashed bytes in hex, and a **Verify**
button that runs the checks of ``burraco-qt --verify`` (:mod:`burraco_qt.ai.verify_command`)
on the hand's record. :func:`verify_texts` words a verification in the player's language (the
engine's English sentence, with the figures, goes to the details).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.fairdeal import FairDataError, read_entry
from ..engine.rules import Rules


def kind_text(kind: str) -> str:
    """What a failed check of kind ``kind`` (:mod:`burraco_qt.engine.fairverify`) means."""
    texts = {
        "record": QCoreApplication.translate("Fairness", "the record cannot be replayed."),
        "malformed": QCoreApplication.translate("Fairness", "the fairness data is malformed."),
        "deck": QCoreApplication.translate("Fairness", "a card of the revealed deck was changed."),
        "seed": QCoreApplication.translate("Fairness", "the deck's seed is not the match's seed."),
        "salt": QCoreApplication.translate(
            "Fairness", "the salt does not give the fingerprint: the salt (or the fingerprint) was changed."
        ),
        "deck_salt": QCoreApplication.translate(
            "Fairness", "the revealed deck and the salt do not give the fingerprint."
        ),
        "cut": QCoreApplication.translate(
            "Fairness", "the hand was not dealt from the deck cut at the recorded cut: the cut was changed."
        ),
        "dealt": QCoreApplication.translate("Fairness", "the dealt deck is not the revealed deck cut."),
        "actions": QCoreApplication.translate(
            "Fairness", "an action is refused by the rules: the actions were changed."
        ),
        "scores": QCoreApplication.translate(
            "Fairness", "the replay gives other scores than the record: the actions were changed."
        ),
        "totals": QCoreApplication.translate("Fairness", "the match's totals disagree with its hands."),
        "stripped": QCoreApplication.translate(
            "Fairness", "the match is fair but a hand's fairness data was removed."
        ),
        "computers": QCoreApplication.translate(
            "Fairness", "a computer, re-run from its view and seed, plays otherwise: an action was changed."
        ),
    }
    return texts.get(kind, kind)


def verify_texts(data: Any) -> tuple[bool, str, str]:
    """Verify a parsed record (a hand or a match) as ``--verify`` does: ``(ok, headline in the
    player's language, the checks' English lines)``."""
    from ..ai.verify_command import verify_data

    report = verify_data(data)
    details = "\n".join(f"{v.kind}: {v.message}" for v in report.verdicts)
    failure = report.first_failure()
    if failure is not None:
        head = QCoreApplication.translate("Fairness", "Verification failed: %1").replace(
            "%1", kind_text(failure.kind)
        )
        if failure.hand:
            head = (
                QCoreApplication.translate("Fairness", "Hand %1: %2")
                .replace("%1", str(failure.hand))
                .replace("%2", head)
            )
        return False, head, details
    if not report.fair:
        return (
            True,
            QCoreApplication.translate(
                "Fairness", "No fairness data (a hand dealt before fair deals); the replay agrees."
            ),
            details,
        )
    hand = next((v for v in report.verdicts if "fingerprint" in v.values), None)
    if hand is not None and len([v for v in report.verdicts if "fingerprint" in v.values]) == 1:
        text = (
            QCoreApplication.translate(
                "Fairness",
                "Verified: the fingerprint matches the revealed deck and salt, the deck was cut at %1, "
                "and the replay gives %2.",
            )
            .replace("%1", str(hand.values.get("cut")))
            .replace("%2", str(hand.values.get("scores") or "—"))
        )
        return True, text, details
    return (
        True,
        QCoreApplication.translate(
            "Fairness", "Verified: every fingerprint, revealed deck and cut matches, and the replay agrees."
        ),
        details,
    )


def verify_path(path: str) -> tuple[bool, str, str]:
    """:func:`verify_texts` of the record in the file ``path`` (a file that cannot be read is a
    failure that says why)."""
    from ..ai.verify_command import MAX_BYTES
    from ..engine.errors import RuleError
    from ..engine.record import parse_json

    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
        if len(raw) > MAX_BYTES:
            raise ValueError(f"larger than {MAX_BYTES} bytes: not a record")
        data = parse_json(raw)
    except (OSError, ValueError, RuleError) as err:
        reason = getattr(err, "message", None) or getattr(err, "strerror", None) or str(err)
        return (
            False,
            QCoreApplication.translate("Fairness", "This file cannot be read as a record."),
            str(reason),
        )
    return verify_texts(data)


def show_result(parent: QWidget, ok: bool, head: str, details: str) -> QMessageBox:
    """The verification's outcome in a message box (opened, not run: the caller keeps it)."""
    box = QMessageBox(parent)
    box.setObjectName("verifyResult")
    box.setIcon(QMessageBox.Icon.Information if ok else QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("Fairness", "Verify"))
    box.setText(head)
    box.setDetailedText(details)
    box.open()
    return box


def details_text(entry: Mapping[str, Any], rules: Rules | None, revealed: bool) -> str:
    """The lines of the details: the fingerprint; once ``revealed`` also the salt, the cut,
    the committed deck and the hashed bytes in hex (``rules`` reads the deck)."""
    lines = [
        QCoreApplication.translate("Fairness", "Fingerprint (SHA-256):")
        + " "
        + str(entry.get("fingerprint", ""))
    ]
    if not revealed:
        lines.append(
            QCoreApplication.translate(
                "Fairness", "The salt, the cut and the committed deck are revealed after the hand."
            )
        )
        return "\n".join(lines)
    cut = entry.get("cut")
    lines.append(QCoreApplication.translate("Fairness", "Salt:") + " " + str(entry.get("salt", "")))
    lines.append(QCoreApplication.translate("Fairness", "Cut:") + " " + ("—" if cut is None else str(cut)))
    if entry.get("seed") is not None:
        lines.append(
            QCoreApplication.translate("Fairness", "Seed of the shuffle:") + " " + str(entry.get("seed"))
        )
    lines.append(QCoreApplication.translate("Fairness", "Committed deck:") + " " + str(entry.get("deck", "")))
    if rules is not None:
        try:
            commitment = read_entry(entry, rules.universe())
        except FairDataError as err:
            lines.append(err.message)
        else:
            lines.append(
                QCoreApplication.translate("Fairness", "Hashed bytes (hex):") + " " + commitment.hashed_hex()
            )
    return "\n".join(lines)


class FairnessDialog(QDialog):
    """A hand's fairness details (``entry``: its ``"fair"`` record entry). ``record`` (the
    hand's game record, once it is over) reveals the salt, the cut and the deck and offers
    **Verify** (``verifyButton``; the outcome in ``verifyLabel``, :attr:`outcome`). The text
    is ``fairnessText``."""

    def __init__(
        self,
        entry: Mapping[str, Any],
        rules: Rules | None,
        record: Mapping[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("fairnessDialog")
        self.setWindowTitle(self.tr("Fairness details"))
        self.record = record
        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr(
                "Before the first move the deck was fixed and its fingerprint shown; you then cut it. "
                "The fingerprint is the SHA-256 of the deck's bytes followed by the salt."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.text = QPlainTextEdit(details_text(entry, rules, record is not None))
        self.text.setObjectName("fairnessText")
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setMinimumSize(560, 200)
        layout.addWidget(self.text)
        self.outcome = QLabel()
        self.outcome.setObjectName("verifyLabel")
        self.outcome.setWordWrap(True)
        layout.addWidget(self.outcome)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.verify_button = QPushButton(self.tr("Verify"))
        self.verify_button.setObjectName("verifyButton")
        self.verify_button.setEnabled(record is not None)
        self.verify_button.clicked.connect(self.verify)
        buttons.addButton(self.verify_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout.addWidget(buttons)

    def verify(self) -> bool:
        """Verify the hand's record; the outcome under the details (the checks as a tooltip)."""
        if self.record is None:
            return False
        ok, head, details = verify_texts(json.loads(json.dumps(self.record)))
        self.outcome.setText(head)
        self.outcome.setToolTip(details)
        return ok


def add_hands_button(dialog, buttons: QDialogButtonBox) -> QPushButton:
    """The Hands window's *Fairness details…* (``handFairnessButton``): the selected archived
    hand's commitment revealed, and Verify; for a hand from before fair deals, Verify's outcome
    on the window's message line. ``dialog`` is the Hands window (``current``, ``record_of``,
    ``message``)."""
    button = QPushButton(QCoreApplication.translate("Fairness", "Fairness details…"), dialog)
    button.setObjectName("handFairnessButton")
    button.setEnabled(False)
    buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)

    def show() -> None:
        hand = dialog.current()
        record = None if hand is None else dialog.record_of(hand)
        if record is None:
            return
        if not isinstance(record.get("fair"), Mapping):
            dialog.message.setText(verify_texts(record)[1])
            return
        try:
            rules: Rules | None = Rules.from_record(record.get("rules"))
        except Exception:  # the details still show; Verify says what is wrong
            rules = None
        details = FairnessDialog(record["fair"], rules, record, dialog)
        details.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        details.open()
        dialog.fairness = details

    button.clicked.connect(show)
    return button
