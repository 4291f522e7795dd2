"""Drops go where the pointer is; refusals say why; the hand stays put; keyboard reaches every meld.

Real mouse and key events on the view's viewport (offscreen)."""

from __future__ import annotations

import json
from itertools import pairwise

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from burraco_qt.engine import Card, Draw, Meld

from .decks import DECK_1V1
from .helpers import card_point, click, drag, find, open_table, stock_point, take_out


def _record(window) -> str:
    return json.dumps(window.controller.game.record())


def _spare(game, short: str) -> Card:
    """A card ``short`` that is not in seat 0's hand (from the stock, the pozzetti, …)."""
    mine = set(game.hands[0])
    return next(
        c
        for c in game.all_cards()
        if c.short == short and c not in mine and not any(c in m.cards for t in game.tables for m in t)
    )


def _give_meld(window, team: int, shorts: list[str]) -> None:
    game = window.controller.game
    cards = [_spare(game, s) for s in shorts]
    for c in cards:
        take_out(game, c)
    game.tables[team].append(Meld.build(cards, game.rules))


def _give_hand(window, shorts: list[str]) -> list[Card]:
    game = window.controller.game
    cards = [_spare(game, s) for s in shorts]
    for c in cards:
        take_out(game, c)
        game.hands[0].append(c)
    return cards


def _column_point(window, team: int, index: int, part: float = 0.5) -> QPointF:
    place = window.scene.layout.melds[team][index]
    return QPointF(place.box.x + place.box.w / 2, place.box.y + place.box.h * part)


def test_one_card_dropped_in_our_meld_area_is_refused_with_the_reason(qtbot) -> None:
    """The old bad drop (``--seed 11 --size 1280x800``, draw, 5♠ to the middle of "Our melds")
    discarded the card; now the engine refuses the one-card meld and nothing changes."""
    window = open_table(qtbot, seed=11, size=(1280, 800))
    click(window, stock_point(window))
    game = window.controller.game
    assert game.phase == "play" and game.current == 0
    record = _record(window)
    five = find(window, "5s")
    area = window.scene.layout.meld_areas[0]
    drag(window, card_point(window, five), QPointF(area.x + area.w / 2, area.y + area.h / 2))
    assert "at least three cards" in window.scene.toast.text
    assert _record(window) == record and five in game.hands[0] and game.current == 0
    window.scene.cards[five].finish()
    assert window.scene.input.hand_card_at(card_point(window, five)) is five  # back in the hand


