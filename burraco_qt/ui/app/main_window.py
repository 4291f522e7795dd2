"""The main window: toolbar and menus, the score panel, the table view, the status line."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QMainWindow

from ...engine import HandEnded
from ...model import GameController
from ...model.hints import Hint, hints
from ...sound import SoundBoard
from ..i18n import Translations
from ..icons import icon
from ..messages import refusal_text
from ..panels.moves_panel import MoveLog
from ..panels.score_panel import ScorePanel, score_dock
from ..player_preferences import CARD_SCALES, Preferences
from ..style import apply_style
from ..table.card_art import CardStyle
from ..table.scene import TableScene
from ..table.speeds import SPEED_FACTORS, Speeds
from ..table.table_view import TableView
from ..teams import side_colours, team_colours, team_names
from .archive_actions import ArchiveActions
from .challenge_actions import ChallengeActions
from .fair_actions import FairActions
from .pass_screen import PassScreen
from .window_actions import WindowActions

if TYPE_CHECKING:
    from ...storage.history_db import History
    from ..dialogs.multi_score_sheet import MultiScoreSheet
    from ..dialogs.score_sheet import ScoreSheetDialog


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

    def __init__(
        self,
        controller: GameController,
        speeds: Speeds | None = None,
        *,
        autoplay: bool = False,
        exit_after_hand: bool = False,
        prefs: Preferences | None = None,
        sound: SoundBoard | None = None,
        history: History | None = None,
        translations: Translations | None = None,
    ) -> None:
        super().__init__()
        self.history = history
        self.translations = translations
        apply_style((prefs or Preferences()).table_contrast)  # the one style (issue 28)
        self.controller = controller
        self.speeds = speeds or Speeds()
        self.prefs = prefs or Preferences()
        self.sound = sound or SoundBoard(self.prefs.sound, self)
        self.sound.hold()  # QtMultimedia loads after the first paint (start-up time)
        self._hints: list[Hint] = []
        self._hint_index = -1
        self.autoplay = autoplay
        self.exit_after_hand = exit_after_hand
        self.sheet: ScoreSheetDialog | MultiScoreSheet | None = None
        self.no_sound_note: QLabel | None = None  # "no audio device" (sound on, none found)
        self.test_bot: object | None = None  # BURRACO_TEST_BOT: kept alive with the window
        #: the pause that shows every hand face up before the score sheet opens (single shot)
        self.reveal_timer = QTimer(self)
        self.reveal_timer.setSingleShot(True)
        self.reveal_timer.timeout.connect(lambda: self.show_score_sheet(self._ended))
        self._ended: HandEnded | None = None
        self.scene = TableScene(controller, self.speeds)
        self.scene.card_scale = CARD_SCALES.get(self.prefs.card_size, 1.0)
        self.scene.set_looks(
            CardStyle(self.prefs.deck_colours, self.prefs.face_style), self.prefs.table_contrast
        )
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.score_panel = ScorePanel()  # beside the table, above the Moves list (a dock)
        self.score_panel.sheetRequested.connect(lambda: self.show_score_sheet(None))
        self.actions_ = WindowActions(self)
        a = self.actions_
        self.action_new, self.action_help, self.action_undo = a.new, a.help, a.undo
        self.action_hint, self.action_open, self.action_sound = a.hint, a.open, a.sound
        self.action_prefs, self.action_stats = a.prefs, a.stats
        self.action_sort_rank, self.action_sort_suit = a.sort_rank, a.sort_suit
        self.action_sound.setChecked(self.prefs.sound)
        self.action_stats.setEnabled(history is not None)
        self.data_folder: Path | None = None  # where Report a problem… writes (the app sets it)
        self.archive = ArchiveActions(self)
        self.challenges = ChallengeActions(self)
        self.fair = FairActions(self)  # the fingerprint, the cut, Verify (issue 29)
        self.status = QLabel()
        self.status.setObjectName("statusLine")
        self.statusBar().addWidget(self.status, 1)
        self.move_log = MoveLog(controller, self, self)
        self.score_dock = score_dock(self.score_panel, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_log)
        self.splitDockWidget(self.score_dock, self.move_log, Qt.Orientation.Vertical)
        self.move_log.setVisible(not autoplay)
        a.add_panels(self.move_log)
        self.view.resized.connect(self.move_log.follow_table)
        self.view.firstPainted.connect(lambda: QTimer.singleShot(0, self.sound.release))
        controller.stateChanged.connect(self.refresh)
        controller.thinkingChanged.connect(self.on_thinking)
        controller.handEnded.connect(self.on_hand_ended)
        controller.handStarted.connect(self.refresh)
        controller.refused.connect(self.on_refused)
        self.pass_screen = PassScreen(self)  # hot seat: hides the table between people (issue 31)
        controller.passTo.connect(self.pass_screen.show_for)
        controller.passTo.connect(lambda _seat: self.refresh())
        controller.passTo.connect(lambda _seat: self.move_log.rebuild())  # the new seat's view
        self.pass_screen.passed.connect(lambda _seat: self.refresh())
        self.sound.noDevice.connect(self._say_no_sound)
        controller.eventsApplied.connect(self.sound.on_events)
        controller.handStarted.connect(self.sound.on_hand_started)
        # the Moves panel of a hand in progress is rebuilt when the controller starts it
        # (handStarted): replaying the hand here too would do it twice at start-up
        self.retranslate(rebuild=not controller.game.actions)
        self.resize(1280, 800)

    # ------------------------------------------------------------------ language
    def retranslate(self, rebuild: bool = True) -> None:
        """Every text of the window in the current language (also after a run-time switch);
        ``rebuild`` false leaves the Moves panel's lines for the coming ``handStarted``."""
        self.setWindowTitle(self.tr("Burraco"))
        self.actions_.retranslate()
        self.archive.retranslate()
        self.challenges.retranslate()
        self.fair.retranslate()
        if hasattr(self, "pass_screen"):
            self.pass_screen.retranslate()
        language = self.translations.language if self.translations else "en"
        (self.actions_.italian if language == "it" else self.actions_.english).setChecked(True)
        self.move_log.setWindowTitle(QCoreApplication.translate("MoveLog", "Moves"))
        if rebuild:
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
        self.score_panel.show_state(c)
        self.status.setText(self.status_text())
        self.action_undo.setEnabled(c.can_undo())
        # a challenge (issue 29), two or more people at the computer (issue 31): no undo, hints
        # or open cards
        free = c.challenge is None and not c.hot_seat
        self.action_hint.setEnabled(free)
        self.action_open.setEnabled(free)
        self.fair.refresh()
        self.action_sound.setIcon(icon("sound" if self.sound.enabled else "muted"))
        self._hints = []

    def on_thinking(self, seat: int) -> None:
        """A computer started (``seat``) or stopped (-1) searching: the status line says so."""
        self.refresh()

    def on_refused(self, error) -> None:
        """The reason in words on the status line (the table shows it near the cards too)."""
        self.status.setText(refusal_text(error, self.controller.game.rules.draw_mode))

    def resume_finished_hand(self) -> None:
        """A resumed match whose current hand is over: its score sheet (the winner's once the
        match is over), from which the next hand is dealt. The event is the engine's
        (:meth:`Game.hand_ended`), the same as the live one: teams, credits, pairing."""
        g = self.controller.game
        if g.over:
            self.on_hand_ended(g.hand_ended())

    def status_text(self) -> str:
        """The status line, from what the seat at the bottom may see (its sight, issue 31)."""
        c = self.controller
        g = self.scene.game
        waiting = self.pass_screen.seat if hasattr(self, "pass_screen") else None
        if waiting is not None:
            return self.tr("Pass the computer to %1.").replace("%1", self.scene.seat_name(waiting))
        if g.over:
            if c.human_seat is not None and not c.match.over and self.sheet is None:
                return self.tr("The hand is over: the score sheet (Ctrl+L) deals the next hand.")
            return self.tr("The hand is over.")
        if c.awaiting_cut:
            return self.scene.deck_cut.prompt()
        if c.human_to_play:
            if g.phase == "draw" and g.rules.draw_mode and self.scene.pozzetto_offered():
                text = self.tr(
                    "Your turn: draw from the stock, or click your pozzetto (Z) to take it instead."
                )
            elif g.phase == "draw" and not g.rules.pile_take:
                text = self.tr("Your turn: draw from the stock.")
            elif g.phase == "draw":
                text = self.tr("Your turn: draw from the stock or take the discard pile.")
            elif g.rules.draw_mode and len(g.hand) == 1:
                text = self.tr("Go out: add your last card to one of your melds.")
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
        from ..dialogs.abandon import confirm_abandon  # dialogs load when first used
        from ..dialogs.new_game import NewGameDialog

        if in_progress and not confirm_abandon(self):
            return
        dialog = NewGameDialog(c.options, self)
        c.set_paused(True)
        accepted = dialog.exec()
        c.set_paused(False)
        if accepted and dialog.request == "challenge":
            self.challenges.ask_challenge(confirmed=True)
        elif accepted and dialog.request == "day":
            self.challenges.deal_of_the_day(confirmed=True)
        elif accepted:
            options = dialog.options()
            self.matchOptionsChosen.emit(options)
            c.new_match(options)

    def undo(self) -> None:
        if not self.controller.undo():
            self.scene.show_toast(
                self.tr("Nothing to undo: you can take back your own melds and attaches of this turn.")
            )

    def next_hint(self) -> None:
        """Show the next hint (pressing again cycles through them)."""
        if self.controller.awaiting_cut:
            return
        if not self._hints:
            self._hints = hints(self.controller.view())
            self._hint_index = -1
        self._hint_index = (self._hint_index + 1) % len(self._hints)
        self.scene.show_hint(self._hints[self._hint_index])

    def toggle_open_cards(self) -> None:
        """Open cards on or off; switching it on asks first when the match still counts."""
        on = self.action_open.isChecked()
        from ..dialogs.practice_question import confirm_practice  # its message box loads when first asked

        if on and not self.controller.match.practice and not confirm_practice(self):
            self.action_open.setChecked(False)
            return
        self.controller.set_open_cards(on)
        self.refresh()

    def _say_no_sound(self) -> None:
        """Once, on the status bar (beside the status line, for 20 s or until sound is turned
        off): sound is on, but there is no audio device."""
        note = QLabel(self.tr("Sound is on, but no audio device was found: the game plays silently."))
        note.setObjectName("noSoundNote")
        note.setMinimumWidth(1)  # clipped on a narrow window, never widening it
        self.statusBar().addPermanentWidget(note)
        self.no_sound_note = note
        QTimer.singleShot(20000, note, note.hide)
        self.action_sound.toggled.connect(lambda on: None if on else note.hide())

    def toggle_sound(self) -> None:
        self.apply_preferences(replace(self.prefs, sound=self.action_sound.isChecked()))

    def show_preferences(self) -> None:
        from ..dialogs.preferences_dialog import PreferencesDialog  # loaded when first opened

        dialog = PreferencesDialog(self.prefs, self, no_sound_device=self.sound.missing)
        dialog.changed.connect(self.apply_preferences)
        dialog.exec()

    def apply_preferences(self, prefs: Preferences) -> None:
        """Apply preferences at once: speed, motion, card size, sound, the card faces and the
        table's contrast (the cards are painted again in the new style)."""
        self.prefs = prefs
        self.speeds.factor = SPEED_FACTORS.get(prefs.speed, 1.0)
        self.speeds.reduce_motion = prefs.reduce_motion
        if self.controller.human_seat is not None:
            self.controller.ai_delay_ms = self.speeds.computer_step
        self.controller.set_search_budget(float(prefs.thinking))
        self.scene.card_scale = CARD_SCALES.get(prefs.card_size, 1.0)
        self.scene.set_looks(CardStyle(prefs.deck_colours, prefs.face_style), prefs.table_contrast)
        apply_style(prefs.table_contrast)
        self.score_panel.set_look(prefs.table_contrast)
        self.move_log.set_look(prefs.table_contrast)
        self.sound.set_enabled(prefs.sound)
        self.action_sound.setChecked(prefs.sound)
        self.scene.relayout(animate=False)
        self.refresh()
        self.preferencesChanged.emit(prefs)

    def set_history(self, history: History | None) -> None:
        """The history, once the app has opened it (after the first paint): Statistics and
        Hands… work from then on."""
        self.history = history
        self.action_stats.setEnabled(history is not None)
        self.archive.hands.setEnabled(history is not None)

    def show_statistics(self) -> None:
        if self.history is not None:
            from ..dialogs.statistics import StatisticsDialog  # QtCharts: imported when first needed

            StatisticsDialog(self.history, self).exec()

    # names for the move log
    def seat_name(self, seat: int) -> str:
        return self.scene.seat_name(seat)

    def team_name(self, team: int) -> str:
        """The name of team ``team`` of the moment (RULES-MULTI R21.4): :mod:`..teams`."""
        return team_names(self.controller)[team]

    def show_instructions(self) -> None:
        from ..dialogs.instructions import InstructionsDialog

        InstructionsDialog(self).exec()

    def show_about(self) -> None:
        from ..dialogs.about import AboutDialog

        AboutDialog(self).exec()

    def on_hand_ended(self, event: HandEnded) -> None:
        if self.exit_after_hand:
            QTimer.singleShot(0, self.close)
            return
        if self.autoplay and not self.controller.match.over:
            QTimer.singleShot(0, self.controller.next_hand)
            return
        # every hand lies face up on the table (the scene shows them once the game is over) for
        # a moment the player can see before the sheet covers it; at once when instant
        self._ended = event
        self.reveal_timer.start(self.speeds.move + self.speeds.reveal if self.speeds.factor > 0 else 0)

    def team_names(self) -> tuple[str, str]:
        """The two teams' names (2 and 4 players), by team: the table's, the panel's and the
        sheet's (:mod:`..teams`; "Us" and "Them", or "North–South" and "East–West" with the
        computer on every seat)."""
        first, second = team_names(self.controller)
        return first, second

    def _closer(self, event: HandEnded | None) -> str | None:
        """The name of the player who closed the hand of ``event`` ("You", a character's name),
        from the hand's last action; ``None`` when nobody closed."""
        actions = self.controller.game.actions
        if event is None or event.how != "closed" or not actions:
            return None
        player = actions[-1].get("player")
        return self.controller.seat_label(player, level=False) if isinstance(player, int) else None

    def _team_players(self) -> tuple[str, str]:
        """The players of each of two teams as the table names them ("You, Partner",
        "Rosa (expert), Marco (hard)"), for the sheet's exports."""
        c = self.controller
        names = ["", ""]
        for team in (0, 1):
            names[team] = ", ".join(
                c.seat_label(s) for s in range(c.game.players) if c.game.team_of(s) == team
            )
        return names[0], names[1]

    def show_score_sheet(self, event: HandEnded | None = None) -> None:
        """The match sheet; with the ``HandEnded`` event of the hand just over, its breakdown and
        the Next hand / New match buttons (View → Score sheet opens it with no event)."""
        c = self.controller
        if event is None and c.game.over and self._ended is not None:
            event = self._ended  # the hand's sheet again (dismissed with Esc): Next hand deals
        if self.sheet is not None:
            if event is None or self.sheet.hand_event is event:
                self.sheet.raise_()
                return
            self.sheet.finished.disconnect(self._sheet_closed)
            self.sheet.close()
        if c.match.multi:
            from ..dialogs.multi_score_sheet import MultiScoreSheet
            from ..teams import side_names

            teams = event.teams if event is not None else c.game.teams
            human = None if c.human_seat is None else c.match.side_of(c.human_seat)
            multi = MultiScoreSheet(
                event,
                c.match,
                team_names(c, teams),
                side_names(c),
                self,
                human_side=human,
                closer=self._closer(event),
            )
            multi.table.tint_sides(side_colours(c))
            multi.tint_teams({t: team_colours(c, t) for t in range(len(teams)) if t < len(c.game.teams)})
            sheet: ScoreSheetDialog | MultiScoreSheet = multi
        else:
            human_team = None if c.human_seat is None else c.human_seat % 2
            from ..dialogs.score_sheet import ScoreSheetDialog

            sheet = ScoreSheetDialog(
                event,
                c.match,
                self.team_names(),
                self,
                human_team=human_team,
                closer=self._closer(event),
                players=self._team_players(),
            )
            sheet.tint_teams({t: side_colours(c)[t] for t in (0, 1)})
        self.sheet = sheet
        sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        sheet.finished.connect(self._sheet_closed)
        sheet.open()

    def _sheet_closed(self) -> None:
        sheet = self.sheet
        self.sheet = None
        if sheet is None:
            return
        if sheet.hand_event is None:
            return
        if sheet.choice == "next" and not self.controller.match.over:
            self.controller.next_hand()
        elif sheet.choice == "new":
            self.controller.new_match(replace(self.controller.options, seed=None, first_hand=1, first_cut=0))
        else:  # kept: the hand stays on the table, the status line says how to go on
            self.refresh()
