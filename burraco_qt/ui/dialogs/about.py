"""Help → About: the version, the licence and the card-art credits."""

from __future__ import annotations

import re
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from ... import __version__
from ...paths import resource

LICENCE = "GPL-3.0-or-later"


def card_credit() -> tuple[str, str, str]:
    """``(artist, address, licence)`` of the playing cards, from the ``Playing cards:`` line of
    ``resources/cards/CREDITS.md`` (e.g. ``("Adrian Kennard", "https://www.me.uk/cards/",
    "CC0 1.0")``); empty strings where the file says nothing."""
    try:
        text = resource("cards", "CREDITS.md").read_text(encoding="utf-8")
    except OSError:
        return "", "", ""
    if "Playing cards:" not in text:
        return "", "", ""
    first = " ".join(text.split("Playing cards:", 1)[1].split("\n\n", 1)[0].split()).split(";")[0]
    address = next(iter(re.findall(r"https?://\S+", first)), "")
    artist = first.split(",")[0].strip()
    licence = first.split("—")[-1].strip() if "—" in first else ""
    return artist, address, licence


class AboutDialog(QDialog):
    """The About box. Labels for tests: ``aboutTitle``, ``aboutVersion``, ``aboutLicence``,
    ``aboutCredits``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Burraco"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 14)
        layout.setSpacing(10)
        title = self._label("aboutTitle", "<h2>Burraco Qt</h2>", layout)
        title.setTextFormat(Qt.TextFormat.RichText)
        self._label("aboutVersion", self.tr("Version %1").replace("%1", __version__), layout)
        self._label(
            "aboutBlurb",
            self.tr("An offline Burraco game: the Italian card game against computer opponents."),
            layout,
        )
        licence = self._label(
            "aboutLicence",
            self.tr(
                "Free software under the GNU General Public License, version 3 or any later version "
                "(%1). It comes with no warranty."
            ).replace("%1", LICENCE),
            layout,
        )
        licence.setWordWrap(True)
        artist, address, card_licence = card_credit()
        who = f'<a href="{escape(address)}">{escape(artist)}</a>' if address else escape(artist)
        credits = self._label(
            "aboutCredits",
            "<b>{}</b> {} — {}".format(escape(self.tr("Playing cards:")), who, escape(card_licence)),
            layout,
        )
        credits.setOpenExternalLinks(True)
        credits.setTextFormat(Qt.TextFormat.RichText)
        credits.setWordWrap(True)
        self._label(
            "aboutBacks", self.tr("Card backs, felt and toolbar icons drawn for Burraco Qt."), layout
        ).setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.setObjectName("buttons")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # at least as wide as its one-line texts: a minimum of its own turns the layout's off,
        # and the Italian blurb was cut at 460 px
        self.setMinimumWidth(max(460, layout.minimumSize().width()))

    def _label(self, name: str, text: str, layout: QVBoxLayout) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName(name)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(label)
        return label
