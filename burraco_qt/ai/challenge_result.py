"""A challenge's result (issue 29): the result file, the result code, verifying a friend's
result by replaying it, and comparing two results hand by hand (pure Python, no Qt).

Result file (JSON, written atomically by ``storage/challenges.py``)::

    {"kind": "burraco-challenge-result", "format": 1, "challenge": "CH-…", "ai_version": 1,
     "player": "Anna", "assisted": false, "scores": [[120, -35], …],
     "result_code": "120:-35,…/3F2A1C", "hands": [<game record of hand 1 with "scores">, …]}

``scores`` holds, per hand, the human's team's total and the computers' team's total.

Result code: the hands' scores ``us:them`` joined by ``,``, then ``/`` and a **check value**,
the first 6 hex digits (upper case) of SHA-256 of ``"<challenge code>|<scores>"``. It catches
typos, not cheats: the result file, replayed, is the proof.

Verifying a result file (:func:`verify_result`) refuses, with a :class:`ResultError` whose
``reason`` is one of ``file`` (not a result file), ``ai_version`` (played by another version of
the computers), ``challenge`` (the code cannot be read), ``hands`` (not every hand was played),
``deal`` (a hand was not dealt as the challenge deals it), ``replay`` (a hand does not replay to
its scores), ``computers`` (a computer's decision re-run from its view and seed differs from the
record), ``scores`` (the summary disagrees with the hands).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine import RuleError
from ..engine.challenge import Challenge, ChallengeError, decode
from ..engine.fairverify import verify_hand
from ..engine.match import Match, hand_seed
from . import AI_VERSION
from .recheck import recheck_hand

KIND = "burraco-challenge-result"


class ResultError(ValueError):
    """A result file that is refused: ``reason`` (see the module note), an English ``message``,
    and ``hand`` (from 1; 0 for the file as a whole)."""

    def __init__(self, reason: str, message: str, hand: int = 0) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.hand = hand


@dataclass(frozen=True, slots=True)
class Result:
    """A verified result: its ``challenge``, the ``code`` text, ``scores`` per hand (us, them),
    ``player`` (a name, may be empty) and ``assisted``."""

    challenge: Challenge
    code: str
    scores: tuple[tuple[int, int], ...]
    player: str = ""
    assisted: bool = False

    @property
    def totals(self) -> tuple[int, int]:
        """The two teams' sums over the hands."""
        return sum(s[0] for s in self.scores), sum(s[1] for s in self.scores)

    def result_code(self) -> str:
        """The short result code (see the module note)."""
        return result_code(self.code, self.scores)


@dataclass(frozen=True, slots=True)
class Row:
    """One hand of a comparison: ``hand`` (from 1), ``mine`` and ``theirs`` as (us, them)."""

    hand: int
    mine: tuple[int, int]
    theirs: tuple[int, int]

    @property
    def difference(self) -> int:
        """How many points more the first result's player made than the second's (us − them)."""
        return (self.mine[0] - self.mine[1]) - (self.theirs[0] - self.theirs[1])


def _scores_text(scores: Any) -> str:
    return ",".join(f"{us}:{them}" for us, them in scores)


def check_of(code: str, scores: Any) -> str:
    """The check value of a result: 6 hex digits of SHA-256 of ``"<code>|<scores>"``."""
    return hashlib.sha256(f"{code}|{_scores_text(scores)}".encode()).hexdigest()[:6].upper()


def result_code(code: str, scores: Any) -> str:
    """``"120:-35,450:210/3F2A1C"``: the scores per hand and the check value."""
    return f"{_scores_text(scores)}/{check_of(code, scores)}"


class ResultCodeError(ValueError):
    """A typed result code that is refused: ``reason`` is ``empty`` (nothing typed), ``form``
    (not scores per hand, ``/`` and a check value), ``hands`` (another number of hands than the
    challenge's: ``found`` of them) or ``check`` (the check value does not match: a typo, or a
    result of another challenge); ``message`` in English."""

    def __init__(self, reason: str, message: str, found: int = 0) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.found = found


def read_result_code(text: str, code: str, hands: int | None = None) -> tuple[tuple[int, int], ...]:
    """The scores (us, them) per hand of a typed result code of challenge ``code`` (spaces
    ignored, the check value in either case); with ``hands``, the code must hold that many
    hands. :class:`ResultCodeError` (a ``ValueError``) for a code that cannot be read, of another
    number of hands, or whose check value does not match (a typo)."""
    clean = "".join(text.split())
    if not clean:
        raise ResultCodeError("empty", "the result code is empty")
    body, _, check = clean.rpartition("/")
    try:
        pairs = [pair.split(":") for pair in body.split(",") if pair]
        scores = tuple((int(a), int(b)) for a, b in pairs)
    except ValueError:
        scores = ()
    if not scores or not check:
        raise ResultCodeError("form", "a result code is the scores per hand, then / and the check value")
    if hands is not None and len(scores) != hands:
        raise ResultCodeError(
            "hands", f"the result code has {len(scores)} hands; the challenge has {hands}", len(scores)
        )
    if check.upper() != check_of(code, scores):
        raise ResultCodeError("check", "the check value does not match: a character is mistyped")
    return scores


