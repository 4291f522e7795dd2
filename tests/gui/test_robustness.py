"""Nothing stuck, every failure visible (issue 11): a resumed finished hand, computer turns that
raise, the crash reporter, the "Not saved" banner, data folders that cannot be created, written
or are full (OS errors injected), damaged statistics rows."""

from __future__ import annotations

import errno
import json
import logging
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from burraco_qt.engine import Draw, Rules
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.model import GameController
from burraco_qt.model.keeper import MatchKeeper
from burraco_qt.storage.autosave import Autosave
from burraco_qt.storage.history_db import History
from burraco_qt.ui.app import crash_report, save_status
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.app.startup import open_services, problem_texts
from burraco_qt.ui.table.speeds import Speeds


def hand_over_match(seed: int = 5) -> Match:
    """Hand 1 just ended, the match goes on (the moment the score sheet waits)."""
    m = Match(Rules.preset("italian", target=100000), 2, seed=seed, seats={1: "medium"})
    rng = random.Random(seed)
    while not m.game.over:
        m.apply(random_legal_command(m.game, rng))
    return m


def window_for(qtbot, controller: GameController) -> MainWindow:
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


# ---------------------------------------------------------------------------------- failure 1
def test_a_resumed_finished_hand_shows_its_sheet_and_deals_the_next(qtbot) -> None:
    """Failure 1: restored at a finished hand, nothing dealt the next one and every command was
    refused with game_over; now its score sheet opens and "Next hand" deals."""
    saved = Match.from_record(hand_over_match().record())
    assert saved.game.over and not saved.over
    c = GameController(match=saved, ai_delay_ms=0)
    window = window_for(qtbot, c)
    c.start()
    window.resume_finished_hand()
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible(), timeout=5000)
    window.sheet.accept()
    qtbot.waitUntil(lambda: not c.game.over and c.match.hand_number == 2, timeout=5000)
    qtbot.waitUntil(lambda: c.human_to_play, timeout=20000)
    assert c.send(Draw())


# ---------------------------------------------------------------------------------- failure 3
class Broken:
    def choose(self, view):
        raise RuntimeError("a bug in the computer")


def test_a_computer_that_raises_never_freezes_the_table(qtbot, caplog) -> None:
    """Failure 3: an exception in a computer's turn left "Opponent is playing…" for good."""
    c = GameController(match=Match(Rules.preset("italian"), 2, seed=3, seats={1: "medium"}), ai_delay_ms=0)
    c.computers[1] = Broken()
    told = []
    c.computerFailed.connect(told.append)
    c.start()
    rng = random.Random(1)
    with caplog.at_level(logging.ERROR, logger="burraco_qt"):
        for _ in range(3):  # three human turns, each followed by a (failing) computer turn
            turn = c.game.turn
            while c.human_to_play and c.game.turn == turn:
                c.send(random_legal_command(c.game, rng))
            qtbot.waitUntil(lambda: c.human_to_play or c.game.over, timeout=10000)
    assert c.ai_errors >= 3 and len(told) == 1 and "a bug in the computer" in told[0]
    assert "computer seat 1 failed" in caplog.text


# ---------------------------------------------------------------------------------- crash reporter
def test_the_crash_reporter_logs_and_shows_a_dialog(qtbot, tmp_path) -> None:
    """Failure 3: no exception was ever shown to the player (no sys.excepthook)."""
    window = window_for(qtbot, GameController(ai_delay_ms=0))
    saved = []
    old = sys.excepthook
    try:
        reporter = crash_report.install(lambda: window, tmp_path, lambda: saved.append(1))
        assert sys.excepthook is reporter
        for _ in range(2):
            try:
                raise ValueError("boom in a slot")
            except ValueError as err:
                reporter(type(err), err, err.__traceback__)
    finally:
        sys.excepthook = old
    box = reporter.dialog
    assert box is not None and box.isVisible() and "your match is saved" in box.text()
    assert "boom in a slot" in box.detailedText()
    assert reporter.count == 2 and saved == [1, 1]
    log = (tmp_path / "logs" / "burraco-qt.log").read_text()
    assert log.count("ValueError: boom in a slot") == 2
    box.accept()
    assert reporter.dialog is None


def test_the_log_file_opens_after_the_first_paint_or_at_the_first_error(qtbot, tmp_path) -> None:
    """Start-up (issue 12): the app installs the reporter with ``log_now=False`` and opens the
    log after the first paint; an error before that still reaches the log file."""
    window = window_for(qtbot, GameController(ai_delay_ms=0))
    old = sys.excepthook
    try:
        later = crash_report.install(lambda: window, tmp_path / "a", log_now=False)
        assert not later.logging and not (tmp_path / "a" / "logs").exists()
        later.start_log()
        assert later.logging and (tmp_path / "a" / "logs" / "burraco-qt.log").exists()
        early = crash_report.install(lambda: window, tmp_path / "b", log_now=False)
        try:
            raise ValueError("before the first paint")
        except ValueError as err:
            early(type(err), err, err.__traceback__)
    finally:
        sys.excepthook = old
    assert "ValueError: before the first paint" in (tmp_path / "b" / "logs" / "burraco-qt.log").read_text()
    early.dialog.accept()


