"""The characters in the UI (issue 13): translated one-line descriptions, tier names and
portraits (SVG drawn by the project, ``resources/portraits``). The characters themselves (names,
tiers, styles) are the AI's data, :mod:`burraco_qt.ai.characters`; every text shown is here, as
literal ``translate`` calls so that lupdate extracts them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QIcon, QImage, QPainter, QPixmap

from ..ai.characters import CHARACTERS
from ..paths import resource


def description(key: str) -> str:
    """The character's one-line description in the current language ("" if unknown)."""
    texts = {
        "pina": QCoreApplication.translate(
            "Characters", "Easy. Plays slowly and safely: rarely takes the pile, keeps her jokers."
        ),
        "gino": QCoreApplication.translate(
            "Characters", "Medium. Greedy: takes every pile he can use and lays wildcards at once."
        ),
        "lucia": QCoreApplication.translate(
            "Characters", "Medium. Careful: never feeds your melds and leaves big piles alone."
        ),
        "marco": QCoreApplication.translate(
            "Characters", "Hard. In a hurry: takes the pile often and closes as soon as he can."
        ),
        "giulia": QCoreApplication.translate(
            "Characters", "Hard. Patient: saves her wildcards and waits for a second buraco to close."
        ),
        "bruno": QCoreApplication.translate(
            "Characters", "Expert. Weighs every option by playing the hand out in his head."
        ),
        "rosa": QCoreApplication.translate(
            "Characters", "Expert. Thinks ahead like Bruno, but loves a big pile and a quick close."
        ),
    }
    return texts.get(key, "")


def tier_name(tier: str) -> str:
    """The tier's name in the current language."""
    return {
        "easy": QCoreApplication.translate("Characters", "Easy"),
        "medium": QCoreApplication.translate("Characters", "Medium"),
        "hard": QCoreApplication.translate("Characters", "Hard"),
        "expert": QCoreApplication.translate("Characters", "Expert"),
    }.get(tier, tier)


def player_name(name: str) -> str:
    """A seat's player as shown: the character's name, or the tier's name (old records)."""
    c = CHARACTERS.get(name)
    return c.name if c is not None else tier_name(name)


def portrait_path(key: str) -> str:
    """The portrait's SVG file ("" if unknown)."""
    c = CHARACTERS.get(key)
    return str(resource("portraits", c.portrait)) if c is not None else ""


def portrait_icon(key: str) -> QIcon:
    """The portrait as an icon (empty if unknown)."""
    path = portrait_path(key)
    return QIcon(path) if path else QIcon()


_PIXMAPS: dict[tuple[str, int, float], QPixmap] = {}


def portrait_pixmap(path: str, side: int, dpr: float = 1.0) -> QPixmap:
    """The portrait SVG ``path`` rendered ``side`` × ``side`` logical pixels at device pixel
    ratio ``dpr`` (cached; a few sizes are used: the nameplates' text heights). An unreadable
    file gives a transparent picture."""
    key = (path, side, dpr)
    pm = _PIXMAPS.get(key)
    if pm is None:
        from PySide6.QtSvg import QSvgRenderer

        pixels = max(1, round(side * dpr))
        image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        QSvgRenderer(path).render(painter, QRectF(0, 0, pixels, pixels))
        painter.end()
        pm = QPixmap.fromImage(image)
        pm.setDevicePixelRatio(dpr)
        if len(_PIXMAPS) > 64:  # sizes change with the window: keep the cache small
            _PIXMAPS.clear()
        _PIXMAPS[key] = pm
    return pm
