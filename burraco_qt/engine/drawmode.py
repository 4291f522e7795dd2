"""Draw mode (RULES-CASUAL.md sections 35–36): the pozzetto taken instead of drawing, the
opened flag, closing by melding out and the never-stuck guard that replaces R11.1.

Pure functions of a position (see :class:`~.legality.Position`); nothing here mutates it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from .cards import Card
from .closing import buraco_missing
from .errors import IllegalMove, InvalidMeld
from .meld import Meld

if TYPE_CHECKING:
    from .rules import Rules


class _Pos(Protocol):
    rules: Rules
    current: int
    phase: str
    over: bool

    def pozzetto_taken_by(self, team: int) -> bool: ...

    def has_opened(self, player: int) -> bool: ...


#: What :func:`draw_guard` found: the hand keeps cards, or the action closes (R36.1).
KEEPS, CLOSES = "keeps", "closes"

_MISSING = {
    "close_without_buraco": "your team needs a buraco on the table to go out",
    "close_without_clean_buraco": "your team needs a clean buraco on the table to go out",
}


def opens(meld: Meld) -> bool:
    """Whether laying ``meld`` opens for its player (R35.3): a set of naturals only or a run with
    no active wildcard (a natural two is natural)."""
    return not meld.wildcards


def can_close_with(card: Card, table: Sequence[Meld], rules: Rules) -> bool:
    """Whether ``card`` attached alone to some meld of ``table`` gives a valid meld (R5.8–R5.10,
    R33.7) and a table that holds a buraco (a clean one where needed): R36.2's one-card row."""
    for i, meld in enumerate(table):
        try:
            new = meld.attach_cards([card], None)
        except InvalidMeld:
            continue
        trial = list(table)
        trial[i] = new
        if buraco_missing(trial, rules) is None:
            return True
    return False


def draw_guard(rules: Rules, remaining: Sequence[Card], table: Sequence[Meld]) -> str:
    """The guard of R36.2 for a meld or attach that leaves the hand ``remaining`` and the team's
    table ``table``. Returns :data:`CLOSES` (an empty hand with a buraco: the hand ends, R36.1)
    or :data:`KEEPS`; raises ``close_without_buraco`` / ``close_without_clean_buraco`` (empty
    hand, no buraco) or ``would_leave_undiscardable`` with reason ``discard_last_card`` (one card
    that cannot close)."""
    if not remaining:
        missing = buraco_missing(table, rules)
        if missing is not None:
            raise IllegalMove(missing, _MISSING[missing])
        return CLOSES
    if len(remaining) == 1 and not can_close_with(remaining[0], table, rules):
        raise IllegalMove(
            "would_leave_undiscardable",
            f"that would leave {remaining[0].short} as your last card, which could "
            "neither be discarded nor go out on your team's melds",
            "discard_last_card",
        )
    return KEEPS


def check_take_pozzetto(pos: _Pos, player: int, team: int) -> None:
    """The pozzetto checks of R39.2 after ``already_drawn``: ``pozzetto_not_available`` (not
    draw mode, or the team has taken it) then ``pozzetto_not_opened`` (R35.2, R35.3)."""
    if not pos.rules.draw_mode:
        raise IllegalMove(
            "pozzetto_not_available", "in these rules the pozzetto is not taken instead of drawing"
        )
    if pos.pozzetto_taken_by(team):
        raise IllegalMove("pozzetto_not_available", "your team has already taken its pozzetto")
    if not pos.has_opened(player):
        raise IllegalMove(
            "pozzetto_not_opened", "you may take the pozzetto only after a first meld without wildcards"
        )


def check_draw_mode_discard(hand: Sequence[Card]) -> None:
    """R35.5: in draw mode a discard never empties the hand (``discard_last_card``)."""
    if len(hand) == 1:
        raise IllegalMove(
            "discard_last_card", "you may not discard your last card: go out by attaching it to a meld"
        )
