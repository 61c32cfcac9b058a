"""What a network table is asked to be: where its seat connects, and what this process hosts.

Made by the command line (``commands.network``) or the home screen's network form
(``ui.network_start``), read by the table that connects (``ui.flow.connecting``).
"""

from __future__ import annotations

import ssl
from dataclasses import dataclass
from typing import TYPE_CHECKING

from spades_tui.core.rules import Rules

if TYPE_CHECKING:
    from spades_tui.storage import Storage


@dataclass
class Hosting:
    """This process also runs the server (``spades-tui host``)."""

    server: object  # GameServer; typed loosely so the app imports the server only when hosting
    bind: str
    port: int
    tls: ssl.SSLContext | None
    name: str
    rules: Rules
    seed: int | None
    share_host: str  # the address the friend should use
    certificate: str | None = None  # the TLS certificate's file, to give a friend if need be
    # The options `spades-tui host` was started with that say where it listens and keeps
    # its games: hosting again without them would not find this table.
    again: tuple[str, ...] = ()
    from_home: bool = False  # hosted from the home screen's form, not by the command
    # No authority the friend's computer knows signed it (None: not found out yet).
    friend_needs_ca: bool | None = None


@dataclass
class RemoteSetup:
    url: str  # where this seat's client connects
    code: str | None  # None: ask in the lobby (or create, with ``create``)
    name: str | None
    ascii_only: bool = False
    tls: ssl.SSLContext | None = None
    create: tuple[Rules, int | None] | None = None
    share_address: str = ""  # the address to put in the friend's join command
    hosting: Hosting | None = None
    page: str | None = None  # a browser front's tab: the page a friend can open too
    browser: str | None = None  # a browser front's tab: the browser's address
    computer: tuple[str, str] | None = None  # a new table against the computer: level, name
    ca: str | None = None  # the certificate file trusted with --ca, to come back with
    keep_in: Storage | None = None  # where a finished game is filed (else the app's storage)

    def file_for_friend(self) -> str | None:
        """The certificate file a friend joining this table must trust with --ca, if any:
        the one hosted with, if no authority signed it; or, at a table made on a server,
        the one this seat trusts it by."""
        hosting = self.hosting
        if hosting is not None:
            return hosting.certificate if hosting.friend_needs_ca else None
        return self.ca
