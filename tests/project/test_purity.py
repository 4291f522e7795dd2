"""The engine and the AI are pure Python: they import with PySide6 made unimportable."""

from __future__ import annotations

import subprocess
import sys
import textwrap

BLOCKER = textwrap.dedent("""
    import importlib.abc, sys
    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "PySide6" or name.startswith(("PySide6.", "shiboken6")):
                raise ImportError("PySide6 is blocked in this test")
            return None
    sys.meta_path.insert(0, Block())
    import pkgutil, importlib
    import burraco_qt.engine as engine
    names = [m.name for m in pkgutil.walk_packages(engine.__path__, "burraco_qt.engine.")]
    for name in names:
        importlib.import_module(name)
    try:
        import burraco_qt.ai as ai
    except ModuleNotFoundError:
        ai = None
    if ai is not None:
        for m in pkgutil.walk_packages(ai.__path__, "burraco_qt.ai."):
            importlib.import_module(m.name)
    assert not any(k.startswith("PySide6") for k in sys.modules)
    from burraco_qt.engine import Game, Rules
    Game(Rules.preset("italian"), 2, seed=1)
    print("pure", len(names))
""")


def test_engine_imports_without_qt() -> None:
    proc = subprocess.run([sys.executable, "-c", BLOCKER], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("pure")
    assert int(proc.stdout.split()[1]) >= 10  # every engine module was imported
