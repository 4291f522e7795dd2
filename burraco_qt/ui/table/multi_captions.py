"""The words of a 3-, 5- or 6-player table (RULES-MULTI): each team's meld-area title and points
on the table, the pozzetti by block (the big one of a pairing hand named apart, R22.3) and who
took each. Placed by :class:`~.captions.TableCaptions` in the boxes of
:mod:`burraco_qt.ui.geometry.multi_table_layout`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...model.hints import table_points
from ..geometry.rects import Box
from ..geometry.table_layout import TableLayout

if TYPE_CHECKING:
    from .captions import TableCaptions


def team_names(captions: TableCaptions, team: int) -> str:
    """The names of ``team``'s players ("Anna and Marco"), as the nameplates give them."""
    scene = captions.scene
    names = [scene.controller.seat_label(p, level=False) for p in scene.game.teams[team]]
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("Table", "%1 and %2").replace("%1", names[0]).replace("%2", names[1])


def update_multi(captions: TableCaptions, lay: TableLayout, size: float) -> None:
    """Titles, points on the table and pozzetti of a 3-, 5- or 6-player table."""
    from ..teams import team_colours
    from .captions import POINTS_PLATE

    scene = captions.scene
    g = scene.game
    mine = g.team_of(scene.seat)
    colours = {t: tuple(team_colours(scene.controller, t)) for t in range(len(g.teams))}
    points = table_points(scene.controller.view())
    titles = {}
    for t in range(len(g.teams)):
        if t == mine:
            title = (
                QCoreApplication.translate("Table", "Our melds")
                if len(g.teams[t]) > 1
                else QCoreApplication.translate("Table", "My melds")
            )
            titles[t] = (title, title)
        else:
            names = team_names(captions, t)
            titles[t] = (QCoreApplication.translate("Table", "Melds of %1").replace("%1", names), names)
    # "Melds of …" over every other team's melds, or their names alone over all when one of the
    # long titles does not fit (the same form for all); nothing when even that does not fit
    long = all(
        captions._fitting(lay.labels[("area", t)], size * 0.9, [titles[t][0], ""])
        for t in titles
        if t != mine
    )
    for t in range(len(g.teams)):
        title, short = titles[t]
        box = lay.labels[("area", t)]
        captions.place(
            ("area", t),
            captions._fitting(box, size * 0.9, [title if long else short, short, ""]),
            box,
            size * 0.9,
            bold=True,
            ink=colours[t][0],
        )
        text = (
            QCoreApplication.translate("Table", "%1 on the table").replace("%1", str(points[t]))
            if g.tables[t]
            else ""
        )
        box = lay.labels[("team", t)]
        captions.place(
            ("points", t),
            text if box.w > 1 else "",
            box,
            size * 0.9,
            bold=True,
            align="right",
            plate=POINTS_PLATE,
            stripes=colours[t],
        )
    # the captions of teams that merged (or of an earlier match) are not placed: they leave the
    # scene (TableCaptions.update)
    big = len(g.block_sizes) > 1 and g.block_sizes[0] > g.block_sizes[1]
    for b in range(len(g.block_sizes)):
        owner = _owner(g, b)
        if big and b == 0:
            word = QCoreApplication.translate("Table", "Big")
        elif owner is not None:
            word = (
                QCoreApplication.translate("Table", "Ours")
                if owner == mine
                else QCoreApplication.translate("Table", "Theirs")
            )
        else:
            word = QCoreApplication.translate("Table", "Pairs")
        cap = captions.place(
            ("pozzetto", b),
            word,
            lay.labels[("pozzetto", b)],
            size * 0.85,
            align="center",
            ink=colours[owner][0] if owner is not None else "",
        )
        cap.setToolTip(
            QCoreApplication.translate("Table", "A pozzetto of %1 cards").replace("%1", str(g.block_sizes[b]))
        )
        _badge(captions, lay, b, size)


def _owner(g, block: int) -> int | None:
    """The team whose pozzetto ``block`` is now (R21.5), if it is one team's."""
    for t in range(len(g.teams)):
        if g.taken_blocks[t] == block:
            return t
    if g.kind == "fixed" or g.kind == "solo":
        return block if g.kind == "fixed" else g.team_of(block)
    return None


def _badge(captions: TableCaptions, lay: TableLayout, block: int, size: float) -> None:
    """Who took a block, as a badge where it lay (nothing before)."""
    from .captions import taken_plate

    scene = captions.scene
    g = scene.game
    key = ("pozzetto_state", block)
    box = lay.labels[key]
    box = Box(box.x + 1, box.y, max(0.0, box.w - 2), box.h)
    team = next((t for t in range(len(g.teams)) if g.taken_blocks[t] == block), None)
    if team is None:
        captions.place(key, "", box, size * 0.85)
        return
    taker = g.pozzetto_takers[team]
    name = (
        scene.controller.seat_label(taker, level=False)
        if taker is not None
        else QCoreApplication.translate("Table", "taken")
    )
    text = captions._fitting(box, 9.0, [QCoreApplication.translate("Table", "taken"), "✓"])  # ✓ if too narrow
    cap = captions.place(
        key, text, box, size, bold=True, align="center", plate=taken_plate(scene.controller, team)
    )
    cap.setToolTip(QCoreApplication.translate("Table", "taken by %1").replace("%1", name))
