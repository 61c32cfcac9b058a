"""A wrapped review line continues under its own words, never at the margin."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from spades_tui.ui.hanging import Hanging


def rendered(text: str, width: int) -> list[str]:
    console = Console(width=width, record=True, color_system=None)
    console.print(Hanging(Text(text)))
    return console.export_text().rstrip("\n").split("\n")


def test_a_long_line_wraps_two_deeper_than_it_starts() -> None:
    lines = rendered("  Trick 3: Bob's 7♥; best 10♥ Q♥ A♥ J♦ and more words here", 30)
    assert len(lines) > 1
    assert lines[0].startswith("  Trick 3:")
    for line in lines[1:]:
        assert line.startswith("    ") and not line.startswith("     ")
    assert all(len(line.rstrip()) <= 30 for line in lines)
    words = " ".join(" ".join(lines).split())
    assert words == "Trick 3: Bob's 7♥; best 10♥ Q♥ A♥ J♦ and more words here"


def test_a_short_line_is_left_as_it_is() -> None:
    assert rendered("    You play 4♥  =", 30) == ["    You play 4♥  ="]
