"""The question asked before Open cards is switched on in a match that still counts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def practice_question(parent: QWidget | None) -> QMessageBox:
    """The question box (named ``practiceQuestion``; Yes switches Open cards on, No is the
    default). Not shown: :func:`confirm_practice` runs it."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Practice", "Open cards"),
        QCoreApplication.translate(
            "Practice",
            "Open cards shows every hand face up. This match will then count as "
            "practice: its hands are left out of Statistics, for good, even if you "
            "switch Open cards off again.\n\nShow every hand and make this match "
            "a practice match?",
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setObjectName("practiceQuestion")
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box


def confirm_practice(parent: QWidget | None) -> bool:
    """Ask whether the match should become practice; ``True`` for Yes."""
    return practice_question(parent).exec() == QMessageBox.StandardButton.Yes
