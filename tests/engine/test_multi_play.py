"""Random legal play of 3-, 5- and 6-player hands (RULES-MULTI): invariants, the player view and
the hypothesis-free helpers the other multi-player tests share."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from burraco_qt.engine import Rules
from burraco_qt.engine.commands import Attach, Discard, Draw, MeldCards, TakePile
from burraco_qt.engine.game import Game
from burraco_qt.engine.record import replay_record


def legal_commands(game: Game) -> list:
    """Some legal commands of the current player (draws, takes, small melds, attaches, discards)."""
    p = game.current
    if game.phase == "draw":
        cands = [Draw(), TakePile()]
    else:
        hand = game.hands[p]
        cands = []
        for size in (3, 4):
            for group in combinations(hand[:12], size):
                cands.append(MeldCards(list(group)))
        table = game.tables[game.team_of(p)]
        for i in range(len(table)):
            for c in hand:
                cands.append(Attach([c], i))
        cands += [Discard(c) for c in hand]
    return [c for c in cands if game.check(c)]


def play_random(game: Game, rng: random.Random, steps: int = 400) -> list:
    """Play up to ``steps`` random legal commands (plays before discards); returns the events."""
    events = []
    for _ in range(steps):
        if game.over:
            break
        legal = legal_commands(game)
        plays = [c for c in legal if isinstance(c, MeldCards | Attach)]
        if game.phase == "play" and plays and rng.random() < 0.7:
            cmd = rng.choice(plays)
        elif game.phase == "draw":
            cmd = legal[0] if rng.random() < 0.8 or len(legal) == 1 else legal[1]
        else:
            cmd = rng.choice([c for c in legal if isinstance(c, Discard)] or legal)
        events += game.apply(cmd)
    return events


@pytest.mark.parametrize(("players", "solo"), [(3, False), (3, True), (5, False), (5, True), (6, False)])
@pytest.mark.parametrize("seed", range(4))
def test_random_hands_keep_the_rules(players: int, solo: bool, seed: int) -> None:
    """Cards are conserved (108 / 162), a pair forms at most once and only in a pairing hand,
    each view sees its own hand only and agrees with the engine on every candidate command, and
    the record replays to the same state."""
    rules = Rules.preset(
        "italian",
        hand_size=5,
        pozzetto_size=3,
        big_pozzetto_size=4,
        **({"solo_threshold": 1} if players == 5 and solo else {}),
    )
    game = Game(rules, players, seed=seed, solo_hand=solo)
    total = 162 if players >= 5 else 108
    rng = random.Random(seed)
    formed = 0
    for _ in range(300):
        if game.over:
            break
        before = game.lone_player
        legal = legal_commands(game)
        view = game.view(game.current)
        for cmd in legal[:30]:
            assert view.check(cmd), cmd
        plays = [c for c in legal if isinstance(c, MeldCards | Attach)]
        discards = [c for c in legal if isinstance(c, Discard)] or legal
        cmd = (
            rng.choice(plays)
            if plays and rng.random() < 0.7
            else (legal[0] if game.phase == "draw" else rng.choice(discards))
        )
        game.apply(cmd)
        formed += before is None and game.lone_player is not None
        assert len(game.all_cards()) == total
        assert len(set(game.all_cards())) == total
        if game.kind != "pairing":
            assert game.lone_player is None
        for t, team in enumerate(game.teams):
            for p in team:
                assert game.team_of(p) == t
    assert formed <= 1
    rec = game.record()
    replayed, out = replay_record(rec)
    assert set(out["results"]) <= {"ok"}
    assert replayed.teams == game.teams and replayed.tables == game.tables
    assert [s.total for s in replayed.scores()] == [s.total for s in game.scores()]
