"""Measuring a rendered card face's rank index (issue 27): the layout check and the card-art
tests read the index's height in pixels off the pixels, not off the art's numbers."""

from __future__ import annotations

from PySide6.QtGui import QImage


def _ink(r: int, g: int, b: int, a: int) -> bool:
    """A pixel of a glyph: opaque and dark, or strongly coloured (the red suits)."""
    return a >= 128 and (max(r, g, b) < 200 or max(r, g, b) - min(r, g, b) > 70)


def rank_height(image: QImage) -> float:
    """The height (logical pixels) of the rank glyph of a rendered face (``image``, its device
    pixel ratio set): the first run of rows with ink inside the rank's area of the faces
    (:data:`~burraco_qt.ui.table.card_faces.RANK_AREA`, off the card's outline)."""
    from burraco_qt.ui.table.card_faces import RANK_AREA

    img = image.convertToFormat(QImage.Format.Format_RGBA8888)
    w, h = img.width(), img.height()
    data = bytes(img.constBits())
    stride = img.bytesPerLine()
    left, top, width, height = RANK_AREA
    x0, x1 = max(2, int(left * w)), min(w - 2, round((left + width) * w) + 1)
    rows = range(max(2, int(top * h)), min(h, round((top + height) * h) + 2))
    start = None
    for y in rows:
        line = data[y * stride : (y + 1) * stride]
        inked = any(_ink(*line[4 * x : 4 * x + 4]) for x in range(x0, x1))
        if inked and start is None:
            start = y
        elif not inked and start is not None:
            return (y - start) / image.devicePixelRatio()
    return 0.0 if start is None else (rows[-1] + 1 - start) / image.devicePixelRatio()
