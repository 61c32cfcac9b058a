"""The browser front of ``spades-tui server --web``: textual-serve, told where it is reached.

textual-serve builds its page's links (``/static``, ``/ws``) from one ``public_url`` fixed when
it starts, by default from the address it is bound to: a server bound to 0.0.0.0 would send
every browser to ``http://0.0.0.0:…``. Here the page is built for each request from the address
the browser itself used (its ``Host``), unless ``--public-url`` fixes one (a server behind a
proxy). Each tab's ``spades-tui join`` is started for its own request too: it connects to the
game server's loopback door, says which address the browser came from (so the per-address
limits count browsers, not the front), and is told the addresses to give a friend.

Each tab costs a process, so tabs are capped from one address and in all; a tab turned away
is closed with the reason, which the page shows where it would say the session ended.

textual-serve is used as it is; this subclass only gives it the two values it reads per request
(``public_url`` and ``command``), through context variables, so concurrent requests never see
each other's.
"""

from __future__ import annotations

import contextvars
import functools
import logging
import re
import shlex
import ssl
import sys
from urllib.parse import urlsplit

from aiohttp import WSCloseCode, web
from aiohttp.http_exceptions import HttpProcessingError
from textual_serve.server import Server

from spades_tui.i18n import N_, catalog_for
from spades_tui.net.address import FORWARDED, forwarded_address, is_loopback, share_host
from spades_tui.net.codes import normalize
from spades_tui.net.limits import WEB_TABS, WEB_TABS_PER_ADDRESS, OpenLimit

_PAGE: contextvars.ContextVar[str | None] = contextvars.ContextVar("page", default=None)
_COMMAND: contextvars.ContextVar[str | None] = contextvars.ContextVar("command", default=None)

# A Host header is a host name, an IPv4 address or a bracketed IPv6 one, and maybe a port.
_HOST = re.compile(
    r"^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$"
)


def page_host(host: str | None) -> str | None:
    """The Host header's value when it is a well-formed host (and port), else None."""
    if host is None or not _HOST.match(host):
        return None
    return host


def split_host(netloc: str) -> str:
    """The host of ``host:port`` (brackets kept for IPv6)."""
    if netloc.startswith("["):
        return netloc[: netloc.index("]") + 1]
    return netloc.rsplit(":", 1)[0] if ":" in netloc else netloc


def browser_address(request: web.Request) -> str:
    """The address of the browser behind ``request``: the connection's own, unless it comes
    from this machine, which may name the browser in ``X-Forwarded-For`` (a proxy in front
    of the page), as the game server's loopback door trusts this machine's connections to."""
    peer = request.remote or "?"
    if is_loopback(peer):
        return forwarded_address(request.headers.get(FORWARDED)) or peer
    return peer


# Why a tab is turned away, shown by the page in place of "Session ended." (a close reason
# is at most 123 bytes: the tests check every language's fits).
TOO_MANY_HERE = N_(
    "Too many browser tabs are open from your address (at most {n}): close one, then press Restart."
)
SERVER_FULL = N_("The server is full ({n} browser tabs at once): try again later with Restart.")
CLOSE_REASON_BYTES = 123

# The words of each language a tab may speak, read once.
_words = functools.cache(catalog_for)


