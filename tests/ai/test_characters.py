"""Characters (seed 001, issue 13): a tier plus a style, fair, with a portrait; old tier names
still make players."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from burraco_qt.ai import CHARACTERS, DEFAULT_CHARACTER, TIERS, make_player
from burraco_qt.ai.characters import NEUTRAL, Style, tier_and_style
from burraco_qt.engine import Discard, Game, Rules, TakePile
from burraco_qt.paths import resource

from ..ai_support import position
from .test_ai_fairness import swap_hidden


def test_at_least_six_characters_over_every_tier() -> None:
    assert len(CHARACTERS) >= 6
    assert {c.tier for c in CHARACTERS.values()} == set(TIERS)
    assert set(DEFAULT_CHARACTER) == set(TIERS)
    for key, c in CHARACTERS.items():
        player = make_player(key, 1, samples=1)
        assert player.tier == c.tier and player.style == c.style
        root = ET.parse(resource("portraits", c.portrait)).getroot()
        assert root.tag.endswith("svg")


def test_tier_names_still_make_neutral_players() -> None:
    for tier in TIERS:
        assert tier_and_style(tier) == (tier, NEUTRAL)
        assert make_player(tier, 1, samples=1).style == NEUTRAL
    with pytest.raises(ValueError):
        make_player("nobody")
    with pytest.raises(ValueError):
        Style(pile_greed=1.5)


def test_greedy_takes_the_pile_more_than_the_cautious() -> None:
    def takes(key: str) -> int:
        n = 0
        for seed in range(200):
            game = position("Kh,Kd,5c,9s,Jd,3h", pile="Ks", phase="draw")
            n += isinstance(make_player(key, seed).choose(game.view(0)), TakePile)
        return n

    assert takes("gino") >= 2 * takes("lucia") > 0


def test_the_patient_character_waits_to_close() -> None:
    """Pozzetto taken, one buraco, a close available: Marco closes, Giulia keeps playing."""
    table = ["3h,4h,5h,6h,7h,8h,9h,Th"]
    game = position("Jh,Kc", table=table, pozzetto_taken=True, stock=40)
    marco, giulia = make_player("marco", 1), make_player("giulia", 1)
    g = game.copy()
    while not g.over and g.current == 0:
        g.apply(marco.choose(g.view(0)))
    assert g.over and g.closing_team == 0
    g = game.copy()
    while not g.over and g.current == 0:
        g.apply(giulia.choose(g.view(0)))
    assert not g.over


@pytest.mark.parametrize("key", [k for k, c in CHARACTERS.items() if c.tier != "expert"])
def test_character_decisions_ignore_hidden_cards(key: str) -> None:
    rng = random.Random(7)
    game = Game(Rules.preset("italian"), 4, seed=len(key))
    seats = [make_player(key, 30 + p) for p in range(4)]
    compared = 0
    while not game.over and compared < 120:
        seat = game.current
        cmd = seats[seat].choose(game.view(seat))
        assert seats[seat].choose(swap_hidden(game, seat, rng).view(seat)) == cmd
        compared += 1
        game.apply(cmd)
    assert compared > 60 or game.over


def test_cautious_discards_do_not_feed() -> None:
    game = position("8h,Kc,Qd,Js,3c", opp_table=["5h,6h,7h"])
    for seed in range(30):
        cmd = make_player("lucia", seed).choose(game.view(0))
        assert isinstance(cmd, Discard) and cmd.card.short != "8h"
