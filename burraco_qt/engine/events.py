"""Events: what an accepted command did, in order, so a table can animate it.

Every accepted command returns a list of events. Replaying the events of a hand from its
:class:`Dealt` event onwards rebuilds every zone of the table (hands, stock, discard pile,
pozzetti, melds with their arrangement): see ``tests/engine/test_events.py``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card
from .meld import Meld
from .scoring import TeamScore


@dataclass(frozen=True, slots=True)
class Zone:
    """A place where cards lie.

    ``kind`` is ``"deck"`` (before the deal), ``"stock"``, ``"pile"`` (discard pile), ``"hand"``
    (``index`` = player), ``"pozzetto"`` (``index`` = the block, which with 2 and 4 players is the
    team; RULES-MULTI R22.4) or ``"meld"`` (``index`` = team number of the moment, ``slot`` =
    meld index in the team's table).
    """

    kind: str
    index: int | None = None
    slot: int | None = None

    def __str__(self) -> str:
        if self.kind == "meld":
            return f"meld {self.slot} of team {self.index}"
        if self.index is None:
            return self.kind
        return f"{self.kind} {self.index}"


DECK = Zone("deck")
STOCK = Zone("stock")
PILE = Zone("pile")


def hand_zone(player: int) -> Zone:
    return Zone("hand", player)


def pozzetto_zone(team: int) -> Zone:
    return Zone("pozzetto", team)


def meld_zone(team: int, slot: int) -> Zone:
    return Zone("meld", team, slot)


class Event:
    """Base class of all events."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A hand was dealt; ``CardsMoved`` events from the deck follow. ``first_player`` plays first."""

    first_player: int
    players: int


@dataclass(frozen=True, slots=True)
class CardsMoved(Event):
    """``cards`` moved from ``source`` to ``dest`` (in that order; the last one lands on top).

    Drawing is stock → hand, taking the discard pile is pile → hand, discarding hand → pile,
    picking up a pozzetto pozzetto → hand, melding and attaching hand → meld.
    """

    cards: tuple[Card, ...]
    source: Zone
    dest: Zone
    player: int | None = None


@dataclass(frozen=True, slots=True)
class BacksMoved(Event):
    """``count`` cards the seat may not see moved from ``source`` to ``dest``, face down: the
    per-seat form of a :class:`CardsMoved` (:func:`~.seen.seen_by`): the deal to the stock, the
    pozzetti and another seat's hand, another seat's draw, a pozzetto another seat picks up."""

    count: int
    source: Zone
    dest: Zone
    player: int | None = None


@dataclass(frozen=True, slots=True)
class MeldCreated(Event):
    """``player`` laid a new meld, ``team``'s meld number ``index``, arranged as ``meld``."""

    team: int
    index: int
    meld: Meld
    player: int


@dataclass(frozen=True, slots=True)
class MeldExtended(Event):
    """``player`` attached ``added`` to meld ``index`` of ``team``; ``meld`` is the new arrangement
    (a wildcard may have moved, R5.9)."""

    team: int
    index: int
    meld: Meld
    added: tuple[Card, ...]
    player: int


@dataclass(frozen=True, slots=True)
class PozzettoTaken(Event):
    """``player`` picked up ``team``'s pozzetto: ``al_volo`` after melding the whole hand (R9.2),
    else with the discard (R9.3), or ``instead_of_draw`` in draw mode (RULES-CASUAL.md R35.2).
    A ``CardsMoved`` pozzetto → hand follows."""

    team: int
    player: int
    al_volo: bool
    instead_of_draw: bool = False


@dataclass(frozen=True, slots=True)
class TeamsFormed(Event):
    """RULES-MULTI R24.3: ``lone_player`` emptied the first hand of a pairing hand and the pairs
    formed; ``teams`` are the new teams (R21.4). ``sources[t]`` lists, for each meld of new team
    *t*'s table in order, the ``(old team, old index)`` it was (the tables merge, R24.4): every
    meld zone is renumbered. A ``PozzettoTaken`` of the big pozzetto follows."""

    teams: tuple[tuple[int, ...], ...]
    lone_player: int
    sources: tuple[tuple[tuple[int, int], ...], ...]


@dataclass(frozen=True, slots=True)
class LastTurnStarted(Event):
    """``player``'s turn is the last of the hand: ``reason`` is ``"stock"`` (the draw left the two
    unplayable cards, R12.1) or ``"stallo"`` (R12.5)."""

    player: int
    reason: str


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    """``previous`` ended their turn with a discard; ``current`` is now in the draw phase."""

    previous: int
    current: int


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    """The hand is over. ``how`` is ``"closed"``, ``"stock_exhausted"`` or ``"stallo"``;
    ``closing_team`` is the team that closed (``None`` otherwise); ``scores`` has one
    :class:`TeamScore` per team of the moment (R21.4), team 0 first; ``teams`` those teams
    (each a tuple of players); ``credits`` each player's credit (R27.2) with 3 and 5 players,
    ``None`` with 2, 4 and 6; ``lone_player`` the player who took the big pozzetto in a pairing
    hand (R24.3; ``None`` when no pairs formed); ``exempt`` by team, whether the pair was formed
    by the hand's last action and so pays no −100 (R26.2). The last four are not compared.

    :meth:`Game.hand_ended` builds it, both when the hand ends and for a restored finished hand
    (a resumed match), so the two carry the same."""

    how: str
    closing_team: int | None
    scores: tuple[TeamScore, ...]
    teams: tuple[tuple[int, ...], ...] = field(default=(), compare=False)
    credits: tuple[int, ...] | None = field(default=None, compare=False)
    lone_player: int | None = field(default=None, compare=False)
    exempt: tuple[bool, ...] = field(default=(), compare=False)
