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
