"""Files the player writes: a hand's record (*Save hand as…*), a problem report (*Report a
problem…*), and the match sheet as PDF (``QPdfWriter``, one page per match) or CSV.

The sheet's cells are read from :class:`~burraco_qt.ui.dialogs.match_sheet.MatchTable` (the table the
score sheet shows), so the exports say exactly what the sheet says. Writers raise ``OSError``
when the file cannot be written; the ``*_as`` helpers ask for a path and report failures in a
message box.
"""

from __future__ import annotations

import csv
import io
import json
import os
import platform
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QFileDialog, QMessageBox, QTableWidgetItem, QWidget

from ... import __version__
from ...model.replay_positions import dump_record
from ...storage.files import atomic_write
from .match_sheet import MatchTable


@dataclass(frozen=True, slots=True)
class SheetPage:
    """One match on one page: a ``title``, the sheet's ``headers`` and ``rows`` (cell texts),
    the ``totals`` line (e.g. ``"Us 1210 – 640 Them"``), who played (``players``: a team's
    name and its players, e.g. ``("Us", "You, Partner")``) and each hand's deal code
    (``codes``: the hand's number and its code, hands without one left out)."""

    title: str
    headers: list[str]
    rows: list[list[str]]
    totals: str
    players: list[tuple[str, str]] = field(default_factory=list)
    codes: list[tuple[int, str]] = field(default_factory=list)

    def players_line(self) -> str:
        """``"Us: You, Partner · Them: Rosa, Marco"`` (empty without players)."""
        return " · ".join(f"{team}: {names}" for team, names in self.players)

    def codes_line(self) -> str:
        """``"Deal codes: hand 1 ABCD-…, hand 2 …"`` (empty without codes)."""
        if not self.codes:
            return ""
        hand = QCoreApplication.translate("Exports", "hand %1")
        listed = ", ".join(f"{hand.replace('%1', str(n))} {code}" for n, code in self.codes)
        return QCoreApplication.translate("Exports", "Deal codes: %1").replace("%1", listed)


def _text(item: QTableWidgetItem | None) -> str:
    return "" if item is None else item.text()


def sheet_page(
    table: MatchTable,
    title: str,
    totals: str,
    players: list[tuple[str, str]] | None = None,
    codes: list[tuple[int, str]] | None = None,
) -> SheetPage:
    """The cells of a match sheet (header texts, every row) as a page."""
    headers = [_text(table.horizontalHeaderItem(c)) for c in range(table.columnCount())]
    rows = []
    for r in range(table.rowCount()):
        rows.append([_text(table.item(r, c)) for c in range(table.columnCount())])
    return SheetPage(title, headers, rows, totals, list(players or ()), list(codes or ()))


def write_csv(path: str | Path, page: SheetPage) -> None:
    """The sheet as CSV (UTF-8, comma separated): the header row, one row per line of the sheet,
    then the totals line in the first column; after an empty row, the players (a row per team:
    its name, its players) and the deal codes (a row per hand: its number, its code). Written
    atomically (a temporary file renamed over
    ``path``): a crash or a full disk leaves the old file or the new one, never half of one."""
    text = io.StringIO(newline="")
    out = csv.writer(text)
    out.writerow(page.headers)
    out.writerows(page.rows)
    out.writerow([page.totals])
    if page.players:
        out.writerow([])
        out.writerow([QCoreApplication.translate("Exports", "Players")])
        out.writerows([team, names] for team, names in page.players)
    if page.codes:
        out.writerow([])
        out.writerow(
            [
                QCoreApplication.translate("Exports", "Hand"),
                QCoreApplication.translate("Exports", "Deal code"),
            ]
        )
        out.writerows([str(n), code] for n, code in page.codes)
    atomic_write(Path(path), text.getvalue().encode("utf-8"))


