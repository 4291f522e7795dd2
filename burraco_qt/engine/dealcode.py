"""Deal codes: a short, copyable code naming one hand of one match (pure Python, no Qt).

A deal code holds the rules preset, the match target, the number of players, the match seed,
the hand number and (version 2, issue 29) the cut of a fair hand. From those the deck of the hand
is ``hand_seed(seed, hand)``'s shuffle, cut at ``cut`` when the code has one
(``engine/fairdeal.py``: ``deck[cut:] + deck[:cut]``), its first player ``(hand - 1) % players``
(``engine/match.py``, a match started with first player 0), and
the computers' seeds come from the match seed (``model/controller.py``: seat *p* plays with seed
``seed * 10 + p + 1``): the same code gives the same deck, the same first player and, with the
same computer characters, the same computer decisions for the same human moves.

Layout. Bytes: one header byte ``version << 6 | (players == 4) << 5 | preset index``, then
unsigned LEB128 varints of the target, the zig-zag encoded seed and the hand number; a code with
a cut (``cut`` 1 … :data:`MAX_CUT`) has version :data:`CUT_VERSION` (2) and one more varint, the
cut, while a code without one keeps version 1, byte for byte the codes made before. The bytes
are written in Crockford's base 32 (``0-9 A-Z`` without ``I L O U``, 5 bits a character,
zero-padded), then one **check character**: ``sum(alpha**i * v_i)`` in GF(32) over the data
characters' values ``v_i`` (``alpha`` a generator of GF(32)*). A changed character changes the
check by ``alpha**i * d`` with ``d != 0``, never 0 in a field: every single-character typo is
caught (and a changed check character too). The code is shown in groups of four separated by
``-``; reading ignores case, spaces and ``-``.

Errors: :class:`DealCodeError` with a ``reason`` (``empty``, ``character``, ``length``,
``checksum``, ``version``, ``content``), the offending ``character`` when there is one, and an
English message; the UI words each reason in the player's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .cards import format_cards
from .deal import build_deck
from .fairdeal import cut_deck, entry_cut
from .match import Match, hand_seed
from .rules import PRESETS, Rules

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
VERSION = 1
#: The version of a code that names the cut of a fair hand (a trailing varint).
CUT_VERSION = 2
#: Largest cut a code holds (a deck has at most 162 cards; the bound leaves room).
MAX_CUT = 9999
#: Largest seed and target a code holds (what the history can store).
MAX_VALUE = 2**63 - 1
_GF_POLY = 0b100101  # x^5 + x^2 + 1, primitive: x (= 2) generates GF(32)*


class DealCodeError(ValueError):
    """A code that cannot be read: ``reason`` names what is wrong (see the module note)."""

    def __init__(self, reason: str, message: str, character: str = "") -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message
        self.character = character


@dataclass(frozen=True, slots=True)
class DealCode:
    """One hand: ``preset`` (a name of ``PRESETS``), ``target`` (≥ 1), ``players`` (2 or 4),
    the match ``seed`` (any integer of at most 64 bits), the ``hand`` number (≥ 1) and the
    ``cut`` of a fair hand (1 … :data:`MAX_CUT`; 0: the deck is dealt uncut, a version-1 code).
    ``ValueError`` for a value out of range."""

    preset: str
    target: int
    players: int
    seed: int
    hand: int
    cut: int = 0

    def __post_init__(self) -> None:
        if self.preset not in PRESETS:
            raise ValueError(f"unknown preset {self.preset!r}")
        if self.players not in (2, 4):
            raise ValueError("players must be 2 or 4")
        if not 1 <= self.target <= MAX_VALUE:
            raise ValueError("target out of range")
        if not -MAX_VALUE - 1 <= self.seed <= MAX_VALUE:
            raise ValueError("seed out of range")
        if not 1 <= self.hand <= MAX_VALUE:
            raise ValueError("hand out of range")
        if isinstance(self.cut, bool) or not isinstance(self.cut, int) or not 0 <= self.cut <= MAX_CUT:
            raise ValueError(f"the cut must be a whole number from 0 to {MAX_CUT}, not {self.cut!r}")

    def first_player(self) -> int:
        """Who plays first in this hand (a match started with player 0, R14.3)."""
        return (self.hand - 1) % self.players


def _gf_mul(a: int, b: int) -> int:
    out = 0
    while b:
        if b & 1:
            out ^= a
        b >>= 1
        a <<= 1
        if a & 32:
            a ^= _GF_POLY
    return out


def check_value(values: list[int]) -> int:
    """The check character's value (0–31) of data character values ``values``."""
    out, weight = 0, 1
    for v in values:
        out ^= _gf_mul(weight, v)
        weight = _gf_mul(weight, 2)
    return out


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _read_varint(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if pos >= len(data) or shift > 70:
            raise DealCodeError("content", "the code is cut short")
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, pos


def encode(code: DealCode) -> str:
    """The code's text, e.g. ``"2M0C-8Z1Q-4RJ"`` (groups of four, the check character last)."""
    zig = code.seed * 2 if code.seed >= 0 else -code.seed * 2 - 1
    version = CUT_VERSION if code.cut else VERSION
    head = version << 6 | (code.players == 4) << 5 | PRESETS.index(code.preset)
    data = bytes([head]) + _varint(code.target) + _varint(zig) + _varint(code.hand)
    if code.cut:
        data += _varint(code.cut)
    bits = int.from_bytes(data, "big")
    count = -(-len(data) * 8 // 5)
    bits <<= count * 5 - len(data) * 8
    values = [(bits >> (5 * (count - 1 - i))) & 31 for i in range(count)]
    text = "".join(ALPHABET[v] for v in values) + ALPHABET[check_value(values)]
    return "-".join(text[i : i + 4] for i in range(0, len(text), 4))


def decode(text: str) -> DealCode:
    """Read a code (case, spaces and ``-`` ignored). ``DealCodeError`` when it cannot be read:
    an empty code, a character that is not in codes, a code too short or too long, a wrong
    check character (a typo), a newer version, or content that makes no deal (a version-2 code
    whose cut is not 1 … :data:`MAX_CUT` among them)."""
    clean = "".join(ch for ch in text.upper() if ch not in " -\t\n")
    if not clean:
        raise DealCodeError("empty", "the code is empty")
    for ch in clean:
        if ch not in ALPHABET:
            raise DealCodeError("character", f"{ch!r} is not a character of deal codes", ch)
    if not 5 <= len(clean) <= 60:
        raise DealCodeError("length", f"a deal code has 5 to 60 characters, not {len(clean)}")
    values = [ALPHABET.index(ch) for ch in clean]
    if check_value(values[:-1]) != values[-1]:
        raise DealCodeError("checksum", "the check character does not match: a character is mistyped")
    data_values = values[:-1]
    bits = 0
    for v in data_values:
        bits = bits << 5 | v
    nbytes = len(data_values) * 5 // 8
    spare = len(data_values) * 5 - nbytes * 8
    if bits & ((1 << spare) - 1):
        raise DealCodeError("content", "the code does not describe a deal")
    data = (bits >> spare).to_bytes(nbytes, "big")
    head = data[0]
    version = head >> 6
    if version not in (VERSION, CUT_VERSION):
        raise DealCodeError("version", "the code was made by another version of the game")
    preset_index = head & 31
    if preset_index >= len(PRESETS):
        raise DealCodeError("content", "the code names an unknown rules preset")
    target, pos = _read_varint(data, 1)
    zig, pos = _read_varint(data, pos)
    hand, pos = _read_varint(data, pos)
    cut = 0
    if version == CUT_VERSION:
        cut, pos = _read_varint(data, pos)
        if not 1 <= cut <= MAX_CUT:
            raise DealCodeError("content", f"the code's cut {cut} is not between 1 and {MAX_CUT}")
    if pos != len(data):
        raise DealCodeError("content", "the code has characters after the deal")
    seed = zig >> 1 if not zig & 1 else -(zig >> 1) - 1
    try:
        return DealCode(PRESETS[preset_index], target, 4 if head & 32 else 2, seed, hand, cut)
    except ValueError as err:
        raise DealCodeError("content", f"the code does not describe a deal: {err}") from None


def code_of_hand(match: Match, number: int) -> str | None:
    """The deal code of hand ``number`` of ``match`` (dealt or finished), or ``None`` when that
    hand was not dealt from the match seed as a code deals it (a pre-arranged deck, custom rules
    options, a first player other than 0). A fair hand (``match.fair_entries``, issue 29) has a
    version-2 code naming its cut once it is cut (``None`` while the deck waits for its cut)."""
    rules = match.rules
    if match.first_player != 0 or rules != Rules.preset(rules.preset_name, target=rules.target):
        return None
    index = number - match.first_hand
    if 0 <= index < len(match.finished):
        record = match.finished[index]
    elif number == match.hand_number:
        record = match.game.record()
    else:
        return None
    seed = hand_seed(match.seed, number)
    entry = match.fair_entries.get(number)
    cut = 0
    if entry is not None:  # a fair hand: the committed shuffle of the hand's seed, cut
        found = entry_cut(entry)
        if entry.get("seed") != seed or found is None:
            return None
        cut = found
        shuffled = build_deck(rules, match.players, seed=seed)
        if not 1 <= cut < len(shuffled) or record.get("deck") != format_cards(cut_deck(shuffled, cut)):
            return None  # (a record whose dealt deck is not that cut shuffle: no code deals it)
    elif record.get("seed") != seed:
        return None
    try:
        return encode(DealCode(rules.preset_name, rules.target, match.players, match.seed, number, cut))
    except ValueError:
        return None


def match_for(code: DealCode, seats: Mapping[int, str]) -> Match:
    """A new match dealt from ``code``: its first hand is the code's hand (the same deck, cut at
    the code's cut, and first player), ``seats`` the computer seats' characters (e.g.
    ``{1: "medium"}``). ``ValueError`` when the cut is beyond the deck."""
    return Match(
        Rules.preset(code.preset, target=code.target),
        code.players,
        seed=code.seed,
        seats=seats,
        first_hand=code.hand,
        first_cut=code.cut,
    )
