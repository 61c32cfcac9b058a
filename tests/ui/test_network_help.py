"""F1 on a network screen opens the guide at its section on playing over the network.

The network form, the host's waiting screen, the lobby and the spectator's screen opened the
guide at its start ("How to play"), and the network section had no number on the guide's
contents line, as every other section has.
"""

from __future__ import annotations

import pytest
from ui_helpers import SIZE, screen_text, wait_until

from spades_tui import i18n
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.help import SECTIONS, HelpScreen, contents_line
from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen
from spades_tui.ui.screens.network import NetworkScreen
from spades_tui.ui.spectate import SpectatorScreen

SCROLL_BAR = " ▁▂▃▄▅▆▇█"


def first_line_below_contents(app: SpadesApp) -> str:
    lines = [line.rstrip(SCROLL_BAR).strip() for line in screen_text(app).splitlines()]
    return next(line for line in lines[1:] if line)


async def help_on(screen_of, tmp_path) -> str:  # type: ignore[no-untyped-def]
    """The first line the guide shows when F1 is pressed over the screen made by
    ``screen_of(app)``."""
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(screen_of(app))
        await pilot.pause()
        await pilot.press("f1")
        await wait_until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        await pilot.pause()
        return first_line_below_contents(app)


@pytest.mark.parametrize(
    "screen_of",
    [
        lambda app: NetworkScreen(lambda choice: None),
        lambda app: WaitScreen("Waiting for a friend to join"),
        lambda app: LobbyScreen("127.0.0.1:7777", "Ann"),
        lambda app: SpectatorScreen(),
    ],
    ids=["form", "waiting", "lobby", "spectator"],
)
async def test_f1_on_a_network_screen_opens_the_network_section(screen_of, tmp_path) -> None:
    assert await help_on(screen_of, tmp_path) == "Playing over the network"


async def test_the_network_section_has_its_number_and_key(tmp_path) -> None:
    numbers = {name: n for n, name in enumerate(SECTIONS, start=1)}
    assert "8 Network" in contents_line().plain and numbers["network"] == 8
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(HelpScreen())
        await pilot.pause()
        await pilot.press("8")
        await pilot.pause()
        assert first_line_below_contents(app) == "Playing over the network"
        assert "1–9" in screen_text(app)


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_contents_line_fits_80_columns(language: str) -> None:
    i18n.use(language)
    try:
        assert len(contents_line().plain) <= 78  # the line's padding takes the other two
    finally:
        i18n.use("en")


def test_the_hungarian_contents_call_double_nil_by_its_name() -> None:
    # "1 Nulla" named the nil bid, another thing, for the section on double nil (vak nulla).
    i18n.use("hu")
    try:
        assert contents_line().plain.startswith("1 Vak 2 ")
    finally:
        i18n.use("en")
