"""Every dialog at a 1024×700 main window, in English and Italian (and Italian in the
high-contrast look; issue 28, done-when): each
fits a 1024×700 screen, no text of a label or button is cut, no two sibling widgets overlap,
every child lies inside its parent. The dialogs are ``devtools.dialog_shots``'s (the same
ones its screenshots show), and the Hands window holding a played hand with that hand's
replay."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from burraco_qt.ui.style import apply_style
from devtools.dialog_shots import SIZE, archive_windows, every_dialog, hand_over_window, known_history

LEAVES = (QLabel, QAbstractButton, QComboBox, QLineEdit, QSpinBox)


def _leaves(dialog: QDialog) -> list[QWidget]:
    return [w for w in dialog.findChildren(QWidget) if isinstance(w, LEAVES) and w.isVisibleTo(dialog)]


def problems(name: str, dialog: QDialog) -> list[str]:
    """What is wrong with the shown ``dialog``'s geometry (nothing: ``[]``)."""
    out: list[str] = []
    frame = dialog.frameGeometry().size()
    if frame.width() > SIZE[0] or frame.height() > SIZE[1]:
        out.append(f"{name}: {frame.width()}×{frame.height()} does not fit {SIZE}")
    leaves = _leaves(dialog)
    for w in leaves:
        parent = w.parentWidget()
        if parent is not None and not QRect(0, 0, parent.width(), parent.height()).contains(w.geometry()):
            out.append(f"{name}: {w.objectName() or type(w).__name__} sticks out of its parent")
        text = w.text() if isinstance(w, (QLabel, QAbstractButton)) else ""
        if isinstance(w, (QPushButton, QCheckBox)) and w.width() < w.sizeHint().width():
            out.append(f"{name}: button {text!r} cut ({w.width()} < {w.sizeHint().width()})")
        hint = w.minimumSizeHint()
        short = w.width() < hint.width() - 1 or w.height() < hint.height() - 1
        if isinstance(w, QLabel) and text and not w.wordWrap() and w.pixmap().isNull() and short:
            out.append(f"{name}: label {text[:30]!r} cut")
    for i, a in enumerate(leaves):
        for b in leaves[i + 1 :]:
            if a.parentWidget() is b.parentWidget() and a.geometry().intersects(b.geometry()):
                first = a.objectName() or a.metaObject().className()
                out.append(f"{name}: {first} overlaps {b.objectName()}")
    return out


@pytest.mark.parametrize(("language", "look"), [("en", "normal"), ("it", "normal"), ("it", "high_contrast")])
def test_every_dialog_fits_at_1024x700(qtbot, tmp_path, language: str, look: str) -> None:
    from PySide6.QtWidgets import QApplication

    translations = QApplication.instance()._burraco_translations  # type: ignore[union-attr]
    translations.set_language(language)
    history = known_history(tmp_path / "h.sqlite3")
    found: list[str] = []
    seen = 0
    try:
        for players in (2, 4, 3):
            window = hand_over_window(players)
            qtbot.addWidget(window)
            apply_style(look)  # the high-contrast look's borders are thicker
            sheet = window.sheet
            assert sheet is not None and sheet.hand_event is not None
            found += problems(f"sheet_{players}p", sheet)
            seen += 1
            sheet.hide()
        for name, dialog in every_dialog(window, history).items():
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            found += problems(name, dialog)
            seen += 1
            dialog.hide()
        archived = archive_windows(tmp_path)  # the Hands window with a hand, and its replay
        qtbot.addWidget(archived["table"])
        for name in ("hands_archived", "replay"):
            widget = archived[name]
            qtbot.addWidget(widget)
            if name == "replay":  # it fits itself to the screen: give it a 1024×700 one
                widget.resize(SIZE[0] - 20, SIZE[1] - 40)
            widget.show()
            qtbot.waitExposed(widget)
            found += problems(name, widget)  # type: ignore[arg-type]
            seen += 1
            widget.close()
    finally:
        translations.set_language("en")
        apply_style("normal")
    assert seen == 17
    assert found == []
