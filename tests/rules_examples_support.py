"""Helpers for the RULES.md example tests: pre-arranged deals (R2.4, R2.5) and commands that
must be accepted, or refused without changing the game (section 17)."""

from __future__ import annotations

import pytest

from burraco_qt.engine import Discard, Draw, Game, RuleError, Rules

RANKS = "A23456789TJQK"


def fill(n: int) -> str:
    """``n`` filler cards for :func:`make_game`."""
    return ",".join(["?"] * n)


def tokens(text: str) -> list[str]:
    return [t.strip() for t in text.split(",")] if text.strip() else []


def make_game(
    hands: list[str],
    *,
    pozzetti: tuple[str, str] = ("?", "?"),
    discard: str = "?",
    stock: str = "",
    preset: str = "italian",
    first_player: int = 0,
    **options,
) -> Game:
    """A game dealt from a pre-arranged deck (R2.4, R2.5): the hands, the two pozzetti, the
    discard, then the head of the stock. ``hand_size``/``pozzetto_size`` follow the lists. A
    ``?`` is a filler: a card that is neither a two nor a joker, of a rank and suit named nowhere
    else."""
    hand_lists = [tokens(h) for h in hands]
    poz = [tokens(z) for z in pozzetti]
    assert len({len(h) for h in hand_lists}) == 1 and len(poz[0]) == len(poz[1])
    rules = Rules.preset(preset, hand_size=len(hand_lists[0]), pozzetto_size=len(poz[0]), **options)
    groups = [*hand_lists, *poz, [discard], tokens(stock)]
    named = {t[:2] for g in groups for t in g if t != "?"}
    filler = iter([c.code for c in rules.universe() if not c.is_wild and c.short not in named])
    deck = [next(filler) if t == "?" else t for g in groups for t in g]
    return Game(rules, len(hands), deck=",".join(deck), first_player=first_player)


def snapshot(game: Game) -> dict:
    """Everything a refused command must leave unchanged."""
    return {
        "record": game.record(),
        "hands": [[c.code for c in h] for h in game.hands],
        "tables": [[m.notation(short=False) for m in t] for t in game.tables],
        "pile": [c.code for c in game.pile],
        "stock": [c.code for c in game.stock],
        "pozzetti": [[c.code for c in z] for z in game.pozzetti],
        "state": (
            list(game.pozzetto_taken),
            game.current,
            game.phase,
            game.over,
            game.ban,
            game.must_meld,
            game.stallo_count,
            game.last_turn,
            game.turn,
        ),
    }


def ok(game: Game, command) -> list:
    result = game.check(command)
    assert result.ok, result.error
    return game.apply(command)


def refuse(game: Game, command, code: str, reason: str | None = None) -> None:
    """``command`` is refused with ``code`` (and ``reason``) and changes nothing."""
    before = snapshot(game)
    result = game.check(command)
    assert not result.ok and result.code == code
    with pytest.raises(RuleError) as exc:
        game.apply(command)
    assert exc.value.code == code
    if reason is not None:
        assert exc.value.reason == reason
    assert snapshot(game) == before


def shorts(cards) -> list[str]:
    return sorted(c.short for c in cards)


def names(text: str) -> list[str]:
    return sorted(t[:2] for t in tokens(text))


def draw_and_discard(game: Game) -> None:
    """The current player draws from the stock and discards the card drawn."""
    ok(game, Draw())
    ok(game, Discard(game.hands[game.current][-1]))


def draw_and_discard_named(game: Game, card: str) -> None:
    """The current player draws from the stock and discards ``card``."""
    ok(game, Draw())
    ok(game, Discard(card))
