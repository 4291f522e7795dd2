"""Stateful property test of the engine: random legal and illegal commands on random deals.

A hypothesis ``RuleBasedStateMachine`` deals a hand (2 to 6 players — with 3 and 5 pairing and
solo hands, RULES-MULTI —, every preset, assorted options, many small one-deck games so that
hands end within a few dozen turns; a new hand is dealt when one ends) and then mixes:

* legal play chosen by a biased policy (finder moves preferred, pile takes often where a small
  ``stallo_turns`` makes a stallo reachable): one command, a turn, several turns or the rest of
  the hand at a time;
* random commands that are mostly illegal (wrong player, cards not held or not in the game,
  random melds, bad meld indexes, discards before drawing, draws after drawing, ...);
* replays of the record written so far, and a turn played on a ``Game.copy``.

After every command the cards are conserved (hands, melds, stock, discard pile and pozzetti hold
exactly the rules' universe, each card once, RULES.md R2.1). ``check`` must agree with ``apply``
(same verdict, same error code) and a refused command must change nothing (section 17). A record
written by the engine and replayed through JSON must give the same state with every result
``ok`` (section 18). With 3, 5 and 6 players (RULES-MULTI): 108 or 162 cards are conserved, a
pair forms at most once per hand and only in a pairing hand (R24.3), the teams always partition
the players, and the credits split each team total as R27.2 says.

``hypothesis.event`` labels show that the runs reach a pozzetto taken al volo (R9.2) and with the
discard (R9.3), a close (section 10), a stock exhaustion (R12.1) and a stallo (R12.5): run
``pytest tests/engine/test_state_machine.py --hypothesis-show-statistics``.
"""

from __future__ import annotations

import functools
import json
import random
from itertools import combinations
from typing import Any

import pytest
from hypothesis import HealthCheck, event, note, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from burraco_qt.engine.cards import ALL_CARDS, Card
from burraco_qt.engine.commands import (
    Attach,
    Command,
    Discard,
    Draw,
    MeldCards,
    TakePile,
    TakePozzetto,
)
from burraco_qt.engine.errors import RuleError
from burraco_qt.engine.events import Event, HandEnded, PozzettoTaken, TeamsFormed
from burraco_qt.engine.finder import find_moves
from burraco_qt.engine.game import Game
from burraco_qt.engine.meld import Meld
from burraco_qt.engine.record import replay_record
from burraco_qt.engine.rules import PRESETS, Rules

# --------------------------------------------------------------------------- snapshots


def _codes(cards: Any) -> tuple[str, ...]:
    return tuple(c.code for c in cards)


def _meld_key(m: Meld) -> tuple[Any, ...]:
    return (
        m.kind,
        _codes(m.cards),
        m.values,
        m.wildcard and m.wildcard.code,
        m.wild_value,
        m.wild_free,
        m.ace,
        m.rank,
        m.suit,
        m.buraco and m.buraco.value,
    )


def snapshot(g: Game) -> dict[str, Any]:
    """Everything a command may change, in plain comparable values."""
    return {
        "hands": tuple(_codes(h) for h in g.hands),
        "tables": tuple(tuple(_meld_key(m) for m in t) for t in g.tables),
        "pile": _codes(g.pile),
        "stock": _codes(g.stock),
        "pozzetti": tuple(_codes(z) for z in g.pozzetti),
        "pozzetto_taken": tuple(g.pozzetto_taken),
        "teams": tuple(g.teams),
        "lone_player": g.lone_player,
        "taken_blocks": tuple(g.taken_blocks),
        "exempt": tuple(g.exempt),
        "current": g.current,
        "phase": g.phase,
        "over": g.over,
        "end_reason": g.end_reason,
        "closing_team": g.closing_team,
        "ban": None if g.ban is None else g.ban.code,
        "must_meld": g.must_meld,
        "stallo_count": g.stallo_count,
        "last_turn": g.last_turn,
        "turn": g.turn,
        "pile_takes": tuple((p, _codes(cards)) for p, cards in g.pile_takes),
        "actions": json.dumps(g.actions, sort_keys=True),
        "final_scores": None
        if g.final_scores is None
        else tuple(json.dumps(s.as_dict(), sort_keys=True) for s in g.final_scores),
    }


