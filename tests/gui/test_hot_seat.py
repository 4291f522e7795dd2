"""Hot seat (issue 31): people at one computer, the table turned to the person to play, the pass
screen between two people's turns, each person's own hand arrangement, assists off."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QWidget

from burraco_qt.ai import make_player
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds

from .mouse_driver import _gesture


def open_hot_seat(qtbot, players: int, people: tuple[tuple[int, str], ...], seed: int = 3) -> MainWindow:
    controller = GameController(MatchOptions(players, "easy", seed=seed, people=people), ai_delay_ms=0)
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    controller.start()
    return window


def pass_by_mouse(window) -> None:
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)


def play_hot_seat_hand(qtbot, window, seed: int, limit: int = 600, whole: bool = True) -> dict:
    """Play every person's turns by mouse until the hand is over, clicking the pass screen
    whenever it shows; returns counts and what was checked."""
    c = window.controller
    scene = window.scene
    rng = random.Random(seed)
    players = {p: make_player("easy", seed + p) for p in c.people}
    passes: list[int] = []
    sorted_by_rank: int | None = None
    last: int | None = None
    for _ in range(limit):
        qtbot.waitUntil(lambda: c.game.over or c.human_to_play, timeout=20000)
        if c.game.over:
            break
        seat = c.game.current
        assert c.human_seat == seat and scene.seat == seat  # the table turned to them
        if last is not None and seat != last:
            assert window.pass_screen.isVisible() and window.pass_screen.seat == seat
        if window.pass_screen.isVisible():
            assert window.pass_screen.geometry() == window.rect()  # the whole window hidden
            assert c.seat_label(seat, level=False) in window.pass_screen.title.text()
            assert "Pass the computer to" in window.status.text()
            pass_by_mouse(window)
            passes.append(seat)
            assert not window.pass_screen.isVisible()
        assert set(scene.hand_order) == set(c.game.hands[seat])  # the bottom hand is theirs
        if sorted_by_rank is None and c.game.phase == "draw":
            window.action_sort_rank.trigger()  # one person sorts by rank, the others keep suit
            sorted_by_rank = seat
        elif seat == sorted_by_rank:
            assert scene.sort_mode == "rank"  # their own arrangement came back
        elif sorted_by_rank is not None:
            assert scene.sort_mode == "suit"
        assert not window.action_undo.isEnabled() and not window.action_hint.isEnabled()
        assert not window.action_open.isEnabled()
        before = len(c.game.actions)
        command = players[seat].choose(c.view())
        if not _gesture(window, command):
            for _ in range(50):
                command = random_legal_command(c.game, rng)
                if _gesture(window, command):
                    break
            else:
                raise AssertionError("no command the mouse can make")
        assert len(c.game.actions) == before + 1
        last = seat
    assert c.game.over or not whole
    return {"passes": passes}


def test_a_whole_two_person_hand_by_mouse_with_the_pass_screens(qtbot) -> None:
    window = open_hot_seat(qtbot, 2, ((0, "Giulia"), (1, "Marco")))
    c = window.controller
    assert c.hot_seat and c.match.seats == {} and c.match.people == {0: "Giulia", 1: "Marco"}
    assert window.pass_screen.isVisible()  # the first deal: hidden until Giulia is there
    assert window.pass_screen.title.text() == "Pass to Giulia"
    assert c.seat_label(1) == "Marco"
    result = play_hot_seat_hand(qtbot, window, seed=3)
    assert len(result["passes"]) > 10 and set(result["passes"]) == {0, 1}
    c.set_open_cards(True)
    assert not c.open_cards and not c.can_undo()
    # the score sheet's next deal: the pass screen first, for the person who plays first
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible(), timeout=20000)
    from PySide6.QtWidgets import QPushButton

    next_hand = window.sheet.findChild(QPushButton, "nextHandButton")
    QTest.mouseClick(next_hand, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.match.hand_number == 2 and window.pass_screen.isVisible(), timeout=20000)
    first = c.game.current
    assert window.pass_screen.seat == first == c.human_seat
    assert window.pass_screen.title.text() == f"Pass to {c.people[first]}"
    pass_by_mouse(window)
    assert set(window.scene.hand_order) == set(c.game.hands[first])


def test_a_whole_three_person_hand_by_mouse(qtbot) -> None:
    window = open_hot_seat(qtbot, 3, ((0, "Giulia"), (1, "Marco"), (2, "Sara")), seed=5)
    result = play_hot_seat_hand(qtbot, window, seed=5)
    assert set(result["passes"]) == {0, 1, 2}


def test_computers_take_the_other_seats_and_the_table_waits_for_the_next_person(qtbot) -> None:
    """Four players, people at 0 and 2 (partners), computers at 1 and 3: after Giulia's turn the
    computer plays, then Marco is asked for."""
    window = open_hot_seat(qtbot, 4, ((0, "Giulia"), (2, "Marco")), seed=7)
    c = window.controller
    assert set(c.match.seats) == {1, 3}
    result = play_hot_seat_hand(qtbot, window, seed=7, limit=30, whole=False)
    c.set_paused(True)  # the computers stop with the test
    assert {0, 2} <= set(result["passes"])


def test_the_new_game_page_makes_any_seat_a_person(qtbot) -> None:
    """Mode 2 vs 2: the partner's seat becomes "a person at this computer" by mouse, names are
    typed; the other seats stay computers with their characters, in seat order."""
    from PySide6.QtWidgets import QCheckBox, QLineEdit

    from burraco_qt.ui.dialogs.new_game import NewGameDialog
    from burraco_qt.ui.dialogs.new_game_parts import ModeCard

    dialog = NewGameDialog(MatchOptions(4, characters=("marco", "bruno", "gino")))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.findChild(ModeCard, "mode2v2").isChecked()
    name0 = dialog.findChild(QLineEdit, "name0")
    assert not name0.isVisible()  # alone at the computer: no name asked
    partner = dialog.findChild(QCheckBox, "person2")
    QTest.mouseClick(partner, Qt.MouseButton.LeftButton, pos=partner.rect().center())
    assert partner.isChecked() and name0.isVisible()
    qtbot.keyClicks(dialog.findChild(QLineEdit, "name2"), "Marco")
    qtbot.keyClicks(name0, "Giulia")
    options = dialog.options()
    assert options.people == ((0, "Giulia"), (2, "Marco"))
    assert options.characters == ("marco", "gino")
    assert options.seat_players(0) == {1: "marco", 3: "gino"}
    again = NewGameDialog(options)  # the page shows the same choice next time
    qtbot.addWidget(again)
    assert again.options().people == options.people and again.options().characters == options.characters


def test_a_hot_seat_match_resumes_with_the_pass_screen_first(qtbot, tmp_path) -> None:
    """The autosave of a hot-seat match is taken back at start (startup's check), and the
    resumed table shows the pass screen for the person to play before anything else."""
    import json

    from burraco_qt.engine.match import Match
    from burraco_qt.ui.app.startup import open_services

    window = open_hot_seat(qtbot, 3, ((0, "Giulia"), (1, "Marco")), seed=9)
    c = window.controller
    rng = random.Random(1)
    for _ in range(4):  # a few commands by mouse, passing the computer when asked
        qtbot.waitUntil(lambda: c.human_to_play, timeout=20000)
        if window.pass_screen.isVisible():
            pass_by_mouse(window)
        command = make_player("easy", 1).choose(c.view())
        while not _gesture(window, command):
            command = random_legal_command(c.game, rng)
    qtbot.waitUntil(lambda: c.human_to_play, timeout=20000)
    (tmp_path / "autosave.json").write_text(json.dumps(c.match.record()))
    services = open_services(keep_match=True, folder=tmp_path)
    try:
        assert services.problems == [] and services.saved_match is not None
        match = services.saved_match
    finally:
        services.lock.unlock()
    assert isinstance(match, Match) and match.people == {0: "Giulia", 1: "Marco"}
    resumed = GameController(match=match, ai_delay_ms=0)
    again = MainWindow(resumed, Speeds(0))
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    qtbot.waitExposed(again)
    resumed.start()
    current = resumed.game.current
    assert resumed.hot_seat and resumed.human_seat == current == c.game.current
    assert again.pass_screen.isVisible() and again.pass_screen.seat == current
    assert again.pass_screen.title.text() == f"Pass to {match.people[current]}"
    pass_by_mouse(again)
    assert set(again.scene.hand_order) == set(resumed.game.hands[current])
    assert not again.action_undo.isEnabled() and not again.action_open.isEnabled()


def test_a_name_is_shown_as_typed_on_the_pass_screen(qtbot) -> None:
    """Found by a tester: a name with markup or an ampersand was drawn as rich text and the
    button took "&" for a shortcut marker; the pass screen shows the name as typed."""
    name = "<b>Bo</b> & Co"
    window = open_hot_seat(qtbot, 2, ((0, "Alice"), (1, name)))
    screen = window.pass_screen
    screen.show_for(1)
    shown = window.controller.seat_label(1, level=False)
    assert "<b>" in shown  # the name reaches the screen untouched
    assert screen.title.textFormat() == Qt.TextFormat.PlainText and shown in screen.title.text()
    assert screen.note.textFormat() == Qt.TextFormat.PlainText
    assert shown.replace("&", "&&") in screen.button.text()


def test_the_person_who_cuts_is_not_asked_to_pass_again(qtbot) -> None:
    """Found by a tester: at a fair deal the person to play saw "Pass to Alice", cut the deck,
    and saw "Pass to Alice" again. The cut keeps the table theirs."""
    controller = GameController(
        MatchOptions(2, "easy", seed=4, people=((0, "Alice"), (1, "Bob"))), ai_delay_ms=0, fair=True
    )
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    shown: list[int] = []
    controller.passTo.connect(shown.append)
    controller.start()
    assert controller.awaiting_cut and shown == [controller.human_seat]
    assert window.pass_screen.isVisible()
    pass_by_mouse(window)
    assert not window.pass_screen.isVisible()
    cutter = controller.human_seat
    controller.cut(30)
    assert not controller.awaiting_cut
    if controller.game.current == cutter:  # the cutter plays first: straight to the table
        assert shown == [cutter] and not window.pass_screen.isVisible()
    else:  # the other person plays first: the table hides for them
        assert shown == [cutter, controller.game.current] and window.pass_screen.isVisible()


def test_the_teams_are_named_by_their_people_whoever_sits_at_the_bottom(qtbot) -> None:
    """Found by a tester: "Us" and "Them" changed sides each time the table turned. In a
    hot-seat match the teams go by their players' names."""
    from burraco_qt.ui.teams import team_names

    window = open_hot_seat(qtbot, 2, ((0, "Alice"), (1, "Bob")))
    c = window.controller
    first = c.human_seat
    names = team_names(c)
    assert names == ["Alice", "Bob"]
    pass_by_mouse(window)
    player = make_player("easy", 1)
    while c.human_seat == first and not c.game.over:  # play the first person's turn
        assert c.send(player.choose(c.game.view(c.human_seat)))
    assert c.human_seat != first  # the table turned to the other person
    assert team_names(c) == ["Alice", "Bob"]
    panel = window.findChild(QWidget, "scorePanel")
    if panel is not None:
        texts = " ".join(label.text() for label in panel.findChildren(QLabel))
        assert "Alice" in texts and "Bob" in texts and "Us" not in texts.split()
