"""The card faces the table shows: Kennard's art (``resources/cards``, CC0) with large indices.

A card in a meld column or a fanned hand shows only a strip of itself, so its index must be
large. :func:`large_index_svg` turns a face file into our own face style (pure text, no Qt):

* the two small corner indices (rank glyph and suit) are taken out;
* Kennard's own rank glyph is put back large in the top-left corner, drawn bolder, with the
  suit beside it, so the top strip a meld column shows holds both, and so does the left strip
  of a fanned hand (:data:`INDEX_WIDTH`); the same index, turned, in the bottom-right corner;
* the rest of the art (pips, court picture, joker) is scaled into the middle.

The jokers carry no index in Kennard's deck: theirs is a large star.

Geometry in the files' units: every card is 240 × 336 with the origin in its centre.
"""

from __future__ import annotations

import math
import re

CARD_W, CARD_H = 240.0, 336.0
MARGIN = 6.0  # from the card's edge to the index
RANK_BOX = 58.0  # the rank glyph's box (Kennard's is 32); the glyph fills about 97 % of it
SUIT_BOX = 44.0  # the suit beside it (Kennard's is 26.8)
SUIT_GAP = 0.92  # the suit starts this share of the rank box right of the rank box's left edge
STROKE = 110  # the rank glyph's stroke (Kennard's 80, of its 1000 units)
ART_SCALE = 0.74  # pips and pictures, about the card's centre

#: Where the rank glyph sits, as shares of the card (left, top, width, height): the layout check
#: measures the index inside it on the rendered face.
RANK_AREA = (MARGIN / CARD_W, MARGIN / CARD_H, RANK_BOX / CARD_W, RANK_BOX / CARD_H)
#: How much of the card's width the index (rank and suit) takes from the left edge.
INDEX_WIDTH = (MARGIN + RANK_BOX * SUIT_GAP + SUIT_BOX) / CARD_W
#: How much of the card's height the index takes from the top edge.
INDEX_HEIGHT = (MARGIN + RANK_BOX) / CARD_H

_RANK = re.compile(
    r'<g transform="translate\(-114\.4,-156\) scale\(0\.032,0\.032\) '
    r'translate\(500,500\)">(<path[^>]*/>)</g>'
)
_SUIT = re.compile(
    r'<g transform="translate\(-111\.784,-119\) scale\(0\.0223075,0\.0223075\) '
    r'translate\(600,600\)">(<path[^>]*/>)</g>'
)
_RECT = re.compile(r"<rect[^>]*/>")
_DEFS = re.compile(r"<defs>.*?</defs>")


def _star(colour: str) -> str:
    """A five-pointed star filling a 1000-unit box centred on 0 (the jokers' index)."""
    points = []
    for i in range(10):
        radius = 520 if i % 2 == 0 else 230
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(f"{radius * math.cos(angle):.0f} {radius * math.sin(angle) + 50:.0f}")
    return (
        f'<path d="M{"L".join(points)}Z" fill="{colour}" stroke="{colour}" '
        'stroke-width="70" stroke-linejoin="round" />'
    )


def _index(rank: str, suit: str) -> str:
    """The large index in the top-left corner, in the card's units."""
    x0, y0 = -CARD_W / 2 + MARGIN, -CARD_H / 2 + MARGIN
    out = f'<g transform="translate({x0:g},{y0:g}) scale({RANK_BOX / 1000:g}) translate(500,500)">{rank}</g>'
    if suit:
        sx = x0 + RANK_BOX * SUIT_GAP
        sy = y0 + (RANK_BOX - SUIT_BOX) / 2
        out += (
            f'<g transform="translate({sx:g},{sy:g}) scale({SUIT_BOX / 1200:g}) '
            f'translate(600,600)">{suit}</g>'
        )
    return out


def large_index_svg(source: str, joker_colour: str = "") -> str:
    """The face ``source`` (a Kennard SVG of ``resources/cards``) with large indices;
    ``joker_colour`` (a joker: its star's colour) when the face has no index of its own.
    ``ValueError`` when a face without ``joker_colour`` has no index to enlarge."""
    ranks = _RANK.findall(source)
    suits = _SUIT.findall(source)
    body = _SUIT.sub("", _RANK.sub("", source))
    head_end = body.index(">") + 1
    head, inner = body[:head_end], body[head_end : body.rindex("</svg>")]
    rect = _RECT.search(inner)
    if rect is None:
        raise ValueError("a card face without its card rectangle")
    inner = inner.replace(rect.group(0), "", 1)
    defs = _DEFS.search(inner)
    if defs is not None:
        inner = inner.replace(defs.group(0), "", 1)
    if ranks and suits:
        rank = ranks[0].replace('stroke-width="80"', f'stroke-width="{STROKE}"')
        index = _index(rank, suits[0])
    elif joker_colour:
        index = _index(_star(joker_colour), "")
    else:
        raise ValueError("a card face without a corner index")
    return (
        f"{head}{defs.group(0) if defs else ''}{rect.group(0)}"
        f'<g transform="scale({ART_SCALE:g})">{inner}</g>'
        f'{index}<g transform="rotate(180)">{index}</g></svg>'
    )
