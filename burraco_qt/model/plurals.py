"""Every sentence with a count (``%n``) in one translation context, ``Plurals``.

Qt's lupdate recognises a plural form only in ``self.tr(text, "", n)`` inside a QObject subclass
(or with a literal number), so the counted sentences of the table, the move log and the hints
live here as methods. Each returns the translated sentence for ``n``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


class Plurals(QObject):
    """Counted sentences; use the shared instance :data:`PLURALS`."""

    def cards(self, n: int) -> str:
        return self.tr("%n card(s)", "", n)

    def stock(self, n: int) -> str:
        return self.tr("Stock: %n card(s)", "", n)

    def took_pile(self, n: int) -> str:
        return self.tr("%1 took the discard pile (%n card(s)): %2.", "", n)

    def stallo_near(self, n: int) -> str:
        return self.tr("Stallo near: %n turn(s) left without drawing.", "", n)

    def stock_almost_out(self, n: int) -> str:
        return self.tr("Stock almost out: %n card(s) to draw.", "", n)


PLURALS = Plurals()
