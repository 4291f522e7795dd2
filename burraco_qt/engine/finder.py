"""The meld finder: legal melds and attaches from a hand, for hints and the computer players.

:func:`find_moves` lists, for the player to act in a position (a ``Game`` or a ``PlayerView``):

* ``attaches``: every legal attachment of one hand card to each meld of the team's table (a
  wildcard that could stand at either end of a run is listed once per end);
* ``melds``: every legal new meld of three hand cards;
* ``longest``: for each hand card, the longest legal new meld of hand cards that contains it.

Twins (R1.3) are not listed twice, and every move is one the engine accepts in the play phase:
each is judged by the same rule functions as the engine (meld validity, one set per rank, the
wildcard lock, the never-stuck guard).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from .cards import Card
from .commands import Attach, Command, MeldCards
from .legality import Position, Trial, first_play
from .meld import Meld


@dataclass(frozen=True, slots=True)
class Move:
    """A meld or attach: ``cards`` from the hand, the resulting ``meld``; ``to`` is the meld index
    for an attach (``None`` for a new meld); ``wild_end`` as sent to the engine."""

    kind: str  # "meld" or "attach"
    cards: tuple[Card, ...]
    meld: Meld
    to: int | None = None
    wild_end: str | None = None

    def command(self, player: int | None = None) -> Command:
        """The engine command that makes this move."""
        if self.kind == "meld":
            return MeldCards(self.cards, self.wild_end, player)
        assert self.to is not None
        return Attach(self.cards, self.to, self.wild_end, player)

    @property
    def gain(self) -> int:
        """Card points laid plus the buraco bonus this move creates (a simple ranking key)."""
        return sum(c.points for c in self.cards) + self.meld.bonus


@dataclass(slots=True)
class Moves:
    """The finder's answer (see the module note)."""

    attaches: list[Move] = field(default_factory=list)
    melds: list[Move] = field(default_factory=list)
    longest: dict[Card, Move | None] = field(default_factory=dict)

    def all(self) -> list[Move]:
        """Every distinct move, best (highest ``gain``) first."""
        seen: set[tuple] = set()
        out = []
        for m in [*self.attaches, *self.melds, *(v for v in self.longest.values() if v)]:
            key = (m.kind, m.to, m.wild_end, tuple(sorted(c.id for c in m.cards)))
            if key not in seen:
                seen.add(key)
                out.append(m)
        out.sort(key=lambda m: (-m.gain, m.kind, tuple(c.id for c in m.cards)))
        return out


class _Judge:
    """Candidate moves of one player, judged by the engine's :class:`~.legality.Trial`."""

    def __init__(self, pos: Position, player: int) -> None:
        self.trial = Trial(pos, pos.team_of(player), pos.hand_of(player), pos.ban)
        self.team = self.trial.team
        self.hand = self.trial.hand
        self.table = self.trial.table

    def meld(self, cards: Sequence[Card], wild_end: str | None = None) -> Move | None:
        meld = self.trial.meld(cards, wild_end)
        return None if meld is None else Move("meld", tuple(cards), meld, None, wild_end)

    def attach(self, cards: Sequence[Card], to: int, wild_end: str | None = None) -> Move | None:
        meld = self.trial.attach(cards, to, wild_end)
        return None if meld is None else Move("attach", tuple(cards), meld, to, wild_end)


def any_play(pos: Position, player: int | None = None) -> Move | None:
    """One meld or attach the engine accepts now for ``player``, found by a wider search than
    :func:`find_moves` (pairs of cards attached together, whole small hands), or ``None``. Used
    when the finder lists nothing but a play is required (R7.7.2)."""
    if player is None:
        player = getattr(pos, "seat", pos.current)
    judge = _Judge(pos, player)
    found = first_play(pos, judge.team, judge.hand, pos.ban)
    if found is None:
        return None
    cards, index = found
    return judge.meld(cards) if index is None else judge.attach(cards, index)


def playable_moves(pos: Position, player: int | None = None) -> list[Move]:
    """Every finder move, best first; when none is listed but a play is required (international,
    after taking the pile, R7.7.2), the one :func:`any_play` finds."""
    moves = find_moves(pos, player).all()
    if not moves and pos.must_meld:
        move = any_play(pos, player)
        moves = [move] if move is not None else []
    return moves


def distinct_cards(hand: Sequence[Card]) -> list[Card]:
    """One card per twin key (R1.3), the lowest copy first."""
    seen: set[str] = set()
    out = []
    for c in sorted(hand, key=lambda c: c.id):
        if c.twin_key not in seen:
            seen.add(c.twin_key)
            out.append(c)
    return out


