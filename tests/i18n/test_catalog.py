"""The Hungarian catalog is complete: every message the code looks up has a finished translation.

The messages are extracted from the package with Babel's own extractor (``_``, ``ngettext`` and
the ``N_`` marker), the way the catalog is made, so a string wrapped in code but never
translated, or a translation left fuzzy or empty, fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from spades_tui import i18n

PACKAGE = Path(i18n.__file__).resolve().parent
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "NP_": ((1, "c"), 2),
}
# A field may carry a case ending in a translation ({n:t}: 6-ot); it is the same field.
FIELD = re.compile(r"\{\w*(?:![rs])?(?=[:}])|%\(\w+\)[sdr]|%[sdr]")


def extracted() -> set[str]:
    found = set()
    for _file, _line, message, _comments, context in extract_from_dir(
        str(PACKAGE), keywords=KEYWORDS, comment_tags=()
    ):
        found.add((message[0] if isinstance(message, tuple) else message, context))
    return found


def hungarian():
    with i18n.po_path("hu").open("rb") as f:
        return read_po(f, locale="hu")


def test_every_looked_up_message_is_in_the_hungarian_catalog() -> None:
    catalog = hungarian()
    missing = sorted(m for m, c in extracted() if m and catalog.get(m, context=c) is None)
    assert not missing, f"not in the Hungarian catalog: {missing}"


def test_no_hungarian_entry_is_untranslated_or_fuzzy() -> None:
    catalog = hungarian()
    assert not catalog.fuzzy
    bad = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            bad.append(message.id)
    assert not bad, f"untranslated or fuzzy: {bad}"


def test_translations_keep_every_placeholder() -> None:
    """A lost {name} would drop a word; an invented one would stop the sentence at paint time."""
    wrong = []
    for message in hungarian():
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(FIELD.findall(ids[-1]))
        for text in strings:
            if set(FIELD.findall(text)) != wanted:
                wrong.append((ids[0], text))
    assert not wrong


def test_the_check_finds_a_planted_untranslated_message(tmp_path: Path) -> None:
    """The extraction really reaches the code: a new wrapped sentence is found missing."""
    planted = tmp_path / "planted.py"
    planted.write_text('from spades_tui.i18n import _\nWORDS = _("A sentence nobody translated")\n')
    found = {m[2] for m in extract_from_dir(str(tmp_path), keywords=KEYWORDS, comment_tags=())}
    assert "A sentence nobody translated" in found
    assert hungarian().get("A sentence nobody translated") is None


@pytest.mark.parametrize("plural", [1, 2, 5])
def test_plural_forms_follow_hungarian_rules(plural: int) -> None:
    i18n.use("hu")
    try:
        text = i18n.ngettext("{name} exchanged {n} card", "{name} exchanged {n} cards", plural)
        # Hungarian keeps the noun singular after a number: "3 lapot", never "3 lapokat".
        assert text.format(name="Anna", n=plural) == f"Anna {plural} lapot cserélt"
    finally:
        i18n.use("en")


def test_no_translation_hedges_its_article_with_a_z() -> None:
    """ "a(z)" is how a machine avoids choosing between a and az; a person rewords instead."""
    hedged = [
        message.id
        for message in hungarian()
        for text in (message.string if isinstance(message.string, tuple) else (message.string,))
        if message.id and "a(z)" in text.lower()
    ]
    assert not hedged


# ---------------------------------------------------------------------- one word for each thing
GLOSSARY = PACKAGE.parent / "docs" / "glossary.md"
HUNGARIAN_DOCS = [PACKAGE / "docs" / "guide.hu.md", PACKAGE / "docs" / "keys.hu.md"]
RANK_BEFORE_SUIT = re.compile(r"\b(ász|király|dáma|bubi|tízes)\s+(pikk|kőr|káró|treff)\b", re.I)
ASCII_QUOTES = re.compile(r"'[^']*'|\"[^\"]*\"")
HYPHEN_MINUS = re.compile(r"(?<![\w-])-\d")


def never_said() -> list[str]:
    """The "we never say" column of the glossary's table, one word or phrase each."""
    text = GLOSSARY.read_text(encoding="utf-8").split("## We say / we never say", 1)[1]
    rows = [line for line in text.split("\n## ", 1)[0].splitlines() if line.startswith("| ")]
    words = [w.strip() for row in rows[1:] for w in row.strip("|").split("|")[2].split(",")]
    return [w for w in words if w]


def hungarian_texts() -> list[tuple[str, str]]:
    """(where, text) for every Hungarian translation and the Hungarian guide and keys page."""
    texts = []
    for message in hungarian():
        if message.id:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            texts += [(ids[0], text) for text in strings]
    for doc in HUNGARIAN_DOCS:
        # Code spans are keys and commands as typed (`-`, `--rule`), not words.
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            texts.append((f"{doc.name}:{number}", re.sub(r"`[^`]*`", "", line)))
    return texts


