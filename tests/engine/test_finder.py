"""The meld finder lists exactly the moves the engine accepts (checked by brute force)."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from burraco_qt.engine import Attach, Game, Meld, MeldCards, Rules
from burraco_qt.engine.finder import find_moves
from devtools.engine_bench import finder_position


def random_position(seed: int, hand_size: int, preset: str = "italian") -> Game:
    """A play-phase position: random hand, a few random legal melds on team 0's table."""
    rng = random.Random(seed)
    rules = Rules.preset(preset)
    game = Game(rules, 2, seed=seed)
    game.phase = "play"
    pool = game.all_cards()
    rng.shuffle(pool)
    table = []
    used = set()
    for _ in range(300):
        if len(table) >= 5:
            break
        cards = rng.sample([c for c in pool if c not in used], 3)
        try:
            m = Meld.build(cards, rules)
        except Exception:
            continue
        if m.kind == "set" and any(t.kind == "set" and t.rank == m.rank for t in table):
            continue
        table.append(m)
        used.update(cards)
    rest = [c for c in pool if c not in used]
    # bias the hand towards cards that combine: half from two suits
    suited = [c for c in rest if c.suit in "hs"][: hand_size // 2]
    others = [c for c in rest if c not in suited]
    game.hands[0] = suited + others[: hand_size - len(suited)]
    game.tables[0] = table
    return game


def key(cards) -> tuple:
    return tuple(sorted(c.twin_key for c in cards))


@pytest.mark.parametrize("seed", range(12))
def test_attaches_and_three_card_melds_match_brute_force(seed: int) -> None:
    game = random_position(seed, 11, ["italian", "international", "reale"][seed % 3])
    moves = find_moves(game)
    hand = game.hands[0]
    # every listed move is accepted by the engine
    for m in moves.all():
        assert game.check(m.command()).ok, m
    # attaches: one per twin key and meld (two when a wildcard may stand at either end)
    expected = set()
    for c in hand:
        for i in range(len(game.tables[0])):
            if game.check(Attach([c], i)).ok:
                expected.add((c.twin_key, i))
    got = [(m.cards[0].twin_key, m.to) for m in moves.attaches if m.wild_end is None]
    assert sorted(got) == sorted(expected)
    assert len(set(got)) == len(got)  # twins not listed twice
    # three-card melds
    expected3 = {key(t) for t in combinations(hand, 3) if game.check(MeldCards(list(t))).ok}
    got3 = [key(m.cards) for m in moves.melds]
    assert sorted(got3) == sorted(expected3)
    assert len(set(got3)) == len(got3)


@pytest.mark.parametrize("seed", range(8))
def test_longest_meld_per_card_matches_brute_force(seed: int) -> None:
    game = random_position(100 + seed, 10)
    moves = find_moves(game)
    hand = game.hands[0]
    best = {c: 0 for c in hand}
    for size in range(3, len(hand) + 1):
        for group in combinations(hand, size):
            if game.check(MeldCards(list(group))).ok:
                for c in group:
                    best[c] = max(best[c], size)
    for c in hand:
        move = moves.longest[c]
        assert (len(move.cards) if move else 0) == best[c], c
        if move:
            assert c in move.cards and game.check(move.command()).ok


def test_wildcard_attach_lists_both_ends() -> None:
    """R5.7: a joker attached to 5d,6d,7d may stand for the 4 or the 8."""
    rules = Rules.preset("italian", decks=1)
    game = Game(rules, 2, deck="wr,Kc,Qh,Js")
    game.phase = "play"
    game.tables[0] = [Meld.build("5d,6d,7d", rules)]
    moves = find_moves(game)
    values = sorted(m.meld.wild_value for m in moves.attaches if m.cards[0].is_joker)
    assert values == [4, 8]


def test_finder_on_benchmark_positions() -> None:
    for size in (11, 22):
        game = finder_position(size, 1)
        moves = find_moves(game, 0)
        assert all(game.check(m.command(0)).ok for m in moves.all())
        assert len(moves.longest) == size


def test_a_required_play_of_two_cards_attached_together_is_found() -> None:
    """International, after taking the pile: the only play is 4d and 2s attached together to
    6d,7d,8d (the single 4d alone leaves a gap; the 2s alone would leave the banned 4d)."""
    import json

    from burraco_qt.engine.finder import any_play
    from burraco_qt.engine.random_move import random_legal_command
    from burraco_qt.engine.record import replay_record

    actions = [
        "stock",
        "wrr",
        "stock",
        "3cr",
        "stock",
        "4dr",
        "pile",
        ("3cr,5cr,wrr",),
        "4dr",
        "stock",
        "Tdr",
        "stock",
        "9sr",
        "stock",
        "9cr",
        "stock",
        ("6dr,7dr,8dr",),
        "Kcr",
        "stock",
        ("Jdr,Kdr,2hr",),
        "Qsr",
        "stock",
        "Ahr",
        "stock",
        "3sr",
        "stock",
        "4sr",
        "pile",
        ("Tdr", 0),
        "4dr",
        "pile",
    ]
    record = {
        "format": 1,
        "players": 2,
        "seed": 16239,
        "rules": {
            "preset": "international",
            "decks": 1,
            "hand_size": 4,
            "pozzetto_size": 3,
            "free_wild_moves": True,
        },
        "actions": [],
    }
    for a in actions:
        if a in ("stock", "pile"):
            record["actions"].append({"draw": a})
        elif isinstance(a, tuple) and len(a) == 2:
            record["actions"].append({"attach": a[0], "to": a[1]})
        elif isinstance(a, tuple):
            record["actions"].append({"meld": a[0]})
        else:
            record["actions"].append({"discard": a})
    game, result = replay_record(json.loads(json.dumps(record)))
    assert set(result["results"]) == {"ok"} and game.must_meld
    assert find_moves(game).all() == []
    move = any_play(game)
    assert sorted(c.short for c in move.cards) == ["2s", "4d"] and move.to == 1
    assert game.check(move.command()).ok
    assert game.check(random_legal_command(game, random.Random(0))).ok
