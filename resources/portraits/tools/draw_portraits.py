"""Draws the characters' portraits (issue 13): ``python resources/portraits/tools/draw_portraits.py``
writes ``resources/portraits/<key>.svg``, 128 × 128 flat vector faces made here (no third-party
art): a coloured disc, the face, hair, eyes, mouth and one accessory per character."""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent.parent

# key: background, skin, hair colour, hair style, accessory, mouth
FACES = {
    "pina": ("#c9a0dc", "#f1c9a5", "#e8e8e8", "bun", "glasses_round", "smile"),
    "gino": ("#f2b134", "#e0a878", "#5b3a29", "bald", "moustache", "grin"),
    "lucia": ("#7fb7be", "#f3d2b3", "#2f1b12", "long", "earrings", "smile"),
    "marco": ("#e4572e", "#d9a066", "#1d1d1d", "short", "none", "grin"),
    "giulia": ("#76b041", "#f6d5b8", "#a0522d", "ponytail", "none", "calm"),
    "bruno": ("#3f88c5", "#eac086", "#8c8c8c", "side", "glasses_square", "calm"),
    "rosa": ("#d7263d", "#c68642", "#111111", "curly", "flower", "smile"),
}


def hair(style: str, colour: str) -> str:
    if style == "bun":
        return (
            f'<circle cx="64" cy="22" r="14" fill="{colour}"/>'
            f'<path d="M30 60 Q32 26 64 28 Q96 26 98 60 Q92 40 64 40 Q36 40 30 60Z" fill="{colour}"/>'
        )
    if style == "bald":
        return (
            f'<path d="M30 62 Q30 50 36 46 L36 66Z" fill="{colour}"/>'
            f'<path d="M98 62 Q98 50 92 46 L92 66Z" fill="{colour}"/>'
        )
    if style == "long":
        return (
            f'<path d="M26 100 Q22 30 64 26 Q106 30 102 100 L90 100 Q94 50 64 42 '
            f'Q34 50 38 100Z" fill="{colour}"/>'
        )
    if style == "short":
        return f'<path d="M32 56 Q30 24 64 24 Q98 24 96 56 Q90 36 64 38 Q38 36 32 56Z" fill="{colour}"/>'
    if style == "ponytail":
        return (
            f'<path d="M96 46 Q118 60 104 92 Q104 66 92 56Z" fill="{colour}"/>'
            f'<path d="M32 58 Q30 24 64 24 Q98 24 96 58 Q84 38 64 38 Q44 38 32 58Z" fill="{colour}"/>'
        )
    if style == "side":
        return f'<path d="M32 54 Q34 26 66 26 Q96 28 96 52 Q80 36 50 42 Q38 44 32 54Z" fill="{colour}"/>'
    # curly
    return "".join(
        f'<circle cx="{x}" cy="{y}" r="10" fill="{colour}"/>'
        for x, y in ((36, 44), (46, 30), (64, 24), (82, 30), (92, 44), (30, 60), (98, 60))
    )


def accessory(kind: str) -> str:
    if kind == "glasses_round":
        return (
            '<g fill="none" stroke="#333" stroke-width="2.5"><circle cx="52" cy="62" r="8"/>'
            '<circle cx="76" cy="62" r="8"/><path d="M60 62 L68 62"/></g>'
        )
    if kind == "glasses_square":
        return (
            '<g fill="none" stroke="#222" stroke-width="2.5">'
            '<rect x="42" y="55" width="18" height="13" rx="2"/>'
            '<rect x="68" y="55" width="18" height="13" rx="2"/><path d="M60 61 L68 61"/></g>'
        )
    if kind == "moustache":
        return '<path d="M48 82 Q56 74 64 80 Q72 74 80 82 Q70 86 64 82 Q58 86 48 82Z" fill="#5b3a29"/>'
    if kind == "earrings":
        return (
            '<circle cx="34" cy="76" r="3.5" fill="#ffd700"/><circle cx="94" cy="76" r="3.5" fill="#ffd700"/>'
        )
    if kind == "flower":
        petals = "".join(
            f'<circle cx="{90 + dx}" cy="{34 + dy}" r="5" fill="#ff8fab"/>'
            for dx, dy in ((0, -6), (6, 0), (0, 6), (-6, 0))
        )
        return petals + '<circle cx="90" cy="34" r="3.5" fill="#ffd23f"/>'
    return ""


def mouth(kind: str) -> str:
    if kind == "grin":
        return '<path d="M50 86 Q64 100 78 86Z" fill="#7a2e2e"/>'
    line = 'fill="none" stroke="#7a2e2e" stroke-width="3" stroke-linecap="round"'
    if kind == "calm":
        return f'<path d="M54 88 Q64 92 74 88" {line}/>'
    return f'<path d="M50 86 Q64 98 78 86" {line}/>'


def portrait(key: str) -> str:
    bg, skin, hair_colour, style, extra, smile = FACES[key]
    back = hair(style, hair_colour) if style in ("long",) else ""
    front = "" if style in ("long",) else hair(style, hair_colour)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">'
        f"<title>{key}</title>"
        f'<circle cx="64" cy="64" r="64" fill="{bg}"/>'
        f"{back}"
        f'<path d="M30 128 Q34 104 64 104 Q94 104 98 128Z" fill="#ffffff" opacity="0.85"/>'
        f'<ellipse cx="64" cy="66" rx="32" ry="36" fill="{skin}"/>'
        f"{front}"
        '<circle cx="52" cy="62" r="3.5" fill="#222"/><circle cx="76" cy="62" r="3.5" fill="#222"/>'
        f'<path d="M62 66 Q64 74 66 74" fill="none" stroke="#00000055" stroke-width="2"/>'
        f"{mouth(smile)}{accessory(extra)}"
        "</svg>\n"
    )


if __name__ == "__main__":
    for key in FACES:
        (OUT / f"{key}.svg").write_text(portrait(key), encoding="utf-8")
        print(OUT / f"{key}.svg")
