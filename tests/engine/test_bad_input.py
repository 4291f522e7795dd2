"""Bad input gets a clear error naming the problem and changes nothing."""

from __future__ import annotations

import json

import pytest

from burraco_qt.engine import (
    Discard,
    Draw,
    Game,
    InvalidDeck,
    InvalidMeld,
    InvalidRecord,
    InvalidRules,
    Meld,
    MeldCards,
    Rules,
    parse_cards,
)
from burraco_qt.engine.record import replay_text


@pytest.mark.parametrize("text", ["10h", "kh", "Xx", "wg", "7hx", "3h,,4h", "3h,4h,", "7", "Ahrr"])
def test_malformed_notation_names_the_token(text: str) -> None:
    """R1.5: malformed tokens and empty tokens are refused with ValueError naming them."""
    with pytest.raises(ValueError) as info:
        parse_cards(text)
    bad = [t.strip() for t in text.split(",")]
    assert any(f"{t!r}" in str(info.value) for t in bad if t) or "empty" in str(info.value)


def test_whitespace_and_empty_list() -> None:
    assert parse_cards("  ") == []
    assert [s.text for s in parse_cards(" 5c , 6cb,wr ")] == ["5c", "6cb", "wr"]


def test_unknown_card_in_a_meld() -> None:
    """A joker in reale is not in the deck (R4.4 and section 19): invalid_meld, not_in_deck."""
    with pytest.raises(InvalidMeld) as info:
        Meld.build("5h,6h,wr", Rules.preset("reale"))
    assert info.value.code == "invalid_meld" and info.value.reason == "not_in_deck"
    assert "wr" in str(info.value)


def test_duplicate_card_in_a_deck_string() -> None:
    with pytest.raises(InvalidDeck) as info:
        Game(Rules.preset("italian", decks=1), 2, deck="3h,4h,3h")
    assert info.value.code == "invalid_deck" and "3h" in str(info.value)


@pytest.mark.parametrize(("deck", "word"), [("3h,10h", "10h"), ("7hb", "7hb"), ("wbb", "wbb")])
def test_bad_deck_names_the_card(deck: str, word: str) -> None:
    with pytest.raises(InvalidDeck) as info:
        Game(Rules.preset("italian", decks=1, jokers=1), 2, deck=deck)
    assert word in str(info.value)


def test_deck_too_small_says_how_many() -> None:
    with pytest.raises(InvalidDeck) as info:
        Game(Rules.preset("italian", decks=1, jokers=0, hand_size=20, pozzetto_size=5), 2, deck="")
    assert "52" in str(info.value)


def test_three_decks_refused_with_two_to_four_players() -> None:
    """RULES-MULTI R21.2, R22.5, R29.4: ``Rules.preset`` accepts ``decks: 3`` and ``jokers: 6``
    alone; a game or record of 2 or 4 players refuses them with ``invalid_rules`` (it used to be
    refused by ``Rules.preset`` itself)."""
    assert Rules.preset("italian", decks=3).decks == 3
    assert Rules.preset("italian", jokers=6).jokers == 6
    for players in (2, 4):
        with pytest.raises(InvalidRules):
            Game(Rules.preset("italian", decks=3), players, seed=1)
        with pytest.raises(InvalidRules):
            Game(Rules.preset("italian", jokers=6), players, seed=1)
        out = replay_text(f'{{"format": 1, "players": {players}, "seed": 1, "rules": {{"decks": 3}}}}')
        assert out["error"] == "invalid_rules"
    assert Game(Rules.preset("italian", jokers=6), 5, seed=1).rules.decks == 3


@pytest.mark.parametrize(
    ("name", "options", "word"),
    [
        ("burraco", {}, "burraco"),
        ("italian", {"semi_clean_bonus": 150}, "semi_clean_bonus"),
        ("italian", {"decks": 4}, "decks"),  # RULES-MULTI R21.2: decks 3 is now accepted alone
        ("italian", {"decks": True}, "decks"),
        ("italian", {"decks": 2, "jokers": 5}, "jokers"),  # R29.4: refused at once
        ("italian", {"jokers": 3, "decks": 1}, "jokers"),
        ("italian", {"hand_size": 0}, "hand_size"),
        ("italian", {"semi_clean": 1}, "semi_clean"),
        ("italian", {"set_ranks": []}, "set_ranks"),
        ("italian", {"set_ranks": ["2"]}, "set_ranks"),
        ("italian", {"set_ranks": ["A", "A"]}, "set_ranks"),
        ("italian", {"stallo_turns": 0}, "stallo_turns"),
        ("italian", {"tournament_hands": 5}, "tournament_hands"),
        ("italian", {"target": 10.5}, "target"),
    ],
)
def test_unknown_preset_or_bad_option(name: str, options: dict, word: str) -> None:
    with pytest.raises(InvalidRules) as info:
        Rules.preset(name, **options)
    assert info.value.code == "invalid_rules"
    assert word in str(info.value)


