"""The New game dialog: the mode (2 to 6 players), each computer seat's character, the rules
preset and the target. Presets and targets follow the engine's rules for the player count."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...ai import CHARACTERS, DEFAULT_CHARACTER
from ...ai.characters import DEFAULT_LINEUP
from ...engine.errors import InvalidRules
from ...engine.rules import PRESETS, Rules
from ...model.controller import MatchOptions
from ..character_texts import description, portrait_icon, tier_name
from .instructions import preset_description, preset_title

#: The targets offered by the New game dialog (R14.1), besides the player count's default.
TARGETS = (1005, 2005)


def default_target(players: int) -> int:
    """The engine's default target for ``players`` players (1505 with 3, RULES-MULTI R29.4;
    otherwise 1005)."""
    return Rules.preset("italian").bound(players).target


def preset_playable(preset: str, players: int) -> bool:
    """Whether the engine lets ``players`` players play ``preset`` (the casual preset's draw mode
    is for 2 and 4 players only, RULES-CASUAL.md R32.3)."""
    try:
        Rules.preset(preset).bound(players).check_players(players)
    except InvalidRules:
        return False
    return True


class NewGameDialog(QDialog):
    """Choose the mode (1 vs 1, 3 players, 2 vs 2 with a computer partner, 5 players, 3 vs 3 with
    a computer partner: RULES-MULTI R21), each computer player by character (issue 13: the
    opponent; in 2 vs 2 the left opponent, the partner and the right opponent; with 3, 5 and 6
    players every other seat in playing order, the partner opposite with 6), the rules preset and
    the target; :meth:`options` returns the choice (no seed).

    Widgets for tests: radio buttons ``mode1v1`` / ``mode3`` / ``mode2v2`` / ``mode5`` /
    ``mode6``, combo boxes ``seat1`` … ``seat5`` (item data: the character key; shown for the
    seats the mode has), ``preset`` and
    ``target`` (item data: the preset key, the target number), the labels ``characterDescription``
    and ``presetDescription`` and the button box ``buttons``.
    """

    def __init__(self, options: MatchOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        layout.addLayout(form)

        self._mode1 = QRadioButton(self.tr("1 vs 1"), self)
        self._mode1.setObjectName("mode1v1")
        self._mode2 = QRadioButton(self.tr("2 vs 2, with a computer partner"), self)
        self._mode2.setObjectName("mode2v2")
        self._mode3 = QRadioButton(self.tr("3 players: the pairs form during the hand"), self)
        self._mode3.setObjectName("mode3")
        self._mode5 = QRadioButton(self.tr("5 players: the pairs form during the hand"), self)
        self._mode5.setObjectName("mode5")
        self._mode6 = QRadioButton(self.tr("3 vs 3: three pairs, with a computer partner"), self)
        self._mode6.setObjectName("mode6")
        self._modes = QButtonGroup(self)
        modes = QVBoxLayout()
        modes.setSpacing(2)
        for players, button in (
            (2, self._mode1),
            (3, self._mode3),
            (4, self._mode2),
            (5, self._mode5),
            (6, self._mode6),
        ):
            self._modes.addButton(button, players)
            modes.addWidget(button)
        form.addRow(self.tr("Mode:"), modes)

        self._seats: list[QComboBox] = []
        self._seat_labels: list[QLabel] = []
        for seat in (1, 2, 3, 4, 5):
            combo = QComboBox(self)
            combo.setObjectName(f"seat{seat}")
            for key, c in CHARACTERS.items():
                combo.addItem(portrait_icon(key), f"{c.name} · {tier_name(c.tier)}", key)
                combo.setItemData(combo.count() - 1, description(key), Qt.ItemDataRole.ToolTipRole)
            label = QLabel(self)
            label.setBuddy(combo)
            form.addRow(label, combo)
            combo.currentIndexChanged.connect(self._describe_characters)
            self._seats.append(combo)
            self._seat_labels.append(label)
        self._characters = QLabel(self)
        self._characters.setObjectName("characterDescription")
        self._characters.setWordWrap(True)
        self._characters.setMinimumWidth(320)
        muted(self._characters)
        form.addRow("", self._characters)
        self._form = form
        self._modes.idToggled.connect(lambda _id, on: self._show_seats() if on else None)

        self._preset = QComboBox(self)
        self._preset.setObjectName("preset")
        for preset in PRESETS:
            self._preset.addItem(preset_title(preset), preset)
        form.addRow(self.tr("&Rules:"), self._preset)
        self._description = QLabel(self)
        self._description.setObjectName("presetDescription")
        self._description.setWordWrap(True)
        self._description.setMinimumWidth(320)
        muted(self._description)
        form.addRow("", self._description)

        self._target = QComboBox(self)
        self._target.setObjectName("target")
        self._shown_players = 0  # the mode the preset and target choices were last fitted to
        form.addRow(self.tr("&Target:"), self._target)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.setObjectName("buttons")
        # "challenge" or "day" when a challenge was asked for instead (issue 29)
        self.request = ""
        self.challenge_button = buttons.addButton(
            self.tr("Challenge…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.challenge_button.setObjectName("challengeButton")
        self.day_button = buttons.addButton(
            self.tr("Deal of the day"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.day_button.setObjectName("dayButton")
        self.challenge_button.clicked.connect(lambda: self._ask("challenge"))
        self.day_button.clicked.connect(lambda: self._ask("day"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self._preset.currentIndexChanged.connect(self._describe)
        self._fit_rules()
        self._select(options)
        self._describe()
        self.setMinimumWidth(460)

    def _ask(self, request: str) -> None:
        self.request = request
        self.accept()

    def _select(self, options: MatchOptions) -> None:
        button = self._modes.button(options.players)
        (button if button is not None else self._mode1).setChecked(True)
        default = DEFAULT_CHARACTER.get(options.difficulty, "lucia")
        chosen = list(options.characters) or [default] * (options.players - 1)
        if len(chosen) < 5:  # the seats not chosen: the default lineup (or the difficulty's)
            extra = [*DEFAULT_LINEUP, "pina", "marco"] if options.characters else [default] * 5
            chosen += extra[len(chosen) : 5]
        for combo, key in zip(self._seats, chosen, strict=False):
            combo.setCurrentIndex(max(0, combo.findData(key)))
        self._show_seats()
        if preset_playable(options.preset, self._players()):
            _select_data(self._preset, options.preset, options.preset)
        _select_data(self._target, options.target, self.tr("{points} points").format(points=options.target))

    def _describe(self) -> None:
        self._description.setText(preset_description(str(self._preset.currentData())))

    def _players(self) -> int:
        return max(2, self._modes.checkedId())

    def _show_seats(self) -> None:
        players = self._players()
        if players == 4:
            texts = [self.tr("&Left opponent:"), self.tr("&Partner:"), self.tr("&Right opponent:")]
        elif players == 2:
            texts = [self.tr("&Opponent:")]
        else:  # seats in playing order from the left; with 6 the partner sits opposite (R23.2)
            texts = [
                self.tr("&Partner:")
                if players == 6 and seat == 3
                else self.tr("Player %1:").replace("%1", str(seat + 1))
                for seat in range(1, players)
            ]
        texts += [""] * (5 - len(texts))
        for i, (combo, label) in enumerate(zip(self._seats, self._seat_labels, strict=True)):
            label.setText(texts[i])
            self._form.setRowVisible(combo, i < players - 1)
        self._describe_characters()
        self._fit_rules()
        self._relayout()

    def _relayout(self) -> None:
        """Lay the dialog out again for the rows the mode shows (issue 22): the height follows the
        content, so no row is squeezed or clipped and no empty band is left; the width is kept."""
        lay = self.layout()
        if lay is None or not self.isVisible():  # before the first show Qt sizes it itself
            return
        lay.invalidate()
        lay.activate()
        width = max(self.width(), lay.totalMinimumSize().width())
        wrapped = lay.hasHeightForWidth()
        height = lay.totalHeightForWidth(width) if wrapped else lay.totalSizeHint().height()
        self.resize(width, max(height, lay.totalMinimumSize().height()))

    def _fit_rules(self) -> None:
        """Fit the rules and target choices to the mode: a preset the engine refuses for this
        many players is disabled (another is chosen if it was selected), and the target list
        holds the count's default, chosen when the previous mode's default was."""
        players = self._players()
        if players == self._shown_players:
            return
        model = cast(QStandardItemModel, self._preset.model())  # a combo box's own model
        for i in range(self._preset.count()):
            ok = preset_playable(str(self._preset.itemData(i)), players)
            model.item(i).setEnabled(ok)
            model.item(i).setToolTip("" if ok else self.tr("These rules are played by 2 or 4 players."))
        if not preset_playable(str(self._preset.currentData()), players):
            self._preset.setCurrentIndex(self._preset.findData("italian"))
        before = self._target.currentData()
        was_default = before is None or (
            self._shown_players and before == default_target(self._shown_players)
        )
        default = default_target(players)
        self._target.blockSignals(True)
        self._target.clear()
        for target in sorted({*TARGETS, default}):
            self._target.addItem(self.tr("{points} points").format(points=target), target)
        self._target.blockSignals(False)
        chosen = default if was_default else before
        _select_data(self._target, chosen, self.tr("{points} points").format(points=chosen))
        self._shown_players = players

    def _chosen(self) -> tuple[str, ...]:
        return tuple(str(c.currentData()) for c in self._seats[: self._players() - 1])

    def _describe_characters(self) -> None:
        lines = [f"{CHARACTERS[k].name}: {description(k)}" for k in dict.fromkeys(self._chosen())]
        self._characters.setText("\n".join(lines))

    def options(self) -> MatchOptions:
        """The options chosen (``seed`` is ``None``: every new match gets a fresh deal)."""
        chosen = self._chosen()
        return MatchOptions(
            players=self._players(),
            difficulty=CHARACTERS[chosen[0]].tier,
            characters=chosen,
            preset=str(self._preset.currentData()),
            target=int(self._target.currentData()),
            seed=None,
        )


def _select_data(combo: QComboBox, value: object, text: str) -> None:
    """Select the item whose data is ``value``, adding it (shown as ``text``) if missing."""
    index = combo.findData(value)
    if index < 0:
        combo.addItem(text, value)
        index = combo.count() - 1
    combo.setCurrentIndex(index)


def muted(label: QLabel) -> None:
    """Show ``label`` in the palette's placeholder (muted) colour."""
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText))
    label.setPalette(palette)
