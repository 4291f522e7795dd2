"""Table geometry (pure Python, no Qt; every length in scene pixels).

:func:`compute_layout` gives every zone its box for a view ``width`` × ``height``; with 2 and
4 players (:mod:`.two_team_layout`; 3, 5, 6: :mod:`.multi_table_layout`), top to bottom:

* a top row: the partner (or the lone opponent), its cards with its nameplate beside them, and
  in a 4-player game the nameplates of the left and right opponents at the two ends of the row,
  each right above its cards;
* their meld area under its title line; the centre row (a caption line, then the stock, the
  discard pile spread so every index shows, a caption box per team for its points, the two
  pozzetti); our meld area under its title line;
* a caption line (our nameplate, the cues) and our hand, with room for selected cards to rise;
* in a 4-player game the left and right opponents' cards down the sides, from the top of their
  meld area.

Three card sizes: the hand's (``card_w``), the table's (``meld.card_w``: the melds, and the
stock, the discard pile and the pozzetti), the other hands' (``other_w``: backs smaller than our
hand, face up as large as the meld cards). The hand is as large as the view allows
(:func:`~.table_sizes.hand_cap`) as long as the meld cards stay at least
:data:`~.table_sizes.MELD_SHARE` of it and legible (:func:`~.table_sizes.meld_target`); the
meld cards then take the largest size that fits, up to :data:`~.table_sizes.MELD_MAX` of the
hand's. So cards grow while the table is empty and shrink only as the
melds need the room. Sizes go by whole steps (:func:`~.meld_columns.ladder`): a table stays as
it is until a step is needed.

Melds are vertical fans in columns (:mod:`.meld_columns`), never overlapping. Every caption has a
box of its own in :attr:`TableLayout.labels`, which never covers a card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from .meld_columns import (
    MeldPlace,
    MeldStyle,
    ladder,
    styles,
)
from .multi_table_layout import try_multi
from .rects import ASPECT, Box

__all__ = ["ASPECT", "Box", "MeldPlace", "TableLayout", "compute_layout", "seat_sides"]
from .table_sizes import (
    BACK_STEP,
    GAP,
    GLOW,
    HAND_SHRINK,
    HAND_STEP,
    LIFT,
    MARGIN,
    MELD_MAX,
    MELD_SHARE,
    MIN_CARD_W,
    OPEN_STEP,
    PILE_STEP,
    SIDE_OPEN_STEP,
    floor_px,
    font_px,
    hand_cap,
    meld_target,
)
from .two_team_layout import try_two


@dataclass(slots=True)
class TableLayout:
    """The computed geometry; see :func:`compute_layout`.

    ``card_w`` is the hand card width, ``meld`` the style of the melds (their card width, fan
    step, gap between columns; the stock, the discard pile and the pozzetti use its card width,
    :attr:`table_w`), ``other_w`` the other players' card width, ``line`` the height of a caption
    line and ``font`` the caption font size, all in pixels. ``open`` says the other hands lie
    face up (Open cards, or the hand is over). ``labels`` holds a box per caption key:
    ``("seat", p)`` nameplates, ``("cues",)``, ``("stock",)``, ``("pile",)``,
    ``("pozzetto", t)``, ``("pozzetto_state", t)``, ``("team", t)`` (the team's points) and
    ``("area", t)`` (the title line above a team's meld area, always shown).
    """

    width: float
    height: float
    card_w: float
    players: int
    seat: int
    meld: MeldStyle = field(default_factory=lambda: MeldStyle(0, 0, 0, False))
    line: float = 0.0
    font: float = 10.0
    other_w: float = 0.0
    unit: float = 0.0  # the view's largest hand card width: fonts, margins, backs
    margin: float = 0.0  # pixels: the table's edge …
    gap: float = 0.0  # … between two zones …
    glow: float = 0.0  # … and a nameplate's room beyond its lines
    open: bool = False
    reveal: bool = False  # the hand is over: every hand lies face up
    sides: dict[int, str] = field(default_factory=dict)  # seat -> bottom/top/left/right
    hands: dict[int, Box] = field(default_factory=dict)
    stock: Box = field(default_factory=lambda: Box(0, 0, 0, 0))
    pile: Box = field(default_factory=lambda: Box(0, 0, 0, 0))
    pozzetti: dict[int, Box] = field(default_factory=dict)  # team -> box
    meld_areas: dict[int, Box] = field(default_factory=dict)  # team -> box
    melds: dict[int, list[MeldPlace]] = field(default_factory=dict)
    labels: dict[tuple, Box] = field(default_factory=dict)

    @property
    def card_h(self) -> float:
        return self.card_w * ASPECT

    @property
    def meld_w(self) -> float:
        return self.meld.card_w

    @property
    def table_w(self) -> float:
        """The stock's, the discard pile's and (× :data:`POZZETTO_SCALE`) the pozzetti's card
        width: the meld cards'."""
        return self.meld.card_w

    @property
    def table_h(self) -> float:
        return self.meld.card_w * ASPECT

    @property
    def lift(self) -> float:
        return LIFT * self.card_h

    def rotated(self, seat: int) -> bool:
        """Whether ``seat``'s cards lie turned by 90° (a side seat's backs)."""
        return self.sides[seat] in ("left", "right") and not self.open

    # ------------------------------------------------------------------ card positions
    def hand_positions(self, seat: int, n: int) -> list[tuple[float, float]]:
        """Top-left corners of a hand's ``n`` cards (before rotation for side seats), centred in
        its box (our own hand keeps still under the pointer: :mod:`.hand_slots`)."""
        box = self.hands[seat]
        side = self.sides[seat]
        if n == 0:
            return []
        if side in ("bottom", "top"):
            cw = self.card_w if side == "bottom" else self.other_w
            widest = (HAND_STEP if side == "bottom" else self.other_step) * cw
            step = _step(n, box.w, cw, widest)
            start = box.x + (box.w - (cw + (n - 1) * step)) / 2
            return [(start + i * step, box.y) for i in range(n)]
        if self.open:  # face up down the column, every index showing, from its top
            ch = self.other_w * ASPECT
            step = _step(n, box.h, ch, SIDE_OPEN_STEP * ch)
            return [(box.x + (box.w - self.other_w) / 2, box.y + i * step) for i in range(n)]
        ch = self.other_w  # a card turned by 90° is other_w tall
        step = _step(n, box.h, ch, BACK_STEP * ch)
        x = box.x + self.other_w * ASPECT  # rotation by 90° puts the card left of x
        return [(x, box.y + i * step) for i in range(n)]

    @property
    def other_step(self) -> float:
        """The widest step of the other players' cards in a row (× their width)."""
        return OPEN_STEP if self.open else BACK_STEP

    def pile_positions(self, n: int) -> list[tuple[float, float]]:
        """Top-left corners of the discard pile's cards, bottom card first."""
        box = self.pile
        if n == 0:
            return []
        w = self.table_w
        step = min(PILE_STEP * w, (box.w - w) / (n - 1)) if n > 1 else 0.0
        return [(box.x + i * step, box.y) for i in range(n)]

    def pile_zone(self, n: int) -> Box:
        """Where a drop discards: the pile's visible cards plus a quarter card width around."""
        positions = self.pile_positions(max(1, n))
        right = positions[-1][0] + self.table_w
        pad = self.table_w / 4
        return Box(
            self.pile.x - pad, self.pile.y - pad, right - self.pile.x + 2 * pad, self.table_h + 2 * pad
        )

    def meld_positions(self, team: int, index: int, n: int) -> list[tuple[float, float]]:
        """Top-left corners of meld ``index`` of ``team`` (first card on top)."""
        return self.melds[team][index].positions(n)

    def stack_positions(self, box: Box, n: int) -> list[tuple[float, float]]:
        """A squared stack (stock, pozzetto) with a slight offset every few cards."""
        return [(box.x + min(i // 8, 6) * 0.8, box.y - min(i // 8, 6) * 0.8) for i in range(n)]


def _step(n: int, span: float, card: float, widest: float) -> float:
    if n <= 1:
        return 0.0
    return max(0.0, min(widest, (span - card) / (n - 1)))


def seat_sides(players: int, seat: int) -> dict[int, str]:
    """Where each seat sits as seen from ``seat``: play goes clockwise, so the next player is on
    the left, the partner opposite, the previous player on the right."""
    if players == 2:
        return {seat: "bottom", 1 - seat: "top"}
    if players != 4:  # 3, 5, 6: every other seat in the top row (:mod:`.multi_table_layout`)
        return {p: "bottom" if p == seat else "top" for p in range(players)}
    return {seat: "bottom", (seat + 1) % 4: "left", (seat + 2) % 4: "top", (seat + 3) % 4: "right"}


@dataclass(frozen=True, slots=True)
class Request:
    """Everything a layout depends on (the cache key)."""

    width: float
    height: float
    players: int
    seat: int
    melds: tuple[tuple[int, ...], ...]
    hands: tuple[int, ...]
    scale: float = 1.0
    open: bool = False
    reveal: bool = False
    teams: tuple = ()
    blocks: tuple = ()


def compute_layout(
    width: float,
    height: float,
    players: int,
    seat: int,
    meld_sizes: dict[int, list[int]],
    hand_sizes: dict[int, int],
    scale: float = 1.0,
    reveal: bool = False,
    teams: tuple[tuple[int, ...], ...] = (),
    blocks: tuple[int, ...] = (),
    open_cards: bool = False,
    pin: float | None = None,
) -> TableLayout:
    """The layout for ``width`` × ``height`` at the player's card size ``scale`` (≤ 1).

    ``meld_sizes`` maps each team to its melds' card counts (creation order), ``hand_sizes``
    each seat to its number of cards. ``reveal`` (the hand is over) and ``open_cards`` lay the
    other hands face up, their cards as large as the meld cards. ``pin`` is a hand card width
    to keep (the pointer is on the hand) as long as the melds still fit, legible, with it. With
    3, 5 and 6 players (:mod:`.multi_table_layout`) ``teams`` are the teams of the moment (R21.4;
    ``meld_sizes`` is keyed by their numbers) and ``blocks`` the dealt pozzetto blocks' sizes
    (R22.3; ``pozzetti`` and the pozzetto labels are then keyed by block). When nothing fits
    (a tiny view) the smallest layout is returned.
    """
    if players not in (2, 4):
        teams = teams or tuple((p,) for p in range(players))
        blocks = blocks or (11,) * players
    count = len(teams) if teams else 2
    request = Request(
        float(width),
        float(height),
        players,
        seat,
        tuple(tuple(meld_sizes.get(t, ())) for t in range(count)),
        tuple(hand_sizes.get(p, 0) for p in range(players)),
        float(scale),
        open_cards or reveal,
        reveal,
        tuple(teams),
        tuple(blocks),
    )
    return _cached(request, None if pin is None else float(pin))


@lru_cache(maxsize=64)
def _cached(req: Request, pin: float | None = None) -> TableLayout:
    floor = floor_px(req.width, req.height)
    target = meld_target(req.width, req.height, req.players)
    top = max(floor, hand_cap(req.width, req.height) * req.scale)
    # the view's unit (fonts, margins, backs), smaller only when the table is too full for it
    units = [top, *(u for u in ladder(top, floor, 0.85)[1:] if u >= floor)]
    if pin is not None and floor - 0.01 <= pin <= top + 0.01:  # the hand kept as it is
        found = _with_hand(
            req, top, pin, ladder(MELD_MAX * top, MIN_CARD_W), max(target, MELD_SHARE * pin), True
        )
        if found is not None:
            return found
    # legible meld cards first, then the floor, then long melds folded (:mod:`.meld_columns`),
    # then no title lines, then anything
    for least, titles, fold in (
        (target, True, False),
        (floor, True, False),
        (floor, True, True),
        (floor, False, True),
        (MIN_CARD_W, False, True),
    ):
        for unit in units:
            found = _largest_hand(req, unit, least, titles, fold)
            if found is not None:
                return found
    lay = _attempt(req, floor, MIN_CARD_W, styles([MIN_CARD_W], True)[-1:], False, force=True)
    assert lay is not None
    return lay


def _largest_hand(
    req: Request, unit: float, least: float, titles: bool, fold: bool = False
) -> TableLayout | None:
    """The layout with the largest hand (of the whole steps from ``unit`` down) whose meld
    cards can stay at least ``least`` and :data:`MELD_SHARE` of it, with the largest meld
    cards that fit then (``fold``: long melds may fold, :mod:`.meld_columns`)."""
    melds = ladder(MELD_MAX * unit, MIN_CARD_W)
    for w in ladder(unit, MIN_CARD_W, HAND_SHRINK):  # the hand's sizes, then the melds' (steps)
        if w < least:
            return None
        smallest = max(least, MELD_SHARE * w)
        snug = [mw for mw in melds if mw >= smallest - 0.01][-1:]
        tight = styles([min(snug[0] if snug else smallest, _meld_max(w, least))], fold)[1::2]
        if _attempt(req, unit, w, tight, titles) is not None:  # the largest hand that fits …
            found = _with_hand(req, unit, w, melds, smallest, titles, fold)  # … the largest melds
            if found is not None:
                return found
    return None


def _meld_max(w: float, least: float) -> float:
    """The largest meld cards with a hand ``w`` wide: :data:`MELD_MAX` of it, or as large as
    the hand when only that keeps them ``least`` wide."""
    return min(w, max(MELD_MAX * w, least))


def _with_hand(
    req: Request,
    unit: float,
    w: float,
    melds: list[float],
    smallest: float,
    titles: bool,
    fold: bool = False,
) -> TableLayout | None:
    """The layout with hand card width ``w`` and the largest meld cards of ``melds`` (at most
    :func:`_meld_max`, at least ``smallest``; ``fold``: then long melds folded)."""
    top = _meld_max(w, smallest)
    widths = [mw for mw in melds if smallest - 0.01 <= mw <= top + 0.01]
    if not widths or widths[-1] > smallest + 0.01:
        widths.append(min(smallest, top))
    return _attempt(req, unit, w, styles(widths, fold), titles)


def _attempt(
    req: Request, unit: float, w: float, candidates: list[MeldStyle], titles: bool, force: bool = False
) -> TableLayout | None:
    """The layout with hand card width ``w`` and the first meld style of ``candidates`` that
    fits (``None``: none fits; ``force``: the last one anyway). ``unit`` (the largest hand card
    width of the view) sets the fonts, margins and the other players' backs, so they do not
    change as the cards do."""
    font = font_px(unit)
    line = math.ceil(font * 1.5)
    lay = TableLayout(
        req.width,
        req.height,
        w,
        req.players,
        req.seat,
        line=line,
        font=font,
        unit=unit,
        margin=max(3.0, MARGIN * unit),
        gap=max(3.5, GAP * unit),
        glow=min(GLOW, 0.08 * unit),
        sides=seat_sides(req.players, req.seat),
        open=req.open,
        reveal=req.reveal,
    )
    meld_sizes = {t: list(m) for t, m in enumerate(req.melds)}
    hand_sizes = dict(enumerate(req.hands))
    if req.players not in (2, 4):
        fits = try_multi(lay, req.teams, req.blocks, meld_sizes, hand_sizes, force, candidates, titles)
        return lay if fits else None
    return try_two(lay, meld_sizes, hand_sizes, candidates, titles, force)
