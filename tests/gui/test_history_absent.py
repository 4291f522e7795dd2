"""The history is never silently absent (issue 22 point 2): the real app, offscreen, with the
history locked by another program or a folder where SQLite keeps its journal. The player is told
(the banner, one message per start), every finished hand is kept in a pending file, and a later
start records each hand once. A lock is waited for off the GUI thread."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

from PySide6.QtCore import QThread

from burraco_qt.storage.history_db import History
from burraco_qt.ui.app.history_link import HistoryOpener

#: The real app (``launch.main``) with a hook that quits a moment after the match is over and
#: prints what the window showed then.
PROBE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
from burraco_qt.ui.app.launch import main
out = {"painted": False}
def hook(window, resumed):
    c = window.controller
    window.view.firstPainted.connect(lambda: out.update(painted=True))
    def finish():
        banner = window.findChild(QLabel, "saveBanner")
        out.update(hands=len(c.match.finished), banner="" if banner.isHidden() else banner.text(),
                   tip=banner.toolTip())
        QApplication.quit()
    def ended():
        QTimer.singleShot(2500, finish)  # a lasting lock is told after 1.5 s
    c.matchEnded.connect(ended)
code = main(sys.argv[1:], on_window=hook)
print("RESULT " + json.dumps(out), flush=True)
sys.exit(code)
"""


def env_for(folder: Path) -> dict:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "BURRACO_DATA_DIR": str(folder)}


def play_match(folder: Path, seed: int) -> tuple[dict, str]:
    """One whole match (the computer on every seat, to 300) in the real app; what the window
    showed at its end and the app's messages."""
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            PROBE,
            "--autoplay",
            "--target",
            "300",
            "--difficulty",
            "easy",
            "--seed",
            str(seed),
        ],
        env=env_for(folder),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    line = next(x for x in proc.stdout.splitlines() if x.startswith("RESULT "))
    return json.loads(line[len("RESULT ") :]), proc.stderr


