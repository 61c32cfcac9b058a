"""Trust in TLS: how a client checks a server, and whether a friend's computer will trust
this host's certificate as it is.

A certificate signed by itself (or by a private authority) is refused by every computer
that has not been given it: the friend then needs the certificate file and ``--ca FILE``.
The host cannot read that from the file without a parser of its own, so it asks the
question a friend's join asks: it opens a TLS connection to its own server with the
system's trust store, the name left unchecked (the friend uses another address).
"""

from __future__ import annotations

import asyncio
import ssl


def client_tls(ca: str | None = None) -> ssl.SSLContext:
    """How a client checks a wss:// server: the system's trust store, plus the certificates in
    the file ``ca`` when given (a self-signed server's own certificate, or a private
    authority). A certificate in ``ca`` is trusted as it is, even when it is not an
    authority's own (OpenSSL's partial chains)."""
    context = ssl.create_default_context()
    if ca is not None:
        context.load_verify_locations(cafile=ca)
        context.verify_flags |= ssl.VERIFY_X509_PARTIAL_CHAIN
    return context


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
