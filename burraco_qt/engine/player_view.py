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

from . import legality as P
from . import state as S
from . import teams as T
from .cards import Card, card_by_code
from .commands import Command, TakePile
from .edge import checked_command
from .errors import RuleError
from .meld import Meld
from .rules import Rules
from .scoring import TeamScore

if TYPE_CHECKING:
    from .game import Game


class PlayerView:
    """One seat's knowledge of a hand.

    Attributes (all immutable snapshots):
        seat: the viewing player; ``team`` its team's number now.
        teams: the teams of the moment (R21.4), each a tuple of players; every per-team
            attribute below is indexed by these numbers. With 3 and 5 players they change once
            in a pairing hand (RULES-MULTI R24.3): ``lone_player`` is then set and the seat sees
            its pair's merged table (R24.4), never a hidden hand.
        kind: ``"fixed"`` (2, 4, 6 players), ``"pairing"`` or ``"solo"`` (RULES-MULTI R23.3).
        block_sizes: the dealt pozzetto blocks' sizes; taken_blocks: per team, the block it
            picked up (``None`` while untaken).
        rules, players, current, phase (``"draw"``/``"play"``), turn (counted from 1),
        plays_this_turn (melds and attaches so far in this turn), over, end_reason,
        closing_team, last_turn (``None``, ``"stock"``, ``"stallo"``), stallo_count.
        hand: the seat's own cards.
        hand_sizes: every player's number of cards.
        tables: per team, the melds (with their readings); serials: their creation numbers.
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
        "_stock_size",
        "_team_of",
        "hand",
        "hand_sizes",
        "seat",
        *(S.view_name(f) for f in S.STATE_FIELDS if S.access(f) == S.PUBLIC),
    )

    rules: Rules
    players: int
    first_player: int
    solo_hand: bool
    kind: str
    block_sizes: tuple[int, ...]
    seat: int
    current: int
    phase: str
    turn: int
    plays_this_turn: int
    over: bool
    end_reason: str | None
    closing_team: int | None
    last_turn: str | None
    stallo_count: int
    ban: Card | None
    must_meld: bool
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    _pile: tuple[Card, ...]
    _stock_size: int
    tables: tuple[tuple[Meld, ...], ...]
    serials: tuple[tuple[int, ...], ...]
    melds_made: int
    pozzetto_taken: tuple[bool, ...]
    pozzetto_takers: tuple[int | None, ...]
    taken_blocks: tuple[int | None, ...]
    lone_player: int | None
    exempt: tuple[bool, ...]
    opened: tuple[bool, ...]
    teams: tuple[tuple[int, ...], ...]
    _team_of: tuple[int, ...]
    pile_takes: tuple[tuple[int, tuple[str, ...]], ...]
    discards: tuple[tuple[int, str], ...]
    final_scores: tuple[TeamScore, ...] | None

    @classmethod
    def of(cls, game: Game, seat: int) -> PlayerView:
        """The view of ``seat`` on ``game``: the public fields of the hand's state
        (:mod:`.state`), frozen, plus the seat's own hand and every zone's size."""
        if not 0 <= seat < game.players:
            raise ValueError(f"no seat {seat} in a {game.players}-player game")
        v = object.__new__(cls)
        _take_public(v, game)
        v.seat = seat
        # the re-discard ban names a card of the current player's hand: only that seat's view
        # keeps it (another seat's view holds no reference to another hand's cards)
        if seat != game.current:
            v.ban = None
        v.hand = tuple(game.hands[seat])
        v.hand_sizes = tuple(len(h) for h in game.hands)
        v._stock_size = game.stock_size
        v._team_of = tuple(game._team_of)
        return v

    def public_state(self) -> dict[str, object]:
        """The public fields of the hand's state as a game holds them (by :func:`.state.key`),
        for :func:`~.determinize.determinize`: the view's ``discards`` become the actions log
        (the rest of the log decides nothing), its codes cards again."""
        return _public_state(self)

    def _set_teams(self, teams: Sequence[Sequence[int]]) -> None:
        self.teams = tuple(tuple(t) for t in teams)
        index = [0] * self.players
        for t, team in enumerate(self.teams):
            for p in team:
                index[p] = t
        self._team_of = tuple(index)

    # ------------------------------------------------------------------ Position protocol
    @property
    def team(self) -> int:
        return self._team_of[self.seat]

    def team_of(self, player: int) -> int:
        """The number of ``player``'s team now (R21.4)."""
        return self._team_of[player]

    def partners(self) -> tuple[int, ...]:
        """The seat's partners now (none when alone)."""
        return tuple(p for p in self.teams[self.team] if p != self.seat)

    def opponents(self) -> list[int]:
        """The players of every other team now."""
        mine = self.teams[self.team]
        return [p for p in range(self.players) if p not in mine]

    def other_teams(self) -> list[int]:
        """The numbers of every team but the seat's."""
        return [t for t in range(len(self.teams)) if t != self.team]

    def block_of(self, team: int) -> int:
        """The block that is ``team``'s pozzetto now (RULES-MULTI R21.5)."""
        from .game import block_of

        return block_of(
            self.kind, self.teams, self.taken_blocks, self.lone_player, len(self.block_sizes), team
        )

    def pozzetto_size(self, team: int) -> int:
        return self.block_sizes[self.block_of(team)]

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
        """The plan the rules give for the seat's ``command`` (raises the rule error;
        ``InvalidCommand`` for a malformed command, :mod:`.edge`)."""
        checked_command(command)
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
        tables = [list(t) for t in self.tables]
        serials = [list(t) for t in self.serials]
        if plan.created:
            tables[plan.team].append(plan.meld)
            serials[plan.team].append(self.melds_made)
            v.melds_made = self.melds_made + 1
        else:
            tables[plan.team][plan.index] = plan.meld
        v.tables = tuple(tuple(t) for t in tables)
        v.serials = tuple(tuple(t) for t in serials)
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
            if self.kind == T.PAIRING and self.lone_player is None:
                v._pair(self.seat)
            team = v.team
            block = v.block_of(team)
            taken = list(v.pozzetto_taken)
            taken[team] = True
            v.pozzetto_taken = tuple(taken)
            takers = list(v.pozzetto_takers)
            takers[team] = self.seat
            v.pozzetto_takers = tuple(takers)
            blocks = list(v.taken_blocks)
            blocks[team] = block
            v.taken_blocks = tuple(blocks)
        sizes = list(self.hand_sizes)
        sizes[self.seat] = len(v.hand)
        v.hand_sizes = tuple(sizes)
        return v

    def _pair(self, lone: int) -> None:
        """The pairs form (RULES-MULTI R24.3): teams, merged tables, fresh pozzetto status."""
        new = T.paired_teams(self.players, lone)
        tables, serials, _ = T.merge_tables(self.teams, new, self.tables, self.serials)
        self.tables = tuple(tuple(t) for t in tables)
        self.serials = tuple(tuple(t) for t in serials)
        n = len(new)
        self.pozzetto_taken = (False,) * n
        self.pozzetto_takers = (None,) * n
        self.taken_blocks = (None,) * n
        self.exempt = (False,) * n
        self.lone_player = lone
        self._set_teams(new)

    def pile_taken_cards(self) -> list[tuple[int, list[Card]]]:
        """``pile_takes`` with card objects: ``(player, cards)`` per take, in order."""
        return [(p, [card_by_code(code) for code in codes]) for p, codes in self.pile_takes]

    @property
    def my_turn(self) -> bool:
        return not self.over and self.current == self.seat


