"""The table scene: one item per physical card, laid out from the engine's state.

After every accepted command the scene recomputes where every card belongs (:mod:`.layout`) and
animates the cards that moved; mouse and keyboard input is handled by :mod:`.table_input`.
The scene never decides a rule: it shows the controller's game and sends commands back.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtWidgets import QGraphicsScene

from ..engine import Card, CardsMoved, Game, HandEnded, Meld, PozzettoTaken, RuleError
from ..engine.meld import value_letter
from ..model import GameController
from ..model.hints import Hint
from .captions import TableCaptions
from .card_art import CardArt
from .card_item import CardItem
from .decorations import FELT, Caption, Toast, ZoneFrame
from .layout import OTHER_SCALE, POZZETTO_SCALE, TableLayout, compute_layout
from .messages import refusal_text
from .speeds import Speeds
from .table_input import TableInput

SUIT_ORDER = {"s": 0, "h": 1, "c": 2, "d": 3, "r": 4, "b": 4}


def rank_key(card: Card) -> tuple[int, int, int]:
    """Sort by rank (ace low, wildcards last), then suit."""
    if card.is_joker:
        return (99, 4, card.id)
    if card.is_two:
        return (98, SUIT_ORDER[card.suit], card.id)
    return (card.rank, SUIT_ORDER[card.suit], card.id)


def suit_key(card: Card) -> tuple[int, int, int]:
    """Sort by suit, then rank; wildcards last."""
    if card.is_wild:
        return (9, rank_key(card)[0], card.id)
    return (SUIT_ORDER[card.suit], card.rank, card.id)


def marker_for(meld: Meld, card: Card) -> str | None:
    """The badge of a wildcard on the table: the rank it stands for (none for a natural two)."""
    if card is not meld.wildcard:
        return None
    if meld.wild_free:
        return "\u2731"
    value = meld.wild_value or meld.rank or 0
    return "10" if value == 10 else value_letter(value)


class TableScene(QGraphicsScene):
    """The Burraco table for the controller's seat."""

    def __init__(self, controller: GameController, speeds: Speeds | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.speeds = speeds or Speeds()
        self.art = CardArt()
        self.cards: dict[Card, CardItem] = {}
        self.hand_order: list[Card] = []
        self.selected: list[Card] = []
        self.fresh: set[Card] = set()
        self.focus_card: Card | None = None  # keyboard focus in the hand
        self.show_focus = False  # drawn only once the keyboard is used
        self.open_cards = controller.open_cards
        self.hint: Hint | None = None
        self.card_scale = 1.0  # the card size preference (fraction of the largest that fits)
        self.layout: TableLayout | None = None
        self.frames: dict[tuple, ZoneFrame] = {}
        self.labels = TableCaptions(self)
        self.toast = Toast()
        self.addItem(self.toast)
        self.setBackgroundBrush(FELT)
        self.input = TableInput(self)
        controller.handStarted.connect(self.on_hand_started)
        controller.eventsApplied.connect(self.on_events)
        controller.refused.connect(self.on_refused)
        controller.undone.connect(self.on_undone)
        controller.openCardsChanged.connect(self.on_open_cards)

    # ------------------------------------------------------------------ controller signals
    @property
    def game(self) -> Game:
        return self.controller.game

    @property
    def seat(self) -> int:
        return self.controller.seat

    def on_hand_started(self) -> None:
        universe = self.game.rules.universe()
        if set(universe) != set(self.cards):
            for item in self.cards.values():
                self.removeItem(item)
            self.cards = {c: CardItem(c, self.art, 60) for c in universe}
            for item in self.cards.values():
                self.addItem(item)
        self.hand_order = sorted(self.game.hands[self.seat], key=suit_key)
        self.selected.clear()
        self.fresh.clear()
        self.hint = None
        self.focus_card = None
        if self.layout is not None:
            start = QPointF(self.layout.stock.x, self.layout.stock.y)
            for item in self.cards.values():
                item.finish()
                item.setPos(start)
                item.set_face(False)
        self.relayout(animate=True, deal=True)

    def on_undone(self) -> None:
        self.hint = None
        self.fresh.clear()
        self.relayout(animate=True)

    def on_open_cards(self, on: bool) -> None:
        self.open_cards = on
        self.relayout(animate=False)

    def show_hint(self, hint: Hint | None) -> None:
        """Highlight a hint's cards and target (``None`` clears it)."""
        self.hint = hint
        if hint is not None:
            self.show_toast(hint.text)
        self.relayout(animate=False)

    def on_events(self, seat: int, events: list) -> None:
        self.hint = None
        mine = self.seat
        if seat == mine:
            self.fresh.clear()
        for e in events:
            if (
                isinstance(e, CardsMoved)
                and e.dest.kind == "hand"
                and e.dest.index == mine
                and e.source.kind == "stock"
            ):
                self.fresh.update(e.cards)
        self.relayout(animate=True)
        for e in events:
            if isinstance(e, PozzettoTaken):
                self.show_toast(self._pozzetto_text(e))
        if any(isinstance(e, HandEnded) for e in events):
            self.toast.setOpacity(0.0)

    def _pozzetto_text(self, event: PozzettoTaken) -> str:
        if event.player == self.seat and self.controller.human_seat is not None:
            return QCoreApplication.translate("Table", "You picked up your pozzetto.")
        return QCoreApplication.translate("Table", "%1 picked up a pozzetto.").replace(
            "%1", self.seat_name(event.player)
        )

    def on_refused(self, error: RuleError) -> None:
        self.show_toast(refusal_text(error))
        self.relayout(animate=True, snap=True)

    def show_toast(self, text: str) -> None:
        lay = self.layout
        if lay is None:
            return
        box = lay.hands[self.seat]
        width = min(lay.width * 0.8, max(360.0, lay.card_w * 7))
        self.toast.show_text(text, lay.width / 2, box.y - lay.lift - 52, width, self.speeds.toast)

    # ------------------------------------------------------------------ geometry
    def set_view_size(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self.relayout(animate=False)

    def sync_hand_order(self) -> None:
        """Keep the player's own display order in step with the hand in the engine."""
        hand = list(self.game.hands[self.seat])
        held = set(hand)
        order = [c for c in self.hand_order if c in held]
        known = set(order)
        order += [c for c in hand if c not in known]
        self.hand_order = order
        self.selected = [c for c in self.selected if c in held]
        self.fresh &= held
        if self.focus_card not in held:
            self.focus_card = None

    def relayout(self, animate: bool = True, deal: bool = False, snap: bool = False) -> None:
        """Put every card where the engine's state says it is (animated unless ``animate`` is
        false or the speed is instant)."""
        rect = self.sceneRect()
        if rect.width() < 50 or rect.height() < 50 or not self.cards:
            return
        g = self.game
        self.sync_hand_order()
        players = g.players
        meld_sizes = {t: [len(m) for m in g.tables[t]] for t in (0, 1)}
        hand_sizes = {p: len(g.hands[p]) for p in range(players)}
        lay = compute_layout(
            rect.width(), rect.height(), players, self.seat, meld_sizes, hand_sizes, self.card_scale
        )
        self.layout = lay
        ms = (self.speeds.snap_back if snap else self.speeds.move) if animate else 0
        stagger = self.speeds.deal_stagger if (deal and animate) else 0
        w = lay.card_w
        placed: list[tuple[Card, float, float, bool, float, float, float, str | None]] = []
        covered: set[Card] = set()  # squared stacks: only the cards whose edge shows are drawn
        for i, (c, (x, y)) in enumerate(
            zip(g.stock, lay.stack_positions(lay.stock, g.stock_size), strict=True)
        ):
            placed.append((c, x, y, False, 100 - i * 0.1, w, 0, None))
            if i % 8 != 7 and i != 0:
                covered.add(c)
        for i, (c, (x, y)) in enumerate(zip(g.pile, lay.pile_positions(len(g.pile)), strict=True)):
            placed.append((c, x, y, True, 200 + i, w, 0, None))
        for t in (0, 1):
            box = lay.pozzetti[t]
            cards = g.pozzetti[t]
            for i, (c, (x, y)) in enumerate(zip(cards, lay.stack_positions(box, len(cards)), strict=True)):
                placed.append((c, x, y, False, 150 + i * 0.1, w * POZZETTO_SCALE, 0, None))
                if i % 8 != 0 and i != len(cards) - 1:
                    covered.add(c)
            for i, meld in enumerate(g.tables[t]):
                row_z = 300 + (lay.melds[t][i].box.y - lay.meld_areas[t].y)
                for k, (c, (x, y)) in enumerate(
                    zip(meld.cards, lay.meld_positions(t, i, len(meld)), strict=True)
                ):
                    placed.append((c, x, y, True, row_z + k * 0.01, w, 0, marker_for(meld, c)))
        for p in range(players):
            side = lay.sides[p]
            cards = self.hand_order if p == self.seat else list(g.hands[p])
            positions = lay.hand_positions(p, len(cards))
            face = p == self.seat or self.open_cards
            cw = w if p == self.seat else w * OTHER_SCALE
            rot = 90 if side in ("left", "right") else 0
            banned = g.ban  # the engine sets it for the current player's play phase only
            for k, (c, (x, y)) in enumerate(zip(cards, positions, strict=True)):
                if p == self.seat and c in self.selected:
                    y -= lay.lift
                placed.append((c, x, y, face, 500 + k, cw, rot, "✕" if c is banned else None))
        dragging = self.input.dragged_set()
        for n, (c, x, y, face, z, cw, rot, marker) in enumerate(placed):
            item = self.cards[c]
            item.setVisible(c not in covered)
            item.set_width(cw)
            item.setRotation(rot)
            item.set_face(face)
            mine = c in self.selected
            hinted = self.hint is not None and c in self.hint.cards
            item.set_look(
                selected=mine,
                highlight=c in self.fresh or hinted,
                marker=marker,
                focused=self.show_focus and c is self.focus_card,
            )
            if c in dragging:
                continue
            item.setZValue(z)
            item.move_to(QPointF(round(x), round(y)), ms, n * stagger if stagger else 0)
        self._update_frames(lay)
        self.labels.update(lay)

    def _update_frames(self, lay: TableLayout) -> None:
        wanted: dict[tuple, object] = {("pile",): lay.pile, ("stock",): lay.stock}
        mine = self.seat % 2
        wanted[("area", mine)] = lay.meld_areas[mine]
        for i, place in enumerate(lay.melds[mine]):
            wanted[("meld", mine, i)] = place.box
        for key in list(self.frames):
            if key not in wanted:
                self.removeItem(self.frames.pop(key))
        for key, box in wanted.items():
            frame = self.frames.get(key)
            if frame is None:
                frame = ZoneFrame(key)
                self.frames[key] = frame
                self.addItem(frame)
            frame.set_box(box)  # type: ignore[arg-type]
            if not self.input.drag:
                frame.set_state(self._hint_state(key))
            frame.setVisible(key[0] == "area" or frame.state != "idle")

    def _hint_state(self, key: tuple) -> str:
        hint = self.hint
        if hint is None:
            return "idle"
        if key == ("pile",) and hint.pile:
            return "target"
        if key[0] == "meld" and hint.meld_index is not None and key[2] == hint.meld_index:
            return "target"
        if key[0] == "area" and hint.move is not None and hint.move.kind == "meld":
            return "target"
        return "idle"

    def seat_name(self, seat: int) -> str:
        """The name shown for a seat ("You", "Partner", "Left opponent", …; with the computer
        playing every seat, the compass point)."""
        tier = self.controller.match.seats.get(seat, "")
        tier_name = {
            "easy": QCoreApplication.translate("Table", "easy"),
            "medium": QCoreApplication.translate("Table", "medium"),
            "hard": QCoreApplication.translate("Table", "hard"),
            "expert": QCoreApplication.translate("Table", "expert"),
        }.get(tier, tier)
        character = self.controller.seat_character(seat)
        side = self.layout.sides[seat] if self.layout else "top"
        if self.controller.human_seat is None:
            base = {
                "bottom": QCoreApplication.translate("Table", "South"),
                "left": QCoreApplication.translate("Table", "West"),
                "top": QCoreApplication.translate("Table", "North"),
                "right": QCoreApplication.translate("Table", "East"),
            }[side]
        elif seat == self.seat:
            return QCoreApplication.translate("Table", "You")
        elif self.game.players == 4 and seat % 2 == self.seat % 2:
            base = QCoreApplication.translate("Table", "Partner")
        elif self.game.players == 4:
            base = (
                QCoreApplication.translate("Table", "Left opponent")
                if side == "left"
                else QCoreApplication.translate("Table", "Right opponent")
            )
        else:
            base = QCoreApplication.translate("Table", "Opponent")
        if character is not None:  # issue 13: the character's name first (captions keep it)
            return f"{character.name} ({base})"
        return f"{base} ({tier_name})" if tier_name else base

    # ------------------------------------------------------------------ mouse and keys
    def mousePressEvent(self, event) -> None:
        self.input.press(event)

    def mouseMoveEvent(self, event) -> None:
        self.input.move(event)

    def mouseReleaseEvent(self, event) -> None:
        self.input.release(event)

    def mouseDoubleClickEvent(self, event) -> None:
        self.input.press(event)

    def keyPressEvent(self, event) -> None:
        if not self.input.key(event):
            super().keyPressEvent(event)

    # ------------------------------------------------------------------ sorting
    def sort_hand(self, by: str) -> None:
        """Sort the player's hand by ``"rank"`` or ``"suit"`` (display only)."""
        self.hand_order.sort(key=rank_key if by == "rank" else suit_key)
        self.relayout(animate=True)

    @property
    def captions(self) -> dict[tuple, Caption]:
        """The captions on the felt by key (``("seat", p)``, ``("stock",)``, …)."""
        return self.labels.items
