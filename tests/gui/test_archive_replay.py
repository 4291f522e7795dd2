"""Issue 14 on the real windows: hands played at the table are archived, the Hands window opens
them in the replay viewer, which steps forward and back (real key and mouse events) through
exactly the engine's states; damaged records never crash the window; ``--replay`` refuses bad
files with status 2."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.engine.record import load_record
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.keeper import MatchKeeper, record_missing
from burraco_qt.model.replay_positions import Replay
from burraco_qt.storage.archive import archived_hands
from burraco_qt.storage.history_db import History
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds
from tests.storage.test_durability import finished_hands


def state(g) -> tuple:
    """Everything the table shows of a game."""
    return (
        g.record()["actions"],
        [sorted(c.short for c in h) for h in g.hands],
        [[m.notation() for m in t] for t in g.tables],
        [c.short for c in g.pile],
        g.stock_size,
        g.current,
        g.phase,
        g.turn,
        g.over,
    )


def engine_state(record: dict, k: int):
    """The engine's replay of the first ``k`` actions of ``record``."""
    loaded = load_record(record)
    for command in loaded.commands[:k]:
        loaded.game.apply(command)
    return loaded.game


def play_hand(window: MainWindow, rng: random.Random) -> None:
    c = window.controller
    while not c.game.over:
        if c.human_to_play:
            assert c.send(random_legal_command(c.game, rng))
        else:
            c.step()


@pytest.mark.slow
def test_played_hands_are_archived_and_replay_step_by_step(qtbot, tmp_path) -> None:
    history = History(tmp_path / "history.sqlite3")
    c = GameController(MatchOptions(2, seed=21, target=100000), ai_delay_ms=0)
    window = MainWindow(c, Speeds(0), history=history)
    qtbot.addWidget(window)
    MatchKeeper(c, None, history, parent=window)
    window.show()
    c.start()
    rng = random.Random(2)
    play_hand(window, rng)
    c.next_hand()
    play_hand(window, rng)
    hands, skipped = archived_hands(history.db)
    assert skipped == 0 and [h.number for h in hands] == [2, 1]  # every hand played

    dialog = window.archive.show_hands()
    qtbot.waitExposed(dialog)
    assert dialog.table.rowCount() == 2
    row = 1  # hand 1 (newest first)
    rect = dialog.table.visualItemRect(dialog.table.item(row, 0))
    QTest.mouseClick(
        dialog.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center()
    )
    QTest.mouseDClick(
        dialog.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center()
    )
    assert dialog.viewers, dialog.message.text()
    viewer = dialog.viewers[-1]
    qtbot.waitExposed(viewer)
    record = c.match.finished[0]
    assert viewer.replay.record == record
    n = len(viewer.replay)
    assert n == len(record["actions"]) and viewer.position == 0
    assert viewer.moves.count() == n + 1
    target = viewer.view
    target.setFocus()
    for k in range(1, n + 1):  # forward with Right
        QTest.keyClick(target, Qt.Key.Key_Right)
        assert viewer.position == k
        assert state(viewer.controller.game) == state(engine_state(record, k))
    final = viewer.controller.game
    assert final.over and [s.as_dict() for s in final.scores()] == record["scores"]
    assert [s.as_dict() for s in c.match.hand_scores[0]] == record["scores"]
    QTest.keyClick(target, Qt.Key.Key_Right)  # past the end: stays
    assert viewer.position == n
    for k in range(n - 1, -1, -1):  # back with Left: every earlier state
        QTest.keyClick(target, Qt.Key.Key_Left)
        assert state(viewer.controller.game) == state(engine_state(record, k))
    QTest.keyClick(target, Qt.Key.Key_End)
    assert viewer.position == n
    QTest.keyClick(target, Qt.Key.Key_Home)
    assert viewer.position == 0
    # the Moves list is clickable and follows the position
    item_rect = viewer.moves.visualItemRect(viewer.moves.item(3))
    QTest.mouseClick(
        viewer.moves.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, item_rect.center()
    )
    assert viewer.position == 3
    assert state(viewer.controller.game) == state(engine_state(record, 3))
    QTest.keyClick(viewer.moves, Qt.Key.Key_Right)  # keys on the list step too
    assert viewer.position == 4 and viewer.moves.currentRow() == 4
    # jump to a turn
    viewer.turn_box.setValue(5)
    viewer.turn_box.editingFinished.emit()
    assert viewer.replay.turns[viewer.position] == 5
    assert viewer.replay.turns[viewer.position - 1] == 4
    # play and pause with Space
    viewer.speed_box.setCurrentIndex(3)
    QTest.keyClick(target, Qt.Key.Key_Space)
    assert viewer.playing
    start = viewer.position
    qtbot.waitUntil(lambda: viewer.position >= start + 2, timeout=3000)
    QTest.keyClick(target, Qt.Key.Key_Space)
    assert not viewer.playing
    # the table refuses input: a click on the stock changes nothing
    before = state(viewer.controller.game)
    lay = viewer.scene.layout
    QTest.mouseClick(
        viewer.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        viewer.view.mapFromScene(lay.stock.x + 5, lay.stock.y + 5),
    )
    assert state(viewer.controller.game) == before
    # every hand face up, or as seen from our seat
    opponent = viewer.controller.game.hands[1]
    assert not any(card in viewer.scene.cards for card in opponent)  # backs only: no item holds them

    def drawn_hidden() -> int:
        return sum("drew a card" in viewer.moves.item(i).text() for i in range(viewer.moves.count()))

    assert drawn_hidden() > 0  # the opponent's draws are hidden from our seat
    viewer.face_up.click()
    assert all(viewer.scene.cards[card].face_up for card in opponent)
    assert drawn_hidden() == 0 and viewer.moves.currentRow() == viewer.position
    viewer.close()
    dialog.close()
    history.close()


