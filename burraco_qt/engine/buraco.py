"""Buraco classes and their bonuses (RULES.md section 6)."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from .cards import Card

if TYPE_CHECKING:
    from .rules import Rules


class Buraco(StrEnum):
    """Buraco classes (R6.1, R6.3). The value is the class name used in vectors and records."""

    CLEAN = "clean"
    SEMI_CLEAN = "semi_clean"
    DIRTY = "dirty"
    ROYAL = "royal"
    ROYAL_DIRTY = "royal_dirty"
    SUPER = "super"
    SUPER_DIRTY = "super_dirty"

    @property
    def is_clean(self) -> bool:
        """Whether this class counts as a clean buraco for closing (R6.4)."""
        return self in (Buraco.CLEAN, Buraco.ROYAL, Buraco.SUPER)


#: Bonus per class (R6.1, R6.3).
BURACO_BONUS = {
    Buraco.CLEAN: 200, Buraco.SEMI_CLEAN: 150, Buraco.DIRTY: 100, Buraco.ROYAL: 300,
    Buraco.ROYAL_DIRTY: 250, Buraco.SUPER: 250, Buraco.SUPER_DIRTY: 200,
}


def run_bonus_class(n: int, wild: Card | None, at_end: bool, rules: Rules) -> Buraco | None:
    """The class of a run of ``n`` cards with active wildcard ``wild`` (``at_end``: it stands
    at an end, or is free) under ``rules`` (R6.1–R6.3); ``None`` below 7 cards."""
    if n < 7:
        return None
    if rules.royal_super and n >= 13:
        return Buraco.ROYAL if wild is None else Buraco.ROYAL_DIRTY
    if wild is None:
        return Buraco.CLEAN
    if at_end and n >= 8 and rules.semi_clean:
        return Buraco.SEMI_CLEAN
    return Buraco.DIRTY


def set_bonus_class(naturals: int, wild: bool, rules: Rules) -> Buraco | None:
    """The class of a set of ``naturals`` natural cards plus a wildcard if ``wild`` (R6.1–R6.3);
    ``None`` below 7 cards."""
    n = naturals + (1 if wild else 0)
    if n < 7:
        return None
    if rules.royal_super and naturals == max(8, 4 * rules.decks):  # RULES-MULTI R22.7
        return Buraco.SUPER_DIRTY if wild else Buraco.SUPER
    if not wild:
        return Buraco.CLEAN
    if naturals >= 7:
        return Buraco.SEMI_CLEAN if rules.semi_clean else Buraco.DIRTY
    return Buraco.DIRTY
