"""Hot seat (issue 31): a resumed match gives each person back their own hand arrangement.

Two people rearrange their hands by mouse (one sorts by rank, the other drags a card), the
autosave is written as the app writes it, and a new window resumes it: the pass screen first,
then each person's own order and sort when their turn comes, and nothing of the other person's
hand in what the table shows or holds. A hot-seat autosave written before the per-seat
arrangements (``table["hands"]``) still resumes."""

from __future__ import annotations

import json

from PySide6.QtCore import QPointF

from burraco_qt.engine import Discard
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.keeper import MatchKeeper
from burraco_qt.storage.autosave import Autosave, table_state
from burraco_qt.ui.app.launch import keep_table, restore_when_dealt
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds

from .helpers import card_point, click, drag, stock_point
from .mouse_driver import _gesture, _settle
from .test_hot_seat import pass_by_mouse
from .test_view_only import check_view_only

PEOPLE = ((0, "Giulia"), (1, "Marco"))


def _window(qtbot, controller: GameController) -> MainWindow:
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _resume(qtbot, folder) -> MainWindow:
    """A new window on ``folder``'s autosave, wired as the app wires it (``launch.main``)."""
    saved, bad = Autosave(folder).load()
    assert bad is None and saved is not None
    controller = GameController(match=saved.match, ai_delay_ms=0)
    window = _window(qtbot, controller)
    restore_when_dealt(window, controller, saved.table)
    keeper = MatchKeeper(controller, Autosave(folder), None, match_key=saved.match_key)
    keep_table(window, keeper)
    controller.start()
    return window


def _turn(qtbot, window, *, discard_at: int = 0) -> None:
    """The person at the bottom draws from the stock and discards, by mouse."""
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_play and c.game.phase == "draw", timeout=20000)
    seat = c.game.current
    _settle(window)
    click(window, stock_point(window))
    assert c.game.phase != "draw"
    card = window.scene.hand_order[discard_at]
    assert _gesture(window, Discard(card))
    qtbot.waitUntil(lambda: c.game.current != seat, timeout=20000)


def _ids(window) -> list[int]:
    return [c.id for c in window.scene.hand_order]


def test_each_person_gets_their_own_arrangement_back_after_a_resume(qtbot, tmp_path) -> None:
    controller = GameController(MatchOptions(2, "easy", seed=3, people=PEOPLE), ai_delay_ms=0)
    window = _window(qtbot, controller)
    keeper = MatchKeeper(controller, Autosave(tmp_path), None)
    keep_table(window, keeper)
    controller.start()
    scene = window.scene
    first = controller.game.current
    second = 1 - first
    assert window.pass_screen.isVisible() and window.pass_screen.seat == first
    pass_by_mouse(window)
    window.action_sort_rank.trigger()  # the first person: Sort 123
    assert scene.sort_mode == "rank"
    _turn(qtbot, window)
    first_order = controller.arrangements[first][0]  # kept while the other plays
    assert window.pass_screen.isVisible() and window.pass_screen.seat == second
    assert scene.seat == second and first not in {c.id for c in scene.hand_order}
    pass_by_mouse(window)
    assert scene.seat == second and scene.sort_mode == "suit"  # never shown yet: by suit
    moved, last = scene.hand_order[0], scene.hand_order[-1]
    _settle(window)
    drag(window, card_point(window, moved), card_point(window, last) + QPointF(20, 0))
    assert scene.hand_order[-1] is moved and scene.sort_mode is None  # the second: their own
    _turn(qtbot, window, discard_at=1)
    assert scene.seat == first and window.pass_screen.seat == first
    assert _ids(window) == first_order and scene.sort_mode == "rank"
    check_view_only(window, set())  # the second person's kept order: outside the table
    second_order = controller.arrangements[second][0]
    assert second_order[-2] == moved.id  # dragged to the end; the drawn card after it
    data = json.loads((tmp_path / "autosave.json").read_text())
    assert data["table"]["hand_order"] == first_order  # what older versions read
    assert data["table"]["hands"] == {
        str(first): {"hand_order": first_order, "sort": "rank"},
        str(second): {"hand_order": second_order, "sort": None},
    }

    again = _resume(qtbot, tmp_path)
    c = again.controller
    assert c.hot_seat and c.human_seat == first == c.game.current
    assert again.pass_screen.isVisible() and again.pass_screen.seat == first  # the pass screen first
    check_view_only(again, set())  # the other person's kept order is in no item, text or state
    pass_by_mouse(again)
    assert _ids(again) == first_order and again.scene.sort_mode == "rank"
    saved = json.loads((tmp_path / "autosave.json").read_text())["table"]["hands"]
    assert saved[str(second)] == {"hand_order": second_order, "sort": None}  # written again as read
    _turn(qtbot, again)
    assert again.pass_screen.isVisible() and again.pass_screen.seat == second
    check_view_only(again, set())
    pass_by_mouse(again)
    assert again.scene.seat == second
    assert _ids(again) == second_order and again.scene.sort_mode is None
    check_view_only(again, set())


def test_a_hot_seat_autosave_without_the_arrangements_still_resumes(qtbot, tmp_path) -> None:
    """A file written by the first hot-seat version (the bottom seat's ``hand_order`` only):
    the person to play gets that order back, the other a hand sorted by suit."""
    controller = GameController(MatchOptions(2, "easy", seed=3, people=PEOPLE), ai_delay_ms=0)
    window = _window(qtbot, controller)
    keeper = MatchKeeper(controller, Autosave(tmp_path), None)
    keep_table(window, keeper)
    controller.start()
    pass_by_mouse(window)
    window.action_sort_rank.trigger()
    _turn(qtbot, window)
    pass_by_mouse(window)
    _turn(qtbot, window)
    data = json.loads((tmp_path / "autosave.json").read_text())
    order = data["table"]["hand_order"]
    del data["table"]["hands"]
    (tmp_path / "autosave.json").write_text(json.dumps(data))
    again = _resume(qtbot, tmp_path)
    first = again.controller.game.current
    assert again.pass_screen.isVisible() and again.pass_screen.seat == first
    pass_by_mouse(again)
    assert _ids(again) == order  # as before: the sort read from the order
    _turn(qtbot, again)
    pass_by_mouse(again)
    c = again.controller
    assert again.scene.sort_mode == "suit" and set(again.scene.hand_order) == set(c.game.hands[1 - first])


def test_a_malformed_arrangement_is_left_out() -> None:
    good = {"hand_order": [1, 2], "drawn": [2]}
    assert table_state({**good, "hands": {"0": {"hand_order": [2, 1], "sort": None}}}) == {
        **good,
        "hands": {0: ([2, 1], None)},
    }
    for bad in (
        {"6": {"hand_order": [1], "sort": "rank"}},
        {"0": {"hand_order": [162], "sort": "rank"}},
        {"0": {"hand_order": [1], "sort": "colour"}},
        {"0": [1, 2]},
        [],
    ):
        assert table_state({**good, "hands": bad}) == good
