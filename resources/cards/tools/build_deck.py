"""Turn the 56 SVGs written by ``render_svgs.mjs`` into the app's card files (stdlib only).

Usage::

    python build_deck.py RAW_DIR OUT_DIR

For every raw file (the package's names: ``Ha``, ``C10``, ``Sk``, ``J1``, ``B2`` …) it

* flattens ``<use>`` → ``<symbol>`` with ``flatten_svg.flatten`` so Qt's QSvgRenderer draws it right;
* renames it to the app's notation (RULES.md R1.1/R1.2): ranks ``A 2-9 T J Q K``, suits ``c d h s``,
  so ``Ha`` → ``Ah.svg``, ``C10`` → ``Tc.svg``, ``J1`` (the colour joker) → ``wr.svg``, ``J2``
  (the black joker) → ``wb.svg``;
* cleans the ace of spades: removes Kennard's QR code (the white ``<path>`` after the big spade)
  and the two ``<text>`` lines "www.me.uk" / "/cards/";
* writes two backs from Kennard's red diamond lattice ``B2``: ``back_r.svg`` as is and ``back_b.svg``
  with the red recoloured to blue (``BLUE``). Kennard's black back ``B1`` is not used.
* drops the React ``class`` attribute from the root and writes compact one-line SVG.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from flatten_svg import SVG, flatten, serialize

BLUE = "#1f4e9c"
RANKS = {"a": "A", "j": "J", "q": "Q", "k": "K", "10": "T", **{str(n): str(n) for n in range(2, 10)}}
SUITS = {"C": "c", "D": "d", "H": "h", "S": "s"}


def target_names(raw_name: str) -> list[str]:
    """The app's file stems for one raw package name (``[]`` for a file that is not used)."""
    if raw_name == "J1":
        return ["wr"]
    if raw_name == "J2":
        return ["wb"]
    if raw_name == "B2":
        return ["back_r", "back_b"]
    if raw_name == "B1":
        return []
    return [RANKS[raw_name[1:]] + SUITS[raw_name[0]]]


def clean_ace_of_spades(root: ET.Element) -> None:
    """Remove the two ``<text>`` lines and the white QR-code path drawn over the big spade."""
    texts = [e for e in root if e.tag == f"{SVG}text"]
    if [t.text for t in texts] != ["www.me.uk", "/cards/"]:
        raise ValueError(f"unexpected ace of spades texts: {[t.text for t in texts]}")
    qr = [e for e in root if e.tag == f"{SVG}path" and e.get("fill") == "#fff"]
    if len(qr) != 1:
        raise ValueError(f"expected one white QR path on the ace of spades, found {len(qr)}")
    for element in [*texts, *qr]:
        root.remove(element)


def recolour(root: ET.Element, old: str, new: str) -> int:
    """Replace ``old`` by ``new`` in every ``fill``/``stroke`` attribute; returns how many."""
    count = 0
    for element in root.iter():
        for attr in ("fill", "stroke"):
            if element.get(attr, "").lower() == old:
                element.set(attr, new)
                count += 1
    return count


def build(raw_dir: Path, out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for raw in sorted(raw_dir.glob("*.svg")):
        for stem in target_names(raw.stem):
            root = ET.parse(raw).getroot()
            root.attrib.pop("class", None)
            flatten(root)
            if raw.stem == "Sa":
                clean_ace_of_spades(root)
            if stem == "back_b" and recolour(root, "red", BLUE) == 0:
                raise ValueError("no red found to recolour in the back")
            path = out_dir / f"{stem}.svg"
            path.write_text(serialize(root), encoding="utf-8", newline="\n")
            written.append(path)
    if len(written) != 56:
        raise SystemExit(f"expected 56 card files, wrote {len(written)}")
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python build_deck.py RAW_DIR OUT_DIR", file=sys.stderr)
        return 2
    written = build(Path(argv[0]), Path(argv[1]))
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files to {argv[1]} ({total} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
