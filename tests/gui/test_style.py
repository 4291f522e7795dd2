"""The game's one style (issue 28, points 2 and 4): the application's style sheet and palette,
the score sheet's team colours, the Moves list's quiet lines, and Esc on the score sheet."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from burraco_qt.model import GameController, MatchOptions
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.panels.moves_panel import MINE_ROLE
from burraco_qt.ui.style import LOOK_COLOURS, apply_style, current_look, style_sheet
from burraco_qt.ui.table.speeds import Speeds
from burraco_qt.ui.teams import side_colours

from .helpers import open_table


def _hand_over(qtbot, human: bool = True, players: int = 2) -> MainWindow:
    """A window whose first hand the computers played out (seat 0 the person's)."""
    c = GameController(MatchOptions(players, seed=2), human_seat=None, ai_delay_ms=0)
    c.paused = True
    window = MainWindow(c, Speeds(0))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    c.start()
    while c.step():
        pass
    assert c.game.over
    if human:
        c.human_seat = 0
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible(), timeout=30000)
    return window


def test_the_style_is_applied_with_the_window(qtbot) -> None:
    window = open_table(qtbot)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    sheet = app.styleSheet()
    assert sheet == style_sheet("normal") and "QPushButton:focus" in sheet
    assert current_look() == "normal"
    colours = LOOK_COLOURS["normal"]
    assert app.palette().color(QPalette.ColorRole.Window).name() == colours.window
    assert window.palette().color(QPalette.ColorRole.Highlight).name() == colours.accent
    from burraco_qt.ui.dialogs.about import AboutDialog

    about = AboutDialog(window)
    qtbot.addWidget(about)
    assert about.palette().color(QPalette.ColorRole.Window).name() == colours.window


def test_high_contrast_switches_the_style_and_back(qtbot) -> None:
    window = open_table(qtbot)
    from dataclasses import replace

    window.apply_preferences(replace(window.prefs, table_contrast="high_contrast"))
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert current_look() == "high_contrast" and app.styleSheet() == style_sheet("high_contrast")
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#ffffff"
    assert "3px solid #0050d0" in app.styleSheet()  # the thick focus ring
    window.apply_preferences(replace(window.prefs, table_contrast="normal"))
    assert current_look() == "normal"
    apply_style("normal")  # applied already: nothing changes
    assert app.styleSheet() == style_sheet("normal")


def test_the_moves_list_is_quiet_and_marks_our_moves(qtbot) -> None:
    window = open_table(qtbot, seed=3, autoplay=True)
    c = window.controller
    c.set_paused(True)
    c.paused = False
    while not c.game.over and len(c.game.actions) < 12:  # a few turns each
        assert c.step()
    c.human_seat = 0  # seat 0 is the person's: the log marks its moves
    log = window.move_log
    log.rebuild()
    mine = log.mine()
    assert any(mine) and not all(mine)
    colour = QApplication.instance().property("burracoLook")  # type: ignore[union-attr]
    assert colour == "normal"
    for i in range(log.list.count()):
        item = log.list.item(i)
        assert not item.font().bold() and item.font().weight() == QFont.Weight.Normal
        assert not log.list.font().bold()
        if item.data(MINE_ROLE):
            assert item.foreground().color().name() == LOOK_COLOURS["normal"].dock_mine
            assert log.lines()[i].startswith("You")
    log.set_point_size(11)  # a new size keeps every line in the normal weight
    assert not any(log.list.item(i).font().bold() for i in range(log.list.count()))


@pytest.mark.parametrize("players", [2, 3])
def test_escape_on_the_score_sheet_keeps_the_hand(qtbot, players: int) -> None:
    window = _hand_over(qtbot, players=players)
    c = window.controller
    hand = c.match.hand_number
    assert len(c.match.finished) == 1
    sheet = window.sheet
    assert sheet is not None and sheet.hand_event is not None
    QTest.keyClick(sheet, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.sheet is None)
    QTest.qWait(20)
    assert c.game.over and c.match.hand_number == hand  # nothing dealt
    assert "Ctrl+L" in window.status_text()
    window.score_panel.sheetRequested.emit()  # a click on the score panel
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible())
    again = window.sheet
    assert again.hand_event is sheet.hand_event  # the hand's sheet, with Next hand
    from PySide6.QtWidgets import QPushButton

    next_hand = again.findChild(QPushButton, "nextHandButton")
    assert next_hand is not None
    next_hand.click()
    qtbot.waitUntil(lambda: not c.game.over)  # the next hand is dealt
    assert len(c.match.finished) == 1 and not c.game.actions


