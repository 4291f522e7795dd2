"""Issue 27, item 3: seats by their cards, the partner marked, one name and one colour per team
on the felt, the plates, the pills and the sheet, the seat to play glowing, a computer thinking
on its plate (pytest-qt, offscreen; the player's moves with real mouse events)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from burraco_qt.model import GameController, MatchOptions
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds
from burraco_qt.ui.teams import PALETTE, side_colours, team_colours, team_names

from .decks import DECK_2V2
from .helpers import card_point, click, drag, open_table, pile_point, stock_point


def _window(qtbot, players: int, characters: tuple[str, ...] = (), human: int | None = 0) -> MainWindow:
    c = GameController(MatchOptions(players, seed=5, characters=characters), human_seat=human, ai_delay_ms=0)
    c.paused = True
    window = MainWindow(c, Speeds(0), autoplay=human is None)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    c.start()
    return window


def _rect(box) -> QRectF:
    return QRectF(box.x, box.y, box.w, box.h)


def test_one_name_and_one_colour_per_team_on_the_felt(qtbot) -> None:
    c = GameController(MatchOptions(4, seed=5), human_seat=None, ai_delay_ms=0)
    c.paused = True
    while min(len(t) for t in c.game.tables) < 2:  # the computers lay melds for both teams
        c.step()
    c.human_seat = 0  # then the player sits down
    window = MainWindow(c, Speeds(0))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    c.start()
    assert team_names(c) == ["Us", "Them"] and window.team_names() == ("Us", "Them")
    ours, theirs = side_colours(c)
    assert ours == PALETTE[0] and theirs == PALETTE[1]
    caps = window.scene.captions
    for t, colour in ((0, ours), (1, theirs)):
        assert caps[("points", t)].text().startswith(("Us: ", "Them: ")[t])
        assert caps[("points", t)].stripes == (colour,)
        assert caps[("area", t)].text() == ("Our melds", "Their melds")[t]
        assert caps[("area", t)].brush().color().name() == colour
        assert caps[("pozzetto", t)].brush().color().name() == colour
    for p in range(4):  # every plate carries its team's colour
        assert caps[("seat", p)].stripes == ((ours,) if p % 2 == 0 else (theirs,))


def test_the_partner_is_marked_and_the_computers_names_stay(qtbot) -> None:
    window = _window(qtbot, 4, ("lucia", "marco", "giulia"))
    caps = window.scene.captions
    assert "partner" in caps[("seat", 2)].text().split("\n")[1]  # Marco sits opposite
    assert "partner" not in caps[("seat", 1)].text() and "partner" not in caps[("seat", 3)].text()
    plain = _window(qtbot, 4)  # no characters: the plate already says "Partner"
    text = plain.scene.captions[("seat", 2)].text()
    assert text.startswith("Partner") and "partner ·" not in text


def test_with_the_computer_on_every_seat_the_teams_are_the_compass(qtbot) -> None:
    window = _window(qtbot, 4, human=None)
    c = window.controller
    assert team_names(c) == ["North–South", "East–West"] == list(window.team_names())
    while not c.game.tables[0]:
        c.step()
    window.scene.relayout(animate=False)
    caps = window.scene.captions
    assert caps[("area", 0)].text() == "Melds of North–South"
    assert caps[("points", 0)].text().startswith("North–South: ")
    window.show_score_sheet(None)
    assert window.sheet is not None
    window.sheet.close()


def test_the_pozzetto_pill_says_taken_in_the_takers_colour(qtbot) -> None:
    window = _window(qtbot, 2, ("lucia",), human=None)
    c = window.controller
    while not any(c.game.pozzetto_taken) and c.step():
        pass
    team = 0 if c.game.pozzetto_taken[0] else 1
    window.scene.relayout(animate=False)
    pill = window.scene.captions[("pozzetto_state", team)]
    assert pill.text() == "taken" and pill.toolTip().startswith("taken by ")
    assert pill._fill.name() == team_colours(c, team)[0]


@pytest.mark.parametrize("players", [2, 4])
def test_the_seat_to_play_glows_and_a_computer_thinks_on_its_plate(qtbot, players: int) -> None:
    deck = DECK_2V2 if players == 4 else None
    window = open_table(qtbot, players, deck=deck) if deck else open_table(qtbot, players, seed=3)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_play, timeout=5000)
    caps = window.scene.captions
    assert caps[("seat", 0)].glow and not caps[("seat", 0)].dots  # ours: no thinking dots
    assert not any(caps[("seat", p)].glow for p in range(1, players))
    window.controller.set_paused(True)  # the next computer waits: its plate shows it thinking
    click(window, stock_point(window))  # draw, then discard, with the mouse
    drag(window, card_point(window, window.scene.hand_order[0]), pile_point(window))
    nxt = c.game.current
    assert nxt != 0
    plate = caps[("seat", nxt)]
    assert plate.glow and plate.dots and plate.toolTip().endswith("is thinking")
    assert not caps[("seat", 0)].glow
    assert window.scene.labels._timer.isActive()  # the dots pulse
    before = plate._phase
    window.scene.labels._tick()
    assert plate._phase != before


def test_seats_sit_beside_their_cards(qtbot) -> None:
    """2 vs 2: each side player's plate right above its column of cards; the partner's plate
    beside its cards in the top row; with 5 players each plate over its cards."""
    window = _window(qtbot, 4, ("lucia", "marco", "giulia"))
    lay = window.scene.layout
    gap = lay.gap
    for seat in (1, 3):
        plate, hand = _rect(lay.labels[("seat", seat)]), _rect(lay.hands[seat])
        assert 0 <= hand.top() - plate.bottom() <= 2 * gap + 1  # right under its plate
        assert plate.left() <= hand.center().x() <= plate.right()
    plate, hand = _rect(lay.labels[("seat", 2)]), _rect(lay.hands[2])
    assert 0 <= plate.left() - hand.right() <= 2 * gap and plate.top() < hand.bottom()
    five = _window(qtbot, 5)
    lay = five.scene.layout
    for seat in range(1, 5):
        plate, hand = _rect(lay.labels[("seat", seat)]), _rect(lay.hands[seat])
        assert plate.bottom() <= hand.top() + 0.5 and plate.left() <= hand.center().x() <= plate.right()


def test_the_score_sheet_shows_the_team_colours(qtbot) -> None:
    window = _window(qtbot, 2, ("lucia",), human=None)
    c = window.controller
    while c.step():
        pass
    window.show_score_sheet(None)
    sheet = window.sheet
    assert sheet is not None
    table = sheet.table
    column = table._keys.index("team")
    colours = side_colours(c)
    for i, team in enumerate(table._order):
        item = table.item(i, column)
        assert item.background().color().name() == colours[team]
    sheet.close()
