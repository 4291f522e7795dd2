"""The abandon question: asked before a new match replaces the match in progress.

Its strings go through Qt's translator with literal ``QCoreApplication.translate`` calls (context
``Dialogs``) so that lupdate extracts them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def confirm_abandon(parent: QWidget | None) -> bool:
    """Ask whether to abandon the match in progress; ``True`` for Yes (No is the default)."""
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("Dialogs", "New game"),
        QCoreApplication.translate("Dialogs", "Abandon the match in progress?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
