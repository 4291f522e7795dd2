"""The Hands window (*Game → Hands…*): the hand archive, filtered, opened in the replay viewer.

Rows come from :func:`~burraco_qt.storage.archive.archived_hands` (newest first); rows whose
record cannot be read are left out and the window says how many. Filters: the number of players
(mode), the rules preset and the hand's result. *Replay* (or a double click) opens the hand in
the replay viewer; *Play this deal* deals the hand's cards again in a new match (as *Game → Play
a deal code…* does, the code filled in: :attr:`HandsDialog.playCode`); *Copy deal code* puts
the hand's code on the clipboard; *Save hand as…* writes its game record. The same actions are
on the table's context menu. A record that turns out unreadable when opened is reported on the window's
message line, never raised.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import PRESETS, RuleError
from ...model.replay_positions import Replay, seats_of_lineup
from ...storage.archive import ArchivedHand, archived_hands, archived_record
from ...storage.history_db import History
from .instructions import preset_title


class HandsDialog(QDialog):
    """The archived hands of ``history``. :attr:`table` lists :attr:`shown` (the hands passing
    the filters, in row order); :attr:`message` is the message line; :attr:`viewers` keeps the
    replay windows opened from here."""

    #: *Play this deal* on a hand with a deal code: the code (the window's owner starts it).
    playCode = Signal(str)

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handsDialog")
        self.setWindowTitle(self.tr("Hands"))
        self.history = history
        self.hands: list[ArchivedHand] = []
        self.shown: list[ArchivedHand] = []
        self.skipped = 0
        self.viewers: list[QWidget] = []
        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.mode = self._combo(
            "modeFilter", [(self.tr("All modes"), 0)] + [(self._mode_text(n), n) for n in (2, 3, 4, 5, 6)]
        )
        self.preset = self._combo(
            "presetFilter", [(self.tr("All rules"), "")] + [(preset_title(p), p) for p in PRESETS]
        )
        self.result_box = self._combo(
            "resultFilter",
            [
                (self.tr("Every result"), ""),
                (self.tr("Won"), "won"),
                (self.tr("Lost"), "lost"),
                (self.tr("Tied"), "tied"),
            ],
        )
        for box in (self.mode, self.preset, self.result_box):
            filters.addWidget(box)
        filters.addStretch(1)
        layout.addLayout(filters)
        self.table = QTableWidget(self)
        self.table.setObjectName("handsTable")
        self.table.setColumnCount(8)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Match"),
                self.tr("Hand"),
                self.tr("Mode"),
                self.tr("Rules"),
                self.tr("Score"),
                self.tr("Result"),
                self.tr("Deal code"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.cellDoubleClicked.connect(lambda row, _column: self.replay_row(row))
        self.table.itemSelectionChanged.connect(self._selection_changed)
        layout.addWidget(self.table, 1)
        self.message = QLabel(self)
        self.message.setObjectName("handsMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self._add_challenges(layout)
        buttons = QDialogButtonBox(self)
        self.replay_button = QPushButton(self.tr("Replay"), self)
        self.replay_button.setObjectName("replayButton")
        self.copy_button = QPushButton(self.tr("Copy deal code"), self)
        self.copy_button.setObjectName("copyCodeButton")
        self.save_button = QPushButton(self.tr("Save hand as…"), self)
        self.save_button.setObjectName("saveHandButton")
        self.play_button = QPushButton(self.tr("Play this deal"), self)
        self.play_button.setObjectName("playDealButton")
        self.play_button.setToolTip(self.tr("A new match dealt from this hand's deal code"))
        for button in (self.replay_button, self.play_button, self.copy_button, self.save_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.replay_button.clicked.connect(lambda: self.replay_row(self.table.currentRow()))
        self.copy_button.clicked.connect(self.copy_code)
        self.save_button.clicked.connect(self.save_hand)
        self.play_button.clicked.connect(self.play_deal)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.actions_by_button: dict[QPushButton, QAction] = {}
        for button, name in (
            (self.replay_button, "replayAction"),
            (self.play_button, "playDealAction"),
            (self.copy_button, "copyCodeAction"),
            (self.save_button, "saveHandAction"),
        ):
            action = QAction(button.text(), self.table)
            action.setObjectName(name)
            action.triggered.connect(button.click)
            self.table.addAction(action)
            self.actions_by_button[button] = action
        from ..fairness import add_hands_button

        self.fairness: QWidget | None = None  # the fairness details opened (issue 29)
        self.fair_button = add_hands_button(self, buttons)
        layout.addWidget(buttons)
        self.resize(820, 520)
        self.reload()

    def _add_challenges(self, layout: QVBoxLayout) -> None:
        """The challenges played or received in this data folder (issue 29), both results."""
        from ...storage.challenges import all_challenges
        from .challenge import ChallengesTable

        try:
            challenges = all_challenges(self.history.path.parent)
        except OSError:
            challenges = []
        self.challenges_label = QLabel(self.tr("Challenges"), self)
        self.challenges_label.setObjectName("challengesLabel")
        layout.addWidget(self.challenges_label)
        self.challenges = ChallengesTable(challenges, self)
        self.challenges.setMaximumHeight(140)
        layout.addWidget(self.challenges)
        self.compare_button = QPushButton(self.tr("Compare a friend's result code…"), self)
        self.compare_button.setObjectName("compareChallengeCodeButton")
        self.compare_button.setToolTip(
            self.tr("The selected challenge's result beside the result code a friend sent (not verified)")
        )
        self.compare_button.setEnabled(False)
        self.compare_button.clicked.connect(lambda: self.compare_challenge_code())
        self.challenges.itemSelectionChanged.connect(
            lambda: self.compare_button.setEnabled(self.challenges.selected_mine() is not None)
        )
        row = QHBoxLayout()
        row.addWidget(self.compare_button)
        row.addStretch(1)
        layout.addLayout(row)
        #: The result windows opened from the challenges (issue 29).
        self.results: list[QWidget] = []
        for widget in (self.challenges_label, self.challenges, self.compare_button):
            widget.setVisible(bool(challenges))

    def compare_challenge_code(self, text: str = "") -> QWidget | None:
        """*Compare a friend's result code…* on the selected challenge: your result (replayed)
        in a result window, and the friend's code asked there (``text`` filled in)."""
        from .challenge import compare_code_of

        doc = self.challenges.selected_mine()
        if doc is None:
            return None
        dialog = compare_code_of(doc, self, text)
        if dialog is not None:
            self.results = [d for d in self.results if d.isVisible()] + [dialog]
        return dialog

    def _mode_text(self, players: int) -> str:
        """The mode of a match of ``players`` players (RULES-MULTI R21.1 for 3, 5, 6)."""
        return {
            2: self.tr("1 vs 1"),
            3: self.tr("3 players"),
            4: self.tr("2 vs 2"),
            5: self.tr("5 players"),
            6: self.tr("3 vs 3"),
        }.get(players, str(players))

    def _combo(self, name: str, items: Sequence[tuple[str, object]]) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName(name)
        for text, data in items:
            box.addItem(text, data)
        box.currentIndexChanged.connect(self.refilter)
        return box

    # ------------------------------------------------------------------ rows
    def reload(self) -> None:
        """Read the archive again (unreadable rows are counted, not shown)."""
        self.hands, self.skipped = archived_hands(self.history.db)
        self.refilter()

    def refilter(self) -> None:
        """Show the hands passing the three filters."""
        mode, preset, result = (
            self.mode.currentData(),
            self.preset.currentData(),
            self.result_box.currentData(),
        )
        self.shown = [
            h
            for h in self.hands
            if (not mode or h.players == mode)
            and (not preset or h.preset == preset)
            and (not result or h.result == result)
        ]
        results = {"won": self.tr("Won"), "lost": self.tr("Lost"), "tied": self.tr("Tied")}
        self.table.setRowCount(len(self.shown))
        for row, h in enumerate(self.shown):
            mode_text = self._mode_text(h.players)
            cells = [
                h.played,
                f"#{h.match_id}",
                str(h.number),
                mode_text,
                preset_title(h.preset) if h.preset in PRESETS else h.preset,
                f"{h.us} – {h.them}",
                results[h.result],
                h.code,
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (1, 2, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        if self.shown:
            self.table.selectRow(0)
        self._say_skipped()
        self._selection_changed()

    def _say_skipped(self) -> None:
        if not self.hands and not self.skipped:
            self.message.setText(self.tr("No hand is archived yet: every hand you finish is kept here."))
        elif self.skipped:
            self.message.setText(
                self.tr("Archived hands that could not be read (not shown): %1").replace(
                    "%1", str(self.skipped)
                )
            )
        else:
            self.message.setText("")

    def _selection_changed(self) -> None:
        hand = self.current()
        for button in (self.replay_button, self.save_button):
            button.setEnabled(hand is not None)
        self.copy_button.setEnabled(hand is not None and bool(hand.code))
        self.play_button.setEnabled(hand is not None and bool(hand.code))
        self.fair_button.setEnabled(hand is not None)
        for button, action in self.actions_by_button.items():
            action.setEnabled(button.isEnabled())

    def current(self) -> ArchivedHand | None:
        """The selected hand, if any."""
        row = self.table.currentRow()
        return self.shown[row] if 0 <= row < len(self.shown) else None

    # ------------------------------------------------------------------ actions
    def record_of(self, hand: ArchivedHand) -> dict | None:
        """The hand's record, or ``None`` (the message line says why)."""
        try:
            return archived_record(self.history.db, hand.hand_id)
        except Exception as err:  # a damaged row (ArchiveError or worse) never crashes the window
            self.message.setText(
                self.tr("This hand's record cannot be read and is skipped: %1").replace("%1", str(err)[:200])
            )
            return None

    def replay_row(self, row: int) -> QWidget | None:
        """Open the hand of ``row`` in the replay viewer (returned); ``None`` when it cannot be
        read or replayed (the message line says why)."""
        if not 0 <= row < len(self.shown):
            return None
        hand = self.shown[row]
        record = self.record_of(hand)
        if record is None:
            return None
        try:
            replay = Replay(record)
        except RuleError as err:
            self.message.setText(
                self.tr("This hand's record cannot be replayed and is skipped: %1").replace(
                    "%1", err.message[:200]
                )
            )
            return None
        from ..replay.viewer import ReplayWindow

        title = self.tr("hand %1 of %2").replace("%1", str(hand.number)).replace("%2", hand.played)
        viewer = ReplayWindow(replay, title, self, seats=seats_of_lineup(hand.difficulty, hand.players))
        viewer.setWindowFlag(Qt.WindowType.Window, True)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.destroyed.connect(lambda: self.viewers.remove(viewer) if viewer in self.viewers else None)
        self.viewers.append(viewer)
        viewer.show()
        return viewer

    def copy_code(self) -> None:
        hand = self.current()
        if hand is not None and hand.code:
            QGuiApplication.clipboard().setText(hand.code)
            self.message.setText(self.tr("Deal code %1 copied.").replace("%1", hand.code))

    def play_deal(self) -> None:
        """*Play this deal*: :attr:`playCode` with the chosen hand's code."""
        hand = self.current()
        if hand is not None and hand.code:
            self.playCode.emit(hand.code)

    def save_hand(self) -> None:
        hand = self.current()
        record = None if hand is None else self.record_of(hand)
        if hand is not None and record is not None:
            from .exports import save_record_as

            save_record_as(self, record, f"burraco-hand-{hand.played[:10]}-{hand.number}.json")
