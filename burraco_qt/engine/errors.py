"""Typed errors of the engine, each with a code from RULES.md section 17.

Every refused action raises a :class:`RuleError` (or a subclass) and leaves the game exactly as it
was. ``code`` is the machine-readable code the replay command reports and the UI translates;
``reason`` is an optional sub-reason (for ``invalid_meld`` and ``would_leave_undiscardable``);
``str(error)`` is a readable English message.
"""

from __future__ import annotations

#: Every action error code of RULES.md section 17, in the order of the table.
ACTION_CODES = (
    "not_your_turn",
    "draw_first",
    "already_drawn",
    "game_over",
    "stock_exhausted",
    "discard_pile_empty",
    "card_not_in_hand",
    "invalid_meld",
    "meld_not_found",
    "wildcard_locked",
    "duplicate_set_rank",
    "set_rank_not_allowed",
    "set_not_allowed",
    "single_pile_card_discard_back",
    "close_with_wildcard",
    "close_without_buraco",
    "close_without_clean_buraco",
    "close_by_melding_all",
    "would_leave_undiscardable",
    "pile_take_needs_meld",
    "must_meld_after_taking_pile",
    # RULES-CASUAL.md R39.1
    "pozzetto_not_available",
    "pozzetto_not_opened",
    "pile_take_not_allowed",
    "discard_last_card",
    # issue 22: a drop of cards on another team's meld (the table asks; attach names only the
    # acting team's melds, R8.3)
    "not_own_meld",
)
#: Codes that refuse a whole game or record rather than one action.
SETUP_CODES = ("invalid_deck", "invalid_rules", "invalid_record")

#: Sub-reasons of ``invalid_meld`` (RULES.md section 17).
MELD_REASONS = (
    "too_short",
    "too_long",
    "no_cards",
    "wildcards_only",
    "too_many_wildcards",
    "too_many_naturals",
    "mixed_ranks",
    "mixed_suits",
    "duplicate_rank",
    "not_consecutive",
    "duplicate_card",
    "not_in_deck",
    "wrong_kind",
)


#: The longest error message (characters): hostile input is quoted only in part.
MAX_MESSAGE = 400


def shown(value: object) -> str:
    """``repr(value)`` for messages, safe for integers too long to print and for objects whose
    ``repr`` fails."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3000:
        return f"<an integer of about {int(value.bit_length() * 0.30103)} digits>"
    try:
        text = repr(value)
    except Exception:  # a hostile or half-built object: name its type only
        return f"<a {type(value).__name__} object>"
    return text if len(text) <= 200 else text[:200] + "…"


class RuleError(Exception):
    """An action or set-up refused by the rules.

    Attributes:
        code: a code of RULES.md section 17 (``ACTION_CODES`` or ``SETUP_CODES``).
        reason: an optional sub-reason code (``MELD_REASONS`` or a closing code), else ``None``.
        message: readable English text (also ``str(error)``).
    """

    def __init__(self, code: str, message: str, reason: str | None = None) -> None:
        if len(message) > MAX_MESSAGE:  # a message quotes at most a short excerpt of the input
            message = message[:MAX_MESSAGE] + "…"
        super().__init__(message)
        self.code = code
        self.reason = reason
        self.message = message

    def __repr__(self) -> str:
        extra = f", reason={self.reason!r}" if self.reason else ""
        return f"{type(self).__name__}({self.code!r}, {self.message!r}{extra})"


class IllegalMove(RuleError):
    """A game action the rules refuse (turn order, phases, pozzetto, closing, guard)."""


def not_own_meld() -> IllegalMove:
    """The refusal of adding cards to another team's meld (code ``not_own_meld``): an attach
    names only the acting team's melds (R8.3), so a table that lets a player drop cards on an
    opponent's meld refuses the drop with this error."""
    return IllegalMove("not_own_meld", "you can only add to your own team's melds")


class InvalidMeld(IllegalMove):
    """The cards do not make the meld asked for.

    ``code`` is ``invalid_meld`` (with a ``reason`` of ``MELD_REASONS``), ``set_not_allowed``,
    ``set_rank_not_allowed`` or, for an attach, ``wildcard_locked`` (RULES.md R4.4, R5.9).
    """


class InvalidRules(RuleError, ValueError):
    """An unknown preset or option, or an option value of the wrong type or out of range
    (code ``invalid_rules``, RULES.md section 16)."""

    def __init__(self, message: str) -> None:
        super().__init__("invalid_rules", message)


class InvalidDeck(RuleError, ValueError):
    """A deck that is malformed, names a card twice or outside the universe, or is too small for
    the deal (code ``invalid_deck``, R2.7)."""

    def __init__(self, message: str) -> None:
        super().__init__("invalid_deck", message)


class InvalidRecord(RuleError, ValueError):
    """A malformed game or match record (code ``invalid_record``, RULES.md section 18)."""

    def __init__(self, message: str) -> None:
        super().__init__("invalid_record", message)
