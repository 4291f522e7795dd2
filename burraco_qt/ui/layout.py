"""Table geometry in card-size units (pure Python, no Qt).

:func:`compute_layout` finds the largest card width for which every zone fits the view: the seat's
hand at the bottom, the partner (or the lone opponent) at the top, the opponents left and right in
a 4-player game, the two teams' meld areas (ours above our hand), and a centre row with the
stock, the discard pile spread so every card shows, and the two pozzetti. Melds are fanned
horizontally and packed into rows; rows overlap so each card's index stays visible.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ASPECT = 1.4
OTHER_SCALE = 0.5  # other players' cards
POZZETTO_SCALE = 0.72
MELD_STEP = 0.27  # × card width, horizontal step inside a meld
MELD_ROW = 0.56  # × card height, vertical step between meld rows
MELD_GAP = 0.32  # × card width, between two melds of a row
HAND_STEP = 0.62  # × card width, widest step in the hand
HAND_MIN_STEP = 0.24
LIFT = 0.18  # × card height, selected cards rise by this much
PILE_STEP = 0.30
PILE_MIN_STEP = 0.12


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle in scene coordinates."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.right and self.y <= py <= self.bottom

    def overlap(self, other: Box) -> float:
        """The area shared with ``other`` (0 when disjoint)."""
        dx = min(self.right, other.right) - max(self.x, other.x)
        dy = min(self.bottom, other.bottom) - max(self.y, other.y)
        return dx * dy if dx > 0 and dy > 0 else 0.0


@dataclass(frozen=True, slots=True)
class MeldPlace:
    """Where a meld's cards go: the first card at ``(box.x, box.y)``, then every ``step``."""

    box: Box
    step: float


