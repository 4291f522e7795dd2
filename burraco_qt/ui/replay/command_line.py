"""``burraco-qt --replay FILE [--screenshot PNG]``: the replay viewer on a record file.

A file that cannot be read or is not a record the viewer can show ends the process with status
2 and one line on stderr saying why (``burraco-qt: cannot replay FILE: …``). With
``--screenshot`` the first position is painted, saved as PNG and the process exits (0, or 2 when
the picture cannot be written).
"""

from __future__ import annotations

import sys

from ...engine import RuleError
from ...model.replay_positions import Replay, load_replay_file


def read_replay(path: str) -> Replay | str:
    """The replay in ``path``, or the reason it cannot be shown (one line, English)."""
    try:
        return load_replay_file(path)
    except OSError as err:
        return err.strerror or str(err)
    except RuleError as err:
        return f"{err.code}: {err.message}"


def run(path: str, screenshot: str | None, size: tuple[int, int], language: str | None) -> int:
    """Open the viewer on ``path`` (and run the app until it is closed); the exit status."""
    replay = read_replay(path)
    if isinstance(replay, str):
        print(f"burraco-qt: cannot replay {path}: {replay}", file=sys.stderr)
        return 2
    from pathlib import Path

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ..i18n import Translations, system_language
    from ..table.speeds import Speeds
    from .viewer import ReplayWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    translations = Translations(app)
    translations.set_language(language or system_language())
    window = ReplayWindow(replay, Path(path).name, speeds=Speeds(0.0 if screenshot else 1.0))
    window.resize(*size)
    status = {"code": 0}
    if screenshot:

        def shoot() -> None:
            if not window.grab().save(screenshot, "PNG"):
                print(f"burraco-qt: cannot write the screenshot {screenshot}", file=sys.stderr)
                status["code"] = 2
            QApplication.quit()

        window.view.firstPainted.connect(lambda: QTimer.singleShot(0, shoot))
    window.show()
    code = app.exec()
    return status["code"] or code
