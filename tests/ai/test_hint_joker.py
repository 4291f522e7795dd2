"""Issue 22: a hint spent the joker on a complete natural set — the finder ranked an attach by
the bonus of the meld it makes, not by what it changes (a clean buraco made semi-clean)."""

from __future__ import annotations

from burraco_qt.engine import Draw, Game, Meld, Rules, card
from burraco_qt.engine.finder import find_moves


def test_a_joker_on_a_clean_buraco_ranks_below_a_real_gain() -> None:
    rules = Rules.preset("italian")
    game = Game(rules, 2, seed=5)
    game.apply(Draw())
    kings = [card(13, s, k) for s in "cdhs" for k in (1, 2)]  # a complete natural set (8 kings)
    joker = card(0, "r", 1)
    hand = [joker, card(5, "h", 1), card(6, "h", 1), card(7, "h", 1), card(9, "c", 1), card(9, "d", 1)]
    used = set(kings) | set(hand)
    for zone in (*game.hands, *game.pozzetti, game._stock, game._pile):  # rig the position
        zone[:] = [c for c in zone if c not in used]
    game.hands[0][:] = hand
    game.tables[0][:] = [Meld.build(kings, rules)]
    game.serials[0][:] = [0]
    assert game.tables[0][0].bonus == 200
    moves = find_moves(game).all()
    joker_on_set = next(m for m in moves if m.kind == "attach" and m.cards == (joker,) and m.to == 0)
    assert joker_on_set.meld.bonus == 150 and joker_on_set.gain == 30 + 150 - 200
    run = next(m for m in moves if m.kind == "meld" and {c.short for c in m.cards} == {"5h", "6h", "7h"})
    assert moves.index(run) < moves.index(joker_on_set)  # it used to rank first (gain 180)
