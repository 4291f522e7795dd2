"""The table in Italian: no English left on screen, and switching language at run time."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGroupBox,
    QLabel,
    QListWidget,
    QMenu,
    QTextBrowser,
    QWidget,
)

from burraco_qt.engine import Draw, HandEnded, MeldCards
from burraco_qt.storage.history_db import History
from burraco_qt.ui.dialogs.about import AboutDialog
from burraco_qt.ui.dialogs.instructions import InstructionsDialog
from burraco_qt.ui.dialogs.new_game import NewGameDialog
from burraco_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from burraco_qt.ui.dialogs.score_sheet import ScoreSheetDialog
from burraco_qt.ui.dialogs.statistics import StatisticsDialog

from .decks import DECK_1V1
from .helpers import open_table

TS = Path(__file__).resolve().parents[2] / "translations" / "burraco_it.ts"
ENGLISH_WORDS = {
    "the",
    "and",
    "your",
    "you",
    "cards",
    "card",
    "draw",
    "discard",
    "game",
    "hand",
    "meld",
    "melds",
    "turn",
    "our",
    "their",
    "stock",
    "pile",
    "new",
    "score",
    "sort",
    "undo",
    "hint",
    "open",
    "preferences",
    "instructions",
    "quit",
    "help",
    "language",
    "opponent",
    "partner",
    "table",
    "points",
    "statistics",
    "matches",
    "won",
    "close",
    "take",
    "back",
    "next",
    "difficulty",
    "target",
    "rules",
    "cancel",
    "yes",
}


def english_sources() -> set[str]:
    """English sources whose Italian translation differs (so seeing them is a bug)."""
    out = set()
    for message in ET.parse(TS).iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        text = translation.text or "".join(f.text or "" for f in translation)
        if text != source and len(source) > 3:
            out.add(source)
    return out


def visible_texts(widget: QWidget) -> list[str]:
    texts = [widget.windowTitle()]
    for w in widget.findChildren(QWidget):
        if not w.isVisibleTo(widget):
            continue
        if isinstance(w, QLabel | QAbstractButton | QGroupBox):
            texts.append(getattr(w, "text", lambda: "")() if not isinstance(w, QGroupBox) else w.title())
        elif isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QTextBrowser):
            texts.append(w.toPlainText())
        elif isinstance(w, QListWidget):
            texts += [w.item(i).text() for i in range(w.count())]
        elif isinstance(w, QMenu):
            texts.append(w.title())
            texts += [a.text() for a in w.actions()]
        texts.append(w.toolTip())
    return [t for t in texts if t]


def english_in(texts: list[str]) -> list[str]:
    sources = english_sources()
    found = []
    for text in texts:
        plain = re.sub(r"<[^>]+>", " ", text).replace("&", "")
        if plain.strip() in sources:
            found.append(text)
            continue
        words = {w.lower() for w in re.findall(r"[A-Za-z]+", plain)}
        if words & ENGLISH_WORDS:
            found.append(f"{text!r}: {sorted(words & ENGLISH_WORDS)}")
    return found


@pytest.fixture
def italian(qapp):
    translations = qapp._burraco_translations
    translations.set_language("it")
    yield translations
    translations.set_language("en")


def test_the_italian_table_has_no_english(qtbot, italian, tmp_path) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    window.translations = italian
    window.retranslate()
    c = window.controller
    c.send(Draw())
    c.send(MeldCards("Kh,Kd,Ks"))
    window.next_hint()
    texts = visible_texts(window)
    texts += [a.text() for a in window.actions_.toolbar.actions()]
    texts += [i.text() for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    texts.append(window.scene.toast.text)
    assert "Nuova partita" in texts
    assert window.scene.captions[("seat", 0)].text().startswith("▶ Tu")
    assert window.score_panel.totals() == ["Noi  0", "Loro  0"]
    assert english_in(texts) == []
    dialogs = [
        NewGameDialog(c.options, window),
        InstructionsDialog(window),
        PreferencesDialog(window.prefs, window),
        StatisticsDialog(History(tmp_path / "h.sqlite3"), window),
        AboutDialog(window),
        ScoreSheetDialog(None, c.match, ("Noi", "Loro"), window),
    ]
    for dialog in dialogs:
        dialog.show()
        assert english_in(visible_texts(dialog)) == [], type(dialog).__name__
        dialog.close()


def test_the_italian_score_sheet_has_no_english(qtbot, italian) -> None:
    window = open_table(qtbot, deck=DECK_1V1, autoplay=True)
    c = window.controller
    qtbot.waitUntil(lambda: bool(c.match.hand_scores), timeout=30000)
    scores = c.match.hand_scores[0]
    event = HandEnded("closed", 0, scores)
    sheet = ScoreSheetDialog(event, c.match, ("Noi", "Loro"), window)
    sheet.show()
    texts = visible_texts(sheet)
    table = sheet.table
    texts += [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]
    assert english_in(texts) == []
    assert any("Totale" in t or "totale" in t for t in texts)


def test_switching_language_retitles_window_and_menus(qtbot, qapp) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    translations = qapp._burraco_translations
    window.translations = translations
    assert window.action_new.text() == "New game"
    assert window.actions_.game_menu.title() == "&Game"
    window.set_language("it")
    try:
        QApplication.processEvents()
        assert window.action_new.text() == "Nuova partita"
        assert window.actions_.game_menu.title() != "&Game"
        assert window.actions_.italian.isChecked()
        assert (
            "Scarti" in window.scene.captions[("pile",)].text()
            or "scarti" in window.scene.captions[("pile",)].text()
        )
        assert window.status.text() != "Your turn: draw from the stock or take the discard pile."
        assert window.move_log.windowTitle() != "Moves"
    finally:
        window.set_language("en")
    QApplication.processEvents()
    assert window.action_new.text() == "New game"


def test_score_panel_keeps_its_whole_width_after_switching_language(qtbot, qapp) -> None:
    """Switched to Italian at run time at 1024×700, the score panel beside the table shows its
    longer words whole (no label cut), and the table keeps its width."""
    window = open_table(qtbot, deck=DECK_1V1, size=(1920, 1080))
    window.translations = qapp._burraco_translations
    window.set_language("it")
    try:
        window.resize(1024, 700)
        QApplication.processEvents()
        panel = window.score_panel
        assert "Obiettivo 1005 · Smazzata 1" in panel.texts()
        assert "mancano 1005" in panel.texts()
        for label in (panel.header, *(w for row in panel.rows for w in (row.name, row.total))):
            assert label.width() >= label.sizeHint().width(), label.text()
        view = window.view.viewport().size()
        assert view.width() >= 760 and view.height() >= 615  # the legibility floor's view
    finally:
        window.set_language("en")


@pytest.mark.parametrize("players", [3, 6])
def test_the_italian_multi_table_and_sheet_have_no_english(qtbot, italian, players) -> None:
    """Issue 16: the 3- and 6-player table (nameplates, meld-area titles, pozzetti, points),
    the score panel and the score sheet, in Italian."""
    from burraco_qt.ui.dialogs.multi_score_sheet import MultiScoreSheet
    from burraco_qt.ui.teams import side_names, team_names

    window = open_table(qtbot, players, difficulty="easy")
    window.translations = italian
    window.retranslate()
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_play, timeout=10000)
    c.send(Draw())
    texts = [i.text() for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    texts += window.score_panel.texts()
    assert any(t.startswith("Le mie combinazioni") or t == "Le nostre combinazioni" for t in texts)
    assert english_in(texts) == []
    scores = c.game.scores()
    sheet = MultiScoreSheet(
        HandEnded("closed", 0, tuple(scores), tuple(c.game.teams)),
        c.match,
        team_names(c, c.game.teams),
        side_names(c),
        window,
    )
    sheet.show()
    assert english_in(visible_texts(sheet)) == []
    sheet.close()
