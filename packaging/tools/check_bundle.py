"""The bundle holds the game only: ``python packaging/tools/check_bundle.py dist/burraco-qt``.

Run by ``.ci/run`` right after the bundle is built (issue 23). Lists the Python modules inside
the frozen executable's archive and its embedded PYZ (read with PyInstaller's own archive
reader, as ``pyi-archive_viewer --list --recursive`` shows them) and the files of the bundle
folder, prints a summary, and exits 1 when a module or a file of ``devtools`` or ``tests``, or
one of the tool modules that once lived in the package, is inside.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

#: Never in the bundle: the developer tools and the tests beside the package.
FORBIDDEN_TOPS = ("devtools", "tests")
#: The tool and test-hook modules that lived in the package before issue 23, old and new names.
TOOL_MODULES = {
    "bench", "engine_bench", "table_bench", "ai_bench", "simulate", "soak", "audit", "traits",
    "early_close", "hard_v1", "hard_v2", "layout_check", "testbot", "latency", "random_play", "crashpoints",
    "run_app",
}  # fmt: skip


def problems(modules: list[str], files: list[str]) -> list[str]:
    """What must not be in a bundle with these archive entries and files (bundle-relative)."""
    found = []
    for name in modules:
        parts = name.split(".")
        if parts[0] in FORBIDDEN_TOPS or (parts[0] == "burraco_qt" and parts[-1] in TOOL_MODULES):
            found.append(f"module {name}")
    for path in files:
        parts = Path(path).parts
        inside = parts[1:] if parts and parts[0] == "_internal" else parts
        if inside and inside[0] in FORBIDDEN_TOPS:
            found.append(f"file {path}")
        if inside[:1] == ("burraco_qt",) and Path(path).stem in TOOL_MODULES:
            found.append(f"file {path}")
    return found


def main(argv: list[str]) -> int:
    from PyInstaller.archive.readers import pkg_archive_contents  # a build tool, not a test one

    folder = Path(argv[0] if argv else "dist/burraco-qt")
    exe = folder / (folder.name + (".exe" if sys.platform == "win32" else ""))
    modules = pkg_archive_contents(str(exe), recursive=True)
    files = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())
    game = sorted(m for m in modules if m == "burraco_qt" or m.startswith("burraco_qt."))
    tops = Counter(m.split(".")[0] for m in modules)
    print(
        f"bundle {folder}: {len(files)} files, {len(modules)} archive entries, "
        f"{len(game)} burraco_qt modules; most entries by top-level name: "
        + ", ".join(f"{k} {v}" for k, v in tops.most_common(8))
    )
    print("burraco_qt modules:", " ".join(m.removeprefix("burraco_qt.") for m in game))
    bad = problems(modules, files)
    for line in bad:
        print("not allowed in the bundle:", line, file=sys.stderr)
    if not game:
        print("no burraco_qt module found in the archive", file=sys.stderr)
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
