"""The hard computer tier (issue 3, without the blunders the issue 13 audit found).

Medium's greedy loop, plus:

* **wildcards** (issue 25, :func:`~.tempo.wildcard_cost`): a wildcard that makes no buraco is
  laid when what keeping it is worth later (more while the team has no buraco, less with fewer
  cards to build with, a meld near a buraco or another wildcard in hand) is below what it scores
  now, both weighed by the chance the opponents close first (it is then spent at once); laid
  freely in a hurry (stock low, last turn, few cards); a wildcard goes where the engine's
  reading gives the best bonus (semi-clean at an end rather than dirty inside), and a clean
  buraco is not dirtied; never discarded while a natural card is a legal discard;
* **the one-card lock** (issue 25, :func:`~.tempo.locks`): after its pozzetto, while its team
  has no buraco, it does not go down to two cards or fewer unless the play makes the buraco or
  the hand is nearly over (an opponent about to close, the stock almost gone);
* **the table read for the discard**: never feeds the opponents — no card that attaches to one
  of their melds, nor one of a rank or a suit neighbour they took from the pile — keeps its own
  pairs and run drafts and its wildcards (last), and sheds points as the stock runs low;
* **the pozzetto race and closing** (issue 13): each play asks :func:`~.plans.plan_to` whether
  a sequence of plays empties the hand (the pozzetto al volo or with the last discard) or closes
  this turn, and if so plays it, wildcards included; in 2 vs 2 it does not close while the
  partner holds 6 cards or more unless the opponents threaten to close first or the stock is
  low (the partner's cards would count against the team), and then keeps two cards — unless
  closing now wins the hand anyway, the partner's cards counted (issue 25, :mod:`.team`); with
  a partner about to close it hurries, since its own cards would count against the team;
* **the pile**: always taken when a card of it can be laid at once (any legal play, issue 13),
  but not when the stock is low and the pile would fill the hand with points it cannot lay down;
* **discards** (issue 13): a natural card that extends none of the opponents' melds is always
  preferred to one that does; a rank the opponents discarded themselves is judged less wanted.
"""

from __future__ import annotations

import random

from ..engine import Card, Command, Draw, InvalidMeld, Meld, PlayerView, TakePile
from ..engine.cards import card_by_code, card_points
from ..engine.finder import Move, Moves, find_moves
from .base import ComputerPlayer
from .plans import plan_to, unplayable_count
from .team import close_wins
from .tempo import close_risk, locks, partner_may_close, wildcard_cost
from .tiers import MediumPlayer, extends_opponents

#: Stock size at or under which the hard tier hurries (plays wildcards, sheds points).
LOW_STOCK = 8


def hurry(view: PlayerView) -> bool:
    """Whether to empty the hand fast: stock low, last turn, few cards left, or a partner about
    to close (the seat's cards would count against the team, :mod:`.team`)."""
    return (
        view.stock_size <= LOW_STOCK + 2 * view.players
        or view.last_turn is not None
        or len(view.hand) <= 3
        or partner_may_close(view)
    )


def move_score(view: PlayerView, move: Move, thrift: float = 1.0) -> float:
    """How much the hard tier likes a meld or attach (higher is better; ≤ 0 means skip);
    ``thrift`` scales the cost of laying a wildcard that makes no buraco."""
    table = view.table_of(view.team)
    old: Meld | None = table[move.to] if move.to is not None else None
    new = move.meld
    score = float(card_points(move.cards))
    score += new.bonus - (old.bonus if old else 0)
    score += 4 * len(move.cards)
    # progress towards a buraco (7 cards), most valuable close to it
    before = len(old) if old else 0
    if len(new) < 7:
        score += 6 * max(0, len(new) - 3) - 6 * max(0, before - 3)
    if not hurry(view):
        score -= wildcard_cost(view, move, old, thrift)
    if (
        old is not None
        and old.buraco is not None
        and old.buraco.is_clean
        and new.buraco is not None
        and not new.buraco.is_clean
        and not hurry(view)
    ):
        score -= 60
    left = len(view.hand) - len(move.cards)
    if left == 0:
        score += 80  # the pozzetto al volo
    return score


#: Finder calls the hard tier's turn-plan search may make per decision.
PLAN_BUDGET = 30
#: Hand size up to which it searches for a turn plan (larger hands rarely empty in one turn).
SEARCH_HAND = 9
#: Partner's hand size from which a 2 vs 2 close waits (the partner's cards count against us).
PARTNER_WAIT = 6


