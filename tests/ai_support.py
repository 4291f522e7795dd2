"""Helpers for the computer-player tests: positions from notation, full computer hands."""

from __future__ import annotations

from burraco_qt.ai import make_player
from burraco_qt.engine import Game, Meld, Rules, parse_cards
from burraco_qt.engine.cards import resolve_specs


def position(
    hand: str,
    table: list[str] | None = None,
    opp_table: list[str] | None = None,
    pile: str = "9c",
    preset: str = "italian",
    phase: str = "play",
    stock: int | None = None,
    players: int = 2,
    pozzetto_taken: bool = False,
    **options,
) -> Game:
    """A game where seat 0 holds ``hand``, team 0 has ``table``, team 1 ``opp_table`` and the
    discard pile is ``pile`` (notation). Other cards are where the deal put them."""
    rules = Rules.preset(preset, **options)
    game = Game(rules, players, seed=1)
    universe = rules.universe()
    wanted_melds = [parse_cards(m) for m in (table or [])]
    wanted_opp = [parse_cards(m) for m in (opp_table or [])]
    specs = [s for m in wanted_melds + wanted_opp for s in m] + parse_cards(hand) + parse_cards(pile)
    cards = resolve_specs(specs, universe)
    used = set(cards)
    it = iter(cards)
    tables = []
    for group in (wanted_melds, wanted_opp):
        tables.append([Meld.build([next(it) for _ in m], rules) for m in group])
    my_hand = [next(it) for _ in parse_cards(hand)]
    my_pile = [next(it) for _ in parse_cards(pile)]
    rest = [c for c in game.all_cards() if c not in used]
    for p in range(players):
        game.hands[p] = my_hand if p == 0 else [rest.pop() for _ in range(11)]
    game.pozzetti = [[rest.pop() for _ in range(11)] for _ in (0, 1)]
    if pozzetto_taken:
        game.pozzetti[0] = []
        game.pozzetto_taken[0] = True
    game._pile = my_pile
    game._stock = rest if stock is None else rest[:stock]
    game.tables = tables
    game.current = 0
    game.phase = phase
    return game


def play_hand(tiers: list[str], seed: int, rules: Rules) -> tuple[Game, list[tuple[int, object]]]:
    """A whole hand with computer seats; returns the game and every (seat, command)."""
    game = Game(rules, len(tiers), seed=seed)
    seats = [make_player(t, seed * 10 + p) for p, t in enumerate(tiers)]
    log = []
    while not game.over:
        seat = game.current
        cmd = seats[seat].choose(game.view(seat))
        result = game.check(cmd)
        assert result.ok, (seat, tiers[seat], cmd, result.code, game.record())
        game.apply(cmd)
        log.append((seat, cmd))
        assert len(log) < 5000
    return game, log
