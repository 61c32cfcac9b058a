"""Every word a player reads comes from the catalog: a whole game in a pseudo-locale.

The pseudo-locale marks each looked-up message as ``[!...!]``. Whatever is left on screen
once the marked parts are taken away must be data (names, numbers, cards, key letters) or
drawing: any real word left over went around the catalog.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from screen_tour import computer_tour, network_tour, study_tour, watch_tour
from test_history_screens import MARKUP_NAME
from textual.app import App
from ui_helpers import app_for, hotseat_app, screen_text, tour_a_game

from spades_tui import i18n
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens import handoff
from spades_tui.ui.screens.handoff import HandoffScreen

WIDE = (200, 50)  # room enough that no marked message is cut or wrapped
MARKED = re.compile(r"\[!\S*?!\]|\[!\S*")  # a marked word, or one cut short at the edge
WORD = re.compile(r"[^\W\d_]{2,}")  # two letters or more: single letters are keys and ranks
# Data, key names and the game's own name (the title), the same in every language.
ALLOWED = {"Ann", "Bob", "Spades", "Esc", "Enter", "ctrl", "space", "up", "dn", "Left", "Right"}
ALLOWED |= {"esc", "home", "end", "XXXX"}  # Textual's names of keys; the shape of a join code
RANKS = re.compile(r"[AKQJT]+")  # the memory panel's rows of rank letters


def bypassing_words(text: str) -> set[str]:
    """Words on screen that did not come through the catalog."""
    found = set()
    for line in text.splitlines():
        if "spades-tui " in line:
            continue  # a command to type, code and all, is the same in every language
        found |= set(WORD.findall(MARKED.sub(" ", line)))
    return {word for word in found - ALLOWED if not RANKS.fullmatch(word)}


@pytest.fixture
def pseudo():
    """The pseudo-locale; afterwards, every message looked up must be in the catalog (a
    message made at run time, ``_(variable)``, is marked on screen but never extracted)."""
    i18n.use("pseudo")
    catalog = i18n._catalog
    assert isinstance(catalog, i18n.Pseudo)
    yield
    i18n.use("en")
    with i18n.LOCALE_DIR.joinpath(f"{i18n.DOMAIN}.pot").open("rb") as f:
        known = {m.id[0] if isinstance(m.id, tuple) else m.id for m in read_po(f) if m.id}
    missing = catalog.looked_up - known
    assert not missing, f"looked up but not in the catalog: {sorted(missing)}"


async def _game_screens() -> dict[str, set[str]]:
    """Each kind of screen met in a game, with its words that bypass the catalog."""
    seen: dict[str, set[str]] = {}

    def look(app: SpadesApp) -> None:
        screen = app.screen
        kind = type(screen).__name__ + ":" + str(getattr(screen, "kind", ""))
        seen.setdefault(kind, set()).update(bypassing_words(screen_text(app)))

    await tour_a_game(app_for, WIDE, at_each_step=look)
    return seen


async def test_a_whole_game_shows_no_word_outside_the_catalog(pseudo) -> None:
    seen = await _game_screens()
    kinds = set(seen)
    for expected in ("HandoffScreen:", "TableScreen:draft", "TableScreen:bidding"):
        assert expected in kinds
    assert {"TableScreen:play", "TableScreen:exchange", "HandOverScreen:"} <= kinds
    assert "GameOverScreen:" in kinds
    leaks = {kind: words for kind, words in seen.items() if words}
    print(leaks)
    assert not leaks


async def test_home_new_game_and_settings_show_no_word_outside_the_catalog(pseudo) -> None:
    app = SpadesApp(pace=0)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        assert bypassing_words(screen_text(app)) == set(), screen_text(app)
        await pilot.press("s")
        await pilot.pause()
        theme = app.theme  # a theme is named by its own name, in every language
        assert bypassing_words(screen_text(app).replace(theme, " ")) == set(), "settings"
        await pilot.press("escape", "h")
        await pilot.pause()
        assert bypassing_words(screen_text(app)) == set(), "new game"


async def test_a_planted_unwrapped_sentence_is_caught(pseudo, monkeypatch) -> None:
    """The check is not blind: the hand-off screen with its catalog lookup taken out fails."""
    monkeypatch.setattr(handoff, "_", lambda message: message)
    app = hotseat_app(seed=5)
    async with app.run_test(size=WIDE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert {"Pass", "to", "press", "when", "ready"} <= bypassing_words(screen_text(app))


def data_taken_out(app: App, name: str) -> str:
    """The screen's text and the notices up, without what is data there: names from the saved
    games, the command and code for the friend, and the help's guide, a document translated as
    a whole."""
    text = screen_text(app)
    if name == "help":
        guide = app.screen.query_one("#guide").region
        lines = text.splitlines()
        for y in range(guide.y, guide.bottom):
            lines[y] = ""
        text = "\n".join(lines)
    text += "\n" + notices(app)
    for data in (MARKUP_NAME, "Computer", "Zed"):  # Zed: the lobby's name, typed by a player
        text = text.replace(data, " ")
    setup = getattr(getattr(app, "flow", None), "setup", None)  # a network table's
    if setup is not None:
        # The friend's command, and the join codes (the friend's, and the player's own).
        text = text.replace(f"spades-tui join {setup.share_address}", " ")
        text = re.sub(r"[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}", " ", text)
    return text


def notices(app: App) -> str:
    """The notifications on show: tests run without toasts, so they are read here."""
    return "\n".join(f"{n.title} {n.message}" for n in app._notifications)


@pytest.mark.usefixtures("quick_hints")  # the words of a hint, not its card
async def test_history_statistics_review_replay_help_and_network_screens_use_the_catalog(
    pseudo, tmp_path: Path
) -> None:
    leaks: dict[str, set[str]] = {}

    def look(app: App, name: str) -> None:
        found = bypassing_words(data_taken_out(app, name))
        if found:
            leaks[name] = found

    seen = await study_tour(tmp_path / "data", WIDE, look)
    seen |= await network_tour(WIDE, look)
    assert {"history: a game", "statistics", "review", "replay", "help", "join form"} <= seen
    assert {"host wait", "lobby", "lobby: a mistake", "could not join"} <= seen
    assert not leaks, leaks


async def test_games_against_the_computer_and_watched_ones_use_the_catalog(pseudo) -> None:
    """Words only a game against the computer or a watched one shows: its thinking line, the
    hint, take-backs, the claim, pace and pause."""
    leaks: dict[str, set[str]] = {}

    def look(app: App, name: str) -> None:
        found = bypassing_words(data_taken_out(app, name))
        if found:
            leaks[name] = found

    seen = await computer_tour(WIDE, look)
    assert {"vs: the computer thinking", "vs: hint", "vs: nothing to take back"} <= seen
    assert {"vs: the draft is not taken back", "vs: taken back"} <= seen
    assert {"vs: hand summary", "vs: game over"} <= seen
    seen = await watch_tour(WIDE, look)
    assert {"watch: thinking", "watch: pace", "watch: paused", "watch: game over"} <= seen
    assert not leaks, leaks
