"""Every worked example of RULES-CASUAL.md (section 40, and the tables of R36.2 and R33.1) as a
test citing its rule. Expected values are the text's; the records E5–E8 are stored under
``tests/data/casual/records`` and replayed here too."""

from __future__ import annotations

import json

import pytest

from burraco_qt.engine import (
    Attach,
    Discard,
    Game,
    InvalidMeld,
    InvalidRules,
    Meld,
    Rules,
    TakePozzetto,
    score_team,
)
from burraco_qt.engine.cards import parse_cards, resolve_specs
from burraco_qt.engine.record import replay_text

from ..conftest import DATA

CASUAL = Rules.preset("casual")
RECORDS = DATA / "casual" / "records"


def build(cards: str, rules: Rules = CASUAL, wild_end: str | None = None) -> Meld:
    return Meld.build(cards, rules, wild_end=wild_end)


def refused(cards: str, rules: Rules = CASUAL, wild_end: str | None = None) -> InvalidMeld:
    with pytest.raises(InvalidMeld) as info:
        Meld.build(cards, rules, wild_end=wild_end)
    return info.value


# ---------------------------------------------------------------------------------------- E1
@pytest.mark.parametrize(
    "cards, points",
    [
        ("Kh,Kd,wr", 50),
        ("Kh,Kd,wr,wb", 80),
        ("Kh,Kd,2c,2d", 60),
        ("7c,7d,7h,2s,2d,wr", 85),
        ("Ac,Ad,2c,2d", 70),
        ("Qh,Qh,Qd,Qd,Qc,Qc,Qs,Qs,wr,wb,wr,wb,2c,2d,2h,2s", 280),
    ],
)
def test_e1_sets(cards: str, points: int) -> None:
    """R33.2: wildcards up to the number of naturals; never a buraco in casual (R34.1)."""
    m = build(cards)
    assert (m.kind, m.points, m.buraco, m.bonus) == ("set", points, None, 0)
    assert len(m.wildcards) == sum(1 for c in m.cards if c.is_wild)
    assert m.wild_values == (m.rank,) * len(m.wildcards)


def test_e1_italian_refuses_two_wildcards() -> None:
    """R33.2 vs R3.3: ``Kh,Kd,wr,wb`` is invalid in italian."""
    assert refused("Kh,Kd,wr,wb", Rules.preset("italian")).code == "invalid_meld"


@pytest.mark.parametrize(
    "cards, reason",
    [
        ("Kh,Kd,wr,wb,2c", "too_many_wildcards"),
        ("7c,7d,7h,2s,2d,wr,wb", "too_many_wildcards"),
        ("Qh,Qh,Qd,Qd,Qc,Qc,Qs,Qs,wr,wb,wr,wb,2c,2d,2h,2s,2c", "too_many_wildcards"),
        ("2c,2d,wr,wb", "wildcards_only"),
    ],
)
def test_e1_invalid_sets(cards: str, reason: str) -> None:
    """R33.2, R39.1: wildcards outnumber the naturals; R33.1/R3.4: no natural."""
    err = refused(cards)
    assert (err.code, err.reason) == ("invalid_meld", reason)


@pytest.mark.parametrize("cards, points", [("7c,7d,7h,7s,wr,wb,2c", 100), ("9c,9d,9h,9s,9c,9d,9h", 70)])
def test_e1_sets_never_buracos(cards: str, points: int) -> None:
    """R34.1: no set is a buraco in casual."""
    m = build(cards)
    assert (m.kind, m.points, m.buraco, m.bonus) == ("set", points, None, 0)


