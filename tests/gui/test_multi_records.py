"""Issue 16: Statistics and the hand archive list 3-, 5- and 6-player matches with their mode."""

from __future__ import annotations

from burraco_qt.engine.match import Match
from burraco_qt.model.keeper import record_missing
from burraco_qt.storage.history_db import History

from ..storage.test_multi_storage import play, short_rules


def _history(tmp_path) -> tuple[History, dict[int, Match]]:
    h = History(tmp_path / "history.sqlite3")
    matches = {}
    for players, key in ((3, "a"), (6, "b")):
        m = play(
            Match(
                short_rules(solo_threshold=None) if players == 3 else short_rules(),
                players,
                seed=3,
                seats={p: "medium" for p in range(1, players)},
            ),
            300,
        )
        assert m.finished
        assert record_missing(h, m, key * 32) == len(m.finished)
        matches[players] = m
    return h, matches


def test_the_archive_and_statistics_name_the_variant(qtbot, tmp_path) -> None:
    from burraco_qt.ui.dialogs.hands import HandsDialog
    from burraco_qt.ui.dialogs.statistics import StatisticsDialog

    history, matches = _history(tmp_path)
    hands = HandsDialog(history)
    qtbot.addWidget(hands)
    hands.show()
    total = sum(len(m.finished) for m in matches.values())
    assert hands.table.rowCount() == total and hands.skipped == 0
    modes = {hands.table.item(r, 3).text() for r in range(hands.table.rowCount())}
    assert modes == {"3 players", "3 vs 3"}
    hands.mode.setCurrentIndex(hands.mode.findData(6))
    assert hands.table.rowCount() == len(matches[6].finished)
    hands.mode.setCurrentIndex(hands.mode.findData(3))
    assert hands.table.rowCount() == len(matches[3].finished)

    stats = StatisticsDialog(history)
    qtbot.addWidget(stats)
    stats.show()
    assert stats.value("group_medium_3_1") == "3 players"
    assert stats.value("group_medium_6_1") == "3 vs 3"
