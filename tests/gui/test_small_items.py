"""Issue 22 point 8, the smaller items: each with its test (``--help`` text for every option,
the atomic CSV export, the Statistics empty state, the deal code's feedback, …)."""

from __future__ import annotations

import re

import pytest


def test_every_option_of_help_has_a_text(capsys, monkeypatch) -> None:
    """``burraco-qt --help``: every option line carries a help text (on its line or the next)."""
    from burraco_qt.ui.app.launch import parse_args

    monkeypatch.setenv("COLUMNS", "100")
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    lines = capsys.readouterr().out.splitlines()
    start = lines.index("options:") + 1
    options = 0
    for i, line in enumerate(lines[start:], start=start):
        if not line.strip():
            break
        if not re.match(r"^  -", line):
            continue
        options += 1
        same_line = re.match(r"^  -\S.*?\S {2,}\S", line)
        following = lines[i + 1] if i + 1 < len(lines) else ""
        next_line = re.match(r"^ {6,}[^ -]", following)
        assert same_line or next_line, f"no help text: {line.strip()}"
    assert options >= 18


def test_csv_export_is_atomic(qapp, tmp_path, monkeypatch) -> None:
    """A write that fails half way (here the flush to disk) leaves the old file whole and no
    temporary file behind; a good write replaces it."""
    import os

    from burraco_qt.ui.dialogs.exports import SheetPage, write_csv

    path = tmp_path / "sheet.csv"
    path.write_text("old,file\n", encoding="utf-8")
    page = SheetPage("t", ["Hand", "Team"], [["1", "Us"], ["", "Them"]], "Us 10 – 5 Them")

    def full_disk(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError):
        write_csv(path, page)
    assert path.read_text(encoding="utf-8") == "old,file\n"
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.csv"]
    monkeypatch.undo()
    write_csv(path, page)
    assert path.read_text(encoding="utf-8").splitlines() == ["Hand,Team", "1,Us", ",Them", "Us 10 – 5 Them"]


def test_statistics_with_no_match_say_so(qtbot, tmp_path) -> None:
    """No match yet: no "0 %" win rate, a "no matches yet" note and a placeholder that explains
    the chart; with matches, the rate, the chart and no note."""
    from PySide6.QtCharts import QChartView
    from PySide6.QtWidgets import QLabel

    from burraco_qt.storage.history_db import History
    from burraco_qt.ui.dialogs.statistics import StatisticsDialog

    from ..storage.test_storage import known_history

    history = History(tmp_path / "empty.sqlite3")
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.value("matches") == "0"
    assert dialog.value("win_rate") == "–" and dialog.value("average") == "–"
    assert "No matches yet" in dialog.value("emptyNote")
    placeholder = dialog.findChild(QLabel, "chartPlaceholder")
    assert placeholder is not None and placeholder.isVisible() and "first match ends" in placeholder.text()
    assert dialog.findChild(QChartView, "resultsChart") is None and dialog.chart_bars == 0
    history.close()

    known = known_history(tmp_path / "known.sqlite3")
    dialog = StatisticsDialog(known)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.value("win_rate") == "50%" and dialog.findChild(QLabel, "emptyNote") is None
    assert dialog.findChild(QLabel, "chartPlaceholder") is None
    assert dialog.findChild(QChartView, "resultsChart") is not None and dialog.chart_bars == 2
    known.close()


