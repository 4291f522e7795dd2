"""The table scene: one item per physical card, laid out from the engine's state.

After every accepted command the scene recomputes where every card belongs
(:mod:`burraco_qt.ui.geometry.table_layout`) and animates the cards that moved; mouse and keyboard
input is handled by :mod:`.input`.
The scene never decides a rule: it shows the controller's game and sends commands back. It
reads only what its seat (the seat at the bottom) may see (issue 31): the seat's
:class:`~burraco_qt.engine.Sight` (:attr:`TableScene.game`) and the events in that seat's form
(:func:`~burraco_qt.engine.seen_by`); a card hidden from the seat is an anonymous back
(:mod:`.card_pool`). Open cards (and the replay viewer's face-up switch) ask for every hand
explicitly (:meth:`TableScene.shown_seats`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene

from ...engine import (
    Card,
    CardsMoved,
    HandEnded,
    PozzettoTaken,
    RuleError,
    Sight,
    TakePozzetto,
    TeamsFormed,
    seen_by,
)
from ...model import GameController
from ...model.hints import Hint
from ..geometry.hand_slots import HandHold, hold_at, place
from ..geometry.rects import Box
from ..geometry.table_layout import TableLayout, compute_layout
from ..geometry.table_sizes import HAND_STEP
from ..messages import refusal_text
from .captions import TableCaptions
from .card_art import CardArt, CardStyle
from .card_item import CardItem
from .card_pool import CardPool
from .deck_cut import DeckCut
from .decorations import FELT, HIGH_CONTRAST_FELT, Caption, FocusRing, Toast, ZoneFrame
from .hand_order import SORTS, merge, sort_of, suit_key, undone
from .input import TableInput
from .motion import deal_delays, deal_rank, finish_all, travel
from .pairing import PairingMoment
from .pile_placeholder import PilePlaceholder
from .sight_places import places
from .speeds import Speeds
from .toasts import place_toast
from .turning import Arrangements


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
        self.pool = CardPool(self)
        #: the items of the cards in sight, by card (backs are not here: :attr:`pool`)
        self.cards: dict[Card, CardItem] = self.pool.known
        self._sight: Sight | None = None
        self.hand_order: list[Card] = []
        self.selected: list[Card] = []
        self.fresh: set[Card] = set()  # marked as new (drawn, the pile's, a pozzetto's) until
        # our next command
        self.sort_mode: str | None = "suit"  # the hand's sort: "rank", "suit"; None: the player's
        self._incoming: set[Card] = set()  # cards from the pile or a pozzetto, to sort in
        self._orders: dict[int, list[Card]] = {}  # our hand's order before each of our commands
        self.focus_card: Card | None = None  # keyboard focus in the hand
        self.focus_meld: int | None = None  # keyboard focus on one of our melds (else the hand)
        self.hold: HandHold | None = None  # the still hand (:mod:`..geometry.hand_slots`)
        self.show_focus = False  # drawn only once the keyboard is used
        self.open_cards = controller.open_cards
        self.hint: Hint | None = None
        self.card_scale = 1.0  # the card size preference (fraction of the largest that fits)
        self.table_contrast = "normal"  # the table's look (felt.TABLE_LOOKS)
        self.layout: TableLayout | None = None
        self.view_sized = False  # whether a view gave the scene its size (set_view_size)
        self.frames: dict[tuple, ZoneFrame] = {}
        self.labels = TableCaptions(self)
        self.toast = Toast()
        self.addItem(self.toast)
        self.focus_ring = FocusRing()
        self.addItem(self.focus_ring)
        self.pile_place = PilePlaceholder()  # where an empty discard pile is
        self.addItem(self.pile_place)
        self.setBackgroundBrush(FELT)
        self.input = TableInput(self)
        self.deck_cut = DeckCut(self)  # a fair deal's cut (issue 29)
        self.pairing = PairingMoment(self)
        self.turning = Arrangements(controller)  # each person's hand arrangement (hot seat, issue 31)
        self._meld_places: dict[Card, QPointF] = {}  # where the meld cards lay (pairing moment)
        controller.handStarted.connect(self.on_hand_started)
        controller.eventsApplied.connect(self.on_events)
        controller.refused.connect(self.on_refused)
        controller.positionReplaced.connect(self.on_position_replaced)
        controller.openCardsChanged.connect(self.on_open_cards)
        controller.passTo.connect(self.on_pass_to)

    # ------------------------------------------------------------------ controller signals
    @property
    def game(self) -> Sight:
        """The hand as the table's seat sees it: its :class:`~burraco_qt.engine.Sight` (the
        seat's player view, the hands shown face up, the number of actions), made again at
        every layout and when the controller says the position changed. The scene and its
        helpers read nothing else of the game."""
        if self._sight is None:
            self._sight = Sight(self.controller.game, self.seat, self.shown_seats())
        return self._sight

    def shown_seats(self) -> tuple[int, ...]:
        """The seats whose hands are asked for face up besides our own: every seat with open
        cards (practice, the replay viewer's face-up switch), else none."""
        return tuple(range(self.controller.game.players)) if self.open_cards else ()

    def _forget_sight(self) -> None:
        self._sight = None

    @property
    def seat(self) -> int:
        return self.controller.seat

    def on_hand_started(self) -> None:
        self._forget_sight()
        start = None if self.layout is None else QPointF(self.layout.stock.x, self.layout.stock.y)
        self.pool.clear(start)  # the deal: every card comes out of the stock
        self.hand_order = sorted(self.game.hand, key=suit_key)
        self.sort_mode = "suit"
        self.turning.clear(self.seat)
        self._incoming.clear()
        self._orders.clear()
        self.selected.clear()
        self.fresh.clear()
        self.hint = None
        self.focus_card = None
        self.focus_meld = None
        self.hold = None
        if self.layout is None and (self.view_sized or not self.views()):
            self.relayout(animate=False)  # the first hand: where the stock is, to deal from it
        if self.layout is not None:
            start = QPointF(self.layout.stock.x, self.layout.stock.y)
            for item in self.pool.items():  # every card leaves the stock, as a stock card
                item.finish()
                item.setPos(start)
                item.set_width(self.layout.table_w)
                item.setRotation(0)
                item.set_face(False)
        if self.view_sized or not self.views():  # else the view's first resize lays it out
            self.relayout(animate=True, deal=True)

    def on_position_replaced(self) -> None:
        """A position replaced (an undo, the replay viewer): after an undo the cards that come
        back take their old places in the hand (the order it had before the command taken back;
        under the pointer, their old slots too)."""
        self._forget_sight()
        self.hint = None
        self.fresh.clear()
        count = self.game.steps
        self.hand_order = undone(self._orders.get(count), self.hand_order, list(self.game.hand))
        for k in [k for k in self._orders if k >= count]:
            del self._orders[k]
        self.relayout(animate=True)

    def on_pass_to(self, seat: int) -> None:
        """Hot seat: the table turns to ``seat`` (the person to play sits at the bottom), whose
        hand comes back in its own arrangement (:mod:`.turning`)."""
        self._forget_sight()
        if self.turning.turn(self, seat):
            self.relayout(animate=False)
            self.arranged.emit()

    def forget_orders(self) -> None:
        """Forget the hand orders kept for undo (the table turned to another person)."""
        self._orders.clear()

    def on_open_cards(self, on: bool) -> None:
        self.open_cards = on
        self._forget_sight()
        self.relayout(animate=False)

    def show_hint(self, hint: Hint | None) -> None:
        """Highlight a hint's cards and target (``None`` clears it)."""
        self.hint = hint
        if hint is not None:
            self.show_toast(hint.text)
        self.relayout(animate=False)

    def on_events(self, seat: int, events: list) -> None:
        """One accepted command's ``events``, read in our seat's form (:func:`seen_by`)."""
        self._forget_sight()
        events = seen_by(events, self.seat)
        self.hint = None
        mine = self.seat
        if seat == mine:
            self.fresh.clear()
            self._orders[self.game.steps - 1] = list(self.hand_order)
        for e in events:
            if isinstance(e, CardsMoved) and e.dest.kind == "hand" and e.dest.index == mine:
                self.fresh.update(e.cards)  # drawn, taken with the pile, a pozzetto: new
                if e.source.kind != "stock":
                    self._incoming.update(e.cards)
        formed = next((e for e in events if isinstance(e, TeamsFormed)), None)
        was = self._meld_places
        self.relayout(animate=True)
        if formed is not None:  # the partners' melds join one pair area (RULES-MULTI R24.3)
            self.pairing.show(formed, was)
        for e in events:
            if isinstance(e, PozzettoTaken) and formed is None:  # the pairing toast says it
                self.show_toast(self._pozzetto_text(e))
        if any(isinstance(e, HandEnded) for e in events):
            self.toast.hide_now()  # for good: its fade must not bring it back

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
        """Show ``text`` in the toast, on the felt where it covers no card and no caption
        (:mod:`.toasts`; not at all when there is no such place: the status line says it too).
        It keeps out of the cards' way while it shows: every relayout places it again."""
        self.toast.show_text(text, 0, 0, 300, self.speeds.toast)
        place_toast(self)

    # ------------------------------------------------------------------ geometry
    def set_looks(self, style: CardStyle, table_contrast: str) -> None:
        """Show the cards in ``style`` and the table in ``table_contrast`` (``"normal"`` or
        ``"high_contrast"``) from now on; what changed is painted again at once."""
        if self.art.set_style(style):
            for item in self.cards.values():
                item.update()
        if table_contrast != self.table_contrast:
            self.table_contrast = table_contrast
            high = table_contrast == "high_contrast"
            self.setBackgroundBrush(HIGH_CONTRAST_FELT if high else FELT)
            for frame in self.frames.values():
                frame.set_high_contrast(high)
            if self.pile_place.isVisible():
                self.pile_place.high_contrast = high
                self.pile_place.update()
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
            self.update()

    def set_view_size(self, width: float, height: float) -> None:
        """The view's size (pixels): the table is laid out again for it."""
        self.view_sized = True
        self.setSceneRect(0, 0, width, height)
        self.hold = None
        self.relayout(animate=False)

    def sync_hand_order(self) -> None:
        """Keep the player's own display order in step with the hand in the engine: cards from
        the pile or a pozzetto go in by the hand's sort (with the player's own order, and for a
        drawn card, at the right end)."""
        hand = list(self.game.hand)
        held = set(hand)
        self.hand_order = merge(self.hand_order, hand, self._incoming, self.sort_mode)
        self._incoming.clear()
        self.selected = [c for c in self.selected if c in held]
        self.fresh &= held
        if self.focus_card not in held:
            self.focus_card = None

    def relayout(self, animate: bool = True, deal: bool = False, snap: bool = False) -> None:
        """Put every card where the engine's state says it is (animated unless ``animate`` is
        false or the speed is instant)."""
        rect = self.sceneRect()
        if rect.width() < 50 or rect.height() < 50:
            return
        self.pairing.stop()
        self._forget_sight()
        g = self.game
        self.sync_hand_order()
        players = g.players
        meld_sizes = {t: [len(m) for m in g.tables[t]] for t in range(len(g.tables))}
        hand_sizes = dict(enumerate(g.hand_sizes))
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
            open_cards=self.open_cards,
            pin=self.hold.width if self.hold is not None else None,
        )
        self.layout = lay
        ms = (self.speeds.snap_back if snap else self.speeds.move) if animate else 0
        stagger = self.speeds.deal_stagger if (deal and animate) else 0
        if self.deck_cut.active:  # the committed deck spread face down, waiting for the cut
            self.pool.settle({("deck",): self.deck_cut.size}, [], QPointF(lay.stock.x, lay.stock.y))
            self.deck_cut.lay_out(lay, ms)
            self.pile_place.place(None)
            self._update_frames(lay)
            self.labels.update(lay)
            place_toast(self)
            return
        dragging = self.input.dragged_set()
        moves: list[tuple[CardItem, QPointF, float, float, float]] = []
        in_meld: set[Card] = set()
        for at in places(self, lay, self._hand_places(lay)):
            item, c = at.item, at.item.card
            item.setVisible(not at.covered)
            item.set_face(at.face)
            if at.meld and c is not None:
                in_meld.add(c)
            item.set_look(
                selected=c is not None and c in self.selected,
                highlight=c is not None and c in self.fresh,
                hinted=self.hint is not None and c is not None and c in self.hint.cards,
                marker=at.marker,
                focused=self.show_focus
                and self.focus_meld is None
                and c is not None
                and c is self.focus_card,
                marker_top=at.meld,
            )
            if c is not None and c in dragging:
                item.set_width(at.width)
                item.setRotation(at.angle)
                continue
            # a meld's fan keeps its exact step: only its x is rounded
            py = at.y if at.meld else round(at.y)
            moves.append((item, QPointF(round(at.x), py), at.z, at.width, at.angle))
        delays = deal_delays([(m[0], m[1], deal_rank(m[2])) for m in moves], stagger) if stagger else {}
        fade = self.speeds.fade if animate else 0
        for item, pos, z, cw, angle in moves:
            travel(item, pos, ms, delays.get(item, 0), z=z, width=cw, angle=angle, fade=fade)
        self._meld_places = {c: QPointF(self.cards[c].target) for c in in_meld}
        self._place_empty_pile(lay)
        self._update_frames(lay)
        self.labels.update(lay)
        self._update_focus_ring(lay)
        place_toast(self)

    def _place_empty_pile(self, lay: TableLayout) -> None:
        """The empty discard pile's outline where its first card goes (hidden while it holds
        cards)."""
        if self.game.pile:
            self.pile_place.place(None)
            return
        x, y = lay.pile_positions(1)[0]
        self.pile_place.place(Box(x, y, lay.table_w, lay.table_h), self.table_contrast == "high_contrast")

    def _hand_places(self, lay: TableLayout) -> list[tuple[Card, float, float, float]]:
        """Our hand's cards ``(card, x, y, z)``, where :func:`~..geometry.hand_slots.place`
        puts them (held still while :attr:`hold` is set); selected cards rise. Their stacking
        follows their places (a card that came in while held lies right of the others,
        whatever its order)."""
        cards = self.hand_order
        w = lay.card_w
        xs, self.hold = place(cards, lay.hands[self.seat], w, HAND_STEP * w, self.hold)
        left_to_right = sorted(range(len(cards)), key=xs.__getitem__)
        depth = {i: k for k, i in enumerate(left_to_right)}
        y0 = lay.hands[self.seat].y
        return [
            (c, x, y0 - lay.lift if c in self.selected else y0, 500 + depth[i])
            for i, (c, x) in enumerate(zip(cards, xs, strict=True))
        ]

    def hold_hand(self, keys: bool = False) -> None:
        """Keep the hand's cards where they lie (the pointer came onto the hand; ``keys``: a
        key acts on it): :mod:`..geometry.hand_slots`."""
        if self.hold is None and self.layout is not None and self.hand_order:
            xs = [self.cards[c].target.x() for c in self.hand_order]
            self.hold = hold_at(self.hand_order, xs, self.layout.card_w, keys)

    def release_hand(self, animate: bool = True) -> None:
        """Let the hand go: its gaps close and it is centred again."""
        if self.hold is not None:
            self.hold = None
            self.relayout(animate=animate)

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
                frame.set_high_contrast(self.table_contrast == "high_contrast")
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
        finish_all(self.cards.values())  # a press acts on the table as it now is
        if self.deck_cut.active:
            if self.controller.human_seat is not None:
                self.deck_cut.press(event.scenePos())
            return
        self.input.press(event)

    def mouseMoveEvent(self, event) -> None:
        if not self.deck_cut.active:
            self.input.move(event)

    def mouseReleaseEvent(self, event) -> None:
        if not self.deck_cut.active:
            self.input.release(event)

    def mouseDoubleClickEvent(self, event) -> None:
        self.mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        finish_all(self.cards.values())
        if self.deck_cut.active:
            if self.controller.human_seat is None or not self.deck_cut.key(event):
                super().keyPressEvent(event)
            return
        if not self.input.key(event):
            super().keyPressEvent(event)

    # ------------------------------------------------------------------ sorting
    def sort_hand(self, by: str) -> None:
        """Sort the player's hand by ``"rank"`` or ``"suit"`` (display only)."""
        self.clear_hint()
        self.hand_order.sort(key=SORTS[by])
        self.sort_mode = by
        self.hold = None  # laid out afresh in its new order
        self.relayout(animate=True)
        self.arranged.emit()

    def table_state(self) -> dict[str, Any]:
        """What the autosave keeps of the table beside the match: the player's arrangement of
        the hand and the cards marked as new (``"drawn"``: drawn, or from the pile or a
        pozzetto), as card ids; in a hot-seat match also ``"hands"``, every person's
        arrangement by seat (:meth:`.turning.Arrangements.saved`, the bottom seat's too)."""
        state: dict[str, Any] = {
            "hand_order": [c.id for c in self.hand_order],
            "drawn": sorted(c.id for c in self.fresh),
        }
        if self.controller.hot_seat:
            state["hands"] = self.turning.saved(self)
        return state

    def restore_table(self, state: dict[str, Any] | None) -> None:
        """Put back a saved :meth:`table_state` (a resumed match, as
        :func:`~burraco_qt.storage.autosave.table_state` reads it): ids of cards no longer in
        the hand are dropped, cards missing from it keep the sorted order after the others. With
        ``"hands"`` (hot seat) each person's arrangement is kept for their turn and ours is the
        one saved for our seat (an older file's ``hand_order`` is taken as ours)."""
        if not state:
            return
        hand = set(self.game.hand)
        by_id = {c.id: c for c in hand}
        if state.get("hands") is not None:
            self.turning.restore(self, state["hands"])
        else:
            order = [by_id[i] for i in dict.fromkeys(state.get("hand_order", [])) if i in by_id]
            known = set(order)
            self.hand_order = order + [c for c in self.hand_order if c not in known]
            self.sort_mode = sort_of(self.hand_order)
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