@functools.cache
def _universe(rules: Rules) -> frozenset[Card]:
    return frozenset(rules.universe())


def assert_cards_conserved(g: Game) -> None:
    """Hands + melds + stock + pile + pozzetti are exactly the universe, each card once."""
    universe = _universe(g.rules)
    cards: list[Card] = [c for h in g.hands for c in h]
    cards += [c for t in g.tables for m in t for c in m.cards]
    cards += list(g.stock) + list(g.pile)
    cards += [c for z in g.pozzetti for c in z]
    assert len(cards) == len(universe), (len(cards), len(universe))
    assert len(set(cards)) == len(cards), "a card is in two places"
    assert set(cards) == universe, "the cards are not the universe"
    assert sorted(g.all_cards()) == sorted(cards)


# --------------------------------------------------------------------------- configurations

_BOOL_OPTIONS = (
    "free_wild_moves",
    "royal_super",
    "close_needs_clean_buraco",
    "pozzetto_penalty_always",
    "semi_clean",
    "allow_duplicate_sets",
    "pile_take_needs_meld",
    "sets_allowed",
    "ace_high",
    "set_buracos",
)


@st.composite
def configs(draw: st.DrawFn) -> dict[str, Any]:
    """A game set-up: rules options, players, deal, and the biases of the legal-play policy.

    The ``style`` leans a hand towards one way of ending: ``close`` (two decks, a close takes
    about thirty turns, no stallo, few pile takes), ``exhaust`` (one deck, big pozzetti, so the
    stock is short), ``stallo`` (a small ``stallo_turns`` and pile takes most turns); ``any``
    draws every knob freely (hands of 1 to 9 cards, one or two decks).
    """
    style = draw(st.sampled_from(("any", "close", "exhaust", "stallo")))
    preset = draw(st.sampled_from(PRESETS))
    players = draw(st.sampled_from((2, 4, 3, 5, 6) if style != "close" else (4, 2, 3, 6, 5)))
    solo = players in (3, 5) and draw(st.booleans())
    opts: dict[str, Any] = {}
    opts.update(draw(st.dictionaries(st.sampled_from(_BOOL_OPTIONS), st.booleans(), max_size=3)))
    if preset == "casual":  # several wildcards need free wildcard moves (RULES-CASUAL.md R32.3)
        opts.pop("free_wild_moves", None)
        if players not in (2, 4):  # and draw mode is for 2 and 4 players (R32.3)
            players = 2 if players == 3 else 4
    if draw(st.integers(0, 5)) == 0:
        opts["set_ranks"] = draw(
            st.lists(st.sampled_from("A3456789TJQK"), min_size=1, max_size=4, unique=True)
        )
    if style == "close":
        decks = 3 if players >= 5 else 2
    elif style == "any":
        decks = draw(st.sampled_from((1, 2, 3) if players >= 5 else (1, 2)))
    else:
        decks = 1
    opts["decks"] = decks
    if draw(st.integers(0, 4)) == 0:
        opts["jokers"] = draw(st.integers(0, 2 * decks))
    jokers = opts.get("jokers", 0 if preset == "reale" else 2 * decks)
    universe = 52 * decks + jokers
    # pozzetto blocks of the deal (R2.4; RULES-MULTI R22.3): the big one counted apart
    blocks = {2: 2, 4: 2, 6: 3}.get(players, players if solo else (players - 1) // 2)
    big = players in (3, 5) and not solo
    hand = 11 if style == "close" else draw(st.integers(1, 9))
    hand = min(hand, (universe - 4 - blocks - big) // players)
    max_pz = (universe - players * hand - 4 - big) // blocks
    if style == "exhaust":  # a big pozzetto leaves a short stock
        pozzetto = max(1, max_pz - draw(st.integers(0, min(10, max_pz - 1))))
    else:
        pozzetto = draw(st.integers(1, min(11, max_pz)))
    opts["hand_size"] = hand
    opts["pozzetto_size"] = pozzetto
    if big:
        room = universe - players * hand - 4 - blocks * pozzetto
        opts["big_pozzetto_size"] = draw(st.integers(1, max(1, min(18, room))))
    stallo = {
        "any": (12, None, 1, 2, 3, 4),
        "close": (None, 12),
        "exhaust": (None, 12),
        "stallo": (2, 1, 3, 4),
    }[style]
    opts["stallo_turns"] = draw(st.sampled_from(stallo))
    take = {
        "any": (0.2, 0.5, 0.8, 0.0, 1.0),
        "close": (0.2, 0.0),
        "exhaust": (0.0, 0.2),
        "stallo": (0.9, 1.0, 0.7),
    }[style]
    return {
        "style": style,
        "rules": Rules.preset(preset, **opts),
        "players": players,
        "solo": solo,
        "first_player": draw(st.integers(0, players - 1)),
        "seed": draw(st.integers(0, 2**32 - 1)),
        "deal": draw(st.sampled_from(("seed", "deck", "partial deck"))),
        "take_bias": draw(st.sampled_from(take)),
        "play_bias": 1.0 if style == "close" else draw(st.sampled_from((0.9, 1.0, 0.5))),
    }


def _any_play(g: Game) -> Command:
    """Some accepted meld or attach of the current player, searched as R7.7 describes (the finder
    lists only one-card attaches and three-card or longest melds)."""
    hand = list(g.hands[g.current])
    table = g.tables[g.team_of(g.current)]
    for size in range(1, (len(hand) if len(hand) <= 8 else 3) + 1):
        for group in combinations(hand, size):
            tries: list[Command] = [Attach(group, i) for i in range(len(table))]
            if size >= 3:
                tries.append(MeldCards(group))
            for cmd in tries:
                if g.check(cmd).ok:
                    return cmd
    raise AssertionError(f"no meld or attach after taking the pile (R7.7): {_describe(g)}")


def _describe(g: Game) -> str:
    return (
        f"{g.rules.describe()}, player {g.current}, hand {_codes(g.hands[g.current])}, "
        f"table {[m.notation(False) for m in g.tables[g.team_of(g.current)]]}, ban {g.ban}, "
        f"must_meld {g.must_meld}, pozzetto taken {g.pozzetto_taken}, "
        f"record {json.dumps(g.record())}"
    )


def make_game(cfg: dict[str, Any]) -> Game:
    rules: Rules = cfg["rules"]
    players, first = cfg["players"], cfg["first_player"]
    solo = cfg.get("solo", False)
    if cfg["deal"] == "seed":
        return Game(rules, players, seed=cfg["seed"], first_player=first, solo_hand=solo)
    codes = [c.code for c in rules.universe()]
    rng = random.Random(cfg["seed"])
    rng.shuffle(codes)
    if cfg["deal"] == "partial deck":  # R2.5: the unlisted cards follow in canonical order
        codes = codes[: rng.randrange(len(codes) + 1)]
    return Game(rules, players, deck=",".join(codes), first_player=first, solo_hand=solo)


# --------------------------------------------------------------------------- the machine

#: Who a random command names: mostly the current player, sometimes another or none at all.
_PLAYERS = ("none", "current", "none", "current", "other", "out of range")
_KINDS = (
    "meld from hand",
    "attach from hand",
    "discard from hand",
    "draw",
    "take the pile",
    "discard a card not held",
    "discard in notation",
    "meld in notation",
    "meld of any cards",
    "finder move",
)


class BurracoMachine(RuleBasedStateMachine):
    """Plays hands of Burraco with legal and illegal commands (see the module note)."""

    def __init__(self) -> None:
        super().__init__()
        self.game: Game
        self.cfg: dict[str, Any] = {}

    # ------------------------------------------------------------------ helpers
    def _start(self, cfg: dict[str, Any]) -> None:
        self.cfg = cfg
        self.game = make_game(cfg)
        self.pairings = 0
        event(f"dealt: {cfg['rules'].preset_name}, {cfg['players']} players")
        assert_cards_conserved(self.game)
        assert len(self.game.rules.universe()) == len(self.game.deck)

    def _apply_legal(self, cmd: Command) -> list[Event]:
        g = self.game
        verdict = g.check(cmd)
        assert verdict.ok, f"the policy chose a refused command {cmd!r}: {verdict.error!r}"
        events = g.apply(cmd)
        self._after(events)
        return events

    def _after(self, events: list[Event]) -> None:
        g = self.game
        assert_cards_conserved(g)
        for ev in events:
            if isinstance(ev, PozzettoTaken):
                assert g.pozzetto_taken[ev.team]
                assert not g.pozzetti[g.taken_blocks[ev.team]]
                event(
                    "pozzetto taken instead of drawing"
                    if ev.instead_of_draw
                    else "pozzetto taken al volo"
                    if ev.al_volo
                    else "pozzetto taken with the discard"
                )
            elif isinstance(ev, TeamsFormed):  # RULES-MULTI R24.3: once, in a pairing hand
                self.pairings += 1
                assert g.kind == "pairing" and self.pairings == 1
                assert ev.lone_player == g.lone_player and (ev.lone_player,) in g.teams
                event(f"pairs formed ({g.players} players)")
            elif isinstance(ev, HandEnded):
                assert g.over and g.end_reason == ev.how
                event(f"hand ended: {ev.how}")
        assert g.over == any(isinstance(ev, HandEnded) for ev in events)
        assert sorted(p for team in g.teams for p in team) == list(range(g.players))
        assert (g.lone_player is not None) == (self.pairings == 1)
        credits = g.player_scores()
        if credits is not None:  # R27.2: a team of one keeps its total, partners ceil(total / 2)
            for team, score in zip(g.teams, g.scores(), strict=True):
                shares = {credits[p] for p in team}
                assert shares == {score.total if len(team) == 1 else -(-score.total // 2)}
                if len(team) == 2:
                    assert 2 * credits[team[0]] - score.total in (0, 1)

    def _legal_command(self, rng: random.Random) -> Command:
        """The policy: finder moves preferred, pile takes as the game's bias says."""
        g = self.game
        if g.phase == "draw":
            if rng.random() < self.cfg["take_bias"] and g.check(TakePozzetto()).ok:
                return TakePozzetto()  # draw mode (RULES-CASUAL.md R35.2)
            if rng.random() < self.cfg["take_bias"] and g.check(TakePile()).ok:
                return TakePile()
            if g.check(Draw()).ok:
                return Draw()
            return TakePile()
        if g.must_meld or rng.random() < self.cfg["play_bias"]:
            moves = find_moves(g).all()
            if moves:
                # the best few first (long melds, attaches that grow buracos), sometimes any
                pool = moves[:3] if rng.random() < 0.7 else moves
                return rng.choice(pool).command(g.current if rng.random() < 0.5 else None)
            if g.must_meld:  # R7.7: the play that allowed the take may need several cards
                return _any_play(g)
        hand = list(g.hands[g.current])
        rng.shuffle(hand)
        for card in hand:
            cmd = Discard(card)
            if g.check(cmd).ok:
                return cmd
        if g.rules.draw_mode and len(hand) == 1:  # R36.2: the one card left must go out
            return _any_play(g)
        raise AssertionError(f"no legal discard: the never-stuck guard failed (R11.2): {_describe(g)}")

    def _check_replay(self) -> None:
        g = self.game
        rec = json.loads(json.dumps(g.record()))
        replayed, result = replay_record(rec)
        assert result["results"] == ["ok"] * len(g.actions), result["results"]
        assert snapshot(replayed) == snapshot(g)
        assert result["over"] == g.over
        assert result["closing_team"] == g.closing_team
        assert result["scores"] == [s.as_dict() for s in g.scores()]

    # ------------------------------------------------------------------ rules
    @initialize(cfg=configs())
    def deal(self, cfg: dict[str, Any]) -> None:
        self._start(cfg)

    def _live(self, data: st.DataObject) -> random.Random:
        """Deal the next hand if this one is over; a random source for the legal-play policy."""
        if self.game.over:
            self._check_replay()
            self._start(data.draw(configs(), label="next hand"))
        return random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))

    def _turn(self, rng: random.Random) -> None:
        """Play legal commands until the turn passes or the hand ends."""
        g = self.game
        start = g.turn
        for _ in range(200):
            self._apply_legal(self._legal_command(rng))
            if g.over or g.turn != start:
                return
        raise AssertionError(f"a turn did not end in 200 legal commands: {_describe(g)}")

    @rule(data=st.data())
    def legal_command(self, data: st.DataObject) -> None:
        """One legal command (the next hand first if this one is over)."""
        self._apply_legal(self._legal_command(self._live(data)))

    @rule(data=st.data())
    def legal_turn(self, data: st.DataObject) -> None:
        """The rest of the current turn, legal commands only."""
        self._turn(self._live(data))

    @rule(data=st.data())
    def legal_turns(self, data: st.DataObject) -> None:
        """Several whole legal turns (hands reach their end within the step budget)."""
        rng = self._live(data)
        for _ in range(data.draw(st.integers(2, 12), label="turns")):
            if self.game.over:
                return
            self._turn(rng)

    @rule(data=st.data())
    def play_out_hand(self, data: st.DataObject) -> None:
        """Legal turns until the hand ends (a close takes about thirty turns; a hand where
        everybody always takes the pile and stallo is off may never end, hence the cap)."""
        rng = self._live(data)
        for _ in range(100):
            if self.game.over:
                return
            self._turn(rng)

    @rule(data=st.data())
    def random_commands(self, data: st.DataObject) -> None:
        """One to three random, mostly illegal commands: ``check`` and ``apply`` must agree, and
        a refused command changes nothing (RULES.md section 17)."""
        for _ in range(data.draw(st.integers(1, 3), label="how many")):
            self._try(self._random_command(data))

    def _try(self, cmd: Command) -> None:
        g = self.game
        note(f"try {cmd!r}")
        before = snapshot(g)
        verdict = g.check(cmd)
        assert snapshot(g) == before, "check() changed the game"
        try:
            events = g.apply(cmd)
        except RuleError as err:
            assert not verdict.ok, f"check accepted {cmd!r} but apply raised {err!r}"
            assert verdict.code == err.code, (verdict.code, err.code)
            assert snapshot(g) == before, f"the refused {cmd!r} ({err.code}) changed the game"
            assert_cards_conserved(g)
            event(f"refused: {err.code}")
            return
        assert verdict.ok, f"check refused {cmd!r} ({verdict.code}) but apply accepted it"
        event("random command accepted")
        self._after(events)

    def _random_command(self, data: st.DataObject) -> Command:
        g = self.game
        universe = g.rules.universe()
        outside = [c for c in ALL_CARDS if not g.rules.has_card(c)]
        hand = list(g.hands[g.current])
        table = g.tables[g.team_of(g.current)]
        others = [p for p in range(g.players) if p != g.current]

        def draw(strategy: st.SearchStrategy[Any]) -> Any:
            return data.draw(strategy)

        def any_card() -> Card:
            if outside and draw(st.integers(0, 3)) == 0:  # not in this game (R8.4)
                return draw(st.sampled_from(outside))
            return draw(st.sampled_from(universe))

        def own() -> Card:
            return draw(st.sampled_from(hand)) if hand else any_card()

        def some_cards(low: int, high: int) -> list[Card]:
            n = draw(st.integers(low, high))
            return [own() if draw(st.integers(0, 3)) else any_card() for _ in range(n)]

        def notation(cards: list[Card]) -> str:
            return ",".join(c.short for c in cards)  # unqualified: resolved by R1.4

        who = draw(st.sampled_from(_PLAYERS))
        player = None if who == "none" else g.current
        if who == "other":
            player = draw(st.sampled_from(others))
        elif who == "out of range":
            player = draw(st.sampled_from((-1, g.players, 7)))
        wild_end = draw(st.sampled_from((None, "low", "high")))
        kind = draw(st.sampled_from(_KINDS))
        if kind == "draw":
            return Draw(player)
        if kind == "take the pile":
            return TakePile(player)
        if kind == "discard from hand":
            return Discard(own(), player)
        if kind == "discard a card not held":
            held = set(hand)
            return Discard(draw(st.sampled_from([c for c in ALL_CARDS if c not in held])), player)
        if kind == "discard in notation":
            return Discard(own().short, player)
        if kind == "meld from hand":
            return MeldCards(some_cards(0, 6), wild_end, player)
        if kind == "meld in notation":
            return MeldCards(notation(some_cards(1, 5)), wild_end, player)
        if kind == "meld of any cards":
            return MeldCards([any_card() for _ in range(draw(st.integers(3, 5)))], wild_end, player)
        if kind == "attach from hand":
            to = draw(st.integers(-2, len(table) + 2))
            return Attach(some_cards(0, 3), to, wild_end, player)
        assert kind == "finder move"  # often legal; for another player it is not_your_turn
        moves = find_moves(g).all() if not g.over and g.phase == "play" else []
        if not moves:
            return Discard(own(), player)
        return draw(st.sampled_from(moves)).command(player)

    @rule(seed=st.integers(0, 2**32 - 1))
    def replay_and_copy(self, seed: int) -> None:
        """The record replays to this state; a ``copy`` is equal and independent."""
        self._check_replay()
        g = self.game
        before = snapshot(g)
        twin = g.copy()
        assert snapshot(twin) == before
        if not g.over:
            self.game = twin  # the policy plays on the copy
            pairings = self.pairings
            try:
                self._turn(random.Random(seed))
            finally:
                self.game = g
                self.pairings = pairings
            assert snapshot(g) == before, "playing on a copy changed the original"

    @invariant()
    def cards_conserved(self) -> None:
        if self.cfg:
            assert_cards_conserved(self.game)

    def teardown(self) -> None:
        if self.cfg:
            self._check_replay()


BurracoMachine.TestCase.settings = settings(
    max_examples=100,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)
TestBurracoMachine = pytest.mark.slow(BurracoMachine.TestCase)


# --------------------------------------------------------------------------- seeded shuffle

#: The first cards of ``random.Random(2026).shuffle`` of the canonical 108-card universe (R2.6),
#: computed once from the R2.2 order built from card codes.
SEED_2026_HEAD = ["8sr", "6cb", "3cr", "3sb", "6sb"]


def canonical_codes(decks: int = 2, jokers: int = 4) -> list[str]:
    """The canonical order of R2.2, built from notation: copy by copy, suits c d h s each from
    A to K, then the copy's jokers, red before black (R2.1 numbers the jokers)."""
    codes: list[str] = []
    for copy, back in enumerate("rb"[:decks]):
        codes += [rank + suit + back for suit in "cdhs" for rank in "A23456789TJQK"]
        codes += [colour + back for k, colour in ((2 * copy, "wr"), (2 * copy + 1, "wb")) if k < jokers]
    return codes


def test_seeded_shuffle_pins_the_deck_order() -> None:
    canonical = canonical_codes()
    assert len(canonical) == 108
    assert canonical[:2] == ["Acr", "2cr"] and canonical[52:55] == ["wrr", "wbr", "Acb"]
    assert canonical[-2:] == ["wrb", "wbb"]
    assert canonical == [c.code for c in Rules.preset("italian").universe()]
    expected = list(canonical)
    random.Random(2026).shuffle(expected)
    game = Game(Rules.preset("italian"), 2, seed=2026)
    assert [c.code for c in game.deck[:10]] == expected[:10]
    assert [c.code for c in game.deck[:5]] == SEED_2026_HEAD
    assert [c.code for c in game.deck] == expected
    assert _codes(game.hands[0]) == tuple(expected[:11])  # R2.4: contiguous blocks
