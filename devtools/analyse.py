"""Analyse the decisions of a recorded hand with the analysis API (issue 26, item 6).

``python -m devtools.analyse RECORD.json [--seat N ...] [--samples 16] [--seed 0]
[--rounds R | --whole-hand] [--turns A-B] [--pool]``

Replays a game record (``--record`` of the simulator, the app's saved records) and, at each
decision of the chosen seats (default: every seat) — the draw or take, then the turn's plays and
discard as one plan — prints one JSON line: the turn, the seat, the phase (``"draw"`` or
``"turn"``), the candidates ranked with their mean and 95 % interval (points, see
:mod:`burraco_qt.ai.analysis`), the expert's ``choice``, the plan ``played`` in the record valued
on the same worlds, and ``played_minus_choice``: the paired difference with its interval. The
coach of a later issue builds on these lines. A record the engine refuses prints
``{"error": ...}`` and exits with 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from burraco_qt.ai.analysis import AnalysisCancelled, analyse
from burraco_qt.engine import Command, Discard, PlayerView, RuleError
from burraco_qt.engine.record import load_record, parse_json


def decisions(record: Any, seats: set[int] | None = None) -> Iterator[tuple[PlayerView, tuple[Command, ...]]]:
    """Each decision of the record's hand (of ``seats``, all when ``None``): the deciding seat's
    view at the decision's start and the plan it played (the draw or take; the turn's plays and
    discard, or its plays up to the end of the hand). Refused actions are skipped."""
    loaded = load_record(record)
    game = loaded.game
    pending: tuple[PlayerView, list[Command]] | None = None
    for command in loaded.commands:
        seat = game.current
        if game.over:
            break
        starts = game.phase == "draw" or game.plays_this_turn == 0
        if pending is None and starts and (seats is None or seat in seats):
            pending = (game.view(seat), [])
        try:
            game.apply(command)
        except RuleError:
            continue
        if pending is None:
            continue
        pending[1].append(command)
        view = pending[0]
        done = view.phase == "draw" or isinstance(command, Discard) or game.over or game.current != seat
        if done:
            yield view, tuple(pending[1])
            pending = None
    if pending is not None and pending[1]:
        yield pending[0], tuple(pending[1])


def line(view: PlayerView, played: tuple[Command, ...], **options: Any) -> dict[str, Any]:
    """The JSON line of one decision (see the module note)."""
    result = analyse(view, extra_plans=[played], **options)
    out = result.to_json()
    mine = result.value_of(played)
    diff = result.compare(mine, result.value_of(result.choice))
    out["played"] = mine.to_json()
    lo, hi = diff.interval
    out["played_minus_choice"] = {"mean": round(diff.mean, 2), "lo": round(lo, 2), "hi": round(hi, 2)}
    return out


def _turns(text: str) -> tuple[int, int]:
    first, _, last = text.partition("-")
    return int(first), int(last or first)


def main(argv: list[str] | None = None) -> int:
    """Run the script; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m devtools.analyse", description=__doc__.splitlines()[0])
    parser.add_argument("record", type=Path, help="a game record (JSON)")
    parser.add_argument("--seat", type=int, action="append", help="analyse this seat (repeatable)")
    parser.add_argument("--samples", type=int, default=16, help="worlds per decision")
    parser.add_argument("--seed", type=int, default=0, help="the analysis seed (the expert's seed)")
    parser.add_argument("--rounds", type=int, default=None, help="rounds of rollout (default: the expert's)")
    parser.add_argument("--whole-hand", action="store_true", help="roll every world out to the hand's end")
    parser.add_argument("--turns", type=_turns, help="only turns A-B (or A)")
    parser.add_argument("--pool", action="store_true", help="spread the worlds over the process pool")
    args = parser.parse_args(argv)
    try:
        record = parse_json(args.record.read_bytes())
        found = list(decisions(record, set(args.seat) if args.seat else None))
    except (OSError, RuleError) as err:
        print(json.dumps({"error": getattr(err, "code", "unreadable"), "message": str(err)}))
        return 2
    options: dict[str, Any] = {"samples": args.samples, "seed": args.seed}
    options["workers"] = None if args.pool else 0
    if args.whole_hand:
        options["rounds"] = None
    elif args.rounds is not None:
        options["rounds"] = args.rounds
    try:
        for view, played in found:
            if args.turns and not args.turns[0] <= view.turn <= args.turns[1]:
                continue
            print(json.dumps(line(view, played, **options)), flush=True)
    except (BrokenPipeError, AnalysisCancelled):
        return 1
    finally:
        if args.pool:
            from burraco_qt.ai.pool import shutdown

            shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