def result_of_code(text: str, mine: Result) -> Result:
    """A friend's result read from a typed result code of ``mine``'s challenge, to compare with
    :func:`compare`. Not verified: a code is checked for typos only (only a result file,
    replayed, is proof). :class:`ResultCodeError` as :func:`read_result_code` says."""
    scores = read_result_code(text, mine.code, mine.challenge.hands)
    return Result(mine.challenge, mine.code, scores)


def hand_scores(match: Match) -> tuple[tuple[int, int], ...]:
    """Each finished hand's (us, them): team 0's total (the human's), team 1's."""
    return tuple((s[0].total, s[1].total) for s in match.hand_scores)


def result_document(
    challenge: Challenge, match: Match, *, player: str = "", assisted: bool = False
) -> dict[str, Any]:
    """The result file of a finished challenge ``match`` (see the module note)."""
    if not match.over:
        raise ValueError("the challenge is not finished")
    code = challenge.code()
    scores = hand_scores(match)
    return {
        "kind": KIND,
        "format": 1,
        "challenge": code,
        "ai_version": challenge.ai_version,
        "player": player,
        "assisted": assisted or match.practice,
        "scores": [list(s) for s in scores],
        "result_code": result_code(code, scores),
        "hands": [dict(h) for h in match.finished],
    }


def verify_result(data: Any, ai_version: int = AI_VERSION) -> Result:
    """Verify a result file by replaying it: every hand dealt as the challenge deals it, every
    action legal, the replay's scores the recorded ones, every computer decision re-run from
    its view and seed the recorded one. ``ResultError`` otherwise (see the module note)."""
    if not isinstance(data, Mapping) or data.get("kind") != KIND or data.get("format") != 1:
        raise ResultError("file", "this is not a challenge result file")
    version = data.get("ai_version")
    if version != ai_version:
        raise ResultError(
            "ai_version",
            f"this result was played against computers of AI version {version}; "
            f"this game's computers are version {ai_version}: the results cannot be compared",
        )
    try:
        challenge = decode(str(data.get("challenge", "")))
    except ChallengeError as err:
        raise ResultError("challenge", f"the challenge code cannot be read: {err.message}") from None
    if challenge.ai_version != ai_version:
        raise ResultError("ai_version", f"the challenge is for AI version {challenge.ai_version}")
    hands = data.get("hands")
    if not isinstance(hands, list) or len(hands) != challenge.hands:
        raise ResultError(
            "hands", f"the challenge has {challenge.hands} hands; the file holds another number"
        )
    computers = challenge.computers()
    for k, hand in enumerate(hands, start=1):
        _verify_hand(challenge, k, hand, computers)
    try:
        match = Match.from_record(_match_record(challenge, hands))
    except RuleError as err:
        raise ResultError("replay", f"the hands do not make the challenge's match: {err.message}") from None
    scores = hand_scores(match)
    if not match.over or [list(s) for s in scores] != data.get("scores"):
        raise ResultError("scores", "the file's scores disagree with its replayed hands")
    player = data.get("player")
    return Result(
        challenge,
        challenge.code(),
        scores,
        player if isinstance(player, str) else "",
        data.get("assisted") is True or match.practice,
    )


def _verify_hand(challenge: Challenge, k: int, hand: Any, computers: dict[str, Any]) -> None:
    if not isinstance(hand, Mapping):
        raise ResultError("replay", f"hand {k} is not a game record", k)
    if (
        hand.get("seed") != hand_seed(challenge.seed, k)
        or hand.get("first_player") != (k - 1) % challenge.players
    ):
        raise ResultError("deal", f"hand {k} was not dealt as the challenge deals it", k)
    scores = hand.get("scores")
    if not (isinstance(scores, list) and len(scores) == 2 and all(isinstance(x, Mapping) for x in scores)):
        raise ResultError("replay", f"hand {k} has no final scores", k)
    verdict = verify_hand(hand, k)
    if not verdict.ok:
        raise ResultError("replay", f"hand {k} does not replay to its scores: {verdict.message}", k)
    check = recheck_hand({**hand, "computers": computers})
    if check is None or not check.ok:
        message = check.message(k) if check is not None else "no computer to re-run"
        raise ResultError("computers", message, k)


def _match_record(challenge: Challenge, hands: list[Any]) -> dict[str, Any]:
    totals = [0, 0]
    for hand in hands:
        scores = hand.get("scores") or []
        for side in (0, 1):
            entry = scores[side] if len(scores) > side else {}
            totals[side] += entry.get("total", 0) if isinstance(entry, Mapping) else 0
    return {
        "format": 1,
        "kind": "match",
        "rules": challenge.rules().to_record(challenge.players),
        "players": challenge.players,
        "first_player": 0,
        "seed": challenge.seed,
        "seats": {str(k): v for k, v in challenge.seat_names().items()},
        "totals": totals,
        "practice": False,
        "hands": list(hands),
    }


def compare(mine: Result, theirs: Result) -> list[Row]:
    """Both results side by side, hand by hand. ``ValueError`` unless both are of the same
    challenge."""
    if mine.code != theirs.code:
        raise ValueError("the two results are of different challenges")
    return [Row(k, a, b) for k, (a, b) in enumerate(zip(mine.scores, theirs.scores, strict=True), start=1)]
