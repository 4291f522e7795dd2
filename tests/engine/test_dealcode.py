"""Deal codes (issue 14): round trip, the check character against every one-character typo,
the same code deals the same hand, bad codes say what is wrong."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_qt.engine import PRESETS
from burraco_qt.engine.cards import format_cards
from burraco_qt.engine.dealcode import (
    ALPHABET,
    CUT_VERSION,
    MAX_CUT,
    VERSION,
    DealCode,
    DealCodeError,
    _varint,
    check_value,
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
    rng = random.Random(5)
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


# ---------------------------------------------------------------- version 2: the cut (issue 29)
cut_codes = st.builds(
    DealCode,
    st.sampled_from(PRESETS),
    st.integers(1, 2**63 - 1),
    st.sampled_from((2, 4)),
    st.integers(-(2**63), 2**63 - 1),
    st.integers(1, 2**63 - 1),
    st.integers(1, MAX_CUT),
)


@settings(max_examples=300, deadline=None)
@given(cut_codes)
def test_round_trip_with_a_cut(code: DealCode) -> None:
    text = encode(code)
    assert decode(text) == code
    assert decode(text.lower().replace("-", " ")) == code
    assert text != encode(replace(code, cut=0))
    # the header names version 2: its first character's top bits (version << 6, 5 bits a char)
    assert ALPHABET.index(text[0]) >> 3 == CUT_VERSION


def test_a_cut_code_catches_every_one_character_typo() -> None:
    text = encode(DealCode("italian", 1005, 2, 5, 1, 41))
    for typo in _every_typo(text):
        with pytest.raises(DealCodeError) as info:
            decode(typo)
        assert info.value.reason in ("checksum", "content", "version")


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("83PG-E202-M", DealCode("italian", 1005, 2, 4, 2)),  # README's example
        ("83PG-FANM-VSTG-2W", DealCode("italian", 1005, 2, 123456789, 1)),  # made before issue 29
    ],
)
def test_version_1_codes_decode_and_encode_unchanged(text: str, code: DealCode) -> None:
    assert decode(text) == code and decode(text).cut == 0
    assert encode(code) == text


def test_known_cut_code() -> None:
    assert encode(DealCode("italian", 1005, 2, 5, 1, 41)) == "G3PG-E2G1-54Z"
    assert decode("g3pg e2g1 54z") == DealCode("italian", 1005, 2, 5, 1, 41)


def _with_data(data: bytes) -> str:
    """A code text (with a right check character) holding the bytes ``data``."""
    bits = int.from_bytes(data, "big")
    count = -(-len(data) * 8 // 5)
    bits <<= count * 5 - len(data) * 8
    values = [(bits >> (5 * (count - 1 - i))) & 31 for i in range(count)]
    return "".join(ALPHABET[v] for v in values) + ALPHABET[check_value(values)]


@pytest.mark.parametrize(
    ("cut", "message"),
    [
        (0, "the code's cut 0 is not between 1 and 9999"),
        (10000, "the code's cut 10000 is not between 1 and 9999"),
    ],
)
def test_a_version_2_code_with_a_bad_cut_is_refused(cut: int, message: str) -> None:
    head = CUT_VERSION << 6 | PRESETS.index("italian")
    data = bytes([head]) + _varint(1005) + _varint(10) + _varint(1) + _varint(cut)
    with pytest.raises(DealCodeError) as info:
        decode(_with_data(data))
    assert info.value.reason == "content" and info.value.message == message
    # a version-2 code without its cut is cut short
    with pytest.raises(DealCodeError) as short:
        decode(_with_data(data[: -len(_varint(cut))]))
    assert short.value.reason == "content" and short.value.message == "the code is cut short"
    # and a version 3 is another version of the game
    with pytest.raises(DealCodeError) as newer:
        decode(_with_data(bytes([3 << 6]) + data[1:]))
    assert newer.value.reason == "version"


@pytest.mark.parametrize("cut", [-1, MAX_CUT + 1, True, 1.5])
def test_a_deal_code_refuses_a_bad_cut(cut) -> None:
    with pytest.raises(ValueError, match="the cut must be a whole number from 0 to 9999"):
        DealCode("italian", 1005, 2, 1, 1, cut)


def test_a_fair_hand_has_a_code_that_deals_the_same_cut_deck() -> None:
    """Hands 1 and 2 of a fair match: each code names its cut; the code's match deals the same
    deck and first player at once (no cut to wait for), and its own code is the same."""
    rng = random.Random(7)
    original = Match(Rules.preset("italian", target=90000), 2, seed=321, seats={1: "medium"}, fair=True)
    for k, cut in ((1, 41), (2, 77)):
        assert original.awaiting_cut and code_of_hand(original, k) is None  # not cut yet
        original.cut(cut)
        text = code_of_hand(original, k)
        assert text is not None
        code = decode(text)
        assert (code.seed, code.hand, code.cut, code.players) == (321, k, cut, 2)
        again = match_for(code, original.seats)
        assert not again.awaiting_cut and not again.fair
        assert again.game.deck == original.game.deck
        assert again.game.first_player == original.game.first_player == code.first_player()
        assert again.game.record()["deck"] == original.game.record()["deck"]
        assert again.fair_entries[k]["cut"] == cut and again.fair_entries[k]["seed"] == hand_seed(321, k)
        assert code_of_hand(again, k) == text
        resumed = Match.from_record(again.record())  # the code's match saves and resumes
        assert code_of_hand(resumed, k) == text and resumed.game.deck == again.game.deck
        while not original.game.over:
            original.apply(random_legal_command(original.game, rng))
        assert code_of_hand(original, k) == text  # finished, the same code
        original.next_hand()
    # the hand after a code's hand is dealt from its seed, uncut (a code names one hand)
    again = match_for(decode(code_of_hand(original, 1) or ""), {1: "medium"})
    while not again.game.over:
        again.apply(random_legal_command(again.game, rng))
    again.next_hand()
    assert 2 not in again.fair_entries and again.game.record()["seed"] == hand_seed(321, 2)
    assert decode(code_of_hand(again, 2) or "").cut == 0


def test_a_fair_record_whose_deck_is_not_the_cut_shuffle_has_no_code() -> None:
    m = Match(Rules.preset("italian"), 2, seed=3, fair=True)
    m.cut(10)
    m.fair_entries[1] = {**m.fair_entries[1], "cut": 11}  # the entry names another cut
    assert code_of_hand(m, 1) is None
    m.fair_entries[1] = {**m.fair_entries[1], "cut": 10, "seed": 4}
    assert code_of_hand(m, 1) is None


@pytest.mark.parametrize(
    ("first_cut", "error"),
    [
        (-1, "first_cut must be a whole number"),
        (True, "first_cut must be a whole number"),
        (108, "the cut must be"),
    ],
)
def test_a_match_refuses_a_bad_first_cut(first_cut, error: str) -> None:
    with pytest.raises(ValueError, match=error):
        Match(Rules.preset("italian"), 2, seed=3, first_cut=first_cut)


def test_a_first_cut_is_not_for_a_given_deck() -> None:
    with pytest.raises(ValueError, match="not with first_deck"):
        Match(Rules.preset("italian"), 2, seed=3, first_deck="Ah", first_cut=5)


def test_a_save_from_before_fair_deals_keeps_its_version_1_codes() -> None:
    legacy = Path(__file__).resolve().parents[1] / "data" / "legacy" / "5d554d3" / "autosave.json"
    match = Match.from_record(json.loads(legacy.read_text()))
    for k in (1, 2, 3):
        text = code_of_hand(match, k)
        assert text is not None
        assert decode(text) == DealCode("italian", 2005, 4, 14, k)
        assert ALPHABET.index(text[0]) >> 3 == VERSION