def test_the_score_sheet_wears_the_team_colours(qtbot) -> None:
    window = _hand_over(qtbot)
    sheet = window.sheet
    colours = side_colours(window.controller)
    for team in (0, 1):
        header = sheet.findChild(QLabel, f"team_{team}")
        assert header is not None and header.property("teamColour") == colours[team]
        assert f"border-color: {colours[team]}" in header.styleSheet()
    assert sheet.findChild(QLabel, "total_0").property("role") == "total"
    assert sheet.findChild(QLabel, "titleLabel").property("role") == "title"
    sheet.close()


def test_the_felt_has_a_vignette_and_a_twill_and_is_cached(qapp) -> None:
    from PySide6.QtGui import QColor

    from burraco_qt.ui.table import felt

    pm = felt.felt_pixmap(1920, 1080)
    assert felt.felt_pixmap(1920, 1080) is pm  # drawn once per size
    image = pm.toImage()
    centre = QColor(image.pixel(960, 486)).lightness()
    corner = QColor(image.pixel(4, 1075)).lightness()
    assert corner < centre - 25  # the corners are clearly darker: a vignette
    tile = felt._grain_tile()
    assert tile.width() == 128 and tile.width() % 4 == 0  # the twill's period tiles seamlessly
    diagonal = [QColor.fromRgba(tile.pixel(k, k)).alpha() for k in range(1, 100, 7)]
    assert all(a > 0 for a in diagonal)  # a twill line runs down the diagonal


def test_the_panels_follow_the_look(qtbot) -> None:
    from dataclasses import replace

    window = open_table(qtbot)
    panel, log = window.score_panel, window.move_log
    assert LOOK_COLOURS["normal"].dock in panel.styleSheet()
    assert LOOK_COLOURS["normal"].dock in log.list.styleSheet()
    window.apply_preferences(replace(window.prefs, table_contrast="high_contrast"))
    high = LOOK_COLOURS["high_contrast"]
    assert f"background: {high.dock}" in panel.styleSheet()
    assert f"background: {high.dock}" in log.list.styleSheet()
    window.apply_preferences(replace(window.prefs, table_contrast="normal"))
    assert LOOK_COLOURS["normal"].dock in panel.styleSheet()


def test_the_score_panel_grows_with_a_buracos_line(qtbot) -> None:
    """A team's first buraco adds a line to the panel: its dock grows, the Score sheet button
    keeps its height (the dock kept its old height and squeezed the button)."""
    from .test_seats_and_buracos import _buraco_table

    window = open_table(qtbot, 2, size=(1024, 700))
    c = window.controller
    c.set_paused(True)
    panel = window.score_panel
    before = panel.height()
    c.replace_position(_buraco_table(), new_hand=True)
    window.refresh()
    qtbot.waitUntil(lambda: panel.height() > before)
    assert all(row.buracos.isVisibleTo(panel) for row in panel.rows[:2])
    assert panel.height() >= panel.sizeHint().height() - 1
    assert panel.button.height() >= panel.button.sizeHint().height() - 1


def test_a_pair_of_three_players_wears_both_its_colours(qtbot) -> None:
    from burraco_qt.ui.teams import team_colours

    window = _hand_over(qtbot, players=3)
    sheet = window.sheet
    c = window.controller
    pair = next(t for t, team in enumerate(c.game.teams) if len(team) == 2)
    header = sheet.findChild(QLabel, f"team_{pair}")
    colours = team_colours(c, pair)
    assert len(colours) == 2
    assert header.property("teamColours") == " ".join(colours)
    assert "qlineargradient" in header.styleSheet() and all(x in header.styleSheet() for x in colours)
    sheet.close()
