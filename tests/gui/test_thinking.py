"""The expert thinks off the GUI thread (issue 13): the table repaints while it searches, the
status line says it is thinking, and New game cancels the search at once."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer

from burraco_qt.model import GameController, MatchOptions
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds


def _window(qtbot, budget: float) -> MainWindow:
    controller = GameController(
        MatchOptions(2, "expert", seed=3),
        ai_delay_ms=0,
        human_seat=None,
        search={"samples": None, "budget": budget, "workers": 0},
    )
    window = MainWindow(controller, Speeds(0), autoplay=True)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_table_repaints_while_the_expert_thinks(qtbot) -> None:
    window = _window(qtbot, 0.6)
    c = window.controller
    paints: list[int] = []
    seats: list[int] = []

    class Counter(QObject):
        def eventFilter(self, obj, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                paints.append(c.thinking_seat if c.thinking_seat is not None else -1)
            return False

    counter = Counter(window)
    window.view.viewport().installEventFilter(counter)
    ticker = QTimer(window)
    ticker.timeout.connect(window.view.viewport().update)
    ticker.start(10)
    c.thinkingChanged.connect(seats.append)
    texts: list[str] = []
    c.thinkingChanged.connect(lambda seat: texts.append(window.status.text()) if seat >= 0 else None)
    c.start()
    qtbot.waitUntil(lambda: -1 in seats and seats.index(-1) > 0, timeout=20000)
    ticker.stop()
    assert any(p >= 0 for p in paints), "no repaint while the expert was thinking"
    c.thinkingChanged.disconnect()
    c.set_paused(True)
    assert texts and "thinking" in texts[0]


def test_new_game_cancels_the_search_at_once(qtbot) -> None:
    window = _window(qtbot, 30.0)
    c = window.controller
    c.start()
    qtbot.waitUntil(lambda: c.thinking_seat is not None, timeout=20000)
    c.new_match(MatchOptions(2, "medium", seed=4))
    assert not c.thinker.busy and c.thinking_seat is None
    c.set_paused(True)


class BrokenExpert:
    """A searching computer whose search (run by the thinker, off the GUI thread) raises."""

    searches = True

    def instant(self, view) -> bool:
        return False

    def choose(self, view):
        raise RuntimeError("a bug in the search")


def test_a_search_that_raises_is_guarded_like_any_computer_turn(qtbot, caplog) -> None:
    """Merge of issues 11 and 13: the expert's asynchronous answer goes through the same guard
    (logged, counted, told once, a legal move played), so the table never freezes."""
    import logging

    c = GameController(
        MatchOptions(2, "expert", seed=3),
        ai_delay_ms=0,
        human_seat=None,
        search={"samples": None, "budget": 0.1, "workers": 0},
    )
    c.computers = {p: BrokenExpert() for p in c.computers}
    told: list[str] = []
    c.computerFailed.connect(told.append)
    with caplog.at_level(logging.ERROR, logger="burraco_qt"):
        c.start()
        qtbot.waitUntil(lambda: len(c.game.actions) >= 3, timeout=10000)
    c.set_paused(True)
    assert c.ai_errors >= 3 and len(told) == 1 and "a bug in the search" in told[0]
    assert "failed; a legal move is played instead" in caplog.text


def test_step_plays_an_expert_seat_on_the_calling_thread(qapp) -> None:
    """``step()`` (tests, tools, benchmarks) plays one command for an expert seat too: the
    search runs in the call, nothing is left thinking and no timer is left running."""
    c = GameController(
        MatchOptions(2, "expert", seed=3),
        ai_delay_ms=0,
        human_seat=None,
        search={"samples": 8, "budget": 0.2, "workers": 0},
    )
    before = len(c.game.actions)
    for _ in range(4):
        assert c.step()
    assert len(c.game.actions) == before + 4
    assert c.thinking_seat is None and not c.thinker.busy and not c._timer.isActive()
    assert c.illegal_ai_commands == 0 and c.ai_errors == 0
