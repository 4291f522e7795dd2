"""The translations: the Italian file is complete and consistent with its English sources, the
committed ``.qm`` files are compiled from the ``.ts`` files as they are, and the ``.ts`` files
hold every literal translatable string of the Qt layers (as ``translations/update.py`` extracts
them).

Refresh after changing a user-visible string: ``python translations/update.py``, translate the new
Italian messages in ``translations/burraco_it.ts``, then run it again.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
IT_TS = TRANSLATIONS / "burraco_it.ts"

#: Italian translations allowed to equal their English source, with the reason.
SAME_AS_ENGLISH = {
    "Burraco": "the name of the game",
    "Burraco reale": "the Italian name of the variant, already Italian in the English UI",
    "super": "'super' is also the Italian word (badge of a super buraco)",
    "Super": "'super' is also the Italian word (super buracos in the statistics)",
    "8, 9, 10, J, Q, K": "ranks as printed on the cards (the table shows J, Q, K too)",
    "3, 4, 5, 6, 7": "numbers",
    "1–9": "keys of the keyboard",
    "D": "a shortcut key (draw)",
    "P": "a shortcut key (take the discard pile)",
    "Z": "a shortcut key (take the pozzetto instead of drawing, casual rules)",
    "Esc": "key name as printed on Italian keyboards",
    "F1": "key name",
    "Ctrl+N": "shortcut as Qt and Italian keyboards write it",
    "{count} × {bonus} = {points}": "a formula, only placeholders and symbols",
}

PLACEHOLDER = re.compile(r"%(?:\d+|n)|\{[^{}]*\}")
TAG = re.compile(r"</?[a-zA-Z][^>]*>")
MNEMONIC = re.compile(r"&(?!&)\w")


def _update_module():
    """``translations/update.py``, for its source list and tool lookup (kept in one place)."""
    spec = importlib.util.spec_from_file_location("burraco_translations_update", TRANSLATIONS / "update.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


UPDATE = _update_module()


def _messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def _forms(message: ET.Element) -> list[str]:
    """The translated text(s): one, or one per numerus form."""
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def _label(context: str, message: ET.Element) -> str:
    return f"{context}: {message.findtext('source')!r}"


IT_MESSAGES = _messages(IT_TS)


def test_the_italian_file_is_italian():
    root = ET.parse(IT_TS).getroot()
    assert root.get("language") == "it_IT"
    assert len(IT_MESSAGES) > 250


def test_every_italian_message_is_finished():
    problems = []
    for context, message in IT_MESSAGES:
        translation = message.find("translation")
        assert translation is not None
        forms = _forms(message)
        if translation.get("type") is not None:  # unfinished, vanished, obsolete
            problems.append(f"{_label(context, message)} is {translation.get('type')}")
        if message.get("numerus") == "yes" and len(forms) != 2:
            problems.append(f"{_label(context, message)} has {len(forms)} plural forms, not 2")
        if not all(form.strip() for form in forms):
            problems.append(f"{_label(context, message)} has an empty translation")
    assert not problems, "\n".join(problems)


def test_no_translation_is_left_in_english():
    same = []
    for context, message in IT_MESSAGES:
        source = message.findtext("source") or ""
        if source in SAME_AS_ENGLISH:
            continue
        if any(form == source for form in _forms(message)):
            same.append(_label(context, message))
    assert not same, "translations equal to the English source:\n" + "\n".join(same)


def test_the_allow_list_is_used_and_short():
    sources = {message.findtext("source") for _, message in IT_MESSAGES}
    assert len(SAME_AS_ENGLISH) <= 15
    assert not set(SAME_AS_ENGLISH) - sources, "allow-listed strings that no longer exist"


def test_placeholders_tags_and_mnemonics_are_kept():
    """Every %1, %2, %n and {field} of the source is in each translated form (and no other: an
    unknown {field} would raise in str.format); HTML tags and the Alt mnemonic are kept too."""
    problems = []
    for context, message in IT_MESSAGES:
        source = message.findtext("source") or ""
        for form in _forms(message):
            if Counter(PLACEHOLDER.findall(form)) != Counter(PLACEHOLDER.findall(source)):
                problems.append(f"{_label(context, message)}: placeholders of {form!r}")
            if [t.split()[0].rstrip(">") for t in TAG.findall(form)] != [
                t.split()[0].rstrip(">") for t in TAG.findall(source)
            ]:
                problems.append(f"{_label(context, message)}: HTML tags of {form!r}")
            if bool(MNEMONIC.search(form)) != bool(MNEMONIC.search(source)):
                problems.append(f"{_label(context, message)}: mnemonic of {form!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", sorted(UPDATE.LANGUAGES))
def test_committed_qm_matches_the_ts(language, tmp_path):
    ts = TRANSLATIONS / f"burraco_{language}.ts"
    qm = tmp_path / f"burraco_{language}.qm"
    subprocess.run(
        [UPDATE.tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True
    )
    assert qm.read_bytes() == (TRANSLATIONS / f"burraco_{language}.qm").read_bytes(), (
        f"burraco_{language}.qm is stale: run python translations/update.py"
    )


def _extracted(tmp_path: Path) -> set[tuple[str, str]]:
    """(context, source) of every string lupdate finds in the sources update.py scans."""
    sources: list[str] = []
    for s in UPDATE.SOURCES:
        path = ROOT / s
        sources += sorted(str(p) for p in path.rglob("*.py")) if path.is_dir() else [str(path)]
    fresh = tmp_path / "fresh_it.ts"
    subprocess.run(
        [
            UPDATE.tool("pyside6-lupdate"),
            *sources,
            "-no-obsolete",
            "-locations",
            "none",
            "-target-language",
            "it_IT",
            "-ts",
            str(fresh),
        ],
        check=True,
        capture_output=True,
    )
    return {(context, message.findtext("source") or "") for context, message in _messages(fresh)}


@pytest.mark.parametrize("language", sorted(UPDATE.LANGUAGES))
def test_every_translatable_string_is_in_the_ts(language, tmp_path):
    extracted = _extracted(tmp_path)
    assert len(extracted) > 250
    present = {
        (context, message.findtext("source") or "")
        for context, message in _messages(TRANSLATIONS / f"burraco_{language}.ts")
    }
    missing, stale = sorted(extracted - present), sorted(present - extracted)
    assert not missing and not stale, (
        f"run python translations/update.py\nnot in burraco_{language}.ts: {missing}\n"
        f"no longer in the sources: {stale}"
    )


def test_every_context_is_a_class_or_translate_context(tmp_path):
    """A context that is not a plain name (``""``, ``"self.move_log"``) comes from a call lupdate
    misreads (an alias of translate, ``other.tr(...)``): the app looks the string up in another
    context at run time, so its translation is never used."""
    contexts = {context for context, _ in _extracted(tmp_path)}
    odd = sorted(c for c in contexts if not c.isidentifier())
    assert not odd, f"translation contexts that are not plain names: {odd}"
