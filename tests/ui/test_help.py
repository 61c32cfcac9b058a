"""The help screen: the player's guide opens at the phase on screen, reads well at 80x24,
and stays pure ASCII with --ascii."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from rich.console import Console
from textual.app import App
from textual.containers import VerticalScroll
from ui_helpers import SIZE, app_for, position, screen_text

from spades_tui import i18n
from spades_tui.core.game import Game, Phase
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.help import (
    SECTIONS,
    GuideSection,
    HelpScreen,
    contents_line,
    help_source,
    read_doc,
    short,
)
from spades_tui.ui.screens.scores import HandOverScreen, HistoryScreen
from spades_tui.ui.table_common import TableLook

ROOT = Path(__file__).resolve().parents[2]
SCROLL_BAR = " ▁▂▃▄▅▆▇█"


async def open_help(app: SpadesApp, pilot) -> HelpScreen:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("f1")
    await pilot.pause()
    await pilot.pause()
    assert isinstance(app.screen, HelpScreen)
    return app.screen


def text_lines(app: SpadesApp) -> list[str]:
    """The screen's lines without the scroll bar's glyphs and the margins."""
    return [line.rstrip(SCROLL_BAR).strip() for line in screen_text(app).splitlines()]


def first_line_below_contents(app: SpadesApp) -> str:
    """The first words the reader sees under the contents line (left of the scroll bar)."""
    lines = text_lines(app)[1:]
    return next(line for line in lines if line)


def fresh() -> Game:
    """A new game: the first player is being offered double nil."""
    return position(5, stop=lambda g: True)


def exchange_position() -> Game:
    return position(5, stop=lambda g: g.phase is Phase.EXCHANGE, declare=(True, False))


@pytest.mark.parametrize(
    ("make_game", "heading"),
    [
        (fresh, "Double nil"),
        (lambda: position(5, stop=lambda g: g.phase is Phase.DRAFT), "The draft"),
        (exchange_position, "Double nil exchange"),
        (lambda: position(5, stop=lambda g: g.phase is Phase.BIDDING), "Bidding"),
        (lambda: position(5, stop=lambda g: g.phase is Phase.PLAY), "Playing the tricks"),
        (lambda: position(5, target=100, loss_floor=-100), "Scoring"),
    ],
    ids=["double_nil", "draft", "exchange", "bidding", "play", "game_over"],
)
async def test_help_opens_at_the_section_for_the_phase_on_screen(make_game, heading) -> None:
    game = make_game()
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if game.phase is not Phase.GAME_OVER:
            await pilot.press("enter")  # past the hot-seat hand-off screen
        await open_help(app, pilot)
        assert first_line_below_contents(app) == heading


async def test_help_over_the_hand_summary_opens_at_scoring() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.tricks) == 13)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        while not isinstance(app.screen, HandOverScreen):
            await pilot.press("enter")
            await pilot.pause()
        await open_help(app, pilot)
        assert first_line_below_contents(app) == "Scoring"
        await pilot.press("escape")
        assert isinstance(app.screen, HandOverScreen)


@pytest.mark.parametrize("key", ["question_mark", "f1"])
async def test_help_over_the_hand_history_opens_at_scoring(key) -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING and g.hand.number == 2)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter", "s")  # past the hand-off, then the scores so far
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert first_line_below_contents(app) == "Scoring"
        await pilot.press("escape")
        assert isinstance(app.screen, HistoryScreen)


@pytest.mark.parametrize("in_words", [False, True], ids=["table", "words"])
async def test_help_over_a_review_opens_at_the_review_and_its_marks(in_words) -> None:
    from spades_tui.ui.screens.review import ReviewScreen
    from spades_tui.ui.screens.review_table import ReviewTableScreen
    from spades_tui.ui.setup import HUMAN

    game = position(5, stop=lambda g: g.hand.number == 2)
    app = SpadesApp(game, (HUMAN, "hard"), pace=0, trick_pause=0, from_storage=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, ReviewTableScreen)
        if in_words:
            await pilot.press("w")
            await pilot.pause()
            assert isinstance(app.screen, ReviewScreen)
        await open_help(app, pilot)
        assert first_line_below_contents(app) == "Reviewing a hand"


async def test_help_without_a_game_opens_at_the_start_and_follows_ascii() -> None:
    app = SpadesApp(None, ascii_only=True, pace=0)
    async with app.run_test(size=SIZE) as pilot:
        help_screen = await open_help(app, pilot)
        assert first_line_below_contents(app) == "How to play"
        assert help_screen.ascii_only and help_screen.has_class("-ascii")


async def test_help_over_the_new_game_form_opens_at_the_start_even_mid_game() -> None:
    app = app_for(position(5, stop=lambda g: g.phase is Phase.BIDDING))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        app.action_new_game()
        await open_help(app, pilot)
        assert first_line_below_contents(app) == "How to play"


async def test_number_keys_jump_to_sections_and_escape_goes_back() -> None:
    app = app_for(fresh())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.screen
        await open_help(app, pilot)
        for number, (_, title) in enumerate(SECTIONS.values(), start=1):
            if title in ("Rule options", "Keys"):
                continue  # near the end: they cannot reach the top of the screen
            await pilot.press(str(number))
            await pilot.pause()
            assert first_line_below_contents(app) == title
        await pilot.press("escape")
        assert app.screen is table


async def test_the_last_sections_are_on_the_first_screen_they_open() -> None:
    for section, title in (("options", "Rule options"), ("keys", "Keys")):
        app = app_for(fresh())
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter")
            await pilot.pause()
            app.push_screen(HelpScreen(section))
            await pilot.pause()
            await pilot.pause()
            lines = text_lines(app)[1:]
            assert title in lines


async def test_clicking_the_contents_line_jumps_to_a_section() -> None:
    app = app_for(fresh())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await open_help(app, pilot)
        line = screen_text(app).splitlines()[0]
        await pilot.click("#contents", offset=(line.index("Bids") + 1, 0))
        await pilot.pause()
        assert first_line_below_contents(app) == "Bidding"


async def test_scrolling_moves_through_the_guide() -> None:
    app = app_for(fresh())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        help_screen = await open_help(app, pilot)
        scroll = help_screen.query_one("#guide", VerticalScroll)
        page = scroll.scrollable_content_region.height
        top = scroll.scroll_y
        await pilot.press("pagedown")
        assert scroll.scroll_y == top + page
        await pilot.press("space")
        assert scroll.scroll_y == top + 2 * page
        await pilot.press("down", "j", "j", "up")
        assert scroll.scroll_y == top + 2 * page + 2
        await pilot.press("end")
        assert scroll.scroll_y == scroll.max_scroll_y > top


def table_rows(source: str) -> list[list[str]]:
    """The cells of every table row written in a section, as plain words."""
    rows = []
    for line in source.splitlines():
        line = line.strip()
        if line.startswith("|") and not re.fullmatch(r"[|:\- ]+", line):
            cells = line.strip("|").split("|")
            rows.append([cell.strip().replace("`", "").replace("**", "") for cell in cells])
    return rows


def rendered_lines(section: GuideSection) -> list[str]:
    """The section's lines as the screen lays them out, at the width it has."""
    width = section.content_size.width
    console = Console(width=width, color_system=None)
    lines = console.render_lines(section.markdown, console.options.update(width=width))
    return ["".join(segment.text for segment in line) for line in lines]


