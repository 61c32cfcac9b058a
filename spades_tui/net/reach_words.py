"""Why a connection to a server failed, in our own words rather than the system's.

The system says "[Errno -2] Name or service not known", "timed out during opening
handshake", "[SSL: CERTIFICATE_VERIFY_FAILED] … (_ssl.c:1006)" or "did not receive a valid
HTTP response": words for programmers, in English whatever the player reads, and often
longer than the line they stand on. Each usual failure is said here in a short sentence
that says what it means for the player, in the language in use; a rare one keeps the
system's words (escaped: they may repeat what was typed).

Every address quoted passes through ``shown``: control characters in it are written as
escapes, never sent to the terminal.
"""

from __future__ import annotations

import errno
import re
import socket
import ssl
from urllib.parse import urlsplit

from websockets.exceptions import InvalidHandshake, InvalidMessage, InvalidStatus

from spades_tui.i18n import _, os_reason
from spades_tui.shown import shown

# OpenSSL's numbers for the usual reasons a certificate fails (X509_V_ERR_*).
_EXPIRED, _NOT_YET_VALID = 10, 9
_SELF_SIGNED, _SELF_SIGNED_IN_CHAIN = 18, 19
_UNKNOWN_ISSUER, _UNKNOWN_ISSUER_LOCALLY, _LEAF_UNVERIFIABLE = 2, 20, 21
_WRONG_NAME, _WRONG_ADDRESS = 62, 64

_UNREACHABLE = {errno.ENETUNREACH, errno.EHOSTUNREACH, errno.EHOSTDOWN, errno.ENETDOWN}
_BROKEN = {errno.ECONNRESET, errno.ECONNABORTED, errno.EPIPE}


def host_of(url: str) -> str:
    """The host part of a ws:// or wss:// address, as it may be quoted."""
    try:
        host = urlsplit(url).hostname
    except ValueError:
        host = None
    return shown(host or url)


def why_unreachable(exc: BaseException, url: str, waited: float) -> str:
    """Why one attempt to reach the server at ``url`` failed, when trying again may help
    (``waited``: the seconds the attempt was given to open)."""
    host = host_of(url)
    code = _errno_of(exc)
    if isinstance(exc, ConnectionRefusedError) or code == errno.ECONNREFUSED:
        return _("no server answers at that address")
    if isinstance(exc, socket.gaierror):
        if not name_unknown(exc):
            return _("cannot look up {host}: is this computer online?").format(host=host)
        return _("the name {host} is not known: is it written right?").format(host=host)
    if isinstance(exc, TimeoutError) or code == errno.ETIMEDOUT:
        return _("{host} did not answer within {seconds} s").format(
            host=host, seconds=round(waited)
        )
    if isinstance(exc, ssl.SSLError):
        return _("the server broke off the secure connection as it began")
    if isinstance(exc, InvalidStatus):
        words = _("a web server answers there (HTTP {status}), not a game server")
        return words.format(status=exc.response.status_code)
    if isinstance(exc, InvalidMessage) and isinstance(exc.__cause__, EOFError):
        if hung_up_in_clear(exc, url):
            # What a TLS server does with a request sent in the clear.
            return _("the server hung up before the game could begin: is its address wss://?")
        return _("the server closed the connection before the game could begin")
    if isinstance(exc, InvalidHandshake):
        return _("what answers at that address is not a spades-tui server")
    if code in _UNREACHABLE:
        return _("no way to {host} from here: is this computer online?").format(host=host)
    if code in _BROKEN:
        return _("the server broke off the connection")
    why = os_reason(exc) or type(exc).__name__
    return _("cannot reach the server ({why})").format(why=why)


def name_unknown(exc: BaseException) -> bool:
    """The address names no computer at all (not: the names could not be looked up now),
    which no second try mends."""
    lookup_down = (socket.EAI_AGAIN, getattr(socket, "EAI_SYSTEM", None))
    return isinstance(exc, socket.gaierror) and exc.errno not in lookup_down


def why_cannot_listen(exc: OSError, port: int, bind: str) -> str:
    """Why this computer cannot listen on ``bind``:``port``: the same sentence for the home
    screen's form and for the commands that host or serve."""
    code = _errno_of(exc)
    if code == errno.EADDRINUSE:
        words = _("Port {port} is in use on this computer; choose another.")
    elif code == errno.EACCES:
        words = _("Port {port} needs special rights here; choose one above 1023.")
    elif address_at_fault(exc):
        words = _("{bind!r} is not an address of this computer.")
    else:
        words = _("Cannot listen on port {port}: {why}.")
    return words.format(port=port, bind=shown(bind), why=os_reason(exc))


