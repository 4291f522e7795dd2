"""Issue 12, phase 1: the score panel, the match sheet, the View and Help menus, the Moves panel
after a resume, the Open cards question and the wording of the log and of refusals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QToolButton

from burraco_qt import __version__
from burraco_qt.engine import HandEnded, RuleError, Rules
from burraco_qt.engine.match import Match
from burraco_qt.model import GameController
from burraco_qt.model.move_sentences import describe
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.dialogs.about import AboutDialog
from burraco_qt.ui.messages import refusal_text
from burraco_qt.ui.table.speeds import Speeds

from .helpers import open_table


@pytest.fixture(params=["en", "it"])
def language(request, qapp):
    translations = qapp._burraco_translations
    translations.set_language(request.param)
    yield request.param
    translations.set_language("en")


def _play_steps(window: MainWindow, steps: int) -> None:
    c = window.controller
    for _ in range(steps):
        if c.game.over:
            break
        c._ai_step()
        c._timer.stop()


def _whole(panel) -> None:
    """Every label and bar of the score panel shows its text whole, inside the panel."""
    labels = [
        panel.header,
        *(w for row in panel.rows if row.isVisibleTo(panel) for w in (row.name, row.total)),
    ]
    for label in labels:
        assert label.isVisible()
        assert label.width() >= label.sizeHint().width(), label.text()  # nothing cut
        assert panel.rect().contains(QRect(label.mapTo(panel, label.rect().topLeft()), label.size()))
    for row in panel.rows:
        if row.isVisibleTo(panel):
            for line in (row.hand, row.buracos):
                assert not line.isVisibleTo(panel) or line.whole(), line.text()
            bar = row.bar
            assert bar.fontMetrics().horizontalAdvance(bar.text) <= bar.width() - 12, bar.text


@pytest.mark.parametrize("size", ["minimum", (1024, 700)])
def test_score_panel_is_always_visible(qtbot, language, size) -> None:
    window = open_table(qtbot, players=4, seed=5)
    window.retranslate()
    if size == "minimum":
        window.resize(1, 1)  # the window keeps its minimum size
        QTest.qWait(20)
        assert window.size() == window.minimumSize().expandedTo(window.minimumSizeHint())
    else:
        window.resize(*size)
        QTest.qWait(20)
    panel = window.score_panel
    assert panel.isVisible()
    assert not window.actions_.toolbar.isAncestorOf(panel)
    inside = QRect(panel.mapTo(window, panel.rect().topLeft()), panel.size())
    assert window.rect().contains(inside)
    _whole(panel)
    us, them = ("Noi", "Loro") if language == "it" else ("Us", "Them")
    assert panel.totals() == [f"{us}  0", f"{them}  0"]
    assert any("1005" in t for t in panel.texts())
    view = window.view.viewport().size()
    if size != "minimum":  # beside the table: the table keeps the view of the legibility floor
        assert view.width() >= 760 and view.height() >= 615


def test_score_panel_stays_whole_when_its_texts_grow(qtbot, qapp) -> None:
    """Switching to Italian at run time and a four-digit score lengthen the panel's texts: no
    label is cut and the panel stays inside the window."""
    window = open_table(qtbot, players=4, seed=5)
    window.resize(1024, 700)
    QTest.qWait(20)
    panel = window.score_panel
    translations = qapp._burraco_translations
    try:
        translations.set_language("it")
        QTest.qWait(20)
        window.controller.match.totals = [1234, -1105]
        window.refresh()
        QTest.qWait(20)
        inside = QRect(panel.mapTo(window, panel.rect().topLeft()), panel.size())
        assert window.rect().contains(inside)
        _whole(panel)
        assert panel.totals() == ["Noi  1234", "Loro  -1105"]
        assert panel.rows[0].bar.text == "Obiettivo raggiunto" and panel.rows[0].bar.share == 1.0
        assert panel.rows[1].bar.text == "mancano 2110" and panel.rows[1].bar.share == 0.0
    finally:
        translations.set_language("en")


def test_score_panel_follows_the_match_and_tournament_vp(qtbot) -> None:
    window = open_table(qtbot, seed=2)
    c = window.controller
    c.match.totals = [120, -35]
    window.refresh()
    assert window.score_panel.texts() == [
        "Target 1005 · Hand 1",
        "Us  120",
        "885 to go",
        "On the table 0",
        "Them  -35",
        "1040 to go",
        "On the table 0",
    ]
    assert window.score_panel.rows[0].bar.share == pytest.approx(120 / 1005)
    match = Match(Rules.preset("italian", tournament_hands=2), 2, seed=2, seats={1: "medium"})
    tournament = GameController(match=match, ai_delay_ms=0)
    other = MainWindow(tournament, Speeds(0))
    qtbot.addWidget(other)
    other.show()
    tournament.set_paused(True)
    tournament.start()
    assert other.score_panel.texts() == [
        "Hand 1 of 2",
        "Victory Points 10–10",
        "Us  0",
        "On the table 0",
        "Them  0",
        "On the table 0",
    ]


def test_score_panel_shows_the_hand_so_far_in_the_teams_colours(qtbot) -> None:
    """Late in a hand the computers play: each row's points on the table, pozzetto and buracos
    by class are the engine's; the rows carry the sides' colours, ours first."""
    from collections import Counter

    from burraco_qt.model.hints import table_points
    from burraco_qt.ui.panels.score_panel import class_name
    from burraco_qt.ui.teams import side_colours

    window = open_table(qtbot, players=4, seed=3, autoplay=True)
    c = window.controller
    c.set_paused(True)
    c.paused = False
    while not (any(m.buraco for t in c.game.tables for m in t) and any(c.game.pozzetto_taken)):
        if not c.step():
            break
    window.refresh()
    panel = window.score_panel
    points = table_points(c.view())
    colours = side_colours(c)
    for row, team in zip(panel.rows, (0, 1), strict=True):
        assert row.colour == colours[team]
        text = row.hand.text() + " · " + row.buracos.text()
        assert text.startswith(f"On the table {points[team]}")
        assert ("pozzetto taken" in text) == c.game.pozzetto_taken[team]
        classes = Counter(m.buraco.value for m in c.game.tables[team] if m.buraco is not None)
        for kind, n in classes.items():
            assert f"{class_name(kind)} ×{n}" in text


def test_the_score_panel_opens_the_score_sheet(qtbot) -> None:
    window = open_table(qtbot, seed=2)
    panel = window.score_panel
    QTest.mouseClick(panel.rows[0], Qt.MouseButton.LeftButton)  # a click anywhere on it
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible())
    assert window.sheet.hand_event is None
    window.sheet.close()
    qtbot.waitUntil(lambda: window.sheet is None)
    QTest.mouseClick(panel.button, Qt.MouseButton.LeftButton)  # or its button
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible())
    window.sheet.close()


def _play_hands(window: MainWindow, hands: int) -> None:
    c = window.controller
    for _ in range(5000):
        if len(c.match.finished) >= hands:
            return
        if c.game.over:
            QTest.qWait(5)  # autoplay deals the next hand from a timer
            continue
        c._ai_step()
        c._timer.stop()
    raise AssertionError("the hands did not end")


def test_view_score_sheet_lists_every_hand(qtbot) -> None:
    window = open_table(qtbot, seed=7, autoplay=True, target=100000)
    window.controller.set_paused(True)
    window.controller.paused = False
    _play_hands(window, 2)
    c = window.controller
    bar = window.menuBar()  # View → Score sheet, with the mouse
    view_menu = window.actions_.view_menu
    QTest.mouseClick(
        bar,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        bar.actionGeometry(view_menu.menuAction()).center(),
    )
    qtbot.waitUntil(view_menu.isVisible)
    QTest.mouseClick(
        view_menu,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view_menu.actionGeometry(window.actions_.score_sheet).center(),
    )
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible())
    sheet = window.sheet
    assert sheet.hand_event is None
    table = sheet.table
    assert table.hands_shown() == 2
    running = [0, 0]
    for hand, pair in enumerate(c.match.hand_scores[:2], start=1):
        for team in (0, 1):
            running[team] += pair[team].total
            assert table.value(hand, team, "total") == str(pair[team].total)
            assert table.value(hand, team, "table") == str(pair[team].table)
            assert table.value(hand, team, "hands") == str(pair[team].hands)
            assert table.value(hand, team, "running") == str(running[team])
            for cls, n in pair[team].buraco_classes:
                assert table.value(hand, team, f"buraco:{cls}").startswith(f"{n} × ")
    assert [table.value(2, t, "running") for t in (0, 1)] == [str(x) for x in c.match.totals]
    sheet.close()


def test_view_menu_has_moves_and_score_sheet(qtbot) -> None:
    window = open_table(qtbot, seed=1)
    menu = window.actions_.view_menu
    names = [a.objectName() for a in menu.actions() if not a.isSeparator()]
    assert names == ["actionMovesPanel", "actionScoreSheet"]
    moves = window.actions_.moves
    assert window.move_log.isVisible() and moves.isChecked()
    window.move_log.close()  # closed with its button: the View menu brings it back
    assert not moves.isChecked()
    moves.trigger()
    assert window.move_log.isVisible()
    window.show_score_sheet(None)
    assert window.sheet is not None and window.sheet.findChild(object, "emptyLabel") is not None
    window.sheet.close()


def test_moves_panel_after_a_resume_holds_the_hands_moves(qtbot) -> None:
    window = open_table(qtbot, players=4, seed=3, autoplay=True)
    window.controller.set_paused(True)
    window.controller.paused = False
    _play_steps(window, 40)
    before = window.move_log.lines()
    assert len(before) > 20
    record = window.controller.match.record()
    window.close()
    controller = GameController(match=Match.from_record(record), ai_delay_ms=0, human_seat=None)
    resumed = MainWindow(controller, Speeds(0), autoplay=True)
    qtbot.addWidget(resumed)
    resumed.show()
    controller.set_paused(True)
    controller.start()
    assert resumed.move_log.lines() == before


def test_moves_panel_font_follows_the_table(qtbot) -> None:
    window = open_table(qtbot, seed=1, size=(1920, 1080))
    large = window.move_log.list.font().pointSizeF()
    window.resize(800, 600)
    QTest.qWait(20)
    assert window.move_log.list.font().pointSizeF() < large


def _answer(button: QMessageBox.StandardButton, seen: list[str]) -> None:
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        seen.append(box.objectName())
        box.button(button).click()


def test_open_cards_asks_before_marking_practice(qtbot) -> None:
    window = open_table(qtbot, seed=1)
    c = window.controller
    button = window.actions_.toolbar.widgetForAction(window.action_open)
    assert isinstance(button, QToolButton)
    seen: list[str] = []
    QTimer.singleShot(50, lambda: _answer(QMessageBox.StandardButton.No, seen))
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert seen == ["practiceQuestion"]
    assert not c.match.practice and not c.open_cards and not window.action_open.isChecked()
    QTimer.singleShot(50, lambda: _answer(QMessageBox.StandardButton.Yes, seen))
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert seen == ["practiceQuestion"] * 2
    assert c.match.practice and c.open_cards and window.action_open.isChecked()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # off: no question
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)  # on again: already practice, no question
    assert seen == ["practiceQuestion"] * 2 and c.open_cards


def test_about_box(qtbot) -> None:
    window = open_table(qtbot, seed=1)
    assert window.actions_.about in window.actions_.help_menu.actions()
    about = AboutDialog(window)
    qtbot.addWidget(about)
    about.show()
    text = {
        name: about.findChild(object, name).text()
        for name in ("aboutVersion", "aboutLicence", "aboutCredits")
    }
    assert __version__ in text["aboutVersion"]
    assert "GPL-3.0-or-later" in text["aboutLicence"]
    assert "Adrian Kennard" in text["aboutCredits"] and "CC0 1.0" in text["aboutCredits"]


def test_toolbar_has_icons_and_no_score(qtbot) -> None:
    window = open_table(qtbot, seed=1, size=(1280, 800))
    bar = window.actions_.toolbar
    for action in bar.actions():
        if not action.isSeparator():
            assert not action.icon().isNull(), action.objectName()
            assert action.defaultWidget() is None if hasattr(action, "defaultWidget") else True
    assert bar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    window.resize(700, 600)
    QTest.qWait(20)
    assert bar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly


def test_log_says_we_closed_the_hand(qapp) -> None:
    event = HandEnded("closed", 0, ())
    names = ("Us", "Them")
    assert describe(0, [event], str, 0, names.__getitem__) == ["We closed the hand."]
    assert describe(1, [event], str, 1, names.__getitem__) == ["They closed the hand."]
    assert describe(0, [event], str, None, ("Team 1", "Team 2").__getitem__) == ["Team 1 closed the hand."]


def test_attach_refusal_gives_one_reason(qapp) -> None:
    error = RuleError("invalid_meld", "only cards of rank K join this set", reason="wrong_kind")
    assert refusal_text(error) == "These cards do not fit that meld."
    short = RuleError("invalid_meld", "too short", reason="too_short")
    assert refusal_text(short) == "A meld needs at least three cards."


def test_sound_waits_for_the_first_paint(qapp) -> None:
    from burraco_qt.sound import SoundBoard

    board = SoundBoard(enabled=True)
    board.hold()
    board.play("deal")
    assert board.played == ["deal"] and not board._loaded  # QtMultimedia not touched yet
    board.release()
    assert board._loaded and board.played == ["deal"]


STARTUP_PROBE = """
import sys
import burraco_qt.ui.app.launch as app
first_paint = app._first_paint
def probe(*args):
    late = ("PySide6.QtCharts", "PySide6.QtMultimedia", "burraco_qt.ui.dialogs.statistics",
            # issue 12 item 7: the computer players (made when a computer first plays), their
            # process pool, the meld finder (hints), dialogs and exports, the log file's
            # handlers, the random match key's hashlib
            "burraco_qt.ai.base", "burraco_qt.ai.tiers", "burraco_qt.ai.hard",
            "burraco_qt.ai.expert", "burraco_qt.ai.pool", "burraco_qt.engine.finder",
            "burraco_qt.engine.determinize", "burraco_qt.engine.random_move", "multiprocessing",
            "concurrent", "burraco_qt.ui.dialogs.score_sheet", "burraco_qt.ui.dialogs.abandon",
            "burraco_qt.ui.dialogs.preferences_dialog", "burraco_qt.ui.dialogs.practice_question",
            "burraco_qt.ui.dialogs.exports", "burraco_qt.ui.dialogs.about", "burraco_qt.ui.replay",
            "burraco_qt.ui.dialogs.match_sheet", "burraco_qt.ui.dialogs.instructions",
            "logging.handlers", "secrets", "html", "sqlite3", "burraco_qt.storage.history_db")
    print("LOADED", sorted(m for m in sys.modules if m.startswith(late)), flush=True)
    first_paint(*args)
app._first_paint = probe
run = app.AfterFirstPaint.run
def after(self, *args):
    run(self, *args)
    print("AFTER", self.window.history is not None, self.window.action_stats.isEnabled(),
          self.keeper.history is self.window.history, self.reporter.logging, flush=True)
app.AfterFirstPaint.run = after
sys.argv = ["burraco_qt", "--timing", "--seed", "4"]  # as ``python -m burraco_qt`` starts
import runpy
runpy.run_module("burraco_qt", run_name="__main__")
"""


def test_nothing_the_first_paint_does_not_need_is_imported_before_it(tmp_path) -> None:
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BURRACO_DATA_DIR": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-c", STARTUP_PROBE], capture_output=True, text=True, env=env, timeout=60, check=True
    ).stdout
    line = next(x for x in out.splitlines() if x.startswith("LOADED"))
    assert line == "LOADED []", line
    # right after the first paint: the history (Statistics), the keeper's, the log file
    assert "AFTER True True True True" in out.splitlines(), out