@pytest.mark.parametrize("language", ["en", "hu"])
async def test_no_table_line_wraps_or_is_cut_at_80_columns(language: str) -> None:
    i18n.use(language)
    try:
        app = app_for(fresh())
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("enter")
            help_screen = await open_help(app, pilot)
            rows = 0
            for section in help_screen.query(GuideSection):
                lines = rendered_lines(section)
                for cells in table_rows(section.source):
                    # Each row whole on one line: a cell wrapped or cut breaks the pattern.
                    pattern = r"\s+".join(re.escape(cell) for cell in cells if cell)
                    assert any(re.search(pattern, line) for line in lines), cells
                    rows += 1
            assert rows > 30  # every table of the guide and the keys
    finally:
        i18n.use("en")


class GuideApp(TableLook, App[None]):
    """Only the help screen, for the tests that need no game behind it; its keys are named
    as the game's app names them (in letters when ASCII is asked for)."""

    def __init__(self, section: str | None = None, ascii_only: bool = False) -> None:
        super().__init__()
        self.ascii_only = ascii_only
        self.help = HelpScreen(section, ascii_only)

    def on_mount(self) -> None:
        self.push_screen(self.help)


async def painted_pages(ascii_only: bool) -> str:
    """Everything the help paints, page by page from the top to the end."""
    app = GuideApp(ascii_only=ascii_only)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        scroll = app.help.query_one("#guide", VerticalScroll)
        pages = []
        while True:
            await pilot.pause()
            pages.append(screen_text(app))  # type: ignore[arg-type]
            if scroll.scroll_y >= scroll.max_scroll_y:
                return "\n".join(pages)
            await pilot.press("pagedown")


