"""Entry point of the frozen app (PyInstaller): the same start-up as ``burraco-qt``.

``multiprocessing.freeze_support()`` comes first, before any import of the game or of Qt: the
expert's process pool (spawn) starts this executable as a worker, which must import no Qt."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from burraco_qt.ui.app.entry import main

    sys.exit(main())
