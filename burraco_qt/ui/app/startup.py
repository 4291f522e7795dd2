"""What the app opens at start: the data directory, settings, history, the single-instance lock,
the autosave (resume), and one message about files that had to be set aside."""

from __future__ import annotations

import contextlib
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ...ai import CHARACTERS, TIERS
from ...engine.match import Match
from ...model.keeper import record_missing
from ...storage.autosave import Autosave
from ...storage.files import BadFile, clean_temp_files, data_dir
from ...storage.lock import FULL, HELD, READ_ONLY, TAKEN, InstanceLock
from ...storage.pending import Pending
from ...storage.settings import Settings, SettingsStore
from ..player_preferences import Preferences

if TYPE_CHECKING:  # the history (sqlite3) is opened after the first paint when it can wait
    from ...storage.history_access import Unavailable
    from ...storage.history_db import History

# ``Services.folder_state`` when the data folder cannot be created.
MISSING = "missing"

# Seconds the GUI thread waits for another program's lock on the history (the open, a
# write); a longer lock is waited for off the GUI thread (:mod:`.history_link`) and the
# hands meanwhile are kept in pending files. A write of the app itself holds the lock for a
# few milliseconds, so half a second is ample and the window never stalls for long.
QUICK = 0.1
WRITE_WAIT = 0.5


@dataclass
class Services:
    """The opened stores. ``primary`` is true when this copy holds the single-instance lock;
    ``lock.state`` says why not (``held``: another copy runs; ``read_only``/``full``: the data
    folder cannot be written). ``folder_state`` is ``""`` when the data folder works, else
    ``missing`` (cannot be created), ``read_only`` or ``full``, with ``folder_detail`` the OS's
    words. ``history`` is ``None`` when the history database cannot be opened now (the game
    goes on without statistics, or until :meth:`open_history` when it was left for later). A
    saved match is offered whenever it can be read, even from a folder that cannot be
    written. ``unavailable`` says why the history could not be opened (``None``: it was, or
    it was not tried yet); ``pending`` keeps the finished hands the history lacks (``None``
    without a data folder); ``kept`` counts the saved match's hands put there at start."""

    folder: Path
    settings_store: SettingsStore
    settings: Settings
    history: History | None
    autosave: Autosave
    lock: InstanceLock
    primary: bool
    problems: list[BadFile] = field(default_factory=list)
    saved_match: Match | None = None
    saved_history_id: int | None = None
    saved_key: str | None = None
    saved_table: dict[str, Any] | None = None  # the saved hand order and drawn card
    folder_state: str = ""
    folder_detail: str = ""
    unsettled: str = ""  # why the saved match's finished hands could not be recorded
    history_deferred: bool = False  # the history is opened by open_history(), not yet
    history_slot: int = 0  # where its problem goes in ``problems`` (after the settings')
    history_wait: float = 10.0  # seconds the open waits for another program's lock
    unavailable: Unavailable | None = None
    pending: Pending | None = None
    kept: int = 0
    flushed: int = 0  # kept hands recorded at this start

    def preferences(self) -> Preferences:
        s = self.settings
        return Preferences(
            s.speed,
            s.reduce_motion,
            s.card_size,
            s.sound,
            s.thinking,
            deck_colours=s.deck_colours,
            face_style=s.face_style,
            table_contrast=s.table_contrast,
        )

    def open_history(self) -> History | None:
        """Open the history left for later by ``open_services(defer_history=True)`` (the app
        does it after the first paint: sqlite3 and the database are not needed to paint the
        table), waiting at most :attr:`history_wait` seconds for a lock; a file set aside joins
        :attr:`problems`, why it cannot be opened goes to :attr:`unavailable`. Once open, the
        hands kept in pending files are recorded (:meth:`adopt`). Returns :attr:`history`."""
        if self.history_deferred:
            self.history_deferred = False
            from ...storage.history_access import try_open

            history, self.unavailable = try_open(
                self.history_path, self.settings.archive_hands, self.history_wait
            )
            if history is not None:
                self.adopt(history)
        return self.history

    @property
    def history_path(self) -> Path:
        """``history.sqlite3`` in the data folder."""
        return self.folder / "history.sqlite3"

    def adopt(self, history: History) -> None:
        """Take ``history`` (opened here or off the GUI thread): its problem joins
        :attr:`problems`, later writes wait :data:`WRITE_WAIT` seconds at most, and the hands
        kept in pending files are recorded (a file that cannot be read is set aside)."""
        self.history, self.unavailable = history, None
        history.set_timeout(WRITE_WAIT)
        if history.problem is not None:
            self.problems.insert(self.history_slot, history.problem)
        if self.pending is not None:
            done = self.pending.flush(history)
            self.flushed += done.recorded
            self.problems.extend(done.problems)
            if done.error:
                print(f"burraco-qt: kept hands are still not recorded: {done.error}", file=sys.stderr)

    def remember(self, **changes: object) -> None:
        """Update and save the settings (a write error is ignored: settings are a comfort)."""
        self.settings = replace(self.settings, **changes)  # type: ignore[arg-type]
        with contextlib.suppress(OSError):
            self.settings_store.save(self.settings)


