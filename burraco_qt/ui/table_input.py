"""Mouse and keyboard on the table: every verb of the classic table, sent to the controller.

* click the stock to draw; click the discard pile to take it (or, with one card selected in the
  play phase, to discard it);
* click cards of the hand to select them; click our meld area to lay the selection as a new meld;
  click one of our melds to attach the selection (on a run, the side clicked chooses the
  wildcard's end when both are possible);
* drag a card or the selection onto a meld (attach), our meld area (new meld) or the pile
  (discard); drag within the hand to reorder; right-click a card to discard it;
* keys: Left/Right move the focus in the hand, Space selects, Enter melds the selection,
  1–9 attach it to that meld, X or Delete discards, D draws, P takes the pile, Esc clears.

While dragging, the zones the engine would accept are highlighted (``controller.check``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from ..engine import Attach, Card, Command, Discard, Draw, InvalidMeld, MeldCards, TakePile
from .card_item import CardItem
from .layout import Box

if TYPE_CHECKING:
    from .scene import TableScene

DRAG_DISTANCE = 4  # pixels before a press becomes a drag


class TableInput:
    """The input state machine of a :class:`~burraco_qt.ui.scene.TableScene`."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self._press_pos: QPointF | None = None
        self._press_screen: QPointF | None = None
        self._press_card: Card | None = None
        self.drag: list[Card] = []
        self._offsets: dict[Card, QPointF] = {}
        self.accepting: set[tuple] = set()  # zones the engine would accept the dragged cards on

    def dragged_set(self) -> set[Card]:
        return set(self.drag)

    # ------------------------------------------------------------------ hit testing
    def card_at(self, pos: QPointF) -> Card | None:
        for item in self.scene.items(pos):
            if isinstance(item, CardItem):
                return item.card
        return None

    def hand_card_at(self, pos: QPointF) -> Card | None:
        for item in self.scene.items(pos):
            if isinstance(item, CardItem) and item.card in self.scene.hand_order \
                    and item.card not in self.drag:
                return item.card
        return None

    def zone_boxes(self) -> dict[tuple, Box]:
        lay = self.scene.layout
        if lay is None:
            return {}
        mine = self.scene.seat % 2
        boxes: dict[tuple, Box] = {}
        for i, place in enumerate(lay.melds[mine]):
            boxes[("meld", mine, i)] = place.box
        boxes[("area", mine)] = lay.meld_areas[mine]
        pile = lay.pile
        boxes[("pile",)] = Box(pile.x, pile.y, max(lay.card_w, pile.w), pile.h)
        boxes[("stock",)] = lay.stock
        hand = lay.hands[self.scene.seat]
        boxes[("hand",)] = Box(hand.x, hand.y - lay.lift, hand.w, hand.h + lay.lift)
        return boxes

    def zone_at(self, pos: QPointF) -> tuple | None:
        for key, box in self.zone_boxes().items():  # melds come before their area
            if box.contains(pos.x(), pos.y()):
                return key
        return None

    # ------------------------------------------------------------------ sending
    def send(self, command: Command) -> bool:
        return self.scene.controller.send(command)

    def _selection(self) -> list[Card]:
        order = self.scene.hand_order
        return sorted(self.scene.selected, key=order.index)

    def attach_command(self, cards: list[Card], index: int, x: float | None) -> Attach:
        """Attach ``cards`` to our meld ``index``; when a run's wildcard could stand at either
        end, the side of ``x`` on the meld chooses (left: low end)."""
        mine = self.scene.seat % 2
        meld = self.scene.game.tables[mine][index]
        if x is None or meld.kind != "run" or not any(c.is_wild for c in cards):
            return Attach(cards, index)
        results = {}
        for end in ("low", "high"):
            try:
                results[end] = meld.attach(cards, end).values
            except InvalidMeld:
                return Attach(cards, index)
        if results["low"] == results["high"]:
            return Attach(cards, index)
        box = self.zone_boxes()[("meld", mine, index)]
        return Attach(cards, index, "low" if x < box.x + box.w / 2 else "high")

    # ------------------------------------------------------------------ mouse
    def press(self, event) -> None:
        pos = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:
            card = self.hand_card_at(pos)
            if card is not None:
                self.send(Discard(card))
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press_pos = pos
        self._press_screen = QPointF(event.screenPos())
        self._press_card = self.hand_card_at(pos)
        event.accept()

    def move(self, event) -> None:
        pos = event.scenePos()
        if (self._press_card is not None and not self.drag and self._press_screen is not None
                and (QPointF(event.screenPos()) - self._press_screen).manhattanLength()
                >= DRAG_DISTANCE):
            self._start_drag()
        if self.drag:
            for c in self.drag:
                self.scene.cards[c].setPos(pos - self._offsets[c])
            self._hover()
        event.accept()

    def release(self, event) -> None:
        pos = event.scenePos()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.drag:
            self._drop(pos)
        elif self._press_pos is not None:
            self._click(self._press_card, self.zone_at(self._press_pos), pos)
        self._press_pos = self._press_screen = self._press_card = None
        event.accept()

    def _click(self, card: Card | None, zone: tuple | None, pos: QPointF) -> None:
        scene = self.scene
        if card is not None:
            if card in scene.selected:
                scene.selected.remove(card)
            else:
                scene.selected.append(card)
            scene.focus_card = card
            scene.show_focus = False
            scene.relayout(animate=True)
            return
        if zone is None:
            return
        selection = self._selection()
        kind = zone[0]
        game = scene.game
        if kind == "stock":
            self.send(Draw())
        elif kind == "pile":
            if game.phase == "play" and game.current == scene.seat and len(selection) == 1:
                self.send(Discard(selection[0]))
            elif game.phase == "play" and game.current == scene.seat:
                scene.show_toast(QCoreApplication.translate(
                    "Table", "Select one card, then click the discard pile to discard it."))
            else:
                self.send(TakePile())
        elif kind == "meld" and selection:
            self.send(self.attach_command(selection, zone[2], pos.x()))
        elif kind == "area" and selection:
            self.send(MeldCards(selection))

    def _start_drag(self) -> None:
        scene = self.scene
        card = self._press_card
        assert card is not None and self._press_pos is not None
        cards = self._selection() if card in scene.selected else [card]
        self.drag = cards
        self._offsets = {c: self._press_pos - scene.cards[c].pos() for c in cards}
        for i, c in enumerate(cards):
            item = scene.cards[c]
            item.finish()
            item.setZValue(3000 + i)
        mine = scene.seat % 2
        candidates: dict[tuple, Command] = {("area", mine): MeldCards(cards)}
        if len(cards) == 1:  # a discard is one card: several cards have no pile command
            candidates[("pile",)] = Discard(cards[0])
        for i in range(len(scene.game.tables[mine])):
            candidates[("meld", mine, i)] = Attach(cards, i)
        self.accepting = {key for key, cmd in candidates.items() if scene.controller.check(cmd).ok}
        self.accepting.add(("hand",))  # reordering the hand is always possible
        for key, frame in scene.frames.items():
            frame.set_state("accept" if key in self.accepting else "idle")
            frame.setVisible(key[0] == "area" or key in self.accepting)

    def _drag_box(self) -> Box:
        rect = None
        for c in self.drag:
            r = self.scene.cards[c].sceneBoundingRect()
            rect = r if rect is None else rect.united(r)
        assert rect is not None
        return Box(rect.x(), rect.y(), rect.width(), rect.height())

    def _best_target(self) -> tuple | None:
        box = self._drag_box()
        boxes = self.zone_boxes()
        best, best_area = None, 0.0
        for key in self.accepting:
            if key == ("hand",):
                continue
            area = boxes[key].overlap(box) if key in boxes else 0.0
            if key[0] == "area":
                area *= 0.5  # a meld inside the area wins over the area itself
            if area > best_area:
                best, best_area = key, area
        return best

    def _hover(self) -> None:
        target = self._best_target()
        for key, frame in self.scene.frames.items():
            if key in self.accepting:
                frame.set_state("target" if key == target else "accept")

    def _drop(self, pos: QPointF) -> None:
        scene = self.scene
        cards = self.drag
        target = self._best_target()
        self.drag = []
        for frame in scene.frames.values():
            frame.set_state("idle")
        if target is None:
            under = self.zone_at(pos)
            if under is not None and under[0] in ("pile", "meld", "area"):
                target = under  # not accepted: send it anyway, the engine says why
            else:
                if under == ("hand",):
                    self._reorder(cards, pos.x())
                scene.relayout(animate=True, snap=True)
                return
        if target[0] == "pile" and len(cards) > 1:
            scene.show_toast(QCoreApplication.translate("Table", "Discard one card at a time."))
            scene.relayout(animate=True, snap=True)
            return
        if target[0] == "pile":
            cmd: Command = Discard(cards[0])
        elif target[0] == "meld":
            cmd = self.attach_command(cards, target[2], pos.x())
        else:
            cmd = MeldCards(cards)
        if not self.send(cmd):
            return  # on_refused animated the cards back
        scene.selected = [c for c in scene.selected if c not in cards]

    def _reorder(self, cards: list[Card], x: float) -> None:
        scene = self.scene
        rest = [c for c in scene.hand_order if c not in cards]
        index = sum(1 for c in rest if scene.cards[c].target.x() + scene.cards[c].width / 2 < x)
        scene.hand_order = rest[:index] + cards + rest[index:]

    # ------------------------------------------------------------------ keyboard
    def key(self, event) -> bool:
        scene = self.scene
        k = event.key()
        order = scene.hand_order
        focused = scene.focus_card if scene.focus_card in order else None
        selection = self._selection() or ([focused] if focused else [])
        if k in (Qt.Key.Key_Left, Qt.Key.Key_Right) and order:
            step = -1 if k == Qt.Key.Key_Left else 1
            index = order.index(focused) + step if focused is not None else 0
            scene.focus_card = order[max(0, min(len(order) - 1, index))]
            scene.show_focus = True
            scene.relayout(animate=True)
        elif k == Qt.Key.Key_Space and focused is not None:
            self._click(focused, None, QPointF())
            scene.show_focus = True
            scene.relayout(animate=True)
        elif k in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and selection:
            self.send(MeldCards(selection))
        elif k in (Qt.Key.Key_X, Qt.Key.Key_Delete) and len(selection) == 1:
            self.send(Discard(selection[0]))
        elif k == Qt.Key.Key_D:
            self.send(Draw())
        elif k == Qt.Key.Key_P:
            self.send(TakePile())
        elif Qt.Key.Key_1 <= k <= Qt.Key.Key_9 and selection:
            self.send(Attach(selection, k - Qt.Key.Key_1))
        elif k == Qt.Key.Key_Escape:
            scene.selected.clear()
            scene.relayout(animate=True)
        else:
            return False
        return True
