"""Mouse and keyboard on the table: every verb of the classic table, sent to the controller.

* click the stock to draw; click the discard pile to take it (or, with one card selected in the
  play phase, to discard it);
* click cards of the hand to select them; click our meld area to lay the selection as a new meld;
  click one of our melds to attach the selection (on a run, the upper or lower half of the column
  chooses the wildcard's end when both are possible);
* drag a card or the selection onto a meld (attach), our meld area (new meld) or the pile
  (discard): the target is the zone under the pointer; a refusing target says why, the felt
  says nothing; drag within the hand to reorder; right-click a card to discard it;
* the hand keeps still while the pointer is on it: after an action no card moves under it, the
  gap closes when the pointer leaves (with the keyboard, at the next key action);
* keys: Left/Right move the focus in the hand (or among our melds), Tab/Shift+Tab or Up/Down move
  it between the hand and our melds, Space selects, Enter melds the selection (or attaches it to
  the focused meld), 1–9 attach it to that meld, X or Delete discards (the selected card when
  exactly one is selected, else the focused card), D draws, P takes the pile, Esc clears;
* draw mode (``casual``, RULES-CASUAL.md R35.2): click our pozzetto, or press Z, to take it
  instead of drawing (outlined when the engine would accept it; else the engine's reason).

While dragging, the zones the engine would accept are highlighted (``controller.check``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from ...engine import (
    Attach,
    Card,
    Command,
    Discard,
    Draw,
    InvalidMeld,
    MeldCards,
    TakePile,
    TakePozzetto,
)
from ...engine.errors import not_own_meld
from ..geometry.table_layout import Box

if TYPE_CHECKING:
    from .scene import TableScene

DRAG_DISTANCE = 4  # pixels before a press becomes a drag
DRAG_STEP = 0.25  # × card width: the step of several dragged cards


def _clipped(box: Box, others: list[Box]) -> Box:
    """``box`` cut back, one side at a time, until it overlaps none of ``others`` (each time
    the cut that keeps the most of it)."""
    for other in others:
        if box.overlap(other) <= 0:
            continue
        cuts = []
        if other.y > box.y:  # the other one is lower: cut the bottom
            cuts.append(Box(box.x, box.y, box.w, other.y - box.y))
        if other.bottom < box.bottom:  # higher: cut the top
            cuts.append(Box(box.x, other.bottom, box.w, box.bottom - other.bottom))
        if other.x > box.x:  # to the right: cut the right side
            cuts.append(Box(box.x, box.y, other.x - box.x, box.h))
        if other.right < box.right:  # to the left: cut the left side
            cuts.append(Box(other.right, box.y, box.right - other.right, box.h))
        if cuts:
            box = max(cuts, key=lambda b: b.w * b.h)
    return box


class TableInput:
    """The input state machine of a :class:`~burraco_qt.ui.table.scene.TableScene`."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self._press_pos: QPointF | None = None
        self._press_screen: QPointF | None = None
        self._press_card: Card | None = None
        self.drag: list[Card] = []
        self._offsets: dict[Card, QPointF] = {}
        self.accepting: set[tuple] = set()  # zones the engine would accept the dragged cards on
        self._last_meld = 0  # the meld Up returns to

    def dragged_set(self) -> set[Card]:
        return set(self.drag)

    # ------------------------------------------------------------------ hit testing
    def hand_zone(self) -> Box | None:
        """The player's hand with the band selected cards rise into."""
        lay = self.scene.layout
        if lay is None:
            return None
        hand = lay.hands[self.scene.seat]
        return Box(hand.x, hand.y - lay.lift, hand.w, hand.h + lay.lift)

    def hand_card_at(self, pos: QPointF) -> Card | None:
        """The card of the hand whose strip is under ``pos``: raised or not, the same card for
        the same spot (cards are taken at their resting place, not mid-animation)."""
        zone = self.hand_zone()
        if zone is None or not zone.contains(pos.x(), pos.y()):
            return None
        for c in reversed(self.scene.hand_order):
            item = self.scene.cards[c]
            x = item.target.x()
            if c not in self.drag and x <= pos.x() <= x + item.width:
                return c
        return None

    def zone_boxes(self) -> dict[tuple, Box]:
        """The zones a click or a drop can reach, in the order they are looked up: our melds'
        columns, the opponents' columns, the two meld areas, the discard pile (its visible cards
        plus a quarter card, cut back where it would reach another zone, so the pile's frame is
        exactly where a drop discards), the stock and the hand."""
        lay = self.scene.layout
        if lay is None:
            return {}
        mine = self.scene.game.team_of(self.scene.seat)
        others = [t for t in sorted(lay.meld_areas) if t != mine]  # one with 2 and 4 players
        boxes: dict[tuple, Box] = {}
        for team, kind in ((mine, "meld"), *((t, "their_meld") for t in others)):
            for i, place in enumerate(lay.melds[team]):
                col = place.box
                boxes[(kind, team, i)] = Box(col.x, place.badge.y, col.w, col.bottom - place.badge.y)
        boxes[("area", mine)] = lay.meld_areas[mine]
        for theirs in others:
            boxes[("their_area", theirs)] = lay.meld_areas[theirs]
        boxes[("stock",)] = lay.stock
        if self.scene.game.rules.draw_mode and not self.scene.game.pozzetto_taken[mine]:
            boxes[("pozzetto", mine)] = lay.pozzetti[mine]
        hand = self.hand_zone()
        if hand is not None:
            boxes[("hand",)] = hand
        pile = _clipped(lay.pile_zone(len(self.scene.game.pile)), list(boxes.values()))
        boxes = (
            {k: b for k, b in boxes.items() if k[0] in ("meld", "their_meld", "area", "their_area")}
            | {("pile",): pile}
            | {k: b for k, b in boxes.items() if k in (("stock",), ("hand",)) or k[0] == "pozzetto"}
        )
        return boxes

    def zone_at(self, pos: QPointF) -> tuple | None:
        """The zone under ``pos`` (``None``: the felt)."""
        for key, box in self.zone_boxes().items():
            if box.contains(pos.x(), pos.y()):
                return key
        return None

    # ------------------------------------------------------------------ sending
    def send(self, command: Command) -> bool:
        return self.scene.controller.send(command)

    def send_key(self, command: Command) -> bool:
        """Send a command made with the keyboard: the hand keeps its places until the next key
        action (its gap closes then), as it does under the pointer."""
        self.scene.hold_hand(keys=True)
        return self.send(command)

    def _selection(self) -> list[Card]:
        order = self.scene.hand_order
        return sorted(self.scene.selected, key=order.index)

    def attach_command(
        self, cards: list[Card], index: int, y: float | None, x: float | None = None
    ) -> Attach:
        """Attach ``cards`` to our meld ``index``; when a run's wildcard could stand at either
        end, the half of the column at height ``y`` chooses (upper half: the low end, which is
        the top of the fan; a folded meld: the first half of its cards in their order, down its
        columns from the left, at ``x``, ``y``)."""
        mine = self.scene.game.team_of(self.scene.seat)
        meld = self.scene.game.tables[mine][index]
        if y is None or meld.kind != "run" or not any(c.is_wild for c in cards):
            return Attach(cards, index)
        results = {}
        for end in ("low", "high"):
            try:
                results[end] = meld.attach(cards, end).values
            except InvalidMeld:
                return Attach(cards, index)
        if results["low"] == results["high"]:
            return Attach(cards, index)
        assert self.scene.layout is not None
        place = self.scene.layout.melds[mine][index]
        box = place.box
        if place.columns > 1 and x is not None:
            column = min(place.columns - 1, max(0, int((x - box.x) // place.pitch)))
            row = min(place.per_column - 1.0, max(0.0, (y - box.y) / place.step))
            low = column * place.per_column + row < len(meld) / 2
            return Attach(cards, index, "low" if low else "high")
        return Attach(cards, index, "low" if y < box.y + box.h / 2 else "high")

    # ------------------------------------------------------------------ mouse
    def press(self, event) -> None:
        pos = event.scenePos()
        self._anchor_hand(pos)
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
        if (
            self._press_card is not None
            and not self.drag
            and self._press_screen is not None
            and (QPointF(event.screenPos()) - self._press_screen).manhattanLength() >= DRAG_DISTANCE
        ):
            self._start_drag()
        if self.drag:
            for c in self.drag:
                self.scene.cards[c].setPos(pos - self._offsets[c])
            self._hover(pos)
        elif self._press_pos is None:
            self._anchor_hand(pos)
        event.accept()

    def _anchor_hand(self, pos: QPointF) -> None:
        """Keep the hand still while the pointer is on it; let it go (its gaps close, it is
        centred again) when the pointer leaves."""
        scene = self.scene
        zone = self.hand_zone()
        inside = zone is not None and zone.contains(pos.x(), pos.y())
        if inside:
            if scene.hold is not None:
                scene.hold.keys = False  # the pointer keeps it now
            scene.hold_hand()
        elif scene.hold is not None and not scene.hold.keys:
            scene.release_hand()

    def release(self, event) -> None:
        pos = event.scenePos()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        zone = self.hand_zone()
        away = zone is None or not zone.contains(pos.x(), pos.y())
        if away and self.scene.hold is not None and not self.scene.hold.keys:
            self.scene.hold = None  # released away from the hand: it may be centred again
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
            scene.clear_hint()
            scene.relayout(animate=True)
            return
        if zone is None:
            return
        selection = self._selection()
        kind = zone[0]
        game = scene.game
        if kind == "stock":
            self.send(Draw())
        elif kind == "pozzetto":
            self.send(TakePozzetto())
        elif kind == "pile":
            if game.phase == "play" and game.current == scene.seat and len(selection) == 1:
                self.send(Discard(selection[0]))
            elif game.phase == "play" and game.current == scene.seat:
                scene.show_toast(
                    QCoreApplication.translate(
                        "Table", "Select one card, then click the discard pile to discard it."
                    )
                )
            else:
                self.send(TakePile())
        elif kind == "meld" and selection:
            self.send(self.attach_command(selection, zone[2], pos.y(), pos.x()))
        elif kind == "area" and selection:
            self.send(MeldCards(selection))
        elif kind in ("their_meld", "their_area") and selection:
            self._not_theirs()

    def _start_drag(self) -> None:
        scene = self.scene
        card = self._press_card
        assert card is not None and self._press_pos is not None
        cards = self._selection() if card in scene.selected else [card]
        self.drag = cards
        # the cards travel as one tight fan, the pressed card under the pointer
        grip = self._press_pos - scene.cards[card].pos()
        step = DRAG_STEP * scene.cards[card].width
        k = cards.index(card)
        self._offsets = {c: grip - QPointF((i - k) * step, 0) for i, c in enumerate(cards)}
        for i, c in enumerate(cards):
            item = scene.cards[c]
            item.finish()
            item.setZValue(3000 + i)
        mine = scene.game.team_of(scene.seat)
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

    def _hover(self, pos: QPointF) -> None:
        """Light the accepting zone under the pointer as the target."""
        target = self.zone_at(pos)
        for key, frame in self.scene.frames.items():
            if key in self.accepting:
                frame.set_state("target" if key == target else "accept")

    def _drop(self, pos: QPointF) -> None:
        """Drop the dragged cards on the zone under the pointer: the engine applies the command
        or says why not; the felt, the stock and the hand (which reorders) send nothing."""
        scene = self.scene
        cards = self.drag
        target = self.zone_at(pos)
        self.drag = []
        self._offsets = {}  # (kept, they would hold these cards after the table turns: hot seat)
        for frame in scene.frames.values():
            frame.set_state("idle")
        kind = target[0] if target else None
        if kind not in ("pile", "meld", "area", "their_meld", "their_area"):
            if kind == "hand":
                self._reorder(cards, pos.x())
            scene.relayout(animate=True, snap=True)
            return
        assert target is not None
        if kind in ("their_meld", "their_area"):
            self._not_theirs()
            return
        if kind == "pile" and len(cards) > 1:
            scene.show_toast(QCoreApplication.translate("Table", "Discard one card at a time."))
            scene.relayout(animate=True, snap=True)
            return
        if kind == "pile":
            cmd: Command = Discard(cards[0])
        elif kind == "meld":
            cmd = self.attach_command(cards, target[2], pos.y(), pos.x())
        else:
            cmd = MeldCards(cards)
        if not self.send(cmd):
            return  # on_refused animated the cards back
        scene.selected = [c for c in scene.selected if c not in cards]

    def _not_theirs(self) -> None:
        """Say why cards cannot go onto the opponents' melds (the engine's attach only names our
        own team's melds, so the table says it, through the same refusal path)."""
        self.scene.on_refused(not_own_meld())

    def _reorder(self, cards: list[Card], x: float) -> None:
        scene = self.scene
        rest = [c for c in scene.hand_order if c not in cards]
        index = sum(1 for c in rest if scene.cards[c].target.x() + scene.cards[c].width / 2 < x)
        scene.hand_order = rest[:index] + cards + rest[index:]
        scene.sort_mode = None  # the player's own order from now on
        hold = scene.hold
        if hold is not None:  # the same places, the cards in their new order
            xs = sorted(hold.slots[c] for c in scene.hand_order if c in hold.slots)
            if len(xs) == len(scene.hand_order):
                hold.slots.update(zip(scene.hand_order, xs, strict=True))
            else:
                scene.hold = None
        scene.clear_hint()
        scene.arranged.emit()

    # ------------------------------------------------------------------ keyboard
    def _hinted(self) -> Command | None:
        """The command of the hint shown (a meld, an attach, taking the pile), when no cards are
        selected; ``None`` otherwise."""
        hint = self.scene.hint
        if hint is None or self._selection():
            return None
        if hint.move is not None:
            return hint.move.command()
        return TakePile() if hint.pile else None

    def key(self, event) -> bool:
        """Handle a key on the table; ``False`` if it means nothing here."""
        scene = self.scene
        k = event.key()
        if scene.hold is not None and scene.hold.keys:
            scene.release_hand()  # the gap of the last key action closes at this one
        order = scene.hand_order
        focused = scene.focus_card if scene.focus_card in order else None
        selection = self._selection() or ([focused] if focused else [])
        melds = len(scene.game.tables[scene.game.team_of(scene.seat)])
        on_meld = scene.focus_meld is not None and scene.focus_meld < melds
        if k in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._move_focus(k, melds)
        elif k in (Qt.Key.Key_Left, Qt.Key.Key_Right) and on_meld:
            step = -1 if k == Qt.Key.Key_Left else 1
            scene.focus_meld = max(0, min(melds - 1, (scene.focus_meld or 0) + step))
            self._show_focus()
        elif k in (Qt.Key.Key_Left, Qt.Key.Key_Right) and order:
            step = -1 if k == Qt.Key.Key_Left else 1
            index = order.index(focused) + step if focused is not None else 0
            scene.focus_card = order[max(0, min(len(order) - 1, index))]
            scene.focus_meld = None
            self._show_focus()
        elif k == Qt.Key.Key_Space and focused is not None and not on_meld:
            self._click(focused, None, QPointF())
            self._show_focus()
        elif k in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (hinted := self._hinted()) is not None:
            self.send_key(hinted)  # Enter applies the hint shown (issue 22)
        elif k in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and on_meld and self._selection():
            self.send_key(Attach(self._selection(), scene.focus_meld or 0))
        elif k in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and on_meld:
            scene.show_toast(QCoreApplication.translate("Table", "Select the cards to attach first."))
        elif k in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and selection and not on_meld:
            self.send_key(MeldCards(selection))
        elif k in (Qt.Key.Key_X, Qt.Key.Key_Delete):
            self._discard_key(focused)
        elif k == Qt.Key.Key_D:
            self.send_key(Draw())
        elif k == Qt.Key.Key_P:
            self.send_key(TakePile())
        elif k == Qt.Key.Key_Z and scene.game.rules.draw_mode:
            self.send_key(TakePozzetto())
        elif Qt.Key.Key_1 <= k <= Qt.Key.Key_9 and selection:
            self.send_key(Attach(selection, k - Qt.Key.Key_1))
        elif k == Qt.Key.Key_Escape:
            scene.clear_hint()
            scene.selected.clear()
            scene.focus_meld = None
            scene.relayout(animate=True)
        else:
            return False
        return True

    def _discard_key(self, focused: Card | None) -> None:
        """X / Delete: the selection wins when it is exactly one card, else the card with the
        focus ring; with neither, say what to do."""
        scene = self.scene
        selection = self._selection()
        if len(selection) == 1:
            self.send_key(Discard(selection[0]))
        elif focused is not None and scene.show_focus and scene.focus_meld is None:
            self.send_key(Discard(focused))
        else:
            scene.show_toast(QCoreApplication.translate("Table", "Select or focus one card to discard."))

    def _move_focus(self, k, melds: int) -> None:
        """Tab/Backtab walk hand → meld 1 → … → last meld → hand; Up goes from the hand to our
        melds, Down back to the hand."""
        scene = self.scene
        current = scene.focus_meld if scene.focus_meld is not None and scene.focus_meld < melds else None
        if k == Qt.Key.Key_Up:
            current = (current if current is not None else self._last_meld) if melds else None
        elif k == Qt.Key.Key_Down:
            current = None
        else:
            stops: list[int | None] = [None, *range(melds)]
            step = 1 if k == Qt.Key.Key_Tab else -1
            current = stops[(stops.index(current) + step) % len(stops)]
        if current is not None:
            self._last_meld = current
        elif scene.focus_card is None and scene.hand_order:
            scene.focus_card = scene.hand_order[0]
        scene.focus_meld = current
        self._show_focus()

    def _show_focus(self) -> None:
        self.scene.show_focus = True
        self.scene.relayout(animate=True)
