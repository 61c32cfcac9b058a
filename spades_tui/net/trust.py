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
import ipaddress
import ssl
from typing import Any
from urllib.parse import urlsplit

from spades_tui.net.address import is_loopback
from spades_tui.net.reach_words import misnamed


class TrustFileError(ValueError):
    """A certificate file that cannot be trusted from: why, in a few words for the person."""


def trusting(ca: str) -> ssl.SSLContext:
    """``client_tls(ca)``, or TrustFileError with why the file cannot be used."""
    from spades_tui.i18n import _, os_reason
    from spades_tui.shown import shown

    try:
        return client_tls(ca)
    except ssl.SSLError:
        # OpenSSL's words ("[X509: NO_CERTIFICATE_OR_CRL_FOUND] ...") tell a person nothing.
        raise TrustFileError(_("it holds no PEM certificate")) from None
    except OSError as exc:
        raise TrustFileError(shown(os_reason(exc))) from None


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


async def certificate_names(port: int, certificate: str, timeout: float = 5.0) -> list[str]:
    """The names and addresses the certificate this machine serves on ``port`` (loopback) is
    made out to: its alternative names, else its common name; [] when they cannot be had.

    The standard library decodes a certificate only once it has checked it, so the question
    is asked as a client that trusts the file ``certificate`` itself."""
    try:
        context = client_tls(certificate)
    except (OSError, ssl.SSLError):
        return []
    return await _names_served("127.0.0.1", port, context, timeout)


async def _names_served(
    host: str, port: int | None, context: ssl.SSLContext, timeout: float = 5.0
) -> list[str]:
    """The names on the certificate served at ``host``, read by a client whose ``context``
    trusts it, whatever name it is made out to; [] when there is no answer."""
    checks_names = context.check_hostname
    context.check_hostname = False  # for this one question, then as it was
    try:
        _reader, writer = await asyncio.wait_for(
            asyncio.open_connection(host, port, ssl=context), timeout
        )
    except (OSError, TimeoutError, ssl.SSLError):
        return []
    finally:
        context.check_hostname = checks_names
    decoded = writer.get_extra_info("peercert") or {}
    writer.close()
    return names_in(decoded)


def names_in(decoded: dict[str, Any]) -> list[str]:
    """The DNS names and IP addresses of a certificate as ``getpeercert()`` decodes it; its
    common name when it has neither (as older clients read it)."""
    alternative = [
        str(value)
        for kind, value in decoded.get("subjectAltName", ())
        if kind in ("DNS", "IP Address")
    ]
    if alternative:
        return alternative
    return [str(v) for part in decoded.get("subject", ()) for k, v in part if k == "commonName"]


def host_for_friends(host: str, names: list[str]) -> str:
    """The host to put in a friend's join command: ``host`` when the certificate is made out
    to it (or nothing is known of the certificate), else a name the certificate is made out
    to, ``localhost`` first for a host on the loopback."""
    if not names or any(_made_out_to(name, host) for name in names):
        return host
    if is_loopback(host) and any(name.lower() == "localhost" for name in names):
        return "localhost"
    plain = [name for name in names if "*" not in name]
    return plain[0] if plain else host


def _made_out_to(name: str, host: str) -> bool:
    """Whether a certificate name covers ``host``: the same name or address, or a wildcard
    over its first label (``*.example.org`` covers ``games.example.org``)."""
    name, host = name.lower(), host.strip("[]").lower()
    try:
        return ipaddress.ip_address(name) == ipaddress.ip_address(host)
    except ValueError:
        pass
    if name.startswith("*."):
        return host.partition(".")[2] == name[2:] and "." in name[2:]
    return name == host


async def host_if_misnamed(
    exc: ssl.SSLError, url: str, context: ssl.SSLContext | None
) -> str | None:
    """A host the certificate of the server at ``url`` is made out to, to join by instead,
    when ``exc`` refused it only for its name (so ``context`` trusts it); None otherwise."""
    parts = urlsplit(url)
    if context is None or not misnamed(exc) or not parts.hostname:
        return None
    names = await _names_served(parts.hostname, parts.port, context)
    instead = host_for_friends(parts.hostname, names)
    return None if instead == parts.hostname else instead


def tls_context(cert: str, key: str) -> ssl.SSLContext:
    """How a server speaks TLS: with the certificate file ``cert`` and its key."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context
