"""Two problems at start-up (a broken settings file, a broken save): each is read whole, one
after the other, and neither covers the other."""

from __future__ import annotations

import os
from pathlib import Path

from ui_helpers import SIZE, screen_text, wait_until

from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.home import HomeScreen
from spades_tui.ui.screens.info import InfoScreen


async def test_the_settings_notice_waits_until_the_broken_save_is_read(tmp_path: Path) -> None:
    config = Path(os.environ["SPADES_TUI_CONFIG"])
    (config / "settings.toml").write_text("theme = [broken\n", encoding="utf-8")
    storage = Storage(tmp_path / "a-rather-long-folder-name" / "for-the-saved-games")
    storage.current_path.parent.mkdir(parents=True, exist_ok=True)
    storage.current_path.write_text('{"broken": ', encoding="utf-8")
    app = SpadesApp(None, pace=0, trick_pause=0, storage=storage)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
        await pilot.pause()
        # The whole dialog reads, its path included: no notice lies over it.
        text = screen_text(app)
        assert "settings.toml" not in text and "▌" not in text
        assert "current.json" in text, text
        assert not app._notifications
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, HomeScreen))
        # Then the settings' problem is said, over the home screen.
        await wait_until(pilot, lambda: bool(app._notifications))
        (notice,) = list(app._notifications)
        assert "settings.toml" in notice.message
