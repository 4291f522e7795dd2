"""The Preferences dialog (loaded when first opened: its widgets are not needed to paint the
table at start-up)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..player_preferences import Preferences


class PreferencesDialog(QDialog):
    """Edits :class:`Preferences`; ``changed`` is emitted on every edit (applied at once).
    ``no_sound_device``: a note under *Sound effects* says that no audio device was found."""

    changed = Signal(object)

    def __init__(
        self, prefs: Preferences, parent: QWidget | None = None, *, no_sound_device: bool = False
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._prefs = prefs
        form = QFormLayout()
        self.speed = QComboBox()
        self.speed.setObjectName("speed")
        for key, text in (
            ("slow", self.tr("Slow")),
            ("normal", self.tr("Normal")),
            ("fast", self.tr("Fast")),
            ("instant", self.tr("Instant")),
        ):
            self.speed.addItem(text, key)
        self.speed.setCurrentIndex(self.speed.findData(prefs.speed))
        form.addRow(self.tr("Animation speed:"), self.speed)
        self.reduce = QCheckBox(self.tr("Reduce motion"))
        self.reduce.setObjectName("reduceMotion")
        self.reduce.setToolTip(
            self.tr(
                "Cards appear in their new place with a short fade instead of travelling "
                "across the table; the computer still pauses between its moves."
            )
        )
        self.reduce.setChecked(prefs.reduce_motion)
        form.addRow("", self.reduce)
        self.size_box = QComboBox()
        self.size_box.setObjectName("cardSize")
        for key, text in (
            ("small", self.tr("Small")),
            ("medium", self.tr("Medium")),
            ("large", self.tr("Large")),
        ):
            self.size_box.addItem(text, key)
        self.size_box.setCurrentIndex(self.size_box.findData(prefs.card_size))
        form.addRow(self.tr("Card size:"), self.size_box)
        self.sound = QCheckBox(self.tr("Sound effects"))
        self.sound.setObjectName("sound")
        self.sound.setChecked(prefs.sound)
        form.addRow("", self.sound)
        if no_sound_device:
            note = QLabel(self.tr("No audio device was found: the sound effects cannot be heard."))
            note.setObjectName("noSoundDevice")
            note.setWordWrap(True)
            form.addRow("", note)
        self.thinking = QComboBox()
        self.thinking.setObjectName("thinking")
        for key, text in (
            ("0.3", self.tr("Quick (0.3 s)")),
            ("1", self.tr("Normal (1 s)")),
            ("3", self.tr("Deep (3 s)")),
        ):
            self.thinking.addItem(text, key)
        self.thinking.setCurrentIndex(max(0, self.thinking.findData(prefs.thinking)))
        form.addRow(self.tr("Expert thinking time:"), self.thinking)
        self._add_looks(form, prefs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.speed.currentIndexChanged.connect(self._emit)
        self.size_box.currentIndexChanged.connect(self._emit)
        self.reduce.toggled.connect(self._emit)
        self.sound.toggled.connect(self._emit)
        self.thinking.currentIndexChanged.connect(self._emit)
        for box in (self.deck_box, self.faces_box, self.table_box):
            box.currentIndexChanged.connect(self._emit)

    def _add_looks(self, form: QFormLayout, prefs: Preferences) -> None:
        """The legible deck (issue 28): the deck's colours, the card index and the table."""
        self.deck_box = QComboBox()
        self.deck_box.setObjectName("deckColours")
        self.deck_box.addItem(self.tr("Red and black"), "standard")
        self.deck_box.addItem(self.tr("Four colours"), "four_colour")
        self.deck_box.setItemData(
            1,
            self.tr("Spades black, hearts red, diamonds blue, clubs green"),
            Qt.ItemDataRole.ToolTipRole,
        )
        self.deck_box.setCurrentIndex(max(0, self.deck_box.findData(prefs.deck_colours)))
        form.addRow(self.tr("Deck colours:"), self.deck_box)
        self.faces_box = QComboBox()
        self.faces_box.setObjectName("faceStyle")
        self.faces_box.addItem(self.tr("Large index"), "large_index")
        self.faces_box.addItem(self.tr("Small index (the deck's own)"), "standard")
        self.faces_box.setCurrentIndex(max(0, self.faces_box.findData(prefs.face_style)))
        form.addRow(self.tr("Card index:"), self.faces_box)
        self.table_box = QComboBox()
        self.table_box.setObjectName("tableContrast")
        self.table_box.addItem(self.tr("Normal"), "normal")
        self.table_box.addItem(self.tr("High contrast"), "high_contrast")
        self.table_box.setCurrentIndex(max(0, self.table_box.findData(prefs.table_contrast)))
        form.addRow(self.tr("Table:"), self.table_box)

    def preferences(self) -> Preferences:
        return replace(
            self._prefs,
            speed=self.speed.currentData(),
            card_size=self.size_box.currentData(),
            reduce_motion=self.reduce.isChecked(),
            sound=self.sound.isChecked(),
            thinking=self.thinking.currentData(),
            deck_colours=self.deck_box.currentData(),
            face_style=self.faces_box.currentData(),
            table_contrast=self.table_box.currentData(),
        )

    def _emit(self) -> None:
        self._prefs = self.preferences()
        self.changed.emit(self._prefs)
