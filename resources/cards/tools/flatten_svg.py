"""Flatten ``<use>`` → ``<symbol viewBox=…>`` references into plain transformed groups (stdlib only).

Why: Adrian Kennard's card SVGs draw the pips, indices and court pictures as ``<symbol>`` elements
with a ``viewBox``, placed by ``<use x y width height>``. Qt's ``QSvgRenderer`` (Qt 6.7+, which
knows ``<symbol>``) sizes that symbol viewport wrongly, so the court art is blown up over the whole
card. This module rewrites each such ``<use>`` as a ``<g transform=…>`` holding a deep copy of the
symbol's children, with the viewBox → viewport mapping spelled out as a transform, then removes the
``<symbol>`` elements. The result draws the same in browsers and correctly in Qt.

The mapping follows SVG 1.1 §7.8 (viewBox + preserveAspectRatio) and §5.6 (``<use>`` of a symbol):

* ``width``/``height`` missing on the ``<use>`` mean 100 % of the root viewBox;
* ``preserveAspectRatio="none"`` scales x and y separately (``kx = w/vbw``, ``ky = h/vbh``);
  otherwise one scale ``k = min`` (``meet``, the default) or ``max`` (``slice``) of the two, and the
  ``xMin|xMid|xMax`` / ``YMin|YMid|YMax`` alignment gives the offset;
* the group's transform is ``<use transform> translate(x+dx, y+dy) scale(kx, ky) translate(-vbx, -vby)``;
* the ``<use>``'s other attributes (``stroke``, ``fill``, …) move to the group, where they are
  inherited exactly as they would be through the ``<use>``.

Symbols that use other symbols are handled by recursing into each copy. ``<use>`` elements that
point at anything other than a symbol (e.g. a ``<path>``) are left alone: Qt draws those fine.
The symbol viewport clip (``overflow: hidden``) is not reproduced; Kennard's art does not need it.

Command line::

    python flatten_svg.py IN.svg OUT.svg

As a module: ``flatten(root)`` edits an ``ElementTree`` root in place; ``serialize(root)`` returns
compact SVG text (no pretty-printing).
"""

from __future__ import annotations

import copy
import re
import sys
import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
SVG = f"{{{SVG_NS}}}"
XLINK_HREF = f"{{{XLINK_NS}}}href"

ET.register_namespace("", SVG_NS)
ET.register_namespace("xlink", XLINK_NS)

_GEOMETRY = {"x", "y", "width", "height", "href", XLINK_HREF, "transform"}


def _num(value: str | None, reference: float, default: float) -> float:
    """A length in user units; ``%`` is relative to ``reference``; ``None`` gives ``default``."""
    if value is None or not value.strip():
        return default
    value = value.strip()
    if value.endswith("%"):
        return float(value[:-1]) / 100.0 * reference
    return float(re.sub(r"(px)$", "", value))


def _fmt(value: float) -> str:
    """Short decimal text for a transform number (6 significant digits, no trailing zeros)."""
    text = f"{value:.6g}"
    return "0" if text == "-0" else text


def _viewbox(element: ET.Element) -> tuple[float, float, float, float] | None:
    raw = element.get("viewBox")
    if not raw:
        return None
    parts = [float(p) for p in re.split(r"[\s,]+", raw.strip())]
    if len(parts) != 4:
        raise ValueError(f"bad viewBox {raw!r}")
    return parts[0], parts[1], parts[2], parts[3]


