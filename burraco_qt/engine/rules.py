"""Rule presets and options (RULES.md section 16).

``Rules.preset("italian", decks=1)`` starts from a preset and applies options. Types are strict:
integers are ``int`` (never ``bool``), booleans are ``bool``. Anything else raises
:class:`~burraco_qt.engine.errors.InvalidRules` (code ``invalid_rules``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from .cards import ALL_CARDS, RANK_CHARS, Card
from .errors import InvalidRules, shown

PRESETS = ("italian", "international", "reale", "casual")

_BOOL_OPTIONS = (
    "sets_allowed", "allow_duplicate_sets", "free_wild_moves", "semi_clean", "royal_super",
    "close_needs_clean_buraco", "pile_take_needs_meld", "pozzetto_penalty_always",
    "multi_wildcards", "ace_high", "set_buracos", "pile_take",
)
#: The values of ``pozzetto_mode`` (RULES-CASUAL.md R32.1): sections 9–11, or section 35.
POZZETTO_MODES = ("empty_hand", "draw")

#: Fixed values (not options), RULES.md section 16.
UNPLAYABLE_STOCK = 2
CLOSING_BONUS = 100
POZZETTO_PENALTY = 100


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules of one game: a preset name plus every option of RULES.md section 16.

    Build with :meth:`preset`; instances are immutable and hashable. ``set_ranks`` is ``None``
    (all ranks) or a tuple of rank numbers (1 = ace … 13 = king, never 2).
    """

    preset_name: str = "italian"
    decks: int = 2
    jokers: int = 4
    hand_size: int = 11
    pozzetto_size: int = 11
    sets_allowed: bool = True
    set_ranks: tuple[int, ...] | None = None
    allow_duplicate_sets: bool = False
    free_wild_moves: bool = False
    semi_clean: bool = True
    royal_super: bool = False
    close_needs_clean_buraco: bool = False
    pile_take_needs_meld: bool = False
    stallo_turns: int | None = 12
    pozzetto_penalty_always: bool = True
    target: int = 1005
    tournament_hands: int | None = None
    # RULES-CASUAL.md R32.1 (the three tournament presets keep these values)
    multi_wildcards: bool = False
    ace_high: bool = True
    set_buracos: bool = True
    pozzetto_mode: str = "empty_hand"
    pile_take: bool = True
    closing_bonus: int = CLOSING_BONUS
    pozzetto_penalty: int = POZZETTO_PENALTY

    # ------------------------------------------------------------------ construction
    @classmethod
    def preset(cls, name: str = "italian", /, **options: Any) -> Rules:
        """The preset ``name`` (``italian``, ``international``, ``reale`` or ``casual``) with
        ``options``.

        ``options`` use the names and JSON-like values of RULES.md section 16 and RULES-CASUAL.md
        R32.1 (``set_ranks`` as a list of rank letters such as ``["A", "3"]``). Raises
        ``InvalidRules`` for an unknown preset or option, a value of the wrong type, a value out
        of range, or a refused combination (R32.3: ``multi_wildcards`` without
        ``free_wild_moves``).
        """
        if not isinstance(name, str) or name not in PRESETS:
            raise InvalidRules(f"unknown preset {shown(name)}; expected one of {', '.join(PRESETS)}")
        base = _preset_base(name)
        known = {f.name for f in fields(cls)} - {"preset_name"}
        values: dict[str, Any] = {}
        for key, value in options.items():
            if key not in known:
                raise InvalidRules(f"unknown option {shown(key)}")
            values[key] = _check_option(key, value)
        decks = values.get("decks", base.decks)
        jokers = values.get("jokers")
        if jokers is None:
            jokers = 0 if name == "reale" else 2 * decks
        if jokers > 2 * decks:
            raise InvalidRules(f"jokers must be between 0 and {2 * decks} with {decks} deck(s)")
        values["jokers"] = jokers
        rules = replace(base, **values)
        if rules.multi_wildcards and not rules.free_wild_moves:
            raise InvalidRules("multi_wildcards needs free_wild_moves: the wildcard lock is defined "
                               "for one wildcard only (RULES-CASUAL.md R32.3)")
        return rules

    @classmethod
    def from_record(cls, data: Mapping[str, Any] | None) -> Rules:
        """Rules from a record's ``rules`` object: ``preset`` (default ``italian``) plus options.

        A ``null`` value is the same as an absent key, except for options whose values include
        ``null`` (``set_ranks``, ``stallo_turns``, ``tournament_hands``), RULES.md section 18.
        """
        if data is None:
            return cls.preset("italian")
        data = dict(data)
        name = data.pop("preset", None)
        if name is None:
            name = "italian"
        known = {f.name for f in fields(cls)} - {"preset_name"}
        for key in data:
            if key not in known:  # whatever its value, null included (RULES.md §18, A12)
                raise InvalidRules(f"unknown option {shown(key)}")
        opts = {k: v for k, v in data.items() if v is not None or k in _NULLABLE}
        return cls.preset(name, **opts)

    def to_record(self) -> dict[str, Any]:
        """The record form: the preset plus every option that differs from the preset's value."""
        base = Rules.preset(self.preset_name, decks=self.decks)
        out: dict[str, Any] = {"preset": self.preset_name}
        for f in fields(self):
            if f.name == "preset_name":
                continue
            value = getattr(self, f.name)
            if f.name == "decks" and value != _preset_base(self.preset_name).decks:
                out["decks"] = value
            elif f.name != "decks" and value != getattr(base, f.name):
                out[f.name] = _option_to_json(f.name, value)
        return out

    # ------------------------------------------------------------------ derived facts
    @property
    def draw_mode(self) -> bool:
        """Whether the pozzetto is taken instead of drawing (RULES-CASUAL.md section 35)."""
        return self.pozzetto_mode == "draw"

    def check_players(self, players: int) -> None:
        """Raise ``InvalidRules`` when these rules cannot be played by ``players`` players: draw
        mode is defined for 2 and 4 players only (RULES-CASUAL.md R32.3)."""
        if self.draw_mode and players not in (2, 4):
            raise InvalidRules(f"the pozzetto taken instead of drawing (pozzetto_mode 'draw') is "
                               f"played by 2 or 4 players, not {shown(players)}")

    @property
    def tournament(self) -> bool:
        """Whether the match is played in tournament mode (R14.2)."""
        return self.tournament_hands is not None

    def universe(self) -> list[Card]:
        """The physical cards of this game in canonical order (R2.1, R2.2)."""
        cards: list[Card] = []
        for copy in range(1, self.decks + 1):
            base = (copy - 1) * 54
            cards.extend(ALL_CARDS[base:base + 52])
            for k in ((copy - 1) * 2, (copy - 1) * 2 + 1):
                if k < self.jokers:
                    cards.append(ALL_CARDS[base + 52 + (k % 2)])
        return cards

    def has_card(self, c: Card) -> bool:
        """Whether the physical card ``c`` belongs to this game's universe."""
        if c.copy > self.decks:
            return False
        if c.is_joker:
            k = (c.copy - 1) * 2 + (0 if c.suit == "r" else 1)
            return k < self.jokers
        return True

    def set_rank_allowed(self, rank: int) -> bool:
        """Whether a set of ``rank`` may be laid (R4.4), ignoring ``sets_allowed``."""
        return self.set_ranks is None or rank in self.set_ranks

    def deal_size(self, players: int) -> int:
        """Cards needed by the deal plus the three-card minimum stock (R2.7)."""
        return players * self.hand_size + 2 * self.pozzetto_size + 1 + UNPLAYABLE_STOCK + 1

    def describe(self) -> str:
        """A short English summary, e.g. ``"italian (decks=1, jokers=1)"``."""
        extra = {k: v for k, v in self.to_record().items() if k != "preset"}
        if not extra:
            return self.preset_name
        return f"{self.preset_name} ({', '.join(f'{k}={v}' for k, v in extra.items())})"


