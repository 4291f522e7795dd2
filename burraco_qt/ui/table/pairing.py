"""The pairing moment of a 3- or 5-player hand (RULES-MULTI R24.3, R24.4): when the first player
empties their hand the two partners' melds join one pair area. Their cards glide there together
(one :class:`QParallelAnimationGroup` of ``pos`` animations, :attr:`Speeds.pairing` long: short
with reduce motion, none when instant) and a toast says who now plays as a pair.

The melds' order in the pair area is the engine's (creation order, R24.4): the table only shows
``game.tables``; this class only animates the cards from where they lay."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
)

from ...engine import Card, TeamsFormed

if TYPE_CHECKING:
    from .scene import TableScene


class PairingMoment:
    """Shows a :class:`TeamsFormed` event on ``scene``: :meth:`before` (the melds' positions
    before the tables merge), then :meth:`show` after the scene laid out the merged tables.
    :attr:`group` is the running animation (``None`` when none runs)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.group: QParallelAnimationGroup | None = None
        self.last_text = ""

    def before(self) -> dict[Card, QPointF]:
        """Where every meld card lies now (scene coordinates)."""
        g = self.scene.game
        return {c: QPointF(self.scene.cards[c].pos()) for table in g.tables for m in table for c in m.cards}

    def stop(self) -> None:
        """Stop a running animation (the cards stay where they are; the caller moves them)."""
        if self.group is not None:
            self.group.stop()
            self.group = None

    def show(self, event: TeamsFormed, was: dict[Card, QPointF]) -> None:
        """Animate the paired players' meld cards from ``was`` to where they now lie, and say
        who formed each pair."""
        scene = self.scene
        g = scene.game
        self.stop()
        pairs = [t for t, team in enumerate(event.teams) if len(team) > 1]
        ms = scene.speeds.pairing
        if ms > 0:
            group = QParallelAnimationGroup()
            for t in pairs:
                for meld in g.tables[t]:
                    for c in meld.cards:
                        item = scene.cards[c]
                        start, end = was.get(c), QPointF(item.target)
                        if start is None or start == end:
                            continue
                        item.finish()
                        item.setPos(start)
                        anim = QPropertyAnimation(item, b"pos")
                        anim.setDuration(ms)
                        anim.setStartValue(start)
                        anim.setEndValue(end)
                        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
                        group.addAnimation(anim)
            if group.animationCount():
                self.group = group
                group.finished.connect(self._finished)
                group.start()
        texts = []
        for t in pairs:
            a, b = event.teams[t]
            names = [self._name(p) for p in (a, b)]
            if scene.controller.human_seat in (a, b):
                other = names[1] if scene.controller.human_seat == a else names[0]
                texts.append(
                    QCoreApplication.translate("Table", "You and %1 now play as a pair").replace("%1", other)
                )
            else:
                texts.append(
                    QCoreApplication.translate("Table", "%1 and %2 now play as a pair")
                    .replace("%1", names[0])
                    .replace("%2", names[1])
                )
        self.last_text = "\n".join(texts)
        if self.last_text:
            scene.show_toast(self.last_text)

    def _name(self, seat: int) -> str:
        return self.scene.controller.seat_label(seat, level=False)

    def _finished(self) -> None:
        self.group = None
