"""Rule amendments A16, A17 and A18 (issue 22, point 7), with the amendments' own examples."""

from __future__ import annotations

import json

import pytest

from burraco_qt.engine import InvalidRules, Meld, RuleError, Rules
from burraco_qt.engine.record import load_record, replay_text

KINGS = ["Kh", "Kd", "Kc", "Ks"] * 3


def _multi(decks: int, **options: object) -> Rules:
    return Rules.preset("italian", multi_wildcards=True, free_wild_moves=True, decks=decks, **options)


def _class(cards: list[str], rules: Rules) -> tuple[str | None, int]:
    meld = Meld.build(",".join(cards), rules)
    return (meld.buraco.value if meld.buraco else None), meld.bonus


@pytest.mark.parametrize(
    ("cards", "royal_super", "expected"),
    [
        (KINGS[:9], False, ("clean", 200)),
        (KINGS[:8], True, ("clean", 200)),
        ([*KINGS[:8], "wr"], True, ("semi_clean", 150)),
        ([*KINGS[:8], "wr", "wb"], True, ("dirty", 100)),
        (KINGS[:12], True, ("super", 250)),
        ([*KINGS[:12], "wr", "wb"], True, ("super_dirty", 200)),
    ],
    ids=["9K", "8K-rs", "8K+wr", "8K+wr,wb", "12K", "12K+wr,wb"],
)
def test_a16_three_decks_sets_follow_the_deck(cards: list[str], royal_super: bool, expected: tuple) -> None:
    """RULES-CASUAL.md R33.2/R34.3, amendment A16 (italian, multi_wildcards, free_wild_moves,
    3 decks): a set holds up to 12 naturals; a super class needs all 12. Before A16, 9 kings
    were refused (too_many_naturals) and 8 kings + two wildcards were classed super_dirty."""
    assert _class(cards, _multi(3, royal_super=royal_super)) == expected


def test_a16_attach_a_ninth_king() -> None:
    meld = Meld.build(",".join(KINGS[:8]), _multi(3))
    ninth = meld.attach("Kh")
    assert len(ninth.cards) == 9 and ninth.buraco is not None and ninth.buraco.value == "clean"


def test_a16_a_thirteenth_natural_is_too_many() -> None:
    rules = _multi(3)
    with pytest.raises(RuleError) as info:
        Meld.build(",".join([*KINGS, "Kh", "wr"]), rules)
    assert info.value.code == "invalid_meld" and info.value.reason in ("too_many_naturals", "duplicate_card")


def test_a16_one_deck_super_dirty() -> None:
    """A16's one-deck example: 4 kings + wr,wb,2c with royal_super → super_dirty (200)."""
    rules = _multi(1, jokers=2, royal_super=True)
    assert _class([*KINGS[:4], "wr", "wb", "2c"], rules) == ("super_dirty", 200)


def test_a16_two_decks_unchanged() -> None:
    rules = _multi(2, royal_super=True)
    assert _class([*KINGS[:8], "wr", "wb"], rules) == ("super_dirty", 200)
    with pytest.raises(RuleError) as info:
        Meld.build(",".join([*KINGS[:8], "Kh", "wr"]), rules)
    assert info.value.code == "invalid_meld"


@pytest.mark.parametrize("key", ["closing_bonus", "pozzetto_penalty"])
@pytest.mark.parametrize("value", [1, 7, 99, 101, 12])
def test_a17_amounts_not_multiple_of_5_are_invalid_rules(key: str, value: int) -> None:
    """RULES.md R32.1 / RULES-CASUAL.md, amendment A17."""
    with pytest.raises(InvalidRules) as info:
        Rules.preset("casual", **{key: value})
    assert info.value.code == "invalid_rules" and key in str(info.value)
    out = replay_text(json.dumps({"format": 1, "players": 2, "seed": 1, "rules": {key: value}}))
    assert out["error"] == "invalid_rules"


@pytest.mark.parametrize("value", [0, 5, 50, 100, 250])
def test_a17_multiples_of_5_are_accepted(value: int) -> None:
    rules = Rules.preset("casual", closing_bonus=value, pozzetto_penalty=value)
    assert (rules.closing_bonus, rules.pozzetto_penalty) == (value, value)


@pytest.mark.parametrize("threshold", ["absent", None, 1, 5000])
@pytest.mark.parametrize("players", [3, 5])
def test_a18_solo_hand_true_is_a_solo_hand_whatever_the_threshold(players: int, threshold: object) -> None:
    """RULES-MULTI.md R22.2, amendment A18: ``solo_hand: true`` deals a solo hand (one block of
    11 per player; 5 players: stock 162 − 55 − 55 − 1 = 51) whatever ``solo_threshold`` says."""
    record: dict = {"format": 1, "players": players, "seed": 7, "solo_hand": True}
    if threshold != "absent":
        record["rules"] = {"solo_threshold": threshold}
    game = load_record(record).game
    assert game.solo_hand and game.block_sizes == (11,) * players
    assert game.stock_size == (51 if players == 5 else 108 - 33 - 33 - 1)
    assert len(game.teams) == players
    assert game.record()["solo_hand"] is True
    assert "error" not in replay_text(json.dumps(record))
