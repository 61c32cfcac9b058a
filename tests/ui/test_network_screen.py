"""Playing a friend over the network from the home screen: the form, its checks, what it starts."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import Input
from ui_helpers import SIZE, screen_text, wait_until

from spades_tui.settings import Settings
from spades_tui.storage import Storage
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.network_start import prepare
from spades_tui.ui.screens.home import HomeScreen
from spades_tui.ui.screens.host_wait import WaitScreen
from spades_tui.ui.screens.network import HostChoice, NetworkError, NetworkScreen


@pytest.fixture
def busy_port() -> Iterator[int]:
    """A port another program is listening on."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        yield other.getsockname()[1]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def open_form(app: SpadesApp, pilot) -> NetworkScreen:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("n")
    await pilot.pause()
    assert isinstance(app.screen, NetworkScreen)
    return app.screen


async def fill(pilot, screen: NetworkScreen, **values: str) -> None:  # type: ignore[no-untyped-def]
    for field, value in values.items():
        screen.query_one(f"#{field}", Input).value = value
    screen.query_one(f"#{next(iter(values))}", Input).focus()
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        ({"port": ""}, "Type a port number"),
        ({"port": "seventy"}, "The port must be a number from 1 to 65535."),
        ({"port": "70000"}, "The port must be a number from 1 to 65535."),
        ({"port": "7777", "bind": "no.such.host.invalid"}, "is not an address of this computer"),
        ({"port": "7777", "bind": "192.0.2.55"}, "is not an address of this computer"),
        ({"address": ""}, "Type the address your friend gave you"),
        ({"address": "host:99999"}, "is not an address: write HOST:PORT"),
        ({"address": "http://x:1"}, "is not an address: write HOST:PORT"),
        ({"address": "10.0.0.5:7777", "code": "K7PQ"}, "That is not a join code"),
    ],
)
async def test_each_mistake_is_said_and_the_form_stays(
    tmp_path: Path, fields: dict[str, str], said: str
) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_form(app, pilot)
        await fill(pilot, screen, **fields)
        assert app.screen is screen and app.flow is None
        assert said in screen_text(app)
        # What was typed is still there to be corrected.
        for field, value in fields.items():
            assert screen.query_one(f"#{field}", Input).value == value


async def test_a_port_in_use_is_refused_before_anything_starts(
    tmp_path: Path, busy_port: int
) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_form(app, pilot)
        await fill(pilot, screen, port=str(busy_port))
        assert f"Port {busy_port} is in use on this computer" in screen_text(app)
        assert app.flow is None


async def test_escape_goes_back_home(tmp_path: Path) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        await open_form(app, pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and app.flow is None


async def test_joining_plays_the_seat_in_the_same_app(tmp_path: Path) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_form(app, pilot)
        await fill(pilot, screen, address="10.0.0.5:7000", code="k7pq-m2xw-9htr-c4dn")
        await wait_until(pilot, lambda: isinstance(app.screen, WaitScreen))
        network = app.flow
        assert network is not None and app.is_running
        assert network.setup.url == "ws://10.0.0.5:7000"
        assert network.setup.code == "k7pq-m2xw-9htr-c4dn"
        assert network.setup.hosting is None and network._lock is None


async def test_hosting_shows_the_command_for_the_friend(tmp_path: Path) -> None:
    port = free_port()
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_form(app, pilot)
        await fill(pilot, screen, port=str(port))
        await wait_until(pilot, lambda: "spades-tui join" in screen_text(app))  # type: ignore[arg-type]
        network = app.flow
        assert network is not None and network.setup.hosting is not None
        assert network.setup.hosting.port == port and network.setup.hosting.bind == "127.0.0.1"
        assert isinstance(app.screen, WaitScreen)
        code = network.friend_code
        assert code is not None
        assert f"spades-tui join 127.0.0.1:{port} {code}" in screen_text(app)  # type: ignore[arg-type]
        # Hosted from the form: the way to open it to the network is the form's, not an option.
        said = " ".join(screen_text(app).split())  # type: ignore[arg-type]
        assert "host with 0.0.0.0 in Listen on" in said and "--bind" not in said
        assert "from the home screen (n)" in network._way_back(code)
        # The same folder as 'spades-tui host', held while hosting: a second host is refused.
        with pytest.raises(NetworkError, match="another 'spades-tui host' running"):
            prepare(HostChoice(port, "127.0.0.1"), Settings(), Storage(tmp_path / "data"), False)
    # Let go when the app ends: hosting can start again.
    again = prepare(
        HostChoice(free_port(), "127.0.0.1"), Settings(), Storage(tmp_path / "data"), False
    )
    assert again.lock is not None
    again.lock.close()
    assert (tmp_path / "data" / "hosted").is_dir()


async def test_the_name_typed_is_the_seats_and_is_remembered(tmp_path: Path) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_form(app, pilot)
        # No name yet: the form asks for one first.
        assert screen.focused is not None and screen.focused.id == "name"
        await fill(
            pilot, screen, address="10.0.0.5:7000", code="k7pq-m2xw-9htr-c4dn", name=" Zsófi  Kis "
        )
        await wait_until(pilot, lambda: isinstance(app.screen, WaitScreen))
        assert app.flow is not None and app.flow.setup.name == "Zsófi Kis"
        assert app.settings.name == "Zsófi Kis"


async def test_a_name_that_cannot_be_shown_is_said_and_nothing_starts(tmp_path: Path) -> None:
    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_form(app, pilot)
        await fill(pilot, screen, address="10.0.0.5:7000", name="Ann\x07")
        assert app.screen is screen and app.flow is None
        assert "A name is 1 to 20 characters" in screen_text(app)
        assert app.settings.name == ""


async def test_a_name_cleared_on_the_form_is_the_default_word_not_the_saved_one(
    tmp_path: Path,
) -> None:
    """The field was emptied, and the other player still saw the name saved in the settings."""
    from dataclasses import replace

    app = SpadesApp(None, pace=0, storage=Storage(tmp_path / "data"))
    async with app.run_test(size=SIZE) as pilot:
        app.settings = replace(app.settings, name="Ann")
        screen = await open_form(app, pilot)
        assert screen.query_one("#name", Input).value == "Ann"
        await fill(pilot, screen, address="10.0.0.5:7000", code="k7pq-m2xw-9htr-c4dn", name="  ")
        await wait_until(pilot, lambda: isinstance(app.screen, WaitScreen))
        assert app.flow is not None and app.flow.setup.name == "Guest"
        assert app.settings.name == "Ann"  # kept for next time


def test_a_host_whose_name_was_cleared_is_the_default_word(tmp_path: Path) -> None:
    ready = prepare(
        HostChoice(free_port(), "127.0.0.1", name=""),
        Settings(name="Ann"),
        Storage(tmp_path),
        False,
    )
    try:
        assert ready.setup.name == "Host"
        assert ready.setup.hosting is not None and ready.setup.hosting.name == "Host"
    finally:
        assert ready.lock is not None
        ready.lock.close()
