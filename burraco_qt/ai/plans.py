"""Turn plans from a player view: can the seat empty its hand (reach the pozzetto) or close this
turn, and with which plays? Used by the hard tier, the expert and the audit.

The search walks the engine's meld finder over :meth:`PlayerView.after_play` (the rules stay the
engine's) depth first, most cards first, with a memo of visited (hand, table) states and a node
budget, so it costs at most ``budget`` finder calls.
"""

from __future__ import annotations

from ..engine import Card, Command, Discard, PlayerView
from ..engine.finder import Move, find_moves

#: Finder calls one search may make (each ~0.1–1 ms).
DEFAULT_BUDGET = 80


def closing_discards(view: PlayerView) -> list[Card]:
    """The hand's cards that would close the hand now (pozzetto taken, one card left, R10)."""
    if len(view.hand) != 1 or not view.pozzetto_taken[view.team] or view.phase != "play":
        return []
    return [c for c in view.hand if view.check(Discard(c, view.seat)).ok]


def _near(a: Card, b: Card) -> bool:
    """Same suit and at most two ranks apart (the ace next to the two and to the king)."""
    if a.suit != b.suit:
        return False
    d = abs(a.rank - b.rank)
    return d <= 2 or d >= 11


def unplayable_count(view: PlayerView, moves: list[Move]) -> int:
    """A lower bound on the hand cards no sequence of plays of this turn can lay: cards in no
    move now, and not within two ranks of a run card of the suit (on the team's table or
    reachable in hand), the closure taken. A card that becomes playable later extends a meld
    that a play of this turn made or lengthened, so it is near one of those cards."""
    playable = {c for m in moves for c in m.cards}
    playable.update(c for c in view.hand if c.is_wild)
    anchors = [c for m in view.tables[view.team] if m.kind == "run" for c in m.cards if not c.is_wild]
    anchors += [c for c in playable if not c.is_wild]
    rest = [c for c in view.hand if c not in playable]
    grew = True
    while grew and rest:
        grew = False
        for c in list(rest):
            if any(_near(c, a) for a in anchors):
                rest.remove(c)
                anchors.append(c)
                grew = True
    return len(rest)


def _state_key(view: PlayerView) -> tuple:
    return (
        frozenset(c.id for c in view.hand),
        tuple(tuple(c.id for c in m.cards) for m in view.tables[view.team]),
    )


def plan_to(view: PlayerView, goal: str, budget: int = DEFAULT_BUDGET) -> list[Command] | None:
    """The plays (melds/attaches, in order) that reach ``goal`` this turn, or ``None``.

    ``goal`` is ``"pozzetto"`` (the team's pozzetto is not taken: end with no card, picked up al
    volo, or one card whose discard picks it up), ``"close"`` (the pozzetto is taken: end with
    one card that closes, R10) or ``"out"`` (draw mode: a play that empties the hand and closes,
    RULES-CASUAL.md R36.1). An empty list means the goal is already reached. The view must be in
    its play phase; ``ValueError`` for another goal.
    """
    if goal not in ("pozzetto", "close", "out"):
        raise ValueError(f"unknown goal {goal!r}")
    if view.phase != "play" or not view.my_turn:
        return None
    if (goal == "out") != view.rules.draw_mode:
        return None
    if goal != "out" and (goal == "pozzetto") == view.pozzetto_taken[view.team]:
        return None
    seen: set[tuple] = set()
    nodes = [0]

    def reached(v: PlayerView, al_volo: bool) -> bool:
        if goal == "out":
            return v.over
        if goal == "pozzetto":
            return al_volo or (
                len(v.hand) == 1 and not v.must_meld and v.check(Discard(v.hand[0], v.seat)).ok
            )
        return bool(closing_discards(v)) and not v.must_meld

    def walk(v: PlayerView) -> list[Command] | None:
        if nodes[0] >= budget:
            return None
        key = _state_key(v)
        if key in seen:
            return None
        seen.add(key)
        nodes[0] += 1
        moves = sorted(find_moves(v).all(), key=lambda m: (-len(m.cards), -m.gain))
        if unplayable_count(v, moves) > 1:
            return None
        for move in moves:
            cmd = move.command(v.seat)
            plan = v.plan(cmd)
            if plan.hidden:
                continue
            after = v.after_play(cmd)
            if reached(after, plan.al_volo):
                return [cmd]
            if plan.al_volo or len(after.hand) <= (0 if goal == "out" else 1):
                continue
            rest = walk(after)
            if rest is not None:
                return [cmd, *rest]
        return None

    if reached(view, False):
        return []
    return walk(view)
