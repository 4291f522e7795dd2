"""The cut of a fair deal on the table (issue 29, :mod:`burraco_qt.engine.fairdeal`).

Before the first move of a fair hand the committed deck lies spread face down across the
table, under its fingerprint (the first 16 hex digits; the whole hash in the tooltip and in
Game → Fairness details…). The player cuts it: a click on a card of the spread cuts there (the
clicked card comes first; a click on the first card cuts at 1), or digits typed on the table
then Enter cut at that number (Backspace takes a digit back, Esc clears them). A table of
computers only is cut at random by the controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from ...engine.fairdeal import short_fingerprint
from ..geometry.rects import Box
from .motion import travel

if TYPE_CHECKING:
    from ..geometry.table_layout import TableLayout
    from .captions import TableCaptions
    from .scene import TableScene

#: Keys of the cut's captions (made by :class:`~.captions.TableCaptions`).
FINGERPRINT_KEY = ("fingerprint",)
CUT_CUE_KEY = ("cut",)


class DeckCut:
    """The scene's cut of a fair deal: the spread deck, the typed number, the click."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.typed = ""  # the digits typed so far
        self._spread: Box | None = None  # where the spread lies (first card's left to last's right)
        self._step = 0.0

    @property
    def active(self) -> bool:
        """Whether the deck waits for the player's cut (or a random one: computers only)."""
        return self.scene.controller.awaiting_cut

    @property
    def size(self) -> int:
        """The number of cards of the committed deck."""
        commitment = self.scene.controller.match.commitment
        return 0 if commitment is None else commitment.size

    def spread_box(self, lay: TableLayout) -> Box:
        """The spread's box: across the table at the stock's height."""
        rect = self.scene.sceneRect()
        margin = max(8.0, rect.width() * 0.05)
        return Box(margin, lay.stock.y, rect.width() - 2 * margin, lay.table_h)

    def lay_out(self, lay: TableLayout, ms: int) -> None:
        """Every card of the committed deck face down in the spread, first card on the left."""
        commitment = self.scene.controller.match.commitment
        if commitment is None:
            return
        box = self.spread_box(lay)
        n = commitment.size
        self._step = (box.w - lay.table_w) / max(1, n - 1)
        self._spread = box
        for i, item in enumerate(self.scene.pool.zones.get(("deck",), [])):  # backs (issue 31)
            item.finish()
            item.setVisible(True)
            item.set_face(False)
            item.set_look(selected=False, highlight=False, hinted=False, marker=None, focused=False)
            # every back at the stock's size, upright (a back that was a hand's or a pozzetto's
            # card keeps no size of its own: the travel's target width is the spread's)
            travel(
                item,
                QPointF(round(box.x + i * self._step), round(box.y)),
                ms,
                z=100 + i * 0.01,
                width=lay.table_w,
                angle=0,
            )

    def cut_at(self, pos: QPointF) -> int | None:
        """The cut a click at ``pos`` (scene coordinates) asks for: the index of the card of
        the spread under it (1 … cards - 1), or ``None`` off the spread."""
        box = self._spread
        if box is None or not (box.y <= pos.y() <= box.y + box.h and box.x <= pos.x() <= box.right):
            return None
        index = int((pos.x() - box.x) // self._step) if self._step > 0 else 0
        return min(max(index, 1), self.size - 1)

    def press(self, pos: QPointF) -> bool:
        """A click while the deck waits: cut where it landed on the spread (``True`` if cut)."""
        cut = self.cut_at(pos)
        if cut is None:
            self.scene.show_toast(self.prompt())
            return False
        self.typed = ""
        self.scene.controller.cut(cut)
        return True

    def key(self, event) -> bool:
        """Digits, Backspace, Esc and Enter while the deck waits; ``True`` when used."""
        key = event.key()
        text = event.text()
        if text.isdigit() and len(text) == 1:
            if len(self.typed) < 3:
                self.typed += text
        elif key == Qt.Key.Key_Backspace:
            self.typed = self.typed[:-1]
        elif key == Qt.Key.Key_Escape:
            self.typed = ""
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return self.enter()
        else:
            return False
        self.scene.relayout(animate=False)
        return True

    def enter(self) -> bool:
        """Cut at the typed number (a toast says the range when it is out of it)."""
        n = self.size
        value = int(self.typed) if self.typed else 0
        if not 1 <= value <= n - 1:
            self.typed = ""
            self.scene.show_toast(
                QCoreApplication.translate("Table", "Cut at a number from 1 to %1.").replace("%1", str(n - 1))
            )
            self.scene.relayout(animate=False)
            return True
        self.typed = ""
        self.scene.controller.cut(value)
        return True

    def prompt(self) -> str:
        """What the player is asked to do."""
        if self.scene.controller.human_seat is None:
            return QCoreApplication.translate("Table", "The deck is cut at random…")
        if self.typed:
            return QCoreApplication.translate("Table", "Cut at %1: press Enter").replace("%1", self.typed)
        return QCoreApplication.translate(
            "Table", "Cut the deck: click a card of the deck, or type a number from 1 to %1 and press Enter"
        ).replace("%1", str(self.size - 1))

    def captions(self, labels: TableCaptions, lay: TableLayout) -> None:
        """The fingerprint above the spread and the prompt under it."""
        commitment = self.scene.controller.match.commitment
        if commitment is None:
            return
        box = self.spread_box(lay)
        size = lay.font
        line = size * 1.8
        head = Box(box.x, box.y - line * 1.2, box.w, line)
        text = QCoreApplication.translate("Table", "Deck fingerprint %1").replace(
            "%1", short_fingerprint(commitment.fingerprint)
        )
        cap = labels.place(FINGERPRINT_KEY, text, head, size, bold=True, align="center", badge=True)
        cap.setToolTip(
            QCoreApplication.translate(
                "Table",
                "SHA-256 of the shuffled deck and a secret salt, fixed before your cut:\n%1\n"
                "The salt and the deck are revealed after the hand.",
            ).replace("%1", commitment.fingerprint)
        )
        foot = Box(box.x, box.y + box.h + line * 0.3, box.w, line)
        labels.place(CUT_CUE_KEY, self.prompt(), foot, size, bold=True, align="center")
