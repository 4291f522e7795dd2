"""A hand's state, declared once (issue 24).

:class:`HandState` lists every field of a hand's state, with its type and two facts in its
metadata:

* **how it is copied** (``copy``): :data:`SHARED` (immutable, or never changed in place: a copy
  shares it), :data:`LIST` (a list of immutable items), :data:`LISTS` (a list of lists),
  :data:`DICTS` (a list of dicts);
* **who may know it** (``access``): :data:`PUBLIC` (everyone at the table: a
  :class:`~.player_view.PlayerView` holds it, frozen, under ``view`` — its own name unless
  another is given), :data:`OWN` (one part per player, each seat sees its own: the hands),
  :data:`HIDDEN` (nobody: a view never holds it, :func:`~.determinize.determinize` samples it)
  or :data:`DERIVED` (computed from the other fields, never given: see
  :meth:`HandState.derive`).

From this one table the engine builds (:meth:`HandState.assign`), copies
(:meth:`HandState.copy_state`), reads (:meth:`HandState.state`) and restores
(:meth:`HandState.from_state`) a game; the player view takes the public part and
``determinize`` samples the hidden part, then builds the game through :meth:`from_state`. A
field added here without ``copy`` and ``access`` fails at import, and the tests check that every
field is placed in the view's public/hidden split.

A state (:meth:`state`, :meth:`from_state`) is a plain ``dict`` by :func:`key` (the field's name
without a leading underscore): ``stock`` in draw order (the first card drawn first, as
:attr:`Game.stock`), everything else as stored.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import Field, dataclass, field, fields
from typing import Any

from .cards import Card
from .meld import Meld
from .rules import Rules
from .scoring import TeamScore

#: How a field is copied.
SHARED, LIST, LISTS, DICTS = "shared", "list", "lists", "dicts"
#: Who may know a field.
PUBLIC, OWN, HIDDEN, DERIVED = "public", "own", "hidden", "derived"
COPIES = (SHARED, LIST, LISTS, DICTS)
ACCESSES = (PUBLIC, OWN, HIDDEN, DERIVED)


def _m(copy: str, access: str, doc: str, view: str | None = None) -> dict[str, Any]:
    """A field's metadata: how it is copied, who may know it, what it is, the view's name."""
    return {"copy": copy, "access": access, "doc": doc, "view": view}


@dataclass(init=False, eq=False, repr=False)
class HandState:
    """The fields of a hand's state (see the module note); :class:`~.game.Game` is one."""

    # the deal
    rules: Rules = field(metadata=_m(SHARED, PUBLIC, "the rules, bound to the number of players"))
    players: int = field(metadata=_m(SHARED, PUBLIC, "2 to 6"))
    first_player: int = field(metadata=_m(SHARED, PUBLIC, "who played first (R2.8)"))
    seed: int | None = field(metadata=_m(SHARED, HIDDEN, "the deck's seed (R2.6), or None for a given deck"))
    solo_hand: bool = field(metadata=_m(SHARED, PUBLIC, "a solo hand of 3 or 5 players (R25.1)"))
    kind: str = field(metadata=_m(SHARED, PUBLIC, "fixed, pairing or solo (RULES-MULTI R23.3)"))
    deck: list[Card] = field(metadata=_m(SHARED, HIDDEN, "the whole deck in deal order (never changed)"))
    block_sizes: tuple[int, ...] = field(metadata=_m(SHARED, PUBLIC, "the dealt pozzetto blocks' sizes"))
    # the cards
    hands: list[list[Card]] = field(metadata=_m(LISTS, OWN, "per player, the cards in hand"))
    pozzetti: list[list[Card]] = field(metadata=_m(LISTS, HIDDEN, "per block, its cards (empty once taken)"))
    _pile: list[Card] = field(metadata=_m(LIST, PUBLIC, "the discard pile, bottom first"))
    _stock: list[Card] = field(metadata=_m(LIST, HIDDEN, "the stock, the next card drawn last"))
    tables: list[list[Meld]] = field(metadata=_m(LISTS, PUBLIC, "per team, its melds"))
    serials: list[list[int]] = field(metadata=_m(LISTS, PUBLIC, "per team, its melds' creation numbers"))
    melds_made: int = field(metadata=_m(SHARED, PUBLIC, "melds created so far (the next serial)"))
    # the teams (RULES-MULTI R21.4)
    _teams: list[tuple[int, ...]] = field(metadata=_m(LIST, PUBLIC, "the teams of the moment", view="teams"))
    _team_of: list[int] = field(metadata=_m(LIST, DERIVED, "per player, the number of their team"))
    pozzetto_taken: list[bool] = field(metadata=_m(LIST, PUBLIC, "per team, whether it took its pozzetto"))
    pozzetto_takers: list[int | None] = field(metadata=_m(LIST, PUBLIC, "per team, who picked it up"))
    taken_blocks: list[int | None] = field(metadata=_m(LIST, PUBLIC, "per team, the block it picked up"))
    lone_player: int | None = field(metadata=_m(SHARED, PUBLIC, "the lone player once pairs formed (R24.3)"))
    exempt: list[bool] = field(
        metadata=_m(LIST, PUBLIC, "per team, a pair formed by the last action (R26.2)")
    )
    opened: list[bool] = field(metadata=_m(LIST, PUBLIC, "per player, opened (RULES-CASUAL R35.3)"))
    # the turn
    current: int = field(metadata=_m(SHARED, PUBLIC, "the player to play"))
    phase: str = field(metadata=_m(SHARED, PUBLIC, "draw or play"))
    turn: int = field(metadata=_m(SHARED, PUBLIC, "the turn, counted from 1"))
    plays_this_turn: int = field(metadata=_m(SHARED, PUBLIC, "melds and attaches of the current turn"))
    ban: Card | None = field(
        metadata=_m(
            SHARED,
            PUBLIC,
            "the pile card that may not be discarded (R7.4); a view keeps it only for the seat to play",
        )
    )
    must_meld: bool = field(metadata=_m(SHARED, PUBLIC, "pile taken, no meld yet (R7.7.2)"))
    last_turn: str | None = field(metadata=_m(SHARED, PUBLIC, "None, stock or stallo (R12)"))
    stallo_count: int = field(metadata=_m(SHARED, PUBLIC, "pile takes since the last draw (R12.5)"))
    # the end
    over: bool = field(metadata=_m(SHARED, PUBLIC, "the hand is over"))
    end_reason: str | None = field(metadata=_m(SHARED, PUBLIC, "closed, stock_exhausted or stallo"))
    closing_team: int | None = field(metadata=_m(SHARED, PUBLIC, "the team that closed"))
    final_scores: tuple[TeamScore, ...] | None = field(metadata=_m(SHARED, PUBLIC, "the scores once over"))
    # the logs
    pile_takes: list[tuple[int, tuple[Card, ...]]] = field(
        metadata=_m(LIST, PUBLIC, "(player, cards) per take of the pile; a view holds the codes")
    )
    actions: list[dict[str, Any]] = field(
        metadata=_m(
            DICTS, PUBLIC, "the accepted actions (RULES.md §18); a view holds the discards", view="discards"
        )
    )

    def derive(self) -> None:
        """Compute the :data:`DERIVED` fields from the others."""
        index = [0] * self.players
        for t, team in enumerate(self._teams):
            for p in team:
                index[p] = t
        self._team_of = index

    def assign(self, state: Mapping[str, Any], *, share: bool = False) -> None:
        """Set every field from ``state`` (by :func:`key`; the derived ones are computed),
        copying its containers as declared, or with ``share`` taking them as they are (the
        caller built them for this state and keeps no reference). ``ValueError`` when a field
        is missing or a key is unknown."""
        given = state.keys()
        if given != _GIVEN_KEYS:
            missing = sorted(_GIVEN_KEYS - set(given))
            unknown = sorted(set(given) - _GIVEN_KEYS)
            raise ValueError(f"a hand's state: missing {missing}, unknown {unknown}")
        (_take if share else _assign)(self, state)
        self.derive()

    def state(self) -> dict[str, Any]:
        """Every given field by :func:`key` (copied as :meth:`copy_state` copies)."""
        return _read(self)

    def copy_state(self, other: HandState) -> None:
        """Set every field of ``other`` to a copy of this state's (as declared)."""
        _copy(self, other)