def test_the_log_is_rotated_and_bounded(tmp_path) -> None:
    path = crash_report.setup_log(tmp_path)
    log = logging.getLogger("burraco_qt")
    for i in range(4000):
        log.error("line %d %s", i, "x" * 300)
    sizes = [p.stat().st_size for p in path.parent.iterdir()]
    assert len(sizes) <= crash_report.LOG_BACKUPS + 1
    assert max(sizes) <= crash_report.LOG_BYTES + 1000


# ---------------------------------------------------------------------------------- failure 6
def test_every_save_failure_stays_visible_until_a_save_succeeds(qtbot, tmp_path, monkeypatch) -> None:
    """Failure 6: "could not be saved" was overwritten in the same call by refresh(); with the
    disk full, 180 saves failed silently."""
    c = GameController(ai_delay_ms=0)
    window = window_for(qtbot, c)
    autosave = Autosave(tmp_path)
    keeper = MatchKeeper(c, autosave, None)
    banner = save_status.attach(window, keeper, c)
    real = Autosave.write

    def full(self, record):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Autosave, "write", full)
    for _ in range(180):
        keeper.save()
        window.refresh()
    assert banner.isVisible() and banner.failures == 180
    assert "No space left" in banner.toolTip() and banner.text() == "Not saved"
    monkeypatch.setattr(Autosave, "write", real)
    keeper.save()
    assert not banner.isVisible() and (tmp_path / "autosave.json").exists()


# ---------------------------------------------------------------------------------- failure 5
def _write_save(folder: Path) -> None:
    m = Match(Rules.preset("italian"), 2, seed=3, seats={1: "medium"})
    m.apply(Draw())
    (folder / "autosave.json").write_text(json.dumps(m.record()))


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (PermissionError(errno.EACCES, "Permission denied"), "cannot be written"),
        (OSError(errno.EROFS, "Read-only file system"), "cannot be written"),
        (OSError(errno.ENOSPC, "No space left on device"), "is full"),
    ],
)
def test_unwritable_or_full_folder_says_so_and_offers_the_save(
    qapp, tmp_path, monkeypatch, error, words
) -> None:
    """Failure 5: a read-only folder or a full disk said "already open" and hid the readable
    save. OS errors are injected at the lock file's open."""
    _write_save(tmp_path)
    import burraco_qt.storage.lock as lock_module

    def fail(*args, **kwargs):
        raise error

    monkeypatch.setattr(lock_module, "open", fail, raising=False)
    services = open_services(keep_match=True, folder=tmp_path)
    try:
        texts = problem_texts(services)
        assert services.saved_match is not None and not services.primary
        assert any(words in t for t in texts) and not any("already open" in t for t in texts)
    finally:
        services.lock.unlock()
        if services.history is not None:
            services.history.close()


def test_a_folder_that_cannot_be_created_is_reported(qapp, tmp_path, monkeypatch) -> None:
    """Failure 5: an uncreatable data folder crashed at start with a traceback."""
    monkeypatch.setenv("BURRACO_DATA_DIR", str(tmp_path / "new" / "data"))

    def denied(self, *args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "mkdir", denied)
    services = open_services(keep_match=True)
    monkeypatch.undo()
    texts = problem_texts(services)
    assert services.folder_state == "missing" and services.history is None
    assert any("cannot be created" in t for t in texts)
    assert not services.autosave.enabled


def test_the_app_runs_with_a_file_in_place_of_its_folder(tmp_path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BURRACO_DATA_DIR": str(blocker)}
    proc = subprocess.run(
        [sys.executable, "-m", "burraco_qt", "--timing", "--resume", "yes"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "cannot be created" in proc.stderr and "Traceback" not in proc.stderr


# ---------------------------------------------------------------------------------- failure 8
def test_statistics_window_says_what_it_skipped(qtbot, tmp_path) -> None:
    from burraco_qt.ui.dialogs.statistics import StatisticsDialog

    h = History(tmp_path / "history.sqlite3")
    h.db.execute(
        "INSERT INTO matches (started, finished, players, difficulty, preset, target, "
        "winner) VALUES ('x', 'y', 'two', 'medium', 'italian', 1005, 0)"
    )
    dialog = StatisticsDialog(h)
    qtbot.addWidget(dialog)
    note = dialog.findChild(QLabel, "skippedNote")
    assert note is not None and "1 damaged record" in note.text()
    h.close()


def test_unrecorded_finished_hands_are_told(qapp, tmp_path, monkeypatch) -> None:
    """A saved match whose finished hands the history cannot take now: the player is told at
    start (it was only printed on the terminal), and the save is kept for a later start."""
    from burraco_qt.engine import Rules
    from burraco_qt.engine.match import Match
    from burraco_qt.storage.history_db import History
    from burraco_qt.ui.app.startup import settle_saved

    services = open_services(keep_match=True, folder=tmp_path)
    try:
        match = Match(Rules.preset("italian"), 2, seed=3, seats={1: "medium"})
        match.finished.append(match.game.record())  # as if one hand were over

        def broken(*args, **kwargs):
            raise sqlite3.OperationalError("database is locked")

        monkeypatch.setattr(History, "adopt", broken)
        monkeypatch.setattr("burraco_qt.ui.app.startup.record_missing", broken)
        services.saved_key = "k" * 16
        assert settle_saved(services, match) == 0
        assert "database is locked" in services.unsettled
        texts = problem_texts(services)
        assert any("could not be recorded" in t and "database is locked" in t for t in texts)
    finally:
        services.lock.unlock()
        if services.history is not None:
            services.history.close()
