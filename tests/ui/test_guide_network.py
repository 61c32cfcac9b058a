"""The guide has a section on playing over the network, in English and in Hungarian.

It had none: hosting, joining, the server and its web page, the codes (the friend's, one's
own to come back with, the watch code), a dropped connection and the shuffle check were
said only in the command line's help and in notices.
"""

from __future__ import annotations

from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[2] / "spades_tui" / "docs"
COMMANDS = ("spades-tui host", "spades-tui join", "spades-tui server", "--web", "ctrl+p")


@pytest.mark.parametrize(
    ("name", "heading", "words"),
    [
        ("guide.md", "Playing over the network", ("own code", "watch code", "shuffle verified")),
        ("guide.hu.md", "Hálózati játék", ("saját kódod", "nézői kód", "keverés ellenőrizve")),
    ],
)
def test_the_guide_tells_how_to_play_over_the_network(
    name: str, heading: str, words: tuple[str, ...]
) -> None:
    text = (DOCS / name).read_text(encoding="utf-8")
    assert f"\n## {heading}\n" in text
    section = text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    for needed in (*COMMANDS, *words):
        assert needed in section, needed
