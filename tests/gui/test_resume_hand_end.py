"""A match resumed at a hand's end shows the sheet the live hand end showed (issue 22, point 1):
with 3, 5 and 6 players the rebuilt ``HandEnded`` lacked its teams, so the sheet had no team
columns (and once raised ``IndexError``). Here a hand is played to its end in a live window, the
match goes through its record into a second window as the autosave would, and the two sheets
are compared label by label; "Next hand" then deals hand 2."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtWidgets import QLabel

from burraco_qt.engine import HandEnded, Rules
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.model import GameController
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds


def sheet_texts(window: MainWindow) -> dict[str, str]:
    """Every named label of the open sheet, its title and every cell of its match table."""
    sheet = window.sheet
    assert sheet is not None
    out = {"title": sheet.windowTitle()}
    for label in sheet.findChildren(QLabel):
        if label.objectName():
            out[label.objectName()] = label.text()
    table = sheet.table
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            out[f"cell_{row}_{column}"] = item.text() if item is not None else ""
    for column in range(table.columnCount()):
        header = table.horizontalHeaderItem(column)
        out[f"header_{column}"] = header.text() if header is not None else ""
    return out


def open_window(qtbot, match: Match) -> tuple[GameController, MainWindow]:
    c = GameController(match=match, ai_delay_ms=0)
    window = MainWindow(c, Speeds(0))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return c, window


def play_to_hand_end(qtbot, c: GameController, seed: int) -> HandEnded:
    """The human seat plays random legal commands, the computers their own, until the hand ends;
    the live event the controller emitted."""
    ended: list[HandEnded] = []
    c.handEnded.connect(ended.append)
    c.set_paused(True)  # no timer: the computers play through step()
    c.start()
    rng = random.Random(seed)
    while not c.game.over:
        if c.human_to_play:
            c.send(random_legal_command(c.game, rng))
        else:
            c.step()
    assert len(ended) == 1
    return ended[0]


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (5, 2), (6, 3)])
def test_a_match_resumed_at_a_hand_end_shows_the_live_sheet(qtbot, players: int, seed: int) -> None:
    seats = {p: "easy" for p in range(1, players)}
    c, live_window = open_window(qtbot, Match(Rules.preset("italian"), players, seed=seed, seats=seats))
    live = play_to_hand_end(qtbot, c, seed)
    qtbot.waitUntil(lambda: live_window.sheet is not None and live_window.sheet.isVisible(), timeout=5000)
    expected = sheet_texts(live_window)
    record = json.loads(json.dumps(c.match.record()))  # what the autosave holds at the sheet
    totals = list(c.match.totals)
    live_window.sheet.done(0)  # closed (it would deal hand 2 in the live window)

    resumed = Match.from_record(record)
    c2, window = open_window(qtbot, resumed)
    c2.start()
    window.resume_finished_hand()
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible(), timeout=5000)
    event = window.sheet.hand_event
    assert event is not None
    for name in ("how", "closing_team", "scores", "teams", "credits", "lone_player", "exempt"):
        assert getattr(event, name) == getattr(live, name), name
    got = sheet_texts(window)
    assert got == expected
    # every team of the hand has its column, named as live
    assert [got[f"team_{t}"] for t in range(len(live.teams))] == [
        expected[f"team_{t}"] for t in range(len(live.teams))
    ]
    window.sheet.accept()  # "Next hand"
    qtbot.waitUntil(lambda: c2.match.hand_number == 2 and not c2.game.over, timeout=5000)
    assert len(c2.match.finished) == 1 and c2.match.totals == totals
