"""Every animation duration of the table, in one place (milliseconds at normal speed).

``Speeds.factor`` scales them all: 1.5 slow, 1.0 normal, 0.6 fast, 0 instant. ``reduce_motion``
(Preferences): no card travels (``move``, ``snap_back`` and the deal's stagger are 0), a card
that changes place fades in there instead (``fade``); the pairing glide is short; the pause
between a computer's moves and the time to look at the hands stay, so the player can follow.
:mod:`.motion` runs the animations with these durations.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Named speed settings → factor.
SPEED_FACTORS = {"slow": 1.5, "normal": 1.0, "fast": 0.6, "instant": 0.0}


@dataclass(slots=True)
class Speeds:
    """Animation durations derived from a speed factor."""

    factor: float = 1.0
    reduce_motion: bool = False

    def _ms(self, base: int) -> int:
        """``base`` ms at this speed (0 when instant; at most 90 with reduce motion)."""
        if self.factor <= 0:
            return 0
        ms = round(base * self.factor)
        return min(ms, 90) if self.reduce_motion else ms

    @property
    def move(self) -> int:
        """A card travelling from where it is to where it goes (a draw, a discard, a meld, the
        deal, a sort, an undo); 0 with reduce motion (:attr:`fade` instead)."""
        return 0 if self.reduce_motion else self._ms(260)

    @property
    def fade(self) -> int:
        """With reduce motion, the fade-in of a card that appears in its new place (0 without
        reduce motion, or when instant)."""
        return 140 if self.reduce_motion and self.factor > 0 else 0

    @property
    def pairing(self) -> int:
        """The partners' melds gliding into their pair area when pairs form (RULES-MULTI
        R24.3); short with reduce motion, none when instant."""
        return self._ms(700)

    @property
    def snap_back(self) -> int:
        """Refused cards returning to the hand (0 with reduce motion: they are there)."""
        return 0 if self.reduce_motion else self._ms(200)

    @property
    def deal_stagger(self) -> int:
        """Delay between two dealt cards (each leaves the stock this long after the one before:
        the hands one card a player in turn, then the pozzetti, then the pile's card)."""
        return 0 if self.reduce_motion else self._ms(14)

    @property
    def computer_step(self) -> int:
        """Pause between two commands of a computer, so a person can follow them (kept with
        reduce motion: it is time to follow, not motion)."""
        return 0 if self.factor <= 0 else round(700 * self.factor)

    @property
    def reveal(self) -> int:
        """At the end of a hand, how long every hand lies face up on the table before the score
        sheet opens (0 when instant). Reduce motion keeps it: it is time to look, not motion."""
        return 0 if self.factor <= 0 else round(1800 * self.factor)

    @property
    def toast(self) -> int:
        """How long a refusal toast stays (never 0: it must be readable)."""
        return 2600 if self.factor > 0 else 1800
