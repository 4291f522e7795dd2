"""Card travel on the table: one module owns how a card goes from where it is to where it belongs.

Every move of a card (the deal, a draw, the pile taken, a meld or an attach, a discard, a
pozzetto, a sort, an undo) is :func:`travel`: one animation per card, from its current place,
size and angle to its target ones — a :class:`QParallelAnimationGroup` of ``pos``, ``scale``
(a change of width: the card takes its new width at once and is scaled from its old one) and
``rotation`` :class:`QPropertyAnimation`, after a pause when the deal staggers it. The
durations are :class:`~.speeds.Speeds` (the one place); this module only runs them.

While it travels farther than its own width a card flies above every other card and caption
(:data:`FLY_Z` added to its z value; put back when it lands), under a dragged card and the
toast; a card that only shifts in its row (the hand closing a gap) stays in the row's order.

With *reduce motion* nothing travels: a card that changes place by more than its own width
appears there with a short fade (``opacity``, :attr:`Speeds.fade`); a card that shifts a
little (the hand closing a gap) simply is there.

An animation is made at once (the card's :attr:`~.card_item.CardItem.motion`) but its clock
starts at the table's next paint (:func:`release`, called by the view; at most
:data:`WAIT_LIMIT_MS` later; at once with no view shown), so the slow frame that first shows the
new table is not one of its steps. A card flying across the table drops its shadow until it
lands (fewer, smaller repaints).

:func:`finish_all` jumps every running animation of a scene to its end (before input is handled,
a resize, a resume, or in a test); :func:`animating` says whether any runs; :func:`gather` lists
them. Nothing in the model waits on an animation: the engine's state is always the truth and
the cards are only late to show it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
)

if TYPE_CHECKING:
    from .card_item import CardItem

#: Added to a card's z value while it travels: above the other cards (< 1000) and the captions
#: (900, 950), under a dragged card (3000 +) and the toast (5000).
FLY_Z = 2000.0

#: The travel's easing: quick off, gentle landing.
EASING = QEasingCurve.Type.OutCubic


def travel(
    item: CardItem,
    pos: QPointF,
    ms: int,
    delay: int = 0,
    *,
    z: float | None = None,
    width: float | None = None,
    angle: float | None = None,
    fade: int = 0,
) -> QAbstractAnimation | None:
    """Send ``item`` to ``pos`` (scene coordinates of its top-left corner) at ``width`` pixels
    and ``angle`` degrees (each unchanged when ``None``), to rest at z value ``z``.

    ``ms`` > 0: it travels there in ``ms`` milliseconds after ``delay`` ms (a card already on
    its way to the same place, size and angle carries on). ``fade`` > 0 (reduce motion, ``ms``
    0): it is put there at once and, if it came from farther than its width, fades in over
    ``fade`` ms. Both 0: it is put there at once. Returns the animation started (``None``: none;
    it is deleted when it ends)."""
    target = QPointF(pos)
    width = item.target_width if width is None else width
    angle = item.target_angle if angle is None else angle
    if z is not None:
        item.rest_z = z
    elif item.motion is None:  # a caller that stacked it itself (the deck's spread)
        item.rest_z = item.zValue()
    if (
        item.motion is not None
        and ms > 0
        and item.target == target
        and item.target_width == width
        and item.target_angle == angle
    ):
        flying = item.zValue() >= FLY_Z
        item.setZValue(item.rest_z + (FLY_Z if flying else 0))  # carries on, in its new order
        return None
    start, start_w, start_angle = QPointF(item.pos()), item.width * item.scale(), item.rotation()
    far = _far(start, target, max(start_w, width))
    stop(item)
    item.target, item.target_width, item.target_angle = target, width, angle
    item.set_width(width)
    if ms <= 0 or (start == target and start_w == width and start_angle == angle):
        _rest(item)
        if ms <= 0 and fade > 0 and far:
            return _start(item, _property(item, b"opacity", 0.0, 1.0, fade, QEasingCurve.Type.OutQuad))
        return None
    group = QParallelAnimationGroup()
    group.addAnimation(_property(item, b"pos", start, target, ms))
    if abs(start_w - width) > 0.01:
        item.setScale(start_w / width)
        group.addAnimation(_property(item, b"scale", start_w / width, 1.0, ms))
    if start_angle != angle:
        group.addAnimation(_property(item, b"rotation", start_angle, angle, ms))
    top: QAbstractAnimation = group
    if delay > 0:
        sequence = QSequentialAnimationGroup()
        sequence.addPause(delay)
        sequence.addAnimation(group)
        top = sequence
    # a card changing place flies over the others; one closing a gap in its row stays in it
    item.setZValue(item.rest_z + (FLY_Z if far else 0))
    item.shadow.setVisible(not far)
    return _start(item, top)


def _property(item: CardItem, name: bytes, start, end, ms: int, easing=EASING) -> QPropertyAnimation:
    anim = QPropertyAnimation(item, name)
    anim.setDuration(ms)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setEasingCurve(easing)
    return anim


#: Animations made but not started: they start when the table next paints (:func:`release`),
#: so the frame that shows the new table (the captions, the panels: the slowest of all) is
#: painted before their clock runs and a card does not jump on its first step.
_waiting: list[QAbstractAnimation] = []


def _start(item: CardItem, anim: QAbstractAnimation) -> QAbstractAnimation:
    anim.setParent(item)
    anim.finished.connect(item.landed)
    item.motion = anim
    if isinstance(anim, QPropertyAnimation) and anim.propertyName() == b"opacity":
        item.setOpacity(0.0)
    scene = item.scene()
    if scene is not None and any(view.isVisible() for view in scene.views()):
        if not _waiting:  # in case no paint comes (a hidden window): start soon anyway
            QTimer.singleShot(WAIT_LIMIT_MS, release)
        _waiting.append(anim)
    else:
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
    return anim


#: The longest an animation waits for the table's next paint (ms).
WAIT_LIMIT_MS = 50


def release() -> None:
    """Start the animations waiting for the table's paint (the view calls it after each
    paint of its viewport)."""
    waiting = list(_waiting)
    _waiting.clear()
    for anim in waiting:
        if shiboken6.isValid(anim):  # (its card left the table meanwhile: it went with it)
            anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)


def _rest(item: CardItem) -> None:
    """``item`` at its target: place, size, angle, z value, fully opaque."""
    item.setPos(item.target)
    item.setScale(1.0)
    item.setRotation(item.target_angle)
    item.setOpacity(1.0)
    item.setZValue(item.rest_z)
    item.shadow.setVisible(True)


def stop(item: CardItem) -> None:
    """Stop ``item``'s animation where it is (the caller places the card; Qt deletes it)."""
    anim, item.motion = item.motion, None
    if anim is not None:
        anim.finished.disconnect(item.landed)
        if anim in _waiting:  # never started: deleted here
            _waiting.remove(anim)
            anim.deleteLater()
        else:
            anim.stop()


