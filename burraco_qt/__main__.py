"""``python -m burraco_qt``: start the game (see :mod:`burraco_qt.ui.app.launch`)."""

import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # only a frozen copy needs it (packaging/launcher.py does
        import multiprocessing  # it too); elsewhere it does nothing but cost start-up time

        multiprocessing.freeze_support()  # the expert's workers (spawn) never run the game
    from burraco_qt.ui.app.entry import main

    sys.exit(main())
