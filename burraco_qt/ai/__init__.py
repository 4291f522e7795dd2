"""Computer players: pure Python, seeing only a seat's player view (never another hand, the stock
order or an untaken pozzetto). Each returns one engine command at a time.

``make_player("medium", seed=1)`` builds a tier; ``TIERS`` lists the game's tiers from weakest to
strongest; ``ALL_TIERS`` adds those a developer tool registered with :func:`register_tier`
(``devtools`` registers ``hard-v1``, issue 3's hard, for the simulator; the game registers none).

The players' modules load when a player is first made or a class is first asked for (PEP 562
``__getattr__``): the names (``TIERS``' keys, ``CHARACTERS``) are all the table needs to paint
at start-up, and the players are made when a computer first plays.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from .characters import CHARACTERS, DEFAULT_CHARACTER, Character, Style, tier_and_style

#: The computers' version (issue 29, challenges): raised whenever a change to a tier, a
#: character or the search can change a decision, so a challenge played by another version of
#: the computers is never compared with this one.
AI_VERSION = 1

if TYPE_CHECKING:
    from .base import ComputerPlayer
    from .expert import ExpertPlayer
    from .hard import HardPlayer
    from .tiers import EasyPlayer, MediumPlayer

#: Class name → the module (in this package) that defines it.
_CLASSES = {
    "ComputerPlayer": "base",
    "EasyPlayer": "tiers",
    "MediumPlayer": "tiers",
    "HardPlayer": "hard",
    "ExpertPlayer": "expert",
}


class _Tiers(Mapping):
    """Tier name → player class, in a fixed order; a class's module is imported when the class
    is first looked up (``in``, ``len`` and iteration need no import)."""

    def __init__(self, classes: dict[str, str | tuple[str, str]]) -> None:
        self._classes = classes  # tier name -> class name here, or (module, class name)

    def __getitem__(self, name: str) -> type[ComputerPlayer]:
        value = self._classes[name]
        if isinstance(value, tuple):  # a registered tier: (module, class name)
            return getattr(importlib.import_module(value[0]), value[1])
        return __getattr__(value)

    def __iter__(self) -> Iterator[str]:
        return iter(self._classes)

    def __len__(self) -> int:
        return len(self._classes)

    def __contains__(self, name: object) -> bool:
        return name in self._classes

    def __repr__(self) -> str:
        return f"{type(self).__name__}({list(self._classes)})"


TIERS: Mapping[str, type[ComputerPlayer]] = _Tiers(
    {"easy": "EasyPlayer", "medium": "MediumPlayer", "hard": "HardPlayer", "expert": "ExpertPlayer"}
)
ALL_TIERS: Mapping[str, type[ComputerPlayer]] = _Tiers(dict(TIERS._classes))  # type: ignore[attr-defined]


def register_tier(name: str, module: str, class_name: str) -> None:
    """Make tier ``name`` known to :data:`ALL_TIERS` and :func:`make_player` (never to
    :data:`TIERS`, the game's tiers): class ``class_name`` of ``module``, imported when the tier
    is first looked up. For developer tools (``devtools`` registers ``hard-v1``)."""
    ALL_TIERS._classes[name] = (module, class_name)  # type: ignore[attr-defined]


def __getattr__(name: str) -> Any:
    """The player classes, imported when first used."""
    module = _CLASSES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def make_player(name: str, seed: int = 0, **search: Any) -> ComputerPlayer:
    """A computer player: ``name`` is a tier (a key of :data:`ALL_TIERS`, neutral style) or a
    character key (:data:`~.characters.CHARACTERS`: its tier with its style). ``search``
    (``samples``, ``budget``, ``workers``) goes to the searching tiers only (the expert, and a
    developer's variant of it). ``ValueError`` if
    unknown."""
    try:
        tier, style = tier_and_style(name)
    except ValueError:
        names = ", ".join([*ALL_TIERS, *CHARACTERS])
        raise ValueError(f"unknown tier or character {name!r}; expected one of {names}") from None
    cls = ALL_TIERS[tier]
    player = cls(seed, **search) if getattr(cls, "searches", False) else cls(seed)
    player.style = style
    return player


__all__ = [
    "AI_VERSION",
    "ALL_TIERS",
    "CHARACTERS",
    "DEFAULT_CHARACTER",
    "TIERS",
    "Character",
    "ComputerPlayer",
    "EasyPlayer",
    "ExpertPlayer",
    "HardPlayer",
    "MediumPlayer",
    "Style",
    "make_player",
    "register_tier",
]
