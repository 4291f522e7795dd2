"""Judging commands against a position: the rules of sections 7–12 as pure functions.

A *position* is anything that answers the questions of :class:`Position` — the engine's
:class:`~burraco_qt.engine.game.Game` and a seat's
:class:`~burraco_qt.engine.player_view.PlayerView` both do — so the engine and every player's ``check``
share one implementation. Each ``plan_*`` function either raises the rule error of the first
failing check, in the order of R8.4, or returns a plan that the game applies without further
checks. Nothing here mutates the position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Protocol

from . import drawmode as D
from .cards import Card, CardSpec, UnresolvedCard, resolve_specs
from .closing import buraco_missing
from .commands import (
    Attach,
    CardsArg,
    Command,
    Discard,
    Draw,
    MeldCards,
    TakePile,
    TakePozzetto,
    command_specs,
)
from .edge import checked_command
from .errors import IllegalMove, InvalidMeld, RuleError, shown
from .meld import Meld
from .rules import UNPLAYABLE_STOCK, Rules


class Position(Protocol):
    """What the rule checks read. ``pozzetto_cards`` returns ``None`` when hidden (a view)."""

    rules: Rules
    players: int
    current: int
    phase: str  # "draw" or "play"
    over: bool
    ban: Card | None  # the single pile card that may not be discarded this turn (R7.4)
    must_meld: bool  # international: pile taken, no meld or attach yet (R7.7.2)

    @property
    def stock_size(self) -> int: ...

    @property
    def pile(self) -> Sequence[Card]: ...

    def hand_of(self, player: int) -> Sequence[Card]: ...

    def team_of(self, player: int) -> int: ...

    def table_of(self, team: int) -> Sequence[Meld]: ...

    def pozzetto_taken_by(self, team: int) -> bool: ...

    def pozzetto_cards(self, team: int) -> Sequence[Card] | None: ...

    def pozzetto_size(self, team: int) -> int: ...

    def has_opened(self, player: int) -> bool: ...


@dataclass(frozen=True, slots=True)
class PlayPlan:
    """An accepted meld or attach: the new ``meld`` (at ``index``, new when ``created``), the
    hand ``cards`` it uses, whether the pozzetto is picked up al volo, and ``hidden``: the answer
    depends on the pozzetto's hidden card (a player view's plan; the engine may still refuse)."""

    player: int
    team: int
    index: int
    meld: Meld
    cards: tuple[Card, ...]
    created: bool
    al_volo: bool
    hidden: bool = False
    closes: bool = False  # draw mode: the hand is emptied with a buraco on the table (R36.1)


@dataclass(frozen=True, slots=True)
class DiscardPlan:
    """An accepted discard: ``closes`` (legal closing discard), ``takes_pozzetto`` (R9.3)."""

    player: int
    card: Card
    closes: bool
    takes_pozzetto: bool


def team_of(player: int, pos: Position | None = None) -> int:
    """The team of ``player``: in ``pos`` when given (teams are computed, RULES-MULTI R21.4),
    else by R2.3 (``player mod 2``, 2 and 4 players)."""
    if pos is not None:
        return pos.team_of(player)
    return player % 2


def _err(code: str, message: str, reason: str | None = None) -> IllegalMove:
    return IllegalMove(code, message, reason)


def acting_player(pos: Position, player: int | None) -> int:
    """The player a command acts for; raises ``game_over`` / ``not_your_turn`` (R7.1)."""
    if pos.over:
        raise _err("game_over", "the hand is over")
    if player is None:
        return pos.current
    if player != pos.current:
        raise _err("not_your_turn", f"it is player {pos.current}'s turn, not player {shown(player)}'s")
    return player


def resolve_in_hand(hand: Sequence[Card], cards: CardsArg) -> list[Card]:
    """Bind the command's cards to distinct cards of ``hand`` by R1.4 (``card_not_in_hand``)."""
    specs = command_specs(cards)
    try:
        return resolve_specs(specs, hand)
    except UnresolvedCard as err:
        raise _err("card_not_in_hand", f"{err.spec.text} is not in your hand") from None