def opponents_threaten(view: PlayerView) -> bool:
    """Whether the opponents may close at their next turn: some other team has its pozzetto
    taken with a buraco on the table and a hand of two cards or fewer, or the hand about to end
    (the stock at its last cards, the last turn)."""
    late = view.stock_size <= LOW_STOCK // 2 or view.last_turn is not None
    if late:
        return True
    for opp in view.other_teams():
        short = min(view.hand_sizes[p] for p in view.teams[opp]) <= 2
        buraco = any(m.buraco is not None for m in view.tables[opp])
        ready = view.pozzetto_taken[opp] or view.rules.draw_mode  # draw mode: out with a buraco
        if ready and buraco and short:
            return True
    return False


def wait_for_partner(view: PlayerView) -> bool:
    """With a partner (4 players, a 6-player team, a 3- or 5-player pair): hold the close while
    the partner still holds many cards and nothing presses, unless closing now wins the hand
    anyway (:func:`~.team.close_wins`: the partner's cards counted against the team)."""
    partners = view.partners()
    if not partners or close_wins(view):
        return False
    return max(view.hand_sizes[p] for p in partners) >= PARTNER_WAIT and not opponents_threaten(view)


def worth_searching(view: PlayerView, found: Moves) -> bool:
    """A cheap filter before the plan search: at most one hand card can surely not be laid."""
    return unplayable_count(view, found.all()) <= 1


class HardPlayer(MediumPlayer):
    """The hard tier (see the module note)."""

    tier = "hard"
    take_chance = 1.0
    pozzetto_by_chance = False  # draw mode: by the pozzetto's value (RULES-CASUAL.md R35.7)

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._plans: dict[tuple, list[Command] | None] = {}

    def turn_plan(self, view: PlayerView, found: Moves) -> list[Command] | None:
        """The plays that reach the pozzetto or close this turn, when the tier wants them.

        Searched once per state: a plan found is remembered for the states along it (the same
        plan a new search from there would find, budget permitting)."""
        # draw mode (RULES-CASUAL.md R36.1): the hand ends by melding out
        goal = "out" if view.rules.draw_mode else "close" if view.pozzetto_taken[view.team] else "pozzetto"
        if goal != "pozzetto" and (wait_for_partner(view) or self.not_ready_to_close(view)):
            return None
        key = (
            view.seat,
            view.turn,
            goal,
            frozenset(c.id for c in view.hand),
            tuple(tuple(c.id for c in m.cards) for m in view.tables[view.team]),
        )
        if key in self._plans:
            return self._plans[key]
        if len(self._plans) > 256:
            self._plans.clear()
        plan = None
        if len(view.hand) <= SEARCH_HAND and worth_searching(view, found):
            plan = plan_to(view, goal, PLAN_BUDGET)
        self._plans[key] = plan
        v = view
        if plan is None:
            return plan
        for i, cmd in enumerate(plan):
            v = v.after_play(cmd)
            if not v.hand:
                break
            self._plans[
                (
                    *key[:3],
                    frozenset(c.id for c in v.hand),
                    tuple(tuple(c.id for c in m.cards) for m in v.tables[v.team]),
                )
            ] = plan[i + 1 :]
        return plan

    def play_moves(self, view: PlayerView, found: Moves) -> list[Move]:
        plan = self.turn_plan(view, found)
        if plan:
            first = plan[0]
            return [m for m in found.all() if m.command(view.seat) == first] or [_move_of(view, first)]
        thrift = 2 * self.style.wildcard_thrift
        scored = [(move_score(view, m, thrift), m) for m in found.all()]
        scored = [(s, m) for s, m in scored if s > 0]
        late = opponents_threaten(view) or close_risk(view) >= 0.5
        scored = [(s, m) for s, m in scored if not locks(view, m, late)]
        closing = view.pozzetto_taken[view.team] or view.rules.draw_mode
        if closing and (wait_for_partner(view) or self.not_ready_to_close(view)):
            scored = [(s, m) for s, m in scored if len(view.hand) - len(m.cards) >= 2]
        scored.sort(key=lambda sm: (-sm[0], -len(sm[1].cards), [c.id for c in sm[1].cards]))
        return [m for _, m in scored]

    def not_ready_to_close(self, view: PlayerView) -> bool:
        """A patient character (closing eagerness < 0.5) waits for a second buraco, unless the
        opponents press or the stock runs short."""
        if self.style.closing_eagerness >= 0.5:
            return False
        buracos = [m.buraco for m in view.tables[view.team] if m.buraco is not None]
        if len(buracos) >= 2:
            return False
        return not opponents_threaten(view)

    def pile_useful(self, view: PlayerView) -> bool:
        """Any legal play with a pile card right after taking it (not only the tier's habits); a
        cautious character (pile greed < 0.5) leaves a pile of four cards or more of which it
        could lay only one."""
        pile = set(view.pile)
        usable = {c for m in find_moves(view.after_take()).all() for c in m.cards} & pile
        if self.style.pile_greed < 0.5 and len(pile) >= 4 and len(usable) < 2:
            return False
        return bool(usable)

    def choose_draw(self, view: PlayerView, rng: random.Random) -> Command:
        if view.stock_size <= LOW_STOCK and len(view.pile) >= 4 and view.sure(TakePile(view.seat)):
            dead = set(view.pile) - self.playable_pile_cards(view)
            draw = Draw(view.seat)
            if card_points(dead) > 40 and view.check(draw).ok:  # a handful of points to carry
                return draw
        return ComputerPlayer.choose_draw(self, view, rng)

    def choose_discard(self, view: PlayerView, rng: random.Random) -> Card:
        taken = opponents_took(view)
        legal = self.legal_discards(view)
        naturals = [c for c in legal if not c.is_wild] or legal  # never a wildcard while a natural is legal
        safe = [c for c in naturals if not extends_opponents(view, c)]
        caution = 2 * self.style.discard_caution
        return min(safe or naturals, key=lambda c: (discard_cost(view, c, taken, caution), c.id))


