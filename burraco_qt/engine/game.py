"""The hand state machine: deal, turns, melds, pozzetto, closing, end of hand (RULES.md 2–13).

``Game`` is the single authority on the rules. Send it commands with :meth:`Game.apply`, which
returns the events that happened, or ask :meth:`Game.check` whether a command would be accepted.
A refused command raises a :class:`~burraco_qt.engine.errors.RuleError` and changes nothing:
every check runs (in :mod:`.position`) before the first change.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

from . import position as P
from .cards import Card, CardSpec, format_cards
from .commands import Command, Discard, Draw, TakePile, TakePozzetto
from .deal import build_deck, deal
from .drawmode import opens
from .events import (
    DECK,
    PILE,
    STOCK,
    CardsMoved,
    Dealt,
    Event,
    HandEnded,
    LastTurnStarted,
    MeldCreated,
    MeldExtended,
    PozzettoTaken,
    TurnPassed,
    hand_zone,
    meld_zone,
    pozzetto_zone,
)
from .meld import Meld
from .position import CheckResult
from .rules import UNPLAYABLE_STOCK, Rules
from .scoring import TeamScore, team_score


class Game:
    """One hand of Burraco for 2 or 4 players (teams 0+2 and 1+3).

    Args:
        rules: the rules (``Rules.preset(...)``).
        players: 2 or 4.
        deck: a pre-arranged deck in deal order (notation or cards; R2.4, R2.5), or
        seed: an integer for a shuffled deal (R2.6). With neither, a random seed is drawn (and
            kept, so :meth:`record` still reproduces the hand).
        first_player: who plays first (R2.8).

    Raises ``InvalidDeck`` for a bad deck, ``ValueError`` for bad ``players``/``first_player``,
    ``InvalidRules`` for rules these players cannot play (draw mode, RULES-CASUAL.md R32.3).
    """

    def __init__(self, rules: Rules, players: int = 2, *,
                 deck: str | Sequence[Card | CardSpec] | None = None, seed: int | None = None,
                 first_player: int = 0) -> None:
        if players not in (2, 4):
            raise ValueError(f"a game has 2 or 4 players, not {players}")
        rules.check_players(players)
        if not 0 <= first_player < players:
            raise ValueError(f"first_player must be between 0 and {players - 1}")
        if deck is not None and seed is not None:
            raise ValueError("give a deck or a seed, not both")
        if deck is None and seed is None:
            seed = random.randrange(2**31)
        self.rules = rules
        self.players = players
        self.first_player = first_player
        self.seed = seed
        self.deck = build_deck(rules, players, deck, seed)
        d = deal(self.deck, rules, players)
        self.hands: list[list[Card]] = [list(h) for h in d.hands]
        self.pozzetti: list[list[Card]] = [list(z) for z in d.pozzetti]
        self._pile: list[Card] = [d.discard]
        self._stock: list[Card] = list(reversed(d.stock))  # next card to draw is last
        self.pozzetto_taken = [False, False]
        self.pozzetto_takers: list[int | None] = [None, None]  # who picked each pozzetto up
        self.tables: list[list[Meld]] = [[], []]
        self.opened = [False] * players  # RULES-CASUAL.md R35.3 (kept in every mode)
        self.current = first_player
        self.phase = "draw"
        self.over = False
        self.end_reason: str | None = None
        self.closing_team: int | None = None
        self.ban: Card | None = None
        self.must_meld = False
        self.last_turn: str | None = None
        self.stallo_count = 0
        self.turn = 1
        self.plays_this_turn = 0  # melds and attaches of the current turn
        self.pile_takes: list[tuple[int, tuple[Card, ...]]] = []
        self.actions: list[dict[str, Any]] = []
        self.final_scores: tuple[TeamScore, ...] | None = None

    # ------------------------------------------------------------------ Position protocol
    @property
    def stock_size(self) -> int:
        return len(self._stock)

    @property
    def pile(self) -> Sequence[Card]:
        """The discard pile, bottom first (the last card is on top)."""
        return self._pile

    @property
    def stock(self) -> list[Card]:
        """The stock in draw order (a copy; hidden information)."""
        return list(reversed(self._stock))

    def hand_of(self, player: int) -> Sequence[Card]:
        return self.hands[player]

    def table_of(self, team: int) -> Sequence[Meld]:
        return self.tables[team]

    def pozzetto_taken_by(self, team: int) -> bool:
        return self.pozzetto_taken[team]

    def pozzetto_cards(self, team: int) -> Sequence[Card] | None:
        return self.pozzetti[team]

    def has_opened(self, player: int) -> bool:
        """Whether ``player`` has opened this hand (RULES-CASUAL.md R35.3)."""
        return self.opened[player]

    # ------------------------------------------------------------------ commands
    def check(self, command: Command) -> CheckResult:
        """Whether ``command`` would be accepted now, and if not the error; changes nothing."""
        return P.check_command(self, command, command.player)

    def apply(self, command: Command) -> list[Event]:
        """Apply ``command``; return the events that happened, in order.

        Raises a ``RuleError`` (``IllegalMove`` / ``InvalidMeld``) with a code of RULES.md
        section 17 when the command is refused; the game is then unchanged.
        """
        plan = self._plan(command)
        if isinstance(command, Draw):
            events = self._do_draw(plan)
        elif isinstance(command, TakePile):
            events = self._do_take(plan)
        elif isinstance(command, TakePozzetto):
            events = self._do_take_pozzetto(plan)
        elif isinstance(command, Discard):
            events = self._do_discard(plan)
        else:
            events = self._do_play(plan, command)
        return events

    def _plan(self, command: Command) -> Any:
        return P.plan_command(self, command, command.player)

    # ------------------------------------------------------------------ effects
    def _do_draw(self, p: int) -> list[Event]:
        card = self._stock.pop()
        self.hands[p].append(card)
        self.phase = "play"
        self.stallo_count = 0
        self.actions.append({"player": p, "draw": "stock"})
        events: list[Event] = [CardsMoved((card,), STOCK, hand_zone(p), p)]
        if len(self._stock) == UNPLAYABLE_STOCK and self.last_turn is None:
            self.last_turn = "stock"
            events.append(LastTurnStarted(p, "stock"))
        return events

    def _do_take(self, p: int) -> list[Event]:
        cards = tuple(self._pile)
        self.ban = P.pile_ban(self.hands[p], cards)
        self.hands[p].extend(cards)
        self._pile = []
        self.phase = "play"
        self.must_meld = self.rules.pile_take_needs_meld
        self.stallo_count += 1
        self.pile_takes.append((p, cards))
        self.actions.append({"player": p, "draw": "pile"})
        events: list[Event] = [CardsMoved(cards, PILE, hand_zone(p), p)]
        limit = self.rules.stallo_turns
        if limit is not None and self.stallo_count >= limit and self.last_turn is None:
            self.last_turn = "stallo"
            events.append(LastTurnStarted(p, "stallo"))
        return events

    def _do_take_pozzetto(self, p: int) -> list[Event]:
        """R35.2: the team's pozzetto joins the hand instead of a draw; the stock and R12.5's
        count are unchanged, so it never starts the last turn."""
        self.phase = "play"
        self.actions.append({"player": p, "draw": "pozzetto"})
        team = P.team_of(p)
        cards = tuple(self.pozzetti[team])
        self.pozzetti[team] = []
        self.pozzetto_taken[team] = True
        self.pozzetto_takers[team] = p
        self.hands[p].extend(cards)
        return [PozzettoTaken(team, p, False, instead_of_draw=True),
                CardsMoved(cards, pozzetto_zone(team), hand_zone(p), p)]

    def _do_play(self, plan: P.PlayPlan, command: Command) -> list[Event]:
        p, team = plan.player, plan.team
        gone = set(plan.cards)
        self.hands[p] = [c for c in self.hands[p] if c not in gone]
        table = self.tables[team]
        if plan.created:
            table.append(plan.meld)
        else:
            table[plan.index] = plan.meld
        self.must_meld = False
        self.plays_this_turn += 1
        action: dict[str, Any] = {"player": p}
        if plan.created:
            action["meld"] = format_cards(plan.cards)
        else:
            action["attach"] = format_cards(plan.cards)
            action["to"] = plan.index
        wild_end = getattr(command, "wild_end", None)
        if wild_end:
            action["wild_end"] = wild_end
        self.actions.append(action)
        zone = meld_zone(team, plan.index)
        events: list[Event] = [CardsMoved(plan.cards, hand_zone(p), zone, p)]
        if plan.created:
            events.append(MeldCreated(team, plan.index, plan.meld, p))
            if opens(plan.meld):
                self.opened[p] = True
        else:
            events.append(MeldExtended(team, plan.index, plan.meld, plan.cards, p))
        if plan.closes:  # draw mode: melding out with a buraco on the table (R36.1)
            events.append(self._end("closed", team))
            return events
        if not self.hands[p]:
            events.extend(self._take_pozzetto(p, al_volo=True))
        return events

    def _take_pozzetto(self, p: int, al_volo: bool) -> list[Event]:
        team = P.team_of(p)
        cards = tuple(self.pozzetti[team])
        self.pozzetti[team] = []
        self.pozzetto_taken[team] = True
        self.pozzetto_takers[team] = p
        self.hands[p].extend(cards)
        return [PozzettoTaken(team, p, al_volo), CardsMoved(cards, pozzetto_zone(team), hand_zone(p), p)]

    def _do_discard(self, plan: P.DiscardPlan) -> list[Event]:
        p, card = plan.player, plan.card
        self.hands[p].remove(card)
        self._pile.append(card)
        self.actions.append({"player": p, "discard": card.code})
        events: list[Event] = [CardsMoved((card,), hand_zone(p), PILE, p)]
        if plan.closes:
            events.append(self._end("closed", P.team_of(p)))
            return events
        if plan.takes_pozzetto:
            events.extend(self._take_pozzetto(p, al_volo=False))
        if self.last_turn is not None:
            how = "stock_exhausted" if self.last_turn == "stock" else "stallo"
            events.append(self._end(how, None))
            return events
        nxt = (p + 1) % self.players
        self.current = nxt
        self.phase = "draw"
        self.ban = None
        self.must_meld = False
        self.plays_this_turn = 0
        self.turn += 1
        events.append(TurnPassed(p, nxt))
        return events

    def _end(self, how: str, closing_team: int | None) -> HandEnded:
        self.over = True
        self.end_reason = how
        self.closing_team = closing_team
        self.final_scores = self.scores()
        return HandEnded(how, closing_team, self.final_scores)

    # ------------------------------------------------------------------ reading the state
    def scores(self) -> tuple[TeamScore, ...]:
        """Each team's score (R13.1): final once the hand is over, provisional before (R13.2)."""
        any_taken = any(self.pozzetto_taken)
        return tuple(
            team_score(self.tables[t], [self.hands[p] for p in range(t, self.players, 2)],
                       took_pozzetto=self.pozzetto_taken[t], any_pozzetto_taken=any_taken,
                       closed=self.closing_team == t, rules=self.rules)
            for t in (0, 1))

    def deal_events(self) -> list[Event]:
        """The deal as events: ``Dealt`` then the deck's cards moving to every zone (R2.4)."""
        events: list[Event] = [Dealt(self.first_player, self.players)]
        d = deal(self.deck, self.rules, self.players)
        for p, hand in enumerate(d.hands):
            events.append(CardsMoved(hand, DECK, hand_zone(p)))
        for t, z in enumerate(d.pozzetti):
            events.append(CardsMoved(z, DECK, pozzetto_zone(t)))
        events.append(CardsMoved((d.discard,), DECK, PILE))
        events.append(CardsMoved(d.stock, DECK, STOCK))
        return events

    def view(self, player: int):  # -> PlayerView (imported lazily: view imports game types)
        """What ``player`` may know (own hand + public information), see :mod:`.view`."""
        from .view import PlayerView

        return PlayerView.of(self, player)

    def all_cards(self) -> list[Card]:
        """Every physical card in every zone (for invariants)."""
        cards = [c for h in self.hands for c in h]
        cards += [c for z in self.pozzetti for c in z]
        cards += [c for t in self.tables for m in t for c in m.cards]
        return cards + self._pile + self._stock

    def record(self) -> dict[str, Any]:
        """The game record of this hand so far (RULES.md section 18): accepted actions only."""
        rec: dict[str, Any] = {"format": 1, "rules": self.rules.to_record(),
                               "players": self.players, "first_player": self.first_player}
        if self.seed is not None:
            rec["seed"] = self.seed
        else:
            rec["deck"] = format_cards(self.deck)
        rec["actions"] = [dict(a) for a in self.actions]
        return rec

    def copy(self) -> Game:
        """An independent copy (melds and cards are immutable and shared)."""
        g = copy.copy(self)
        g.hands = [list(h) for h in self.hands]
        g.pozzetti = [list(z) for z in self.pozzetti]
        g._pile = list(self._pile)
        g._stock = list(self._stock)
        g.pozzetto_taken = list(self.pozzetto_taken)
        g.pozzetto_takers = list(self.pozzetto_takers)
        g.tables = [list(t) for t in self.tables]
        g.opened = list(self.opened)
        g.pile_takes = list(self.pile_takes)
        g.actions = [dict(a) for a in self.actions]
        return g