async def test_with_ascii_the_help_paints_only_ascii() -> None:
    text = await painted_pages(ascii_only=True)
    assert [c for c in text if ord(c) > 127] == []
    assert "KS" in text and "left" in text  # suits as letters, arrows as words


async def test_without_ascii_the_same_walk_sees_suits_arrows_and_box_lines() -> None:
    # Shows that the walk above would catch what --ascii removes.
    text = await painted_pages(ascii_only=False)
    assert {"♠", "←", "─", "•", "▏"} <= set(text)


def test_the_ascii_source_is_ascii() -> None:
    assert [c for c in help_source(ascii_only=True) if ord(c) > 127] == []


DEVELOPER_WORDS = re.compile(
    r"seat [01]|authoritative|seed/|rules\.md|Hungarian|card codes?|"
    r"(?-i:\b[2-9TJQKA][SHDC]\b)|implement",
    re.IGNORECASE,
)


@pytest.mark.parametrize("name", ["guide.md", "keys.md"])
def test_the_guide_speaks_to_players(name: str) -> None:
    words = DEVELOPER_WORDS.findall(read_doc(name))
    assert words == []


def test_the_developer_check_catches_developer_words() -> None:
    sample = "Hand 1: seat 0 draws first. Card codes: AS, TH. See seed/."
    assert len(DEVELOPER_WORDS.findall(sample)) == 5


def test_every_section_has_its_heading_in_the_guide() -> None:
    headings = re.findall(r"^#{1,2} (.+)$", help_source(), re.MULTILINE)
    for _, title in SECTIONS.values():
        assert headings.count(title) == 1, title
    assert {p.value for p in Phase} - {"game_over"} <= set(SECTIONS)


@pytest.mark.parametrize("name", ["guide.md", "keys.md"])
def test_the_repository_copy_is_the_shipped_document(name: str) -> None:
    shipped = ROOT / "spades_tui" / "docs" / name
    assert (ROOT / "docs" / name).read_text() == shipped.read_text()


@pytest.mark.parametrize("language, name", [("en", "guide.md"), ("hu", "guide.hu.md")])
def test_the_guide_names_each_rule_option_as_the_new_game_form_does(language, name) -> None:
    """A player who reads about an option looks for the same words in the form."""
    from spades_tui import i18n
    from spades_tui.ui.rule_words import RULE_WORDS

    guide = (ROOT / "spades_tui" / "docs" / name).read_text(encoding="utf-8")
    i18n.use(language)
    try:
        labels = {option: i18n._(label) for option, (label, _) in RULE_WORDS.items()}
    finally:
        i18n.use("en")
    for option, label in labels.items():
        assert f"| {label} | `{option}` |" in guide, (option, label)


@pytest.mark.parametrize("language", ["en", "hu"])
def test_each_contents_label_is_its_headings_word_and_the_line_fits(language: str) -> None:
    # Hungarian once read "5 Játék" for "Az ütések" and "6 Pontok" for "Pontozás".
    i18n.use(language)
    try:
        pairs = [(short(label), i18n._(heading)) for label, heading in SECTIONS.values()]
        width = len(contents_line().plain)
    finally:
        i18n.use("en")
    for label, heading in pairs:
        assert label.lower() in heading.lower() or language == "en", (label, heading)
    assert width <= SIZE[0] - 2  # the contents line has a column of padding each side


@pytest.mark.parametrize("language", ["en", "hu"])
def test_no_line_of_the_guide_becomes_a_list_item_in_ascii(language: str) -> None:
    """A Hungarian line began with "●", which --ascii writes "*": the help then drew it as
    a bullet and lost the sign it was explaining."""
    i18n.use(language)
    try:
        drawn, written = help_source(ascii_only=True), help_source(ascii_only=False)
    finally:
        i18n.use("en")
    item = re.compile(r"\s*([*+-]|\d+\.) ")
    for ascii_line, line in zip(drawn.splitlines(), written.splitlines(), strict=True):
        assert bool(item.match(ascii_line)) == bool(item.match(line)), line
