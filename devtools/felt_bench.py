"""How long the felt takes: ``python -m devtools.felt_bench [WIDTH HEIGHT]`` (offscreen).

Prints the median of 15 runs (ms) of: building the felt pixmap for a new viewport size (the
cache emptied: what a resize costs), the same with the cache warm (every paint), and drawing
the whole felt into a viewport-sized image (a full repaint's background); each for the normal
and the high-contrast look. A figure for notes, not a test.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter


def _median(run, n: int = 15) -> float:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841 (pixmaps need the app)
    from burraco_qt.ui.table import felt

    width, height = (int(args[0]), int(args[1])) if len(args) == 2 else (1920, 1080)
    target = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    for look in felt.TABLE_LOOKS:
        felt.felt_pixmap(width, height, 1.0, look)  # the tiles, once per process

        def cold(look: str = look) -> None:
            felt._felt.clear()
            felt.felt_pixmap(width, height, 1.0, look)

        def paint(look: str = look) -> None:
            pm = felt.felt_pixmap(width, height, 1.0, look)
            painter = QPainter(target)
            painter.drawPixmap(QRectF(0, 0, width, height), pm, QRectF(0, 0, width, height))
            painter.end()

        build = _median(cold)
        warm = _median(lambda look=look: felt.felt_pixmap(width, height, 1.0, look))
        full = _median(paint)
        print(
            f"{look:14} {width}x{height}: build {build:.2f} ms, cached {warm:.3f} ms,"
            f" full paint {full:.2f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
