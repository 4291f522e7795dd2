"""Shared test set-up: Qt runs offscreen (set before any Qt import), data paths."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Nothing in the tests may touch the real user data directory (settings, history, autosave).
_DATA = tempfile.mkdtemp(prefix="burraco-test-data-")
os.environ["BURRACO_DATA_DIR"] = _DATA
os.environ["XDG_DATA_HOME"] = _DATA

DATA = Path(__file__).resolve().parent / "data"
RULES_DATA = DATA / "rules"


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _english(request):
    """GUI tests run in English, with the app's English plural forms installed."""
    if "qapp" not in request.fixturenames and "qtbot" not in request.fixturenames:
        yield
        return
    from burraco_qt.ui.i18n import Translations

    app = request.getfixturevalue("qapp")
    translations = getattr(app, "_burraco_translations", None)
    if translations is None:
        translations = Translations(app)
        app._burraco_translations = translations
    if translations.language != "en":
        translations.set_language("en")
    yield
