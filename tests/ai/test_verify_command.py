"""``burraco-qt --verify FILE`` (issue 29): the engine's checks plus the computers re-run from
their views and seeds (burraco_qt/ai/recheck.py, verify_command.py), in a process without Qt."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from burraco_qt.ai import make_player
from burraco_qt.ai.recheck import recheck_hand
from burraco_qt.ai.verify_command import verify_data
from burraco_qt.engine import Rules
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command

ROOT = Path(__file__).resolve().parents[2]
SALT = bytes(range(16))
#: Runs ``burraco-qt`` in a child with PySide6 made unimportable: the --verify path needs no Qt.
NO_QT = (
    "import sys\n"
    "class Block:\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
    "            raise ImportError('Qt is blocked: ' + name)\n"
    "sys.meta_path.insert(0, Block())\n"
    "from burraco_qt.ui.app.entry import main\n"
    "code = main(sys.argv[1:])\n"
    "assert not [m for m in sys.modules if m.startswith('PySide6')]\n"
    "sys.exit(code)\n"
)


def _computer_match(names: dict[int, str], samples: int | None = None, seed: int = 7) -> Match:
    match = Match(Rules.preset("italian"), 2, seed=seed, fair=True, seats=names, salt=lambda: SALT)
    match.computer_record = {
        str(p): {"name": n, "seed": seed * 10 + p + 1, "samples": samples if n == "expert" else None}
        for p, n in names.items()
    }
    match.cut(33)
    players = {
        p: make_player(n, seed * 10 + p + 1, samples=samples, workers=0)
        if n == "expert"
        else make_player(n, seed * 10 + p + 1)
        for p, n in names.items()
    }
    while not match.game.over:
        seat = match.game.current
        match.apply(players[seat].choose(match.game.view(seat)))
    return match


@pytest.fixture(scope="module")
def match_record() -> dict[str, Any]:
    return json.loads(json.dumps(_computer_match({0: "easy", 1: "medium"}).record()))


def _run(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", NO_QT, "--verify", str(path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )


def test_the_command_line_verifies_a_good_file_without_qt(
    tmp_path: Path, match_record: dict[str, Any]
) -> None:
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(match_record["hands"][0]))
    match = tmp_path / "match.json"
    match.write_text(json.dumps(match_record))
    for path in (hand, match):
        done = _run(path)
        assert done.returncode == 0, done.stdout + done.stderr
        first = done.stdout.splitlines()[0]
        assert (
            first == f"{path}: verified: every fingerprint, revealed deck and cut matches, the replay agrees"
        )
        assert f"fingerprint {match_record['hands'][0]['fair']['fingerprint']} matches" in done.stdout
        assert "computer decisions re-run from their views give the recorded commands" in done.stdout


def _salt(hand: dict[str, Any]) -> None:
    hand["fair"]["salt"] = "ff" + hand["fair"]["salt"][2:]


def _card(hand: dict[str, Any]) -> None:
    cards = hand["fair"]["deck"].split(",")
    cards[0], cards[1] = cards[1], cards[0]
    hand["fair"]["deck"] = ",".join(cards)


def _cut(hand: dict[str, Any]) -> None:
    hand["fair"]["cut"] = 34


def _action(hand: dict[str, Any]) -> None:
    action = next(a for a in hand["actions"] if "discard" in a)
    action["discard"] = "Khr" if action["discard"] == "Ahr" else "Ahr"


@pytest.mark.parametrize(
    ("tamper", "reason"),
    [
        (_card, "card 1 of the revealed deck is"),
        (_salt, "the salt does not give the fingerprint"),
        (_cut, "not at the recorded cut 34: the cut was changed"),
        (_action, "is refused by the rules (card_not_in_hand): the actions were changed"),
    ],
)
def test_the_command_line_refuses_each_tampered_file(
    tmp_path: Path, match_record: dict[str, Any], tamper: Any, reason: str
) -> None:
    hand = copy.deepcopy(match_record["hands"][0])
    tamper(hand)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(hand))
    done = _run(path)
    assert done.returncode == 1
    assert done.stdout.startswith(f"{path}: VERIFICATION FAILED: ") and reason in done.stdout.splitlines()[0]
    assert reason in done.stderr


def test_old_and_unreadable_files(tmp_path: Path) -> None:
    done = _run(ROOT / "tests/data/legacy/5d554d3/autosave.json")
    assert done.returncode == 0
    assert (
        "no fairness data (a record from before fair deals); the replay agrees" in done.stdout.splitlines()[0]
    )
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    done = _run(bad)
    assert done.returncode == 2 and "not JSON" in done.stdout
    done = _run(tmp_path / "missing.json")
    assert done.returncode == 2 and "cannot read" in done.stdout


def _changed_computer_decision(record: dict[str, Any], seat: int) -> dict[str, Any]:
    """The hand cut short at a decision of ``seat`` that is replaced by another legal command
    (the replay stays legal: only re-running the computer can tell)."""
    from burraco_qt.engine.record import load_record

    hand = copy.deepcopy(record["hands"][0])
    loaded = load_record(hand)
    game = loaded.game
    for i, command in enumerate(loaded.commands):
        if game.current == seat and i > 4:
            for k in range(20):
                trial = game.copy()
                trial.apply(random_legal_command(trial, random.Random(k)))
                if trial.actions[-1] != hand["actions"][i]:
                    hand["actions"] = [*hand["actions"][:i], trial.actions[-1]]
                    del hand["scores"]
                    return hand
        game.apply(command)
    raise AssertionError("no decision to change")


def test_a_changed_computer_decision_is_found(match_record: dict[str, Any]) -> None:
    hand = _changed_computer_decision(match_record, 1)
    report = verify_data(hand)
    failure = report.first_failure()
    assert failure is not None and failure.kind == "computers", [v.message for v in report.verdicts]
    assert "of seat 1: the computer, re-run from its view and seed, plays" in failure.message
    assert failure.message.endswith("a computer's action was changed")


def test_the_expert_is_re_run_at_fixed_samples_and_skipped_on_a_budget() -> None:
    record = json.loads(json.dumps(_computer_match({0: "hard", 1: "expert"}, samples=2, seed=3).record()))
    found = recheck_hand(record["hands"][0])
    assert found is not None and found.ok and found.skipped == 0
    assert found.checked == len(record["hands"][0]["actions"])
    budget = copy.deepcopy(record["hands"][0])
    budget["computers"]["1"]["samples"] = None
    found = recheck_hand(budget)
    assert found is not None and found.ok and found.skipped > 0
    assert found.checked + found.skipped == len(budget["actions"])
    assert "expert decisions on a time budget not re-run" in found.message()


def test_a_problem_report_verifies_its_match_or_its_hand(match_record: dict[str, Any]) -> None:
    """Found by a tester: a file from Help → Report a problem… could be replayed but not
    verified ("players must be an integer from 2 to 6, not None")."""
    hand = match_record["hands"][0]
    with_match = {"kind": "problem report", "format": 1, "record": hand, "match": match_record}
    kinds = [v.kind for v in verify_data(with_match).verdicts]
    assert kinds[0] == "ok" and "record" not in kinds and verify_data(with_match).first_failure() is None
    assert verify_data(with_match).verdicts == verify_data(match_record).verdicts
    hand_only = {"kind": "problem report", "format": 1, "record": hand, "match": None}
    assert verify_data(hand_only).verdicts == verify_data(hand).verdicts
    bad = copy.deepcopy(with_match)
    bad["match"]["hands"][0]["fair"]["salt"] = "00" * 16
    assert verify_data(bad).first_failure().kind == "salt"
