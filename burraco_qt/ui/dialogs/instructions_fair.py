"""The Instructions' section on fair deals (issue 29): the fingerprint, the cut and Verify.

Every paragraph is its own literal ``QCoreApplication.translate("Instructions", ...)`` call, so
lupdate extracts each one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .instructions_controls import _h, _p, _ul


def fair_html() -> str:
    """How a deal is kept fair, as HTML (translated)."""
    return "".join(
        [
            _h(QCoreApplication.translate("Instructions", "Fair deals: fingerprint, cut and Verify")),
            _p(
                QCoreApplication.translate(
                    "Instructions",
                    "Before the first move of every hand the app shuffles the deck and commits to "
                    "it: the deck lies face down across the table under its <b>fingerprint</b>, a "
                    "SHA-256 hash of the order of the cards and a secret random salt. The table "
                    "shows its first 16 hex digits (also on the status bar); the whole hash is in "
                    "the tooltip and in Game → Fairness details….",
                )
            ),
            _p(
                QCoreApplication.translate(
                    "Instructions",
                    "Then <b>you cut the deck</b>: click a card of the deck (the cards from it on "
                    "go on top), or type a number and press Enter, or use Game → Cut the deck…. "
                    "The hand is dealt from the committed deck cut there. The fingerprint was fixed "
                    "before your cut, so the app cannot arrange the cards after seeing it. A table "
                    "of computers only cuts at random.",
                )
            ),
            _p(
                QCoreApplication.translate(
                    "Instructions",
                    "After the hand the score sheet's Fairness details… reveals the salt, the cut "
                    "and the committed deck. <b>Verify</b> checks them:",
                )
            ),
            _ul(
                QCoreApplication.translate(
                    "Instructions", "the revealed deck is the whole deck and the shuffle of its seed;"
                ),
                QCoreApplication.translate("Instructions", "the deck and the salt give the fingerprint;"),
                QCoreApplication.translate(
                    "Instructions", "the hand was dealt from the deck cut at the recorded cut;"
                ),
                QCoreApplication.translate(
                    "Instructions",
                    "the moves replay by the rules to the recorded score, and each computer's "
                    "decisions are what it plays from its own view.",
                ),
            ),
            _p(
                QCoreApplication.translate(
                    "Instructions",
                    "Game → Verify a record… checks a saved hand or match file the same way, as "
                    "the command line <tt>burraco-qt --verify FILE</tt> does. A changed card, salt, "
                    "cut or move fails with the reason.",
                )
            ),
        ]
    )
