"""The table's card items, as the bottom seat may see them (issue 31).

A card the seat sees (its hand, the discard pile, the melds, the hands shown face up) has an item
of its own, made when it comes into sight and removed when it leaves it; every card it may not
see (the stock, the untaken pozzetti, the other hands, the committed deck waiting for its cut) is
an anonymous back (:class:`~.card_item.CardItem` with ``card`` ``None``), counted by zone. So no
item holds a card hidden from the seat.

When the counts change the backs a zone no longer needs are set free where they lie, and a zone
that needs more takes them first; a card that comes into sight starts where a freed back or a
removed card lay (a draw comes out of the stock, a discard out of the hand that made it), else at
the stock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from ...engine import Card
from . import motion
from .card_item import CardItem

if TYPE_CHECKING:
    from .scene import TableScene

#: a back zone: ``("stock",)``, ``("pozzetto", block)``, ``("hand", player)``, ``("deck",)``
BackZone = tuple


class CardPool:
    """The known cards' items (:attr:`known`, the scene's ``cards``) and the backs by zone."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.known: dict[Card, CardItem] = {}
        self.zones: dict[BackZone, list[CardItem]] = {}
        self._spare: list[CardItem] = []  # backs no zone holds now (hidden once settled)
        self._made = 0  # backs made so far (their colours alternate)

    def items(self) -> list[CardItem]:
        """Every card item of the table: the known cards' and the backs'."""
        return list(self.known.values()) + [b for z in self.zones.values() for b in z] + self._spare

    def clear(self, start: QPointF | None) -> None:
        """A new hand: every known card leaves the table, every back is free (at ``start``)."""
        for item in self.known.values():
            self._remove(item)
        self.known.clear()
        for zone in self.zones.values():
            self._spare.extend(zone)
        self.zones.clear()
        for item in self._spare:
            item.finish()
            if start is not None:
                item.setPos(start)
            item.set_face(False)

    def settle(self, backs: dict[BackZone, int], known: list[Card], start: QPointF) -> None:
        """Make the items match: ``backs`` counts per zone (the last backs of a zone are its
        top ones, a draw's), ``known`` the cards in sight. ``start``: where a card with no
        freed place comes from (the stock)."""
        released: list[CardItem] = []  # backs set free now, where they lie
        for key in list(self.zones):
            zone = self.zones[key]
            want = backs.get(key, 0)
            while len(zone) > want:
                released.append(zone.pop())
            if not zone:
                del self.zones[key]
        wanted = set(known)
        freed: list[QPointF] = []  # where the cards that left sight lay
        for card in [c for c in self.known if c not in wanted]:
            item = self.known.pop(card)
            freed.append(QPointF(item.pos()))
            self._remove(item)
        for key, want in backs.items():
            zone = self.zones.setdefault(key, [])
            while len(zone) < want:
                zone.append(self._back(released, freed.pop() if freed else start))
        art = self.scene.art
        for card in known:
            if card in self.known:
                continue
            item = CardItem(card, art, 60)
            if released:
                back = released.pop()
                item.set_width(back.width)
                item.setRotation(back.rotation())
                item.setPos(back.pos())
                self._spare.append(back)
            else:
                item.setPos(freed.pop() if freed else start)
            self.scene.addItem(item)
            self.known[card] = item
        self._spare.extend(released)
        for back in self._spare:
            back.finish()
            back.setVisible(False)

    def _remove(self, item: CardItem) -> None:
        """Take a known card's item off the table, its animation (running or waiting for the
        next paint) stopped first: the animation is the item's child and goes with it."""
        motion.stop(item)
        self.scene.removeItem(item)

    def _back(self, released: list[CardItem], at: QPointF) -> CardItem:
        """A back for a zone that needs one: one set free now (it moves on from where it lies),
        else a spare or a new one put at ``at``."""
        if released:
            item = released.pop()
        elif self._spare:
            item = self._spare.pop()
            item.finish()
            item.setPos(at)
        else:
            self._made += 1
            item = CardItem(None, self.scene.art, 60, back=1 + self._made % 2)
            item.setPos(at)
            self.scene.addItem(item)
        item.setVisible(True)
        return item
