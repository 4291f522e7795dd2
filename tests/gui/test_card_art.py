"""The committed card art (resources/cards/) loads and renders in Qt without warnings.

Qt's SVG renderer mis-sizes ``<use>`` of ``<symbol viewBox>`` silently (no warning), so besides
``isValid()`` and the message log these tests look at rendered pixels: cards are opaque, red
suits are red, black pip cards are not, nothing is drawn over the white top margin (which is where
un-flattened court art would spill), the backs are red and blue.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QRectF, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from burraco_qt.paths import resource

RANKS = "A23456789TJQK"
SUITS = "cdhs"
FACES = [rank + suit for suit in SUITS for rank in RANKS]
JOKERS = ["wr", "wb"]
BACKS = ["back_r", "back_b"]
ALL_CARDS = FACES + JOKERS + BACKS
WIDTH, HEIGHT = 100, 140

BAD_MESSAGES = (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)


@pytest.fixture
def qt_messages(qapp):
    """Collect Qt warnings/criticals while the test runs; restore the previous handler after."""
    messages: list[str] = []

    def handler(msg_type, context, text):
        if msg_type in BAD_MESSAGES:
            messages.append(f"{msg_type.name} [{context.category}]: {text}")

    previous = qInstallMessageHandler(handler)
    try:
        yield messages
    finally:
        qInstallMessageHandler(previous)


def _path(name: str):
    return resource("cards", f"{name}.svg")


def _load(name: str) -> QSvgRenderer:
    renderer = QSvgRenderer(str(_path(name)))
    assert renderer.isValid(), f"{name}.svg does not load"
    return renderer


def _render(renderer: QSvgRenderer) -> list[tuple[int, int, int, int]]:
    """Render into a transparent WIDTH×HEIGHT image; return its RGBA pixels (not premultiplied)."""
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, WIDTH, HEIGHT))
    painter.end()
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    assert image.bytesPerLine() == WIDTH * 4
    data = bytes(image.constBits())[: WIDTH * HEIGHT * 4]
    return list(zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True))


def _reddish(p) -> bool:
    r, g, b, a = p
    return a > 128 and r > 150 and g < 110 and b < 110


def _bluish(p) -> bool:
    r, g, b, a = p
    return a > 128 and b > 100 and b > r + 40 and b > g + 20


def test_exactly_the_expected_files():
    folder = resource("cards")
    found = sorted(p.stem for p in folder.glob("*.svg"))
    assert found == sorted(ALL_CARDS)
    assert len(found) == 56
    for name in ALL_CARDS:
        assert _path(name).is_file()
    assert (folder / "LICENSE-CC0.txt").is_file()
    assert (folder / "CREDITS.md").is_file()


def test_files_are_flattened_and_clean():
    for name in ALL_CARDS:
        text = _path(name).read_text(encoding="utf-8")
        assert "<symbol" not in text, f"{name}.svg still uses <symbol> (run tools/build_deck.py)"
        assert text.count("\n") <= 1, f"{name}.svg is pretty-printed"
    ace = _path("As").read_text(encoding="utf-8")
    assert "<text" not in ace and "me.uk" not in ace


def test_all_cards_load_render_without_qt_warnings(qt_messages):
    sizes = set()
    for name in ALL_CARDS:
        renderer = _load(name)
        size = renderer.defaultSize()
        sizes.add((size.width(), size.height()))
        pixels = _render(renderer)
        opaque = sum(1 for p in pixels if p[3] > 0)
        assert opaque > 0.9 * WIDTH * HEIGHT, f"{name}.svg renders (nearly) blank"
    assert qt_messages == []
    assert len(sizes) == 1, f"cards differ in size: {sizes}"
    ((width, height),) = sizes
    assert width / height == pytest.approx(5 / 7, abs=0.02)


@pytest.mark.parametrize("name", FACES + JOKERS)
def test_face_colours_and_margin(name, qt_messages):
    pixels = _render(_load(name))
    reddish = sum(1 for p in pixels if _reddish(p))
    suit = name[1:]
    if suit in "dh" or name == "wr":
        assert reddish > 30, f"{name}: expected red pixels, got {reddish}"
    elif name[0] not in "JQK":  # black pip cards and the black joker have no red at all
        assert reddish == 0, f"{name}: unexpected red pixels ({reddish})"
    # A band across the top margin, between the corner indices, stays white: court art or pips
    # blown up by a mis-sized symbol viewport would cover it.
    for y in range(3, 7):
        for x in range(35, 65):
            r, g, b, a = pixels[y * WIDTH + x]
            assert a == 255 and min(r, g, b) > 230, f"{name}: pixel ({x},{y}) is {(r, g, b, a)}"
    assert qt_messages == []


def test_jokers_differ(qt_messages):
    red, black = (_render(_load(name)) for name in JOKERS)
    assert sum(1 for p in red if _reddish(p)) > 500
    assert sum(1 for p in black if _reddish(p)) == 0


def _red_tint(p) -> bool:
    r, g, b, a = p
    return a > 128 and r > g + 40 and r > b + 40


def test_backs_are_red_and_blue(qt_messages):
    red_back, blue_back = (_render(_load(name)) for name in BACKS)
    assert red_back != blue_back
    area = WIDTH * HEIGHT
    # At this size the lattice blends with the white ground, so count tinted pixels, not pure ones.
    assert sum(1 for p in red_back if _red_tint(p)) > 0.25 * area
    assert sum(1 for p in red_back if _bluish(p)) == 0
    assert sum(1 for p in blue_back if _bluish(p)) > 0.25 * area
    assert sum(1 for p in blue_back if _red_tint(p)) == 0
    assert qt_messages == []


#: Grey-level variance of a back's interior (the middle 70 % × 76 %). Measured: the old backs
#: (a 6-unit <pattern>) gave 0.0 at 30 and 40 px and about 480 at 60 px (flat or smeared
#: blocks); the coarse harlequin gives about 1330, 1670 and 2000 (red) and 1390, 1730, 2070
#: (blue) at 30, 40, 60 px.
BACK_VARIANCE_MIN = 800.0


def _interior_variance(key: str, width: int, dpr: float) -> float:
    from burraco_qt.ui.table.card_art import CardArt

    image = CardArt().pixmap(key, width, dpr).toImage().convertToFormat(QImage.Format.Format_RGB32)
    w, h = image.width(), image.height()
    values = []
    for y in range(int(h * 0.12), int(h * 0.88)):
        for x in range(int(w * 0.15), int(w * 0.85)):
            c = image.pixelColor(x, y)
            values.append(0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue())
    mean = sum(values) / len(values)
    return sum((v - mean) ** 2 for v in values) / len(values)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("width", [30, 40, 60])
@pytest.mark.parametrize("key", BACKS)
def test_backs_stay_crisp_when_small(key, width, dpr, qt_messages):
    """The back's pattern survives small sizes and high device pixel ratios (no flat block)."""
    assert _interior_variance(key, width, dpr) > BACK_VARIANCE_MIN
    assert "<pattern" not in _path(key).read_text(encoding="utf-8")
    assert qt_messages == []


