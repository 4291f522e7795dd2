"""A hand replayed action by action, for the replay viewer (pure Python: no Qt).

:class:`Replay` validates a game record (RULES.md §18) and keeps the engine's state after each
of its first *k* actions, *k* = 0 … ``len(replay)``: position *k* is exactly the state the engine
reaches by replaying the first *k* actions, so stepping back is reading an earlier snapshot.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..engine.errors import InvalidRecord
from ..engine.game import Game
from ..engine.record import go_on, load_record, parse_json, replay

#: The largest record file ``load_replay_file`` reads (bytes).
MAX_FILE = 8 * 1024 * 1024


class Replay:
    """The positions of one hand.

    Args:
        record: a game record (a parsed JSON object), or a problem report or match record
            holding one (the report's ``record``, the match's last hand).

    Raises ``RuleError`` (``invalid_record``, ``invalid_rules``, ``invalid_deck``) when the
    record is refused. An action the rules refuse changes nothing (RULES.md §18, as the replay
    command reports it): it is skipped, so a replay shows only what was played, and listed in
    ``skipped`` as ``(action index, error code)``.

    Attributes: ``record`` (the game record), ``states`` (``len + 1`` games), ``steps``
    (``(seat, events)`` per accepted action), ``turns`` (the turn number of each position),
    ``skipped``, ``seats`` (who played the computer seats, when ``record`` says: a problem
    report's or a match record's ``seats``, see :func:`seats_of`).
    """

    def __init__(self, record: Any) -> None:
        self.seats: dict[int, str] = seats_of(record)
        record = game_record_of(record)
        loaded = load_record(record)
        self.record: dict[str, Any] = dict(record)
        self.states: list[Game] = [loaded.game.copy()]
        # refused: the state is unchanged, nothing to show (listed in ``skipped``)
        done = replay(loaded, on_refused=go_on, on_step=lambda game, step: self.states.append(game.copy()))
        self.steps: list[tuple[int, list]] = [(s.seat, s.events) for s in done.steps]
        self.skipped: list[tuple[int, str]] = done.refused
        self.turns = [g.turn for g in self.states]

    def __len__(self) -> int:
        """The number of actions (the last position)."""
        return len(self.steps)

    @property
    def players(self) -> int:
        return self.states[0].players

    def position_of_turn(self, turn: int) -> int:
        """The first position of turn ``turn`` (clamped to the hand's turns)."""
        turn = max(self.turns[0], min(turn, self.turns[-1]))
        return next(k for k, t in enumerate(self.turns) if t >= turn)


def game_record_of(data: Any) -> Any:
    """The game record in ``data``: ``data`` itself, a problem report's ``record``, or the
    current hand of a match record (an autosave)."""
    if isinstance(data, dict) and data.get("kind") == "problem report":
        return data.get("record")
    if isinstance(data, dict) and data.get("kind") == "match":
        hands = data.get("hands")
        if isinstance(hands, list) and hands:
            return hands[-1]
    return data


def seats_of(data: Any) -> dict[int, str]:
    """The computer seats (seat → character key or tier name) a match record or a problem
    report's match names; empty for a bare hand record or seats that do not read."""
    if isinstance(data, dict) and data.get("kind") == "problem report":
        data = data.get("match")
    seats = data.get("seats") if isinstance(data, dict) and data.get("kind") == "match" else None
    if not isinstance(seats, dict):
        return {}
    if not all(isinstance(k, str) and k.isdigit() and isinstance(v, str) for k, v in seats.items()):
        return {}
    return {int(k): v for k, v in seats.items()}


def seats_of_lineup(lineup: str, players: int) -> dict[int, str]:
    """The computer seats of a match as the history stores them (``"rosa"``, ``"rosa,marco,
    luca"``: the seats after the human's in order; or one tier name for every seat)."""
    keys = [k for k in lineup.split(",") if k]
    if len(keys) == players - 1:
        return {seat: key for seat, key in enumerate(keys, start=1)}
    if len(keys) == 1:
        return {seat: keys[0] for seat in range(1, players)}
    return {}


def load_replay_file(path: str | Path) -> Replay:
    """Read and validate a record file. Raises ``OSError`` when it cannot be read, ``RuleError``
    when it is not a record the viewer can show (not JSON, too large, refused)."""
    path = Path(path)
    with path.open("rb") as f:
        data = f.read(MAX_FILE + 1)
    if len(data) > MAX_FILE:
        raise InvalidRecord(f"the file is larger than {MAX_FILE // (1024 * 1024)} MB")
    return Replay(parse_json(data))


def dump_record(record: dict[str, Any]) -> bytes:
    """A record as written by *Save hand as…* (UTF-8 JSON, one line per key)."""
    return (json.dumps(record, indent=1, ensure_ascii=False) + "\n").encode("utf-8")
