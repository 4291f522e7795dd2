"""Issue 27, item 5: nothing covers a card. A toast never lies on a card or a caption, also when
the cards move after it showed (it is placed again, or hidden when the felt has no room); the
Moves list keeps whole phrases at its narrowest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from burraco_qt.model import GameController, MatchOptions
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds
from devtools.layout_check import SceneChecker, extreme_games

from .helpers import open_table


def _covered(scene) -> list[str]:
    """What the toast lies on (nothing, when it does not show)."""
    toast = scene.toast
    if toast.opacity() <= 0.0:
        return []
    rect = toast.sceneBoundingRect()
    hits = [
        c.short
        for c, item in scene.cards.items()
        if item.isVisible() and rect.intersects(item.sceneBoundingRect())
    ]
    hits += [str(key) for key, r, _card in scene.caption_rects() if rect.intersects(r)]
    return hits


@pytest.mark.parametrize(("players", "size"), [(4, (1024, 700)), (5, (1280, 800))])
def test_a_toast_never_lies_on_a_card_while_the_hand_goes_on(qtbot, players, size) -> None:
    c = GameController(MatchOptions(players, seed=4), human_seat=None, ai_delay_ms=0)
    window = MainWindow(c, Speeds(0), autoplay=True)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    c.paused = True
    c.start()
    scene = window.scene
    shown = 0
    for k in range(240):
        if k % 6 == 0:
            scene.show_toast("You picked up your pozzetto: a message as long as a refusal can be.")
        if not c.step():
            break
        for item in scene.cards.values():
            item.finish()
        scene.relayout(animate=False)
        assert _covered(scene) == [], k
        shown += scene.toast.opacity() > 0
    assert shown > 10  # the toasts did show, mostly


def test_a_toast_with_no_room_on_the_felt_is_not_shown(qapp) -> None:
    checker = SceneChecker()
    game = extreme_games(4)["melds14"]
    checker.check(game, (640, 400))
    scene = checker.scene_for(4)
    scene.show_toast("A message with nowhere to go on this crowded table, however it wraps.")
    assert _covered(scene) == []
    assert scene.toast.text.startswith("A message")  # kept (the status line says it too)


def test_the_moves_list_keeps_phrases_at_its_narrowest(qtbot) -> None:
    window = open_table(qtbot, players=4, seed=3, size=(1024, 700))
    log = window.move_log
    window.resizeDocks([log], [40], Qt.Orientation.Horizontal)  # as narrow as it goes
    QApplication.processEvents()  # the dock laid out
    metrics = log.list.fontMetrics()
    width = log.list.viewport().width()
    assert width >= 0.9 * log.MIN_CHARS * metrics.averageCharWidth()
    line = "Right opponent (medium) attached 5♥ → 2♥ Joker 4♥ 5♥."
    assert metrics.horizontalAdvance(" ".join(line.split()[:3])) < width  # phrases, not words
    view = window.view.viewport().size()
    assert view.width() >= 760  # the table keeps its legible view
