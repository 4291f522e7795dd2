"""A provably fair deal (issue 29): a deck committed before the first card, then cut by the player.

Before the first move of a hand the app fixes the **committed order** of the deck (the seeded
shuffle of R2.6) and a random 16-byte **salt**, and shows the **fingerprint**::

    fingerprint = SHA-256(deck_bytes || salt), written as 64 lowercase hex digits

``deck_bytes`` holds **one byte per card** of the committed order, first card first: the card's
canonical id (:attr:`~.cards.Card.id`, its index in the unshuffled three-deck order of R2.2)::

    id = 54 * (copy - 1) + 13 * suit + (rank - 1)    suit: c = 0, d = 1, h = 2, s = 3;
                                                     rank: A = 1 ... K = 13
    id = 54 * (copy - 1) + 52                        the red joker (wr)
    id = 54 * (copy - 1) + 53                        the black joker (wb)

with ``copy`` 1, 2, 3 for the copy letters ``r``, ``b``, ``g`` of the notation (R1.3). So
``Ac``\\ r is 0, ``Kc``\\ r 12, ``Ad``\\ r 13, ``Ks``\\ r 51, ``wrr`` 52, ``wbr`` 53, ``Acb`` 54 …
``wbb`` 107. Then the player **cuts**: an integer ``cut`` with ``1 <= cut <= n - 1`` (``n`` the
deck's size), and the hand is dealt (R2.4) from ``committed[cut:] + committed[:cut]``.

The record of a fair hand is a plain game record (RULES.md §18) whose ``deck`` is the dealt
(cut) deck, so any replay command replays it, plus one optional entry (absent from every other
record, which stays byte-identical)::

    "fair": {"version": 1, "deck": "<committed order, notation with copy letters>",
             "seed": <the seed of the shuffle>, "salt": "<32 hex digits>",
             "cut": <cut, or null while the deck waits for the cut>,
             "fingerprint": "<64 hex digits>"}

``seed`` is optional: when present the committed order must be ``shuffled(universe, seed)``
(:func:`~.cards.shuffled`). :mod:`.fairverify` checks an entry and replays the hand.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import Card, format_cards

#: The version of the fairness entry (``"fair"."version"``).
FAIR_VERSION = 1
#: Bytes of salt.
SALT_BYTES = 16
#: Hex digits of the fingerprint shown on the table (the whole hash is in Details).
SHORT_DIGITS = 16


def deck_bytes(cards: Sequence[Card]) -> bytes:
    """The documented bytes of a deck order: one byte per card, its canonical id (0 … 161)."""
    return bytes(c.id for c in cards)


def fingerprint(cards: Sequence[Card], salt: bytes) -> str:
    """``SHA-256(deck_bytes(cards) || salt)`` as 64 lowercase hex digits."""
    return hashlib.sha256(deck_bytes(cards) + salt).hexdigest()


def cut_deck(cards: Sequence[Card], cut: int) -> list[Card]:
    """The deck cut at ``cut``: ``cards[cut:] + cards[:cut]`` (the card at index ``cut`` comes
    first). ``ValueError`` unless ``1 <= cut <= len(cards) - 1``."""
    n = len(cards)
    if isinstance(cut, bool) or not isinstance(cut, int) or not 1 <= cut <= n - 1:
        raise ValueError(f"the cut must be a whole number from 1 to {n - 1}, not {cut!r}")
    return list(cards[cut:]) + list(cards[:cut])


def short_fingerprint(digest: str) -> str:
    """The first :data:`SHORT_DIGITS` hex digits, as the table shows them (groups of four)."""
    head = digest[:SHORT_DIGITS]
    return " ".join(head[i : i + 4] for i in range(0, len(head), 4))


@dataclass(frozen=True, slots=True)
class Commitment:
    """A committed deck: the ``deck`` order, the ``salt`` (16 bytes), the ``fingerprint`` over
    both, the ``seed`` the order was shuffled from (or ``None``) and, once cut, the ``cut``."""

    deck: tuple[Card, ...]
    salt: bytes
    fingerprint: str
    seed: int | None = None
    cut: int | None = None

    @property
    def size(self) -> int:
        """The number of cards (the cut is 1 … ``size - 1``)."""
        return len(self.deck)

    def with_cut(self, cut: int) -> Commitment:
        """This commitment cut at ``cut`` (``ValueError`` for a cut out of range, or when it is
        already cut)."""
        if self.cut is not None:
            raise ValueError("the deck is already cut")
        cut_deck(self.deck, cut)  # checks the range
        return Commitment(self.deck, self.salt, self.fingerprint, self.seed, cut)

    def dealt(self) -> list[Card]:
        """The deck the hand is dealt from: the committed order cut (``ValueError`` before the
        cut)."""
        if self.cut is None:
            raise ValueError("the deck is not cut yet")
        return cut_deck(self.deck, self.cut)

    def hashed_hex(self) -> str:
        """The hashed bytes (deck bytes then salt) in hex, for ``xxd -r -p | sha256sum``."""
        return (deck_bytes(self.deck) + self.salt).hex()

    def entry(self) -> dict[str, Any]:
        """The record's ``"fair"`` entry (see the module note)."""
        out: dict[str, Any] = {"version": FAIR_VERSION, "deck": format_cards(self.deck)}
        if self.seed is not None:
            out["seed"] = self.seed
        out["salt"] = self.salt.hex()
        out["cut"] = self.cut
        out["fingerprint"] = self.fingerprint
        return out


