"""The score panel: the match at a glance, beside the table (a dock above the Moves list, so the
table keeps its height).

A header says the target (or, in tournament mode, the hand of how many and the Victory Points)
and the hand number; then one row per side of the match (each team; each player with 3 and 5
players; each pair with 6), in its colour (:mod:`..teams`), ours first: its name and match total,
a bar of the distance to the target, and this hand so far: the points on the table, whether
its pozzetto is taken, its buracos by class. A click anywhere on it (or its button) opens the
score sheet (``sheetRequested``). Every number is the engine's: the match totals
(``Match.totals``), the tables of the hand (``model.hints.table_points``), the buracos' classes.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from ...model import GameController

#: the buraco classes in the engine's order (``Buraco``), as the table names them
CLASS_ORDER = ("clean", "semi_clean", "dirty", "royal", "royal_dirty", "super", "super_dirty")


def class_name(kind: str) -> str:
    """A buraco class's name, as the table's badges give it."""
    return {
        "clean": QCoreApplication.translate("Table", "clean"),
        "semi_clean": QCoreApplication.translate("Table", "semi-clean"),
        "dirty": QCoreApplication.translate("Table", "dirty"),
        "royal": QCoreApplication.translate("Table", "royal"),
        "royal_dirty": QCoreApplication.translate("Table", "royal dirty"),
        "super": QCoreApplication.translate("Table", "super"),
        "super_dirty": QCoreApplication.translate("Table", "super dirty"),
    }.get(kind, kind)


class TargetBar(QWidget):
    """The distance to the target: a bar filled to ``total / target`` in the side's colour,
    with the words on it ("615 to go")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.share = 0.0
        self.colour = QColor("#5aa9ff")
        self.text = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_value(self, total: int, target: int, colour: str, text: str) -> None:
        self.share = max(0.0, min(1.0, total / target)) if target > 0 else 0.0
        self.colour = QColor(colour)
        self.text = text
        self.setToolTip(text)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(120, self.fontMetrics().height() + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.fontMetrics().height() + 4)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        painter.setPen(QColor(255, 255, 255, 60))
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect, 4, 4)
        if self.share > 0:
            fill = QColor(self.colour)
            fill.setAlpha(200)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(
                QRectF(rect.x(), rect.y(), rect.width() * self.share, rect.height()), 4, 4
            )
        painter.setPen(QColor("#ffffff"))
        painter.drawText(
            rect.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.text
        )
        painter.end()


class Line(QLabel):
    """A line of text that never wraps and never widens the panel: cut with "…" when the panel
    is narrower than it (the whole text is in the row's tooltip)."""

    def minimumSizeHint(self) -> QSize:
        return QSize(20, super().minimumSizeHint().height())

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.width())
        painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
        painter.end()

    def whole(self) -> bool:
        """Whether the whole text shows."""
        return self.fontMetrics().horizontalAdvance(self.text()) <= self.width()


class SideRow(QFrame):
    """One side: a bar of its colour down its left edge, its name (in its colour) and total, the
    target bar, this hand so far."""

    BAR = 5  # pixels: the colour's bar

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSide")
        column = QVBoxLayout(self)
        column.setContentsMargins(self.BAR + 6, 3, 4, 3)
        column.setSpacing(2)
        top = QHBoxLayout()
        top.setSpacing(6)
        self.name = QLabel(self)
        self.name.setObjectName("sideName")
        self.total = QLabel(self)
        self.total.setObjectName("sideTotal")
        self.total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.name, 1)
        top.addWidget(self.total)
        column.addLayout(top)
        self.bar = TargetBar(self)
        column.addWidget(self.bar)
        self.hand = Line(self)  # this hand: points on the table, the pozzetto …
        self.hand.setObjectName("sideHand")
        column.addWidget(self.hand)
        self.buracos = Line(self)  # … and the buracos by class (shown when there are some)
        self.buracos.setObjectName("sideBuracos")
        column.addWidget(self.buracos)
        self.colour = ""

    def set_colour(self, colour: str) -> None:
        """The side's colour (``#rrggbb``): its bar and its name."""
        if colour != self.colour:
            self.colour = colour
            self.name.setStyleSheet(f"color: {colour};")
            self.update()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.colour:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 14))
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0, 0, -1, -1), 4, 4)
        painter.setBrush(QColor(self.colour))
        painter.drawRoundedRect(QRectF(1, 2, self.BAR, self.height() - 4), 2, 2)
        painter.end()


