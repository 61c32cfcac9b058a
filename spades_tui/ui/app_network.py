"""A network game on the app's table: started, and ended (back home, or the app ends).

Mixed into ``SpadesApp`` (ui/app.py), whose table flow and screens it uses.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import IO, TYPE_CHECKING

from textual.worker import Worker, WorkerState

from spades_tui.i18n import _
from spades_tui.ui.screens.info import InfoScreen

if TYPE_CHECKING:
    from textual.app import App

    from spades_tui.ui.flow import TableFlow
    from spades_tui.ui.network_table import RemoteSetup

    _Base = App[int]
else:
    _Base = object


class PlaysOverTheNetwork(_Base):
    # Provided by SpadesApp; declared here for readers.
    flow: TableFlow | None
    _unsaved: str | None

    if TYPE_CHECKING:

        def relabel(self) -> None: ...
        def action_home(self) -> None: ...

    def play_network(
        self,
        setup: RemoteSetup,
        lock: IO[str] | None = None,
        ends_app: bool = False,
        failed: Callable[[], None] | None = None,
    ) -> None:
        """Play a seat of a network game on this app's table. When it is over, the app ends
        (``ends_app``: started from the command line) or the home screen comes back, and
        ``failed`` is called there when it ended in a refusal before its table showed."""
        from spades_tui.ui.network_table import NetworkTable

        if self.flow is not None:
            self.flow.stop()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self._unsaved = None  # a local game's failed save is not this game's to warn about

        def over(code: int, words: str | None) -> None:
            if not ends_app or flow.home_chosen:
                again = failed if code != 0 and flow.view is None else None
                self.run_worker(self._back_home_from_network(flow, words, again), group="net-end")
            elif words and flow.web_tab:
                # A browser tab prints to the server's log (codes too), not to its page: say it.
                self.push_screen(
                    InfoScreen(_("Leaving the table"), words), lambda _: self.exit(code)
                )
            else:
                self.exit(code, message=words or flow.last_words)

        flow = self.flow = NetworkTable(self, setup, over, lock)
        self.relabel()
        self.run_worker(flow.start(), group="net", exit_on_error=False)

    async def _back_home_from_network(
        self, flow: TableFlow, words: str | None, again: Callable[[], None] | None = None
    ) -> None:
        if self.flow is flow:
            self.flow = None
        await flow.close()
        self.sub_title = ""
        self.action_home()
        if words:
            self.notify(words, timeout=10)
        if again is not None:
            again()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state is WorkerState.ERROR and event.worker.group in ("net", "moments"):
            # A bug there must not leave the screen frozen without a word.
            failed = _("Network client failed: {error}").format(error=event.worker.error)
            self.notify(failed, severity="error")
