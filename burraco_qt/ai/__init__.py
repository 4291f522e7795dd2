"""Computer players: pure Python, seeing only a seat's player view (never another hand, the stock
order or an untaken pozzetto). Each returns one engine command at a time.

``make_player("medium", seed=1)`` builds a tier; ``TIERS`` lists the game's tiers from weakest to
strongest; ``ALL_TIERS`` adds those kept for the simulator only (``hard-v1``, issue 3's hard).
"""

from __future__ import annotations

from typing import Any

from .base import ComputerPlayer
from .characters import CHARACTERS, DEFAULT_CHARACTER, Character, Style, tier_and_style
from .expert import ExpertPlayer
from .hard import HardPlayer
from .hard_v1 import HardV1Player
from .tiers import EasyPlayer, MediumPlayer

TIERS: dict[str, type[ComputerPlayer]] = {
    "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer, "expert": ExpertPlayer,
}
ALL_TIERS: dict[str, type[ComputerPlayer]] = {**TIERS, "hard-v1": HardV1Player}


def make_player(name: str, seed: int = 0, **search: Any) -> ComputerPlayer:
    """A computer player: ``name`` is a tier (a key of :data:`ALL_TIERS`, neutral style) or a
    character key (:data:`~.characters.CHARACTERS`: its tier with its style). ``search``
    (``samples``, ``budget``, ``workers``) goes to the expert tier only. ``ValueError`` if
    unknown."""
    try:
        tier, style = tier_and_style(name)
    except ValueError:
        names = ", ".join([*ALL_TIERS, *CHARACTERS])
        raise ValueError(f"unknown tier or character {name!r}; expected one of {names}") from None
    cls = ALL_TIERS[tier]
    player = ExpertPlayer(seed, **search) if cls is ExpertPlayer else cls(seed)
    player.style = style
    return player


__all__ = ["ALL_TIERS", "CHARACTERS", "DEFAULT_CHARACTER", "TIERS", "Character", "ComputerPlayer",
           "EasyPlayer", "ExpertPlayer", "HardPlayer", "HardV1Player", "MediumPlayer", "Style",
           "make_player"]
