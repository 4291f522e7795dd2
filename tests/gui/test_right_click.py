"""A real right-click on each kind of item of the table (issue 22, point 4): a hand card, a meld,
the discard pile and the stock. The click goes through the window (``QTest`` on the
``QWindow``, as the platform delivers it), so besides the press and release the view also gets
the ``QContextMenuEvent`` a context menu would open on; clicks on the viewport widget never
produce one (QT-TOOLCHAIN.md §6).

The table has no context menus (README: "Discard … by right-clicking it"; elsewhere a right-click
does nothing): each click must reach the view's context-menu path, open no menu or popup, change
nothing but the discard it makes, and raise no Qt warning."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from .decks import DECK_1V1, DECK_2V2
from .helpers import (
    area_point,
    card_point,
    click,
    find,
    meld_point,
    open_table,
    pile_point,
    select,
    stock_point,
    vp_point,
)

#: Messages of the test machine, not of the app: the offscreen plugin, no sound server.
_NOISE = ("propagateSizeHints", "PulseAudioService")


class ContextMenus(QObject):
    """Counts the context-menu events the viewport receives."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.ContextMenu:
            self.count += 1
        return False


@pytest.fixture
def warnings():
    seen: list[str] = []

    def handler(kind, _context, message) -> None:
        if kind != QtMsgType.QtDebugMsg and not any(n in message for n in _NOISE):
            seen.append(message)

    previous = qInstallMessageHandler(handler)
    yield seen
    qInstallMessageHandler(previous)


def right_click(qtbot, window, scene_point: QPointF, menus: ContextMenus) -> None:
    """Right-click at ``scene_point`` through the main window's ``QWindow`` (window coordinates),
    and check that the view got its context-menu event and that no menu or popup opened."""
    before = menus.count
    vp = window.view.viewport()
    at = vp.mapTo(window, vp_point(window, scene_point))
    QTest.mouseClick(window.windowHandle(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at)
    qtbot.wait(5)
    assert menus.count == before + 1  # the context-menu path was reached
    assert QApplication.activePopupWidget() is None
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()]


@pytest.mark.parametrize(("players", "deck"), [(2, DECK_1V1), (4, DECK_2V2)])
def test_a_real_right_click_on_each_kind_of_item(qtbot, warnings, players: int, deck: str) -> None:
    window = open_table(qtbot, players=players, deck=deck)
    game = window.controller.game
    menus = ContextMenus()
    window.view.viewport().installEventFilter(menus)
    # the stock and the pile in the draw phase: nothing happens (drawing is a left click)
    record = json.dumps(game.record())
    right_click(qtbot, window, stock_point(window), menus)
    right_click(qtbot, window, pile_point(window), menus)
    assert json.dumps(game.record()) == record and game.phase == "draw"
    click(window, stock_point(window))  # draw the Ts
    assert game.phase == "play" and len(game.hands[0]) == 12
    select(window, "Kh", "Kd", "Ks")
    click(window, area_point(window))  # a meld of kings
    assert [m.cards for m in game.tables[0]] and len(game.tables[0][0].cards) == 3
    # the meld, the pile and the stock in the play phase: nothing changes
    record = json.dumps(game.record())
    for point in (meld_point(window, 0), pile_point(window), stock_point(window)):
        right_click(qtbot, window, point, menus)
    assert json.dumps(game.record()) == record
    assert len(game.tables[0][0].cards) == 3 and len(game.hands[0]) == 9
    # a hand card: discarded, the turn passes
    queen = find(window, "Qs")
    right_click(qtbot, window, card_point(window, queen), menus)
    assert queen in game.pile and queen not in game.hands[0] and len(game.hands[0]) == 8
    assert game.actions[len(json.loads(record)["actions"])] == {"player": 0, "discard": str(queen)}
    assert menus.count == 6
    assert warnings == []