def test_score_sheet_shows_the_deal_code_and_says_it_was_copied(qtbot, tmp_path) -> None:
    """The sheet shows the hand's deal code as selectable text; Copy deal code says so."""
    import random

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QLabel, QPushButton

    from burraco_qt.engine.dealcode import code_of_hand

    from .test_archive_replay import play_hand
    from .test_deal_codes_exports import _window

    window, history = _window(qtbot, tmp_path, seed=46)
    play_hand(window, random.Random(6))
    window.show_score_sheet(None)
    sheet = window.sheet
    assert sheet is not None
    qtbot.waitExposed(sheet)
    code = code_of_hand(window.controller.match, 1)
    label = sheet.findChild(QLabel, "dealCodeLabel")
    assert label is not None and label.isVisible() and label.text() == code
    assert label.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    feedback = sheet.findChild(QLabel, "copyFeedback")
    assert feedback.text() == ""
    QGuiApplication.clipboard().clear()
    QTest.mouseClick(sheet.findChild(QPushButton, "copyCodeButton"), Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == code
    assert feedback.text() == "Deal code copied"
    sheet.close()
    history.close()


def test_exports_name_the_players_and_the_deal_codes(qtbot, tmp_path, monkeypatch) -> None:
    """Export PDF… and Export CSV… on the sheet write who played (by team) and each hand's code."""
    import csv
    import random

    from PySide6.QtCore import Qt
    from PySide6.QtPdf import QPdfDocument
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QFileDialog, QPushButton

    from burraco_qt.engine.dealcode import code_of_hand

    from .test_archive_replay import play_hand
    from .test_deal_codes_exports import _window

    window, history = _window(qtbot, tmp_path, seed=47)
    c = window.controller
    rng = random.Random(7)
    play_hand(window, rng)
    c.next_hand()
    play_hand(window, rng)
    codes = [code_of_hand(c.match, n) for n in (1, 2)]
    assert all(codes)
    opponent = c.seat_label(1)
    window.show_score_sheet(None)
    sheet = window.sheet
    assert sheet is not None
    qtbot.waitExposed(sheet)
    target = {"path": ""}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target["path"], ""))
    for kind in ("csv", "pdf"):
        target["path"] = str(tmp_path / f"sheet.{kind}")
        button = sheet.findChild(QPushButton, f"export{kind.capitalize()}Button")
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    with open(tmp_path / "sheet.csv", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert ["Us", "You"] in rows and ["Them", opponent] in rows
    at = rows.index(["Hand", "Deal code"])
    assert rows[at + 1 :] == [["1", codes[0]], ["2", codes[1]]]
    doc = QPdfDocument()
    assert doc.load(str(tmp_path / "sheet.pdf")) == QPdfDocument.Error.None_
    text = " ".join(doc.getAllText(0).text().split())
    assert f"Us: You · Them: {opponent}" in text
    assert f"hand 1 {codes[0]}" in text and f"hand 2 {codes[1]}" in text
    sheet.close()
    history.close()


@pytest.mark.parametrize("outputs", [[], ["a device"]])
def test_no_audio_device_is_said_once(qtbot, monkeypatch, outputs) -> None:
    """Sound on and no audio output: the status bar says so once (not again when sound is
    turned off and on); with a device, nothing is said."""
    from PySide6.QtMultimedia import QMediaDevices

    from .helpers import open_table

    monkeypatch.setattr(QMediaDevices, "audioOutputs", staticmethod(lambda: list(outputs)))
    window = open_table(qtbot)
    board = window.sound
    assert board.enabled
    qtbot.waitUntil(lambda: board._loaded and not board._loading)
    from PySide6.QtWidgets import QLabel

    from burraco_qt.ui.dialogs.preferences_dialog import PreferencesDialog

    opened: list[PreferencesDialog] = []
    monkeypatch.setattr(PreferencesDialog, "exec", lambda self: opened.append(self) or 0)
    window.action_prefs.trigger()  # Preferences: a note under Sound effects without a device
    prefs_note = opened[-1].findChild(QLabel, "noSoundDevice")
    if outputs:
        assert board.available and not board.missing and window.no_sound_note is None
        assert prefs_note is None
        return
    assert prefs_note is not None and "No audio device" in prefs_note.text()
    assert board.missing and not board.available
    note = window.no_sound_note
    assert note is not None and note.isVisible() and "no audio device" in note.text()
    assert note.parent() is window.statusBar() and window.status.isVisible()
    emitted: list[bool] = []
    board.noDevice.connect(lambda: emitted.append(True))
    window.action_sound.trigger()  # off: the note goes
    assert not board.enabled and not note.isVisible()
    window.action_sound.trigger()  # on again: said once already
    assert board.enabled and emitted == [] and window.no_sound_note is note


def _character_window(qtbot, tmp_path, seed: int, characters: tuple[str, ...] = ("lucia",)):
    """A main window with a history and the match keeper, the computer seats by character."""
    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.model.keeper import MatchKeeper
    from burraco_qt.storage.history_db import History
    from burraco_qt.ui.app.main_window import MainWindow
    from burraco_qt.ui.table.speeds import Speeds

    history = History(tmp_path / "history.sqlite3")
    players = len(characters) + 1
    c = GameController(MatchOptions(players, seed=seed, target=100000, characters=characters), ai_delay_ms=0)
    window = MainWindow(c, Speeds(0), history=history)
    window.data_folder = tmp_path
    qtbot.addWidget(window)
    MatchKeeper(c, None, history, parent=window)
    window.show()
    c.start()
    return window, history


def test_replay_names_the_seats_as_the_table_and_fits_the_screen(qtbot, tmp_path) -> None:
    """The replay of a hand from the Hands window (and of a problem report) names the computer
    by its character, as the table did; the window lies inside the screen's available area."""
    import random

    from PySide6.QtGui import QGuiApplication

    from burraco_qt.model.replay_positions import load_replay_file

    from .test_archive_replay import play_hand

    window, history = _character_window(qtbot, tmp_path, seed=48)
    c = window.controller
    table_name = c.seat_label(1)
    assert table_name.startswith("Lucia")
    play_hand(window, random.Random(8))
    dialog = window.archive.show_hands()
    qtbot.waitExposed(dialog)
    viewer = dialog.replay_row(0)
    assert viewer is not None
    qtbot.waitExposed(viewer)
    assert [viewer.scene.seat_name(s) for s in (0, 1)] == ["You", table_name]
    moves = " ".join(viewer.moves.item(i).text() for i in range(viewer.moves.count()))
    assert "Lucia" in moves and "Opponent" not in moves
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert area.contains(viewer.frameGeometry()), (area, viewer.frameGeometry())
    assert viewer.width() <= 1280 and viewer.height() <= 800
    # a saved hand of the match being played: its players too
    saved = window.archive.save_current_hand(str(tmp_path / "hand.json"))
    assert load_replay_file(saved).seats == {}
    again = window.archive.replay_file(saved)
    qtbot.waitExposed(again)
    assert again.scene.seat_name(1) == table_name
    # a problem report carries the match and so its seats
    report = window.archive.report_problem()
    window.findChild(object, "reportBox").close()
    other = window.archive.replay_file(str(report))
    assert load_replay_file(report).seats == {1: "lucia"}
    qtbot.waitExposed(other)
    assert other.scene.seat_name(1) == table_name
    assert area.contains(other.frameGeometry())
    history.close()


def test_hands_window_plays_a_listed_deal(qtbot, tmp_path, monkeypatch) -> None:
    """Hands → *Play this deal* (the table's context action) starts a match on the hand's deal
    code through Game → Play a deal code… (the code filled in), and the window closes."""
    import random

    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog, QPushButton

    from burraco_qt.engine.dealcode import decode
    from burraco_qt.engine.match import hand_seed
    from burraco_qt.ui.dialogs.deal_code import DealCodeDialog

    from .test_archive_replay import play_hand

    window, history = _character_window(qtbot, tmp_path, seed=49)
    c = window.controller
    play_hand(window, random.Random(9))
    c.next_hand()
    play_hand(window, random.Random(10))  # hands 2 and 1 listed, newest first
    dialog = window.archive.show_hands()
    qtbot.waitExposed(dialog)
    action = dialog.table.findChild(QAction, "playDealAction")
    button = dialog.findChild(QPushButton, "playDealButton")
    dialog.table.setCurrentCell(-1, -1)
    assert not action.isEnabled() and not button.isEnabled()  # nothing chosen
    dialog.table.selectRow(1)
    hand = dialog.current()
    assert hand is not None and hand.number == 1 and hand.code
    assert action.isEnabled() and button.isEnabled()
    filled: list[str] = []

    def accept(self) -> QDialog.DialogCode:
        filled.append(self.edit.text())
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(DealCodeDialog, "exec", accept)
    monkeypatch.setattr("burraco_qt.ui.dialogs.abandon.confirm_abandon", lambda parent: True)
    with qtbot.waitSignal(dialog.finished):
        action.trigger()
    assert filled == [hand.code]
    code = decode(hand.code)
    m = c.match
    assert (m.seed, m.hand_number, m.players) == (code.seed, 1, 2) and not m.finished
    assert c.game.record()["seed"] == hand_seed(code.seed, 1)
    assert m.seats == {1: "lucia"}
    history.close()


def test_you_closed_the_hand_is_italian_too(qtbot, qapp) -> None:
    """The sheet says "You closed the hand." ("Hai chiuso tu la smazzata.", not "chiusa da: Tu")
    and names a computer that closed ("Smazzata chiusa da: Lucia")."""
    from burraco_qt.engine import HandEnded
    from burraco_qt.ui.dialogs.score_sheet import ScoreSheetDialog

    from .helpers import open_table

    window = open_table(qtbot)
    c = window.controller
    translations = qapp._burraco_translations
    translations.set_language("it")
    try:
        sheet = ScoreSheetDialog(None, c.match, ("Noi", "Loro"), window)  # type: ignore[arg-type]
        qtbot.addWidget(sheet)
        you = c.seat_label(0, level=False)
        event = HandEnded("closed", 0, ())
        assert you == "Tu"
        assert sheet._how_text(event, ("Noi", "Loro"), you) == "Hai chiuso tu la smazzata."
        assert sheet._how_text(event, ("Noi", "Loro"), "Lucia") == "Smazzata chiusa da: Lucia"
    finally:
        translations.set_language("en")
