"""Sound effects for the table, played with ``QSoundEffect``; silently off without a device.

:class:`SoundBoard` listens to the controller: a deal, a draw or pile take, a discard, a meld or
attach, a pozzetto, a close. When QtMultimedia cannot be imported (missing system library) or
there is no audio output, every call is a no-op: the game never fails because of sound; then
:attr:`SoundBoard.noDevice` is emitted once, when the sound is (or is turned) on, so the window
can say why nothing is heard.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from PySide6.QtCore import QObject, QTimer, Signal

from .engine import CardsMoved, HandEnded, MeldCreated, MeldExtended, PozzettoTaken
from .paths import resource

EFFECTS = ("deal", "draw", "discard", "meld", "pozzetto", "close")


def effect_for(events: list) -> str | None:
    """The one effect for the events of a command (the most important one wins)."""
    names = []
    for e in events:
        if isinstance(e, HandEnded) and e.how == "closed":
            names.append("close")
        elif isinstance(e, PozzettoTaken):
            names.append("pozzetto")
        elif isinstance(e, MeldCreated | MeldExtended):
            names.append("meld")
        elif isinstance(e, CardsMoved) and e.dest.kind == "pile":
            names.append("discard")
        elif isinstance(e, CardsMoved) and e.source.kind in ("stock", "pile"):
            names.append("draw")
    for name in ("close", "pozzetto", "meld", "discard", "draw"):
        if name in names:
            return name
    return None


class SoundBoard(QObject):
    """Plays the effects when ``enabled``; ``available`` tells whether audio works at all and
    ``missing`` that it was looked for and is not there (no QtMultimedia, no audio output)."""

    #: Sound is on and there is no audio device (emitted at most once per board).
    noDevice = Signal()

    def __init__(self, enabled: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.available = False
        self.missing = False
        self._noticed = False
        self.played: list[str] = []  # what was asked to play, for tests and diagnostics
        self._effects: dict[str, object] = {}
        self._loaded = False
        self._held = False
        self._pending: str | None = None
        self._asked = 0.0
        self._steps: Iterator[None] = iter(())
        self._loading = False

    def hold(self) -> None:
        """Load nothing and play nothing until :meth:`release` (QtMultimedia is not imported
        before the table's first paint)."""
        self._held = True
        if self._pending is None:
            self._asked = time.monotonic()

    def release(self) -> None:
        """End :meth:`hold`: load the effects a step per event-loop turn (the import, the device
        list, one effect at a time: no long pause in the animations that follow the first
        paint), then play the effect asked while held if that was less than 1.5 s ago."""
        if not self._held:
            return
        self._held = False
        self._loaded = True
        self._loading = True
        self._steps = self._load_steps()
        self._next_step()

    def _next_step(self) -> None:
        if next(self._steps, "done") == "done":
            self._loading = False
            pending, self._pending = self._pending, None
            if pending is not None and self.enabled and time.monotonic() - self._asked < 1.5:
                self._sound(pending)
            return
        QTimer.singleShot(0, self._next_step)

    def _load_steps(self) -> Iterator[None]:
        from PySide6.QtCore import QLoggingCategory, QUrl  # after the first paint (start-up)

        QLoggingCategory.setFilterRules("qt.multimedia.*=false")
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError:
            self._no_device()
            return
        yield
        if not QMediaDevices.audioOutputs():
            self._no_device()
            return
        for name in EFFECTS:
            yield
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(resource("sounds", f"{name}.wav"))))
            effect.setVolume(0.6)
            self._effects[name] = effect
        self.available = True

    def _load(self) -> None:
        self._loaded = True
        for _ in self._load_steps():
            pass

    def play(self, name: str) -> None:
        """Play effect ``name`` (no-op when disabled or unavailable; kept for later while held)."""
        if not self.enabled:
            return
        self.played.append(name)
        if self._held or self._loading:
            self._pending = name
            self._asked = time.monotonic()
            return
        self._sound(name)

    def _sound(self, name: str) -> None:
        if not self._loaded:
            self._load()
        effect = self._effects.get(name)
        if effect is not None:
            effect.play()  # type: ignore[attr-defined]

    def _no_device(self) -> None:
        self.missing = True
        self._notice()

    def _notice(self) -> None:
        if self.missing and self.enabled and not self._noticed:
            self._noticed = True
            self.noDevice.emit()

    def set_enabled(self, on: bool) -> None:
        """Switch the effects on or off (on with no device: :attr:`noDevice`, once)."""
        self.enabled = on
        self._notice()

    def on_events(self, seat: int, events: list) -> None:
        name = effect_for(events)
        if name:
            self.play(name)

    def on_hand_started(self) -> None:
        self.play("deal")