@pytest.mark.parametrize(
    ("record", "word"),
    [
        ("not json", "JSON"),
        ("[1, 2]", "object"),
        ('{"format": 1.0, "players": 2, "seed": 1}', "format"),
        ('{"format": 1, "players": 7, "seed": 1}', "players"),  # RULES-MULTI R21.2: 3 is accepted
        ('{"format": 1, "players": 3, "seed": 1, "solo_hand": 1}', "solo_hand"),  # R29.2
        ('{"format": 1, "players": 2}', "deck and seed"),
        ('{"format": 1, "players": 2, "seed": 1, "deck": ""}', "deck and seed"),
        ('{"format": 1, "players": 2, "seed": "1"}', "seed"),
        ('{"format": 1, "players": 2, "seed": 1, "actions": [{"draw": "both"}]}', "draw"),
        ('{"format": 1, "players": 2, "seed": 1, "actions": [{"discard": "Kh,Qh"}]}', "one card"),
        ('{"format": 1, "players": 2, "seed": 1, "actions": [{"meld": "10h,Jh,Qh"}]}', "10h"),
        ('{"format": 1, "players": 2, "seed": 1, "actions": [{"attach": "Kh", "to": "0"}]}', "to"),
        (
            '{"format": 1, "players": 2, "seed": 1, "actions": [{"draw": "stock", "meld": "Kh"}]}',
            "exactly one",
        ),
        ('{"format": 1, "players": 2, "seed": 1, "first_player": 2}', "first_player"),
    ],
)
def test_malformed_record(record: str, word: str) -> None:
    out = replay_text(record)
    assert out["error"] == "invalid_record"
    assert word in out["message"]


def test_invalid_record_is_a_typed_error() -> None:
    from burraco_qt.engine.record import load_record

    with pytest.raises(InvalidRecord):
        load_record(json.loads('{"format": 2, "players": 2, "seed": 1}'))


def test_illegal_command_changes_nothing_and_says_why() -> None:
    game = Game(Rules.preset("italian"), 2, seed=9)
    before = json.dumps(game.record()), [list(h) for h in game.hands], list(game.pile)
    for cmd in (Discard(game.hands[0][0]), MeldCards("Kh,Kd,Ks"), Draw(player=1)):
        result = game.check(cmd)
        assert not result.ok and result.error is not None and result.error.message
        with pytest.raises(Exception) as info:
            game.apply(cmd)
        assert info.value.code == result.code  # type: ignore[attr-defined]
        assert (json.dumps(game.record()), [list(h) for h in game.hands], list(game.pile)) == before


@pytest.mark.parametrize("key", ["name", "cls", "preset_name"])
def test_option_named_like_a_parameter_is_unknown(key: str) -> None:
    out = replay_text(json.dumps({"format": 1, "players": 2, "seed": 1, "rules": {key: "x"}}))
    assert out["error"] == "invalid_rules" and key in out["message"]


def test_a_null_verb_is_an_absent_verb() -> None:
    """Section 18: null is the same as an absent key."""
    out = replay_text(
        '{"format": 1, "players": 2, "seed": 1, '
        '"actions": [{"draw": "stock", "meld": null, "discard": null}]}'
    )
    assert out["results"] == ["ok"]


def test_very_long_integers() -> None:
    """A seed of any size is valid; a huge hand size is a deck too small (not a crash)."""
    huge = "7" * 5000
    out = replay_text('{"format": 1, "players": 2, "seed": ' + huge + ', "actions": [{"draw": "stock"}]}')
    assert out["results"] == ["ok"]
    out = replay_text('{"format": 1, "players": 2, "seed": 1, "rules": {"hand_size": ' + huge + "}}")
    assert out["error"] == "invalid_deck" and "digits" in out["message"]
    out = replay_text('{"format": 1, "players": ' + huge + ', "seed": 1}')
    assert out["error"] == "invalid_record"
