"""The table is drawn from the bottom seat's view (issue 31): in a normal game nothing the table
shows or holds (card items, the scene's own state, texts, tooltips, accessible names, the status
line, the Moves list) carries a card hidden from that seat."""

from __future__ import annotations

import contextlib
import gc

from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from burraco_qt.engine import Card, Game
from burraco_qt.model.move_sentences import card_text
from burraco_qt.ui.table.card_item import CardItem

from .helpers import open_table
from .mouse_driver import play_hand_by_mouse


def hidden_cards(game: Game, seat: int) -> set[Card]:
    """The cards ``seat`` may not see now: the stock, the untaken pozzetti and the other hands
    (but the cards they took from the discard pile, face up when taken)."""
    cards = set(game.stock) | {c for z in game.pozzetti for c in z}
    taken = {c for _, got in game.pile_takes for c in got}
    for p in range(game.players):
        if p != seat:
            cards |= set(game.hands[p]) - taken
    return cards


def reachable_cards(scene) -> set[Card]:
    """Every card reachable from the scene's own Python state (its attributes and its
    helpers'), without going through the controller (which holds the whole game)."""
    stop = {id(scene.controller)}
    seen: set[int] = set()
    todo: list[object] = [scene.__dict__, *(i.__dict__ for i in scene.items() if hasattr(i, "__dict__"))]
    found: set[Card] = set()
    while todo:
        obj = todo.pop()
        if id(obj) in seen or id(obj) in stop or isinstance(obj, type):
            continue
        seen.add(id(obj))
        if isinstance(obj, Card):
            found.add(obj)
            continue
        containers = dict | list | tuple | set | frozenset
        if type(obj).__module__ == "builtins" and not isinstance(obj, containers):
            continue
        todo.extend(gc.get_referents(obj))
    return found


def texts(window) -> list[str]:
    """Every text the window shows or names: scene captions and tooltips, every widget's text,
    tooltip and accessible name, the status line and the Moves list."""
    out = [window.status.text(), *window.move_log.lines()]
    for item in window.scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            out.append(item.text())
        out.append(item.toolTip())
    for widget in window.findChildren(QWidget):
        out += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
        if hasattr(widget, "text") and callable(widget.text):
            with contextlib.suppress(TypeError):
                out.append(str(widget.text()))
    return out


def check_view_only(window, seen: set[Card]) -> None:
    c = window.controller
    game, seat = c.game, window.scene.seat
    hidden = hidden_cards(game, seat)
    seen |= window.scene.game.shown_cards()
    held = {i.card for i in window.scene.items() if isinstance(i, CardItem) and i.card is not None}
    assert not held & hidden, sorted(x.short for x in held & hidden)
    assert not reachable_cards(window.scene) & hidden
    # a hidden card's name may show only where a card of the same name was seen (its twin)
    names = {card_text(x) for x in hidden} - {card_text(x) for x in seen}
    joined = "\n".join(texts(window))
    leaked = [n for n in names if n in joined]
    assert not [n for n in leaked if n != "Joker"], leaked


def test_nothing_the_table_shows_or_holds_carries_a_hidden_card(qtbot) -> None:
    window = open_table(qtbot, players=2, seed=4)
    c = window.controller
    seen: set[Card] = set()
    failures: list[BaseException] = []

    def on_state() -> None:
        try:
            check_view_only(window, seen)
        except AssertionError as err:  # raised in a slot: kept for the test to report
            failures.append(err)

    c.stateChanged.connect(on_state)
    check_view_only(window, seen)
    made = play_hand_by_mouse(qtbot, window, seed=4)
    c.stateChanged.disconnect(on_state)
    assert made > 5 and c.game.over
    assert not failures, failures[0]


def test_a_four_player_table_over_several_rounds(qtbot) -> None:
    """Partners' and opponents' hands, their draws and discards: seen from seat 0 only."""
    from burraco_qt.ai import make_player

    window = open_table(qtbot, players=4, seed=2)
    c = window.controller
    seen: set[Card] = set()
    failures: list[BaseException] = []

    def on_state() -> None:
        try:
            check_view_only(window, seen)
        except AssertionError as err:
            failures.append(err)

    c.stateChanged.connect(on_state)
    player = make_player("easy", 2)
    for _ in range(12):  # our commands, each followed by the computers' turns
        qtbot.waitUntil(lambda: c.game.over or c.human_to_play, timeout=20000)
        if c.game.over:
            break
        assert c.send(player.choose(c.view()))
    c.stateChanged.disconnect(on_state)
    c.set_paused(True)  # the computers stop with the test
    assert c.game.turn > 8
    assert not failures, failures[0]


def test_a_hot_seat_hand_shows_each_person_only_their_own_cards(qtbot) -> None:
    """Hot seat (issue 31): while one person plays, nothing the table shows or holds carries
    the other's hand, not even the arrangement kept for their next turn (until the hand's end
    shows every hand)."""
    from .test_hot_seat import open_hot_seat, play_hot_seat_hand

    window = open_hot_seat(qtbot, 2, ((0, "Giulia"), (1, "Marco")))
    c = window.controller
    seen: set[Card] = set()
    failures: list[BaseException] = []
    checked: list[int] = []

    def on_state() -> None:
        if c.game.over:
            return
        try:
            check_view_only(window, seen)
            checked.append(window.scene.seat)
        except AssertionError as err:
            failures.append(err)

    c.stateChanged.connect(on_state)
    play_hot_seat_hand(qtbot, window, seed=3)
    c.stateChanged.disconnect(on_state)
    assert c.game.over and set(checked) == {0, 1} and len(checked) > 20
    assert not failures, failures[0]


def test_the_score_sheet_opened_mid_hand_carries_no_hidden_card(qtbot) -> None:
    """The score sheet is drawn from what every seat may see: the scores and totals of finished
    hands; mid-hand it names no hidden card and gives no deal code of the hand in progress (the
    code deals every hand: found by a tester)."""
    from burraco_qt.engine.dealcode import code_of_hand

    window = open_table(qtbot, players=2, seed=4)
    c = window.controller
    window.actions_.score_sheet.trigger()  # View → Score sheet
    sheet = window.sheet
    assert sheet is not None and sheet.isVisible()
    check_view_only(window, set())
    code = code_of_hand(c.match, c.match.hand_number)
    assert code is not None  # the engine has one; the window must not show it
    shown = "\n".join(texts(window))
    assert code not in shown and code.replace("-", "") not in shown.replace("-", "")