def _remaining(hand: Sequence[Card], used: Sequence[Card]) -> list[Card]:
    gone = set(used)
    return [c for c in hand if c not in gone]


def closing_failure(card: Card, table: Sequence[Meld], ban: Card | None, rules: Rules) -> str | None:
    """Why ``card`` could not be the closing discard (R10.2, R10.3), or ``None`` if it could."""
    if card is ban:
        return "single_pile_card_discard_back"
    if card.is_wild:
        return "close_with_wildcard"
    return buraco_missing(table, rules)


_CLOSE_MESSAGES = {
    "single_pile_card_discard_back": "the single card just taken from the discard pile may not be "
    "discarded this turn",
    "close_with_wildcard": "you cannot close by discarding a wildcard",
    "close_without_buraco": "your team needs a buraco to close",
    "close_without_clean_buraco": "your team needs a clean buraco to close",
}


#: What :func:`guard` found: the hand keeps cards; the pozzetto is picked up al volo; or it is
#: picked up and its content, hidden from a player view, decides (a one-card pozzetto, R11.1).
KEEPS, AL_VOLO, AL_VOLO_HIDDEN = "keeps", "al_volo", "al_volo_hidden"


def guard(pos: Position, team: int, remaining: Sequence[Card], table: Sequence[Meld]) -> str:
    """The never-stuck guard (R11.1) for the hand ``remaining`` after a meld or attach that gives
    ``table``. Raises ``close_by_melding_all`` / ``would_leave_undiscardable``; returns
    :data:`KEEPS`, :data:`AL_VOLO` or :data:`AL_VOLO_HIDDEN` (a player view cannot see the one
    card of the pozzetto: the engine judges it when the command is applied)."""
    taken = pos.pozzetto_taken_by(team)
    left = list(remaining)
    outcome = KEEPS
    if not left:
        if taken:
            raise _err(
                "close_by_melding_all", "your team has its pozzetto: the last card must go out as a discard"
            )
        pozzetto = pos.pozzetto_cards(team)
        outcome = AL_VOLO
        taken = True
        if pozzetto is None:  # hidden from a player view: only a one-card pozzetto is in doubt
            return AL_VOLO if pos.pozzetto_size(team) >= 2 else AL_VOLO_HIDDEN
        left = list(pozzetto)
    if len(left) == 1:
        card = left[0]
        if taken:
            reason = closing_failure(card, table, pos.ban, pos.rules)
        else:
            reason = "single_pile_card_discard_back" if card is pos.ban else None
        if reason is not None:
            raise _err(
                "would_leave_undiscardable",
                f"that would leave {card.short} as your last card, which you could not "
                f"discard: {_CLOSE_MESSAGES[reason]}",
                reason,
            )
    return outcome


def _play_phase(pos: Position, player: int | None) -> int:
    p = acting_player(pos, player)
    if pos.phase == "draw":
        raise _err("draw_first", "draw from the stock or take the discard pile first")
    return p


def plan_meld(
    pos: Position, cards: CardsArg, wild_end: str | None = None, player: int | None = None
) -> PlayPlan:
    """Judge a new meld (R8.2, checks in the order of R8.4)."""
    p = _play_phase(pos, player)
    hand = pos.hand_of(p)
    used = resolve_in_hand(hand, cards)
    meld = Meld.build_cards(used, pos.rules, wild_end)
    team = pos.team_of(p)
    table = pos.table_of(team)
    if duplicate_set(meld, table, pos.rules):
        raise _err("duplicate_set_rank", "your team already has a set of this rank: attach the cards to it")
    new_table = [*table, meld]
    if pos.rules.draw_mode:
        closes = D.draw_guard(pos.rules, _remaining(hand, used), new_table) == D.CLOSES
        return PlayPlan(p, team, len(table), meld, tuple(used), True, False, closes=closes)
    outcome = guard(pos, team, _remaining(hand, used), new_table)
    return PlayPlan(p, team, len(table), meld, tuple(used), True, outcome != KEEPS, outcome == AL_VOLO_HIDDEN)