#: Every field of the state, in declaration order.
STATE_FIELDS: tuple[Field, ...] = fields(HandState)


def key(f: Field) -> str:
    """The name of field ``f`` in a state dict."""
    return f.name.lstrip("_")


def access(f: Field) -> str:
    return f.metadata["access"]


def view_name(f: Field) -> str:
    """The attribute of a player view that holds public field ``f``."""
    return f.metadata["view"] or f.name


def check_fields(cls: type) -> None:
    """``TypeError`` unless every dataclass field of ``cls`` says how it is copied and who may
    know it (run on :class:`HandState` at import)."""
    for f in fields(cls):
        meta = f.metadata
        if meta.get("copy") not in COPIES or meta.get("access") not in ACCESSES:
            raise TypeError(
                f"{cls.__name__}.{f.name}: declare how it is copied (copy) and who may know it (access)"
            )


check_fields(HandState)
_GIVEN_KEYS = frozenset(key(f) for f in STATE_FIELDS if access(f) != DERIVED)
_EXPR = {SHARED: "{}", LIST: "list({})", LISTS: "[list(x) for x in {}]", DICTS: "[dict(x) for x in {}]"}


def compile_lines(name: str, lines: list[str], **env: Any) -> Callable[..., Any]:
    """The function ``name`` of generated ``lines`` (straight-line code from the field table,
    as ``dataclasses`` does: copies, views and determinized worlds are on the search's hot
    path), with the globals ``env``."""
    namespace: dict[str, Any] = dict(env)
    exec("\n".join(lines), namespace)
    return namespace[name]


