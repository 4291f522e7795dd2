"""``burraco-qt --verify FILE`` (issue 29): verify a fair hand or a match without the app's window.

Reads a game record (a hand: exported, or from the hand archive) or a match record (an
autosave), checks every hand's fingerprint, revealed deck and cut, replays it to its recorded
score (:mod:`burraco_qt.engine.fairverify`) and re-runs the computers' decisions the record
names (:mod:`.recheck`). Prints one line a check; exit status 0 when nothing is wrong (a record
without fairness data too: it says so), 1 with the first reason otherwise, 2 for a file that
cannot be read. Imports the engine and the computer players only: no Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine.errors import RuleError, shown
from ..engine.fairverify import Verdict, verify_document
from ..engine.record import parse_json
from .recheck import recheck_hand

#: The largest file read (bytes), as the replay command.
MAX_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Report:
    """A verification: the ``verdicts`` of the engine (one per hand, then the match) and the
    ``rechecks`` of the computers as extra verdicts (kind ``computers`` when one differs,
    ``ok`` otherwise). ``ok``: nothing found wrong."""

    verdicts: tuple[Verdict, ...]

    @property
    def ok(self) -> bool:
        return all(v.ok for v in self.verdicts)

    @property
    def fair(self) -> bool:
        """Whether some hand had fairness data (every hand checked ``ok``)."""
        return any(v.kind == "ok" and "fingerprint" in v.values for v in self.verdicts)

    def first_failure(self) -> Verdict | None:
        """The first verdict that found something wrong."""
        return next((v for v in self.verdicts if not v.ok), None)


def verify_data(data: Any) -> Report:
    """Verify a parsed record (game or match, or a problem report holding a hand's record) and
    re-run its computers."""
    if isinstance(data, Mapping) and data.get("kind") == "problem report":
        # Help → Report a problem… writes the match record (with its fairness data) and the
        # hand's record: the match when it is there, else the hand
        match = data.get("match")
        data = match if isinstance(match, Mapping) and match.get("kind") == "match" else data.get("record")
    verdicts = list(verify_document(data))
    hands: list[tuple[int, Any]] = []
    if isinstance(data, Mapping) and data.get("kind") == "match" and isinstance(data.get("hands"), list):
        first = data.get("first_hand", 1)
        first = first if isinstance(first, int) and not isinstance(first, bool) else 1
        hands = [(first + i, h) for i, h in enumerate(data["hands"])]
    elif isinstance(data, Mapping):
        hands = [(0, data)]
    if all(v.ok for v in verdicts):
        for number, hand in hands:
            if not isinstance(hand, Mapping):
                continue
            found = recheck_hand(hand)
            if found is not None:
                kind = "ok" if found.ok else "computers"
                verdicts.append(Verdict(number, kind, found.message(number), {"checked": found.checked}))
    return Report(tuple(verdicts))


def verify_file(path: str) -> tuple[int, list[str]]:
    """Verify the record in ``path``: the exit status and the lines to print."""
    name = shown(path)
    try:
        with open(path, "rb") as fh:
            text = fh.read(MAX_BYTES + 1)
    except OSError as err:
        return 2, [f"{path}: cannot read {name}: {err.strerror}"]
    if len(text) > MAX_BYTES:
        return 2, [f"{path}: larger than {MAX_BYTES} bytes: not a record"]
    try:
        data = parse_json(text)
    except RuleError as err:
        return 2, [f"{path}: {err.message}"]
    report = verify_data(data)
    failure = report.first_failure()
    if failure is not None:
        head = f"{path}: VERIFICATION FAILED: {failure.message}"
    elif report.fair:
        head = f"{path}: verified: every fingerprint, revealed deck and cut matches, the replay agrees"
    else:
        head = f"{path}: no fairness data (a record from before fair deals); the replay agrees"
    lines = [head] + [f"  {v.kind}: {v.message}" for v in report.verdicts]
    return (0 if failure is None else 1), lines


def main(path: str) -> int:
    """Verify ``path``, print the lines (failures on standard error too) and return the status."""
    status, lines = verify_file(path)
    try:
        print("\n".join(lines), flush=True)
        if status:
            print(lines[0], file=sys.stderr, flush=True)
    except BrokenPipeError:  # piped into head: fine
        sys.stderr.close()
    return status
