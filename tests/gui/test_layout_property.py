"""The layout's guarantees on the real scene (card items and every caption the scene lists):
no two melds share a pixel, no caption or badge covers a card, every card and caption inside the
view, the legibility floor. Tables reached by the computers playing, and hand-built extremes."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from burraco_qt.engine import Game
from burraco_qt.ui.geometry.table_sizes import LEGIBLE_VIEW, floor_px
from devtools.layout_check import (
    CARD_SIZES,
    LANGUAGES,
    SIZES,
    SceneChecker,
    extreme_games,
    played_games,
)

LAYOUTS_PER_EXAMPLE = 4


@cache
def _checker() -> SceneChecker:
    return SceneChecker()


@cache
def _hand(players: int, seed: int) -> tuple[Game, ...]:
    return tuple(played_games(players, seed, every=4))


sizes = st.one_of(st.sampled_from(SIZES), st.tuples(st.integers(640, 3840), st.integers(400, 2160)))


@pytest.mark.slow
def test_reachable_tables_lay_out_without_faults(qapp) -> None:
    checked = []

    @settings(
        max_examples=130,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(
        players=st.sampled_from((2, 4)),
        seed=st.integers(1, 5),
        when=st.floats(0, 1),
        views=st.lists(sizes, min_size=LAYOUTS_PER_EXAMPLE, max_size=LAYOUTS_PER_EXAMPLE),
        language=st.sampled_from(LANGUAGES),
        card_size=st.sampled_from(CARD_SIZES),
    )
    def check(players, seed, when, views, language, card_size) -> None:
        games = _hand(players, seed)
        game = games[min(len(games) - 1, int(when * len(games)))]
        for size in views:
            faults, smallest = _checker().check(game, size, language, card_size)
            checked.append(smallest)
            assert not faults, (players, seed, when, size, language, card_size, dict(faults))

    try:
        check()
    finally:
        _checker().restore()
    assert len(checked) >= 500


@pytest.mark.parametrize("players", [2, 4])
def test_extreme_tables_lay_out_without_faults(qapp, players: int) -> None:
    """14 melds a team, a run of 14 each, a 30-card hand, a 30-card discard pile: at every size
    and in both languages, with no exemption (at the smallest views the runs of 14 fold into
    columns side by side and stay at the 28 px floor)."""
    checker = _checker()
    games = extreme_games(players)
    assert len(games["melds14"].tables[0]) == 14 == len(games["melds14"].tables[1])
    assert max(len(m) for m in games["run14"].tables[0]) == 14
    assert len(games["hand30"].hands[0]) == 30 and len(games["pile30"].pile) == 30
    try:
        for name, game in games.items():
            assert len(game.all_cards()) == 108  # every card is still somewhere
            for size in SIZES:
                for language in LANGUAGES:
                    faults, smallest = checker.check(game, size, language, "large")
                    assert not faults, (name, size, language, dict(faults))
                    assert smallest >= floor_px(*size) - 0.01
    finally:
        checker.restore()


@pytest.mark.parametrize("players", [2, 4])
def test_a_1024x700_window_with_the_moves_panel_keeps_cards_legible(qtbot, players: int) -> None:
    """The real window: its view is at least the legibility view, and late in a hand (7+ melds
    a team) the cards are at least 36 px wide with no fault."""
    from devtools.layout_check import layout_faults

    from .helpers import open_table

    window = open_table(qtbot, players=players, size=(1024, 700))
    assert window.move_log.isVisible()
    view = window.view.viewport().size()
    assert view.width() >= LEGIBLE_VIEW[0] and view.height() >= LEGIBLE_VIEW[1], view
    late = next(
        g for seed in range(1, 30) for g in _hand(players, seed) if min(len(t) for t in g.tables) >= 7
    )
    window.controller.paused = True
    window.controller.replace_position(late, new_hand=True)
    faults, smallest = layout_faults(window.scene)
    assert not faults and smallest >= 36, (dict(faults), smallest)


@cache
def _character_checker() -> SceneChecker:
    # the longest names: "Nonna Pina (easy)" / "(facile)", "Zio Gino (medium)" / "(medio)"
    return SceneChecker(("pina", "giulia", "gino"))


@pytest.mark.parametrize("players", [2, 4])
def test_nameplates_with_portraits_stay_captions(qapp, players: int) -> None:
    """Every computer seat's nameplate shows its character's portrait inside the caption's
    own rectangle (so the caption checks cover it): no fault at any size, in both languages,
    early, mid-hand and on the extreme tables."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from burraco_qt.ui.character_texts import portrait_path

    checker = _character_checker()
    games = _hand(players, 2)
    tables = {"start": games[0], "mid": games[len(games) // 2], "end": games[-1], **extreme_games(players)}
    scene = checker._scenes[players]
    try:
        for name, game in tables.items():
            for size in SIZES:
                for language in LANGUAGES:
                    faults, _ = checker.check(game, size, language, "large")
                    assert not faults, (name, size, language, dict(faults))
                    for seat in range(1, players):
                        plate = scene.captions[("seat", seat)]
                        key = scene.controller.seat_character(seat).key
                        assert plate.portrait == portrait_path(key) != ""
                        # the portrait (as tall as the text) is inside the caption's rect
                        text = QGraphicsSimpleTextItem.boundingRect(plate)
                        assert plate.boundingRect().width() >= (text.width() + text.height() + plate.GAP)
                        box = scene.layout.labels[("seat", seat)]
                        r = plate.sceneBoundingRect()
                        assert box.x - 0.5 <= r.left() and r.right() <= box.right + 0.5, (
                            size,
                            language,
                            seat,
                        )
            assert not scene.captions[("seat", 0)].portrait  # the player: no portrait
    finally:
        checker.restore()


# ---------------------------------------------------------------------- 3, 5 and 6 players (issue 16)
def _multi_sizes(players: int) -> list[tuple[int, int]]:
    from devtools.layout_check import MULTI_SIZES, MULTI_SIZES_3

    return MULTI_SIZES_3 if players == 3 else MULTI_SIZES


def test_reachable_multi_tables_lay_out_without_faults(qapp) -> None:
    """3, 5 and 6 players, before and after the pairs form: no fault from the view of a
    1280×800 window up (1024×700 with 3 players), in both languages."""
    checked = []

    @settings(
        max_examples=60,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(
        players=st.sampled_from((3, 5, 6)),
        seed=st.integers(1, 3),
        when=st.floats(0, 1),
        pick=st.lists(st.integers(0, 99), min_size=3, max_size=3),
        language=st.sampled_from(LANGUAGES),
        card_size=st.sampled_from(CARD_SIZES),
    )
    def check(players, seed, when, pick, language, card_size) -> None:
        games = _hand(players, seed)
        game = games[min(len(games) - 1, int(when * len(games)))]
        sizes = _multi_sizes(players)
        for k in pick:
            size = sizes[k % len(sizes)]
            faults, _ = _checker().check(game, size, language, card_size)
            checked.append((players, game.lone_player is not None))
            assert not faults, (players, seed, when, size, language, card_size, dict(faults))

    try:
        check()
    finally:
        _checker().restore()
    assert len(checked) >= 150
    assert {p for p, _ in checked} == {3, 5, 6}
    assert (3, True) in checked and (5, True) in checked and (3, False) in checked


@pytest.mark.parametrize("players", [3, 5, 6])
def test_extreme_multi_tables_lay_out_without_faults(qapp, players: int) -> None:
    """14 melds for each of two teams, runs of 14, a 30-card hand, a 30-card pile: no fault at
    the views the table promises with this many players (none exempt)."""
    checker = _checker()
    try:
        for name, game in extreme_games(players).items():
            for size in _multi_sizes(players):
                faults, _ = checker.check(game, size, "it", "large")
                assert not faults, (name, size, dict(faults))
    finally:
        checker.restore()
