"""Issue 29: challenge codes (round trip, refusals) and the deal of the day's date rule."""

from __future__ import annotations

import datetime
import hashlib

import pytest

from burraco_qt.engine.challenge import (
    ALPHABET,
    Challenge,
    ChallengeError,
    Seat,
    deal_of_the_day,
    decode,
    encode,
)
from burraco_qt.engine.match import Match, hand_seed

FOUR = Challenge(
    "international",
    4,
    4,
    2**64 - 1,
    (Seat("rosa", 17, 64), Seat("giulia", 0), Seat("expert", 2**40, 1)),
    7,
)


@pytest.mark.parametrize(
    "challenge",
    [
        Challenge("italian", 2, 3, 0, (Seat("marco", 1),), 1),
        Challenge("casual", 2, 2, 123456789, (Seat("bruno", 99, 200),), 1),
        FOUR,
    ],
)
def test_code_round_trip(challenge: Challenge) -> None:
    text = encode(challenge)
    assert text.startswith("CH-")
    assert decode(text) == challenge
    assert decode(text.lower().replace("-", " ")) == challenge
    assert decode(text.replace("CH-", "")) == challenge


def test_every_single_typo_is_caught() -> None:
    text = encode(FOUR).replace("CH-", "").replace("-", "")
    for i, ch in enumerate(text):
        for other in ALPHABET:
            if other != ch:
                with pytest.raises(ChallengeError) as err:
                    decode(text[:i] + other + text[i + 1 :])
                assert err.value.reason in ("checksum", "content")


def test_refusals_have_clear_reasons() -> None:
    text = encode(FOUR)
    for bad, reason in (
        ("", "empty"),
        ("CH-", "empty"),
        ("CH-0I00-0000-0000", "character"),
        ("CH-0400", "length"),
    ):
        with pytest.raises(ChallengeError) as err:
            decode(bad)
        assert err.value.reason == reason
    with pytest.raises(ChallengeError) as err:
        decode(text[:-5])
    assert err.value.reason == "checksum"
    assert "mistyped" in err.value.message


def test_other_format_version_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from burraco_qt.engine import challenge as module

    monkeypatch.setattr(module, "VERSION", 2)
    text = encode(FOUR)
    monkeypatch.setattr(module, "VERSION", 1)
    with pytest.raises(ChallengeError) as err:
        decode(text)
    assert err.value.reason == "version"
    assert "another version" in err.value.message


def test_bad_values_refused() -> None:
    with pytest.raises(ValueError):
        Challenge("italian", 2, 5, 1, (Seat("marco", 1),), 1)  # 5 hands: no Victory Points
    with pytest.raises(ValueError):
        Challenge("italian", 2, 3, 1, (Seat("bruno", 1),), 1)  # an expert on a time budget
    with pytest.raises(ValueError):
        Challenge("italian", 4, 3, 1, (Seat("marco", 1),), 1)  # 2 vs 2 needs three computers


def _expected_day(date_text: str) -> tuple[int, int]:
    """The documented rule, computed here independently of the module."""
    digest = hashlib.sha256(("burraco-qt deal of the day " + date_text).encode("ascii")).digest()
    return int.from_bytes(digest[0:4], "big"), int.from_bytes(digest[4:8], "big")


@pytest.mark.parametrize(
    ("date", "seed", "seat_seed", "code"),
    [
        (datetime.date(2026, 1, 1), 2873719689, 662425020, "CH-0400-60C9-YYJX-M2G7-02Y9-QVXV-0837"),
        (datetime.date(2026, 12, 3), 3349500617, 1598291638, "CH-0400-60E9-MPAV-T307-02VF-V3ZT-0M43"),
    ],
)
def test_deal_of_the_day_rule(date: datetime.date, seed: int, seat_seed: int, code: str) -> None:
    assert _expected_day(date.isoformat()) == (seed, seat_seed)
    day = deal_of_the_day(date, 1)
    assert (day.preset, day.players, day.hands, day.seed) == ("italian", 2, 3, seed)
    assert day.seats == (Seat("marco", seat_seed),)
    assert encode(day) == code
    assert deal_of_the_day(date + datetime.timedelta(days=1), 1).seed != seed


def test_challenge_match_deals_the_seed_hands() -> None:
    day = deal_of_the_day(datetime.date(2026, 1, 1), 1)
    match = day.match()
    assert match.rules.tournament_hands == 3 and match.seats == {1: "marco"}
    assert match.game.record()["seed"] == hand_seed(day.seed, 1)
    restored = Match.from_record(match.record())
    assert restored.challenge == day.code()


def test_make_challenge_rule() -> None:
    from burraco_qt.engine.challenge import EXPERT_SAMPLES, make_challenge

    made = make_challenge("italian", 4, ("rosa", "giulia", "gino"), 2, 555, 1)
    digest = hashlib.sha256(b"burraco-qt challenge 555 seat 2").digest()
    assert made.seats[1] == Seat("giulia", int.from_bytes(digest[:4], "big"))
    assert made.seats[0].samples == EXPERT_SAMPLES and made.seats[2].samples is None
    assert decode(encode(made)) == made
