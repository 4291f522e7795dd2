"""The pass screen of a hot-seat match (issue 31): between two people's turns it hides the table.

When the controller says the table must be hidden (``passTo``: a person's turn after another
person's, a new deal, a resumed match) the screen covers the whole window, the table, the score
panel and the Moves list alike, and says whom to pass the computer to ("Pass to Giulia"). Only a
click on its button ("I am Giulia: show my cards", or Enter / Space on it) shows the table again,
already turned so that Giulia sits at the bottom.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from .main_window import MainWindow


class PassScreen(QWidget):
    """The screen over the whole window; :attr:`seat` the person it waits for (``None`` when
    hidden). Signal ``passed(int)``: that person clicked, the table shows again."""

    passed = Signal(int)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window_ = window
        self.seat: int | None = None
        self.setObjectName("passScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#passScreen { background: #0f3d24; } QLabel { color: #f4efe2; }")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a person's name is shown as typed
        self.title.setObjectName("passTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        self.title.setFont(font)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("passButton")
        self.button.setDefault(True)
        self.button.clicked.connect(self._clicked)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.note)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.hide()
        window.installEventFilter(self)

    def show_for(self, seat: int) -> None:
        """Hide the table until the person of ``seat`` clicks."""
        self.seat = seat
        self.retranslate()
        self.setGeometry(self.window_.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate(self) -> None:
        """The texts in the current language, with the person's name."""
        if self.seat is None:
            return
        name = self.window_.controller.seat_label(self.seat, level=False)
        self.title.setText(self.tr("Pass to %1").replace("%1", name))
        self.note.setText(
            self.tr("Only %1 should look at the screen now: the table shows their cards.").replace("%1", name)
        )
        # (a "&" in the name is a literal ampersand, not a shortcut marker)
        self.button.setText(self.tr("I am %1: show my cards").replace("%1", name.replace("&", "&&")))
        self.setAccessibleName(self.title.text())
        self.button.setAccessibleName(self.button.text())

    def _clicked(self) -> None:
        seat = self.seat
        self.seat = None
        self.hide()
        self.window_.view.setFocus()
        if seat is not None:
            self.passed.emit(seat)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window_ and event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.window_.rect())
        return False
