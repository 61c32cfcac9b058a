"""The Hungarian guide and keys page have the sections of their English twins, in order.

A section added to the English page and forgotten in Hungarian is what left the Hungarian
keys page without the after-a-hand, review and history sections.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[2] / "spades_tui" / "docs"
HEADING = re.compile(r"^(#{1,6}) \S")


def outline(path: Path) -> list[tuple[int, int]]:
    """Each heading's level and the number of table rows under it (before the next one)."""
    sections: list[tuple[int, int]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        heading = HEADING.match(line)
        if heading:
            sections.append((len(heading.group(1)), 0))
        elif line.startswith("| ") and sections and not line.startswith("|---"):
            level, rows = sections[-1]
            sections[-1] = (level, rows + 1)
    return sections


@pytest.mark.parametrize("name", ["guide", "keys"])
def test_the_hungarian_page_has_the_english_sections_in_order(name: str) -> None:
    english, hungarian = outline(DOCS / f"{name}.md"), outline(DOCS / f"{name}.hu.md")
    assert [level for level, _rows in hungarian] == [level for level, _rows in english]


@pytest.mark.parametrize("name", ["guide", "keys"])
def test_each_hungarian_table_has_the_rows_of_the_english_one(name: str) -> None:
    assert outline(DOCS / f"{name}.hu.md") == outline(DOCS / f"{name}.md")


def test_the_outline_sees_a_missing_section(tmp_path: Path) -> None:
    short = tmp_path / "keys.hu.md"
    text = (DOCS / "keys.hu.md").read_text(encoding="utf-8")
    short.write_text(text.split("## Egy leosztás után", 1)[0], encoding="utf-8")
    assert len(outline(short)) < len(outline(DOCS / "keys.md"))


@pytest.mark.parametrize("language, name", [("en", "guide.md"), ("hu", "guide.hu.md")])
def test_the_guide_names_each_rule_option_as_the_new_game_form_does(language, name) -> None:
    """One name for each rule option: the guide's table says what the form's label says."""
    from spades_tui import i18n
    from spades_tui.ui.rule_words import RULE_WORDS

    rows = re.findall(r"^\| (.+?) \| `(\w+)` \|", (DOCS / name).read_text(encoding="utf-8"), re.M)
    i18n.use(language)
    try:
        labels = {option: i18n._(words[0]) for option, words in RULE_WORDS.items()}
    finally:
        i18n.use("en")
    assert dict((option, label) for label, option in rows) == labels