@dataclass(slots=True)
class TableLayout:
    """The computed geometry; see :func:`compute_layout`."""

    width: float
    height: float
    card_w: float
    players: int
    seat: int
    sides: dict[int, str] = field(default_factory=dict)  # seat -> bottom/top/left/right
    hands: dict[int, Box] = field(default_factory=dict)
    stock: Box = Box(0, 0, 0, 0)
    pile: Box = Box(0, 0, 0, 0)
    pozzetti: dict[int, Box] = field(default_factory=dict)  # team -> box
    meld_areas: dict[int, Box] = field(default_factory=dict)  # team -> box
    melds: dict[int, list[MeldPlace]] = field(default_factory=dict)

    @property
    def card_h(self) -> float:
        return self.card_w * ASPECT

    @property
    def lift(self) -> float:
        return LIFT * self.card_h

    # ------------------------------------------------------------------ card positions
    def hand_positions(self, seat: int, n: int) -> list[tuple[float, float]]:
        """Top-left corners of a hand's ``n`` cards (before rotation for side seats)."""
        box = self.hands[seat]
        side = self.sides[seat]
        if n == 0:
            return []
        if side in ("bottom", "top"):
            cw = self.card_w * (1 if side == "bottom" else OTHER_SCALE)
            widest = (HAND_STEP if side == "bottom" else 0.3) * cw
            step = _step(n, box.w, cw, widest)
            start = box.x + (box.w - (cw + (n - 1) * step)) / 2
            return [(start + i * step, box.y) for i in range(n)]
        ch = self.card_w * OTHER_SCALE  # a rotated card is card_w * scale tall
        step = _step(n, box.h, ch, 0.3 * ch)
        start = box.y + (box.h - (ch + (n - 1) * step)) / 2
        x = box.x + self.card_h * OTHER_SCALE  # rotation by 90° puts the card left of x
        return [(x, start + i * step) for i in range(n)]

    def pile_positions(self, n: int) -> list[tuple[float, float]]:
        """Top-left corners of the discard pile's cards, bottom card first."""
        box = self.pile
        if n == 0:
            return []
        w = self.card_w
        step = min(PILE_STEP * w, (box.w - w) / (n - 1)) if n > 1 else 0.0
        return [(box.x + i * step, box.y) for i in range(n)]

    def meld_positions(self, team: int, index: int, n: int) -> list[tuple[float, float]]:
        place = self.melds[team][index]
        return [(place.box.x + i * place.step, place.box.y) for i in range(n)]

    def stack_positions(self, box: Box, n: int) -> list[tuple[float, float]]:
        """A squared stack (stock, pozzetto) with a slight offset every few cards."""
        return [(box.x + (i // 8) * 0.8, box.y - (i // 8) * 0.8) for i in range(n)]



def _step(n: int, span: float, card: float, widest: float) -> float:
    if n <= 1:
        return 0.0
    return max(0.0, min(widest, (span - card) / (n - 1)))


def seat_sides(players: int, seat: int) -> dict[int, str]:
    """Where each seat sits as seen from ``seat``: play goes clockwise, so the next player is on
    the left, the partner opposite, the previous player on the right."""
    if players == 2:
        return {seat: "bottom", 1 - seat: "top"}
    return {seat: "bottom", (seat + 1) % 4: "left", (seat + 2) % 4: "top", (seat + 3) % 4: "right"}


def pack_melds(sizes: list[int], area: Box, w: float) -> tuple[list[MeldPlace], int]:
    """Pack melds of ``sizes`` cards into rows of ``area`` (creation order). Returns the places
    (relative to ``area``'s top-left) and the number of rows."""
    h = w * ASPECT
    places: list[MeldPlace] = []
    x = 0.0
    row = 0
    for n in sizes:
        step = MELD_STEP * w
        width = w + (n - 1) * step
        if width > area.w:
            step = max(0.0, (area.w - w) / max(1, n - 1))
            width = w + (n - 1) * step
        if x > 0 and x + width > area.w:
            row += 1
            x = 0.0
        places.append(MeldPlace(Box(area.x + x, area.y + row * MELD_ROW * h, width, h), step))
        x += width + MELD_GAP * w
    return places, (row + 1 if sizes else 0)


def _area_height(rows: int, h: float, minimum: float) -> float:
    return max(minimum, (rows - 1) * MELD_ROW * h + h) if rows else minimum


def compute_layout(width: float, height: float, players: int, seat: int,
                   meld_sizes: dict[int, list[int]], hand_sizes: dict[int, int],
                   scale: float = 1.0) -> TableLayout:
    """The layout with the largest card width that fits ``width`` × ``height``, times ``scale``
    (≤ 1, the player's card size preference).

    ``meld_sizes`` maps each team to its melds' card counts, ``hand_sizes`` each seat to its
    number of cards.
    """
    w = min(width / 8.0, height / 5.0)
    for _ in range(80):
        lay = _try(width, height, w, players, seat, meld_sizes, hand_sizes)
        if lay is not None:
            if scale < 1.0:
                return _try(width, height, w * scale, players, seat, meld_sizes, hand_sizes,
                            force=True) or lay
            return lay
        w *= 0.965
    return _try(width, height, w, players, seat, meld_sizes, hand_sizes, force=True)  # type: ignore[return-value]


def _try(W: float, H: float, w: float, players: int, seat: int,
         meld_sizes: dict[int, list[int]], hand_sizes: dict[int, int],
         force: bool = False) -> TableLayout | None:
    h = w * ASPECT
    m = 0.12 * w
    g = 0.16 * w
    side_w = OTHER_SCALE * h + g if players == 4 else 0.0
    x0 = m + side_w
    inner = W - 2 * x0
    if inner < 3 * w and not force:
        return None
    mine = seat % 2
    theirs = 1 - mine
    lay = TableLayout(W, H, w, players, seat, sides=seat_sides(players, seat))
    y = m
    top_seat = next(s for s, side in lay.sides.items() if side == "top")
    lay.hands[top_seat] = Box(x0, y, inner, OTHER_SCALE * h)
    y += OTHER_SCALE * h + g
    area = Box(x0, y, inner, 0)
    places, rows = pack_melds(meld_sizes.get(theirs, []), area, w)
    area_h = _area_height(rows, h, 0.75 * h)
    lay.meld_areas[theirs] = Box(x0, y, inner, area_h)
    lay.melds[theirs] = places
    side_top = y
    y += area_h + g
    pw = POZZETTO_SCALE * w
    lay.stock = Box(x0, y, w, h)
    lay.pozzetti[mine] = Box(x0 + inner - 2 * pw - g, y + (h - POZZETTO_SCALE * h), pw,
                             POZZETTO_SCALE * h)
    lay.pozzetti[theirs] = Box(x0 + inner - pw, y + (h - POZZETTO_SCALE * h), pw,
                               POZZETTO_SCALE * h)
    pile_x = x0 + w + 1.5 * g
    lay.pile = Box(pile_x, y, lay.pozzetti[mine].x - 1.5 * g - pile_x, h)
    y += h + g
    area = Box(x0, y, inner, 0)
    places, rows = pack_melds(meld_sizes.get(mine, []), area, w)
    area_h = _area_height(rows, h, h)
    lay.meld_areas[mine] = Box(x0, y, inner, area_h)
    lay.melds[mine] = places
    y += area_h + g + 0.2 * w  # room for the seat's caption
    side_bottom = y
    lay.hands[seat] = Box(x0, y + lay.lift, inner, h)
    y += lay.lift + h + m
    if players == 4:
        for s, side in lay.sides.items():
            if side == "left":
                lay.hands[s] = Box(m, side_top, OTHER_SCALE * h, side_bottom - side_top)
            elif side == "right":
                lay.hands[s] = Box(W - m - OTHER_SCALE * h, side_top, OTHER_SCALE * h,
                                   side_bottom - side_top)
    if force:
        return lay
    n = hand_sizes.get(seat, 0)
    if y > H or lay.pile.w < 2 * w or (n > 1 and w + (n - 1) * HAND_MIN_STEP * w > inner):
        return None
    return lay
