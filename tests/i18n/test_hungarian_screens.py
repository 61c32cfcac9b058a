"""Every screen of a whole game, in Hungarian, at 80x24: no line cut short or wrapped apart.

Hungarian words are long. Each line the screens lay out (the sentences beside the trick, the
prompt, the notes, the seat lines, the boxes' titles, the keys in the footer) must fit the
width it is given; a line that does not would be cut or broken where nobody meant it to be.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text
from screen_tour import computer_tour, footer_ready, network_tour, study_tour, watch_tour
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Static
from ui_helpers import (
    SIZE,
    app_for,
    hotseat_app,
    screen_text,
    short_game_keys,
    tour_a_game,
    wait_until,
)

from spades_tui import i18n
from spades_tui.core.ahead import decisions_made
from spades_tui.core.game import Game, Phase
from spades_tui.core.record import from_record, game_to_record
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.help import GuideSection
from spades_tui.ui.screens.scores import history_table
from spades_tui.ui.screens.table import TableScreen

# Widgets whose text is meant to flow over several lines, and the log (it crops old lines).
PARAGRAPHS = {"log", "remembered", "detail", "settings-note"}
HUNGARIAN_KEYS = {"y": "v", "k": "m", "r": "e"}  # the word keys of the helpers' English game


def hungarian_keys(app: SpadesApp) -> list[str]:
    keys = short_game_keys(app)
    if getattr(app.screen, "kind", None) in ("double_nil", "draft"):
        return [HUNGARIAN_KEYS.get(key, key) for key in keys]
    return keys


def too_long(screen: Screen) -> list[str]:
    """Lines laid out on ``screen`` that are wider than the room they have."""
    found = []
    for widget in screen.query(Static):
        if not widget.display or not widget.region.width or widget.id in PARAGRAPHS:
            continue
        if isinstance(widget, GuideSection):
            continue  # the guide's paragraphs flow to the width of the screen
        content = widget.visual
        plain = content.plain if isinstance(content, Text) else str(getattr(content, "plain", ""))
        room = widget.content_size.width
        found += [line for line in plain.split("\n") if cell_len(line.rstrip()) > room]
        title = widget.border_title
        # A title has the box's width less its corners, a line and a space on each side.
        if title and cell_len(str(title)) > widget.outer_size.width - 6:
            found.append(str(title))
    return found


def cut_short(screen: Screen) -> list[str]:
    """Text on ``screen`` that does not all show: a sentence that needs more lines than its
    widget has once wrapped at the widget's width, a word wider than that width, or a box
    title wider than its box. (Sentences that wrap onto lines they have room for are fine.)"""
    console = Console(width=200)
    found = []
    for widget in screen.query(Static):
        if not widget.display or not widget.region.width:
            continue
        if isinstance(widget, GuideSection):
            continue
        content = widget.visual
        plain = content.plain if isinstance(content, Text) else str(getattr(content, "plain", ""))
        width, height = widget.content_size
        if not plain.strip() or not width:
            continue
        lines = Text(plain).wrap(console, width)
        if len(lines) > height and widget.styles.overflow_y != "auto":
            found.append(plain)
        # A file's path is data and is folded where it must be; a word must not be.
        found += [w for w in plain.split() if cell_len(w) > width and "/" not in w]
        title = widget.border_title
        # A title has the box's width less its corners, a line and a space on each side.
        if title and cell_len(str(title)) > widget.outer_size.width - 6:
            found.append(str(title))
    return found


def headers_cut(screen: Screen) -> list[str]:
    """Table headings on ``screen`` that do not show whole: a word of a heading missing from
    the table as drawn at its widget's width (cut to "Játé…", or left out)."""
    found = []
    for widget in screen.query(Static):
        table = widget.content
        if not isinstance(table, Table) or not widget.display or not widget.content_size.width:
            continue
        found += heading_words_cut(table, widget.content_size.width, visible_width(widget))
    return found


def visible_width(widget: Static) -> int:
    """The columns of ``widget``'s content that show: a box beside it may leave it less
    room than its content wants, and the box around it clips what sticks out."""
    right = widget.content_region.right
    for box in widget.ancestors:
        if isinstance(box, Widget):
            right = min(right, box.content_region.right)
    return max(0, right - widget.content_region.x)


