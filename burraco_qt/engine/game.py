"""The hand state machine: deal, turns, melds, pozzetto, closing, end of hand (RULES.md 2–13).

``Game`` is the single authority on the rules. Send it commands with :meth:`Game.apply`, which
returns the events that happened, or ask :meth:`Game.check` whether a command would be accepted.
A refused command raises a :class:`~burraco_qt.engine.errors.RuleError` and changes nothing:
every check runs (in :mod:`.legality`) before the first change.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from . import legality as P
from . import teams as T
from .cards import Card, CardSpec, format_cards
from .commands import Command, Discard, Draw, TakePile, TakePozzetto
from .deal import build_deck, deal
from .drawmode import opens
from .edge import checked_command
from .errors import RuleError
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
    TeamsFormed,
    TurnPassed,
    hand_zone,
    meld_zone,
    pozzetto_zone,
)
from .legality import CheckResult
from .meld import Meld
from .rules import UNPLAYABLE_STOCK, Rules
from .scoring import TeamScore, team_score
from .state import HandState


class Game(HandState):
    """One hand of Burraco for 2 to 6 players (RULES.md; RULES-MULTI for 3, 5 and 6).

    Teams are computed (:mod:`.teams`): ``teams`` lists the teams of the moment by R21.4 (with 2
    and 4 players always ``[(0,), (1,)]`` / ``[(0, 2), (1, 3)]``), and every per-team list —
    ``tables``, ``pozzetto_taken``, ``pozzetto_takers`` — is indexed by those numbers. In a 3- or
    5-player pairing hand they change once, when the first player empties their hand
    (R24.3): :attr:`lone_player` is then set and a :class:`TeamsFormed` event says how the
    tables merged. ``pozzetti`` holds the dealt blocks by block number (R22.3, R22.4).

    Args:
        rules: the rules (``Rules.preset(...)``); bound to ``players`` (R29.1, R29.4).
        players: 2 to 6.
        deck: a pre-arranged deck in deal order (notation or cards; R2.4, R2.5), or
        seed: an integer for a shuffled deal (R2.6). With neither, a random seed is drawn (and
            kept, so :meth:`record` still reproduces the hand).
        first_player: who plays first (R2.8).
        solo_hand: with 3 and 5 players, a solo hand (R25.1); ignored otherwise.

    Raises ``InvalidDeck`` for a bad deck, ``InvalidRules`` for options that do not fit the
    number of players (R29.4), ``ValueError`` for bad ``players``/``first_player``.
    ``InvalidRules`` also for draw mode with 3, 5 or 6 players (RULES-CASUAL.md R32.3).
    """

    def __init__(
        self,
        rules: Rules,
        players: int = 2,
        *,
        deck: str | Sequence[Card | CardSpec] | None = None,
        seed: int | None = None,
        first_player: int = 0,
        solo_hand: bool = False,
    ) -> None:
        if isinstance(players, bool) or players not in (2, 3, 4, 5, 6):
            raise ValueError(f"a game has 2 to 6 players, not {players}")
        rules.check_players(players)  # RULES-CASUAL.md R32.3
        if not 0 <= first_player < players:
            raise ValueError(f"first_player must be between 0 and {players - 1}")
        if deck is not None and seed is not None:
            raise ValueError("give a deck or a seed, not both")
        if deck is None and seed is None:
            seed = random.randrange(2**31)
        rules = rules.bound(players)
        solo = bool(solo_hand) and players in (3, 5)
        kind = T.hand_kind(players, solo)
        cards = build_deck(rules, players, deck, seed, solo)
        d = deal(cards, rules, players, solo)
        teams = T.initial_teams(players)
        n = len(teams)
        self.assign(
            {
                "rules": rules,
                "players": players,
                "first_player": first_player,
                "seed": seed,
                "solo_hand": solo,
                "kind": kind,
                "deck": cards,
                "block_sizes": tuple(len(z) for z in d.pozzetti),
                "hands": d.hands,
                "pozzetti": d.pozzetti,
                "pile": [d.discard],
                "stock": d.stock,
                "tables": [[] for _ in range(n)],
                "serials": [[] for _ in range(n)],
                "melds_made": 0,
                "teams": teams,
                "pozzetto_taken": [False] * n,
                "pozzetto_takers": [None] * n,
                "taken_blocks": [None] * n,
                "lone_player": None,
                "exempt": [False] * n,
                "opened": [False] * players,
                "current": first_player,
                "phase": "draw",
                "turn": 1,
                "plays_this_turn": 0,
                "ban": None,
                "must_meld": False,
                "last_turn": None,
                "stallo_count": 0,
                "over": False,
                "end_reason": None,
                "closing_team": None,
                "final_scores": None,
                "pile_takes": [],
                "actions": [],
            }
        )

    @classmethod
    def from_state(cls, state: Mapping[str, Any], *, share: bool = False) -> Game:
        """A game in ``state`` (a dict by field, see :mod:`.state`: every field but the derived
        ones; ``ValueError`` when one is missing or unknown), its containers copied (``share``:
        taken as they are, see :meth:`HandState.assign`). The engine does not check that the
        state is reachable: it is for tools, tests and :func:`~.determinize.determinize`."""
        g = cls.__new__(cls)
        g.assign(state, share=share)
        return g

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

    @property
    def dealer(self) -> int:
        """The dealer shown (display only, RULES-MULTI R22.6): the player seated just before the
        first player."""
        return (self.first_player - 1) % self.players

    def team_of(self, player: int) -> int:
        """The number of ``player``'s team now (R2.3, R21.4)."""
        return self._team_of[player]

    @property
    def teams(self) -> list[tuple[int, ...]]:
        """The teams of the moment, numbered by R21.4 (each a tuple of players)."""
        return self._teams

    @teams.setter
    def teams(self, value: Sequence[tuple[int, ...]]) -> None:
        self._teams = list(value)
        self.derive()

    def table_of(self, team: int) -> Sequence[Meld]:
        return self.tables[team]

    def pozzetto_taken_by(self, team: int) -> bool:
        return self.pozzetto_taken[team]

    def block_of(self, team: int) -> int:
        """The block that is ``team``'s pozzetto now (R21.5)."""
        return block_of(
            self.kind, self.teams, self.taken_blocks, self.lone_player, len(self.block_sizes), team
        )

    def pozzetto_cards(self, team: int) -> Sequence[Card] | None:
        return self.pozzetti[self.block_of(team)]

    def pozzetto_size(self, team: int) -> int:
        """The number of cards of ``team``'s pozzetto block (R21.5)."""
        return self.block_sizes[self.block_of(team)]

    def has_opened(self, player: int) -> bool:
        """Whether ``player`` has opened this hand (RULES-CASUAL.md R35.3)."""
        return self.opened[player]

    # ------------------------------------------------------------------ commands
    def check(self, command: Command) -> CheckResult:
        """Whether ``command`` would be accepted now, and if not the error; changes nothing.
        Any object may be given: one that is not a well-formed command is refused with
        ``invalid_record`` (:mod:`.edge`)."""
        try:
            checked_command(command)
        except RuleError as err:
            return CheckResult(False, err)
        return P.check_command(self, command, command.player)

    def apply(self, command: Command) -> list[Event]:
        """Apply ``command``; return the events that happened, in order.

        Raises a ``RuleError`` (``IllegalMove`` / ``InvalidMeld``) with a code of RULES.md
        section 17 when the command is refused, and ``InvalidCommand`` (``invalid_record``) for
        any object that is not a well-formed command (:mod:`.edge`); the game is then unchanged.
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
        return P.plan_command(self, checked_command(command), command.player)

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
        return self._take_pozzetto(p, al_volo=False, instead_of_draw=True)

    def _do_play(self, plan: P.PlayPlan, command: Command) -> list[Event]:
        p, team = plan.player, plan.team
        gone = set(plan.cards)
        self.hands[p] = [c for c in self.hands[p] if c not in gone]
        table = self.tables[team]
        if plan.created:
            table.append(plan.meld)
            self.serials[team].append(self.melds_made)
            self.melds_made += 1
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

    def _take_pozzetto(self, p: int, al_volo: bool, instead_of_draw: bool = False) -> list[Event]:
        events: list[Event] = []
        team = self.team_of(p)
        block = self.block_of(team)
        if self.kind == T.PAIRING and self.lone_player is None:
            events.append(self._form_pairs(p))  # the lone player takes block 0 (R24.2)
            team = self.team_of(p)
        cards = tuple(self.pozzetti[block])
        self.pozzetti[block] = []
        self.pozzetto_taken[team] = True
        self.pozzetto_takers[team] = p
        self.taken_blocks[team] = block
        self.hands[p].extend(cards)
        events += [
            PozzettoTaken(team, p, al_volo, instead_of_draw),
            CardsMoved(cards, pozzetto_zone(block), hand_zone(p), p),
        ]
        return events

    def _form_pairs(self, lone: int) -> TeamsFormed:
        """R24.3, R24.4: ``lone`` emptied the first hand; the pairs form and their tables merge."""
        new = T.paired_teams(self.players, lone)
        tables, serials, sources = T.merge_tables(self.teams, new, self.tables, self.serials)
        self.teams = new
        self.tables = tables
        self.serials = serials
        n = len(new)
        self.pozzetto_taken = [False] * n
        self.pozzetto_takers = [None] * n
        self.taken_blocks = [None] * n
        self.exempt = [False] * n
        self.lone_player = lone
        return TeamsFormed(tuple(new), lone, tuple(tuple(src) for src in sources))

    def _do_discard(self, plan: P.DiscardPlan) -> list[Event]:
        p, card = plan.player, plan.card
        self.hands[p].remove(card)
        self._pile.append(card)
        self.actions.append({"player": p, "discard": card.code})
        events: list[Event] = [CardsMoved((card,), hand_zone(p), PILE, p)]
        if plan.closes:
            events.append(self._end("closed", self.team_of(p)))
            return events
        paired_now = False
        if plan.takes_pozzetto:
            paired_now = self.kind == T.PAIRING and self.lone_player is None
            events.extend(self._take_pozzetto(p, al_volo=False))
        if self.last_turn is not None:
            if paired_now:  # R26.2: the pairs formed by the hand's last action pay no -100
                self.exempt = [len(team) > 1 for team in self.teams]
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
        return self.hand_ended()

    def hand_ended(self) -> HandEnded:
        """The :class:`HandEnded` event of the finished hand: the one the hand's last action
        returned, rebuilt from the state (a restored finished hand, e.g. a match resumed at a
        hand's end, gives the same event field by field). ``RuntimeError`` while the hand is
        not over."""
        if not self.over or self.final_scores is None or self.end_reason is None:
            raise RuntimeError("the hand is not over")
        totals = [s.total for s in self.final_scores]
        credits = T.player_credits(self.teams, totals, self.players) if self.players in (3, 5) else None
        return HandEnded(
            self.end_reason,
            self.closing_team,
            tuple(self.final_scores),
            tuple(tuple(team) for team in self.teams),
            None if credits is None else tuple(credits),
            self.lone_player,
            tuple(self.exempt),
        )

    # ------------------------------------------------------------------ reading the state
    def scores(self) -> tuple[TeamScore, ...]:
        """Each team's score (R13.1, R27.1), in the order of ``teams``: final once the hand is
        over, provisional before (R13.2). ``any_pozzetto_taken`` is judged for the *other*
        teams (R27.1; the same as R13.1 with two teams); a pair formed by the hand's last action
        scores as if it had taken its pozzetto (R26.2)."""
        taken = self.pozzetto_taken
        return tuple(
            team_score(
                self.tables[t],
                [self.hands[p] for p in team],
                took_pozzetto=taken[t] or self.exempt[t],
                any_pozzetto_taken=any(taken[u] for u in range(len(taken)) if u != t),
                closed=self.closing_team == t,
                rules=self.rules,
            )
            for t, team in enumerate(self.teams)
        )

    def player_scores(self) -> list[int] | None:
        """Each player's credit of :meth:`scores` (R27.2) with 3 and 5 players; ``None`` with 2,
        4 and 6 (a team's total is not split, R27.3)."""
        if self.players not in (3, 5):
            return None
        return T.player_credits(self.teams, [s.total for s in self.scores()], self.players)

    def deal_events(self) -> list[Event]:
        """The deal as events: ``Dealt`` then the deck's cards moving to every zone (R2.4)."""
        events: list[Event] = [Dealt(self.first_player, self.players)]
        d = deal(self.deck, self.rules, self.players, self.solo_hand)
        for p, hand in enumerate(d.hands):
            events.append(CardsMoved(hand, DECK, hand_zone(p)))
        for t, z in enumerate(d.pozzetti):
            events.append(CardsMoved(z, DECK, pozzetto_zone(t)))
        events.append(CardsMoved((d.discard,), DECK, PILE))
        events.append(CardsMoved(d.stock, DECK, STOCK))
        return events

    def view(self, player: int):  # -> PlayerView (imported lazily: view imports game types)
        """What ``player`` may know (own hand + public information), see :mod:`.player_view`."""
        from .player_view import PlayerView

        return PlayerView.of(self, player)

    def all_cards(self) -> list[Card]:
        """Every physical card in every zone (for invariants)."""
        cards = [c for h in self.hands for c in h]
        cards += [c for z in self.pozzetti for c in z]
        cards += [c for t in self.tables for m in t for c in m.cards]
        return cards + self._pile + self._stock

    def record(self) -> dict[str, Any]:
        """The game record of this hand so far (RULES.md section 18): accepted actions only."""
        rec: dict[str, Any] = {
            "format": 1,
            "rules": self.rules.to_record(self.players),
            "players": self.players,
            "first_player": self.first_player,
        }
        if self.solo_hand:
            rec["solo_hand"] = True
        if self.seed is not None:
            rec["seed"] = self.seed
        else:
            rec["deck"] = format_cards(self.deck)
        rec["actions"] = [dict(a) for a in self.actions]
        return rec

    def copy(self) -> Game:
        """An independent copy (melds and cards are immutable and shared; :mod:`.state` says
        how each field is copied)."""
        g = Game.__new__(Game)
        self.copy_state(g)
        return g


def block_of(
    kind: str,
    teams: Sequence[tuple[int, ...]],
    taken_blocks: Sequence[int | None],
    lone: int | None,
    blocks: int,
    team: int,
) -> int:
    """The block that is ``team``'s pozzetto (RULES-MULTI R21.5, R22.4): the one it took; else
    block *t* with fixed teams, block *p* in a solo hand, block 0 in the individual phase of a
    pairing hand, and after pairing the lowest-numbered untaken block from 1."""
    taken = taken_blocks[team]
    if taken is not None:
        return taken
    if kind == T.FIXED:
        return team
    if kind == T.SOLO:
        return teams[team][0]
    if lone is None:
        return 0
    used = {b for b in taken_blocks if b is not None}
    for b in range(1, blocks):
        if b not in used:
            return b
    return 0  # pragma: no cover - a pair always has a block (R22.3)
