"""Variants of the expert tier to measure against it (issue 26), never shipped: the same search
with a longer rollout horizon. Registered by :mod:`devtools` as ``expert-r2``, ``expert-r3``
and ``expert-hand`` (every world rolled out to the end of the hand), so the simulator can play
them against ``expert`` or ``hard`` on the same deals.

Measured against ``expert`` at 8 samples (italian, 1 vs 1, each deal twice; figures in the
branch's notes): three rounds lose about 93 points a hand (interval −138 … −47, 200 hands), the
whole hand about 29 (−138 … +80, 60 hands), two rounds are level; so the expert keeps one round
until its rollout policy or evaluation improves."""

from __future__ import annotations

from burraco_qt.ai.analysis import WHOLE_HAND
from burraco_qt.ai.expert import ExpertPlayer


class ExpertR2(ExpertPlayer):
    """The expert with a rollout of two rounds after each candidate's turn."""

    tier = "expert-r2"
    rounds = 2


class ExpertR3(ExpertPlayer):
    """The expert with a rollout of three rounds after each candidate's turn."""

    tier = "expert-r3"
    rounds = 3


class ExpertHand(ExpertPlayer):
    """The expert rolling every world out to the end of the hand (final scores, no
    ``position_value``)."""

    tier = "expert-hand"
    rounds = WHOLE_HAND
