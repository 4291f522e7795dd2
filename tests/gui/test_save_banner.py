"""The "Not saved" banner says what failed (issue 22 point 8): the match's save or only the
history of finished hands; and the keeper keeps, then records, the hands the history lacks
(issue 22 point 2): a hand is recorded only once it is in the history, each match end tries the
history again, a finished match's save goes once its hands are recorded or kept."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

from PySide6.QtCore import QTimer

from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.keeper import MatchKeeper
from burraco_qt.storage.autosave import Autosave
from burraco_qt.storage.history_db import History
from burraco_qt.storage.pending import Pending
from burraco_qt.ui.app import save_status
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds


def computer_match(qtbot, target: int = 300, seed: int = 3) -> tuple[GameController, MainWindow]:
    controller = GameController(
        MatchOptions(2, "easy", target=target, seed=seed), ai_delay_ms=0, human_seat=None
    )
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return controller, window


def play_hand(qtbot, controller: GameController) -> None:
    with qtbot.waitSignal(controller.handEnded, timeout=60000):
        controller.start()


def test_the_banner_blames_the_history_not_the_match(qtbot, tmp_path, monkeypatch) -> None:
    controller, window = computer_match(qtbot, target=100000)
    autosave = Autosave(tmp_path)
    keeper = MatchKeeper(controller, autosave, None, pending=Pending(tmp_path))
    banner = save_status.attach(window, keeper, controller)
    keeper.history_unavailable("history.sqlite3 is locked by another program")
    assert not banner.isHidden() and banner.text() == "History not saved"
    assert "statistics history (history.sqlite3 is locked by another program)" in banner.toolTip()
    assert "match could not be saved" not in banner.toolTip()
    play_hand(qtbot, controller)
    assert banner.text() == "History not saved" and (tmp_path / "autosave.json").exists()
    # now the match's save fails too: both are told, the match first
    real = Autosave.write

    def full(self, record):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Autosave, "write", full)
    keeper.save(finished=True)
    assert banner.text() == "Not saved"
    tip = banner.toolTip().splitlines()
    assert "match could not be saved" in tip[0] and "No space left" in tip[0]
    assert "statistics history" in tip[1]
    monkeypatch.setattr(Autosave, "write", real)
    keeper.save(finished=True)  # the match is saved again; the history still is not
    assert not banner.isHidden() and banner.text() == "History not saved"
    assert "match could not be saved" not in banner.toolTip()
    keeper.set_history(History(tmp_path / "history.sqlite3"))  # it opens: the kept hand goes in
    assert banner.isHidden() and keeper.saving
    assert keeper.history is not None and keeper.history.recorded(keeper.key) == {1}
    assert list(tmp_path.glob("pending-*.json")) == []


def test_only_the_match_save_failing_says_not_saved(qtbot, tmp_path, monkeypatch) -> None:
    controller, window = computer_match(qtbot)
    keeper = MatchKeeper(controller, Autosave(tmp_path), None)
    banner = save_status.attach(window, keeper, controller)

    def denied(self, record):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Autosave, "write", denied)
    keeper.save()
    assert banner.text() == "Not saved" and "match could not be saved (PermissionError" in banner.toolTip()
    assert "history" not in banner.toolTip()


def test_a_match_end_tries_the_history_again(qtbot, tmp_path: Path) -> None:
    """A folder sat at the journal path for the first hands, then went: the match's end opens
    the history and records every hand once; the finished match's save is removed."""
    journal = tmp_path / "history.sqlite3-journal"
    journal.mkdir()
    controller, window = computer_match(qtbot)
    keeper = MatchKeeper(controller, Autosave(tmp_path), None, pending=Pending(tmp_path))
    banner = save_status.attach(window, keeper, controller)
    keeper.history_unavailable(f"{journal} is in the way")
    tries: list[bool] = []

    def reopen() -> None:
        tries.append(True)
        if not journal.exists():
            keeper.set_history(History(tmp_path / "history.sqlite3"))

    keeper.reopen = reopen
    controller.handEnded.connect(
        lambda _e: None if controller.match.over else QTimer.singleShot(0, controller.next_hand)
    )
    play_hand(qtbot, controller)
    assert not controller.match.over, "the seed should need more than one hand"
    assert tries == [] and keeper.kept and banner.text() == "History not saved"
    journal.rmdir()
    qtbot.waitUntil(lambda: controller.match.over, timeout=120000)
    n = len(controller.match.finished)
    assert tries == [True] and keeper.history is not None
    assert keeper.history.recorded(keeper.key) == set(range(1, n + 1))
    db = sqlite3.connect(tmp_path / "history.sqlite3")
    assert db.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == n  # once each
    db.close()
    assert list(tmp_path.glob("pending-*.json")) == [] and not (tmp_path / "autosave.json").exists()
    assert banner.isHidden()


