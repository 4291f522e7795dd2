"""The computer seats of a match, made when first asked for (start-up: the players' modules are
not needed to paint the table)."""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from typing import TYPE_CHECKING, Any

from ..ai import tier_and_style

if TYPE_CHECKING:
    from ..ai import ComputerPlayer


class ComputerSeats(MutableMapping):
    """Seat → :class:`~burraco_qt.ai.ComputerPlayer`, like a dict: each seat's player is made by
    :func:`burraco_qt.ai.make_player` (``name``, ``seed``, the live ``search`` options) the first
    time that seat is looked up. The names are checked at once (``ValueError`` for an unknown
    tier or character, as ``make_player`` raises). A seat set by assignment keeps that player.

    ``seats``: seat → (tier or character name, seed); ``search``: the expert's options (the
    controller's dict, read when the player is made).
    """

    def __init__(self, seats: dict[int, tuple[str, int]], search: dict[str, Any]) -> None:
        for name, _seed in seats.values():
            tier_and_style(name)  # ValueError now for an unknown name, not at the first turn
        self._specs = dict(seats)
        self._search = search
        self._made: dict[int, ComputerPlayer] = {}

    def __getitem__(self, seat: int) -> ComputerPlayer:
        player = self._made.get(seat)
        if player is None:
            if seat not in self._specs:
                raise KeyError(seat)
            from ..ai import make_player

            name, seed = self._specs[seat]
            player = self._made[seat] = make_player(name, seed, **self._search)
        return player

    def __setitem__(self, seat: int, player: ComputerPlayer) -> None:
        self._specs.setdefault(seat, ("", 0))
        self._made[seat] = player

    def __delitem__(self, seat: int) -> None:
        del self._specs[seat]
        self._made.pop(seat, None)

    def __iter__(self) -> Iterator[int]:
        return iter(self._specs)

    def __len__(self) -> int:
        return len(self._specs)

    def made(self) -> list[ComputerPlayer]:
        """The players made so far (those not made yet will take the current options)."""
        return list(self._made.values())


def challenge_seats(seats: dict[int, tuple[str, int, int | None]]) -> ComputerSeats:
    """The computer seats of a challenge (issue 29): seat → (name, seed, fixed samples or
    ``None``). Each seat plays with its own seed and, for the expert, its fixed samples on no
    time budget (the same decisions on every machine); the Preferences' search time never
    applies to them."""
    out = ComputerSeats({p: (name, seed) for p, (name, seed, _s) in seats.items()}, {})
    from ..ai import make_player

    for p, (name, seed, samples) in seats.items():
        search = {} if samples is None else {"samples": samples, "budget": 0.0, "workers": None}
        out[p] = make_player(name, seed, **search)
    return out
