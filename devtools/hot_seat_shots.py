"""Screenshots of a hot-seat match (issue 31): ``python -m devtools.hot_seat_shots --out DIR``.

Two people (Giulia at seat 0, Marco at seat 1) and, with ``--players 4``, two computers. For
each language the real main window at ``--size`` (default 1280×800) is shot three times: the
pass screen of the first deal (``pass_giulia``), Giulia's table after her first command
(``table_giulia``), then the pass screen to Marco (``pass_marco``) and the table turned to
Marco (``table_marco``: Marco at the bottom). One PNG per shot,
``<width>x<height>_hotseat<players>_<language>_<shot>.png``; the list is printed.
"""

from __future__ import annotations

import argparse
import os
import random
from pathlib import Path


def shoot(out: Path, size: tuple[int, int], languages: list[str], players: int, seed: int) -> list[Path]:
    """Take the shots; returns the files written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from burraco_qt.ai import make_player
    from burraco_qt.engine.random_move import random_legal_command
    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.ui.app.main_window import MainWindow
    from burraco_qt.ui.i18n import Translations
    from burraco_qt.ui.table.speeds import Speeds

    app = QApplication.instance() or QApplication([])
    translations = getattr(app, "_burraco_translations", None) or Translations(app)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    people = ((0, "Giulia"), (1, "Marco")) if players == 2 else ((0, "Giulia"), (2, "Marco"))
    characters = () if players == 2 else ("lucia", "gino")
    for language in languages:
        translations.set_language(language)
        options = MatchOptions(players, seed=seed, people=people, characters=characters)
        c = GameController(options, ai_delay_ms=0)
        window = MainWindow(c, Speeds(0.0), translations=translations)
        window.resize(*size)
        window.show()
        c.paused = True
        c.start()
        bot = make_player("medium", seed)
        rng = random.Random(seed)

        def snap(shot: str, window=window, language=language) -> None:
            for item in window.scene.pool.items():
                item.finish()
            for _ in range(3):
                app.processEvents()
            path = out / f"{size[0]}x{size[1]}_hotseat{players}_{language}_{shot}.png"
            window.grab().save(str(path))
            written.append(path)
            print(path, flush=True)

        snap("pass_giulia")
        window.pass_screen.button.click()
        if c.human_to_play and not c.send(bot.choose(c.view())):  # Giulia draws
            c.send(random_legal_command(c.game, rng))
        snap("table_giulia")
        while not c.game.over and not window.pass_screen.isVisible():
            if c.human_to_play:
                if not c.send(bot.choose(c.view())):
                    c.send(random_legal_command(c.game, rng))
            else:
                c.step()
        snap("pass_marco")
        window.pass_screen.button.click()
        snap("table_marco")
        window.close()
        window.deleteLater()
        app.processEvents()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--languages", default="en,it")
    parser.add_argument("--players", type=int, default=2, choices=(2, 4))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    w, h = (int(x) for x in args.size.split("x"))
    shoot(args.out, (w, h), args.languages.split(","), args.players, args.seed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