class WebFront(Server):
    """textual-serve whose links follow the address each browser used."""

    def __init__(
        self,
        door: int,
        bind: str,
        port: int,
        game_port: int,
        tls: ssl.SSLContext | None,
        public_url: str | None = None,
        language: str | None = None,
        fallback: str = "en",
        tabs: int = WEB_TABS,
        tabs_per_address: int = WEB_TABS_PER_ADDRESS,
    ) -> None:
        self.door, self.bind, self.game_port, self.tls = door, bind, game_port, tls
        self.tabs = OpenLimit(tabs, tabs_per_address)
        # The server's --lang, when given, is every tab's; else each browser's own choice,
        # and the server's language (its setting, else its environment) for one that names
        # none spades-tui speaks.
        self.language, self.fallback = language, fallback
        self.scheme = "https" if tls is not None else "http"
        self.fixed_url = public_url.rstrip("/") if public_url else None
        default = f"{self.scheme}://{_bracketed(share_host(bind))}:{port}"
        super().__init__("", host=bind, port=port, title="Spades", public_url=default)

    # textual-serve reads these two per request: give it this request's values.
    @property  # type: ignore[override]
    def public_url(self) -> str:
        return _PAGE.get() or self._default_url

    @public_url.setter
    def public_url(self, value: str) -> None:
        self._default_url = value

    @property  # type: ignore[override]
    def command(self) -> str:
        return _COMMAND.get() or self.command_for(self._default_url, None)

    @command.setter
    def command(self, value: str) -> None:
        pass  # the command is made for each tab (command_for)

    def page_for(self, request: web.Request) -> str:
        """Where this browser reaches the page: --public-url, else the Host it asked for."""
        if self.fixed_url is not None:
            return self.fixed_url
        host = page_host(request.headers.get("Host"))
        return self._default_url if host is None else f"{self.scheme}://{host}"

    def command_for(
        self, page: str, browser: str | None, language: str | None = None, code: str | None = None
    ) -> str:
        """The ``spades-tui join`` a tab runs: to the game server's loopback door, with the
        addresses a friend can use and the browser's own address; with ``code``, the seat
        the tab played before it was reloaded (ui/tab_seat.py)."""
        host = split_host(urlsplit(page).netloc) if urlsplit(page).netloc else ""
        if not host or is_loopback(host):
            # The person opened the page on the server's own machine: a friend needs the
            # machine's address on the network instead.
            host = _bracketed(share_host(self.bind))
            port = urlsplit(self._default_url).port
            page = f"{self.scheme}://{host}:{port}" if self.fixed_url is None else page
        game = f"{'wss' if self.tls is not None else 'ws'}://{host}:{self.game_port}"
        words = [sys.executable, "-m", "spades_tui", "join", f"ws://127.0.0.1:{self.door}"]
        if code:
            words.append(code)
        words += ["--share", game, "--page", page]
        if browser:
            words += ["--browser", browser]
        if language:
            words += ["--lang", language]
        return shlex.join(words)

    def tab_language(self, accept_language: str | None) -> str:
        """The language of a tab whose browser sent ``accept_language``."""
        return self.language or browser_language(accept_language) or self.fallback

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        page = self.page_for(request)
        token = _PAGE.set(page)
        try:
            response = await super().handle_index(request)
        finally:
            _PAGE.reset(token)
        if isinstance(response, web.Response) and response.text is not None:
            response.text = own_page(response.text, f"{page}/static/")
        return response

    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
        if not web.WebSocketResponse().can_prepare(request).ok:
            # A plain request (a crawler, curl): told so, where the socket's handshake would
            # raise and print a traceback on the server's console for each one.
            words = "This is the game page's WebSocket; open the page itself in a browser.\n"
            return web.Response(status=400, text=words)
        browser = browser_address(request)
        language = self.tab_language(request.headers.get("Accept-Language"))
        # Taken before the first await, so tabs opened together cannot all pass one check.
        refused = self.tabs.take(browser)
        if refused is not None:
            return await self.refuse(request, refused, language)
        # Only a well-formed code reaches the command; the server judges whether it holds.
        seat = normalize(request.query.get("seat", ""))
        token = _COMMAND.set(self.command_for(self.page_for(request), browser, language, seat))
        try:
            return await super().handle_websocket(request)
        finally:
            _COMMAND.reset(token)
            # textual-serve returns once the tab's process, told to quit, has closed its output.
            self.tabs.give_back(browser)

    async def refuse(self, request: web.Request, cap: str, language: str) -> web.WebSocketResponse:
        """Open the tab's socket only to close it saying why: a browser is told nothing of
        a refused handshake, but the page shows a close reason."""
        websocket = web.WebSocketResponse()
        await websocket.prepare(request)
        await websocket.close(
            code=WSCloseCode.TRY_AGAIN_LATER, message=refusal(cap, self.tabs, language)
        )
        return websocket

    async def on_startup(self, app: web.Application) -> None:
        """The server prints its own lines (textual-serve would print a banner)."""

    async def start(self) -> web.AppRunner:
        """Listen (over TLS with the game server's certificate, when it has one)."""
        server_log = logging.getLogger("aiohttp.server")
        if not any(isinstance(f, _BadRequestsInOneLine) for f in server_log.filters):
            server_log.addFilter(_BadRequestsInOneLine())
        runner = web.AppRunner(await self._make_app(), handle_signals=False)
        await runner.setup()
        site = web.TCPSite(runner, self.bind, self.port, ssl_context=self.tls)
        await site.start()
        return runner


