"""What a player sees at the table (issue 25): the audit's detectors of locks, wildcards and
team-hands, used by :mod:`devtools.audit`.

* **turn started locked**: the turn starts (draw phase, before the draw) with ≤ 1 card in the
  seat's hand, its team's pozzetto taken and no buraco (any class) on its team's table. Such a
  seat can lay nothing it draws unless that very card makes a buraco and its discard closes.
  *Low* counts the turns that start the same way with ≤ 3 cards. In draw mode (RULES-CASUAL
  section 35) the state is the same and is read at the same moment: a discard there never
  empties the hand (R35.5), a close is the last meld or attach (R36.1), so a seat at one card
  with no buraco has to draw and attach its way out; the turn start is before that last attach.
* **wildcard discarded while a natural was legal**: the discard is a jolly or a two (in a hand a
  two is a wildcard, R3.6; one discarded is a wildcard given away) while some card that is
  neither was a legal discard.
* **wildcards caught in hand**: when a hand ends with a close, the points (R13: jolly 30,
  pinella 20) of the wildcards left in the hands of every team but the closing one.
* per **team-hand**: the buracos on the team's table at the end of the hand, and whether the team
  took its pozzetto.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields

from burraco_qt.engine import Discard, Game, PlayerView
from burraco_qt.engine.cards import Card
from burraco_qt.engine.meld import Meld

#: A turn starting with at most this many cards (pozzetto taken, no buraco) is *locked*.
LOCK_CARDS = 1
#: ... and with at most this many, *low*.
LOW_CARDS = 3


def has_buraco(table: Iterable[Meld]) -> bool:
    """Whether a team's table (its melds) holds a buraco of any class."""
    return any(m.buraco is not None for m in table)


def turn_start_lock(view: PlayerView) -> tuple[bool, bool]:
    """``(locked, low)`` for the seat of ``view`` at the start of its turn (the draw phase):
    its hand holds ≤ :data:`LOCK_CARDS` (locked) or ≤ :data:`LOW_CARDS` (low) cards, its team's
    pozzetto is taken and its team's table holds no buraco. ``ValueError`` outside the draw
    phase (the turn has started)."""
    if view.phase != "draw":
        raise ValueError(f"a turn starts in the draw phase, not in {view.phase!r}")
    team = view.team
    if not view.pozzetto_taken[team] or has_buraco(view.table_of(team)):
        return False, False
    n = len(view.hand)
    return n <= LOCK_CARDS, n <= LOW_CARDS


def wild_discard_avoidable(view: PlayerView, card: Card) -> bool:
    """The discard of ``card`` gives away a wildcard (a jolly or a two) while a card that is
    neither was a legal discard for the seat of ``view`` (play phase, before the discard)."""
    if not card.is_wild:
        return False
    return any(not c.is_wild and view.check(Discard(c, view.seat)).ok for c in view.hand)


def wild_points(cards: Iterable[Card]) -> int:
    """The points of the wildcards (jolly, two) among ``cards``."""
    return sum(c.points for c in cards if c.is_wild)


def caught_wild_points(game: Game) -> dict[int, int]:
    """After a hand that ended with a close: team → points of the wildcards left in its seats'
    hands, for every team but the closing one. Empty when the hand is not over or ended
    otherwise (stock exhausted, stallo)."""
    if not game.over or game.closing_team is None:
        return {}
    return {
        t: sum(wild_points(game.hand_of(p)) for p in seats)
        for t, seats in enumerate(game.teams)
        if t != game.closing_team
    }


@dataclass
class TableCounts:
    """Counts of the detectors above: turn counts (divide by turns), team-hand counts (divide by
    team-hands) and the caught wildcards (points, and the team-hands whose opponents closed)."""

    turns_locked: int = 0
    turns_low: int = 0
    wild_discard: int = 0
    team_hands: int = 0
    no_buraco: int = 0
    buracos: int = 0
    no_pozzetto: int = 0
    caught_team_hands: int = 0
    caught_points: int = 0

    def add(self, other: TableCounts) -> None:
        """Add ``other``'s counts to these."""
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def count_turn_start(self, view: PlayerView) -> None:
        """Judge the turn start of ``view`` (draw phase)."""
        locked, low = turn_start_lock(view)
        self.turns_locked += locked
        self.turns_low += low

    def count_hand_end(self, game: Game, audited: Sequence[int] | None = None) -> None:
        """Judge the team-hands of a finished ``game``: those of the teams in ``audited``
        (team indices at the end of the hand), every team when ``None``."""
        caught = caught_wild_points(game)
        for team in range(len(game.teams)) if audited is None else audited:
            buracos = sum(m.buraco is not None for m in game.table_of(team))
            self.team_hands += 1
            self.buracos += buracos
            self.no_buraco += buracos == 0
            self.no_pozzetto += not game.pozzetto_taken_by(team)
            if team in caught:
                self.caught_team_hands += 1
                self.caught_points += caught[team]

    def figures(self, turns: int) -> dict[str, float]:
        """The figures: per 100 turns (``turns``), per team-hand (a share in %, a mean) and the
        caught wildcards' points per team-hand whose opponents closed and per team-hand."""
        t, h = max(1, turns), max(1, self.team_hands)
        return {
            "locked_per_100": round(100 * self.turns_locked / t, 2),
            "low_per_100": round(100 * self.turns_low / t, 2),
            "wild_discard_per_100": round(100 * self.wild_discard / t, 2),
            "no_buraco_pct": round(100 * self.no_buraco / h, 1),
            "buracos_per_team_hand": round(self.buracos / h, 2),
            "no_pozzetto_pct": round(100 * self.no_pozzetto / h, 1),
            "caught_wild_points": round(self.caught_points / max(1, self.caught_team_hands), 1),
            "caught_wild_points_all": round(self.caught_points / h, 1),
        }
