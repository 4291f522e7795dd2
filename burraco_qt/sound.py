"""Sound effects for the table, played with ``QSoundEffect``; silently off without a device.

:class:`SoundBoard` listens to the controller: a deal, a draw or pile take, a discard, a meld or
attach, a pozzetto, a close. When QtMultimedia cannot be imported (missing system library) or
there is no audio output, every call is a no-op: the game never fails because of sound.
"""

from __future__ import annotations

from PySide6.QtCore import QLoggingCategory, QObject, QUrl

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
    """Plays the effects when ``enabled``; ``available`` tells whether audio works at all."""

    def __init__(self, enabled: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = enabled
        self.available = False
        self.played: list[str] = []  # what was asked to play, for tests and diagnostics
        self._effects: dict[str, object] = {}
        self._loaded = False

    def _load(self) -> None:
        self._loaded = True
        QLoggingCategory.setFilterRules("qt.multimedia.*=false")
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError:
            return
        if not QMediaDevices.audioOutputs():
            return
        for name in EFFECTS:
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(resource("sounds", f"{name}.wav"))))
            effect.setVolume(0.6)
            self._effects[name] = effect
        self.available = True

    def play(self, name: str) -> None:
        """Play effect ``name`` (no-op when disabled or unavailable)."""
        if not self.enabled:
            return
        if not self._loaded:
            self._load()
        self.played.append(name)
        effect = self._effects.get(name)
        if effect is not None:
            effect.play()  # type: ignore[attr-defined]

    def set_enabled(self, on: bool) -> None:
        self.enabled = on

    def on_events(self, seat: int, events: list) -> None:
        name = effect_for(events)
        if name:
            self.play(name)

    def on_hand_started(self) -> None:
        self.play("deal")
