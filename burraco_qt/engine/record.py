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
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .commands import Command, command_from_action, is_json_int
from .errors import InvalidRecord, RuleError, shown
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


def replay_record(data: Any) -> tuple[Game, dict[str, Any]]:
    """Replay a record: deal, apply every action (an illegal one leaves the state unchanged and
    its result is its error code) and return the game and the result object of RULES.md
    section 18 (``results``, ``over``, ``closing_team``, ``scores``; in draw mode also ``opened``
    and ``pozzetto_taken``, RULES-CASUAL.md R39.3).

    Raises ``RuleError`` (``invalid_record`` / ``invalid_rules`` / ``invalid_deck``) when the
    record is refused as a whole.
    """
    loaded = load_record(data)
    game = loaded.game
    results = []
    paired_at = None
    for i, command in enumerate(loaded.commands):
        try:
            game.apply(command)
        except RuleError as err:
            results.append(err.code)
        else:
            results.append("ok")
            if paired_at is None and game.lone_player is not None:
                paired_at = i
    out: dict[str, Any] = {
        "results": results,
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
