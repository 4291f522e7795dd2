"""Where the table's toast goes: on the felt, never on a card or a caption (issue 27).

:func:`place_toast` finds the first free place for the toast's text, from above our hand in the
middle, going up, then sideways (on one line when the table is wide enough, else narrower, on
two); with none, the toast is not shown (what it says is on the status line too). The scene
calls it when a toast is shown and again after every relayout while it shows, so cards that move
or grow never end up under it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

if TYPE_CHECKING:
    from .scene import TableScene

MARGIN = 10  # the toast's text margin on each side (``decorations.Toast.paint``)
NARROWEST = 260.0  # pixels: a toast is never narrower (two lines of a short sentence)


def place_toast(scene: TableScene) -> None:
    """Put ``scene``'s toast, if it shows, where it covers nothing, or hide it."""
    toast = scene.toast
    lay = scene.layout
    text = toast.text
    if lay is None or not text or toast.opacity() <= 0.0:
        return
    font = QFont("DejaVu Sans")
    font.setPixelSize(15)  # the toast's font
    one_line = QFontMetricsF(font).horizontalAdvance(text) + 2 * MARGIN + 8
    height = toast.boundingRect().height()
    home = lay.hands[scene.seat].y - lay.lift - height - 6
    blocked = blocked_rects(scene)
    widest = min(lay.width * 0.8, max(360.0, one_line))
    for width in dict.fromkeys((widest, min(widest, max(300.0, one_line / 2 + 40)), NARROWEST)):
        place = free_place(scene.sceneRect(), width, height, home, blocked)
        if place is not None:
            toast.move_to(*place, width)
            return
    toast.hide_now()


def blocked_rects(scene: TableScene) -> list[QRectF]:
    """What a toast may not cover: every visible caption and card (where it is and where it is
    going), and the band our selected cards rise into."""
    blocked = [r for _, r, _ in scene.caption_rects()]
    dragging = scene.input.dragged_set()
    for item in scene.pool.items():
        if item.isVisible() and item.card not in dragging:
            now = item.sceneBoundingRect()
            blocked += [now, now.translated(item.target - item.pos())]
    zone = scene.input.hand_zone()
    if zone is not None:
        blocked.append(QRectF(zone.x, zone.y, zone.w, zone.h))
    return blocked


def free_place(
    rect: QRectF, width: float, height: float, home: float, blocked: list[QRectF]
) -> tuple[float, float] | None:
    """``(centre x, top y)`` for a toast ``width`` × ``height`` in ``rect``: the first place
    that meets none of ``blocked``, from ``home`` (in the middle) up to the top of ``rect``,
    trying the middle first, then further left and right; ``None``: there is none."""
    centre = rect.width() / 2
    xs = [centre] + [x for k in range(1, 9) for x in (centre - k * width / 8, centre + k * width / 8)]
    xs = [x for x in xs if x - width / 2 >= rect.left() and x + width / 2 <= rect.right()]
    y = min(home, rect.bottom() - height)
    while y >= rect.top():
        for x in xs:
            place = QRectF(x - width / 2, y, width, height).adjusted(-2, -2, 2, 2)
            if not any(place.intersects(r) for r in blocked):
                return x, y
        y -= 8
    return None
