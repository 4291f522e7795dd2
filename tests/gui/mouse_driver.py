"""Plays the human seat of the real table by mouse (issue 16): a computer player chooses each
command, which is then made with real mouse events on the view's viewport (click the stock, the
pile, the cards of the hand, our meld area, a meld of ours)."""

from __future__ import annotations

import random

from burraco_qt.ai import make_player
from burraco_qt.engine.commands import Attach, Discard, Draw, MeldCards, TakePile
from burraco_qt.engine.random_move import random_legal_command

from .helpers import area_point, card_point, click, meld_point, pile_point, stock_point


def _settle(window) -> None:
    """Let every moving card arrive (a click aims at where a card is going)."""
    for item in window.scene.pool.items():
        item.finish()


def _click(window, point) -> None:
    click(window, point)
    _settle(window)


def _gesture(window, command) -> bool:
    """Make ``command`` by mouse; ``False`` if the table's gestures cannot say it."""
    c = window.controller
    _settle(window)
    click = _click
    if isinstance(command, Draw):
        click(window, stock_point(window))
        return True
    if isinstance(command, TakePile):
        click(window, pile_point(window))
        return True
    if isinstance(command, MeldCards | Attach):
        cards = list(command.cards)
        plain = MeldCards(cards) if isinstance(command, MeldCards) else Attach(cards, command.to)
        if isinstance(cards[0], str) or not c.check(plain).ok:
            return False
        for card in cards:
            click(window, card_point(window, card))
        click(
            window, area_point(window) if isinstance(command, MeldCards) else meld_point(window, command.to)
        )
        return True
    if isinstance(command, Discard):
        click(window, card_point(window, command.card))
        click(window, pile_point(window))
        return True
    return False


def play_hand_by_mouse(qtbot, window, seed: int = 1, limit: int = 400) -> int:
    """Play the human seat until the hand is over; returns the number of mouse-made commands.
    ``AssertionError`` when a command could not be made by mouse or the hand does not end."""
    c = window.controller
    player = make_player("easy", seed)
    rng = random.Random(seed)
    for made in range(limit):
        qtbot.waitUntil(lambda: c.game.over or c.human_to_play, timeout=20000)
        if c.game.over:
            return made
        before = len(c.game.actions)
        command = player.choose(c.view())
        if not _gesture(window, command):
            for _ in range(50):  # another legal move the mouse can make
                command = random_legal_command(c.game, rng)
                if _gesture(window, command):
                    break
            else:
                raise AssertionError("no command the mouse can make")
        assert len(c.game.actions) == before + 1, (command, c.game.phase)
    raise AssertionError("the hand did not end")
