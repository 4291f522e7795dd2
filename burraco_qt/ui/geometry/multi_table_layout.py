"""The table of a 3-, 5- or 6-player game (pure Python, no Qt; every length in scene pixels).

The same zones as the 2- and 4-player table (:mod:`.layout`), arranged for more seats and teams
(RULES-MULTI R21–R24), top to bottom:

* a top row with every other seat in playing order from the left (the next player first), each
  a nameplate of two lines over its hand's backs at half size;
* the other teams' meld areas side by side (each under its title line), in the order of their
  first seat in that row: solo players and pairs alike;
* the centre row: the stock, the discard pile, then the pozzetti, the big (18-card) one of a
  pairing hand first and set apart from the 11-card ones (R22.3);
* our team's meld area across the table, our nameplate and cues, our hand.

A team's title line holds its title on the left and its points on the table on the right. Melds
are columns (:mod:`.meld_columns`); nothing overlaps, every caption has a box of its own.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .meld_columns import MeldStyle, place_team, team_height
from .rects import ASPECT, Box
from .table_sizes import BACK_SCALE, HAND_MIN_STEP, LIFT, POZZETTO_SCALE, STACK_RISE

if TYPE_CHECKING:
    from .table_layout import TableLayout

Team = tuple[int, ...]


def other_seats(players: int, seat: int) -> list[int]:
    """The other seats in playing order from ``seat``'s next player (the top row, left to
    right: play goes clockwise, so the next player sits on the left)."""
    return [(seat + k) % players for k in range(1, players)]


def team_order(teams: Sequence[Team], players: int, seat: int) -> list[int]:
    """The other teams (numbers in ``teams``), left to right: by the first of their seats in
    :func:`other_seats`."""
    order = other_seats(players, seat)
    mine = next(t for t, team in enumerate(teams) if seat in team)
    others = [t for t in range(len(teams)) if t != mine]
    return sorted(others, key=lambda t: min(order.index(p) for p in teams[t]))


def choose(
    meld_sizes: dict[int, list[int]],
    mine: int,
    others: list[int],
    other_w: float,
    inner: float,
    room: float,
    badge: float,
    style: MeldStyle,
    minimum: dict[str, float],
) -> tuple[float, float] | None:
    """Whether the other teams' areas (side by side, ``other_w`` wide, one height) and ours
    (``inner`` wide) fit ``room`` in ``style``: ``(their height, our height)``."""
    theirs = minimum["theirs"]
    for t in others:
        need = team_height(meld_sizes.get(t, []), other_w, style, badge)
        if need is None:
            return None
        theirs = max(theirs, need)
    ours = team_height(meld_sizes.get(mine, []), inner, style, badge)
    if ours is None:
        return None
    ours = max(minimum["ours"], ours)
    return (theirs, ours) if theirs + ours <= room else None


def try_multi(
    lay: TableLayout,
    teams: Sequence[Team],
    blocks: Sequence[int],
    meld_sizes: dict[int, list[int]],
    hand_sizes: dict[int, int],
    force: bool,
    candidates: list[MeldStyle],
    titles: bool,
) -> bool:
    """Fill ``lay`` (a :class:`~.table_layout.TableLayout` with its size and hand card width set) for
    a 3-, 5- or 6-player game with the first meld style of ``candidates`` that fits: ``teams``
    of the moment (R21.4), ``blocks`` the dealt pozzetto blocks' sizes (R22.3). ``False`` when
    none fits (``force``: fill it anyway with the last one)."""
    W, H, w = lay.width, lay.height, lay.card_w
    players, seat = lay.players, lay.seat
    h = w * ASPECT
    line, font = lay.line, lay.font
    m, g, glow = lay.margin, lay.gap, lay.glow
    x0, inner = m, W - 2 * m
    mine = next(t for t, team in enumerate(teams) if seat in team)
    others = team_order(teams, players, seat)
    lift = LIFT * h
    badge = math.ceil(0.8 * font * 1.5)
    title = line if titles else 0.0
    other_w = (inner - (len(others) - 1) * 2 * g) / len(others)
    big = len(blocks) > 1 and blocks[0] > blocks[1]
    n = hand_sizes.get(seat, 0)
    slot = (inner - (players - 2) * g) / (players - 1)
    if not force and (n > 1 and w + (n - 1) * HAND_MIN_STEP * w > inner):
        return False

    def geometry(style: MeldStyle) -> tuple[float, float, float, float]:
        """(other players' card width, the pile's width, the top row's height, room)."""
        ow = style.card_w if lay.open else BACK_SCALE * lay.unit
        pw = POZZETTO_SCALE * style.card_w
        poz_w = len(blocks) * (pw + g) + (2 * g if big else 0.0)
        pile_w = inner - style.card_w - 1.5 * g - poz_w - g
        top_h = 2 * line + glow + ow * ASPECT
        centre_h = line + STACK_RISE + style.card_h
        fixed = m + top_h + g + title + g + centre_h + g + title + g + line + glow + lift + h + m
        return ow, pile_w, top_h, H - fixed

    chosen = None
    for style in candidates:
        ow, pile_w, top_h, room = geometry(style)
        if pile_w < 2 * style.card_w or slot < 2.2 * ow or other_w < 1.5 * style.card_w:
            continue
        minimum = {"theirs": max(0.6 * style.card_h, line + 8), "ours": style.card_h}
        fit = choose(meld_sizes, mine, others, other_w, inner, room, badge, style, minimum)
        if fit is not None:
            chosen = style, *fit
            break
    if chosen is None:
        if not force:
            return False
        style = candidates[-1]
        ow, pile_w, top_h, room = geometry(style)
        theirs, ours = max(0.6 * style.card_h, line + 8), style.card_h
    else:
        style, theirs, ours = chosen
        ow, pile_w, top_h, room = geometry(style)
        ours += max(0.0, room - theirs - ours)  # the hand at the bottom
    lay.meld = style
    lay.other_w = ow
    oh = ow * ASPECT
    tw, th = style.card_w, style.card_h
    # top row: every other seat, a nameplate over its cards
    y = m
    step = lay.other_step
    for k, p in enumerate(other_seats(players, seat)):
        sx = x0 + k * (slot + g)
        span = min(slot, ow + max(0, hand_sizes.get(p, 0) - 1) * step * ow)
        lay.hands[p] = Box(sx + (slot - span) / 2, y + 2 * line + glow, max(span, ow), oh)
        lay.labels[("seat", p)] = Box(sx, y, slot, 2 * line + glow)  # over its cards
    y += top_h + g
    # the other teams' areas side by side
    y += title
    for k, t in enumerate(others):
        ax = x0 + k * (other_w + 2 * g)
        lay.meld_areas[t] = Box(ax, y, other_w, theirs)
        lay.melds[t] = place_team(meld_sizes.get(t, []), lay.meld_areas[t], style, badge)
        _title(lay, t, title, badge, g)
    y += theirs + g
    # centre row
    pile_x = x0 + tw + 1.5 * g
    lay.labels[("stock",)] = Box(x0, y, tw, line)
    lay.labels[("pile",)] = Box(pile_x, y, pile_w, line)
    y += line + STACK_RISE
    lay.stock = Box(x0, y, tw, th)
    lay.pile = Box(pile_x, y, pile_w, th)
    pw = POZZETTO_SCALE * tw
    px = pile_x + pile_w + g
    for b in range(len(blocks)):
        lay.pozzetti[b] = Box(px, y + th - POZZETTO_SCALE * th, pw, POZZETTO_SCALE * th)
        lay.labels[("pozzetto", b)] = Box(px - g / 2, y - line, pw + g, line)
        lay.labels[("pozzetto_state", b)] = Box(
            px - g / 2, y + th - POZZETTO_SCALE * th, pw + g, POZZETTO_SCALE * th
        )
        px += pw + g + (2 * g if big and b == 0 else 0.0)
    y += th + g
    # our area, nameplate, cues and hand
    y += title
    lay.meld_areas[mine] = Box(x0, y, inner, ours)
    lay.melds[mine] = place_team(meld_sizes.get(mine, []), lay.meld_areas[mine], style, badge)
    _title(lay, mine, title, badge, g)
    y += ours + g
    lay.labels[("seat", seat)] = Box(x0, y, inner / 2 - g, line + glow)
    lay.labels[("cues",)] = Box(x0 + inner / 2, y, inner / 2, line + glow)
    y += line + glow
    lay.hands[seat] = Box(x0, y + lift, inner, h)
    y += lift + h + m
    return force or y <= H + 0.5


def _title(lay: TableLayout, team: int, title: float, badge: float, g: float) -> None:
    """A team's title line: its title on the left (``("area", t)``), its points on the table
    on the right (``("team", t)``); with no title line, the title in the first band's badge
    line right of its columns and no points."""
    area = lay.meld_areas[team]
    if title:
        half = area.w * 0.55
        lay.labels[("area", team)] = Box(area.x, area.y - title, half - g / 2, title)
        lay.labels[("team", team)] = Box(area.x + half + g / 2, area.y - title, area.w - half - g / 2, title)
        return
    first = [p for p in lay.melds[team] if p.badge.y <= area.y + 1]
    left = first[-1].badge.right + lay.meld.gap if first else area.x
    lay.labels[("area", team)] = Box(left, area.y, max(0.0, area.right - left), badge)
    lay.labels[("team", team)] = Box(area.right, area.y, 0.0, 0.0)
