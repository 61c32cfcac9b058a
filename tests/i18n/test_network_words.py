"""Refusals and errors from the server are worded by the client, in its player's language.

The server sends a code with its parameters (and English for older clients); the client
turns them into its own sentence, and falls back on the English only for what it cannot word.
"""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from spades_tui import i18n
from spades_tui.core.refusals import Refusal
from spades_tui.net import protocol
from spades_tui.net.client import Ended, Refused, SeatClient
from spades_tui.net.server import GameServer
from spades_tui.words.refusals import NETWORK_SENTENCES, network_text

PROTOCOL_DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def read(frame: dict) -> object:
    return SeatClient("ws://127.0.0.1:1")._read(protocol.dumps(frame))


def documented_codes(heading: str) -> set[str]:
    """The codes docs/protocol.md lists under ``### `heading` ``."""
    text = PROTOCOL_DOC.read_text("utf-8")
    section = text.split(f"### `{heading}`", 1)[1].split("###", 1)[0]
    paragraph = section.split("Codes:", 1)[1].split("\n\n", 1)[0]
    listed = re.split(r"\.\s", re.sub(r"\([^)]*\)", "", paragraph), maxsplit=1)[0]
    return set(re.findall(r"`(\w+)`", listed))


def test_every_documented_code_has_words() -> None:
    refused = documented_codes("refused") - {"illegal"}  # worded from the core's refusal
    errors = documented_codes("error")
    assert refused and errors
    assert refused | errors <= set(NETWORK_SENTENCES)


def test_an_illegal_move_is_worded_from_the_cores_refusal(hungarian) -> None:
    frame = protocol.refused("illegal", refusal=Refusal("must_follow", {"suit": 1}))
    # The server sends codes, not English: the frame's reason is the refusal's code.
    assert frame["reason"] == "must_follow"
    message = read(frame)
    assert isinstance(message, Refused)
    words = network_text(message.code, message.reason, message.params, message.refusal)
    assert words == "Színt kell adnod: ♥"


def test_parameters_fill_the_sentence_and_english_is_the_fallback(hungarian) -> None:
    turn = read(protocol.refused("not_your_turn", {"name": "Kim"}))
    assert isinstance(turn, Refused)
    assert network_text(turn.code, turn.reason, turn.params) == "Kim következik, nem te."
    # An older server sends no parameters: its English is shown rather than a broken sentence.
    old = read({"type": "refused", "code": "not_your_turn", "reason": "it is Kim's turn"})
    assert isinstance(old, Refused) and old.params == {}
    assert network_text(old.code, old.reason, old.params) == "it is Kim's turn"
    # A name refused without a limit to quote still gets a sentence of its own.
    assert network_text("bad_name", "a name must be text", {}) == (
        "A szerver nem fogadja el ezt a nevet."
    )
    # A code this client does not know (a newer server): the server's English, as it came.
    assert network_text("brand_new", "something new", {}) == "something new"


def test_a_frame_with_bad_parameters_is_said_and_not_a_crash() -> None:
    message = read({"type": "error", "code": "flood", "reason": "x", "params": {"rate": [1]}})
    assert isinstance(message, Ended) and message.code == "bad_frame"


async def test_a_wrong_code_from_a_real_server_reads_in_hungarian(hungarian) -> None:
    server = GameServer()
    host, port = await server.start("127.0.0.1", 0)
    client = SeatClient(f"ws://{host}:{port}", code="0000-0000-0000-0000", name="Zed")
    try:
        runner = asyncio.create_task(client.run())
        message = await asyncio.wait_for(client.inbox.get(), 60)
        await asyncio.wait_for(runner, 60)
    finally:
        await server.stop()
    assert isinstance(message, Ended) and message.code == "wrong_code"
    assert "no table has this code" in message.reason  # the server's English travels too
    words = network_text(message.code, message.reason, message.params)
    assert words.startswith("Ehhez a kódhoz nem tartozik asztal")


def test_the_address_placeholder_names_an_address_in_hungarian(hungarian) -> None:
    # "GÉP:PORT" read as "machine:port"; the host is an address the player types.
    for message in ("HOST:PORT", "HOST:PORT, or ws://HOST:PORT, or wss://HOST:PORT (TLS)"):
        words = i18n._(message)
        assert "CÍM:PORT" in words and "GÉP" not in words, words
