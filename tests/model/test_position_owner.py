"""Issue 24: a match's position is replaced only through the controller (``replace_position``:
undo, the replay viewer, tools); nothing else assigns a match's ``.game``."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: Where ``.game`` may be assigned: the engine (the match deals its hands) and the controller.
ALLOWED = ("burraco_qt/engine/", "burraco_qt/model/controller.py")


def game_assignments(tree: ast.AST) -> list[int]:
    """Lines that assign an attribute ``game`` of anything but ``self`` (``x.match.game = …``,
    ``match.game = …``), also through ``+=``, annotations and tuples."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        else:
            continue
        for target in targets:
            for t in ast.walk(target):
                if (
                    isinstance(t, ast.Attribute)
                    and t.attr == "game"
                    and not (isinstance(t.value, ast.Name) and t.value.id == "self")
                ):
                    lines.append(t.lineno)
    return lines


def test_the_scan_finds_an_assignment() -> None:
    tree = ast.parse("c.match.game = g\nmatch.game, x = g, 1\nself.game = g\n")
    assert game_assignments(tree) == [1, 2]


def test_nothing_outside_the_engine_and_the_controller_assigns_a_match_game() -> None:
    found = []
    for folder in ("burraco_qt", "devtools", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.startswith(ALLOWED):
                continue
            found += [f"{rel}:{n}" for n in game_assignments(ast.parse(path.read_text("utf-8")))]
    assert not found, f"assign the position through GameController.replace_position: {found}"
