"""The game controller: the one object the mouse, the keyboard and ``--autoplay`` go through.

:class:`GameController` owns the engine :class:`~burraco_qt.engine.match.Match`, the computer
seats and the human seat. Every command is applied by the engine; the controller turns what
happened into Qt signals and paces computer turns (one command per tick) so a person can follow
them. It imports QtCore only (no widgets).
"""

from __future__ import annotations

import logging
import random
from collections.abc import MutableMapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..ai import CHARACTERS, TIERS
from ..engine import PRESETS, CheckResult, Command, Game, HandEnded, PlayerView, RuleError, Rules
from ..engine.challenge import Challenge
from ..engine.challenge import decode as decode_challenge
from ..engine.match import Match
from .fair_play import computer_record, new_salt, random_cut_of
from .players import ComputerSeats, challenge_seats
from .thinker import Thinker
from .undo import HandHistory

if TYPE_CHECKING:
    from ..ai import ComputerPlayer

log = logging.getLogger("burraco_qt")

#: :meth:`GameController._computer_command`'s default: ask the computer now.
_ASK = object()


@dataclass(frozen=True, slots=True)
class MatchOptions:
    """What the New game dialog and the command line choose.

    ``players`` 2 to 6 (3, 5, 6: RULES-MULTI); ``difficulty`` a tier of
    :data:`burraco_qt.ai.TIERS`; ``preset`` a rules preset;
    ``target`` 1005 or 2005 (any integer ≥ 1); ``seed`` the match seed (random when
    ``None``); ``characters`` (issue 13) the computer players by character key, for the seats
    other than the human's in seat order (1 vs 1: the opponent; 2 vs 2: left opponent,
    partner, right opponent), or empty: ``difficulty`` plays every computer seat;
    ``first_hand`` the hand of the seed dealt first (a deal code's hand, default 1);
    ``first_cut`` the cut of that hand (a version-2 deal code's cut, issue 29; 0: none): it is
    dealt from the seed's shuffle cut there, at once, without waiting for a cut.
    ``people`` (issue 31, hot seat): ``(seat, name)`` for every seat played by a person at this
    computer (empty: one person, at seat 0); ``characters`` then name the other seats' computers
    in seat order. ``ValueError`` for a bad value.
    """

    players: int = 2
    difficulty: str = "medium"
    preset: str = "italian"
    target: int = 1005
    seed: int | None = None
    characters: tuple[str, ...] = ()
    first_hand: int = 1
    first_cut: int = 0
    people: tuple[tuple[int, str], ...] = ()

    def __post_init__(self) -> None:
        if self.players not in (2, 3, 4, 5, 6):
            raise ValueError(f"players must be 2 to 6, not {self.players}")
        if self.difficulty not in TIERS:
            raise ValueError(f"unknown difficulty {self.difficulty!r}")
        if self.preset not in PRESETS:
            raise ValueError(f"unknown preset {self.preset!r}")
        if not isinstance(self.target, int) or self.target < 1:
            raise ValueError(f"target must be an integer of at least 1, not {self.target!r}")
        if not isinstance(self.first_hand, int) or self.first_hand < 1:
            raise ValueError(f"first_hand must be an integer of at least 1, not {self.first_hand!r}")
        if isinstance(self.first_cut, bool) or not isinstance(self.first_cut, int) or self.first_cut < 0:
            raise ValueError(f"first_cut must be a whole number of at least 0, not {self.first_cut!r}")
        seats = [s for s, _ in self.people]
        if len(set(seats)) != len(seats) or not all(
            isinstance(s, int) and 0 <= s < self.players for s in seats
        ):
            raise ValueError(f"people must sit at different seats of the {self.players}")
        if not all(isinstance(n, str) and n.strip() for _, n in self.people):
            raise ValueError("every person needs a name")
        computers = self.players - (len(self.people) or 1)
        if self.characters:
            if len(self.characters) != computers:
                raise ValueError(f"{computers} computer seats need {computers} characters")
            for key in self.characters:
                if key not in CHARACTERS:
                    raise ValueError(f"unknown character {key!r}")

    def seat_players(self, human_seat: int | None) -> dict[int, str]:
        """Each computer seat's player (a character key, or the tier ``difficulty``): every seat
        but ``human_seat`` and the people's (hot seat)."""
        people = {s for s, _ in self.people}
        seats = [p for p in range(self.players) if p != human_seat and p not in people]
        if self.characters and len(seats) == len(self.characters):
            return dict(zip(seats, self.characters, strict=True))
        return {p: self.difficulty for p in seats}

    def lineup(self) -> str:
        """The computer players as the history stores them: character keys joined by commas
        (seats 1, 2, 3), or the tier name."""
        return ",".join(self.characters) if self.characters else self.difficulty

    def rules(self) -> Rules:
        """The engine rules (``InvalidRules`` for an unknown preset)."""
        return Rules.preset(self.preset, target=self.target)

    def with_seed(self) -> MatchOptions:
        """These options with a concrete seed."""
        return self if self.seed is not None else replace(self, seed=random.randrange(2**31))


