"""One name and one colour per team, everywhere: the score panel, the score sheet, the felt's
titles, plates and pills, the Moves list.

The match counts by *side* (``Match.totals``: the two teams with 2 and 4 players, each player
with 3 and 5, each pair with 6); a side keeps its colour for the whole match: ours (the human's,
else seat 0's) first, then the others in playing order from our next player. A team of the
moment (``Game.teams``; with 3 and 5 players two players pair up during a hand) shows the
colours of its sides. Names: "Us" and "Them" when a person plays; with the computer on every
seat the compass points ("North–South"); players and pairs by their names with 3, 5 and 6.

Colours are plain ``#rrggbb`` strings (:data:`PALETTE`), so the table, the panels and the
sheets take them as they like; a style pass changes them here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from ..model import GameController

# The sides' colours, ours first: light enough for the green felt and the dark panel, none of
# them the selection's gold, the drawn card's cyan or the hint's magenta.
PALETTE = ("#5aa9ff", "#ff8f5a", "#c59bff", "#ff7eb0", "#e3d4a5", "#7fe3c4")


@dataclass(frozen=True, slots=True)
class Side:
    """A side of the match: its index in ``Match.totals``, its players, name and colour."""

    index: int
    players: tuple[int, ...]
    name: str
    colour: str


def _order(controller: GameController) -> list[int]:
    """The seats in playing order from the table's seat (ours first)."""
    players = controller.game.players
    return [(controller.seat + k) % players for k in range(players)]


def side_colours(controller: GameController) -> list[str]:
    """Each side's colour, by side index."""
    match = controller.match
    order = _order(controller)
    ranked = sorted(range(match.sides), key=lambda s: min(order.index(p) for p in match.side_players(s)))
    colours = [""] * match.sides
    for k, s in enumerate(ranked):
        colours[s] = PALETTE[k % len(PALETTE)]
    return colours


def names_of(controller: GameController, players: Sequence[int]) -> str:
    """The name of the team or side of ``players``: "Us" and "Them" with 2 and 4 players and a
    person at the table (with the computer on every seat: "South", "North–South"); with 3, 5
    and 6 players the players' names ("You", "Anna", "Anna and Marco"), a pair with the person
    being "Us". With two or more people at this computer (hot seat) every side is named by its
    players ("Alice", "Alice and Marco"), whoever sits at the bottom."""
    game = controller.game
    # hot seat (issue 31): the teams by their players' names, the same whoever sits at the
    # bottom ("Us" would change sides each time the table turns)
    human = None if controller.hot_seat else controller.human_seat
    if game.players in (2, 4):
        if human is not None:
            return (
                QCoreApplication.translate("Table", "Us")
                if human in players
                else QCoreApplication.translate("Table", "Them")
            )
        if game.players == 2:
            return controller.seat_label(players[0], level=False)
        if controller.hot_seat:
            return _pair_name(controller, players)
        return (
            QCoreApplication.translate("Table", "North–South")
            if players[0] % 2 == 0
            else QCoreApplication.translate("Table", "East–West")
        )
    if human is not None and human in players and len(players) > 1:
        return QCoreApplication.translate("Table", "Us")
    return _pair_name(controller, players)


def _pair_name(controller: GameController, players: Sequence[int]) -> str:
    """A side by its players' names: "Anna", or "Anna and Marco"."""
    names = [controller.seat_label(p, level=False) for p in players]
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("Table", "%1 and %2").replace("%1", names[0]).replace("%2", names[1])


def sides(controller: GameController) -> list[Side]:
    """Every side of the match, by index (``Match.totals``)."""
    match = controller.match
    colours = side_colours(controller)
    return [
        Side(s, match.side_players(s), names_of(controller, match.side_players(s)), colours[s])
        for s in range(match.sides)
    ]


def side_names(controller: GameController) -> list[str]:
    """The names of the sides (``Match.totals``)."""
    return [s.name for s in sides(controller)]


def team_names(controller: GameController, teams: Sequence[Sequence[int]] | None = None) -> list[str]:
    """The names of a hand's ``teams`` (default: the teams of the moment)."""
    teams = controller.game.teams if teams is None else teams
    return [names_of(controller, team) for team in teams]


def team_colours(controller: GameController, team: int) -> list[str]:
    """The colours of team ``team`` of the moment: one per side in it, in playing order from
    ours (a pair of 3 or 5 players has two)."""
    match = controller.match
    colours = side_colours(controller)
    order = _order(controller)
    players = sorted(controller.game.teams[team], key=order.index)
    out: list[str] = []
    for p in players:
        colour = colours[match.side_of(p)]
        if colour not in out:
            out.append(colour)
    return out


def seat_colour(controller: GameController, seat: int) -> str:
    """The colour of ``seat``'s side."""
    return side_colours(controller)[controller.match.side_of(seat)]


def partners(controller: GameController, seat: int) -> tuple[int, ...]:
    """The other players of ``seat``'s team of the moment."""
    game = controller.game
    return tuple(p for p in game.teams[game.team_of(seat)] if p != seat)


def you_text() -> str:
    """The human's name at the table ("You", "Tu"), as :meth:`GameController.seat_label`
    gives it: the sheets say "You closed the hand." for it ("chiusa da: Tu" is no Italian)."""
    return QCoreApplication.translate("Table", "You")
