"""Computer decisions off the GUI thread (issue 13): the expert searches for up to seconds.

A :class:`Thinker` runs ``player.choose(view)`` in a Python thread (the expert's own work runs in
its process pool, so the thread mostly waits and the GUI thread keeps the interpreter), polls it
with a ``QTimer`` from the GUI thread and emits :attr:`Thinker.done` there. :meth:`cancel` asks
the player to stop (``player.cancel()``) and drops the answer: New game, undo, pause and quitting
never wait for a search.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

#: Milliseconds between two looks at the running decision.
POLL_MS = 15


class Thinker(QObject):
    """One decision at a time, in a worker thread.

    Signals:
        done(int, object): the ticket given by :meth:`start` and the command (or the exception the
            player raised). Never emitted for a cancelled decision.
    """

    done = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticket = 0
        self._player: Any = None
        self._thread: threading.Thread | None = None
        self._result: list[Any] = []
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check)

    @property
    def busy(self) -> bool:
        """Whether a decision is running (and not cancelled)."""
        return self._player is not None

    def start(self, player: Any, view: Any) -> int:
        """Run ``player.choose(view)`` in a thread; returns the ticket ``done`` will carry.
        A running decision is cancelled first."""
        self.cancel()
        self._ticket += 1
        ticket = self._ticket
        result: list[Any] = []

        def work() -> None:
            try:
                result.append(player.choose(view))
            except Exception as err:  # handed to the GUI thread, which decides
                result.append(err)

        self._player = player
        self._result = result
        self._thread = threading.Thread(target=work, name="burraco-thinker", daemon=True)
        self._thread.start()
        self._poll.start()
        return ticket

    def cancel(self) -> None:
        """Stop the running decision at once (its answer is dropped)."""
        if self._player is not None:
            stop = getattr(self._player, "cancel", None)
            if stop is not None:
                stop()
        self._player = None
        self._ticket += 1
        self._poll.stop()

    def _check(self) -> None:
        if self._player is None:
            self._poll.stop()
            return
        if not self._result:
            return
        self._poll.stop()
        self._player = None
        self.done.emit(self._ticket, self._result[0])