class GameController(QObject):
    """Runs a match for one human seat (or none, with ``autoplay``) against computer seats.

    Signals:
        handStarted(): a hand was dealt; lay the table out from :meth:`view`.
        eventsApplied(int, list): seat, the engine events of one accepted command.
        refused(object): a ``RuleError`` for a human command; nothing changed.
        handEnded(object): the ``HandEnded`` event (scores, how); the match totals are updated.
        matchEnded(): the match is over (``match.winner``).
        stateChanged(): the turn or phase changed (refresh the status line).
        positionReplaced(): the current position was replaced (:meth:`replace_position`: an
            undo, a jump of the replay viewer, a tool): lay the whole table out again.
        undone(): an undo restored an earlier state (after ``positionReplaced``).
        openCardsChanged(bool): open cards (practice) switched on or off.
        thinkingChanged(int): a computer seat started searching (its seat), or stopped (-1);
            the expert's searches run off the GUI thread (:mod:`.thinker`).
        computerFailed(str): a computer's turn raised an exception (first time only; a legal
            move was played instead).
        passTo(int): hot seat (issue 31): the table must be hidden until the person of that
            seat says they sit at the computer (a person's turn after another's, a new deal, a
            resumed match); the table's seat (:attr:`seat`) is already theirs.
    """

    handStarted = Signal()
    eventsApplied = Signal(int, object)
    refused = Signal(object)
    handEnded = Signal(object)
    matchEnded = Signal()
    stateChanged = Signal()
    positionReplaced = Signal()
    undone = Signal()
    openCardsChanged = Signal(bool)
    thinkingChanged = Signal(int)
    computerFailed = Signal(str)
    passTo = Signal(int)

    def __init__(
        self,
        options: MatchOptions | None = None,
        *,
        human_seat: int | None = 0,
        ai_delay_ms: int = 650,
        first_deck: str | None = None,
        match: Match | None = None,
        parent: QObject | None = None,
        search: dict | None = None,
        fair: bool = False,
    ) -> None:
        super().__init__(parent)
        #: New matches are fair (issue 29, :mod:`.fair_play`): each hand's deck is committed and
        #: waits for the cut; a deal code's match (it deals a known hand) and a given deck are not.
        self.fair = fair
        #: The expert's search options (``samples``, ``budget`` seconds, ``workers``): by default
        #: 1 s per search on the shared process pool; see :meth:`set_search_budget`.
        self.search: dict = dict(search or {"samples": None, "budget": 1.0, "workers": None})
        self.ai_delay_ms = ai_delay_ms
        self.human_seat = human_seat
        self._home_seat = human_seat  # the one person's seat when no hot seat is played
        self.paused = False
        self.open_cards = False
        self.illegal_ai_commands = 0
        self.ai_errors = 0
        self.history = HandHistory()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ai_step)
        self.thinker = Thinker(self)
        self.thinker.done.connect(self._thought)
        self.thinking_seat: int | None = None
        #: The challenge being played (issue 29, :mod:`~burraco_qt.engine.challenge`), or ``None``.
        self.challenge: Challenge | None = None
        #: The people at this computer by seat (hot seat, issue 31): the table turns to the
        #: person to play (:attr:`human_seat` follows them); empty for one person.
        self.people: dict[int, str] = {}
        #: Hot seat: the hand arrangement of each person not at the table, by seat (their
        #: hand's card ids in order, and its sort: "suit", "rank" or ``None``, their own). The
        #: table (``ui/table/turning.py``) keeps them here, not in the scene, which holds
        #: nothing of another seat's hand; the autosave writes them with the table's look.
        self.arrangements: dict[int, tuple[list[int], str | None]] = {}
        if match is not None:
            self._resume(match)
        else:
            self._setup(options or MatchOptions(), first_deck)

    # ------------------------------------------------------------------ set-up
    def _resume(self, match: Match) -> None:
        """Continue ``match`` (restored from a record) at its exact move."""
        names = [match.seats[p] for p in sorted(match.seats)]
        computers = match.players - (len(match.people) or 1)
        characters = (
            tuple(names) if names and all(n in CHARACTERS for n in names) and len(names) == computers else ()
        )
        difficulty = next((n for n in names if n in TIERS), None) or (
            CHARACTERS[names[0]].tier if characters else "medium"
        )
        self.options = MatchOptions(
            match.players,
            difficulty,
            match.rules.preset_name,
            match.rules.target,
            match.seed,
            characters,
            match.first_hand,
            match.first_cut,
            tuple(sorted(match.people.items())),
        )
        self.match = match
        self._take_people(match.people)
        self.challenge = _challenge_of(match)
        if self.challenge is not None:
            self._challenge_computers(self.challenge)
            return
        if self.fair and not match.fair and match.first_hand == 1 and not match.over:
            match.fair = True  # a save from before fair deals: its next hands are dealt fairly
        if match.fair and match.computer_record is None:
            match.computer_record = computer_record(match.seats, match.seed, self.search)
        self.computers: MutableMapping[int, ComputerPlayer] = ComputerSeats(
            {p: (tier, match.seed * 10 + p + 1) for p, tier in match.seats.items()}, self.search
        )

    def _challenge_computers(self, challenge: Challenge) -> None:
        self.computers = challenge_seats(
            {i + 1: (s.name, s.seed, s.samples) for i, s in enumerate(challenge.seats)}
        )

    def _setup(self, options: MatchOptions, first_deck: str | None, fair: bool | None = None) -> None:
        self.challenge = None
        self.options = options.with_seed()
        seed = self.options.seed or 0  # with_seed() made it concrete (0 only if None)
        self._take_people(dict(self.options.people))
        seats = self.options.seat_players(self.human_seat)
        self.match = Match(
            self.options.rules(),
            self.options.players,
            seed=seed,
            seats=seats,
            first_deck=first_deck,
            first_hand=self.options.first_hand,
            first_cut=self.options.first_cut,
            fair=(self.fair if fair is None else fair) and self.options.first_hand == 1,
            salt=new_salt,
        )
        self.match.people = dict(self.people)
        if self.match.fair or self.match.fair_entries:  # (a deal code's cut hand: fair too)
            self.match.computer_record = computer_record(seats, seed, self.search)
        self.computers = ComputerSeats(
            {p: (tier, seed * 10 + p + 1) for p, tier in seats.items()}, self.search
        )
        if self.open_cards:
            self.match.practice = True

    def _take_people(self, people: dict[int, str]) -> None:
        """Hot seat: the people by seat; the table starts at the first of them. One person (or
        none listed) keeps :attr:`human_seat` as it is."""
        self.people = dict(people)
        if self.human_seat is not None:
            self.human_seat = min(self.people) if self.people else self._home_seat

    @property
    def hot_seat(self) -> bool:
        """Whether two or more people play at this computer (issue 31): no undo, hints or open
        cards, and the table turns to the person to play."""
        return len(self.people) >= 2

    def _turn_table(self) -> bool:
        """Hot seat: the person to play (if the seat to play is a person's) becomes the table's
        seat; ``True`` when it changed."""
        if not self.hot_seat or self.human_seat is None:
            return False
        current = self.game.current
        if current in self.people and current != self.human_seat:
            self.human_seat = current
            return True
        return False

    def new_match(
        self, options: MatchOptions, first_deck: str | None = None, *, fair: bool | None = None
    ) -> None:
        """Throw the current match away and start ``options``'s match (``fair``: whether it is
        dealt fairly; default :attr:`fair`; a deal code's match is not: it deals a known hand)."""
        self._timer.stop()
        self.stop_thinking()
        self._setup(options, first_deck, fair)
        self.start()

    def new_challenge(self, challenge: Challenge) -> None:
        """Throw the current match away and start ``challenge`` (issue 29): the human is seat
        0, the computers those of the code; open cards are switched off."""
        self._timer.stop()
        self.stop_thinking()
        self.set_open_cards(False)
        names = tuple(s.name for s in challenge.seats)
        characters = names if all(n in CHARACTERS for n in names) else ()
        difficulty = next(
            (n for n in names if n in TIERS), CHARACTERS[names[0]].tier if characters else "medium"
        )
        self.options = MatchOptions(
            challenge.players, difficulty, challenge.preset, 1005, challenge.seed, characters
        )
        self.human_seat = 0
        self.people = {}
        self.match = challenge.match()
        self.challenge = challenge
        self._challenge_computers(challenge)
        self.start()

    def start(self, *, hide: bool = True) -> None:
        """Announce the current hand and let the computers play if it is their turn (hot seat:
        the table turns to the person to play first and hides until they are there; with
        ``hide`` false, after the cut, only if that is another person than the one who cut)."""
        self.history.clear()
        turned = self._turn_table()
        self.handStarted.emit()
        if self.hot_seat and self.human_seat is not None and (hide or turned):
            self.passTo.emit(self.human_seat)
        self.stateChanged.emit()
        self._schedule()

    # ------------------------------------------------------------------ reading
    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def seat(self) -> int:
        """The seat the table is shown for (the human's, or seat 0 in autoplay)."""
        return 0 if self.human_seat is None else self.human_seat

    def view(self, seat: int | None = None) -> PlayerView:
        """The player view of ``seat`` (default: the table's seat)."""
        return self.game.view(self.seat if seat is None else seat)

    @property
    def human_to_play(self) -> bool:
        g = self.game
        return (
            self.human_seat is not None
            and not g.over
            and g.current == self.human_seat
            and not self.awaiting_cut
        )

    @property
    def awaiting_cut(self) -> bool:
        """Whether the hand's committed deck waits for its cut (a fair match): nothing is
        played, and the table shows the deck face down with its fingerprint."""
        return self.match.awaiting_cut

    def cut(self, cut: int) -> None:
        """Cut the committed deck at ``cut`` (1 … cards - 1) and deal the hand from it: the
        table is laid out afresh (``handStarted``) and the computers play. ``ValueError`` for a
        cut out of range, ``RuntimeError`` when no deck waits for a cut."""
        self.match.cut(cut)
        self.start(hide=False)  # hot seat: the person who cut sits there already

    def check(self, command: Command) -> CheckResult:
        """Whether the human's ``command`` would be accepted now (asks the engine)."""
        if self.human_seat is None:
            return CheckResult(False, RuleError("not_your_turn", "the computer plays every seat"))
        if self.awaiting_cut:
            return CheckResult(False, RuleError("not_your_turn", "the deck waits for its cut"))
        return self.game.check(_as_seat(command, self.human_seat))

    # ------------------------------------------------------------------ commands
    def send(self, command: Command) -> bool:
        """Apply a human command. On refusal emit ``refused`` and return ``False``."""
        if self.human_seat is None or self.awaiting_cut:
            return False
        command = _as_seat(command, self.human_seat)
        before = self.game.copy()
        try:
            events = self.match.apply(command)
        except RuleError as err:
            self.refused.emit(err)
            return False
        self._announce(self.human_seat, events, command, before)
        return True

    def _announce(self, seat: int, events: list, command: Command, before: Game) -> None:
        self.history.record(seat, command, before, events)
        self.eventsApplied.emit(seat, events)
        if self._turn_table() and self.human_seat is not None:  # hot seat: the next person
            self.passTo.emit(self.human_seat)
        self.stateChanged.emit()
        ended = [e for e in events if isinstance(e, HandEnded)]
        if ended:
            self.handEnded.emit(ended[0])
            if self.match.over:
                self.matchEnded.emit()
            return
        self._schedule()

    def _schedule(self) -> None:
        g = self.game
        if self.awaiting_cut:  # the player cuts; a table of computers only cuts at random
            if self.human_seat is None and not self.paused:
                self._timer.start(self.ai_delay_ms)
            return
        if self.paused or g.over or g.current == self.human_seat:
            return
        self._timer.start(self.ai_delay_ms)

    def step(self) -> bool:
        """Play one computer command now, without the timer (for tests, tools and benchmarks).

        The computer whose turn it is plays one command, even while paused; no timer is left
        running afterwards (an expert's search runs here, on the calling thread, and a search
        already running off the GUI thread is cancelled). Returns ``False`` (nothing done) when
        the hand is over or it is the human's turn.
        """
        g = self.game
        if self.awaiting_cut and self.human_seat is not None:
            return False
        if g.over or (g.current == self.human_seat and not self.awaiting_cut):
            return False
        self.stop_thinking()
        paused, self.paused = self.paused, False
        try:
            self._ai_step(wait=True)
        finally:
            self.paused = paused
            self._timer.stop()
        return True

    def _ai_step(self, wait: bool = False) -> None:
        """The computer's turn: one command (an expert's search is started off the GUI thread
        and played by :meth:`_thought`, unless ``wait``); a deck waiting for its cut on a table
        of computers only is cut at a pseudo-random place (:func:`.fair_play.random_cut_of`)."""
        if self.awaiting_cut:
            if self.human_seat is None and not self.paused:
                size = self.match.commitment.size if self.match.commitment else 2
                self.cut(random_cut_of(size, self.match.seed, self.match.hand_number))
            return
        g = self.game
        if self.paused or g.over or g.current == self.human_seat:
            return
        seat = g.current
        player = self.computers[seat]
        if not wait and self._searches(seat, player):  # the expert: off the GUI thread
            self._ticket = self.thinker.start(player, g.view(seat))
            self._thinking_key = (seat, g.turn, g.phase, g.plays_this_turn, len(g.actions))
            self.thinking_seat = seat
            self.thinkingChanged.emit(seat)
            return
        self._play_computer(seat, self._computer_command(seat))

    def _searches(self, seat: int, player: ComputerPlayer) -> bool:
        """Whether ``player``'s next decision is a search to run off the GUI thread (an
        exception here is left to :meth:`_computer_command`, which guards the choice)."""
        if not getattr(player, "searches", False):
            return False
        try:
            return not player.instant(self.game.view(seat))
        except Exception:
            return False

    def _thought(self, ticket: int, command: object) -> None:
        """A search finished (GUI thread): play its command if the game is where it was (an
        exception or an illegal command is guarded as in :meth:`_computer_command`)."""
        g = self.game
        key = (g.current, g.turn, g.phase, g.plays_this_turn, len(g.actions))
        if ticket != getattr(self, "_ticket", None) or key != self._thinking_key or g.over:
            return
        self.thinking_seat = None
        self.thinkingChanged.emit(-1)
        if self.paused:
            return
        seat = g.current
        self._play_computer(seat, self._computer_command(seat, chosen=command))

    def seat_character(self, seat: int):  # -> Character | None
        """The character playing ``seat`` (name, tier, style, portrait), or ``None`` (the human,
        or a seat named by its tier, as in old records). For the table's nameplates."""
        return CHARACTERS.get(self.match.seats.get(seat, ""))

    def set_search_budget(self, seconds: float) -> None:
        """The expert's seconds per search (Preferences: 0.3, 1 or 3), from its next search
        (never in a challenge: its experts play at fixed samples)."""
        self.search["budget"] = seconds
        if self.challenge is not None:
            return  # the players not made yet take it when made
        made = getattr(self.computers, "made", None)
        for player in made() if made else self.computers.values():
            if hasattr(player, "budget"):
                player.budget = seconds

    def stop_thinking(self) -> None:
        """Cancel a running search at once (New game, undo, pause, quit)."""
        if self.thinker.busy:
            self.thinker.cancel()
        if self.thinking_seat is not None:
            self.thinking_seat = None
            self.thinkingChanged.emit(-1)

    def _play_computer(self, seat: int, command: Command) -> None:
        g = self.game
        before = g.copy()
        self._announce(seat, self.match.apply(command), command, before)

    def _computer_command(self, seat: int, chosen: object = _ASK) -> Command:
        """The computer ``seat``'s command, always one the engine accepts: an exception in the
        computer is logged, counted (``ai_errors``) and told once (``computerFailed``), and an
        illegal command counted (``illegal_ai_commands``); either is replaced by a legal move,
        so a computer never freezes the table. ``chosen`` is the answer of a search run off the
        GUI thread (a command, ``None`` or the exception it raised); by default the computer is
        asked here."""
        g = self.game
        command: Command | None
        try:
            if chosen is _ASK:
                command = self.computers[seat].choose(g.view(seat))
            elif isinstance(chosen, BaseException):
                raise chosen
            else:
                command = cast("Command | None", chosen)  # a search's answer
            legal = command is not None and g.check(command).ok
        except Exception as err:  # a bug in a computer must not stop the game
            log.exception("computer seat %s failed; a legal move is played instead", seat)
            self.ai_errors += 1
            if self.ai_errors == 1:
                self.computerFailed.emit(f"{type(err).__name__}: {err}"[:300])
            legal = False
            command = None
        else:
            if not legal:  # never expected: counted and replaced by a legal move
                self.illegal_ai_commands += 1
        if not legal or command is None:
            from ..engine.random_move import random_legal_command  # only when a computer failed

            command = random_legal_command(g, random.Random(g.turn))
        return command

    def set_paused(self, paused: bool) -> None:
        """Stop (or resume) the computer turns, e.g. while a dialog is open."""
        self.paused = paused
        if paused:
            self._timer.stop()
            self.stop_thinking()
        else:
            self._schedule()

    # ------------------------------------------------------------------ undo and open cards
    def can_undo(self) -> bool:
        """Whether :meth:`undo` would take something back now (never in a challenge nor with
        two or more people at the computer)."""
        if self.challenge is not None or self.hot_seat:
            return False
        return not self.game.over and self.history.undo_depth(self.human_seat, self.open_cards) > 0

    def undo(self) -> bool:
        """Take back the human's last meld or attach of this turn (with open cards: back to the
        human's previous command, computer turns included). Returns whether anything changed.
        Never in a challenge (issue 29) nor in a hot-seat match (issue 31)."""
        if self.game.over or self.challenge is not None or self.hot_seat:
            return False
        state = self.history.undo(self.human_seat, self.open_cards)
        if state is None:
            return False
        self.replace_position(state)
        self.undone.emit()
        return True

    def replace_position(self, game: Game, *, new_hand: bool = False) -> None:
        """Go on from ``game`` (a position of the current match's hand: an undo's snapshot, a
        position of the replay viewer, a tool's table), the one way to replace the current
        position: the computer's timer and search stop, then ``positionReplaced`` (or, with
        ``new_hand``, ``handStarted``: the table is laid out as a fresh deal, the hand's undo
        history cleared) and ``stateChanged``; the computers play on unless paused."""
        self._timer.stop()
        self.stop_thinking()
        self.match.game = game
        if new_hand:
            self.history.clear()
            self.handStarted.emit()
        else:
            self.positionReplaced.emit()
        self.stateChanged.emit()
        self._schedule()

    def set_open_cards(self, on: bool) -> None:
        """Show every hand face up (practice). The match is then marked as practice for good.
        Never in a challenge (issue 29) nor with two or more people at the computer (issue 31)."""
        if on and (self.challenge is not None or self.hot_seat):
            return
        if on == self.open_cards:
            return
        self.open_cards = on
        if on:
            self.match.practice = True
        self.openCardsChanged.emit(on)

    def seat_label(self, seat: int, level: bool = True) -> str:
        """The one name shown for ``seat`` everywhere (nameplates, status line, Moves log,
        pozzetto badges): a computer character's name ("Rosa", with its level when ``level``:
        "Rosa (expert)"); otherwise "You", "Partner", "Left opponent", "Opponent", … with its
        difficulty when ``level``; with the computer on every seat and no characters, the
        compass point as seen from :attr:`seat`."""
        if self.hot_seat and seat in self.people:
            return self.people[seat]
        character = self.seat_character(seat)
        if character is not None and seat != self.human_seat:
            return f"{character.name} ({_tier_name(character.tier)})" if level else character.name
        offset = (seat - self.seat) % self.game.players
        if self.game.players not in (2, 4):
            return self._multi_label(seat, offset, level)
        side = "top" if self.game.players == 2 and offset else (("bottom", "left", "top", "right")[offset])
        if self.human_seat is None:
            base = {
                "bottom": QCoreApplication.translate("Table", "South"),
                "left": QCoreApplication.translate("Table", "West"),
                "top": QCoreApplication.translate("Table", "North"),
                "right": QCoreApplication.translate("Table", "East"),
            }[side]
        elif seat == self.seat:
            return QCoreApplication.translate("Table", "You")
        elif self.game.players == 4 and side == "top":
            base = QCoreApplication.translate("Table", "Partner")
        elif self.game.players == 4:
            base = (
                QCoreApplication.translate("Table", "Left opponent")
                if side == "left"
                else QCoreApplication.translate("Table", "Right opponent")
            )
        else:
            base = QCoreApplication.translate("Table", "Opponent")
        tier = self.match.seats.get(seat, "")
        tier_name = _tier_name(tier)
        return f"{base} ({tier_name})" if tier_name and level else base

    def _multi_label(self, seat: int, offset: int, level: bool) -> str:
        """:meth:`seat_label` with 3, 5 and 6 players and no character: "You", "Partner" (6
        players, opposite, R23.2), else "Player 2" … by seat (the compass has no room for them)."""
        if self.human_seat is not None and seat == self.seat:
            return QCoreApplication.translate("Table", "You")
        if self.human_seat is not None and self.game.players == 6 and offset == 3:
            base = QCoreApplication.translate("Table", "Partner")
        else:
            base = QCoreApplication.translate("Table", "Player %1").replace("%1", str(seat + 1))
        tier_name = _tier_name(self.match.seats.get(seat, ""))
        return f"{base} ({tier_name})" if tier_name and level else base

    def next_hand(self) -> None:
        """Deal the next hand (after ``handEnded``, unless the match is over)."""
        self.match.next_hand()
        self.start()


def _challenge_of(match: Match) -> Challenge | None:
    """The challenge a restored match plays (its record's ``challenge`` code), or ``None``."""
    if match.challenge is None:
        return None
    try:
        return decode_challenge(match.challenge)
    except ValueError:
        return None


def _tier_name(tier: str) -> str:
    """A tier's translated name for the seat labels (anything else as it is)."""
    return {
        "easy": QCoreApplication.translate("Table", "easy"),
        "medium": QCoreApplication.translate("Table", "medium"),
        "hard": QCoreApplication.translate("Table", "hard"),
        "expert": QCoreApplication.translate("Table", "expert"),
    }.get(tier, tier)


def _as_seat(command: Command, seat: int) -> Command:
    if command.player is None:
        return replace(command, player=seat)  # type: ignore[type-var]
    return command
