"""Guards on the pinned Qt binding.

PySide6 6.12.0 drops a reference to ``True`` on every signal emission under Python 3.11 (bools
are not immortal before 3.12), so an app crashes with "bool_dealloc" after a few thousand
signals. We pin a release without the bug; this test fails if an upgrade brings it back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    number = Signal(int)
    nothing = Signal()


def test_signal_emission_keeps_bool_refcounts(qapp) -> None:
    emitter = _Emitter()
    received: list[int] = []
    emitter.number.connect(received.append)
    before = sys.getrefcount(True), sys.getrefcount(False)
    for i in range(3000):
        emitter.number.emit(i)
        emitter.nothing.emit()
    assert len(received) == 3000
    after = sys.getrefcount(True), sys.getrefcount(False)
    assert abs(after[0] - before[0]) < 50 and abs(after[1] - before[1]) < 50
