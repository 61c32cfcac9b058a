"""Resizing the terminal at any moment breaks nothing: every screen and phase, seeded.

A terminal reports each size as the person drags its corner, with the pointer's moves in
between; the sweep sends them the same way (through the driver, in order), as small as 10x3
and as large as 200x60, right after a decision's keys where there is one. After each burst
the app must settle at the last size: no exception, no screen that goes on laying itself out.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.screen import Screen
from ui_helpers import position, wait_until

from spades_tui.core.game import Game, Phase
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.too_small import TooSmallScreen
from spades_tui.ui.setup import HUMAN

SIZES = [(30, 10), (200, 60), (60, 20), (20, 5), (80, 24), (10, 3), (120, 40)]
LAST = (100, 30)


@contextlib.contextmanager
def loop_watchdog(seconds: float) -> Iterator[None]:
    """Fail, rather than hang, if the event loop stops coming back (a screen resizing inside
    one callback never lets it). The loop notes the time every tenth of a second; a signal
    handler, which runs between two lines of whatever Python runs then, fails the test once
    no note has been made for ``seconds``. A loaded machine slows the notes, never stops them,
    so however long the sweep takes there, only a loop that is stuck fails."""
    loop = asyncio.get_running_loop()
    last_beat = [time.monotonic()]

    def beat() -> None:
        last_beat[0] = time.monotonic()
        handle[0] = loop.call_later(0.1, beat)

    handle = [loop.call_later(0.1, beat)]

    def check(signum: int, frame: object) -> None:
        if time.monotonic() - last_beat[0] > seconds:
            raise AssertionError(f"the event loop did not come back for {seconds:.0f} s")

    previous = signal.signal(signal.SIGALRM, check)
    signal.setitimer(signal.ITIMER_REAL, 1, 1)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        handle[0].cancel()


class ScreenLayouts:
    """Counts the resizes screens handle, to tell a settled app from one resizing forever."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        # Made after the app, which puts resize_guard's handler in place: this wraps that one.
        self.count = 0
        inner = Screen._on_resize

        async def counted(screen: Screen[object], event: events.Resize) -> None:
            self.count += 1
            await inner(screen, event)

        monkeypatch.setattr(Screen, "_on_resize", counted)


def send(app: SpadesApp, messages: list[Message]) -> None:
    """Deliver ``messages`` as the terminal driver does: from outside the app, in order."""
    assert app._driver is not None
    app._driver._size = LAST  # where the terminal ends up, as Textual's pilot keeps it
    for message in messages:
        message.set_sender(app)
        app._driver.send_message(message)


def pointer() -> events.MouseMove:
    """The mouse moved at the top left corner: something for the screen between two sizes,
    as a terminal sends while its window is dragged, so that Textual cannot merge them."""
    return events.MouseMove(None, 0, 0, 0, 0, 0, False, False, False, 0, 0)


def key(name: str) -> events.Key:
    char = {"space": " ", "enter": "\r"}.get(name, name if len(name) == 1 else None)
    return events.Key(name, char)


class Shaker:
    """Drags the terminal through a few of SIZES at a time, in turn, so that every size
    comes up several times over the sweep without each moment paying for all of them."""

    def __init__(self, pilot, layouts: ScreenLayouts) -> None:  # type: ignore[no-untyped-def]
        self.pilot, self.layouts = pilot, layouts
        self.next = 0
        self.seen: list[str] = []

    async def shake(self, keys: Sequence[str] = (), name: str | None = None) -> None:
        """Press ``keys``, then resize through the next sizes to LAST; wait until settled."""
        pilot, app = self.pilot, self.pilot.app
        self.seen.append(name or moment(app))
        sizes = [SIZES[self.next % len(SIZES)]]
        self.next += 1
        burst: list[Message] = [key(k) for k in keys]
        for width, height in [*sizes, LAST]:
            burst += [events.Resize(Size(width, height), Size(width, height)), pointer()]
        delivered: list[bool] = []
        send(app, [*burst, events.Callback(lambda: delivered.append(True))])
        await wait_until(pilot, lambda: delivered and at_last_size(app) or not app.is_running)
        assert app.is_running, app._exception
        # Settled: a pause without a single screen laid out again (a screen flipping between
        # two sizes lays itself out at every turn of the event loop).
        for _ in range(100):
            before = self.layouts.count
            await asyncio.sleep(0.05)
            if self.layouts.count == before:
                break
        else:
            raise AssertionError(f"{moment(app)}: the screens never stop resizing")
        assert app._exception is None


def at_last_size(app: SpadesApp) -> bool:
    stack = app.screen_stack
    shown = [s for s in stack if s is app.screen or s in app._background_screens]
    return (
        app.size == LAST
        and not any(isinstance(s, TooSmallScreen) for s in stack)
        and all(s.size == LAST for s in shown)
    )


