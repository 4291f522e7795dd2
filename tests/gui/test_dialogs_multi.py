"""Issue 16: the New game dialog offers 2 to 6 players, the partner opposite in 3 vs 3."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QRadioButton

from burraco_qt.model.controller import MatchOptions
from burraco_qt.ui.dialogs.new_game import NewGameDialog


@pytest.mark.parametrize(
    ("mode", "players"), [("mode1v1", 2), ("mode3", 3), ("mode2v2", 4), ("mode5", 5), ("mode6", 6)]
)
def test_every_mode_gives_its_players_and_seats(qtbot, mode, players):
    dialog = NewGameDialog(MatchOptions())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.findChild(QRadioButton, mode), Qt.MouseButton.LeftButton)
    shown = [s for s in range(1, 6) if dialog.findChild(QComboBox, f"seat{s}").isVisible()]
    assert shown == list(range(1, players))
    for seat, key in zip(shown, ("marco", "bruno", "gino", "rosa", "pina"), strict=False):
        combo = dialog.findChild(QComboBox, f"seat{seat}")
        combo.setCurrentIndex(combo.findData(key))
    options = dialog.options()
    assert options.players == players
    assert options.characters == ("marco", "bruno", "gino", "rosa", "pina")[: players - 1]
    labels = {
        lab.buddy().objectName(): lab.text()
        for lab in dialog.findChildren(QLabel)
        if lab.buddy() is not None and lab.buddy().isVisible()
    }
    if players == 6:
        assert labels["seat3"] == "&Partner:"
        assert labels["seat1"] == "Player 2:"
    if players == 5:
        assert labels["seat4"] == "Player 5:"


def test_a_remembered_five_player_choice_is_preselected(qtbot):
    chosen = ("gino", "bruno", "pina", "rosa", "marco")
    dialog = NewGameDialog(MatchOptions(5, "hard", characters=chosen[:4]))
    qtbot.addWidget(dialog)
    assert dialog.findChild(QRadioButton, "mode5").isChecked()
    assert dialog.options().characters == chosen[:4]
    six = NewGameDialog(MatchOptions(6, "hard", characters=chosen))
    qtbot.addWidget(six)
    assert six.findChild(QRadioButton, "mode6").isChecked()
    assert six.options() == MatchOptions(6, "medium", "italian", 1005, None, chosen)


def test_the_instructions_have_a_section_on_the_variants_in_both_languages(qapp) -> None:
    from burraco_qt.ui.dialogs.instructions import rules_html

    english = rules_html()
    assert "Three, five and six players" in english and "big pozzetto (18 cards)" in english
    translations = qapp._burraco_translations
    translations.set_language("it")
    try:
        italian = rules_html()
    finally:
        translations.set_language("en")
    assert "Tre, cinque e sei giocatori" in italian and "pozzetto grande (18 carte)" in italian
    assert "Three, five and six players" not in italian


def test_a_six_player_choice_is_remembered_and_offered_again(tmp_path) -> None:
    """The settings keep the five computer players of a 3 vs 3 (and 6 players): the next start
    offers the same match (app.match_options)."""
    import argparse

    from burraco_qt.storage.settings import Settings, SettingsStore
    from burraco_qt.ui.app.launch import match_options

    store = SettingsStore(tmp_path)
    chosen = ("gino", "bruno", "pina", "rosa", "marco")
    store.save(Settings(players=6, characters=",".join(chosen)))
    settings, problem = SettingsStore(tmp_path).load()
    assert problem is None and settings.players == 6
    args = argparse.Namespace(players=None, difficulty=None, preset=None, target=None, seed=None)
    options = match_options(args, settings)
    assert options.players == 6 and options.characters == chosen
    settings5 = Settings(players=5, characters=",".join(chosen))
    assert match_options(args, settings5).characters == chosen[:4]


def test_rules_and_target_follow_the_player_count(qtbot) -> None:
    """Casual is for 2 and 4 players (R32.3): disabled with 3, 5 and 6, and a chosen Casual falls
    back to Italian; the target is the count's default (1505 with 3 players, R29.4)."""
    dialog = NewGameDialog(MatchOptions(preset="casual"))
    qtbot.addWidget(dialog)
    dialog.show()
    preset = dialog.findChild(QComboBox, "preset")
    target = dialog.findChild(QComboBox, "target")
    casual = preset.findData("casual")
    assert preset.currentData() == "casual" and target.currentData() == 1005
    qtbot.mouseClick(dialog.findChild(QRadioButton, "mode3"), Qt.MouseButton.LeftButton)
    assert not preset.model().item(casual).isEnabled()
    assert preset.currentData() == "italian"
    assert [target.itemData(i) for i in range(target.count())] == [1005, 1505, 2005]
    assert dialog.options().target == 1505 and dialog.options().players == 3
    qtbot.mouseClick(dialog.findChild(QRadioButton, "mode6"), Qt.MouseButton.LeftButton)
    assert not preset.model().item(casual).isEnabled() and target.currentData() == 1005
    qtbot.mouseClick(dialog.findChild(QRadioButton, "mode2v2"), Qt.MouseButton.LeftButton)
    assert preset.model().item(casual).isEnabled()
    target.setCurrentIndex(target.findData(2005))
    qtbot.mouseClick(dialog.findChild(QRadioButton, "mode3"), Qt.MouseButton.LeftButton)
    assert target.currentData() == 2005  # a target the player chose is kept


def test_a_remembered_three_player_match_keeps_its_target(qtbot) -> None:
    dialog = NewGameDialog(MatchOptions(3, target=1505))
    qtbot.addWidget(dialog)
    assert dialog.options().target == 1505
