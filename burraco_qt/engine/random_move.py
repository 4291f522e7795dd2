"""A random legal move: the controller's fallback when a computer seat fails, and the random play
of the benchmarks, soak tests and property tests.

:func:`random_legal_command` picks a uniformly-ish random command that the position accepts: in the draw
phase a stock draw (mostly), a pile take or, in draw mode, the pozzetto; in the play phase
sometimes a finder move, otherwise a legal discard. R11.2 guarantees a legal command always exists.
"""

from __future__ import annotations

import random

from .commands import Command, Discard, Draw, TakePile, TakePozzetto
from .finder import any_play, playable_moves
from .game import Game


def random_legal_command(
    game: Game, rng: random.Random, take_chance: float = 0.25, play_chance: float = 0.7
) -> Command:
    """A random command that ``game`` accepts now. ``ValueError`` if the hand is over."""
    if game.over:
        raise ValueError("the hand is over")
    if game.phase == "draw":
        if game.rules.draw_mode and rng.random() < take_chance and game.check(TakePozzetto()).ok:
            return TakePozzetto()  # RULES-CASUAL.md R35.2
        if rng.random() < take_chance and game.check(TakePile()).ok:
            return TakePile()
        if game.check(Draw()).ok:
            return Draw()
        return TakePile()
    if game.must_meld or rng.random() < play_chance:
        moves = playable_moves(game)
        if moves:
            return rng.choice(moves).command()
    hand = list(game.hands[game.current])
    rng.shuffle(hand)
    for card in hand:
        cmd = Discard(card)
        if game.check(cmd).ok:
            return cmd
    if game.rules.draw_mode:  # the last card goes out (RULES-CASUAL.md R36.2, R36.3)
        move = any_play(game)
        if move is not None:
            return move.command()
    raise AssertionError("no legal command: the never-stuck guard failed (R11.2)")
