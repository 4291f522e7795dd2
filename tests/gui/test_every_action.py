"""Every QAction of the main window, through its real signal (issue 22, point 4): ``trigger()``
in each mode and both languages, with any dialog it opens closed, file dialogs answering a path
in the test's folder, ``QDesktopServices.openUrl`` recorded, and any Qt warning failing the test.
Checkable actions are triggered twice; Quit is triggered last; a right-click lands on a hand card,
the discard pile and the stock. Quit in its own process is ``test_quit_process.py``; a real
right-click through the window on each kind of item (a meld too) is ``test_right_click.py``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox

from .helpers import card_point, click, open_table, pile_point, stock_point

#: Messages of the test machine, not of the app: the offscreen plugin, no sound server.
_NOISE = ("propagateSizeHints", "PulseAudioService")


@pytest.fixture
def sandbox(monkeypatch, tmp_path):
    opened: list[object] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url) or True))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: ("", "")))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(tmp_path / "out.json"), ""))
    )
    warnings: list[str] = []

    def handler(kind, _context, message) -> None:
        if kind != QtMsgType.QtDebugMsg and not any(n in message for n in _NOISE):
            warnings.append(message)

    previous = qInstallMessageHandler(handler)
    yield opened, warnings
    qInstallMessageHandler(previous)


def _close_dialogs() -> None:
    """Close every modal dialog or message box (the timer keeps running while it is open)."""
    widget = QApplication.activeModalWidget()
    if isinstance(widget, QMessageBox):
        widget.reject() if widget.escapeButton() else widget.done(0)
    elif isinstance(widget, QDialog):
        widget.reject()
    for top in QApplication.topLevelWidgets():
        if isinstance(top, QDialog) and top.isVisible() and not top.isModal():
            top.close()


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.filterwarnings("error")
def test_every_action_through_trigger(qtbot, sandbox, players: int, language: str) -> None:
    _opened, warnings = sandbox
    window = open_table(qtbot, players=players)
    window.set_language(language)
    timer = QTimer()
    timer.timeout.connect(_close_dialogs)
    timer.start(20)
    walked = 0
    try:
        actions = [
            a for a in window.findChildren(QAction) if a.objectName() and a.objectName() != "actionQuit"
        ]
        for action in actions:
            if not action.isEnabled():
                continue
            for _ in range(2 if action.isCheckable() else 1):
                action.trigger()
                qtbot.wait(1)
                _close_dialogs()
            walked += 1
        # the table has no context menus: a right-click discards a hand card, elsewhere nothing
        for point in (
            card_point(window, window.scene.hand_order[0]),
            pile_point(window),
            stock_point(window),
        ):
            click(window, point, Qt.MouseButton.RightButton)
            qtbot.wait(1)
        window.actions_.quit.trigger()  # last: it closes the window (the match is autosaved)
        qtbot.waitUntil(lambda: not window.isVisible())
        walked += 1
    finally:
        timer.stop()
        window.set_language("en")
    assert walked >= 15, walked
    print(f"walked {walked} actions, {players} players, {language}")
    assert not warnings, warnings
