"""A provably fair deal (issue 29, point 1): the commitment, the cut, the record entry and the
verification of each tamper kind (burraco_qt/engine/fairdeal.py, fairverify.py)."""

from __future__ import annotations

import copy
import hashlib
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from burraco_qt.engine import Rules
from burraco_qt.engine.cards import ALL_CARDS, card_by_code, shuffled
from burraco_qt.engine.fairdeal import commit, cut_deck, deck_bytes, fingerprint, short_fingerprint
from burraco_qt.engine.fairverify import verify_document, verify_hand
from burraco_qt.engine.match import Match, hand_seed
from burraco_qt.engine.random_move import random_legal_command

ROOT = Path(__file__).resolve().parents[2]
SALT = bytes(range(16))


def _played_match(seed: int = 7, cut: int = 33) -> Match:
    match = Match(Rules.preset("italian"), 2, seed=seed, fair=True, salt=lambda: SALT)
    match.cut(cut)
    rng = random.Random(seed)
    while not match.game.over:
        match.apply(random_legal_command(match.game, rng))
    return match


@pytest.fixture(scope="module")
def hand() -> dict[str, Any]:
    return json.loads(json.dumps(_played_match().record()["hands"][0]))


def test_the_documented_bytes_are_the_canonical_ids() -> None:
    assert deck_bytes(
        [card_by_code(c) for c in ("Acr", "Kcr", "Adr", "Ksr", "wrr", "wbr", "Acb", "wbb")]
    ) == bytes([0, 12, 13, 51, 52, 53, 54, 107])
    assert deck_bytes(ALL_CARDS) == bytes(range(162))
    deck = shuffled(Rules.preset("italian").universe(), 5)
    assert fingerprint(deck, SALT) == hashlib.sha256(bytes(c.id for c in deck) + SALT).hexdigest()
    assert short_fingerprint("0123456789abcdef0000") == "0123 4567 89ab cdef"


def test_the_cut_deals_from_the_cut_point() -> None:
    deck = shuffled(Rules.preset("italian").universe(), 5)
    assert cut_deck(deck, 1) == deck[1:] + deck[:1]
    assert cut_deck(deck, 107)[0] is deck[107]
    for bad in (0, 108, -1, True, 3.0):
        with pytest.raises(ValueError):
            cut_deck(deck, bad)  # type: ignore[arg-type]


def test_the_fingerprint_is_fixed_before_any_command() -> None:
    """The commitment exists, with its fingerprint, before the cut and before any command; no
    command is taken before the cut; the cut changes neither the committed order nor the hash."""
    rules = Rules.preset("italian")
    match = Match(rules, 2, seed=11, fair=True, salt=lambda: SALT)
    before = match.commitment
    assert before is not None and match.awaiting_cut and match.game.actions == []
    seed = hand_seed(11, 1)
    assert list(before.deck) == shuffled(rules.universe(), seed)
    assert before.fingerprint == fingerprint(before.deck, SALT)
    with pytest.raises(RuntimeError):
        match.apply(random_legal_command(match.game, random.Random(0)))
    pending = match.record()["hands"][0]["fair"]
    assert pending["cut"] is None and pending["fingerprint"] == before.fingerprint
    match.cut(50)
    after = match.commitment
    assert after is not None and after.fingerprint == before.fingerprint and after.deck == before.deck
    assert list(match.game.deck) == list(before.deck[50:]) + list(before.deck[:50])
    with pytest.raises(RuntimeError):
        match.cut(3)


def test_a_fair_match_resumes_with_its_commitment_and_cut() -> None:
    match = Match(Rules.preset("italian"), 2, seed=3, fair=True, salt=lambda: SALT)
    waiting = Match.from_record(json.loads(json.dumps(match.record())))
    assert waiting.awaiting_cut and waiting.commitment == match.commitment
    match.cut(20)
    rng = random.Random(2)
    for _ in range(5):
        match.apply(random_legal_command(match.game, rng))
    resumed = Match.from_record(json.loads(json.dumps(match.record())))
    assert resumed.commitment == match.commitment and resumed.commitment is not None
    assert resumed.commitment.cut == 20 and resumed.game.actions == match.game.actions
    assert resumed.record() == match.record()


