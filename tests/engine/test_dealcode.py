"""Deal codes (issue 14): round trip, the check character against every one-character typo,
the same code deals the same hand, bad codes say what is wrong."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_qt.engine import PRESETS
from burraco_qt.engine.cards import format_cards
from burraco_qt.engine.dealcode import (
    ALPHABET,
    DealCode,
    DealCodeError,
    code_of_hand,
    decode,
    encode,
    match_for,
)
from burraco_qt.engine.match import Match, hand_seed
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.engine.rules import Rules

codes = st.builds(
    DealCode,
    st.sampled_from(PRESETS),
    st.integers(1, 2**63 - 1),
    st.sampled_from((2, 4)),
    st.integers(-(2**63), 2**63 - 1),
    st.integers(1, 2**63 - 1),
)


@settings(max_examples=300, deadline=None)
@given(codes)
def test_round_trip(code: DealCode) -> None:
    text = encode(code)
    assert decode(text) == code
    assert decode(text.lower().replace("-", " ")) == code
    assert set(text) <= set(ALPHABET + "-")


def _every_typo(text: str):
    for i, ch in enumerate(text):
        if ch == "-":
            continue
        for other in ALPHABET:
            if other != ch:
                yield text[:i] + other + text[i + 1 :]


@pytest.mark.parametrize(
    "code",
    [
        DealCode("italian", 1005, 2, 123456789, 1),
        DealCode("reale", 2005, 4, 2**63 - 1, 40),
        DealCode("international", 1, 2, -5, 3),
    ],
)
def test_every_one_character_typo_is_caught(code: DealCode) -> None:
    text = encode(code)
    typos = list(_every_typo(text))
    assert len(typos) == 31 * len(text.replace("-", ""))
    for typo in typos:
        with pytest.raises(DealCodeError) as info:
            decode(typo)
        assert info.value.reason in ("checksum", "content", "version")


@settings(max_examples=60, deadline=None)
@given(codes, st.data())
def test_random_typos_are_caught(code: DealCode, data) -> None:
    text = encode(code).replace("-", "")
    i = data.draw(st.integers(0, len(text) - 1))
    other = data.draw(st.sampled_from([c for c in ALPHABET if c != text[i]]))
    with pytest.raises(DealCodeError):
        decode(text[:i] + other + text[i + 1 :])


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("  - ", "empty"),
        ("83PG-FANU-VSTG-61", "character"),
        ("83PG!", "character"),
        ("83P", "length"),
        ("0" * 61, "length"),
    ],
)
def test_bad_codes_say_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(DealCodeError) as info:
        decode(text)
    assert info.value.reason == reason
    assert info.value.message


def test_same_code_same_deck_first_player_and_computer_seeds() -> None:
    rules = Rules.preset("italian", target=90000)
    original = Match(rules, 4, seed=987, seats={1: "medium", 2: "medium", 3: "medium"})
    rng = __import__("random").Random(5)
    for k in (1, 2, 3):
        code = code_of_hand(original, k)
        assert code is not None
        dealt = decode(code)
        assert (dealt.seed, dealt.hand, dealt.players) == (987, k, 4)
        replay = match_for(dealt, original.seats)
        assert replay.game.deck == original.game.deck
        assert replay.game.first_player == original.game.first_player == dealt.first_player()
        assert replay.game.record()["seed"] == hand_seed(987, k)
        assert replay.hand_number == k
        assert replay.seed == original.seed  # the computers' seeds derive from it
        while not original.game.over:
            original.apply(random_legal_command(original.game, rng))
        original.next_hand()
    again = Match.from_record(replay.record())  # a code's match saves and resumes
    assert again.hand_number == 3 and again.record() == replay.record()


def test_a_pre_arranged_deck_has_no_code() -> None:
    m = Match(Rules.preset("italian"), 2, seed=1, first_deck=None)
    assert code_of_hand(m, 1) is not None
    deck = m.game.record()["seed"] and format_cards(m.game.deck)
    m2 = Match(Rules.preset("italian"), 2, seed=1, first_deck=deck)
    assert code_of_hand(m2, 1) is None


def test_same_code_same_computer_decisions_for_the_same_human_moves(qapp) -> None:
    """Hand 2 played inside its match and again from its deal code: the computers answer the
    same human moves with the same moves (the whole record is equal)."""
    import random

    from burraco_qt.model import GameController, MatchOptions

    def play(c: GameController, human: list | None, rng: random.Random) -> list:
        sent = []
        while not c.game.over:
            if c.human_to_play:
                command = human.pop(0) if human is not None else random_legal_command(c.game, rng)
                assert c.send(command)
                sent.append(command)
            else:
                c.step()
        return sent

    original = GameController(MatchOptions(4, "hard", target=90000, seed=4242), ai_delay_ms=0)
    original.set_paused(True)
    rng = random.Random(1)
    play(original, None, rng)
    original.next_hand()
    code = code_of_hand(original.match, 2)
    human = play(original, None, rng)
    dealt = decode(code)
    again = GameController(
        MatchOptions(dealt.players, "hard", dealt.preset, dealt.target, dealt.seed, first_hand=dealt.hand),
        ai_delay_ms=0,
    )
    again.set_paused(True)
    play(again, list(human), rng)
    assert again.match.finished[0] == original.match.finished[1]
