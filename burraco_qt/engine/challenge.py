"""Duplicate challenges (issue 29): a code naming the deals of N hands and the computers that
play them (pure Python, no Qt).

A challenge is played as a tournament-mode match (R14.2) of ``hands`` hands (2, 3 or 4) with
the rules ``preset``, 1 vs 1 or 2 vs 2; the human is seat 0, every other seat a computer named
in the code with its **seed** and, for the expert, a fixed number of **samples** (a time budget
would play differently on a faster machine). Hand *k* is dealt exactly as hand *k* of the match
with the challenge's ``seed`` (:func:`~.match.hand_seed`), first player ``(k - 1) % players``.
The code also names the ``ai_version`` (:data:`burraco_qt.ai.AI_VERSION`): a computer of
another version may choose differently, so a result is compared only within one version.

Layout. Bytes (unsigned LEB128 varints unless said): the format ``version`` (1); one byte
``(players == 4) << 5 | preset index``; ``hands``; ``ai_version``; ``seed``; then for each
computer seat 1, 2, … the index of its name in :data:`SEAT_NAMES` (append-only), its
``samples`` (0: none) and its ``seed``. The bytes are written in Crockford's base 32 as deal
codes are (:mod:`.dealcode`), then **two check characters**: the GF(32) check of deal codes
(every single-character typo is caught) and five bits of SHA-256 of the data characters (most
other typos). Shown as ``CH`` then groups of four separated by ``-``; reading ignores case,
spaces, ``-`` and the ``CH`` prefix.

**Deal of the day** (:func:`deal_of_the_day`), the same on every machine for a UTC date
``YYYY-MM-DD``: ``d = sha256(f"burraco-qt deal of the day {YYYY-MM-DD}".encode()).digest()``;
the challenge seed is ``int.from_bytes(d[0:4], "big")``; 1 vs 1, ``italian`` rules, 3 hands;
the opponent is Marco (``marco``, hard, deterministic: no samples) with seed
``int.from_bytes(d[4:8], "big")``; the ``ai_version`` is the app's.

A **new challenge** (:func:`make_challenge`) from a seed: computer seat *p* plays with seed
``int.from_bytes(sha256(f"burraco-qt challenge {seed} seat {p}".encode()).digest()[:4], "big")``
and an expert with :data:`EXPERT_SAMPLES` samples.

Errors: :class:`ChallengeError` with a ``reason`` (``empty``, ``character``, ``length``,
``checksum``, ``version``, ``content``) and an English message.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
from dataclasses import dataclass
from typing import Any

from .dealcode import ALPHABET, check_value
from .match import Match
from .rules import PRESETS, Rules

VERSION = 1
PREFIX = "CH"
#: The seat names a code can hold, by index (append only: an index never changes meaning).
SEAT_NAMES = (
    "easy",
    "medium",
    "hard",
    "expert",
    "pina",
    "gino",
    "lucia",
    "marco",
    "giulia",
    "bruno",
    "rosa",
)
#: The numbers of hands a challenge may have (Victory Points exist for 2, 3 and 4, R14.2).
HAND_COUNTS = (2, 3, 4)
MAX_SEED = 2**64 - 1
DAY_TEXT = "burraco-qt deal of the day {date}"
#: The samples of an expert seat in a new challenge (a fixed search: the same on every machine).
EXPERT_SAMPLES = 48
_EXPERTS = ("expert", "bruno", "rosa")


class ChallengeError(ValueError):
    """A challenge code that cannot be read: ``reason`` (see the module note), ``message``."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


@dataclass(frozen=True, slots=True)
class Seat:
    """A computer seat: ``name`` (a tier or character key of :data:`SEAT_NAMES`), ``seed``,
    ``samples`` (the expert's fixed samples; ``None`` for the other tiers)."""

    name: str
    seed: int
    samples: int | None = None

    def record(self) -> dict[str, Any]:
        """The seat as a record's ``"computers"`` entry (``ai/recheck.py``)."""
        return {"name": self.name, "seed": self.seed, "samples": self.samples}