_NULLABLE = frozenset({"set_ranks", "stallo_turns", "tournament_hands"})


def _preset_base(name: str) -> Rules:
    if name == "international":
        return Rules(preset_name=name, set_ranks=(1, 3), semi_clean=False,
                     close_needs_clean_buraco=True, pile_take_needs_meld=True)
    if name == "reale":
        return Rules(preset_name=name, jokers=0, sets_allowed=False, close_needs_clean_buraco=True)
    if name == "casual":  # RULES-CASUAL.md R31.1, R32.1, R32.2
        return Rules(preset_name=name, free_wild_moves=True, semi_clean=False,
                     multi_wildcards=True, ace_high=False, set_buracos=False,
                     pozzetto_mode="draw", pile_take=False, closing_bonus=0, pozzetto_penalty=0)
    return Rules(preset_name=name)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_option(key: str, value: Any) -> Any:
    if key in _BOOL_OPTIONS:
        if not isinstance(value, bool):
            raise InvalidRules(f"option {key} must be true or false, not {shown(value)}")
        return value
    if key == "decks":
        if not _is_int(value) or value not in (1, 2):
            raise InvalidRules(f"option decks must be 1 or 2, not {shown(value)}")
        return value
    if key == "jokers":
        if value is None:
            return None
        if not _is_int(value) or not 0 <= value <= 4:
            raise InvalidRules(f"option jokers must be an integer from 0 to 2 x decks, not {shown(value)}")
        return value
    if key == "pozzetto_mode":
        if not isinstance(value, str) or value not in POZZETTO_MODES:
            raise InvalidRules(f"option pozzetto_mode must be 'empty_hand' or 'draw', not {shown(value)}")
        return value
    if key in ("closing_bonus", "pozzetto_penalty"):
        if not _is_int(value) or value < 0:
            raise InvalidRules(f"option {key} must be an integer of at least 0, not {shown(value)}")
        return value
    if key in ("hand_size", "pozzetto_size", "target"):
        if not _is_int(value) or value < 1:
            raise InvalidRules(f"option {key} must be an integer of at least 1, not {shown(value)}")
        return value
    if key == "stallo_turns":
        if value is not None and (not _is_int(value) or value < 1):
            raise InvalidRules("option stallo_turns must be null or an integer of at least 1, "
                               f"not {shown(value)}")
        return value
    if key == "tournament_hands":
        if value is not None and (not _is_int(value) or value not in (2, 3, 4)):
            raise InvalidRules(f"option tournament_hands must be null, 2, 3 or 4, not {shown(value)}")
        return value
    if key == "set_ranks":
        return _check_set_ranks(value)
    raise InvalidRules(f"unknown option {key!r}")  # pragma: no cover - guarded by caller


def _check_set_ranks(value: Any) -> tuple[int, ...] | None:
    if value is None:
        return None
    if not isinstance(value, list | tuple) or not value:
        raise InvalidRules(f"option set_ranks must be null or a non-empty list of ranks, not {shown(value)}")
    ranks: list[int] = []
    for item in value:
        if not isinstance(item, str) or len(item) != 1 or item not in RANK_CHARS or item == "2":
            raise InvalidRules(f"option set_ranks: {shown(item)} is not a rank other than 2")
        rank = RANK_CHARS.index(item) + 1
        if rank in ranks:
            raise InvalidRules(f"option set_ranks names {shown(item)} twice")
        ranks.append(rank)
    return tuple(sorted(ranks))


def _option_to_json(key: str, value: Any) -> Any:
    if key == "set_ranks" and value is not None:
        return [RANK_CHARS[r - 1] for r in value]
    return value
