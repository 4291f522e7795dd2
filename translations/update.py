"""Refresh the translations: ``python translations/update.py``.

1. ``pyside6-lupdate`` extracts every literal ``tr()`` / ``QCoreApplication.translate()`` string
   of the Qt layers (``burraco_qt/model``, ``burraco_qt/ui``, ``burraco_qt/sound.py``) into
   ``burraco_en.ts`` and ``burraco_it.ts`` (existing translations are kept).
2. The English file's plural forms ("%n card(s)") are filled in: singular and plural.
3. ``pyside6-lrelease`` compiles both into ``.qm`` files, which are committed and shipped
   (``tests/project/test_translations.py`` checks that they match the ``.ts`` files).
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SOURCES = ["burraco_qt/model", "burraco_qt/ui", "burraco_qt/sound.py"]
LANGUAGES = {"en": "en_GB", "it": "it_IT"}


def tool(name: str) -> str:
    exe = Path(sys.executable).with_name(name)
    return str(exe) if exe.exists() else (shutil.which(name) or name)


def english_plural(text: str, plural: bool) -> str:
    """'%n card(s)' -> '%n card' / '%n cards'."""
    return re.sub(
        r"(\w+)\((\w+)\)", (lambda m: m.group(1) + m.group(2)) if plural else (lambda m: m.group(1)), text
    )


def fill_english(ts: Path) -> None:
    tree = ET.parse(ts)
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        for child in list(translation):
            translation.remove(child)
        translation.attrib.pop("type", None)
        translation.text = None
        for plural in (False, True):
            form = ET.SubElement(translation, "numerusform")
            form.text = english_plural(source, plural)
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def main() -> int:
    sources = []
    for s in SOURCES:
        path = ROOT / s
        sources += sorted(str(p) for p in path.rglob("*.py")) if path.is_dir() else [str(path)]
    for lang, locale in LANGUAGES.items():
        ts = HERE / f"burraco_{lang}.ts"
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                *sources,
                "-no-obsolete",
                "-locations",
                "none",
                "-target-language",
                locale,
                "-ts",
                str(ts),
            ],
            check=True,
        )
        if lang == "en":
            fill_english(ts)
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