# ---------------------------------------------------------------------------------------- E2
@pytest.mark.parametrize(
    "cards, wild_end, reading, points",
    [
        ("5h,wr,wb", None, "wr(=3),wb(=4),5h", 65),
        ("5h,wr,wb", "high", "5h,wr(=6),wb(=7)", 65),
        ("5h,7h,wr,wb", None, "wr(=4),5h,wb(=6),7h", 70),
        ("5h,9h,wr,wb,2c", None, "5h,wr(=6),wb(=7),2c(=8),9h", 95),
        ("Th,Kh,wr,wb,2c", None, "wr(=9),Th,wb(=J),2c(=Q),Kh", 100),
        ("9h,Th,Jh,Qh,Kh,wr", None, "wr(=8),9h,Th,Jh,Qh,Kh", 80),
        ("9h,Th,Jh,Qh,Kh,wr", "high", "wr(=8),9h,Th,Jh,Qh,Kh", 80),
        ("Jh,Qh,wr,wb", "high", "wr(=T),Jh,Qh,wb(=K)", 80),
        ("Ah,wr,wb", None, "Ah,wr(=2),wb(=3)", 75),
        ("2s,3s,wr,wb,2c", None, "wr(=A),2s,3s,wb(=4),2c(=5)", 105),
        ("Ac,2c,2d", None, "Ac,2c,2d(=3)", 55),
    ],
)
def test_e2_runs(cards: str, wild_end: str | None, reading: str, points: int) -> None:
    """R33.4 (gaps first, leftovers at the ends), R33.6 (the key), R33.3 (A–K)."""
    m = build(cards, wild_end=wild_end)
    assert m.kind == "run"
    assert m.notation() == reading
    assert m.points == points


def test_e2_twelve_card_run_with_ten_wildcards() -> None:
    """R33.4: ``Ah,Qh`` + 4 jokers + six twos is A…Q, 10 wildcards in the gaps; dirty (R34.2)."""
    m = build("Ah,Qh,wr,wb,wr,wb,2c,2d,2s,2c,2d,2s")
    assert m.values == tuple(range(1, 13))
    assert len(m.wildcards) == 10
    assert (m.buraco, m.points) == ("dirty", 265)


@pytest.mark.parametrize(
    "cards, reason",
    [
        ("5h,9h,wr,wb", "not_consecutive"),
        ("Qh,Kh,Ah", "not_consecutive"),
        ("Kh,Ah,2h", "not_consecutive"),
        ("Qh,Kh,Ah,wr,wb", "not_consecutive"),
        ("Ah,2h,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,wr", "too_long"),
        ("3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,wr,wb,2c", "too_long"),
        ("2h,wr,wb", "wildcards_only"),
        ("wr,wb,wr", "wildcards_only"),
    ],
)
def test_e2_invalid_runs(cards: str, reason: str) -> None:
    """R33.3 (the ace is 1), R33.4 (gaps, 13 cards), R3.4 (a natural that is not a two)."""
    err = refused(cards)
    assert (err.code, err.reason) == ("invalid_meld", reason)


# ---------------------------------------------------------------------------------------- E3
@pytest.mark.parametrize(
    "cards, points",
    [
        ("3s,4s,5s,6s,7s,8s,9s", 45),
        ("Ah,2h,3h,4h,5h,6h,7h", 60),
        ("2h,3h,4h,5h,6h,7h,8h", 55),
        ("Ah,2h,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh", 120),
    ],
)
def test_e3_clean(cards: str, points: int) -> None:
    """R34.2: a run of 7+ with no active wildcard (a natural two is natural) is clean, 200."""
    m = build(cards)
    assert (m.buraco, m.bonus, m.points, m.wildcards) == ("clean", 200, points, ())


@pytest.mark.parametrize(
    "cards, points",
    [
        ("3s,4s,5s,6s,7s,8s,wr", 65),
        ("3s,4s,5s,6s,7s,8s,9s,wr", 75),
        ("Ah,2c,3h,4h,5h,6h,7h", 60),
        ("2h,2h,3h,4h,5h,6h,7h", 65),
        ("6h,7h,8h,9h,Th,Jh,2h", 70),
        ("3h,wr,5h,wb,7h,2c,9h", 105),
        ("5h,wr,wb,wr,2c,2d,2s", 155),
        ("3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,wr,wb", 145),
    ],
)
def test_e3_dirty(cards: str, points: int) -> None:
    """R34.2: one or more active wildcards make a 7+ run dirty, 100 (no semi-clean, R32.2)."""
    m = build(cards)
    assert (m.buraco, m.bonus, m.points) == ("dirty", 100, points)


