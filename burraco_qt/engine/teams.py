"""Teams: who plays with whom at a moment of a hand (RULES.md R2.3, RULES-MULTI sections 21–27).

A team is a tuple of players in increasing order; the teams of a moment are listed in the order
of their lowest-numbered player (R21.4), and a team's number is its index in that list. With 2
and 4 players this is team *p* mod 2, with 6 players team *p* mod 3, and they never change. With
3 and 5 players a *pairing hand* starts with every player a team of one (the individual phase)
and the pairs form when the first player empties their hand (R24.3); a *solo hand* keeps every
player alone (R25.1).

This module holds the pure functions of that concept, shared by the engine
(:class:`~.game.Game`), the player view, the match and everything that consumes them.
"""

from __future__ import annotations

from collections.abc import Sequence

Team = tuple[int, ...]

#: Kinds of hand: fixed teams (2, 4, 6 players), a pairing hand, a solo hand (3 and 5 players).
FIXED, PAIRING, SOLO = "fixed", "pairing", "solo"


def hand_kind(players: int, solo_hand: bool = False) -> str:
    """The kind of a hand of ``players`` players (R23.3): :data:`FIXED`, :data:`PAIRING` or
    :data:`SOLO` (``solo_hand`` counts with 3 and 5 players only, R29.3)."""
    if players in (3, 5):
        return SOLO if solo_hand else PAIRING
    return FIXED


def ordered(teams: Sequence[Sequence[int]]) -> list[Team]:
    """Teams numbered by R21.4: each sorted, listed by lowest-numbered player."""
    return sorted((tuple(sorted(t)) for t in teams), key=lambda t: t[0])


def initial_teams(players: int) -> list[Team]:
    """The teams at the deal: R2.3 with 2 and 4 players, R23.2 with 6 (team *p* mod 3), every
    player alone with 3 and 5 (individual phase or solo hand)."""
    if players in (2, 4, 6):
        n = 3 if players == 6 else 2
        return [tuple(range(t, players, n)) for t in range(n)]
    return [(p,) for p in range(players)]


def paired_teams(players: int, lone: int) -> list[Team]:
    """The teams once ``lone`` emptied the first hand (R24.3): with 3 players the other two pair;
    with 5 players *L*+1 with *L*+3 and *L*+2 with *L*+4 (mod 5)."""
    if players == 3:
        return ordered([(lone,), [p for p in range(3) if p != lone]])
    if players == 5:
        return ordered([(lone,), ((lone + 1) % 5, (lone + 3) % 5), ((lone + 2) % 5, (lone + 4) % 5)])
    raise ValueError(f"pairs form only with 3 or 5 players, not {players}")


def team_index(teams: Sequence[Sequence[int]], player: int) -> int:
    """The number of ``player``'s team in ``teams``."""
    for t, team in enumerate(teams):
        if player in team:
            return t
    raise ValueError(f"player {player} is in no team")


def credit(total: int, team_size: int, players: int) -> int:
    """A player's credit of a team total (R27.2): the total for a team of one; for a pair of a
    3- or 5-player hand half the total rounded towards plus infinity (``(total + 1) // 2``).
    With 2, 4 and 6 players a team's total is not split (R27.3): the total is returned."""
    if team_size == 1 or players not in (3, 5):
        return total
    return (total + 1) // 2


def player_credits(teams: Sequence[Sequence[int]], totals: Sequence[int], players: int) -> list[int]:
    """Every player's credit (R27.2) from the team ``totals`` (one per team of ``teams``)."""
    out = [0] * players
    for team, total in zip(teams, totals, strict=True):
        for p in team:
            out[p] = credit(total, len(team), players)
    return out


def merge_tables(
    teams: Sequence[Team],
    new_teams: Sequence[Team],
    tables: Sequence[Sequence],
    serials: Sequence[Sequence[int]],
) -> tuple[list[list], list[list[int]], list[list[tuple[int, int]]]]:
    """The tables of ``new_teams`` from those of ``teams`` (R24.4): each new team's table holds
    every meld of its players' old tables, in creation order (``serials``: each meld's creation
    number). Returns the new tables, their serials and, per new team, the ``(old team, old
    index)`` of each meld (so an interface can follow the melds)."""
    old_of = {p: t for t, team in enumerate(teams) for p in team}
    out_tables: list[list] = []
    out_serials: list[list[int]] = []
    sources: list[list[tuple[int, int]]] = []
    for team in new_teams:
        olds = sorted({old_of[p] for p in team})
        items = [(serials[t][i], t, i) for t in olds for i in range(len(tables[t]))]
        items.sort()
        out_tables.append([tables[t][i] for _, t, i in items])
        out_serials.append([s for s, _, _ in items])
        sources.append([(t, i) for _, t, i in items])
    return out_tables, out_serials, sources


def ranks(totals: Sequence[int]) -> list[int]:
    """Ranks by total (R28.2): 1 + the number of higher totals (ties share a rank)."""
    return [1 + sum(1 for u in totals if u > t) for t in totals]
