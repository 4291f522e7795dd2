"""The match (RULES.md section 14): hands to a target score, or tournament hands and Victory
Points, with the first player rotating; and the match record (the autosave format).

Deck seeds. A match has one integer *match seed*. The deck of hand *k* (counted from 1) is the
seeded shuffle (R2.6) with :func:`hand_seed` ``(match_seed, k)`` =
``int.from_bytes(sha256(f"burraco-qt:{match_seed}:{k}".encode()).digest()[:8], "big")``, so every
hand of a match is reproducible from the match seed alone, on every machine.

Match record (JSON object)::

    {"format": 1, "kind": "match", "rules": {...}, "players": 2, "first_player": 0,
     "seed": 12345, "seats": {"1": "medium"}, "totals": [120, -35], "practice": false,
     "hands": [<game record of hand 1 with "scores": [...]>, ..., <current hand's record>]}

``first_hand`` (present only when not 1) is the number of the record's first hand: a match
started from a deal code begins at the code's hand, so its hand *k* is dealt as hand *k* of the
match with that seed. ``seats`` maps a seat number (as a string) to the computer playing it (a
tier name, or since issue 13 a character key; the engine does not interpret it); seats not
listed are human. ``practice`` is true once open cards were used (kept out of statistics).
``challenge`` (present only in a challenge's match, issue 29, :mod:`.challenge`) is the
challenge code the match plays. ``people`` (present only in a hot-seat match, issue 31) maps
each seat of a person at this computer (as a string) to the name they play under; those seats
are not in ``seats`` (the engine does not interpret the names either).
Every hand record is a game record (section 18) holding only accepted actions;
finished hands also carry their final ``scores``.

With 3, 5 and 6 players (RULES-MULTI section 28) ``totals`` has one entry per player (6
players: per team), each finished hand also carries its ``teams`` and (3 and 5 players) its
``player_scores``, a solo hand's record holds ``solo_hand: true``, and the record holds
``solo_from_hand`` (null, or the number of the first solo hand, R28.3, R28.6) and
``next_first_player`` (the first player of the hand after the last finished one, R28.5). These
keys never appear with 2 and 4 players. Loading a match record replays every hand and
restores the match at the exact move; ``totals`` must agree with the replayed hands.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping
from typing import Any

from . import teams as T
from .cards import Card
from .commands import Command, is_json_int
from .deal import build_deck
from .errors import InvalidRecord, InvalidRules
from .events import Event, HandEnded
from .fairdeal import Commitment, FairDataError, SaltSource, commit, read_entry
from .game import Game
from .record import Refusal, load_record, replay
from .rules import Rules
from .scoring import TeamScore, victory_points


def hand_seed(match_seed: int, hand_number: int) -> int:
    """The deck seed of hand ``hand_number`` (from 1) of the match with ``match_seed``."""
    digest = hashlib.sha256(f"burraco-qt:{match_seed}:{hand_number}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


class Match:
    """A match of hands (R14.1–R14.3; RULES-MULTI section 28 for 3, 5 and 6 players).

    With 2 and 4 players ``totals`` are team 0's (players 0, 2) and team 1's (1, 3); with 3 and 5
    players one per player, each the sum of the player's credits (R27.2, R28.1); with 6 players
    one per fixed team (R23.2). :attr:`winners` lists the winning sides (R28.2: ties at the top
    win together with 3, 5, 6 players); ``winner`` is the one winner or ``None``.

    Args:
        rules: the rules; ``rules.target`` and ``rules.tournament_hands`` decide the end.
        players: 2 to 6.
        seed: the match seed (random when ``None``).
        first_player: who plays first in hand 1; hand *k* starts with
            ``(first_player + k - 1) % players`` (R14.3).
        seats: the computer seats' tiers, e.g. ``{1: "medium"}`` (kept in the record).
        first_deck: a pre-arranged deck for hand 1 instead of its derived seed (tests, puzzles;
            the hand's record keeps the deck).
        first_hand: the number of the first hand dealt (a deal code's hand; default 1): the
            match then plays hands ``first_hand``, ``first_hand + 1``, … of the seed.
        fair: a fair match (issue 29, :mod:`.fairdeal`): every hand's shuffled deck is committed
            (:attr:`commitment`, its fingerprint) and waits for :meth:`cut` before the first
            command (:attr:`awaiting_cut`); the hand is dealt from the committed deck cut there
            and its record holds the ``"fair"`` entry. Not with ``first_deck``.
        salt: where a fair match's salts come from (default: ``secrets.token_bytes(16)``).
        first_cut: the cut of the first hand (a version-2 deal code's cut, issue 29; 0: none):
            that hand's deck is the seed's shuffle committed and cut there at once, as the fair
            hand the code names was (its record holds the ``"fair"`` entry), so it never waits
            for a cut; the hands after it are dealt as ``fair`` says. Not with ``first_deck``;
            ``ValueError`` for a cut that is not 1 … deck size - 1.

    ``game`` is the current hand. After a hand ends, call :meth:`next_hand` unless ``over``.
    """

    def __init__(
        self,
        rules: Rules,
        players: int = 2,
        *,
        seed: int | None = None,
        first_player: int = 0,
        seats: Mapping[int, str] | None = None,
        first_deck: str | None = None,
        first_hand: int = 1,
        fair: bool = False,
        salt: SaltSource | None = None,
        first_cut: int = 0,
    ) -> None:
        if isinstance(players, bool) or players not in (2, 3, 4, 5, 6):
            raise ValueError(f"a match has 2 to 6 players, not {players}")
        if not 0 <= first_player < players:
            raise ValueError(f"first_player must be between 0 and {players - 1}")
        rules = rules.bound(players)
        if players not in (2, 4):
            _check_layouts(rules, players)
        self.rules = rules
        self.players = players
        self.seed = random.randrange(2**31) if seed is None else seed
        if not isinstance(first_hand, int) or first_hand < 1:
            raise ValueError("first_hand must be an integer of at least 1")
        self.first_hand = first_hand
        if isinstance(first_cut, bool) or not isinstance(first_cut, int) or first_cut < 0:
            raise ValueError(f"first_cut must be a whole number of at least 0, not {first_cut!r}")
        if first_cut and first_deck is not None:
            raise ValueError("first_cut cuts the seed's deck: not with first_deck")
        self.first_cut = first_cut
        self.first_player = first_player
        self.seats = {int(k): str(v) for k, v in (seats or {}).items()}
        self.sides = 2 if players in (2, 4) else (3 if players == 6 else players)
        self.totals = [0] * self.sides
        self.hand_scores: list[tuple[TeamScore, ...]] = []
        self.hand_teams: list[tuple[tuple[int, ...], ...]] = []  # each hand's final teams
        self.finished: list[dict[str, Any]] = []
        self.over = False
        self.winner: int | None = None
        self.winners: list[int] = []
        self.solo_from_hand: int | None = None  # RULES-MULTI R28.3, R28.6
        self.practice = False  # open cards were used: kept out of statistics
        #: The people at this computer by seat (a hot-seat match, issue 31), else empty.
        self.people: dict[int, str] = {}
        #: The challenge code this match plays (issue 29), or ``None``.
        self.challenge: str | None = None
        self.fair = fair and first_deck is None
        self._salt = salt
        #: The current hand's committed deck (fair matches; ``None`` otherwise).
        self.commitment: Commitment | None = None
        #: Hand number → its ``"fair"`` record entry (fair hands only).
        self.fair_entries: dict[int, dict[str, Any]] = {}
        #: Seat (as a string) → how its computer plays (``name``, ``seed``, ``samples``), kept in
        #: every hand record of a fair match (``"computers"``) so a verifier can re-run them.
        self.computer_record: dict[str, dict[str, Any]] | None = None
        self.game = (
            self._new_game(first_hand)
            if first_deck is None
            else Game(rules, players, deck=first_deck, first_player=self.first_player_of(first_hand))
        )

    # ------------------------------------------------------------------ hands
    @property
    def hand_number(self) -> int:
        """The current hand, counted from 1 (from ``first_hand`` for a deal code's match)."""
        return self.first_hand + len(self.finished)

    def first_player_of(self, hand_number: int) -> int:
        """Who plays first in hand ``hand_number`` (R14.3)."""
        return (self.first_player + hand_number - 1) % self.players

    def is_solo(self, hand_number: int) -> bool:
        """Whether hand ``hand_number`` is a solo hand (R28.3): after the switch, 3 and 5 players."""
        return self.solo_from_hand is not None and hand_number >= self.solo_from_hand

    @property
    def multi(self) -> bool:
        """A 3-, 5- or 6-player match (RULES-MULTI)."""
        return self.players not in (2, 4)

    def side_of(self, player: int) -> int:
        """The index in ``totals`` of ``player``: their team with 2, 4 and 6 players, else the
        player."""
        if self.players in (3, 5):
            return player
        return player % (3 if self.players == 6 else 2)

    def side_players(self, side: int) -> tuple[int, ...]:
        """The players of side ``side`` of ``totals``."""
        if self.players in (3, 5):
            return (side,)
        return tuple(range(side, self.players, self.sides))

    def ranks(self) -> list[int]:
        """Each side's rank by match total (R28.2): 1 + the number of higher totals."""
        return T.ranks(self.totals)

    def _new_game(self, k: int) -> Game:
        seed = hand_seed(self.seed, k)
        if k == self.first_hand and self.first_cut and not self.finished:
            # a deal code's fair hand: the same committed shuffle, cut where the code says
            deck = build_deck(self.rules, self.players, seed=seed, solo_hand=self.is_solo(k))
            salt = None if self._salt is None else self._salt()
            self.commitment = commit(deck, seed=seed, salt=salt).with_cut(self.first_cut)
            self.fair_entries[k] = self.commitment.entry()
            return self._fair_game(k, self.commitment.dealt())
        if not self.fair:
            return Game(
                self.rules,
                self.players,
                seed=seed,
                first_player=self.first_player_of(k),
                solo_hand=self.is_solo(k),
            )
        # a fair hand: the seed's shuffle is committed; until the cut the game holds it uncut
        # (never shown: nothing may be played before the cut)
        deck = build_deck(self.rules, self.players, seed=seed, solo_hand=self.is_solo(k))
        self.commitment = commit(deck, seed=seed, salt=None if self._salt is None else self._salt())
        self.fair_entries[k] = self.commitment.entry()
        return self._fair_game(k, deck)

    def _fair_game(self, k: int, deck: list[Card]) -> Game:
        return Game(
            self.rules,
            self.players,
            deck=deck,
            first_player=self.first_player_of(k),
            solo_hand=self.is_solo(k),
        )

    @property
    def awaiting_cut(self) -> bool:
        """Whether the current hand's committed deck waits for its cut (nothing may be played)."""
        return self.commitment is not None and self.commitment.cut is None

    def cut(self, cut: int) -> Game:
        """Cut the current hand's committed deck at ``cut`` (1 … deck size - 1) and deal the hand
        from it (issue 29). ``RuntimeError`` unless :attr:`awaiting_cut`; ``ValueError`` for a cut
        out of range."""
        if self.commitment is None or not self.awaiting_cut:
            raise RuntimeError("no deck is waiting for a cut")
        self.commitment = self.commitment.with_cut(cut)
        k = self.hand_number
        self.fair_entries[k] = self.commitment.entry()
        self.game = self._fair_game(k, self.commitment.dealt())
        return self.game

    def apply(self, command: Command) -> list[Event]:
        """Apply a command to the current hand; when it ends the hand, the match totals are
        updated (and the match may end). Raises the engine's ``RuleError``; ``game_over`` once the
        match is over; ``RuntimeError`` while the deck waits for its cut."""
        if self.awaiting_cut:
            raise RuntimeError("the deck waits for its cut")
        events = self.game.apply(command)
        if any(isinstance(e, HandEnded) for e in events):
            self._hand_ended()
        return events

    def _hand_ended(self) -> None:
        scores = self.game.scores()
        self.hand_scores.append(tuple(scores))
        self.hand_teams.append(tuple(self.game.teams))
        rec = self._hand_record(self.hand_number, self.game)
        rec["scores"] = [s.as_dict() for s in scores]
        if not self.multi:
            self.totals = [self.totals[0] + scores[0].total, self.totals[1] + scores[1].total]
            self.finished.append(rec)
            self._judge_end()
            return
        rec["teams"] = [list(t) for t in self.game.teams]
        credits = self._account(self.game.teams, [s.total for s in scores])
        if self.players in (3, 5):
            rec["player_scores"] = credits
        self.finished.append(rec)

    def _account(self, teams: Any, team_totals: list[int]) -> list[int]:
        """Add a finished 3-, 5- or 6-player hand's team totals to the match (R27.2, R28.1),
        judge the end (R28.2) and the solo switch (R28.3); returns the credit of each side."""
        if self.players in (3, 5):  # per player (R27.2, R28.1)
            credits = T.player_credits(teams, team_totals, self.players)
        else:  # 6 players: the fixed teams (R27.3)
            credits = list(team_totals)
        self.totals = [a + b for a, b in zip(self.totals, credits, strict=True)]
        self._judge_end()
        threshold = self.rules.solo_threshold
        if (
            self.players in (3, 5)
            and not self.over
            and threshold is not None
            and self.solo_from_hand is None
            and max(self.totals) >= threshold
        ):
            self.solo_from_hand = self.first_hand + len(self.finished) + 1  # the next hand (R28.3)
        return credits

    def hand_credits(self, index: int) -> list[int]:
        """The credit of each side of ``totals`` in finished hand ``index`` (from 0)."""
        rec = self.finished[index]
        if "player_scores" in rec:
            return list(rec["player_scores"])
        return [s.total for s in self.hand_scores[index]]

    def _judge_end(self) -> None:
        if self.multi:  # R28.2: the highest total wins; ties at the top win together
            top = max(self.totals)
            if top >= self.rules.target:
                self.over = True
                self.winners = [i for i, t in enumerate(self.totals) if t == top]
                self.winner = self.winners[0] if len(self.winners) == 1 else None
            return
        a, b = self.totals
        if self.rules.tournament:
            if len(self.finished) >= (self.rules.tournament_hands or 0):
                self.over = True
                self.winner = None if a == b else (0 if a > b else 1)
                self.winners = [] if self.winner is None else [self.winner]
        elif max(a, b) >= self.rules.target and a != b:
            self.over = True
            self.winner = 0 if a > b else 1
            self.winners = [self.winner]

    def next_hand(self) -> Game:
        """Deal the next hand. ``RuntimeError`` if the current hand is not over or the match is."""
        if not self.game.over:
            raise RuntimeError("the current hand is not over")
        if self.over:
            raise RuntimeError("the match is over")
        self.game = self._new_game(self.hand_number)
        return self.game

    def victory_points(self) -> tuple[int, int] | None:
        """Victory Points (R14.2) in tournament mode once the match is over, else ``None``."""
        if not self.rules.tournament or not self.over:
            return None
        return victory_points(self.totals, self.rules.tournament_hands or 2)

    # ------------------------------------------------------------------ records
    def _hand_record(self, k: int, game: Game) -> dict[str, Any]:
        """Hand ``k``'s game record, with its fairness entry and computers in a fair match."""
        rec = game.record()
        entry = self.fair_entries.get(k)
        if entry is not None:
            rec["fair"] = dict(entry)
            if self.computer_record is not None:
                rec["computers"] = {seat: dict(c) for seat, c in self.computer_record.items()}
        return rec

    def record(self) -> dict[str, Any]:
        """The match record (see the module note)."""
        hands = [dict(h) for h in self.finished]
        if not self.game.over:  # a finished hand is already in self.finished
            hands.append(self._hand_record(self.hand_number, self.game))
        out = {
            "format": 1,
            "kind": "match",
            "rules": self.rules.to_record(self.players),
            "players": self.players,
            "first_player": self.first_player,
            "seed": self.seed,
            "seats": {str(k): v for k, v in sorted(self.seats.items())},
            "totals": list(self.totals),
            "practice": self.practice,
            "hands": hands,
        }
        if self.first_hand != 1:
            out["first_hand"] = self.first_hand
        if self.fair:
            out["fair"] = True
        if self.challenge is not None:
            out["challenge"] = self.challenge
        if self.people:
            out["people"] = {str(k): v for k, v in sorted(self.people.items())}
        if self.multi:
            out["solo_from_hand"] = self.solo_from_hand
            # R28.6: the first player of the hand after the last finished one (R28.5)
            out["next_first_player"] = self.first_player_of(self.first_hand + len(self.finished))
        return out

    @classmethod
    def from_record(cls, data: Any) -> Match:
        """Restore a match from its record at the exact move.

        Raises ``InvalidRecord`` for a malformed record or one whose hands do not replay cleanly
        or disagree with its totals; ``InvalidRules`` / ``InvalidDeck`` as game records do.
        """
        if not isinstance(data, Mapping) or data.get("kind") != "match":
            raise InvalidRecord('not a match record (kind must be "match")')
        if data.get("format") != 1 or isinstance(data.get("format"), bool):
            raise InvalidRecord("format must be the integer 1")
        players = _json_int(data, "players")
        seed = _json_int(data, "seed")
        first = _json_int(data, "first_player", 0)
        first_hand = _json_int(data, "first_hand", 1)
        seats = data.get("seats") or {}
        if not isinstance(seats, Mapping) or not all(
            isinstance(k, str) and k.isdigit() and isinstance(v, str) for k, v in seats.items()
        ):
            raise InvalidRecord("seats must map seat numbers to tier names")
        hands = data.get("hands")
        if not isinstance(hands, list) or not hands:
            raise InvalidRecord("hands must be a non-empty list of game records")
        totals = data.get("totals")
        sides = 2 if players in (2, 4) else (3 if players == 6 else players)
        if not isinstance(totals, list) or len(totals) != sides:
            raise InvalidRecord(f"totals must be a list of {sides} integers")
        solo_from = data.get("solo_from_hand")
        if solo_from is not None and (not is_json_int(solo_from) or solo_from < 1):
            raise InvalidRecord("solo_from_hand must be null or a hand number")
        rules = Rules.from_record(data.get("rules"))
        try:
            match = cls(
                rules,
                players,
                seed=seed,
                first_player=first,
                first_hand=first_hand,
                seats={int(k): v for k, v in seats.items()},
                fair=data.get("fair") is True,
            )
        except ValueError as err:
            raise InvalidRecord(str(err)) from None
        rules = match.rules
        match.fair_entries.clear()
        for k, hand in enumerate(hands, start=first_hand):
            if match.over:
                raise InvalidRecord("the record holds hands after the end of the match")
            match.game = _replay_hand(hand, rules, players, k, match.first_player_of(k), match.is_solo(k))
            match.commitment = _fair_entry(match, k, hand)
            if match.game.over:
                match._hand_ended()
            elif k != first_hand + len(hands) - 1:
                raise InvalidRecord(f"hand {k} is not finished but more hands follow")
        if match.totals != totals:
            raise InvalidRecord(f"totals {totals} disagree with the hands ({match.totals})")
        if players not in (2, 4) and data.get("next_first_player") not in (
            None,
            match.first_player_of(match.first_hand + len(match.finished)),
        ):
            raise InvalidRecord("next_first_player disagrees with the hands")
        if match.solo_from_hand != (solo_from if players in (3, 5) else None):
            raise InvalidRecord(
                f"solo_from_hand {solo_from} disagrees with the hands ({match.solo_from_hand})"
            )
        match.practice = data.get("practice") is True
        match.people = _people(data.get("people"), players, match.seats)
        challenge = data.get("challenge")
        match.challenge = challenge if isinstance(challenge, str) else None
        return match


def _json_int(data: Mapping[str, Any], name: str, default: int | None = None) -> int:
    """The integer ``data[name]`` (``default`` when absent); ``InvalidRecord`` otherwise."""
    value = data.get(name, default)
    if not is_json_int(value):
        raise InvalidRecord(f"{name} must be an integer")
    return value


def _check_layouts(rules: Rules, players: int) -> None:
    """RULES-MULTI R22.5: a 3-, 5- or 6-player match must be able to deal every kind of hand it
    can reach (the pairing hand, and the solo hand when ``solo_threshold`` is not null)."""
    kinds = [False]
    if players in (3, 5) and rules.solo_threshold is not None:
        kinds.append(True)
    have = len(rules.universe())
    for solo in kinds:
        need = rules.deal_size(players, solo)
        if need > have:
            kind = "a solo hand" if solo else "a hand"
            raise InvalidRules(f"{kind} of {players} players needs {need} cards; these rules have {have}")


def _fair_entry(match: Match, k: int, hand: Any) -> Commitment | None:
    """Keep hand ``k``'s fairness entry (and computers) and return its commitment; a hand that
    waits for its cut holds no action. ``InvalidRecord`` for an entry that cannot be read (the
    verifier says more)."""
    entry = hand.get("fair")
    if entry is None:
        return None
    try:
        commitment = read_entry(entry, match.game.rules.universe())
    except FairDataError as err:
        raise InvalidRecord(f"hand {k}: {err.message}") from None
    if commitment.cut is None and match.game.actions:
        raise InvalidRecord(f"hand {k}: actions before the deck was cut")
    match.fair_entries[k] = commitment.entry()
    computers = hand.get("computers")
    if isinstance(computers, Mapping):
        match.computer_record = {str(s): dict(c) for s, c in computers.items() if isinstance(c, Mapping)}
    return commitment


def _replay_hand(hand: Any, rules: Rules, players: int, k: int, first: int, solo: bool = False) -> Game:
    loaded = load_record(hand)
    game = loaded.game
    if game.rules != rules or game.players != players or game.first_player != first:
        raise InvalidRecord(f"hand {k}: rules, players or first player differ from the match")
    if game.solo_hand != solo:
        raise InvalidRecord(f"hand {k}: solo_hand differs from the match's solo switch")

    def refuse(refusal: Refusal) -> bool:
        """Policy: a hand of a match record replays cleanly, or the record is refused."""
        if refusal.game.over:
            raise InvalidRecord(f"hand {k}: actions after the end of the hand")
        raise InvalidRecord(f"hand {k}, action {refusal.index}: refused ({refusal.error.code})")

    replay(loaded, on_refused=refuse)
    return game


def _people(value: Any, players: int, seats: Mapping[int, str]) -> dict[int, str]:
    """A record's ``people`` (issue 31): seat number strings to names, none a computer's seat;
    ``{}`` when absent. ``InvalidRecord`` for anything else."""
    if value is None:
        return {}
    if not isinstance(value, Mapping) or not all(
        isinstance(k, str) and k.isdigit() and int(k) < players and isinstance(v, str) and v.strip()
        for k, v in value.items()
    ):
        raise InvalidRecord("people must map seat numbers to names")
    people = {int(k): v for k, v in value.items()}
    if set(people) & set(seats):
        raise InvalidRecord("a seat cannot be both a person's and a computer's")
    return people
