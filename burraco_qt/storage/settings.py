"""Typed settings with defaults, saved as JSON in the data directory (``settings.json``)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from ..ai import CHARACTERS, DEFAULT_CHARACTER, TIERS
from ..ai.characters import DEFAULT_LINEUP
from ..engine import PRESETS
from .files import BadFile, atomic_write, move_aside, read_small

#: 2 (issue 13): ``characters`` (the New game's computer players); a version 1 file gets the
#: default character of its ``difficulty`` on every computer seat (``archive_hands``, added in
#: version 1, is kept as it is).
SETTINGS_VERSION = 2
MAX_BYTES = 64 * 1024

# speed, card size and the looks are the table's (ui/table/speeds.py SPEED_FACTORS,
# ui/player_preferences.py CARD_SCALES, ui/table/deck_colours.py DECKS, card_art.py FACE_STYLES,
# felt.py TABLE_LOOKS): this plain module cannot import the Qt layer, so they are repeated here
# (tests/storage/test_storage.py checks they agree).
_CHOICES: dict[str, tuple[Any, ...]] = {
    "language": (None, "en", "it"),
    "players": (2, 3, 4, 5, 6),
    "difficulty": tuple(TIERS),
    "preset": PRESETS,
    "speed": ("slow", "normal", "fast", "instant"),
    "card_size": ("small", "medium", "large"),
    "thinking": ("0.3", "1", "3"),
    "deck_colours": ("standard", "four_colour"),
    "face_style": ("large_index", "standard"),
    "table_contrast": ("normal", "high_contrast"),
}


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the app remembers between runs.

    ``language`` ``None`` follows the system locale; ``players``/``difficulty``/``preset``/
    ``target`` are the last New game choices, ``characters`` the computer players chosen there
    (character keys, comma-separated, seats 1, 2, 3 and with 5 or 6 players 4, 5; empty:
    ``difficulty`` on every seat; a
    fresh install has :data:`~burraco_qt.ai.characters.DEFAULT_LINEUP`, so its first match is
    played by characters);
    ``geometry`` is the main window's saved geometry (base64); ``thinking`` the expert's seconds
    per search; ``archive_hands`` how many finished hands the hand archive keeps (the newest;
    1 to 100000); ``deck_colours``, ``face_style`` and ``table_contrast`` the legible deck's
    choices (issue 28: the four-colour deck, large indices or the deck's own, the high-contrast
    table). A file without them (older versions) gets the defaults: no migration.
    """

    language: str | None = None
    sound: bool = True
    players: int = 2
    difficulty: str = "medium"
    preset: str = "italian"
    target: int = 1005
    speed: str = "normal"
    reduce_motion: bool = False
    card_size: str = "large"
    open_cards: bool = False
    geometry: str = ""
    thinking: str = "1"
    characters: str = ",".join(DEFAULT_LINEUP)
    archive_hands: int = 500
    deck_colours: str = "standard"
    face_style: str = "large_index"
    table_contrast: str = "normal"


def _check_characters(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 200:
        raise ValueError("characters must be a short string")
    keys = [k for k in value.split(",") if k]
    if len(keys) > 5 or any(k not in CHARACTERS for k in keys):  # seats 1-5 (6 players)
        raise ValueError(f"characters: {value!r:.60} names an unknown character")
    return ",".join(keys)


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """A settings object of an older version, brought to :data:`SETTINGS_VERSION` (version 1:
    the difficulty's default character on every computer seat)."""
    data = dict(data)
    if data.get("version") == 1:
        tier = data.get("difficulty", "medium")
        if tier in DEFAULT_CHARACTER and "characters" not in data:
            data["characters"] = ",".join([DEFAULT_CHARACTER[tier]] * 3)
        data["version"] = 2
    return data


def _check(data: Any) -> Settings:
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ValueError("no version")
    if version > SETTINGS_VERSION:
        raise ValueError(f"written by a newer version (settings version {version})")
    data = migrate(data)
    values: dict[str, Any] = {}
    defaults = Settings()
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        default = getattr(defaults, f.name)
        if f.name == "characters":
            value = _check_characters(value)
        elif f.name in _CHOICES:
            if value not in _CHOICES[f.name] or isinstance(value, bool):
                raise ValueError(f"{f.name}: {value!r:.40} is not one of {_CHOICES[f.name]}")
        elif isinstance(default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"{f.name} must be true or false")
        elif isinstance(default, int):
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 100000:
                raise ValueError(f"{f.name} must be an integer from 1 to 100000")
        elif isinstance(default, str) and (not isinstance(value, str) or len(value) > 20000):
            raise ValueError(f"{f.name} must be a short string")
        values[f.name] = value
    return replace(defaults, **values)


class SettingsStore:
    """Loads and saves :class:`Settings` in ``folder/settings.json``."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "settings.json"

    def load(self) -> tuple[Settings, BadFile | None]:
        """The saved settings, or the defaults; a bad file is moved aside and returned."""
        if not self.path.exists():
            return Settings(), None
        try:
            data = json.loads(read_small(self.path, MAX_BYTES).decode("utf-8"))
            return _check(data), None
        except (OSError, BadFile, ValueError, UnicodeDecodeError, RecursionError) as err:
            reason = err.reason if isinstance(err, BadFile) else str(err)
            return Settings(), BadFile(self.path, reason, move_aside(self.path))

    def save(self, settings: Settings) -> None:
        """Write ``settings`` atomically (``OSError`` when the folder is not writable)."""
        data = {"version": SETTINGS_VERSION, **asdict(settings)}
        atomic_write(self.path, json.dumps(data, indent=1).encode("utf-8"))
