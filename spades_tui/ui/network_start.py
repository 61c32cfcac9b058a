"""From the home screen's network form to a network game on the same app's table.

The form's choice is turned into the network table's setup while the home screen still shows
(so a folder another host is using is said there, not after the screen has gone); the game
then plays in this app, and the home screen comes back when it ends.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import IO, TYPE_CHECKING

from spades_tui.i18n import _
from spades_tui.settings import Settings, clean_name
from spades_tui.storage import SaveError, Storage
from spades_tui.ui.network_table import Hosting, RemoteSetup
from spades_tui.ui.screens.network import HostChoice, JoinChoice, NetworkError, trusted_by

if TYPE_CHECKING:
    from spades_tui.ui.shell import TableApp


@dataclass
class NetworkStart:
    setup: RemoteSetup
    lock: IO[str] | None  # the hosted games' folder, held while hosting


def prepare(
    choice: HostChoice | JoinChoice, settings: Settings, storage: Storage | None, ascii_only: bool
) -> NetworkStart:
    """The network table's setup for ``choice``; raises NetworkError with a sentence if it
    cannot start (the hosted games' folder cannot be used, or is in use)."""
    from spades_tui.ui.screens.new_game import _rules_of

    # A name cleared on the form is the default word, never the settings' name behind it.
    default = _("Guest") if isinstance(choice, JoinChoice) else _("Host")
    name = default if choice.name == "" else (choice.name or settings.name or None)
    if isinstance(choice, JoinChoice):
        from spades_tui.net.address import for_a_friend

        # Checked on the form, but the file may have gone since.
        tls = trusted_by(choice.ca) if choice.ca is not None else None
        # Never this machine's loopback address for the friend (as `spades-tui join`).
        share = for_a_friend(choice.url)
        setup = RemoteSetup(
            choice.url, choice.code, name, ascii_only, tls, share_address=share, ca=choice.ca
        )
        return NetworkStart(setup, None)
    from spades_tui.net.address import share_host
    from spades_tui.net.server import GameServer

    # The same folder as ``spades-tui host`` uses, so either continues the other's game.
    root = (storage if storage is not None else Storage.from_options()).hosted_root
    try:
        lock = Storage(root).lock()
    except SaveError as exc:
        raise NetworkError(
            _("{problem} (is another '{command}' running?)").format(
                problem=exc, command="spades-tui host"
            )
        ) from None
    server = GameServer(root, allow_create=False, hosted=True)
    server.restore()
    share = share_host(choice.bind)
    rules = _rules_of(settings.last)
    hosting = Hosting(server, choice.bind, choice.port, None, name or _("Host"), rules, None, share)
    hosting.from_home = True
    return NetworkStart(RemoteSetup("", None, name, ascii_only, hosting=hosting), lock)


def remember_name(app: TableApp, name: str | None) -> None:
    """A name typed on the form is the person's name from now on, as a new game's is."""
    if name and name != app.settings.name:
        app.use_settings(replace(app.settings, name=name))


def open_form(app: TableApp) -> None:
    """The network form over the home screen; a choice that can start is played in ``app``,
    and one that fails before its table shows opens the form again."""
    from spades_tui.ui.screens.network import NetworkScreen

    # As it was last left: a join that fails (a name not known, a wrong code) comes back
    # to the form as it was typed.
    form = NetworkScreen(
        lambda choice: prepare(choice, app.settings, app.storage, app.ascii_only),
        typed=app.network_typed,
        name=app.settings.name,
    )

    def chosen(ready: object) -> None:
        app.network_typed.update(form.fields())
        if isinstance(ready, NetworkStart):
            remember_name(app, clean_name(form.fields()["name"]))
            app.play_network(ready.setup, ready.lock, failed=lambda: open_form(app))

    app.push_screen(form, chosen)
