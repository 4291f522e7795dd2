"""Melds as vertical fans in columns (pure Python, no Qt; every length in scene pixels).

A team's melds stand side by side in its meld area, one column per meld, in creation order: meld
``i`` always takes slot ``i`` (a meld never moves because another grew; a new meld takes the next
slot). Each column is a vertical fan: the first card at the top, every next card ``step`` lower,
so the corner index of every card shows. Above each band of columns there is one caption line for
the buraco badges.

When the melds outgrow the area the table tries, in this order (:func:`styles`): the
largest meld cards in the comfortable fan, then in a tight fan with tight gaps, then smaller meld
cards (about 5 % at a time, down to the smallest the table allows), and only then more bands,
each band below the previous one (bands never overlap).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .rects import ASPECT, Box

STEP = 0.30  # × meld card height: comfortable fan step
TIGHT_STEP = 0.222  # × meld card height: the tightest step (the corner index takes 22 %)
GAP = 0.22  # × meld card width: comfortable gap between columns
TIGHT_GAP = 0.08  # × meld card width
MIN_GAP_PX = 4.0  # never closer than this (outlines and rounding)
BAND_GAP = 0.12  # × meld card height, between two bands
SHRINK = 0.95  # from one meld card width tried to the next


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


def ladder(top: float, bottom: float, shrink: float = SHRINK) -> list[float]:
    """Card widths from ``top`` down, ``shrink`` times the last each time, while at least
    ``bottom``, and ``bottom`` itself last (sizes change by whole steps, so a table stays put
    until a step is needed)."""
    out = [top]
    while out[-1] * shrink >= bottom:
        out.append(out[-1] * shrink)
    if bottom < out[-1] - 0.01:
        out.append(bottom)
    return out


def styles(widths: Sequence[float]) -> list[MeldStyle]:
    """The styles to try, preferred first: meld cards of each of ``widths`` (largest first) in
    the comfortable fan and then in the tight one, in one band; then the same wrapped into more
    bands. (The table keeps the meld cards' vertical positions unrounded, so that every step is
    kept exactly.)"""
    out = []
    for wrap in (False, True):
        for mw in widths:
            out.append(MeldStyle(mw, STEP * mw * ASPECT, max(MIN_GAP_PX, GAP * mw), wrap))
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


def fit_teams(
    meld_sizes: dict[int, list[int]],
    area_w: float,
    room: float,
    line: float,
    style: MeldStyle,
    minimum: dict[int, float],
    least: float = 0.0,
) -> dict[int, float] | None:
    """Each team's area height when both teams' melds (``meld_sizes``, teams 0 and 1) fit
    together into ``room`` pixels of height in ``style`` (an area is at least ``minimum[team]``
    meld card heights and ``least`` pixels tall); ``None`` if they do not."""
    heights: dict[int, float] = {}
    for team in (0, 1):
        need = team_height(meld_sizes.get(team, []), area_w, style, line)
        if need is None:
            return None
        heights[team] = max(minimum[team] * style.card_h, least, need)
    return heights if heights[0] + heights[1] <= room else None
