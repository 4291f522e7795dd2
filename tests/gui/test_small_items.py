"""Issue 22 point 8, the smaller items: each with its test (``--help`` text for every option,
the atomic CSV export, the Statistics empty state, the deal code's feedback, …)."""

from __future__ import annotations

import re

import pytest


def test_every_option_of_help_has_a_text(capsys, monkeypatch) -> None:
    """``burraco-qt --help``: every option line carries a help text (on its line or the next)."""
    from burraco_qt.ui.app.launch import parse_args

    monkeypatch.setenv("COLUMNS", "100")
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    lines = capsys.readouterr().out.splitlines()
    start = lines.index("options:") + 1
    options = 0
    for i, line in enumerate(lines[start:], start=start):
        if not line.strip():
            break
        if not re.match(r"^  -", line):
            continue
        options += 1
        same_line = re.match(r"^  -\S.*?\S {2,}\S", line)
        following = lines[i + 1] if i + 1 < len(lines) else ""
        next_line = re.match(r"^ {6,}[^ -]", following)
        assert same_line or next_line, f"no help text: {line.strip()}"
    assert options >= 18


def test_csv_export_is_atomic(qapp, tmp_path, monkeypatch) -> None:
    """A write that fails half way (here the flush to disk) leaves the old file whole and no
    temporary file behind; a good write replaces it."""
    import os

    from burraco_qt.ui.dialogs.exports import SheetPage, write_csv

    path = tmp_path / "sheet.csv"
    path.write_text("old,file\n", encoding="utf-8")
    page = SheetPage("t", ["Hand", "Team"], [["1", "Us"], ["", "Them"]], "Us 10 – 5 Them")

    def full_disk(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError):
        write_csv(path, page)
    assert path.read_text(encoding="utf-8") == "old,file\n"
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.csv"]
    monkeypatch.undo()
    write_csv(path, page)
    assert path.read_text(encoding="utf-8").splitlines() == ["Hand,Team", "1,Us", ",Them", "Us 10 – 5 Them"]