def _move_of(view: PlayerView, command: Command) -> Move:
    plan = view.plan(command)
    return Move(
        "meld" if plan.created else "attach",
        plan.cards,
        plan.meld,
        None if plan.created else plan.index,
        getattr(command, "wild_end", None),
    )


def opponents_discarded(view: PlayerView) -> list[Card]:
    """The opponents' last discards (public): ranks they let go are less wanted by them."""
    opponents = set(_opponent_seats(view))
    return [card_by_code(code) for p, code in view.discards[-8:] if p in opponents]


def _opponent_seats(view: PlayerView) -> list[int]:
    return view.opponents()


def opponents_took(view: PlayerView) -> list[Card]:
    """The cards the opponents took from the discard pile this hand (public information)."""
    opponents = set(_opponent_seats(view))
    return [c for player, cards in view.pile_taken_cards() if player in opponents for c in cards]


def feeds_opponents(view: PlayerView, card: Card, taken: list[Card] | None = None) -> int:
    """How much discarding ``card`` may help the opponents (0 = safe), from public information:
    their melds it would extend, and the cards they took from the pile (``taken``, computed when
    not given)."""
    danger = 0
    for meld in (m for t in view.other_teams() for m in view.table_of(t)):
        try:
            extended = meld.attach([card])
        except InvalidMeld:
            continue
        danger += 60 + (extended.bonus - meld.bonus)
    inferred = 0
    for c in opponents_took(view) if taken is None else taken:
        if c.is_wild or card.is_wild:
            continue
        if c.rank == card.rank and view.rules.sets_allowed and view.rules.set_rank_allowed(c.rank):
            inferred += 18
        elif c.suit == card.suit and abs(c.rank - card.rank) <= 2:
            inferred += 12
    if not card.is_wild and any(c.rank == card.rank and not c.is_wild for c in opponents_discarded(view)):
        inferred = max(0, inferred - 12)  # they let this rank go themselves
    return danger + inferred


def keep_value(view: PlayerView, card: Card) -> int:
    """How much ``card`` is worth keeping for the seat's own melds."""
    if card.is_wild:
        return 150
    value = 0
    rules = view.rules
    for other in view.hand:
        if other is card or other.is_wild:
            continue
        if other.rank == card.rank and rules.sets_allowed and rules.set_rank_allowed(card.rank):
            value += 14
        elif other.suit == card.suit and 0 < abs(other.rank - card.rank) <= 2:
            value += 12 if abs(other.rank - card.rank) == 1 else 7
    for meld in view.table_of(view.team):
        try:
            meld.attach([card])
        except InvalidMeld:
            continue
        value += 30
        break
    return value


def discard_cost(
    view: PlayerView, card: Card, taken: list[Card] | None = None, caution: float = 1.0
) -> float:
    """The hard tier's cost of discarding ``card`` (lower is discarded first); ``caution``
    scales the weight of feeding the opponents."""
    points_weight = 2.0 if hurry(view) else 0.6
    return caution * feeds_opponents(view, card, taken) + keep_value(view, card) - points_weight * card.points
