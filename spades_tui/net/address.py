"""The address a friend uses to reach this machine, for the join command we show."""

from __future__ import annotations

import ipaddress
import re
import socket

DEFAULT_PORT = 7777
EVERY_INTERFACE = ("0.0.0.0", "::", "")


def lan_address() -> str:
    """This machine's address on its network, for the friend's join command.

    Connecting a UDP socket sends nothing; it only asks which interface would be used.
    """
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere real
            return str(probe.getsockname()[0])
    except OSError:
        return socket.gethostname()


def share_host(bind: str) -> str:
    """The host part of the friend's join command for a server bound to ``bind``: the bound
    address itself, or this machine's address on its network when bound to every interface."""
    return lan_address() if bind in EVERY_INTERFACE else bind


def is_loopback(host: str) -> bool:
    """``localhost``, 127.x.y.z or ::1 (brackets or not)."""
    bare = host.strip("[]").lower()
    return bare in ("localhost", "::1") or bare.startswith("127.")


def _parts(url: str) -> tuple[str, str, str]:
    """Scheme, host (without brackets) and port of a ws:// or wss:// URL."""
    scheme, _, rest = url.partition("://")
    if rest.startswith("["):
        host, _, port = rest[1:].partition("]")
        port = port.removeprefix(":")
    else:
        host, _, port = rest.rpartition(":")
    return scheme, host, port


def _as_typed(scheme: str, host: str, port: str) -> str:
    """The address as `join` takes it: a wss:// address whole, a ws:// one as HOST:PORT."""
    host = f"[{host}]" if ":" in host else host
    address = f"{host}:{port}"
    return f"{scheme}://{address}" if scheme == "wss" else address


def address_of(url: str) -> str:
    """``url`` as this player would type it to join again."""
    return _as_typed(*_parts(url))


def over_loopback(url: str) -> bool:
    return is_loopback(_parts(url)[1])


def for_a_friend(url: str) -> str:
    """The server address a friend should be given for ``url``, the one this player used:
    a loopback address reaches only this machine, so it becomes this machine's address on
    its network (a wss:// address stays whole; a ws:// one is given as HOST:PORT)."""
    scheme, host, port = _parts(url)
    return _as_typed(scheme, lan_address() if is_loopback(host) else host, port)


def url_of(address: str) -> str:
    """``host``, ``host:port``, ``[v6]:port`` or a full ws:// / wss:// URL, as a URL."""
    text = address.strip()
    if text.startswith(("ws://", "wss://")):
        from websockets.exceptions import InvalidURI
        from websockets.uri import parse_uri

        try:
            parse_uri(text)
        except (InvalidURI, ValueError):
            raise ValueError(f"{address!r}: this is not a ws:// or wss:// address") from None
        return text
    if "://" in text:
        raise ValueError(
            f"{address!r}: the address is HOST:PORT, ws://HOST:PORT or wss://HOST:PORT"
        )
    if not text:
        raise ValueError("the address is empty; give HOST:PORT, e.g. 192.168.1.20:7777")
    host, port = text, DEFAULT_PORT
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise ValueError(f"{address!r}: an IPv6 address is written [ADDRESS]:PORT")
        host, rest = f"[{_ipv6(text[1:end], address)}]", text[end + 1 :]
        if rest:
            port = _port(rest.removeprefix(":"), address)
    elif text.count(":") == 1:
        host, port_text = text.split(":")
        port = _port(port_text, address)
    elif ":" in text:
        host = f"[{_ipv6(text, address)}]"  # a bare IPv6 address, on the usual port
    if not host.startswith("[") and not _HOST_NAME.fullmatch(host):
        raise ValueError(f"{address!r}: {host!r} is not a host name or an IP address")
    return f"ws://{host}:{port}"


# The letters a host name or an IPv4 address is written with; anything else would be taken
# for a name to look up that can never be found, and the client would try for ever.
_HOST_NAME = re.compile(r"[A-Za-z0-9._-]+")


def _ipv6(text: str, address: str) -> str:
    try:
        return str(ipaddress.IPv6Address(text))
    except ValueError:
        raise ValueError(f"{address!r}: the address is HOST:PORT, or [IPv6 ADDRESS]:PORT") from None


def _port(text: str, address: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise ValueError(f"{address!r}: the port must be a number from 1 to 65535")
    return int(text)


# A proxy in front of the server (the browser page's, or an operator's) names the address it
# serves in this header; only the last entry is the proxy's own word.
FORWARDED = "X-Forwarded-For"


def forwarded_address(value: str | None) -> str | None:
    """The address an ``X-Forwarded-For`` header names, when it is an IP address."""
    if not value:
        return None
    try:
        return str(ipaddress.ip_address(value.split(",")[-1].strip()))
    except ValueError:
        return None
