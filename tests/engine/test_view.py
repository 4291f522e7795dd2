"""The player view: own hand + public information, no path to hidden cards, and a check()."""

from __future__ import annotations

import gc
import random
import types

import pytest

from burraco_qt.engine import Discard, Draw, Game, MeldCards, Rules, TakePile
from burraco_qt.engine.random_move import random_legal_command

_STOP = (
    type,
    types.ModuleType,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.CodeType,
    types.MethodType,
    types.FrameType,
)


def reachable(root: object) -> set[int]:
    """ids of every object reachable from ``root`` through instance data (not through classes,
    modules or functions, which lead to every global of the program)."""
    seen = {id(root)}
    stack = [root]
    while stack:
        obj = stack.pop()
        for ref in gc.get_referents(obj):
            if isinstance(ref, _STOP) or id(ref) in seen:
                continue
            seen.add(id(ref))
            stack.append(ref)
    return seen


def hidden_cards(game: Game, seat: int) -> list:
    cards = [c for p, h in enumerate(game.hands) if p != seat for c in h]
    cards += game.stock
    cards += [c for z in game.pozzetti for c in z]  # untaken blocks (a taken block is empty)
    return cards


def test_walk_finds_cards_through_the_game() -> None:
    """Control: the walk does reach hidden cards when they are reachable."""
    game = Game(Rules.preset("italian"), 2, seed=3)
    ids = reachable(game)
    assert all(id(c) in ids for c in hidden_cards(game, 0))


@pytest.mark.parametrize(
    ("players", "solo"), [(2, False), (4, False), (3, False), (3, True), (5, False), (6, False)]
)
def test_view_reaches_no_hidden_card(players: int, solo: bool) -> None:
    """No view reaches a hidden card; with 3, 5, 6 players (RULES-MULTI) also across the
    pairing: a seat sees its pair's merged table, never its partner's hand."""
    rng = random.Random(players)
    rules = (
        Rules.preset("italian")
        if players in (2, 4)
        else Rules.preset("italian", hand_size=5, pozzetto_size=3, big_pozzetto_size=4)
    )
    game = Game(rules, players, seed=11, solo_hand=solo)
    for step in range(400):
        if game.over:
            break
        if step % 7 == 0:
            for seat in range(players):
                view = game.view(seat)
                ids = reachable(view)
                leaked = [c for c in hidden_cards(game, seat) if id(c) in ids]
                assert leaked == [], f"seat {seat} reaches {leaked}"
                assert all(id(c) in ids for c in game.hands[seat])
                assert view.hand_sizes == tuple(len(h) for h in game.hands)
                assert view.teams == tuple(game.teams) and view.tables == tuple(tuple(t) for t in game.tables)
        game.apply(random_legal_command(game, rng))


def test_view_public_information() -> None:
    game = Game(
        Rules.preset("italian", decks=1, hand_size=4, pozzetto_size=3),
        2,
        deck="3h,4h,5h,6h, Kc,Kd,Ks,Js, 7h,8h,9h, Ac,2c,3c, Th, Qs,2s",
    )
    game.apply(TakePile())
    game.apply(Discard("3h"))
    view = game.view(1)
    assert [c.short for c in view.pile] == ["3h"]
    assert view.stock_size == game.stock_size
    assert view.pile_takes == ((0, ("Thr",)),)
    assert [(p, [c.short for c in cards]) for p, cards in view.pile_taken_cards()] == [(0, ["Th"])]
    assert view.pozzetto_taken == (False, False)
    assert view.current == 1 and view.my_turn
    with pytest.raises(ValueError):
        view.hand_of(0)


def test_view_check_agrees_with_engine() -> None:
    rng = random.Random(5)
    for seed in range(6):
        game = Game(Rules.preset("italian"), 2, seed=seed)
        while not game.over:
            view = game.view(game.current)
            other = game.view(1 - game.current)
            hand = list(game.hands[game.current])
            cmds = [
                Draw(),
                TakePile(),
                Discard(rng.choice(hand)),
                MeldCards(rng.sample(hand, min(3, len(hand)))),
            ]
            for cmd in cmds:
                assert view.check(cmd).code == game.check(cmd).code
                assert other.check(cmd).code == "not_your_turn"
            game.apply(random_legal_command(game, rng))
