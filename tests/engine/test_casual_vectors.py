"""The casual preset's own vectors (RULES-CASUAL.md, formats of RULES.md section 19): meld
vectors and game records under ``tests/data/casual``, expected values derived by hand."""

from __future__ import annotations

import json

import pytest

from burraco_qt.engine import InvalidMeld, Meld, Rules
from burraco_qt.engine.record import replay_text

from ..conftest import DATA

CASUAL_DATA = DATA / "casual"
MELDS = [
    json.loads(line)
    for line in (CASUAL_DATA / "melds.jsonl").read_text(encoding="utf-8").splitlines()
    if line.strip()
]
RECORDS = sorted((CASUAL_DATA / "records").glob("*.json"))


def test_vector_counts() -> None:
    """At least 60 meld vectors and 15 records of our own, besides the worked examples E5–E8."""
    assert len(MELDS) == 70
    assert len({v["id"] for v in MELDS}) == len(MELDS)
    assert len([p for p in RECORDS if not p.name.startswith("E")]) >= 15


@pytest.mark.parametrize("v", MELDS, ids=[v["id"] for v in MELDS])
def test_casual_meld_vector(v: dict) -> None:
    rules = Rules.preset(v["rules"], **v.get("options", {}))
    if v["valid"]:
        m = Meld.build(v["cards"], rules, wild_end=v.get("wild_end"))
        assert (m.kind, m.buraco, m.points, m.bonus) == (v["kind"], v["buraco"], v["points"], v["bonus"])
    else:
        with pytest.raises(InvalidMeld) as info:
            Meld.build(v["cards"], rules, wild_end=v.get("wild_end"))
        assert info.value.code == v["code"]


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_casual_record(path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    result = replay_text(path.read_bytes())
    if "expect_error" in data:
        assert result["error"] == data["expect_error"]
        return
    assert result["results"] == data["expect_results"]
    for key, value in data["expect_final"].items():
        assert result[key] == value, key