#: The given fields, then the derived ones: the order in which every path (a new game, a copy, a
#: state) sets a game's attributes, so that every game's dict shares one key layout (CPython's
#: fast attribute access needs it).
_ORDER = [f for f in STATE_FIELDS if access(f) != DERIVED] + [f for f in STATE_FIELDS if access(f) == DERIVED]
_copy = compile_lines(
    "copy",
    ["def copy(s, g):"]
    + [f"    g.{f.name} = {_EXPR[f.metadata['copy']].format('s.' + f.name)}" for f in _ORDER],
)
_assign = compile_lines(
    "assign",
    ["def assign(g, d):"]
    + [
        f"    g.{f.name} = "
        + (
            f"list(reversed(d['{key(f)}']))"
            if f.name == "_stock"
            else _EXPR[f.metadata["copy"]].format(f"d['{key(f)}']")
        )
        for f in STATE_FIELDS
        if access(f) != DERIVED
    ],
)
_take = compile_lines(
    "take",
    ["def take(g, d):"]
    + [
        f"    g.{f.name} = " + (f"d['{key(f)}'][::-1]" if f.name == "_stock" else f"d['{key(f)}']")
        for f in STATE_FIELDS
        if access(f) != DERIVED
    ],
)
_read = compile_lines(
    "read",
    ["def read(s):", "    return {"]
    + [
        f"        '{key(f)}': "
        + (
            "list(reversed(s._stock)),"
            if f.name == "_stock"
            else _EXPR[f.metadata["copy"]].format("s." + f.name) + ","
        )
        for f in STATE_FIELDS
        if access(f) != DERIVED
    ]
    + ["    }"],
)
