"""The history is opened after the first paint when nothing needs it before (issue 12 item 7),
at once when a saved match's finished hands must be recorded."""

from __future__ import annotations

from burraco_qt.model import GameController, MatchOptions
from burraco_qt.model.keeper import MatchKeeper
from burraco_qt.storage.autosave import Autosave
from burraco_qt.ui.app.startup import open_services


def test_the_history_waits_when_there_is_no_saved_match(tmp_path) -> None:
    (tmp_path / "settings.json").write_bytes(b"garbage")
    (tmp_path / "history.sqlite3").write_bytes(b"not a database" * 100)
    services = open_services(keep_match=True, folder=tmp_path, defer_history=True)
    try:
        assert services.history is None and services.history_deferred
        assert [p.path.name for p in services.problems] == ["settings.json"]
        history = services.open_history()
        assert history is not None and services.history is history
        assert history.version >= 1 and not services.history_deferred
        # the history's problem goes after the settings', as when it was opened first
        assert [p.path.name for p in services.problems] == ["settings.json", "history.sqlite3"]
        assert services.open_history() is history  # once
    finally:
        services.history.close()
        services.lock.unlock()


def test_a_saved_match_opens_the_history_at_once(tmp_path) -> None:
    controller = GameController(MatchOptions(2, seed=5), ai_delay_ms=0)
    MatchKeeper(controller, Autosave(tmp_path), None).save()
    services = open_services(keep_match=True, folder=tmp_path, defer_history=True)
    try:
        assert services.saved_match is not None
        assert services.history is not None and not services.history_deferred
    finally:
        services.history.close()
        services.lock.unlock()
    plain = open_services(keep_match=False, folder=tmp_path)  # the default: at once
    try:
        assert plain.history is not None
    finally:
        plain.history.close()
        plain.lock.unlock()
