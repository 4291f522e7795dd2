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


def test_table_shots_of_the_looks(qapp, tmp_path) -> None:
    """``--looks``: one shot per look, named after it; the four-colour deck's blue shows."""
    written = shoot(tmp_path, [(1024, 700)], ["en"], [2], ["deal"], seed=7, looks=("std", "four+hc"))
    assert [p.name for p in written] == ["1024x700_1v1_en_deal_std.png", "1024x700_1v1_en_deal_four+hc.png"]
    blue = []
    for path in written:
        image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB32)
        blue.append(
            sum(
                1
                for x in range(0, image.width(), 2)
                for y in range(0, image.height(), 2)
                if image.pixel(x, y) & 0xFFFFFF == 0x0048E7
            )
        )
    assert blue[0] == 0 and blue[1] > 20, blue
