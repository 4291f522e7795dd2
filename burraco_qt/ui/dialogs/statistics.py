"""The Statistics window: matches and hands played and won, scores, buracos, closes, and a chart
of match results over time (practice matches are not counted)."""

from __future__ import annotations

import sqlite3

from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...storage.history_db import History, Statistics
from ..character_texts import player_name
from ..style import current_look, look_colours
from ..teams import PALETTE
from .instructions import preset_title


class StatisticsDialog(QDialog):
    """Shows :meth:`History.statistics`; **Reset** forgets the history after asking."""

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.history = history
        self.resize(720, 640)
        self._layout = QVBoxLayout(self)
        self._content: QWidget | None = None
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(self.tr("Reset statistics…"))
        self.reset_button.setObjectName("resetButton")
        self.reset_button.setAutoDefault(False)  # Enter closes: the reset is never the default
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        self._buttons = buttons
        self.refresh()

    def refresh(self) -> None:
        if self._content is not None:
            self._layout.removeWidget(self._content)
            self._content.setParent(None)  # gone at once, not at the next event loop turn
            self._content.deleteLater()
        self.error = ""
        try:
            self.stats = self.history.statistics()
        except sqlite3.Error as err:  # damaged while running: say so, never a bare traceback
            self.stats, self.error = Statistics(), str(err)[:200]
        self._content = self._build(self.stats)
        self._layout.insertWidget(0, self._content)
        if self._layout.indexOf(self._buttons) < 0:
            self._layout.addWidget(self._buttons)

    def value(self, name: str) -> str:
        """The text shown for ``name`` (an objectName of a value label), for tests."""
        label = self.findChild(QLabel, name)
        return label.text() if label is not None else ""

    def _build(self, s: Statistics) -> QWidget:
        box = QWidget()
        layout = QVBoxLayout(box)
        summary = QGroupBox(self.tr("Overall"))
        grid = QGridLayout(summary)
        rows = [
            ("matches", self.tr("Matches played"), str(s.matches)),
            ("matches_won", self.tr("Matches won"), str(s.matches_won)),
            ("win_rate", self.tr("Win rate"), f"{s.win_rate:.0%}" if s.matches else "–"),
            ("hands", self.tr("Hands played"), str(s.hands)),
            ("hands_won", self.tr("Hands won"), str(s.hands_won)),
            ("average", self.tr("Average hand score"), f"{s.average_hand:.0f}" if s.hands else "–"),
            ("best", self.tr("Best hand score"), "–" if s.best_hand is None else str(s.best_hand)),
            ("closes", self.tr("Hands closed by you"), str(s.closes)),
        ]
        for i, (key, text, value) in enumerate(rows):
            grid.addWidget(QLabel(text), i // 2, (i % 2) * 2)
            label = QLabel(value)
            label.setObjectName(key)
            label.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(label, i // 2, (i % 2) * 2 + 1)
        layout.addWidget(summary)
        if not s.matches:
            empty = QLabel(
                self.tr("No matches yet: the numbers fill in as you play, the chart once a match ends.")
            )
            empty.setObjectName("emptyNote")
            empty.setWordWrap(True)
            layout.addWidget(empty)
        if s.skipped or self.error:
            note = QLabel(
                self.tr("The history could not be read (%1).").replace("%1", self.error)
                if self.error
                else self.tr("%n damaged record(s) could not be read and are left out.", "", s.skipped)
            )
            note.setObjectName("skippedNote")
            note.setWordWrap(True)
            layout.addWidget(note)
        layout.addWidget(self._groups(s))
        if len(s.by_preset) > 1 or any(p != "italian" for p in s.by_preset):
            layout.addWidget(self._presets(s))
        layout.addWidget(self._buracos(s))
        layout.addWidget(self._chart(s), 1)
        return box

    def _groups(self, s: Statistics) -> QWidget:
        box = QGroupBox(self.tr("By opponents and mode"))
        grid = QGridLayout(box)
        heads = [
            self.tr("Opponents"),
            self.tr("Mode"),
            self.tr("Matches"),
            self.tr("Won"),
            self.tr("Win rate"),
            self.tr("Hands"),
            self.tr("Hands won"),
        ]
        for col, text in enumerate(heads):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        names = {"easy": self.tr("Easy"), "medium": self.tr("Medium"), "hard": self.tr("Hard")}
        for row, ((difficulty, players), g) in enumerate(sorted(s.groups.items()), start=1):
            mode = {
                2: self.tr("1 vs 1"),
                3: self.tr("3 players"),
                4: self.tr("2 vs 2"),
                5: self.tr("5 players"),
                6: self.tr("3 vs 3"),
            }.get(players, str(players))
            who = names.get(difficulty) or self._lineup(difficulty)
            values = [
                who,
                mode,
                str(g.matches),
                str(g.matches_won),
                f"{g.win_rate:.0%}" if g.matches else "–",
                str(g.hands),
                str(g.hands_won),
            ]
            for col, text in enumerate(values):
                label = QLabel(text)
                label.setObjectName(f"group_{difficulty}_{players}_{col}")
                grid.addWidget(label, row, col)
        if not s.groups:
            grid.addWidget(QLabel(self.tr("No match played yet.")), 1, 0, 1, len(heads))
        return box

    def _presets(self, s: Statistics) -> QWidget:
        """Matches and hands by rules preset (shown once a preset other than Italian is
        played, so the usual window stays as it was)."""
        box = QGroupBox(self.tr("By rules"))
        grid = QGridLayout(box)
        heads = [self.tr("Rules"), self.tr("Matches"), self.tr("Won"), self.tr("Hands"), self.tr("Hands won")]
        for col, text in enumerate(heads):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        for row, (preset, g) in enumerate(sorted(s.by_preset.items()), start=1):
            values = [
                preset_title(preset),
                str(g.matches),
                str(g.matches_won),
                str(g.hands),
                str(g.hands_won),
            ]
            for col, text in enumerate(values):
                label = QLabel(text)
                label.setObjectName(f"preset_{preset}_{col}")
                grid.addWidget(label, row, col)
        return box

    def _lineup(self, stored: str) -> str:
        """The computer players of a match as stored (issue 13: character keys of seats 1–3,
        or a tier name) in words: the opponents, then the partner in 2 vs 2."""
        keys = stored.split(",")
        if len(keys) == 5:  # 3 vs 3: the partner sits opposite (seat 3, R23.2)
            opponents = ", ".join(player_name(k) for i, k in enumerate(keys) if i != 2)
            return self.tr("%1 · partner %2").replace("%1", opponents).replace("%2", player_name(keys[2]))
        if len(keys) == 3:
            opponents = f"{player_name(keys[0])}, {player_name(keys[2])}"
            return self.tr("%1 · partner %2").replace("%1", opponents).replace("%2", player_name(keys[1]))
        return ", ".join(player_name(k) for k in keys)

    def _buracos(self, s: Statistics) -> QWidget:
        box = QGroupBox(self.tr("Buracos made"))
        grid = QGridLayout(box)
        names = [
            ("clean", self.tr("Clean")),
            ("semi_clean", self.tr("Semi-clean")),
            ("dirty", self.tr("Dirty")),
            ("royal", self.tr("Royal")),
            ("royal_dirty", self.tr("Royal dirty")),
            ("super", self.tr("Super")),
            ("super_dirty", self.tr("Super dirty")),
        ]
        for col, (key, text) in enumerate(
            n for n in names if n[0] in ("clean", "semi_clean", "dirty") or s.buracos.get(n[0])
        ):
            grid.addWidget(QLabel(text), 0, col)
            label = QLabel(str(s.buracos.get(key, 0)))
            label.setObjectName(f"buraco_{key}")
            grid.addWidget(label, 1, col)
        return box

    def _chart(self, s: Statistics) -> QWidget:
        if not s.results:  # an empty chart says nothing: say what will be there
            self.chart_bars = 0
            placeholder = QLabel(
                self.tr(
                    "Your match results will be charted here: one bar per match, your points "
                    "minus the opponents', once your first match ends."
                )
            )
            placeholder.setObjectName("chartPlaceholder")
            placeholder.setWordWrap(True)
            placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
            placeholder.setFrameShape(QFrame.Shape.StyledPanel)
            placeholder.setMinimumHeight(220)
            return placeholder
        chart = QChart()
        chart.setTitle(self.tr("Match results (your points minus the opponents')"))
        chart.legend().hide()
        series = QBarSeries()
        won = QBarSet(self.tr("Won"))
        lost = QBarSet(self.tr("Lost"))
        won.setColor(QColor(PALETTE[0]))  # our colour (the table's, the score panel's)
        lost.setColor(QColor(PALETTE[1]))  # the opponents'
        chart.setBackgroundBrush(QColor(look_colours(current_look()).base))
        labels = []
        for i, (_, us, them) in enumerate(s.results[-30:], start=1):
            diff = us - them
            won.append(max(diff, 0))
            lost.append(min(diff, 0))
            labels.append(str(i))
        series.append(won)
        series.append(lost)
        series.setBarWidth(0.9)
        chart.addSeries(series)
        axis_x = QBarCategoryAxis()
        axis_x.append(labels or ["–"])
        chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        series.attachAxis(axis_x)
        axis_y = QValueAxis()
        top = max([abs(u - t) for _, u, t in s.results[-30:]] or [100])
        axis_y.setRange(-top, top)
        axis_y.setLabelFormat("%d")
        chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(axis_y)
        view = QChartView(chart)
        view.setObjectName("resultsChart")
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(220)
        self.chart_bars = len(labels)
        return view

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget every match and hand played? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.history.reset()
            self.refresh()
