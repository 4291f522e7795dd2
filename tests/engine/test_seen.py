"""Each event's per-seat form and the sight of one seat (issue 31): no card hidden from the
seat is in them, and the seat can still follow every zone's size from them alone."""

from __future__ import annotations

import random

import pytest

from burraco_qt.engine import BacksMoved, CardsMoved, Game, Rules, Sight, Zone, seen_by
from burraco_qt.engine.events import TeamsFormed
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.engine.seen import hidden_from


def hidden_cards(game: Game, seat: int) -> set:
    """The cards ``seat`` may not see now: the stock, the untaken pozzetti, and the other
    hands but for the cards they took from the discard pile (face up when taken)."""
    cards = set(game.stock) | {c for z in game.pozzetti for c in z}
    taken = {c for _, cards_ in game.pile_takes for c in cards_}
    for p in range(game.players):
        if p != seat:
            cards |= set(game.hands[p]) - taken
    return cards


CASES = [
    ("italian", 2, {}),
    ("italian", 4, {}),
    ("casual", 2, {}),
    ("italian", 3, {"hand_size": 5, "pozzetto_size": 3, "big_pozzetto_size": 4}),
]


def feed(game: Game, seat: int, events: list, sizes: dict[Zone, int]) -> int:
    """Count ``events``' cards into ``sizes`` by zone as ``seat`` sees them; check that none
    it sees face up is hidden from it; the number of its backs."""
    backs = 0
    for e in seen_by(events, seat):
        if isinstance(e, CardsMoved | BacksMoved):
            n = len(e.cards) if isinstance(e, CardsMoved) else e.count
            backs += isinstance(e, BacksMoved)
            if e.source.kind != "deck":
                sizes[e.source] = sizes.get(e.source, 0) - n
            sizes[e.dest] = sizes.get(e.dest, 0) + n
        if isinstance(e, CardsMoved) and e.source.kind != "pile":
            assert not set(e.cards) & hidden_cards(game, seat), e
    return backs


@pytest.mark.parametrize(("preset", "players", "options"), CASES)
def test_the_seat_follows_every_zone_size_and_never_sees_a_hidden_card(
    preset: str, players: int, options: dict
) -> None:
    for seed in range(6):
        rng = random.Random(seed)
        game = Game(Rules.preset(preset, **options), players, seed=seed, first_player=seed % players)
        seat = seed % players
        sizes: dict[Zone, int] = {}
        paired = False
        backs = feed(game, seat, game.deal_events(), sizes)
        while not game.over:
            events = game.apply(random_legal_command(game, rng, take_chance=0.4))
            backs += feed(game, seat, events, sizes)
            if any(isinstance(e, TeamsFormed) for e in events):
                paired = True  # the pozzetti are numbered by block from now on (R22.4)
            assert sizes.get(Zone("stock"), 0) == game.stock_size
            for p in range(players):
                assert sizes.get(Zone("hand", p), 0) == len(game.hands[p])
            if not paired:
                for b in range(len(game.pozzetti)):
                    assert sizes.get(Zone("pozzetto", b), 0) == len(game.pozzetti[b])
        assert backs > 0


def test_the_forms_of_a_draw_and_a_deal() -> None:
    game = Game(Rules.preset("italian"), 2, seed=3, first_player=0)
    deal = game.deal_events()
    mine = seen_by(deal, 0)
    theirs = [e for e in mine if isinstance(e, BacksMoved)]
    # the other hand, the two pozzetti and the stock come as backs; the pile card face up
    assert [(e.dest, e.count) for e in theirs] == [
        (Zone("hand", 1), 11),
        (Zone("pozzetto", 0), 11),
        (Zone("pozzetto", 1), 11),
        (Zone("stock"), game.stock_size),
    ]
    assert [e.cards for e in mine if isinstance(e, CardsMoved) and e.dest == Zone("pile")] == [
        tuple(game.pile)
    ]
    from burraco_qt.engine import Draw

    drawn = game.apply(Draw())
    assert isinstance(seen_by(drawn, 0)[0], CardsMoved)  # our own draw: the card
    assert seen_by(drawn, 1)[0] == BacksMoved(1, Zone("stock"), Zone("hand", 0), 0)
    assert hidden_from(drawn[0], 1) and not hidden_from(drawn[0], 0)


def test_a_sight_holds_only_what_the_seat_may_see() -> None:
    game = Game(Rules.preset("italian"), 4, seed=5, first_player=0)
    sight = Sight(game, 2)
    assert sight.hands[2] == tuple(game.hands[2])
    assert [h is None for h in sight.hands] == [True, True, False, True]
    assert sight.stock_size == game.stock_size and sight.pile == tuple(game.pile)
    assert sight.team_of(3) == game.team_of(3)
    assert not sight.shown_cards() & hidden_cards(game, 2)
    shown = Sight(game, 2, shown=range(4))  # open cards ask for every hand explicitly
    assert shown.hands == tuple(tuple(h) for h in game.hands)
