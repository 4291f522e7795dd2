"""Engine error codes turned into sentences, in one mapping, every string through Qt's translator.

The engine keeps codes (RULES.md section 17); the table shows :func:`refusal_text`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import RuleError


def code_text(code: str) -> str:
    """The sentence for an error code (or a closing sub-reason)."""
    texts = {
        "not_your_turn": QCoreApplication.translate("Messages", "It is not your turn."),
        "draw_first": QCoreApplication.translate(
            "Messages", "First draw from the stock or take the discard pile."
        ),
        "already_drawn": QCoreApplication.translate("Messages", "You have already drawn this turn."),
        "game_over": QCoreApplication.translate("Messages", "The hand is over."),
        "stock_exhausted": QCoreApplication.translate(
            "Messages", "The last two cards of the stock are never drawn."
        ),
        "discard_pile_empty": QCoreApplication.translate("Messages", "The discard pile is empty."),
        "card_not_in_hand": QCoreApplication.translate("Messages", "That card is not in your hand."),
        "invalid_meld": QCoreApplication.translate("Messages", "These cards do not make a valid set or run."),
        "meld_not_found": QCoreApplication.translate("Messages", "Your team has no such meld."),
        "wildcard_locked": QCoreApplication.translate(
            "Messages", "The wildcard is locked in its place: the cards would need it to move."
        ),
        "duplicate_set_rank": QCoreApplication.translate(
            "Messages", "Your team already has a set of this rank: add the cards to it."
        ),
        "set_rank_not_allowed": QCoreApplication.translate(
            "Messages", "These rules do not allow a set of this rank."
        ),
        "set_not_allowed": QCoreApplication.translate("Messages", "These rules allow runs only, not sets."),
        "single_pile_card_discard_back": QCoreApplication.translate(
            "Messages", "You may not throw back the single card you just took from the discard pile."
        ),
        "close_with_wildcard": QCoreApplication.translate(
            "Messages", "You cannot close by discarding a wildcard."
        ),
        "close_without_buraco": QCoreApplication.translate("Messages", "Your team needs a buraco to close."),
        "close_without_clean_buraco": QCoreApplication.translate(
            "Messages", "Your team needs a clean buraco to close."
        ),
        "close_by_melding_all": QCoreApplication.translate(
            "Messages", "Your team has its pozzetto: keep one card to discard at the end."
        ),
        "would_leave_undiscardable": QCoreApplication.translate(
            "Messages", "That would leave you a last card you could not discard."
        ),
        "pile_take_needs_meld": QCoreApplication.translate(
            "Messages", "You may take the discard pile only if you can then meld or attach."
        ),
        "must_meld_after_taking_pile": QCoreApplication.translate(
            "Messages", "After taking the discard pile you must meld or attach before discarding."
        ),
        "pozzetto_not_available": QCoreApplication.translate(
            "Messages",
            "You cannot take the pozzetto now: it is taken only instead of drawing, once per team.",
        ),
        "pozzetto_not_opened": QCoreApplication.translate(
            "Messages", "You may take the pozzetto only after your first meld without wildcards."
        ),
        "pile_take_not_allowed": QCoreApplication.translate(
            "Messages", "In these rules the discard pile is never taken."
        ),
        "discard_last_card": QCoreApplication.translate(
            "Messages", "You may not discard your last card: go out by adding it to a meld."
        ),
        "not_own_meld": QCoreApplication.translate("Messages", "You can only add to your own team's melds."),
    }
    return texts.get(code, QCoreApplication.translate("Messages", "That move is not allowed."))


def reason_text(reason: str) -> str:
    """The sub-reason of an invalid meld, or ``""``."""
    texts = {
        "too_short": QCoreApplication.translate("Messages", "A meld needs at least three cards."),
        "too_long": QCoreApplication.translate("Messages", "The meld would be too long."),
        "no_cards": QCoreApplication.translate("Messages", "Choose the cards first."),
        "wildcards_only": QCoreApplication.translate(
            "Messages", "A meld needs a natural card that is not a two."
        ),
        "too_many_wildcards": QCoreApplication.translate("Messages", "Too many wildcards for this meld."),
        "too_many_naturals": QCoreApplication.translate(
            "Messages", "A set holds at most eight natural cards."
        ),
        "mixed_ranks": QCoreApplication.translate("Messages", "A set's cards must all be of one rank."),
        "mixed_suits": QCoreApplication.translate("Messages", "A run's cards must all be of one suit."),
        "duplicate_rank": QCoreApplication.translate(
            "Messages", "A run cannot hold two cards of the same value."
        ),
        "not_consecutive": QCoreApplication.translate("Messages", "The cards are not in sequence."),
        "duplicate_card": QCoreApplication.translate("Messages", "The same card is named twice."),
        "not_in_deck": QCoreApplication.translate("Messages", "That card is not in this game's deck."),
        "wrong_kind": QCoreApplication.translate("Messages", "These cards do not fit that meld."),
    }
    return texts.get(reason, "")


def refusal_text(error: RuleError, draw_mode: bool = False) -> str:
    """The refusal in words, one reason only: an invalid meld or attach gives the engine's precise
    reason (``"These cards do not fit that meld."``) instead of the general sentence; other codes
    give their sentence, plus the sub-code's for ``would_leave_undiscardable``. ``draw_mode``
    (the casual rules, RULES-CASUAL.md section 35): the draw phase offers the pozzetto, not the
    discard pile."""
    if draw_mode and error.code == "draw_first":
        return QCoreApplication.translate(
            "Messages", "First draw from the stock, or take your pozzetto if you may."
        )
    main = code_text(error.code)
    if error.code == "invalid_meld" and error.reason:
        return reason_text(error.reason) or main
    if error.reason:
        extra = (
            code_text(error.reason)
            if error.code == "would_leave_undiscardable"
            else reason_text(error.reason)
        )
        if extra:
            return f"{main} {extra}"
    return main
