"""Deal and scoring examples of RULES.md as tests: card copies resolved in a deck and a hand
(R1.4), the universe, its canonical order and the deal (R2.1-R2.5), and the scoring table with
its notes (R13).
"""

from __future__ import annotations

import random

import pytest

from burraco_qt.engine import Draw, Game, Meld, MeldCards, RuleError, Rules, score_team

from ..rules_examples_support import RANKS, fill, make_game, ok, refuse

CLEAN = "3s,4s,5s,6s,7s,8s,9s"  # the clean buraco 3s…9s


# ---------------------------------------------------------------------------------- R1.4
def test_r1_4_deck_string_copies() -> None:
    """R1.4: in a deck string the first Kh is copy 1 and the second Kh copy 2."""
    game = make_game(["Kh,Qc", "Kh,Qc"])
    assert [c.code for c in game.hands[0]] == ["Khr", "Qcr"]
    assert [c.code for c in game.hands[1]] == ["Khb", "Qcb"]


def test_r1_4_cards_resolved_in_the_hand() -> None:
    """R1.4: in a hand holding both kings of hearts, Khb,Kh / Kh,Khb / Kh,Khr all name both;
    in a meld Kh,Kd,Ks each card is the lowest copy the player holds."""
    game = make_game(["Khr,Khb,Kdb,Ksb,Qc", fill(5)])
    ok(game, Draw())
    for text in ("Khb,Kh", "Kh,Khb", "Kh,Khr"):
        g = game.copy()
        ok(g, MeldCards(text + ",Kd"))
        assert sorted(c.code for c in g.tables[0][0].cards) == ["Kdb", "Khb", "Khr"]
    g = game.copy()
    ok(g, MeldCards("Kh,Kd,Ks"))
    assert sorted(c.code for c in g.tables[0][0].cards) == ["Kdb", "Khr", "Ksb"]


def test_r1_4_r8_4_card_not_in_this_game() -> None:
    """R1.4 / R8.4: with decks 1, 7hb does not exist: naming it is card_not_in_hand, while 7h
    and 7hr are the same card."""
    game = make_game(["7h,7d,7c", fill(3)], decks=1)
    ok(game, Draw())
    refuse(game, MeldCards("7hb,7d,7c"), "card_not_in_hand")
    refuse(game, MeldCards("7hr,7h,7d"), "card_not_in_hand")  # the same card named twice
    assert game.check(MeldCards("7hr,7d,7c")).ok


# ---------------------------------------------------------------------------------- section 2
def canonical_codes(decks: int, jokers: int) -> list[str]:
    """The canonical order of R2.2, written independently of the engine."""
    codes = []
    for copy in range(1, decks + 1):
        back = "rb"[copy - 1]
        codes += [r + s + back for s in "cdhs" for r in RANKS]
        for k in ((copy - 1) * 2, (copy - 1) * 2 + 1):
            if k < jokers:
                codes.append("w" + "rb"[k % 2] + back)
    return codes


def test_r2_1_universe_and_jokers() -> None:
    """R2.1: default 108 cards with wrr wbr wrb wbb; reale 104; decks 1 keeps 2 jokers
    (wr, wb); decks 1 with jokers 1 has only wr."""
    default = [c.code for c in Rules.preset("italian").universe()]
    assert len(default) == 108
    assert [c for c in default if c[0] == "w"] == ["wrr", "wbr", "wrb", "wbb"]
    assert len(Rules.preset("reale").universe()) == 104
    one = Rules.preset("italian", decks=1)
    assert one.jokers == 2
    assert [c.short for c in one.universe() if c.is_joker] == ["wr", "wb"]
    only_red = Rules.preset("italian", decks=1, jokers=1)
    assert [c.short for c in only_red.universe() if c.is_joker] == ["wr"]


def test_r2_2_canonical_order() -> None:
    """R2.2: Acr,2cr,…,Kcr,Adr,…,Ksr,wrr,wbr,Acb,… ending …,Ksb,wrb,wbb."""
    codes = [c.code for c in Rules.preset("italian").universe()]
    assert codes == canonical_codes(2, 4)
    assert codes[:14] == [r + "cr" for r in RANKS] + ["Adr"]
    assert codes[51:56] == ["Ksr", "wrr", "wbr", "Acb", "2cb"]
    assert codes[-3:] == ["Ksb", "wrb", "wbb"]
    # An empty pre-arranged deck is the canonical order (R2.5).
    game = Game(Rules.preset("italian"), 2, deck="")
    assert [c.code for c in game.deck] == canonical_codes(2, 4)


