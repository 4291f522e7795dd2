"""The controls page of the Instructions dialog (F1), and the small HTML helpers both of its pages
use (:mod:`.instructions` has the rules page and the dialog).

Every heading, list item and table cell is its own literal
``QCoreApplication.translate("Instructions", ...)`` call, so lupdate extracts each one.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication


def _h(text: str) -> str:
    return f"<h3>{text}</h3>"


def _p(text: str) -> str:
    return f"<p>{text}</p>"


def _ul(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


_TABLE = "<table cellspacing='0' cellpadding='2' style='margin-left:24px; margin-top:4px'>"


def _points(title: str, rows: list[tuple[str, str]]) -> str:
    head = f"<tr><td colspan='2'><i>{title}</i></td></tr>"
    cells = "".join(
        f"<tr><td width='170'>{a}</td><td width='50' align='right'>{b}</td></tr>" for a, b in rows
    )
    return f"{_TABLE}{head}{cells}</table>"


def _keys(rows: list[tuple[str, str]]) -> str:
    cells = "".join(f"<tr><td><b>{escape(k)}</b></td><td>&nbsp;&nbsp;{v}</td></tr>" for k, v in rows)
    return f"{_TABLE}{cells}</table>"


def controls_html() -> str:
    """The controls of our table, as HTML (translated)."""
    parts = [
        _h(QCoreApplication.translate("Instructions", "Playing with the mouse")),
        _ul(
            QCoreApplication.translate("Instructions", "Click the stock to draw a card."),
            QCoreApplication.translate("Instructions", "Click the discard pile to take it."),
            QCoreApplication.translate("Instructions", "Click cards in your hand to select them."),
            QCoreApplication.translate(
                "Instructions", "Click our meld area (“Our melds”) to lay the selection as a new meld."
            ),
            QCoreApplication.translate(
                "Instructions",
                "To attach, drag a card or the selection onto one of our melds, or "
                "select the cards and click the meld.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Dropping on the upper or lower half of a run's column chooses the "
                "end where a wildcard goes.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Cards go where the pointer is: dropped on the felt they go back "
                "to your hand; where they are refused, a message says why.",
            ),
            QCoreApplication.translate("Instructions", "Your hand stays still while the pointer is on it."),
            QCoreApplication.translate(
                "Instructions",
                "To discard, drag a card onto the discard pile, right-click it, or "
                "select one card and click the discard pile.",
            ),
            QCoreApplication.translate("Instructions", "Drag cards within your hand to reorder them."),
            QCoreApplication.translate(
                "Instructions", "The sort buttons order your hand by rank (123) or by suit."
            ),
        ),
        _h(QCoreApplication.translate("Instructions", "Keyboard")),
        _keys(
            [
                (
                    QCoreApplication.translate("Instructions", "Left / Right"),
                    QCoreApplication.translate(
                        "Instructions", "move the focus in your hand, or from meld to meld"
                    ),
                ),
                (
                    QCoreApplication.translate("Instructions", "Tab / Shift+Tab, Up / Down"),
                    QCoreApplication.translate(
                        "Instructions", "move the focus between your hand and our melds"
                    ),
                ),
                (
                    QCoreApplication.translate("Instructions", "Space"),
                    QCoreApplication.translate("Instructions", "select or deselect the focused card"),
                ),
                (
                    QCoreApplication.translate("Instructions", "Enter"),
                    QCoreApplication.translate(
                        "Instructions", "lay the selection as a new meld, or attach it to the focused meld"
                    ),
                ),
                (
                    QCoreApplication.translate("Instructions", "1–9"),
                    QCoreApplication.translate("Instructions", "attach the selection to that meld"),
                ),
                (
                    QCoreApplication.translate("Instructions", "X / Delete"),
                    QCoreApplication.translate("Instructions", "discard the selected card"),
                ),
                (
                    QCoreApplication.translate("Instructions", "D"),
                    QCoreApplication.translate("Instructions", "draw from the stock"),
                ),
                (
                    QCoreApplication.translate("Instructions", "P"),
                    QCoreApplication.translate("Instructions", "take the discard pile"),
                ),
                (
                    QCoreApplication.translate("Instructions", "Z"),
                    QCoreApplication.translate(
                        "Instructions", "Casual rules: take your pozzetto instead of drawing"
                    ),
                ),
                (
                    QCoreApplication.translate("Instructions", "Esc"),
                    QCoreApplication.translate("Instructions", "clear the selection"),
                ),
                (
                    QCoreApplication.translate("Instructions", "F1"),
                    QCoreApplication.translate("Instructions", "show these instructions"),
                ),
                (
                    QCoreApplication.translate("Instructions", "Ctrl+N"),
                    QCoreApplication.translate("Instructions", "start a new game"),
                ),
            ]
        ),
        _h(QCoreApplication.translate("Instructions", "Replays and deal codes")),
        _ul(
            QCoreApplication.translate(
                "Instructions",
                "Game → Hands… lists the hands you finished; Replay shows one "
                "again, action by action: Left / Right step, Home / End go to the "
                "deal or the end, Space plays or pauses, and a click on a move "
                "goes there.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Every hand has a deal code (Copy deal code on the score sheet); a fair "
                "hand's code also names your cut. Game → Play a deal code… deals the same "
                "cards again, to you or to a friend, cut at the same place.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Game → Report a problem… saves this hand in a file to attach to your message.",
            ),
        ),
        _h(QCoreApplication.translate("Instructions", "Challenges")),
        _ul(
            QCoreApplication.translate(
                "Instructions",
                "A challenge code (New game → Challenge…) names the rules, the deals of 2 to 4 "
                "hands and the computers with their seeds: everyone who enters it plays the same "
                "deals against the same computers, who answer the same moves in the same way.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Undo, hints and open cards are off in a challenge. At the end the game keeps a "
                "result file in the data folder and shows a result code: the score of every hand "
                "and a check value that catches typos.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Game → Open a challenge result… replays a friend's result file to verify it and "
                "shows both results hand by hand; a result played against another version of the "
                "computers is refused. Playing a challenge again keeps your first result.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Compare a friend's result code… (in the result window and the Hands window) "
                "shows the result code a friend sent beside yours, hand by hand, once its check "
                "value matches; it is marked as not verified: only a result file, replayed, is "
                "verified.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Deal of the day: a challenge made from today's date (UTC), the same on every "
                "computer: 3 hands of Italian rules against Marco.",
            ),
        ),
    ]
    return "".join(parts)
