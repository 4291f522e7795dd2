"""Issue 12, phase 2: what lives on the table — nameplates and the turn marker, meld-area titles
and the teams' points late in a hand, buraco frames with their class, every hand face up at the
end of a hand before the score sheet (pytest-qt, offscreen; real mouse events for the player's
moves). The pozzetto badge after a pickup is checked in ``test_play_hand.py``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from burraco_qt.engine import Game
from burraco_qt.engine.match import Match
from burraco_qt.engine.rules import Rules
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.hints import table_points
from burraco_qt.model.plurals import PLURALS
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.captions import CLEAN_CLASSES, GOLD, SILVER, TURN_PLATE
from burraco_qt.ui.table.speeds import Speeds
from devtools.layout_check import _free, _lay, layout_faults

from .helpers import card_point, click, drag, open_table, pile_point, stock_point


def _inside(inner: QRectF, outer: QRectF, eps: float = 0.5) -> bool:
    return outer.adjusted(-eps, -eps, eps, eps).contains(inner)


def _marked(window: MainWindow) -> list[int]:
    caps = window.scene.captions
    return [p for p in range(window.controller.game.players) if caps[("seat", p)].text().startswith("▶")]


def _check_nameplates(window: MainWindow) -> None:
    """Every seat's nameplate: in its box, listed by the caption helper, with the seat's name
    (from the controller), its cards in hand, the pozzetto, and ▶ on the seat to play."""
    scene = window.scene
    c = window.controller
    g = c.game
    listed = {key for key, _rect, _card in scene.caption_rects()}
    for p in range(g.players):
        cap = scene.captions[("seat", p)]
        text = cap.text()
        assert cap.isVisible() and ("seat", p) in listed
        assert c.seat_label(p) in text
        assert PLURALS.cards(len(g.hands[p])) in text.replace("\n", " · ")
        assert ("pozzetto taken" in text) == g.pozzetto_taken[p % 2]
        box = scene.layout.labels[("seat", p)]
        assert _inside(cap.sceneBoundingRect(), QRectF(box.x, box.y, box.w, box.h))
        turn = not g.over and g.current == p
        assert cap.badge  # on a plate
        assert (cap._fill == TURN_PLATE[0]) == turn
    assert _marked(window) == ([] if g.over else [g.current])


@pytest.mark.parametrize("players", [2, 4])
def test_nameplates_for_every_seat_and_the_turn_marker_follows_the_turn(qtbot, players: int) -> None:
    window = open_table(qtbot, players, seed=5)
    c = window.controller
    g = c.game
    seen: list[tuple[int, list[int]]] = []

    def on_state() -> None:
        if not c.game.over:
            seen.append((c.game.current, _marked(window)))

    c.stateChanged.connect(on_state)
    qtbot.waitUntil(lambda: c.human_to_play, timeout=5000)
    _check_nameplates(window)
    assert c.seat_label(0) == "You"
    if players == 2:
        assert c.seat_label(1) == "Opponent (medium)"
        assert c.seat_label(1, level=False) == "Opponent"
    else:
        assert [c.seat_label(p, level=False) for p in (1, 2, 3)] == [
            "Left opponent",
            "Partner",
            "Right opponent",
        ]

    click(window, stock_point(window))  # the player draws, then discards, with the mouse
    assert g.phase == "play"
    _check_nameplates(window)
    card = window.scene.hand_order[0]
    drag(window, card_point(window, card), pile_point(window))
    assert g.current != 0
    qtbot.waitUntil(lambda: c.human_to_play or g.over, timeout=10000)
    _check_nameplates(window)
    assert seen and all(marked == [current] for current, marked in seen)
    assert {current for current, _ in seen} == set(range(players))  # the marker went round


def _late(players: int) -> GameController:
    """A hand played by the computers until each team has five melds or more."""
    for seed in range(3, 40):
        c = GameController(MatchOptions(players, seed=seed), human_seat=None, ai_delay_ms=0)
        c.paused = True
        while c.step():
            if min(len(t) for t in c.game.tables) >= 5:
                c.human_seat = 0
                return c
    raise AssertionError("no late table")


@pytest.mark.parametrize("players", [2, 4])
def test_area_titles_and_team_points_stay_visible_late_in_a_hand(qtbot, players: int) -> None:
    c = _late(players)
    window = MainWindow(c, Speeds(0))
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    c.start()
    scene = window.scene
    points = table_points(c.view())
    listed = {key: rect for key, rect, _card in scene.caption_rects()}
    mine = c.seat % 2
    for t in (0, 1):
        title = scene.captions[("area", t)]
        assert title.isVisible() and title.text() == ("Our melds" if t == mine else "Their melds")
        assert ("area", t) in listed
        area = scene.layout.meld_areas[t]
        assert title.sceneBoundingRect().bottom() <= area.y + 0.5  # above the melds
        team = scene.captions[("points", t)]
        assert team.isVisible() and team.badge and str(points[t]) in team.text()
        assert team.font().pixelSize() >= 9 and team.font().bold()  # readable
    faults, _small = layout_faults(scene)
    assert not faults, dict(faults)


def _buraco_table() -> Game:
    """A fresh 1v1 deal with a clean buraco (3♠…9♠) for us and a dirty one (3♥…8♥ and a joker)
    for them, every card still somewhere."""
    g = Match(Rules.preset("italian"), 2, seed=4).game.state()
    free = [c for c in _free(g) if c.copy == 1]
    spades = sorted((c for c in free if c.suit == "s" and 3 <= c.rank <= 9), key=lambda c: c.rank)
    hearts = sorted((c for c in free if c.suit == "h" and 3 <= c.rank <= 8), key=lambda c: c.rank)
    joker = next(c for c in free if c.is_joker)
    assert _lay(g, 0, spades) and _lay(g, 1, [*hearts, joker])
    assert _lay(
        g,
        0,
        sorted(
            (c for c in _free(g) if c.suit == "c" and 4 <= c.rank <= 6 and c.copy == 1), key=lambda c: c.rank
        ),
    )  # and a meld beside it
    return Game.from_state(g)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_buracos_are_framed_with_their_class(qtbot, size: tuple[int, int]) -> None:
    window = open_table(qtbot, 2, size=size)
    c = window.controller
    c.set_paused(True)
    c.replace_position(_buraco_table(), new_hand=True)
    scene = window.scene
    g = c.game
    frames = scene.labels.frames
    assert set(frames) == {("buraco", 0, 0), ("buraco", 1, 0)}
    listed = {key for key, _rect, _card in scene.caption_rects()}
    for t in (0, 1):
        meld = g.tables[t][0]
        kind = meld.buraco.value  # the engine's class
        frame = frames[("buraco", t, 0)]
        assert frame._colour == (GOLD if kind in CLEAN_CLASSES else SILVER)
        assert frame._solid == (kind in CLEAN_CLASSES)
        outer = frame.outer_rect()
        own = set(meld.cards)
        for card, item in scene.cards.items():  # around its column, touching no other card
            rect = item.sceneBoundingRect()
            if card in own:
                assert _inside(rect, outer, 0.01)
            elif item.isVisible():
                assert not outer.intersects(rect), card
        badge = scene.captions[("buraco", t, 0)]
        assert ("buraco", t, 0) in listed and badge.badge
        name = {"clean": "clean", "dirty": "dirty", "semi_clean": "semi-clean"}[kind]
        assert badge.text() in (f"{name} {meld.bonus}", name, str(meld.bonus))
        assert name in badge.toolTip() and str(meld.bonus) in badge.toolTip()
    assert g.tables[0][0].buraco.value == "clean" and g.tables[1][0].buraco.value != "clean"
    if size == (1920, 1080):  # room for the class in words
        assert scene.captions[("buraco", 0, 0)].text().startswith("clean")
    faults, _small = layout_faults(scene)
    assert not faults, dict(faults)


def _play_out(qtbot, speeds: Speeds) -> tuple[MainWindow, list[bool]]:
    """A 1v1 hand played out by the computers in a window (every seat a computer, score sheets
    on): whether every hand lay face up the moment the hand ended, and when it ended."""
    c = GameController(MatchOptions(2, seed=2), human_seat=None, ai_delay_ms=0)
    c.paused = True
    window = MainWindow(c, speeds)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    c.start()
    state: list[bool] = []

    def on_end(_event) -> None:
        g = c.game
        state.append(
            all(window.scene.cards[x].face_up for p in range(2) for x in g.hands[p]) and window.sheet is None
        )

    c.handEnded.connect(on_end)
    while c.step():
        pass
    assert c.game.over and any(c.game.hands[p] for p in range(2))
    return window, state


def test_every_hand_face_up_before_the_sheet_opens(qtbot) -> None:
    speeds = Speeds(0.25)  # reveal pause: 450 ms
    window, state = _play_out(qtbot, speeds)
    assert state == [True]
    timer = window.reveal_timer  # the pause runs; the player sees the hands first
    assert timer.isActive() and timer.interval() == speeds.move + speeds.reveal >= 400
    assert window.sheet is None
    g = window.controller.game
    assert all(window.scene.cards[x].face_up for p in range(2) for x in g.hands[p])
    with qtbot.waitSignal(timer.timeout, timeout=30000):
        pass
    assert window.sheet is not None
    window.sheet.close()


def test_instant_speed_opens_the_sheet_without_waiting(qtbot) -> None:
    window, state = _play_out(qtbot, Speeds(0))
    assert state == [True]
    assert window.reveal_timer.interval() == 0  # no reveal pause
    qtbot.waitUntil(lambda: window.sheet is not None, timeout=30000)
    window.sheet.close()


def test_the_reveal_pause_follows_the_speed_setting() -> None:
    assert Speeds(0).reveal == 0
    assert Speeds(1.0).reveal == 1800 and Speeds(1.5).reveal == 2700
    assert Speeds(0.6).reveal < Speeds(1.0).reveal
    # reduce motion shortens the moves, not the time given to look at the hands
    assert Speeds(1.0, reduce_motion=True).move <= 90
    assert Speeds(1.0, reduce_motion=True).reveal == 1800
