"""Issue 14: playing a deal code from the Game menu (typos get a clear message, an earlier
result is shown), the score sheet's exports (PDF read back page by page, CSV), Save hand as and
Report a problem (both replayable by ``--replay``)."""

from __future__ import annotations

import csv
import json
import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtPdf import QPdfDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QLabel, QPushButton

from burraco_qt.engine.dealcode import DealCode, code_of_hand, decode, encode
from burraco_qt.engine.match import hand_seed
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.keeper import MatchKeeper
from burraco_qt.model.replay_positions import load_replay_file
from burraco_qt.storage.history_db import History
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.dialogs.deal_code import DealCodeDialog
from burraco_qt.ui.dialogs.exports import SheetPage, write_pdf
from burraco_qt.ui.table.speeds import Speeds

from .test_archive_replay import play_hand


def _window(qtbot, tmp_path, seed: int = 31) -> tuple[MainWindow, History]:
    history = History(tmp_path / "history.sqlite3")
    c = GameController(MatchOptions(2, seed=seed, target=100000), ai_delay_ms=0)
    window = MainWindow(c, Speeds(0), history=history)
    window.data_folder = tmp_path
    qtbot.addWidget(window)
    MatchKeeper(c, None, history, parent=window)
    window.show()
    c.start()
    return window, history