def test_e3_details() -> None:
    """R33.6 item 7 (copy 1 is the natural two), R33.4 (the two stands for the 5), and
    italian's semi-clean for ``3s…9s,wr`` (R6.1)."""
    m = build("2h,2h,3h,4h,5h,6h,7h")
    (wild,) = m.wildcards
    assert (wild.copy, m.wild_values) == (2, (1,))
    assert build("6h,7h,8h,9h,Th,Jh,2h").wild_values == (5,)
    assert build("3s,4s,5s,6s,7s,8s,9s,wr", Rules.preset("italian")).buraco == "semi_clean"


# ---------------------------------------------------------------------------------------- E4
@pytest.mark.parametrize(
    "meld, attach, reading, buraco",
    [
        ("2c,5c,6c", "3c,4c", "2c,3c,4c,5c,6c", None),
        ("wr,5d,6d,7d,8d", "Td", "5d,6d,7d,8d,wr(=9),Td", None),
        ("5h,wr,wb", "7h", "wr(=4),5h,wb(=6),7h", None),
        ("3s,4s,5s,6s,7s,8s,9s", "wr", "wr(=2),3s,4s,5s,6s,7s,8s,9s", "dirty"),
        ("Jh,Qh,Kh", "wr,wb", "wr(=9),wb(=T),Jh,Qh,Kh", None),
        ("Kc,Kd,wr", "2s", "Kc,Kd,wr(=K),2s(=K)", None),
    ],
)
def test_e4_attaching(meld: str, attach: str, reading: str, buraco: str | None) -> None:
    """R33.7: the whole meld is read again after each attach (no lock, R5.9 does not apply);
    R33.6: wildcards keep their order, the attached ones follow."""
    after = build(meld).attach(attach)
    assert after.notation() == reading
    assert after.buraco == buraco


def test_e4_details() -> None:
    """R33.7: ``2c(=4)`` turns natural (clean); italian locks the joker (R5.9); the clean
    buraco becomes dirty, 100 instead of 200; a set may not get more wildcards than naturals."""
    m = build("2c,5c,6c")
    assert m.notation() == "2c(=4),5c,6c"
    assert m.attach("3c,4c").wildcards == ()
    italian = Meld.build("wr,5d,6d,7d,8d", Rules.preset("italian"))
    with pytest.raises(InvalidMeld) as info:
        italian.attach("Td")
    assert info.value.code == "wildcard_locked"
    clean = build("3s,4s,5s,6s,7s,8s,9s")
    assert (clean.bonus, clean.attach("wr").bonus) == (200, 100)
    with pytest.raises(InvalidMeld) as info:
        build("Kc,Kd,wr").attach("2s,wb")
    assert (info.value.code, info.value.reason) == ("invalid_meld", "too_many_wildcards")
    assert build("5h,wr,wb").notation() == "wr(=3),wb(=4),5h"


def test_r33_7_attach_keeps_the_kind() -> None:
    """R33.7: the second ``Kh`` on the run ``wr(=J),wb(=Q),Kh`` is ``wrong_kind``, though
    ``Kh,Kh,wr,wb`` would be a set (R33.5 decides the kind of a new meld only)."""
    run = build("Kh,wr,wb")
    assert run.kind == "run" and run.notation() == "wr(=J),wb(=Q),Kh"
    with pytest.raises(InvalidMeld) as info:
        run.attach("Kh")
    assert (info.value.code, info.value.reason) == ("invalid_meld", "wrong_kind")
    assert build("Kh,Kh,wr,wb").kind == "set"


