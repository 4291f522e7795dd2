"""The ``burraco-qt`` entry point: ``--verify FILE`` runs without Qt, anything else starts the
app (:func:`burraco_qt.ui.app.launch.main`).

``burraco-qt --verify FILE`` (issue 29) checks a fair hand or a match record with the engine
and the computer players only (:mod:`burraco_qt.ai.verify_command`): this module imports no Qt
until it starts the app, so the check runs where no display (or no Qt) is available.
"""

from __future__ import annotations

import sys


def verify_target(argv: list[str]) -> str | None:
    """The FILE of ``--verify FILE`` (or ``--verify=FILE``) in ``argv``, else ``None``."""
    for i, arg in enumerate(argv):
        if arg == "--verify" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--verify="):
            return arg.split("=", 1)[1]
    return None


def main(argv: list[str] | None = None) -> int:
    """Run ``burraco-qt``; returns the exit status."""
    args = sys.argv[1:] if argv is None else list(argv)
    target = verify_target(args)
    if target is not None:
        from ...ai.verify_command import main as verify

        return verify(target)
    from .launch import main as launch

    return launch(args)
