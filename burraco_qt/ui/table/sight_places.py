"""Where every card item of the table goes, from the bottom seat's sight (issue 31).

:func:`places` reads only the scene's :class:`~burraco_qt.engine.Sight` (``scene.game``): the
stock and the untaken pozzetti by their sizes (backs), the discard pile and the melds by their
cards, the other hands by their sizes (backs) unless shown face up (the hand is over, open
cards). It first settles the scene's :class:`~.card_pool.CardPool` on those counts, then lists one
:class:`Place` per item.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from ...engine import Card, Meld
from ...engine.meld import value_letter
from ..geometry.table_layout import TableLayout
from ..geometry.table_sizes import POZZETTO_SCALE
from .card_item import CardItem

if TYPE_CHECKING:
    from .scene import TableScene


def marker_for(meld: Meld, card: Card) -> str | None:
    """The badge of a wildcard on the table: the rank it stands for (none for a natural two),
    ``✱`` for the free 14th card; every wildcard of a meld that holds several gets its own
    (RULES-CASUAL.md R33.6)."""
    for wild, value in zip(meld.wildcards, meld.wild_values, strict=True):
        if wild is card:
            if value is None:
                return "\u2731"
            return "10" if value == 10 else value_letter(value)
    return None


@dataclass(slots=True)
class Place:
    """One item's place: position (scene pixels), face up or not, stacking ``z``, width
    (pixels), rotation (degrees), badge; ``covered``: hidden in a squared stack; ``meld``: a
    meld's card (its fan keeps its exact step)."""

    item: CardItem
    x: float
    y: float
    face: bool
    z: float
    width: float
    angle: float = 0
    marker: str | None = None
    covered: bool = False
    meld: bool = False


def untaken(g) -> list[int]:
    """Each pozzetto block's number of cards still on the table (0 once picked up)."""
    taken = {b for b in g.taken_blocks if b is not None}
    return [0 if b in taken else size for b, size in enumerate(g.block_sizes)]


def places(scene: TableScene, lay: TableLayout, hand_places: list) -> list[Place]:
    """Every item's :class:`Place` for layout ``lay``; ``hand_places``: our hand's
    ``(card, x, y, z)`` (the scene's still hand)."""
    g = scene.game
    pozzetti = untaken(g)
    others = [p for p in range(g.players) if p != scene.seat]
    backs: dict[tuple, int] = {("stock",): g.stock_size}
    for b, n in enumerate(pozzetti):
        backs[("pozzetto", b)] = n
    for p in others:
        if g.hands[p] is None:
            backs[("hand", p)] = g.hand_sizes[p]
    known: list[Card] = list(g.pile)
    known += [c for t in g.tables for m in t for c in m.cards]
    known += [c for p in others for c in g.hands[p] or ()]
    known += scene.hand_order
    pool = scene.pool
    pool.settle(backs, known, QPointF(lay.stock.x, lay.stock.y))
    zone = pool.zones
    item = pool.known
    tw = lay.table_w  # the stock, the pile and the pozzetti: the table's cards
    out: list[Place] = []
    stock = zone.get(("stock",), [])
    for i, (it, (x, y)) in enumerate(zip(stock, lay.stack_positions(lay.stock, len(stock)), strict=True)):
        out.append(Place(it, x, y, False, 100 - i * 0.1, tw, covered=i % 8 != 7 and i != 0))
    for i, (c, (x, y)) in enumerate(zip(g.pile, lay.pile_positions(len(g.pile)), strict=True)):
        out.append(Place(item[c], x, y, True, 200 + i, tw))
    for b in range(len(pozzetti)):  # by block (with 2 and 4 players, by team)
        cards = zone.get(("pozzetto", b), [])
        box = lay.pozzetti[b]
        for i, (it, (x, y)) in enumerate(zip(cards, lay.stack_positions(box, len(cards)), strict=True)):
            cover = i % 8 != 0 and i != len(cards) - 1
            out.append(Place(it, x, y, False, 150 + i * 0.1, tw * POZZETTO_SCALE, covered=cover))
    mw = lay.meld_w
    for t in range(len(g.tables)):
        for i, meld in enumerate(g.tables[t]):
            for k, (c, (x, y)) in enumerate(
                zip(meld.cards, lay.meld_positions(t, i, len(meld)), strict=True)
            ):
                out.append(
                    Place(item[c], x, y, True, 300 + k * 0.01, mw, marker=marker_for(meld, c), meld=True)
                )
    banned = g.ban  # the view keeps it for our own play phase only
    for p in others:
        shown = g.hands[p]
        hand = [item[c] for c in shown] if shown is not None else zone.get(("hand", p), [])
        rot = 90 if lay.rotated(p) else 0
        for k, (it, (x, y)) in enumerate(zip(hand, lay.hand_positions(p, len(hand)), strict=True)):
            out.append(Place(it, x, y, shown is not None, 500 + k, lay.other_w, rot))
    w = lay.card_w
    for c, x, y, z in hand_places:
        out.append(Place(item[c], x, y, True, z, w, marker="✕" if c is banned else None))
    return out
