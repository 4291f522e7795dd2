"""The table geometry in card units, without Qt: vertical fans in columns, a stable order,
tighten → shrink → wrap, bands that never overlap, every zone inside the view."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from burraco_qt.ui.geometry.meld_columns import TIGHT_STEP
from burraco_qt.ui.geometry.rects import Box
from burraco_qt.ui.geometry.table_layout import compute_layout
from burraco_qt.ui.geometry.table_sizes import MELD_MAX, MELD_SHARE, floor_px, meld_target

HANDS2 = {0: 11, 1: 11}
HANDS4 = {0: 11, 1: 11, 2: 11, 3: 11}


def _boxes_overlap(a: Box, b: Box) -> bool:
    return a.overlap(b) > 0


def test_layout_modules_import_without_qt() -> None:
    """Every module of ``ui/geometry/`` imports with PySide6 made unimportable."""
    code = textwrap.dedent("""
        import importlib.abc, sys
        class Block(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path=None, target=None):
                if name == "PySide6" or name.startswith(("PySide6.", "shiboken6")):
                    raise ImportError("blocked")
        sys.meta_path.insert(0, Block())
        import importlib, pkgutil
        import burraco_qt.ui.geometry as geometry
        names = [m.name for m in pkgutil.walk_packages(geometry.__path__, "burraco_qt.ui.geometry.")]
        for name in names:  # every module of ui/geometry/, the pure room
            importlib.import_module(name)
        assert len(names) >= 4 and not any(k.startswith(("PySide6", "shiboken6")) for k in sys.modules)
        from burraco_qt.ui.geometry import table_layout as layout
        lay = layout.compute_layout(1280, 800, 4, 0, {0: [3, 4], 1: [5]}, {0: 11, 1: 11, 2: 11, 3: 11})
        print("pure", round(lay.card_w))
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("pure")


def test_melds_are_vertical_fans_in_columns_in_creation_order() -> None:
    lay = compute_layout(1280, 800, 2, 0, {0: [3, 5, 4], 1: []}, HANDS2)
    places = lay.melds[0]
    xs = [p.box.x for p in places]
    assert xs == sorted(xs) and len({p.box.y for p in places}) == 1  # one band, left to right
    first = places[1].positions(5)
    assert {x for x, _ in first} == {places[1].box.x}  # a column
    steps = {round(b[1] - a[1], 3) for a, b in pairwise(first)}
    assert len(steps) == 1 and steps.pop() >= TIGHT_STEP * lay.meld.card_h - 1e-9


def test_a_meld_keeps_its_place_when_another_grows_or_a_new_one_comes() -> None:
    before = compute_layout(1920, 1080, 2, 0, {0: [3, 3, 3], 1: [3]}, HANDS2)
    grown = compute_layout(1920, 1080, 2, 0, {0: [3, 4, 3], 1: [3]}, HANDS2)
    added = compute_layout(1920, 1080, 2, 0, {0: [3, 3, 3, 3], 1: [3]}, HANDS2)
    assert added.meld == before.meld and added.card_w == before.card_w  # no size step needed
    assert [p.box.x for p in added.melds[0][:3]] == [p.box.x for p in before.melds[0]]
    assert added.melds[0][3].box.x > before.melds[0][2].box.x  # the next place
    for lay in (before, grown, added):  # meld i in column i, left to right, whatever the size
        xs = [p.box.x for p in lay.melds[0]]
        assert xs == sorted(xs) and len(set(xs)) == len(xs)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(640, 400), (640, 480)])
def test_a_run_of_14_folds_in_the_smallest_views(players, size) -> None:
    """Issue 27: a run of 14 a team in the smallest views stands in columns side by side (in
    order down the first, then on down the next), its cards at the 28 px floor, every step
    showing the index, and no column touching another's or the other melds'."""
    sizes = {0: [14, 3], 1: [14]}
    hands = HANDS2 if players == 2 else HANDS4
    lay = compute_layout(*size, players, 0, sizes, hands)
    assert lay.meld.fold and lay.meld_w >= floor_px(*size) - 1e-9
    run, short = lay.melds[0]
    assert run.columns >= 2 and short.columns == 1 and run.card_w == pytest.approx(lay.meld_w)
    cards = run.positions(14)
    xs = sorted({round(x, 6) for x, _ in cards})
    assert len(xs) == run.columns and all(b - a >= lay.meld_w + 1 for a, b in pairwise(xs))
    for x in xs:  # each column a fan from the top, every step showing the index
        ys = [y for cx, y in cards if round(cx, 6) == x]
        assert ys[0] == run.box.y
        assert min(b - a for a, b in pairwise(ys)) >= TIGHT_STEP * lay.meld.card_h - 1e-9
    assert [x for x, _ in cards] == sorted(x for x, _ in cards)  # in order, column by column
    assert run.box.right + lay.meld.gap <= short.box.x + 1e-9
    assert max(y for _, y in cards) + lay.meld.card_h <= run.box.bottom + 1e-9
    for t in (0, 1):
        assert lay.melds[t][0].box.bottom <= lay.meld_areas[t].bottom + 1e-6


def test_long_melds_fold_only_when_nothing_else_keeps_the_floor() -> None:
    """A run of 14 a team stands in one column from a 1280×800 window up (the cards shrink
    first, to the floor); in a 1024×700 window it folds rather than lose the title lines."""
    for size in (VIEW_1280, (1658, 1000)):
        lay = compute_layout(*size, 2, 0, {0: [14], 1: [14]}, HANDS2)
        assert not lay.meld.fold and lay.melds[0][0].columns == 1, size
    lay = compute_layout(*VIEW_1024, 2, 0, {0: [14], 1: [14]}, HANDS2)
    assert lay.melds[0][0].columns > 1 and lay.labels[("area", 0)].h == lay.line
    assert lay.meld_w >= meld_target(*VIEW_1024, 2) - 1e-9  # and keeps the index target


