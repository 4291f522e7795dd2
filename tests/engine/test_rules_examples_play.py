"""Game-level examples of RULES.md as tests: the re-discard rule (R7.4), the international pile
rule (R7.7), melding and attaching (R8.5), the never-stuck guard (R11), stallo (R12.5), four
players (R15) and the sample record of section 18. Deal and scoring examples are in
``test_rules_examples_deal_scoring.py``; match-layer examples (section 14) are tested elsewhere.

Games are dealt from pre-arranged decks (R2.4, R2.5) and driven with engine commands. Every
refusal is also checked to leave the game unchanged (section 17).
"""

from __future__ import annotations

import json

import pytest

from burraco_qt.engine import (
    Attach,
    Discard,
    Draw,
    Game,
    HandEnded,
    LastTurnStarted,
    MeldCards,
    PozzettoTaken,
    Rules,
    TakePile,
)
from burraco_qt.engine.record import replay_record

from ..rules_examples_support import (
    draw_and_discard,
    draw_and_discard_named,
    fill,
    make_game,
    names,
    ok,
    refuse,
    shorts,
    tokens,
)


# ---------------------------------------------------------------------------------- R7.4
@pytest.mark.parametrize(
    ("hand", "pile", "meld", "discard", "code"),
    [
        pytest.param("5c,9d,Khb", "Khr", "", "Khr", None, id="twin_held"),
        pytest.param("5c,9d,Qs", "Khr", "", "Khr", "single_pile_card_discard_back", id="no_twin"),
        pytest.param("5c,9d,Qs", "Khr", "", "Qs", None, id="other_card"),
        pytest.param("7cb,7d,7h,Ks", "7cr", "7cb,7d,7h", "7cr", None, id="twin_melded_later"),
        pytest.param("7s,Kd", "7cr", "", "7cr", "single_pile_card_discard_back", id="7s_not_twin"),
        pytest.param("wb,Kd", "wr", "", "wr", None, id="jokers_are_twins"),
        pytest.param("Ks,Kd", "9c,Qh", "", "Qh", None, id="two_card_pile"),
    ],
)
def test_r7_4_rediscard_examples(hand: str, pile: str, meld: str, discard: str, code: str | None) -> None:
    """R7.4 examples table (two decks)."""
    n = len(tokens(hand))
    pile_cards = tokens(pile)
    if len(pile_cards) == 1:
        game = make_game([hand, fill(n)], discard=pile)
    else:  # player 1 plays first and discards the pile's top card
        game = make_game(
            [hand, ",".join([pile_cards[1], *["?"] * (n - 1)])], discard=pile_cards[0], first_player=1
        )
        draw_and_discard_named(game, pile_cards[1])
    assert shorts(game.hands[0]) == names(hand)
    assert [c.short for c in game.pile] == [t[:2] for t in pile_cards]
    ok(game, TakePile())
    assert shorts(game.hands[0]) == names(hand + "," + pile)
    if meld:
        ok(game, MeldCards(meld))
    if code:
        refuse(game, Discard(discard), code)
    else:
        ok(game, Discard(discard))
        top = game.pile[-1]
        assert (top.code if len(discard) == 3 else top.short) == discard


# ---------------------------------------------------------------------------------- R7.7
def test_r7_7_international_examples_1_and_2() -> None:
    """R7.7 examples 1-2 (international, one deck): take with hand 5h,6h,7h,Kd,8h and pile 9c;
    Kd at once is must_meld_after_taking_pile; after melding 5h,6h,7h Kd may go, the single 9c
    may not (R7.4). Later: table 5h,6h,7h, hand 8h,9c, pile Kd,Kc: take, attach 8h, discard Kc."""
    game = make_game(
        ["5h,6h,7h,Kd,8h", "Kc,?,?,?,?"],
        pozzetti=("?,?", "?,?"),
        discard="9c",
        preset="international",
        decks=1,
    )
    ok(game, TakePile())
    refuse(game, Discard("Kd"), "must_meld_after_taking_pile")
    ok(game, MeldCards("5h,6h,7h"))
    refuse(game, Discard("9c"), "single_pile_card_discard_back")
    ok(game, Discard("Kd"))
    draw_and_discard_named(game, "Kc")
    assert [m.notation() for m in game.tables[0]] == ["5h,6h,7h"]
    assert shorts(game.hands[0]) == names("8h,9c")
    assert [c.short for c in game.pile] == ["Kd", "Kc"]
    ok(game, TakePile())
    ok(game, Attach("8h", 0))
    ok(game, Discard("Kc"))
    assert game.current == 1


