"""Fair deals in the app (issue 29): what the controller keeps for a fair match.

A fair match (:class:`~burraco_qt.engine.match.Match` with ``fair=True``) commits each hand's
shuffled deck before its first command and waits for the cut; the controller cuts at the
player's choice, or at random on a table of computers only. Each fair hand's record names how
its computers play (:func:`computer_record`) so ``--verify`` and Verify… re-run them.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping
from typing import Any

from ..ai import CHARACTERS


def computer_record(
    seats: Mapping[int, str], match_seed: int, search: Mapping[str, Any]
) -> dict[str, dict[str, Any]]:
    """Seat (as a string) → ``name``, ``seed`` and ``samples`` of each computer seat, as the
    controller makes them (seat *p* plays with seed ``match_seed * 10 + p + 1``; the expert's
    fixed ``samples``, or ``None`` on a time budget)."""
    out: dict[str, dict[str, Any]] = {}
    for seat, name in sorted(seats.items()):
        character = CHARACTERS.get(name)  # (tier_and_style would load every tier before the paint)
        expert = (character.tier if character is not None else name) == "expert"
        samples = search.get("samples") if expert else None
        out[str(seat)] = {"name": name, "seed": match_seed * 10 + seat + 1, "samples": samples}
    return out


def new_salt() -> bytes:
    """A fresh secret salt: 16 bytes of :func:`os.urandom` (what :func:`secrets.token_bytes`
    gives, without loading :mod:`secrets` before the first paint)."""
    from ..engine.fairdeal import SALT_BYTES

    return os.urandom(SALT_BYTES)


def random_cut_of(size: int, match_seed: int, hand: int) -> int:
    """The cut of a table of computers only (1 … ``size - 1``): pseudo-random, drawn from the
    match seed and the hand number, so ``--autoplay --seed N`` plays the same match every time
    (nobody at such a table needs a cut the app cannot know)."""
    return 1 + random.Random(f"burraco-qt-cut:{match_seed}:{hand}").randrange(size - 1)