def _viewport_transform(
    x: float, y: float, w: float, h: float, vb: tuple[float, float, float, float], par: str | None
) -> str:
    """The transform that maps the viewBox ``vb`` into the viewport (x, y, w, h)."""
    vbx, vby, vbw, vbh = vb
    words = (par or "xMidYMid meet").split()
    align = words[0]
    if align == "defer":  # only meaningful on <image>; ignore it
        words = words[1:] or ["xMidYMid"]
        align = words[0]
    if align == "none":
        kx, ky = w / vbw, h / vbh
        dx = dy = 0.0
    else:
        slice_ = len(words) > 1 and words[1] == "slice"
        k = max(w / vbw, h / vbh) if slice_ else min(w / vbw, h / vbh)
        kx = ky = k
        spare_x, spare_y = w - vbw * k, h - vbh * k
        dx = {"xMin": 0.0, "xMid": spare_x / 2, "xMax": spare_x}[align[:4]]
        dy = {"YMin": 0.0, "YMid": spare_y / 2, "YMax": spare_y}[align[4:]]
    parts = [f"translate({_fmt(x + dx)},{_fmt(y + dy)})", f"scale({_fmt(kx)},{_fmt(ky)})"]
    if vbx or vby:
        parts.append(f"translate({_fmt(-vbx)},{_fmt(-vby)})")
    return " ".join(parts)


def flatten(root: ET.Element) -> int:
    """Replace every ``<use>`` of a symbol with a viewBox by a transformed ``<g>``; drop the symbols.

    Returns the number of ``<use>`` elements replaced (nested ones included).
    """
    symbols = {s.get("id"): s for s in root.iter(f"{SVG}symbol") if s.get("id")}
    root_vb = _viewbox(root) or (0.0, 0.0, _num(root.get("width"), 0, 100), _num(root.get("height"), 0, 100))
    replaced = 0

    def walk(parent: ET.Element, depth: int) -> None:
        nonlocal replaced
        if depth > 50:
            raise ValueError("symbols nest too deeply (a reference cycle?)")
        for index, child in enumerate(list(parent)):
            if child.tag == f"{SVG}symbol":
                continue  # removed at the end; only its copies are walked
            if child.tag == f"{SVG}use":
                href = child.get(XLINK_HREF) or child.get("href") or ""
                symbol = symbols.get(href[1:]) if href.startswith("#") else None
                if symbol is not None:
                    group = _group_for(child, symbol, root_vb)
                    parent[index] = group
                    replaced += 1
                    walk(group, depth + 1)
                    continue
            walk(child, depth)

    walk(root, 0)
    for parent in list(root.iter()):
        for child in list(parent):
            if child.tag == f"{SVG}symbol":
                parent.remove(child)
    for defs in root.findall(f"{SVG}defs"):
        if len(defs) == 0:
            root.remove(defs)
    return replaced


def _group_for(use: ET.Element, symbol: ET.Element, root_vb: tuple[float, float, float, float]) -> ET.Element:
    _, _, root_w, root_h = root_vb
    x = _num(use.get("x"), root_w, 0.0)
    y = _num(use.get("y"), root_h, 0.0)
    w = _num(use.get("width"), root_w, root_w)
    h = _num(use.get("height"), root_h, root_h)
    group = ET.Element(f"{SVG}g")
    for key, value in use.attrib.items():
        if key not in _GEOMETRY:
            group.set(key, value)
    vb = _viewbox(symbol)
    inner = (
        _viewport_transform(x, y, w, h, vb, symbol.get("preserveAspectRatio"))
        if vb
        else (f"translate({_fmt(x)},{_fmt(y)})" if x or y else "")
    )
    transform = f"{use.get('transform', '')} {inner}".strip()
    if transform:
        group.set("transform", transform)
    group.extend(copy.deepcopy(c) for c in symbol)
    return group


def serialize(root: ET.Element) -> str:
    """Compact SVG text: one line, no XML declaration, no pretty-printing."""
    for element in root.iter():
        if element.text is not None and not element.text.strip():
            element.text = None
        if element.tail is not None and not element.tail.strip():
            element.tail = None
    return ET.tostring(root, encoding="unicode", xml_declaration=False) + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python flatten_svg.py IN.svg OUT.svg", file=sys.stderr)
        return 2
    root = ET.parse(argv[0]).getroot()
    count = flatten(root)
    with open(argv[1], "w", encoding="utf-8", newline="\n") as out:
        out.write(serialize(root))
    print(f"{argv[0]} -> {argv[1]}: {count} <use> of symbols flattened")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
