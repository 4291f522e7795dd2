"""The decks' suit colours: the standard two-colour deck and the four-colour deck (issue 28),
applied to Kennard's faces (``resources/cards``, CC0) as text at load time (no Qt, no new art).

:func:`recolour_face` paints a face's suit symbols (every copy of the path its corner index
uses: the pips, the corner suits, the suits of a court picture) and its rank glyphs (the index
paths drawn with ``stroke-width="80"``) in the suit's ink; the court pictures' own colours stay.

The four-colour inks were chosen so that every pair of suits, and each suit against the white
face, differs by ΔE2000 ≥ 20 for normal vision and with protanopia, deuteranopia and tritanopia
(Machado 2009, full severity): ``tests/gui/test_deck_colours.py`` measures them on the rendered
faces; ``python -m devtools.colour_vision`` prints the table. A brighter red than ``#9e0c00``
falls below 20 against the green for a deuteranope.
"""

from __future__ import annotations

import re

#: Deck name → suit letter → ink. ``standard`` is Kennard's own (``red`` and ``#000``).
SUIT_INKS: dict[str, dict[str, str]] = {
    "standard": {"s": "#000000", "h": "#ff0000", "d": "#ff0000", "c": "#000000"},
    "four_colour": {"s": "#111111", "h": "#9e0c00", "d": "#0048e7", "c": "#31ac24"},
}
DECKS = tuple(SUIT_INKS)

_CORNER_SUIT = re.compile(
    r'<g transform="translate\(-111\.784,-119\) scale\(0\.0223075,0\.0223075\) '
    r'translate\(600,600\)">(<path[^>]*/>)</g>'
)
_RANK_PATH = re.compile(r'<path [^>]*stroke-width="80"[^>]*/>')
_FILL = re.compile(r'\s*fill="[^"]*"')
_STROKE = re.compile(r'stroke="[^"]*"')


def recolour_face(source: str, suit: str, deck: str) -> str:
    """The face ``source`` (a Kennard SVG of suit ``suit``, ``"s"``/``"h"``/``"d"``/``"c"``) in
    the inks of ``deck`` (a key of :data:`SUIT_INKS`); the standard deck returns ``source``
    as it is. ``KeyError`` for an unknown deck or suit, ``ValueError`` for a face without a
    corner suit."""
    ink = SUIT_INKS[deck][suit]
    if deck == "standard":
        return source
    corner = _CORNER_SUIT.search(source)
    if corner is None:
        raise ValueError("a card face without a corner suit")
    path = corner.group(1)
    inked = _FILL.sub("", path[: -len("/>")]).rstrip() + f' fill="{ink}" />'
    source = source.replace(path, inked)
    return _RANK_PATH.sub(lambda m: _STROKE.sub(f'stroke="{ink}"', m.group(0)), source)
