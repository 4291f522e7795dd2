"""The table of a 2- or 4-player game (pure Python, no Qt; every length in scene pixels): see
:mod:`.table_layout` for the zones, top to bottom. :func:`try_two` fills a
:class:`~.table_layout.TableLayout` whose view, hand card width and fonts are set."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .meld_columns import MeldStyle, fit_teams, place_team, team_height
from .rects import ASPECT, Box
from .table_sizes import BACK_SCALE, BACK_STEP, HAND_MIN_STEP, POZZETTO_SCALE, SIDE_OPEN_STEP, STACK_RISE

if TYPE_CHECKING:
    from .table_layout import TableLayout


def try_two(
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
    name_w = max(0.0, min(0.5 * middle, 24 * lay.font))  # two lines: "partner · 11 cards · …"
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
