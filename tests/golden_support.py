"""Golden replay outputs (issues 15 and 17): what the engine gives today for every game record
under ``tests/data/rules/records`` and for 200 seeded random 2- and 4-player hands.

Refactors of the engine (more players, several wildcards in a meld) must leave these outputs
byte-identical. ``python -m tests.golden_support --write`` rewrites the files; do that only for
a change that is meant to alter 2/4-player results under the existing presets, and say so.

Each line of ``tests/data/golden/records.jsonl`` is ``{"file": NAME, "output": REPLAY_OUTPUT}``;
each line of ``random_games.jsonl`` is ``{"id": N, "record": RECORD, "output": REPLAY_OUTPUT,
"final": DIGEST}`` where the record holds every attempted action (some deliberately illegal, so
refusal codes are covered too) and the digest is the final position in card notation.
"""

from __future__ import annotations

import contextlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from burraco_qt.engine.cards import format_cards
from burraco_qt.engine.commands import Discard, Draw, TakePile
from burraco_qt.engine.errors import RuleError
from burraco_qt.engine.game import Game
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.engine.record import replay_record
from burraco_qt.engine.rules import Rules

DATA = Path(__file__).parent / "data"
GOLDEN = DATA / "golden"
RECORDS = DATA / "rules" / "records"
GAMES = 200
#: (preset, options) cycled over the random games.
_SETUPS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("italian", {}),
    ("international", {}),
    ("reale", {}),
    ("italian", {"free_wild_moves": True}),
    ("italian", {"close_needs_clean_buraco": True}),
    ("italian", {"pile_take_needs_meld": True, "allow_duplicate_sets": True}),
    ("international", {"sets_allowed": False}),
    ("italian", {"semi_clean": False}),
)


def _line(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def digest(game: Game) -> dict[str, Any]:
    """The final position of ``game`` in card notation (hands, tables, pile, stock, pozzetti)."""
    return {
        "hands": [format_cards(h) for h in game.hands],
        "tables": [[m.notation() for m in t] for t in game.tables],
        "pile": format_cards(game.pile),
        "stock": len(game.stock),
        "pozzetti": [format_cards(z) for z in game.pozzetti],
        "pozzetto_taken": list(game.pozzetto_taken),
        "current": game.current,
        "phase": game.phase,
    }


def random_record(n: int) -> dict[str, Any]:
    """Game record ``n`` of the golden set: a seeded random hand with a few illegal attempts."""
    rng = random.Random(1000 + n)
    preset, options = _SETUPS[n % len(_SETUPS)]
    players = 2 if n % 2 == 0 else 4
    game = Game(Rules.preset(preset, **options), players, seed=50_000 + n, first_player=n % players)
    actions: list[dict[str, Any]] = []
    steps = 0
    while not game.over and steps < 600:
        steps += 1
        if rng.random() < 0.06:  # an attempt that is often illegal: wrong phase or a stray card
            stray = rng.choice(game.all_cards())
            bad = rng.choice([Draw(), TakePile(), Discard(stray)])
            actions.append({"player": game.current, **bad.to_action()})
            with contextlib.suppress(RuleError):  # refused: the state is unchanged
                game.apply(bad)
            continue
        cmd = random_legal_command(game, rng, take_chance=0.3)
        actions.append({"player": game.current, **cmd.to_action()})
        game.apply(cmd)
    rec = Game(game.rules, players, seed=game.seed, first_player=game.first_player).record()
    rec["actions"] = actions
    return rec


def record_lines() -> list[str]:
    """One golden line per record file (sorted by name)."""
    lines = []
    for path in sorted(RECORDS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        data.pop("expect_results", None)
        try:
            _, out = replay_record(data)
        except RuleError as err:  # a refused record: keep its code
            out = {"error": err.code}
        lines.append(_line({"file": path.name, "output": out}))
    return lines


def game_lines(count: int = GAMES) -> list[str]:
    """One golden line per random game."""
    lines = []
    for n in range(count):
        rec = random_record(n)
        game, out = replay_record(rec)
        lines.append(_line({"id": n, "record": rec, "output": out, "final": digest(game)}))
    return lines


def write() -> None:
    """Rewrite both golden files."""
    GOLDEN.mkdir(parents=True, exist_ok=True)
    (GOLDEN / "records.jsonl").write_text("\n".join(record_lines()) + "\n", encoding="utf-8")
    (GOLDEN / "random_games.jsonl").write_text("\n".join(game_lines()) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python -m tests.golden_support --write")
    write()