def test_r7_7_international_example_3() -> None:
    """R7.7 example 3: pozzetto taken, no buraco, table 4h,5h,6h, hand 9c,Tc, pile Jc: the only
    meld would empty the hand, so the take is pile_take_needs_meld; the stock is still open."""
    game = make_game(
        ["4h,5h,6h", "Jc,3c,3d"],
        pozzetti=("9c,Tc", "?,?"),
        discard="3h",
        stock="Ks",
        preset="international",
        decks=1,
    )
    ok(game, Draw())
    ok(game, MeldCards("4h,5h,6h"))
    ok(game, Discard("Ks"))  # empties the hand: team 0 takes its pozzetto (R9.3)
    ok(game, TakePile())  # player 1: 3h,Ks
    ok(game, MeldCards("3c,3d,3h"))
    ok(game, Discard("Jc"))
    assert game.pozzetto_taken[0] and [m.notation() for m in game.tables[0]] == ["4h,5h,6h"]
    assert shorts(game.hands[0]) == names("9c,Tc")
    assert [c.short for c in game.pile] == ["Jc"]
    refuse(game, TakePile(), "pile_take_needs_meld")
    ok(game, Draw())


# ---------------------------------------------------------------------------------- R8.5
def test_r8_5_example() -> None:
    """R8.5: table [0] 7c,7d,7h [1] 3s,4s,5s, hand 7s,6s,2d,Kh,7hb,wr; each action tried from
    that position."""
    game = make_game(["7c,7d,7h,3s,4s,5s,7s,6s,2d,Kh,7hb", fill(11)], stock="wr")
    ok(game, Draw())
    ok(game, MeldCards("7c,7d,7h"))
    ok(game, MeldCards("3s,4s,5s"))
    assert [m.notation() for m in game.tables[0]] == ["7c,7d,7h", "3s,4s,5s"]
    assert sorted(c.code for c in game.hands[0]) == sorted(["7sr", "6sr", "2dr", "Khr", "7hb", "wrr"])
    g = game.copy()
    ok(g, Attach("7s", 0))
    assert g.tables[0][0].notation() == "7c,7d,7h,7s"
    g = game.copy()
    ok(g, Attach("6s,2d", 1))
    assert g.tables[0][1].notation() == "2d(=2),3s,4s,5s,6s"
    g = game.copy()
    ok(g, Attach("6s,2d", 1, wild_end="high"))
    assert g.tables[0][1].notation() == "3s,4s,5s,6s,2d(=7)"
    refuse(game, MeldCards("7hb,Kh,wr"), "invalid_meld")
    refuse(game, MeldCards("7s,7hb,wr"), "duplicate_set_rank")
    refuse(game, Attach("Kh", 2), "meld_not_found")
    # R4.3: option allow_duplicate_sets lifts the ban.
    game = make_game(["7c,7d,7h,7s,7hb,wr", fill(6)], allow_duplicate_sets=True)
    ok(game, Draw())
    ok(game, MeldCards("7c,7d,7h"))
    ok(game, MeldCards("7s,7hb,wr"))
    assert [m.kind for m in game.tables[0]] == ["set", "set"]


# ---------------------------------------------------------------------------------- R11
CLEAN = "3s,4s,5s,6s,7s,8s,9s"  # the clean buraco 3s…9s


def pozzetto_taken_game(
    table: list[str], pozzetto: str, draw: str = "", p1_hand: str | None = None, preset: str = "italian"
) -> Game:
    """Team 0 (one deck) lays ``table`` and takes its pozzetto ``pozzetto`` by discarding its
    last card (R9.3); player 1 is to play, and player 0's next draw is ``draw``."""
    n = sum(len(tokens(m)) for m in table)
    game = make_game(
        [",".join(table), p1_hand or fill(n)],
        pozzetti=(pozzetto, fill(len(tokens(pozzetto)))),
        stock="?,?" + ("," + draw if draw else ""),
        preset=preset,
        decks=1,
    )
    ok(game, Draw())
    for meld in table:
        ok(game, MeldCards(meld))
    ok(game, Discard(game.hands[0][0]))
    assert game.pozzetto_taken[0] and shorts(game.hands[0]) == names(pozzetto)
    return game