def test_a_played_hand_verifies(hand: dict[str, Any]) -> None:
    verdict = verify_hand(hand)
    assert verdict.kind == "ok", verdict.message
    assert verdict.values["cut"] == 33
    assert verdict.values["fingerprint"] == hand["fair"]["fingerprint"]
    assert verdict.values["scores"] == " – ".join(str(s["total"]) for s in hand["scores"])


def test_a_played_match_verifies() -> None:
    record = json.loads(json.dumps(_played_match(seed=9, cut=80).record()))
    kinds = [v.kind for v in verify_document(record)]
    assert kinds == ["ok", "ok"]


def _swap_cards(hand: dict[str, Any]) -> None:
    cards = hand["fair"]["deck"].split(",")
    cards[3], cards[9] = cards[9], cards[3]
    hand["fair"]["deck"] = ",".join(cards)


def _twice(hand: dict[str, Any]) -> None:
    cards = hand["fair"]["deck"].split(",")
    cards[3] = cards[9]
    hand["fair"]["deck"] = ",".join(cards)


def _salt(hand: dict[str, Any]) -> None:
    salt = hand["fair"]["salt"]
    hand["fair"]["salt"] = ("1" if salt[0] == "0" else "0") + salt[1:]


def _cut(hand: dict[str, Any]) -> None:
    hand["fair"]["cut"] += 1


def _dealt(hand: dict[str, Any]) -> None:
    cards = hand["deck"].split(",")
    cards[-1], cards[-2] = cards[-2], cards[-1]
    hand["deck"] = ",".join(cards)


def _action(hand: dict[str, Any]) -> None:
    action = next(a for a in hand["actions"] if "discard" in a)
    action["discard"] = "Khr" if action["discard"] == "Ahr" else "Ahr"


def _last_discard(hand: dict[str, Any]) -> None:
    """A legal but different last action: the replay ends with another score."""
    hand["scores"][0]["total"] += 5


@pytest.mark.parametrize(
    ("tamper", "kind", "words"),
    [
        (
            _swap_cards,
            "deck",
            r"card 4 of the revealed deck is \w+, but the shuffle of seed \d+ puts \w+ there",
        ),
        (
            _twice,
            "deck",
            r"the revealed deck names \w+ more times than the deck holds it: a card was changed",
        ),
        (_salt, "salt", r"the salt does not give the fingerprint"),
        (_cut, "cut", r"dealt from the deck cut at 33, not at the recorded cut 34: the cut was changed"),
        (_dealt, "dealt", r"the dealt deck is not the revealed deck cut at 33"),
        (
            _action,
            "actions",
            r"action \d+ \(.*\) is refused by the rules \(card_not_in_hand\): the actions were changed",
        ),
        (_last_discard, "scores", r"the replay gives -?\d+ – -?\d+, the record says"),
    ],
)
def test_each_tamper_fails_with_its_reason(hand: dict[str, Any], tamper: Any, kind: str, words: str) -> None:
    bad = copy.deepcopy(hand)
    tamper(bad)
    verdict = verify_hand(bad)
    assert verdict.kind == kind and not verdict.ok
    assert re.search(words, verdict.message), verdict.message


def test_a_deck_without_a_seed_still_needs_its_fingerprint(hand: dict[str, Any]) -> None:
    bad = copy.deepcopy(hand)
    del bad["fair"]["seed"]
    assert verify_hand(bad).kind == "ok"
    _swap_cards(bad)
    assert verify_hand(bad).kind == "deck_salt"


def test_a_match_names_the_tampered_hand() -> None:
    record = json.loads(json.dumps(_played_match(seed=4, cut=10).record()))
    record["hands"][0]["fair"]["salt"] = "00" * 16
    verdicts = verify_document(record)
    assert [v.kind for v in verdicts] == ["salt"] and verdicts[0].message.startswith("hand 1: ")