def heading_words_cut(table: Table, width: int, shown: int | None = None) -> list[str]:
    """The words of the table's headings and cells that its drawing at ``width`` lacks, or
    its first ``shown`` columns when the box around it clips the rest (a name cut to
    "2. játéko", a score to "2/")."""
    console = Console(width=width, color_system=None)
    with console.capture() as capture:
        console.print(table)
    lines = capture.get().splitlines()
    if shown is not None:
        clipped = [line for line in lines if line[shown:].strip()]
        if clipped:
            return clipped
    drawn = " ".join(lines).split()
    found = []
    for column in table.columns:
        heading = column.header.plain if isinstance(column.header, Text) else str(column.header)
        found += [word for word in heading.split() if word not in drawn]
        for cell in column.cells:
            words = cell.plain if isinstance(cell, Text) else cell if isinstance(cell, str) else ""
            found += [word for word in words.split() if word not in drawn]
    return found


def test_a_heading_cut_short_is_found(hungarian) -> None:
    """The History preview is 42 columns wide at 80x24: a heading "Leosztás" over the hand
    numbers cut itself or the first name ("Játé…"); "#" leaves both whole."""
    from spades_tui.core.events import SeatResult

    seat = SeatResult(
        bid=2, double_nil=False, tricks=4, points=22, bags_added=2, bag_penalty=0, score=22, bags=2
    )
    table = history_table(["Játékos", "Gép"], [(seat, seat)])
    table.padding = (0, 0, 0, 1)  # as the History screen draws it
    assert not heading_words_cut(table, 42)
    table.columns[0].header = "Leosztás"
    assert heading_words_cut(table, 42)  # the heading, or a name beside it, cut


def footer_cut(screen: Screen, text: str) -> list[str]:
    """Key descriptions shown in the footer's row only in part (or not at all)."""
    footer = screen.query(Footer)
    if not footer:
        return []
    last = text.splitlines()[-1]
    # The spare keys it left out to make room for the others are not cut.
    # A binding of two keys (left,h) is left out by either name.
    spare = getattr(footer.first(), "left_out", ())
    bindings = [b for _k, b, _enabled, _t in screen.active_bindings.values()]
    left_out = {b.action for b in bindings if b.key in spare}
    shown = [b.description for b in bindings if b.show and b.action not in left_out]
    return [i18n._(d) for d in shown if d and i18n._(d) not in last]


async def footer_cut_settled(app: App) -> list[str]:
    """The footer's cut keys once it has settled: a key read while the keys change (the
    computer moved, the grace after a trick ran out) is looked at again, a key really cut
    stays cut."""
    pilot = Pilot(app)
    for _ in range(20):
        await footer_ready(app)
        cut = footer_cut(app.screen, screen_text(app))
        if not cut:
            return []
        await pilot.pause(0.05)
    return cut


@pytest.mark.parametrize(
    ("names", "winner"),
    [(("Ann", "Bob"), "Bob"), (("1. játékos", "2. játékos"), "A 2. játékos")],
)
async def test_every_screen_of_a_hungarian_game_fits_80x24(hungarian, names, winner) -> None:
    """With short names and with the game's own, the longest a hot-seat game gives."""
    problems: dict[str, list[str]] = {}
    kinds = set()
    last_text = [""]

    async def look(app: SpadesApp) -> None:
        cut = await footer_cut_settled(app)  # the footer composes its keys after the screen
        screen = app.screen
        kind = type(screen).__name__ + ":" + str(getattr(screen, "kind", ""))
        kinds.add(kind)
        last_text[0] = screen_text(app)
        bad = too_long(screen) + cut + headers_cut(screen)
        if bad:
            problems.setdefault(kind, []).extend(bad)

    await tour_a_game(app_for, SIZE, hungarian_keys, at_each_step=look, names=names)
    assert f"{winner} nyerte a játszmát!" in last_text[0]
    assert {"TableScreen:draft", "TableScreen:bidding", "TableScreen:play"} <= kinds
    assert not problems, {kind: sorted(set(lines)) for kind, lines in problems.items()}


async def test_home_settings_new_game_and_help_fit_80x24_in_hungarian(hungarian) -> None:
    app = SpadesApp(pace=0)
    async with app.run_test(size=SIZE) as pilot:
        for keys in ([], ["s"], ["escape", "p"], ["escape", "question_mark"]):
            for key in keys:
                await pilot.press(key)
            await pilot.pause()
            cut = await footer_cut_settled(app)
            screen = app.screen
            assert not too_long(screen), type(screen).__name__
            assert not cut, type(screen).__name__


