"""Commands a player sends to the engine, and their record form (RULES.md section 18).

Cards in a command are physical :class:`Card` objects, :class:`CardSpec` values, or notation
(``"7h,8h"``); specs and notation are resolved in the acting player's hand by R1.4. ``player``
``None`` means the current player (for a player view: the view's own seat).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from .cards import Card, CardSpec, parse_cards
from .errors import InvalidRecord, shown

CardsArg = str | Sequence[Card | CardSpec]


def _cards_text(cards: CardsArg) -> str:
    if isinstance(cards, str):
        return cards
    return ",".join(c.code if isinstance(c, Card) else c.text for c in cards)


class Command:
    """Base class of the six commands."""

    __slots__ = ()
    player: int | None

    def to_action(self) -> dict[str, Any]:  # pragma: no cover - abstract
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Draw(Command):
    """Draw the first card of the stock (R7.2)."""

    player: int | None = None

    def to_action(self) -> dict[str, Any]:
        return _with_player({"draw": "stock"}, self.player)


@dataclass(frozen=True, slots=True)
class TakePile(Command):
    """Take the whole discard pile (R7.3)."""

    player: int | None = None

    def to_action(self) -> dict[str, Any]:
        return _with_player({"draw": "pile"}, self.player)


@dataclass(frozen=True, slots=True)
class TakePozzetto(Command):
    """Take the team's whole pozzetto instead of drawing (draw mode, RULES-CASUAL.md R35.2)."""

    player: int | None = None

    def to_action(self) -> dict[str, Any]:
        return _with_player({"draw": "pozzetto"}, self.player)


@dataclass(frozen=True, slots=True)
class MeldCards(Command):
    """Lay three or more cards of the hand as a new meld (R8.2); ``wild_end`` as in R5.7."""

    cards: CardsArg
    wild_end: str | None = None
    player: int | None = None

    def to_action(self) -> dict[str, Any]:
        out: dict[str, Any] = {"meld": _cards_text(self.cards)}
        if self.wild_end:
            out["wild_end"] = self.wild_end
        return _with_player(out, self.player)


@dataclass(frozen=True, slots=True)
class Attach(Command):
    """Attach cards of the hand to meld ``to`` of the acting team's table (R8.3)."""

    cards: CardsArg
    to: int
    wild_end: str | None = None
    player: int | None = None

    def to_action(self) -> dict[str, Any]:
        out: dict[str, Any] = {"attach": _cards_text(self.cards), "to": self.to}
        if self.wild_end:
            out["wild_end"] = self.wild_end
        return _with_player(out, self.player)


@dataclass(frozen=True, slots=True)
class Discard(Command):
    """Discard one card, ending the turn (R7.5) or closing (section 10)."""

    card: Card | CardSpec | str
    player: int | None = None

    def to_action(self) -> dict[str, Any]:
        c = self.card
        text = c if isinstance(c, str) else (c.code if isinstance(c, Card) else c.text)
        return _with_player({"discard": text}, self.player)


def _with_player(action: dict[str, Any], player: int | None) -> dict[str, Any]:
    if player is not None:
        return {"player": player, **action}
    return action


_VERBS = ("draw", "meld", "attach", "discard")


def is_json_int(value: Any) -> TypeGuard[int]:
    """A JSON integer: an ``int`` that is not a ``bool`` (RULES.md section 18)."""
    return isinstance(value, int) and not isinstance(value, bool)


def command_from_action(action: Any, players: int) -> Command:
    """Parse one record action (RULES.md section 18) into a command.

    Unknown keys and keys that do not apply to the verb are ignored. Raises ``InvalidRecord``
    for an action that is not an object, has not exactly one verb, a verb value that is not a
    string, an unknown draw, malformed cards, a discard of other than one card, a ``to`` that is
    not an integer, a bad ``wild_end``, or a ``player`` out of range.
    """
    if not isinstance(action, Mapping):
        raise InvalidRecord(f"action {shown(action)} is not an object")
    verbs = [v for v in _VERBS if action.get(v) is not None]  # null is the same as absent
    if len(verbs) != 1:
        raise InvalidRecord(f"action {shown(dict(action))} must have exactly one of {', '.join(_VERBS)}")
    verb = verbs[0]
    value = action[verb]
    if not isinstance(value, str):
        raise InvalidRecord(f"action {shown(verb)} needs a string, not {shown(value)}")
    player = action.get("player")
    if player is not None and (not is_json_int(player) or not 0 <= player < players):
        raise InvalidRecord(f"action player {shown(player)} is not a player of this game")
    if verb == "draw":
        if value == "stock":
            return Draw(player)
        if value == "pile":
            return TakePile(player)
        if value == "pozzetto":  # well formed in every record (RULES-CASUAL.md R39.3)
            return TakePozzetto(player)
        raise InvalidRecord(f"draw must be 'stock', 'pile' or 'pozzetto', not {shown(value)}")
    try:
        specs = parse_cards(value)
    except ValueError as err:
        raise InvalidRecord(f"action {shown(verb)}: {err}") from None
    if verb == "discard":
        if len(specs) != 1:
            raise InvalidRecord(f"a discard names exactly one card, not {shown(value)}")
        return Discard(specs[0], player)
    wild_end = action.get("wild_end")
    if wild_end is not None and wild_end not in ("low", "high"):
        raise InvalidRecord(f"wild_end must be 'low' or 'high', not {shown(wild_end)}")
    if verb == "meld":
        return MeldCards(tuple(specs), wild_end, player)
    to = action.get("to")
    if not is_json_int(to):
        raise InvalidRecord(f"attach needs an integer 'to', not {shown(to)}")
    return Attach(tuple(specs), to, wild_end, player)


def command_specs(cards: CardsArg) -> list[Card | CardSpec]:
    """The cards of a command as a list of cards/specs (notation is parsed; ``ValueError``)."""
    if isinstance(cards, str):
        return list(parse_cards(cards))
    return list(cards)
