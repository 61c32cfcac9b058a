"""An empty cell or side reads as a dash "–", not a hyphen (a hyphen joins words); in ASCII
it is the hyphen, the nearest plain character."""

from pathlib import Path

from rich.console import Console
from ui_helpers import position

from spades_tui.core.game import Phase
from spades_tui.stats import Tally
from spades_tui.ui.screens.stats import tally_table
from spades_tui.ui.widgets.memory import memory_text
from spades_tui.words.cards import UNICODE


def _table_text(table) -> str:
    console = Console(width=120, record=True, color_system=None)
    console.print(table)
    return console.export_text()


def test_an_empty_statistics_cell_is_a_dash():
    row = Tally(label="vs normal", level="normal", abandoned=1)  # no game finished yet
    shown = _table_text(tally_table([row]))
    assert "–" in shown and " - " not in shown, shown
    plain = _table_text(tally_table([row], ascii_only=True))
    assert "–" not in plain and " - " in plain, plain


def _a_suit_gone(game) -> bool:
    """Play until a suit row of the panel has an empty side."""
    view = game.view(0)
    return game.phase is Phase.PLAY and any(
        not [c for c in view.hand if c // 13 == suit] for suit in range(4)
    )


def test_an_empty_side_of_the_knowledge_panel_is_a_dash():
    game = position(5, stop=_a_suit_gone)
    rows = memory_text(game.view(0), width=40).plain.splitlines()[:4]
    assert any(row[2:].startswith("– /") for row in rows), rows
    assert not any(row[2:].startswith("- /") for row in rows), rows
    plain = memory_text(game.view(0), ascii_only=True, width=40).plain.splitlines()[:4]
    assert any(row[2:].startswith("- /") for row in plain), plain


def test_the_guides_name_the_panel_s_mark_for_none():
    """The guide explains the knowledge panel's empty side with the mark the panel draws."""
    docs = Path(__file__).resolve().parents[2] / "spades_tui" / "docs"
    for name in ("guide.md", "guide.hu.md"):
        text = (docs / name).read_text(encoding="utf-8")
        assert f"`{UNICODE.none}`" in text, name
        assert "`-`" not in text, name
