"""The legible deck on the table (issue 28): the four-colour deck, the deck's own or large indices
and the high-contrast table are applied at once (the cards painted again, the art's cache keyed
by the style), remembered in the settings and restored at the next start."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage

from burraco_qt.storage.settings import SettingsStore
from burraco_qt.ui.app.launch import _remember
from burraco_qt.ui.app.main_window import MainWindow
from burraco_qt.ui.app.startup import open_services
from burraco_qt.ui.player_preferences import Preferences
from burraco_qt.ui.table.card_art import CardStyle
from burraco_qt.ui.table.card_faces import INDEX_HEIGHT, INDEX_WIDTH
from burraco_qt.ui.table.deck_colours import SUIT_INKS
from burraco_qt.ui.table.decorations import HIGH_CONTRAST_FELT
from devtools.card_index import rank_height
from tests.gui.decks import DECK_1V1
from tests.gui.helpers import open_table

FOUR = Preferences(deck_colours="four_colour")


def _viewport(window: MainWindow) -> QImage:
    window.view.viewport().repaint()
    return window.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _ink_in_index(window: MainWindow, image: QImage, suit: str, ink: str) -> int:
    """Pixels of ``ink`` (±6 per channel) in the index strips of our hand's cards of ``suit``."""
    target = QColor(ink)
    count = 0
    scene = window.scene
    for card in scene.hand_order:
        if card.short[1] != suit:
            continue
        item = scene.cards[card]
        top_left = window.view.mapFromScene(item.scenePos())
        dpr = image.devicePixelRatio()
        w, h = item.width * INDEX_WIDTH, item.height * INDEX_HEIGHT
        for y in range(int(top_left.y() * dpr), int((top_left.y() + h) * dpr)):
            for x in range(int(top_left.x() * dpr), int((top_left.x() + w) * dpr)):
                c = image.pixelColor(x, y)
                if (
                    abs(c.red() - target.red()) <= 6
                    and abs(c.green() - target.green()) <= 6
                    and abs(c.blue() - target.blue()) <= 6
                ):
                    count += 1
    return count


def _colours(window: MainWindow) -> Counter[int]:
    """How often each colour appears on a grid of the table's viewport."""
    image = _viewport(window)
    return Counter(image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7))


def _suits_in_hand(window: MainWindow) -> set[str]:
    return {c.short[1] for c in window.scene.hand_order}


