"""Hints and cues for the human seat, from the engine's meld finder and rule checks.

:func:`hints` lists suggestions best first (the table cycles through them); :func:`cues` gives
the short reminders shown on the table: the last turn, a stallo drawing near, whether the player
can close or still needs a buraco. Both read only the seat's player view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine import Card, PlayerView, TakePile, TakePozzetto
from ..engine.legality import closing_failure
from ..engine.rules import UNPLAYABLE_STOCK
from .move_sentences import cards_text
from .plurals import PLURALS

if TYPE_CHECKING:
    from ..engine.finder import Move


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggestion: ``text`` to show, hand ``cards`` to highlight, the target meld ``meld_index``
    (an attach) and the finder ``move`` (``None`` for draw/take/discard advice)."""

    text: str
    cards: tuple[Card, ...] = ()
    meld_index: int | None = None
    move: Move | None = None
    pile: bool = False  # highlight the discard pile (take it)


def hints(view: PlayerView) -> list[Hint]:
    """Suggestions for the seat, best first (never empty)."""
    from ..engine.finder import find_moves, playable_moves  # when first asked (start-up time)

    if view.over:
        return [Hint(QCoreApplication.translate("Hints", "The hand is over."))]
    if not view.my_turn:
        return [Hint(QCoreApplication.translate("Hints", "Wait for your turn."))]
    if view.phase == "draw":
        out = []
        if view.pile and view.sure(TakePile(view.seat)):
            after = view.after_take()
            pile = set(view.pile)
            useful = [m for m in find_moves(after).all() if pile.intersection(m.cards)]
            if useful:
                fit = [c for c in useful[0].cards if c in pile]
                out.append(
                    Hint(
                        QCoreApplication.translate(
                            "Hints", "Take the discard pile: %1 can be played at once."
                        ).replace("%1", cards_text(fit)),
                        pile=True,
                    )
                )
        if view.rules.draw_mode and view.sure(TakePozzetto(view.seat)):
            out.append(
                Hint(
                    QCoreApplication.translate(
                        "Hints", "You may take your pozzetto instead of drawing: click it or press Z."
                    )
                )
            )
        out.append(Hint(QCoreApplication.translate("Hints", "Draw a card from the stock.")))
        return out
    moves = playable_moves(view)
    kept = [m for m in moves if not wastes_wildcard(view, m)]
    if not kept and moves and view.must_meld:  # a play is required: whatever it costs
        kept = moves
    out = [move_hint(view, move) for move in kept]
    if not out and moves:
        out.append(
            Hint(
                QCoreApplication.translate(
                    "Hints", "Keep your wildcard for a buraco: discard a card to end your turn."
                )
            )
        )
    if not out:
        out.append(
            Hint(
                QCoreApplication.translate(
                    "Hints", "No meld or attach is possible: discard a card to end your turn."
                )
            )
        )
    return out


def wastes_wildcard(view: PlayerView, move: Move) -> bool:
    """Whether ``move`` spends a wildcard on a meld already complete with naturals (issue 22:
    a hint put the joker on a clean buraco set) without it making a buraco or letting the hand
    close (or empty into the pozzetto). The finder's ranking is left alone (the computers and
    the game generator share it); the hints skip such moves."""
    if move.kind != "attach" or move.to is None:
        return False
    before = view.tables[view.team][move.to]
    if before.wildcards or not move.meld.wildcards:
        return False
    if before.buraco is None and move.meld.buraco is not None:
        return False
    left = [c for c in view.hand if c not in move.cards]
    if not left:
        return False
    if len(left) == 1:
        if not view.pozzetto_taken[view.team]:
            return False
        table = list(view.tables[view.team])
        table[move.to] = move.meld
        return closing_failure(left[0], table, view.ban, view.rules) is not None
    return True


def move_hint(view: PlayerView, move: Move) -> Hint:
    """The hint that suggests ``move``."""
    if move.kind == "meld":
        text = QCoreApplication.translate("Hints", "Meld %1.").replace("%1", cards_text(move.meld.cards))
    else:
        text = (
            QCoreApplication.translate("Hints", "Attach %1 to %2.")
            .replace("%1", cards_text(move.cards))
            .replace("%2", cards_text(view.tables[view.team][move.to or 0].cards))
        )
    return Hint(text, move.cards, move.to, move)


def cues(view: PlayerView) -> list[str]:
    """Short reminders for the seat now (possibly empty)."""
    out: list[str] = []
    if view.over:
        return out
    if view.last_turn is not None:
        out.append(QCoreApplication.translate("Hints", "Last turn!"))
    else:
        limit = view.rules.stallo_turns
        if limit is not None and view.stallo_count >= max(1, limit - 3):
            out.append(PLURALS.stallo_near(limit - view.stallo_count))
        drawable = view.stock_size - UNPLAYABLE_STOCK
        if drawable <= view.players:
            out.append(PLURALS.stock_almost_out(drawable))
    if view.rules.draw_mode:  # RULES-CASUAL.md R35.2, R36.1
        out.extend(_draw_mode_cues(view))
    elif len(view.hand) <= 3 and view.pozzetto_taken[view.team]:
        # the engine judges each card as a closing discard (R10.2, R10.3); the best answer wins
        reasons = {closing_failure(c, view.tables[view.team], None, view.rules) for c in view.hand}
        order = (None, "close_without_clean_buraco", "close_without_buraco", "close_with_wildcard")
        reason = min(reasons, key=lambda r: order.index(r) if r in order else len(order))
        if reason == "close_with_wildcard":
            out.append(
                QCoreApplication.translate("Hints", "You cannot close with a wildcard: keep a natural card.")
            )
        else:
            if reason is None:
                out.append(
                    QCoreApplication.translate(
                        "Hints", "You can close: meld the rest and discard your last card."
                    )
                )
            elif reason == "close_without_clean_buraco":
                out.append(QCoreApplication.translate("Hints", "You need a clean buraco to close."))
            else:
                out.append(QCoreApplication.translate("Hints", "You need a buraco to close."))
    elif len(view.hand) <= 3 and not view.pozzetto_taken[view.team]:
        out.append(QCoreApplication.translate("Hints", "Empty your hand to pick up your pozzetto."))
    return out


def table_points(view: PlayerView) -> tuple[int, ...]:
    """Each team's points on the table so far (one per team of the moment, R21.4): card points
    plus buraco bonuses (public)."""
    return tuple(sum(m.points + m.bonus for m in table) for table in view.tables)


def _draw_mode_cues(view: PlayerView) -> list[str]:
    """Draw mode: how to get the pozzetto (open, then take it instead of drawing) and how to
    go out (meld the last card with a buraco on the team's table); one cue at a time."""
    out: list[str] = []
    if not view.pozzetto_taken[view.team]:
        if not view.opened[view.seat]:
            out.append(
                QCoreApplication.translate(
                    "Hints",
                    "Lay a meld without wildcards to open: then you may take your pozzetto "
                    "instead of drawing.",
                )
            )
        elif view.phase == "draw" and view.my_turn:
            out.append(
                QCoreApplication.translate(
                    "Hints", "Click your pozzetto (or press Z) to take it instead of drawing."
                )
            )
    if len(view.hand) <= 3 and not out:
        if any(m.buraco is not None for m in view.tables[view.team]):
            out.append(
                QCoreApplication.translate("Hints", "You go out by melding or attaching your last card.")
            )
        else:
            out.append(QCoreApplication.translate("Hints", "You need a buraco to go out."))
    return out