# ---------------------------------------------------------------------------------------- E9
@pytest.mark.parametrize(
    "table, hands, took, any_taken, closed, expected",
    [
        ("3h,4h,5h,6h,7h,8h,9h", "", False, False, True, (200, 45, 0, 245)),
        ("5c,wr,wb,2d,9c;Kh,Kd,wr,wb", "Qs,2h", False, True, False, (0, 175, -30, 145)),
        ("9c,9d,9h,9s,9c,9d,9h;Ah,2h,3h,4h,5h,6h,7h", "", True, True, True, (200, 130, 0, 330)),
        ("3s,4s,5s,6s,7s,8s,9s,wr", "Kd", True, True, False, (100, 75, -10, 165)),
        ("Qh,Qs,wr", "Ac,Ad,As,Kc,Kd", True, True, False, (0, 50, -65, -15)),
    ],
)
def test_e9_scores(
    table: str, hands: str, took: bool, any_taken: bool, closed: bool, expected: tuple[int, int, int, int]
) -> None:
    """R38.1: buracos + table − hands; closing and pozzetto are 0 in casual."""
    s = score_team(
        table, [hands], took_pozzetto=took, any_pozzetto_taken=any_taken, closed=closed, rules=CASUAL
    )
    assert (s.buracos, s.table, s.hands, s.total) == expected
    assert (s.closing, s.pozzetto) == (0, 0)


# ---------------------------------------------------------------------------------------- E10
def test_e10_refused_combinations() -> None:
    """R32.3: ``multi_wildcards`` needs ``free_wild_moves``; draw mode is for 2 and 4 players."""
    with pytest.raises(InvalidRules):
        Rules.preset("casual", free_wild_moves=False)
    with pytest.raises(InvalidRules):
        Rules.preset("italian", multi_wildcards=True)
    with pytest.raises(InvalidRules):
        CASUAL.check_players(3)
    CASUAL.check_players(4)
    Rules.preset("italian").check_players(3)  # not draw mode: the player count is not R32.3's


MULTI = {"multi_wildcards": True, "free_wild_moves": True}


@pytest.mark.parametrize(
    "preset, options, cards, wild_end, reading, points, buraco",
    [
        ("italian", MULTI, "Qh,Kh,Ah,wr,wb", None, "wr(=T),wb(=J),Qh,Kh,Ah", 95, None),
        (
            "italian",
            MULTI,
            "Ah,2h,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,wr",
            None,
            "Ah,2h,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,wr(free)",
            150,
            "semi_clean",
        ),
        ("italian", MULTI, "Ah,wr,wb", None, "Ah,wr(=2),wb(=3)", 75, None),
        ("italian", MULTI, "Ah,wr,wb", "low", "wr(=Q),wb(=K),Ah", 75, None),
        (
            "italian",
            MULTI,
            "Ah,5h,wr,wb,wr,wb,2c,2d,2s,2c",
            None,
            "5h,wr(=6),wb(=7),wr(=8),wb(=9),2c(=T),2d(=J),2s(=Q),2c(=K),Ah",
            220,
            "dirty",
        ),
        ("casual", {"ace_high": True}, "Qh,Kh,Ah", None, "Qh,Kh,Ah", 35, None),
        ("casual", {"ace_high": True}, "9h,Th,Jh,Qh,Kh,wr", "high", "9h,Th,Jh,Qh,Kh,wr(=A)", 80, None),
        (
            "casual",
            {"ace_high": True},
            "Ah,2c,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,2h",
            None,
            "Ah,2h,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,2c(free)",
            140,
            "dirty",
        ),
        (
            "casual",
            {"semi_clean": True},
            "3s,4s,5s,6s,7s,8s,9s,wr",
            None,
            "wr(=2),3s,4s,5s,6s,7s,8s,9s",
            75,
            "semi_clean",
        ),
        (
            "casual",
            {"semi_clean": True},
            "Ah,2h,3h,4h,5h,6h,7h,wr",
            None,
            "Ah,2h,3h,4h,5h,6h,7h,wr(=8)",
            90,
            "semi_clean",
        ),
        (
            "casual",
            {"semi_clean": True},
            "3s,4s,5s,6s,7s,8s,9s,wr,wb",
            None,
            "wr(=A),wb(=2),3s,4s,5s,6s,7s,8s,9s",
            105,
            "dirty",
        ),
        (
            "casual",
            {"royal_super": True},
            "Ah,2h,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh",
            None,
            "Ah,2h,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh",
            120,
            "royal",
        ),
        (
            "casual",
            {"royal_super": True},
            "3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,wr,wb",
            None,
            "wr(=A),wb(=2),3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh",
            145,
            "royal_dirty",
        ),
    ],
)
def test_e10_runs_under_options(
    preset: str,
    options: dict,
    cards: str,
    wild_end: str | None,
    reading: str,
    points: int,
    buraco: str | None,
) -> None:
    """R33.3 (``ace_high``), R33.6 (the ace low first, item 4 before it), R33.1 (the 14-card
    run's natural two), R34.3 (semi-clean needs exactly one wildcard; royal classes)."""
    m = build(cards, Rules.preset(preset, **options), wild_end)
    assert m.notation() == reading
    assert (m.points, m.buraco) == (points, buraco)