def moment(app: SpadesApp) -> str:
    screen = app.screen
    if isinstance(screen, TableScreen):
        return "trick end" if screen.trick_end else (screen.kind or "waiting")
    return type(screen).__name__


# Ann declares double nil, so an exchange comes, and the game ends with the first hand either
# way. Each moment starts from a position the core plays to, which costs next to nothing.
RULES = {"target": 100, "loss_floor": -100}


def at(stop: Callable[[Game], bool]) -> Game:
    return position(3, stop=stop, declare=(True, False), **RULES)


def last_card(game: Game) -> bool:
    return game.phase is Phase.PLAY and len(game.hand.tricks) == 13 and game.hand.tricks[-1].cards


async def test_resizing_through_every_screen_and_phase_breaks_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Finished tricks stay on the table until a key; hot-seat first, so hand-offs come too.
    first = at(lambda g: True)
    app = SpadesApp(first, (HUMAN, HUMAN), pace=0.05, trick_pause=30, storage=Storage(tmp_path))
    layouts = ScreenLayouts(monkeypatch)
    with loop_watchdog(60):
        seen = await sweep(app, layouts)
    assert {"HandoffScreen", "double_nil", "draft", "help", "palette", "exchange", "InfoScreen",
            "bidding", "play", "trick end", "HandOverScreen", "GameOverScreen", "HomeScreen",
            "SettingsScreen", "NewGameScreen"} <= set(seen)  # fmt: skip


async def sweep(app: SpadesApp, layouts: ScreenLayouts) -> list[str]:
    """Every phase of a hand, what opens over the table and the home screen's pages, each
    resized; returns the moments shaken."""
    hotseat = (HUMAN, HUMAN)
    async with app.run_test(size=LAST) as pilot:
        shaker = Shaker(pilot, layouts)

        async def shake_until(wanted: str, keys: Sequence[str] = ()) -> None:
            """Go on (Enter past hand-offs and boxes) to ``wanted``, then shake with ``keys``."""
            await wait_until(pilot, lambda: moment(app) in (wanted, "HandoffScreen"))
            if moment(app) == "HandoffScreen" and wanted != "HandoffScreen":
                await pilot.press("enter")
                await wait_until(pilot, lambda: moment(app) == wanted)
            await shaker.shake(keys)

        await shake_until("HandoffScreen")
        await shake_until("double_nil", ["y", "y"])  # declared, then confirmed
        app.start(at(lambda g: g.phase is Phase.EXCHANGE), hotseat, continuing=True)
        await shake_until("exchange", ["space", "right", "right", "space", "enter"])
        await shake_until("InfoScreen")  # what the exchange brought
        app.start(at(lambda g: g.phase is Phase.BIDDING), hotseat, continuing=True)
        await shake_until("bidding", ["3", "enter"])
        app.play_last_card = False  # the last card waits for its key, so its moment is shaken
        app.start(at(last_card), hotseat, continuing=True)
        await shake_until("play", ["enter"])
        await shake_until("trick end", ["space"])
        await shake_until("HandOverScreen")  # its keys are not the table's: they wait their turn
        await pilot.press("enter")
        await shake_until("GameOverScreen")
        # The home screen and what it opens, the last a new game against the computer.
        for press, shown in (("h", "HomeScreen"), ("s", "SettingsScreen"), ("escape", ""),
                             ("p", "NewGameScreen")):  # fmt: skip
            await pilot.press(press)
            if shown:
                await wait_until(pilot, lambda name=shown: moment(app) == name)
                await shaker.shake()
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: moment(app) == "double_nil")
        await pilot.press("n")
        await wait_until(pilot, lambda: moment(app) == "draft")
        # What opens over the table: the help and the command palette.
        for opener, name in (("f1", "help"), ("ctrl+p", "palette")):
            await pilot.press(opener)
            await wait_until(pilot, lambda: app.screen is not app.table)
            await shaker.shake(name=name)
            opened = app.screen
            await pilot.press("escape")
            if app.screen is opened:  # the palette's first Escape may only close its list
                await pilot.press("escape")
            await wait_until(pilot, lambda: app.screen is app.table)
        # Shaken as the person's choice hands the turn to the computer, which moves while
        # the screens are being laid out: a few turns, as that overlap is what upsets Textual.
        for _ in range(4):
            await shaker.shake(["k"], name="draft")
            await wait_until(pilot, lambda: moment(app) == "draft" and app.game.to_act == 0)
    return shaker.seen


@pytest.mark.parametrize("size", [(40, 12), (79, 24)])
async def test_the_home_screen_opened_in_a_small_terminal_asks_for_more_room(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    # The terminal's size came before the home screen, and the notice ended up under it.
    app = SpadesApp(None, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=size) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TooSmallScreen))
        # Every other key waits for the room: the way out is said.
        said = str(app.screen.query_one("#too-small").render())
        assert "ctrl+q quits" in said, said
        await pilot.resize_terminal(100, 30)
        await wait_until(pilot, lambda: type(app.screen).__name__ == "HomeScreen")
