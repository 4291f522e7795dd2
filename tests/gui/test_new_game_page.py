"""Issue 28 point 3: New game as one page — the mode cards (seats drawn in the table's team
colours) start their match through the New game action; every mode fits a 1024×700 window in
English and Italian with no overlapping or clipped widget; switching modes back and forth leaves
no empty band; the keyboard reaches every part; the "More" section's challenge buttons work."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QWidget,
)

from burraco_qt.model.controller import MatchOptions
from burraco_qt.ui.dialogs.new_game import NewGameDialog
from burraco_qt.ui.dialogs.new_game_parts import ModeCard, seat_colours, seat_points
from burraco_qt.ui.teams import side_colours

from .helpers import open_table

MODES = [("mode1v1", 2), ("mode3", 3), ("mode2v2", 4), ("mode5", 5), ("mode6", 6)]
LINEUP = ("marco", "bruno", "gino", "rosa", "pina")


@pytest.fixture
def italian(qapp):
    translations = qapp._burraco_translations
    translations.set_language("it")
    yield translations
    translations.set_language("en")


def _shown(qtbot, options: MatchOptions | None = None) -> NewGameDialog:
    dialog = NewGameDialog(options or MatchOptions())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _card(dialog: QDialog, name: str) -> ModeCard:
    card = dialog.findChild(ModeCard, name)
    assert card is not None, name
    return card


@pytest.mark.parametrize(("mode", "players"), MODES)
def test_every_mode_card_starts_its_match_from_the_new_game_action(
    qtbot, monkeypatch: Any, mode: str, players: int
) -> None:
    """Click the card (a mouse click in the tile, off its text), pick the characters, Start:
    the New game action starts that match, with the seats' characters and the teams the card
    draws (its seat colours are the table's side colours)."""
    window = open_table(qtbot, players=2 if players != 2 else 4)

    def answer(dialog: NewGameDialog) -> int:
        dialog.show()  # exec's show, without its event loop
        qtbot.waitExposed(dialog)
        card = _card(dialog, mode)
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=QPoint(card.width() - 6, 8))
        assert card.isChecked()
        for seat, key in enumerate(LINEUP[: players - 1], start=1):
            combo = dialog.findChild(QComboBox, f"seat{seat}")
            assert combo.isVisible()
            combo.setCurrentIndex(combo.findData(key))
        hidden = [s for s in range(players, 6) if dialog.findChild(QComboBox, f"seat{s}").isVisible()]
        assert hidden == []
        start = dialog.findChild(QDialogButtonBox, "buttons").button(QDialogButtonBox.StandardButton.Ok)
        assert start.isDefault()
        qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    window.actions_.new.trigger()
    c = window.controller
    qtbot.waitUntil(lambda: c.game.players == players)
    assert c.options.players == players and c.options.characters == LINEUP[: players - 1]
    assert c.match.seats == dict(enumerate(LINEUP[: players - 1], start=1))
    sides = [c.match.side_of(s) for s in range(players)]
    expected = {2: [0, 1], 3: [0, 1, 2], 4: [0, 1, 0, 1], 5: [0, 1, 2, 3, 4], 6: [0, 1, 2, 0, 1, 2]}
    assert sides == expected[players]
    colours = side_colours(c)
    assert seat_colours(players) == [colours[side] for side in sides]


def test_the_card_draws_the_seats_in_team_colours(qtbot) -> None:
    """The 2 vs 2 card: the partner's dot (top) in our colour, the opponents' in theirs."""
    dialog = _shown(qtbot)
    card = _card(dialog, "mode2v2")
    image = card.grab().toImage()
    dpr = image.devicePixelRatio()
    table = card.table_rect()
    for seat, point in enumerate(seat_points(4, table)):
        pixel = image.pixelColor(round(point.x() * dpr), round(point.y() * dpr))
        assert pixel.name() == seat_colours(4)[seat], seat


