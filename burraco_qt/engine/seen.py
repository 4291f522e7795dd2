"""What one seat may see: each event's per-seat form, and the table as that seat sees it.

A table (or any screen) drawn for one seat reads only a :class:`Sight`: the seat's
:class:`~.player_view.PlayerView` (its own hand and the public information) and the hands it may
see face up, and it animates only the events :func:`seen_by` gives that seat. Neither holds a card
hidden from the seat, unless more is asked for explicitly (open cards, the replay viewer:
``shown`` seats).

Per-seat form of an event (:func:`seen_by`): a :class:`~.events.CardsMoved` whose cards the seat
may not see becomes :class:`~.events.BacksMoved` (the same zones and the number of cards): the deal
to the stock, to the pozzetti and to another seat's hand; a card another seat draws from the
stock (it travels as a back); a pozzetto another seat picks up (its size, not its cards). Every
other event is public and stays as it is (cards taken from the discard pile were face up, a
meld, an attach and a discard are shown on the table).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .cards import Card
from .events import BacksMoved, CardsMoved, Event
from .player_view import PlayerView

if TYPE_CHECKING:
    from .game import Game

#: zones whose cards nobody sees face up
_HIDDEN_ZONES = ("stock", "pozzetto", "deck")


def hidden_from(event: CardsMoved, seat: int) -> bool:
    """Whether ``event``'s cards are hidden from ``seat``: they land face down (the stock, a
    pozzetto), or in another seat's hand from a face-down zone (the deck, the stock, a pozzetto)."""
    dest, source = event.dest, event.source
    if dest.kind in _HIDDEN_ZONES:
        return True
    return dest.kind == "hand" and dest.index != seat and source.kind in _HIDDEN_ZONES


def seen_by(events: Iterable[Event], seat: int) -> list[Event]:
    """``events`` as ``seat`` may see them (module note): the same events in the same order,
    every hidden :class:`CardsMoved` replaced by a :class:`BacksMoved`."""
    out: list[Event] = []
    for e in events:
        if isinstance(e, CardsMoved) and hidden_from(e, seat):
            out.append(BacksMoved(len(e.cards), e.source, e.dest, e.player))
        else:
            out.append(e)
    return out


class Sight:
    """The table as ``seat`` sees it: the seat's :class:`PlayerView` (every public attribute of
    the view is read through the sight: ``sight.pile``, ``sight.tables``, ``sight.team_of(p)``
    …), the hands shown face up and the number of actions of the hand (``steps``).

    ``hands[p]`` is player *p*'s cards when the seat may see them face up, else ``None``: its
    own hand always; every hand once the hand is over (they are laid down and counted, R13.1);
    the ``shown`` seats a caller asks for explicitly (open cards, the replay viewer). The stock
    and the untaken pozzetti are only sizes (``stock_size``, ``block_sizes``)."""

    __slots__ = ("hands", "seat", "steps", "view")

    def __init__(self, game: Game, seat: int, shown: Iterable[int] = ()) -> None:
        self.view: PlayerView = PlayerView.of(game, seat)
        self.seat = seat
        face = set(shown) | {seat}
        if game.over:
            face = set(range(game.players))
        self.hands: tuple[tuple[Card, ...] | None, ...] = tuple(
            tuple(game.hands[p]) if p in face else None for p in range(game.players)
        )
        self.steps = len(game.actions)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.view, name)

    @property
    def hand(self) -> Sequence[Card]:
        """The seat's own cards."""
        return self.view.hand

    def shown_cards(self) -> set[Card]:
        """Every card this sight shows face up (hands shown, pile, melds)."""
        cards = {c for h in self.hands if h is not None for c in h}
        cards.update(self.view.pile)
        cards.update(c for table in self.view.tables for m in table for c in m.cards)
        return cards