@pytest.mark.parametrize(
    "preset, options, cards, buraco, bonus, points",
    [
        ("italian", MULTI, "9c,9d,9h,9s,9c,9d,9h,wr,wb", "dirty", 100, 130),
        ("italian", {**MULTI, "royal_super": True}, "Kh,Kh,Kd,Kd,Kc,Kc,Ks,Ks,wr,2c", "super_dirty", 200, 130),
        ("casual", {"set_buracos": True}, "9c,9d,9h,9s,9c,9d,9h", "clean", 200, 70),
        ("casual", {"set_buracos": True}, "7c,7d,7h,7s,wr,wb,2c", "dirty", 100, 100),
        ("casual", {"royal_super": True}, "Kh,Kh,Kd,Kd,Kc,Kc,Ks,Ks", None, 0, 80),
    ],
)
def test_e10_sets_under_options(
    preset: str, options: dict, cards: str, buraco: str | None, bonus: int, points: int
) -> None:
    """R34.3 (sets with several wildcards are dirty; super_dirty first), R34.1 (no set buraco
    without ``set_buracos``, royal_super's ``super`` included)."""
    m = build(cards, Rules.preset(preset, **options))
    assert (m.kind, m.buraco, m.bonus, m.points) == ("set", buraco, bonus, points)


@pytest.mark.parametrize(
    "preset, options, cards, code",
    [
        ("reale", MULTI, "Kh,Kd,2h,2c", "set_not_allowed"),
        ("international", MULTI, "Kc,Kd,wr,wb", "set_rank_not_allowed"),
        ("italian", {"ace_high": False}, "Qh,Kh,Ah", "invalid_meld"),
        ("italian", {"ace_high": False}, "Ac,2c,3c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc,wb", "invalid_meld"),
        ("casual", {"ace_high": True}, "Ah,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,wr,wb", "invalid_meld"),
    ],
)
def test_e10_refused(preset: str, options: dict, cards: str, code: str) -> None:
    """R39.1 (sets that only multi_wildcards makes valid), R33.3 (ace low only), R33.1 (a
    14-card run needs the 13 naturals)."""
    assert refused(cards, Rules.preset(preset, **options)).code == code


def test_e10_records() -> None:
    """R31.2/R39.2: an italian record with ``{"draw": "pozzetto"}`` replays it as
    ``pozzetto_not_available``; R39.3: a casual record of 3 players is refused whole."""
    base = {
        "format": 1,
        "players": 2,
        "seed": 7,
        "actions": [{"draw": "pozzetto"}, {"draw": "stock"}, {"draw": "pozzetto"}],
    }
    out = replay_text(json.dumps({**base, "rules": {"preset": "italian"}}))
    assert out["results"] == ["pozzetto_not_available", "ok", "already_drawn"]
    assert "opened" not in out and "pozzetto_taken" not in out
    for players in (3, 5, 6):
        refused = replay_text(json.dumps({**base, "rules": {"preset": "casual"}, "players": players}))
        assert refused["error"] == "invalid_rules", players
    three_italian = replay_text(json.dumps({**base, "rules": {"preset": "italian"}, "players": 3}))
    assert "error" not in three_italian
    with pytest.raises(InvalidRules):
        Rules.from_record({"preset": "casual"}).check_players(3)