#: How a view keeps each public field (an expression of the game's value ``{}``) and how a
#: game gets it back (of the view's value): frozen as tuples, the pile takes as codes, the
#: actions log as its discards.
_FREEZE = {S.SHARED: "{}", S.LIST: "tuple({})", S.LISTS: "tuple([tuple(x) for x in {}])"}
_THAW = {S.SHARED: "{}", S.LIST: "list({})", S.LISTS: "[list(x) for x in {}]"}
_FREEZE_AS = {
    "pile_takes": "tuple([(p, tuple([c.code for c in cards])) for p, cards in {}])",
    "actions": "tuple([(a['player'], a['discard']) for a in {} if 'discard' in a])",
}
_THAW_AS = {
    "pile_takes": "[(p, tuple([card_by_code(c) for c in codes])) for p, codes in {}]",
    "actions": "[{{'player': p, 'discard': c}} for p, c in {}]",
}
_PUBLIC = [f for f in S.STATE_FIELDS if S.access(f) == S.PUBLIC]
_take_public = S.compile_lines(
    "take_public",
    ["def take_public(v, g):"]
    + [
        f"    v.{S.view_name(f)} = "
        + (_FREEZE_AS.get(f.name) or _FREEZE[f.metadata["copy"]]).format("g." + f.name)
        for f in _PUBLIC
    ],
)
_public_state = S.compile_lines(
    "public_state",
    ["def public_state(v):", "    return {"]
    + [
        f"        '{S.key(f)}': "
        + (_THAW_AS.get(f.name) or _THAW[f.metadata["copy"]]).format("v." + S.view_name(f))
        + ","
        for f in _PUBLIC
    ]
    + ["    }"],
    card_by_code=card_by_code,
)