def test_r2_4_default_deal() -> None:
    """R2.4: defaults give 11 cards per player, two pozzetti of 11, one discard, and a stock of
    63 cards (2 players) or 41 (4 players); the deal does not depend on who plays first."""
    for players, stock in ((2, 63), (4, 41)):
        game = Game(Rules.preset("italian"), players, seed=7)
        assert [len(h) for h in game.hands] == [11] * players
        assert [len(z) for z in game.pozzetti] == [11, 11]
        assert len(game.pile) == 1
        assert game.stock_size == stock
    a = Game(Rules.preset("italian"), 4, deck="", first_player=0)
    b = Game(Rules.preset("italian"), 4, deck="", first_player=2)
    assert a.hands == b.hands and a.pozzetti == b.pozzetti and a.stock == b.stock


def test_r2_6_seeded_shuffle() -> None:
    """R2.6: a seeded deal is the canonical universe shuffled with random.Random(seed)."""
    for seed in (0, 1, 2026):
        codes = canonical_codes(2, 4)
        random.Random(seed).shuffle(codes)
        assert [c.code for c in Game(Rules.preset("italian"), 2, seed=seed).deck] == codes


@pytest.mark.parametrize(
    ("options", "deck"),
    [
        pytest.param({}, "3h,10h", id="malformed_token"),
        pytest.param({}, "3h,,4h", id="empty_token"),
        pytest.param({"preset": "reale"}, "3h,wr", id="joker_with_jokers_0"),
        pytest.param({"decks": 1}, "3hb", id="b_card_with_one_deck"),
        pytest.param({}, "3h,3h,3h", id="third_copy"),
        pytest.param({}, "3hr,3h,3hr", id="same_card_twice"),
        pytest.param({"decks": 1, "hand_size": 21, "pozzetto_size": 5}, "", id="too_small"),
    ],
)
def test_r2_7_invalid_deck(options: dict, deck: str) -> None:
    """R2.7: deck validation (invalid_deck): malformed tokens, a card outside the universe, the
    same physical card twice, a universe too small for the deal."""
    options = dict(options)
    rules = Rules.preset(options.pop("preset", "italian"), **options)
    with pytest.raises(RuleError) as exc:
        Game(rules, 2, deck=deck)
    assert exc.value.code == "invalid_deck"


def test_r2_7_smallest_universe() -> None:
    """R2.7: the universe must hold players x hand_size + 2 x pozzetto_size + 1 + 3 cards: 54
    cards are just enough for 2 hands of 20 and two pozzetti of 5 (a stock of 3)."""
    game = Game(Rules.preset("italian", decks=1, hand_size=20, pozzetto_size=5), 2, deck="")
    assert game.stock_size == 3


def test_r2_5_partial_deck_example() -> None:
    """R2.5: the partial deck example (2 players, decks 1, jokers 1, hand 4, pozzetto 3)."""
    rules = Rules.preset("italian", decks=1, jokers=1, hand_size=4, pozzetto_size=3)
    deck = "3h,4h,5h,6h, Kc,Kd,Ks,Js, 7h,8h,9h, Ac,2c,3c, Th, Qs,2s"
    game = Game(rules, 2, deck=deck)
    assert len(rules.universe()) == 53
    assert [c.short for c in game.hands[0]] == ["3h", "4h", "5h", "6h"]
    assert [c.short for c in game.hands[1]] == ["Kc", "Kd", "Ks", "Js"]
    assert [c.short for c in game.pozzetti[0]] == ["7h", "8h", "9h"]
    assert [c.short for c in game.pozzetti[1]] == ["Ac", "2c", "3c"]
    assert [c.short for c in game.pile] == ["Th"]
    listed = {t.strip() for t in deck.split(",")}
    unlisted = [c[:2] for c in canonical_codes(1, 1) if c[:2] not in listed]
    assert len(unlisted) == 36
    stock = [c.short for c in game.stock]
    assert stock == ["Qs", "2s", *unlisted]
    assert stock[:4] == ["Qs", "2s", "4c", "5c"]
    assert len(stock) == 38


