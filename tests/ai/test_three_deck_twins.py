"""Three copies of a card (5 and 6 players play with three decks, RULES-MULTI): the finder's
longest meld for a card never uses one card twice.

Regression of the audit crash (``python -m devtools.audit_table --hands 40 --seed 1``, Lucia
with 5 players): with three Jd in hand after taking the pile, the longest set held two of them
and the finder put the third in place of both, a "meld" with ``Jdg`` twice; judging the pile
(``playable_pile_cards`` → ``safe_moves`` → ``PlayerView.plan``) then raised
``IllegalMove: Jdg is not in your hand`` in the computer's turn.
"""

from __future__ import annotations

from burraco_qt.ai import make_player
from burraco_qt.engine import Game, PlayerView, Rules
from burraco_qt.engine.cards import card_by_id
from burraco_qt.engine.finder import find_moves
from burraco_qt.engine.legality import Trial
from devtools.simulate import is_solo_seed

#: The audit's deal: 5 players, italian, seed 6, every seat Lucia (medium, thrifty, careful).
SEED, PLAYERS = 6, 5


def crash_view() -> PlayerView:
    """The view of the seat whose draw decision crashed (seat 3, turn 49, pile of 45 cards)."""
    rules = Rules.preset("italian")
    game = Game(rules, PLAYERS, seed=SEED, solo_hand=is_solo_seed(PLAYERS, SEED))
    seats = [make_player("lucia", SEED * 10 + p) for p in range(PLAYERS)]
    while not (game.current == 3 and game.phase == "draw" and len(game.view(3).pile) == 45):
        game.apply(seats[game.current].choose(game.view(game.current)))
        assert not game.over
    return game.view(3)


def test_longest_meld_of_a_third_twin_uses_it_once() -> None:
    after = crash_view().after_take()
    jd = [c for c in after.hand if c.short == "Jd"]
    assert sorted(c.code for c in jd) == ["Jdb", "Jdg", "Jdr"]
    longest = find_moves(after).longest
    move = longest[next(c for c in jd if c.code == "Jdg")]
    assert move is not None
    codes = [c.code for c in move.cards]
    assert codes.count("Jdg") == 1 and len(codes) == 9  # eight jacks and the joker
    assert sorted(c.short for c in move.cards).count("Jd") == 2


def test_every_finder_move_is_one_the_view_accepts() -> None:
    after = crash_view().after_take()
    for move in find_moves(after).all():
        assert len(set(move.cards)) == len(move.cards)
        after.plan(move.command(after.seat))  # raises on a card not in hand


def test_lucia_decides_the_draw_and_plays_the_hand_out() -> None:
    view = crash_view()
    cmd = make_player("lucia", SEED * 10 + 3).choose(view)
    assert view.check(cmd).ok
    rules = Rules.preset("italian")
    game = Game(rules, PLAYERS, seed=SEED, solo_hand=is_solo_seed(PLAYERS, SEED))
    seats = [make_player("lucia", SEED * 10 + p) for p in range(PLAYERS)]
    for _ in range(5000):
        if game.over:
            break
        game.apply(seats[game.current].choose(game.view(game.current)))
    assert game.over


def test_trial_refuses_a_card_twice_or_not_in_hand() -> None:
    after = crash_view().after_take()
    jacks = [c for c in after.hand if c.rank == 11][:3]
    trial = Trial(after, after.team, after.hand, after.ban)
    assert trial.meld(jacks) is not None
    assert trial.meld([jacks[0], jacks[0], jacks[1]]) is None
    held = set(after.hand)
    outside = next(c for c in map(card_by_id, range(162)) if c.rank == 11 and c not in held)
    assert trial.meld([*jacks[:2], outside]) is None
