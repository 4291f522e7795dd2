"""Melds as vertical fans in columns (pure Python, no Qt; every length in scene pixels).

A team's melds stand side by side in its meld area, one column per meld, in creation order: meld
``i`` always takes slot ``i`` (a meld never moves because another grew; a new meld takes the next
slot). Each column is a vertical fan: the first card at the top, every next card ``step`` lower,
so the corner index of every card shows. Above each band of columns there is one caption line for
the buraco badges.

When the melds outgrow the area the table tries, in this order (:func:`styles`): the
largest meld cards in the comfortable fan, then in a tight fan with tight gaps, then smaller meld
cards (about 5 % at a time, down to the smallest the table allows), and only then more bands,
each band below the previous one (bands never overlap). Last, for views too small even for
that, long melds fold: a meld of more than ``fold`` cards (:data:`FOLDS`) stands in two or more
columns side by side, closer together than two melds, its cards in order down the first column
and on down the next, so every card's index still shows; it still takes one place of its own.
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
FOLDS = (7, 5)  # a folded meld's columns hold at most this many cards (tried in this order)
FOLD_GAP = 0.5  # × the gap between two melds: between two columns of one folded meld


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
    per_column: int = 0  # a folded meld: the cards a column holds (0: it is one column)
    pitch: float = 0.0  # … and from one of its columns to the next (px)
    columns: int = 1

    @property
    def card_w(self) -> float:
        return self.box.w - (self.columns - 1) * self.pitch

    def positions(self, n: int) -> list[tuple[float, float]]:
        """Top-left corners of the meld's ``n`` cards, first card on top (folded: down its first
        column, then on down the next)."""
        k = self.per_column or max(1, n)
        return [(self.box.x + (i // k) * self.pitch, self.box.y + (i % k) * self.step) for i in range(n)]


@dataclass(frozen=True, slots=True)
class MeldStyle:
    """One way to draw the melds: meld card width ``card_w`` (px), fan ``step`` (px), ``gap``
    (px) between columns, ``wrap`` whether a team's melds may take more than one band, ``fold``
    the most cards a column holds (0: a meld is one column however long)."""

    card_w: float
    step: float
    gap: float
    wrap: bool
    fold: int = 0

    @property
    def card_h(self) -> float:
        return self.card_w * ASPECT

    @property
    def pitch(self) -> float:
        """From one column of a folded meld to the next (px)."""
        return self.card_w + max(MIN_GAP_PX, FOLD_GAP * self.gap)

    def spans(self, n: int) -> int:
        """How many columns a meld of ``n`` cards takes."""
        return 1 if not self.fold or n <= self.fold else -(-n // self.fold)

    def rows(self, n: int) -> int:
        """How many cards the longest column of a meld of ``n`` cards holds."""
        return -(-n // self.spans(n)) if n else 0

    def meld_width(self, n: int) -> float:
        """How wide a meld of ``n`` cards is (px): one card, or its folded columns."""
        return self.card_w + (self.spans(n) - 1) * self.pitch


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


def styles(widths: Sequence[float], fold: bool = False) -> list[MeldStyle]:
    """The styles to try, preferred first: meld cards of each of ``widths`` (largest first) in
    the comfortable fan and then in the tight one, in one band; then the same wrapped into more
    bands; with ``fold``, then the long melds folded (:data:`FOLDS`). (The table keeps the meld
    cards' vertical positions unrounded, so that every step is kept exactly.)"""
    out = []
    for wrap, most in ((False, 0), (True, 0), *((True, f) for f in FOLDS if fold)):
        for mw in widths:
            out.append(MeldStyle(mw, STEP * mw * ASPECT, max(MIN_GAP_PX, GAP * mw), wrap, most))
            out.append(MeldStyle(mw, TIGHT_STEP * mw * ASPECT, max(MIN_GAP_PX, TIGHT_GAP * mw), wrap, most))
    return out


def bands(sizes: list[int], area_w: float, style: MeldStyle) -> list[list[int]] | None:
    """The melds of ``sizes`` cards in bands across ``area_w`` (each band the melds' indices,
    in order; a band holds as many as fit side by side), ``None`` when a meld is wider than the
    area or more than one band would be needed and the style does not wrap."""
    out: list[list[int]] = []
    used = 0.0
    for i, n in enumerate(sizes):
        width = style.meld_width(n)
        if width > area_w + 1e-6:
            return None
        if out and used + style.gap + width <= area_w + 1e-6:
            out[-1].append(i)
            used += style.gap + width
        else:
            out.append([i])
            used = width
    if len(out) > 1 and not style.wrap:
        return None
    return out


def team_height(sizes: list[int], area_w: float, style: MeldStyle, line: float) -> float | None:
    """The height the melds of ``sizes`` cards need in an area ``area_w`` wide (``None``: they do
    not fit across in this style). ``line`` is the badge line above each band."""
    if not sizes:
        return 0.0
    rows = bands(sizes, area_w, style)
    if rows is None:
        return None
    height = 0.0
    for band in rows:
        longest = max(style.rows(sizes[i]) for i in band)
        height += line + style.card_h + (longest - 1) * style.step
    return height + (len(rows) - 1) * BAND_GAP * style.card_h


def place_team(sizes: list[int], area: Box, style: MeldStyle, line: float) -> list[MeldPlace]:
    """The columns of a team's melds in ``area`` (which :func:`team_height` said they fit)."""
    rows = bands(sizes, area.w, style) or [[i] for i in range(len(sizes))]
    places: list[MeldPlace] = []
    y = float(round(area.y))
    for band in rows:
        fan_h = style.card_h + (max(style.rows(sizes[i]) for i in band) - 1) * style.step
        x = area.x
        for i in band:
            n = sizes[i]
            spans, width = style.spans(n), style.meld_width(n)
            places.append(
                MeldPlace(
                    Box(x, y + line, width, style.card_h + (style.rows(n) - 1) * style.step),
                    style.step,
                    Box(x, y, width, line),
                    style.rows(n) if spans > 1 else 0,
                    style.pitch if spans > 1 else 0.0,
                    spans,
                )
            )
            x += width + style.gap
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
