"""The player view: what one seat may know (own hand + public information).

A :class:`PlayerView` is a snapshot built from a game for one seat. It holds no reference to the
game, to other hands, to the stock or to an untaken pozzetto (a test walks ``gc.get_referents``
from a view to prove it). It answers ``check(command)`` for its own seat with the same rule
functions as the engine; the one thing it cannot know is the content of an untaken pozzetto, so a
meld, attach or pile take that would pick up a one-card pozzetto al volo is judged
optimistically (R11.1 with ``pozzetto_size`` 1; the engine has the last word) and its plan is
flagged ``hidden`` (:meth:`PlayerView.sure` is false for it).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import position as P
from .cards import Card, card_by_code
from .commands import Command, TakePile
from .errors import RuleError
from .meld import Meld
from .rules import Rules
from .scoring import TeamScore

if TYPE_CHECKING:
    from .game import Game


class PlayerView:
    """One seat's knowledge of a hand.

    Attributes (all immutable snapshots):
        seat: the viewing player; ``team`` its team.
        rules, players, current, phase (``"draw"``/``"play"``), turn (counted from 1),
        plays_this_turn (melds and attaches so far in this turn), over, end_reason,
        closing_team, last_turn (``None``, ``"stock"``, ``"stallo"``), stallo_count.
        hand: the seat's own cards.
        hand_sizes: every player's number of cards.
        tables: per team, the melds (with their readings).
        pile: the discard pile, bottom first.
        stock_size: cards left in the stock.
        pozzetto_taken: per team; pozzetto_takers: per team, the player who picked it up.
        discards: ``(player, code)`` for every discard of the hand, in order (the public discard
            log; the deal's first pile card is not a discard).
        pile_takes: ``(player, codes)`` for every take of the discard pile, in order; the cards
            as codes (``"7hb"``), since some may still be in another player's hand (public
            knowledge, but the view keeps no reference to another hand's card objects; see
            :meth:`pile_taken_cards`).
        ban: the single pile card that may not be discarded this turn (R7.4), if any.
        must_meld: international, pile taken and no meld yet (R7.7.2).
        opened: per player, whether they have opened (RULES-CASUAL.md R35.3; public: it follows
            from the melds everyone saw).
        final_scores: the scores once the hand is over, else ``None``.
    """

    __slots__ = (
        "_pile", "_stock_size", "ban", "closing_team", "current", "discards", "end_reason",
        "final_scores",
        "hand", "hand_sizes", "last_turn", "must_meld", "opened", "over", "phase", "pile_takes",
        "players",
        "plays_this_turn",
        "pozzetto_taken", "pozzetto_takers", "rules", "seat", "stallo_count", "tables", "turn",
    )

    rules: Rules
    players: int
    seat: int
    current: int
    phase: str
    over: bool
    ban: Card | None
    must_meld: bool
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    tables: tuple[tuple[Meld, ...], tuple[Meld, ...]]
    pozzetto_taken: tuple[bool, bool]
    pile_takes: tuple[tuple[int, tuple[str, ...]], ...]
    discards: tuple[tuple[int, str], ...]
    final_scores: tuple[TeamScore, ...] | None
    opened: tuple[bool, ...]

    @classmethod
    def of(cls, game: Game, seat: int) -> PlayerView:
        """The view of ``seat`` on ``game`` (copies only what the seat may see)."""
        if not 0 <= seat < game.players:
            raise ValueError(f"no seat {seat} in a {game.players}-player game")
        v = object.__new__(cls)
        v.rules = game.rules
        v.players = game.players
        v.seat = seat
        v.current = game.current
        v.phase = game.phase
        v.turn = game.turn
        v.plays_this_turn = game.plays_this_turn
        v.over = game.over
        v.end_reason = game.end_reason
        v.closing_team = game.closing_team
        v.last_turn = game.last_turn
        v.stallo_count = game.stallo_count
        v.ban = game.ban
        v.must_meld = game.must_meld
        v.hand = tuple(game.hands[seat])
        v.hand_sizes = tuple(len(h) for h in game.hands)
        v.tables = (tuple(game.tables[0]), tuple(game.tables[1]))
        v._pile = tuple(game.pile)
        v._stock_size = game.stock_size
        v.pozzetto_taken = (game.pozzetto_taken[0], game.pozzetto_taken[1])
        v.pozzetto_takers = (game.pozzetto_takers[0], game.pozzetto_takers[1])
        v.pile_takes = tuple((p, tuple(c.code for c in cards)) for p, cards in game.pile_takes)
        v.discards = tuple((a["player"], a["discard"]) for a in game.actions if "discard" in a)
        v.final_scores = game.final_scores
        v.opened = tuple(game.opened)
        return v

    # ------------------------------------------------------------------ Position protocol
    @property
    def team(self) -> int:
        return self.seat % 2

    @property
    def pile(self) -> Sequence[Card]:
        return self._pile

    @property
    def stock_size(self) -> int:
        return self._stock_size

    def hand_of(self, player: int) -> Sequence[Card]:
        if player != self.seat:
            raise ValueError("a player view only knows its own hand")
        return self.hand

    def table_of(self, team: int) -> Sequence[Meld]:
        return self.tables[team]

    def pozzetto_taken_by(self, team: int) -> bool:
        return self.pozzetto_taken[team]

    def pozzetto_cards(self, team: int) -> Sequence[Card] | None:
        return None if not self.pozzetto_taken[team] else ()

    def has_opened(self, player: int) -> bool:
        return self.opened[player]

    # ------------------------------------------------------------------ checks
    def plan(self, command: Command) -> Any:
        """The plan the rules give for the seat's ``command`` (raises the rule error)."""
        if command.player not in (None, self.seat):
            raise P.IllegalMove("not_your_turn", "a player view checks only its own seat's commands")
        if isinstance(command, TakePile):
            return P.plan_take_view(self, self.seat)
        return P.plan_command(self, command, self.seat)

    def sure(self, command: Command) -> bool:
        """Whether the seat's ``command`` would be accepted now whatever the hidden cards are:
        accepted by :meth:`check` and not flagged ``hidden`` by :meth:`plan` (a meld, attach or
        pile take that only a one-card pozzetto could decide, R11.1). Hints and computers rely
        only on these."""
        try:
            plan = self.plan(command)
        except RuleError:
            return False
        return not getattr(plan, "hidden", False)

    def check(self, command: Command) -> P.CheckResult:
        """Whether the seat's ``command`` would be accepted now (see the module note)."""
        try:
            self.plan(command)
        except RuleError as err:
            return P.CheckResult(False, err)
        return P.CheckResult(True)

    def after_take(self) -> PlayerView:
        """The seat's view as it would be right after taking the whole discard pile (R7.3): the
        pile joins the hand, the play phase starts, with the re-discard ban of R7.4 and the
        international obligation of R7.7.2. Used to judge whether the pile is worth taking;
        ``check(TakePile())`` says whether taking is allowed at all."""
        v = copy.copy(self)
        v.ban = P.pile_ban(self.hand, self._pile)
        v.hand = self.hand + self._pile
        sizes = list(self.hand_sizes)
        sizes[self.seat] = len(v.hand)
        v.hand_sizes = tuple(sizes)
        v._pile = ()
        v.phase = "play"
        v.must_meld = self.rules.pile_take_needs_meld
        v.pile_takes = (*self.pile_takes, (self.seat, tuple(c.code for c in self._pile)))
        return v

    def after_play(self, command: Command) -> PlayerView:
        """The seat's view right after its meld or attach ``command`` (for planning a turn):
        the cards leave the hand, the team's table changes, ``must_meld`` ends. When the play
        picks the pozzetto up al volo the new hand is unknown to the view: it is then empty, with
        the team's pozzetto marked taken (the engine deals its cards). Raises the rule error of
        a refused command (``TypeError`` for a draw, take or discard)."""
        plan = self.plan(command)
        if not isinstance(plan, P.PlayPlan):
            raise TypeError(f"not a meld or attach: {command!r}")
        v = copy.copy(self)
        gone = set(plan.cards)
        v.hand = tuple(c for c in self.hand if c not in gone)
        tables = [list(self.tables[0]), list(self.tables[1])]
        if plan.created:
            tables[plan.team].append(plan.meld)
        else:
            tables[plan.team][plan.index] = plan.meld
        v.tables = (tuple(tables[0]), tuple(tables[1]))
        v.must_meld = False
        v.plays_this_turn = self.plays_this_turn + 1
        if plan.created and not plan.meld.wildcards and not self.opened[self.seat]:
            opened = list(self.opened)
            opened[self.seat] = True
            v.opened = tuple(opened)
        if plan.closes:
            v.over = True
            v.closing_team = plan.team
        if plan.al_volo:
            v.hand = ()
            taken = list(self.pozzetto_taken)
            taken[plan.team] = True
            v.pozzetto_taken = (taken[0], taken[1])
            takers = list(self.pozzetto_takers)
            takers[plan.team] = self.seat
            v.pozzetto_takers = (takers[0], takers[1])
        sizes = list(self.hand_sizes)
        sizes[self.seat] = len(v.hand)
        v.hand_sizes = tuple(sizes)
        return v

    def pile_taken_cards(self) -> list[tuple[int, list[Card]]]:
        """``pile_takes`` with card objects: ``(player, cards)`` per take, in order."""
        return [(p, [card_by_code(code) for code in codes]) for p, codes in self.pile_takes]

    @property
    def my_turn(self) -> bool:
        return not self.over and self.current == self.seat
