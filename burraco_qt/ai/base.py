"""The computer seat: one engine command at a time, from the player view only.

A :class:`ComputerPlayer` is stateless between calls: :meth:`ComputerPlayer.choose` reads a
:class:`~burraco_qt.engine.PlayerView` (own hand + public information) and returns the next
command of the turn (draw or take, then melds and attaches one by one, then the discard). Its
random choices come from a generator seeded with the player's seed and the public state of the
turn, so a decision depends only on what the seat may see and is reproducible.

Tiers (see ``../shared/seeds/000_*`` in the project history, issue 3) subclass it and define
``take_chance``, :meth:`play_moves` (the tier's habits for melds and attaches) and
:meth:`choose_discard`.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ..engine import Card, Command, Discard, Draw, PlayerView, TakePile, TakePozzetto
from ..engine.finder import Move, Moves, any_play, find_moves, playable_moves
from .characters import NEUTRAL, Style
from .pozzetto import may_take_pozzetto, pozzetto_value

#: Melds and attaches a computer makes at most in one turn (a safety cap of the greedy loop).
MAX_PLAYS_PER_TURN = 40


class ComputerPlayer:
    """Base of the computer tiers.

    Args:
        seed: an integer; the same seed and the same views give the same commands.
    """

    tier = "base"
    #: Probability of taking the discard pile when it is useful under the tier's habits.
    take_chance = 0.0
    #: The character's style (:mod:`.characters`); the neutral style is the tier as it is.
    style: Style = NEUTRAL
    #: Draw mode: whether the tier (with the neutral style) takes the pozzetto by chance, in
    #: ``take_chance`` of the turns it may (seed 000), rather than by its value (R35.7).
    pozzetto_by_chance = False
    #: Whether the tier's decisions are searches (the controller runs them off the GUI thread).
    searches = False

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"

    def instant(self, view: PlayerView) -> bool:
        """Whether the next decision is made at once, without a search (every tier but the
        expert)."""
        return True

    # ------------------------------------------------------------------ the turn
    def rng(self, view: PlayerView) -> random.Random:
        """The generator for this decision: seed + public state of the turn + own hand."""
        top = view.pile[-1].code if view.pile else "-"
        hand = ",".join(sorted(c.code for c in view.hand))
        return random.Random(
            f"{self.seed}|{view.seat}|{view.turn}|{view.phase}|"
            f"{view.plays_this_turn}|{view.stock_size}|{top}|{hand}"
        )

    def choose(self, view: PlayerView) -> Command:
        """The next command for the view's seat; it must be the seat's turn.

        Raises ``ValueError`` when it is not the seat's turn or the hand is over.
        """
        if not view.my_turn:
            raise ValueError("it is not this seat's turn")
        rng = self.rng(view)
        if view.phase == "draw":
            return self.choose_draw(view, rng)
        move = None
        if view.plays_this_turn < MAX_PLAYS_PER_TURN or view.must_meld:
            move = self.choose_play(view, rng)
        if move is None and view.must_meld:  # never stuck (R7.7.2): any move the engine allows
            moves = playable_moves(view)
            move = moves[0] if moves else None
        if move is None and view.rules.draw_mode and len(view.hand) == 1:
            move = any_play(view)  # draw mode: the last card goes out (RULES-CASUAL.md R36.2)
        if move is not None:
            return move.command(view.seat)
        return Discard(self.choose_discard(view, rng), view.seat)

    def choose_draw(self, view: PlayerView, rng: random.Random) -> Command:
        """Draw from the stock, or take the pile when it is useful (``take_chance`` of the time);
        in draw mode, first the pozzetto when :meth:`wants_pozzetto`."""
        if may_take_pozzetto(view) and self.wants_pozzetto(view, rng):
            return TakePozzetto(view.seat)
        roll = rng.random()
        take = TakePile(view.seat)
        if roll < self.pile_chance() and view.pile and view.sure(take) and self.pile_useful(view):
            return take
        draw = Draw(view.seat)
        if view.check(draw).ok:
            return draw
        return take

    def wants_pozzetto(self, view: PlayerView, rng: random.Random) -> bool:
        """Draw mode, the pozzetto may be taken: easy and medium (neutral style) by chance,
        ``take_chance`` of the time; the other tiers and every character by its value, the
        character's pile greed leaning ± 40 points (RULES-CASUAL.md R35.7)."""
        if self.pozzetto_by_chance and self.style == NEUTRAL:
            return rng.random() < self.take_chance
        return pozzetto_value(view, 80 * (self.style.pile_greed - 0.5)) > 0

    def pile_chance(self) -> float:
        """The tier's ``take_chance`` under the style's pile greed (× 2·greed, at most 1)."""
        return min(1.0, self.take_chance * 2 * self.style.pile_greed)

    def pile_useful(self, view: PlayerView) -> bool:
        """Whether the tier could at once play a card of the pile under its own habits."""
        return bool(self.playable_pile_cards(view))

    def playable_pile_cards(self, view: PlayerView) -> set[Card]:
        """The pile's cards the tier could play at once after taking it, under its habits."""
        after = view.after_take()
        pile = set(view.pile)
        return {c for m in self.safe_moves(after) for c in m.cards} & pile

    def choose_play(self, view: PlayerView, rng: random.Random) -> Move | None:
        """The next meld or attach of the turn, or ``None`` to go on to the discard."""
        return next(iter(self.safe_moves(view)), None)

    def safe_moves(self, view: PlayerView) -> Iterator[Move]:
        """The tier's moves, best first, without those whose legality the seat cannot know (the
        engine's plan says when the answer depends on a hidden card: a one-card pozzetto picked
        up al volo, R11.1)."""
        for move in self.play_moves(view, find_moves(view)):
            if not view.plan(move.command(view.seat)).hidden:
                yield move

    # ------------------------------------------------------------------ tier hooks
    def play_moves(self, view: PlayerView, found: Moves) -> list[Move]:
        """The moves the tier would make now, best first (empty: none)."""
        raise NotImplementedError

    def choose_discard(self, view: PlayerView, rng: random.Random) -> Card:
        """The card to discard (must be a legal discard)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def legal_discards(view: PlayerView) -> list[Card]:
        """The hand's cards the engine would accept as the discard, in hand order."""
        return [c for c in view.hand if view.check(Discard(c, view.seat)).ok]


def longest_of_kind(found: Moves, kind: str, naturals_only: bool = False) -> list[Move]:
    """The finder's longest new melds of ``kind`` (``"set"``/``"run"``), longest first,
    each once; ``naturals_only`` keeps those without a wildcard."""
    seen: set[tuple[int, ...]] = set()
    out = []
    for move in found.longest.values():
        if move is None or move.meld.kind != kind:
            continue
        if naturals_only and move.meld.wildcards:
            continue
        key = tuple(sorted(c.id for c in move.cards))
        if key not in seen:
            seen.add(key)
            out.append(move)
    out.sort(key=lambda m: (-len(m.cards), -m.gain, [c.id for c in m.cards]))
    return out
