"""Keeping the match: the one owner of durability (the autosave and the history of hands).

:class:`MatchKeeper` listens to the controller. It writes the match record plus its
``match_key`` to the autosave after every accepted command, after an undo and when a hand is
dealt. At the end of a hand the order is fixed: **first** the autosave (it then holds the
finished hand), **then** one history transaction per finished hand the history lacks, recorded
under ``UNIQUE(match_key, number)``; when the match is over the autosave is removed last. A crash
between any two steps loses nothing and records nothing twice: on the next start
:meth:`MatchKeeper.sync_history` records whatever finished hand of the saved match the history
lacks. Practice matches (open cards, or the computer playing every seat) are flagged in the
history and kept out of the statistics.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..ai import CHARACTERS, TIERS
from ..crash_hook import crash_point
from ..engine import HandEnded
from ..engine.dealcode import code_of_hand
from ..engine.game import Game
from ..engine.match import Match
from ..engine.record import replay, stop
from ..storage.autosave import Autosave, new_match_key
from .controller import GameController

if TYPE_CHECKING:  # the history (sqlite3) loads after the first paint (start-up)
    from ..storage.history_db import History


class MatchKeeper(QObject):
    """Autosave and history for ``controller``'s matches; either store may be ``None``.

    ``match_key`` is the saved match's key (a new one when ``None``).

    A failed write never stops the game. Signals: ``failed(str)`` after every failed write (the
    reason; the window shows it until a write succeeds), ``recovered()`` when every store writes
    again after a failure.
    """

    failed = Signal(str)
    recovered = Signal()

    def __init__(
        self,
        controller: GameController,
        autosave: Autosave | None,
        history: History | None,
        *,
        match_key: str | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent or controller)
        self.controller = controller
        self.autosave = autosave
        self.history = history
        self.errors: list[str] = []  # every failure, for diagnostics
        self.failing: set[str] = set()  # the stores whose last write failed
        self._match: Match | None = controller.match
        self.key = match_key or new_match_key()
        #: the look of the player's table to save with the match (``table``: the hand's order,
        #: the card just drawn), outside the engine's record; set by the window
        self.table_state: Callable[[], dict[str, Any]] | None = None
        self._hand_started = time.monotonic()
        controller.eventsApplied.connect(self._on_events)
        controller.undone.connect(self.save)
        controller.handStarted.connect(self._on_hand_started)
        controller.handEnded.connect(self._on_hand_ended)

    # ------------------------------------------------------------------ outcome of writes
    @property
    def saving(self) -> bool:
        """Whether the last write of every store succeeded."""
        return not self.failing

    def _fail(self, store: str, reason: str) -> None:
        self.failing.add(store)
        self.errors.append(reason)
        self.failed.emit(reason)

    def _ok(self, store: str) -> None:
        if store in self.failing:
            self.failing.discard(store)
            if not self.failing:
                self.recovered.emit()

    # ------------------------------------------------------------------ autosave
    def record(self) -> dict[str, Any]:
        """The autosave's content: the match record plus ``match_key`` and (when the window
        gives it) ``table``, which the engine's loader ignores."""
        rec = self.controller.match.record()
        rec["match_key"] = self.key
        if self.table_state is not None:
            rec["table"] = self.table_state()
        return rec

    def save(self, *, finished: bool = False) -> bool:
        """Write the autosave now; ``False`` when it failed (the failure is signalled, never
        raised: the game goes on). A match that is over is written only with ``finished`` (at
        its last hand's end, before the history: the file is removed once the history holds
        every hand)."""
        if self.autosave is None or (self.controller.match.over and not finished):
            return True
        try:
            self.autosave.write(self.record())
        except (OSError, ValueError) as err:
            self._fail("autosave", f"{type(err).__name__}: {err}"[:300])
            return False
        self._ok("autosave")
        return True

    def clear(self) -> None:
        """Remove the autosave (the match is over and its hands are in the history)."""
        if self.autosave is None:
            return
        try:
            self.autosave.clear()
        except OSError as err:
            self._fail("autosave", str(err)[:300])

    def _on_events(self, seat: int, events: list) -> None:
        if not any(isinstance(e, HandEnded) for e in events):  # a hand's end: _on_hand_ended
            self.save()
            crash_point("move.autosaved")

    def _on_hand_started(self) -> None:
        if self.controller.match is not self._match:  # a new match
            self._match = self.controller.match
            self.key = new_match_key()
        self._hand_started = time.monotonic()
        if not self.controller.game.over:  # a resumed finished hand is kept as it is
            self.save()
            crash_point("hand.dealt.autosaved")

    def _on_hand_ended(self, event: HandEnded) -> None:
        duration = time.monotonic() - self._hand_started
        self.save(finished=True)
        crash_point("hand_end.autosaved")
        recorded = self.sync_history(duration)
        crash_point("hand_end.recorded")
        if self.controller.match.over and recorded:
            self.clear()
            crash_point("match_end.cleared")

    # ------------------------------------------------------------------ history
    def sync_history(self, last_duration: float = 0.0) -> bool:
        """Record every finished hand of the match the history lacks (each in one transaction;
        ``last_duration`` seconds for the latest). ``False`` when the history failed (the
        failure is signalled); ``True`` when it holds every finished hand or there is none."""
        if self.history is None:
            return True
        c = self.controller
        try:
            record_missing(
                self.history,
                c.match,
                self.key,
                seat=c.seat,
                difficulty=c.options.lineup(),
                practice=c.match.practice or c.human_seat is None,
                last_duration=last_duration,
            )
        except Exception as err:  # a locked, full or broken database must not stop the game
            self._fail("history", f"{type(err).__name__}: {err}"[:300])
            return False
        self._ok("history")
        return True


