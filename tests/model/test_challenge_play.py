"""Issue 29: a challenge played in two data folders with the same human moves gives the same
computer moves and results; result files are verified by replay and compared hand by hand."""

from __future__ import annotations

import copy
import datetime
import json
from pathlib import Path
from typing import Any

import pytest

from burraco_qt.ai import AI_VERSION, make_player
from burraco_qt.ai.challenge_result import (
    ResultError,
    compare,
    read_result_code,
    result_document,
    verify_result,
)
from burraco_qt.engine.challenge import Challenge, Seat, deal_of_the_day
from burraco_qt.model.controller import GameController
from burraco_qt.storage.challenges import all_challenges, challenge_files, save_friend, save_result

DAY = deal_of_the_day(datetime.date(2026, 1, 1), AI_VERSION)


def play(challenge: Challenge, human_name: str, human_seed: int) -> GameController:
    """Play ``challenge`` to its end through the controller, the human's moves scripted by a
    computer player of ``human_name`` and ``human_seed``."""
    ctl = GameController(ai_delay_ms=0)
    ctl.new_challenge(challenge)
    ctl.set_paused(True)
    human = make_player(human_name, human_seed)
    while not ctl.match.over:
        game = ctl.game
        if game.over:
            ctl.next_hand()
            ctl.set_paused(True)
        elif game.current == 0:
            assert ctl.send(human.choose(game.view(0)))
        else:
            assert ctl.step()
    return ctl


def computer_actions(doc: dict[str, Any]) -> list[list[dict[str, Any]]]:
    return [[a for a in h["actions"] if a.get("player", 0) != 0] for h in doc["hands"]]


@pytest.fixture(scope="module")
def results(qapp: Any) -> dict[str, dict[str, Any]]:
    out = {}
    for name, (human, seed) in {"a": ("medium", 7), "b": ("medium", 7), "friend": ("hard", 3)}.items():
        out[name] = result_document(DAY, play(DAY, human, seed).match, player=name)
    return out


def test_same_moves_same_computers_in_two_folders(results: dict[str, Any], tmp_path: Path) -> None:
    a, b = results["a"], results["b"]
    (path_a, first_a) = save_result(DAY.key(), a, tmp_path / "one")
    (path_b, first_b) = save_result(DAY.key(), b, tmp_path / "two")
    assert first_a and first_b
    on_disk_a = json.loads(path_a.read_text())
    on_disk_b = json.loads(path_b.read_text())
    assert computer_actions(on_disk_a) == computer_actions(on_disk_b)
    assert sum(len(h) for h in computer_actions(on_disk_a)) > 30
    assert on_disk_a["hands"] == on_disk_b["hands"]
    assert on_disk_a["scores"] == on_disk_b["scores"] and len(on_disk_a["scores"]) == 3
    assert on_disk_a["result_code"] == on_disk_b["result_code"]
    assert on_disk_a["challenge"] == DAY.code() and on_disk_a["assisted"] is False


def test_result_code_reads_back_and_catches_typos(results: dict[str, Any]) -> None:
    doc = results["a"]
    scores = read_result_code(doc["result_code"], doc["challenge"])
    assert [list(s) for s in scores] == doc["scores"]
    body, check = doc["result_code"].split("/")
    typo = body.replace("5", "6", 1) if "5" in body else body.replace("0", "1", 1)
    with pytest.raises(ValueError, match="mistyped"):
        read_result_code(f"{typo}/{check}", doc["challenge"])


def test_friend_result_verified_and_compared(results: dict[str, Any]) -> None:
    mine = verify_result(results["a"])
    friend = verify_result(results["friend"])
    assert friend.player == "friend" and not friend.assisted
    rows = compare(mine, friend)
    assert [r.hand for r in rows] == [1, 2, 3]
    assert [list(r.mine) for r in rows] == results["a"]["scores"]
    assert [list(r.theirs) for r in rows] == results["friend"]["scores"]
    assert rows[0].difference == (rows[0].mine[0] - rows[0].mine[1]) - (rows[0].theirs[0] - rows[0].theirs[1])


