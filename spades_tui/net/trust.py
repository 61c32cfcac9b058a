"""Whether a friend's computer will trust this host's TLS certificate as it is.

A certificate signed by itself (or by a private authority) is refused by every computer
that has not been given it: the friend then needs the certificate file and ``--ca FILE``.
The host cannot read that from the file without a parser of its own, so it asks the
question a friend's join asks: it opens a TLS connection to its own server with the
system's trust store, the name left unchecked (the friend uses another address).
"""

from __future__ import annotations

import asyncio
import ssl

from spades_tui.net.client import client_tls


async def trusted_everywhere(port: int, timeout: float = 5.0) -> bool:
    """False when this machine's trust store refuses the certificate served on ``port``
    (loopback); True when it is trusted, or when the answer cannot be had."""
    context = client_tls()
    context.check_hostname = False
    try:
        _reader, writer = await asyncio.wait_for(
            asyncio.open_connection("127.0.0.1", port, ssl=context), timeout
        )
    except ssl.SSLCertVerificationError:
        return False
    except (OSError, TimeoutError, ssl.SSLError):
        return True  # no answer to go by: say nothing more than before
    writer.close()
    return True
