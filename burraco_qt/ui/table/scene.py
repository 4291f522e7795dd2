"""The table scene: one item per physical card, laid out from the engine's state.

After every accepted command the scene recomputes where every card belongs
(:mod:`burraco_qt.ui.geometry.table_layout`) and animates the cards that moved; mouse and keyboard
input is handled by :mod:`.input`.
The scene never decides a rule: it shows the controller's game and sends commands back.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Signal
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from ...engine import (
    Card,
    CardsMoved,
    Game,
    HandEnded,
    Meld,
    PozzettoTaken,
    RuleError,
    TakePozzetto,
    TeamsFormed,
)
from ...engine.meld import value_letter
from ...model import GameController
from ...model.hints import Hint
from ..geometry.table_layout import OTHER_SCALE, POZZETTO_SCALE, TableLayout, compute_layout
from ..messages import refusal_text
from .captions import TableCaptions
from .card_art import CardArt
from .card_item import CardItem
from .decorations import FELT, Caption, FocusRing, Toast, ZoneFrame
from .input import TableInput
from .pairing import PairingMoment
from .speeds import Speeds

TOAST_MARGIN = 10  # the toast's text margin on each side (``decorations.Toast.paint``)
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
    """The badge of a wildcard on the table: the rank it stands for (none for a natural two),
    ``✱`` for the free 14th card; every wildcard of a meld that holds several gets its own
    (RULES-CASUAL.md R33.6)."""
    for wild, value in zip(meld.wildcards, meld.wild_values, strict=True):
        if wild is card:
            if value is None:
                return "\u2731"
            return "10" if value == 10 else value_letter(value)
    return None


class TableScene(QGraphicsScene):
    """The Burraco table for the controller's seat.

    Signal ``arranged()``: the player rearranged the hand (a reorder or a sort), so the look
    of the table (:meth:`table_state`) changed without a command."""

    arranged = Signal()

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
        self.focus_meld: int | None = None  # keyboard focus on one of our melds (else the hand)
        self.hand_anchor: tuple[float, float] | None = None  # (x, step) while the pointer is on it
        self.show_focus = False  # drawn only once the keyboard is used
        self.open_cards = controller.open_cards
        self.hint: Hint | None = None
        self.card_scale = 1.0  # the card size preference (fraction of the largest that fits)
        self.layout: TableLayout | None = None
        self.view_sized = False  # whether a view gave the scene its size (set_view_size)
        self.frames: dict[tuple, ZoneFrame] = {}
        self.labels = TableCaptions(self)
        self.toast = Toast()
        self.addItem(self.toast)
        self.focus_ring = FocusRing()
        self.addItem(self.focus_ring)
        self.setBackgroundBrush(FELT)
        self.input = TableInput(self)
        self.pairing = PairingMoment(self)
        self._meld_places: dict[Card, QPointF] = {}  # where the meld cards lay (pairing moment)
        controller.handStarted.connect(self.on_hand_started)
        controller.eventsApplied.connect(self.on_events)
        controller.refused.connect(self.on_refused)
        controller.positionReplaced.connect(self.on_position_replaced)
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
        self.focus_meld = None
        self.hand_anchor = None
        if self.layout is not None:
            start = QPointF(self.layout.stock.x, self.layout.stock.y)
            for item in self.cards.values():
                item.finish()
                item.setPos(start)
                item.set_face(False)
        if self.view_sized or not self.views():  # else the view's first resize lays it out
            self.relayout(animate=True, deal=True)

    def on_position_replaced(self) -> None:
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
        formed = next((e for e in events if isinstance(e, TeamsFormed)), None)
        was = self._meld_places
        self.relayout(animate=True)
        if formed is not None:  # the partners' melds join one pair area (RULES-MULTI R24.3)
            self.pairing.show(formed, was)
        for e in events:
            if isinstance(e, PozzettoTaken) and formed is None:  # the pairing toast says it
                self.show_toast(self._pozzetto_text(e))
        if any(isinstance(e, HandEnded) for e in events):
            self.toast.setOpacity(0.0)

    def _pozzetto_text(self, event: PozzettoTaken) -> str:
        if event.player == self.seat and self.controller.human_seat is not None:
            return QCoreApplication.translate("Table", "You picked up your pozzetto.")
        return QCoreApplication.translate("Table", "%1 picked up a pozzetto.").replace(
            "%1", self.seat_name(event.player)
        )

    def clear_hint(self) -> None:
        """Forget the hint shown (its cards' outlines and target frames go at the next
        relayout): Esc, a command accepted or refused, a selection change or a reorder."""
        self.hint = None

    def on_refused(self, error: RuleError) -> None:
        self.clear_hint()
        self.show_toast(refusal_text(error, self.game.rules.draw_mode))
        self.relayout(animate=True, snap=True)

    def show_toast(self, text: str) -> None:
        """Show ``text`` in the toast: on one line when the table is wide enough, above the
        hand where it covers no caption and no card (the nearest such place going up, then
        sideways; above the hand in the middle when there is none)."""
        lay = self.layout
        if lay is None:
            return
        box = lay.hands[self.seat]
        font = QFont("DejaVu Sans")
        font.setPixelSize(15)  # the toast's font
        one_line = QFontMetricsF(font).horizontalAdvance(text) + 2 * TOAST_MARGIN + 8
        width = min(lay.width * 0.8, max(360.0, lay.card_w * 7, one_line))
        height = self.toast.boundingRect().height()
        home = box.y - lay.lift - 52
        self.toast.show_text(text, *self._toast_place(width, height, home), width, self.speeds.toast)

    def _toast_place(self, width: float, height: float, home: float) -> tuple[float, float]:
        """``(centre x, top y)`` for a toast ``width`` × ``height``: the first free place
        from ``home`` (above the hand, in the middle) up to the top of the table."""
        rect = self.sceneRect()
        blocked = [r for _, r, _ in self.caption_rects()]
        dragging = self.input.dragged_set()
        blocked += [
            item.sceneBoundingRect()
            for c, item in self.cards.items()
            if item.isVisible() and c not in dragging
        ]
        centre = rect.width() / 2
        xs = [centre] + [x for k in range(1, 9) for x in (centre - k * width / 8, centre + k * width / 8)]
        xs = [x for x in xs if x - width / 2 >= rect.left() and x + width / 2 <= rect.right()]
        y = home
        while y >= rect.top():
            for x in xs:
                place = QRectF(x - width / 2, y, width, height).adjusted(-2, -2, 2, 2)
                if not any(place.intersects(r) for r in blocked):
                    return x, y
            y -= 8
        return centre, home

    # ------------------------------------------------------------------ geometry
    def set_view_size(self, width: float, height: float) -> None:
        """The view's size (pixels): the table is laid out again for it."""
        self.view_sized = True
        self.setSceneRect(0, 0, width, height)
        self.hand_anchor = None
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
        self.pairing.stop()
        g = self.game
        self.sync_hand_order()
        players = g.players
        meld_sizes = {t: [len(m) for m in g.tables[t]] for t in range(len(g.tables))}
        hand_sizes = {p: len(g.hands[p]) for p in range(players)}
        multi = players not in (2, 4)  # RULES-MULTI: teams of the moment, pozzetti by block
        lay = compute_layout(
            rect.width(),
            rect.height(),
            players,
            self.seat,
            meld_sizes,
            hand_sizes,
            self.card_scale,
            reveal=g.over,
            teams=tuple(g.teams) if multi else (),
            blocks=g.block_sizes if multi else (),
        )
        self.layout = lay
        ms = (self.speeds.snap_back if snap else self.speeds.move) if animate else 0
        stagger = self.speeds.deal_stagger if (deal and animate) else 0
        w = lay.card_w
        placed: list[tuple[Card, float, float, bool, float, float, float, str | None]] = []
        covered: set[Card] = set()  # squared stacks: only the cards whose edge shows are drawn
        in_meld: set[Card] = set()
        for i, (c, (x, y)) in enumerate(
            zip(g.stock, lay.stack_positions(lay.stock, g.stock_size), strict=True)
        ):
            placed.append((c, x, y, False, 100 - i * 0.1, w, 0, None))
            if i % 8 != 7 and i != 0:
                covered.add(c)
        for i, (c, (x, y)) in enumerate(zip(g.pile, lay.pile_positions(len(g.pile)), strict=True)):
            placed.append((c, x, y, True, 200 + i, w, 0, None))
        for b, cards in enumerate(g.pozzetti):  # by block (with 2 and 4 players, by team)
            box = lay.pozzetti[b]
            for i, (c, (x, y)) in enumerate(zip(cards, lay.stack_positions(box, len(cards)), strict=True)):
                placed.append((c, x, y, False, 150 + i * 0.1, w * POZZETTO_SCALE, 0, None))
                if i % 8 != 0 and i != len(cards) - 1:
                    covered.add(c)
        for t in range(len(g.tables)):
            mw = lay.meld_w
            for i, meld in enumerate(g.tables[t]):
                for k, (c, (x, y)) in enumerate(
                    zip(meld.cards, lay.meld_positions(t, i, len(meld)), strict=True)
                ):
                    placed.append((c, x, y, True, 300 + k * 0.01, mw, 0, marker_for(meld, c)))
                    in_meld.add(c)
        for p in range(players):
            side = lay.sides[p]
            cards = self.hand_order if p == self.seat else list(g.hands[p])
            anchor = self.hand_anchor if p == self.seat else None
            positions = lay.hand_positions(p, len(cards), anchor)
            face = p == self.seat or self.open_cards or g.over  # every hand shown at the end
            cw = w if p == self.seat else w * OTHER_SCALE
            rot = 90 if side in ("left", "right") else 0
            banned = g.ban  # the engine sets it for the current player's play phase only
            for k, (c, (x, y)) in enumerate(zip(cards, positions, strict=True)):
                if p == self.seat and c in self.selected:
                    y -= lay.lift
                placed.append((c, x, y, face, 500 + k, cw, rot, "✕" if c is banned else None))
        dragging = self.input.dragged_set()
        for n, (c, px, py, face, z, cw, angle, marker) in enumerate(placed):
            item = self.cards[c]
            item.setVisible(c not in covered)
            item.set_width(cw)
            item.setRotation(angle)
            item.set_face(face)
            mine = c in self.selected
            hinted = self.hint is not None and c in self.hint.cards
            item.set_look(
                selected=mine,
                highlight=c in self.fresh,
                hinted=hinted,
                marker=marker,
                focused=self.show_focus and self.focus_meld is None and c is self.focus_card,
                marker_top=c in in_meld,
            )
            if c in dragging:
                continue
            item.setZValue(z)
            # a meld's fan keeps its exact step: only its x is rounded
            py = py if c in in_meld else round(py)
            item.move_to(QPointF(round(px), py), ms, n * stagger if stagger else 0)
        self._meld_places = {c: QPointF(self.cards[c].target) for c in in_meld}
        self._update_frames(lay)
        self.labels.update(lay)
        self._update_focus_ring(lay)

    def hand_geometry(self) -> tuple[float, float] | None:
        """(x of the first card, step) of the player's hand as laid out now."""
        order = self.hand_order
        if not order:
            return None
        xs = [self.cards[c].target.x() for c in order]
        return xs[0], (xs[-1] - xs[0]) / (len(xs) - 1) if len(xs) > 1 else 0.0

    def _update_focus_ring(self, lay: TableLayout) -> None:
        mine = self.game.team_of(self.seat)
        index = self.focus_meld
        show = self.show_focus and index is not None and index < len(lay.melds[mine])
        self.focus_ring.setVisible(show)
        if show and index is not None:
            self.focus_ring.set_box(lay.melds[mine][index].box)

    def _update_frames(self, lay: TableLayout) -> None:
        # each frame is exactly the zone a drop there reaches (``TableInput.zone_boxes``)
        zones = self.input.zone_boxes()
        mine = self.game.team_of(self.seat)
        wanted: dict[tuple, object] = {
            k: b
            for k, b in zones.items()
            if k[0] in ("pile", "stock", "meld", "pozzetto") or k == ("area", mine)
        }
        for key in list(self.frames):
            if key not in wanted:
                self.removeItem(self.frames.pop(key))
        for key, box in wanted.items():
            frame = self.frames.get(key)
            if frame is None:
                frame = ZoneFrame(key)
                self.frames[key] = frame
                self.addItem(frame)
            frame.set_box(box, 4.0 if key[0] == "pozzetto" else 0.0)  # type: ignore[arg-type]
            if key[0] == "pozzetto":  # draw mode: offered only when the engine would accept it
                frame.set_state("accept" if self.pozzetto_offered() else "idle")
            elif not self.input.drag:
                frame.set_state(self._hint_state(key))
            frame.setVisible(key[0] == "area" or frame.state != "idle")

    def pozzetto_offered(self) -> bool:
        """Whether our seat may take its pozzetto instead of drawing now (RULES-CASUAL.md
        R35.2): the table then outlines it, and a click or the Z key takes it."""
        g = self.game
        if not g.rules.draw_mode or g.over or g.current != self.seat or g.phase != "draw":
            return False
        return self.controller.check(TakePozzetto()).ok

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
        """The name shown for a seat: :meth:`GameController.seat_label` (the one place)."""
        return self.controller.seat_label(seat)

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
        self.clear_hint()
        self.hand_order.sort(key=rank_key if by == "rank" else suit_key)
        self.relayout(animate=True)
        self.arranged.emit()

    def table_state(self) -> dict[str, list[int]]:
        """What the autosave keeps of the table beside the match: the player's arrangement of
        the hand and the card(s) just drawn, as card ids."""
        return {"hand_order": [c.id for c in self.hand_order], "drawn": sorted(c.id for c in self.fresh)}

    def restore_table(self, state: dict[str, list[int]] | None) -> None:
        """Put back a saved :meth:`table_state` (a resumed match): ids of cards no longer in
        the hand are dropped, cards missing from it keep the sorted order after the others."""
        if not state:
            return
        hand = set(self.game.hands[self.seat])
        by_id = {c.id: c for c in hand}
        order = [by_id[i] for i in dict.fromkeys(state.get("hand_order", [])) if i in by_id]
        known = set(order)
        self.hand_order = order + [c for c in self.hand_order if c not in known]
        self.fresh = {by_id[i] for i in state.get("drawn", []) if i in by_id}
        self.relayout(animate=False)

    def caption_rects(self) -> list[tuple[tuple, QRectF, Card | None]]:
        """Every visible caption, nameplate and badge: ``(key, scene rect, card)``, ``card``
        being the card a badge is painted on (``None`` on the felt). New captions are made by
        :class:`~.captions.TableCaptions`, so they are listed here and checked by the layout
        tests."""
        return self.labels.rects()

    @property
    def captions(self) -> dict[tuple, Caption]:
        """The captions on the felt by key (``("seat", p)``, ``("stock",)``, …)."""
        return self.labels.items
