"""Game records (RULES.md section 18): load, validate, replay.

A record is a JSON object: ``format`` 1, ``rules``, ``players``, ``first_player``, ``deck`` or
``seed``, and ``actions``. :func:`load_record` validates a record as a whole (``invalid_record``,
then ``invalid_rules``, then ``invalid_deck``) and returns a ready :class:`Game` plus the parsed
commands; :func:`replay_record` applies them and returns the result object the replay command
prints.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .commands import Command, command_from_action, is_json_int
from .errors import InvalidRecord, RuleError, shown
from .events import Event
from .game import Game
from .rules import Rules


@dataclass(frozen=True, slots=True)
class LoadedRecord:
    """A validated record: the dealt ``game`` (no action applied) and its ``commands``."""

    game: Game
    commands: tuple[Command, ...]


#: Integers may be long (a seed of any size is valid) but not absurdly so.
MAX_INT_DIGITS = 100_000


def parse_json(text: str | bytes) -> Any:
    """Parse JSON text; ``InvalidRecord`` when it is not JSON (or holds an integer of more than
    ``MAX_INT_DIGITS`` digits)."""
    old = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(MAX_INT_DIGITS)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as err:
        raise InvalidRecord(f"not JSON: {err}") from None
    finally:
        sys.set_int_max_str_digits(old)


def load_record(data: Any) -> LoadedRecord:
    """Validate a record (a parsed JSON value) and deal its game.

    Raises ``InvalidRecord``, ``InvalidRules`` or ``InvalidDeck``, checked in that order (RULES.md
    section 18): every action is checked before anything is replayed.
    """
    if not isinstance(data, Mapping):
        raise InvalidRecord("a record must be a JSON object")
    if data.get("kind") == "match":  # RULES.md §18, amendment A13
        raise InvalidRecord(
            "this is a match record (an autosave), not a game record: replay one of its hands instead"
        )
    fmt = data.get("format")
    if not is_json_int(fmt) or fmt != 1:
        raise InvalidRecord(f"format must be the integer 1, not {shown(fmt)}")
    rules_data = data.get("rules")
    if rules_data is not None and not isinstance(rules_data, Mapping):
        raise InvalidRecord("rules must be an object")
    players = data.get("players")
    if not is_json_int(players) or not 2 <= players <= 6:
        raise InvalidRecord(f"players must be an integer from 2 to 6, not {shown(players)}")
    first = data.get("first_player")
    if first is None:
        first = 0
    if not is_json_int(first) or not 0 <= first < players:
        raise InvalidRecord(f"first_player must be an integer from 0 to {players - 1}, not {shown(first)}")
    solo = data.get("solo_hand")
    if players in (3, 5) and not (solo is None or isinstance(solo, bool)):  # RULES-MULTI R29.2
        raise InvalidRecord(f"solo_hand must be true, false or null, not {shown(solo)}")
    deck = data.get("deck")
    seed = data.get("seed")
    if (deck is None) == (seed is None):
        raise InvalidRecord("a record needs exactly one of deck and seed")
    if deck is not None and not isinstance(deck, str):
        raise InvalidRecord("deck must be a string")
    if seed is not None and not is_json_int(seed):
        raise InvalidRecord(f"seed must be an integer, not {shown(seed)}")
    actions = data.get("actions")
    if actions is None:
        actions = []
    if not isinstance(actions, list):
        raise InvalidRecord("actions must be a list")
    commands = []
    for i, action in enumerate(actions):
        try:
            commands.append(command_from_action(action, players))
        except InvalidRecord as err:
            raise InvalidRecord(f"action {i}: {err.message}") from None
    rules = Rules.from_record(rules_data).bound(players)  # R29.4: step 2 of §18
    rules.check_players(players)  # RULES-CASUAL.md R39.3: refused whole, invalid_rules
    game = Game(rules, players, deck=deck, seed=seed, first_player=first, solo_hand=solo is True)
    return LoadedRecord(game, tuple(commands))


@dataclass(frozen=True, slots=True)
class Step:
    """One accepted action of a replay: its index in the record, the seat that played it, the
    command and the events it returned."""

    index: int
    seat: int
    command: Command
    events: list[Event]


@dataclass(frozen=True, slots=True)
class Refusal:
    """An action the rules refused during a replay: its index, the command, the error, and the
    game (unchanged by the refusal)."""

    index: int
    command: Command
    error: RuleError
    game: Game


#: What a replay does with a refused action: ``True`` goes on (the state is unchanged),
#: ``False`` stops there; it may also raise.
OnRefused = Callable[[Refusal], bool]


def go_on(refusal: Refusal) -> bool:
    """Policy: a refused action changes nothing and the replay goes on (RULES.md §18: its
    result is its error code)."""
    return True


def stop(refusal: Refusal) -> bool:
    """Policy: the replay stops at the first refused action."""
    return False


def propagate(refusal: Refusal) -> bool:
    """Policy: the refused action's ``RuleError`` propagates to the caller."""
    raise refusal.error


