"""The current hand's history: every accepted command with the state before it, for undo and the
move log.

Undo never reveals hidden cards: in a normal game it takes back only the human's own melds and
attaches of the current turn, one at a time, and stops at the draw and at a pozzetto pick-up; it
never takes back a computer's move. With open cards (practice, every hand face up) it goes back
through whole turns, computer turns included, to the deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Attach, Command, Game, MeldCards, PozzettoTaken


@dataclass(frozen=True, slots=True)
class Step:
    """One accepted command: who sent it, the state before it, and the events it returned."""

    seat: int
    command: Command
    before: Game
    events: tuple


class HandHistory:
    """The accepted commands of the current hand, oldest first."""

    def __init__(self) -> None:
        self.steps: list[Step] = []

    def clear(self) -> None:
        self.steps.clear()

    def record(self, seat: int, command: Command, before: Game, events: list) -> None:
        """Remember an accepted command; ``before`` must be a copy taken before applying it."""
        self.steps.append(Step(seat, command, before, tuple(events)))

    def undo_depth(self, human_seat: int | None, open_cards: bool) -> int:
        """How many steps one undo removes (0: nothing can be undone now)."""
        if human_seat is None or not self.steps:
            return 0
        if open_cards:
            for depth, step in enumerate(reversed(self.steps), start=1):
                if step.seat == human_seat:
                    return depth
            return 0
        last = self.steps[-1]
        if last.seat != human_seat or not isinstance(last.command, MeldCards | Attach):
            return 0
        if any(isinstance(e, PozzettoTaken) for e in last.events):
            return 0  # taking it back would show the pozzetto's cards
        return 1

    def undo(self, human_seat: int | None, open_cards: bool) -> Game | None:
        """Remove the steps of one undo and return the state to restore (``None``: nothing)."""
        depth = self.undo_depth(human_seat, open_cards)
        if depth == 0:
            return None
        state = self.steps[-depth].before
        del self.steps[-depth:]
        return state.copy()