# ---------------------------------------------------------------------------------- R13
RUN_AH_KH = "Ah,wr,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh"  # Ah,wr,3h,…,Kh


@pytest.mark.parametrize(
    ("table", "hands", "took", "any_taken", "closed", "options", "expected"),
    [
        pytest.param(
            "3h,4h,5h,6h,7h,8h,9h,Th,2s",
            [""],
            True,
            True,
            True,
            {},
            (150, 100, 75, 0, 0, 325),
            id="semi_clean_close",
        ),
        pytest.param(
            "Kc,Kd,Ks", ["Js"], False, True, False, {}, (0, 0, 30, -10, -100, -80), id="kings_no_pozzetto"
        ),
        pytest.param("", ["Kh,Kd,2c"], False, False, False, {}, (0, 0, 0, -40, -100, -140), id="empty_table"),
        pytest.param(
            "",
            ["Kh,Kd,2c"],
            False,
            False,
            False,
            {"pozzetto_penalty_always": False},
            (0, 0, 0, -40, 0, -40),
            id="penalty_not_always",
        ),
        pytest.param(
            "5s,6s,7s,8s,9s",
            ["Ac,wr,4h"],
            True,
            True,
            False,
            {},
            (0, 0, 35, -50, 0, -15),
            id="unplayed_pozzetto",
        ),
        pytest.param(
            CLEAN + ";3d,4d,wr,6d,7d,8d,9d",
            ["", "Ah"],
            True,
            True,
            True,
            {},
            (300, 100, 115, -15, 0, 500),
            id="four_players",
        ),
        pytest.param(
            RUN_AH_KH + ";5d,6d,7d",
            [""],
            True,
            True,
            True,
            {},
            (150, 100, 145, 0, 0, 395),
            id="13_card_run_built_fresh",
        ),
    ],
)
def test_r13_scoring_examples(
    table: str, hands: list[str], took: bool, any_taken: bool, closed: bool, options: dict, expected: tuple
) -> None:
    """R13 scoring table (buracos, closing, table, hands, pozzetto, total)."""
    score = score_team(
        table,
        hands,
        took_pozzetto=took,
        any_pozzetto_taken=any_taken,
        closed=closed,
        rules=Rules.preset("italian", **options),
    )
    got = (score.buracos, score.closing, score.table, score.hands, score.pozzetto, score.total)
    assert got == expected


def test_r13_3_table_reading_is_scored() -> None:
    """R13.3 (note under the R13 table): the 13-card run built fresh is wr(=2),3h,…,Kh,Ah,
    semi-clean; built on the table by attaching Kh to Ah,wr(=2),3h,…,Qh it stays
    Ah,wr(=2),3h,…,Kh, dirty, and the hand scores 100 for that buraco, not 150."""
    rules = Rules.preset("italian")
    fresh = Meld.build(RUN_AH_KH, rules)
    assert fresh.notation() == "wr(=2),3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,Ah"
    assert fresh.buraco == "semi_clean"
    attached = Meld.build("Ah,wr,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh", rules).attach("Kh")
    assert attached.notation() == "Ah,wr(=2),3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh"
    score = score_team(
        [attached, "5d,6d,7d"], [""], took_pozzetto=True, any_pozzetto_taken=True, closed=True, rules=rules
    )
    assert (score.buracos, score.table, score.total) == (100, 145, 345)


def test_r13_3_one_list_resolution() -> None:
    """R13.3: all cards are resolved as one list: Ah written twice is both copies, a third Ah
    cannot be resolved (invalid_meld)."""
    rules = Rules.preset("italian")
    score = score_team(
        "Ah,Ad,Ac", ["Ah"], took_pozzetto=True, any_pozzetto_taken=True, closed=False, rules=rules
    )
    assert (score.table, score.hands) == (45, -15)
    # R1.5: a table is a semicolon-separated list of melds.
    score = score_team(
        "Kh,Kd,Ks;5c,6c,7c", [""], took_pozzetto=True, any_pozzetto_taken=True, closed=False, rules=rules
    )
    assert score.table == 45
    with pytest.raises(RuleError) as exc:
        score_team(
            "Ah,Ad,Ac", ["Ah,Ah"], took_pozzetto=True, any_pozzetto_taken=True, closed=False, rules=rules
        )
    assert exc.value.code == "invalid_meld"
