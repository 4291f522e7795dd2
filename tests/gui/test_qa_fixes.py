"""The QA tester's findings on the table: each test drives the real window with mouse and key
events on the view's viewport (offscreen)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from burraco_qt.engine import MeldCards
from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.keeper import MatchKeeper
from burraco_qt.storage.autosave import Autosave
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.table.speeds import Speeds

from .decks import DECK_1V1
from .helpers import card_point, click, drag, open_table, stock_point, vp_point


def _key(window, key) -> None:
    QTest.keyClick(window.view.viewport(), key)


def _hinted(window) -> set:
    return {c for c, item in window.scene.cards.items() if item.hinted}


def _hint_shown(window) -> bool:
    scene = window.scene
    return bool(_hinted(window)) or any(f.state != "idle" for f in scene.frames.values())


def _show_hint(window) -> None:
    """Press H until a hint with cards of the hand is shown."""
    for _ in range(8):
        _key(window, Qt.Key.Key_H)
        if window.scene.hint is not None and window.scene.hint.cards:
            break
    assert _hinted(window) == set(window.scene.hint.cards)


def test_hint_has_its_own_look_and_clears(qtbot) -> None:
    """D then H: the hinted cards are outlined in the hint's colour, not the drawn card's blue;
    the outlines and the target frame go on Esc, a refused drop, a reorder and a selection."""
    window = open_table(qtbot, deck=DECK_1V1)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    _key(window, Qt.Key.Key_D)
    scene = window.scene
    drawn = next(iter(scene.fresh))
    _show_hint(window)
    assert drawn not in scene.hint.cards
    item = scene.cards[next(iter(scene.hint.cards))]
    assert not item.highlight and item.outline_color() != scene.cards[drawn].outline_color()
    assert scene.cards[drawn].highlight and not scene.cards[drawn].hinted
    _key(window, Qt.Key.Key_Escape)
    assert scene.hint is None and not _hint_shown(window)
    assert scene.cards[drawn].highlight  # the drawn card keeps its outline
    # a refused drop: one card on our meld area
    _show_hint(window)
    one = scene.hand_order[0]
    area = scene.layout.meld_areas[0]
    drag(window, card_point(window, one), QPointF(area.x + area.w / 2, area.y + area.h / 2))
    assert scene.toast.text and not _hint_shown(window)
    # a reorder within the hand
    _show_hint(window)
    first, last = scene.hand_order[0], scene.hand_order[-1]
    drag(window, card_point(window, first), card_point(window, last) + QPointF(20, 0))
    assert scene.hand_order[-1] is first and not _hint_shown(window)
    # a selection change
    _show_hint(window)
    click(window, card_point(window, scene.hand_order[0]))
    assert not _hint_shown(window)
    assert window.controller.game.phase == "play"


def test_keyboard_refusals_say_why_and_x_prefers_one_selected_card(qtbot) -> None:
    """Enter on a meld with nothing selected and X with no card selected or focused each say a
    reason; with one card selected and the focus ring on another, X discards the selected one."""
    window = open_table(qtbot, deck=DECK_1V1)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    c = window.controller
    scene = window.scene
    _key(window, Qt.Key.Key_D)
    assert c.send(MeldCards("Kh,Kd,Ks"))
    _key(window, Qt.Key.Key_X)  # nothing selected, no focus ring
    assert scene.toast.text == "Select or focus one card to discard."
    assert c.game.phase == "play"
    _key(window, Qt.Key.Key_Tab)
    assert scene.focus_meld == 0
    _key(window, Qt.Key.Key_Return)
    assert scene.toast.text == "Select the cards to attach first."
    _key(window, Qt.Key.Key_Escape)
    chosen = scene.hand_order[0]
    click(window, card_point(window, chosen))
    _key(window, Qt.Key.Key_Right)
    _key(window, Qt.Key.Key_Right)
    assert scene.show_focus and scene.focus_card not in (None, chosen)
    focused = scene.focus_card
    _key(window, Qt.Key.Key_X)
    assert chosen in c.game.pile and focused not in c.game.pile


def test_focus_ring_rises_with_a_selected_card(qtbot) -> None:
    """A selected (raised) card with the keyboard focus: the ring is around the card where it
    is now, not where it was before it rose."""
    window = open_table(qtbot, deck=DECK_1V1)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    scene = window.scene
    card = scene.hand_order[2]
    rest = scene.cards[card].pos().y()
    click(window, card_point(window, card))
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Left):
        _key(window, key)
    assert scene.focus_card is card and card in scene.selected
    item = scene.cards[card]
    item.finish()
    assert item.pos().y() < rest  # raised
    ring = item.mapRectToScene(item.focus_rect())
    card_rect = item.sceneBoundingRect()
    assert item.focus_ring.isVisible()
    assert ring.contains(card_rect) and ring.top() >= card_rect.top() - 12
    other = scene.cards[scene.hand_order[3]]
    assert not other.focus_ring.isVisible()


def _frame_box(frame) -> tuple[float, float, float, float]:
    r = frame.rect()
    return r.x(), r.y(), r.right(), r.bottom()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_lit_pile_frame_is_exactly_where_a_drop_discards(qtbot, size) -> None:
    """While one card is dragged, the lit discard-pile frame meets no other lit frame, a point
    just inside its lower edge is the pile's zone and a point just below it is not; a drop there
    goes to our meld area (refused: one card) and throws nothing away."""
    window = open_table(qtbot, seed=1, size=size)
    click(window, stock_point(window))
    scene = window.scene
    card = scene.hand_order[0]
    pile = scene.frames[("pile",)]
    vp = window.view.viewport()
    a = vp_point(window, card_point(window, card))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 4):
        QTest.mouseMove(vp, a + QPoint(0, -12 * i))
    frame = pile.rect()
    inside = QPointF(frame.center().x(), frame.bottom() - 2)
    below = QPointF(frame.center().x(), frame.bottom() + 3)
    b = vp_point(window, below)
    for i in range(1, 7):
        QTest.mouseMove(vp, a + (b - a) * i / 6)
    lit = {k: f for k, f in scene.frames.items() if f.isVisible() and f.state != "idle"}
    assert ("pile",) in lit
    for key, other in lit.items():
        if key != ("pile",):
            overlap = frame.intersected(other.rect())
            assert not overlap.isValid() or overlap.height() == 0 or overlap.width() == 0, key
    assert scene.input.zone_at(inside) == ("pile",)
    zone = scene.input.zone_at(below)
    assert zone != ("pile",)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert card not in window.controller.game.pile
    if zone == ("area", 0):
        assert "at least three cards" in scene.toast.text


def _resumed(qtbot, folder):
    """A second window on the autosave in ``folder``, as the app resumes it."""
    from burraco_qt.ui.app.launch import keep_table

    saved, bad = Autosave(folder).load()
    assert bad is None and saved is not None
    controller = GameController(
        MatchOptions(2, "medium", target=1005, seed=1), ai_delay_ms=0, human_seat=0, match=saved.match
    )
    window = MainWindow(controller, Speeds(0))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    keeper = MatchKeeper(controller, Autosave(folder), None, match_key=saved.match_key)
    keep_table(window, keeper)
    controller.start()
    keep_table(window, keeper, saved.table)
    return window, saved


def test_resume_keeps_the_hand_order_and_the_drawn_card(qtbot, tmp_path) -> None:
    """Draw, rearrange the hand, then (as after kill -9) a new window resumes the autosave:
    the player's order and the drawn card's outline are back; a file without them still
    loads, sorted."""
    from burraco_qt.ui.app.launch import keep_table

    window = open_table(qtbot, deck=DECK_1V1)
    keeper = MatchKeeper(window.controller, Autosave(tmp_path), None)
    keep_table(window, keeper)
    click(window, stock_point(window))
    scene = window.scene
    (drawn,) = scene.fresh
    first, last = scene.hand_order[0], scene.hand_order[-1]
    drag(window, card_point(window, first), card_point(window, last) + QPointF(20, 0))
    assert scene.hand_order[-1] is first
    order = [c.id for c in scene.hand_order]
    data = json.loads((tmp_path / "autosave.json").read_text())
    assert data["table"] == {"hand_order": order, "drawn": [drawn.id]}
    again, saved = _resumed(qtbot, tmp_path)
    assert [c.id for c in again.scene.hand_order] == order
    assert again.scene.fresh == {drawn} and again.scene.cards[drawn].highlight
    assert json.loads((tmp_path / "autosave.json").read_text())["table"]["hand_order"] == order
    # an autosave written before the table was kept
    del data["table"]
    (tmp_path / "autosave.json").write_text(json.dumps(data))
    old, saved = _resumed(qtbot, tmp_path)
    assert saved.table is None and not old.scene.fresh
    assert [c.id for c in old.scene.hand_order] != order
    assert set(old.scene.hand_order) == set(scene.hand_order)


class _CountingAutosave(Autosave):
    writes = 0

    def write(self, record) -> None:
        type(self).writes += 1
        super().write(record)


def test_a_resume_writes_the_autosave_once_with_the_table_restored(qtbot, tmp_path) -> None:
    """As the app resumes (``restore_when_dealt`` before the keeper): the player's order and
    drawn card are back, and the autosave is written once at start-up (it was twice: at the
    deal with the sorted hand, then again with the restored one)."""
    from burraco_qt.ui.app.launch import keep_table, restore_when_dealt

    window = open_table(qtbot, deck=DECK_1V1)
    keeper = MatchKeeper(window.controller, Autosave(tmp_path), None)
    keep_table(window, keeper)
    click(window, stock_point(window))
    scene = window.scene
    first, last = scene.hand_order[0], scene.hand_order[-1]
    drag(window, card_point(window, first), card_point(window, last) + QPointF(20, 0))
    order = [c.id for c in scene.hand_order]
    saved, bad = Autosave(tmp_path).load()
    assert bad is None and saved is not None and saved.table["hand_order"] == order
    controller = GameController(
        MatchOptions(2, "medium", target=1005, seed=1), ai_delay_ms=0, human_seat=0, match=saved.match
    )
    again = MainWindow(controller, Speeds(0))
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    qtbot.waitExposed(again)
    restore_when_dealt(again, controller, saved.table)
    _CountingAutosave.writes = 0
    resumed = MatchKeeper(controller, _CountingAutosave(tmp_path), None, match_key=saved.match_key)
    keep_table(again, resumed)
    controller.start()
    assert _CountingAutosave.writes == 1
    assert [c.id for c in again.scene.hand_order] == order
    assert json.loads((tmp_path / "autosave.json").read_text())["table"]["hand_order"] == order


def test_docs_name_every_option_and_the_real_soak_script(capsys) -> None:
    """README and ``--help`` mention --deck, --speed and --timing and that such runs are never
    saved; testbot's docstring names the kill soak that exists."""
    from pathlib import Path

    import pytest

    import devtools.testbot as testbot
    from burraco_qt.ui.app.launch import parse_args

    root = Path(__file__).resolve().parents[2]
    readme = " ".join((root / "README.md").read_text(encoding="utf-8").split())
    for option in ("--deck", "--speed", "--timing", "--autoplay", "--screenshot"):
        assert f"`{option}" in readme, option
    assert "are never saved" in readme
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--deck, --autoplay, --screenshot or --timing are never saved" in text
    assert "tools/soak_kill.py" not in (testbot.__doc__ or "")
    assert "python -m tests.kill_soak" in (testbot.__doc__ or "")
    assert (root / "tests" / "kill_soak.py").exists()


