"""The developer launcher: ``python -m devtools.run_app [app options]`` runs the real app
(:func:`burraco_qt.ui.app.launch.main`, the same options as ``burraco-qt``) with two test hooks the
product itself never reads:

* ``BURRACO_TEST_CRASH_AT=name[:n]`` arms the crash points (:mod:`devtools.crashpoints`): the
  process ends with status 86 at the *n*-th hit of that write point, as a power cut would;
* ``BURRACO_TEST_BOT=1`` lets a bot play the human seat through the real window
  (:mod:`devtools.testbot`; ``BURRACO_TEST_BOT_SEED``, ``BURRACO_TEST_BOT_HANDS``).

The crash-matrix tests and the kill soak (``python -m tests.kill_soak``) start the app this way.
"""

from __future__ import annotations

import os
import sys

from .crashpoints import arm_from_environment


def install_test_bot(window, resumed: bool) -> None:
    """The start-up hook: a seeded bot plays the human seat of ``window``."""
    from .testbot import TestBot

    window.test_bot = TestBot(window, int(os.environ.get("BURRACO_TEST_BOT_SEED", "1")), resumed=resumed)


def main(argv: list[str] | None = None) -> int:
    arm_from_environment()
    from burraco_qt.ui.app.launch import main as run

    return run(argv, on_window=install_test_bot if os.environ.get("BURRACO_TEST_BOT") else None)


if __name__ == "__main__":
    sys.exit(main())