def duplicate_set(meld: Meld, table: Sequence[Meld], rules: Rules) -> bool:
    """Whether ``meld`` would be a second set of a rank the team already has as a set (R4.3)."""
    return (
        meld.kind == "set"
        and not rules.allow_duplicate_sets
        and any(m.kind == "set" and m.rank == meld.rank for m in table)
    )


def plan_attach(
    pos: Position, cards: CardsArg, to: int, wild_end: str | None = None, player: int | None = None
) -> PlayPlan:
    """Judge an attach to meld ``to`` of the acting team (R8.3, R5.8–R5.10, order of R8.4)."""
    p = _play_phase(pos, player)
    team = pos.team_of(p)
    table = pos.table_of(team)
    if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to < len(table):
        raise _err("meld_not_found", f"your team has no meld number {shown(to)}")
    hand = pos.hand_of(p)
    used = resolve_in_hand(hand, cards)
    meld = table[to].attach_cards(used, wild_end)
    new_table = list(table)
    new_table[to] = meld
    if pos.rules.draw_mode:
        closes = D.draw_guard(pos.rules, _remaining(hand, used), new_table) == D.CLOSES
        return PlayPlan(p, team, to, meld, tuple(used), False, False, closes=closes)
    outcome = guard(pos, team, _remaining(hand, used), new_table)
    return PlayPlan(p, team, to, meld, tuple(used), False, outcome != KEEPS, outcome == AL_VOLO_HIDDEN)


def plan_take_pozzetto(pos: Position, player: int | None = None) -> int:
    """Judge taking the team's pozzetto instead of drawing (RULES-CASUAL.md R35.2; order of
    R39.2: ``game_over``, ``not_your_turn``, ``already_drawn``, ``pozzetto_not_available``,
    ``pozzetto_not_opened``); returns the acting player."""
    p = acting_player(pos, player)
    if pos.phase != "draw":
        raise _err("already_drawn", "you have already drawn this turn")
    D.check_take_pozzetto(pos, p, pos.team_of(p))
    return p


def plan_draw(pos: Position, player: int | None = None) -> int:
    """Judge a draw from the stock (R7.2); returns the acting player."""
    p = acting_player(pos, player)
    if pos.phase != "draw":
        raise _err("already_drawn", "you have already drawn this turn")
    if pos.stock_size <= UNPLAYABLE_STOCK:
        raise _err("stock_exhausted", "the last two cards of the stock are never drawn")
    return p


@dataclass(frozen=True, slots=True)
class TakePlan:
    """A player view's judgement of taking the discard pile: ``hidden`` when only a play that
    depends on a hidden one-card pozzetto would meet the obligation to meld (R7.7.1 with R11.1;
    the engine may still refuse)."""

    player: int
    hidden: bool = False


def plan_take_view(pos: Position, player: int | None = None) -> TakePlan:
    """:func:`plan_take` for a position that cannot see the pozzetti (a player view): the plan
    says whether the answer depends on a hidden one-card pozzetto (:class:`TakePlan`)."""
    p = plan_take(pos, player)
    hidden = False
    team = pos.team_of(p)
    if (
        pos.rules.pile_take_needs_meld
        and pos.pozzetto_size(team) == 1
        and not pos.pozzetto_taken_by(team)
        and pos.pozzetto_cards(team) is None
    ):
        hand, pile = list(pos.hand_of(p)), list(pos.pile)
        hidden = not can_play(pos, team, hand + pile, pile_ban(hand, pile), sure=True)
    return TakePlan(p, hidden)


def plan_take(pos: Position, player: int | None = None) -> int:
    """Judge taking the discard pile (R7.3, R7.7.1); returns the acting player."""
    p = acting_player(pos, player)
    if pos.phase != "draw":
        raise _err("already_drawn", "you have already drawn this turn")
    if not pos.rules.pile_take:
        raise _err("pile_take_not_allowed", "in these rules the discard pile is never taken")
    pile = list(pos.pile)
    if not pile:
        raise _err("discard_pile_empty", "the discard pile is empty")
    if pos.rules.pile_take_needs_meld:
        hand = list(pos.hand_of(p))
        ban = pile_ban(hand, pile)
        if not can_play(pos, pos.team_of(p), hand + pile, ban):
            raise _err(
                "pile_take_needs_meld", "you may take the discard pile only if you can then meld or attach"
            )
    return p


