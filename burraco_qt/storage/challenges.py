"""Challenge result files in the data folder (issue 29): ``challenges/`` beside the history.

Each file is a result file (``ai/challenge_result.py``), written atomically. The first result
of a challenge is ``<key>.mine.json`` (``key``: :meth:`Challenge.key`) and stays the one shown:
a challenge played again in the same data folder is kept as ``<key>.mine-2.json``, … The last
friend's result opened and verified is ``<key>.friend.json``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .files import atomic_write, data_dir

FOLDER = "challenges"


@dataclass(frozen=True, slots=True)
class ChallengeFiles:
    """One challenge's files: ``key``, the first result of this folder (``mine``, a parsed
    result file or ``None``), how many times it was played here (``plays``) and the friend's
    verified result (``friend`` or ``None``)."""

    key: str
    mine: dict[str, Any] | None
    plays: int
    friend: dict[str, Any] | None


def folder(base: Path | None = None) -> Path:
    """The challenges folder (created)."""
    path = (base or data_dir()) / FOLDER
    path.mkdir(parents=True, exist_ok=True)
    return path


def _write(path: Path, doc: dict[str, Any]) -> None:
    atomic_write(path, json.dumps(doc, indent=1, sort_keys=True).encode())


def save_result(key: str, doc: dict[str, Any], base: Path | None = None) -> tuple[Path, bool]:
    """Keep a result of challenge ``key``; returns its path and whether it is the first (the
    one shown). A later one never replaces the first."""
    where = folder(base)
    first = where / f"{key}.mine.json"
    if not first.exists():
        _write(first, doc)
        return first, True
    n = 2
    while (where / f"{key}.mine-{n}.json").exists():
        n += 1
    path = where / f"{key}.mine-{n}.json"
    _write(path, doc)
    return path, False


def save_friend(key: str, doc: dict[str, Any], base: Path | None = None) -> Path:
    """Keep a friend's verified result of challenge ``key`` (replacing an earlier friend's)."""
    path = folder(base) / f"{key}.friend.json"
    _write(path, doc)
    return path


def _read(path: Path) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def challenge_files(key: str, base: Path | None = None) -> ChallengeFiles:
    """The files of challenge ``key``."""
    where = folder(base)
    plays = len(list(where.glob(f"{key}.mine*.json")))
    return ChallengeFiles(key, _read(where / f"{key}.mine.json"), plays, _read(where / f"{key}.friend.json"))


def all_challenges(base: Path | None = None) -> list[ChallengeFiles]:
    """Every challenge played or received here, newest first (by the first result's file)."""
    where = folder(base)
    keys: dict[str, float] = {}
    for path in where.glob("*.json"):
        key = path.name.split(".", 1)[0]
        try:
            keys[key] = max(keys.get(key, 0.0), path.stat().st_mtime)
        except OSError:
            continue
    return [challenge_files(k, base) for k in sorted(keys, key=lambda k: -keys[k])]
