"""Keeping the match: the autosave after every accepted command and the history of hands.

:class:`MatchKeeper` listens to the controller. It writes the match record (the engine's match
record plus ``history_id``) to the autosave after every accepted command, after an undo and when
a hand is dealt; it removes the autosave when the match ends. It
records every finished hand and the match totals in the history database (practice matches —
open cards, or the computer playing every seat — are flagged there and kept out of the
statistics).
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..engine import HandEnded
from ..engine.match import Match
from ..storage.autosave import Autosave
from ..storage.history import History
from .controller import GameController


class MatchKeeper(QObject):
    """Autosave and history for ``controller``'s matches; either store may be ``None``.

    A failed write never stops the game: ``failed(str)`` is emitted once, with the reason, so the
    window can tell the player the match is not being saved.
    """

    failed = Signal(str)

    def __init__(self, controller: GameController, autosave: Autosave | None,
                 history: History | None, history_id: int | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent or controller)
        self.controller = controller
        self.autosave = autosave
        self.history = history
        self.errors: list[str] = []  # every failure, for diagnostics
        self._match: Match | None = controller.match
        self.history_id = history_id
        self._hand_started = time.monotonic()
        self._match_time = 0.0
        controller.eventsApplied.connect(self._on_events)
        controller.undone.connect(self.save)
        controller.handStarted.connect(self._on_hand_started)
        controller.handEnded.connect(self._on_hand_ended)
        controller.matchEnded.connect(self._on_match_ended)

    def _failed(self, reason: str) -> None:
        if not self.errors:
            self.failed.emit(reason)
        self.errors.append(reason)

    # ------------------------------------------------------------------ autosave
    def record(self) -> dict[str, Any]:
        """The autosave's content: the match record plus ``history_id``."""
        rec = self.controller.match.record()
        rec["history_id"] = self.history_id
        return rec

    def save(self) -> None:
        """Write the autosave now (errors are kept, never raised: the game goes on)."""
        if self.autosave is None or self.controller.match.over:
            return
        try:
            self.autosave.write(self.record())
        except OSError as err:
            self._failed(str(err))

    def _on_events(self, seat: int, events: list) -> None:
        if not any(isinstance(e, HandEnded) for e in events):  # a hand's end: _on_hand_ended
            self.save()

    def _on_hand_started(self) -> None:
        if self.controller.match is not self._match:  # a new match
            self._match = self.controller.match
            self.history_id = None
            self._match_time = 0.0
        self._hand_started = time.monotonic()
        self.save()

    def _on_match_ended(self) -> None:
        if self.autosave is not None:
            try:
                self.autosave.clear()
            except OSError as err:
                self._failed(str(err))

    # ------------------------------------------------------------------ history
    def _on_hand_ended(self, event: HandEnded) -> None:
        c = self.controller
        if self.history is None:
            self.save()
            return
        m = c.match
        practice = m.practice or c.human_seat is None  # computer-only matches are not statistics
        us, them = c.seat % 2, 1 - c.seat % 2
        duration = time.monotonic() - self._hand_started
        self._match_time += duration
        try:
            if self.history_id is None:
                self.history_id = self.history.start_match(
                    players=m.players, difficulty=c.options.lineup(), preset=m.rules.preset_name,
                    target=m.rules.target, seed=m.seed, practice=practice)
            scores = event.scores

            def breakdown(team: int) -> dict[str, Any]:
                return {**scores[team].as_dict(),
                        "buraco_classes": [list(kv) for kv in scores[team].buraco_classes]}

            closing = None if event.closing_team is None else (0 if event.closing_team == us else 1)
            self.history.record_hand(self.history_id, len(m.finished), breakdown(us), breakdown(them),
                                     closing, event.how, duration)
            winner = None if m.winner is None else (0 if m.winner == us else 1)
            self.history.update_match(self.history_id, totals=(m.totals[us], m.totals[them]),
                                      winner=winner, finished=m.over, duration=self._match_time,
                                      practice=practice)
        except Exception as err:  # a locked or broken database must not stop the game
            self._failed(str(err))
        self.save()