def address_at_fault(exc: OSError) -> bool:
    """Whether listening failed for the address rather than the port: a name no address
    answers to (999.1.1.1 reads as one) is not one of this computer's either."""
    return _errno_of(exc) == errno.EADDRNOTAVAIL or isinstance(exc, socket.gaierror)


def hung_up_in_clear(exc: BaseException, url: str) -> bool:
    """A ws:// request the server hung up on without a word: what a TLS server does with a
    request sent in the clear."""
    eof = isinstance(exc, InvalidMessage) and isinstance(exc.__cause__, EOFError)
    return eof and url.startswith("ws://")


def tls_hung_up(exc: BaseException, url: str) -> str | None:
    """For a wss:// address whose server hung up while the secure connection was being
    opened (asyncio raises a bare ConnectionResetError then, with no system error number:
    what a server that speaks no TLS does with the greeting), the line that says so; None
    for any other failure."""
    bare_reset = isinstance(exc, ConnectionResetError) and _errno_of(exc) is None
    return _no_tls_words() if url.startswith("wss://") and bare_reset else None


def _no_tls_words() -> str:  # one sentence, for the first connection and for retries
    return _("the server does not speak TLS: is its address ws://, not wss://?")


def _errno_of(exc: BaseException) -> int | None:
    """The system's error number; for a name with several addresses (localhost: ::1 and
    127.0.0.1) that all failed, Python 3.11 gives one error that only lists theirs in its
    words, and when they all say the same, that one is the reason."""
    code = getattr(exc, "errno", None)
    if code is None and str(exc).startswith("Multiple exceptions:"):
        codes = set(re.findall(r"\[Errno (\d+)\]", str(exc)))
        if len(codes) == 1:
            return int(codes.pop())
    return code


def tls_failure(exc: ssl.SSLError, url: str, instead: str | None = None) -> tuple[str, str] | None:
    """A TLS failure after which trying again cannot help, as its code and the line that
    says why; None for one that may pass (the connection dropped during the handshake).
    ``instead``: a host the server's certificate is made out to, when known."""
    if isinstance(exc, ssl.SSLCertVerificationError):
        if misnamed(exc) and instead:
            return "bad_certificate", _join_instead(url, instead)
        return "bad_certificate", _certificate_problem(exc, host_of(url))
    if isinstance(exc, ssl.SSLEOFError | ssl.SSLZeroReturnError | ssl.SSLSyscallError):
        return None
    return "tls_failed", _no_tls_words()


def misnamed(exc: ssl.SSLError) -> bool:
    """Refused only because the certificate is made out to another name or address."""
    code = getattr(exc, "verify_code", None)
    return isinstance(exc, ssl.SSLCertVerificationError) and code in (_WRONG_NAME, _WRONG_ADDRESS)


def _join_instead(url: str, host: str) -> str:
    port = urlsplit(url).port
    host = f"[{host}]" if ":" in host else host
    # Short enough for one line: the address to use says which name the certificate has.
    words = _("the certificate names another host: join {address} instead")
    return words.format(address=shown(f"wss://{host}" + (f":{port}" if port else "")))


def _certificate_problem(exc: ssl.SSLCertVerificationError, host: str) -> str:
    code = exc.verify_code
    if code in (_WRONG_NAME, _WRONG_ADDRESS):
        # Trusting it would not help: the address is not the one the certificate names.
        words = _("the server's certificate is not made out to {host}: join by its name")
        return words.format(host=host)
    if code == _EXPIRED:
        return _("the server's certificate has expired: its owner must renew it")
    if code == _NOT_YET_VALID:
        return _("the server's certificate is not valid yet: is this clock right?")
    if code in (_SELF_SIGNED, _SELF_SIGNED_IN_CHAIN):
        why = _("signed by itself")
    elif code in (_UNKNOWN_ISSUER, _UNKNOWN_ISSUER_LOCALLY, _LEAF_UNVERIFIABLE):
        why = _("signed by an unknown authority")
    else:
        why = shown(" ".join(str(exc.verify_message or exc.reason or exc).split()))
    return _("untrusted certificate ({why}): trust it with --ca FILE").format(why=why)
