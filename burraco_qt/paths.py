"""Where the app's data files are, the same way from source, an installed wheel and a bundle.

``resources/`` and ``translations/`` live at the top of the repository; the wheel installs them
inside the package as ``burraco_qt/resources`` and ``burraco_qt/translations``; a PyInstaller
bundle puts them under ``sys._MEIPASS/burraco_qt/``. This module imports no Qt.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_FOUND: dict[str, Path] = {}


def _find(name: str) -> Path:
    found = _FOUND.get(name)
    if found is not None:
        return found
    candidates = []
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        candidates.append(Path(meipass) / "burraco_qt" / name)
    candidates += [_PACKAGE / name, _PACKAGE.parent / name]
    for path in candidates:
        if path.is_dir():
            _FOUND[name] = path  # looked up once (card art asks for every card's file)
            return path
    raise FileNotFoundError(
        f"cannot find the {name} folder (looked in {', '.join(str(p) for p in candidates)})"
    )


def resources_dir() -> Path:
    """The folder of card art, sounds, icons and rules text. ``FileNotFoundError`` if missing."""
    return _find("resources")


def translations_dir() -> Path:
    """The folder of Qt translations (``.qm``). ``FileNotFoundError`` if missing."""
    return _find("translations")


def resource(*parts: str) -> Path:
    """A path inside the resources folder (not checked for existence)."""
    return resources_dir().joinpath(*parts)
