"""Driving the real table with mouse events on the view's viewport (pytest-qt, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from burraco_qt.engine import Card, Game
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds


def open_table(
    qtbot,
    players: int = 2,
    deck: str | None = None,
    difficulty: str = "medium",
    size: tuple[int, int] = (1280, 800),
    seed: int = 1,
    autoplay: bool = False,
    target: int = 1005,
) -> MainWindow:
    """A shown main window for seat 0 (``autoplay``: the computer on every seat) with instant
    animations and computer turns."""
    controller = GameController(
        MatchOptions(players, difficulty, target=target, seed=seed),
        ai_delay_ms=0,
        first_deck=deck,
        human_seat=None if autoplay else 0,
    )
    window = MainWindow(controller, Speeds(0), autoplay=autoplay)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    controller.start()
    return window


def vp_point(window: MainWindow, scene_point: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_point)


def click(window: MainWindow, scene_point: QPointF, button=Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(
        window.view.viewport(), button, Qt.KeyboardModifier.NoModifier, vp_point(window, scene_point)
    )


def drag(window: MainWindow, start: QPointF, end: QPointF, steps: int = 6) -> None:
    vp = window.view.viewport()
    a = vp_point(window, start)
    b = vp_point(window, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(vp, a + (b - a) * i / steps)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def find(window: MainWindow, short: str, seat: int = 0) -> Card:
    """The card ``short`` (``"Kh"``) in ``seat``'s hand (lowest copy first)."""
    hand = sorted(window.controller.game.hands[seat], key=lambda c: c.id)
    return next(c for c in hand if c.short == short)


def card_point(window: MainWindow, card: Card) -> QPointF:
    """A point on the visible part of a card of the hand (its left strip)."""
    scene = window.scene
    item = scene.cards[card]
    order = scene.hand_order
    i = order.index(card)
    visible = item.width
    if i + 1 < len(order):
        visible = min(visible, scene.cards[order[i + 1]].pos().x() - item.pos().x())
    return item.pos() + QPointF(max(2.0, visible / 2), item.height * 0.55)


def select(window: MainWindow, *names: str) -> list[Card]:
    """Click the cards ``names`` of the hand (a name given twice: both copies)."""
    hand = sorted(window.controller.game.hands[0], key=lambda c: c.id)
    cards: list[Card] = []
    for name in names:
        cards.append(next(c for c in hand if c.short == name and c not in cards))
    for c in cards:
        click(window, card_point(window, c))
    assert set(window.scene.selected) == set(cards)
    return cards


def area_point(window: MainWindow) -> QPointF:
    """An empty point of our meld area (its right end)."""
    lay = window.scene.layout
    area = lay.meld_areas[window.controller.game.team_of(window.controller.seat)]
    return QPointF(area.right - 8, area.bottom - 8)


def meld_point(window: MainWindow, index: int, side: str = "middle") -> QPointF:
    lay = window.scene.layout
    box = lay.melds[window.controller.game.team_of(window.controller.seat)][index].box
    x = {"left": box.x + 4, "middle": box.x + box.w / 2, "right": box.right - 4}[side]
    return QPointF(x, box.y + lay.card_h * 0.3)


def pile_point(window: MainWindow) -> QPointF:
    lay = window.scene.layout
    return QPointF(lay.pile.x + 6, lay.pile.y + lay.card_h / 2)


def stock_point(window: MainWindow) -> QPointF:
    lay = window.scene.layout
    return QPointF(lay.stock.x + lay.card_w / 2, lay.stock.y + lay.card_h * 0.25)


def shorts(cards) -> list[str]:
    return sorted(c.short for c in cards)


def take_out(game: Game, card: Card) -> None:
    """Take ``card`` out of the zone of ``game`` that holds it (a test rigging a position in
    place; tools build positions with ``Game.from_state``)."""
    for zone in (*game.hands, *game.pozzetti, game._stock, game._pile):
        if card in zone:
            zone.remove(card)
            return
    raise ValueError(f"{card} is nowhere")
