"""The kill soak, small and deterministic (issue 11): the full one is ``python -m
tests.kill_soak`` (50 random SIGKILLs over 2,000+ moves); CI ends one match's process twice at
named crash points and checks the history equals a clean run's."""

from __future__ import annotations

import pytest

from tests.kill_soak import soak

pytestmark = pytest.mark.slow  # a long tier: -m 'not slow' skips it


def test_small_deterministic_kill_soak(tmp_path) -> None:
    figures = soak(kills=2, moves=100, seed=7, rng_seed=3, deterministic=True, work=tmp_path)
    assert figures.problems == []
    assert figures.kills == figures.restarts == 2 and figures.resumes >= 2
    assert figures.matches == 1 and figures.rows_checked >= 2
