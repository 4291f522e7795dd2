"""Every rule vector of tests/data/rules (RULES.md section 19) as a test case."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from burraco_qt.engine import InvalidMeld, Meld, Rules, score_team
from burraco_qt.engine.record import replay_text

from ..conftest import RULES_DATA


def _lines(name: str) -> list[dict]:
    with open(RULES_DATA / name, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


MELDS = _lines("melds.jsonl")
SCORING = _lines("scoring.jsonl")
RECORDS = sorted((RULES_DATA / "records").glob("*.json"))


def test_vector_counts() -> None:
    assert len(MELDS) == 208
    assert len(SCORING) == 47
    assert len(RECORDS) == 49


@pytest.mark.parametrize("v", MELDS, ids=[v["id"] for v in MELDS])
def test_meld_vector(v: dict) -> None:
    rules = Rules.preset(v["rules"], **v.get("options", {}))
    if v["valid"]:
        m = Meld.build(v["cards"], rules, wild_end=v.get("wild_end"))
        assert m.kind == v["kind"]
        assert m.buraco == v["buraco"]
        assert m.points == v["points"]
        assert m.bonus == v["bonus"]
    else:
        with pytest.raises(InvalidMeld) as info:
            Meld.build(v["cards"], rules, wild_end=v.get("wild_end"))
        assert info.value.code == v["code"]


@pytest.mark.parametrize("v", SCORING, ids=[v["id"] for v in SCORING])
def test_scoring_vector(v: dict) -> None:
    rules = Rules.preset(v["rules"], **v.get("options", {}))
    score = score_team(
        v["table"],
        v["hands"],
        took_pozzetto=v["took_pozzetto"],
        any_pozzetto_taken=v["any_pozzetto_taken"],
        closed=v["closed"],
        rules=rules,
    )
    assert score.as_dict() == v["expected"]


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem.split("_")[0] for p in RECORDS])
def test_record_vector(path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    result = replay_text(path.read_bytes())
    if "expect_error" in data:
        assert result["error"] == data["expect_error"]
        assert result["message"]
        return
    assert result["results"] == data["expect_results"]
    for key, value in data["expect_final"].items():
        assert result[key] == value, key


@pytest.mark.parametrize(
    "name",
    [
        "R01_full_hand_semi_clean_close.json",
        "R49_section_18_sample.json",
        "R30_invalid_deck_duplicate_card.json",
        "R47_record_error_before_rules_error.json",
    ],
)
def test_replay_cli(name: str) -> None:
    """The replay command itself: JSON on stdout, exit 0, or exit 2 with the error code."""
    path = RULES_DATA / "records" / name
    data = json.loads(path.read_text(encoding="utf-8"))
    proc = subprocess.run(
        [sys.executable, "-m", "burraco_qt.engine.replay_command", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    out = json.loads(proc.stdout)
    if "expect_error" in data:
        assert proc.returncode == 2
        assert out["error"] == data["expect_error"]
    else:
        assert proc.returncode == 0
        assert out["results"] == data["expect_results"]
        assert out["over"] == data["expect_final"]["over"]