def _boxes(dialog: QDialog) -> list[tuple[QWidget, QRect]]:
    """The page's visible widgets (not the insides of combo boxes and button boxes) with their
    rectangles in the dialog's coordinates."""
    out = []
    for w in dialog.findChildren(QWidget):
        parent = w.parentWidget()
        if not w.isVisibleTo(dialog) or w.isWindow() or isinstance(parent, QComboBox):
            continue
        if isinstance(w, QLabel) and not w.text() and w.pixmap().isNull():
            continue
        out.append((w, QRect(w.mapTo(dialog, QPoint(0, 0)), w.size())))
    return out


def _page_ok(dialog: QDialog) -> None:
    """Within 1024×700 (less a title bar); every widget inside its parent, at least as big as
    it needs (a wrapped label as tall as its text at its width), no two siblings overlapping."""
    assert dialog.width() <= 1024 and dialog.height() <= 700 - 40
    boxes = _boxes(dialog)
    for w, rect in boxes:
        parent = w.parentWidget()
        inside = QRect(parent.mapTo(dialog, QPoint(0, 0)), parent.size())
        name = w.objectName() or type(w).__name__
        assert inside.contains(rect), name
        hint = w.minimumSizeHint()
        assert w.height() >= hint.height() - 1, name
        if isinstance(w, QLabel) and w.wordWrap():
            assert w.height() >= w.heightForWidth(w.width()) - 1, (name, w.text())
        elif not isinstance(w, QLabel):
            assert w.width() >= hint.width() - 1, name
    for i, (a, ra) in enumerate(boxes):
        for b, rb in boxes[i + 1 :]:
            if a.parentWidget() is b.parentWidget():
                assert not ra.intersects(rb), (a.objectName() or a, b.objectName() or b)


def _no_band(dialog: QDialog) -> None:
    """No empty band: the dialog is as tall as its layout needs at its width."""
    lay = dialog.layout()
    assert abs(dialog.height() - lay.totalHeightForWidth(dialog.width())) <= 2


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_mode_fits_1024x700_without_overlap_or_clipping(qtbot, qapp, language: str) -> None:
    qapp._burraco_translations.set_language(language)
    try:
        dialog = _shown(qtbot, MatchOptions(6, characters=LINEUP))
        for mode, players in MODES:
            _card(dialog, mode).click()
            QApplication.processEvents()
            assert dialog.options().players == players
            _page_ok(dialog)
            _no_band(dialog)
            texts = [w.text() for w, _ in _boxes(dialog) if isinstance(w, QLabel | QAbstractButton)]
            if language == "it":
                assert "&Inizia" in texts and "&Modalità" in texts
    finally:
        qapp._burraco_translations.set_language("en")


def test_switching_modes_back_and_forth_leaves_no_empty_band(qtbot) -> None:
    """Each mode, reached from every other, is as tall and as wide as a page opened at it."""
    fresh = {}
    for _mode, players in MODES:
        dialog = _shown(qtbot, MatchOptions(players, characters=LINEUP[: players - 1]))
        fresh[players] = dialog.size()
        dialog.close()
    dialog = _shown(qtbot)
    for mode, players in [*MODES, *reversed(MODES), *MODES[::2], *MODES[1::2]]:
        _card(dialog, mode).click()
        QApplication.processEvents()
        assert abs(dialog.height() - fresh[players].height()) <= 2, mode
        assert dialog.width() == fresh[players].width(), mode
        _no_band(dialog)
        _page_ok(dialog)


