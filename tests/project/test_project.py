"""Project-level checks: README commands and CI agree; the wheel installs resources and
translations inside the package."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Run from source", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```bash\n(.+?)\n```", section, flags=re.S)


def test_readme_has_the_apt_line_and_two_setup_commands() -> None:
    commands = readme_commands()
    assert len(commands) == 3
    assert all("\n" not in c for c in commands)
    assert commands[0].startswith("sudo apt install ")
    assert "pip install ." in commands[1]
    assert "pip install -e '.[test]'" in commands[2] and "pytest" in commands[2]


def _ci_list(name: str) -> list[str]:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    match = re.search(rf'^{name}="([^"]+)"$', ci, flags=re.M)
    assert match, f".ci/run has no {name}"
    return match.group(1).split()


def test_readme_apt_line_is_the_ci_list() -> None:
    """README's system packages are exactly those .ci/run installs for Qt (offscreen, sound,
    xcb), plus Python and venv (which .ci/run installs when missing)."""
    words = readme_commands()[0].split()
    packages = [w for w in words[3:] if not w.startswith("-")]
    qt = _ci_list("APT_OFFSCREEN") + _ci_list("APT_SOUND") + _ci_list("APT_XCB")
    python = [p for p in packages if p.startswith("python3")]
    assert sorted(p for p in packages if p not in python) == sorted(qt)
    assert set(python) == {"python3", "python3-venv"} <= set(_ci_list("APT_PYTHON"))
    assert len(packages) == len(set(packages))


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    test_command = readme_commands()[2]
    assert test_command in ci.splitlines()


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built once for this module."""
    dist = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(ROOT)],
        check=True,
        capture_output=True,
    )
    return next(dist.glob("burraco_qt-*.whl"))


@pytest.mark.slow
def test_wheel_installs_resources_and_translations(tmp_path: Path, wheel: Path) -> None:
    """Build the wheel, install it (no dependencies) in a clean venv, and find the data folders
    inside the installed package."""
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    py = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    subprocess.run(
        [str(py), "-m", "pip", "install", "-q", "--no-deps", str(wheel)], check=True, capture_output=True
    )
    probe = (
        "import burraco_qt.paths as p, pathlib; r = p.resources_dir(); t = p.translations_dir(); "
        "print(r); print(t); print((r / 'README.md').is_file())"
    )
    out = subprocess.run(
        [str(py), "-c", probe], check=True, capture_output=True, text=True, cwd=tmp_path
    ).stdout.split()
    site = str(env_dir)
    assert out[0].startswith(site) and out[0].endswith("burraco_qt/resources")
    assert out[1].startswith(site) and out[1].endswith("burraco_qt/translations")
    assert out[2] == "True"


#: The tool and test-hook modules that once lived in the package (now in devtools/, issue 23),
#: by their old and new names.
TOOL_MODULES = {
    "bench",
    "engine_bench",
    "table_bench",
    "ai_bench",
    "simulate",
    "soak",
    "audit",
    "traits",
    "early_close",
    "hard_v1",
    "hard_v2",
    "layout_check",
    "testbot",
    "latency",
    "random_play",
    "crashpoints",
    "crash_matrix",
    "run_app",
}


@pytest.mark.slow
def test_the_wheel_holds_the_game_only(wheel: Path) -> None:
    """The wheel's file list: the package with its resources and translations, the metadata and
    nothing else: no devtools/, no tests, no tool module (they live beside the package)."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    tops = {name.split("/")[0] for name in names}
    assert tops == {"burraco_qt", "-".join(wheel.name.split("-")[:2]) + ".dist-info"}
    modules = [n for n in names if n.endswith(".py")]
    assert not [n for n in names if n.startswith(("devtools/", "tests/")) or "/tests/" in n]
    assert not [n for n in modules if Path(n).stem in TOOL_MODULES or Path(n).stem.startswith("test_")]
    for needed in (
        "burraco_qt/ui/app/launch.py",
        "burraco_qt/engine/random_move.py",
        "burraco_qt/crash_hook.py",
        "burraco_qt/ui/geometry/meld_columns.py",
        "burraco_qt/resources/cards/Ah.svg",
        "burraco_qt/translations/burraco_it.qm",
    ):
        assert needed in names, needed
    assert len(modules) > 80


def test_the_bundle_check_finds_tools_and_tests() -> None:
    """``packaging/tools/check_bundle.py`` (``.ci/run``, after the bundle build) refuses what the
    wheel test refuses."""
    spec = importlib.util.spec_from_file_location("check_bundle", ROOT / "packaging/tools/check_bundle.py")
    assert spec is not None and spec.loader is not None
    check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check)
    fine = ["burraco_qt", "burraco_qt.ui.app.launch", "burraco_qt.engine.random_move", "PySide6.QtCore"]
    assert check.problems(fine, ["burraco-qt", "_internal/burraco_qt/resources/cards/Ah.svg"]) == []
    assert check.problems([*fine, "devtools.simulate", "tests.kill_soak", "burraco_qt.ai.simulate"], []) == [
        "module devtools.simulate",
        "module tests.kill_soak",
        "module burraco_qt.ai.simulate",
    ]
    assert check.problems([], ["_internal/devtools/run_app.py", "_internal/tests/conftest.py"]) == [
        "file _internal/devtools/run_app.py",
        "file _internal/tests/conftest.py",
    ]