def pile_ban(hand: Sequence[Card], pile: Sequence[Card]) -> Card | None:
    """The card the re-discard rule bans after taking ``pile`` with ``hand`` (R7.4), or None."""
    if len(pile) != 1:
        return None
    card = pile[0]
    if any(card.is_twin(c) for c in hand):
        return None
    return card


def plan_discard(pos: Position, card: Card | CardSpec | str, player: int | None = None) -> DiscardPlan:
    """Judge a discard (R7.4, R7.5, R9.3, section 10; order of R8.4)."""
    p = _play_phase(pos, player)
    hand = pos.hand_of(p)
    (c,) = resolve_in_hand(hand, [card] if not isinstance(card, str) else card)
    if pos.must_meld:
        raise _err(
            "must_meld_after_taking_pile",
            "after taking the discard pile you must meld or attach before discarding",
        )
    if c is pos.ban:
        raise _err("single_pile_card_discard_back", _CLOSE_MESSAGES["single_pile_card_discard_back"])
    if pos.rules.draw_mode:  # R35.5: never a closing attempt, never the last card
        D.check_draw_mode_discard(hand)
        return DiscardPlan(p, c, False, False)
    team = pos.team_of(p)
    taken = pos.pozzetto_taken_by(team)
    closing = len(hand) == 1 and taken
    if closing:
        reason = closing_failure(c, pos.table_of(team), None, pos.rules)
        if reason is not None:
            raise _err(reason, _CLOSE_MESSAGES[reason])
    return DiscardPlan(p, c, closing, len(hand) == 1 and not taken)


@dataclass(frozen=True, slots=True)
class CheckResult:
    """The answer of ``check``: ``ok``, or the ``error`` the command would raise."""

    ok: bool
    error: RuleError | None = None

    def __bool__(self) -> bool:
        return self.ok

    @property
    def code(self) -> str | None:
        """The error's code (RULES.md section 17), ``None`` when accepted."""
        return None if self.error is None else self.error.code


def check_command(pos: Position, command: Command, player: int | None) -> CheckResult:
    """Whether ``command`` for ``player`` would be accepted in ``pos`` (nothing changes)."""
    try:
        plan_command(pos, command, player)
    except RuleError as err:
        return CheckResult(False, err)
    return CheckResult(True)


def plan_command(pos: Position, command: Command, player: int | None) -> Any:
    """The plan of any command for ``player`` (``None``: the position's current player); raises
    the rule error of the first failing check; ``InvalidCommand`` first for a command that is
    not well formed (:func:`.edge.checked_command`)."""
    checked_command(command)
    if isinstance(command, Draw):
        return plan_draw(pos, player)
    if isinstance(command, TakePile):
        return plan_take(pos, player)
    if isinstance(command, TakePozzetto):
        return plan_take_pozzetto(pos, player)
    if isinstance(command, MeldCards):
        return plan_meld(pos, command.cards, command.wild_end, player)
    if isinstance(command, Attach):
        return plan_attach(pos, command.cards, command.to, command.wild_end, player)
    if isinstance(command, Discard):
        return plan_discard(pos, command.card, player)
    raise AssertionError(f"not a command: {command!r}")  # pragma: no cover - checked above


def can_play(pos: Position, team: int, hand: Sequence[Card], ban: Card | None, sure: bool = False) -> bool:
    """Whether some meld or attach with cards of ``hand`` would be accepted now (R7.7), with the
    team's table and pozzetto status and the re-discard ban ``ban``; ``sure``: without relying
    on a hidden one-card pozzetto (R11.1, a player view)."""
    return first_play(pos, team, hand, ban, sure) is not None


