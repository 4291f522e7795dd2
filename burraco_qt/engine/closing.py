"""The closing rule, once (RULES.md R10.2–R10.3; RULES-CASUAL.md R36.1): a team may end the hand
only with a buraco on its table, a clean one where the rules say so.

The tournament close (a discard, :func:`~.legality.closing_failure`) and the casual draw mode's
melding out (:mod:`.drawmode`) both ask :func:`buraco_missing`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .meld import Meld
    from .rules import Rules

#: The codes :func:`buraco_missing` returns (RULES.md section 17).
NO_BURACO, NO_CLEAN_BURACO = "close_without_buraco", "close_without_clean_buraco"


def buraco_missing(table: Sequence[Meld], rules: Rules) -> str | None:
    """``None`` when ``table`` holds a buraco (a clean one where ``close_needs_clean_buraco``),
    else the code the close is refused with: :data:`NO_CLEAN_BURACO` or :data:`NO_BURACO`."""
    if rules.close_needs_clean_buraco:
        if any(m.buraco is not None and m.buraco.is_clean for m in table):
            return None
        return NO_CLEAN_BURACO
    if any(m.buraco is not None for m in table):
        return None
    return NO_BURACO
