"""Words are looked up when they are painted, so a change of language shows at once."""

from __future__ import annotations

import ast
from pathlib import Path

from textual.command import CommandInput
from ui_helpers import SIZE

from spades_tui import i18n
from spades_tui.ui.app import SpadesApp

PACKAGE = Path(__file__).resolve().parents[2] / "spades_tui"


def looked_up_too_early() -> list[str]:
    """Key descriptions looked up when a Binding is made (at import, in one language) rather
    than marked with N_ for the Footer to look up as it paints."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Binding"):
                continue
            described = node.args[2:3] + [k.value for k in node.keywords if k.arg == "description"]
            for arg in described:
                if isinstance(arg, ast.Call) and getattr(arg.func, "id", "") != "N_":
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
                elif isinstance(arg, ast.Constant) and arg.value:
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} (not marked)")
    return found


def test_key_descriptions_are_marked_not_looked_up_at_import() -> None:
    assert looked_up_too_early() == []


async def test_the_command_palette_searches_in_the_language_in_use() -> None:
    for language, ascii_only, placeholder in (
        ("hu", False, "Parancs keresése…"),
        ("hu", True, "Parancs keresése..."),
        ("en", False, "Search for commands…"),
    ):
        i18n.use(language)
        try:
            app = SpadesApp(pace=0, ascii_only=ascii_only)
            async with app.run_test(size=SIZE) as pilot:
                await pilot.pause()
                await pilot.press("ctrl+p")
                await pilot.pause()
                assert app.screen.query_one(CommandInput).placeholder == placeholder
        finally:
            i18n.use("en")


def info_boxes_titled_in_english() -> list[str]:
    """InfoScreen boxes given a bare English title, which no catalog lookup would translate."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "InfoScreen"):
                continue
            title = node.args[0] if node.args else None
            if isinstance(title, ast.Constant) and isinstance(title.value, str):
                found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} {title.value!r}")
    return found


def test_info_box_titles_come_from_the_catalog() -> None:
    assert info_boxes_titled_in_english() == []
