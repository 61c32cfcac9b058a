"""A change of language in Settings reaches every screen on the stack, the header included.

The wide check switches to the pseudo-locale (standing in for Hungarian) with Settings opened
over each screen of a whole game and of the study tour, then looks at that screen again: a word
still in English was set once and never said again in the new language.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from screen_tour import study_tour
from test_pseudo_locale import MARKED, WIDE, bypassing_words, data_taken_out
from textual.app import App
from textual.pilot import Pilot
from textual.screen import ModalScreen
from textual.widgets import Header
from ui_helpers import (
    SIZE,
    app_for,
    position,
    screen_text,
    tour_a_game,
    wait_until,
)

from spades_tui import i18n
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.home import HomeScreen
from spades_tui.ui.screens.settings import SettingsScreen
from spades_tui.ui.setup import HUMAN

# A file that could not be read and a refused form field are said in the language of the
# moment they happened; they are not worded again.
WORDED_WHEN_THEY_HAPPENED = {"history: unreadable file", "join form: a mistake"}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.use("en")


@pytest.fixture
def pseudo_for_hungarian(monkeypatch):
    """Choosing Magyar in Settings speaks the pseudo-locale, so stale words stand out."""
    monkeypatch.setattr(
        i18n,
        "choose",
        lambda option, setting="", environ=None: "pseudo" if setting == "hu" else "en",
    )


async def choose_language(app: App, step: str) -> None:
    """Open Settings over the screen on show, step the Language choice, and leave."""
    pilot = Pilot(app)
    behind = app.screen
    app.action_settings()  # type: ignore[attr-defined]
    await pilot.pause()
    assert isinstance(app.screen, SettingsScreen)
    app.screen.query_one("#language").focus()
    await pilot.press(step)  # from the environment (the first choice) <- back to Magyar
    await pilot.pause()
    await pilot.press("escape")
    await pilot.pause()
    assert app.screen is behind


def own_text(app: App) -> str:
    """The screen's text; for a box over the table, the box's own lines only (the table's
    status and log lines behind it are worded again at the next move)."""
    text = screen_text(app)
    if not isinstance(app.screen, ModalScreen):
        return text
    box = app.screen.query_one(".box").region
    lines = text.splitlines()[box.y : box.bottom]
    return "\n".join(line[box.x : box.right] for line in lines)


async def test_settings_keep_their_focus_and_notes_and_home_follows(tmp_path: Path) -> None:
    app = SpadesApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.query_one("#language").focus()
        await pilot.press("left")  # from the environment -> Magyar
        await pilot.pause()
        assert app.screen is screen and app.focused is screen.query_one("#language")
        text = screen_text(app)
        assert "Beállítások" in text and "Nyelv" in text
        assert "előre számol; jó ellenfél" in text  # the level's description, in Hungarian
        # where the settings are saved
        assert "A program azonnal menti ide a változtatásokat" in text
        assert "not chosen" not in text
        assert "sötét" in text and "textual-dark" not in text  # the theme, named in Hungarian
        assert screen.query_one("#name").placeholder == "nincs megadva"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        home = screen_text(app)
        assert "Kétszemélyes Spades: a lapokat nem osztják, hanem húzzák" in home
        assert "Two-player" not in home


async def test_the_home_screens_unfinished_game_follows_a_change_of_language(
    tmp_path: Path,
) -> None:
    """Its two lines kept the language they were first worded in until the next start."""
    from spades_tui.core.game import Phase
    from spades_tui.storage import Storage

    storage = Storage(tmp_path / "data")
    storage.save(position(5, stop=lambda g: g.hand.number == 2 and g.phase is Phase.DRAFT))
    app = SpadesApp(storage=storage, pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "hot-seat, Ann and Bob" in screen_text(app)
        await pilot.press("s")
        await pilot.pause()
        app.screen.query_one("#language").focus()
        await pilot.press("left")  # from the environment -> Magyar
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        home = screen_text(app)
        assert "Ann és Bob egy gépen" in home and "hot-seat" not in home
        assert "2. leosztás" in home and "Hand 2" not in home


async def test_the_header_follows_a_change_of_language_mid_game() -> None:
    game = position(stop=lambda g: g.phase.value == "play")
    app = app_for(game, (HUMAN, "normal"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        header = app.screen.query_one(Header)
        assert "against the computer (normal)" in screen_text(app)
        assert "Spades — " in screen_text(app).splitlines()[0]
        await choose_language(app, "left")
        await pilot.pause()
        assert header.is_mounted
        top = screen_text(app).splitlines()[0]
        assert "a gép ellen (közepes)" in top, top
        assert "against" not in top
        # Hungarian joins the title and the subtitle with an en dash, English with an em dash.
        assert "Spades – " in top and "—" not in top, top


class Switcher:
    """Changes the language over each screen looked at, the other way each time: English to
    the pseudo-locale, where a word still in English is stale, then back, where a word still
    marked is. One change per screen checks it as well as a change there and back."""

    def __init__(self) -> None:
        self.pseudo = False
        self.leaks: dict[str, set[str]] = {}

    async def switch_and_check(self, app: App, name: str, text: Callable[[], str]) -> None:
        await choose_language(app, "right" if self.pseudo else "left")
        self.pseudo = not self.pseudo
        words = text()
        found = bypassing_words(words) if self.pseudo else set(MARKED.findall(words))
        if found:
            self.leaks[name] = found


async def test_every_screen_of_a_game_follows_a_change_of_language(pseudo_for_hungarian) -> None:
    switcher = Switcher()
    switched: set[str] = set()

    async def look(app: SpadesApp) -> None:
        screen = app.screen
        kind = type(screen).__name__ + ":" + str(getattr(screen, "kind", ""))
        if kind in switched:
            return
        switched.add(kind)
        await switcher.switch_and_check(app, kind, lambda: own_text(app))

    await tour_a_game(app_for, WIDE, at_each_step=look)
    assert {"HandoffScreen:", "TableScreen:draft", "TableScreen:play"} <= switched
    assert {"HandOverScreen:", "GameOverScreen:"} <= switched
    for name, words in sorted(switcher.leaks.items()):
        print(name, sorted(words))
    assert not switcher.leaks, switcher.leaks


@pytest.mark.usefixtures("quick_hints")  # the words of a hint, not its card
async def test_study_screens_follow_a_change_of_language(pseudo_for_hungarian, tmp_path) -> None:
    switcher = Switcher()

    async def look(app: App, name: str) -> None:
        if name in WORDED_WHEN_THEY_HAPPENED:
            return
        await switcher.switch_and_check(app, name, lambda: data_taken_out(app, name))

    seen = await study_tour(tmp_path / "data", WIDE, look)
    assert {"history: a game", "statistics", "review", "replay", "help", "join form"} <= seen
    for name, words in sorted(switcher.leaks.items()):
        print(name, sorted(words))
    assert not switcher.leaks, switcher.leaks


async def test_the_word_keys_follow_a_change_of_language_mid_game() -> None:
    from spades_tui.core.game import Phase

    game = position(stop=lambda g: g.phase is Phase.DRAFT and g.to_act == 0)
    app = app_for(game, (HUMAN, "normal"))
    async with app.run_test(size=SIZE) as pilot:
        # A person reads the footer before pressing: wait until it shows its keys.
        await wait_until(pilot, lambda: "k Keep" in screen_text(app))
        assert "k Keep" in screen_text(app)
        await choose_language(app, "left")
        await wait_until(pilot, lambda: "m Megtart" in screen_text(app))
        assert "m Megtart" in screen_text(app)
        mine = len(game.view(0).draft)  # this person's draft turns so far
        await pilot.press("m")  # megtart: keep, in Hungarian
        await pilot.pause()
        assert len(game.view(0).draft) == mine + 1
