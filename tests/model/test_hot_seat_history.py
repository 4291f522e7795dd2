"""A hot-seat match in the history and the autosave (issue 31): recorded once, with each
person's name, under its own kind, never in the statistics; its record resumes with its
people."""

from __future__ import annotations

import random

from burraco_qt.engine import Rules
from burraco_qt.engine.match import Match
from burraco_qt.engine.random_move import random_legal_command
from burraco_qt.model.keeper import hand_rows
from burraco_qt.storage.history_db import History


def finished_hot_seat_match() -> Match:
    match = Match(Rules.preset("italian", target=50), 2, seed=11, seats={})
    match.people = {0: "Giulia", 1: "Marco"}
    rng = random.Random(11)
    while not match.game.over:
        match.apply(random_legal_command(match.game, rng))
    return match


def test_a_hot_seat_match_is_recorded_once_under_its_own_kind(tmp_path) -> None:
    match = finished_hot_seat_match()
    rows = hand_rows(match, "k31")
    assert [(r.kind, r.people) for _, r in rows] == [("hot_seat", ["Giulia", "Marco"])]
    history = History(tmp_path / "history.sqlite3")
    for hand, row in rows:
        assert history.record(hand, row)
        assert not history.record(hand, row)  # once
    kind, people = history.db.execute("SELECT kind, people FROM matches").fetchone()
    assert kind == "hot_seat" and people == '["Giulia", "Marco"]'
    assert history.statistics().matches == 0 and history.statistics().hands == 0
    solo = Match(Rules.preset("italian"), 2, seed=3, seats={1: "medium"})
    assert all(r.kind == "solo" and r.people is None for _, r in hand_rows(solo, "k"))


def test_a_hot_seat_record_resumes_with_its_people() -> None:
    match = Match(Rules.preset("italian"), 3, seed=4, seats={2: "lucia"})
    match.people = {0: "Giulia", 1: "Marco"}
    record = match.record()
    assert record["people"] == {"0": "Giulia", "1": "Marco"} and record["seats"] == {"2": "lucia"}
    again = Match.from_record(record)
    assert again.people == {0: "Giulia", 1: "Marco"} and again.seats == {2: "lucia"}
    legacy = dict(record)
    del legacy["people"]
    assert Match.from_record(legacy).people == {}  # a save from before issue 31: one person