@dataclass(slots=True)
class Replayed:
    """What :func:`replay` did: the ``game`` at the end, the accepted ``steps``, the
    ``results`` of every action tried (``"ok"`` or its error code) and the ``refused`` actions
    as ``(index, code)``; ``stopped`` when a policy stopped it before the end."""

    game: Game
    steps: list[Step] = field(default_factory=list)
    results: list[str] = field(default_factory=list)
    refused: list[tuple[int, str]] = field(default_factory=list)
    stopped: bool = False


def replay(
    record: Any, on_refused: OnRefused, on_step: Callable[[Game, Step], None] | None = None
) -> Replayed:
    """Replay a game record (a parsed record, or a :class:`LoadedRecord`): deal, then apply
    every action in order, the one replay loop of the program. A refused action leaves the
    state unchanged and is handed to ``on_refused`` (the caller's policy: :func:`go_on`,
    :func:`stop`, :func:`propagate`, or its own); ``on_step`` sees the game after each accepted
    action. Raises what :func:`load_record` raises for a record refused as a whole."""
    loaded = record if isinstance(record, LoadedRecord) else load_record(record)
    game = loaded.game
    out = Replayed(game)
    for i, command in enumerate(loaded.commands):
        seat = game.current if command.player is None else command.player
        try:
            events = game.apply(command)
        except RuleError as err:
            out.results.append(err.code)
            out.refused.append((i, err.code))
            if not on_refused(Refusal(i, command, err, game)):
                out.stopped = True
                break
            continue
        out.results.append("ok")
        step = Step(i, seat, command, events)
        out.steps.append(step)
        if on_step is not None:
            on_step(game, step)
    return out


def replay_record(data: Any) -> tuple[Game, dict[str, Any]]:
    """Replay a record: deal, apply every action (an illegal one leaves the state unchanged and
    its result is its error code) and return the game and the result object of RULES.md
    section 18 (``results``, ``over``, ``closing_team``, ``scores``; in draw mode also ``opened``
    and ``pozzetto_taken``, RULES-CASUAL.md R39.3).

    Raises ``RuleError`` (``invalid_record`` / ``invalid_rules`` / ``invalid_deck``) when the
    record is refused as a whole.
    """
    paired: list[int] = []

    def note_pairing(game: Game, step: Step) -> None:
        if not paired and game.lone_player is not None:
            paired.append(step.index)

    done = replay(data, on_refused=go_on, on_step=note_pairing)
    game = done.game
    paired_at = paired[0] if paired else None
    out: dict[str, Any] = {
        "results": done.results,
        "over": game.over,
        "closing_team": game.closing_team,
        "scores": [s.as_dict() for s in game.scores()],
    }
    if game.rules.draw_mode:  # RULES-CASUAL.md R39.3
        out["opened"] = list(game.opened)
        out["pozzetto_taken"] = list(game.pozzetto_taken)
    if game.players not in (2, 4):  # RULES-MULTI R29.3: all four, none with 2 or 4 players
        out["teams"] = [list(t) for t in game.teams]
        out["lone_player"] = game.lone_player
        out["paired_at"] = paired_at
        out["player_scores"] = game.player_scores()
    return game, out


def replay_text(text: str | bytes) -> dict[str, Any]:
    """Replay JSON text; the result object, or ``{"error": code, "message": text}``."""
    try:
        _, result = replay_record(parse_json(text))
    except RuleError as err:
        return {"error": err.code, "message": err.message}
    return result
