"""The casual preset on the real table (issue 17): the pozzetto taken instead of drawing by a
click on it or the Z key (offered only when allowed, refused with the engine's reason), the value
badge of every wildcard of a meld, the rules choice and the Instructions, and a whole casual hand
played with the mouse. Only mouse and key events on the view's viewport drive the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from burraco_qt.engine import Meld, Rules
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.dialogs.instructions import InstructionsDialog
from burraco_qt.ui.dialogs.new_game import NewGameDialog
from burraco_qt.ui.table.sight_places import marker_for
from burraco_qt.ui.table.speeds import Speeds

from .helpers import area_point, card_point, click, drag, find, meld_point, select, shorts, stock_point

ME = "4s,5s,6s,7s,8s,9s,Ts,Kc,Kd,Ks,wr"
OPPONENT = "Ad,3c,6c,9c,4d,7d,Td,5h,8h,3h,Jh"  # no meld, no wildcard: it discards the Ad
POZZETTO_US = "Ac,2c,3d,4c,5c,6d,7c,8c,9d,Tc,Jc"
POZZETTO_THEM = "Qc,Qh,Jd,Th,4h,3s,7h,8d,5d,6h,9h"
#: I draw Qh, the opponent draws Qs, then I draw 3s (or take the pozzetto).
DECK = ",".join([ME, OPPONENT, POZZETTO_US, POZZETTO_THEM, "Js", "Qh,Qs,3s"])


def open_casual(qtbot) -> MainWindow:
    controller = GameController(
        MatchOptions(2, "medium", preset="casual", seed=1), ai_delay_ms=0, first_deck=DECK, human_seat=0
    )
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    controller.start()
    return window


def pozzetto_point(window: MainWindow) -> QPointF:
    box = window.scene.layout.pozzetti[0]
    return QPointF(box.x + box.w / 2, box.y + box.h / 2)


def first_turn(qtbot, window: MainWindow) -> None:
    """Draw, lay the clean run 4s…Ts (opening, R35.3) and the kings, discard the Qh."""
    c = window.controller
    click(window, stock_point(window))
    select(window, "4s", "5s", "6s", "7s", "8s", "9s", "Ts")
    click(window, area_point(window))
    select(window, "Kc", "Kd", "Ks")
    click(window, area_point(window))
    assert c.game.opened[0] and shorts(c.game.hands[0]) == ["Qh", "wr"]
    click(window, card_point(window, find(window, "Qh")), button=Qt.MouseButton.RightButton)
    qtbot.waitUntil(lambda: c.human_to_play, timeout=5000)


@pytest.mark.parametrize("how", ["click", "key"])
def test_pozzetto_instead_of_drawing(qtbot, how: str) -> None:
    window = open_casual(qtbot)
    c = window.controller
    game = c.game
    scene = window.scene
    view = window.view
    view.setFocus()
    assert game.rules.preset_name == "casual" and game.phase == "draw"
    assert not scene.pozzetto_offered()
    assert not scene.frames[("pozzetto", 0)].isVisible()  # not offered before opening

    def take() -> None:
        if how == "click":
            click(window, pozzetto_point(window))
        else:
            QTest.keyClick(view.viewport(), Qt.Key.Key_Z)

    click(window, card_point(window, find(window, "wr")), button=Qt.MouseButton.RightButton)
    assert "First draw from the stock, or take your pozzetto" in window.status.text()
    take()  # refused with the engine's reason: nothing changes
    assert game.phase == "draw" and not game.pozzetto_taken[0]
    assert "first meld without wildcards" in window.status.text()

    first_turn(qtbot, window)
    assert scene.pozzetto_offered()
    frame = scene.frames[("pozzetto", 0)]
    assert frame.isVisible() and frame.state == "accept"
    assert "click your pozzetto" in window.status.text()
    stock = game.stock_size
    take()
    assert game.pozzetto_taken[0] and game.phase == "play"
    assert len(game.hands[0]) == 12 and game.stock_size == stock  # R35.2: the stock unchanged
    assert not scene.frames.get(("pozzetto", 0)) or not scene.frames[("pozzetto", 0)].isVisible()
    take()  # the key is refused (already drawn); the taken pozzetto is no longer a target
    assert len(game.hands[0]) == 12 and game.phase == "play"
    if how == "key":
        assert "already drawn" in window.status.text()
    assert c.illegal_ai_commands == 0


def test_whole_casual_hand_by_mouse(qtbot) -> None:
    window = open_casual(qtbot)
    c = window.controller
    game = c.game
    first_turn(qtbot, window)
    assert game.tables[0][0].buraco == "clean"
    assert shorts(game.hands[0]) == ["wr"]

    click(window, stock_point(window))  # draw the 3s
    assert shorts(game.hands[0]) == ["3s", "wr"]
    select(window, "3s")
    click(window, meld_point(window, 0))  # attach 3s: the joker alone can still go out
    assert game.tables[0][0].notation() == "3s,4s,5s,6s,7s,8s,9s,Ts"
    assert "Go out" in window.status.text()
    click(window, card_point(window, find(window, "wr")), button=Qt.MouseButton.RightButton)
    assert "not discard your last card" in window.status.text()  # R35.5, refused
    assert shorts(game.hands[0]) == ["wr"]
    drag(window, card_point(window, find(window, "wr")), meld_point(window, 0))  # go out
    assert game.over and game.closing_team == 0
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible(), timeout=5000)
    score = game.scores()[0]
    assert (score.buracos, score.closing, score.pozzetto) == (100, 0, 0)  # dirty now, R34.2
    assert window.sheet.cell("total", 0) == str(score.total)
    assert c.illegal_ai_commands == 0


def test_every_wildcard_shows_its_value(qtbot) -> None:
    """R33.6: each wildcard of a meld with several shows the value it stands for."""
    rules = Rules.preset("casual")
    run = Meld.build("5h,7h,wr,wb,2c", rules)
    assert run.notation() == "wr(=3),wb(=4),5h,2c(=6),7h"
    marks = [marker_for(run, x) for x in run.cards]
    assert marks == ["3", "4", None, "6", None]
    assert [
        marker_for(Meld.build("Kh,Kd,wr,wb", rules), x) for x in Meld.build("Kh,Kd,wr,wb", rules).cards
    ] == [None, None, "K", "K"]
    window = open_casual(qtbot)
    scene = window.scene
    game = window.controller.game
    click(window, stock_point(window))
    wild = [x for x in game.hands[0] if x.is_wild]
    assert len(wild) == 1
    select(window, "Kc", "Kd", "Ks", "wr")
    click(window, area_point(window))
    assert scene.cards[wild[0]].marker == "K"


def test_rules_choice_and_instructions(qtbot) -> None:
    dialog = NewGameDialog(MatchOptions())
    qtbot.addWidget(dialog)
    combo = dialog.findChild(type(dialog._preset), "preset")
    index = combo.findData("casual")
    assert index >= 0 and combo.itemText(index) == "Casual (house rules)"
    combo.setCurrentIndex(index)
    assert "pozzetto taken instead of drawing" in dialog._description.text()
    assert dialog.options().preset == "casual"
    instructions = InstructionsDialog()
    qtbot.addWidget(instructions)
    text = instructions.browser.toPlainText()
    assert "Casual rules (house rules)" in text and "press Z" in text


def test_statistics_by_rules(qtbot, tmp_path) -> None:
    """Statistics count matches by rules once a preset other than Italian was played."""
    from PySide6.QtWidgets import QLabel

    from burraco_qt.storage.history_db import History
    from burraco_qt.ui.dialogs.statistics import StatisticsDialog

    h = History(tmp_path / "h.sqlite3")
    m = h.start_match(players=2, difficulty="medium", preset="casual", target=1005, seed=9, practice=False)
    h.record_hand(
        m,
        1,
        {"total": 300, "buraco_classes": [["dirty", 1]]},
        {"total": -40, "buraco_classes": []},
        0,
        "closed",
        30.0,
    )
    h.update_match(m, totals=(300, -40), winner=0, finished=True, duration=60, practice=False)
    dialog = StatisticsDialog(h)
    qtbot.addWidget(dialog)
    cells = [dialog.findChild(QLabel, f"preset_casual_{col}").text() for col in range(5)]
    assert cells == ["Casual (house rules)", "1", "1", "1", "1"]
    h.close()