# -------------------------------------------------------------------------------- R36.2 table
def _position(table: list[str], hand: str) -> Game:
    """A casual game (1 deck) in player 0's play phase with this table and hand."""
    rules = Rules.preset("casual", decks=1, jokers=2, hand_size=5, pozzetto_size=2)
    g = Game(rules, 2, seed=1)
    universe = rules.universe()
    melds = [Meld.build(m, rules) for m in table]
    used = {c for m in melds for c in m.cards}
    g.tables[0] = melds
    g.hands[0] = resolve_specs(parse_cards(hand), [c for c in universe if c not in used])
    g.phase = "play"
    return g


RUN = "3s,4s,5s,6s,7s,8s"


@pytest.mark.parametrize(
    "table, hand, cards, to, result",
    [
        (["3s,4s,5s"], "6s,7s", "6s,7s", 0, "close_without_buraco"),
        ([RUN], "9s,Ts", "9s,Ts", 0, "closes"),
        ([RUN, "Kc,Kd,Kh"], "Ks,9s", "Ks", 1, "ok"),
        (["3s,4s,5s", "Kc,Kd,Kh"], "Ks,6s", "Ks", 1, "would_leave_undiscardable"),
        ([RUN + ",9s", "Kc,Kd,Kh"], "Ks,Qd", "Ks", 1, "would_leave_undiscardable"),
    ],
)
def test_r36_2_guard_table(table: list[str], hand: str, cards: str, to: int, result: str) -> None:
    """R36.2's examples: 0 cards left close with a buraco; 1 card left only if it can close."""
    g = _position(table, hand)
    verdict = g.check(Attach(cards, to))
    if result in ("ok", "closes"):
        assert verdict.ok
        g.apply(Attach(cards, to))
        assert g.over == (result == "closes")
    else:
        assert verdict.code == result
        if result == "would_leave_undiscardable":
            assert verdict.error.reason == "discard_last_card"


def test_r36_2_last_card_and_joker() -> None:
    """R36.2: the ``9s`` left must go out (``discard_last_card``); attached to meld 0 it closes.
    A joker may be the card left: it can close on either meld."""
    g = _position([RUN, "Kc,Kd,Kh"], "Ks,9s")
    g.apply(Attach("Ks", 1))
    assert g.check(Discard("9s")).code == "discard_last_card"
    g.apply(Attach("9s", 0))
    assert (g.over, g.closing_team) == (True, 0)
    from burraco_qt.engine import MeldCards

    j = _position([RUN + ",9s"], "Kc,Kd,Kh,wr")
    assert j.check(MeldCards("Kc,Kd,Kh")).ok


def test_r35_2_pozzetto_draw_in_a_game() -> None:
    """R35.2: taking the pozzetto leaves the stock as it is and starts the play phase."""
    g = _position([RUN], "9s,Ts")
    g.phase = "draw"
    assert g.check(TakePozzetto()).code == "pozzetto_not_opened"
    g.opened[0] = True
    stock = g.stock_size
    g.apply(TakePozzetto())
    assert (g.phase, g.stock_size, len(g.hands[0]), g.pozzetto_taken[0]) == ("play", stock, 4, True)


# ---------------------------------------------------------------------------- E5–E8 records
@pytest.mark.parametrize(
    "name", ["E5_opened_flag.json", "E6_close.json", "E7_end_of_stock.json", "E8_four_players.json"]
)
def test_e5_to_e8_records(name: str) -> None:
    """R35.2–R35.6, R36.1–R36.2, R37.1, R38.1, R39.2–R39.3: the worked records."""
    path = RECORDS / name
    data = json.loads(path.read_text(encoding="utf-8"))
    out = replay_text(path.read_bytes())
    assert out["results"] == data["expect_results"]
    for key, value in data["expect_final"].items():
        assert out[key] == value, key


def test_e6_refusal_reason() -> None:
    """E6 action 7: ``would_leave_undiscardable`` with reason ``discard_last_card``."""
    data = json.loads((RECORDS / "E6_close.json").read_text(encoding="utf-8"))
    from burraco_qt.engine.record import load_record

    loaded = load_record(data)
    for cmd in loaded.commands[:7]:
        loaded.game.apply(cmd)
    verdict = loaded.game.check(loaded.commands[7])
    assert (verdict.code, verdict.error.reason) == ("would_leave_undiscardable", "discard_last_card")
