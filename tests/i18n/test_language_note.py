"""Settings says when the screens speak another language than the one it shows chosen.

With ``--lang en`` and Magyar saved, Settings showed Magyar over English screens, with no
word of why.
"""

from __future__ import annotations

import pytest
from ui_helpers import screen_text, wait_until

from spades_tui import i18n
from spades_tui.settings import Settings, SettingsFile
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.settings import SettingsScreen


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.use("en")


async def test_settings_names_the_language_the_command_line_chose() -> None:
    SettingsFile().save(Settings(language="hu"))
    i18n.use("en")  # as --lang en does before the app starts
    app = SpadesApp(None, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_settings()
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.pause()
        assert "now English, from --lang" in screen_text(app)
        # Choosing English here makes the setting say what the screens speak.
        app.screen.query_one("#language").focus()
        await pilot.press("left")  # Magyar <- English
        await wait_until(pilot, lambda: "the words on every screen" in screen_text(app))
        assert "from --lang" not in screen_text(app)
        assert SettingsFile().load()[0].language == "en"


async def test_settings_names_the_language_the_environment_gave() -> None:
    SettingsFile().save(Settings(language=""))
    i18n.use("en")
    app = SpadesApp(None, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.action_settings()
        await wait_until(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await wait_until(pilot, lambda: "now English" in _language_row(app))
        assert "from the environment" in _language_row(app)


def _language_row(app: SpadesApp) -> str:
    return next((line for line in screen_text(app).splitlines() if "Language" in line), "")
