"""The table's card sizes per window size and mode, on hands the computers play (issue 27):
``python -m devtools.layout_check`` prints them after the faults.

For each window size (1024×700, 1280×800, 1920×1080, and 1280×720 at 1.5× scaling, as a
1920×1080 screen at 150 % gives) and each mode (1 vs 1, 2 vs 2, 3, 5 and 6 players), on the
view the main window gives the table with the Moves panel and the score panel docked:

* ``hand``: our hand's card width at the deal (card size Large);
* ``index``: late in a hand (the position of a computers' hand with the most melds a team, 7 or
  more when there is one), the smallest rank index of every meld card, in pixels, measured on
  the rendered face (the rank glyph's ink, :func:`rank_height`);
* ``open``: the other players' card width with Open cards at that position, beside the meld
  cards' width then (``open_meld``; ``meld``: without Open cards); ``late_hand``: our hand's
  card width late in the hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from .card_index import rank_height

#: window sizes (logical pixels) and device pixel ratio
WINDOWS = ((1024, 700, 1.0), (1280, 800, 1.0), (1920, 1080, 1.0), (1280, 720, 1.5))
MODES = (2, 4, 3, 5, 6)
MODE_NAMES = {2: "1 vs 1", 4: "2 vs 2", 3: "3 players", 5: "5 players", 6: "3 vs 3"}
LATE_MELDS = 7  # a team's melds late in a hand


@dataclass(frozen=True, slots=True)
class Figures:
    """One row: the window, the view, the mode and the sizes (pixels)."""

    window: tuple[int, int, float]
    view: tuple[int, int]
    players: int
    melds: tuple[int, ...]  # each team's melds at the late position
    hand: float
    index: float
    meld: float
    open: float
    open_meld: float  # the meld cards' width with Open cards
    late_hand: float  # our hand's card width late in the hand
    faults: int


def view_sizes(windows=WINDOWS) -> dict[tuple[int, int], tuple[int, int]]:
    """The table view's size for each window size of ``windows`` (a real main window with its
    docks)."""
    from PySide6.QtWidgets import QApplication

    from burraco_qt.model import GameController, MatchOptions
    from burraco_qt.ui.app.main_window import MainWindow
    from burraco_qt.ui.table.speeds import Speeds

    out = {}
    controller = GameController(MatchOptions(2, seed=1), ai_delay_ms=0)
    controller.paused = True
    window = MainWindow(controller, Speeds(0))
    window.show()
    controller.start()
    for w, h, _dpr in windows:
        window.resize(w, h)
        QApplication.processEvents()
        size = window.view.viewport().size()
        out[(w, h)] = (size.width(), size.height())
    window.close()
    return out


def late_game(players: int, seeds: range = range(1, 40)):
    """A position of a hand the computers play with the most melds a team (the first with
    :data:`LATE_MELDS` or more)."""
    from .layout_check import played_games

    best, most = None, -1
    for seed in seeds:
        for game in played_games(players, seed, every=2):
            least = min(len(t) for t in game.tables)
            if least > most:
                best, most = game, least
        if most >= LATE_MELDS:
            break
    return best


def figures(checker, windows=WINDOWS, modes=MODES) -> list[Figures]:
    """A row per window of ``windows`` and mode of ``modes`` (``checker``: a
    :class:`~devtools.layout_check.SceneChecker`)."""
    from .layout_check import layout_faults, played_games

    views = view_sizes(windows)
    rows = []
    for players in modes:
        deal = played_games(players, 11, every=1)[0]
        late = late_game(players)
        for w, h, dpr in windows:
            view = views[(w, h)]
            faults, _ = checker.check(deal, view)
            scene = checker.scene_for(players)
            hand = scene.layout.card_w
            more, _ = checker.check(late, view)
            faults += more
            lay = scene.layout
            late_hand = lay.card_w
            index = min(
                rank_height(scene.art.pixmap(c.short, round(lay.meld_w), dpr).toImage())
                for table in late.tables
                for m in table
                for c in m.cards
            )
            meld = lay.meld_w
            scene.open_cards = True
            scene.relayout(animate=False)
            opened, _ = layout_faults(scene)
            faults += opened
            open_w = scene.layout.other_w
            open_meld = scene.layout.meld_w
            scene.open_cards = False
            rows.append(
                Figures(
                    (w, h, dpr),
                    view,
                    players,
                    tuple(len(t) for t in late.tables),
                    hand,
                    index,
                    meld,
                    open_w,
                    open_meld,
                    late_hand,
                    sum(faults.values()),
                )
            )
    return rows


def report(rows: list[Figures]) -> None:
    """Print the rows as a table."""
    print(
        "window         view      mode       melds late   hand: deal  late   index late  meld w  "
        "open: hand  melds  faults"
    )
    for r in rows:
        w, h, dpr = r.window
        window = f"{w}×{h}" + (f" @{dpr:g}×" if dpr != 1 else "")
        print(
            f"{window:14} {r.view[0]}×{r.view[1]:<4} {MODE_NAMES[r.players]:10} "
            f"{'/'.join(map(str, r.melds)):11} {r.hand:9.1f} {r.late_hand:6.1f}  {r.index:9.1f}  "
            f"{r.meld:6.1f}  {r.open:9.1f} {r.open_meld:6.1f}  {r.faults}"
        )
