"""Rectangles in scene pixels and the card's aspect ratio (pure Python, no Qt)."""

from __future__ import annotations

from dataclasses import dataclass

ASPECT = 1.4  # card height / width of the deck's art (240 × 336)


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle in scene coordinates (pixels)."""

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


#: The rank glyph's height as a share of the card's height on the table's faces (the shortest
#: of the ranks, measured: ``ui/table/card_faces.py`` draws it 58/336 of the height, bold): a
#: card ``w`` wide shows an index about ``INDEX_SHARE × ASPECT × w`` pixels tall.
INDEX_SHARE = 0.1675
