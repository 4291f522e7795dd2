"""Preferences: animation speed, reduce motion, card size, sound, the expert's thinking time and
the legible deck (deck colours, face style, table contrast), applied at once (the dialog is
:mod:`.dialogs.preferences_dialog`, loaded when first opened)."""

from __future__ import annotations

from dataclasses import dataclass

#: Card size choice → fraction of the largest card width that fits the window.
CARD_SCALES = {"small": 0.75, "medium": 0.88, "large": 1.0}


@dataclass(frozen=True, slots=True)
class Preferences:
    """How the player likes the table: ``speed`` (slow/normal/fast/instant), ``reduce_motion``,
    ``card_size`` (small/medium/large), ``sound`` and ``thinking``: the expert's seconds per
    search (``"0.3"``, ``"1"``, ``"3"``); ``deck_colours`` (standard / four_colour),
    ``face_style`` (large_index / standard: the deck's own small indices) and ``table_contrast``
    (normal / high_contrast)."""

    speed: str = "normal"
    reduce_motion: bool = False
    card_size: str = "large"
    sound: bool = True
    thinking: str = "1"
    deck_colours: str = "standard"
    face_style: str = "large_index"
    table_contrast: str = "normal"
