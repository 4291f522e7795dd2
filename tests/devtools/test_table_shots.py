"""``python -m devtools.table_shots`` writes the table's screenshots to look at (issue 27)."""

from __future__ import annotations

from PySide6.QtGui import QImage

from devtools.table_shots import shoot


def test_table_shots_are_written(qapp, tmp_path) -> None:
    written = shoot(tmp_path, [(1024, 700)], ["en"], [4], ["deal", "late"], seed=7)
    assert [p.name for p in written] == ["1024x700_2v2_en_deal.png", "1024x700_2v2_en_late.png"]
    for path in written:
        image = QImage(str(path))
        assert not image.isNull()
        assert (image.width(), image.height()) == (1024, 700)  # the whole window