def test_tighten_then_shrink_then_wrap() -> None:
    roomy = compute_layout(1920, 1080, 2, 0, {0: [3] * 3, 1: [3] * 3}, HANDS2)
    assert not roomy.meld.wrap and roomy.meld_w >= MELD_SHARE * roomy.card_w - 1e-9
    many = compute_layout(1024, 700, 4, 0, {0: [3] * 14, 1: [3] * 14}, HANDS4)
    assert MELD_SHARE * many.card_w - 1e-9 <= many.meld_w <= MELD_MAX * many.card_w + 1e-9
    bands = {p.box.y for p in many.melds[0]}
    if len(bands) > 1:  # wrapped only with the smallest meld cards … or more room for the hand
        assert many.meld.wrap
    for t in (0, 1):
        for a, b in pairwise(many.melds[t]):
            assert not _boxes_overlap(a.box, b.box)


#: the table's view in a 1280×800 and a 1024×700 window with the score and Moves panels docked
VIEW_1280, VIEW_1024 = (1018, 720), (762, 620)


@pytest.mark.parametrize("hands", [HANDS2, HANDS4])
def test_the_hand_uses_the_room_of_an_empty_table(hands) -> None:
    """Issue 27: at the deal, card size Large, a 1280×800 window's hand cards are at least 85 px
    wide (they were 57), and the table's cards as large as the hand allows."""
    lay = compute_layout(*VIEW_1280, len(hands), 0, {0: [], 1: []}, hands)
    assert lay.card_w >= 85
    assert lay.meld_w == pytest.approx(MELD_MAX * lay.card_w)
    small = compute_layout(*VIEW_1280, len(hands), 0, {0: [], 1: []}, hands, scale=0.75)
    assert small.card_w == pytest.approx(0.75 * lay.card_w)  # the card size preference


@pytest.mark.parametrize("players", [2, 4])
def test_cards_shrink_only_as_the_melds_need_the_room(players) -> None:
    """Melds growing one card at a time: the hand and the meld cards never grow, they change
    by whole steps (a step changes them by at least 4 %), and the meld cards keep a 10 px rank
    index (``meld_target``) at 1024×700."""
    hands = HANDS2 if players == 2 else HANDS4
    sizes: dict[int, list[int]] = {0: [], 1: []}
    seen = []
    for k in range(7 * 5):
        team = k % 2
        if len(sizes[team]) < 7:
            sizes[team].append(3)
        else:
            sizes[team][k % 7] += 1
        lay = compute_layout(*VIEW_1024, players, 0, sizes, hands)
        seen.append((lay.card_w, lay.meld_w))
        assert lay.meld_w >= meld_target(*VIEW_1024, players) - 1e-9, (k, sizes)
    for (w0, m0), (w1, m1) in pairwise(seen):
        assert w1 <= w0 and m1 <= m0
        assert w1 == w0 or w1 <= 0.96 * w0
        assert m1 == m0 or m1 <= 0.96 * m0
    assert len({w for w, _ in seen}) <= 6  # the hand changed a few times over the whole hand


@pytest.mark.parametrize("players", [2, 4])
def test_open_hands_are_as_large_as_the_meld_cards(players) -> None:
    hands = HANDS2 if players == 2 else HANDS4
    sizes = {0: [4] * 6, 1: [5] * 5}
    closed = compute_layout(*VIEW_1024, players, 0, sizes, hands)
    opened = compute_layout(*VIEW_1024, players, 0, sizes, hands, open_cards=True)
    assert closed.other_w < closed.meld_w and not opened.rotated(1)
    assert opened.other_w == opened.meld_w >= meld_target(*VIEW_1024, players) - 1e-9
    assert compute_layout(*VIEW_1024, players, 0, sizes, hands, reveal=True).other_w == opened.other_w


@settings(max_examples=150, deadline=None, derandomize=True)
@given(
    players=st.sampled_from((2, 4)),
    width=st.integers(640, 3840),
    height=st.integers(400, 2160),
    ours=st.lists(st.integers(3, 14), max_size=14),
    theirs=st.lists(st.integers(3, 14), max_size=14),
    hand=st.integers(0, 30),
    scale=st.sampled_from((0.75, 0.88, 1.0)),
)
def test_zones_never_overlap_and_stay_inside(players, width, height, ours, theirs, hand, scale) -> None:
    hands = {p: (hand if p == 0 else 11) for p in range(players)}
    lay = compute_layout(
        width, height, players, 0, {0: ours, 1: theirs}, hands, scale, open_cards=hand % 2 == 1
    )
    view = Box(0, 0, width, height)
    columns = [p.box for t in (0, 1) for p in lay.melds[t]]
    for i, a in enumerate(columns):
        assert all(not _boxes_overlap(a, b) for b in columns[i + 1 :])
    zones = [lay.stock, lay.pile, *lay.hands.values(), *lay.pozzetti.values()]
    for box in columns + zones + list(lay.labels.values()):
        assert box.x >= -0.5 and box.y >= -0.5, box
        assert box.right <= view.right + 0.5 and box.bottom <= view.bottom + 0.5, (box, view)
    for col in columns:
        assert not any(_boxes_overlap(col, z) for z in zones)
        assert not any(_boxes_overlap(col, label) for key, label in lay.labels.items() if key[0] != "area")


@pytest.mark.parametrize("size", [(763, 621), (1280, 800), (1920, 1080)])
def test_legibility_floor_at_1024x700_and_larger(size) -> None:
    lay = compute_layout(*size, 4, 0, {0: [7] * 8, 1: [8] * 8}, HANDS4)
    assert min(lay.card_w, lay.meld_w) >= 36