def test_old_records_verify_as_no_fairness_data() -> None:
    """Records from before fair deals (a rule record, the legacy autosave) verify cleanly with
    "no fairness data"; their replay is still checked."""
    legacy = json.loads((ROOT / "tests/data/legacy/5d554d3/autosave.json").read_text())
    verdicts = verify_document(legacy)
    assert [v.kind for v in verdicts] == ["none"] * len(legacy["hands"]) + ["ok"]
    assert all("no fairness data" in v.message for v in verdicts[:-1])
    game = json.loads((ROOT / "tests/data/rules/records/R04_dirty_buraco_close.json").read_text())
    verdict = verify_document(game)[0]
    assert verdict.kind == "none" and verdict.message.startswith("no fairness data")
    old = Match(Rules.preset("italian"), 2, seed=12)
    rng = random.Random(1)
    while not old.game.over:
        old.apply(random_legal_command(old.game, rng))
    data = json.loads(json.dumps(old.record()))
    assert "fair" not in data and "fair" not in data["hands"][0]
    assert [v.kind for v in verify_document(data)] == ["none", "ok"]
    assert verify_document(data)[0].message.startswith("hand 1: no fairness data")


def test_a_fair_match_is_optional_and_changes_no_record() -> None:
    plain = Match(Rules.preset("italian"), 2, seed=21)
    assert plain.commitment is None and not plain.awaiting_cut
    assert "fair" not in plain.record() and "fair" not in plain.record()["hands"][0]
    assert plain.record()["hands"][0]["seed"] == hand_seed(21, 1)


def test_the_readme_script_gives_the_fingerprint(tmp_path: Path, hand: dict[str, Any]) -> None:
    """The ten-line script of the README, run on its own, prints the hand's fingerprint."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    script = re.search(r"```python\n(import hashlib, json, sys\n.*?)```", text, re.S)
    assert script is not None
    # ten lines of code (ruff formats the block with PEP 8 blank lines, not counted)
    assert len([line for line in script.group(1).splitlines() if line.strip()]) <= 12
    (tmp_path / "check.py").write_text(script.group(1))
    (tmp_path / "hand.json").write_text(json.dumps(hand))
    out = subprocess.run(
        [sys.executable, "check.py", "hand.json"], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == [hand["fair"]["fingerprint"], "matches"]
    bad = copy.deepcopy(hand)
    _salt(bad)
    (tmp_path / "bad.json").write_text(json.dumps(bad))
    out = subprocess.run(
        [sys.executable, "check.py", "bad.json"], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout
    assert "DOES NOT MATCH" in out


def test_commit_refuses_a_short_salt() -> None:
    with pytest.raises(ValueError):
        commit(shuffled(Rules.preset("italian").universe(), 1), salt=b"short")


def test_a_fair_match_whose_fairness_data_was_removed_fails() -> None:
    """Found by a tester: deleting a hand's "fair" entry from a fair match's autosave verified as
    "no fairness data". In a fair match only a hand dealt from the match's seed before the match
    became fair (an old save resumed) may lack it."""
    record = json.loads(json.dumps(_played_match(seed=5, cut=21).record()))
    assert record["fair"] is True
    del record["hands"][0]["fair"]
    verdicts = verify_document(record)
    assert [v.kind for v in verdicts] == ["stripped"]
    assert verdicts[0].message.startswith("hand 1: the match is fair but this hand has no fairness data")
    old = Match(Rules.preset("italian"), 2, seed=12)  # dealt from the seed: an old save's hand
    rng = random.Random(2)
    while not old.game.over:
        old.apply(random_legal_command(old.game, rng))
    data = json.loads(json.dumps(old.record()))
    data["fair"] = True  # resumed as a fair match: its first hand is the old deal
    assert [v.kind for v in verify_document(data)] == ["none", "ok"]


def test_a_match_whose_next_deck_waits_for_its_cut_verifies() -> None:
    """Found by a tester: an autosave taken after hand 1, with hand 2's deck committed and not
    yet cut, failed with "the deck was never cut". Nothing is played yet: the commitment is
    checked and the hand is reported as waiting for its cut."""
    match = _played_match(seed=6, cut=40)
    match.next_hand()
    assert match.commitment is not None and match.commitment.cut is None
    record = json.loads(json.dumps(match.record()))
    verdicts = verify_document(record)
    assert [v.kind for v in verdicts] == ["ok", "ok", "ok"], [v.message for v in verdicts]
    assert "waits for its cut" in verdicts[1].message
    assert verdicts[1].values["fingerprint"] == record["hands"][1]["fair"]["fingerprint"]
    record["hands"][1]["fair"]["salt"] = "00" * 16  # a changed salt is still caught
    assert verify_document(record)[1].kind == "salt"
