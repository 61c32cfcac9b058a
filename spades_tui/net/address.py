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
