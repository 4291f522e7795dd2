"""The replay viewer: a finished (or saved) hand shown on the table, one action at a time.

The table is :class:`ReplayScene`, a :class:`TableScene` that refuses every input, driven by a
paused :class:`GameController` whose current position is replaced (``replace_position``) by the
:class:`Replay`'s state at the chosen position (position *k*: the engine's state after the
first *k* actions). Controls:
first / back / play-pause / forward / last, a turn to jump to, the playing speed, and *Every hand
face up* (else the hand is seen from your seat, seat 0: only your own draws are named in the
Moves list). The Moves list has one row per
position (row 0: the deal); clicking a row goes there. Keys (on the table and the list too):
Left / Right step, Home / End, Space plays or pauses.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDockWidget,
    QLabel,
    QListWidget,
    QMainWindow,
    QSpinBox,
    QToolBar,
    QWidget,
)

from ...engine import CardsMoved, seen_by
from ...engine.match import Match
from ...model import GameController
from ...model.move_sentences import describe
from ...model.replay_positions import Replay
from ..table.scene import TableScene
from ..table.speeds import Speeds
from ..table.table_view import TableView

#: Milliseconds between two actions while playing, by speed label index (0.5×, 1×, 2×, 4×).
PLAY_INTERVALS = (1600, 800, 400, 200)
#: Room for a window manager's title bar before the window is shown (as ``ui/app/screen_fit``).
FRAME_GUESS = QSize(0, 32)
STEP_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Space)


class ReplayScene(TableScene):
    """The table in read-only mode: mouse and keys never reach the table's input."""

    def mousePressEvent(self, event) -> None:
        event.accept()

    def mouseMoveEvent(self, event) -> None:
        event.accept()

    def mouseReleaseEvent(self, event) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event) -> None:
        event.accept()

    def keyPressEvent(self, event) -> None:
        event.ignore()


