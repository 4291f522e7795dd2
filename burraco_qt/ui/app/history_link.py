"""The history after the first paint: opened once on the GUI thread without waiting, and when
another program holds a lock on it, waited for off the GUI thread (:class:`HistoryOpener`)
while the table paints and plays; the finished hands meanwhile go to pending files, recorded
when it opens (:meth:`AfterFirstPaint.arrived`). A lock that lasts more than
:data:`GRACE_MS`, or a file or folder in the way, is told (the banner and one message per
start); what is in the way is tried again at each match end.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

if TYPE_CHECKING:
    from ...model.keeper import MatchKeeper
    from ...storage.history_access import Unavailable
    from ...storage.history_db import History
    from .startup import Services

# Seconds each try of the waiting thread waits for the lock, and between tries.
TRY_WAIT = 0.5
PAUSE = 0.5
# Milliseconds a lock may last before the player is told (another copy of the app recording a
# hand holds it for a moment).
GRACE_MS = 1500


class HistoryOpener(QObject):
    """Opens the history at ``path`` on a thread of its own, trying until it opens or fails for
    another reason than a lock. Signals (queued to the GUI thread): ``opened(History)``,
    ``failed(Unavailable)``. :meth:`stop` ends the wait (the app quits)."""

    opened = Signal(object)
    failed = Signal(object)

    def __init__(self, path: Path, archive_limit: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path, self.archive_limit = path, archive_limit
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.tries = 0

    @property
    def running(self) -> bool:
        """Whether the thread still waits."""
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> None:
        """Start waiting (once)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="burraco-history", daemon=True)
            self._thread.start()

    def stop(self, timeout: float = 2.0) -> None:
        """Stop waiting and join the thread (at most ``timeout`` seconds)."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        from ...storage.history_access import try_open

        while not self._stop.is_set():
            self.tries += 1
            history, problem = try_open(self.path, self.archive_limit, TRY_WAIT)
            if history is not None:
                if self._stop.is_set():
                    history.close()
                else:
                    self.opened.emit(history)
                return
            if problem is not None and not problem.passes:
                self.failed.emit(problem)
                return
            self._stop.wait(PAUSE)


def short_reason(problem: Unavailable) -> str:
    """The banner's words for why the history is not open."""
    from ...storage.history_access import BLOCKED, LOCKED

    if problem.kind == LOCKED:
        return QCoreApplication.translate("SaveBanner", "%1 is locked by another program").replace(
            "%1", problem.path.name
        )
    if problem.kind == BLOCKED:
        return QCoreApplication.translate("SaveBanner", "%1 is in the way").replace(
            "%1", str(problem.culprit)
        )
    return f"{problem.path.name}: {problem.detail}"


class AfterFirstPaint:
    """What the first paint does not need, done once right after it (:meth:`run`): the log
    file, the history (Statistics, Hands…, the record of finished hands) and the start-up
    messages (shown unless ``show`` is false: screenshots and timing). A hand that ends
    before (``handEnded`` is connected ahead of the keeper's) runs it first, so every hand is
    recorded or kept. ``keeper`` is set once made. While the history cannot be opened the
    keeper is told (the banner) and retries at each match end (:meth:`reopen`)."""

    def __init__(self, window, services: Services, reporter, show: bool) -> None:
        self.window, self.services, self.reporter, self.show = window, services, reporter, show
        self.keeper: MatchKeeper | None = None
        self.opener: HistoryOpener | None = None
        self.done = False
        self.told = False  # the message about the history was shown
        self._starting = False  # in run(): the start-up message tells it

    def run(self, *_args: object) -> None:
        if self.done:
            return
        self.done = self._starting = True
        from .startup import problem_texts, show_problems

        self.reporter.start_log()
        history = self.services.open_history()
        if self.keeper is not None:
            self.keeper.reopen = self.reopen
        if history is not None:
            self.window.set_history(history)
            if self.keeper is not None:
                self.keeper.history = history
        elif self.services.unavailable is not None:
            self._cannot(self.services.unavailable)
        problems = problem_texts(self.services, locked=False)  # a lock: told if it lasts
        self.told = self.services.unavailable is not None and not self.services.unavailable.passes
        self._starting = False
        if self.show:
            show_problems(self.window, problems)

    def _cannot(self, problem: Unavailable) -> None:
        """The history cannot be opened now: the banner says why (a lock once it lasts); a
        lock is waited for."""
        self.services.unavailable = problem
        if not problem.passes:
            self._tell(problem)
        elif not (self.opener is not None and self.opener.running):
            QTimer.singleShot(GRACE_MS, self._lasting)
        if problem.passes and not (self.opener is not None and self.opener.running):
            self.opener = HistoryOpener(self.services.history_path, self.services.settings.archive_hands)
            self.opener.opened.connect(self.arrived, Qt.ConnectionType.QueuedConnection)
            self.opener.failed.connect(self._cannot, Qt.ConnectionType.QueuedConnection)
            self.opener.start()

    def _lasting(self) -> None:
        """The lock still holds after :data:`GRACE_MS`: tell the player."""
        problem = self.services.unavailable
        if self.services.history is None and problem is not None and problem.passes:
            self._tell(problem)

    def _tell(self, problem: Unavailable) -> None:
        """The banner, and once per start the message (a problem that is not in it yet)."""
        if self.keeper is not None:
            self.keeper.history_unavailable(short_reason(problem))
        if self.told or self._starting or not self.done:
            return
        self.told = True
        from .startup import show_problems, unavailable_text

        text = unavailable_text(problem, self.services.pending is not None and not self.services.folder_state)
        print(f"burraco-qt: {text}", file=sys.stderr)
        if self.show:
            show_problems(self.window, [text])

    def arrived(self, history: History) -> None:
        """The history opened (here or off the GUI thread): the kept hands are recorded, the
        current match's too, and the banner goes."""
        self.services.adopt(history)
        self.window.set_history(history)
        if self.keeper is not None:
            self.keeper.set_history(history)

    def reopen(self) -> None:
        """One more try (a match ended while the history was not open); a lock goes on being
        waited for off the GUI thread."""
        if self.services.history is not None or (self.opener is not None and self.opener.running):
            return
        if self.services.unavailable is None:
            return  # no data folder: nothing to open
        from ...storage.history_access import try_open
        from .startup import QUICK

        history, problem = try_open(self.services.history_path, self.services.settings.archive_hands, QUICK)
        if history is not None:
            self.arrived(history)
        elif problem is not None:
            self._cannot(problem)

    def stop(self) -> None:
        """The app quits: stop waiting for the history."""
        if self.opener is not None:
            self.opener.stop()
