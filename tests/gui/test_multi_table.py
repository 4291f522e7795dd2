"""Issue 16: 3-, 5- and 6-player hands on the real table, played by mouse to the score sheet."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from .helpers import open_table
from .mouse_driver import play_hand_by_mouse


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(3, 2), (5, 1), (6, 1)])
def test_whole_multi_hand_by_mouse(qtbot, players: int, seed: int) -> None:
    window = open_table(qtbot, players, difficulty="easy", seed=seed)
    c = window.controller
    game = c.game
    assert game.players == players and len(window.scene.layout.hands) == players
    made = play_hand_by_mouse(qtbot, window, seed)
    assert game.over and made >= 5
    qtbot.waitUntil(lambda: window.sheet is not None and window.sheet.isVisible(), timeout=5000)
    sheet = window.sheet
    scores = game.scores()
    for t, score in enumerate(scores):
        assert sheet.cell("total", t) == str(score.total)
    for side, total in enumerate(c.match.totals):
        assert sheet.cell("match", side) == str(total)
    if game.closing_team is not None:
        closers = sheet.findChild(QLabel, "howLabel").text()
        assert closers.startswith("Hand closed by: ")
        closer = game.actions[-1]["player"]  # the closer is named, not the team (issue 22)
        assert closers.endswith(c.seat_label(closer, level=False))
    panel = " ".join(window.score_panel.totals())
    assert all(str(t) in panel for t in c.match.totals)
    assert c.illegal_ai_commands == 0


def test_the_pairing_moment(qtbot) -> None:
    """When the first player empties their hand in a 3-player hand, the two partners' melds
    join one pair area, in creation order (R24.4), and a toast says who now plays as a pair."""
    from burraco_qt.engine import TeamsFormed

    window = open_table(qtbot, 3, difficulty="easy", seed=2)
    c = window.controller
    scene = window.scene
    scene.speeds.factor, scene.speeds.reduce_motion = 1.0, True  # short, but animated
    seen: list[tuple] = []
    durations: list[int] = []
    before: dict[int, list] = {}

    def remember(seat, events) -> None:
        formed = next((e for e in events if isinstance(e, TeamsFormed)), None)
        if formed is None:
            before.update(
                {
                    p: [list(m.cards) for m in c.game.tables[c.game.team_of(p)]]
                    for p in range(3)
                    if c.game.lone_player is None
                }
            )
            return
        g = c.game
        pair = next(t for t, team in enumerate(g.teams) if len(team) == 2)
        area = scene.layout.meld_areas[pair]
        inside = all(
            area.contains(scene.cards[x].target.x() + 1, scene.cards[x].target.y() + 1)
            for m in g.tables[pair]
            for x in m.cards
        )
        group = scene.pairing.group
        durations.extend(group.animationAt(i).duration() for i in range(group.animationCount()))
        seen.append(
            (
                formed,
                pair,
                [list(m.cards) for m in g.tables[pair]],
                inside,
                scene.toast.text,
                scene.pairing.last_text,
            )
        )

    c.eventsApplied.connect(remember)
    play_hand_by_mouse(qtbot, window, 2)
    assert len(seen) == 1
    formed, pair, melds, inside, toast, text = seen[0]
    a, b = formed.teams[pair]
    assert inside and melds
    # every meld either partner had, and nothing else, in creation order (the engine's sources)
    assert melds == [before[old][i] for old, i in formed.sources[pair]]
    assert sorted(map(tuple, melds)) == sorted(map(tuple, before[a] + before[b]))
    assert toast == text
    assert durations and set(durations) == {90}  # reduce motion: short (700 ms otherwise)
    names = [c.seat_label(p, level=False) for p in (a, b)]
    if 0 in (a, b):
        other = names[1] if a == 0 else names[0]
        assert text == f"You and {other} now play as a pair"
    else:
        assert text == f"{names[0]} and {names[1]} now play as a pair"