def test_the_page_is_reached_with_the_keyboard(qtbot) -> None:
    """Tab goes mode → seats (each seat's character, then its "a person at this computer"
    switch, issue 31) → rules → target → More → buttons; the arrows move between the
    mode cards; Return starts the match (Start is the default button)."""
    dialog = _shown(qtbot)
    dialog.activateWindow()
    card = _card(dialog, "mode1v1")
    card.setFocus()
    qtbot.waitUntil(card.hasFocus)
    qtbot.keyClick(card, Qt.Key.Key_Right)
    assert _card(dialog, "mode3").isChecked() and _card(dialog, "mode3").hasFocus()
    assert dialog.options().players == 3
    order = []
    widget = QApplication.focusWidget()
    for _ in range(11):
        qtbot.keyClick(widget, Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        order.append(widget.objectName())
    assert order[:8] == [
        "seat1",
        "person1",
        "seat2",
        "person2",
        "preset",
        "target",
        "challengeButton",
        "dayButton",
    ]
    assert "mode3" in order  # round again to the checked card
    qtbot.keyClick(_card(dialog, "mode3"), Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.request == ""


@pytest.mark.parametrize(("name", "asked"), [("challengeButton", "challenge"), ("dayButton", "day")])
def test_the_more_section_holds_the_challenge_buttons(qtbot, name: str, asked: str) -> None:
    dialog = _shown(qtbot)
    button = dialog.findChild(QAbstractButton, name)
    buttons = dialog.findChild(QDialogButtonBox, "buttons")
    assert button.isVisible() and not buttons.isAncestorOf(button)
    rules = dialog.findChild(QComboBox, "preset")
    assert button.mapTo(dialog, QPoint(0, 0)).x() > rules.mapTo(dialog, QPoint(0, 0)).x()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted and dialog.request == asked


def test_the_checked_card_shows_the_chosen_characters(qtbot) -> None:
    """The checked card puts the seat pickers' characters on its seats; the others show dots."""
    dialog = _shown(qtbot, MatchOptions(4, characters=("gino", "bruno", "pina")))
    assert _card(dialog, "mode2v2").characters == ("gino", "bruno", "pina")
    combo = dialog.findChild(QComboBox, "seat2")
    combo.setCurrentIndex(combo.findData("rosa"))
    assert _card(dialog, "mode2v2").characters == ("gino", "rosa", "pina")
    _card(dialog, "mode6").click()
    assert _card(dialog, "mode6").characters == dialog.options().characters
    image = _card(dialog, "mode2v2").grab().toImage()  # no longer checked: dots again
    point = seat_points(4, _card(dialog, "mode2v2").table_rect())[2]
    dpr = image.devicePixelRatio()
    assert image.pixelColor(round(point.x() * dpr), round(point.y() * dpr)).name() == seat_colours(4)[2]


def test_the_focused_card_shows_it(qtbot) -> None:
    dialog = _shown(qtbot)
    card = _card(dialog, "mode3")
    plain = card.grab().toImage()
    dialog.activateWindow()
    card.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(card.hasFocus)
    assert card.grab().toImage() != plain


def test_the_keyboard_starts_on_the_checked_mode(qtbot) -> None:
    dialog = _shown(qtbot, MatchOptions(4, characters=("gino", "bruno", "pina")))
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is _card(dialog, "mode2v2"))
    qtbot.keyClick(_card(dialog, "mode2v2"), Qt.Key.Key_Left)
    assert dialog.options().players == 3


def _mnemonic(text: str) -> str:
    i = text.replace("&&", "").find("&")
    return text.replace("&&", "")[i + 1].lower() if i >= 0 else ""


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_shortcut_letter_is_used_once(qtbot, qapp, language: str) -> None:
    """Alt+letter reaches one widget in every mode (the labels' buddies and the buttons)."""
    qapp._burraco_translations.set_language(language)
    try:
        dialog = _shown(qtbot)
        for mode, _players in MODES:
            _card(dialog, mode).click()
            texts = [
                w.text()
                for w, _ in _boxes(dialog)
                if (isinstance(w, QLabel) and w.buddy() is not None) or isinstance(w, QAbstractButton)
            ]
            letters = [m for m in map(_mnemonic, texts) if m]
            assert len(letters) >= 4 and len(letters) == len(set(letters)), (mode, texts)
    finally:
        qapp._burraco_translations.set_language("en")
