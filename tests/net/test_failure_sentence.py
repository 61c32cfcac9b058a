"""A box that says only why a join failed says it as a sentence: it read "the name
nosuchhost.invalid is not known: is it written right?", lower case, a clause made to follow
other words on a status line."""

from __future__ import annotations

import asyncio
import socket

import pytest
from ui_helpers import screen_text, wait_until

from spades_tui.ui.app import network_app
from spades_tui.ui.network_table import RemoteSetup
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.words.refusals import as_sentence

CODE = "K7PQ-M2XW-9HTR-C4DN"


async def test_a_name_not_known_is_said_as_a_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    async def no_such_name(*args: object, **kwargs: object) -> None:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(asyncio.get_running_loop(), "getaddrinfo", no_such_name)
    app = network_app(RemoteSetup("ws://nosuchhost.invalid:7777", CODE, "Kim"))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, InfoScreen))
        text = screen_text(app)
        assert "Could not join" in text
        assert "The name nosuchhost.invalid is not known" in text


@pytest.mark.parametrize(
    ("words", "host", "said"),
    [
        ("no server answers at that address", "", "No server answers at that address"),
        ("cards.example.org did not answer within 10 s", "cards.example.org", None),
        ("tablehost did not answer within 10 s", "tablehost", None),
        ("[fd00::5] did not answer within 10 s", "", None),
        ("No table has this code.", "", None),
    ],
)
def test_only_a_reason_that_opens_with_a_word_of_ours_gets_a_capital(
    words: str, host: str, said: str | None
) -> None:
    assert as_sentence(words, host) == (said or words)
