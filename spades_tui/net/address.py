"""The address a friend uses to reach this machine, for the join command we show."""

from __future__ import annotations

import socket

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
