"""The suit colours of the rendered faces (issue 28), read off the pixels: what the colour-vision
test and ``python -m devtools.colour_vision`` measure (not the numbers in the art)."""

from __future__ import annotations

from collections import Counter

from PySide6.QtGui import QImage

#: Where the inks are read, as shares of the card (left, top, right, bottom): the rank glyph of
#: the top-left index (both face styles draw it there) and the pips in the middle.
INDEX_AREA = (0.02, 0.02, 0.2, 0.2)
PIP_AREA = (0.25, 0.25, 0.75, 0.75)
#: the card that is measured: its pips fill the middle
RANK = "7"
WIDTH = 160


def ink(image: QImage, area: tuple[float, float, float, float]) -> tuple[int, int, int]:
    """The most frequent colour of the opaque, non-white pixels of ``image`` inside ``area``
    (shares of its size): a glyph's fill, not its anti-aliased edge. ``ValueError`` when the
    area holds no ink."""
    img = image.convertToFormat(QImage.Format.Format_RGBA8888)
    w, h = img.width(), img.height()
    data = bytes(img.constBits())
    stride = img.bytesPerLine()
    counts: Counter[tuple[int, int, int]] = Counter()
    for y in range(int(area[1] * h), int(area[3] * h)):
        for x in range(int(area[0] * w), int(area[2] * w)):
            i = y * stride + 4 * x
            r, g, b, a = data[i], data[i + 1], data[i + 2], data[i + 3]
            if a == 255 and min(r, g, b) < 235:
                counts[(r, g, b)] += 1
    if not counts:
        raise ValueError("no ink in the area")
    return counts.most_common(1)[0][0]


def rendered_face(deck: str, faces: str, suit: str, rank: str = RANK) -> QImage:
    """The face ``rank``+``suit`` rendered by the table's own :class:`CardArt` in that style,
    :data:`WIDTH` pixels wide (needs a QGuiApplication)."""
    from burraco_qt.ui.table.card_art import CardArt, CardStyle

    return CardArt(CardStyle(deck, faces)).pixmap(rank + suit, WIDTH).toImage()


def measured_suit_inks(
    deck: str, faces: str = "large_index", area: tuple[float, float, float, float] = PIP_AREA
) -> dict[str, tuple[int, int, int]]:
    """Suit letter → the ink measured in ``area`` of its rendered face, for spades, hearts,
    diamonds and clubs."""
    return {suit: ink(rendered_face(deck, faces, suit), area) for suit in "shdc"}
