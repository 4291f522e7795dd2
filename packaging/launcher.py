"""Entry point of the frozen app (PyInstaller): the same start-up as ``burraco-qt``."""

import sys

from burraco_qt.ui.app import main

if __name__ == "__main__":
    sys.exit(main())
