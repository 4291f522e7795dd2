"""Table geometry in card-size units (pure Python, no Qt; every length in scene pixels).

:func:`compute_layout` finds the largest hand card width ``w`` for which every zone fits the view,
top to bottom:

* a top row: the partner (or the lone opponent), its cards at half size with its nameplate
  beside them, and in a 4-player game the nameplates of the left and right opponents at the two
  ends of the row;
* their meld area under its title line; the centre row (a caption line, then the stock, the
  discard pile spread so every card shows, a caption box per team for its points, the two
  pozzetti); our meld area under its title line;
* a caption line (our nameplate, the cues) and our hand, with room for selected cards to rise;
* in a 4-player game the left and right opponents' cards along the sides, between the meld areas.

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
    choose_melds,
    place_team,
    styles,
    team_height,
)
from .multi_table_layout import try_multi
from .rects import ASPECT, Box

__all__ = ["ASPECT", "Box", "MeldPlace", "TableLayout", "compute_layout", "seat_sides"]

OTHER_SCALE = 0.5  # other players' cards
POZZETTO_SCALE = 0.72
HAND_STEP = 0.62  # × card width, widest step in the hand
HAND_MIN_STEP = 0.28  # shows the corner index and a card's badge
OTHER_STEP = 0.3  # × the other players' card width, widest step in their hands
REVEAL_STEP = 0.62  # the same once the hand is over and every hand lies face up
LIFT = 0.18  # × card height, selected cards rise by this much
PILE_STEP = 0.30
PILE_MIN_STEP = 0.12
MIN_CARD_W = 12.0
LEGIBLE_VIEW = (760.0, 615.0)  # the view of a 1024×700 window with the Moves panel docked
NOMINAL_MELDS = {0: [7], 1: [7]}  # the melds the hand's size allows for
STACK_RISE = 5.0  # pixels: how far a squared stack rises above its box


def font_px(card_w: float) -> float:
    """The caption font size (pixels) for a hand card width."""
    return max(10.0, 0.16 * card_w)


@dataclass(slots=True)
class TableLayout:
    """The computed geometry; see :func:`compute_layout`.

    ``card_w`` is the hand card width (the discard pile and the stock use it too), ``meld`` the
    style of the melds (their card width, fan step, gap between columns), ``line`` the height of a
    caption line and ``font`` the caption font size, all in pixels. ``labels`` holds a box per
    caption key: ``("seat", p)`` nameplates, ``("cues",)``, ``("stock",)``, ``("pile",)``,
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
    sides: dict[int, str] = field(default_factory=dict)  # seat -> bottom/top/left/right
    hands: dict[int, Box] = field(default_factory=dict)
    stock: Box = field(default_factory=lambda: Box(0, 0, 0, 0))
    pile: Box = field(default_factory=lambda: Box(0, 0, 0, 0))
    pozzetti: dict[int, Box] = field(default_factory=dict)  # team -> box
    meld_areas: dict[int, Box] = field(default_factory=dict)  # team -> box
    melds: dict[int, list[MeldPlace]] = field(default_factory=dict)
    labels: dict[tuple, Box] = field(default_factory=dict)
    reveal: bool = False  # the hand is over: the other hands spread so every index shows

    @property
    def card_h(self) -> float:
        return self.card_w * ASPECT

    @property
    def meld_w(self) -> float:
        return self.meld.card_w

    @property
    def lift(self) -> float:
        return LIFT * self.card_h

    # ------------------------------------------------------------------ card positions
    def hand_positions(
        self, seat: int, n: int, anchor: tuple[float, float] | None = None
    ) -> list[tuple[float, float]]:
        """Top-left corners of a hand's ``n`` cards (before rotation for side seats).

        ``anchor`` ``(x, step)`` keeps the player's hand where it was (first card at ``x``, one
        card every ``step``) as long as the cards still fit the hand's box that way."""
        box = self.hands[seat]
        side = self.sides[seat]
        if n == 0:
            return []
        if side in ("bottom", "top"):
            cw = self.card_w * (1 if side == "bottom" else OTHER_SCALE)
            if anchor is not None and side == "bottom":
                x, step = anchor
                if x >= box.x - 0.5 and x + (n - 1) * step + cw <= box.right + 0.5:
                    return [(x + i * step, box.y) for i in range(n)]
            widest = (HAND_STEP if side == "bottom" else self._other_step) * cw
            step = _step(n, box.w, cw, widest)
            start = box.x + (box.w - (cw + (n - 1) * step)) / 2
            return [(start + i * step, box.y) for i in range(n)]
        ch = self.card_w * OTHER_SCALE  # a rotated card is card_w * scale tall
        step = _step(n, box.h, ch, self._other_step * ch)
        start = box.y + (box.h - (ch + (n - 1) * step)) / 2
        x = box.x + self.card_h * OTHER_SCALE  # rotation by 90° puts the card left of x
        return [(x, start + i * step) for i in range(n)]

    @property
    def _other_step(self) -> float:
        return REVEAL_STEP if self.reveal else OTHER_STEP

    def pile_positions(self, n: int) -> list[tuple[float, float]]:
        """Top-left corners of the discard pile's cards, bottom card first."""
        box = self.pile
        if n == 0:
            return []
        w = self.card_w
        step = min(PILE_STEP * w, (box.w - w) / (n - 1)) if n > 1 else 0.0
        return [(box.x + i * step, box.y) for i in range(n)]

    def pile_zone(self, n: int) -> Box:
        """Where a drop discards: the pile's visible cards plus a quarter card width around."""
        positions = self.pile_positions(max(1, n))
        right = positions[-1][0] + self.card_w
        pad = self.card_w / 4
        return Box(self.pile.x - pad, self.pile.y - pad, right - self.pile.x + 2 * pad, self.card_h + 2 * pad)

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