class _BadRequestsInOneLine(logging.Filter):
    """A malformed request from a browser or a scanner (a header too long, not HTTP at all)
    is the sender's fault and is answered 400: logged in one line, not with a traceback."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, HttpProcessingError):
            said = record.getMessage()
            record.msg, record.args = "%s (a malformed request, answered %s)", (said, error.code)
            record.exc_info = record.exc_text = None
        return True


# textual-serve's page asks an online font service for its stylesheet (which fails offline);
# the same font is among the files it serves itself.
_FONT_LINK = re.compile(
    r'<link\s+rel="stylesheet"\s+href="https://fonts\.googleapis\.com/[^"]*"\s*/?>'
)
_OWN_FONT = """<style>
      @font-face {{ font-family: "Roboto Mono"; font-style: normal;
        src: url("{static}fonts/RobotoMono-VariableFont_wght.ttf") format("truetype"); }}
      @font-face {{ font-family: "Roboto Mono"; font-style: italic;
        src: url("{static}fonts/RobotoMono-Italic-VariableFont_wght.ttf") format("truetype"); }}
    </style>"""
# The terminal takes keys only once it has the focus: give it the focus as soon as it exists,
# so a player can type without clicking first. A tab closed with a reason (turned away: too
# many tabs) shows the reason where textual-serve's page says only "Session ended.": its
# script makes the socket after this one runs (on load), through this wrapper.
_FOCUS = """<script>
      (function focusTerminal(tries) {
        const input = document.querySelector("#terminal textarea");
        if (input) { input.focus(); return; }
        if (tries > 0) { setTimeout(() => focusTerminal(tries - 1), 100); }
      })(600);
    </script>
    <script>
      (function showWhyClosed() {
        const Socket = window.WebSocket;
        // The seat this tab plays, marked in its stream (ui/tab_seat.py) and kept for this
        // tab alone: a reload opens the socket with it, and the front seats the tab again.
        const SEAT = "spades-seat";
        const MARK = /\\x1b\\]7712;spades-seat=([0-9A-Z-]*)\\x07/g;
        function kept(change) {
          try { return change(window.sessionStorage); } catch (error) { return null; }
        }
        function Shown(url, ...rest) {
          const seat = kept((store) => store.getItem(SEAT));
          if (seat) { url += (url.includes("?") ? "&" : "?") + "seat=" + encodeURIComponent(seat); }
          const socket = new Socket(url, ...rest);
          socket.addEventListener("close", (event) => {
            const message = document.querySelector(".closed-dialog .message");
            if (event.reason && message) { message.textContent = event.reason; }
          });
          socket.addEventListener("message", (event) => {
            if (!(event.data instanceof ArrayBuffer)) { return; }
            const text = new TextDecoder().decode(event.data);
            if (!text.includes("\\x1b]7712;")) { return; }
            for (const found of text.matchAll(MARK)) {
              kept((store) => found[1] ? store.setItem(SEAT, found[1]) : store.removeItem(SEAT));
            }
          });
          return socket;
        }
        Shown.prototype = Socket.prototype;
        Object.assign(Shown, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
        window.WebSocket = Shown;
      })();
    </script>
  </body>"""


def refusal(cap: str, tabs: OpenLimit, language: str) -> bytes:
    """The close reason of a tab ``cap`` ("address" or "all") turns away, in ``language``."""
    words, most = (
        (TOO_MANY_HERE, tabs.per_address) if cap == "address" else (SERVER_FULL, tabs.most)
    )
    reason = _words(language).gettext(words).format(n=most).encode()
    # Never cut inside a character: the browser would drop a reason that is not UTF-8.
    return reason[:CLOSE_REASON_BYTES].decode(errors="ignore").encode()


# The tab's icon, a spade drawn inline: without one every page load asks for /favicon.ico and
# is answered "not found".
_ICON = (
    '<link rel="icon" href="data:image/svg+xml,'
    "%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'%3E"
    "%3Ctext y='.9em' font-size='90'%3E%E2%99%A0%3C/text%3E%3C/svg%3E\">"
)


def own_page(html: str, static: str) -> str:
    """textual-serve's page with the font from its own files, an icon, the keys working at
    once, and the reason a tab was closed shown."""
    html = _FONT_LINK.sub(lambda _: _OWN_FONT.format(static=static), html, count=1)
    html = html.replace("</head>", _ICON + "</head>", 1)
    return html.replace("</body>", _FOCUS, 1)


def browser_language(header: str | None) -> str | None:
    """The first of the languages spades-tui speaks that the browser asks for, if any
    (``Accept-Language: hu-HU,hu;q=0.9,en;q=0.8`` is Hungarian)."""
    from spades_tui.i18n import LANGUAGES

    wanted = []
    for index, part in enumerate((header or "").split(",")[:20]):
        tag, _, weight = part.strip().partition(";q=")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            continue
        wanted.append((-quality, index, tag.split("-")[0].strip().lower()))
    for _quality, _index, language in sorted(wanted):
        if language in LANGUAGES:
            return language
    return None


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host and not host.startswith("[") else host
