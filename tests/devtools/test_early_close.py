"""The early-close counterfactual (issue 13): hard closes under pressure while its partner still
holds many cards; the variant that never does plays the same hand otherwise."""

from __future__ import annotations

import json

from burraco_qt.ai.hard import PARTNER_WAIT, HardPlayer, opponents_threaten
from burraco_qt.engine import Discard, Game, Rules
from devtools import audit, early_close
from devtools.early_close import NeverCloseEarly, closed_early, margins, play

# Found by scanning seeds 1-119 (again for issue 25's hard): in deal 50 team 1 (seats 1, 3)
# closes with a partner of >= 6 cards; in deal 1 that choice never arises.
PRESSED_DEAL, PRESSED_TEAM, QUIET_DEAL = 50, 1, 1


def test_hard_closes_early_only_when_pressed_and_the_variant_holds() -> None:
    base = play(PRESSED_DEAL, None)
    assert base.closing_team == PRESSED_TEAM and closed_early(base)
    variant = play(PRESSED_DEAL, PRESSED_TEAM)
    assert not (variant.closing_team == PRESSED_TEAM and closed_early(variant))
    # the variant team's margin changes (on this deal holding costs it points)
    assert margins(PRESSED_DEAL, PRESSED_TEAM)[PRESSED_TEAM] < margins(PRESSED_DEAL, None)[PRESSED_TEAM]


def test_a_deal_without_the_choice_plays_identically() -> None:
    base = margins(QUIET_DEAL, None)
    assert base[0] == -base[1]
    assert margins(QUIET_DEAL, 0) == base and margins(QUIET_DEAL, 1) == base


def test_never_close_early_waits_even_when_pressed() -> None:
    game = play(PRESSED_DEAL, None)
    # replay the deal to the pressed closer's last turn and ask both players
    replay = Game(Rules.preset("italian"), 4, seed=PRESSED_DEAL)
    seats = [HardPlayer(PRESSED_DEAL * 10 + p) for p in range(4)]
    pressed = None
    while not replay.over:
        seat = replay.current
        view = replay.view(seat)
        cmd = seats[seat].choose(view)
        replay.apply(cmd)
        if replay.over and isinstance(cmd, Discard):
            pressed = (view, seat)
    assert replay.final_scores == game.final_scores
    assert pressed is not None
    view, seat = pressed
    partner = max(view.hand_sizes[p] for p in view.partners())
    assert partner >= PARTNER_WAIT and opponents_threaten(view)
    assert NeverCloseEarly(0).not_ready_to_close(view)
    assert not HardPlayer(0).not_ready_to_close(view)


def test_the_cli_prints_the_figures(capsys) -> None:
    assert early_close.main(["--deals", "1", "--seed", str(QUIET_DEAL), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["runs"] == 2 and out["changed"] == 0 and out["per_run"] == [0.0, 0.0, 0.0]


def test_the_audit_counts_the_pressed_early_close() -> None:
    counts = audit.Audit()
    audit.audit_hand(PRESSED_DEAL, ["hard"] * 4, Rules.preset("italian"), 4, counts)
    assert counts.closes == 1 and counts.early_close == 1 and counts.early_close_pressed == 1
    assert counts.turns > 0


def test_the_audit_splits_pressed_and_unpressed_early_closes() -> None:
    counts = audit.Audit(turns=200, early_close=3, early_close_pressed=2)
    rates = counts.per_100()
    assert rates["early_close"] == 1.5
    assert rates["early_close_pressed"] == 1.0 and rates["early_close_unpressed"] == 0.5