# ---------------------------------------------------------------------- the faces with large indices
def _face(name: str, width: int = 100, dpr: float = 1.0) -> QImage:
    from burraco_qt.ui.table.card_art import CardArt

    return CardArt().pixmap(name, width, dpr).toImage()


def test_large_index_faces_load_and_render_without_warnings(qt_messages):
    from burraco_qt.ui.table.card_art import JOKER_INK
    from burraco_qt.ui.table.card_faces import large_index_svg

    for name in FACES + JOKERS:
        source = _path(name).read_text(encoding="utf-8")
        text = large_index_svg(source, JOKER_INK.get(name, ""))
        assert "translate(-114.4,-156) scale(0.032,0.032)" not in text  # the small index is gone
        renderer = QSvgRenderer(text.encode())
        assert renderer.isValid(), name
        pixels = _render(renderer)
        assert sum(1 for p in pixels if p[3] > 0) > 0.9 * WIDTH * HEIGHT, name
    assert qt_messages == []
    with pytest.raises(ValueError):
        large_index_svg(_path("wr").read_text(encoding="utf-8"))  # a joker needs its star's ink


@pytest.mark.parametrize("width", [36, 44, 60, 100])
def test_every_rank_index_is_as_tall_as_the_layout_counts_on(width, qt_messages):
    """The rank glyph measured on the rendered face (its ink rows) is at least what the layout
    reckons with (``INDEX_SHARE`` of the card's height), less a pixel of rounding, for every
    face; with Kennard's own faces it was about 0.095 of the height."""
    from burraco_qt.ui.geometry.rects import ASPECT, INDEX_SHARE
    from devtools.card_index import rank_height

    expected = INDEX_SHARE * ASPECT * width
    heights = {name: rank_height(_face(name, width)) for name in FACES + JOKERS}
    assert min(heights.values()) >= expected - 1.0, sorted(heights.items(), key=lambda kv: kv[1])[:3]
    assert max(heights.values()) <= expected + 3.0
    assert qt_messages == []


def test_the_index_fits_the_strips_a_fan_shows(qt_messages):
    """A meld column shows the top ``TIGHT_STEP`` of a card, a fanned hand the left
    ``HAND_MIN_STEP`` at the least: the whole index (rank and the suit beside it) lies in both."""
    from burraco_qt.ui.geometry.meld_columns import TIGHT_STEP
    from burraco_qt.ui.geometry.table_sizes import HAND_MIN_STEP, PILE_STEP
    from burraco_qt.ui.table.card_faces import INDEX_HEIGHT, INDEX_WIDTH

    assert INDEX_HEIGHT < TIGHT_STEP
    assert min(HAND_MIN_STEP, PILE_STEP) > INDEX_WIDTH
    for name in ("Ts", "7h", "Kc", "Qd", "Ah"):
        image = _face(name).convertToFormat(QImage.Format.Format_RGBA8888)
        red = name[1] in "dh"
        ink = 0
        suit = 0
        for y in range(2, round(INDEX_HEIGHT * HEIGHT)):
            for x in range(2, round(INDEX_WIDTH * WIDTH)):
                c = image.pixelColor(x, y)
                if (c.red() > 150 and c.green() < 110) if red else max(c.red(), c.green()) < 90:
                    ink += 1
                    suit += x > 0.3 * WIDTH  # right of the rank: the suit
        assert ink > 150 and suit > 40, (name, ink, suit)
    assert qt_messages == []


def test_faces_follow_the_device_pixel_ratio(qt_messages):
    from devtools.card_index import rank_height

    plain, sharp = _face("Ts", 60), _face("Ts", 60, 2.0)
    assert sharp.width() == 2 * plain.width() and sharp.devicePixelRatio() == 2.0
    assert abs(rank_height(sharp) - rank_height(plain)) <= 1.0  # logical pixels both
    assert qt_messages == []