def test_tampered_results_refused(results: dict[str, Any]) -> None:
    doc = results["friend"]
    # a consistent record whose computer is not the challenge's (another player at seat 1)
    forged = DAY.match()
    players = {0: make_player("hard", 3), 1: make_player("medium", DAY.seats[0].seed)}
    while not forged.over:
        if forged.game.over:
            forged.next_hand()
        game = forged.game
        forged.apply(players[game.current].choose(game.view(game.current)))
    with pytest.raises(ResultError) as err:
        verify_result(result_document(DAY, forged))
    assert err.value.reason == "computers" and err.value.hand == 1
    assert "a computer's action was changed" in err.value.message
    # an action changed: the hand no longer replays to its scores
    bad = copy.deepcopy(doc)
    actions = bad["hands"][0]["actions"]
    index = next(i for i, a in enumerate(actions) if a.get("player") == 1 and "discard" in a)
    actions[index] = {"player": 1, "discard": actions[index - 1].get("discard", "Xxx")}
    with pytest.raises(ResultError) as err:
        verify_result(bad)
    assert err.value.reason in ("replay", "computers") and err.value.hand == 1
    # the summary scores changed
    bad = copy.deepcopy(doc)
    bad["scores"][1][0] += 100
    with pytest.raises(ResultError) as err:
        verify_result(bad)
    assert err.value.reason == "scores"
    # a hand dealt from another seed
    bad = copy.deepcopy(doc)
    bad["hands"][2]["seed"] += 1
    with pytest.raises(ResultError) as err:
        verify_result(bad)
    assert err.value.reason == "deal" and err.value.hand == 3
    # a hand missing
    bad = copy.deepcopy(doc)
    del bad["hands"][2]
    with pytest.raises(ResultError) as err:
        verify_result(bad)
    assert err.value.reason == "hands"


def test_other_ai_version_refused(results: dict[str, Any]) -> None:
    doc = dict(results["friend"], ai_version=AI_VERSION + 1)
    with pytest.raises(ResultError) as err:
        verify_result(doc)
    assert err.value.reason == "ai_version"
    assert f"AI version {AI_VERSION + 1}" in err.value.message and "cannot be compared" in err.value.message
    with pytest.raises(ResultError) as err:
        verify_result(results["friend"], ai_version=AI_VERSION + 1)
    assert err.value.reason == "ai_version"


def test_played_twice_keeps_the_first(results: dict[str, Any], tmp_path: Path) -> None:
    first = results["a"]
    second = results["friend"]
    assert save_result(DAY.key(), first, tmp_path)[1] is True
    path, shown = save_result(DAY.key(), second, tmp_path)
    assert shown is False and path.name == f"{DAY.key()}.mine-2.json"
    save_friend(DAY.key(), second, tmp_path)
    files = challenge_files(DAY.key(), tmp_path)
    assert files.plays == 2
    assert files.mine is not None and files.mine["player"] == "a"
    assert files.friend is not None and files.friend["player"] == "friend"
    assert [f.key for f in all_challenges(tmp_path)] == [DAY.key()]


def test_expert_at_fixed_samples_is_reproducible(qapp: Any) -> None:
    short = Challenge("italian", 2, 2, 99, (Seat("bruno", 5, 4),), AI_VERSION)
    one = result_document(short, play(short, "easy", 1).match)
    two = result_document(short, play(short, "easy", 1).match)
    assert one["hands"] == two["hands"]
    assert verify_result(one).scores == verify_result(two).scores


def test_undo_and_open_cards_off_in_a_challenge(qapp: Any) -> None:
    ctl = GameController(ai_delay_ms=0)
    ctl.new_challenge(DAY)
    ctl.set_paused(True)
    ctl.set_open_cards(True)
    assert ctl.open_cards is False and ctl.match.practice is False
    assert ctl.can_undo() is False and ctl.undo() is False
    restored = GameController(match=type(ctl.match).from_record(ctl.match.record()), ai_delay_ms=0)
    assert restored.challenge == DAY


def test_malformed_result_files_are_refused_not_crashing(results: dict[str, Any]) -> None:
    doc = results["friend"]
    bad: list[Any] = [None, [], {"kind": "burraco-challenge-result", "format": 1, "ai_version": 1}]
    for value in (None, 1, "x", [], {}, -1, True):
        for key in ("rules", "players", "first_player", "seed", "actions", "scores"):
            if doc["hands"][1][key] == value and type(doc["hands"][1][key]) is type(value):
                continue  # not a change (hand 2's first player is 1)
            changed = copy.deepcopy(doc)
            changed["hands"][1][key] = value
            bad.append(changed)
        bad.append(dict(doc, hands=[value, *doc["hands"][1:]]))
        bad.append(dict(doc, scores=value))
    for data in bad:
        with pytest.raises(ResultError):
            verify_result(data)
