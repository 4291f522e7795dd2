"""The expert's fast rollout policy (issue 13): it plays whole hands with the engine's own rules
on every preset and table size, deterministically, and its choices are the ones it claims."""

from __future__ import annotations

import pytest

from burraco_qt.ai.expert import rollout_value
from burraco_qt.ai.rollout import choose_discard, choose_draw, play_turn
from burraco_qt.engine import Discard, Draw, Game, Rules, TakePile
from burraco_qt.engine.cards import parse_cards
from burraco_qt.engine.meld import Meld


@pytest.mark.parametrize(
    ("preset", "players"),
    [
        ("italian", 2),
        ("italian", 4),
        ("international", 2),
        ("international", 4),
        ("reale", 2),
        ("reale", 4),
        ("italian", 3),
        ("italian", 5),
        ("italian", 6),
        ("casual", 2),
        ("casual", 4),
    ],
)
def test_the_policy_plays_hands_to_their_end(preset: str, players: int) -> None:
    ends = set()
    for seed in range(6):
        game = Game(Rules.preset(preset), players, seed=seed)
        for _ in range(400):  # Game.apply refuses any illegal command with an exception
            if game.over:
                break
            turn = game.turn
            play_turn(game)
            assert game.over or game.turn == turn + 1
        assert game.over
        ends.add(game.end_reason)
        assert sorted(c.id for c in game.all_cards()) == sorted(c.id for c in game.rules.universe())
    if preset == "italian" and players in (2, 4):  # the others rarely close with greedy hands
        assert "closed" in ends


def _turns(seed: int) -> list:
    game = Game(Rules.preset("italian"), 2, seed=seed)
    out = []
    while not game.over and game.turn < 30:
        play_turn(game)
        out.append(tuple(a.get("discard", "") for a in game.actions[-1:]))
    return out


def test_the_policy_is_deterministic() -> None:
    assert _turns(3) == _turns(3)
    game = Game(Rules.preset("italian"), 2, seed=4)
    for _ in range(6):
        play_turn(game)
    a, b = game.copy(), game.copy()
    assert rollout_value(a, 0, 4) == rollout_value(b, 0, 4)
    assert a.actions == b.actions
    assert len(a.actions) > len(game.actions)


def _position(hand: str, pile: str, table: str = "", theirs: str = "") -> Game:
    """A two-player game in seat 0's draw phase with the given hand, pile and tables."""
    rules = Rules.preset("italian")
    game = Game(rules, 2, seed=1)
    cards = {c.id: c for c in game.all_cards()}
    want_hand = _take(cards, hand)
    want_pile = _take(cards, pile)
    mine = [Meld.build(_take(cards, m), rules) for m in table.split(";") if m]
    their = [Meld.build(_take(cards, m), rules) for m in theirs.split(";") if m]
    rest = sorted(cards.values(), key=lambda c: c.id)
    game.hands[0] = want_hand
    game.hands[1] = rest[:11]
    game.pozzetti = [rest[11:22], rest[22:33]]
    game._pile = want_pile
    game._stock = rest[33:60]
    game.tables = [mine, their]
    return game


def _take(cards: dict, text: str) -> list:
    out = []
    for spec in parse_cards(text):
        card = next(c for c in sorted(cards.values(), key=lambda c: c.id) if spec.matches(c))
        del cards[card.id]
        out.append(card)
    return out


def test_takes_the_pile_only_when_a_pile_card_can_be_laid() -> None:
    game = _position("3c,9d,Kh,Ks,5s,8c,Jd,4h,6h,Qc,Td", "7s", "7h,7d,7c")
    assert choose_draw(game) == TakePile(0)  # the seven attaches to the set of sevens
    game = _position("3c,9d,Kh,Ks,5s,8c,Jd,4h,6h,Qc,Td", "Kd")
    assert choose_draw(game) == TakePile(0)  # a set of kings with two in hand
    game = _position("3c,9d,Kh,Ks,5s,8c,Jd,4h,6h,Qc,Td", "7s", "7h,7d,7c;3d,4d,5d")
    game._pile = list(_take({c.id: c for c in game.stock}, "Jc"))
    assert choose_draw(game) == Draw(0)


def test_the_discard_does_not_feed_an_opponents_meld_nor_break_a_pair() -> None:
    game = _position("9h,9s,Kc,Qd,4s", "3c", theirs="5h,6h,7h;Qh,Qs,Qc")
    game.apply(Draw(0))
    drawn = game.hands[0][-1]
    card = choose_discard(game)
    assert card.short not in ("9h", "9s", "Qd")  # a pair of nines; the queen feeds their set
    assert game.check(Discard(card, 0)).ok
    if drawn.short not in ("9h", "9s", "Qd", "Kc", "4s"):
        assert card.short in ("Kc", "4s", drawn.short)
