"""The game's one style (issue 28, point 2): every dialog, panel and menu in the table's colours.

:func:`apply_style` sets it on the application once at start (the Fusion style, a palette and a
Qt style sheet made here from :class:`Look`) and again when the table's contrast changes in
Preferences. Two looks: ``normal`` — cream panels with felt-green accents, the felt-green dock
column beside the table and gold focus rings; ``high_contrast`` — white and black with a thick
blue focus ring, for the high-contrast table.

The sheet is text made from the colours (no file to package); widgets ask for a role of the
style with a dynamic property ``role`` (``title``, ``heading``, ``total``, ``muted``), and a
team's colour with :func:`team_stripe`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

#: the looks, as the table's contrast preference names them
LOOKS = ("normal", "high_contrast")


@dataclass(frozen=True, slots=True)
class Look:
    """The colours of a look (``#rrggbb``)."""

    window: str  # dialogs and the window's frame
    base: str  # fields, lists, tables
    alternate: str  # every other row of a table
    text: str
    muted: str  # secondary text
    border: str
    accent: str  # the felt's green: default buttons, headings, selections
    accent_text: str  # text on the accent
    header: str  # table headers
    focus: str  # the keyboard focus ring
    dock: str  # the column beside the table (score panel, Moves)
    dock_text: str
    dock_mine: str  # the player's own moves in the Moves list
    dock_soft: str  # secondary text in the column
    dock_button: str  # the score panel's button
    dock_edge: str  # its outline
    focus_width: int = 2


LOOK_COLOURS: dict[str, Look] = {
    "normal": Look(
        window="#f4efe1",
        base="#fffdf6",
        alternate="#f1ead6",
        text="#1b2a1f",
        muted="#5d6b60",
        border="#c4b894",
        accent="#1f6b3a",
        accent_text="#ffffff",
        header="#e4dcc2",
        focus="#c99400",
        dock="#0b3d22",
        dock_text="#f3f7f1",
        dock_mine="#ffe08a",
        dock_soft="#d6e4d2",
        dock_button="#14532f",
        dock_edge="#2f7a4b",
    ),
    "high_contrast": Look(
        window="#ffffff",
        base="#ffffff",
        alternate="#ececec",
        text="#000000",
        muted="#333333",
        border="#000000",
        accent="#0a1d10",
        accent_text="#ffffff",
        header="#dddddd",
        focus="#0050d0",
        dock="#000000",
        dock_text="#ffffff",
        dock_mine="#ffd21f",
        dock_soft="#e6e6e6",
        dock_button="#000000",
        dock_edge="#ffffff",
        focus_width=3,
    ),
}


def look_colours(look: str) -> Look:
    """The colours of ``look`` (``normal`` for an unknown name)."""
    return LOOK_COLOURS.get(look, LOOK_COLOURS["normal"])


def palette(look: str) -> QPalette:
    """The application palette of ``look``."""
    c = look_colours(look)
    p = QPalette()
    roles = QPalette.ColorRole
    for role, colour in (
        (roles.Window, c.window),
        (roles.WindowText, c.text),
        (roles.Base, c.base),
        (roles.AlternateBase, c.alternate),
        (roles.Text, c.text),
        (roles.Button, c.header),
        (roles.ButtonText, c.text),
        (roles.ToolTipBase, c.base),
        (roles.ToolTipText, c.text),
        (roles.PlaceholderText, c.muted),
        (roles.Highlight, c.accent),
        (roles.HighlightedText, c.accent_text),
        (roles.Link, c.accent),
        (roles.BrightText, "#ffffff"),
    ):
        p.setColor(role, QColor(colour))
    p.setColor(QPalette.ColorGroup.Disabled, roles.WindowText, QColor(c.muted))
    p.setColor(QPalette.ColorGroup.Disabled, roles.Text, QColor(c.muted))
    p.setColor(QPalette.ColorGroup.Disabled, roles.ButtonText, QColor(c.muted))
    return p


def style_sheet(look: str) -> str:
    """The Qt style sheet of ``look``."""
    c = look_colours(look)
    f = c.focus_width
    return f"""
QDialog, QMessageBox {{ background: {c.window}; }}
QPushButton {{
    background: {c.base}; color: {c.text}; border: {f}px solid {c.border};
    border-radius: 5px; padding: 3px 12px; min-height: 20px;
}}
QPushButton:hover {{ border-color: {c.accent}; }}
QPushButton:pressed {{ background: {c.header}; }}
QPushButton:default {{ background: {c.accent}; color: {c.accent_text}; border-color: {c.accent}; }}
QPushButton:focus {{ border-color: {c.focus}; }}
QPushButton:disabled {{ background: {c.window}; color: {c.muted}; border-color: {c.header}; }}
QPushButton:checked {{ background: {c.header}; border-color: {c.accent}; }}
QGroupBox {{
    border: 1px solid {c.border}; border-radius: 6px; margin-top: 14px; padding: 8px 6px 6px 6px;
    background: {c.base};
}}
QGroupBox::title {{
    subcontrol-origin: margin; subcontrol-position: top left; left: 10px; padding: 0 4px;
    color: {c.accent}; font-weight: bold;
}}
QTableView, QListView, QTreeView, QTextBrowser, QPlainTextEdit {{
    background: {c.base}; alternate-background-color: {c.alternate};
    border: 1px solid {c.border}; gridline-color: {c.header};
    selection-background-color: {c.accent}; selection-color: {c.accent_text};
}}
QTableView:focus, QListView:focus, QTreeView:focus, QTextBrowser:focus {{ border: {f}px solid {c.focus}; }}
QHeaderView::section {{
    background: {c.header}; color: {c.text}; border-style: solid; border-width: 0 1px 2px 0;
    border-color: {c.border} {c.border} {c.accent} {c.border}; padding: 3px 6px; font-weight: bold;
}}
QLineEdit {{
    background: {c.base}; border: 1px solid {c.border}; border-radius: 4px; padding: 2px 4px;
}}
QLineEdit:focus {{ border: {f}px solid {c.focus}; }}
QToolTip {{ background: {c.base}; color: {c.text}; border: 1px solid {c.border}; padding: 3px; }}
QLabel[role="title"] {{ color: {c.accent}; font-weight: bold; }}
QLabel[role="heading"] {{ color: {c.accent}; font-weight: bold; }}
QLabel[role="total"] {{ font-weight: bold; }}
QLabel[role="muted"] {{ color: {c.muted}; }}
QLabel[role="winner"] {{
    color: {c.accent_text}; background: {c.accent}; border-radius: 6px; padding: 6px 12px;
    font-weight: bold;
}}
QListWidget#replayMoves {{ background: {c.dock}; color: {c.dock_text}; border: none; padding: 2px; }}
QListWidget#replayMoves::item {{ padding: 1px 2px 1px 4px; }}
QListWidget#replayMoves::item:selected {{ background: {c.dock_mine}; color: #000000; }}
QDockWidget {{ color: {c.dock_text}; }}
QDockWidget::title {{ background: {c.dock}; padding: 4px 6px; }}
"""


def score_panel_sheet(look: str) -> str:
    """The score panel's own style sheet (set on the panel: a change of look lays it out
    again, which the application's sheet did not do for the docks)."""
    c = look_colours(look)
    f = c.focus_width
    return f"""
#scorePanel {{ background: {c.dock}; }}
#scorePanel QLabel {{ color: {c.dock_text}; }}
#scorePanel QLabel#sideTotal {{ font-weight: bold; font-size: 12pt; }}
#scorePanel QLabel#sideName {{ font-weight: bold; }}
#scorePanel QLabel#sideHand, #scorePanel QLabel#sideBuracos {{ color: {c.dock_soft}; }}
#scorePanel QLabel#scoreVp {{ color: {c.dock_mine}; }}
#scorePanel QPushButton {{
    color: {c.dock_text}; background: {c.dock_button}; border: 1px solid {c.dock_edge};
    border-radius: 3px; padding: 2px 8px; min-height: 0px;
}}
#scorePanel QPushButton:hover {{ border-color: {c.dock_text}; }}
#scorePanel QPushButton:focus {{ border: {f}px solid {c.focus}; }}
"""


def moves_sheet(look: str) -> str:
    """The Moves list's own style sheet (quiet lines on the dock column's colour)."""
    c = look_colours(look)
    return f"""
QListWidget#moveLogList {{
    background: {c.dock}; color: {c.dock_text}; border: none; padding: 2px;
}}
QListWidget#moveLogList::item {{ padding: 1px 2px 1px 6px; }}
QListWidget#moveLogList::item:selected {{ background: transparent; color: {c.dock_text}; }}
"""


def team_stripe(widget: QWidget, colour: str | Sequence[str], look: str = "normal") -> None:
    """Mark ``widget`` (a team's header on a sheet) with the team's ``colour``: a thick
    underline of it and the name in bold; with several colours (a pair of 3 and 5 players, one
    per side in it) the underline is split between them."""
    c = look_colours(look)
    colours = [colour] if isinstance(colour, str) else list(colour) or [c.border]
    if len(colours) == 1:
        ink = colours[0]
    else:
        stops = []
        for k, each in enumerate(colours):
            stops.append(f"stop:{k / len(colours):.3f} {each}")
            stops.append(f"stop:{(k + 1) / len(colours) - 0.001:.3f} {each}")
        ink = f"qlineargradient(x1:0, y1:0, x2:1, y2:0, {', '.join(stops)})"
    widget.setStyleSheet(
        f"QLabel {{ border-width: 0 0 4px 0; border-style: solid; border-color: {ink};"
        f" padding: 2px 4px; font-weight: bold; color: {c.text}; }}"
    )
    widget.setProperty("teamColour", colours[0])
    widget.setProperty("teamColours", " ".join(colours))


def current_look(app: QApplication | None = None) -> str:
    """The look applied to the application (``normal`` before :func:`apply_style`)."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    value = app.property("burracoLook") if app is not None else None
    return value if isinstance(value, str) and value in LOOKS else "normal"


def apply_style(look: str = "normal", app: QApplication | None = None) -> None:
    """Give the application (``app``, default the running one) the style of ``look`` (one of
    :data:`LOOKS`); nothing is done when it has it already."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None:
        return
    look = look if look in LOOKS else "normal"
    if app.property("burracoLook") == look and app.styleSheet():
        return
    if app.property("burracoLook") is None:  # once: the same widgets on every platform
        app.setStyle("Fusion")
    app.setPalette(palette(look))
    app.setStyleSheet(style_sheet(look))
    app.setProperty("burracoLook", look)
