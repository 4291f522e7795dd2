"""Issue 29: a friend's typed result code — read back, refused with a reason for a typo, a
wrong shape or another number of hands than the challenge's, and compared hand by hand."""

from __future__ import annotations

import pytest

from burraco_qt.ai import AI_VERSION
from burraco_qt.ai.challenge_result import (
    Result,
    ResultCodeError,
    compare,
    read_result_code,
    result_code,
    result_of_code,
)
from burraco_qt.engine.challenge import Challenge, Seat

THREE = Challenge("italian", 2, 3, 99, (Seat("gino", 5),), AI_VERSION)
MINE = Result(THREE, THREE.code(), ((100, 20), (-35, 400), (610, 0)))


def test_a_friends_code_reads_back_and_compares() -> None:
    text = result_code(THREE.code(), [(50, 70), (300, 10), (-5, 200)])
    friend = result_of_code(f" {text.lower()} ", MINE)
    assert friend.scores == ((50, 70), (300, 10), (-5, 200))
    assert friend.totals == (345, 280) and friend.player == "" and not friend.assisted
    rows = compare(MINE, friend)
    assert [(r.hand, r.mine, r.theirs, r.difference) for r in rows] == [
        (1, (100, 20), (50, 70), 100),
        (2, (-35, 400), (300, 10), -725),
        (3, (610, 0), (-5, 200), 815),
    ]


@pytest.mark.parametrize(
    ("text", "reason", "message"),
    [
        ("", "empty", "the result code is empty"),
        ("  ", "empty", "the result code is empty"),
        ("hello", "form", "a result code is the scores per hand, then / and the check value"),
        ("1:2,3/ABCDEF", "form", "a result code is the scores per hand, then / and the check value"),
        ("1:2,3:4,5:6", "form", "a result code is the scores per hand, then / and the check value"),
        ("1:2,3:4/ABCDEF", "hands", "the result code has 2 hands; the challenge has 3"),
        ("1:2,3:4,5:6/000000", "check", "the check value does not match: a character is mistyped"),
    ],
)
def test_a_bad_code_says_what_is_wrong(text: str, reason: str, message: str) -> None:
    with pytest.raises(ResultCodeError) as info:
        result_of_code(text, MINE)
    assert info.value.reason == reason and info.value.message == message


def test_every_changed_score_digit_is_a_typo() -> None:
    text = result_code(THREE.code(), [(50, 70), (300, 10), (-5, 200)])
    body, check = text.split("/")
    for i, ch in enumerate(body):
        if ch.isdigit():
            other = "1" if ch != "1" else "2"
            with pytest.raises(ResultCodeError) as info:
                result_of_code(f"{body[:i]}{other}{body[i + 1 :]}/{check}", MINE)
            assert info.value.reason == "check"


def test_a_code_of_another_challenge_is_refused() -> None:
    other = Challenge("italian", 2, 3, 100, (Seat("gino", 5),), AI_VERSION)
    text = result_code(other.code(), [(50, 70), (300, 10), (-5, 200)])
    with pytest.raises(ResultCodeError) as info:
        result_of_code(text, MINE)
    assert info.value.reason == "check"
    assert read_result_code(text, other.code()) == ((50, 70), (300, 10), (-5, 200))  # no hand count
