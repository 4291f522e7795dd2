"""Card motion (issue 28, point 5): every move travels from where the card is to where the layout
puts it (:mod:`burraco_qt.ui.table.motion`), the deal staggered, reduce motion fades instead;
input, undo and ``finish_all`` leave a consistent table. Animations are waited for through their
``finished`` signal (or ``animating()`` turning false), never a time."""

from __future__ import annotations

from PySide6.QtCore import QParallelAnimationGroup, QPointF, QPropertyAnimation, QSequentialAnimationGroup, Qt
from PySide6.QtTest import QTest

from burraco_qt.engine import Draw
from burraco_qt.ui.table import motion
from burraco_qt.ui.table.speeds import Speeds

from .decks import DECK_1V1
from .helpers import card_point, click, find, open_table, select, stock_point


def _moving(window, factor: float = 1.0, reduce: bool = False):
    """``window`` at a real speed from now on (the helpers open it instant)."""
    window.speeds.factor, window.speeds.reduce_motion = factor, reduce
    return window.scene


def _properties(anim) -> set[bytes]:
    """The property names a card's animation animates."""
    if isinstance(anim, QPropertyAnimation):
        return {bytes(anim.propertyName())}
    names: set[bytes] = set()
    for i in range(anim.animationCount()):
        names |= _properties(anim.animationAt(i))
    return names


def _land(qtbot, items) -> None:
    """Wait for the animation of each of ``items`` to finish (its ``finished`` signal)."""
    for item in items:
        if item.motion is not None:  # still running (else it already landed and was deleted)
            with qtbot.waitSignal(item.motion.finished, timeout=10000):
                pass
        assert item.motion is None


def _at_rest(scene) -> None:
    """Every card lies where the layout put it, at its size and angle, not flying, opaque."""
    for item in scene.cards.values():
        assert item.motion is None
        assert item.pos() == item.target, item.card
        assert item.scale() == 1.0 and item.opacity() == 1.0
        assert item.rotation() == item.target_angle and item.width == item.target_width
        assert item.zValue() == item.rest_z < motion.FLY_Z