async def test_a_game_saved_in_english_goes_on_in_hungarian(hungarian) -> None:
    """The record holds codes and numbers only, so the language may change between sessions."""
    i18n.use("en")
    english = hotseat_app(seed=5)
    async with english.run_test(size=SIZE) as pilot:
        for _step in range(12):  # a few draft turns by keys: the game is saved mid-draft
            await pilot.pause()
            for key in short_game_keys(english):
                await pilot.press(key)
        assert english.game is not None and english.game.phase is Phase.DRAFT
        record = game_to_record(english.game)
    assert "Keep" not in str(record) and "Megtart" not in str(record)
    i18n.use("hu")
    game: Game = from_record(record)
    app = SpadesApp(game, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # past the hand-off
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        text = screen_text(app)
        assert "Amit tudsz" in text and "osztás" in text
        # A decision taken, on turn or (the seat that was drafting ahead) kept for its turn.
        before = decisions_made(game)
        for key in hungarian_keys(app):
            await pilot.press(key)
        await pilot.pause()
        assert decisions_made(game) > before
    assert game_to_record(from_record(game_to_record(game))) == game_to_record(game)


@pytest.mark.usefixtures("quick_hints")  # the words of a hint, not its card
async def test_history_statistics_review_replay_and_network_screens_fit_80x24_in_hungarian(
    hungarian, tmp_path: Path
) -> None:
    problems: dict[str, list[str]] = {}

    async def look(app: App, name: str) -> None:
        cut = await footer_cut_settled(app)
        screen = app.screen
        bad = cut_short(screen) + cut + headers_cut(screen)
        if bad:
            problems[name] = bad

    seen = await study_tour(tmp_path / "data", SIZE, look)
    seen |= await network_tour(SIZE, look)
    assert len(seen) == 13  # the review on the table and in words
    assert not problems, problems


async def test_games_against_the_computer_and_watched_ones_fit_80x24_in_hungarian(
    hungarian,
) -> None:
    """The thinking line, hint, take-back and claim notices, pace and pause, in Hungarian."""
    problems: dict[str, list[str]] = {}

    async def look(app: App, name: str) -> None:
        cut = await footer_cut_settled(app)
        screen = app.screen
        bad = cut_short(screen) + cut + headers_cut(screen)
        if bad:
            problems[name] = bad

    seen = await computer_tour(SIZE, look)
    seen |= await watch_tour(SIZE, look)
    assert {"vs: the computer thinking", "vs: hint", "watch: thinking", "watch: paused"} <= seen
    assert not problems, problems


async def test_the_history_preview_fits_the_names_the_game_gives(hungarian, tmp_path: Path) -> None:
    """At 80x24 the preview's table once cut "Játékos" over its column to "Játék…": the
    preview's scrollbar took the column it needed."""
    import json

    from spades_tui.core.rules import Rules
    from spades_tui.simulate import play_game
    from spades_tui.storage import Storage

    storage = Storage(tmp_path)
    storage.history_dir.mkdir(parents=True)
    record = game_to_record(play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30))
    record["players"] = [{"name": "Játékos", "kind": "human"}, {"name": "Gép", "kind": "ai:normal"}]
    (storage.history_dir / "20260103-120000-finished.json").write_text(json.dumps(record))
    app = SpadesApp(None, pace=0, storage=storage)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("g")
        await wait_until(pilot, lambda: "lic/üt" in screen_text(app))
        assert "Játékos – Gép (közepes): Te nyertél" in screen_text(app)
        assert not headers_cut(app.screen)
        assert not cut_short(app.screen)


async def test_a_draft_hint_fits_the_note_with_its_enter_sentence(hungarian) -> None:
    """At 80x24 the draft hint once lost the end of "…Enterrel megnyomod." to a third line
    the note does not have."""
    from spades_tui.core.rules import Rules
    from spades_tui.ui.setup import HUMAN, GameSetup

    setup = GameSetup(("Játékos", "Gép"), (HUMAN, "normal"), Rules(), 3)
    app = SpadesApp(setup.new_game(), setup.controllers, pace=0, trick_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: "Vak nulla?" in screen_text(app))
        await pilot.press("n")
        await wait_until(pilot, lambda: "megtartod vagy eldobod" in screen_text(app))
        for _ in range(2):  # the hint on the first card, then after one choice
            await pilot.press("i")
            await wait_until(pilot, lambda: "Tipp (erős)" in screen_text(app))
            assert not cut_short(app.screen)
            assert "megnyomod." in screen_text(app)
            await pilot.press("enter")
            await wait_until(pilot, lambda: "Tipp (erős)" not in screen_text(app))
