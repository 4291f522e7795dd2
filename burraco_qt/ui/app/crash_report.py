"""The crash reporter: an exception nobody caught is written to a log file in the data folder
and shown to the player in a short dialog with the details to copy; the game goes on.

:func:`install` sets ``sys.excepthook`` (PySide6 hands exceptions raised in slots to it too).
The log (``logs/burraco-qt.log``) is rotated at :data:`LOG_BYTES` with :data:`LOG_BACKUPS` old
files kept, so it stays bounded. One dialog at a time: further exceptions while it is open are
only logged.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

LOG_BYTES = 256 * 1024
LOG_BACKUPS = 2
# The longest traceback text shown in the dialog (characters).
MAX_DETAILS = 20000

log = logging.getLogger("burraco_qt")


def setup_log(folder: Path | None) -> Path | None:
    """Log warnings and errors of the app to ``folder/logs/burraco-qt.log`` (rotated); returns
    the file, or ``None`` when the folder cannot be written (then stderr only)."""
    import logging.handlers  # with socket and pickle: loaded after the first paint (start-up)

    log.setLevel(logging.INFO)
    if folder is None:
        return None
    path = folder / "logs" / "burraco-qt.log"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    for old in [h for h in log.handlers if isinstance(h, logging.handlers.RotatingFileHandler)]:
        log.removeHandler(old)
        old.close()
    log.addHandler(handler)
    return path


class CrashReporter:
    """The excepthook: log, then show :func:`crash_dialog` over ``parent()`` (the main window,
    when there is one). ``before_dialog`` runs first (e.g. save the match once more)."""

    def __init__(
        self,
        parent: Callable[[], QWidget | None],
        before_dialog: Callable[[], object] | None = None,
        folder: Path | None = None,
    ) -> None:
        self.parent = parent
        self.before_dialog = before_dialog
        self.folder = folder
        self.logging = False  # whether the log file is open (:meth:`start_log`)
        self.count = 0
        self.dialog: QMessageBox | None = None
        self._previous = sys.excepthook

    def __call__(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous(kind, value, tb)
            return
        self.count += 1
        self.start_log()
        details = "".join(traceback.format_exception(kind, value, tb))
        log.error("unexpected error\n%s", details)
        print(details, file=sys.stderr, end="")
        if self.before_dialog is not None:
            with contextlib.suppress(Exception):
                self.before_dialog()
        if self.dialog is None:
            with contextlib.suppress(Exception):  # the reporter itself must never fail
                self.dialog = crash_dialog(self.parent(), details)
                self.dialog.finished.connect(self._closed)
                self.dialog.open()

    def start_log(self) -> None:
        """Open the log file in ``folder`` (once; an error logged before that opens it first)."""
        if not self.logging:
            self.logging = True
            setup_log(self.folder)

    def _closed(self) -> None:
        self.dialog = None


def crash_dialog(parent: QWidget | None, details: str) -> QMessageBox:
    """The non-blocking dialog: a short sentence, the traceback under *Show Details…*."""
    from PySide6.QtWidgets import QMessageBox  # loaded when first needed (start-up time)

    box = QMessageBox(
        QMessageBox.Icon.Critical,
        QCoreApplication.translate("CrashReport", "Burraco"),
        QCoreApplication.translate(
            "CrashReport",
            "Something went wrong; your match is saved. You can "
            "go on playing. The details below can be copied into "
            "a bug report.",
        ),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("crashReport")
    box.setDetailedText(details[-MAX_DETAILS:])
    return box


def install(
    parent: Callable[[], QWidget | None],
    folder: Path | None,
    before_dialog: Callable[[], object] | None = None,
    *,
    log_now: bool = True,
) -> CrashReporter:
    """Log to ``folder`` and make a :class:`CrashReporter` the ``sys.excepthook``. With
    ``log_now`` false the log file is opened later, by :meth:`CrashReporter.start_log` (the app
    calls it after the first paint) or by the first uncaught exception, whichever comes first."""
    reporter = CrashReporter(parent, before_dialog, folder)
    if log_now:
        reporter.start_log()
    sys.excepthook = reporter
    return reporter
