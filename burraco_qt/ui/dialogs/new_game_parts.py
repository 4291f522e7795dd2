"""The New game page's pieces (issue 28): a mode card (a checkable tile with the seats drawn
round a table) and a seat picker (the character's portrait, the chooser and its one-line style).
The dialog itself is :mod:`.new_game`."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSizePolicy,
    QWidget,
)

from ...ai import CHARACTERS
from ..character_texts import description, portrait_icon, portrait_path, portrait_pixmap, tier_name
from ..teams import PALETTE

#: The felt's green of the drawn table.
FELT = QColor("#2f6d45")


def seat_colours(players: int) -> list[str]:
    """Each seat's colour in the mode's drawing (seat 0 is the person): the team colours of the
    table (:mod:`..teams`), ours first; with 3 and 5 players every player counts alone."""
    if players in (4, 6):
        pairs = players // 2
        return [PALETTE[seat % pairs] for seat in range(players)]
    return [PALETTE[seat] for seat in range(players)]


def seat_points(players: int, rect: QRectF) -> list[QPointF]:
    """Where the seats sit round a table drawn in ``rect``: the person at the bottom, then in
    playing order clockwise (the next player on the left, as on the felt)."""
    cx, cy = rect.center().x(), rect.center().y()
    rx, ry = rect.width() / 2, rect.height() / 2
    points = []
    for seat in range(players):
        angle = math.pi / 2 + seat * 2 * math.pi / players
        points.append(QPointF(cx + rx * math.cos(angle), cy + ry * math.sin(angle)))
    return points


class ModeCard(QRadioButton):
    """A mode as a checkable tile: the seats drawn round a table (partners in their team's
    colour, the person's seat ringed), the mode's name and a short line under it. A radio
    button, so the modes stay one exclusive group reached with Tab and moved with the arrows."""

    DRAWING = 70  # the drawing's height, logical pixels

    def __init__(self, players: int, name: str, line: str, parent: QWidget | None = None) -> None:
        super().__init__(name, parent)
        self.players = players
        self.line = line
        self.setAccessibleDescription(line)
        self.setToolTip(f"{name}: {line}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.lines = 2  # the short line's wrapped lines the dialog gives every card
        self.characters: tuple[str, ...] = ()  # the computer seats' characters, drawn when checked

    def show_characters(self, characters: tuple[str, ...]) -> None:
        """Draw these characters' portraits on the computer seats (seat 1 on)."""
        if characters != self.characters:
            self.characters = characters
            self.update()

    def line_rect(self, width: int) -> QRectF:
        """The short line's box at card width ``width`` (as many lines as it needs)."""
        fm = QFontMetrics(self.font())
        r = fm.boundingRect(0, 0, max(1, width - 12), 1000, Qt.TextFlag.TextWordWrap, self.line)
        return QRectF(r)

    def _bold(self) -> QFontMetrics:
        font = self.font()
        font.setBold(True)
        return QFontMetrics(font)

    def sizeHint(self) -> QSize:
        fm = QFontMetrics(self.font())
        width = max(118, self._bold().horizontalAdvance(self.text()) + 16)
        height = 8 + self.DRAWING + 6 + self._bold().height() + 2 + self.lines * fm.lineSpacing() + 11
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def hitButton(self, pos: QPoint) -> bool:  # the whole tile is the button
        return self.rect().contains(pos)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        on = self.isChecked()
        box = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        fill = pal.color(QPalette.ColorRole.Highlight) if on else pal.color(QPalette.ColorRole.Button)
        if on:
            fill.setAlpha(60)
        hover = self.underMouse() and self.isEnabled()
        edge = QPalette.ColorRole.Highlight if on or hover else QPalette.ColorRole.Mid
        p.setPen(QPen(pal.color(edge), 2.5 if on else 1.5 if hover else 1))
        p.setBrush(fill)
        p.drawRoundedRect(box, 8, 8)
        self._draw_table(p)
        text = pal.color(
            QPalette.ColorRole.ButtonText if self.isEnabled() else QPalette.ColorRole.PlaceholderText
        )
        bold = self.font()
        bold.setBold(True)
        p.setFont(bold)
        p.setPen(text)
        top = box.top() + 6 + self.DRAWING + 6
        name_h = self._bold().height()
        p.drawText(
            QRectF(box.left() + 4, top, box.width() - 8, name_h), Qt.AlignmentFlag.AlignCenter, self.text()
        )
        p.setFont(self.font())
        p.setPen(pal.color(QPalette.ColorRole.PlaceholderText))
        p.drawText(
            QRectF(box.left() + 6, top + name_h + 2, box.width() - 12, box.bottom() - top - name_h - 4),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
            self.line,
        )
        if self.hasFocus():  # the keyboard's place: a dotted line inside the edge, any style
            p.setPen(QPen(pal.color(QPalette.ColorRole.ButtonText), 1, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(box.adjusted(3, 3, -3, -3), 6, 6)
        p.end()

    def table_rect(self) -> QRectF:
        """The drawn table's rectangle (the seats sit on its edge, :func:`seat_points`)."""
        box = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        area = QRectF(box.left(), box.top() + 6, box.width(), self.DRAWING)
        w = min(area.width() - 24, area.height() * 1.7)
        return QRectF(area.center().x() - w / 2, area.top() + 9, w, area.height() - 18)

    def _draw_table(self, p: QPainter) -> None:
        """The table (a felt oval) with a dot per seat, in the seat's team colour."""
        table = self.table_rect()
        p.setPen(QPen(FELT.darker(140), 1))
        p.setBrush(FELT)
        p.drawRoundedRect(table, table.height() / 2, table.height() / 2)
        colours = seat_colours(self.players)
        faces = self.characters if self.isChecked() else ()
        for seat, point in enumerate(seat_points(self.players, table)):
            colour = QColor(colours[seat])
            if not self.isEnabled():
                colour = self.palette().color(QPalette.ColorRole.Mid)
            path = portrait_path(faces[seat - 1]) if 0 < seat <= len(faces) else ""
            if path:  # the chosen character, ringed in the seat's colour
                radius = 10.0
                p.setPen(QPen(colour, 2))
                p.setBrush(self.palette().color(QPalette.ColorRole.Base))
                p.drawEllipse(point, radius, radius)
                side = int(2 * radius - 3)
                pm = portrait_pixmap(path, side, self.devicePixelRatioF())
                p.drawPixmap(QPointF(point.x() - side / 2, point.y() - side / 2), pm)
                continue
            p.setPen(QPen(QColor("#ffffff") if seat == 0 else colour.darker(160), 2.5 if seat == 0 else 1))
            p.setBrush(colour)
            radius = 7.5 + (1.5 if seat == 0 else 0)
            p.drawEllipse(point, radius, radius)


class Portrait(QWidget):
    """A character's portrait in a ring of the seat's team colour."""

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.key = ""
        self.colour = QColor(PALETTE[1])
        self.setFixedSize(side + 6, side + 6)

    def show_character(self, key: str, colour: str) -> None:
        """Show ``key``'s portrait ringed in ``colour``."""
        self.key, self.colour = key, QColor(colour)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        p.setPen(QPen(self.colour, 3))
        p.setBrush(self.palette().color(QPalette.ColorRole.Base))
        p.drawEllipse(ring)
        path = portrait_path(self.key)
        if path:
            pm = portrait_pixmap(path, self.side, self.devicePixelRatioF())
            p.drawPixmap(3, 3, pm)
        p.end()


class SeatPicker(QFrame):
    """One seat besides ours: the portrait, the seat's name (``label``, the chooser's buddy), the
    character chooser ``combo`` (``seat<n>``: name · tier, item data the character key) and the
    character's one-line style (``style<n>``); or, with ``person`` (``person<n>``, issue 31: "a
    person at this computer") checked, the person's ``name`` (``name<n>``) instead."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"seatPicker{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.portrait = Portrait(44, self)
        self.label = QLabel(self)
        self.combo = QComboBox(self)
        self.combo.setObjectName(f"seat{seat}")
        for key, c in CHARACTERS.items():
            self.combo.addItem(portrait_icon(key), f"{c.name} · {tier_name(c.tier)}", key)
            self.combo.setItemData(self.combo.count() - 1, description(key), Qt.ItemDataRole.ToolTipRole)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.label.setBuddy(self.combo)
        self.style_line = QLabel(self)
        self.style_line.setObjectName(f"style{seat}")
        self.style_line.setWordWrap(True)
        self.style_line.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.style_line.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        muted(self.style_line)
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(2)
        grid.addWidget(self.portrait, 0, 0, 3, 1, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.label, 0, 1)
        grid.addWidget(self.combo, 1, 1, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(self.style_line, 2, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(4, 1)
        self.person = QCheckBox(self)
        self.person.setObjectName(f"person{seat}")
        self.name = QLineEdit(self)
        self.name.setObjectName(f"name{seat}")
        self.name.setMaxLength(24)
        self.name.setVisible(False)
        grid.addWidget(self.person, 3, 1)
        grid.addWidget(self.name, 1, 1)
        self.person.toggled.connect(self._person_toggled)
        self.colour = PALETTE[1]
        self.combo.currentIndexChanged.connect(self._show)
        self.retranslate()

    def retranslate(self) -> None:
        """The person switch's texts in the current language."""
        self.person.setText(QCoreApplication.translate("NewGameDialog", "A person at this computer"))
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Name"))
        self.name.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Name"))

    def _person_toggled(self, on: bool) -> None:
        self.combo.setVisible(not on)
        self.style_line.setVisible(not on)
        self.name.setVisible(on)
        if on:
            self.name.setFocus()

    def key(self) -> str:
        """The chosen character's key."""
        return str(self.combo.currentData())

    def set_colour(self, colour: str) -> None:
        """Ring the portrait in the seat's team colour."""
        self.colour = colour
        self._show()

    def _show(self) -> None:
        self.portrait.show_character(self.key(), self.colour)
        self.style_line.setText(description(self.key()))


def muted(label: QLabel) -> None:
    """Show ``label`` in the palette's placeholder (muted) colour."""
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.PlaceholderText))
    label.setPalette(palette)
    label.setProperty("role", "muted")  # for an application style sheet's muted text


def section_title(text: str, parent: QWidget) -> QLabel:
    """A section's heading (bold, a little larger; role ``heading`` for style sheets)."""
    label = QLabel(text, parent)
    label.setProperty("role", "heading")
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.08)
    label.setFont(font)
    return label
