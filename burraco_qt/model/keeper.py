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
from dataclasses import replace
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
    from ..storage.history_db import History, MatchRow, RecordedHand
    from ..storage.pending import Pending


class MatchKeeper(QObject):
    """Autosave and history for ``controller``'s matches; either store may be ``None``.

    ``match_key`` is the saved match's key (a new one when ``None``); ``pending`` keeps the
    finished hands the history lacks (:mod:`..storage.pending`; ``None``: nowhere to keep them).

    A failed write never stops the game. Signals: ``failed(str)`` after every failed write (the
    reason; the window shows it until a write succeeds), ``storeFailed(str, str)`` with it (the
    store, ``autosave`` or ``history``, and the reason), ``storeRecovered(str)`` when that store
    writes again, ``recovered()`` when every store writes again after a failure.

    A finished hand is *recorded* only once the history holds it: while the history cannot be
    opened (:meth:`history_unavailable`) or refuses a write, the match's finished hands go to
    its pending file, and :meth:`set_history` (the history opened at last) or a later start
    records them. ``reopen``, when set, is called at a match's end while the history is not open
    (one more try; it calls :meth:`set_history` when it opens).
    """

    failed = Signal(str)
    storeFailed = Signal(str, str)
    storeRecovered = Signal(str)
    recovered = Signal()

    def __init__(
        self,
        controller: GameController,
        autosave: Autosave | None,
        history: History | None,
        *,
        match_key: str | None = None,
        pending: Pending | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent or controller)
        self.controller = controller
        self.autosave = autosave
        self.history = history
        self.pending = pending
        self.errors: list[str] = []  # every failure, for diagnostics
        self.failing: set[str] = set()  # the stores whose last write failed
        self.history_problem = ""  # why the history is not open (set by the app)
        self.reopen: Callable[[], object] | None = None
        self.kept = False  # the current match's unrecorded hands are in its pending file
        self.lost = False  # the last try to keep them failed too (they are only in the autosave)
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
        self.storeFailed.emit(store, reason)

    def _ok(self, store: str) -> None:
        if store in self.failing:
            self.failing.discard(store)
            self.storeRecovered.emit(store)
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
        its last hand's end, before the history: the file is removed once the history or the
        pending file holds every hand)."""
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
        """Remove the autosave (the match is over and its hands are in the history or kept)."""
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
            self.kept = self.lost = False
        self._hand_started = time.monotonic()
        if not self.controller.game.over:  # a resumed finished hand is kept as it is
            self.save()
            crash_point("hand.dealt.autosaved")

    def _on_hand_ended(self, event: HandEnded) -> None:
        duration = time.monotonic() - self._hand_started
        self.save(finished=True)
        crash_point("hand_end.autosaved")
        over = self.controller.match.over
        if over and self.history is None and self.reopen is not None:
            self.reopen()  # each match end tries the history again
        recorded = self.sync_history(duration)
        crash_point("hand_end.recorded")
        if over and recorded:
            self.flush_pending()  # and the hands kept from earlier matches
        if over and (recorded or self.kept):  # a finished match is never offered for resume
            self.clear()
            crash_point("match_end.cleared")

    # ------------------------------------------------------------------ history
    def history_unavailable(self, reason: str) -> None:
        """The history cannot be opened now (``reason``): the banner says so until it opens."""
        self.history_problem = reason
        self._fail("history", reason)

    def set_history(self, history: History) -> None:
        """The history opened at last: record every kept hand and the current match's."""
        self.history = history
        self.history_problem = ""
        if self.flush_pending() and self.sync_history():
            self._ok("history")

    def flush_pending(self) -> bool:
        """Record every hand kept in the pending files (each file removed once recorded);
        ``False`` (signalled) when the history refused one."""
        if self.history is None or self.pending is None:
            return self.history is not None
        done = self.pending.flush(self.history)
        if done.error:
            self._fail("history", done.error)
            return False
        self.kept = False  # every file recorded and removed
        self._ok("history")
        return True

    def sync_history(self, last_duration: float = 0.0) -> bool:
        """Record every finished hand of the match the history lacks (each in one transaction;
        ``last_duration`` seconds for the latest). ``True`` when the history holds every
        finished hand (or there is none); else ``False`` (signalled) and the hands it may lack
        are kept in the match's pending file (:attr:`kept` tells whether that worked)."""
        c = self.controller
        options: dict[str, Any] = {
            "seat": c.seat,
            "difficulty": c.options.lineup(),
            "practice": c.match.practice or c.human_seat is None,
        }
        if not c.match.finished or (
            self.history is None and self.pending is None and not self.history_problem
        ):
            return True  # nothing finished, or no history wanted (no data folder, tests)
        if self.history is not None:
            try:
                record_missing(self.history, c.match, self.key, last_duration=last_duration, **options)
            except Exception as err:  # a locked, full or broken database must not stop the game
                reason = f"{type(err).__name__}: {err}"[:300]
            else:
                if self.pending is not None and self.pending.has(self.key):
                    self.pending.flush(self.history, [self.key])  # recorded: its file goes
                self.kept = self.lost = False
                self._ok("history")
                return True
        else:
            reason = self.history_problem or "the history is not open"
        if not self._keep(last_duration, options):
            reason += "; " + self.errors[-1] if self.pending is not None else ""
        self._fail("history", reason)
        return False

    def _keep(self, last_duration: float, options: dict[str, Any]) -> bool:
        """Put the match's finished hands in its pending file (those the history holds are
        recorded once anyway); ``False`` when they could not be (the reason in ``errors``)."""
        if self.pending is None:
            self.kept = False
            self.lost = True
            return False
        from ..storage.history_db import now

        match = self.controller.match
        try:
            rows = hand_rows(match, self.key, last_duration=last_duration, played=now(), **options)
            self.pending.add(self.key, rows)
        except Exception as err:  # an unwritable folder must not stop the game
            self.kept = False
            self.lost = True
            self.errors.append(f"not kept: {type(err).__name__}: {err}"[:300])
            return False
        self.kept = True
        self.lost = False
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
    rows = hand_rows(
        match,
        key,
        seat=seat,
        difficulty=difficulty,
        practice=practice,
        last_duration=last_duration,
        skip=history.recorded(key),
    )
    return sum(history.record(hand, row) for hand, row in rows)