@dataclass(frozen=True, slots=True)
class Challenge:
    """The deals and computers of a challenge (see the module note). ``ValueError`` for a value
    out of range (an expert seat without fixed samples, too)."""

    preset: str
    players: int
    hands: int
    seed: int
    seats: tuple[Seat, ...]
    ai_version: int

    def __post_init__(self) -> None:
        if self.preset not in PRESETS:
            raise ValueError(f"unknown preset {self.preset!r}")
        if self.players not in (2, 4):
            raise ValueError("a challenge has 2 or 4 players")
        if self.hands not in HAND_COUNTS:
            raise ValueError(f"a challenge has 2, 3 or 4 hands, not {self.hands}")
        if not 0 <= self.seed <= MAX_SEED or not 0 <= self.ai_version < 2**32:
            raise ValueError("seed or AI version out of range")
        if len(self.seats) != self.players - 1:
            raise ValueError(f"{self.players} players need {self.players - 1} computer seats")
        for seat in self.seats:
            if seat.name not in SEAT_NAMES:
                raise ValueError(f"unknown computer {seat.name!r}")
            if not 0 <= seat.seed <= MAX_SEED:
                raise ValueError("a computer's seed is out of range")
            expert = seat.name in _EXPERTS
            if expert != (seat.samples is not None) or (seat.samples is not None and seat.samples < 1):
                raise ValueError("an expert needs fixed samples (at least 1), the other tiers none")

    def rules(self) -> Rules:
        """The rules: the preset in tournament mode of :attr:`hands` hands."""
        return Rules.preset(self.preset, tournament_hands=self.hands)

    def seat_names(self) -> dict[int, str]:
        """Seat → computer name (seats 1, 2, …; seat 0 is the human)."""
        return {i + 1: s.name for i, s in enumerate(self.seats)}

    def computers(self) -> dict[str, dict[str, Any]]:
        """Seat (as a string) → ``{"name", "seed", "samples"}``, as ``ai/recheck.py`` reads."""
        return {str(i + 1): s.record() for i, s in enumerate(self.seats)}

    def match(self) -> Match:
        """A new match of the challenge's deals (hand 1 dealt; not fair: the deals are fixed)."""
        match = Match(self.rules(), self.players, seed=self.seed, seats=self.seat_names())
        match.challenge = self.code()
        return match

    def code(self) -> str:
        """The code's text (:func:`encode`)."""
        return encode(self)

    def key(self) -> str:
        """A short name of the challenge for file names: 12 hex digits of SHA-256 of the code."""
        return hashlib.sha256(encode(self).encode()).hexdigest()[:12]


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.pos = data, 0

    def varint(self) -> int:
        value = shift = 0
        while True:
            if self.pos >= len(self.data) or shift > 70:
                raise ChallengeError("content", "the code is cut short")
            byte = self.data[self.pos]
            self.pos += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                return value


def _hash_check(values: list[int]) -> int:
    return hashlib.sha256(bytes(values)).digest()[0] & 31


