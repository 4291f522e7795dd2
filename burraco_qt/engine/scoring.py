"""Scoring of a team (RULES.md section 13) and Victory Points (R14.2)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from .cards import Card, CardSpec, UnresolvedCard, parse_cards, resolve_specs
from .errors import InvalidMeld
from .meld import Buraco, Meld
from .rules import Rules


@dataclass(frozen=True, slots=True)
class TeamScore:
    """One team's score breakdown for a hand (R13.1). All fields are signed integers; ``hands``
    and ``pozzetto`` are ≤ 0. ``total`` is their sum. ``buraco_classes`` counts the team's
    buracos by class value (``{"clean": 1, ...}``), for score sheets and statistics."""

    buracos: int
    closing: int
    table: int
    hands: int
    pozzetto: int
    total: int
    buraco_classes: tuple[tuple[str, int], ...] = ()

    def as_dict(self) -> dict[str, int]:
        """The six fields of RULES.md section 18 (``buracos closing table hands pozzetto total``)."""
        d = asdict(self)
        d.pop("buraco_classes")
        return d


def team_score(
    melds: Sequence[Meld],
    hands: Sequence[Sequence[Card]],
    *,
    took_pozzetto: bool,
    any_pozzetto_taken: bool,
    closed: bool,
    rules: Rules,
) -> TeamScore:
    """Score a team from its melds (with their table readings, R13.3) and its players' hands;
    the closing bonus and the pozzetto penalty are the rules' ``closing_bonus`` and
    ``pozzetto_penalty`` (100 each in the tournament presets, 0 in ``casual``, R38.1)."""
    buracos = 0
    classes: dict[str, int] = {}
    table = 0
    for m in melds:
        buracos += m.bonus
        table += m.points
        if m.buraco is not None:
            classes[m.buraco.value] = classes.get(m.buraco.value, 0) + 1
    in_hand = -sum(c.points for hand in hands for c in hand)
    if took_pozzetto or (not rules.pozzetto_penalty_always and not any_pozzetto_taken):
        pozzetto = 0
    else:
        pozzetto = -rules.pozzetto_penalty  # 100, or the option (RULES-CASUAL.md R38.1)
    closing = rules.closing_bonus if closed else 0
    order = [b.value for b in Buraco]
    return TeamScore(
        buracos=buracos,
        closing=closing,
        table=table,
        hands=in_hand,
        pozzetto=pozzetto,
        total=buracos + closing + table + in_hand + pozzetto,
        buraco_classes=tuple(sorted(classes.items(), key=lambda kv: order.index(kv[0]))),
    )


def score_team(
    table: str | Sequence[str | Meld],
    hands: Sequence[str | Sequence[Card]],
    *,
    took_pozzetto: bool,
    any_pozzetto_taken: bool,
    closed: bool,
    rules: Rules,
) -> TeamScore:
    """One team's breakdown (R13.1, R13.3) from a table and the hands of its players.

    ``table`` is table notation (``"Kh,Kd,Ks;5c,6c,7c"``), a list of meld strings and/or
    :class:`Meld` objects; a meld in notation is built with ``Meld.build`` and no ``wild_end``.
    ``hands`` has one entry per player of the team (notation or cards). All cards in notation
    (every meld, then every hand) are resolved by R1.4 as one list against the rules' deck, after
    the cards of meld objects. Raises ``ValueError`` for malformed notation and ``InvalidMeld``
    (``invalid_meld``) for a card that cannot be resolved or a meld that is not valid.
    """
    if isinstance(table, str):
        items: list[str | Meld] = [part for part in table.split(";")] if table.strip() else []
    else:
        items = list(table)
    used: list[Card] = [c for item in items if isinstance(item, Meld) for c in item.cards]
    # Parse everything first, then resolve every notation card as one list (R13.3).
    meld_specs: list[list[CardSpec] | Meld] = [
        item if isinstance(item, Meld) else parse_cards(item) for item in items
    ]
    hand_specs: list[list[CardSpec | Card]] = [
        list(parse_cards(h)) if isinstance(h, str) else list(h) for h in hands
    ]
    flat: list[CardSpec | Card] = []
    for ms in meld_specs:
        if not isinstance(ms, Meld):
            flat.extend(ms)
    for hs in hand_specs:
        flat.extend(hs)
    universe = rules.universe()
    used_set = set(used)
    try:
        resolved = resolve_specs(flat, [c for c in universe if c not in used_set], universe)
    except UnresolvedCard as err:
        raise InvalidMeld(
            "invalid_meld",
            f"card {err.spec.text} cannot be resolved in the deck",
            "duplicate_card" if err.exists else "not_in_deck",
        ) from None
    pos = 0
    melds: list[Meld] = []
    for ms in meld_specs:
        if isinstance(ms, Meld):
            melds.append(ms)
        else:
            melds.append(Meld.build(resolved[pos : pos + len(ms)], rules))
            pos += len(ms)
    hand_cards = []
    for hs in hand_specs:
        hand_cards.append(resolved[pos : pos + len(hs)])
        pos += len(hs)
    return team_score(
        melds,
        hand_cards,
        took_pozzetto=took_pozzetto,
        any_pozzetto_taken=any_pozzetto_taken,
        closed=closed,
        rules=rules,
    )


#: Victory Points bands (R14.2): for 2, 3, 4 hands the upper MP bound of each band, from 10–10.
_VP_BANDS = {
    2: (40, 120, 200, 300, 400, 500, 620, 740, 870, 1000),
    3: (50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500),
    4: (100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000),
}


def victory_points(totals: Sequence[int], hands: int) -> tuple[int, int]:
    """F.I.Bur. Victory Points for two teams' match totals after ``hands`` (2, 3 or 4) hands
    (R14.2). Returns ``(vp_team0, vp_team1)``; the leader gets the larger number, equal totals
    give 10–10. Raises ``ValueError`` for another number of hands."""
    if hands not in _VP_BANDS:
        raise ValueError(f"Victory Points exist for 2, 3 or 4 hands, not {hands}")
    a, b = totals
    mp = abs(a - b)
    lead = 10
    for bound in _VP_BANDS[hands]:
        if mp <= bound:
            break
        lead += 1
    other = 20 - lead
    return (lead, other) if a >= b else (other, lead)