def write_pdf(path: str | Path, pages: list[SheetPage]) -> None:
    """A PDF with one A4 landscape page per match: its title, the sheet as a grid, the totals.
    ``OSError`` when the file cannot be written. Written beside ``path`` and renamed over it
    once complete (like :func:`write_csv`)."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        _write_pdf(tmp, pages)
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()


def _write_pdf(path: Path, pages: list[SheetPage]) -> None:
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageOrientation(QPageLayout.Orientation.Landscape)
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(QCoreApplication.translate("Exports", "Match sheet"))
    writer.setCreator(f"Burraco Qt {__version__}")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot write {path}")
    try:
        for i, page in enumerate(pages):
            if i:
                writer.newPage()
            _paint_page(painter, writer.width(), writer.height(), page)
    finally:
        painter.end()
    if not Path(path).is_file():
        raise OSError(f"cannot write {path}")


def _paint_page(p: QPainter, width: int, height: int, page: SheetPage) -> None:
    title_font = QFont("DejaVu Sans", 16, QFont.Weight.Bold)
    body = QFont("DejaVu Sans", 9)
    bold = QFont(body)
    bold.setBold(True)
    p.setFont(title_font)
    y = QFontMetricsF(title_font, p.device()).height()
    p.drawText(QRectF(0, 0, width, y * 1.2), Qt.AlignmentFlag.AlignLeft, page.title)
    y *= 1.6
    metrics = QFontMetricsF(bold, p.device())
    line = metrics.height() * 1.5
    if page.players:
        p.setFont(body)
        p.drawText(QRectF(0, y, width, line), Qt.AlignmentFlag.AlignLeft, page.players_line())
        y += line * 1.3
    columns = max(1, len(page.headers))
    widths = [
        max(
            [metrics.horizontalAdvance(h) for h in page.headers[c : c + 1]]
            + [metrics.horizontalAdvance(r[c]) for r in page.rows if c < len(r)]
        )
        + line
        for c in range(columns)
    ]
    scale = min(1.0, width / sum(widths))
    widths = [w * scale for w in widths]
    rows = [page.headers, *page.rows]
    for r, cells in enumerate(rows):
        if y + line > height - line * 2:
            break
        if r % 4 in (3, 0) and r:
            p.fillRect(QRectF(0, y, sum(widths), line), QColor(236, 236, 236))
        p.setFont(bold if r == 0 else body)
        x = 0.0
        for c, text in enumerate(cells[:columns]):
            align = Qt.AlignmentFlag.AlignVCenter | (
                Qt.AlignmentFlag.AlignLeft if c < 2 else Qt.AlignmentFlag.AlignRight
            )
            p.drawText(QRectF(x + line * 0.2, y, widths[c] - line * 0.4, line), align, text)
            x += widths[c]
        y += line
    p.setPen(Qt.GlobalColor.black)
    p.drawLine(0, int(y), int(sum(widths)), int(y))
    p.setFont(QFont("DejaVu Sans", 12, QFont.Weight.Bold))
    p.drawText(QRectF(0, y + line * 0.5, width, line * 1.5), Qt.AlignmentFlag.AlignLeft, page.totals)
    if page.codes:
        p.setFont(body)
        top = y + line * 2.2
        p.drawText(
            QRectF(0, top, width, max(line, height - top)),
            Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
            page.codes_line(),
        )


# ---------------------------------------------------------------------- with dialogs
def _ask_path(parent: QWidget | None, title: str, suggested: str, filter_: str) -> str | None:
    path, _ = QFileDialog.getSaveFileName(parent, title, str(Path.home() / suggested), filter_)
    return path or None


def _failed(parent: QWidget | None, path: str, err: Exception) -> None:
    QMessageBox.warning(
        parent,
        QCoreApplication.translate("Exports", "Not saved"),
        QCoreApplication.translate("Exports", "%1 could not be written: %2")
        .replace("%1", path)
        .replace("%2", str(err)[:200]),
    )


def save_record_as(
    parent: QWidget | None, record: dict[str, Any], suggested: str, path: str | None = None
) -> str | None:
    """Write a hand's game record (asks where unless ``path``); the path written, or ``None``."""
    path = path or _ask_path(
        parent,
        QCoreApplication.translate("Exports", "Save hand as"),
        suggested,
        QCoreApplication.translate("Exports", "Hand records (*.json)"),
    )
    if path is None:
        return None
    try:
        atomic_write(Path(path), dump_record(record))
    except OSError as err:
        _failed(parent, path, err)
        return None
    return path


def problem_report(record: dict[str, Any], match_record: dict[str, Any] | None = None) -> dict[str, Any]:
    """A problem report: the current hand's record, the match record, the app version and
    the platform (``burraco-qt --replay`` reads its hand)."""
    return {
        "kind": "problem report",
        "format": 1,
        "app_version": __version__,
        "platform": platform.platform(),
        "python": platform.python_version(),
        "qt": _qt_version(),
        "written": time.strftime("%Y-%m-%d %H:%M:%S"),
        "record": record,
        "match": match_record,
    }


def _qt_version() -> str:
    from PySide6 import __version__ as pyside

    return pyside


def write_problem_report(folder: Path, report: dict[str, Any]) -> Path:
    """Write ``report`` as ``folder/reports/burraco-report-<time>.json``; the file written
    (``OSError`` when it cannot be)."""
    target = folder / "reports" / time.strftime("burraco-report-%Y%m%d-%H%M%S.json")
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(target, (json.dumps(report, indent=1, ensure_ascii=False) + "\n").encode("utf-8"))
    return target


def export_sheet_as(
    parent: QWidget | None, page: SheetPage, kind: str, path: str | None = None
) -> str | None:
    """Export the sheet as ``"pdf"`` or ``"csv"`` (asks where unless ``path``); the path written."""
    if path is None:
        filters = {
            "pdf": QCoreApplication.translate("Exports", "PDF files (*.pdf)"),
            "csv": QCoreApplication.translate("Exports", "CSV files (*.csv)"),
        }
        path = _ask_path(
            parent,
            QCoreApplication.translate("Exports", "Export the match sheet"),
            f"burraco-match.{kind}",
            filters[kind],
        )
    if path is None:
        return None
    try:
        write_pdf(path, [page]) if kind == "pdf" else write_csv(path, page)
    except OSError as err:
        _failed(parent, path, err)
        return None
    return path
