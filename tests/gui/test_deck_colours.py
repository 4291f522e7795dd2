"""The decks are legible for every eye (issue 28): the faces are rendered by the table's own card
art (offscreen QImage), the suit colours are read off the pixels (devtools/suit_inks.py), and
every pair of suit colours must differ by ΔE2000 ≥ 20 for normal vision and under protanopia,
deuteranopia and tritanopia (Machado 2009, severity 1.0, in linear RGB;
devtools/colour_vision.py): red against black for the standard deck (it passes on lightness),
all four suits pairwise for the four-colour deck; each suit against the white face too."""

from __future__ import annotations

import itertools

import pytest

from devtools.colour_vision import DEFICIENCIES, delta_e
from devtools.suit_inks import INDEX_AREA, PIP_AREA, measured_suit_inks
from tests.gui import test_card_art

qt_messages = test_card_art.qt_messages  # the fixture: Qt warnings while the test runs

MIN_DELTA_E = 20.0
WHITE = (255, 255, 255)


def _pairs(inks: dict[str, tuple[int, int, int]]):
    """The suit pairs whose inks must differ: the standard deck's spades and clubs share one ink,
    as do its hearts and diamonds (told apart by shape), so it has one pair, red-black."""
    distinct: dict[tuple[int, int, int], str] = {}
    for suit, colour in inks.items():
        distinct.setdefault(colour, suit)
    return list(itertools.combinations(sorted(distinct.values()), 2))


@pytest.mark.parametrize("faces", ["large_index", "standard"])
@pytest.mark.parametrize("deck", ["standard", "four_colour"])
def test_every_pair_of_suits_differs_for_every_eye(deck, faces, qt_messages):
    pips = measured_suit_inks(deck, faces, PIP_AREA)
    index = measured_suit_inks(deck, faces, INDEX_AREA)
    assert index == pips  # the rank glyph wears its suit's ink
    pairs = _pairs(pips)
    assert len(pairs) == (1 if deck == "standard" else 6)
    if deck == "standard":
        assert {pips["s"], pips["h"]} == {(0, 0, 0), (255, 0, 0)}
    worst = {}
    for vision in (None, *DEFICIENCIES):
        for first, second in pairs:
            worst[(first, second, vision)] = delta_e(pips[first], pips[second], vision)
        for suit, colour in pips.items():
            worst[(suit, "face", vision)] = delta_e(colour, WHITE, vision)
    failing = {k: round(v, 1) for k, v in worst.items() if v < MIN_DELTA_E}
    assert not failing, failing
    assert qt_messages == []


def test_a_brighter_red_would_fail_the_four_colour_deck():
    """The check can fail: Kennard's ``red`` for hearts beside the four-colour green falls below
    20 for a deuteranope (which is why the four-colour hearts are darker)."""
    from burraco_qt.ui.table.deck_colours import SUIT_INKS
    from devtools.colour_vision import hex_rgb

    green = hex_rgb(SUIT_INKS["four_colour"]["c"])
    assert delta_e((255, 0, 0), green, "deuteranopia") < MIN_DELTA_E