def test_a_draw_travels_from_the_stock_to_its_hand_slot(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = _moving(window)
    lay = scene.layout
    stock = QPointF(round(lay.stock.x), round(lay.stock.y))
    click(window, stock_point(window))  # the draw: Ts
    drawn = find(window, "Ts")
    item = scene.cards[drawn]
    anim = item.motion
    assert anim is not None and {b"pos", b"scale"} <= _properties(anim)  # stock width → hand width
    # it leaves the stock (where the stock's top back lay, issue 31), on top
    leaves = item.pos() - stock
    assert abs(leaves.x()) + abs(leaves.y()) < lay.table_w / 2 and item.zValue() >= motion.FLY_Z
    assert item.scale() == lay.table_w / lay.card_w
    with qtbot.waitSignal(anim.finished, timeout=10000):
        pass
    assert item.pos() == item.target and item.zValue() < motion.FLY_Z and item.scale() == 1.0
    assert item.target.y() == round(lay.hands[0].y) and item.width == lay.card_w
    qtbot.waitUntil(lambda: not motion.animating(scene.cards.values()), timeout=10000)
    _at_rest(scene)


def test_a_discard_and_a_meld_end_where_the_layout_puts_them(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = _moving(window)
    window.controller.send(Draw())
    motion.finish_all(scene.cards.values())
    kings = select(window, "Kh", "Kd", "Ks")
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)  # the meld
    game = window.controller.game
    assert len(game.tables[0]) == 1
    anims = [scene.cards[c].motion for c in kings]
    assert all(a is not None and b"pos" in _properties(a) for a in anims)
    others = [scene.cards[c].zValue() for c in scene.hand_order]
    assert min(scene.cards[c].zValue() for c in kings) > max(others)  # they fly over the hand
    _land(qtbot, [scene.cards[c] for c in kings])
    lay = scene.layout
    for card, (x, y) in zip(game.tables[0][0].cards, lay.meld_positions(0, 0, 3), strict=True):
        assert scene.cards[card].pos() == QPointF(round(x), y)
        assert scene.cards[card].width == lay.meld_w
    queen = find(window, "Qs")
    click(window, card_point(window, queen), Qt.MouseButton.RightButton)  # right-click discards
    assert game.pile[-1] is queen
    assert scene.cards[queen].motion is not None
    _land(qtbot, [scene.cards[queen]])
    x, y = scene.layout.pile_positions(len(game.pile))[game.pile.index(queen)]
    assert scene.cards[queen].pos() == QPointF(round(x), round(y))
    qtbot.waitUntil(lambda: not motion.animating(scene.cards.values()), timeout=10000)
    _at_rest(scene)


def test_the_deal_is_staggered_one_card_after_the_other(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = _moving(window)
    scene.on_hand_started()  # the deal again, animated
    stagger = window.speeds.deal_stagger
    assert stagger > 0
    game = window.controller.game
    zones = scene.pool.zones  # the cards hidden from us are backs, by zone (issue 31)
    ours = [scene.cards[c] for c in game.hands[0]]
    pozzetti = [b for key, z in zones.items() if key[0] == "pozzetto" for b in z]
    pile = [scene.cards[c] for c in game.pile]
    dealt = [*ours, *zones[("hand", 1)], *pozzetti, *pile]
    assert len(dealt) == 2 * len(game.hands[0]) + sum(len(p) for p in game.pozzetti) + 1
    delays = {}
    for item in dealt:
        anim = item.motion
        assert anim is not None, item.card
        pause = 0
        if isinstance(anim, QSequentialAnimationGroup):
            pause = anim.animationAt(0).duration()
            assert isinstance(anim.animationAt(1), QParallelAnimationGroup)
        delays[item] = pause
    # one card leaves at once, then one every ``stagger`` ms: no two together, no gap
    assert sorted(delays.values()) == [k * stagger for k in range(len(dealt))]
    assert delays[pile[0]] == max(delays.values())  # the pile's card last
    assert max(delays[i] for i in ours) < min(delays[i] for i in pozzetti)
    # the stock's cards only square up where they lie: none waits for its turn
    assert not any(isinstance(b.motion, QSequentialAnimationGroup) for b in zones[("stock",)])
    qtbot.waitUntil(lambda: not motion.animating(scene.cards.values()), timeout=20000)
    _at_rest(scene)


def test_reduce_motion_fades_cards_in_place(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = _moving(window, reduce=True)
    assert window.speeds.move == 0 and window.speeds.fade == 140
    assert window.speeds.computer_step == 700  # the computer's pause is kept
    click(window, stock_point(window))
    item = scene.cards[find(window, "Ts")]
    assert item.pos() == item.target and item.zValue() < motion.FLY_Z  # there at once
    running = motion.gather(scene.cards.values())
    assert running and all(_properties(a) == {b"opacity"} for a in running)  # no travel at all
    assert item.motion in running and item.opacity() < 1.0
    with qtbot.waitSignal(item.motion.finished, timeout=10000):
        pass
    assert item.opacity() == 1.0
    scene.on_hand_started()  # the deal: no stagger, no travel
    assert all(_properties(a) == {b"opacity"} for a in motion.gather(scene.cards.values()))
    qtbot.waitUntil(lambda: not motion.animating(scene.cards.values()), timeout=10000)
    _at_rest(scene)


def test_finish_all_puts_every_card_at_its_target(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = _moving(window)
    scene.on_hand_started()
    click(window, stock_point(window))  # a press during the deal: the deal ends first
    assert window.controller.game.phase == "play"
    scene.sort_hand("rank")
    assert motion.animating(scene.cards.values())
    motion.finish_all(scene.cards.values())
    assert not motion.animating(scene.cards.values())
    _at_rest(scene)
    xs = [scene.cards[c].pos().x() for c in scene.hand_order]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)


def test_a_click_during_a_travel_acts_on_the_table_as_it_is(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = _moving(window)
    click(window, stock_point(window))
    assert motion.animating(scene.cards.values())
    king = find(window, "Kh")
    item = scene.cards[king]
    point = item.target + QPointF(4, item.height * 0.55)  # where the king lies once landed
    click(window, point)
    assert scene.selected == [king]  # the press finished the travel and picked the king
    drawn = scene.cards[find(window, "Ts")]
    assert drawn.motion is None and drawn.pos() == drawn.target  # landed at the press
    assert item.target.y() == round(scene.layout.hands[0].y - scene.layout.lift)  # the king rises


def test_undo_during_a_travel_leaves_a_consistent_table(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = _moving(window)
    click(window, stock_point(window))
    motion.finish_all(scene.cards.values())
    before = {c: QPointF(scene.cards[c].target) for c in scene.hand_order}
    kings = select(window, "Kh", "Kd", "Ks")
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert motion.animating(scene.cards[c] for c in kings)  # the kings are on their way
    window.action_undo.trigger()  # taken back mid-flight
    game = window.controller.game
    assert not game.tables[0] and all(k in game.hands[0] for k in kings)
    qtbot.waitUntil(lambda: not motion.animating(scene.cards.values()), timeout=10000)
    _at_rest(scene)
    assert {c: scene.cards[c].pos() for c in scene.hand_order} == before  # back in their slots
    lay = scene.layout
    assert all(scene.cards[c].width == lay.card_w for c in game.hands[0])


def test_speeds_in_one_place() -> None:
    normal, reduced, instant = Speeds(1.0), Speeds(1.0, reduce_motion=True), Speeds(0.0, True)
    assert normal.move == 260 and normal.fade == 0 and normal.deal_stagger == 14
    assert reduced.move == reduced.snap_back == reduced.deal_stagger == 0 and reduced.fade == 140
    assert instant.fade == instant.move == instant.computer_step == 0
    assert Speeds(1.5, True).computer_step == 1050 and Speeds(1.5, True).reveal == 2700


def test_a_travel_starts_once_the_table_is_painted_and_lands_with_its_shadow(qtbot) -> None:
    from PySide6.QtCore import QAbstractAnimation

    window = open_table(qtbot, deck=DECK_1V1)
    scene = _moving(window)
    click(window, stock_point(window))
    item = scene.cards[find(window, "Ts")]
    anim = item.motion
    assert anim is not None and anim.state() == QAbstractAnimation.State.Stopped  # waits
    assert not item.shadow.isVisible()  # flying across the table: no shadow
    qtbot.waitUntil(lambda: item.motion is None or anim.state() == QAbstractAnimation.State.Running)
    _land(qtbot, [item])
    assert item.shadow.isVisible() and item.pos() == item.target


def test_the_first_hand_is_dealt_from_the_stock(qtbot) -> None:
    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.ui.app.main_window import MainWindow

    controller = GameController(MatchOptions(2, seed=5), ai_delay_ms=0, human_seat=0)
    window = MainWindow(controller, Speeds(1.0))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    controller.start()
    scene = window.scene
    lay = scene.layout
    stock = QPointF(lay.stock.x, lay.stock.y)
    hand = [scene.cards[c] for c in controller.game.hands[0]]
    assert all(item.motion is not None and item.pos() == stock for item in hand)  # not (0, 0)
    motion.finish_all(scene.cards.values())
    _at_rest(scene)


def test_a_hidden_table_still_starts_its_animations(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = _moving(window)
    window.hide()  # no paint will come
    window.controller.send(Draw())
    item = scene.cards[find(window, "Ts")]
    assert item.motion is not None
    _land(qtbot, [item])  # started anyway (after motion.WAIT_LIMIT_MS, or at once)
    assert item.pos() == item.target
