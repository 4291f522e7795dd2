"""The main window's actions, toolbar and menus, with their (re)translated texts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QToolBar

from ..icons import AdaptiveToolbar, icon

if TYPE_CHECKING:
    from .main_window import MainWindow


class WindowActions:
    """Creates every action of ``window`` once; :meth:`retranslate` sets their texts (called
    again when the language changes at run time)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = w = window

        def action(name: str, slot, shortcut=None, checkable: bool = False) -> QAction:
            a = QAction(w)
            a.setObjectName(name)
            if shortcut is not None:
                a.setShortcut(shortcut)
            a.setCheckable(checkable)
            a.triggered.connect(slot)
            return a

        self.new = action("actionNew", w.new_game, QKeySequence.StandardKey.New)
        self.help = action("actionHelp", w.show_instructions, QKeySequence("F1"))
        self.undo = action("actionUndo", w.undo, QKeySequence.StandardKey.Undo)
        self.hint = action("actionHint", w.next_hint, QKeySequence("H"))
        self.open = action("actionOpenCards", w.toggle_open_cards, QKeySequence("Ctrl+O"), True)
        self.sound = action("actionSound", w.toggle_sound, QKeySequence("Ctrl+M"), True)
        self.prefs = action("actionPreferences", w.show_preferences, QKeySequence("Ctrl+,"))
        self.stats = action("actionStatistics", w.show_statistics, QKeySequence("Ctrl+T"))
        self.sort_rank = action("actionSortRank", lambda: w.scene.sort_hand("rank"), QKeySequence("R"))
        self.sort_suit = action("actionSortSuit", lambda: w.scene.sort_hand("suit"), QKeySequence("S"))
        self.quit = action("actionQuit", w.close, QKeySequence.StandardKey.Quit)
        self.score_sheet = action(
            "actionScoreSheet", lambda: w.show_score_sheet(None), QKeySequence("Ctrl+L")
        )
        self.about = action("actionAbout", w.show_about)
        for a, name in (
            (self.new, "new"),
            (self.help, "help"),
            (self.undo, "undo"),
            (self.hint, "hint"),
            (self.open, "open_cards"),
            (self.sound, "sound"),
            (self.prefs, "preferences"),
            (self.stats, "statistics"),
            (self.sort_rank, "sort_rank"),
            (self.sort_suit, "sort_suit"),
            (self.score_sheet, "score_sheet"),
            (self.about, "about"),
        ):
            a.setIcon(icon(name))
        self.languages = QActionGroup(w)
        self.english = action("actionEnglish", lambda: w.set_language("en"), checkable=True)
        self.italian = action("actionItalian", lambda: w.set_language("it"), checkable=True)
        for a in (self.english, self.italian):
            self.languages.addAction(a)

        bar = QToolBar(w)
        bar.setObjectName("mainToolbar")
        bar.setMovable(False)
        for a in (self.new, self.help, self.undo, self.hint, self.open, self.sound, self.prefs):
            bar.addAction(a)
        bar.addSeparator()
        bar.addAction(self.sort_rank)
        bar.addAction(self.sort_suit)
        w.addToolBar(bar)
        self.toolbar = bar
        self.adaptive = AdaptiveToolbar(bar)

        menus = w.menuBar()
        self.game_menu = menus.addMenu("")
        for a in (self.new, self.undo, self.hint, self.open, self.stats, self.prefs):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit)
        self.view_menu = menus.addMenu("")
        self.view_menu.setObjectName("viewMenu")
        self.view_menu.addAction(self.score_sheet)
        self.language_menu = menus.addMenu("")
        self.language_menu.addAction(self.english)
        self.language_menu.addAction(self.italian)
        self.help_menu = menus.addMenu("")
        self.help_menu.addAction(self.help)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about)
        self.retranslate()

    def add_panels(self, moves: QDockWidget) -> None:
        """Put the Moves panel's show/hide switch at the top of the View menu."""
        self.moves = moves.toggleViewAction()
        self.moves.setObjectName("actionMovesPanel")
        self.moves.setShortcut(QKeySequence("Ctrl+J"))
        self.view_menu.insertAction(self.score_sheet, self.moves)
        self.view_menu.insertSeparator(self.score_sheet)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Game"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.language_menu.setTitle(QCoreApplication.translate("MainWindow", "&Language"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.score_sheet.setText(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.score_sheet.setToolTip(
            QCoreApplication.translate("MainWindow", "Every hand of the match so far")
        )
        self.about.setText(QCoreApplication.translate("MainWindow", "About Burraco"))
        self.new.setText(QCoreApplication.translate("MainWindow", "New game"))
        self.help.setText(QCoreApplication.translate("MainWindow", "Instructions"))
        self.undo.setText(QCoreApplication.translate("MainWindow", "Undo"))
        self.undo.setToolTip(
            QCoreApplication.translate("MainWindow", "Take back your last meld or attach of this turn")
        )
        self.hint.setText(QCoreApplication.translate("MainWindow", "Hint"))
        self.open.setText(QCoreApplication.translate("MainWindow", "Open cards"))
        self.open.setToolTip(
            QCoreApplication.translate("MainWindow", "Play with every hand face up, for practice")
        )
        self.sound.setText(QCoreApplication.translate("MainWindow", "Sound"))
        self.sound.setToolTip(QCoreApplication.translate("MainWindow", "Sound on or off"))
        self.prefs.setText(QCoreApplication.translate("MainWindow", "Preferences"))
        self.stats.setText(QCoreApplication.translate("MainWindow", "Statistics"))
        self.sort_rank.setText(QCoreApplication.translate("MainWindow", "Sort 123"))
        self.sort_rank.setToolTip(QCoreApplication.translate("MainWindow", "Sort your hand by rank"))
        self.sort_suit.setText(QCoreApplication.translate("MainWindow", "Sort \u2660\u2665"))
        self.sort_suit.setToolTip(QCoreApplication.translate("MainWindow", "Sort your hand by suit"))
        self.quit.setText(QCoreApplication.translate("MainWindow", "Quit"))
        self.english.setText("English")  # each language is named in itself
        self.italian.setText("Italiano")
        self.adaptive.update()