@pytest.mark.parametrize(
    ("table", "pozzetto", "draw", "action", "code", "reason"),
    [
        pytest.param(
            [CLEAN],
            "5c,6c,7c",
            "wr",
            MeldCards("5c,6c,7c"),
            "would_leave_undiscardable",
            "close_with_wildcard",
            id="joker_left",
        ),
        pytest.param(
            [CLEAN],
            "5c,6c,7c",
            "2h",
            MeldCards("5c,6c,7c"),
            "would_leave_undiscardable",
            "close_with_wildcard",
            id="two_left",
        ),
        pytest.param(
            ["3s,4s,5s"],
            "6s",
            "Kd",
            Attach("6s", 0),
            "would_leave_undiscardable",
            "close_without_buraco",
            id="no_buraco",
        ),
        pytest.param(
            ["3s,4s,5s"], "6s", "7s", Attach("6s,7s", 0), "close_by_melding_all", None, id="melding_all"
        ),
    ],
)
def test_r11_guard_examples_refused(
    table: list[str], pozzetto: str, draw: str, action, code: str, reason: str | None
) -> None:
    """R11 guard table, rows with the pozzetto taken that are refused."""
    game = pozzetto_taken_game(table, pozzetto, draw)
    draw_and_discard(game)
    ok(game, Draw())
    assert shorts(game.hands[0]) == names(pozzetto + "," + draw)
    refuse(game, action, code, reason)


def test_r11_guard_attach_makes_the_buraco() -> None:
    """R11 row: table 3s,…,8s, hand 9s,Kd: attaching 9s is ok (it makes the buraco) and Kd
    closes."""
    game = pozzetto_taken_game(["3s,4s,5s,6s,7s,8s"], "9s", "Kd")
    draw_and_discard(game)
    ok(game, Draw())
    ok(game, Attach("9s", 0))
    assert game.tables[0][0].buraco == "clean"
    events = ok(game, Discard("Kd"))
    assert game.over and game.closing_team == 0
    assert any(isinstance(e, HandEnded) for e in events)


def test_r11_guard_banned_pile_card_after_pozzetto() -> None:
    """R11 row: hand 8h,9h,Th,Qs with Qs the single card just taken from the pile, no twin:
    meld 8h,9h,Th is would_leave_undiscardable (pozzetto taken)."""
    game = pozzetto_taken_game([CLEAN], "8h,9h,Th", p1_hand="Qs," + fill(6))
    ok(game, TakePile())  # player 1 takes two cards, then leaves Qs alone on the pile
    ok(game, Discard("Qs"))
    ok(game, TakePile())
    assert shorts(game.hands[0]) == names("8h,9h,Th,Qs") and game.ban is not None
    refuse(game, MeldCards("8h,9h,Th"), "would_leave_undiscardable", "single_pile_card_discard_back")


def test_r11_guard_banned_pile_card_before_pozzetto() -> None:
    """R11 row: the same refusal before the pozzetto is taken."""
    game = make_game(["8h,9h,Th", fill(3)], discard="Qs", decks=1)
    ok(game, TakePile())
    refuse(game, MeldCards("8h,9h,Th"), "would_leave_undiscardable", "single_pile_card_discard_back")


def test_r11_guard_pozzetto_not_taken_wildcard_left() -> None:
    """R11 row: pozzetto not taken, no buraco, hand 5c,6c,7c,wr: meld 5c,6c,7c is ok, and
    discarding wr takes the pozzetto (R9.3)."""
    game = make_game(["5c,6c,7c", fill(3)], stock="wr", decks=1)
    ok(game, Draw())
    ok(game, MeldCards("5c,6c,7c"))
    events = ok(game, Discard("wr"))
    assert game.pozzetto_taken[0] and not game.over
    assert any(isinstance(e, PozzettoTaken) and not e.al_volo for e in events)


def test_r11_guard_one_card_pozzetto_joker() -> None:
    """R11 row: pozzetto not taken, pozzetto_size 1, pozzetto wb, hand 5c,6c,7c: meld
    5c,6c,7c is would_leave_undiscardable (al volo, the pozzetto's only card is a joker)."""
    game = make_game(["5c,6c", fill(2)], pozzetti=("wb", "?"), stock="7c", decks=1)
    ok(game, Draw())
    refuse(game, MeldCards("5c,6c,7c"), "would_leave_undiscardable", "close_with_wildcard")


