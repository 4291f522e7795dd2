"""Determinization: a full game consistent with what one seat knows, for search (issue 13).

:func:`determinize` deals the cards a :class:`~.player_view.PlayerView` cannot see at random among the
hidden places, keeping everything the view knows: its own hand, both tables, the discard pile,
every zone's size, and the cards another player took with the discard pile while they are still
in that hand (public: everyone saw them go there). The result is an ordinary
:class:`~.game.Game`, so a search plays it with the engine's own rules (no second rules
implementation). The same view and the same generator state give the same game.
"""

from __future__ import annotations

import random

from .cards import Card, card_by_code
from .game import Game
from .player_view import PlayerView


def known_hands(view: PlayerView) -> dict[int, list[Card]]:
    """The cards each other player is known to hold: those it took with the discard pile and
    that have not been seen since (on a table, in the pile, in the viewer's hand, or taken again
    by someone else). At most the player's hand size, latest takes first kept."""
    where: dict[Card, int] = {}
    for player, codes in view.pile_takes:
        for code in codes:
            where[card_by_code(code)] = player
    seen = set(view.hand) | set(view.pile)
    for table in view.tables:
        for meld in table:
            seen.update(meld.cards)
    known: dict[int, list[Card]] = {p: [] for p in range(view.players) if p != view.seat}
    for card, player in where.items():
        if player != view.seat and card not in seen:
            known[player].append(card)
    for p, cards in known.items():
        cards.sort(key=lambda c: c.id)
        del cards[view.hand_sizes[p] :]
    return known


def unseen_cards(view: PlayerView) -> list[Card]:
    """The cards of this game the view cannot place (other hands' unknown cards, the stock, the
    untaken pozzetti), in canonical order."""
    placed = set(view.hand) | set(view.pile)
    for table in view.tables:
        for meld in table:
            placed.update(meld.cards)
    for cards in known_hands(view).values():
        placed.update(cards)
    return [c for c in view.rules.universe() if c not in placed]


def determinize(view: PlayerView, rng: random.Random) -> Game:
    """A game consistent with ``view`` (see the module note), the hidden cards dealt with
    ``rng``. The game's turn, phase, ban, last turn and logs are the view's; its ``record()`` is
    not meaningful (no deck), and ``seed`` is ``None``.

    Raises ``ValueError`` when the view's counts cannot be met (a view not built by the engine).
    """
    known = known_hands(view)
    hidden = unseen_cards(view)
    rng.shuffle(hidden)
    taken = {b for b in view.taken_blocks if b is not None}
    untaken = [b for b in range(len(view.block_sizes)) if b not in taken]  # blocks still dealt
    need = (
        sum(view.hand_sizes[p] - len(known[p]) for p in known)
        + sum(view.block_sizes[b] for b in untaken)
        + view.stock_size
    )
    if need != len(hidden):
        raise ValueError(f"the view places {len(hidden)} hidden cards in {need} places")
    hands: list[list[Card]] = []
    for p in range(view.players):
        if p == view.seat:
            hands.append(list(view.hand))
            continue
        n = view.hand_sizes[p] - len(known[p])
        hands.append(known[p] + hidden[:n])
        del hidden[:n]
    pozzetti: list[list[Card]] = [[] for _ in view.block_sizes]
    for b in untaken:
        pozzetti[b] = hidden[: view.block_sizes[b]]
        del hidden[: view.block_sizes[b]]
    state = view.public_state()
    # the rest is the stock, in a random order (the last of ``hidden`` is drawn first)
    state.update(hands=hands, pozzetti=pozzetti, stock=hidden[::-1], seed=None, deck=[])
    return Game.from_state(state, share=True)
