"""The Instructions dialog (F1): the rules in short and the controls of our table.

The text is HTML assembled from translated pieces: every heading, paragraph, list item and table
cell is its own literal ``QCoreApplication.translate("Instructions", ...)`` call, so lupdate
extracts each one and a translator never has to handle a whole page at once. The preset names and
descriptions (also used by the New game dialog) live here too; the controls page and the HTML
helpers are in :mod:`.instructions_controls`.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine.rules import PRESETS
from .instructions_controls import _h, _p, _points, _ul, controls_html


def preset_title(preset: str) -> str:
    """The translated name of a rules preset (the preset key itself if unknown)."""
    titles = {
        "italian": QCoreApplication.translate("Presets", "Italian"),
        "international": QCoreApplication.translate("Presets", "International"),
        "reale": QCoreApplication.translate("Presets", "Burraco reale"),
        "casual": QCoreApplication.translate("Presets", "Casual (house rules)"),
    }
    return titles.get(preset, preset)


def preset_description(preset: str) -> str:
    """A one-line translated description of a rules preset (``""`` if unknown)."""
    texts = {
        "italian": QCoreApplication.translate(
            "Presets",
            "The F.I.Bur. tournament rules: sets of any rank, semi-clean buracos, close with any buraco.",
        ),
        "international": QCoreApplication.translate(
            "Presets",
            "Sets of aces and threes only, no semi-clean buracos, close with a clean "
            "buraco; take the discard pile only if you can meld at once.",
        ),
        "reale": QCoreApplication.translate(
            "Presets", "104 cards without jokers (twos are still wild), runs only, close with a clean buraco."
        ),
        "casual": QCoreApplication.translate(
            "Presets",
            "Home rules: several wildcards per meld, only runs are buracos, the "
            "pozzetto taken instead of drawing, go out by melding your last card.",
        ),
    }
    return texts.get(preset, "")


def rules_html() -> str:
    """The rules in short, as HTML (translated)."""
    parts = [
        _h(QCoreApplication.translate("Instructions", "The aim")),
        _p(
            QCoreApplication.translate(
                "Instructions",
                "Burraco is played one against one, or two against two with partners "
                "sitting opposite. Lay melds on the table, build buracos (melds of "
                "seven cards or more), pick up your pozzetto and close the hand. Hands "
                "follow one another until a team reaches the target score (1005 or "
                "2005 points).",
            )
        ),
        _p(
            QCoreApplication.translate(
                "Instructions",
                "These are the Italian tournament rules, the default. The "
                "International and Burraco reale rules differ as described under "
                "Rule presets below.",
            )
        ),
        _h(QCoreApplication.translate("Instructions", "The deal")),
        _p(
            QCoreApplication.translate(
                "Instructions",
                "Two decks of 52 cards and 4 jokers are shuffled. Each player gets 11 "
                "cards; two face-down packets of 11 cards, the pozzetti, are set aside, "
                "one for each team; one card is turned up to start the discard pile and "
                "the rest is the stock.",
            )
        ),
        _h(QCoreApplication.translate("Instructions", "Your turn")),
        _ul(
            QCoreApplication.translate(
                "Instructions", "<b>Draw</b>: take the top card of the stock, or take the whole discard pile."
            ),
            QCoreApplication.translate(
                "Instructions",
                "<b>Play</b>: lay new melds and attach cards to your team's melds, "
                "as many as you like, or none.",
            ),
            QCoreApplication.translate(
                "Instructions", "<b>Discard</b>: end the turn by putting one card on the discard pile."
            ),
            QCoreApplication.translate(
                "Instructions",
                "If you took a discard pile of a single card, you may not throw "
                "that card back in the same turn (unless you already held its "
                "twin).",
            ),
        ),
        _h(QCoreApplication.translate("Instructions", "Melds")),
        _ul(
            QCoreApplication.translate(
                "Instructions",
                "A <b>set</b> is three or more cards of the same rank, such as "
                "7♥ 7♦ 7♣. A team may have only one set of each rank.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "A <b>run</b> is three or more consecutive cards of one suit, such "
                "as 4♥ 5♥ 6♥. The ace goes below the two or above the king, never "
                "both.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Melds belong to the team: you may attach cards to your partner's "
                "melds, never to the opponents'. Cards on the table never go back "
                "to a hand.",
            ),
        ),
        _h(QCoreApplication.translate("Instructions", "Wildcards")),
        _ul(
            QCoreApplication.translate(
                "Instructions", "Jokers and twos are wildcards. A meld holds at most one wildcard."
            ),
            QCoreApplication.translate(
                "Instructions",
                "The natural two: a two of the run's suit in its own place, as in "
                "A♥ 2♥ 3♥, is an ordinary card, so that run may still take one "
                "wildcard.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "A wildcard keeps the place it stands for. When it could go at "
                "either end of a run, you choose the end.",
            ),
        ),
        _h(QCoreApplication.translate("Instructions", "Buracos")),
        _p(
            QCoreApplication.translate(
                "Instructions", "A meld of seven cards or more is a buraco and earns a bonus:"
            )
        ),
        _ul(
            QCoreApplication.translate("Instructions", "<b>clean</b>, 200 points: no wildcard;"),
            QCoreApplication.translate(
                "Instructions",
                "<b>semi-clean</b>, 150 points: a run of at least seven natural "
                "cards with the wildcard at one end, or a set of seven or eight "
                "naturals plus the wildcard;",
            ),
            QCoreApplication.translate(
                "Instructions", "<b>dirty</b>, 100 points: any other buraco with a wildcard."
            ),
        ),
        _h(QCoreApplication.translate("Instructions", "The pozzetto")),
        _p(
            QCoreApplication.translate(
                "Instructions",
                "The first time a player of a team runs out of cards, they pick up the team's pozzetto:",
            )
        ),
        _ul(
            QCoreApplication.translate(
                "Instructions",
                "<b>al volo</b>: if the last cards went into melds, the pozzetto "
                "becomes the hand at once and the turn goes on;",
            ),
            QCoreApplication.translate(
                "Instructions",
                "<b>with the discard</b>: if the last card was discarded, the "
                "pozzetto is played from the next turn.",
            ),
        ),
        _h(QCoreApplication.translate("Instructions", "Closing")),
        _p(
            QCoreApplication.translate(
                "Instructions",
                "When your team has taken its pozzetto and has at least one buraco, "
                "you close the hand by discarding your last card. The closing card may "
                "not be a wildcard, and you may not meld all your cards: the last one "
                "must be discarded. Closing earns 100 points.",
            )
        ),
        _h(QCoreApplication.translate("Instructions", "The end of a hand without a close")),
        _ul(
            QCoreApplication.translate(
                "Instructions",
                "The last two cards of the stock are never drawn: the turn that "
                "draws down to two cards is the last one.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Stallo: after 12 turns in a row in which the discard pile was "
                "taken instead of drawing, that turn is the last one.",
            ),
        ),
        _h(QCoreApplication.translate("Instructions", "Scoring")),
        _p(
            QCoreApplication.translate(
                "Instructions",
                "Each team scores its buraco bonuses, 100 for closing and the points "
                "of its cards on the table, minus the points of the cards left in its "
                "players' hands, and minus 100 if it did not take its pozzetto.",
            )
        ),
        _points(
            QCoreApplication.translate("Instructions", "Card points"),
            [
                (QCoreApplication.translate("Instructions", "Joker"), "30"),
                (QCoreApplication.translate("Instructions", "Two"), "20"),
                (QCoreApplication.translate("Instructions", "Ace"), "15"),
                (QCoreApplication.translate("Instructions", "8, 9, 10, J, Q, K"), "10"),
                (QCoreApplication.translate("Instructions", "3, 4, 5, 6, 7"), "5"),
            ],
        ),
        _points(
            QCoreApplication.translate("Instructions", "Bonuses and penalty"),
            [
                (QCoreApplication.translate("Instructions", "Clean buraco"), "200"),
                (QCoreApplication.translate("Instructions", "Semi-clean buraco"), "150"),
                (QCoreApplication.translate("Instructions", "Dirty buraco"), "100"),
                (QCoreApplication.translate("Instructions", "Closing"), "100"),
                (QCoreApplication.translate("Instructions", "Pozzetto not taken"), "−100"),
            ],
        ),
        _h(QCoreApplication.translate("Instructions", "The match")),
        _p(
            QCoreApplication.translate(
                "Instructions",
                "Hand scores add up. When a team reaches the target, the higher total "
                "wins; with equal totals another hand is played. In tournament mode a "
                "fixed number of hands is played and the difference becomes Victory "
                "Points, 20 shared between the teams.",
            )
        ),
        *variants_html(),
        _h(QCoreApplication.translate("Instructions", "Rule presets")),
        _ul(*(f"<b>{escape(preset_title(p))}</b>: {escape(preset_description(p))}" for p in PRESETS)),
        casual_html(),
    ]
    return "".join(parts)


def casual_html() -> str:
    """The house rules of the Casual preset (RULES-CASUAL.md), as HTML (translated)."""
    return "".join(
        [
            _h(QCoreApplication.translate("Instructions", "Casual rules (house rules)")),
            _p(
                QCoreApplication.translate(
                    "Instructions",
                    "The Casual preset plays Burraco the way many people play at home. "
                    "Everything above applies, except:",
                )
            ),
            _ul(
                QCoreApplication.translate(
                    "Instructions",
                    "A meld may hold several wildcards. A set may not hold more "
                    "wildcards than natural cards; in a run the wildcards fill the "
                    "gaps and the others extend it at either end.",
                ),
                QCoreApplication.translate(
                    "Instructions", "The ace is low only: a run goes from ace to king at most."
                ),
                QCoreApplication.translate(
                    "Instructions",
                    "Only runs of seven cards or more are buracos: clean (200) "
                    "without wildcards, dirty (100) with one or more. Sets are never "
                    "buracos.",
                ),
                QCoreApplication.translate(
                    "Instructions",
                    "The discard pile is never taken. Once you have opened, with a "
                    "meld without wildcards, you may take your team's pozzetto "
                    "instead of drawing, once per team: click it or press Z.",
                ),
                QCoreApplication.translate(
                    "Instructions",
                    "You go out by melding or attaching your last card while your "
                    "team has a buraco on the table. You may keep a single card only "
                    "if it can go out that way; the hand also ends when the stock "
                    "runs out.",
                ),
                QCoreApplication.translate(
                    "Instructions",
                    "Each team scores its buracos and the cards on its table, minus "
                    "the cards left in its hands: no closing bonus, no penalty for a "
                    "pozzetto not taken.",
                ),
            ),
        ]
    )


def variants_html() -> list[str]:
    """The section on 3, 5 and 6 players (RULES-MULTI R21–R28), as HTML pieces (translated)."""
    return [
        _h(QCoreApplication.translate("Instructions", "Three, five and six players")),
        _p(
            QCoreApplication.translate(
                "Instructions",
                "With 6 players three pairs play, each player's partner sitting "
                "opposite; everything else is as in 2 vs 2, and each pair keeps one "
                "score.",
            )
        ),
        _p(
            QCoreApplication.translate(
                "Instructions",
                "With 3 or 5 players everyone starts alone, with a meld area of their "
                "own. The first player to empty their hand takes the big pozzetto "
                "(18 cards) and goes on alone.",
            )
        ),
        _ul(
            QCoreApplication.translate(
                "Instructions",
                "At that moment the others form pairs: with 3 players the other "
                "two; with 5 players partners sit in alternate seats from the "
                "lone player.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "The two partners' melds join one pair area, in the order they "
                "were laid; from then on either partner may attach to any of them.",
            ),
            QCoreApplication.translate(
                "Instructions", "A pair takes an 11-card pozzetto when a partner first empties their hand."
            ),
            QCoreApplication.translate(
                "Instructions",
                "Each partner is credited half the pair's hand total, rounded up; "
                "a player alone keeps their own total.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "Scores are kept per player. When someone reaches the target the "
                "highest total wins; equal top totals win together.",
            ),
            QCoreApplication.translate(
                "Instructions",
                "When the rules set a threshold, once a player's total reaches it "
                "the following hands are solo hands: everyone plays alone, each "
                "with an 11-card pozzetto.",
            ),
        ),
    ]


class InstructionsDialog(QDialog):
    """The rules and the controls in a scrollable text browser, with a Close button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("instructionsDialog")
        self.setWindowTitle(self.tr("Instructions"))
        self.resize(640, 620)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("instructionsText")
        self.browser.setOpenLinks(False)
        self.browser.setHtml(self.html())
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("buttons")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def html(self) -> str:
        """The whole page: the rules, the controls, then fair deals (issue 29)."""
        title = self.tr("How to play Burraco")
        from .instructions_fair import fair_html

        return f"<h2>{escape(title)}</h2>{rules_html()}{controls_html()}{fair_html()}"
