"""Arbitrary objects thrown at the engine's edge (issue 22, point 6): every refused command is a
typed ``RuleError`` with a documented code and leaves the game byte-identical.

The strategies build the six commands with fields of any type (text that looks like notation
and text that does not, huge and negative integers, bools, floats, card specs with odd fields,
the engine's cards, lists, dicts, plain objects) and objects that are not commands at all; they
are thrown at ``Game.apply``, ``Game.check`` and the acting seat's ``PlayerView.check`` in
positions of 2 to 6 players and every preset. ``tests/engine/test_edge_property.py`` runs a small
number in CI; this script prints the counts for a closing note::

    python -m devtools.edge_fuzz --examples 400
"""

from __future__ import annotations

import argparse
import pickle
import random
import sys
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burraco_qt.engine import Attach, Discard, Draw, Game, MeldCards, RuleError, Rules, TakePile, TakePozzetto
from burraco_qt.engine.cards import ALL_CARDS, CardSpec
from burraco_qt.engine.errors import ACTION_CODES, SETUP_CODES
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.engine.rules import PRESETS

CODES = frozenset(ACTION_CODES + SETUP_CODES)
PLAYERS = (2, 3, 4, 5, 6)

_TOKENS = ["7h", "7hb", "Kh", "wr", "wb", "wrg", "2c", "Ah", "Th", "JK", "10h", "kh", "Xx", "7hx", "", " "]

notation = st.lists(st.sampled_from(_TOKENS), max_size=5).map(",".join) | st.text(max_size=12)
integers = st.integers() | st.integers(min_value=2**60, max_value=2**70) | st.just(10**400)
scalars = st.one_of(
    st.none(),
    st.booleans(),
    integers,
    st.floats(allow_nan=True),
    notation,
    st.binary(max_size=4),
    st.sampled_from(ALL_CARDS),
    st.builds(
        CardSpec, st.integers(-2, 15) | notation, st.sampled_from("cdhsrbx") | integers, st.none() | integers
    ),
    st.builds(object),
    st.sampled_from([Draw, Game, Ellipsis, NotImplemented, len]),
)
anything = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text(max_size=3), inner, max_size=2)
    ),
    max_leaves=6,
)
players = st.one_of(
    st.none(),
    st.none(),
    st.none(),
    st.booleans(),
    integers,
    st.floats(),
    st.sampled_from([2.0, 1.0]),
    anything,
)
wild_ends = st.none() | st.sampled_from(["low", "high", "", "middle", "LOW"]) | anything
commands = st.one_of(
    st.builds(Draw, players),
    st.builds(TakePile, players),
    st.builds(TakePozzetto, players),
    st.builds(MeldCards, anything, wild_ends, players),
    st.builds(Attach, anything, anything, wild_ends, players),
    st.builds(Discard, anything, players),
    anything,
)


def near_misses(game: Game) -> st.SearchStrategy[Any]:
    """Commands of the current player with cards of their hand (and odd extras): they reach the
    rule checks past the shape (``card_not_in_hand``, ``invalid_meld``, ``meld_not_found``…)."""
    hand = list(game.hands[game.current])
    own = st.sampled_from(hand) if hand else st.sampled_from(ALL_CARDS)
    some = st.lists(own | st.sampled_from(ALL_CARDS) | anything, min_size=0, max_size=5)
    texts = some.map(lambda cs: ",".join(getattr(c, "short", "?") for c in cs))
    cards = some | st.tuples(own, own, own) | texts
    return st.one_of(
        st.builds(MeldCards, cards, wild_ends),
        st.builds(Attach, cards, st.integers(-2, 6) | anything, wild_ends),
        st.builds(Discard, own | anything | own.map(lambda c: c.code)),
    )


def position(players: int, preset: str, steps: int, seed: int, play: bool = False) -> Game | None:
    """A game of ``players`` with ``preset`` after ``steps`` random legal commands, then (with
    ``play``) until the current player has drawn; ``None`` when the preset does not allow that
    many players."""
    try:
        game = Game(Rules.preset(preset), players, seed=seed)
    except RuleError:
        return None
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            break
        game.apply(random_legal_command(game, rng))
    while play and not game.over and game.phase == "draw":
        game.apply(random_legal_command(game, rng))
    return game


def attack(game: Game, command: Any) -> str:
    """Throw ``command`` at ``game`` (check, the seat's view check, apply); return the outcome,
    ``"accepted"`` or the refusal's code. Raises ``AssertionError`` when the edge is broken: an
    untyped exception, an undocumented code, a state that changed, or check and apply disagreeing.
    """
    before = pickle.dumps(game)
    verdict = game.check(command)
    view_verdict = game.view(game.current).check(command)
    for v in (verdict, view_verdict):
        assert v.ok or (isinstance(v.error, RuleError) and v.error.code in CODES), v
    assert pickle.dumps(game) == before, f"check({command!r}) changed the game"
    try:
        game.apply(command)
    except RuleError as err:
        assert err.code in CODES, f"undocumented code {err.code!r} for {command!r}"
        assert pickle.dumps(game) == before, f"the refused {command!r} ({err.code}) changed the game"
        assert not verdict.ok and verdict.code == err.code, (command, verdict, err)
        return err.code
    assert verdict.ok, (command, verdict)
    return "accepted"


def run(examples: int, counts: Counter[str], players_list: tuple[int, ...] = PLAYERS) -> None:
    """Run ``examples`` hypothesis examples per (players, preset) pair, adding outcomes to
    ``counts`` (keys ``"<players>p <preset> <outcome>"``)."""
    for n in players_list:
        for preset in PRESETS:
            _run_one(n, preset, examples, counts)


def _run_one(n: int, preset: str, examples: int, counts: Counter[str]) -> None:
    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    @given(st.integers(0, 30), st.integers(0, 3), st.booleans(), st.data())
    def probe(steps: int, seed: int, play: bool, data: st.DataObject) -> None:
        game = position(n, preset, steps, seed, play)
        if game is None:
            return
        command = data.draw(commands | near_misses(game))
        counts[f"{n}p {preset} {attack(game, command)}"] += 1

    probe()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=200, help="examples per players × preset")
    args = parser.parse_args(argv)
    sys.set_int_max_str_digits(0)
    counts: Counter[str] = Counter()
    run(args.examples, counts)
    by_outcome: Counter[str] = Counter()
    for key, value in counts.items():
        by_outcome[key.split(" ", 2)[2]] += value
    total = sum(counts.values())
    refused = total - by_outcome["accepted"]
    print(f"tries {total}: refused {refused} (every one typed, documented code, state unchanged)")
    for outcome, value in by_outcome.most_common():
        print(f"  {outcome:32} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
