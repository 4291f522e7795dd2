"""What the window says about saving: a banner that stays while the match or the history cannot
be written, and a one-time note when a computer's turn failed.

The banner is a permanent widget of the status bar (so ``refresh()`` of the status line never
hides it): shown at every failed write with its reason, hidden when every store writes again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget


class SaveBanner(QLabel):
    """The persistent "not saved" notice (objectName ``saveBanner``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveBanner")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setStyleSheet(
            "QLabel#saveBanner { background: #b00020; color: white; padding: 2px 8px; border-radius: 3px; }"
        )
        self.failures = 0
        self.reason = ""
        self.hide()

    def on_failed(self, reason: str) -> None:
        """A write failed: show (or keep showing) the banner."""
        self.failures += 1
        self.reason = reason
        self.retranslate()
        self.show()

    def on_recovered(self) -> None:
        """Every store writes again."""
        self.hide()

    def retranslate(self) -> None:
        self.setText(QCoreApplication.translate("SaveBanner", "Not saved"))
        self.setToolTip(
            QCoreApplication.translate(
                "SaveBanner",
                "Your match could not be saved (%1). The game goes on; this notice "
                "stays until a save succeeds.",
            ).replace("%1", self.reason)
        )


def attach(window: QMainWindow, keeper, controller) -> SaveBanner:
    """Put a :class:`SaveBanner` in ``window``'s status bar, fed by ``keeper``; a failed computer
    turn of ``controller`` is told once on the status line."""
    banner = SaveBanner(window)
    window.statusBar().addPermanentWidget(banner)
    keeper.failed.connect(banner.on_failed)
    keeper.recovered.connect(banner.on_recovered)
    controller.computerFailed.connect(
        lambda _reason: window.statusBar().showMessage(
            QCoreApplication.translate(
                "SaveBanner",
                "A computer player ran into an error; a legal move was played for it. The game goes on.",
            ),
            15000,
        )
    )
    return banner
