"""Screenshots of the table to look at: ``python -m devtools.table_shots --out DIR``.

The real main window (offscreen) at 1024×700, 1280×800 and 1920×1080 and at 1.5× scaling
(1280×720 logical pixels, as a 1920×1080 screen at 150 % gives: a second process with
``QT_SCALE_FACTOR=1.5``), in English and Italian, for 1 vs 1, 2 vs 2, 3, 5 and 6 players, at three
moments of one hand: the deal, late in the hand (our turn to play once the teams have laid
several melds or the stock runs low) and its end (every hand face up). Our seat is played by a
computer through the controller, as the mouse would send its commands; the computer seats are
characters (portraits on their plates). One PNG per shot, named
``<width>x<height>[@1.5x]_<mode>_<language>_<moment>[_<look>].png``; the list is printed.

``--looks`` also shoots the legible deck's looks (issue 28), names of :data:`LOOKS` joined by
``+``: ``four`` (the four-colour deck), ``small`` (the deck's own small indices), ``hc`` (the
high-contrast table), ``std`` (the default look), e.g. ``--looks std,four,four+hc``.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

SIZES = ((1024, 700), (1280, 800), (1920, 1080))
SCALED = (1280, 720)  # at 1.5×
MODES = {2: "1v1", 4: "2v2", 3: "3p", 5: "5p", 6: "6p"}
STAGES = ("deal", "late", "end")
#: the looks' parts: Preferences fields
LOOKS: dict[str, dict[str, Any]] = {
    "std": {},
    "four": {"deck_colours": "four_colour"},
    "small": {"face_style": "standard"},
    "hc": {"table_contrast": "high_contrast"},
}
#: the computer seats, in seat order (no expert: its search takes seconds)
LINEUP = ("lucia", "marco", "giulia", "gino", "pina")


def _late(game) -> bool:
    """Late in a hand: the teams laid melds (five a team with 2 and 4 players, four with more)
    or the stock is running low."""
    need = 5 if game.players in (2, 4) else 4
    return min(len(t) for t in game.tables) >= need or game.stock_size < 24


def look_preferences(look: str):
    """The Preferences of a look name (``"four+hc"``; ``ValueError`` for an unknown part)."""
    from burraco_qt.ui.player_preferences import Preferences

    prefs = Preferences()
    for part in look.split("+"):
        if part not in LOOKS:
            raise ValueError(f"unknown look {part!r} (one of {', '.join(LOOKS)})")
        prefs = replace(prefs, **LOOKS[part])
    return prefs


def shoot(
    out: Path, sizes, languages, modes, stages, seed: int, scale: str = "", looks: tuple[str, ...] = ("",)
) -> list[Path]:
    """Take the shots (this process's scaling), once per look of ``looks`` (``""``: the default
    look, not named in the file); returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from burraco_qt.ai import make_player
    from burraco_qt.engine.random_move import random_legal_command
    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.ui.app.main_window import MainWindow
    from burraco_qt.ui.i18n import Translations
    from burraco_qt.ui.table.speeds import Speeds

    app = QApplication.instance() or QApplication([])
    translations = getattr(app, "_burraco_translations", None) or Translations(app)  # one set
    before = translations.language
    written: list[Path] = []
    out.mkdir(parents=True, exist_ok=True)
    for language in languages:
        translations.set_language(language)
        for players in modes:
            for width, height in sizes:
                options = MatchOptions(players, seed=seed, characters=LINEUP[: players - 1])
                c = GameController(options, human_seat=0, ai_delay_ms=0)
                c.paused = True
                window = MainWindow(c, Speeds(0.0), translations=translations)
                window.resize(width, height)
                window.show()
                c.start()
                bot = make_player("medium", seed)
                rng = random.Random(seed)
                app.processEvents()
                for stage in stages:
                    for _ in range(3000):
                        g = c.game
                        if stage == "deal" or g.over:
                            break
                        if stage == "late" and _late(g) and c.human_to_play and g.phase == "play":
                            break
                        if c.human_to_play:
                            if not c.send(bot.choose(c.view())):
                                c.send(random_legal_command(g, rng))
                        else:
                            c.step()
                    for look in looks:
                        if look:
                            window.apply_preferences(look_preferences(look))
                        for item in window.scene.pool.items():
                            item.finish()
                        for _ in range(3):  # a new style re-lays the panels out in posted events
                            app.processEvents()
                        suffix = f"_{look}" if look else ""
                        name = f"{width}x{height}{scale}_{MODES[players]}_{language}_{stage}{suffix}.png"
                        path = out / name
                        window.grab().save(str(path))
                        written.append(path)
                        print(path, flush=True)
                if window.sheet is not None:
                    window.sheet.close()
                window.close()
                window.deleteLater()
                app.processEvents()
    if before and before != translations.language:
        translations.set_language(before)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.table_shots", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--languages", default="en,it")
    parser.add_argument("--modes", default="2,4,3,5,6")
    parser.add_argument("--stages", default=",".join(STAGES))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--looks", default="", help="looks to shoot, e.g. std,four,four+hc")
    parser.add_argument("--no-scaled", action="store_true", help="skip the 1.5× shots")
    parser.add_argument("--scaled-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    languages = args.languages.split(",")
    modes = [int(m) for m in args.modes.split(",")]
    stages = args.stages.split(",")
    looks = tuple(args.looks.split(",")) if args.looks else ("",)
    if args.scaled_only:
        shoot(args.out, [SCALED], languages, modes, stages, args.seed, "@1.5x", looks)
        return 0
    sizes = [tuple(int(x) for x in s.split("x")) for s in args.sizes.split(",") if s]
    shoot(args.out, sizes, languages, modes, stages, args.seed, looks=looks)
    if not args.no_scaled:
        env = {**os.environ, "QT_SCALE_FACTOR": "1.5"}
        subprocess.run(
            [
                sys.executable,
                "-m",
                "devtools.table_shots",
                "--out",
                str(args.out),
                "--languages",
                args.languages,
                "--modes",
                args.modes,
                "--stages",
                args.stages,
                "--seed",
                str(args.seed),
                "--looks",
                args.looks,
                "--scaled-only",
            ],
            env=env,
            check=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
