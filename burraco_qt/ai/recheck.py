"""Re-run the computers' decisions of a recorded hand (issue 29, Verify).

A fair hand's record names how each computer seat played (``"computers"``: seat → ``name``, a
tier or character key, its ``seed`` and, for the expert, its fixed ``samples`` or ``null`` for a
time budget). Replaying the hand, :func:`recheck_hand` asks a fresh player of that name and seed
for each of the seat's decisions, from that seat's :class:`~burraco_qt.engine.PlayerView` only,
and checks it gives the recorded command. The easy, medium and hard tiers (and their
characters) are deterministic: always re-run. The expert is re-run when it played at fixed
``samples`` (its search is then the same on any machine and any number of workers; it runs
here in this thread); with a time budget its decisions depend on the machine's speed, so they
are counted as skipped, never judged.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import Game, RuleError
from ..engine.record import load_record
from . import make_player, tier_and_style
from .base import ComputerPlayer


@dataclass(frozen=True, slots=True)
class Recheck:
    """What re-running a hand's computer decisions found: ``checked`` decisions re-run and
    equal, ``skipped`` (expert on a time budget), and the first ``mismatch`` as ``(action
    number from 1, seat, recorded action, the computer's action)`` or ``None``; ``problem`` an
    English sentence when the computers' data cannot be read."""

    checked: int
    skipped: int
    mismatch: tuple[int, int, dict[str, Any], dict[str, Any] | str] | None = None
    problem: str = ""

    @property
    def ok(self) -> bool:
        """Whether every decision re-run gave the recorded command."""
        return self.mismatch is None and not self.problem

    def message(self, hand: int = 0) -> str:
        """The finding in English."""
        where = f"hand {hand}: " if hand else ""
        if self.problem:
            return where + self.problem
        if self.mismatch is not None:
            index, seat, recorded, chosen = self.mismatch
            return (
                f"{where}action {index} of seat {seat}: the computer, re-run from its view and seed, "
                f"plays {chosen}, the record says {recorded}: a computer's action was changed"
            )
        skipped = f", {self.skipped} expert decisions on a time budget not re-run" if self.skipped else ""
        return (
            f"{where}{self.checked} computer decisions re-run from their views give the recorded "
            f"commands{skipped}"
        )


def _players(computers: Any) -> dict[int, tuple[str, int, int | None]]:
    if not isinstance(computers, Mapping):
        raise ValueError("the computers' data is not an object")
    out: dict[int, tuple[str, int, int | None]] = {}
    for seat, spec in computers.items():
        if not (isinstance(seat, str) and seat.isdigit() and isinstance(spec, Mapping)):
            raise ValueError("the computers' data must map seat numbers to objects")
        name, seed, samples = spec.get("name"), spec.get("seed"), spec.get("samples")
        if not isinstance(name, str) or isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seat {seat}: a computer needs a name and a seed")
        if samples is not None and (isinstance(samples, bool) or not isinstance(samples, int) or samples < 1):
            raise ValueError(f"seat {seat}: samples must be null or a positive whole number")
        tier_and_style(name)  # ValueError for an unknown name
        out[int(seat)] = (name, seed, samples)
    return out


def recheck_hand(record: Mapping[str, Any]) -> Recheck | None:
    """Re-run the computers of a game record that names them (``"computers"``); ``None`` when it
    does not (a human-only hand, or a record from before issue 29)."""
    if "computers" not in record:
        return None
    try:
        specs = _players(record["computers"])
        loaded = load_record(record)
    except (ValueError, RuleError) as err:
        return Recheck(0, 0, problem=f"the computers cannot be re-run: {err}")
    players: dict[int, ComputerPlayer | None] = {}
    for seat, (name, seed, samples) in specs.items():
        tier = tier_and_style(name)[0]
        if tier == "expert" and samples is None:
            players[seat] = None  # a time budget: not reproducible
        elif tier == "expert":
            players[seat] = make_player(name, seed, samples=samples, budget=0.0, workers=0)
        else:
            players[seat] = make_player(name, seed)
    game: Game = loaded.game
    checked = skipped = 0
    for i, command in enumerate(loaded.commands):
        seat = game.current if command.player is None else command.player
        if seat in players:
            player = players[seat]
            if player is None:
                skipped += 1
            else:
                recorded = record["actions"][i]
                chosen = _action_of(game, player.choose(game.view(seat)))
                if chosen != _action_of(game, command):
                    return Recheck(checked, skipped, (i + 1, seat, recorded, chosen))
                checked += 1
        try:
            game.apply(command)
        except RuleError:
            return Recheck(checked, skipped, problem=f"action {i + 1} is refused by the rules")
    return Recheck(checked, skipped)


def _action_of(game: Game, command: Any) -> dict[str, Any] | str:
    """The record action ``command`` gives in ``game`` (applied to a copy), or what refused it."""
    trial = game.copy()
    try:
        trial.apply(command)
    except RuleError as err:
        return f"a refused command ({err.code})"
    return dict(trial.actions[-1])