def test_a_drop_on_an_opponent_meld_says_why(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    window.controller.send(Draw())
    _give_meld(window, 1, ["9c", "9d", "9s"])
    window.scene.relayout(animate=False)
    record = _record(window)
    king = find(window, "Kh")
    drag(window, card_point(window, king), _column_point(window, 1, 0))
    assert window.scene.toast.text == "You can only add to your own team's melds."
    assert _record(window) == record and king in window.controller.game.hands[0]


def test_a_drag_discard_needs_the_pointer_on_the_pile(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    window.controller.send(Draw())
    game = window.controller.game
    record = _record(window)
    queen = find(window, "Qs")
    lay = window.scene.layout
    top = lay.pile_positions(len(game.pile))[-1]
    beyond = QPointF(top[0] + lay.card_w * 1.6, lay.pile.y + lay.card_h / 2)  # on the felt
    assert lay.pile.contains(beyond.x(), beyond.y())  # the old drop zone took it
    drag(window, card_point(window, queen), beyond)
    assert _record(window) == record and queen in game.hands[0]
    drag(window, card_point(window, queen), QPointF(top[0] + lay.card_w / 2, beyond.y()))
    assert game.pile[-1] is queen and game.current == 1


def test_two_clicks_on_one_spot_of_the_hand_hit_the_same_card(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = window.scene
    lay = scene.layout
    spot = QPointF(card_point(window, find(window, "7h")).x(), lay.hands[0].bottom - 3)
    click(window, spot)
    assert [c.short for c in scene.selected] == ["7h"]
    click(window, spot)  # the card rose, the spot is below it: still the same card
    assert scene.selected == []
    # the hand stays put while the pointer is on it, even when it changes
    click(window, spot)
    xs = {c: scene.cards[c].target.x() for c in scene.hand_order}
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_D)  # draw: one more card
    assert len(scene.hand_order) == 12
    assert all(scene.cards[c].target.x() == x for c, x in xs.items())
    click(window, spot)
    assert scene.selected == []  # the same 7♥ again, now deselected
    QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(QPointF(5, 5)))
    assert scene.hold is None  # the pointer left: the hand is let go, its gaps close


def test_the_wildcard_goes_to_the_end_nearer_the_pointer(qtbot) -> None:
    for part, expected in ((0.15, "wr(=4),5h,6h,7h"), (0.85, "5h,6h,7h,wr(=8)")):
        window = open_table(qtbot, deck=DECK_1V1)
        window.controller.send(Draw())
        _give_meld(window, 0, ["5h", "6h", "7h"])
        (joker,) = _give_hand(window, ["wr"])
        for c in list(window.controller.game.hands[0]):
            if c.short == "8h":  # the 8♥ would make the wildcard's place certain
                take_out(window.controller.game, c)
                window.controller.game._stock.append(c)
        window.scene.relayout(animate=False)
        drag(window, card_point(window, joker), _column_point(window, 0, 0, part))
        assert window.controller.game.tables[0][0].notation() == expected
        window.close()


def test_keyboard_attaches_to_meld_twelve(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1, size=(1280, 800))
    window.controller.send(Draw())
    ranks = ["3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "A", "K"]
    suits = "cdhs"
    game = window.controller.game
    for rank in ranks:  # twelve sets: the twelfth is of kings
        free = [
            c
            for c in game.all_cards()
            if c.short[0] == rank and c.short[1] in suits and c not in game.hands[0]
        ][:3]
        for c in free:
            take_out(game, c)
        game.tables[0].append(Meld.build(free, game.rules))
    assert len(game.tables[0]) == 12 and game.tables[0][11].rank == 13
    window.scene.relayout(animate=False)
    king = find(window, "Kc")
    click(window, card_point(window, king))
    vp = window.view.viewport()
    window.view.setFocus()
    for _ in range(12):  # hand → meld 1 → … → meld 12
        QTest.keyClick(vp, Qt.Key.Key_Tab)
    assert window.scene.focus_meld == 11 and window.scene.focus_ring.isVisible()
    QTest.keyClick(vp, Qt.Key.Key_Return)
    assert len(game.tables[0][11]) == 4 and king in game.tables[0][11].cards
    # Up/Down and Left/Right move the focus between the hand and the melds
    QTest.keyClick(vp, Qt.Key.Key_Down)
    assert window.scene.focus_meld is None
    QTest.keyClick(vp, Qt.Key.Key_Up)
    QTest.keyClick(vp, Qt.Key.Key_Left)
    assert window.scene.focus_meld == 10


def test_several_dragged_cards_travel_as_one_tight_fan(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    scene = window.scene
    cards = [find(window, s) for s in ("Kh", "Kd", "Ks")]
    for c in cards:
        click(window, card_point(window, c))
    vp = window.view.viewport()
    start = window.view.mapFromScene(card_point(window, cards[0]))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPointF(40, -200).toPoint())
    QTest.mouseMove(vp, start + QPointF(60, -220).toPoint())
    assert set(scene.input.drag) == set(cards)
    xs = [scene.cards[c].pos().x() for c in scene.input.drag]
    ys = {scene.cards[c].pos().y() for c in cards}
    steps = [b - a for a, b in pairwise(xs)]
    assert len(ys) == 1 and all(abs(s - 0.25 * scene.layout.card_w) < 0.01 for s in steps)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)


def test_a_wildcard_on_a_folded_run_goes_to_the_end_nearer_the_pointer(qtbot) -> None:
    """Issue 27: a folded run (its cards down its first column, then on down the next) takes a
    wildcard that could stand at either end at the low end from its first half of cards, at
    the high end from its second half, wherever they are up or down its columns."""
    from dataclasses import replace

    window = open_table(qtbot, deck=DECK_1V1)
    _give_meld(window, 0, ["3s", "4s", "5s", "6s", "7s", "8s", "9s", "Ts"])
    game = window.controller.game
    joker = next(c for c in game.all_cards() if c.is_joker and not any(c in m.cards for m in game.tables[0]))
    window.scene.relayout(animate=False)
    lay = window.scene.layout
    index = len(game.tables[0]) - 1
    place = lay.melds[0][index]
    pitch = place.card_w + 4
    lay.melds[0][index] = replace(
        place, box=replace(place.box, w=place.card_w + pitch), per_column=4, pitch=pitch, columns=2
    )
    box, step = lay.melds[0][index].box, place.step
    entry = window.scene.input.attach_command
    low_bottom = entry([joker], index, box.y + 3.5 * step, box.x + 5)  # 6♠, under the middle
    high_top = entry([joker], index, box.y + 0.5 * step, box.x + pitch + 5)  # 7♠, over it
    assert (low_bottom.wild_end, high_top.wild_end) == ("low", "high")
    assert entry([joker], index, box.y + 0.5 * step).wild_end == "low"  # no x: the old rule
