"""Computer players: pure Python, seeing only a seat's player view (never another hand, the stock
order or an untaken pozzetto). Each returns one engine command at a time.

``make_player("medium", seed=1)`` builds a tier; ``TIERS`` lists the game's tiers from weakest to
strongest; ``ALL_TIERS`` adds those kept for the simulator only (``hard-v1``, issue 3's hard).
"""

from __future__ import annotations

from typing import Any

from .base import ComputerPlayer
from .expert import ExpertPlayer
from .hard import HardPlayer
from .hard_v1 import HardV1Player
from .tiers import EasyPlayer, MediumPlayer

TIERS: dict[str, type[ComputerPlayer]] = {
    "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer, "expert": ExpertPlayer,
}
ALL_TIERS: dict[str, type[ComputerPlayer]] = {**TIERS, "hard-v1": HardV1Player}


def make_player(tier: str, seed: int = 0, **search: Any) -> ComputerPlayer:
    """A computer player of ``tier`` (a key of :data:`ALL_TIERS`). ``search`` (``samples``,
    ``budget``, ``workers``) goes to the expert tier only. ``ValueError`` if unknown."""
    try:
        cls = ALL_TIERS[tier]
    except KeyError:
        raise ValueError(f"unknown tier {tier!r}; expected one of {', '.join(ALL_TIERS)}") from None
    if cls is ExpertPlayer:
        return ExpertPlayer(seed, **search)
    return cls(seed)


__all__ = ["ALL_TIERS", "TIERS", "ComputerPlayer", "EasyPlayer", "ExpertPlayer", "HardPlayer",
           "HardV1Player",
           "MediumPlayer", "make_player"]