class ScorePanel(QFrame):
    """The panel (see the module). :meth:`show_state` fills it from a controller; ``rows``
    holds a :class:`SideRow` per side (ours first); :meth:`texts` reads it back as plain text.
    Signal ``sheetRequested()``: the player asked for the score sheet."""

    sheetRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorePanel")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAutoFillBackground(True)
        from ..style import current_look

        self.set_look(current_look())
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(6, 4, 6, 6)
        self.column.setSpacing(4)
        self.header = QLabel(self)
        self.header.setObjectName("scoreHeader")
        self.column.addWidget(self.header)
        self.vp = QLabel(self)
        self.vp.setObjectName("scoreVp")
        self.column.addWidget(self.vp)
        self.rows: list[SideRow] = []
        self.button = QPushButton(self)
        self.button.setObjectName("scoreSheetButton")
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self.sheetRequested)
        self.column.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        # exactly as tall as its lines: the dock follows it when a line (buracos) is added (with
        # Maximum the main window kept the dock's old height and squeezed the button)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_look(self, look: str) -> None:
        """The panel in the style's ``look`` (``ui/style.py``: the dock column's colours)."""
        from ..style import score_panel_sheet

        self.setStyleSheet(score_panel_sheet(look))

    def _rows(self, n: int) -> list[SideRow]:
        while len(self.rows) < n:
            row = SideRow(self)
            self.column.insertWidget(2 + len(self.rows), row)
            self.rows.append(row)
        for k, row in enumerate(self.rows):
            row.setVisible(k < n)
        return self.rows[:n]

    def show_state(self, controller: GameController) -> None:
        """Show ``controller``'s match: every side's total and its hand so far."""
        from ...engine.scoring import victory_points
        from ...model.hints import table_points
        from ..teams import sides

        match = controller.match
        game = controller.game
        rules = match.rules
        number = match.hand_number - (1 if game.over else 0)
        self.button.setText(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.button.setToolTip(QCoreApplication.translate("MainWindow", "Every hand of the match so far"))
        ours = match.side_of(controller.seat)
        every = sorted(sides(controller), key=lambda s: _rank(controller, s.players))  # ours first
        tournament = rules.tournament and not match.multi
        if tournament:
            hands = rules.tournament_hands or 2
            self.header.setText(self.tr("Hand %1 of %2").replace("%1", str(number)).replace("%2", str(hands)))
            vp = victory_points(match.totals, hands)
            self.vp.setText(
                self.tr("Victory Points %1–%2").replace("%1", str(vp[ours])).replace("%2", str(vp[1 - ours]))
            )
        else:
            self.header.setText(
                self.tr("Target %1").replace("%1", str(rules.target))
                + " · "
                + self.tr("Hand %1").replace("%1", str(number))
            )
        self.vp.setVisible(tournament)
        points = table_points(game.view(controller.seat))
        for row, side in zip(self._rows(len(every)), every, strict=True):
            team = game.team_of(side.players[0])
            total = match.totals[side.index]
            row.set_colour(side.colour)
            row.name.setText(side.name)
            row.total.setText(str(total))
            row.bar.setVisible(not tournament)
            if not tournament:
                left = rules.target - total
                text = self.tr("%1 to go").replace("%1", str(left)) if left > 0 else self.tr("Target reached")
                row.bar.set_value(total, rules.target, side.colour, text)
            hand, buracos = self._hand_text(game, team, points[team])
            row.hand.setText(hand)
            row.buracos.setText(buracos)
            row.buracos.setVisible(bool(buracos))
            row.setToolTip("\n".join(t for t in (f"{side.name}: {total}", hand, buracos) if t))
        self.updateGeometry()

    def _hand_text(self, game, team: int, points: int) -> tuple[str, str]:
        """This hand so far for ``team``: its points on the table and its pozzetto; its
        buracos by class ("" before the first)."""
        first = self.tr("On the table %1").replace("%1", str(points))
        if game.pozzetto_taken[team]:
            first += " · " + self.tr("pozzetto taken")
        classes = Counter(m.buraco.value for m in game.tables[team] if m.buraco is not None)
        burs = ", ".join(f"{class_name(k)} ×{classes[k]}" for k in CLASS_ORDER if classes[k])
        return first, self.tr("buracos: %1").replace("%1", burs) if burs else ""

    def totals(self) -> list[str]:
        """Each side's name and total as shown ("Us  120"), ours first."""
        return [f"{row.name.text()}  {row.total.text()}" for row in self.rows if row.isVisibleTo(self)]

    def texts(self) -> list[str]:
        """The texts shown, top to bottom, as plain text (hidden ones left out)."""
        out = [self.header.text()]
        if self.vp.isVisibleTo(self):
            out.append(self.vp.text())
        for row in self.rows:
            if row.isVisibleTo(self):
                out += [f"{row.name.text()}  {row.total.text()}"]
                if row.bar.isVisibleTo(self):
                    out.append(row.bar.text)
                out.append(row.hand.text())
                if row.buracos.isVisibleTo(self):
                    out.append(row.buracos.text())
        return out

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.sheetRequested.emit()
            event.accept()
            return
        super().mousePressEvent(event)


def _rank(controller: GameController, players: tuple[int, ...]) -> int:
    """A side's place in playing order from ours (the panel lists the sides so)."""
    n = controller.game.players
    return min((p - controller.seat) % n for p in players)


def score_dock(panel: ScorePanel, parent: QWidget):  # -> QDockWidget
    """``panel`` in a dock without a title bar that cannot be closed or moved (the score is
    always in sight), above the Moves list in the right column."""
    from PySide6.QtWidgets import QDockWidget

    dock = QDockWidget(parent)
    dock.setObjectName("scoreDock")
    dock.setWidget(panel)
    dock.setTitleBarWidget(QWidget(dock))
    dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
    return dock
