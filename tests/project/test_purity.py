"""The engine and the AI are pure Python: they import with PySide6 made unimportable; the product
package never imports the developer tools or the tests."""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
import textwrap
from pathlib import Path

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
    proc = subprocess.run([sys.executable, "-c", BLOCKER], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("pure")
    assert int(proc.stdout.split()[1]) >= 10  # every engine module was imported


PACKAGE = Path(__file__).resolve().parents[2] / "burraco_qt"


@functools.cache
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in ``path``, relative ones resolved, and of
    every ``importlib.import_module`` call with a literal name."""
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts).rpartition(".")[0]
    found = []
    for node in ast.walk(_tree(path)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                found.append((node.lineno, f"{base}.{node.module}" if node.module else base))
            else:
                found.append((node.lineno, node.module or ""))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.lineno, node.args[0].value))
    return found


def _code_strings(path: Path) -> list[str]:
    """The string literals of ``path`` that are not docstrings."""
    tree = _tree(path)
    docstrings = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        ):
            docstrings.add(id(node.body[0].value))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


def test_the_product_never_imports_devtools_or_tests() -> None:
    """``burraco_qt`` ships alone (wheel, bundle): no import of the developer tools or the tests,
    not even a late one inside a function; and it reads no test-only environment variable (the
    test hooks are armed from outside, ``python -m devtools.run_app``)."""
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 60
    bad = []
    for path in modules:
        for line, name in _imported_modules(path):
            if name.split(".")[0] in ("devtools", "tests"):
                bad.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {name}")
        if any("BURRACO_TEST_" in text for text in _code_strings(path)):
            bad.append(f"{path.relative_to(PACKAGE.parent)}: reads BURRACO_TEST_*")
    assert not bad, "\n".join(bad)


#: The rooms of the package from the bottom up (docs/ARCHITECTURE.md): a room imports only rooms
#: below it, and the leaves (paths, crash_hook, the package's __version__) from storage up.
ROOMS = [
    "engine",
    "ai",
    "storage",
    "model",
    "sound",
    "ui.geometry",
    "ui",
    "ui.table",
    "ui.panels",
    "ui.replay",
    "ui.dialogs",
    "ui.app",
    "__main__",
]
LEAVES = {"paths", "crash_hook", "burraco_qt"}
#: The rooms that never import Qt.
NO_QT = {"engine", "ai", "storage", "ui.geometry", "paths", "crash_hook"}


def _room(module: str) -> str:
    parts = module.split(".")
    if len(parts) == 1:
        return "burraco_qt"
    if parts[1] == "ui" and len(parts) > 2 and (PACKAGE / "ui" / parts[2]).is_dir():
        return f"ui.{parts[2]}"
    return "ui" if parts[1] == "ui" else parts[1]


def test_the_rooms_import_only_downwards() -> None:
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        here = _room(module.removesuffix(".__init__"))
        for line, name in _imported_modules(path):
            where = f"{path.relative_to(PACKAGE.parent)}:{line}: {here} imports {name}"
            if name.split(".")[0] in ("PySide6", "shiboken6"):
                if here in NO_QT:
                    bad.append(where)
                continue
            if name.split(".")[0] != "burraco_qt" or here == "burraco_qt":
                continue
            there = _room(name)
            if there == here:
                continue
            if there in LEAVES:
                if here in ("engine", "ai"):
                    bad.append(where)
                continue
            if here in LEAVES or there not in ROOMS or ROOMS.index(there) > ROOMS.index(here):
                bad.append(where)
    assert not bad, "\n".join(bad)