def floor_px(width: float, height: float) -> float:
    """The legibility floor: the smallest meld or hand card width (pixels) for a view of this
    size (36 from the view of a 1024×700 window with the Moves panel docked, else 28)."""
    return 36.0 if width >= LEGIBLE_VIEW[0] and height >= LEGIBLE_VIEW[1] else 28.0


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
) -> TableLayout:
    """The layout for ``width`` × ``height`` at the player's card size ``scale`` (≤ 1).

    The hand card width comes from the view: the largest for which a table with a buraco
    (:data:`NOMINAL_MELDS`) on each side fits with full-size meld cards, so that the hand keeps
    its size as the melds grow. The melds then take what they need (tighter, smaller, wrapped:
    :mod:`.meld_columns`); only when even that does not fit do all the cards get smaller. Meld and
    hand cards stay at least :func:`floor_px` wide whenever that fits.

    ``meld_sizes`` maps each team to its melds' card counts (creation order), ``hand_sizes`` each
    seat to its number of cards. When nothing fits (a tiny view) the smallest layout is returned.
    ``reveal`` (the hand is over) spreads the other players' hands so every corner index shows.
    With 3, 5 and 6 players (:mod:`.multi_table_layout`) ``teams`` are the teams of the moment
    (R21.4; ``meld_sizes`` is keyed by their numbers) and ``blocks`` the dealt pozzetto blocks'
    sizes (R22.3; ``pozzetti`` and the pozzetto labels are then keyed by block).
    """
    if players not in (2, 4):
        teams = teams or tuple((p,) for p in range(players))
        blocks = blocks or (11,) * players
    count = len(teams) if teams else 2
    melds = tuple(tuple(meld_sizes.get(t, ())) for t in range(count))
    hands = tuple(hand_sizes.get(p, 0) for p in range(players))
    return _cached(
        float(width),
        float(height),
        players,
        seat,
        melds,
        hands,
        float(scale),
        reveal,
        tuple(teams),
        tuple(blocks),
    )


@lru_cache(maxsize=64)
def _cached(
    width: float,
    height: float,
    players: int,
    seat: int,
    melds: tuple[tuple[int, ...], ...],
    hands: tuple[int, ...],
    scale: float,
    reveal: bool = False,
    teams: tuple = (),
    blocks: tuple = (),
) -> TableLayout:
    meld_sizes = {t: list(melds[t]) for t in range(len(melds))}
    hand_sizes = dict(enumerate(hands))
    floor = floor_px(width, height)

    titles = True

    def attempt(w: float, floor: float) -> TableLayout | None:
        return _try(
            width,
            height,
            w,
            players,
            seat,
            meld_sizes,
            hand_sizes,
            floor=floor,
            titles=titles,
            reveal=reveal,
            teams=teams,
            blocks=blocks,
        )

    top = _base_width(width, height, players, seat, teams, blocks)
    top = max(top * scale, min(top, floor))  # the player's card size, not under the floor
    found = _largest(attempt, max(floor, MIN_CARD_W), top, floor)
    if found is None:  # the meld areas' title lines give way to the legibility floor
        titles = False
        found = _largest(attempt, max(floor, MIN_CARD_W), top, floor)
    if found is None:  # the floor does not fit: as large as it gets
        found = _largest(attempt, MIN_CARD_W, top, 0.0)
        floor = 0.0
    if found is None:
        return _try(
            width,
            height,
            MIN_CARD_W,
            players,
            seat,
            meld_sizes,
            hand_sizes,  # type: ignore[return-value]
            force=True,
            reveal=reveal,
            teams=teams,
            blocks=blocks,
        )
    return found[1]