def finish(item: CardItem) -> None:
    """Jump ``item``'s animation, if any, to its end: the card rests at its target (with no
    animation it is only put back at its target place: a glide of the pairing moment)."""
    if item.motion is not None:
        stop(item)
        _rest(item)
    else:
        item.setPos(item.target)


def landed(item: CardItem) -> None:
    """``item``'s animation ended by itself: it rests at its target (z value put back)."""
    item.motion = None
    _rest(item)


def gather(items: Iterable[CardItem]) -> list[QAbstractAnimation]:
    """The running animations of ``items`` (e.g. ``scene.cards.values()``)."""
    return [item.motion for item in items if item.motion is not None]


def animating(items: Iterable[CardItem]) -> bool:
    """Whether any of ``items`` is travelling or fading in."""
    return any(item.motion is not None for item in items)


def finish_all(items: Iterable[CardItem]) -> None:
    """Every card of ``items`` at its target at once (its animation, if any, ended)."""
    for item in items:
        if item.motion is not None:
            finish(item)


def deal_delays(rows: list[tuple[CardItem, QPointF, float]], stagger: int) -> dict[CardItem, int]:
    """The deal's stagger: ``rows`` are ``(item, target, rank)`` (a lower rank is dealt first;
    equal ranks in the rows' order). Only the cards dealt count — those that go farther than
    their own width (the stock's cards only square up where they lie) —, so the first dealt
    card leaves at once and each next one ``stagger`` ms after the one before."""
    moving = [
        (rank, n, item) for n, (item, target, rank) in enumerate(rows) if _far(item.pos(), target, item.width)
    ]
    moving.sort(key=lambda row: row[:2])
    return {item: k * stagger for k, (_, _, item) in enumerate(moving)}


def _far(a: QPointF, b: QPointF, width: float) -> bool:
    """Whether ``a`` and ``b`` are farther apart than ``width`` (Manhattan distance)."""
    return abs(a.x() - b.x()) + abs(a.y() - b.y()) > width


def deal_rank(z: float) -> float:
    """The order of a card in the deal, from the z value the layout gives its place: the hands
    one card each in turn (z 500 + its index), then the pozzetti (150 +), the pile's card last
    (200 +)."""
    if z >= 500:
        return z - 500
    return 100 + z if z < 200 else 1000 + z
