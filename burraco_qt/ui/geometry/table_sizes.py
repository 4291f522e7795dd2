"""The table's sizes and proportions (pure Python, no Qt): how large the cards may be for a view,
the fans' steps, the legibility floor and the meld cards' index target, in one place for the
layouts (:mod:`.table_layout`, :mod:`.two_team_layout`, :mod:`.multi_table_layout`) and a later
style pass."""

from __future__ import annotations

from .rects import ASPECT, INDEX_SHARE

BACK_SCALE = 0.4  # other players' backs × the view's largest hand card width
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
INDEX_PX = {2: 10.7, 4: 10.7}  # rank index (px) the meld cards keep from a 1024×700 window
MULTI_INDEX_PX = 8.6  # … with 3, 5 and 6 players
GLOW = 6.0  # pixels (at most) a nameplate's box has beyond its lines (its plate's halo)
MARGIN = 0.07  # × the view's largest hand card width: the table's edge
GAP = 0.09  # … and between two zones


def font_px(card_w: float) -> float:
    """The caption font size (pixels) for a hand card width."""
    return max(10.0, min(14.0, 0.1 * card_w + 3.0))


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
