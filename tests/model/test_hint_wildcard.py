"""Issue 22: a hint spent the joker on a complete natural set. The finder ranks an attach by the
meld it makes (that ranking is shared with the computers and the game generator and stays); the
hints skip a wildcard added to a meld complete with naturals unless it makes a buraco or lets
the hand close."""

from __future__ import annotations

from burraco_qt.engine import Draw, Game, Meld, Rules, card
from burraco_qt.engine.finder import find_moves
from burraco_qt.model.hints import hints, wastes_wildcard

JOKER = card(0, "r", 1)


def _position(table: list, hand: list, pozzetto_taken: bool = False) -> Game:
    """Seat 0 in its play phase with ``hand`` and ``table`` (one meld per card list)."""
    rules = Rules.preset("italian")
    game = Game(rules, 2, seed=5)
    game.apply(Draw())
    used = {c for cards in table for c in cards} | set(hand)
    for zone in (*game.hands, *game.pozzetti, game._stock, game._pile):  # rig the position
        zone[:] = [c for c in zone if c not in used]
    game.hands[0][:] = hand
    game.tables[0][:] = [Meld.build(cards, rules) for cards in table]
    game.serials[0][:] = list(range(len(table)))
    if pozzetto_taken:
        game.pozzetto_taken[0] = True
        game.pozzetti[0][:] = []
    return game


def test_no_hint_puts_the_joker_on_a_clean_buraco_set() -> None:
    kings = [card(13, s, k) for s in "cdhs" for k in (1, 2)]  # a complete natural set: 8 kings
    hand = [JOKER, card(5, "h", 1), card(6, "h", 1), card(7, "h", 1), card(9, "c", 1), card(9, "d", 1)]
    game = _position([kings], hand)
    assert game.tables[0][0].bonus == 200
    moves = find_moves(game).all()
    joker_on_set = next(m for m in moves if m.kind == "attach" and m.cards == (JOKER,) and m.to == 0)
    assert moves[0] is joker_on_set  # the finder still ranks it first (gain 30 + 150): unchanged
    view = game.view(0)
    assert wastes_wildcard(view, joker_on_set)
    shown = hints(view)
    assert all(JOKER not in h.cards for h in shown if h.meld_index == 0 and h.move is not None)
    assert all(h.move is not None and h.move.kind == "meld" for h in shown)  # the melds stay
    assert any({c.short for c in h.cards} == {"5h", "6h", "7h"} for h in shown)


def test_the_joker_may_make_a_buraco_or_close() -> None:
    six = [card(13, s, k) for s in "cdh" for k in (1, 2)]  # six natural kings: no buraco yet
    game = _position([six], [JOKER, card(9, "c", 1), card(4, "d", 1)])
    view = game.view(0)
    move = next(m for m in find_moves(game).all() if m.kind == "attach" and m.cards == (JOKER,))
    assert move.meld.buraco is not None and not wastes_wildcard(view, move)
    assert any(h.move is move or (h.move and h.move.cards == (JOKER,)) for h in hints(view))

    # a clean buraco on the table, the pozzetto taken: the joker goes, the last card closes
    kings = [card(13, s, k) for s in "cdhs" for k in (1, 2)]
    game = _position([kings], [JOKER, card(9, "c", 1)], pozzetto_taken=True)
    view = game.view(0)
    move = next(m for m in find_moves(game).all() if m.kind == "attach" and m.cards == (JOKER,))
    assert move.meld.bonus == 150 and not wastes_wildcard(view, move)


def test_only_a_wasted_wildcard_says_keep_it() -> None:
    kings = [card(13, s, k) for s in "cdhs" for k in (1, 2)]
    game = _position([kings], [JOKER, card(9, "c", 1), card(4, "d", 1)])
    shown = hints(game.view(0))
    assert len(shown) == 1 and shown[0].move is None
    assert "Keep your wildcard" in shown[0].text and "discard a card" in shown[0].text
