"""Computer players: pure Python, seeing only a seat's player view (never another hand, the stock
order or an untaken pozzetto). Each returns one engine command at a time.

``make_player("medium", seed=1)`` builds a tier; ``TIERS`` lists them from weakest to strongest.
"""

from __future__ import annotations

from .base import ComputerPlayer
from .hard import HardPlayer
from .tiers import EasyPlayer, MediumPlayer

TIERS: dict[str, type[ComputerPlayer]] = {
    "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer,
}


def make_player(tier: str, seed: int = 0) -> ComputerPlayer:
    """A computer player of ``tier`` (``easy``, ``medium``, ``hard``). ``ValueError`` if unknown."""
    try:
        cls = TIERS[tier]
    except KeyError:
        raise ValueError(f"unknown tier {tier!r}; expected one of {', '.join(TIERS)}") from None
    return cls(seed)


__all__ = ["TIERS", "ComputerPlayer", "EasyPlayer", "HardPlayer", "MediumPlayer", "make_player"]
