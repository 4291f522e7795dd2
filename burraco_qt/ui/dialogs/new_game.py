"""The New game dialog as one page (issue 28): the modes as cards with their seats drawn, each
computer seat's character (portrait, name · tier and one-line style), the rules preset with its
description and the target, and a "More" section (challenges, the deal of the day; later the
people at this computer and hosting a table). Presets and targets follow the engine's rules for
the player count."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QShowEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai import CHARACTERS, DEFAULT_CHARACTER
from ...ai.characters import DEFAULT_LINEUP
from ...engine.errors import InvalidRules
from ...engine.rules import PRESETS, Rules
from ...model.controller import MatchOptions
from .instructions import preset_description, preset_title
from .new_game_parts import ModeCard, SeatPicker, muted, seat_colours, section_title

__all__ = ["TARGETS", "NewGameDialog", "default_target", "muted", "preset_playable"]

#: The targets offered by the New game dialog (R14.1), besides the player count's default.
TARGETS = (1005, 2005)

# The seat pickers per row.
SEAT_COLUMNS = 3

# The page's inner width (logical pixels) unless the mode cards need more.
PAGE_WIDTH = 800


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
    the target; :meth:`options` returns the choice (no seed); :attr:`request` is "challenge" or
    "day" when a challenge was asked for instead (issue 29).

    Widgets for tests: the mode cards (radio buttons) ``mode1v1`` / ``mode3`` / ``mode2v2`` /
    ``mode5`` / ``mode6``, combo boxes ``seat1`` … ``seat5`` (item data: the character key; shown
    for the seats the mode has) with their style lines ``style1`` … ``style5``, ``preset`` and
    ``target`` (item data: the preset key, the target number), the label ``presetDescription``,
    the buttons ``challengeButton`` and ``dayButton`` and the button box ``buttons`` (Ok: Start).
    """

    def __init__(self, options: MatchOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(self.tr("New game"))
        layout = QVBoxLayout(self)
        layout.setSpacing(6)
        self._build_modes(layout)
        self._build_seats(layout)
        bottom = QHBoxLayout()
        bottom.setSpacing(18)
        layout.addLayout(bottom)
        self._build_rules(bottom)
        self._build_more(bottom)
        layout.addStretch(0)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.setObjectName("buttons")
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(self.tr("&Start"))
        start.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self._preset.currentIndexChanged.connect(self._describe)
        self._fit_rules()
        self._select(options)
        self._describe()
        self._fit_width()

    # ------------------------------------------------------------------ the page's sections
    def _build_modes(self, layout: QVBoxLayout) -> None:
        self._mode_title = section_title(self.tr("&Mode"), self)
        layout.addWidget(self._mode_title)
        cards = (
            (2, "mode1v1", self.tr("1 vs 1"), self.tr("you against one opponent")),
            (3, "mode3", self.tr("3 players"), self.tr("the pairs form during the hand")),
            (4, "mode2v2", self.tr("2 vs 2"), self.tr("with a computer partner opposite you")),
            (5, "mode5", self.tr("5 players"), self.tr("the pairs form during the hand")),
            (6, "mode6", self.tr("3 vs 3"), self.tr("three pairs, your partner opposite you")),
        )
        self._modes = QButtonGroup(self)
        row = QHBoxLayout()
        row.setSpacing(8)
        self._cards: list[ModeCard] = []
        for players, name, text, line in cards:
            card = ModeCard(players, text, line, self)
            card.setObjectName(name)
            self._modes.addButton(card, players)
            row.addWidget(card)
            self._cards.append(card)
        self._mode1 = self._cards[0]
        layout.addLayout(row)
        self._modes.idToggled.connect(lambda _id, on: self._show_seats() if on else None)

    def _build_seats(self, layout: QVBoxLayout) -> None:
        self._seats_title = section_title("", self)
        layout.addWidget(self._seats_title)
        row = QHBoxLayout()  # our own name, asked for once another person plays (issue 31)
        self._name0_label = QLabel(self)
        self._name0 = QLineEdit(self)
        self._name0.setObjectName("name0")
        self._name0.setMaxLength(24)
        self._name0_label.setBuddy(self._name0)
        row.addWidget(self._name0_label)
        row.addWidget(self._name0, 1)
        layout.addLayout(row)
        self._pickers = [SeatPicker(seat, self) for seat in (1, 2, 3, 4, 5)]
        self._seats: list[QComboBox] = [p.combo for p in self._pickers]
        self._seat_labels: list[QLabel] = [p.label for p in self._pickers]
        grid = QGridLayout()
        grid.setSpacing(8)
        layout.addLayout(grid)
        self._seat_grid = grid
        for combo in self._seats:
            combo.currentIndexChanged.connect(self._show_faces)
        for picker in self._pickers:
            picker.person.toggled.connect(lambda _on: self._show_people())
        self._show_people()

    def _show_people(self) -> None:
        """Our name is asked for only when another seat is a person's (hot seat)."""
        self._name0_label.setText(self.tr("&Your name:"))
        self._name0.setPlaceholderText(self.tr("Player %1").replace("%1", "1"))
        people = any(p.person.isChecked() for p in self._pickers[: self._players() - 1])
        self._name0_label.setVisible(people)
        self._name0.setVisible(people)

    def _people(self) -> tuple[tuple[int, str], ...]:
        """``(seat, name)`` of every person at this computer (none when we play alone); an
        empty name is "Player <n>"."""
        shown = self._pickers[: self._players() - 1]
        if not any(p.person.isChecked() for p in shown):
            return ()

        def named(seat: int, edit: QLineEdit) -> str:
            return edit.text().strip() or self.tr("Player %1").replace("%1", str(seat + 1))

        people = [(0, named(0, self._name0))]
        people += [(s + 1, named(s + 1, p.name)) for s, p in enumerate(shown) if p.person.isChecked()]
        return tuple(people)

    def _place_seats(self, seats: int) -> None:
        """Lay the ``seats`` shown pickers out in rows: two per row for 1, 2 and 4 seats, three
        for 3 and 5 (the others are hidden)."""
        columns = 2 if seats in (1, 2, 4) else SEAT_COLUMNS
        grid = self._seat_grid
        for picker in self._pickers:
            grid.removeWidget(picker)
        for i, picker in enumerate(self._pickers):
            grid.addWidget(picker, i // columns, i % columns)
        for column in range(SEAT_COLUMNS):
            grid.setColumnStretch(column, 1 if column < columns else 0)

    def _build_rules(self, bottom: QHBoxLayout) -> None:
        box = QVBoxLayout()
        box.setSpacing(4)
        box.addWidget(section_title(self.tr("Rules"), self))
        row = QHBoxLayout()
        self._preset = QComboBox(self)
        self._preset.setObjectName("preset")
        for preset in PRESETS:
            self._preset.addItem(preset_title(preset), preset)
        rules_label = QLabel(self.tr("&Rules:"), self)
        rules_label.setBuddy(self._preset)
        self._target = QComboBox(self)
        self._target.setObjectName("target")
        self._shown_players = 0  # the mode the preset and target choices were last fitted to
        target_label = QLabel(self.tr("&Target:"), self)
        target_label.setBuddy(self._target)
        row.addWidget(rules_label)
        row.addWidget(self._preset)
        row.addSpacing(12)
        row.addWidget(target_label)
        row.addWidget(self._target)
        row.addStretch(1)
        box.addLayout(row)
        self._description = QLabel(self)
        self._description.setObjectName("presetDescription")
        self._description.setWordWrap(True)
        self._description.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        muted(self._description)
        box.addWidget(self._description)
        box.addStretch(1)
        bottom.addLayout(box, 5)

    def _build_more(self, bottom: QHBoxLayout) -> None:
        """The "More" section: one row per other way to start (issue 29's challenges now; the
        people at this computer and hosting a table are to come as rows of :meth:`add_more`)."""
        box = QVBoxLayout()
        box.setSpacing(4)
        box.addWidget(section_title(self.tr("More"), self))
        self._more = QGridLayout()
        self._more.setHorizontalSpacing(8)
        self._more.setVerticalSpacing(4)
        self._more.setColumnStretch(1, 1)
        box.addLayout(self._more)
        box.addStretch(1)
        bottom.addLayout(box, 4)
        self.request = ""
        self.challenge_button = self.add_more(
            "challenge", self.tr("Challenge…"), self.tr("a friend's code: the same deals for both")
        )
        self.challenge_button.setObjectName("challengeButton")
        self.day_button = self.add_more(
            "day", self.tr("Deal of the day"), self.tr("today's deals, the same for everyone")
        )
        self.day_button.setObjectName("dayButton")

    def add_more(self, request: str, text: str, line: str) -> QPushButton:
        """Add a row to the "More" section: a button that closes the dialog (accepted) with
        :attr:`request` set to ``request``, and a short muted line after it."""
        button = QPushButton(text, self)
        button.setAutoDefault(False)
        label = QLabel(line, self)
        label.setWordWrap(True)
        muted(label)
        row = self._more.rowCount()
        self._more.addWidget(button, row, 0)
        self._more.addWidget(label, row, 1)
        button.clicked.connect(lambda: self._ask(request))
        return button

    def _fit_width(self) -> None:
        """As wide as the five mode cards need and at least a comfortable page (the width is
        the smallest the dialog takes); every card gets the lines its short text needs there."""
        lay = self.layout()
        margins = lay.contentsMargins() if lay is not None else QMargins()
        cards = sum(c.sizeHint().width() for c in self._cards) + 8 * 4
        seats = self._pickers[0].minimumSizeHint().width() * SEAT_COLUMNS + 8 * (SEAT_COLUMNS - 1)
        inner = max(cards, seats, PAGE_WIDTH)
        width = (inner - 8 * 4) // len(self._cards)
        lines = max(round(c.line_rect(width).height() / c.fontMetrics().lineSpacing()) for c in self._cards)
        for card in self._cards:
            card.lines = max(1, lines)
            card.updateGeometry()
        self.setMinimumWidth(inner + margins.left() + margins.right())
        self.resize(self.minimumWidth(), self.height())

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
        people = dict(options.people)
        computers = iter(chosen)
        for seat, picker in enumerate(self._pickers, start=1):  # a hot seat's people come back
            picker.person.setChecked(seat in people and seat < options.players)
            picker.name.setText(people.get(seat, ""))
            if seat not in people:
                key = next(computers, None)
                if key is not None:
                    picker.combo.setCurrentIndex(max(0, picker.combo.findData(key)))
        self._name0.setText(people.get(0, ""))
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
            texts = [self.tr("&Left opponent:"), self.tr("&Partner:"), self.tr("R&ight opponent:")]
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
        colours = seat_colours(players)
        self._place_seats(players - 1)
        for i, (picker, label) in enumerate(zip(self._pickers, self._seat_labels, strict=True)):
            label.setText(texts[i])
            picker.setVisible(i < players - 1)
            picker.set_colour(colours[i + 1] if i + 1 < players else colours[-1])
        if players == 2:
            title = self.tr("Your opponent")
        elif players == 4:
            title = self.tr("Your opponents and partner")
        elif players == 6:
            title = self.tr("Your partner and the other pairs, in playing order")
        else:
            title = self.tr("The other players, in playing order")
        self._seats_title.setText(title)
        checked = self._modes.checkedButton()
        if checked is not None:
            self._mode_title.setBuddy(checked)
        self._show_faces()
        self._show_people()
        self._fit_rules()
        self._relayout()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: as tall as the page needs at its width (Qt's own first size leaves a band),
        the keyboard on the checked mode card."""
        super().showEvent(event)
        self._relayout()
        checked = self._modes.checkedButton()
        if checked is not None and not event.spontaneous():  # the keyboard starts on the mode
            checked.setFocus(Qt.FocusReason.OtherFocusReason)

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

    def _show_faces(self) -> None:
        """The checked card draws the chosen characters on their seats."""
        keys = tuple(str(c.currentData()) for c in self._seats)
        for card in self._cards:
            card.show_characters(keys[: card.players - 1])

    def _chosen(self) -> tuple[str, ...]:
        """The computer seats' characters, in seat order (a person's seat has none)."""
        pickers = self._pickers[: self._players() - 1]
        return tuple(p.key() for p in pickers if not p.person.isChecked())

    def options(self) -> MatchOptions:
        """The options chosen (``seed`` is ``None``: every new match gets a fresh deal)."""
        chosen = self._chosen()
        return MatchOptions(
            players=self._players(),
            difficulty=CHARACTERS[chosen[0]].tier if chosen else "medium",
            characters=chosen,
            people=self._people(),
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