def open_services(*, keep_match: bool, folder: Path | None = None, defer_history: bool = False) -> Services:
    """Open every store in ``folder`` (default: the user data directory, created if missing).
    ``keep_match`` false (autoplay, screenshots, timing, a given deck) neither loads nor writes
    the autosave. ``defer_history``: the history is left for :meth:`Services.open_history`
    unless a saved match was found (its finished hands are recorded at once,
    :func:`settle_saved`). Never raises for the folder: a folder that cannot be created,
    written or is full is reported in ``folder_state`` and the game runs."""
    state, detail = "", ""
    if folder is None:
        try:
            folder = data_dir()
        except OSError as err:
            folder, state, detail = data_dir(create=False), MISSING, err.strerror or str(err)
    lock = InstanceLock(folder / "burraco-qt.lock")
    if state != MISSING:
        taken = lock.acquire()
        if taken in (READ_ONLY, FULL):
            state, detail = taken, lock.detail
    primary = lock.state == TAKEN
    if primary:
        clean_temp_files(folder)
    store = SettingsStore(folder)
    settings, bad = store.load() if state != MISSING else (Settings(), None)
    problems = [bad] if bad else []
    # the match is this copy's unless another running copy holds the lock
    mine = keep_match and state != MISSING and lock.state != HELD
    autosave = Autosave(folder, enabled=mine)
    services = Services(
        folder,
        store,
        settings,
        None,
        autosave,
        lock,
        primary,
        problems,
        folder_state=state,
        folder_detail=detail,
        history_deferred=state != MISSING,
        history_slot=len(problems),
        history_wait=QUICK if defer_history else 10.0,
        pending=Pending(folder) if state != MISSING else None,
    )
    if mine:
        saved, bad = autosave.load()
        if saved is not None and not _ours(saved.match):
            saved, bad = None, autosave.set_aside("the computer seats are not those of this app")
        if bad:
            problems.append(bad)
        if saved is not None:
            services.saved_match = saved.match
            services.saved_history_id = saved.history_id
            services.saved_key = saved.match_key
            services.saved_table = saved.table
    if not defer_history or services.saved_match is not None:
        services.open_history()
    return services


def settle_saved(services: Services, match: Match) -> int:
    """Record the finished hands of the saved ``match`` that the history lacks (an autosave
    written before match keys first gives its history row the key); returns how many. A
    history that fails leaves ``services.unsettled`` set (the save is then kept)."""
    history, key = services.history, services.saved_key
    if history is None or key is None:
        if match.finished and not keep_saved(services, match):  # else recorded once it opens
            services.unsettled = "the history cannot be opened now"
        return 0
    try:
        if services.saved_history_id is not None:
            history.adopt(key, services.saved_history_id)
        return record_missing(history, match, key)
    except Exception as err:  # a locked or broken database must not stop the game
        services.unsettled = f"{type(err).__name__}: {err}"[:300]
        print(
            f"burraco-qt: the history could not be brought up to date: {services.unsettled}", file=sys.stderr
        )
        keep_saved(services, match)
        return 0


def keep_saved(services: Services, match: Match) -> bool:
    """Keep the finished hands of the saved ``match`` in its pending file (so a New game, which
    replaces the autosave, loses none); ``False`` when they could not be written."""
    if services.pending is None or services.saved_key is None:
        return False
    from ...model.keeper import hand_rows

    try:
        services.kept = services.pending.add(services.saved_key, hand_rows(match, services.saved_key))
    except Exception as err:  # an unwritable folder, a hand that cannot be replayed
        print(f"burraco-qt: the finished hands could not be kept: {err}", file=sys.stderr)
        return False
    return True


def _ours(match: Match) -> bool:
    """Whether a saved match is one this app plays: the human at seat 0, a known tier elsewhere;
    or (hot seat, issue 31) two or more people, seat 0 among them, a known tier on every other
    seat."""
    people = set(match.people) if len(match.people) >= 2 else {0}
    seats = set(match.seats)
    return (
        0 in people
        and not seats & people
        and seats | people == set(range(match.players))
        and all(name in TIERS or name in CHARACTERS for name in match.seats.values())
    )


