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
    Buraco.CLEAN: 200,
    Buraco.SEMI_CLEAN: 150,
    Buraco.DIRTY: 100,
    Buraco.ROYAL: 300,
    Buraco.ROYAL_DIRTY: 250,
    Buraco.SUPER: 250,
    Buraco.SUPER_DIRTY: 200,
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
    ``None`` below 7 cards, or always without ``set_buracos`` (RULES-CASUAL.md R34.1)."""
    n = naturals + (1 if wild else 0)
    if n < 7 or not rules.set_buracos:
        return None
    if rules.royal_super and naturals == max(8, 4 * rules.decks):  # RULES-MULTI R22.7
        return Buraco.SUPER_DIRTY if wild else Buraco.SUPER
    if not wild:
        return Buraco.CLEAN
    if naturals >= 7:
        return Buraco.SEMI_CLEAN if rules.semi_clean else Buraco.DIRTY
    return Buraco.DIRTY


def multi_run_class(n: int, wilds: int, at_end: bool, rules: Rules) -> Buraco | None:
    """The class of a run of ``n`` cards with ``wilds`` active wildcards (``at_end``: the one
    wildcard stands at an end, or is free) under ``multi_wildcards`` (RULES-CASUAL.md R34.2,
    R34.3): ``semi_clean`` needs exactly one wildcard; with one or none it is R6.1–R6.3."""
    if wilds <= 1 or n < 7:
        return run_bonus_class(n, object() if wilds else None, at_end, rules)  # type: ignore[arg-type]
    if rules.royal_super and n >= 13:
        return Buraco.ROYAL_DIRTY
    return Buraco.DIRTY


def multi_set_class(naturals: int, wilds: int, rules: Rules) -> Buraco | None:
    """The class of a set of ``naturals`` naturals and ``wilds`` wildcards under
    ``multi_wildcards`` (RULES-CASUAL.md R34.1, R34.3): no set is a buraco without
    ``set_buracos``; ``super``/``super_dirty`` first with ``royal_super`` (all 4 × ``decks``
    naturals, amendment A16), then ``clean`` (no wildcard), ``semi_clean`` (7 or more naturals
    and one wildcard), else ``dirty``."""
    if wilds <= 1:
        return set_bonus_class(naturals, wilds == 1, rules)
    if naturals + wilds < 7 or not rules.set_buracos:
        return None
    if rules.royal_super and naturals == 4 * rules.decks:  # amendment A16
        return Buraco.SUPER_DIRTY
    return Buraco.DIRTY
