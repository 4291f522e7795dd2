"""The expert's rollout policy: a fast greedy player for the determinized worlds (issue 13).

Rollouts need not play like the hard tier (a cheap greedy policy is usual in Monte Carlo
search): what matters is that they are fast and roughly sensible, so the search can afford many
worlds. :func:`play_turn` plays the whole turn of the game's current seat:

* **draw or take**: takes the pile when a pile card can at once be laid (attached to a team meld,
  or in a new meld with hand cards, a wildcard of the hand included), else draws;
* **plays**, greedy, longest first: new sets and runs of natural cards, attaches of natural
  cards to the team's melds; when none is left, a wildcard onto a meld of six cards (a buraco)
  or onto any meld when the hand is in a hurry (few cards, a short stock, the last turn), or
  with a natural pair;
* **discard**: never a wildcard nor a card that extends an opponents' meld when another is
  legal; keeps pairs and run drafts; sheds points.

Every play is judged by the engine's :class:`~burraco_qt.engine.legality.Trial` (meld validity,
one set per rank, the wildcard lock, the never-stuck guard) and applied with
:meth:`Game.apply <burraco_qt.engine.Game.apply>`: no rule is re-implemented here, the policy
only chooses which candidates to ask about. It reads the acting seat's hand and the public
state of the world it plays in (a determinized game, never the real one). Deterministic: no
random choice, ties broken by card ids.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Attach, Card, Command, Discard, Draw, Game, InvalidMeld, MeldCards, TakePile
from ..engine.finder import playable_moves
from ..engine.legality import Trial, pile_ban
from ..engine.meld import Meld

#: Stock size at or under which the rollout plays its wildcards and sheds points.
LOW_STOCK = 12
#: Plays at most per turn (a safety cap).
MAX_PLAYS = 30


def _hurry(game: Game, hand: Sequence[Card]) -> bool:
    return len(hand) <= 4 or game.stock_size <= LOW_STOCK or game.last_turn is not None


def _may_attach(meld: Meld, card: Card) -> bool:
    """A cheap necessary condition for a natural ``card`` to attach to ``meld`` (the engine
    judges the candidates that pass)."""
    if meld.kind == "set":
        return card.rank == meld.rank
    if card.suit != meld.suit:
        return False
    values = meld.values
    lo = values[0]
    hi = values[-1] if values[-1] is not None else values[-2]
    if lo is None or hi is None:  # never: a run's first value and one of its last two are set
        return False
    v = card.rank
    if v == lo - 1 or v == hi + 1 or v == meld.wild_value or (v == 1 and hi == 13):
        return True
    # a wildcard of the meld may slide to make room (the engine decides)
    return meld.wildcard is not None and (v == lo - 2 or v == hi + 2 or (v == 1 and hi == 12))


def _runs(naturals: Sequence[Card]) -> list[list[Card]]:
    """Maximal sequences of three or more consecutive values in one suit (the ace low or
    high), twos left out (they are kept as wildcards)."""
    out: list[list[Card]] = []
    by_suit: dict[str, dict[int, Card]] = {}
    for c in naturals:
        values = by_suit.setdefault(c.suit, {})
        values.setdefault(c.rank, c)
        if c.rank == 1:
            values.setdefault(14, c)
    for values in by_suit.values():
        if len(values) < 3:
            continue
        seq: list[Card] = []
        last = -5
        for v in sorted(values):
            c = values[v]
            if v == last + 1 and c not in seq:
                seq.append(c)
            else:
                if len(seq) >= 3:
                    out.append(seq)
                seq = [c]
            last = v
        if len(seq) >= 3:
            out.append(seq)
    return out


def _candidates(trial: Trial, hand: Sequence[Card], hurry: bool) -> list[Command]:
    """The policy's plays now, best first (each accepted by ``trial``)."""
    table = trial.table
    naturals = sorted((c for c in hand if not c.is_wild), key=lambda c: c.id)
    wilds = sorted((c for c in hand if c.is_wild), key=lambda c: c.id)
    scored: list[tuple[int, int, Command]] = []
    # new melds of natural cards: sets by rank, runs by suit
    by_rank: dict[int, list[Card]] = {}
    for c in naturals:
        by_rank.setdefault(c.rank, []).append(c)
    groups = [cards for cards in by_rank.values() if len(cards) >= 3] + _runs(naturals)
    for cards in groups:
        if trial.meld(cards) is not None:
            scored.append((len(cards), sum(c.points for c in cards), MeldCards(tuple(cards))))
    # attaches of natural cards
    seen: set[str] = set()
    for c in naturals:
        if c.twin_key in seen:
            continue
        seen.add(c.twin_key)
        for i, meld in enumerate(table):
            if _may_attach(meld, c) and trial.attach([c], i) is not None:
                scored.append((1, c.points, Attach((c,), i)))
                break
    # wildcards: onto a meld it makes a buraco of, or anywhere when in a hurry
    if wilds and not scored:
        w = wilds[0]
        for i, meld in enumerate(table):
            if meld.wildcard is not None or (len(meld) < 6 and not hurry):
                continue
            new = trial.attach([w], i)
            if new is not None:
                scored.append((1 + (new.buraco is not None), 0, Attach((w,), i)))
        for cards in by_rank.values():
            if len(cards) == 2 and trial.meld([*cards, w]) is not None:
                scored.append((3, 0, MeldCards((*cards, w))))
    scored.sort(key=lambda s: (-s[0], -s[1]))
    return [cmd for _, _, cmd in scored]