def start_once(folder: Path) -> str:
    """A later start of the real app (it paints, does what follows the first paint, exits)."""
    proc = subprocess.run(
        [sys.executable, "-m", "burraco_qt", "--timing"],
        env=env_for(folder),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stderr


def hands(path: Path) -> list[tuple[str, int]]:
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT match_key, number FROM hands ORDER BY match_key, number").fetchall()
    finally:
        db.close()


def kept(folder: Path) -> dict[str, list[int]]:
    """The pending files: match key → the kept hand numbers."""
    out = {}
    for path in sorted(folder.glob("pending-*.json")):
        data = json.loads(path.read_text())
        out[data["match_key"]] = [h["hand"]["number"] for h in data["hands"]]
    return out


def test_a_lock_held_through_a_whole_match_then_released(tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    History(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program holds the history for the whole match
    try:
        shown, messages = play_match(tmp_path, seed=3)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    # the window painted and the match was played while the lock was waited for
    assert shown["painted"] and shown["hands"] >= 2
    assert shown["banner"] == "History not saved"
    assert "history.sqlite3 is locked by another program" in shown["tip"]
    assert "could not be saved" not in shown["tip"]  # the match itself was not blamed
    assert messages.count("is locked by another program (an SQLite browser") == 1  # once per start
    [(key, numbers)] = kept(tmp_path).items()
    assert numbers == list(range(1, shown["hands"] + 1))
    assert hands(path) == []
    start_once(tmp_path)
    assert hands(path) == [(key, n) for n in numbers]  # every hand, once
    assert kept(tmp_path) == {}
    start_once(tmp_path)
    assert hands(path) == [(key, n) for n in numbers]


def test_a_folder_at_the_journal_path_through_two_matches(tmp_path) -> None:
    path = tmp_path / "history.sqlite3"
    History(path).close()
    journal = tmp_path / "history.sqlite3-journal"
    journal.mkdir()
    first, messages = play_match(tmp_path, seed=3)
    assert first["banner"] == "History not saved" and "history.sqlite3-journal is in the way" in first["tip"]
    assert f"{journal} is in the way" in messages and "Remove or rename it" in messages
    second, _ = play_match(tmp_path, seed=4)
    pending = kept(tmp_path)
    assert sorted(len(v) for v in pending.values()) == sorted([first["hands"], second["hands"]])
    assert journal.is_dir() and path.exists()  # nothing set aside
    journal.rmdir()
    assert hands(path) == []
    start_once(tmp_path)
    expected = sorted((key, n) for key, numbers in pending.items() for n in numbers)
    assert hands(path) == expected and len(expected) == first["hands"] + second["hands"]
    assert kept(tmp_path) == {}
    start_once(tmp_path)
    assert hands(path) == expected


def test_a_lock_is_waited_for_off_the_gui_thread(qtbot, tmp_path) -> None:
    """The opener tries on a thread of its own and hands the history to the GUI thread."""
    path = tmp_path / "history.sqlite3"
    History(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    opener = HistoryOpener(path, 500)
    got: list[tuple[object, bool]] = []
    opener.opened.connect(lambda h: got.append((h, QThread.currentThread() is qtbot_thread())))
    try:
        opener.start()
        qtbot.waitUntil(lambda: opener.tries >= 2, timeout=10000)  # still locked: it tries again
        assert got == [] and opener.running
        assert threading.current_thread() is threading.main_thread()
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    qtbot.waitUntil(lambda: bool(got), timeout=10000)
    history, on_gui_thread = got[0]
    assert isinstance(history, History) and on_gui_thread
    assert history.version >= 1
    history.close()
    opener.stop()
    assert not opener.running


def qtbot_thread() -> QThread:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert app is not None
    return app.thread()


def test_a_finished_saved_match_is_kept_not_offered_again(tmp_path) -> None:
    """The app closed after a match's last hand, before its hands were recorded; the next start
    cannot open the history: the hands go to a pending file and the save goes (the finished
    match is not offered again); the start after records them."""
    import random

    from burraco_qt.engine import Rules
    from burraco_qt.engine.match import Match
    from burraco_qt.engine.random_move import random_legal_command

    m = Match(Rules.preset("italian", target=300), 2, seed=6, seats={1: "easy"})
    rng = random.Random(6)
    while not m.over:
        m.apply(random_legal_command(m.game, rng))
        if m.game.over and not m.over:
            m.next_hand()
    key = "c" * 32
    (tmp_path / "autosave.json").write_text(json.dumps({**m.record(), "match_key": key}))
    path = tmp_path / "history.sqlite3"
    History(path).close()
    journal = tmp_path / "history.sqlite3-journal"
    journal.mkdir()
    messages = start_once_resuming(tmp_path)
    assert "is in the way" in messages
    assert not (tmp_path / "autosave.json").exists()
    assert kept(tmp_path) == {key: list(range(1, len(m.finished) + 1))}
    journal.rmdir()
    start_once_resuming(tmp_path)
    assert hands(path) == [(key, n) for n in range(1, len(m.finished) + 1)] and kept(tmp_path) == {}


def start_once_resuming(folder: Path) -> str:
    proc = subprocess.run(
        [sys.executable, "-m", "burraco_qt", "--timing", "--resume", "yes"],
        env=env_for(folder),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    return proc.stderr


class _Reporter:
    def start_log(self) -> None:
        pass


def test_a_lock_released_while_playing_records_the_kept_hands_at_once(qtbot, tmp_path) -> None:
    """The start-up's own pieces (services, keeper, what follows the first paint): a lock held
    at start, a hand played meanwhile, the lock released: the waiting thread opens the history,
    the kept hand is recorded, its file removed, the banner goes."""
    from PySide6.QtWidgets import QLabel

    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.model.keeper import MatchKeeper
    from burraco_qt.ui.app import save_status
    from burraco_qt.ui.app.history_link import AfterFirstPaint
    from burraco_qt.ui.app.main_window import MainWindow
    from burraco_qt.ui.app.startup import open_services
    from burraco_qt.ui.table.speeds import Speeds

    path = tmp_path / "history.sqlite3"
    History(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    services = open_services(keep_match=True, folder=tmp_path, defer_history=True)
    controller = GameController(
        MatchOptions(2, "easy", target=100000, seed=3), ai_delay_ms=0, human_seat=None
    )
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    late = AfterFirstPaint(window, services, _Reporter(), show=False)
    controller.handEnded.connect(late.run)
    keeper = MatchKeeper(controller, services.autosave, services.history, pending=services.pending)
    late.keeper = keeper
    save_status.attach(window, keeper, controller)
    window.show()
    qtbot.waitExposed(window)
    try:
        late.run()
        assert services.history is None and late.opener is not None and late.opener.running
        with qtbot.waitSignal(controller.handEnded, timeout=60000):
            controller.start()  # the table plays while the history is waited for
        banner = window.findChild(QLabel, "saveBanner")
        assert banner is not None and banner.text() == "History not saved"
        assert kept(tmp_path) == {keeper.key: [1]}
        qtbot.waitUntil(lambda: "locked by another program" in banner.toolTip(), timeout=5000)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    qtbot.waitUntil(lambda: keeper.history is not None, timeout=10000)
    assert services.history is keeper.history and window.history is keeper.history
    assert keeper.history.recorded(keeper.key) == {1} and kept(tmp_path) == {}
    assert banner.isHidden() and window.action_stats.isEnabled()
    late.stop()
    keeper.history.close()
    services.lock.unlock()
