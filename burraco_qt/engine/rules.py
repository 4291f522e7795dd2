"""Rule presets and options (RULES.md section 16).

``Rules.preset("italian", decks=1)`` starts from a preset and applies options. Types are strict:
integers are ``int`` (never ``bool``), booleans are ``bool``. Anything else raises
:class:`~burraco_qt.engine.errors.InvalidRules` (code ``invalid_rules``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from .cards import ALL_CARDS, RANK_CHARS, Card
from .errors import InvalidRules, shown

PRESETS = ("italian", "international", "reale", "casual")

_BOOL_OPTIONS = (
    "sets_allowed",
    "allow_duplicate_sets",
    "free_wild_moves",
    "semi_clean",
    "royal_super",
    "close_needs_clean_buraco",
    "pile_take_needs_meld",
    "pozzetto_penalty_always",
    "multi_wildcards",
    "ace_high",
    "set_buracos",
    "pile_take",
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
    big_pozzetto_size: int = 18
    solo_threshold: int | None = None
    #: Which of the player-count options (``decks jokers solo_threshold target``, RULES-MULTI
    #: R29.1) were given; the others take the default for a game's number of players
    #: (:meth:`bound`). Not an option, and not compared: two rules with the same values are
    #: equal (bound rules hold every value; with 2 and 4 players nothing depends on it).
    given: frozenset[str] = field(default=frozenset(), repr=False, compare=False)

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
        known = _OPTION_NAMES
        values: dict[str, Any] = {}
        for key, value in options.items():
            if key not in known:
                raise InvalidRules(f"unknown option {shown(key)}")
            values[key] = _check_option(key, value)
        given = {
            k
            for k in _PLAYER_COUNT_OPTIONS
            if k in values and (values[k] is not None or k == "solo_threshold")
        }
        decks = values.get("decks", base.decks)
        jokers = values.get("jokers")
        if jokers is None:
            given.discard("jokers")
            jokers = 0 if name == "reale" else 2 * decks
        if "decks" in given and jokers > 2 * decks:  # RULES-MULTI R29.4
            raise InvalidRules(f"jokers must be between 0 and {2 * decks} with {decks} deck(s)")
        values["jokers"] = jokers
        rules = replace(base, **values, given=frozenset(given))
        if rules.multi_wildcards and not rules.free_wild_moves:
            raise InvalidRules(
                "multi_wildcards needs free_wild_moves: the wildcard lock is defined "
                "for one wildcard only (RULES-CASUAL.md R32.3)"
            )
        return rules

    def bound(self, players: int) -> Rules:
        """These rules for a game, match or record of ``players`` players (RULES-MULTI R29.1,
        R29.4): the player-count options not given take that count's defaults (``decks`` 3 with
        5 and 6 players, ``target`` 1505 and ``solo_threshold`` 1000 with 3, ``jokers``
        2 × ``decks``). Raises ``InvalidRules`` for what depends on the number of players:
        ``decks: 3`` with 2–4 players, ``jokers`` above 2 × ``decks``, ``tournament_hands``
        with 3, 5 or 6 players. With 2 and 4 players the rules are returned unchanged."""
        if players in (2, 4):
            if self.decks == 3:
                raise InvalidRules(f"three decks are for 5 and 6 players, not {players}")
            if self.jokers > 2 * self.decks:
                raise InvalidRules(f"jokers must be between 0 and {2 * self.decks} with {self.decks} deck(s)")
            return self
        values: dict[str, Any] = {}
        decks = self.decks if "decks" in self.given else default_decks(players)
        if decks == 3 and players < 5:
            raise InvalidRules(f"three decks are for 5 and 6 players, not {players}")
        values["decks"] = decks
        if "jokers" not in self.given:
            values["jokers"] = 0 if self.preset_name == "reale" else 2 * decks
        jokers = values.get("jokers", self.jokers)
        if jokers > 2 * decks:
            raise InvalidRules(f"jokers must be between 0 and {2 * decks} with {decks} deck(s)")
        if "target" not in self.given:
            values["target"] = default_target(players)
        if "solo_threshold" not in self.given:
            values["solo_threshold"] = default_solo_threshold(players)
        if self.tournament_hands is not None:
            raise InvalidRules(f"tournament mode is for 2 and 4 players, not {players} (R28.4)")
        return replace(self, **values)

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
        known = _OPTION_NAMES
        for key in data:
            if key not in known:  # whatever its value, null included (RULES.md §18, A12)
                raise InvalidRules(f"unknown option {shown(key)}")
        opts = {k: v for k, v in data.items() if v is not None or k in _NULLABLE}
        return cls.preset(name, **opts)

    def to_record(self, players: int | None = None) -> dict[str, Any]:
        """The record form: the preset plus every option that differs from the preset's value;
        with 3, 5 or 6 ``players``, from the preset's value for that number of players
        (RULES-MULTI R29.3)."""
        if players is not None and players not in (2, 4):
            return self._to_record_multi(players)
        base = Rules.preset(self.preset_name, decks=self.decks)
        out: dict[str, Any] = {"preset": self.preset_name}
        for f in fields(self):
            if f.name in ("preset_name", "given"):
                continue
            value = getattr(self, f.name)
            if f.name == "decks" and value != _preset_base(self.preset_name).decks:
                out["decks"] = value
            elif f.name != "decks" and value != getattr(base, f.name):
                out[f.name] = _option_to_json(f.name, value)
        return out

    def _to_record_multi(self, players: int) -> dict[str, Any]:
        out: dict[str, Any] = {"preset": self.preset_name}
        if self.decks != default_decks(players):
            out["decks"] = self.decks
        # the defaults for this number of players, with this game's decks (jokers 2 × decks)
        base = replace(
            Rules.preset(self.preset_name).bound(players),
            decks=self.decks,
            jokers=Rules.preset(self.preset_name, decks=self.decks).jokers,
        )
        for f in fields(self):
            if f.name in ("preset_name", "given", "decks"):
                continue
            value = getattr(self, f.name)
            if value != getattr(base, f.name):
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
            raise InvalidRules(
                f"the pozzetto taken instead of drawing (pozzetto_mode 'draw') is "
                f"played by 2 or 4 players, not {shown(players)}"
            )

    @property
    def tournament(self) -> bool:
        """Whether the match is played in tournament mode (R14.2)."""
        return self.tournament_hands is not None

    def universe(self) -> list[Card]:
        """The physical cards of this game in canonical order (R2.1, R2.2)."""
        cards: list[Card] = []
        for copy in range(1, self.decks + 1):
            base = (copy - 1) * 54
            cards.extend(ALL_CARDS[base : base + 52])
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

    def deal_size(self, players: int, solo_hand: bool = False) -> int:
        """Cards needed by the deal plus the three-card minimum stock (R2.7, RULES-MULTI R22.5)."""
        return players * self.hand_size + sum(self.block_sizes(players, solo_hand)) + 1 + UNPLAYABLE_STOCK + 1

    def block_sizes(self, players: int, solo_hand: bool = False) -> tuple[int, ...]:
        """The pozzetto blocks of the deal in deal order (R2.4, RULES-MULTI R22.3): two with 2
        and 4 players, one per team with 6, one per player in a solo hand, and in a 3- or
        5-player pairing hand the big block then (players − 1) / 2 ordinary ones."""
        z = self.pozzetto_size
        if players in (2, 4):
            return (z, z)
        if players == 6:
            return (z, z, z)
        if solo_hand:
            return (z,) * players
        return (self.big_pozzetto_size,) + (z,) * ((players - 1) // 2)

    def describe(self) -> str:
        """A short English summary, e.g. ``"italian (decks=1, jokers=1)"``."""
        extra = {k: v for k, v in self.to_record().items() if k != "preset"}
        if not extra:
            return self.preset_name
        return f"{self.preset_name} ({', '.join(f'{k}={v}' for k, v in extra.items())})"


_NULLABLE = frozenset({"set_ranks", "stallo_turns", "tournament_hands", "solo_threshold"})
_OPTION_NAMES = frozenset(f.name for f in fields(Rules)) - {"preset_name", "given"}
#: Options whose default depends on the number of players (RULES-MULTI R29.1).
_PLAYER_COUNT_OPTIONS = ("decks", "jokers", "solo_threshold", "target")


def default_decks(players: int) -> int:
    """``decks`` when not given: 3 with 5 and 6 players, else 2 (RULES-MULTI R29.1)."""
    return 3 if players >= 5 else 2


def default_target(players: int) -> int:
    """``target`` when not given: 1505 with 3 players, else 1005 (RULES-MULTI R28.2)."""
    return 1505 if players == 3 else 1005


def default_solo_threshold(players: int) -> int | None:
    """``solo_threshold`` when not given: 1000 with 3 players, else off (RULES-MULTI R28.3)."""
    return 1000 if players == 3 else None


def _preset_base(name: str) -> Rules:
    if name == "international":
        return Rules(
            preset_name=name,
            set_ranks=(1, 3),
            semi_clean=False,
            close_needs_clean_buraco=True,
            pile_take_needs_meld=True,
        )
    if name == "reale":
        return Rules(preset_name=name, jokers=0, sets_allowed=False, close_needs_clean_buraco=True)
    if name == "casual":  # RULES-CASUAL.md R31.1, R32.1, R32.2
        return Rules(
            preset_name=name,
            free_wild_moves=True,
            semi_clean=False,
            multi_wildcards=True,
            ace_high=False,
            set_buracos=False,
            pozzetto_mode="draw",
            pile_take=False,
            closing_bonus=0,
            pozzetto_penalty=0,
        )
    return Rules(preset_name=name)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_option(key: str, value: Any) -> Any:
    if key in _BOOL_OPTIONS:
        if not isinstance(value, bool):
            raise InvalidRules(f"option {key} must be true or false, not {shown(value)}")
        return value
    if key == "decks":
        if not _is_int(value) or value not in (1, 2, 3):
            raise InvalidRules(f"option decks must be 1, 2 or 3, not {shown(value)}")
        return value
    if key == "jokers":
        if value is None:
            return None
        if not _is_int(value) or not 0 <= value <= 6:
            raise InvalidRules(f"option jokers must be an integer from 0 to 2 x decks, not {shown(value)}")
        return value
    if key == "pozzetto_mode":
        if not isinstance(value, str) or value not in POZZETTO_MODES:
            raise InvalidRules(f"option pozzetto_mode must be 'empty_hand' or 'draw', not {shown(value)}")
        return value
    if key in ("closing_bonus", "pozzetto_penalty"):  # RULES-CASUAL.md R32.1, amendment A17
        if not _is_int(value) or value < 0 or value % 5:
            raise InvalidRules(f"option {key} must be a multiple of 5 of at least 0, not {shown(value)}")
        return value
    if key in ("hand_size", "pozzetto_size", "target", "big_pozzetto_size"):
        if not _is_int(value) or value < 1:
            raise InvalidRules(f"option {key} must be an integer of at least 1, not {shown(value)}")
        return value
    if key == "stallo_turns":
        if value is not None and (not _is_int(value) or value < 1):
            raise InvalidRules(
                f"option stallo_turns must be null or an integer of at least 1, not {shown(value)}"
            )
        return value
    if key == "solo_threshold":
        if value is not None and (not _is_int(value) or value < 1):
            raise InvalidRules(
                f"option solo_threshold must be null or an integer of at least 1, not {shown(value)}"
            )
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