def commit(deck: Sequence[Card], *, seed: int | None = None, salt: bytes | None = None) -> Commitment:
    """Commit to ``deck`` (the order shuffled from ``seed``) with ``salt`` (default: 16 bytes of
    :func:`secrets.token_bytes`). ``ValueError`` for a salt that is not 16 bytes."""
    if salt is None:
        import secrets  # imported here: the app's first paint needs no more modules (start-up test)

        salt = secrets.token_bytes(SALT_BYTES)
    if not isinstance(salt, bytes) or len(salt) != SALT_BYTES:
        raise ValueError(f"the salt must be {SALT_BYTES} bytes")
    cards = tuple(deck)
    return Commitment(cards, salt, fingerprint(cards, salt), seed)


#: Makes a salt (tests give a fixed one).
SaltSource = Callable[[], bytes]


def random_cut(size: int, rng: Callable[[int], int] | None = None) -> int:
    """A random cut for a table of computers only: 1 … ``size - 1`` (``rng``: a
    ``randbelow``-like function, default :func:`secrets.randbelow`)."""
    if rng is None:
        import secrets

        rng = secrets.randbelow
    return 1 + rng(size - 1)


def entry_cut(entry: Mapping[str, Any]) -> int | None:
    """The ``cut`` of a fairness entry (``None`` while waiting for the cut, or if malformed)."""
    cut = entry.get("cut")
    return cut if isinstance(cut, int) and not isinstance(cut, bool) else None


class FairDataError(ValueError):
    """A fairness entry that cannot be read: ``kind`` names the tamper kind (``malformed``,
    ``deck``), ``message`` says what is wrong (English)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


def read_entry(entry: Any, universe: Sequence[Card]) -> Commitment:
    """The :class:`Commitment` a record's ``"fair"`` entry holds (not checked against its
    fingerprint: :mod:`.fairverify` does that). ``universe``: the game's cards (R2.1).

    Raises :class:`FairDataError`: ``malformed`` for a wrong shape (version, salt, cut,
    fingerprint, seed), ``deck`` when the revealed deck is not the game's whole deck.
    """
    from .cards import UnresolvedCard, parse_cards, resolve_specs

    if not isinstance(entry, Mapping):
        raise FairDataError("malformed", "the fairness data is not an object")
    if entry.get("version") != FAIR_VERSION or isinstance(entry.get("version"), bool):
        raise FairDataError("malformed", f"the fairness data has version {entry.get('version')!r}, not 1")
    salt_text = entry.get("salt")
    try:
        salt = bytes.fromhex(salt_text) if isinstance(salt_text, str) else b""
    except ValueError:
        salt = b""
    if len(salt) != SALT_BYTES or len(salt_text or "") != 2 * SALT_BYTES:
        raise FairDataError("malformed", f"the salt must be {2 * SALT_BYTES} hex digits")
    digest = entry.get("fingerprint")
    if not isinstance(digest, str) or len(digest) != 64 or any(ch not in "0123456789abcdef" for ch in digest):
        raise FairDataError("malformed", "the fingerprint must be 64 lowercase hex digits")
    seed = entry.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise FairDataError("malformed", "the seed must be an integer")
    cut = entry.get("cut")
    if cut is not None and (isinstance(cut, bool) or not isinstance(cut, int)):
        raise FairDataError("malformed", f"the cut must be a whole number, not {cut!r}")
    text = entry.get("deck")
    if not isinstance(text, str):
        raise FairDataError("malformed", "the revealed deck must be a string of cards")
    try:
        specs = parse_cards(text)
        if any(s.copy is None for s in specs):
            raise ValueError("every card of the revealed deck needs its copy letter")
        cards = resolve_specs(specs, universe)
    except ValueError as err:
        raise FairDataError("deck", f"the revealed deck cannot be read: {err}") from None
    except UnresolvedCard as err:
        what = "more times than the deck holds it" if err.exists else "which is not in this game's deck"
        raise FairDataError(
            "deck", f"the revealed deck names {err.spec.text} {what}: a card was changed"
        ) from None
    if len(cards) != len(universe):
        missing = format_cards(c for c in universe if c not in set(cards))
        raise FairDataError("deck", f"the revealed deck lacks {missing}: a card was changed")
    if cut is not None and not 1 <= cut <= len(cards) - 1:
        raise FairDataError("cut", f"the cut {cut} is not between 1 and {len(cards) - 1}")
    return Commitment(tuple(cards), salt, digest, seed, cut)