def choose_draw(game: Game) -> Command:
    """Take the pile when a pile card can be laid at once, else draw (the take when the stock
    refuses)."""
    p = game.current
    team = game.team_of(p)
    pile = list(game.pile)
    hand = game.hands[p]
    take, draw = TakePile(p), Draw(p)
    if not game.check(draw).ok:
        return take
    if pile and _pile_useful(game, team, hand, pile) and game.check(take).ok:
        return take
    return draw


def _pile_useful(game: Game, team: int, hand: Sequence[Card], pile: list[Card]) -> bool:
    both = [*hand, *pile]
    trial = Trial(game, team, both, pile_ban(hand, pile))
    mine = [c for c in hand if not c.is_wild]
    wild = next((c for c in hand if c.is_wild), None)
    for c in pile:
        if c.is_wild:
            continue
        for i, meld in enumerate(trial.table):
            if _may_attach(meld, c) and trial.attach([c], i) is not None:
                return True
        same = [x for x in mine if x.rank == c.rank]
        if len(same) >= 2 and trial.meld([c, *same[:2]]) is not None:
            return True
        near = [x for x in mine if x.suit == c.suit and 0 < abs(x.rank - c.rank) <= 2]
        for i in range(len(near)):
            for j in range(i + 1, len(near)):
                if trial.meld([c, near[i], near[j]]) is not None:
                    return True
        if wild is not None:  # a pair or a run draft completed by a wildcard of the hand
            for x in [*same[:1], *near]:
                if trial.meld([c, x, wild]) is not None:
                    return True
    return False


def next_play(game: Game) -> Command | None:
    """The policy's next meld or attach for the current seat, or ``None`` to discard."""
    p = game.current
    hand = game.hands[p]
    trial = Trial(game, game.team_of(p), hand, game.ban)
    cands = _candidates(trial, hand, _hurry(game, hand))
    if cands:
        return cands[0]
    if game.must_meld:  # a play is required (R7.7.2): any the engine's finder allows
        moves = playable_moves(game, p)
        return moves[0].command(p) if moves else None
    return None


def _feeds(meld: Meld, card: Card) -> bool:
    if not _may_attach(meld, card):
        return False
    try:
        meld.attach_cards([card], None)
    except InvalidMeld:
        return False
    return True


def discard_cost(game: Game, card: Card, hand: Sequence[Card]) -> float:
    """Lower is discarded first: feeding an opponents' meld and wildcards cost most, pairs and
    run drafts are kept, points are shed (more so in a hurry)."""
    cost = 0.0
    if card.is_wild:
        cost += 300
    else:
        mine = game.team_of(game.current)
        if any(_feeds(meld, card) for t, table in enumerate(game.tables) if t != mine for meld in table):
            cost += 100
        rank, suit = card.rank, card.suit
        for other in hand:
            if other is card or other.is_wild:
                continue
            if other.rank == rank:
                cost += 14
            elif other.suit == suit:
                d = abs(other.rank - rank)
                if d == 1:
                    cost += 12
                elif d == 2:
                    cost += 7
    return cost - (2.0 if _hurry(game, hand) else 0.6) * card.points


def choose_discard(game: Game) -> Card | None:
    """The cheapest legal discard (see :func:`discard_cost`); ``None`` when the engine allows
    none (the casual preset's last card must be played out, R36.2)."""
    p = game.current
    hand = game.hands[p]
    order = sorted(hand, key=lambda c: (discard_cost(game, c, hand), c.id))
    for card in order:
        if game.check(Discard(card, p)).ok:
            return card
    return None


def play_turn(game: Game) -> None:
    """Play the current seat's turn to its end (or the end of the hand) with the policy."""
    p = game.current
    if game.phase == "draw":
        game.apply(choose_draw(game))
    for _ in range(MAX_PLAYS):
        if game.over or game.current != p:
            return
        cmd = next_play(game)
        if cmd is None:
            break
        game.apply(cmd)
    for _ in range(MAX_PLAYS):
        if game.over or game.current != p:
            return
        card = choose_discard(game)
        if card is not None:
            game.apply(Discard(card, p))
            return
        # no discard is allowed (R36.2): play out with the finder's best move
        moves = playable_moves(game, p)
        if not moves:
            raise RuntimeError("rollout: neither a discard nor a play is legal (R11.2)")
        game.apply(moves[0].command(p))
