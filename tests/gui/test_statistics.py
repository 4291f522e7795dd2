"""The Statistics window shows the history's numbers and resets only after asking."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from burraco_qt.ui.dialogs.statistics import StatisticsDialog

from ..storage.test_storage import known_history


def test_statistics_window_numbers(qtbot, tmp_path) -> None:
    history = known_history(tmp_path / "h.sqlite3")
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    assert [
        dialog.value(k)
        for k in ("matches", "matches_won", "win_rate", "hands", "hands_won", "average", "best", "closes")
    ] == ["2", "1", "50%", "3", "1", "433", "600", "1"]
    assert dialog.value("buraco_clean") == "2" and dialog.value("buraco_dirty") == "1"
    assert dialog.value("group_medium_2_2") == "1" and dialog.value("group_hard_4_3") == "0"
    assert dialog.chart_bars == 2


def test_reset_asks_first(qtbot, tmp_path) -> None:
    history = known_history(tmp_path / "h.sqlite3")
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()

    def answer(button: QMessageBox.StandardButton) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.button(button).click()

    QTimer.singleShot(0, lambda: answer(QMessageBox.StandardButton.No))
    dialog.reset_button.click()
    assert dialog.value("matches") == "2"
    QTimer.singleShot(0, lambda: answer(QMessageBox.StandardButton.Yes))
    dialog.reset_button.click()
    assert dialog.value("matches") == "0" and history.statistics().hands == 0
