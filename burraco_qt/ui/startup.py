"""What the app opens at start: the data directory, settings, history, the single-instance lock,
the autosave (resume), and one message about files that had to be set aside."""

from __future__ import annotations

import contextlib
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile
from PySide6.QtWidgets import QMessageBox, QWidget

from ..ai import CHARACTERS, TIERS
from ..engine.match import Match
from ..storage.autosave import Autosave
from ..storage.files import BadFile, data_dir
from ..storage.history import History, open_history
from ..storage.settings import Settings, SettingsStore
from .preferences import Preferences


@dataclass
class Services:
    """The opened stores. ``primary`` is false when another copy of the app holds the lock: this
    one then neither resumes nor writes the autosave. ``history`` is ``None`` when the history
    database cannot be opened now (the game goes on without statistics)."""

    folder: Path
    settings_store: SettingsStore
    settings: Settings
    history: History | None
    autosave: Autosave
    lock: QLockFile
    primary: bool
    problems: list[BadFile] = field(default_factory=list)
    saved_match: Match | None = None
    saved_history_id: int | None = None

    def preferences(self) -> Preferences:
        s = self.settings
        return Preferences(s.speed, s.reduce_motion, s.card_size, s.sound, s.thinking)

    def remember(self, **changes: object) -> None:
        """Update and save the settings (a write error is ignored: settings are a comfort)."""
        self.settings = replace(self.settings, **changes)  # type: ignore[arg-type]
        with contextlib.suppress(OSError):
            self.settings_store.save(self.settings)


def open_services(*, keep_match: bool, folder: Path | None = None) -> Services:
    """Open every store in ``folder`` (default: the user data directory). ``keep_match`` false
    (autoplay, screenshots, timing, a given deck) neither loads nor writes the autosave."""
    folder = folder or data_dir()
    store = SettingsStore(folder)
    settings, bad = store.load()
    problems = [bad] if bad else []
    lock = QLockFile(str(folder / "burraco-qt.lock"))
    lock.setStaleLockTime(0)  # a lock is stale only when its process is gone, never by age
    primary = lock.tryLock(0)
    history = open_history(folder / "history.sqlite3")
    if history is not None and history.problem is not None:
        problems.append(history.problem)
    autosave = Autosave(folder, enabled=primary and keep_match)
    services = Services(folder, store, settings, history, autosave, lock, primary, problems)
    if primary and keep_match:
        saved, bad = autosave.load()
        if saved is not None and not _ours(saved.match):
            saved, bad = None, autosave.set_aside("the computer seats are not those of this app")
        if bad:
            problems.append(bad)
        if saved is not None:
            services.saved_match = saved.match
            services.saved_history_id = saved.history_id
    return services


def _ours(match: Match) -> bool:
    """Whether a saved match is one this app plays: the human at seat 0, a known tier elsewhere."""
    return set(match.seats) == set(range(1, match.players)) and all(
        name in TIERS or name in CHARACTERS for name in match.seats.values())


def problems_text(problems: list[BadFile]) -> str:
    lines = [QCoreApplication.translate(
        "Startup", "Some files could not be read. They were set aside and the game starts with "
                   "defaults:")]
    for p in problems:
        where = p.moved_to.name if p.moved_to else p.path.name
        lines.append(f"• {p.path.name} → {where} ({p.reason})")
    return "\n".join(lines)


def problem_texts(services: Services) -> list[str]:
    """The start-up messages: files set aside, a second running copy (also printed on the
    terminal for whoever started the app from one)."""
    texts = []
    if services.problems:
        texts.append(problems_text(services.problems))
    if not services.primary:
        texts.append(QCoreApplication.translate(
            "Startup", "Burraco is already open in another window. This window will not resume "
                       "or save the match in progress there."))
    for text in texts:
        print(f"burraco-qt: {text}", file=sys.stderr)
    return texts


def show_problems(parent: QWidget, texts: list[str]) -> None:
    """One non-blocking message box for the start-up messages."""
    if not texts:
        return
    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("Startup", "Burraco"),
                      "\n\n".join(texts), QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("startupProblems")
    box.open()


def ask_resume(parent: QWidget | None) -> bool:
    """Ask whether to resume the saved match."""
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("Startup", "Resume the match?"),
        QCoreApplication.translate("Startup", "A match was in progress when Burraco last closed. "
                                              "Resume it where you left it?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes)
    return answer == QMessageBox.StandardButton.Yes
