"""Colour science for the legible decks (issue 28): colour-vision deficiency simulation and the
CIEDE2000 colour difference, pure Python (no Qt, no numpy).

* :func:`simulate`: an sRGB colour as seen with protanopia, deuteranopia or tritanopia, by the
  matrices of Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of
  Color Vision Deficiency", IEEE TVCG 15(6), 2009, at severity 1.0 (their supplementary table;
  the same values Chrome's and Firefox's developer tools use). The matrices act on *linear* RGB:
  the sRGB values are linearised (IEC 61966-2-1), multiplied and clamped to [0, 1].
* :func:`lab`: linear sRGB to CIELAB (D65 white, the sRGB primaries' XYZ matrix).
* :func:`ciede2000`: the CIE 2000 colour difference ΔE00 with kL = kC = kH = 1, written after
  Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes,
  Supplementary Test Data, and Mathematical Observations", Color Res. Appl. 30(1), 2005
  (``tests/devtools/test_colour_vision.py`` checks it against their 34 test pairs).

``python -m devtools.colour_vision`` prints the ΔE00 table of the decks' suit colours measured
on the rendered faces (normal vision and the three simulations).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

RGB = tuple[float, float, float]
Lab = tuple[float, float, float]

#: Machado et al. 2009, severity 1.0, rows produce linear R, G, B from linear R, G, B.
MACHADO_2009: dict[str, tuple[RGB, RGB, RGB]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
DEFICIENCIES = tuple(MACHADO_2009)

# linear sRGB → XYZ (D65), IEC 61966-2-1; and the D65 white point (Y = 1)
_XYZ = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
_WHITE = (0.95047, 1.0, 1.08883)


def hex_rgb(colour: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` → (r, g, b) in 0…255 (``ValueError`` for anything else)."""
    text = colour.lstrip("#")
    if len(text) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16)


def linear(rgb8: Sequence[int]) -> RGB:
    """8-bit sRGB → linear RGB in [0, 1] (the sRGB transfer function)."""
    out = []
    for value in rgb8:
        c = value / 255.0
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return out[0], out[1], out[2]


def simulate(rgb: RGB, deficiency: str | None) -> RGB:
    """Linear RGB ``rgb`` as seen with ``deficiency`` (a key of :data:`MACHADO_2009`; ``None``:
    normal vision), clamped to [0, 1]."""
    if deficiency is None:
        return rgb
    m = MACHADO_2009[deficiency]
    return (
        min(1.0, max(0.0, m[0][0] * rgb[0] + m[0][1] * rgb[1] + m[0][2] * rgb[2])),
        min(1.0, max(0.0, m[1][0] * rgb[0] + m[1][1] * rgb[1] + m[1][2] * rgb[2])),
        min(1.0, max(0.0, m[2][0] * rgb[0] + m[2][1] * rgb[1] + m[2][2] * rgb[2])),
    )


def lab(rgb: RGB) -> Lab:
    """Linear sRGB → CIELAB (L* 0…100, D65)."""

    def f(t: float) -> float:
        return t ** (1.0 / 3.0) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    x, y, z = (sum(_XYZ[i][j] * rgb[j] for j in range(3)) / _WHITE[i] for i in range(3))
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1), following the steps
    of Sharma et al. 2005, section 2 (equations 2-22)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = 0.0 if a1p == 0 and b1 == 0 else math.degrees(math.atan2(b1, a1p)) % 360
    h2p = 0.0 if a2p == 0 and b2 == 0 else math.degrees(math.atan2(b2, a2p)) % 360

    dlp = l2 - l1
    dcp = c2p - c1p
    if c1p * c2p == 0:
        dhp = 0.0
    elif abs(h2p - h1p) <= 180:
        dhp = h2p - h1p
    elif h2p - h1p > 180:
        dhp = h2p - h1p - 360
    else:
        dhp = h2p - h1p + 360
    d_hp = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dhp / 2))

    lp_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_mean = (h1p + h2p + 360) / 2
    else:
        hp_mean = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hp_mean - 30))
        + 0.24 * math.cos(math.radians(2 * hp_mean))
        + 0.32 * math.cos(math.radians(3 * hp_mean + 6))
        - 0.20 * math.cos(math.radians(4 * hp_mean - 63))
    )
    d_theta = 30 * math.exp(-(((hp_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    s_l = 1 + 0.015 * (lp_mean - 50) ** 2 / math.sqrt(20 + (lp_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dlp / s_l) ** 2 + (dcp / s_c) ** 2 + (d_hp / s_h) ** 2 + r_t * (dcp / s_c) * (d_hp / s_h)
    )


def delta_e(rgb8_1: Sequence[int], rgb8_2: Sequence[int], deficiency: str | None = None) -> float:
    """ΔE00 between two 8-bit sRGB colours as seen with ``deficiency`` (``None``: normal)."""
    return ciede2000(lab(simulate(linear(rgb8_1), deficiency)), lab(simulate(linear(rgb8_2), deficiency)))


def pair_table(colours: dict[str, tuple[int, int, int]]) -> list[tuple[str, str, str, float]]:
    """Every pair of ``colours`` (name → 8-bit sRGB) under normal vision (``"normal"``) and each
    deficiency: rows of (name, name, vision, ΔE00)."""
    names = list(colours)
    rows = []
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            for vision in (None, *DEFICIENCIES):
                d = delta_e(colours[first], colours[second], vision)
                rows.append((first, second, vision or "normal", d))
    return rows


def main() -> None:
    """Print the ΔE00 table of each deck's suit colours, measured on the rendered faces."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from devtools.suit_inks import measured_suit_inks

    _app = QGuiApplication.instance() or QGuiApplication([])
    for deck in ("standard", "four_colour"):
        inks = measured_suit_inks(deck)
        print(f"deck {deck}: " + ", ".join(f"{s} #{r:02x}{g:02x}{b:02x}" for s, (r, g, b) in inks.items()))
        merged: dict[str, tuple[int, int, int]] = {}
        for suit, ink in inks.items():  # the standard deck has two inks: one row per ink pair
            if ink not in merged.values():
                merged[suit] = ink
        merged["face"] = (255, 255, 255)
        print(f"  {'pair':12} {'normal':>7} {'protan':>7} {'deutan':>7} {'tritan':>7}")
        rows = pair_table(merged)
        for k in range(0, len(rows), 4):
            a, b = rows[k][0], rows[k][1]
            print(f"  {a + '-' + b:12} " + " ".join(f"{r[3]:7.1f}" for r in rows[k : k + 4]))


if __name__ == "__main__":
    main()
