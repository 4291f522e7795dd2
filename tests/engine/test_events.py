"""The table can be rebuilt from the events alone (issue: every command returns its events)."""

from __future__ import annotations

import random

import pytest

from burraco_qt.engine import (
    CardsMoved,
    Dealt,
    Game,
    HandEnded,
    LastTurnStarted,
    MeldCreated,
    MeldExtended,
    PozzettoTaken,
    Rules,
    TurnPassed,
    Zone,
)
from burraco_qt.engine.events import TeamsFormed
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.engine.teams import initial_teams


class Rebuilt:
    """Zones rebuilt from events only."""

    def __init__(self) -> None:
        self.zones: dict[Zone, list] = {}
        self.melds: dict[tuple[int, int], tuple] = {}
        self.current: int | None = None
        self.over = False
        self.pozzetto_taken = [False, False]
        self.kinds: set[str] = set()

    def feed(self, events) -> None:
        for e in events:
            self.kinds.add(type(e).__name__)
            if isinstance(e, Dealt):
                self.current = e.first_player
                self.pozzetto_taken = [False] * len(initial_teams(e.players))
            elif isinstance(e, TeamsFormed):  # RULES-MULTI R24.4: the meld zones renumbered
                old_zones = {k: v for k, v in self.zones.items() if k.kind == "meld"}
                old_melds = dict(self.melds)
                for k in old_zones:
                    del self.zones[k]
                self.melds = {}
                for t, sources in enumerate(e.sources):
                    for i, (ot, oi) in enumerate(sources):
                        self.zones[Zone("meld", t, i)] = old_zones[Zone("meld", ot, oi)]
                        self.melds[(t, i)] = old_melds[(ot, oi)]
                self.pozzetto_taken = [False] * len(e.teams)
            elif isinstance(e, CardsMoved):
                if e.source.kind != "deck":  # the deal: cards come out of the box
                    src = self.zones[e.source]
                    for c in e.cards:
                        src.remove(c)
                self.zones.setdefault(e.dest, []).extend(e.cards)
            elif isinstance(e, MeldCreated | MeldExtended):
                zone = Zone("meld", e.team, e.index)
                assert sorted(self.zones[zone], key=lambda c: c.id) == sorted(
                    e.meld.cards, key=lambda c: c.id
                )
                self.melds[(e.team, e.index)] = e.meld.cards
            elif isinstance(e, PozzettoTaken):
                self.pozzetto_taken[e.team] = True
            elif isinstance(e, TurnPassed):
                self.current = e.current
            elif isinstance(e, HandEnded):
                self.over = True

    def assert_matches(self, game: Game) -> None:
        z = self.zones
        for p in range(game.players):
            assert z.get(Zone("hand", p), []) == list(game.hands[p])
        for b in range(len(game.pozzetti)):
            assert z.get(Zone("pozzetto", b), []) == list(game.pozzetti[b])
        for t in range(len(game.tables)):
            assert [self.melds[(t, i)] for i in range(len(game.tables[t]))] == [
                m.cards for m in game.tables[t]
            ]
            assert len([k for k in self.melds if k[0] == t]) == len(game.tables[t])
        assert z.get(Zone("pile"), []) == list(game.pile)
        assert z.get(Zone("stock"), []) == game.stock
        assert z.get(Zone("deck"), []) == []
        assert self.current == game.current
        assert self.over == game.over
        assert self.pozzetto_taken == game.pozzetto_taken


CASES = [
    ("italian", 2, {}),
    ("italian", 4, {}),
    ("international", 2, {}),
    ("reale", 4, {}),
    ("italian", 2, {"decks": 1, "hand_size": 5, "pozzetto_size": 3, "stallo_turns": 3}),
    # RULES-MULTI: pairs form and the tables merge; fixed teams of three pairs
    ("italian", 3, {"hand_size": 5, "pozzetto_size": 3, "big_pozzetto_size": 4}),
    ("reale", 5, {"hand_size": 4, "pozzetto_size": 3, "big_pozzetto_size": 4}),
    ("italian", 6, {"hand_size": 5, "pozzetto_size": 3}),
]


@pytest.mark.parametrize(("preset", "players", "options"), CASES)
def test_rebuild_every_zone_from_events(preset: str, players: int, options: dict) -> None:
    kinds: set[str] = set()
    for seed in range(12):
        rng = random.Random(seed)
        game = Game(Rules.preset(preset, **options), players, seed=seed, first_player=seed % players)
        rebuilt = Rebuilt()
        rebuilt.feed(game.deal_events())
        rebuilt.assert_matches(game)
        while not game.over:
            rebuilt.feed(game.apply(random_legal_command(game, rng, take_chance=0.4)))
            rebuilt.assert_matches(game)
        kinds |= rebuilt.kinds
    assert {"Dealt", "CardsMoved", "MeldCreated", "TurnPassed", "HandEnded"} <= kinds
    if players in (3, 5):
        assert "TeamsFormed" in kinds


def test_events_of_a_draw_and_the_last_turn() -> None:
    """A draw is stock → hand; the draw leaving two cards announces the last turn (R12.1)."""
    rules = Rules.preset("italian", decks=1, jokers=0, hand_size=12, pozzetto_size=12)
    game = Game(rules, 2, deck="")  # 52 cards: 24 + 24 + 1 → a stock of 3
    assert game.stock_size == 3
    events = game.apply(game_draw())
    assert isinstance(events[0], CardsMoved)
    assert events[0].source == Zone("stock") and events[0].dest == Zone("hand", 0)
    assert events[1] == LastTurnStarted(0, "stock")


def game_draw():
    from burraco_qt.engine import Draw

    return Draw()
