"""What `join` takes for an address: a mistake is refused at once, never tried for ever."""

from __future__ import annotations

import pytest

from spades_tui.net.address import url_of


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("192.168.1.20", "ws://192.168.1.20:7777"),
        ("club.example:9000", "ws://club.example:9000"),
        ("[::1]:9000", "ws://[::1]:9000"),
        ("::1", "ws://[::1]:7777"),  # a bare IPv6 address, on the usual port
        ("fe80::1", "ws://[fe80::1]:7777"),
        ("wss://club.example:443", "wss://club.example:443"),
    ],
)
def test_an_address_becomes_the_url_to_connect_to(typed: str, url: str) -> None:
    assert url_of(typed) == url


@pytest.mark.parametrize(
    "typed",
    ["nonsense:::", "a b:7777", "[nothing]:7777", "ws://nonsense::::7777", "host:0", "x:y"],
)
def test_an_address_that_can_never_be_reached_is_refused(typed: str) -> None:
    with pytest.raises(ValueError, match="address|port|host name"):
        url_of(typed)


def test_a_code_typed_loosely_is_kept_in_its_usual_form() -> None:
    from spades_tui.net.client import SeatClient

    client = SeatClient("ws://127.0.0.1:7777", "k7pq m2xw9htr-c4dn")
    assert client.code == "K7PQ-M2XW-9HTR-C4DN"  # shown so to come back with
