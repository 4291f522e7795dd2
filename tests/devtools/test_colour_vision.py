"""The colour science of the legible decks (devtools/colour_vision.py), pinned to published
figures: CIEDE2000 against the 34 test pairs of Sharma, Wu and Dalal (2005), Table 1, and the
CVD simulation against the Machado 2009 matrices' known properties."""

from __future__ import annotations

import pytest

from devtools.colour_vision import (
    MACHADO_2009,
    ciede2000,
    delta_e,
    hex_rgb,
    lab,
    linear,
    simulate,
)

#: Sharma, Wu, Dalal, Color Res. Appl. 30(1) 2005, Table 1: (L*, a*, b*) 1, (L*, a*, b*) 2, ΔE00.
SHARMA_2005 = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("first", "second", "expected"), SHARMA_2005)
def test_ciede2000_matches_sharma_2005(first, second, expected):
    """Every published pair to the table's 4 decimals, both ways round."""
    assert ciede2000(first, second) == pytest.approx(expected, abs=5e-5)
    assert ciede2000(second, first) == pytest.approx(expected, abs=5e-5)


def test_ciede2000_of_a_colour_with_itself_is_zero():
    assert ciede2000((53.2, 80.1, 67.2), (53.2, 80.1, 67.2)) == 0.0


def test_lab_of_the_srgb_primaries():
    """Linear sRGB → CIELAB against the standard figures (white 100/0/0, red 53.24/80.09/67.20,
    green 87.73/-86.18/83.18, blue 32.30/79.19/-107.86)."""
    for colour, expected in (
        ("#ffffff", (100.0, 0.0, 0.0)),
        ("#ff0000", (53.24, 80.09, 67.20)),
        ("#00ff00", (87.73, -86.18, 83.18)),
        ("#0000ff", (32.30, 79.19, -107.86)),
        ("#000000", (0.0, 0.0, 0.0)),
    ):
        assert lab(linear(hex_rgb(colour))) == pytest.approx(expected, abs=0.02), colour


def test_machado_matrices_keep_greys_and_fold_the_confusion_lines():
    """Each row of a Machado 2009 matrix sums to 1 (a grey stays grey); a red and an olive
    far apart for normal vision fall together for protanopia and deuteranopia, not tritanopia;
    a blue and a teal fall together for tritanopia only."""
    for name, matrix in MACHADO_2009.items():
        for row in matrix:
            assert sum(row) == pytest.approx(1.0, abs=2e-6), name
        grey = linear((128, 128, 128))
        assert simulate(grey, name) == pytest.approx(grey, abs=1e-6)
    red, olive = hex_rgb("#cc0000"), hex_rgb("#667700")  # a protan/deutan confusion pair
    assert delta_e(red, olive) > 50
    assert delta_e(red, olive, "protanopia") < 15
    assert delta_e(red, olive, "deuteranopia") < 3
    assert delta_e(red, olive, "tritanopia") > 30
    blue, teal = hex_rgb("#3366ff"), hex_rgb("#33aa99")  # close for a tritan only
    assert delta_e(blue, teal) > 40 and delta_e(blue, teal, "deuteranopia") > 25
    assert delta_e(blue, teal, "tritanopia") < 18
    # the standard deck's red and black stay apart on lightness even for a protan
    assert delta_e(hex_rgb("#ff0000"), hex_rgb("#000000"), "protanopia") == pytest.approx(36.2, abs=0.1)
    assert simulate(linear((255, 0, 0)), "protanopia")[0] < 0.16  # red goes dark for a protan


def test_hex_rgb_refuses_a_bad_colour():
    with pytest.raises(ValueError):
        hex_rgb("red")