def first_play(
    pos: Position, team: int, hand: Sequence[Card], ban: Card | None, sure: bool = False
) -> tuple[tuple[Card, ...], int | None] | None:
    """A meld or attach the rules accept now, or ``None``: ``(cards, index)`` with ``index`` the
    meld to attach to, ``None`` for a new meld. Searches single cards and pairs first, then
    three-card melds, and every group when the hand is small (a position can require a
    two-card attach, or the whole hand)."""
    trial = Trial(pos, team, hand, ban, sure)
    melds = range(len(trial.table))
    distinct = _distinct(hand)
    for size in (1, 2):
        for group in combinations(distinct, size):
            for i in melds:
                if trial.attach(group, i) is not None:
                    return tuple(group), i
    for group in combinations(distinct, 3):
        if trial.meld(group) is not None:
            return tuple(group), None
    if len(hand) <= 8:
        for size in range(4, len(hand) + 1):
            for group in combinations(hand, size):
                if trial.meld(group) is not None:
                    return tuple(group), None
        for size in range(3, len(hand) + 1):
            for group in combinations(hand, size):
                for i in melds:
                    if trial.attach(group, i) is not None:
                        return tuple(group), i
    return None


def _distinct(hand: Sequence[Card]) -> list[Card]:
    """The hand with at most two cards per twin key (enough for any meld of one group)."""
    seen: dict[str, int] = {}
    out = []
    for c in hand:
        k = seen.get(c.twin_key, 0)
        if k < 2:
            seen[c.twin_key] = k + 1
            out.append(c)
    return out


class Trial:
    """Judges candidate melds and attaches of a team's ``hand`` as the engine would (meld
    validity, one set per rank R4.3, the wildcard lock R5.9, the never-stuck guard R11.1), with
    the re-discard ban ``ban``: for the meld finder and for hypothetical hands (R7.7). Turn and
    phase are not judged. Each method returns the resulting meld, or ``None`` when refused.
    ``sure`` also refuses a play whose legality depends on a hidden one-card pozzetto, and every
    method refuses cards that are not distinct cards of ``hand`` (the engine binds a command's
    cards to distinct hand cards, R1.4)."""

    def __init__(
        self, pos: Position, team: int, hand: Sequence[Card], ban: Card | None, sure: bool = False
    ) -> None:
        self.pos = _BanOverride(pos, ban)
        self.team = team
        self.hand = list(hand)
        self._in_hand = set(self.hand)
        self.rules = pos.rules
        self.table = list(pos.table_of(team))
        self.sure = sure

    def _own(self, cards: Sequence[Card]) -> bool:
        """Whether ``cards`` are distinct cards of the hand."""
        return len(set(cards)) == len(cards) and self._in_hand.issuperset(cards)

    def _guard_ok(self, used: Sequence[Card], table: list[Meld]) -> bool:
        if self.rules.draw_mode:
            try:
                D.draw_guard(self.rules, _remaining(self.hand, used), table)
            except IllegalMove:
                return False
            return True
        try:
            outcome = guard(self.pos, self.team, _remaining(self.hand, used), table)  # type: ignore[arg-type]
        except IllegalMove:
            return False
        return not (self.sure and outcome == AL_VOLO_HIDDEN)

    def meld(self, cards: Sequence[Card], wild_end: str | None = None) -> Meld | None:
        if not self._own(cards):
            return None
        try:
            meld = Meld.build_cards(list(cards), self.rules, wild_end)
        except InvalidMeld:
            return None
        if duplicate_set(meld, self.table, self.rules) or not self._guard_ok(cards, [*self.table, meld]):
            return None
        return meld

    def attach(self, cards: Sequence[Card], to: int, wild_end: str | None = None) -> Meld | None:
        if not self._own(cards):
            return None
        try:
            meld = self.table[to].attach_cards(list(cards), wild_end)
        except InvalidMeld:
            return None
        table = list(self.table)
        table[to] = meld
        return meld if self._guard_ok(cards, table) else None


class _BanOverride:
    """A position seen with another re-discard ban (for hypothetical hands)."""

    def __init__(self, pos: Position, ban: Card | None) -> None:
        self._pos = pos
        self.ban = ban
        self.rules = pos.rules

    def pozzetto_taken_by(self, team: int) -> bool:
        return self._pos.pozzetto_taken_by(team)

    def pozzetto_cards(self, team: int) -> Sequence[Card] | None:
        return self._pos.pozzetto_cards(team)

    def pozzetto_size(self, team: int) -> int:
        return self._pos.pozzetto_size(team)