def test_r11_guard_international_needs_clean_buraco() -> None:
    """R11 row: international, dirty buraco only, hand 5c,6c,7c,Kd: meld 5c,6c,7c is
    would_leave_undiscardable (needs a clean buraco)."""
    game = pozzetto_taken_game(["3s,4s,5s,6s,7s,8s,wr"], "5c,6c,7c", "Kd", preset="international")
    assert game.tables[0][0].buraco == "dirty"
    draw_and_discard(game)
    ok(game, Draw())
    refuse(game, MeldCards("5c,6c,7c"), "would_leave_undiscardable", "close_without_clean_buraco")


# ---------------------------------------------------------------------------------- R12.5
def take_and_discard(game: Game) -> list:
    """The current player takes the pile and discards a card other than the banned one."""
    ok(game, TakePile())
    card = next(c for c in game.hands[game.current] if c is not game.ban)
    return ok(game, Discard(card))


def stallo_game() -> Game:
    return Game(Rules.preset("italian", decks=1, hand_size=4, pozzetto_size=2), 2, deck="")


def test_r12_5_twelve_takes_end_the_hand() -> None:
    """R12.5: twelve turns in a row of "take the pile, discard" end the hand after the twelfth
    turn's discard, without a closing bonus."""
    game = stallo_game()
    for _ in range(11):
        take_and_discard(game)
    assert not game.over and game.stallo_count == 11 and game.last_turn is None
    events = ok(game, TakePile())
    assert any(isinstance(e, LastTurnStarted) and e.reason == "stallo" for e in events)
    assert not game.over
    ok(game, Discard(next(c for c in game.hands[game.current] if c is not game.ban)))
    assert game.over and game.end_reason == "stallo" and game.closing_team is None
    assert [s.closing for s in game.scores()] == [0, 0]
    refuse(game, TakePile(), "game_over")


def test_r12_5_a_draw_resets_the_count() -> None:
    """R12.5: eleven takes, one turn that draws from the stock, and eleven more takes do not
    end the hand (the count is then 11)."""
    game = stallo_game()
    for _ in range(11):
        take_and_discard(game)
    draw_and_discard(game)
    assert game.stallo_count == 0
    for _ in range(11):
        take_and_discard(game)
    assert not game.over and game.stallo_count == 11 and game.last_turn is None


def test_r12_5_close_on_the_stallo_turn() -> None:
    """R12.5: with stallo_turns 2, a player who takes the pile on the second turn in a row and
    then closes scores the closing bonus normally."""
    game = make_game(
        ["3s,4s,5s,6s,7s,8s", "9s," + fill(5)], pozzetti=("Kd", "?"), first_player=1, decks=1, stallo_turns=2
    )
    ok(game, TakePile())
    ok(game, Discard("9s"))
    events = ok(game, TakePile())
    assert any(isinstance(e, LastTurnStarted) and e.reason == "stallo" for e in events)
    ok(game, MeldCards(CLEAN))  # al volo: the pozzetto Kd becomes the hand (R9.2)
    ok(game, Discard("Kd"))
    assert game.over and game.end_reason == "closed" and game.closing_team == 0
    assert game.scores()[0].closing == 100


