"""Project-level checks: README commands and CI agree; the wheel installs resources and
translations inside the package."""

from __future__ import annotations

import re
import subprocess
import sys
import venv
from pathlib import Path

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


def test_wheel_installs_resources_and_translations(tmp_path: Path) -> None:
    """Build the wheel, install it (no dependencies) in a clean venv, and find the data folders
    inside the installed package."""
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dist), str(ROOT)],
        check=True,
        capture_output=True,
    )
    wheel = next(dist.glob("burraco_qt-*.whl"))
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
