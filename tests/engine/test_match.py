"""The match layer (RULES.md section 14): target, tournament Victory Points, first player."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from burraco_qt.engine import InvalidRecord, Rules, victory_points
from burraco_qt.engine.match import Match, hand_seed
from burraco_qt.engine.random_move import random_legal_command

QUICK = {"decks": 1, "hand_size": 5, "pozzetto_size": 3}


def finish_hand(match: Match, rng: random.Random) -> None:
    while not match.game.over:
        match.apply(random_legal_command(match.game, rng))


def test_hand_seed_is_the_documented_formula() -> None:
    digest = hashlib.sha256(b"burraco-qt:42:3").digest()
    assert hand_seed(42, 3) == int.from_bytes(digest[:8], "big")
    assert hand_seed(42, 1) != hand_seed(42, 2) != hand_seed(43, 2)


def test_each_hand_is_dealt_from_its_derived_seed() -> None:
    match = Match(Rules.preset("italian"), 2, seed=42)
    assert match.game.seed == hand_seed(42, 1)
    finish_hand(match, random.Random(1))
    if not match.over:
        match.next_hand()
        assert match.game.seed == hand_seed(42, 2)


@pytest.mark.parametrize(("players", "first"), [(2, 0), (2, 1), (4, 2)])
def test_first_player_rotates(players: int, first: int) -> None:
    """R14.3: hand k starts with (first player of hand 1 + k - 1) mod players."""
    match = Match(Rules.preset("italian", target=100000, **QUICK), players, seed=5, first_player=first)
    rng = random.Random(0)
    firsts = []
    for _ in range(5):
        firsts.append(match.game.current)
        finish_hand(match, rng)
        match.next_hand()
    assert firsts == [(first + k) % players for k in range(5)]


def test_target_ends_the_match_with_the_higher_total() -> None:
    """R14.1: after a hand, if a team reached the target, the higher total wins."""
    rng = random.Random(3)
    match = Match(Rules.preset("italian", target=300, **QUICK), 2, seed=9)
    hands = 0
    while not match.over:
        finish_hand(match, rng)
        hands += 1
        a, b = match.totals
        reached = max(a, b) >= 300 and a != b
        assert match.over == reached
        if not match.over:
            match.next_hand()
    assert match.winner == (0 if match.totals[0] > match.totals[1] else 1)
    assert len(match.finished) == hands
    assert [sum(s[t].total for s in match.hand_scores) for t in (0, 1)] == match.totals


def test_equal_totals_at_the_target_play_another_hand() -> None:
    """R14.1: both teams at the target with equal totals → another hand (no cap)."""
    match = Match(Rules.preset("italian"), 2, seed=1)
    match.totals = [1005, 1005]
    match._judge_end()
    assert not match.over
    match.totals = [1010, 1005]
    match._judge_end()
    assert match.over and match.winner == 0


def test_tournament_plays_exactly_n_hands_and_gives_vp() -> None:
    """R14.2: exactly tournament_hands hands, target ignored, VP from the MP difference."""
    rng = random.Random(8)
    match = Match(Rules.preset("italian", tournament_hands=3, target=1, **QUICK), 2, seed=4)
    for k in range(3):
        assert not match.over
        finish_hand(match, rng)
        if k < 2:
            match.next_hand()
    assert match.over
    vp = match.victory_points()
    assert vp == victory_points(match.totals, 3)
    assert sum(vp) == 20
    with pytest.raises(RuntimeError):
        match.next_hand()


@pytest.mark.parametrize(
    ("totals", "hands", "vp"),
    [
        ((730, 730), 4, (10, 10)),  # R14.2 example: MP 0
        ((150, 300), 4, (9, 11)),  # R14.2 example: MP 150
        ((1000, 0), 2, (19, 1)),  # MP 1000 with 2 hands
        ((1000, 0), 3, (17, 3)),
        ((1000, 0), 4, (15, 5)),
    ],
)
def test_victory_points_examples(totals: tuple[int, int], hands: int, vp: tuple[int, int]) -> None:
    assert victory_points(totals, hands) == vp


BANDS = {
    2: [40, 120, 200, 300, 400, 500, 620, 740, 870, 1000],
    3: [50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500],
    4: [100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000],
}


@pytest.mark.parametrize("hands", [2, 3, 4])
def test_victory_points_every_band_edge(hands: int) -> None:
    """R14.2 table: the upper edge of each band and the next multiple of 5."""
    for i, top in enumerate(BANDS[hands]):
        assert victory_points((top, 0), hands) == (10 + i, 10 - i)
        assert victory_points((0, top + 5), hands) == (10 - i - 1, 10 + i + 1)
    with pytest.raises(ValueError):
        victory_points((0, 0), 5)


def test_match_record_restores_the_exact_move() -> None:
    rng = random.Random(2)
    match = Match(
        Rules.preset("italian", target=400, **QUICK), 4, seed=77, seats={1: "easy", 2: "hard", 3: "medium"}
    )
    checked = 0
    while not match.over and checked < 40:
        if match.game.over:
            match.next_hand()
        match.apply(random_legal_command(match.game, rng))
        rec = json.loads(json.dumps(match.record()))
        back = Match.from_record(rec)
        assert back.record() == rec
        assert back.totals == match.totals and back.seats == match.seats
        assert back.game.hands == match.game.hands and back.game.current == match.game.current
        assert back.game.stock == match.game.stock
        checked += 1


def test_match_record_with_wrong_totals_is_refused() -> None:
    match = Match(Rules.preset("italian", **QUICK), 2, seed=3)
    finish_hand(match, random.Random(4))
    rec = match.record()
    rec["totals"] = [rec["totals"][0] + 5, rec["totals"][1]]
    with pytest.raises(InvalidRecord) as info:
        Match.from_record(rec)
    assert "totals" in str(info.value)


@pytest.mark.parametrize("bad", [None, [], {"kind": "game"}, {"kind": "match", "format": 1}])
def test_malformed_match_record(bad) -> None:
    with pytest.raises(InvalidRecord):
        Match.from_record(bad)