class ReplayWindow(QMainWindow):
    """The viewer of ``replay`` (a :class:`~burraco_qt.model.replay_positions.Replay`); ``title`` names
    the hand in the window title. :attr:`position` is the shown position (0 … ``len(replay)``).
    ``seats`` (seat → character key or tier, else the replay's own ``seats``) names the computer
    players as the table did ("Rosa", not "Opponent"). The window opens at most 1280×800, inside
    the available geometry of its screen and centred on it."""

    def __init__(
        self,
        replay: Replay,
        title: str = "",
        parent: QWidget | None = None,
        speeds: Speeds | None = None,
        seats: Mapping[int, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("replayWindow")
        self.replay = replay
        self.position = 0
        first = replay.states[0]
        seats = {p: v for p, v in (seats or replay.seats).items() if 0 < p < first.players}
        match = Match(first.rules, first.players, seed=0, seats=seats, first_player=first.first_player)
        self.controller = GameController(match=match, human_seat=0, ai_delay_ms=0, parent=self)
        self.controller.set_paused(True)
        self.controller.replace_position(first.copy())
        self.scene = ReplayScene(self.controller, speeds or Speeds())
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self._title = title
        self._fitted = False
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

        bar = QToolBar(self)
        bar.setObjectName("replayToolbar")
        bar.setMovable(False)
        self.first_action = bar.addAction("", self.go_first)
        self.back_action = bar.addAction("", self.step_back)
        self.play_action = bar.addAction("", self.toggle_play)
        self.play_action.setCheckable(True)
        self.forward_action = bar.addAction("", self.step_forward)
        self.last_action = bar.addAction("", self.go_last)
        bar.addSeparator()
        self.turn_label = QLabel(self)
        bar.addWidget(self.turn_label)
        self.turn_box = QSpinBox(self)
        self.turn_box.setObjectName("turnBox")
        self.turn_box.setRange(replay.turns[0], replay.turns[-1])
        self.turn_box.editingFinished.connect(lambda: self.go_turn(self.turn_box.value()))
        bar.addWidget(self.turn_box)
        self.speed_label = QLabel(self)
        bar.addWidget(self.speed_label)
        self.speed_box = QComboBox(self)
        self.speed_box.setObjectName("speedBox")
        self.speed_box.addItems(["0.5×", "1×", "2×", "4×"])
        self.speed_box.setCurrentIndex(1)
        self.speed_box.currentIndexChanged.connect(self._speed_changed)
        bar.addWidget(self.speed_box)
        self.face_up = QCheckBox(self)
        self.face_up.setObjectName("faceUpBox")
        self.face_up.toggled.connect(self.controller.set_open_cards)
        self.face_up.toggled.connect(self._fill_moves)
        bar.addWidget(self.face_up)
        # issue 29: a fair hand's commitment revealed (fingerprint, salt, cut, deck), and Verify
        self.fair_action = bar.addAction("", self.show_fairness)
        self.fair_action.setObjectName("replayFairnessAction")
        self.fair_action.setVisible(isinstance(replay.record.get("fair"), dict))
        self.fairness: QWidget | None = None
        self.addToolBar(bar)
        for widget in (self.turn_box, self.speed_box, self.face_up):
            widget.setFocusPolicy(Qt.FocusPolicy.ClickFocus)

        self.moves = QListWidget(self)
        self.moves.setObjectName("replayMoves")
        self.moves.setWordWrap(True)
        self.moves.currentRowChanged.connect(self._row_chosen)
        dock = QDockWidget(self)
        dock.setObjectName("replayMovesDock")
        dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        dock.setWidget(self.moves)
        self.moves_dock = dock
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.status = QLabel(self)
        self.status.setObjectName("replayStatus")
        self.statusBar().addWidget(self.status, 1)
        for watched in (self.view, self.view.viewport(), self.moves):
            watched.installEventFilter(self)
        self.retranslate()
        self.controller.start()
        self._place(parent)
        self._show()

    def _place(self, parent: QWidget | None) -> None:
        """At most 1280×800, inside the available screen (frame included), centred on it."""
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        area = screen.availableGeometry()
        room = QSize(area.width() - FRAME_GUESS.width(), area.height() - FRAME_GUESS.height())
        size = QSize(1280, 800).boundedTo(room).expandedTo(self.minimumSize())
        self.resize(size)
        frame = size + FRAME_GUESS
        self.move(
            area.x() + max(0, (area.width() - frame.width()) // 2),
            area.y() + max(0, (area.height() - frame.height()) // 2),
        )

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._fitted:  # the real frame is known once shown: keep it inside the screen
            self._fitted = True
            area = self.screen().availableGeometry()
            frame = self.frameGeometry().size() - self.geometry().size()
            room = QSize(max(1, area.width() - frame.width()), max(1, area.height() - frame.height()))
            size = self.size().boundedTo(room).expandedTo(self.minimumSize())
            if size != self.size():
                self.resize(size)
            geo = self.frameGeometry()
            x = min(max(geo.x(), area.x()), max(area.x(), area.right() + 1 - geo.width()))
            y = min(max(geo.y(), area.y()), max(area.y(), area.bottom() + 1 - geo.height()))
            if (x, y) != (geo.x(), geo.y()):
                self.move(x, y)

    # ------------------------------------------------------------------ texts
    def retranslate(self) -> None:
        """Every text in the current language (the Moves list is rebuilt too)."""
        title = self.tr("Replay")
        self.setWindowTitle(f"{title} — {self._title}" if self._title else title)
        self.first_action.setText(self.tr("First"))
        self.first_action.setToolTip(self.tr("The deal (Home)"))
        self.back_action.setText(self.tr("Back"))
        self.back_action.setToolTip(self.tr("One action back (Left)"))
        self.play_action.setText(self.tr("Play"))
        self.play_action.setToolTip(self.tr("Play or pause (Space)"))
        self.forward_action.setText(self.tr("Forward"))
        self.forward_action.setToolTip(self.tr("One action forward (Right)"))
        self.last_action.setText(self.tr("Last"))
        self.last_action.setToolTip(self.tr("The end of the hand (End)"))
        self.turn_label.setText(" " + self.tr("Turn") + " ")
        self.speed_label.setText(" " + self.tr("Speed") + " ")
        self.face_up.setText(self.tr("Every hand face up"))
        self.fair_action.setText(self.tr("Fairness details…"))
        self.moves_dock.setWindowTitle(self.tr("Moves"))
        self._fill_moves()
        self._update_status()

    def show_fairness(self) -> QWidget | None:
        """The fairness details of a fair hand (its record's ``"fair"`` entry), with Verify."""
        entry = self.replay.record.get("fair")
        if not isinstance(entry, dict):
            return None
        from ..fairness import FairnessDialog

        self.fairness = FairnessDialog(entry, self.replay.states[0].rules, self.replay.record, self)
        self.fairness.open()
        return self.fairness

    def _fill_moves(self, *_: object) -> None:
        self.moves.blockSignals(True)
        self.moves.clear()
        self.moves.addItem(self.tr("The hand is dealt."))
        for seat, events in self.replay.steps:
            self.moves.addItem(" ".join(self._lines(seat, events)) or self.tr("(no change)"))
        self.moves.setCurrentRow(self.position)
        self.moves.blockSignals(False)

    def _lines(self, seat: int, events: list) -> list[str]:
        """The move in words as seen from our seat (our own draws named), or with every hand
        face up (every draw named)."""
        if not self.face_up.isChecked():
            return describe(seat, seen_by(events, 0), self.scene.seat_name, 0, self._team_name)
        out: list[str] = []
        for e in events:
            viewer = seat if isinstance(e, CardsMoved) else 0
            out += describe(seat, [e], self.scene.seat_name, viewer, self._team_name)
        return out

    def _team_name(self, team: int) -> str:
        return self.tr("Our team") if team == 0 else self.tr("Their team")

    def _update_status(self) -> None:
        text = (
            self.tr("Action %1 of %2 · turn %3")
            .replace("%1", str(self.position))
            .replace("%2", str(len(self.replay)))
            .replace("%3", str(self.replay.turns[self.position]))
        )
        game = self.replay.states[self.position]
        if game.over:
            scores = game.scores()
            text += " · " + self.tr("Hand over: our team %1, their team %2").replace(
                "%1", str(scores[0].total)
            ).replace("%2", str(scores[1].total))
        if self.replay.skipped:
            text += " · " + self.tr("%n action(s) the rules refuse skipped", "", len(self.replay.skipped))
        self.status.setText(text)

    # ------------------------------------------------------------------ moving
    def go(self, position: int) -> None:
        """Show position ``position`` (clamped to 0 … ``len(replay)``)."""
        position = max(0, min(position, len(self.replay)))
        if position == len(self.replay):
            self._stop()
        if position == self.position and self.controller.game is self._shown:
            return
        self.position = position
        self._show()

    def _show(self) -> None:
        self._shown = self.replay.states[self.position].copy()
        self.controller.replace_position(self._shown)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(self.position)
        self.moves.blockSignals(False)
        self.turn_box.blockSignals(True)
        self.turn_box.setValue(self.replay.turns[self.position])
        self.turn_box.blockSignals(False)
        self._update_status()

    def step_forward(self) -> None:
        self.go(self.position + 1)

    def step_back(self) -> None:
        self.go(self.position - 1)

    def go_first(self) -> None:
        self.go(0)

    def go_last(self) -> None:
        self.go(len(self.replay))

    def go_turn(self, turn: int) -> None:
        """The first position of turn ``turn``."""
        self.go(self.replay.position_of_turn(turn))

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.go(row)

    # ------------------------------------------------------------------ playing
    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def toggle_play(self) -> None:
        """Play from here at the chosen speed (from the deal when at the end), or pause."""
        if self.playing:
            self._stop()
            return
        if self.position >= len(self.replay):
            self.go(0)
        self._timer.start(PLAY_INTERVALS[self.speed_box.currentIndex()])
        self.play_action.setChecked(True)
        self.play_action.setText(self.tr("Pause"))

    def _stop(self) -> None:
        self._timer.stop()
        self.play_action.setChecked(False)
        self.play_action.setText(self.tr("Play"))

    def _tick(self) -> None:
        self.step_forward()

    def _speed_changed(self, index: int) -> None:
        if self.playing:
            self._timer.start(PLAY_INTERVALS[index])

    # ------------------------------------------------------------------ keys
    def handle_key(self, event: QKeyEvent) -> bool:
        """Left / Right / Home / End / Space; ``True`` when the key was one of them."""
        key = event.key()
        if key not in STEP_KEYS or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        {
            Qt.Key.Key_Left: self.step_back,
            Qt.Key.Key_Right: self.step_forward,
            Qt.Key.Key_Home: self.go_first,
            Qt.Key.Key_End: self.go_last,
            Qt.Key.Key_Space: self.toggle_play,
        }[Qt.Key(key)]()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self.handle_key(event):
            return True
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        self._stop()
        super().closeEvent(event)
