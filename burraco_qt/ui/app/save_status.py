"""What the window says about saving: a banner that stays while the match or the history cannot
be written (and says which), and a one-time note when a computer's turn failed.

The banner is a permanent widget of the status bar (so ``refresh()`` of the status line never
hides it): shown at every failed write with its reason, hidden when every store writes again.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget


class SaveBanner(QLabel):
    """The persistent "not saved" notice (objectName ``saveBanner``). It says what failed:
    the match (the autosave: "Not saved"), the history of finished hands ("History not
    saved": the match itself is saved) or both; ``stores`` maps each failing store to its
    latest reason."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveBanner")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setStyleSheet(
            "QLabel#saveBanner { background: #b00020; color: white; padding: 2px 8px; border-radius: 3px; }"
        )
        self.failures = 0
        self.reason = ""
        self.stores: dict[str, str] = {}
        self.lost = False  # the hands the history lacks could not be kept either
        self.hide()

    def on_failed(self, reason: str, store: str = "autosave", lost: bool = False) -> None:
        """A write of ``store`` (``autosave`` or ``history``) failed: show (or keep showing)
        the banner; ``lost``: the finished hands the history lacks could not be kept."""
        self.failures += 1
        if store == "history":
            self.lost = lost
        self.reason = reason
        self.stores[store] = reason
        self.retranslate()
        self.show()

    def on_store_recovered(self, store: str) -> None:
        """``store`` writes again: the banner tells only what still fails."""
        self.stores.pop(store, None)
        if self.stores:
            self.retranslate()
        else:
            self.hide()

    def on_recovered(self) -> None:
        """Every store writes again."""
        self.stores.clear()
        self.hide()

    def retranslate(self) -> None:
        lines = []
        if "autosave" in self.stores:
            lines.append(
                QCoreApplication.translate(
                    "SaveBanner",
                    "Your match could not be saved (%1). The game goes on; this notice "
                    "stays until a save succeeds.",
                ).replace("%1", self.stores["autosave"])
            )
        if "history" in self.stores and self.lost:
            lines.append(
                QCoreApplication.translate(
                    "SaveBanner",
                    "The finished hands could not be written to the statistics history (%1), "
                    "nor kept in the data folder for later. The game goes on; this notice "
                    "stays until the history can be written.",
                ).replace("%1", self.stores["history"])
            )
        elif "history" in self.stores:
            lines.append(
                QCoreApplication.translate(
                    "SaveBanner",
                    "The finished hands could not be written to the statistics history (%1). "
                    "They are kept in the data folder and recorded as soon as the history "
                    "can be written; this notice stays until then.",
                ).replace("%1", self.stores["history"])
            )
        if "autosave" in self.stores or not self.stores:
            self.setText(QCoreApplication.translate("SaveBanner", "Not saved"))
        else:
            self.setText(QCoreApplication.translate("SaveBanner", "History not saved"))
        self.setToolTip("\n".join(lines))


def attach(window: QMainWindow, keeper, controller) -> SaveBanner:
    """Put a :class:`SaveBanner` in ``window``'s status bar, fed by ``keeper``; a failed computer
    turn of ``controller`` is told once on the status line."""
    banner = SaveBanner(window)
    window.statusBar().addPermanentWidget(banner)
    keeper.storeFailed.connect(lambda store, reason: banner.on_failed(reason, store, keeper.lost))
    keeper.storeRecovered.connect(banner.on_store_recovered)
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
