"""``python -m burraco_qt``: start the game (see :mod:`burraco_qt.ui.app`)."""

import sys

from burraco_qt.ui.app import main

sys.exit(main())