def test_the_four_colour_deck_and_the_faces_are_applied_at_once(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    suits = _suits_in_hand(window) & {"d", "c"}
    assert suits  # the hand holds diamonds or clubs: their ink changes
    before = _viewport(window)
    four = SUIT_INKS["four_colour"]
    assert all(_ink_in_index(window, before, s, four[s]) == 0 for s in suits)
    window.apply_preferences(FOUR)
    assert window.scene.art.style == CardStyle("four_colour", "large_index")
    after = _viewport(window)
    for suit in suits:
        assert _ink_in_index(window, after, suit, four[suit]) > 30, suit
    # the deck's own small indices: the rank glyph about 0.095 of the card's height, not 0.1675
    card = window.scene.hand_order[0]
    large = rank_height(window.scene.art.pixmap(card.short, 80).toImage())
    window.apply_preferences(replace(FOUR, face_style="standard"))
    small = rank_height(window.scene.art.pixmap(card.short, 80).toImage())
    assert small < 0.7 * large, (small, large)
    assert window.scene.art.style == CardStyle("four_colour", "standard")


def test_the_high_contrast_table_is_a_plain_dark_felt(qtbot) -> None:
    window = open_table(qtbot, deck=DECK_1V1)
    felt = HIGH_CONTRAST_FELT.rgb()
    assert _colours(window)[felt] == 0
    window.apply_preferences(Preferences(table_contrast="high_contrast"))
    high = _colours(window)
    assert high.most_common(1)[0][0] == felt  # the felt is one plain colour now
    assert high[felt] > 0.4 * sum(high.values())
    assert window.scene.frames and all(f.high_contrast for f in window.scene.frames.values())
    window.apply_preferences(Preferences())
    assert _colours(window)[felt] == 0


def test_the_looks_are_remembered_and_restored(qtbot, tmp_path) -> None:
    services = open_services(keep_match=False, folder=tmp_path)
    window = open_table(qtbot, deck=DECK_1V1)
    _remember(window, services)
    chosen = Preferences(deck_colours="four_colour", face_style="standard", table_contrast="high_contrast")
    window.apply_preferences(chosen)
    settings, problem = SettingsStore(tmp_path).load()
    assert problem is None
    assert (settings.deck_colours, settings.face_style, settings.table_contrast) == (
        "four_colour",
        "standard",
        "high_contrast",
    )
    again = open_services(keep_match=False, folder=tmp_path)
    prefs = again.preferences()
    assert prefs == chosen
    restored = MainWindow(window.controller, prefs=prefs)
    qtbot.addWidget(restored)
    assert restored.scene.art.style == CardStyle("four_colour", "standard")
    assert restored.scene.table_contrast == "high_contrast"


def test_the_preferences_dialog_changes_the_looks_live(qtbot) -> None:
    """Preferences (its QAction) offers the three choices; each applies while the dialog is
    open; the dialog opens with the current ones."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QComboBox

    from burraco_qt.ui.dialogs.preferences_dialog import PreferencesDialog

    window = open_table(qtbot, deck=DECK_1V1)
    seen: dict[str, object] = {}

    def drive() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        boxes = {n: dialog.findChild(QComboBox, n) for n in ("deckColours", "faceStyle", "tableContrast")}
        seen["items"] = {n: [b.itemData(i) for i in range(b.count())] for n, b in boxes.items()}
        seen["start"] = {n: b.currentData() for n, b in boxes.items()}
        boxes["deckColours"].setCurrentIndex(boxes["deckColours"].findData("four_colour"))
        seen["deck"] = window.scene.art.style.deck
        boxes["tableContrast"].setCurrentIndex(boxes["tableContrast"].findData("high_contrast"))
        seen["table"] = window.scene.table_contrast
        boxes["faceStyle"].setCurrentIndex(boxes["faceStyle"].findData("standard"))
        seen["faces"] = window.scene.art.style.faces
        dialog.reject()

    QTimer.singleShot(0, drive)
    window.action_prefs.trigger()
    assert seen["items"] == {
        "deckColours": ["standard", "four_colour"],
        "faceStyle": ["large_index", "standard"],
        "tableContrast": ["normal", "high_contrast"],
    }
    assert seen["start"] == {"deckColours": "standard", "faceStyle": "large_index", "tableContrast": "normal"}
    assert (seen["deck"], seen["table"], seen["faces"]) == ("four_colour", "high_contrast", "standard")
    assert window.prefs == Preferences(
        deck_colours="four_colour", face_style="standard", table_contrast="high_contrast"
    )
    dialog = PreferencesDialog(window.prefs, window)  # opened again: the choices are shown
    qtbot.addWidget(dialog)
    assert dialog.findChild(QComboBox, "deckColours").currentData() == "four_colour"
    assert dialog.findChild(QComboBox, "tableContrast").currentData() == "high_contrast"


def test_an_empty_discard_pile_shows_its_place(qtbot) -> None:
    """Issue 28 point 4: with cards on the pile the outline is hidden; once the pile is taken it
    lies where the pile's first card goes, under the cards, and is painted on the felt."""
    from burraco_qt.engine import TakePile

    window = open_table(qtbot, deck=DECK_1V1)
    scene = window.scene
    assert scene.game.pile and not scene.pile_place.isVisible()
    assert window.controller.send(TakePile())
    assert not scene.game.pile and scene.pile_place.isVisible()
    x, y = scene.layout.pile_positions(1)[0]
    assert (scene.pile_place.pos().x(), scene.pile_place.pos().y()) == (round(x), round(y))
    rect = scene.pile_place.sceneBoundingRect()
    assert abs(rect.width() - scene.layout.table_w) <= 3
    assert not [i for i in scene.items(rect.center()) if i in scene.cards.values()]  # no card on it
    image = _viewport(window)
    centre = window.view.mapFromScene(rect.center())
    edge = window.view.mapFromScene(rect.topLeft()) + QPoint(round(rect.width() / 2), 2)
    felt = QColor(image.pixel(centre.x(), round(centre.y() - rect.height() * 0.42)))
    line = [QColor(image.pixel(edge.x() + dx, edge.y())) for dx in range(-8, 8)]
    assert max(c.lightness() for c in line) > felt.lightness() + 40  # the dashed outline shows
