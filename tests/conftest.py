"""Shared test set-up: Qt runs offscreen (set before any Qt import), data paths."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

DATA = Path(__file__).resolve().parent / "data"
RULES_DATA = DATA / "rules"
