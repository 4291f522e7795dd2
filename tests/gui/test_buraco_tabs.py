"""Buraco tabs fit their column (issue 28, point 4): over the layout check's extreme tables
(14 melds a team, a run of 14, …) at every size from 640×400, in both languages and card sizes,
every buraco's badge is narrower than its meld's column and never cut with "…" (it says the
class and the bonus, or the class, or the bonus, with both in its tooltip)."""

from __future__ import annotations

from devtools.layout_check import SceneChecker, cases


def test_every_buraco_tab_fits_its_column(qapp) -> None:
    checker = SceneChecker()
    seen = 0
    wrong: list[tuple] = []
    try:
        for name, game, size, language, card in cases(240):
            checker.check(game, size, language, card)
            scene = checker.scene_for(game.players)
            for key, cap in scene.labels.items.items():
                if key[0] != "buraco" or not cap.isVisible():
                    continue
                seen += 1
                column = scene.layout.melds[key[1]][key[2]].box
                text = cap.text()
                if "…" in text or cap.sceneBoundingRect().width() > column.w + 0.5 or not text:
                    wrong.append((name, size, language, card, text))
                assert text.split()[-1] in cap.toolTip() or text in cap.toolTip()
    finally:
        checker.restore()
    assert seen > 100
    assert wrong == []
