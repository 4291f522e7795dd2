"""The analysis API (issue 26, item 6): ranked plans and any plan's value on the same worlds,
deterministic, fair (hidden cards swapped: the same analysis), cancellable, pool or in-line."""

from __future__ import annotations

import json
import random
import threading

import pytest

from burraco_qt.ai import make_player
from burraco_qt.ai.analysis import (
    AnalysisCancelled,
    AnalysisJob,
    analyse,
    candidate_plans,
    normalise,
    plan_values,
)
from burraco_qt.ai.expert import ExpertPlayer
from burraco_qt.engine import Attach, Discard, Draw, Game, PlayerView, Rules, TakePile
from devtools import analyse as analyse_script

from ..ai_support import position
from .test_ai_fairness import swap_hidden


def _decisions(seed: int, players: int = 2, turns: int = 8) -> list[tuple[Game, PlayerView]]:
    """Positions at the start of each decision of seat 0 (hard plays every seat)."""
    game = Game(Rules.preset("italian"), players, seed=seed)
    hard = make_player("hard", 1)
    out = []
    while not game.over and game.turn <= turns:
        seat = game.current
        if seat == 0 and (game.phase == "draw" or game.plays_this_turn == 0):
            out.append((game.copy(), game.view(0)))
        game.apply(hard.choose(game.view(seat)))
    return out


def _summary(a) -> list:
    return [(pv.commands, pv.values) for pv in a.ranked] + [a.choice]


def test_the_same_view_seed_and_samples_give_the_same_analysis() -> None:
    for _, view in _decisions(3)[:6]:
        a = analyse(view, samples=4, seed=7)
        b = analyse(view, samples=4, seed=7)
        assert _summary(a) == _summary(b) and a.to_json() == b.to_json()
        assert all(len(pv.values) == 4 for pv in a.ranked)
        assert [pv.mean for pv in a.ranked] == sorted((pv.mean for pv in a.ranked), reverse=True)
    other = analyse(view, samples=4, seed=8)
    assert [pv.values for pv in other.ranked] != [pv.values for pv in a.ranked]  # other worlds


def test_the_pool_gives_the_same_analysis_as_in_line() -> None:
    from burraco_qt.ai.pool import shutdown

    _, view = _decisions(2)[3]
    try:
        assert _summary(analyse(view, samples=5, seed=1, workers=None)) == _summary(
            analyse(view, samples=5, seed=1)
        )
    finally:
        shutdown()


def test_hidden_cards_swapped_give_the_same_analysis() -> None:
    rng = random.Random(5)
    compared = 0
    for seed, players in ((1, 2), (4, 4)):
        for game, view in _decisions(seed, players):
            a = analyse(view, samples=3, seed=2)
            for _ in range(2):
                twin = swap_hidden(game, 0, rng)
                b = analyse(twin.view(0), samples=3, seed=2)
                assert _summary(a) == _summary(b)
                compared += 1
    assert compared >= 12


def test_the_choice_is_the_experts_and_its_value_is_its_ranked_entry() -> None:
    searched = 0
    for _, view in _decisions(6):
        a = analyse(view, samples=4, seed=9)
        expert = ExpertPlayer(9, samples=4)
        assert expert.choose(view) == a.choice[0]
        entry = a.value_of(a.choice)
        assert entry in a.ranked and entry.candidate
        if len(candidate_plans(view, 9)[0]) > 1 and a.kind == "turn":
            searched += 1
            assert a.best.commands == a.choice  # a search: the expert plays the best mean
    assert searched >= 2


def test_the_plan_that_closes_and_wins_ranks_first() -> None:
    """Pozzetto taken: the nine makes the clean buraco, and the king's discard closes."""
    game = position("9s,Kc", table=["3s,4s,5s,6s,7s,8s"])
    game._stock += game.pozzetti[0]  # taken: its cards are elsewhere, the counts stay whole
    game.pozzetti[0] = []
    game.pozzetto_taken[0] = True
    game.pozzetto_takers[0], game.taken_blocks[0] = 0, 0
    view = game.view(0)
    a = analyse(view, samples=6, seed=1)
    best = a.best.commands
    assert isinstance(best[0], Attach) and best[0].cards[0].short == "9s"
    assert isinstance(best[-1], Discard) and best[-1].card.short == "Kc"
    assert a.choice == best
    second = a.ranked[1]
    diff = a.compare(a.best, second)
    assert diff.mean > 100 and diff.interval[0] > 0  # closing: buraco, close bonus, their hands
    assert len(a.ranked) >= 2 and all(v > 300 for v in a.best.values)


def test_any_plan_is_valued_on_the_same_worlds() -> None:
    _, view = next((g, v) for g, v in _decisions(3) if v.phase == "play" and len(v.hand) > 3)
    base = analyse(view, samples=5, seed=4)
    worst = min(view.hand, key=lambda c: c.id)
    mine = (Discard(worst.code),)  # a record's spec form, no player: resolved
    valued = base.value_of(mine)
    again = analyse(view, samples=5, seed=4, extra_plans=[mine]).value_of(mine)
    assert valued.values == again.values
    assert valued.commands == (Discard(worst, 0),)
    diff = base.compare(mine, base.choice)
    assert diff.values == tuple(
        x - y for x, y in zip(valued.values, base.value_of(base.choice).values, strict=True)
    )
    assert base.compare(mine, mine).mean == 0 and base.compare(mine, mine).half_width == 0
    # the same plan as values of plan_values, world by world
    direct = plan_values(view, [valued.commands], [0, 1, 2, 3, 4], f"4|{_key_of(view)}")
    assert tuple(direct[0]) == valued.values


