"""``python -m burraco_qt``: start the game (see :mod:`burraco_qt.ui.app`)."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the expert's workers (spawn) never run the game
    from burraco_qt.ui.app import main

    sys.exit(main())
