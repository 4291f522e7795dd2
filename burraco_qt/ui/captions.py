"""The words on the felt: names and card counts, the stock count, zone titles, pozzetto state,
buraco badges, points on the table and the cues for the player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from ..engine import Card
from ..model.hints import cues, table_points
from ..model.plurals import PLURALS
from .decorations import Caption
from .geometry import Box
from .layout import TableLayout

if TYPE_CHECKING:
    from .scene import TableScene


class TableCaptions:
    """Keeps one :class:`Caption` per key and places each in its box of the layout
    (:attr:`TableLayout.labels`), shrinking the font when the text is too wide for the box.

    This is the one place captions are made: :meth:`rects` lists every visible one (and the
    badges the card items paint), so the layout tests check new captions automatically.
    """

    MIN_FONT = 7.0

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.items: dict[tuple, Caption] = {}

    def place(self, key: tuple, text: str, box: Box, size: float, bold: bool = False,
              align: str = "left", badge: bool = False) -> Caption:
        """Show ``text`` in ``box`` (aligned ``left``/``center``/``right``, vertically
        centred), at ``size`` pixels or smaller so that it fits the box."""
        cap = self.items.get(key)
        if cap is None:
            cap = Caption()
            self.items[key] = cap
            self.scene.addItem(cap)
        cap.badge = badge
        cap.setText(text)
        while True:
            cap.set_size(size, bold)
            rect = cap.boundingRect()
            if (rect.width() <= box.w and rect.height() <= box.h) or size <= self.MIN_FONT:
                break
            size = max(self.MIN_FONT, size * 0.9)
        if rect.height() > box.h + 0.5 and "\n" in text:  # one line only
            cap.setText(text.split("\n")[0])
            rect = cap.boundingRect()
        if rect.width() > box.w + 0.5:  # still too wide at the smallest size: shorten each line
            metrics = QFontMetricsF(cap.font())
            room = max(0.0, box.w - (rect.width() - metrics.horizontalAdvance(cap.text().split("\n")[0])))
            cap.setText("\n".join(metrics.elidedText(part, Qt.TextElideMode.ElideRight, room)
                                  for part in cap.text().split("\n")))
            rect = cap.boundingRect()
        pad = -rect.x()  # a badge's background reaches left of the text
        x = box.x + pad
        if align == "right":
            x = box.right - rect.width() + pad
        elif align == "center":
            x = box.x + (box.w - rect.width()) / 2 + pad
        cap.setPos(round(x), round(box.y + (box.h - rect.height()) / 2 - rect.y()))
        cap.setVisible(bool(text))
        return cap

    def rects(self) -> list[tuple[tuple, QRectF, Card | None]]:
        """Every visible caption, nameplate and badge on the felt: ``(key, scene rect, card)``,
        ``card`` being the card a badge is painted on (``None`` for a caption on the felt)."""
        out: list[tuple[tuple, QRectF, Card | None]] = []
        for key, cap in self.items.items():
            if cap.isVisible() and cap.text():
                out.append((key, cap.sceneBoundingRect(), None))
        for card, item in self.scene.cards.items():
            if item.isVisible():
                box = item.marker_rect()
                if box is not None:
                    out.append((("marker", card.id), item.mapRectToScene(box), card))
        return out

    def update(self, lay: TableLayout) -> None:
        g = self.scene.game
        size = lay.font
        labels = lay.labels
        stock = self.place(("stock",), str(g.stock_size), labels[("stock",)], size, bold=True,
                           align="center")
        stock.setToolTip(PLURALS.stock(g.stock_size))
        self.place(("pile",), QCoreApplication.translate("Table", "Discard pile"), labels[("pile",)],
                   size)
        mine = self.scene.seat % 2
        for t in (0, 1):
            who = (
                QCoreApplication.translate("Table", "Ours")
                if t == mine
                else QCoreApplication.translate("Table", "Theirs")
            )
            cap = self.place(("pozzetto", t), who, labels[("pozzetto", t)], size * 0.85,
                             align="center")
            cap.setToolTip(
                QCoreApplication.translate("Table", "Our pozzetto")
                if t == mine
                else QCoreApplication.translate("Table", "Their pozzetto")
            )
            self.place(("pozzetto_state", t), self.taken_text(t), labels[("pozzetto_state", t)],
                       size * 0.85, align="center")
            title = (
                QCoreApplication.translate("Table", "Our melds")
                if t == mine
                else QCoreApplication.translate("Table", "Their melds")
            )
            self.place(("area", t), title if not g.tables[t] else "", labels[("area", t)], size)
        for p in range(g.players):
            self.seat_caption(lay, p, size)
        self.buraco_badges(lay, size)
        view = self.scene.controller.view()
        points = table_points(view)
        for t in (0, 1):  # in the centre row, between the pile and the pozzetti
            who = (
                QCoreApplication.translate("Table", "Us")
                if t == mine
                else QCoreApplication.translate("Table", "Them")
            )
            text = (
                QCoreApplication.translate("Table", "%1: %2 on the table")
                .replace("%1", who)
                .replace("%2", str(points[t]))
            )
            self.place(("points", t), text if g.tables[t] else "", labels[("team", t)], size * 0.85)
        cue = " · ".join(cues(view)) if self.scene.controller.human_seat is not None else ""
        self.place(("cues",), cue, labels[("cues",)], size, bold=True, align="right")

    def buraco_badges(self, lay: TableLayout, size: float) -> None:
        """The bonus of every buraco above its column (its kind in the tooltip)."""
        names = {
            "clean": QCoreApplication.translate("Table", "clean"),
            "semi_clean": QCoreApplication.translate("Table", "semi-clean"),
            "dirty": QCoreApplication.translate("Table", "dirty"),
            "royal": QCoreApplication.translate("Table", "royal"),
            "royal_dirty": QCoreApplication.translate("Table", "royal dirty"),
            "super": QCoreApplication.translate("Table", "super"),
            "super_dirty": QCoreApplication.translate("Table", "super dirty"),
        }
        wanted = set()
        for t in (0, 1):
            for i, meld in enumerate(self.scene.game.tables[t]):
                if meld.buraco is None:
                    continue
                key = ("buraco", t, i)
                wanted.add(key)
                cap = self.place(key, str(meld.bonus), lay.melds[t][i].badge, size * 0.8,
                                 bold=True, align="center", badge=True)
                cap.setToolTip(
                    QCoreApplication.translate("Table", "Buraco %1: %2 bonus")
                    .replace("%1", names[meld.buraco.value])
                    .replace("%2", str(meld.bonus))
                )
        for key in [k for k in self.items if k[0] == "buraco" and k not in wanted]:
            self.scene.removeItem(self.items.pop(key))

    def seat_caption(self, lay: TableLayout, p: int, size: float) -> None:
        """A seat's nameplate: who, and how many cards (two lines beside the other seats)."""
        g = self.scene.game
        count = PLURALS.cards(len(g.hands[p]))
        turn = not g.over and g.current == p
        name = f"{'▶ ' if turn else ''}{self.scene.seat_name(p)}"
        side = lay.sides[p]
        box = lay.labels[("seat", p)]
        if side == "bottom" or g.players == 2:
            self.place(("seat", p), f"{name} · {count}", box, size, turn)
        else:
            align = "right" if side == "right" else "left"
            self.place(("seat", p), f"{name}\n{count}", box, size, turn, align=align)

    def taken_text(self, team: int) -> str:
        """"taken by …" under a pozzetto that was picked up (empty otherwise)."""
        g = self.scene.game
        if not g.pozzetto_taken[team]:
            return ""
        taker = g.pozzetto_takers[team]
        if taker is None:
            return QCoreApplication.translate("Table", "taken")
        if taker == self.scene.controller.human_seat:
            return QCoreApplication.translate("Table", "taken by you")
        name = self.scene.seat_name(taker).split(" (")[0]  # without the difficulty: the box is narrow
        return QCoreApplication.translate("Table", "taken by\n%1").replace("%1", name)

