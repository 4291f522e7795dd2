"""The words on the felt: names and card counts, the stock count, zone titles, pozzetto state,
buraco badges, points on the table and the cues for the player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF

from ...engine import Card
from ...engine.buraco import Buraco
from ...model.hints import cues, table_points
from ...model.plurals import PLURALS
from ..character_texts import portrait_path
from ..geometry.rects import Box
from ..geometry.table_layout import TableLayout
from .decorations import BuracoFrame, Caption

if TYPE_CHECKING:
    from ...model import GameController
    from .scene import TableScene

Plate = tuple[QColor | None, QColor | None, QColor | None]  # fill, ink, outline
NAMEPLATE: Plate = (QColor(0, 0, 0, 120), None, None)
TURN_PLATE: Plate = (QColor(255, 210, 31, 240), QColor(20, 20, 20), QColor(255, 255, 255))
POINTS_PLATE: Plate = (QColor(0, 0, 0, 140), QColor(255, 255, 255), None)
#: buraco plates (and frames) by the engine's class: gold for a clean buraco, silver otherwise
GOLD = QColor(232, 190, 40)
SILVER = QColor(196, 204, 212)
#: the classes the engine counts as clean (``Buraco.is_clean``, R6.4)
CLEAN_CLASSES = frozenset(b.value for b in Buraco if b.is_clean)


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
        self._used: set[tuple] = set()  # the keys placed by the running update
        self.frames: dict[tuple, BuracoFrame] = {}  # the frames around buracos, by badge key
        self._timer = QTimer()  # the thinking dots
        self._timer.setInterval(350)
        self._timer.timeout.connect(self._tick)

    def caption(self, key: tuple) -> Caption:
        """The caption of ``key`` (made, and added to the scene, the first time)."""
        self._used.add(key)
        cap = self.items.get(key)
        if cap is None:
            cap = Caption()
            self.items[key] = cap
            self.scene.addItem(cap)
        return cap

    def place(
        self,
        key: tuple,
        text: str,
        box: Box,
        size: float,
        bold: bool = False,
        align: str = "left",
        badge: bool = False,
        plate: Plate | None = None,
        portrait: str = "",
        ink: str = "",
        stripes: tuple[str, ...] = (),
    ) -> Caption:
        """Show ``text`` in ``box`` (aligned ``left``/``center``/``right``, vertically
        centred), at ``size`` pixels or smaller so that it fits the box; ``badge`` puts it on a
        dark plate, ``plate`` on a plate of other colours (fill, ink, outline); ``portrait``
        (an SVG file) a small picture before the text, inside the box too; ``ink`` the text's
        colour on the felt (``#rrggbb``: a team's); ``stripes`` team colours at the plate's left
        edge (as they were when not given)."""
        cap = self.caption(key)
        if plate is not None:
            cap.set_plate(*plate)
        elif ink:
            cap.set_plate(None, QColor(ink))
        else:
            cap.badge = badge
        if stripes:
            cap.set_stripes(stripes)
        cap.set_portrait(portrait)
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
            cap.setText(
                "\n".join(
                    metrics.elidedText(part, Qt.TextElideMode.ElideRight, room)
                    for part in cap.text().split("\n")
                )
            )
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
        """Place every caption of the current match; a caption the match no longer has (a seat,
        team or pozzetto of an earlier match with more players) leaves the scene (issue 22)."""
        self._used = set()
        self._update(lay)
        for key in [k for k in self.items if k not in self._used]:
            self.scene.removeItem(self.items.pop(key))

    def _update(self, lay: TableLayout) -> None:
        g = self.scene.game
        size = lay.font
        labels = lay.labels
        if self.scene.deck_cut.active:  # a fair deal waits for its cut: the fingerprint, the cue
            self.scene.deck_cut.captions(self, lay)
            for key in list(self.frames):  # no buraco of the hand before stays outlined
                self.scene.removeItem(self.frames.pop(key))
            return
        stock = self.place(("stock",), str(g.stock_size), labels[("stock",)], size, bold=True, align="center")
        stock.setToolTip(PLURALS.stock(g.stock_size))
        self.place(("pile",), QCoreApplication.translate("Table", "Discard pile"), labels[("pile",)], size)
        if g.players not in (2, 4):
            self._update_multi(lay, size)
            return
        from ..teams import team_colours, team_names

        controller = self.scene.controller
        mine = self.scene.seat % 2
        colours = {t: team_colours(controller, t)[0] for t in (0, 1)}
        names = team_names(controller)
        for t in (0, 1):
            who = (
                QCoreApplication.translate("Table", "Ours")
                if t == mine
                else QCoreApplication.translate("Table", "Theirs")
            )
            cap = self.place(
                ("pozzetto", t), who, labels[("pozzetto", t)], size * 0.85, align="center", ink=colours[t]
            )
            cap.setToolTip(
                QCoreApplication.translate("Table", "Our pozzetto")
                if t == mine
                else QCoreApplication.translate("Table", "Their pozzetto")
            )
            self.pozzetto_badge(lay, t, size)
            if controller.human_seat is not None:
                title = (
                    QCoreApplication.translate("Table", "Our melds")
                    if t == mine
                    else QCoreApplication.translate("Table", "Their melds")
                )
            else:  # the computer on every seat: the team's name
                title = QCoreApplication.translate("Table", "Melds of %1").replace("%1", names[t])
            box = labels[("area", t)]  # no room for it beside crowded melds: not shown
            title = self._fitting(box, size * 0.9, [title, ""])
            self.place(("area", t), title, box, size * 0.9, bold=True, ink=colours[t])
        for p in range(g.players):
            self.seat_caption(lay, p, size)
        self.buraco_badges(lay, size)
        view = controller.view()
        points = table_points(view)
        texts = {
            t: QCoreApplication.translate("Table", "%1: %2 on the table")
            .replace("%1", names[t])
            .replace("%2", str(points[t]))
            for t in (0, 1)
        }
        for _ in range(2):  # both at the size the longer one fits
            for t in (0, 1):  # in the centre row: theirs under their melds, ours above ours
                cap = self.place(
                    ("points", t),
                    texts[t] if g.tables[t] else "",
                    labels[("team", t)],
                    size,
                    bold=True,
                    plate=POINTS_PLATE,
                    stripes=(colours[t],),
                )
                if cap.text():
                    size = min(size, float(cap.font().pixelSize()))
        size = lay.font
        cue = " · ".join(cues(view)) if self.scene.controller.human_seat is not None else ""
        self.place(("cues",), cue, labels[("cues",)], size, bold=True, align="right")

    def _update_multi(self, lay: TableLayout, size: float) -> None:
        """:meth:`update` for 3, 5 and 6 players (:mod:`.multi_captions`)."""
        from .multi_captions import update_multi

        g = self.scene.game
        update_multi(self, lay, size)
        for p in range(g.players):
            self.seat_caption(lay, p, size)
        self.buraco_badges(lay, size)
        view = self.scene.controller.view()
        cue = " · ".join(cues(view)) if self.scene.controller.human_seat is not None else ""
        self.place(("cues",), cue, lay.labels[("cues",)], lay.font, bold=True, align="right")

    def buraco_badges(self, lay: TableLayout, size: float) -> None:
        """Every buraco framed on the felt (gold when clean, silver otherwise, as the engine
        classes it) with a badge above its column: its class and bonus when they fit the
        column's width, else its class, else its bonus (both always in the tooltip)."""
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
        gap = lay.meld.gap
        for t in range(len(self.scene.game.tables)):
            for i, meld in enumerate(self.scene.game.tables[t]):
                if meld.buraco is None:
                    continue
                key = ("buraco", t, i)
                wanted.add(key)
                kind = meld.buraco.value
                colour = GOLD if kind in CLEAN_CLASSES else SILVER
                place = lay.melds[t][i]
                box = place.badge
                text = self._fitting(
                    Box(box.x, box.y, box.w, 1e9),
                    size * 0.8,
                    [f"{names[kind]} {meld.bonus}", names[kind], str(meld.bonus)],
                )
                cap = self.place(
                    key,
                    text,
                    place.badge,
                    size * 0.8,
                    bold=True,
                    align="center",
                    plate=(colour, QColor(20, 20, 20), None),
                )
                cap.setToolTip(
                    QCoreApplication.translate("Table", "Buraco %1: %2 bonus")
                    .replace("%1", names[kind])
                    .replace("%2", str(meld.bonus))
                )
                frame = self.frames.get(key)
                if frame is None:
                    frame = BuracoFrame()
                    self.frames[key] = frame
                    self.scene.addItem(frame)
                frame.set_frame(place.box, place.badge, gap, colour, kind in CLEAN_CLASSES)
        for key in [k for k in self.items if k[0] == "buraco" and k not in wanted]:
            self.scene.removeItem(self.items.pop(key))
        for key in [k for k in self.frames if k not in wanted]:
            self.scene.removeItem(self.frames.pop(key))

    @staticmethod
    def _fitting(box: Box, size: float, candidates: list[str], smallest: float = 7.0) -> str:
        """The first of ``candidates`` whose every line fits ``box`` on a plate at ``size``;
        failing that, the first that fits at ``smallest`` px (the last one if none does)."""
        for pixels in (size, smallest):
            font = QFont("DejaVu Sans")
            font.setPixelSize(max(7, round(pixels)))
            font.setBold(True)
            metrics = QFontMetricsF(font)
            for text in candidates:
                lines = text.split("\n")
                if (
                    max(metrics.horizontalAdvance(line) for line in lines) + 10 <= box.w
                    and len(lines) * metrics.height() + 2 <= box.h
                ):
                    return text
        return candidates[-1]

    def seat_caption(self, lay: TableLayout, p: int, size: float) -> None:
        """A seat's nameplate, beside its cards: a bar of its team's colour, a computer
        character's portrait, its name (with the difficulty), "partner" on our partners' plates,
        its cards in hand and whether its team took the pozzetto (one line under our hand, two
        beside the other seats). The seat to play glows (▶ and a gold plate with a halo); a
        computer to play shows three pulsing dots (thinking)."""
        from ..teams import partners, seat_colour

        scene = self.scene
        g = scene.game
        controller = scene.controller
        cards = PLURALS.cards(g.hand_sizes[p])
        pozzetto = (
            QCoreApplication.translate("Table", "pozzetto taken") if g.pozzetto_taken[g.team_of(p)] else ""
        )
        turn = not g.over and g.current == p
        label = scene.seat_name(p)
        human = controller.human_seat
        partner = human is not None and p in partners(controller, human)
        mark = ""
        if partner and QCoreApplication.translate("Table", "Partner") not in label:  # a name
            mark = QCoreApplication.translate("Table", "partner")
        # the whole line, or without the pozzetto (the panel and the pill say it), or the cards
        counts = [
            " · ".join(x for x in parts if x) for parts in ((mark, cards, pozzetto), (mark, cards), (cards,))
        ]
        name = f"{'▶ ' if turn else ''}{label}"
        box = lay.labels[("seat", p)]
        plate = TURN_PLATE if turn else NAMEPLATE
        character = controller.seat_character(p) if p != human else None
        portrait = portrait_path(character.key) if character is not None else ""
        thinking = turn and p != human
        cap = self.caption(("seat", p))  # its bar, halo and dots take room in its box
        cap.set_stripes([seat_colour(controller, p)])
        cap.set_glow(turn)
        cap.set_dots(thinking)
        one_line = lay.sides[p] == "bottom" or box.h < 2 * lay.line - 0.5
        align = "right" if lay.sides[p] == "right" and not one_line else "left"
        for count in dict.fromkeys(counts):
            text = f"{name} · {count}" if one_line else f"{name}\n{count}"
            cap = self.place(("seat", p), text, box, size, turn, align=align, plate=plate, portrait=portrait)
            if cap.font().pixelSize() >= round(0.8 * size) and cap.text() == text:
                break  # readable as it is
        if thinking:
            tip = QCoreApplication.translate("Table", "%1 is thinking").replace("%1", label)
        elif turn and p != scene.seat:
            tip = QCoreApplication.translate("Table", "Their turn")
        else:
            tip = ""
        cap.setToolTip(tip)
        self._ticking()

    def _ticking(self) -> None:
        """Run the thinking dots' timer while a plate shows them."""
        on = any(cap.dots and cap.isVisible() for cap in self.items.values())
        if on and not self._timer.isActive():
            self._timer.start()
        elif not on:
            self._timer.stop()

    def _tick(self) -> None:
        for cap in self.items.values():
            cap.tick()

    def pozzetto_badge(self, lay: TableLayout, team: int, size: float) -> None:
        """Who took a pozzetto, as a badge where the pozzetto lay (nothing before)."""
        g = self.scene.game
        key = ("pozzetto_state", team)
        box = lay.labels[key]  # the two pozzetti's boxes touch: a pixel of air on each side
        box = Box(box.x + 1, box.y, max(0.0, box.w - 2), box.h)
        if not g.pozzetto_taken[team]:
            self.place(key, "", box, size * 0.85)
            return
        taker = g.pozzetto_takers[team]
        if taker is None:
            tip = QCoreApplication.translate("Table", "taken")
        elif taker == self.scene.controller.human_seat:
            tip = QCoreApplication.translate("Table", "taken by you")
        else:
            tip = QCoreApplication.translate("Table", "taken by %1").replace(
                "%1", self.scene.seat_name(taker)
            )
        text = self._fitting(box, 9.0, [QCoreApplication.translate("Table", "taken"), "✓"])  # ✓ if too narrow
        cap = self.place(
            key, text, box, size, bold=True, align="center", plate=taken_plate(self.scene.controller, team)
        )
        cap.setToolTip(tip)


def taken_plate(controller: GameController, team: int) -> Plate:
    """The pill where a taken pozzetto lay, in the colour of the team that took it (the name is
    in its tooltip: one name per team, the pill says only "taken")."""
    from ..teams import team_colours

    return QColor(team_colours(controller, team)[0]), QColor(20, 20, 20), QColor(255, 255, 255, 200)