def record_missing(
    history: History,
    match: Match,
    key: str,
    *,
    seat: int = 0,
    difficulty: str | None = None,
    practice: bool | None = None,
    last_duration: float = 0.0,
) -> int:
    """Record, each in one transaction, every finished hand of ``match`` (key ``key``) that the
    history lacks, from the side of ``seat``'s team; returns how many were recorded.
    ``difficulty`` defaults to the computer seats' line-up (issue 13: the character keys of the
    seats in seat order joined by commas, or a tier name), ``practice`` to the match's flag; the
    latest hand gets ``last_duration`` seconds. Each hand's game record and deal code go to
    the hand archive in the same transaction. Raises what the database raises."""
    if difficulty is None:
        difficulty = _lineup(match)
    if practice is None:
        practice = match.practice
    if match.players not in (2, 4):
        return _record_missing_multi(history, match, key, seat, difficulty, practice, last_duration)
    us, them = seat % 2, 1 - seat % 2
    have = history.recorded(key)
    added = 0
    for k in range(1, len(match.finished) + 1):
        if k in have:
            continue
        last = k == len(match.finished)
        game = match.game if last and match.game.over else _replayed(match.finished[k - 1])
        scores = match.hand_scores[k - 1]

        def breakdown(team: int, scores: tuple = scores) -> dict[str, Any]:
            return {
                **scores[team].as_dict(),
                "buraco_classes": [list(kv) for kv in scores[team].buraco_classes],
            }

        closing = None if game.closing_team is None else (0 if game.closing_team == us else 1)
        from ..storage.history_db import MatchRow, RecordedHand

        hand = RecordedHand(
            k,
            breakdown(us),
            breakdown(them),
            closing,
            game.end_reason or "closed",
            last_duration if last else 0.0,
            record=match.finished[k - 1],
            code=code_of_hand(match, match.first_hand + k - 1),
        )
        totals = (
            sum(s[us].total for s in match.hand_scores[:k]),
            sum(s[them].total for s in match.hand_scores[:k]),
        )
        ended = last and match.over
        winner = None if not ended or match.winner is None else (0 if match.winner == us else 1)
        row = MatchRow(
            key,
            match.players,
            difficulty,
            match.rules.preset_name,
            match.rules.target,
            match.seed,
            practice,
            totals,
            winner,
            ended,
        )
        added += history.record(hand, row)
    return added


def _record_missing_multi(
    history: History, match: Match, key: str, seat: int, difficulty: str, practice: bool, last_duration: float
) -> int:
    """:func:`record_missing` for 3, 5 and 6 players (RULES-MULTI sections 27, 28): teams change
    from hand to hand, so each hand is seen from the team ``seat`` had at its end, against the
    best other team; the match row holds every side's total and the variant."""
    from ..storage.history_db import MatchRow, RecordedHand  # sqlite3 loads late (start-up, on main)

    have = history.recorded(key)
    added = 0
    side = match.side_of(seat)
    for k in range(1, len(match.finished) + 1):
        if k in have:
            continue
        last = k == len(match.finished)
        game = match.game if last and match.game.over else _replayed(match.finished[k - 1])
        scores = match.hand_scores[k - 1]
        teams = match.hand_teams[k - 1]
        us = next(t for t, team in enumerate(teams) if seat in team)
        others = [t for t in range(len(teams)) if t != us]
        them = max(others, key=lambda t: (scores[t].total, -t))

        def breakdown(team: int, scores: tuple = scores) -> dict[str, Any]:
            return {
                **scores[team].as_dict(),
                "buraco_classes": [list(kv) for kv in scores[team].buraco_classes],
            }

        closing = None if game.closing_team is None else (0 if game.closing_team == us else 1)
        record = match.finished[k - 1]
        hand = RecordedHand(
            k,
            breakdown(us),
            breakdown(them),
            closing,
            game.end_reason or "closed",
            last_duration if last else 0.0,
            record=record,
            code=code_of_hand(match, match.first_hand + k - 1),
            teams=[list(t) for t in teams],
            player_scores=record.get("player_scores"),
        )
        totals = [0] * len(match.totals)
        for j in range(k):
            totals = [a + b for a, b in zip(totals, match.hand_credits(j), strict=True)]
        best_other = max(t for i, t in enumerate(totals) if i != side)
        ended = last and match.over
        winner = None if not ended else (0 if side in match.winners else 1)
        row = MatchRow(
            key,
            match.players,
            difficulty,
            match.rules.preset_name,
            match.rules.target,
            match.seed,
            practice,
            (totals[side], best_other),
            winner,
            ended,
            player_totals=totals,
        )
        added += history.record(hand, row)
    return added


def _lineup(match: Match) -> str:
    """The computer players of ``match`` as the history stores them (see
    :meth:`MatchOptions.lineup`): character keys joined by commas, or the tier name."""
    names = [match.seats[p] for p in sorted(match.seats)]
    if names and all(n in CHARACTERS for n in names):
        return ",".join(names)
    return next((n for n in names if n in TIERS), names[0] if names else "medium")


def _replayed(record: dict[str, Any]) -> Game:
    """The finished game of a hand record (the engine replays it)."""
    # a finished hand of a loaded match replays cleanly; never expected: stop there
    return replay(record, on_refused=stop).game
