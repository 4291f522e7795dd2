"""The audit's detectors of what a player sees (issue 25): locks, wildcards, team-hands, on
hand-built positions, and the audit's command lines on one hand."""

from __future__ import annotations

import json

import pytest

from burraco_qt.engine import Discard, Game, Rules
from burraco_qt.engine.cards import parse_cards
from burraco_qt.engine.meld import Meld
from devtools import audit, audit_table
from devtools.audit_locks import (
    TableCounts,
    caught_wild_points,
    turn_start_lock,
    wild_discard_avoidable,
)

RUN = "3s,4s,5s"
BURACO = "3s,4s,5s,6s,7s,8s,9s"


def _take(cards: dict, text: str) -> list:
    out = []
    for spec in parse_cards(text):
        card = next(c for c in sorted(cards.values(), key=lambda c: c.id) if spec.matches(c))
        del cards[card.id]
        out.append(card)
    return out


def position(
    hand: str,
    table: str = "",
    theirs: str = "",
    taken: bool = True,
    phase: str = "draw",
    preset: str = "italian",
) -> Game:
    """A 1 vs 1 game (``preset``) with seat 0 to play in ``phase``: its hand, its team's table
    and the opponents' (melds split by ``;``), and whether its pozzetto is taken."""
    rules = Rules.preset(preset)
    game = Game(rules, 2, seed=1)
    cards = {c.id: c for c in game.all_cards()}
    want_hand = _take(cards, hand)
    mine = [Meld.build(_take(cards, m), rules) for m in table.split(";") if m]
    their = [Meld.build(_take(cards, m), rules) for m in theirs.split(";") if m]
    rest = sorted(cards.values(), key=lambda c: c.id)
    game.hands[0] = want_hand
    game.hands[1] = rest[:11]
    game.pozzetti = [[] if taken else rest[11:22], rest[22:33]]
    game._pile = [rest[33]]
    game._stock = rest[34:60]
    game.tables = [mine, their]
    game.serials = [list(range(len(mine))), list(range(len(mine), len(mine) + len(their)))]
    game.melds_made = len(mine) + len(their)
    game.pozzetto_taken = [taken, False]
    game.current, game.phase = 0, phase
    return game


def test_one_card_with_the_pozzetto_and_no_buraco_is_a_lock() -> None:
    assert turn_start_lock(position("Kh", RUN).view(0)) == (True, True)
    assert turn_start_lock(position("Kh").view(0)) == (True, True)  # no meld at all


def test_a_buraco_or_a_pozzetto_still_to_take_is_no_lock() -> None:
    assert turn_start_lock(position("Kh", BURACO).view(0)) == (False, False)
    assert turn_start_lock(position("Kh", f"{RUN};{BURACO.replace('s', 'h')}").view(0)) == (False, False)
    assert turn_start_lock(position("Kh", RUN, taken=False).view(0)) == (False, False)
    # the opponents' buraco does not unlock the seat
    assert turn_start_lock(position("Kh", RUN, BURACO.replace("s", "d")).view(0)) == (True, True)


def test_draw_mode_reads_the_same_state() -> None:
    assert turn_start_lock(position("Kh", RUN, preset="casual").view(0)) == (True, True)
    assert turn_start_lock(position("Kh", BURACO, preset="casual").view(0)) == (False, False)
    assert turn_start_lock(position("Kh", RUN, taken=False, preset="casual").view(0)) == (False, False)


def test_three_cards_are_low_and_four_are_not() -> None:
    assert turn_start_lock(position("Kh,Qd,9c", RUN).view(0)) == (False, True)
    assert turn_start_lock(position("Kh,Qd,9c,8c", RUN).view(0)) == (False, False)


def test_the_lock_is_read_at_the_start_of_the_turn_only() -> None:
    with pytest.raises(ValueError, match="draw phase"):
        turn_start_lock(position("Kh,Qd", RUN, phase="play").view(0))


def test_a_wildcard_discarded_while_a_natural_was_legal_is_counted() -> None:
    view = position("wr,Kh,9c", RUN, phase="play").view(0)
    joker = view.hand[0]
    assert view.check(Discard(joker, 0)).ok
    assert wild_discard_avoidable(view, joker)
    view = position("2c,Kh", RUN, phase="play").view(0)
    assert wild_discard_avoidable(view, view.hand[0])  # a two counts as a wildcard given away


