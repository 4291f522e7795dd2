"""The move log in words: what each accepted command did (drew, took the pile, melded, attached,
discarded, picked up a pozzetto, last turn, end of the hand). Hidden cards are never named: a
computer's draw is "drew a card"; only the seat's own draw names the card."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication

from ..engine import (
    BacksMoved,
    Card,
    CardsMoved,
    HandEnded,
    LastTurnStarted,
    MeldCreated,
    MeldExtended,
    PozzettoTaken,
)
from .plurals import PLURALS

SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}


def card_text(card: Card) -> str:
    """A card as people write it: ``10♥``, ``A♠``, ``Joker``."""
    if card.is_joker:
        return QCoreApplication.translate("MoveLog", "Joker")
    rank = "10" if card.rank == 10 else card.short[0]
    return rank + SUIT_SYMBOLS[card.suit]


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(card_text(c) for c in cards)


def describe(
    seat: int,
    events: Iterable,
    name: Callable[[int], str],
    viewer: int | None,
    team_name: Callable[[int], str],
) -> list[str]:
    """Sentences for the events of one command by ``seat``; ``viewer`` is the seat whose own draw
    may be named and whose team is "we" (``None``: nobody's; teams are then named). The events
    may be in a seat's form (:func:`~burraco_qt.engine.seen_by`): a draw seen as a back is
    "drew a card"."""
    who = name(seat)
    lines: list[str] = []
    for e in events:
        if isinstance(e, BacksMoved) and e.source.kind == "stock":  # a draw seen as a back
            lines.append(QCoreApplication.translate("MoveLog", "%1 drew a card.").replace("%1", who))
        elif isinstance(e, CardsMoved):
            src, dst = e.source.kind, e.dest.kind
            if src == "stock":
                if seat == viewer:
                    lines.append(
                        QCoreApplication.translate("MoveLog", "%1 drew %2.")
                        .replace("%1", who)
                        .replace("%2", cards_text(e.cards))
                    )
                else:
                    lines.append(QCoreApplication.translate("MoveLog", "%1 drew a card.").replace("%1", who))
            elif src == "pile":
                took = PLURALS.took_pile(len(e.cards))
                lines.append(took.replace("%1", who).replace("%2", cards_text(e.cards)))
            elif dst == "pile":
                lines.append(
                    QCoreApplication.translate("MoveLog", "%1 discarded %2.")
                    .replace("%1", who)
                    .replace("%2", cards_text(e.cards))
                )
        elif isinstance(e, MeldCreated):
            lines.append(
                QCoreApplication.translate("MoveLog", "%1 melded %2.")
                .replace("%1", who)
                .replace("%2", cards_text(e.meld.cards))
            )
        elif isinstance(e, MeldExtended):
            lines.append(
                QCoreApplication.translate("MoveLog", "%1 attached %2 → %3.")
                .replace("%1", who)
                .replace("%2", cards_text(e.added))
                .replace("%3", cards_text(e.meld.cards))
            )
        elif isinstance(e, PozzettoTaken):
            if e.instead_of_draw:
                text = QCoreApplication.translate("MoveLog", "%1 took the pozzetto instead of drawing.")
            elif e.al_volo:
                text = QCoreApplication.translate("MoveLog", "%1 picked up the pozzetto at once.")
            else:
                text = QCoreApplication.translate("MoveLog", "%1 picked up the pozzetto with the discard.")
            lines.append(text.replace("%1", who))
        elif isinstance(e, LastTurnStarted):
            lines.append(
                QCoreApplication.translate("MoveLog", "Last turn: only two cards are left in the stock.")
                if e.reason == "stock"
                else QCoreApplication.translate(
                    "MoveLog", "Last turn: stallo, nobody has drawn from the stock."
                )
            )
        elif isinstance(e, HandEnded):
            if e.how == "closed" and e.closing_team is not None:
                ours = (
                    viewer in e.teams[e.closing_team]
                    if e.teams
                    else viewer is not None and e.closing_team == viewer % 2
                )
                if viewer is not None and ours:
                    lines.append(QCoreApplication.translate("MoveLog", "We closed the hand."))
                elif viewer is not None:
                    lines.append(QCoreApplication.translate("MoveLog", "They closed the hand."))
                else:
                    lines.append(
                        QCoreApplication.translate("MoveLog", "%1 closed the hand.").replace(
                            "%1", team_name(e.closing_team)
                        )
                    )
            elif e.how == "stock_exhausted":
                lines.append(QCoreApplication.translate("MoveLog", "The hand is over: the stock ran out."))
            else:
                lines.append(QCoreApplication.translate("MoveLog", "The hand is over: stallo."))
    return lines


def replayed_steps(record: dict) -> list[tuple[int, list]]:
    """``(seat, events)`` for every accepted command of a hand, from its game record (the
    engine replays the record: e.g. to rebuild the move log of a resumed hand). Raises what
    :func:`burraco_qt.engine.record.load_record` raises for a bad record."""
    from ..engine.record import propagate, replay

    return [(s.seat, s.events) for s in replay(record, on_refused=propagate).steps]