def never_found(texts: list[tuple[str, str]]) -> list[tuple[str, str]]:
    found = []
    for word in never_said():
        pattern = re.compile(r"(?<!\w)" + re.escape(word), re.IGNORECASE)
        found += [(where, word) for where, text in texts if pattern.search(text)]
    return found


def test_the_glossary_lists_words_never_said() -> None:
    words = never_said()
    assert {"trükk", "nehéz", "osztás", "Guest"} <= set(words)
    # One name for a screen, a place and a count; no officialese.
    assert {"kezdőlap", "előtér", "parti", "eldobásra kerül", "kell legyen"} <= set(words)
    # The program never speaks as "I" or "we" ("újra próbálom", "elmentjük").
    assert {"újra próbálom", "feladtam", "elmentjük", "leállítottuk"} <= set(words)


def test_no_hungarian_text_uses_a_word_the_glossary_never_says() -> None:
    assert not never_found(hungarian_texts())


def test_the_never_check_finds_a_planted_word() -> None:
    planted = [("planted", "A trükköt a nehéz gép vitte el ebben az osztásban.")]
    assert {word for _where, word in never_found(planted)} == {"trükk", "nehéz", "osztás"}
    assert not never_found([("fine", "Az ütést az erős gép vitte el ebben a leosztásban.")])


def test_hungarian_typography() -> None:
    """Suit before rank, „…” quotes, one-character dots and a real minus sign."""
    wrong = [
        (where, text)
        for where, text in hungarian_texts()
        if RANK_BEFORE_SUIT.search(text)
        or ASCII_QUOTES.search(text)
        or "..." in text
        or HYPHEN_MINUS.search(text)
    ]
    assert not wrong
    assert RANK_BEFORE_SUIT.search("pl. dk (dáma kőr)")
    assert HYPHEN_MINUS.search("43 - 100 = -57") and not HYPHEN_MINUS.search("2**63-1")


SPACED_RANGE = re.compile(r"(\d|\{(low|high|last|limit)\})\s[–-]\s(\d|\{(low|high)\})")


def test_hungarian_dashes() -> None:
    """Hungarian has no em dash (a spaced en dash stands for it), and a range between two
    figures is an en dash without spaces: 1–100 000."""
    wrong = [(w, t) for w, t in hungarian_texts() if "—" in t or SPACED_RANGE.search(t)]
    assert not wrong
    assert SPACED_RANGE.search("0 – {high}") and SPACED_RANGE.search("1 - 100")
    assert not SPACED_RANGE.search("Bob – Gép")


def test_no_hungarian_hint_nests_parentheses() -> None:
    """A hint's reason is shown in parentheses ("Tipp (erős): … (reason)."): a reason with
    parentheses of its own reads as a machine's nesting."""
    catalog = hungarian()
    parts = [
        message[0] if isinstance(message, tuple) else message
        for _line, message, _comments, _context in extract_python_file(PACKAGE / "ui" / "hints.py")
    ]
    assert len(parts) > 20  # every reason and advice of the hints

    def translated(part: str) -> str:  # the plural forms of a count, one after the other
        string = catalog.get(part).string
        return " ".join(string) if isinstance(string, tuple) else string

    nested = [
        translated(part)
        for part in parts
        if not part.startswith("Hint from") and re.search(r"[()]", translated(part))
    ]
    assert not nested


def extract_python_file(path: Path):
    from babel.messages.extract import extract

    with path.open("rb") as f:
        yield from extract("python", f, keywords=KEYWORDS, comment_tags=())


@pytest.mark.parametrize("path", [i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot", i18n.po_path("hu")])
def test_the_catalog_files_are_well_formed(path: Path) -> None:
    # New entries are added by hand at the end of each file; an entry that lost a line where
    # two sets of new entries met is only a warning to a reader that skips it.
    with path.open("rb") as f:
        read_po(f, abort_invalid=True)


@pytest.mark.parametrize(
    "catalog", ["spades_tui.pot", "hu/LC_MESSAGES/spades_tui.po"], ids=["template", "hungarian"]
)
def test_no_message_is_in_a_catalog_twice(catalog: str) -> None:
    # Two entries for one message: gettext keeps one of them, so the other's place on screen
    # says the wrong words (a renamed message once took the ▲ key's).
    text = (PACKAGE / "locale" / catalog).read_text(encoding="utf-8")
    entry = re.compile(r'(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid ((?:"(?:[^"\\]|\\.)*"\n)+)')
    seen: set[tuple[str, str]] = set()
    for context, msgid in entry.findall(text):
        key = (context, "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', msgid)))
        assert key not in seen, key
        seen.add(key)
    assert len(seen) > 1000