def test_code_dialog_says_what_is_wrong_and_shows_the_earlier_result(qtbot, tmp_path, monkeypatch) -> None:
    window, history = _window(qtbot, tmp_path)
    c = window.controller
    play_hand(window, random.Random(1))
    code = code_of_hand(c.match, 1)
    assert code is not None
    dialog = DealCodeDialog(history, window)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.buttons()[0]
    typo = code[:2] + ("0" if code[2] != "0" else "1") + code[3:]
    QTest.keyClicks(dialog.edit, typo)
    assert "typo" in dialog.feedback.text() and dialog.code() is None
    dialog.edit.clear()
    QTest.keyClicks(dialog.edit, "ABCU")
    assert "“U”" in dialog.feedback.text()
    dialog.edit.clear()
    QTest.keyClicks(dialog.edit, code.lower())
    assert dialog.code() == decode(code)
    assert "Italian" in dialog.feedback.text() and "hand 1" in dialog.feedback.text()
    us, them = (s.total for s in c.match.hand_scores[0])
    assert f"{us} – {them}" in dialog.earlier.text()
    assert ok.isEnabled()

    # Game → Play a deal code… on a code of hand 3 of another seed: the same deal
    other = DealCode("reale", 2005, 2, 777, 3)
    monkeypatch.setattr(DealCodeDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr("burraco_qt.ui.dialogs.abandon.confirm_abandon", lambda parent: True)
    assert window.archive.play_code_dialog(encode(other))
    m = c.match
    assert (m.seed, m.hand_number, m.players, m.rules.preset_name, m.rules.target) == (
        777,
        3,
        2,
        "reale",
        2005,
    )
    assert c.game.record()["seed"] == hand_seed(777, 3) and c.game.first_player == 0
    assert code_of_hand(m, 3) == encode(other)
    # a bad code never starts a match
    assert not window.archive.play_code_dialog("not a code")
    history.close()


def test_pdf_has_one_page_per_match_with_its_totals(qapp, tmp_path) -> None:
    pages = [
        SheetPage(
            f"Match {i}",
            ["Hand", "Team", "Hand total"],
            [["1", "Us", str(100 * i)], ["", "Them", "-35"]],
            f"Us {1000 + i} – 95 Them",
        )
        for i in (1, 2, 3)
    ]
    path = tmp_path / "sheet.pdf"
    write_pdf(path, pages)
    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    assert doc.pageCount() == 3
    for i in range(3):
        text = doc.getAllText(i).text()
        assert f"Match {i + 1}" in text and f"Us {1001 + i} – 95 Them" in text


def test_score_sheet_exports_and_hand_files(qtbot, tmp_path) -> None:
    window, history = _window(qtbot, tmp_path, seed=44)
    c = window.controller
    play_hand(window, random.Random(4))
    window.show_score_sheet(None)
    sheet = window.sheet
    qtbot.waitExposed(sheet)
    for name in ("copyCodeButton", "exportPdfButton", "exportCsvButton"):
        assert sheet.findChild(QPushButton, name).isEnabled()
    QTest.mouseClick(sheet.findChild(QPushButton, "copyCodeButton"), Qt.MouseButton.LeftButton)

    assert QGuiApplication.clipboard().text() == code_of_hand(c.match, 1)
    from burraco_qt.ui.dialogs.exports import export_sheet_as
    from burraco_qt.ui.dialogs.score_sheet_buttons import sheet_export_page

    page = sheet_export_page(sheet.table, c.match, window.team_names(), (0, 1))
    pdf = export_sheet_as(sheet, page, "pdf", str(tmp_path / "m.pdf"))
    csv_path = export_sheet_as(sheet, page, "csv", str(tmp_path / "m.csv"))
    doc = QPdfDocument()
    doc.load(pdf)
    us, them = c.match.totals
    assert doc.pageCount() == 1 and f"Us {us} – {them} Them" in doc.getAllText(0).text()
    with open(csv_path, encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0][-1] == "Match total" and rows[1][-1] == str(us) and rows[2][-1] == str(them)
    sheet.close()
    # Save hand as… and Report a problem… write files --replay reads
    saved = window.archive.save_current_hand(str(tmp_path / "hand.json"))
    assert load_replay_file(saved).record == c.match.finished[0]
    report = window.archive.report_problem()
    data = json.loads(report.read_text())
    assert data["kind"] == "problem report" and data["app_version"] and data["platform"]
    assert load_replay_file(report).record == c.match.finished[0]
    window.findChild(object, "reportBox").close()
    history.close()


def test_replay_a_hand_from_the_game_menu(qtbot, tmp_path, monkeypatch) -> None:
    window, history = _window(qtbot, tmp_path, seed=45)
    play_hand(window, random.Random(5))
    path = window.archive.save_current_hand(str(tmp_path / "hand.json"))
    viewer = window.archive.replay_file(path)
    qtbot.waitExposed(viewer)
    assert viewer.replay.record == window.controller.match.finished[0]
    QTest.keyClick(viewer.view, Qt.Key.Key_End)
    assert viewer.controller.game.over and "Hand over" in viewer.status.text()
    warned = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: warned.append(args[2]))
    (tmp_path / "bad.json").write_text("[]")
    assert window.archive.replay_file(str(tmp_path / "bad.json")) is None
    assert warned and "cannot be replayed" in warned[0]
    viewer.close()
    history.close()


def test_a_hand_in_progress_shows_no_deal_code(qtbot, tmp_path) -> None:
    """Found by a tester: the code of the hand in progress deals every hand's cards, so a second
    copy of the game (or Play a deal code with Open cards) showed the opponents' hidden cards.
    The score sheet opened mid-hand offers no code until the hand is over."""
    window, _history = _window(qtbot, tmp_path, seed=45)
    c = window.controller
    assert code_of_hand(c.match, 1) is not None  # the engine knows it; the sheet must not show it
    window.actions_.score_sheet.trigger()  # View → Score sheet, mid-hand
    sheet = window.sheet
    qtbot.waitExposed(sheet)
    assert not sheet.findChild(QPushButton, "copyCodeButton").isEnabled()
    label = sheet.findChild(QLabel, "dealCodeLabel")
    assert label is None or not label.isVisible() or code_of_hand(c.match, 1) not in label.text()
    sheet.close()
    play_hand(window, random.Random(5))
    window.show_score_sheet(None)
    sheet = window.sheet
    qtbot.waitExposed(sheet)
    assert sheet.findChild(QPushButton, "copyCodeButton").isEnabled()