def test_toast_covers_no_caption_or_card_and_keeps_one_line(qtbot) -> None:
    """Our melds reach down to the hand and a cue speaks above it: a refusal's toast goes where
    it covers no caption and no card, on one line (its text fits its width)."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from burraco_qt.engine import Meld

    from .helpers import take_out

    window = open_table(qtbot, deck=DECK_1V1)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    _key(window, Qt.Key.Key_D)
    game = window.controller.game
    mine = set(game.hands[0])
    for suit in "cds":
        cards = [
            next(
                c
                for c in game.all_cards()
                if c.short == f"{r}{suit}"
                and c not in mine
                and not any(c in m.cards for t in game.tables for m in t)
            )
            for r in "3456789TJQK"
        ]
        for c in cards:
            take_out(game, c)
        game.tables[0].append(Meld.build(cards, game.rules))
    gone = list(game.hands[0])[3:]
    for c in gone:  # three cards left and the pozzetto taken: the cue line speaks up
        take_out(game, c)
    game.pozzetto_taken[0] = True
    scene = window.scene
    scene.relayout(animate=False)
    assert not any(c in scene.cards for c in gone)  # out of the game: out of sight, no item
    assert scene.captions[("cues",)].isVisible()
    _key(window, Qt.Key.Key_X)  # nothing selected or focused: a refusal in words
    text = scene.toast.text
    assert text == "Select or focus one card to discard."
    toast = scene.toast.sceneBoundingRect()
    for key, rect, _card in scene.caption_rects():
        assert not toast.intersects(rect), key
    for c, item in scene.cards.items():
        if item.isVisible():
            assert not toast.intersects(item.sceneBoundingRect()), c.short
    font = QFont("DejaVu Sans")
    font.setPixelSize(15)
    assert QFontMetricsF(font).horizontalAdvance(text) <= toast.width() - 20


def test_hand_stays_put_during_a_drag_from_it(qtbot) -> None:
    """Regression guard for the sliding hand (not reproduced on this branch): while a card of
    the hand is dragged away and back, the other cards keep their places; the hand re-centres
    only once the drag ends with the pointer away."""
    window = open_table(qtbot, seed=1)
    click(window, stock_point(window))
    scene = window.scene
    vp = window.view.viewport()
    card = scene.hand_order[3]
    start = card_point(window, card)
    far = QPointF(start.x() + 150, scene.layout.meld_areas[0].y + 40)
    QTest.mouseMove(vp, vp_point(window, start))
    before = {c: scene.cards[c].target.x() for c in scene.hand_order if c is not card}
    a, b = vp_point(window, start), vp_point(window, far)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in [*range(1, 9), *range(7, 0, -1), *range(1, 9)]:
        QTest.mouseMove(vp, a + (b - a) * i / 8)
        assert scene.input.drag == [card]
        assert {c: scene.cards[c].target.x() for c in before} == before
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert scene.hold is None