def _damaged_history(tmp_path) -> History:
    history = History(tmp_path / "history.sqlite3")
    record_missing(history, finished_hands(3, seed=8), "z" * 32)
    return history


def test_a_damaged_record_is_skipped_with_a_message(qtbot, tmp_path) -> None:
    from burraco_qt.ui.dialogs.hands import HandsDialog

    history = _damaged_history(tmp_path)
    ids = [h.hand_id for h in archived_hands(history.db)[0]]
    history.db.execute("UPDATE archive SET record = x'00ff' WHERE hand_id = ?", (ids[0],))
    dialog = HandsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.rowCount() == 2 and dialog.skipped == 1
    assert "could not be read" in dialog.message.text()
    # damaged after the list was read: opening it says so, no crash
    history.db.execute("UPDATE archive SET record = x'789c' WHERE hand_id = ?", (ids[1],))
    assert dialog.replay_row(0) is None
    assert "cannot be read" in dialog.message.text()
    # a record that reads but does not replay
    bad = __import__("zlib").compress(json.dumps({"format": 1, "players": 3}).encode())
    history.db.execute("UPDATE archive SET record = ? WHERE hand_id = ?", (bad, ids[2]))
    assert dialog.replay_row(1) is None
    assert "cannot be replayed" in dialog.message.text()
    # the filters
    dialog.reload()
    dialog.mode.setCurrentIndex(dialog.mode.findData(4))
    assert dialog.table.rowCount() == 0
    dialog.mode.setCurrentIndex(dialog.mode.findData(2))
    assert dialog.table.rowCount() == 1
    result = dialog.shown[0].result
    dialog.result_box.setCurrentIndex(dialog.result_box.findData({"won": "lost"}.get(result, "won")))
    assert dialog.table.rowCount() == 0
    history.close()


def test_replay_cli_bad_files_exit_2(tmp_path, capsys) -> None:
    from burraco_qt.ui.app.launch import main

    cases = {
        "missing.json": None,
        "notjson.json": "{oops",
        "wrong.json": '{"format": 1}',
        "refused.json": json.dumps(
            {"format": 1, "players": 2, "seed": 1, "actions": [{"type": "discard", "card": "Ah"}]}
        ),
    }
    for name, text in cases.items():
        path = tmp_path / name
        if text is not None:
            path.write_text(text)
        assert main(["--replay", str(path)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"burraco-qt: cannot replay {path}: ") and err.count("\n") == 1


def test_replay_cli_screenshot(tmp_path) -> None:
    record = finished_hands(1, seed=6).finished[0]
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(record))
    shot = tmp_path / "shot.png"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "burraco_qt",
            "--replay",
            str(path),
            "--screenshot",
            str(shot),
            "--size",
            "1024x700",
        ],
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(Replay(record)) == len(record["actions"])
