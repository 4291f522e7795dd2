"""Hostile records and engine commands (issue 11, failures 9 and 11): typed rule errors, short
messages, bounded reads in the replay command, and RULES.md §18 amendments A12 and A13."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from burraco_qt.engine import Attach, Draw, Game, MeldCards, RuleError, Rules, TakePile
from burraco_qt.engine.errors import MAX_MESSAGE
from burraco_qt.engine.match import Match
from burraco_qt.engine.record import replay_text

from ..rules_examples_support import make_game, snapshot

REPLAY = [sys.executable, "-m", "burraco_qt.engine.replay_command"]


def _game_after_draw() -> Game:
    game = Game(Rules.preset("italian"), 2, seed=1)
    game.apply(Draw())
    return game


@pytest.mark.parametrize(
    "to",
    [10**5000, 2**70, -(2**70), -1, "0", 1.0, True],
    ids=["5000-digits", "2^70", "-2^70", "-1", "text", "float", "bool"],
)
def test_attach_to_a_huge_or_odd_index_is_meld_not_found(to: object) -> None:
    """Failure 9: an attach to an out-of-range index is the typed ``meld_not_found`` (R8.3),
    with a short message, and changes nothing (5,000 digits used to raise ValueError)."""
    game = _game_after_draw()
    before = snapshot(game)
    card = game.hands[game.current][0]
    with pytest.raises(RuleError) as info:
        game.apply(Attach((card,), to=to))  # type: ignore[arg-type]
    assert info.value.code == "meld_not_found" and len(info.value.message) < 200
    assert snapshot(game) == before


@pytest.mark.parametrize(
    "command",
    [Draw(player=10**5000), TakePile(player=2**70), MeldCards("7h,8h,9h", player=10**5000)],
    ids=["draw", "take", "meld"],
)
def test_a_huge_player_number_is_not_your_turn(command) -> None:
    game = Game(Rules.preset("italian"), 2, seed=1)
    before = snapshot(game)
    with pytest.raises(RuleError) as info:
        game.apply(command)
    assert info.value.code == "not_your_turn" and len(info.value.message) < 200
    assert snapshot(game) == before


def test_a_record_with_a_huge_attach_index_replays_with_the_code() -> None:
    sys.set_int_max_str_digits(0)
    try:
        text = json.dumps(
            {
                "format": 1,
                "players": 2,
                "seed": 1,
                "actions": [{"draw": "stock"}, {"attach": "7h", "to": 10**5000}],
            }
        )
    finally:
        sys.set_int_max_str_digits(4300)
    result = replay_text(text)
    assert result["results"][0] == "ok" and result["results"][1] in ("meld_not_found", "card_not_in_hand")


def test_error_messages_quote_a_short_excerpt() -> None:
    """Failure 9: a 10 MB deck used to give a 10.5 MB message."""
    result = replay_text(json.dumps({"format": 1, "players": 2, "deck": "x" * 3_000_000}))
    assert result["error"] == "invalid_deck" and len(result["message"]) <= MAX_MESSAGE + 1
    result = replay_text(json.dumps({"format": 1, "players": 2, "seed": 1, "rules": {"y" * 1_000_000: 1}}))
    assert result["error"] == "invalid_rules" and len(result["message"]) <= MAX_MESSAGE + 1
    assert len(RuleError("x", "z" * 10**6).message) <= MAX_MESSAGE + 1


def test_a12_unknown_option_with_null_is_invalid_rules() -> None:
    """RULES.md §18, amendment A12: an unknown option name is invalid_rules whatever its value,
    null included."""
    for value in (None, 1, "x", [], {}):
        result = replay_text(
            json.dumps({"format": 1, "players": 2, "seed": 1, "rules": {"no_such_option": value}})
        )
        assert result["error"] == "invalid_rules", value
    # a known nullable option with null is still fine, and a known one with null is absent
    assert "error" not in replay_text(
        json.dumps({"format": 1, "players": 2, "seed": 1, "rules": {"stallo_turns": None, "target": None}})
    )


def test_a13_a_match_record_is_not_a_game_record() -> None:
    """RULES.md §18, amendment A13: ``"kind": "match"`` is invalid_record, and the message
    says it is a match record (an autosave given to replay used to print a result, exit 0)."""
    match = Match(Rules.preset("italian"), 2, seed=3)
    match.apply(Draw())
    result = replay_text(json.dumps(match.record()))
    assert result["error"] == "invalid_record" and "match record" in result["message"]
    # even a match record that also looks like a game record
    result = replay_text(json.dumps({"format": 1, "kind": "match", "players": 2, "seed": 1}))
    assert result["error"] == "invalid_record"


def _replay_cli(path: str, stdin: bytes | None = None) -> tuple[int, dict, int]:
    proc = subprocess.run([*REPLAY, path], input=stdin, capture_output=True, timeout=60)
    return proc.returncode, json.loads(proc.stdout), len(proc.stdout) + len(proc.stderr)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_replay_cli_reads_a_device_only_up_to_its_cap() -> None:
    """Failure 9: reading /dev/zero grew memory without bound."""
    code, out, size = _replay_cli("/dev/zero")
    assert code == 2 and out["error"] == "invalid_record" and size < 1000


def test_replay_cli_bad_inputs(tmp_path: Path) -> None:
    """The replay command with hostile files: a 10 MB deck, a huge index, a match record; each
    one JSON line, exit 2 or 0, no traceback, a short output."""
    big = tmp_path / "big.json"
    big.write_text(json.dumps({"format": 1, "players": 2, "deck": "x" * 10_000_000}))
    code, out, size = _replay_cli(str(big))
    assert code == 2 and out["error"] == "invalid_record" and size < 1000
    huge = tmp_path / "huge.json"
    huge.write_text(
        '{"format": 1, "players": 2, "seed": 1, "actions": [{"draw": "stock"}, '
        '{"attach": "7h", "to": 1' + "0" * 5000 + "}]}"
    )
    code, out, size = _replay_cli(str(huge))
    assert code == 0 and out["results"][0] == "ok" and out["results"][1] != "ok"
    assert size < 2000
    match = Match(Rules.preset("italian"), 2, seed=3)
    code, out, _ = _replay_cli("-", json.dumps(match.record()).encode())
    assert code == 2 and out["error"] == "invalid_record" and "match record" in out["message"]


def _take_decided_by_the_pozzetto(pozzetto: str) -> Game:
    """International (take the pile only to meld at once), one-card pozzetti: player 0 holds
    5c,6c and the pile is 7c: taking it is legal only if melding all three, picking up the
    pozzetto al volo, leaves a card that can close (R7.7.1 with R11.1)."""
    return make_game(
        ["5c,6c", "?,?"], pozzetti=(pozzetto, "?"), discard="7c", stock="?,?,?,?", preset="international"
    )


def test_a_pile_take_a_one_card_pozzetto_decides_is_flagged_hidden() -> None:
    """Failure 11: a player view judged such a take optimistically without the ``hidden`` flag
    melds and attaches carry; hints and computers must not rely on it."""
    game = _take_decided_by_the_pozzetto("wb")
    assert game.check(TakePile()).code == "pile_take_needs_meld"  # the engine knows the card
    view = game.view(0)
    assert view.check(TakePile()).ok  # optimistic, like melds and attaches
    assert view.plan(TakePile()).hidden and not view.sure(TakePile())
    after = view.after_take()
    assert after.plan(MeldCards("5c,6c,7c")).hidden


def test_a_sure_take_is_not_flagged() -> None:
    game = make_game(
        ["5c,6c,Kd", "?,?,?"], pozzetti=("wb", "?"), discard="7c", stock="?,?,?,?", preset="international"
    )
    view = game.view(0)
    assert game.check(TakePile()).ok and not view.plan(TakePile()).hidden and view.sure(TakePile())