def encode(challenge: Challenge) -> str:
    """The code's text, e.g. ``"CH-0G20-…"`` (groups of four, two check characters last)."""
    c = challenge
    data = bytearray(_varint(VERSION))
    data.append((c.players == 4) << 5 | PRESETS.index(c.preset))
    data += _varint(c.hands) + _varint(c.ai_version) + _varint(c.seed)
    for seat in c.seats:
        data += _varint(SEAT_NAMES.index(seat.name)) + _varint(seat.samples or 0) + _varint(seat.seed)
    count = -(-len(data) * 8 // 5)
    bits = int.from_bytes(data, "big") << (count * 5 - len(data) * 8)
    values = [(bits >> (5 * (count - 1 - i))) & 31 for i in range(count)]
    text = "".join(ALPHABET[v] for v in values)
    text += ALPHABET[check_value(values)] + ALPHABET[_hash_check(values)]
    return "-".join([PREFIX, *(text[i : i + 4] for i in range(0, len(text), 4))])


def decode(text: str) -> Challenge:
    """Read a code (case, spaces, ``-`` and the ``CH`` prefix ignored). ``ChallengeError`` when
    it cannot be read: empty, a character not in codes, too short or long, a wrong check
    character (a typo), another format version, or content that makes no challenge."""
    clean = "".join(ch for ch in text.upper() if ch not in " -\t\n\r")
    if clean.startswith(PREFIX):
        clean = clean[len(PREFIX) :]
    if not clean:
        raise ChallengeError("empty", "the code is empty")
    for ch in clean:
        if ch not in ALPHABET:
            raise ChallengeError("character", f"{ch!r} is not a character of challenge codes")
    if not 12 <= len(clean) <= 120:
        raise ChallengeError("length", f"a challenge code has 12 to 120 characters, not {len(clean)}")
    values = [ALPHABET.index(ch) for ch in clean]
    data_values = values[:-2]
    if check_value(data_values) != values[-2] or _hash_check(data_values) != values[-1]:
        raise ChallengeError("checksum", "the check characters do not match: a character is mistyped")
    bits = 0
    for v in data_values:
        bits = bits << 5 | v
    nbytes = len(data_values) * 5 // 8
    spare = len(data_values) * 5 - nbytes * 8
    if bits & ((1 << spare) - 1):
        raise ChallengeError("content", "the code does not describe a challenge")
    reader = _Reader((bits >> spare).to_bytes(nbytes, "big"))
    if reader.varint() != VERSION:
        raise ChallengeError("version", "the code was made by another version of the game")
    if reader.pos >= nbytes:
        raise ChallengeError("content", "the code is cut short")
    head = reader.data[reader.pos]
    reader.pos += 1
    if head & 31 >= len(PRESETS) or head >> 6:
        raise ChallengeError("content", "the code names an unknown rules preset")
    players = 4 if head & 32 else 2
    hands, ai_version, seed = reader.varint(), reader.varint(), reader.varint()
    seats = []
    for _ in range(players - 1):
        index, samples, seat_seed = reader.varint(), reader.varint(), reader.varint()
        if index >= len(SEAT_NAMES):
            raise ChallengeError("content", "the code names an unknown computer")
        seats.append(Seat(SEAT_NAMES[index], seat_seed, samples or None))
    if reader.pos != nbytes:
        raise ChallengeError("content", "the code has characters after the challenge")
    try:
        return Challenge(PRESETS[head & 31], players, hands, seed, tuple(seats), ai_version)
    except ValueError as err:
        raise ChallengeError("content", f"the code does not describe a challenge: {err}") from None


def make_challenge(
    preset: str, players: int, names: tuple[str, ...], hands: int, seed: int, ai_version: int
) -> Challenge:
    """A new challenge: ``names`` the computer seats 1, 2, … (rule of the module note for their
    seeds and samples). ``ValueError`` for a value out of range."""
    seats = []
    for p, name in enumerate(names, start=1):
        digest = hashlib.sha256(f"burraco-qt challenge {seed} seat {p}".encode()).digest()
        samples = EXPERT_SAMPLES if name in _EXPERTS else None
        seats.append(Seat(name, int.from_bytes(digest[:4], "big"), samples))
    return Challenge(preset, players, hands, seed, tuple(seats), ai_version)


def day_digest(date: _dt.date) -> bytes:
    """SHA-256 of ``"burraco-qt deal of the day YYYY-MM-DD"`` (the date rule's digest)."""
    return hashlib.sha256(DAY_TEXT.format(date=date.isoformat()).encode()).digest()


def deal_of_the_day(date: _dt.date, ai_version: int) -> Challenge:
    """The deal of the day of the UTC ``date`` (the rule of the module note)."""
    d = day_digest(date)
    seat = Seat("marco", int.from_bytes(d[4:8], "big"))
    return Challenge("italian", 2, 3, int.from_bytes(d[0:4], "big"), (seat,), ai_version)


def utc_today() -> _dt.date:
    """Today's date in UTC (the deal of the day's date)."""
    return _dt.datetime.now(_dt.UTC).date()
