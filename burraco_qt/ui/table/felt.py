"""The felt under the table and the cards' soft shadows, each drawn once and cached.

* :func:`felt_pixmap`: the table's green cloth for a viewport size: a radial light (brighter in
  the middle, a vignette darkening the corners) and a fine, seeded grain with a cloth's twill
  (one 128-pixel tile), so it has depth without distracting; the high-contrast table
  (Preferences) is a plain, nearly black green instead, so the white cards stand out most.
  One pixmap per (look, size, device pixel ratio); only the latest is kept.
* :func:`shadow_pixmap`: a card's soft shadow (a few stacked, faint rounded rectangles: no blur
  effect per item) per (card width, device pixel ratio); the card item draws it under itself.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap, QRadialGradient

from .decorations import FELT, HIGH_CONTRAST_FELT

#: The table's looks: the normal felt, or the high-contrast one.
TABLE_LOOKS = ("normal", "high_contrast")

#: How far a shadow reaches beyond the card (logical pixels): right, down, and its spread.
SHADOW_OFFSET = QPointF(1.0, 2.0)
SHADOW_SPREAD = 3.0

_felt: dict[tuple[str, int, int, float], QPixmap] = {}
_grain: list[QImage] = []
_lights: list[QImage] = []
_shadows: dict[tuple[int, float], QPixmap] = {}


def _grain_tile() -> QImage:
    """A 128-pixel tile of faint light and dark specks (seeded: the same on every run). Built
    with byte-string operations, no loop per pixel (it is drawn before the first paint)."""
    if not _grain:
        size = 128
        noise = random.Random(12).randbytes(size * size)
        # a random byte below 42: a light speck; 42 to 84: a dark one; alpha from 6 to 15
        light = bytes(6 + b % 10 if b < 42 else 0 for b in range(256))
        alpha = bytes(6 + b % 10 if b < 85 else 0 for b in range(256))
        data = bytearray(size * size * 4)  # premultiplied ARGB, little-endian: B, G, R, A
        lit = noise.translate(light)
        data[0::4] = data[1::4] = data[2::4] = lit
        data[3::4] = noise.translate(alpha)
        tile = QImage(bytes(data), size, size, QImage.Format.Format_ARGB32_Premultiplied).copy()
        _weave(tile)
        _grain.append(tile)
    return _grain[0]


def _weave(tile: QImage) -> None:
    """A cloth's fine twill over the specks: faint light diagonals every 4 pixels and darker ones
    between (4 divides the tile's size, so the tiles join without a seam)."""
    size = tile.width()
    painter = QPainter(tile)
    for offset, colour in ((0, QColor(255, 255, 255, 7)), (2, QColor(0, 0, 0, 9))):
        painter.setPen(QPen(colour, 1.0))
        for start in range(-size + offset, size, 4):
            painter.drawLine(QPointF(start, 0), QPointF(start + size, size))
    painter.end()


def _light() -> QImage:
    """The felt's light, a radial gradient drawn once at a small size. It changes by one colour
    level every 15 pixels or so, so it is scaled up without smoothing (a few ms; drawing the
    gradient at every window size cost 30 ms at 1280 × 800)."""
    if not _lights:
        w, h = 256, 160
        image = QImage(w, h, QImage.Format.Format_RGB32)
        painter = QPainter(image)
        # the light reaches the corners: a soft pool in the middle, a vignette at the edges
        light = QRadialGradient(QPointF(w / 2, h * 0.45), math.hypot(w / 2, h * 0.55))
        light.setColorAt(0.0, FELT.lighter(116))
        light.setColorAt(0.45, FELT)
        light.setColorAt(0.8, FELT.darker(128))
        light.setColorAt(1.0, FELT.darker(175))
        painter.fillRect(QRectF(0, 0, w, h), QBrush(light))
        painter.end()
        _lights.append(image)
    return _lights[0]


def felt_pixmap(width: int, height: int, dpr: float = 1.0, look: str = "normal") -> QPixmap:
    """The felt for a ``width`` × ``height`` (logical pixels) viewport, in ``look`` (one of
    :data:`TABLE_LOOKS`)."""
    key = (look, width, height, dpr)
    pm = _felt.get(key)
    if pm is not None:
        return pm
    _felt.clear()
    w, h = max(1, round(width * dpr)), max(1, round(height * dpr))
    if look == "high_contrast":
        pm = QPixmap(w, h)
        pm.fill(HIGH_CONTRAST_FELT)
        pm.setDevicePixelRatio(dpr)
        _felt[key] = pm
        return pm
    image = _light().scaled(
        w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.FastTransformation
    )
    painter = QPainter(image)
    painter.fillRect(QRectF(0, 0, w, h), QBrush(_grain_tile()))
    painter.end()
    pm = QPixmap.fromImage(image)
    pm.setDevicePixelRatio(dpr)
    _felt[key] = pm
    return pm


def shadow_pixmap(width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """A soft shadow for a card of ``width`` × ``height``; it covers the card's rectangle grown by
    :data:`SHADOW_SPREAD` on every side (draw it at ``-SHADOW_SPREAD + SHADOW_OFFSET``)."""
    key = (width, dpr)
    pm = _shadows.get(key)
    if pm is not None:
        return pm
    if len(_shadows) > 8:
        _shadows.clear()
    spread = SHADOW_SPREAD
    size_w, size_h = width + 2 * spread, height + 2 * spread
    pm = QPixmap(round(size_w * dpr), round(size_h * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pm)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    steps = 4
    radius = width * 0.05
    for i in range(steps):  # from the outermost, faintest ring to the card's own outline
        grow = spread * (steps - i) / steps
        painter.setBrush(QColor(0, 0, 0, 22))
        painter.drawRoundedRect(
            QRectF(spread - grow, spread - grow, width + 2 * grow, height + 2 * grow),
            radius + grow,
            radius + grow,
        )
    painter.end()
    _shadows[key] = pm
    return pm
