"""The main window: toolbar, the table view, the status line and the score board."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow, QStyle

from ..engine import HandEnded
from ..model import GameController
from ..model.hints import Hint, hints
from ..sound import SoundBoard
from ..storage.history import History
from .dialogs import InstructionsDialog, NewGameDialog, ScoreSheetDialog, confirm_abandon
from .i18n import Translations
from .messages import refusal_text
from .move_log import MoveLog
from .preferences import CARD_SCALES, Preferences, PreferencesDialog
from .scene import TableScene
from .speeds import SPEED_FACTORS, Speeds
from .statistics import StatisticsDialog
from .view import TableView
from .window_actions import WindowActions


class MainWindow(QMainWindow):
    """The Burraco table window.

    ``autoplay`` (the computer plays every seat) skips the per-hand score sheets and shows the
    winner at the end of the match; ``exit_after_hand`` closes the app after the first hand.
    ``history`` enables the Statistics window; ``translations`` the Language menu.

    Signals: ``languageChosen(str)``, ``preferencesChanged(object)``, ``matchOptionsChosen(object)``
    (for the app to remember them).
    """

    languageChosen = Signal(str)
    preferencesChanged = Signal(object)
    matchOptionsChosen = Signal(object)

    def __init__(self, controller: GameController, speeds: Speeds | None = None, *,
                 autoplay: bool = False, exit_after_hand: bool = False,
                 prefs: Preferences | None = None, sound: SoundBoard | None = None,
                 history: History | None = None, translations: Translations | None = None) -> None:
        super().__init__()
        self.history = history
        self.translations = translations
        self.controller = controller
        self.speeds = speeds or Speeds()
        self.prefs = prefs or Preferences()
        self.sound = sound or SoundBoard(self.prefs.sound, self)
        self._hints: list[Hint] = []
        self._hint_index = -1
        self.autoplay = autoplay
        self.exit_after_hand = exit_after_hand
        self.sheet: ScoreSheetDialog | None = None
        self.scene = TableScene(controller, self.speeds)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.actions_ = WindowActions(self)
        a = self.actions_
        self.action_new, self.action_help, self.action_undo = a.new, a.help, a.undo
        self.action_hint, self.action_open, self.action_sound = a.hint, a.open, a.sound
        self.action_prefs, self.action_stats = a.prefs, a.stats
        self.action_sort_rank, self.action_sort_suit = a.sort_rank, a.sort_suit
        self.score = a.score
        self.action_sound.setChecked(self.prefs.sound)
        self.action_stats.setEnabled(history is not None)
        self.status = QLabel()
        self.status.setObjectName("statusLine")
        self.statusBar().addWidget(self.status, 1)
        self.move_log = MoveLog(controller, self, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_log)
        self.move_log.setVisible(not autoplay)
        controller.stateChanged.connect(self.refresh)
        controller.thinkingChanged.connect(self.on_thinking)
        controller.handEnded.connect(self.on_hand_ended)
        controller.handStarted.connect(self.refresh)
        controller.undone.connect(self.refresh)
        controller.refused.connect(self.on_refused)
        controller.eventsApplied.connect(self.sound.on_events)
        controller.handStarted.connect(self.sound.on_hand_started)
        self.retranslate()
        self.resize(1280, 800)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        """Every text of the window in the current language (also after a run-time switch)."""
        self.setWindowTitle(self.tr("Burraco"))
        self.actions_.retranslate()
        language = self.translations.language if self.translations else "en"
        (self.actions_.italian if language == "it" else self.actions_.english).setChecked(True)
        self.move_log.setWindowTitle(QCoreApplication.translate("MoveLog", "Moves"))
        self.move_log.rebuild()
        self.scene.relayout(animate=False)
        self.refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, language: str) -> None:
        """Switch the language at run time (the window and its menus are retitled at once)."""
        if self.translations is not None and language != self.translations.language:
            self.translations.set_language(language)
        self.languageChosen.emit(language)

    # ------------------------------------------------------------------ state
    def refresh(self) -> None:
        """Update the status line (what to do now) and the score board."""
        c = self.controller
        m = c.match
        mine = c.seat % 2
        number = m.hand_number - (1 if c.game.over else 0)  # a finished hand is still "this" hand
        hand = self.tr("Hand %1").replace("%1", str(number))
        if m.rules.tournament:
            hand = self.tr("Hand %1 of %2").replace("%1", str(number)).replace(
                "%2", str(m.rules.tournament_hands))
            goal = ""
        else:
            goal = " · " + self.tr("Target %1").replace("%1", str(m.rules.target))
        self.score.setText(
            self.tr("Us %1 · Them %2").replace("%1", str(m.totals[mine])).replace(
                "%2", str(m.totals[1 - mine])) + goal + " · " + hand + "  ")
        self.status.setText(self.status_text())
        self.action_undo.setEnabled(c.can_undo())
        self.action_sound.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaVolume if self.sound.enabled
            else QStyle.StandardPixmap.SP_MediaVolumeMuted))
        self._hints = []

    def on_thinking(self, seat: int) -> None:
        """A computer started (``seat``) or stopped (-1) searching: the status line says so."""
        self.refresh()

    def on_refused(self, error) -> None:
        """The reason in words on the status line (the table shows it near the cards too)."""
        self.status.setText(refusal_text(error))

    def on_save_failed(self, reason: str) -> None:
        """Tell the player once that the match or the history is not being saved."""
        self.status.setText(self.tr("Your match could not be saved (%1). The game goes on.").replace(
            "%1", reason))

    def status_text(self) -> str:
        c = self.controller
        g = c.game
        if g.over:
            return self.tr("The hand is over.")
        if c.human_to_play:
            if g.phase == "draw":
                text = self.tr("Your turn: draw from the stock or take the discard pile.")
            elif g.must_meld:
                text = self.tr("You took the discard pile: meld or attach before discarding.")
            else:
                text = self.tr("Meld or attach cards, then discard one card to end your turn.")
        elif c.thinking_seat is not None:
            text = self.tr("%1 is thinking…").replace("%1", self.scene.seat_name(c.thinking_seat))
        else:
            text = self.tr("%1 is playing…").replace("%1", self.scene.seat_name(g.current))
        if g.last_turn is not None:
            text += " " + self.tr("Last turn!")
        return text

    # ------------------------------------------------------------------ commands
    def new_game(self) -> None:
        c = self.controller
        in_progress = not c.match.over and bool(c.game.actions or c.match.finished)
        if in_progress and not confirm_abandon(self):
            return
        dialog = NewGameDialog(c.options, self)
        c.set_paused(True)
        accepted = dialog.exec()
        c.set_paused(False)
        if accepted:
            options = dialog.options()
            self.matchOptionsChosen.emit(options)
            c.new_match(options)

    def undo(self) -> None:
        if not self.controller.undo():
            self.scene.show_toast(self.tr("Nothing to undo: you can take back your own melds and "
                                          "attaches of this turn."))

    def next_hint(self) -> None:
        """Show the next hint (pressing again cycles through them)."""
        if not self._hints:
            self._hints = hints(self.controller.view())
            self._hint_index = -1
        self._hint_index = (self._hint_index + 1) % len(self._hints)
        self.scene.show_hint(self._hints[self._hint_index])

    def toggle_open_cards(self) -> None:
        self.controller.set_open_cards(self.action_open.isChecked())
        self.refresh()

    def toggle_sound(self) -> None:
        self.apply_preferences(replace(self.prefs, sound=self.action_sound.isChecked()))

    def show_preferences(self) -> None:
        dialog = PreferencesDialog(self.prefs, self)
        dialog.changed.connect(self.apply_preferences)
        dialog.exec()

    def apply_preferences(self, prefs: Preferences) -> None:
        """Apply preferences at once: speed, motion, card size, sound."""
        self.prefs = prefs
        self.speeds.factor = SPEED_FACTORS.get(prefs.speed, 1.0)
        self.speeds.reduce_motion = prefs.reduce_motion
        if self.controller.human_seat is not None:
            self.controller.ai_delay_ms = self.speeds.computer_step
        self.controller.set_search_budget(float(prefs.thinking))
        self.scene.card_scale = CARD_SCALES.get(prefs.card_size, 1.0)
        self.sound.set_enabled(prefs.sound)
        self.action_sound.setChecked(prefs.sound)
        self.scene.relayout(animate=False)
        self.refresh()
        self.preferencesChanged.emit(prefs)

    def show_statistics(self) -> None:
        if self.history is not None:
            StatisticsDialog(self.history, self).exec()

    # names for the move log
    def seat_name(self, seat: int) -> str:
        return self.scene.seat_name(seat)

    def team_name(self, team: int) -> str:
        return self.team_names()[team]

    def show_instructions(self) -> None:
        InstructionsDialog(self).exec()

    def on_hand_ended(self, event: HandEnded) -> None:
        if self.exit_after_hand:
            QTimer.singleShot(0, self.close)
            return
        if self.autoplay and not self.controller.match.over:
            QTimer.singleShot(0, self.controller.next_hand)
            return
        QTimer.singleShot(self.speeds.move + 150, lambda: self.show_score_sheet(event))

    def team_names(self) -> tuple[str, str]:
        mine = self.controller.seat % 2
        us = self.tr("Us") if self.controller.human_seat is not None else self.tr("Team 1")
        them = self.tr("Them") if self.controller.human_seat is not None else self.tr("Team 2")
        return (us, them) if mine == 0 else (them, us)

    def show_score_sheet(self, event: HandEnded) -> None:
        c = self.controller
        human_team = None if c.human_seat is None else c.human_seat % 2
        self.sheet = ScoreSheetDialog(event, c.match, self.team_names(), self,
                                      human_team=human_team)
        self.sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.sheet.finished.connect(self._sheet_closed)
        self.sheet.open()

    def _sheet_closed(self) -> None:
        sheet = self.sheet
        self.sheet = None
        if sheet is None:
            return
        if sheet.choice == "next" and not self.controller.match.over:
            self.controller.next_hand()
        elif sheet.choice == "new":
            self.controller.new_match(replace(self.controller.options, seed=None))
