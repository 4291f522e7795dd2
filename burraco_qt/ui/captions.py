"""The words on the felt: names and card counts, the stock count, zone titles, pozzetto state,
buraco badges, points on the table and the cues for the player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..model.hints import cues, table_points
from ..model.plurals import PLURALS
from .decorations import Caption
from .layout import OTHER_SCALE, TableLayout

if TYPE_CHECKING:
    from .scene import TableScene


class TableCaptions:
    """Keeps one :class:`Caption` per key and places them for a layout (:meth:`update`)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.items: dict[tuple, Caption] = {}

    def caption(
        self, key: tuple, text: str, x: float, y: float, size: float, bold: bool = False, align: str = "left"
    ) -> Caption:
        cap = self.items.get(key)
        if cap is None:
            cap = Caption()
            self.items[key] = cap
            self.scene.addItem(cap)
        cap.set_size(size, bold)
        cap.setText(text)
        width = cap.boundingRect().width()
        if align == "right":
            x -= width
        elif align == "center":
            x -= width / 2
        cap.setPos(x, y)
        return cap

    def update(self, lay: TableLayout) -> None:
        g = self.scene.game
        size = max(10.0, lay.card_w * 0.16)
        line = size * 1.35
        stock = self.caption(
            ("stock",),
            str(g.stock_size),
            lay.stock.x + lay.card_w / 2,
            lay.stock.y + lay.card_h / 2 - line / 2,
            size * 1.4,
            bold=True,
            align="center",
        )
        stock.badge = True
        stock.setToolTip(PLURALS.stock(g.stock_size))
        self.caption(
            ("pile",),
            QCoreApplication.translate("Table", "Discard pile"),
            lay.pile.x,
            lay.pile.y - line,
            size,
        )
        mine = self.scene.seat % 2
        for t in (0, 1):
            box = lay.pozzetti[t]
            who = (
                QCoreApplication.translate("Table", "Ours")
                if t == mine
                else QCoreApplication.translate("Table", "Theirs")
            )
            cap = self.caption(
                ("pozzetto", t), who, box.x + box.w / 2, box.y - line, size * 0.85, align="center"
            )
            cap.setToolTip(
                QCoreApplication.translate("Table", "Our pozzetto")
                if t == mine
                else QCoreApplication.translate("Table", "Their pozzetto")
            )
            self.caption(
                ("pozzetto_state", t),
                self.taken_text(t),
                box.x + box.w / 2,
                box.y + box.h / 2 - line / 2,
                size * 0.85,
                align="center",
            )
            area = lay.meld_areas[t]
            title = (
                QCoreApplication.translate("Table", "Our melds")
                if t == mine
                else QCoreApplication.translate("Table", "Their melds")
            )
            self.caption(("area", t), title if not g.tables[t] else "", area.x + 6, area.y + 4, size)
        for p in range(g.players):
            self.seat_caption(lay, p, size, line)
        self.buraco_badges(lay, size)
        view = self.scene.controller.view()
        points = table_points(view)
        for t in (0, 1):  # in the centre row, at the right end of the pile's room
            y = lay.pile.y if t != mine else lay.pile.bottom - line
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
            self.caption(
                ("points", t), text if g.tables[t] else "", lay.pile.right, y, size * 0.85, align="right"
            )
        hand = lay.hands[self.scene.seat]
        cue = " · ".join(cues(view)) if self.scene.controller.human_seat is not None else ""
        self.caption(("cues",), cue, hand.right, hand.y - lay.lift - line, size, bold=True, align="right")

    def buraco_badges(self, lay: TableLayout, size: float) -> None:
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
                box = lay.melds[t][i].box
                cap = self.caption(
                    key,
                    f"{names[meld.buraco.value]} {meld.bonus}",
                    box.right - 4,
                    box.y + 4,
                    size * 0.8,
                    bold=True,
                    align="right",
                )
                cap.badge = True
                cap.setToolTip(
                    QCoreApplication.translate("Table", "Buraco: %1 bonus").replace("%1", str(meld.bonus))
                )
        for key in [k for k in self.items if k[0] == "buraco" and k not in wanted]:
            self.scene.removeItem(self.items.pop(key))

    def seat_caption(self, lay: TableLayout, p: int, size: float, line: float) -> None:
        g = self.scene.game
        box = lay.hands[p]
        count = PLURALS.cards(len(g.hands[p]))
        turn = not g.over and g.current == p
        text = f"{'▶ ' if turn else ''}{self.scene.seat_name(p)} · {count}"
        side = lay.sides[p]
        if side == "bottom":
            self.caption(("seat", p), text, box.x, box.y - lay.lift - line, size, turn)
        elif side == "top":
            positions = lay.hand_positions(p, len(g.hands[p]))
            right = positions[-1][0] + lay.card_w * OTHER_SCALE if positions else box.x + box.w / 2
            self.caption(("seat", p), text, right + 10, box.y + 2, size, turn)
        elif side == "left":
            self.caption(("seat", p), text, box.x, box.y - line, size, turn)
        else:
            self.caption(("seat", p), text, box.right, box.y - line, size, turn, align="right")

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