def test_a_wildcard_discarded_from_wildcards_only_or_a_natural_is_not_counted() -> None:
    view = position("wr,2c,2d", RUN, phase="play").view(0)
    assert not any(wild_discard_avoidable(view, c) for c in view.hand)
    view = position("wr,Kh,9c", RUN, phase="play").view(0)
    assert not wild_discard_avoidable(view, view.hand[1])  # the king is a natural


def test_wildcards_caught_in_hand_when_the_other_side_closes() -> None:
    game = position("wr,2c,Kh", RUN)
    assert caught_wild_points(game) == {}  # the hand goes on
    game.over, game.closing_team, game.end_reason = True, 1, "closed"
    assert caught_wild_points(game) == {0: 30 + 20}
    game.closing_team = 0
    assert caught_wild_points(game) == {1: sum(c.points for c in game.hands[1] if c.is_wild)}
    game.closing_team, game.end_reason = None, "stock_exhausted"
    assert caught_wild_points(game) == {}


def test_team_hands_count_buracos_pozzetti_and_caught_points() -> None:
    game = position("wr,2c,Kh", f"{BURACO};{BURACO.replace('s', 'h')}", taken=False)
    game.hands[1] = []
    game.over, game.closing_team, game.end_reason = True, 1, "closed"
    counts = TableCounts()
    counts.count_hand_end(game)
    assert (counts.team_hands, counts.buracos, counts.no_buraco, counts.no_pozzetto) == (2, 2, 1, 2)
    assert (counts.caught_team_hands, counts.caught_points) == (1, 50)
    only_mine = TableCounts()
    only_mine.count_hand_end(game, [1])
    assert (only_mine.team_hands, only_mine.no_buraco, only_mine.caught_team_hands) == (1, 1, 0)
    figures = counts.figures(turns=50)
    assert figures["no_buraco_pct"] == 50.0 and figures["buracos_per_team_hand"] == 1.0
    assert figures["caught_wild_points"] == 50.0 and figures["caught_wild_points_all"] == 25.0


def test_vs_seats_the_audited_tier_on_both_sides() -> None:
    assert audit.seatings(2, 1, "hard", None) == [(["hard", "hard"], {0, 1})]
    assert audit.seatings(4, 1, "hard", "easy") == [
        (["hard", "easy", "hard", "easy"], {0, 2}),
        (["easy", "hard", "easy", "hard"], {1, 3}),
    ]
    (first, mine), (second, theirs) = audit.seatings(3, 1, "hard", "easy")
    assert [t == "hard" for t in second] == [p in theirs for p in range(3)]
    assert mine | theirs == {0, 1, 2} and not mine & theirs
    assert [t == "hard" for t in first] == [p in mine for p in range(3)]


def test_the_audit_cli_prints_every_figure(capsys) -> None:
    assert audit.main(["--tier", "easy", "--hands", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["hands"] == 1 and out["team_hands"] == 2 and out["turns"] > 0
    f = out["figures"]
    assert 0 <= f["locked_per_100"] <= f["low_per_100"] <= 100
    assert set(audit_table.COLUMNS[i][0] for i in range(len(audit_table.COLUMNS))) <= set(f)


def test_vs_audits_the_tier_seats_only(capsys) -> None:
    assert audit.main(["--tier", "easy", "--vs", "hard-v1", "--hands", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["hands"] == 2 and out["team_hands"] == 2 and out["vs"] == "hard-v1"


def test_the_table_has_a_row_per_tier_and_mode(capsys) -> None:
    assert audit_table.main(["--tiers", "easy", "--modes", "1v1", "casual", "--hands", "1", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [(r["tier"], r["mode"], r["preset"]) for r in rows] == [
        ("easy", "1v1", "italian"),
        ("easy", "casual", "casual"),
    ]
    text = audit_table.format_table(rows)
    assert (
        text.splitlines()[0].split()[:4] == ["tier", "mode", "hands", "turns"] and len(text.splitlines()) == 3
    )
    tiers = audit_table.default_tiers()
    assert "expert" not in tiers
    assert {"easy", "medium", "hard", "hard-v1", "hard-v2", "pina", "marco"} <= set(tiers)