def _key_of(view: PlayerView) -> tuple:
    from burraco_qt.ai.expert import _key

    return _key(view)


def test_a_draw_decision_values_draw_and_take() -> None:
    _, view = next((g, v) for g, v in _decisions(2) if v.phase == "draw" and v.sure(TakePile(0)))
    a = analyse(view, samples=3, seed=1)
    kinds = {type(pv.commands[0]) for pv in a.ranked}
    assert kinds == {Draw, TakePile} and a.kind == "draw"
    assert a.value_of((Draw(),)).commands == (Draw(0),)


def test_bad_plans_and_views_are_refused() -> None:
    game, view = next((g, v) for g, v in _decisions(3) if v.phase == "play")
    other = next(c for c in game.hands[1])
    with pytest.raises(ValueError, match="refused"):
        normalise(view, [Discard(other, 0)])
    with pytest.raises(ValueError, match="seat"):
        normalise(view, [Discard(view.hand[0], 1)])
    with pytest.raises(ValueError, match="ends the plan"):
        normalise(view, [Discard(view.hand[0], 0), Discard(view.hand[1], 0)])
    with pytest.raises(ValueError, match="play of the turn"):
        normalise(view, [Draw(0)])
    with pytest.raises(ValueError, match="no decision"):
        analyse(game.view(1), samples=2)
    with pytest.raises(ValueError, match="samples"):
        analyse(view, samples=0)


def test_an_analysis_is_cancelled_by_an_event_or_a_callable() -> None:
    _, view = _decisions(3)[1]
    stop = threading.Event()
    stop.set()
    with pytest.raises(AnalysisCancelled):
        analyse(view, samples=3, cancel=stop)
    calls = [0]

    def enough() -> bool:
        calls[0] += 1
        return calls[0] > 4

    with pytest.raises(AnalysisCancelled):
        analyse(view, samples=50, cancel=enough)
    assert calls[0] == 5  # looked at before every world and every plan, stopped at once


def test_the_script_prints_a_line_per_decision(tmp_path, capsys) -> None:
    game = Game(Rules.preset("italian"), 2, seed=5)
    seats = [make_player("hard", 1), make_player("medium", 2)]
    while not game.over and game.turn <= 7:
        game.apply(seats[game.current].choose(game.view(game.current)))
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(game.record()))
    assert analyse_script.main([str(path), "--seat", "0", "--samples", "2"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [(x["turn"], x["phase"]) for x in lines[:4]] == [
        (1, "draw"),
        (1, "turn"),
        (3, "draw"),
        (3, "turn"),
    ]
    for x in lines:
        assert x["seat"] == 0 and x["candidates"] and x["played"]["plan"]
        assert x["candidates"][0]["mean"] >= x["candidates"][-1]["mean"]
        assert x["candidates"][0]["lo"] <= x["candidates"][0]["mean"] <= x["candidates"][0]["hi"]
        if x["played"]["plan"] == x["choice"]:
            assert x["played_minus_choice"] == {"mean": 0.0, "lo": 0.0, "hi": 0.0}
    assert analyse_script.main([str(tmp_path / "missing.json")]) == 2


def test_a_whole_hand_analysis_is_the_whole_hand_experts_search() -> None:
    import devtools  # noqa: F401  (registers the expert's variants)
    from burraco_qt.ai.analysis import WHOLE_HAND

    variant = make_player("expert-hand", 3, samples=2)
    assert isinstance(variant, ExpertPlayer) and variant.samples == 2 and variant.rounds == WHOLE_HAND
    assert ExpertPlayer(3).rounds == 1
    searched = 0
    for _, view in _decisions(6, turns=5):
        a = analyse(view, samples=2, seed=3, rounds=None)
        assert make_player("expert-hand", 3, samples=2).choose(view) == a.choice[0]
        searched += a.kind == "turn" and len(a.ranked) > 1
        if a.kind == "turn" and len(a.ranked) > 1:
            assert a.choice == a.best.commands
    assert searched >= 1


def test_a_job_runs_in_its_own_thread_and_stops_when_cancelled() -> None:
    _, view = _decisions(3)[1]
    job = AnalysisJob(view, samples=3, seed=2)
    assert _summary(job.result(60)) == _summary(analyse(view, samples=3, seed=2))
    long = AnalysisJob(view, samples=100_000, seed=2)  # hours of work
    long.cancel()
    with pytest.raises(AnalysisCancelled):
        long.result(60)
    with pytest.raises(ValueError, match="own cancel"):
        AnalysisJob(view, samples=3, cancel=threading.Event())


@pytest.mark.parametrize(("preset", "players"), [("casual", 2), ("italian", 3), ("italian", 6)])
def test_every_decision_of_other_tables_is_analysed(preset: str, players: int) -> None:
    """Draw mode (the pozzetto may be taken instead of drawing) and changing teams: every
    decision has candidates, the choice among them."""
    game = Game(Rules.preset(preset), players, seed=3)
    hard = make_player("hard", 1)
    analysed = 0
    while not game.over and game.turn < 12:
        seat = game.current
        if game.phase == "draw" or game.plays_this_turn == 0:
            a = analyse(game.view(seat), samples=1, seed=1)
            assert a.value_of(a.choice).candidate
            analysed += 1
        game.apply(hard.choose(game.view(seat)))
    assert analysed >= 12
