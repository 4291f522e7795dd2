"""Characters (seed 001, issue 13): named computer players, each a tier plus a playing style.

A :class:`Style` has four named parameters from 0 to 1 (0.5 is the tier as it is):

* ``pile_greed``: how often a useful discard pile is taken (the tier's chance × 2·greed,
  at most 1; below 0.5 the hard tiers also leave piles of more than three cards they can use
  only one card of);
* ``wildcard_thrift``: how dearly a wildcard is kept in hand (the hard tiers' cost of laying one
  that makes no buraco × 2·thrift; the gentle tiers keep wildcards out of melds of three when
  thrift ≥ 0.7);
* ``closing_eagerness``: below 0.5 a character with the pozzetto does not close until its team
  has two buracos (or a clean one and the opponents press), so it closes later and richer;
* ``discard_caution``: weight of "do not feed the opponents" in the discard (× 2·caution; the
  gentle tiers avoid cards that extend an opponents' meld when caution ≥ 0.7).

Names and tiers are data; the one-line descriptions are the UI's (translated ``tr()`` strings in
:mod:`burraco_qt.ui.character_texts`). Match records name seats by character key; a tier name (an
old record) still works and means that tier with the neutral style.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Style:
    """A character's playing style (see the module note); every value from 0 to 1."""

    pile_greed: float = 0.5
    wildcard_thrift: float = 0.5
    closing_eagerness: float = 0.5
    discard_caution: float = 0.5

    def __post_init__(self) -> None:
        for name in ("pile_greed", "wildcard_thrift", "closing_eagerness", "discard_caution"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"{name} must be from 0 to 1, not {value}")


NEUTRAL = Style()


@dataclass(frozen=True, slots=True)
class Character:
    """A named computer player: ``key`` (records, settings), ``name`` (a proper name, shown as
    is in both languages), ``tier`` (easy … expert), ``style`` and ``portrait`` (an SVG file
    under ``resources/portraits/``)."""

    key: str
    name: str
    tier: str
    style: Style
    portrait: str


CHARACTERS: dict[str, Character] = {
    c.key: c
    for c in (
        Character(
            "pina",
            "Nonna Pina",
            "easy",
            Style(pile_greed=0.2, wildcard_thrift=0.8, closing_eagerness=0.3, discard_caution=0.8),
            "pina.svg",
        ),
        Character(
            "gino",
            "Zio Gino",
            "medium",
            Style(pile_greed=0.95, wildcard_thrift=0.2, closing_eagerness=0.8, discard_caution=0.3),
            "gino.svg",
        ),
        Character(
            "lucia",
            "Lucia",
            "medium",
            Style(pile_greed=0.3, wildcard_thrift=0.7, closing_eagerness=0.5, discard_caution=0.9),
            "lucia.svg",
        ),
        Character(
            "marco",
            "Marco",
            "hard",
            Style(pile_greed=0.8, wildcard_thrift=0.3, closing_eagerness=0.95, discard_caution=0.5),
            "marco.svg",
        ),
        Character(
            "giulia",
            "Giulia",
            "hard",
            Style(pile_greed=0.2, wildcard_thrift=0.8, closing_eagerness=0.1, discard_caution=0.8),
            "giulia.svg",
        ),
        Character("bruno", "Professor Bruno", "expert", NEUTRAL, "bruno.svg"),
        Character(
            "rosa",
            "Rosa",
            "expert",
            Style(pile_greed=0.9, wildcard_thrift=0.4, closing_eagerness=0.8, discard_caution=0.4),
            "rosa.svg",
        ),
    )
}

#: The character each tier stands for when a record or a setting names only the tier.
DEFAULT_CHARACTER = {"easy": "pina", "medium": "lucia", "hard": "marco", "expert": "bruno"}

#: The computer players of a fresh install (no settings yet), for seats 1, 2, 3: in 1 vs 1 the
#: opponent is Lucia (medium, careful: the default difficulty's character); in 2 vs 2 the
#: partner is Giulia (hard, patient) and the other opponent Gino (medium, greedy).
DEFAULT_LINEUP = ("lucia", "giulia", "gino")


def character(key: str) -> Character:
    """The character ``key``; ``ValueError`` if unknown."""
    try:
        return CHARACTERS[key]
    except KeyError:
        raise ValueError(f"unknown character {key!r}; expected one of {', '.join(CHARACTERS)}") from None


def tier_and_style(name: str) -> tuple[str, Style]:
    """The tier and style a seat name stands for: a character key, or a tier name (old records,
    simulator) with the neutral style. ``ValueError`` for neither."""
    if name in CHARACTERS:
        c = CHARACTERS[name]
        return c.tier, c.style
    from . import ALL_TIERS

    if name in ALL_TIERS:
        return name, NEUTRAL
    raise ValueError(f"unknown player {name!r}")