@lru_cache(maxsize=16)
def _base_width(
    width: float, height: float, players: int, seat: int, teams: tuple = (), blocks: tuple = ()
) -> float:
    """The hand card width the view allows with a buraco a side at full size (the melds do not
    change it, so it is computed once per view size)."""
    hands = {p: 11 for p in range(players)}
    floor = floor_px(width, height)
    nominal_melds = {t: [7] for t in range(len(teams))} if teams else NOMINAL_MELDS

    def nominal(w: float, floor: float) -> TableLayout | None:  # full-size melds only
        return _try(
            width, height, w, players, seat, nominal_melds, hands, floor=w, teams=teams, blocks=blocks
        )

    top = min(width / 8.0, height / 5.0)
    base = _largest(nominal, max(floor, MIN_CARD_W), top, floor)
    return base[0] if base is not None else top


def _largest(attempt, lo: float, hi: float, floor: float) -> tuple[float, TableLayout] | None:
    """The largest card width in ``lo`` … ``hi`` whose layout fits (bisection), with it."""
    if hi < lo:
        return None
    top = attempt(hi, floor)
    if top is not None:
        return hi, top
    best = attempt(lo, floor)
    if best is None:
        return None
    for _ in range(18):
        mid = (lo + hi) / 2
        lay = attempt(mid, floor)
        if lay is None:
            hi = mid
        else:
            best, lo = lay, mid
        if hi - lo < 0.25:
            break
    return lo, best