def problems_text(problems: list[BadFile]) -> str:
    lines = [
        QCoreApplication.translate(
            "Startup", "Some files could not be read. They were set aside and the game starts with defaults:"
        )
    ]
    for p in problems:
        where = p.moved_to.name if p.moved_to else p.path.name
        lines.append(f"• {p.path.name} → {where} ({p.reason})")
    return "\n".join(lines)


def problem_texts(services: Services, *, locked: bool = True) -> list[str]:
    """The start-up messages: files set aside, a second running copy, a history that cannot be
    opened (with ``locked`` false, not when it is only locked: told if the lock lasts) (also
    printed on the terminal for whoever started the app from one)."""
    texts = []
    if services.problems:
        texts.append(problems_text(services.problems))
    where = str(services.folder)
    if services.folder_state == MISSING:
        texts.append(
            QCoreApplication.translate(
                "Startup",
                "The data folder %1 cannot be created (%2). The game runs, but your "
                "match and statistics will not be saved.",
            )
            .replace("%1", where)
            .replace("%2", services.folder_detail)
        )
    elif services.folder_state == READ_ONLY:
        texts.append(
            QCoreApplication.translate(
                "Startup",
                "The data folder %1 cannot be written (%2). The game runs, but your "
                "match and statistics will not be saved until it can be.",
            )
            .replace("%1", where)
            .replace("%2", services.folder_detail)
        )
    elif services.folder_state == FULL:
        texts.append(
            QCoreApplication.translate(
                "Startup",
                "The disk of the data folder %1 is full. The game runs, but your match "
                "and statistics will not be saved until there is space again.",
            ).replace("%1", where)
        )
    elif services.lock.state == HELD:
        texts.append(
            QCoreApplication.translate(
                "Startup",
                "Burraco is already open in another window. This window will not resume "
                "or save the match in progress there.",
            )
        )
    if services.unavailable is not None:
        if locked or not services.unavailable.passes:
            keeps = services.pending is not None and not services.folder_state
            texts.append(unavailable_text(services.unavailable, keeps))
    elif services.unsettled:
        texts.append(
            QCoreApplication.translate(
                "Startup",
                "The finished hands of your saved match could not be recorded in the "
                "statistics yet (%1). They are kept and will be recorded at a later "
                "start.",
            ).replace("%1", services.unsettled)
        )
    for text in texts:
        print(f"burraco-qt: {text}", file=sys.stderr)
    return texts


def unavailable_text(problem: Unavailable, kept: bool = True) -> str:
    """What the player reads when the history cannot be opened: what is in the way and what to
    do; ``kept``: the finished hands are kept in the data folder meanwhile."""
    from ...storage.history_access import BLOCKED, LOCKED

    if problem.kind == LOCKED:
        text = QCoreApplication.translate(
            "Startup",
            "The statistics history %1 is locked by another program (an SQLite browser or a "
            "backup tool, perhaps). Burraco waits for it while you play; close that program "
            "to let it in.",
        )
    elif problem.kind == BLOCKED:
        text = QCoreApplication.translate(
            "Startup",
            "The statistics history cannot be opened: %2 is in the way (SQLite keeps the "
            "history's journal there, and it is not a file). Remove or rename it, then start "
            "Burraco again.",
        )
    else:
        text = QCoreApplication.translate(
            "Startup",
            "The statistics history %1 cannot be opened (%3). Check that the data folder "
            "can be written, then start Burraco again.",
        )
    text = text.replace("%1", str(problem.path)).replace("%2", str(problem.culprit))
    text = text.replace("%3", problem.detail)
    if kept:
        text += " " + QCoreApplication.translate(
            "Startup",
            "Your finished hands are kept in the data folder meanwhile and recorded as soon "
            "as the history opens.",
        )
    else:
        text += " " + QCoreApplication.translate(
            "Startup", "The hands you finish now will not be in the statistics."
        )
    return text


def show_problems(parent: QWidget, texts: list[str]) -> None:
    """One non-blocking message box for the start-up messages."""
    if not texts:
        return
    from PySide6.QtWidgets import QMessageBox  # its classes load when first needed (start-up)

    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Startup", "Burraco"),
        "\n\n".join(texts),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("startupProblems")
    box.open()


def ask_resume(parent: QWidget | None) -> bool:
    """Ask whether to resume the saved match."""
    from PySide6.QtWidgets import QMessageBox

    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("Startup", "Resume the match?"),
        QCoreApplication.translate(
            "Startup", "A match was in progress when Burraco last closed. Resume it where you left it?"
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    return answer == QMessageBox.StandardButton.Yes
