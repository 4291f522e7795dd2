"""A whole hand played with the mouse on the real table, 1 vs 1 and 2 vs 2 (issue 4).

Only mouse events on the view's viewport drive the game; the engine is read to assert its state
after each gesture. The deal (tests/gui/decks.py) lets the player use every verb: draw, select,
meld, drag-attach, click-attach, right-click discard, take the discard pile, the pozzetto al volo,
and close by selecting a card and clicking the pile.
"""

from __future__ import annotations

import pytest

from burraco_qt.ui.teams import seat_colour

from .decks import DECK_1V1, DECK_2V2
from .helpers import (
    area_point,
    card_point,
    click,
    drag,
    find,
    meld_point,
    open_table,
    pile_point,
    select,
    shorts,
    stock_point,
)


@pytest.mark.parametrize(("players", "deck"), [(2, DECK_1V1), (4, DECK_2V2)])
def test_whole_hand_by_mouse(qtbot, players: int, deck: str) -> None:
    window = open_table(qtbot, players, deck)
    c = window.controller
    game = c.game
    assert c.human_to_play and game.phase == "draw"
    assert "draw from the stock" in window.status.text()

    click(window, stock_point(window))  # draw
    assert game.phase == "play" and len(game.hands[0]) == 12
    assert find(window, "Ts") in game.hands[0]

    select(window, "Kh", "Kd", "Ks")
    click(window, area_point(window))  # a new meld from the selection
    assert [shorts(m.cards) for m in game.tables[0]] == [["Kd", "Kh", "Ks"]]
    assert window.scene.selected == []

    select(window, "7h", "5h", "6h")
    click(window, area_point(window))
    assert game.tables[0][1].notation() == "5h,6h,7h"

    eight = find(window, "8h")
    drag(window, card_point(window, eight), meld_point(window, 1))  # drag-attach
    assert game.tables[0][1].notation() == "5h,6h,7h,8h"
    assert eight not in game.hands[0]

    select(window, "Kc")
    click(window, meld_point(window, 0))  # click-attach
    assert shorts(game.tables[0][0].cards) == ["Kc", "Kd", "Kh", "Ks"]

    queen = find(window, "Qs")
    click(window, card_point(window, queen), button=_right())  # right-click discard
    assert game.pile[-1] is queen
    assert shorts(game.hands[0]) == ["Ac", "Ah", "Ts"]

    qtbot.waitUntil(lambda: c.human_to_play, timeout=5000)  # the computers play
    pile = shorts(game.pile)
    assert {"Js", "Qs", "Ad"} <= set(pile)

    click(window, pile_point(window))  # take the discard pile
    assert game.pile == [] and game.phase == "play"
    assert shorts(game.hands[0]) == sorted(["Ac", "Ah", "Ts", *pile])

    aces = [x.short for x in game.hands[0] if x.rank == 1]
    select(window, *aces)
    click(window, area_point(window))
    run = [x.short for x in game.hands[0]]
    assert sorted(run) == sorted(["Ts", "Js", "Qs"] + (["9s"] if players == 4 else []))
    select(window, *run)
    click(window, area_point(window))  # the whole hand: the pozzetto al volo
    assert game.pozzetto_taken[0] and len(game.hands[0]) == 11
    badge = window.scene.captions[("pozzetto_state", 0)]
    assert badge.text() == "taken" and badge.badge and badge.toolTip() == "taken by you"
    assert badge._fill.name() == seat_colour(c, 0)  # in our team's colour, as everywhere
    assert "pozzetto taken" in window.scene.captions[("seat", 0)].text()  # our nameplate says so
    assert window.scene.captions[("pozzetto_state", 1)].text() == ""
    assert not game.over and game.current == 0

    select(window, "8d", "9d", "Td", "Jd", "Qd", "Kd", "Ad")
    click(window, area_point(window))
    assert game.tables[0][-1].buraco == "clean"
    select(window, "6d", "6s", "6h")
    click(window, area_point(window))
    assert shorts(game.hands[0]) == ["Jh"]

    select(window, "Jh")
    click(window, pile_point(window))  # discard the last card: close
    assert game.over and game.closing_team == 0
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible(), timeout=5000)
    sheet = window.sheet
    score = game.scores()[0]
    assert sheet.cell("total", 0) == str(score.total)
    assert sheet.cell("closing", 0) == "100"
    assert c.illegal_ai_commands == 0


def _right():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.RightButton