def _try(
    W: float,
    H: float,
    w: float,
    players: int,
    seat: int,
    meld_sizes: dict[int, list[int]],
    hand_sizes: dict[int, int],
    force: bool = False,
    floor: float = 0.0,
    titles: bool = True,
    reveal: bool = False,
    teams: tuple = (),
    blocks: tuple = (),
) -> TableLayout | None:
    """The layout for hand card width ``w``, or ``None`` if it does not fit (``force``: the
    layout anyway, melds in their tightest style). ``titles``: each meld area has a title line
    above it; without (when only that keeps the cards legible), the title goes in the first
    band's badge line to the right of its columns when there is room (else it is not shown)."""
    h = w * ASPECT
    font = font_px(w)
    line = math.ceil(font * 1.5)
    if players not in (2, 4):
        lay = TableLayout(
            W, H, w, players, seat, line=line, font=font, sides=seat_sides(players, seat), reveal=reveal
        )
        fits = try_multi(lay, teams, blocks, meld_sizes, hand_sizes, force, floor, titles)
        return lay if fits else None
    m = 0.12 * w
    g = 0.13 * w
    oh = OTHER_SCALE * h  # other players' card height
    side_w = oh + g if players == 4 else 0.0
    x0 = m + side_w
    inner = W - 2 * x0
    mine = seat % 2
    theirs = 1 - mine
    lay = TableLayout(
        W, H, w, players, seat, line=line, font=font, sides=seat_sides(players, seat), reveal=reveal
    )
    lift = lay.lift
    badge = math.ceil(0.8 * font * 1.5)  # the buraco badges' line above each band of melds
    lines = 2 if (players == 4 or titles) else 1  # the top seat's nameplate
    top_h = max(oh, lines * line)
    centre_h = line + STACK_RISE + h
    title = line if titles else 0.0
    fixed = m + top_h + g + title + g + centre_h + g + title + g + line + lift + h + m
    minimum = {theirs: max(0.6 * h, line + 8), mine: h}
    # centre row, across
    pw = POZZETTO_SCALE * w
    team_w = 15 * font  # the team's points on the table, bold on a plate
    poz_x = x0 + inner - 2 * pw - g
    pile_x = x0 + w + 1.5 * g
    team_x = poz_x - 1.5 * g - team_w
    pile_w = team_x - g - pile_x
    n = hand_sizes.get(seat, 0)
    if not force and (inner < 4 * w or pile_w < 2 * w or (n > 1 and w + (n - 1) * HAND_MIN_STEP * w > inner)):
        return None
    chosen = choose_melds(meld_sizes, inner, H - fixed, badge, w, minimum, floor)
    if chosen is None:
        if not force:
            return None
        style = styles(w)[-1]
        heights = {
            t: max(minimum[t], team_height(meld_sizes.get(t, []), inner, style, badge) or 0.0) for t in (0, 1)
        }
    else:
        style, heights = chosen
        heights[mine] += max(0.0, H - fixed - heights[0] - heights[1])  # the hand at the bottom
    lay.meld = style
    # top row
    y = m
    _top_row(lay, y, top_h, x0, inner, hand_sizes, m, g, lines)
    y += top_h + g
    side_top = y
    y += title
    lay.meld_areas[theirs] = Box(x0, y, inner, heights[theirs])
    lay.melds[theirs] = place_team(meld_sizes.get(theirs, []), lay.meld_areas[theirs], style, badge)
    lay.labels[("area", theirs)] = _title_box(lay, theirs, line if titles else 0.0, badge)
    y += heights[theirs] + g
    # centre row: a caption line, then the cards
    lay.labels[("stock",)] = Box(x0, y, w, line)
    lay.labels[("pile",)] = Box(pile_x, y, pile_w, line)
    y += line + STACK_RISE
    lay.stock = Box(x0, y, w, h)
    lay.pile = Box(pile_x, y, pile_w, h)
    for t, px in ((mine, poz_x), (theirs, poz_x + pw + g)):
        lay.pozzetti[t] = Box(px, y + h - POZZETTO_SCALE * h, pw, POZZETTO_SCALE * h)
        lay.labels[("pozzetto", t)] = Box(px - g / 2, y - line, pw + g, line)
        lay.labels[("pozzetto_state", t)] = Box(
            px - g / 2, y + h - POZZETTO_SCALE * h, pw + g, POZZETTO_SCALE * h
        )
    lay.labels[("team", theirs)] = Box(team_x, y, team_w, line)
    lay.labels[("team", mine)] = Box(team_x, y + h - line, team_w, line)
    y += h + g
    y += title
    lay.meld_areas[mine] = Box(x0, y, inner, heights[mine])
    lay.melds[mine] = place_team(meld_sizes.get(mine, []), lay.meld_areas[mine], style, badge)
    lay.labels[("area", mine)] = _title_box(lay, mine, line if titles else 0.0, badge)
    y += heights[mine] + g
    side_bottom = y
    lay.labels[("seat", seat)] = Box(x0, y, inner / 2 - g, line)
    lay.labels[("cues",)] = Box(x0 + inner / 2, y, inner / 2, line)
    y += line
    lay.hands[seat] = Box(x0, y + lift, inner, h)
    y += lift + h + m
    if players == 4:
        for s, side in lay.sides.items():
            if side == "left":
                lay.hands[s] = Box(m, side_top, oh, side_bottom - side_top)
            elif side == "right":
                lay.hands[s] = Box(W - m - oh, side_top, oh, side_bottom - side_top)
    if y > H + 0.5 and not force:
        return None
    return lay


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
    and right opponents' nameplates at its two ends."""
    W = lay.width
    line = lay.line
    oh = OTHER_SCALE * lay.card_h
    ow = OTHER_SCALE * lay.card_w
    top = next(s for s, side in lay.sides.items() if side == "top")
    middle = inner if lay.players == 2 else 0.5 * (W - 2 * m)
    name_w = max(0.0, min(0.45 * middle, (16 if lines == 2 else 24) * lay.font))
    cards_room = middle - name_w - g
    n = hand_sizes.get(top, 0)
    span = min(cards_room, ow + max(0, n - 1) * lay._other_step * ow)
    start = W / 2 - (span + g + name_w) / 2
    lay.hands[top] = Box(start, y + (top_h - oh) / 2, max(span, ow), oh)
    name_y = y + (top_h - lines * line) / 2
    lay.labels[("seat", top)] = Box(start + span + g, name_y, name_w, lines * line)
    if lay.players == 4:
        side_w = (W - middle) / 2 - m - g
        for s, side in lay.sides.items():
            if side == "left":
                lay.labels[("seat", s)] = Box(m, name_y, side_w, 2 * line)
            elif side == "right":
                lay.labels[("seat", s)] = Box(W - m - side_w, name_y, side_w, 2 * line)
