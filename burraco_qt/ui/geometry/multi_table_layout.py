"""The table of a 3-, 5- or 6-player game (pure Python, no Qt; every length in scene pixels).

The same zones as the 2- and 4-player table (:mod:`.table_layout`), arranged for more seats and teams
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

from .meld_columns import MeldStyle, place_team, styles, team_height
from .rects import ASPECT, Box

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
    w: float,
    minimum: dict[str, float],
    floor: float,
) -> tuple[MeldStyle, float, float] | None:
    """The first style in which the other teams' areas (side by side, ``other_w`` wide, one
    height) and ours (``inner`` wide) fit ``room``: ``(style, their height, our height)``."""
    for style in styles(w, floor):
        theirs = minimum["theirs"]
        for t in others:
            need = team_height(meld_sizes.get(t, []), other_w, style, badge)
            if need is None:
                break
            theirs = max(theirs, need)
        else:
            ours = team_height(meld_sizes.get(mine, []), inner, style, badge)
            if ours is not None:
                ours = max(minimum["ours"], ours)
                if theirs + ours <= room:
                    return style, theirs, ours
    return None


def try_multi(
    lay,
    teams: Sequence[Team],
    blocks: Sequence[int],  # lay: layout.TableLayout
    meld_sizes: dict[int, list[int]],
    hand_sizes: dict[int, int],
    force: bool,
    floor: float,
    titles: bool,
) -> bool:
    """Fill ``lay`` (a :class:`~.table_layout.TableLayout` with its size and card width set) for a
    3-, 5- or 6-player game: ``teams`` of the moment (R21.4), ``blocks`` the dealt pozzetto
    blocks' sizes (R22.3). ``False`` when it does not fit (``force``: fill it anyway)."""
    from .table_layout import HAND_MIN_STEP, LIFT, OTHER_SCALE, POZZETTO_SCALE, STACK_RISE

    W, H, w = lay.width, lay.height, lay.card_w
    players, seat = lay.players, lay.seat
    h = w * ASPECT
    line, font = lay.line, lay.font
    m, g = 0.12 * w, 0.13 * w
    oh, ow = OTHER_SCALE * h, OTHER_SCALE * w
    x0, inner = m, W - 2 * m
    mine = next(t for t, team in enumerate(teams) if seat in team)
    others = team_order(teams, players, seat)
    lift = LIFT * h
    badge = math.ceil(0.8 * font * 1.5)
    title = line if titles else 0.0
    top_h = 2 * line + oh
    centre_h = line + STACK_RISE + h
    fixed = m + top_h + g + title + g + centre_h + g + title + g + line + lift + h + m
    other_w = (inner - (len(others) - 1) * 2 * g) / len(others)
    # centre row: stock, pile, pozzetti (the big one apart)
    pw = POZZETTO_SCALE * w
    big = len(blocks) > 1 and blocks[0] > blocks[1]
    poz_w = len(blocks) * (pw + g) + (2 * g if big else 0.0)
    pile_x = x0 + w + 1.5 * g
    pile_w = x0 + inner - poz_w - g - pile_x
    n = hand_sizes.get(seat, 0)
    slot = (inner - (players - 2) * g) / (players - 1)
    if not force and (
        pile_w < 2 * w
        or slot < 2.2 * ow
        or other_w < 1.5 * w
        or (n > 1 and w + (n - 1) * HAND_MIN_STEP * w > inner)
    ):
        return False
    minimum = {"theirs": max(0.6 * h, line + 8), "ours": h}
    chosen = choose(meld_sizes, mine, others, other_w, inner, H - fixed, badge, w, minimum, floor)
    if chosen is None:
        if not force:
            return False
        style = styles(w)[-1]
        theirs, ours = minimum["theirs"], minimum["ours"]
    else:
        style, theirs, ours = chosen
        ours += max(0.0, H - fixed - theirs - ours)  # the hand at the bottom
    lay.meld = style
    # top row: every other seat, a nameplate over its cards
    y = m
    for k, p in enumerate(other_seats(players, seat)):
        sx = x0 + k * (slot + g)
        step = lay._other_step
        span = min(slot, ow + max(0, hand_sizes.get(p, 0) - 1) * step * ow)
        lay.hands[p] = Box(sx + (slot - span) / 2, y + 2 * line, max(span, ow), oh)
        name_w = min(slot, max(span, 14 * font))  # the nameplate over its cards
        lay.labels[("seat", p)] = Box(sx + (slot - name_w) / 2, y, name_w, 2 * line)
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
    lay.labels[("stock",)] = Box(x0, y, w, line)
    lay.labels[("pile",)] = Box(pile_x, y, pile_w, line)
    y += line + STACK_RISE
    lay.stock = Box(x0, y, w, h)
    lay.pile = Box(pile_x, y, pile_w, h)
    px = pile_x + pile_w + g
    for b in range(len(blocks)):
        lay.pozzetti[b] = Box(px, y + h - POZZETTO_SCALE * h, pw, POZZETTO_SCALE * h)
        lay.labels[("pozzetto", b)] = Box(px - g / 2, y - line, pw + g, line)
        lay.labels[("pozzetto_state", b)] = Box(
            px - g / 2, y + h - POZZETTO_SCALE * h, pw + g, POZZETTO_SCALE * h
        )
        px += pw + g + (2 * g if big and b == 0 else 0.0)
    y += h + g
    # our area, nameplate, cues and hand
    y += title
    lay.meld_areas[mine] = Box(x0, y, inner, ours)
    lay.melds[mine] = place_team(meld_sizes.get(mine, []), lay.meld_areas[mine], style, badge)
    _title(lay, mine, title, badge, g)
    y += ours + g
    lay.labels[("seat", seat)] = Box(x0, y, inner / 2 - g, line)
    lay.labels[("cues",)] = Box(x0 + inner / 2, y, inner / 2, line)
    y += line
    lay.hands[seat] = Box(x0, y + lift, inner, h)
    y += lift + h + m
    return force or y <= H + 0.5


def _title(lay, team: int, title: float, badge: float, g: float) -> None:
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