def test_a_finished_match_kept_for_later_is_not_saved_again(qtbot, tmp_path: Path) -> None:
    """No history through a whole match: its hands are kept and its save removed (it is never
    offered for resume); New game starts another pending file."""
    controller, _window = computer_match(qtbot)
    pending = Pending(tmp_path)
    keeper = MatchKeeper(controller, Autosave(tmp_path), None, pending=pending)
    keeper.history_unavailable("history.sqlite3 is locked by another program")
    controller.handEnded.connect(
        lambda _e: None if controller.match.over else QTimer.singleShot(0, controller.next_hand)
    )
    controller.start()
    qtbot.waitUntil(lambda: controller.match.over, timeout=120000)
    first = keeper.key
    assert [h.number for h, _ in pending.load(first)] == list(range(1, len(controller.match.finished) + 1))
    assert not (tmp_path / "autosave.json").exists()
    with qtbot.waitSignal(controller.handEnded, timeout=60000):
        controller.new_match(MatchOptions(2, "easy", target=300, seed=9))
    assert keeper.key != first and pending.matches() == sorted([first, keeper.key])
    assert [h.number for h, _ in pending.load(keeper.key)] == [1]


def test_hands_that_cannot_be_kept_either_are_told(qtbot, tmp_path) -> None:
    controller, window = computer_match(qtbot, target=100000)
    nowhere = tmp_path / "not-a-folder"
    nowhere.write_text("a file where the data folder should be")
    keeper = MatchKeeper(controller, Autosave(tmp_path), None, pending=Pending(nowhere))
    banner = save_status.attach(window, keeper, controller)
    keeper.history_unavailable("history.sqlite3 is locked by another program")
    assert "kept in the data folder" in banner.toolTip()
    play_hand(qtbot, controller)
    assert keeper.lost and not keeper.kept and banner.text() == "History not saved"
    assert "nor kept in the data folder" in banner.toolTip() and "not kept: " in banner.toolTip()
    assert (tmp_path / "autosave.json").exists()  # the match's save still holds the hand


def test_the_banner_and_the_message_in_italian(qtbot, qapp, tmp_path) -> None:
    from burraco_qt.storage.history_access import BLOCKED, Unavailable
    from burraco_qt.ui.app.history_link import short_reason
    from burraco_qt.ui.app.startup import unavailable_text

    translations = qapp._burraco_translations
    translations.set_language("it")
    try:
        controller, window = computer_match(qtbot)
        keeper = MatchKeeper(controller, Autosave(tmp_path), None, pending=Pending(tmp_path))
        banner = save_status.attach(window, keeper, controller)
        journal = tmp_path / "history.sqlite3-journal"
        problem = Unavailable(BLOCKED, tmp_path / "history.sqlite3", journal, "not a file")
        keeper.history_unavailable(short_reason(problem))
        assert banner.text() == "Storico non salvato"
        assert f"{journal} è d'intralcio" in banner.toolTip() and "cartella dei dati" in banner.toolTip()
        text = unavailable_text(problem)
        assert f"{journal} è d'intralcio" in text and "Eliminalo o rinominalo" in text
    finally:
        translations.set_language("en")
