"""New game from any mode to any mode leaves nothing of the old table (issue 22, point 5): after a
turn in one mode and New game in another, the scene holds exactly what a table opened directly in
the new mode holds (the same captions, nameplates and badges by key, the same kinds of items, the
new rules' cards)."""

from __future__ import annotations

from collections import Counter

import pytest

from burraco_qt.engine import Draw
from burraco_qt.model import MatchOptions

from .helpers import open_table

#: 1 vs 1, 3, 2 vs 2, 5, 3 vs 3 (the italian preset), then casual 1 vs 1 and 2 vs 2.
MODES = [(2, "italian"), (3, "italian"), (4, "italian"), (5, "italian"), (6, "italian")]
CASUAL = [(2, "casual"), (4, "casual")]
PAIRS = [(a, b) for a in MODES for b in MODES]
PAIRS += [(c, (6, "italian")) for c in CASUAL] + [((6, "italian"), c) for c in CASUAL]


def _options(mode: tuple[int, str]) -> MatchOptions:
    players, preset = mode
    return MatchOptions(players, "medium", preset, target=1005, seed=3)


def _scene_state(window) -> tuple:
    scene = window.scene
    kinds = Counter(type(item).__name__ for item in scene.items() if item.isVisible())
    return (
        sorted(map(repr, scene.captions)),
        kinds,
        set(scene.cards) == set(window.controller.game.rules.universe()),
    )


def _settle(qtbot, window) -> None:
    qtbot.wait(5)
    window.scene.relayout(animate=False)


@pytest.fixture(scope="module")
def fresh_states():
    return {}


@pytest.mark.parametrize("old", [*MODES, *CASUAL], ids=lambda m: f"{m[0]}{m[1][0]}")
def test_new_game_from_a_mode_to_every_mode(qtbot, old: tuple[int, str], fresh_states) -> None:
    targets = [b for a, b in PAIRS if a == old]
    for new in targets:
        if new not in fresh_states:
            fresh = open_table(qtbot, players=new[0])
            fresh.controller.new_match(_options(new))
            _settle(qtbot, fresh)
            fresh_states[new] = _scene_state(fresh)
            fresh.close()
    window = open_table(qtbot, players=old[0])
    for new in targets:
        c = window.controller
        c.new_match(_options(old))
        _settle(qtbot, window)
        assert c.send(Draw())  # a turn of the old match: a card moved, captions placed
        _settle(qtbot, window)
        c.new_match(_options(new))
        _settle(qtbot, window)
        assert _scene_state(window) == fresh_states[new], (old, new)


def _rows_ok(dialog) -> None:
    """Every visible widget of the dialog gets at least its minimum height, inside the dialog,
    and no two visible rows overlap."""
    from PySide6.QtWidgets import QComboBox, QLabel, QRadioButton

    boxes = []
    widgets = [w for kind in (QRadioButton, QComboBox, QLabel) for w in dialog.findChildren(kind)]
    for widget in widgets:
        if not widget.isVisibleTo(dialog) or (isinstance(widget, QLabel) and not widget.text()):
            continue
        rect = widget.geometry().translated(widget.parentWidget().mapTo(dialog, widget.pos() * 0))
        if widget.parentWidget() is not dialog:  # inside the button box or a combo: not a row
            continue
        assert widget.height() >= widget.minimumSizeHint().height() - 1, widget.objectName()
        assert dialog.rect().contains(rect), widget.objectName()
        boxes.append((rect, widget))
    for i, (a, wa) in enumerate(boxes):
        for b, wb in boxes[i + 1 :]:
            inter = a.intersected(b)
            assert inter.isEmpty() or inter.height() <= 1, (wa.objectName(), wb.objectName())


def test_the_new_game_dialog_lays_itself_out_when_the_mode_changes(qtbot) -> None:
    """Switching 1 vs 1 → 3 vs 3 → 1 vs 1 inside the dialog: no squeezed or clipped row, and
    back at 1 vs 1 the dialog is as tall as one opened at 1 vs 1 (no empty band)."""
    from burraco_qt.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(_options((2, "italian")))
    qtbot.addWidget(dialog)
    dialog.resize(560, 10)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog._relayout()
    start = dialog.height()
    _rows_ok(dialog)
    for mode in ("mode6", "mode5", "mode3", "mode2v2", "mode1v1"):
        dialog.findChild(type(dialog._mode1), mode).click()
        qtbot.wait(1)
        assert dialog.height() <= 700  # fits a 1024×700 screen
        _rows_ok(dialog)
    assert abs(dialog.height() - start) <= 2


@pytest.mark.parametrize(
    ("players", "closer", "name"), [(2, 0, "You"), (2, 1, None), (4, 2, None), (3, 0, "You")]
)
def test_the_score_sheet_names_who_closed(qtbot, monkeypatch, players: int, closer: int, name) -> None:
    """Issue 22: "Hand closed by: Us" named no one; the sheet names the player who closed (from
    the hand's last action), in both sheets."""
    from burraco_qt.engine import HandEnded
    from burraco_qt.ui.dialogs.multi_score_sheet import MultiScoreSheet
    from burraco_qt.ui.dialogs.score_sheet import ScoreSheetDialog

    window = open_table(qtbot, players=players)
    c = window.controller
    monkeypatch.setattr(c.game, "actions", [{"player": closer, "discard": "7h"}])
    event = HandEnded("closed", c.game.team_of(closer), ())
    who = window._closer(event)
    assert who == (name or c.seat_label(closer, level=False)) and who not in ("Us", "Them")
    names = ("Us", "Them", "Others")
    if players in (2, 4):
        sheet = ScoreSheetDialog(None, c.match, names[:2], window)  # type: ignore[arg-type]
    else:
        sheet = MultiScoreSheet(None, c.match, names, names, window)
    qtbot.addWidget(sheet)
    expected = "You closed the hand." if who == "You" else f"Hand closed by: {who}"
    assert sheet._how_text(event, names, who) == expected  # type: ignore[arg-type]
    assert window._closer(HandEnded("stock_exhausted", None, ())) is None
