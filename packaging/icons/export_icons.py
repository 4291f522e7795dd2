"""Export the app icon (``resources/icons/burraco.svg``) for the installers:
PNG sizes for Linux (``burraco-<N>.png``), ``burraco.ico`` for Windows and ``burraco.icns`` for
macOS, next to this script. Run ``python packaging/icons/export_icons.py`` after editing the SVG.
Uses Qt only (QSvgRenderer + QImageWriter's png/ico/icns plugins)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SVG = HERE.parents[1] / "resources" / "icons" / "burraco.svg"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts need an application
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    for size in SIZES:
        render(renderer, size).save(str(HERE / f"burraco-{size}.png"))
    for fmt, name, size in (("ico", "burraco.ico", 256), ("icns", "burraco.icns", 512)):
        writer = QImageWriter(str(HERE / name), fmt.encode())
        if not writer.write(render(renderer, size)):
            raise SystemExit(f"cannot write {name}: {writer.errorString()}")
    print("\n".join(sorted(p.name for p in HERE.iterdir() if p.suffix in (".png", ".ico", ".icns"))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