def find_moves(pos: Position, player: int | None = None) -> Moves:
    """All finder moves for ``player`` (default: the position's current player; for a view, its
    seat) in ``pos`` (see the module note)."""
    if player is None:
        player = getattr(pos, "seat", pos.current)
    judge = _Judge(pos, player)
    moves = Moves()
    moves.attaches = find_attaches(judge)
    moves.melds = find_melds3(judge)
    moves.longest = find_longest(judge)
    return moves


def find_attaches(judge: _Judge) -> list[Move]:
    """Every legal single-card attach (twins once; both ends for a run's wildcard)."""
    out = []
    for c in distinct_cards(judge.hand):
        for i, target in enumerate(judge.table):
            move = judge.attach([c], i)
            if move is None:
                continue
            out.append(move)
            if c.is_wild and target.kind == "run":
                for end in ("low", "high"):
                    other = judge.attach([c], i, end)
                    if other is not None and other.meld.values != move.meld.values:
                        out.append(other)
                        break
    return out


def find_melds3(judge: _Judge) -> list[Move]:
    """Every legal new meld of three hand cards, each multiset of twin keys once."""
    pool = []
    counts: dict[str, int] = {}
    for c in sorted(judge.hand, key=lambda c: c.id):
        k = counts.get(c.twin_key, 0)
        if k < 3:  # three copies of a key can only matter for jokers
            counts[c.twin_key] = k + 1
            pool.append(c)
    seen: set[tuple[str, ...]] = set()
    out = []
    for trio in combinations(pool, 3):
        if not _may_meld(trio):
            continue
        key = tuple(sorted(c.twin_key for c in trio))
        if key in seen:
            continue
        seen.add(key)
        move = judge.meld(trio)
        if move is not None:
            out.append(move)
    return out


def _may_meld(trio: Sequence[Card]) -> bool:
    """A cheap necessary condition for three cards to be a meld (skips most triples)."""
    a, b, c = trio
    wild = a.is_wild + b.is_wild + c.is_wild
    if wild >= 2:
        return wild == 2 and any(x.is_two for x in trio)  # a natural two and a wildcard
    nat = [x for x in trio if not x.is_wild]
    if nat[0].rank == nat[1].rank:
        return len(nat) == 2 or nat[2].rank == nat[0].rank
    return all(x.suit == nat[0].suit for x in nat)


def find_longest(judge: _Judge) -> dict[Card, Move | None]:
    """For each hand card, the longest legal new meld of hand cards that contains it."""
    candidates: list[Move] = []
    hand = judge.hand
    wilds = distinct_cards([c for c in hand if c.is_wild])
    by_rank: dict[int, list[Card]] = {}
    for c in hand:
        if not c.is_wild:
            by_rank.setdefault(c.rank, []).append(c)
    for naturals in by_rank.values():
        if len(naturals) >= 2:
            base = sorted(naturals, key=lambda c: c.id)[:8]
            options = [base] if len(base) >= 3 else []
            options += [[*base, w] for w in wilds]
            for cards in options:
                move = judge.meld(cards)
                if move is not None:
                    candidates.append(move)
    for suit in "cdhs":
        candidates.extend(_run_candidates(judge, suit, wilds))
    best: dict[Card, Move | None] = {c: None for c in hand}
    candidates.sort(key=lambda m: -len(m.cards))
    for move in candidates:
        for c in move.cards:
            if best.get(c, 0) is None:
                best[c] = move
    # a twin of a card in the move could join the same meld in its place (one copy only: with
    # three decks a set may hold two twins of the card, R1.3)
    for c in hand:
        if best[c] is None:
            for move in candidates:
                twin = next((i for i, x in enumerate(move.cards) if x.twin_key == c.twin_key), None)
                if twin is not None:
                    swapped = (*move.cards[:twin], c, *move.cards[twin + 1 :])
                    alt = judge.meld(list(swapped))
                    if alt is not None:
                        best[c] = alt
                        break
    return best


def _run_candidates(judge: _Judge, suit: str, wilds: list[Card]) -> list[Move]:
    by_value: dict[int, Card] = {}
    for c in sorted(judge.hand, key=lambda c: c.id):
        if c.suit != suit or c.is_joker:
            continue
        if c.rank == 1:
            by_value.setdefault(1, c)
            by_value.setdefault(14, c)
        else:
            by_value.setdefault(c.rank, c)
    if not any(v != 2 for v in by_value):
        return []
    out = []
    for lo in range(1, 13):
        for hi in range(lo + 2, 15):
            cards: list[Card] = []
            missing = 0
            for v in range(lo, hi + 1):
                got = by_value.get(v)
                if got is None or got in cards:
                    missing += 1
                    if missing > 1:
                        break
                else:
                    cards.append(got)
            if missing > 1 or not any(not c.is_wild for c in cards):
                continue
            if missing == 0:
                move = judge.meld(cards)
                if move is not None:
                    out.append(move)
                continue
            for w in wilds:
                if w not in cards:
                    move = judge.meld([*cards, w])
                    if move is not None:
                        out.append(move)
    return out
