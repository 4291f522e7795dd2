"""Melds as vertical fans in columns (pure Python, no Qt; every length in scene pixels).

A team's melds stand side by side in its meld area, one column per meld, in creation order: meld
``i`` always takes slot ``i`` (a meld never moves because another grew; a new meld takes the next
slot). Each column is a vertical fan: the first card at the top, every next card ``step`` lower,
so the corner index of every card shows. Above each band of columns there is one caption line for
the buraco badges.

When the melds outgrow the area :func:`choose_melds` tries, in this order: the comfortable fan, a
tight fan and tight gaps, smaller meld cards (down to :data:`MIN_MELD_SCALE` of the hand card
width), and only then more bands, each band below the previous one (bands never overlap).
"""

from __future__ import annotations

from dataclasses import dataclass

from .rects import ASPECT, Box

STEP = 0.30  # × meld card height: comfortable fan step
TIGHT_STEP = 0.222  # × meld card height: the tightest step (the corner index takes 22 %)
GAP = 0.22  # × meld card width: comfortable gap between columns
TIGHT_GAP = 0.08  # × meld card width
MIN_GAP_PX = 4.0  # never closer than this (outlines and rounding)
MIN_MELD_SCALE = 0.70  # meld cards are never smaller than this × the hand card width
BAND_GAP = 0.12  # × meld card height, between two bands
SCALES = (1.0, 0.9, 0.8, 0.7)


@dataclass(frozen=True, slots=True)
class MeldPlace:
    """Where one meld goes.

    ``box`` is the column (the first card's top-left at ``(box.x, box.y)``, ``box.w`` the meld card
    width, ``box.h`` the fan's height); every next card is ``step`` lower; ``badge`` is the caption
    box above the column (buraco badge).
    """

    box: Box
    step: float
    badge: Box

    @property
    def card_w(self) -> float:
        return self.box.w

    def positions(self, n: int) -> list[tuple[float, float]]:
        """Top-left corners of the meld's ``n`` cards, first card on top."""
        return [(self.box.x, self.box.y + i * self.step) for i in range(n)]


@dataclass(frozen=True, slots=True)
class MeldStyle:
    """One way to draw the melds: meld card width ``card_w`` (px), fan ``step`` (px), ``gap``
    (px) between columns, ``wrap`` whether a team's melds may take more than one band."""

    card_w: float
    step: float
    gap: float
    wrap: bool

    @property
    def card_h(self) -> float:
        return self.card_w * ASPECT


def styles(hand_w: float, floor: float = 0.0) -> list[MeldStyle]:
    """The styles to try, preferred first: comfortable, tight, then smaller cards (never below
    ``floor`` pixels wide), then wrapping. (The table keeps the meld cards' vertical positions
    unrounded, so that every step is kept exactly.)"""
    out = [MeldStyle(hand_w, STEP * hand_w * ASPECT, max(MIN_GAP_PX, GAP * hand_w), False)]
    for wrap in (False, True):
        for scale in SCALES:
            mw = hand_w * scale
            if mw < floor and scale < 1.0:
                continue
            out.append(MeldStyle(mw, TIGHT_STEP * mw * ASPECT, max(MIN_GAP_PX, TIGHT_GAP * mw), wrap))
    return out


def columns(area_w: float, style: MeldStyle) -> int:
    """How many columns fit side by side in ``area_w``."""
    return max(0, int((area_w + style.gap) // (style.card_w + style.gap)))


def team_height(sizes: list[int], area_w: float, style: MeldStyle, line: float) -> float | None:
    """The height the melds of ``sizes`` cards need in an area ``area_w`` wide (``None``: they do
    not fit across in this style). ``line`` is the badge line above each band."""
    if not sizes:
        return 0.0
    per_band = columns(area_w, style)
    if per_band == 0:
        return None
    bands = -(-len(sizes) // per_band)
    if bands > 1 and not style.wrap:
        return None
    height = 0.0
    for b in range(bands):
        longest = max(sizes[b * per_band : (b + 1) * per_band])
        height += line + style.card_h + (longest - 1) * style.step
    return height + (bands - 1) * BAND_GAP * style.card_h


def place_team(sizes: list[int], area: Box, style: MeldStyle, line: float) -> list[MeldPlace]:
    """The columns of a team's melds in ``area`` (which :func:`team_height` said they fit)."""
    per_band = max(1, columns(area.w, style))
    places: list[MeldPlace] = []
    y = float(round(area.y))
    for start in range(0, len(sizes), per_band):
        band = sizes[start : start + per_band]
        fan_h = style.card_h + (max(band) - 1) * style.step
        for k, n in enumerate(band):
            x = area.x + k * (style.card_w + style.gap)
            places.append(
                MeldPlace(
                    Box(x, y + line, style.card_w, style.card_h + (n - 1) * style.step),
                    style.step,
                    Box(x, y, style.card_w, line),
                )
            )
        y += round(line + fan_h + BAND_GAP * style.card_h)
    return places


def choose_melds(
    meld_sizes: dict[int, list[int]],
    area_w: float,
    room: float,
    line: float,
    hand_w: float,
    minimum: dict[int, float],
    floor: float = 0.0,
) -> tuple[MeldStyle, dict[int, float]] | None:
    """The first style (see :func:`styles`) in which both teams' melds fit ``room`` pixels of
    height together, with the height of each team's area (at least ``minimum[team]``);
    ``None`` if none fits."""
    for style in styles(hand_w, floor):
        heights: dict[int, float] = {}
        for team in (0, 1):
            need = team_height(meld_sizes.get(team, []), area_w, style, line)
            if need is None:
                break
            heights[team] = max(minimum[team], need)
        else:
            if heights[0] + heights[1] <= room:
                return style, heights
    return None