def hand_rows(
    match: Match,
    key: str,
    *,
    seat: int = 0,
    difficulty: str | None = None,
    practice: bool | None = None,
    last_duration: float = 0.0,
    skip: set[int] | frozenset[int] = frozenset(),
    played: str | None = None,
) -> list[tuple[RecordedHand, MatchRow]]:
    """What :func:`record_missing` records: for every finished hand of ``match`` whose number
    is not in ``skip``, its history row and its match row (the match's totals after it);
    ``played`` the latest hand's end (``None``: when it is recorded). Kept in a pending file
    when the history cannot take them (:mod:`..storage.pending`)."""
    if difficulty is None:
        difficulty = _lineup(match)
    if practice is None:
        practice = match.practice
    if len(match.people) >= 2:  # hot seat (issue 31): one match of its own kind, with the names
        rows = hand_rows(
            replace_people(match),
            key,
            seat=seat,
            difficulty=difficulty,
            practice=practice,
            last_duration=last_duration,
            skip=skip,
            played=played,
        )
        names = [match.people[p] for p in sorted(match.people)]
        return [(hand, replace(row, kind="hot_seat", people=names)) for hand, row in rows]
    if match.players not in (2, 4):
        return _rows_multi(match, key, seat, difficulty, practice, last_duration, skip, played)
    from ..storage.history_db import MatchRow, RecordedHand  # sqlite3 loads late (start-up, on main)

    us, them = seat % 2, 1 - seat % 2
    out = []
    for k in range(1, len(match.finished) + 1):
        if k in skip:
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
        hand = RecordedHand(
            k,
            breakdown(us),
            breakdown(them),
            closing,
            game.end_reason or "closed",
            last_duration if last else 0.0,
            record=match.finished[k - 1],
            code=code_of_hand(match, match.first_hand + k - 1),
            played=played if last else None,
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
        out.append((hand, row))
    return out


def _rows_multi(
    match: Match,
    key: str,
    seat: int,
    difficulty: str,
    practice: bool,
    last_duration: float,
    skip: set[int] | frozenset[int],
    played: str | None,
) -> list[tuple[RecordedHand, MatchRow]]:
    """:func:`hand_rows` for 3, 5 and 6 players (RULES-MULTI sections 27, 28): teams change
    from hand to hand, so each hand is seen from the team ``seat`` had at its end, against the
    best other team; the match row holds every side's total and the variant."""
    from ..storage.history_db import MatchRow, RecordedHand  # sqlite3 loads late (start-up, on main)

    out = []
    side = match.side_of(seat)
    for k in range(1, len(match.finished) + 1):
        if k in skip:
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
            played=played if last else None,
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
        out.append((hand, row))
    return out


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


def replace_people(match: Match) -> Match:
    """``match`` as :func:`hand_rows` reads it without its people (a shallow copy: the rows of
    a hot-seat match are made as for one person at seat 0, then marked ``hot_seat``)."""
    import copy

    plain = copy.copy(match)
    plain.people = {}
    return plain
