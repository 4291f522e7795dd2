"""Table geometry (pure Python, no Qt; every length in scene pixels).

:func:`compute_layout` gives every zone its box for a view ``width`` × ``height``, top to
bottom:

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
(:func:`hand_cap`) as long as the meld cards stay at least :data:`MELD_SHARE` of it and legible
(:func:`meld_target`); the meld cards then take the largest size that fits, up to
:data:`MELD_MAX` of the hand's. So cards grow while the table is empty and shrink only as the
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
    fit_teams,
    ladder,
    place_team,
    styles,
    team_height,
)
from .multi_table_layout import try_multi
from .rects import ASPECT, INDEX_SHARE, Box

__all__ = ["ASPECT", "Box", "MeldPlace", "TableLayout", "compute_layout", "seat_sides"]

BACK_SCALE = 0.45  # other players' backs × the view's largest hand card width
POZZETTO_SCALE = 0.72  # × the table card width
HAND_STEP = 0.62  # × card width, widest step in the hand
HAND_MIN_STEP = 0.44  # shows a card's whole index (rank and suit) and its badge
BACK_STEP = 0.3  # × the other players' card width, widest step of their backs
OPEN_STEP = 0.46  # the same for their cards face up (every index shows)
SIDE_OPEN_STEP = 0.3  # × card height: a side player's open cards down the column
LIFT = 0.18  # × card height, selected cards rise by this much
PILE_STEP = 0.46  # × the table card width: every index of the pile shows
PILE_MIN_STEP = 0.12
MIN_CARD_W = 12.0
LEGIBLE_VIEW = (760.0, 615.0)  # the view of a 1024×700 window with the Moves panel docked
STACK_RISE = 5.0  # pixels: how far a squared stack rises above its box
MELD_MAX = 0.85  # meld cards at most this × the hand card width
MELD_SHARE = 0.72  # the hand shrinks before the meld cards get smaller than this × its width
HAND_SHRINK = 0.9  # from one hand card width tried to the next (few, clear steps)
CAP_W = 10.0  # the hand card is at most the view's width / CAP_W …
CAP_H = 0.19  # … and its height at most this × the view's height
INDEX_PX = {2: 10.4, 4: 10.4}  # rank index (px) the meld cards keep from a 1024×700 window
MULTI_INDEX_PX = 8.4  # … with 3, 5 and 6 players
GLOW = 6.0  # pixels (at most) a nameplate's box has beyond its lines (its plate's halo)
MARGIN = 0.1  # × the view's largest hand card width: the table's edge
GAP = 0.12  # … and between two zones


def font_px(card_w: float) -> float:
    """The caption font size (pixels) for a hand card width."""
    return max(10.0, min(16.0, 0.13 * card_w + 2.0))


def floor_px(width: float, height: float) -> float:
    """The legibility floor: the smallest meld or hand card width (pixels) for a view of this
    size (36 from the view of a 1024×700 window with the Moves panel docked, else 28)."""
    return 36.0 if width >= LEGIBLE_VIEW[0] and height >= LEGIBLE_VIEW[1] else 28.0


def meld_target(width: float, height: float, players: int) -> float:
    """The meld card width whose rank index is :data:`INDEX_PX` tall (from the view of a
    1024×700 window; smaller views keep only :func:`floor_px`)."""
    if width < LEGIBLE_VIEW[0] or height < LEGIBLE_VIEW[1]:
        return floor_px(width, height)
    index = INDEX_PX.get(players, MULTI_INDEX_PX)
    return max(floor_px(width, height), index / (INDEX_SHARE * ASPECT))


def hand_cap(width: float, height: float) -> float:
    """The largest hand card width for a view of this size."""
    return min(width / CAP_W, CAP_H * height / ASPECT)


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
    # legible meld cards first, then the floor, then no title lines, then anything
    for least, titles in ((target, True), (floor, True), (floor, False), (MIN_CARD_W, False)):
        for unit in units:
            found = _largest_hand(req, unit, least, titles)
            if found is not None:
                return found
    lay = _attempt(req, floor, MIN_CARD_W, styles([MIN_CARD_W])[-1:], False, force=True)
    assert lay is not None
    return lay


def _largest_hand(req: Request, unit: float, least: float, titles: bool) -> TableLayout | None:
    """The layout with the largest hand (of the whole steps from ``unit`` down) whose meld
    cards can stay at least ``least`` and :data:`MELD_SHARE` of it, with the largest meld
    cards that fit then."""
    melds = ladder(MELD_MAX * unit, MIN_CARD_W)
    for w in ladder(unit, MIN_CARD_W, HAND_SHRINK):  # the hand's sizes, then the melds' (steps)
        if w < least:
            return None
        smallest = max(least, MELD_SHARE * w)
        snug = [mw for mw in melds if mw >= smallest - 0.01][-1:]
        tight = styles([min(snug[0] if snug else smallest, _meld_max(w, least))])[1::2]
        if _attempt(req, unit, w, tight, titles) is not None:  # the largest hand that fits …
            found = _with_hand(req, unit, w, melds, smallest, titles)  # … the largest melds
            if found is not None:
                return found
    return None


def _meld_max(w: float, least: float) -> float:
    """The largest meld cards with a hand ``w`` wide: :data:`MELD_MAX` of it, or as large as
    the hand when only that keeps them ``least`` wide."""
    return min(w, max(MELD_MAX * w, least))


def _with_hand(
    req: Request, unit: float, w: float, melds: list[float], smallest: float, titles: bool
) -> TableLayout | None:
    """The layout with hand card width ``w`` and the largest meld cards of ``melds`` (at most
    :func:`_meld_max`, at least ``smallest``)."""
    top = _meld_max(w, smallest)
    widths = [mw for mw in melds if smallest - 0.01 <= mw <= top + 0.01]
    if not widths or widths[-1] > smallest + 0.01:
        widths.append(min(smallest, top))
    return _attempt(req, unit, w, styles(widths), titles)


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
    return _two_teams(lay, meld_sizes, hand_sizes, candidates, titles, force)


def _two_teams(
    lay: TableLayout,
    meld_sizes: dict[int, list[int]],
    hand_sizes: dict[int, int],
    candidates: list[MeldStyle],
    titles: bool,
    force: bool,
) -> TableLayout | None:
    """Fill ``lay`` for 2 or 4 players (``None``: it does not fit)."""
    W, H, w = lay.width, lay.height, lay.card_w
    players, seat = lay.players, lay.seat
    h = w * ASPECT
    line, font = lay.line, lay.font
    m, g, glow = lay.margin, lay.gap, lay.glow
    mine, theirs = seat % 2, 1 - seat % 2
    lift = lay.lift
    badge = math.ceil(0.8 * font * 1.5)  # the buraco badges' line above each band of melds
    lines = 2 if (players == 4 or titles) else 1  # the top seat's nameplate
    title = line if titles else 0.0
    n = hand_sizes.get(seat, 0)

    def geometry(style: MeldStyle) -> tuple[float, float, float]:
        """(other players' card width, side column width, height the meld areas may take)."""
        ow = style.card_w if lay.open else BACK_SCALE * lay.unit
        oh = ow * ASPECT
        side = ((ow if lay.open else oh) + g) if players == 4 else 0.0
        top_h = max(oh, lines * line + glow)
        centre_h = line + STACK_RISE + max(style.card_h, 2 * line)  # two points plates at least
        fixed = m + top_h + g + title + g + centre_h + g + title + g + line + glow + lift + h + m
        return ow, side, H - fixed

    style = None
    heights: dict[int, float] = {}
    for cand in candidates:
        ow, side, room = geometry(cand)
        inner = W - 2 * (m + side)
        if inner < 4 * w or (n > 1 and w + (n - 1) * HAND_MIN_STEP * w > inner):
            continue
        pile_w = inner - cand.card_w - 2.5 * g - 2 * POZZETTO_SCALE * cand.card_w - 2.5 * g - 15 * font
        if pile_w < 2 * cand.card_w:
            continue
        fit = fit_teams(meld_sizes, inner, room, badge, cand, {theirs: 0.6, mine: 1.0}, line + 8)
        if fit is not None:
            style, heights = cand, fit
            break
    if style is None:
        if not force:
            return None
        style = candidates[-1]
        ow, side, room = geometry(style)
        inner = W - 2 * (m + side)
        heights = {
            t: max(style.card_h, team_height(meld_sizes.get(t, []), inner, style, badge) or 0.0)
            for t in (0, 1)
        }
    ow, side, room = geometry(style)
    heights[mine] += max(0.0, room - heights[0] - heights[1])  # the hand at the bottom
    lay.meld = style
    lay.other_w = ow
    oh = ow * ASPECT
    x0 = m + side
    inner = W - 2 * x0
    tw, th = style.card_w, style.card_h
    # top row
    y = m
    top_h = max(oh, lines * line + glow)
    _top_row(lay, y, top_h, x0, inner, hand_sizes, m, g, lines)
    y += top_h + g
    side_top = y
    y += title
    lay.meld_areas[theirs] = Box(x0, y, inner, heights[theirs])
    lay.melds[theirs] = place_team(meld_sizes.get(theirs, []), lay.meld_areas[theirs], style, badge)
    lay.labels[("area", theirs)] = _title_box(lay, theirs, title, badge)
    y += heights[theirs] + g
    # centre row: a caption line, then the cards
    pw = POZZETTO_SCALE * tw
    team_w = 15 * font
    poz_x = x0 + inner - 2 * pw - g
    pile_x = x0 + tw + 1.5 * g
    team_x = poz_x - 1.5 * g - team_w
    pile_w = team_x - g - pile_x
    lay.labels[("stock",)] = Box(x0, y, tw, line)
    lay.labels[("pile",)] = Box(pile_x, y, pile_w, line)
    y += line + STACK_RISE
    lay.stock = Box(x0, y, tw, th)
    lay.pile = Box(pile_x, y, pile_w, th)
    for t, px in ((mine, poz_x), (theirs, poz_x + pw + g)):
        lay.pozzetti[t] = Box(px, y + th - POZZETTO_SCALE * th, pw, POZZETTO_SCALE * th)
        lay.labels[("pozzetto", t)] = Box(px - g / 2, y - line, pw + g, line)
        lay.labels[("pozzetto_state", t)] = Box(
            px - g / 2, y + th - POZZETTO_SCALE * th, pw + g, POZZETTO_SCALE * th
        )
    row_h = max(th, 2 * line)
    lay.labels[("team", theirs)] = Box(team_x, y, team_w, line)
    lay.labels[("team", mine)] = Box(team_x, y + row_h - line, team_w, line)
    y += row_h + g
    y += title
    lay.meld_areas[mine] = Box(x0, y, inner, heights[mine])
    lay.melds[mine] = place_team(meld_sizes.get(mine, []), lay.meld_areas[mine], style, badge)
    lay.labels[("area", mine)] = _title_box(lay, mine, title, badge)
    y += heights[mine] + g
    side_bottom = y - g
    lay.labels[("seat", seat)] = Box(x0, y, inner / 2 - g, line + glow)
    lay.labels[("cues",)] = Box(x0 + inner / 2, y, inner / 2, line + glow)
    y += line + glow
    lay.hands[seat] = Box(x0, y + lift, inner, h)
    y += lift + h + m
    if players == 4:
        col = ow if lay.open else oh
        for s, where in lay.sides.items():
            if where in ("left", "right"):
                x = m if where == "left" else W - m - col
                lay.hands[s] = Box(
                    x, side_top, col, _side_span(lay, s, hand_sizes.get(s, 0), side_bottom - side_top)
                )
    if y > H + 0.5 and not force:
        return None
    return lay


def _side_span(lay: TableLayout, seat: int, n: int, room: float) -> float:
    """How long a side seat's column of ``n`` cards is (from the top of its room): its cards at
    their widest step, or the whole room."""
    if lay.open:
        ch = lay.other_w * ASPECT
        need = ch + max(0, n - 1) * SIDE_OPEN_STEP * ch
    else:
        need = lay.other_w + max(0, n - 1) * BACK_STEP * lay.other_w
    return max(min(room, need), 0.0)


def _title_box(lay: TableLayout, team: int, title: float, badge: float) -> Box:
    """The title line above ``team``'s meld area (``title`` high); with none, the part of the
    first band's badge line right of its columns (``badge`` high; may be empty)."""
    area = lay.meld_areas[team]
    if title:
        return Box(area.x, area.y - title, area.w, title)
    first = [p for p in lay.melds[team] if p.badge.y <= area.y + 1]
    left = first[-1].badge.right + lay.meld.gap if first else area.x
    return Box(left, area.y, max(0.0, area.right - left), badge)


def _top_row(
    lay: TableLayout,
    y: float,
    top_h: float,
    x0: float,
    inner: float,
    hand_sizes: dict[int, int],
    m: float,
    g: float,
    lines: int,
) -> None:
    """The top seat's cards and nameplate in the middle of the row; in a 4-player game the left
    and right opponents' nameplates at its two ends, right above their columns."""
    W = lay.width
    line = lay.line
    ow = lay.other_w
    oh = ow * ASPECT
    top = next(s for s, side in lay.sides.items() if side == "top")
    middle = inner if lay.players == 2 else 0.5 * (W - 2 * m)
    name_w = max(0.0, min(0.45 * middle, (16 if lines == 2 else 24) * lay.font))
    cards_room = middle - name_w - g
    n = hand_sizes.get(top, 0)
    span = min(cards_room, ow + max(0, n - 1) * lay.other_step * ow)
    start = W / 2 - (span + g + name_w) / 2
    lay.hands[top] = Box(start, y + (top_h - oh) / 2, max(span, ow), oh)
    name_h = lines * line + lay.glow
    name_y = y + (top_h - name_h) / 2
    lay.labels[("seat", top)] = Box(start + span + g, name_y, name_w, name_h)
    if lay.players == 4:
        side_w = (W - middle) / 2 - m - g
        for s, side in lay.sides.items():
            if side == "left":
                lay.labels[("seat", s)] = Box(m, y + top_h - name_h, side_w, name_h)
            elif side == "right":
                lay.labels[("seat", s)] = Box(W - m - side_w, y + top_h - name_h, side_w, name_h)
