"""Characters at the table (issue 13, item 4): a fresh install plays characters from its first
match (nameplates and New game name them), old settings keep theirs, and each computer seat's
nameplate shows its character's portrait inside the caption."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from burraco_qt.ai.characters import DEFAULT_LINEUP
from burraco_qt.model import GameController
from burraco_qt.storage.settings import Settings, SettingsStore
from burraco_qt.ui.app.launch import match_options, parse_args
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.dialogs.new_game import NewGameDialog
from burraco_qt.ui.table.speeds import Speeds

LEGACY = Path(__file__).resolve().parents[1] / "data" / "legacy" / "5d554d3"


def _window(qtbot, options) -> MainWindow:
    controller = GameController(options, ai_delay_ms=0)
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    controller.set_paused(True)
    controller.start()
    return window


@pytest.mark.parametrize("players", [2, 4])
def test_a_fresh_install_plays_characters(qtbot, tmp_path, players: int) -> None:
    settings, problem = SettingsStore(tmp_path).load()  # no settings file yet
    assert problem is None and settings.characters == "lucia,giulia,gino"
    options = match_options(parse_args(["--players", str(players), "--seed", "3"]), settings)
    assert options.characters == DEFAULT_LINEUP[: players - 1]
    window = _window(qtbot, options)
    c = window.controller
    names = {1: "Lucia (medium)", 2: "Giulia (hard)", 3: "Zio Gino (medium)"}
    for seat in range(1, players):
        assert c.seat_label(seat) == names[seat]
        assert window.scene.captions[("seat", seat)].text().startswith(names[seat])
    dialog = NewGameDialog(c.options, window)
    assert [dialog.findChild(object, f"seat{s}").currentData() for s in (1, 2, 3)] == list(DEFAULT_LINEUP)
    assert dialog.findChild(object, "seat1").currentText() == "Lucia · Medium"


def test_difficulty_on_the_command_line_still_names_tiers(tmp_path) -> None:
    options = match_options(parse_args(["--difficulty", "hard"]), Settings())
    assert options.characters == () and options.difficulty == "hard"


def test_old_settings_keep_their_characters(tmp_path) -> None:
    """The settings file of 5d554d3 (version 1, difficulty hard, 2 vs 2): hard's character on
    every seat, as before; the fresh install's lineup is not forced on it."""
    shutil.copy(LEGACY / "settings.json", tmp_path / "settings.json")
    settings, problem = SettingsStore(tmp_path).load()
    assert problem is None
    options = match_options(parse_args([]), settings)
    assert options.players == 4 and options.characters == ("marco", "marco", "marco")


def test_nameplates_show_the_portraits(qtbot) -> None:
    """Each computer seat's nameplate paints its character's portrait inside the plate: the
    portrait's background colour is on screen there (Lucia's teal, Giulia's, Gino's), the
    player's own nameplate has none."""
    options = match_options(parse_args(["--players", "4", "--seed", "3"]), Settings())
    window = _window(qtbot, options)
    scene = window.scene
    image = window.view.grab().toImage()
    backgrounds = {}
    for key in DEFAULT_LINEUP:
        svg = Path(__file__).resolve().parents[2] / "resources" / "portraits" / f"{key}.svg"
        text = svg.read_text()
        start = text.index('<circle cx="64" cy="64" r="64" fill="') + 37
        backgrounds[key] = QColor(text[start : start + 7])
    for seat, key in zip((1, 2, 3), DEFAULT_LINEUP, strict=True):
        plate = scene.captions[("seat", seat)]
        assert plate.portrait.endswith(f"{key}.svg")
        side = plate.font().pixelSize()
        top_left = window.view.mapFromScene(plate.scenePos())
        # the portrait's left edge, a little inside: its background circle
        found = [
            image.pixelColor(top_left.x() + dx, top_left.y() + dy)
            for dx in range(1, side + 8)  # after the team colour's bar
            for dy in range(side // 2, side + 2)
        ]
        want = backgrounds[key]
        assert any(
            abs(p.red() - want.red()) + abs(p.green() - want.green()) + abs(p.blue() - want.blue()) < 40
            for p in found
        ), (key, want.name())
    assert scene.captions[("seat", 0)].portrait == ""