# ---------------------------------------------------------------------------------- R15
def test_r15_four_players_example() -> None:
    """R15 example: player 0 empties the hand and takes team 0's pozzetto; later player 2
    cannot meld all their cards (close_by_melding_all), but closes by discarding a last
    non-wildcard card when team 0 has a buraco. Player 2 also attaches to the meld player 0
    created (R15.2)."""
    game = make_game(
        ["3s,4s,5s,6s,7s,8s,Kc", fill(7), "Ts,5c,6c,7c,Th,Jh,Qh", fill(7)],
        pozzetti=("?,?,?", "?,?,?"),
        stock="9s,?,Kh",
        decks=1,
    )
    ok(game, Draw())
    ok(game, MeldCards(CLEAN))
    events = ok(game, Discard("Kc"))
    assert any(isinstance(e, PozzettoTaken) and e.team == 0 and e.player == 0 for e in events)
    assert game.pozzetto_taken == [True, False]
    draw_and_discard(game)  # player 1
    assert game.current == 2
    ok(game, Draw())
    ok(game, Attach("Ts", 0))  # the partner's meld
    assert game.tables[0][0].notation() == "3s,4s,5s,6s,7s,8s,9s,Ts"
    ok(game, MeldCards("5c,6c,7c"))
    refuse(game, MeldCards("Th,Jh,Qh,Kh"), "close_by_melding_all")
    ok(game, MeldCards("Jh,Qh,Kh"))
    ok(game, Discard("Th"))
    assert game.over and game.end_reason == "closed" and game.closing_team == 0
    score = game.scores()[0]
    assert score.closing == 100
    # R15.2 / R13.1: both partners' hands count (player 0 still holds the pozzetto).
    assert score.hands == -sum(c.points for c in game.hands[0]) != 0
    refuse(game, Draw(), "game_over")


# ---------------------------------------------------------------------------------- section 18
SAMPLE = {
    "format": 1,
    "rules": {"preset": "italian", "decks": 1, "jokers": 1, "hand_size": 4, "pozzetto_size": 3},
    "players": 2,
    "first_player": 0,
    "deck": "3h,4h,5h,6h, Kc,Kd,Ks,Js, 7h,8h,9h, Ac,2c,3c, Th, Qs,2s",
    "actions": [
        {"player": 0, "draw": "stock"},
        {"meld": "3h,4h,5h,6h"},
        {"discard": "Qs"},
        {"draw": "stock"},
        {"meld": "Kc,Kd,Ks"},
        {"attach": "Js", "to": 0},
        {"discard": "2s"},
        {"draw": "pile"},
        {"attach": "7h,2s", "to": 0, "wild_end": "high"},
        {"discard": "Qs"},
    ],
}
SAMPLE_RESULTS = ["ok", "ok", "ok", "ok", "ok", "invalid_meld", "ok", "ok", "ok", "ok"]
SAMPLE_SCORES = [
    {"buracos": 0, "closing": 0, "table": 45, "hands": -30, "pozzetto": 0, "total": 15},
    {"buracos": 0, "closing": 0, "table": 30, "hands": -10, "pozzetto": -100, "total": -80},
]


def test_section_18_sample_with_commands() -> None:
    """Section 18 sample, played with commands: player 0 melds 3h,4h,5h,6h and discards Qs,
    which empties the hand and takes the pozzetto 7h,8h,9h; player 1 fails to attach Js to the
    kings (invalid_meld); player 0 takes Th,Qs,2s, attaches 7h with the 2s at the high end
    (3h,…,7h,2s(=8)) and discards Qs (no ban: three cards were taken)."""
    rules = Rules.preset("italian", decks=1, jokers=1, hand_size=4, pozzetto_size=3)
    game = Game(rules, 2, deck=SAMPLE["deck"], first_player=0)
    ok(game, Draw(0))
    ok(game, MeldCards("3h,4h,5h,6h"))
    ok(game, Discard("Qs"))
    assert game.pozzetto_taken[0] and shorts(game.hands[0]) == names("7h,8h,9h")
    ok(game, Draw())
    ok(game, MeldCards("Kc,Kd,Ks"))
    refuse(game, Attach("Js", 0), "invalid_meld")
    ok(game, Discard("2s"))
    assert [c.short for c in game.pile] == ["Th", "Qs", "2s"]
    ok(game, TakePile())
    assert game.ban is None
    ok(game, Attach("7h,2s", 0, wild_end="high"))
    assert game.tables[0][0].notation() == "3h,4h,5h,6h,7h,2s(=8)"
    ok(game, Discard("Qs"))
    assert not game.over and game.closing_team is None
    assert shorts(game.hands[0]) == names("8h,9h,Th")
    assert shorts(game.hands[1]) == names("Js")
    assert [s.as_dict() for s in game.scores()] == SAMPLE_SCORES


def test_section_18_sample_replayed() -> None:
    """Section 18 sample, replayed as a record: the printed results object."""
    _, result = replay_record(json.loads(json.dumps(SAMPLE)))
    assert result == {"results": SAMPLE_RESULTS, "over": False, "closing_team": None, "scores": SAMPLE_SCORES}
