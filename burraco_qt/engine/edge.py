"""The engine's edge: a command is checked for shape before any rule is judged (issue 22).

Whatever reaches :meth:`Game.apply <burraco_qt.engine.game.Game.apply>`, :meth:`Game.check` or
a player view's ``check`` — malformed notation (``Discard("JK")``), a value of the wrong type, an
object that is not a command, ``True`` or ``2.0`` as a player — is refused with a typed
:class:`~burraco_qt.engine.errors.RuleError` whose code is in the documented list, before the
position is read; nothing changes. A malformed command is a malformed action of RULES.md
section 18: :class:`InvalidCommand`, code ``invalid_record``. Well-formed values that the rules
refuse keep their own codes (a player number that is not the current player: ``not_your_turn``;
a card not in the hand: ``card_not_in_hand``; an odd meld index: ``meld_not_found``).
"""

from __future__ import annotations

from typing import Any

from .cards import MAX_DECKS, Card, CardSpec, card_by_id, parse_cards
from .commands import Attach, Command, Discard, Draw, MeldCards, TakePile, TakePozzetto, is_json_int
from .errors import InvalidRecord, shown

#: The six commands, by exact type (a subclass could carry anything).
COMMAND_TYPES = (Draw, TakePile, TakePozzetto, MeldCards, Attach, Discard)
#: The ``wild_end`` values a meld or attach accepts (R5.7).
WILD_ENDS = (None, "low", "high")


class InvalidCommand(InvalidRecord):
    """A command that is malformed as an action (code ``invalid_record``, RULES.md section 18):
    not one of the six commands, a player that is not an integer, cards that are neither notation
    nor a list of cards, malformed notation (R1.5), a bad ``wild_end``. Also a ``ValueError``."""


def checked_command(command: object) -> Command:
    """``command`` itself when it is well formed; raises :class:`InvalidCommand` otherwise.

    Checks, in order: the type (one of :data:`COMMAND_TYPES`), ``player`` (``None`` or an ``int``
    that is not a ``bool``), then the cards (``MeldCards``/``Attach``: a notation string or a list
    or tuple of cards and card specs; ``Discard``: one card as notation, a card or a spec) and
    ``wild_end``. Reads only the command, never a position.
    """
    if type(command) not in COMMAND_TYPES:
        raise InvalidCommand(f"{shown(command)} is not a command")
    assert isinstance(command, Command)
    player = command.player
    if player is not None and not is_json_int(player):
        raise InvalidCommand(f"player {shown(player)} is not a player number")
    if isinstance(command, (MeldCards, Attach)):
        _check_cards(command.cards)
        wild_end = command.wild_end
        if wild_end is not None and (type(wild_end) is not str or wild_end not in WILD_ENDS):
            raise InvalidCommand(f"wild_end must be low, high or None, not {shown(command.wild_end)}")
    elif isinstance(command, Discard):
        _check_one_card(command.card)
    return command


def _check_cards(cards: Any) -> None:
    if type(cards) is str:
        _parse(cards)
        return
    if type(cards) not in (list, tuple):
        raise InvalidCommand(f"cards must be notation or a list of cards, not {shown(cards)}")
    for item in cards:
        _check_item(item)


def _check_one_card(card: Any) -> None:
    if type(card) is str:
        if len(_parse(card)) != 1:
            raise InvalidCommand(f"a discard is one card, not {shown(card)}")
        return
    _check_item(card)


def _parse(text: str) -> list[CardSpec]:
    try:
        return parse_cards(text)
    except ValueError as err:
        raise InvalidCommand(str(err)) from None


def _check_item(item: Any) -> None:
    if type(item) is Card:
        if not _interned(item):
            raise InvalidCommand(f"{shown(item)} is not one of the engine's cards")
        return
    if type(item) is CardSpec and _spec_ok(item):
        return
    raise InvalidCommand(f"{shown(item)} is not a card")


def _interned(card: Card) -> bool:
    card_id = getattr(card, "id", None)
    if not is_json_int(card_id) or not 0 <= card_id < 54 * MAX_DECKS:
        return False
    return card_by_id(card_id) is card


def _spec_ok(spec: CardSpec) -> bool:
    """A spec that notation could give: rank 0 (joker) to 13, a one-letter suit of its kind, a
    copy of ``None`` or 1 to ``MAX_DECKS`` (it may still name a card outside this game's deck:
    that is ``card_not_in_hand``, R8.4)."""
    rank, suit, copy = spec
    if not is_json_int(rank) or not 0 <= rank <= 13 or type(suit) is not str:
        return False
    if suit not in (("r", "b") if rank == 0 else ("c", "d", "h", "s")):
        return False
    return copy is None or (is_json_int(copy) and 1 <= copy <= MAX_DECKS)
