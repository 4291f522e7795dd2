"""Start-up options, the New game flow, and a whole match by autoplay to the winner screen."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from burraco_qt.ai import CHARACTERS
from burraco_qt.engine import Draw
from burraco_qt.ui.dialogs.new_game import NewGameDialog

from .helpers import open_table

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def run_app(*args: str, timeout: int = 120, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "burraco_qt", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env or ENV,
        check=False,
    )


def test_autoplay_exit_after_hand() -> None:
    proc = run_app("--autoplay", "--exit-after-hand", "--players", "4", "--seed", "5")
    assert proc.returncode == 0, proc.stderr


def test_screenshot_option(tmp_path) -> None:
    out = tmp_path / "table.png"
    screen = tmp_path / "screen.json"  # a 1920×1080 screen (offscreen's own is 800×800)
    screen.write_text('{"screens": [{"name": "s", "x": 0, "y": 0, "width": 1920, "height": 1080}]}')
    env = {**ENV, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}"}
    proc = run_app(
        "--screenshot",
        str(out),
        "--size",
        "1024x700",
        "--difficulty",
        "hard",
        "--preset",
        "reale",
        "--seed",
        "3",
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)


def test_bad_size_is_refused() -> None:
    proc = run_app("--size", "big")
    assert proc.returncode == 2 and "--size" in proc.stderr


def _answer_new_game(players: int, characters: tuple[str, ...]) -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    dialog.findChild(object, "mode2v2" if players == 4 else "mode1v1").setChecked(True)
    for seat, key in enumerate(characters, start=1):
        combo = dialog.findChild(object, f"seat{seat}")
        combo.setCurrentIndex(combo.findData(key))
    dialog.findChild(QDialogButtonBox, "buttons").button(QDialogButtonBox.StandardButton.Ok).click()


@pytest.mark.parametrize("characters", [("pina", "gino", "lucia"), ("marco", "giulia", "gino")])
def test_new_game_dialog_starts_a_2v2_match(qtbot, characters: tuple[str, ...]) -> None:
    window = open_table(qtbot, seed=4)
    QTimer.singleShot(0, lambda: _answer_new_game(4, characters))
    window.new_game()  # nothing played yet: no question asked
    c = window.controller
    assert c.options.players == 4 and c.options.characters == characters
    assert c.match.seats == dict(enumerate(characters, start=1))  # the record names characters
    assert len(c.game.hands) == 4 and window.scene.layout.players == 4
    partner = CHARACTERS[characters[1]]
    assert window.scene.seat_name(2).startswith(partner.name)
    assert c.seat_character(2) is partner


def test_new_game_asks_before_abandoning(qtbot) -> None:
    window = open_table(qtbot, seed=4)
    c = window.controller
    c.send(Draw())
    old = c.match

    def say_no() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(0, say_no)
    window.new_game()
    assert c.match is old and c.game.actions  # kept

    def say_yes_then_new() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        QTimer.singleShot(0, lambda: _answer_new_game(2, ("marco",)))
        box.button(QMessageBox.StandardButton.Yes).click()

    QTimer.singleShot(0, say_yes_then_new)
    window.new_game()
    assert c.match is not old and c.options.characters == ("marco",) and not c.game.actions
    assert c.options.difficulty == "hard" and c.match.seats == {1: "marco"}


@pytest.mark.slow
def test_autoplay_match_to_the_winner_screen(qtbot) -> None:
    window = open_table(qtbot, players=2, seed=11, autoplay=True, target=600)
    c = window.controller
    qtbot.waitUntil(
        lambda: c.match.over and window.sheet is not None and window.sheet.isVisible(), timeout=60000
    )
    sheet = window.sheet
    assert sheet.has_row("match")
    assert sheet.findChild(object, "newMatchButton") is not None
    winner = sheet.findChild(object, "winnerLabel").text()
    assert winner
    totals = c.match.totals
    assert max(totals) >= 600 and totals[0] != totals[1]
    assert len(c.match.finished) >= 1 and c.illegal_ai_commands == 0


@pytest.mark.parametrize(
    ("args", "word"),
    [
        (("--target", "0"), "--target"),
        (("--size", "100x100"), "--size"),
        (("--size", "big"), "--size"),
        (("--exit-after-hand",), "--autoplay"),
        (("--deck", "3h,3h,3h"), "invalid_deck"),
    ],
)
def test_bad_options_are_refused(args: tuple[str, ...], word: str) -> None:
    proc = run_app(*args)
    assert proc.returncode == 2 and word in proc.stderr


def test_screenshot_to_an_unwritable_place_fails(tmp_path) -> None:
    proc = run_app("--screenshot", str(tmp_path / "missing" / "x.png"))
    assert proc.returncode == 2 and "cannot write" in proc.stderr
