"""Checks the table's layout on the real scene: ``python -m devtools.layout_check``.

For tables reached by the computers playing (every card conserved) and for hand-built extremes,
at many view sizes, in both languages and at the three card sizes, it lays the real
:class:`~burraco_qt.ui.table.scene.TableScene` out and looks for faults (:func:`layout_faults`):

* ``meld_overlap``: two melds share a pixel; ``meld_on_card``: a meld lies on another card;
* ``caption_on_card``: a caption, nameplate or badge (from :meth:`TableScene.caption_rects`) lies
  on a card; ``badge_hidden``: a badge painted on a card is not wholly on its card or is covered by
  another card; ``caption_overlap``: two captions overlap;
* ``card_outside`` / ``caption_clipped``: a card or a caption is not wholly inside the view;
* ``too_small``: a meld or hand card is narrower than the legibility floor (:func:`floor_px`);
  ``index_hidden``: a fan step of a meld shows less than 22 % of the card height (a folded
  meld: a step down any of its columns; its columns may not overlap either);
* ``frame_on_card``: a buraco's frame on the felt touches a card of another meld or zone (or
  another buraco's frame);
* ``toast_on_card``: the toast (a refusal is shown on every table checked) lies on a card or a
  caption.

The script prints how many layouts it checked, the count per fault kind and the smallest meld or
hand card width seen (``--per-size``: and the layouts and faults per view size and mode), then
the card sizes per window size and mode on hands the computers play
(:mod:`devtools.layout_figures`: the hand at the deal, the smallest rank index of the meld cards
late in a hand, measured on the rendered faces, and the open hands). The tests run a smaller,
deterministic share of the same checks.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Iterator
from itertools import pairwise

from burraco_qt.engine import Card, Game, Meld
from burraco_qt.engine.errors import RuleError
from burraco_qt.ui.geometry.table_sizes import floor_px

#: View sizes (logical pixels) the checks use: from the smallest view to 3840×2160.
SIZES = [
    (640, 400),
    (640, 480),
    (763, 621),
    (800, 600),
    (1016, 676),
    (1280, 720),
    (1500, 780),
    (1650, 980),
    (1920, 1080),
    (2560, 1380),
    (3840, 2100),
    (1100, 1400),
]
#: The views of 3-, 5- and 6-player tables (issue 16): from a 1280×800 window with the Moves
#: panel docked up; with 3 players also the view of a 1024×700 window.
MULTI_SIZES = [(1016, 715), (1280, 715), (1500, 800), (1656, 995), (1920, 1080), (2560, 1380), (3840, 2100)]
MULTI_SIZES_3 = [(760, 615), (900, 650), *MULTI_SIZES]
LANGUAGES = ("en", "it")
TOAST = "These cards do not fit that meld: a set needs cards of one rank."
CARD_SIZES = ("small", "medium", "large")
INDEX_SHARE = 0.22  # of the card height: what a fan step must show


Rect = tuple[float, float, float, float]  # x1, y1, x2, y2


def _rect(r) -> Rect:
    return (r.x(), r.y(), r.x() + r.width(), r.y() + r.height())


def _meets(a: Rect, b: Rect, eps: float = 0.01) -> bool:
    """Whether two rectangles share an area (touching edges do not)."""
    return min(a[2], b[2]) - max(a[0], b[0]) > eps and min(a[3], b[3]) - max(a[1], b[1]) > eps


def _inside(a: Rect, outer: Rect, eps: float = 0.5) -> bool:
    return (
        a[0] >= outer[0] - eps
        and a[1] >= outer[1] - eps
        and a[2] <= outer[2] + eps
        and a[3] <= outer[3] + eps
    )


def layout_faults(scene) -> tuple[Counter, float]:
    """The faults of the scene as laid out now (count per kind) and the smallest meld or hand
    card width (pixels)."""
    faults: Counter = Counter()
    g = scene.game
    view = _rect(scene.sceneRect())
    cards = {c: item for c, item in scene.cards.items() if item.isVisible()}
    rects = {c: _rect(item.sceneBoundingRect()) for c, item in cards.items()}
    for r in rects.values():
        if not _inside(r, view):
            faults["card_outside"] += 1
    melds: list[Rect] = []
    in_meld: set[Card] = set()
    lay = scene.layout
    for t in range(len(g.tables)):
        for meld in g.tables[t]:
            rs = [rects[c] for c in meld.cards]
            melds.append(
                (min(r[0] for r in rs), min(r[1] for r in rs), max(r[2] for r in rs), max(r[3] for r in rs))
            )
            in_meld.update(meld.cards)
            fans: dict[int, list[float]] = {}  # a folded meld's columns, by their left edge
            for c in meld.cards:
                fans.setdefault(round(scene.cards[c].pos().x()), []).append(scene.cards[c].pos().y())
            h, w = scene.cards[meld.cards[0]].height, scene.cards[meld.cards[0]].width
            if any(
                b - a < INDEX_SHARE * h - 1e-6 for ys in fans.values() for a, b in pairwise(sorted(ys))
            ) or any(b - a < w - 1 for a, b in pairwise(sorted(fans))):  # its columns side by side
                faults["index_hidden"] += 1
    for i, a in enumerate(melds):
        for b in melds[i + 1 :]:
            if _meets(a, b):
                faults["meld_overlap"] += 1
    others = [rects[c] for c in cards if c not in in_meld]
    for m in melds:
        if any(_meets(m, r) for r in others):
            faults["meld_on_card"] += 1
    captions = scene.caption_rects()
    plain = []
    for _key, qrect, owner in captions:
        r = _rect(qrect)
        if not _inside(r, view):
            faults["caption_clipped"] += 1
        if owner is None:
            plain.append(r)
            if any(_meets(r, rc) for rc in rects.values()):
                faults["caption_on_card"] += 1
        else:
            z = scene.cards[owner].zValue()
            if not _inside(r, rects[owner], 0.01) or any(
                _meets(r, rects[c]) for c in cards if c is not owner and cards[c].zValue() > z
            ):
                faults["badge_hidden"] += 1
    for i, a in enumerate(plain):
        if any(_meets(a, b) for b in plain[i + 1 :]):
            faults["caption_overlap"] += 1
    frames = scene.labels.frames
    boxes = [(key, _rect(f.outer_rect())) for key, f in frames.items() if f.isVisible()]
    for i, (key, r) in enumerate(boxes):
        own = set(g.tables[key[1]][key[2]].cards)
        if any(_meets(r, rects[c]) for c in cards if c not in own) or any(
            _meets(r, b) for _k, b in boxes[i + 1 :]
        ):
            faults["frame_on_card"] += 1
    toast = scene.toast
    if toast.opacity() > 0 and toast.text:
        r = _rect(toast.sceneBoundingRect())
        if any(_meets(r, rc) for rc in rects.values()) or any(_meets(r, b) for b in plain):
            faults["toast_on_card"] += 1
    widths = [scene.cards[c].width for c in in_meld] + [scene.cards[c].width for c in scene.hand_order]
    smallest = min(widths) if widths else lay.card_w
    if smallest < floor_px(view[2], view[3]) - 0.01:
        faults["too_small"] += 1
    return faults, smallest


# ---------------------------------------------------------------------- tables to check
def played_games(players: int, seed: int, every: int = 6, difficulty: str = "medium") -> list[Game]:
    """Copies of a hand played by the computers (one every ``every`` commands, and the last)."""
    from burraco_qt.model import GameController, MatchOptions

    c = GameController(MatchOptions(players, difficulty, seed=seed), human_seat=None, ai_delay_ms=0)
    out = []
    n = 0
    while c.step():
        n += 1
        if n % every == 0 and not c.game.over:
            out.append(c.game.copy())
    return out


Position = dict  # a hand's state (``Game.state()``), arranged by hand below


def _remove(state: Position, card: Card) -> None:
    for zone in (*state["hands"], *state["pozzetti"], state["stock"], state["pile"]):
        if card in zone:
            zone.remove(card)
            return
    raise ValueError(f"{card} is nowhere")


def _lay(state: Position, team: int, cards: list[Card]) -> bool:
    try:
        meld = Meld.build(cards, state["rules"])
    except (RuleError, ValueError):
        return False
    for c in cards:
        _remove(state, c)
    state["tables"][team].append(meld)
    state["serials"][team].append(state["melds_made"])
    state["melds_made"] += 1
    return True


def _free(state: Position) -> list[Card]:
    used = {c for t in state["tables"] for m in t for c in m.cards}
    return [c for c in state["rules"].universe() if c not in used]


def extreme_games(players: int, seed: int = 1) -> dict[str, Game]:
    """Hand-built extreme tables (every card still somewhere): ``melds14`` (14 melds a team),
    ``run14`` (a run of 14 on each side), ``hand30`` (a 30-card hand), ``pile30`` (a 30-card
    discard pile). Each is a fresh deal's state rearranged, then built by the engine
    (``Game.from_state``)."""
    from burraco_qt.engine.match import Match
    from burraco_qt.engine.rules import Rules

    def fresh() -> Position:
        return Match(Rules.preset("italian"), players, seed=seed).game.state()

    out: dict[str, Game] = {}
    g = fresh()
    for team in (0, 1):
        for rank in range(1, 14):
            same = [c for c in _free(g) if not c.is_wild and c.rank == rank and not c.is_two]
            suits: list[Card] = []
            for c in same:
                if all(c.suit != s.suit for s in suits):
                    suits.append(c)
            _lay(g, team, suits[:3])
        while len(g["tables"][team]) < 14:  # runs of three to make fourteen
            free = [c for c in _free(g) if not c.is_wild]
            for c in free:
                nxt = {x.rank: x for x in free if x.suit == c.suit and x.rank in (c.rank + 1, c.rank + 2)}
                if len(nxt) == 2 and _lay(g, team, [c, *nxt.values()]):
                    break
            else:
                break
    out["melds14"] = Game.from_state(g)
    g = fresh()
    jokers = [c for c in g["rules"].universe() if c.is_joker]
    for team, suit in ((0, "s"), (1, "h")):  # ace to king and a wildcard: 14 cards
        run = [c for c in g["rules"].universe() if c.suit == suit and not c.is_joker and c.copy == 1]
        _lay(g, team, [*run, jokers[team]])
    out["run14"] = Game.from_state(g)
    g = fresh()
    seat = 0
    while len(g["hands"][seat]) < 30 and g["stock"]:  # the next cards of the stock
        g["hands"][seat].append(g["stock"].pop(0))
    out["hand30"] = Game.from_state(g)
    g = fresh()
    while len(g["pile"]) < 30 and g["stock"]:
        g["pile"].append(g["stock"].pop(0))
    out["pile30"] = Game.from_state(g)
    return out


# ---------------------------------------------------------------------- the real scene
class SceneChecker:
    """One table scene (no window) that lays out any game at any size, language and card size.
    ``lineup``: the computer seats are these characters (seats 1, 2, 3; their nameplates show
    portraits), else they are named by their tier."""

    def __init__(self, lineup: tuple[str, ...] = ()) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtWidgets import QApplication

        from burraco_qt.ui.i18n import Translations

        self.app = QApplication.instance() or QApplication([])
        translations = getattr(self.app, "_burraco_translations", None)
        if translations is None:
            translations = Translations(self.app)
            self.app._burraco_translations = translations  # type: ignore[attr-defined]
        self.translations: Translations = translations
        self.language = self.translations.language
        self.lineup = lineup
        self._controllers: dict = {}
        self._scenes: dict = {}
        for p in (2, 4):
            self.scene_for(p)

    def scene_for(self, players: int):
        """The scene (a :class:`~burraco_qt.ui.table.scene.TableScene`) that lays out
        ``players``-player games."""
        from burraco_qt.model import GameController, MatchOptions
        from burraco_qt.ui.table.scene import TableScene
        from burraco_qt.ui.table.speeds import Speeds

        if players not in self._scenes:
            lineup = self.lineup if len(self.lineup) >= players - 1 else ()
            c = GameController(MatchOptions(players, seed=1, characters=lineup[: players - 1]), ai_delay_ms=0)
            c.paused = True
            self._controllers[players] = c
            self._scenes[players] = TableScene(c, Speeds(0))
        return self._scenes[players]

    def check(
        self, game: Game, size: tuple[int, int], language: str = "en", card_size: str = "large"
    ) -> tuple[Counter, float]:
        """Lay ``game`` out at ``size`` and return :func:`layout_faults`."""
        from burraco_qt.ui.player_preferences import CARD_SCALES

        scene = self.scene_for(game.players)
        controller = self._controllers[game.players]
        if language != self.translations.language:
            self.translations.set_language(language)
        if controller.game is not game:
            scene.setSceneRect(0, 0, *size)
            controller.replace_position(game, new_hand=True)
        scene.card_scale = CARD_SCALES[card_size]
        scene.set_view_size(*size)
        scene.show_toast(TOAST)  # a refusal's words, as long as they get
        return layout_faults(scene)

    def restore(self) -> None:
        """Back to the language the app had."""
        if self.language and self.language != self.translations.language:
            self.translations.set_language(self.language)


def cases(count: int, seed: int = 0) -> Iterator[tuple[str, Game, tuple[int, int], str, str]]:
    """``count`` layouts to check: (name, game, size, language, card size); extremes first."""
    rng = random.Random(seed)
    made = 0
    for players in (2, 4):
        for name, game in extreme_games(players).items():
            for size in SIZES:
                for language in LANGUAGES:
                    if made >= count:
                        return
                    made += 1
                    yield f"{name}/{players}p", game, size, language, rng.choice(CARD_SIZES)
    for players in (3, 5, 6):  # issue 16: from the view of a 1280×800 window (1024×700 with 3)
        for name, game in extreme_games(players).items():
            for size in MULTI_SIZES_3 if players == 3 else MULTI_SIZES:
                if made >= count:
                    return
                made += 1
                yield f"{name}/{players}p", game, size, rng.choice(LANGUAGES), "large"
    while made < count:
        players = rng.choice((2, 4, 2, 4, 3, 5, 6))
        hand_seed = rng.randrange(10**6)
        for game in played_games(players, hand_seed, every=rng.choice((5, 7, 9))):
            for _ in range(2):
                if made >= count:
                    return
                made += 1
                size = _size(rng, players)
                yield (
                    f"seed {hand_seed}/{players}p",
                    game,
                    size,
                    rng.choice(LANGUAGES),
                    rng.choice(CARD_SIZES),
                )


def _size(rng: random.Random, players: int) -> tuple[int, int]:
    """A view size for ``players``: any from the smallest with 2 and 4, else from the views
    the 3-, 5- and 6-player table promises (:data:`MULTI_SIZES`)."""
    if players in (2, 4):
        return (
            rng.choice(SIZES) if rng.random() < 0.5 else (rng.randrange(640, 3841), rng.randrange(400, 2161))
        )
    low = (760, 615) if players == 3 else MULTI_SIZES[0]
    sizes = MULTI_SIZES_3 if players == 3 else MULTI_SIZES
    return (
        rng.choice(sizes)
        if rng.random() < 0.5
        else (rng.randrange(low[0], 3841), rng.randrange(low[1], 2161))
    )


def _print_grid(grid: dict[tuple[str, str], list[int]]) -> None:
    """Layouts checked / faults per view size (``other``: the random sizes) and players."""
    modes = ("2p", "4p", "3p", "5p", "6p")
    print("layouts/faults per view   " + "".join(f"{m:>10}" for m in ("1v1", "2v2", *modes[2:])))
    listed = [f"{w}x{h}" for w, h in sorted({*SIZES, *MULTI_SIZES_3})]
    for size in [*listed, "other"]:
        cells = [grid.get((size, m)) for m in modes]
        if any(cells):
            print(f"  {size:24}" + "".join(f"{f'{c[0]}/{c[1]}' if c else '-':>10}" for c in cells))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.layout_check", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--layouts", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=5, help="print the first N faulty layouts")
    parser.add_argument("--no-figures", action="store_true", help="skip the card sizes table")
    parser.add_argument(
        "--per-size", action="store_true", help="also print the layouts and faults per view size and mode"
    )
    args = parser.parse_args(argv)
    grid: dict[tuple[str, str], list[int]] = {}
    checker = SceneChecker()
    total: Counter = Counter()
    smallest = {"reachable": float("inf"), "extreme": float("inf")}
    where: dict[str, tuple | None] = {"reachable": None, "extreme": None}
    shown = 0
    t0 = time.perf_counter()
    n = 0
    for name, game, size, language, card_size in cases(args.layouts, args.seed):
        faults, small = checker.check(game, size, language, card_size)
        n += 1
        total.update(faults)
        kind = "reachable" if name.startswith("seed") else "extreme"
        listed = size in SIZES or size in MULTI_SIZES_3
        cell = grid.setdefault((f"{size[0]}x{size[1]}" if listed else "other", name.split("/")[1]), [0, 0])
        cell[0] += 1
        cell[1] += sum(faults.values())
        if small < smallest[kind]:
            smallest[kind], where[kind] = small, (name, size, language, card_size)
        if faults and shown < args.show:
            shown += 1
            print(f"  {name} {size[0]}x{size[1]} {language} {card_size}: {dict(faults)}")
    elapsed = time.perf_counter() - t0
    print(f"layouts checked: {n} in {elapsed:.1f} s")
    kinds = (
        "meld_overlap",
        "meld_on_card",
        "caption_on_card",
        "badge_hidden",
        "caption_overlap",
        "card_outside",
        "caption_clipped",
        "too_small",
        "index_hidden",
        "frame_on_card",
        "toast_on_card",
    )
    for kind in kinds:
        print(f"  {kind:16} {total.get(kind, 0)}")
    for kind in ("reachable", "extreme"):
        print(f"smallest meld or hand card, {kind} tables: {smallest[kind]:.1f} px  ({where[kind]})")
    if args.per_size:
        _print_grid(grid)
    figured = 0
    if not args.no_figures:
        from .layout_figures import figures, report

        rows = figures(checker)
        report(rows)
        figured = sum(r.faults for r in rows)
    return 1 if total or figured else 0


if __name__ == "__main__":
    sys.exit(main())
