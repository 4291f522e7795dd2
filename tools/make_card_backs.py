"""Write the two card backs, ``resources/cards/back_r.svg`` and ``back_b.svg`` (drawn for Burraco
Qt; run from the repository's top folder: ``python tools/make_card_backs.py``).

The backs must stay crisp at every size: no ``<pattern>`` (Qt resamples a fine pattern into a
flat or smeared block at small sizes). They are a coarse two-tone harlequin of 6 × 8 diamonds
drawn as plain paths (at 30 px wide a diamond is still about 4.5 px), a frame and a medallion.
"""

from __future__ import annotations

from pathlib import Path

W, H = 240, 336  # the deck's card size; the viewBox is centred like the faces'
FIELD = (-108, -156, 216, 312)  # x, y, width, height of the coloured field
COLUMNS, ROWS = 6, 8

COLOURS = {  # name: (dark, light, emblem)
    "back_r": ("#8e1020", "#d23346", "#f7d9a0"),
    "back_b": ("#123d8c", "#3a78d8", "#f7d9a0"),
}


def diamonds(light: str) -> str:
    x0, y0, w, h = FIELD
    cw, ch = w / COLUMNS, h / ROWS
    parts = []
    for row in range(ROWS):
        for col in range(COLUMNS):
            cx, cy = x0 + (col + 0.5) * cw, y0 + (row + 0.5) * ch
            parts.append(
                f"M{cx:g} {cy - ch / 2:g}L{cx + cw / 2:g} {cy:g}L{cx:g} {cy + ch / 2:g}"
                f"L{cx - cw / 2:g} {cy:g}Z"
            )
    return f'<path fill="{light}" d="{"".join(parts)}"/>'


def back(dark: str, light: str, emblem: str) -> str:
    x, y, w, h = FIELD
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
        f'viewBox="{-W // 2} {-H // 2} {W} {H}" preserveAspectRatio="none">'
        f'<rect x="-119.5" y="-167.5" width="239" height="335" rx="12" ry="12" fill="#fff" '
        f'stroke="#000"/>'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="10" ry="10" fill="{dark}"/>'
        + diamonds(light)
        + f'<rect x="{x + 5}" y="{y + 5}" width="{w - 10}" height="{h - 10}" rx="7" ry="7" '
        f'fill="none" stroke="#fff" stroke-width="4"/>'
        f'<ellipse cx="0" cy="0" rx="46" ry="64" fill="{dark}" stroke="#fff" stroke-width="6"/>'
        f'<path fill="{emblem}" d="M0 -40L24 0L0 40L-24 0Z"/>'
        f'<path fill="{dark}" d="M0 -20L12 0L0 20L-12 0Z"/>'
        "</svg>\n"
    )


def main() -> None:
    folder = Path(__file__).resolve().parent.parent / "resources" / "cards"
    for name, colours in COLOURS.items():
        (folder / f"{name}.svg").write_text(back(*colours), encoding="utf-8")


if __name__ == "__main__":
    main()
