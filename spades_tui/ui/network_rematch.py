"""A rematch at a network table: asked for, said where it stands, and started.

Mixed into ``NetworkTable`` (ui/network_table.py), whose connection, view and final screen it
uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spades_tui.i18n import _
from spades_tui.ui.presence_words import rematch_words

if TYPE_CHECKING:
    from textual.app import App

    from spades_tui.core.game import Game
    from spades_tui.core.view import PlayerView
    from spades_tui.net.client import SeatClient
    from spades_tui.ui.moments import Moments
    from spades_tui.ui.notices import Notices
    from spades_tui.ui.screens.network_game_over import NetworkGameOverScreen


class Rematches:
    # Provided by NetworkTable; declared here for readers.
    app: App[int]
    client: SeatClient | None
    seat: int | None
    view: PlayerView | None
    game: Game | None
    connected: list[bool]
    notices: Notices
    moments: Moments
    game_over: NetworkGameOverScreen | None
    rematch_asked: set[int]
    home_chosen: bool
    _game_over_on: bool

    if TYPE_CHECKING:

        def leave(self, code: int, words: str | None = None) -> None: ...

    def rematch_wanted(self) -> None:
        if self.client is not None and self.seat is not None:
            self.app.run_worker(self._ask_rematch(), group="send", exit_on_error=False)

    async def _ask_rematch(self) -> None:
        assert self.client is not None
        if not await self.client.ask_rematch():
            self.notices.brief(
                _("Not connected: the rematch was not asked for; try again in a moment.")
            )

    def _say_rematch(self) -> None:
        """Tell the player at the final screen where the rematch stands."""
        screen, view = self.game_over, self.view
        if screen is None or view is None or not screen.is_mounted:
            return
        screen.say(self._rematch_words(view))

    def _rematch_words(self, view: PlayerView) -> str:
        other = 1 - view.seat
        return rematch_words(view.names[other], other, self.rematch_asked, self.connected[other])

    def _rematch_started(self) -> None:
        screen, self.game_over = self.game_over, None
        self.rematch_asked.clear()
        self.moments.clear()
        self._game_over_on = False
        self.view, self.game = None, None  # the new game's first position is not the last's
        if screen is not None:
            screen.dismiss("rematch")

    def _game_over_closed(self, choice: str | None) -> None:
        self.home_chosen = choice == "home"  # the home screen, even when started by `join`
        if choice != "rematch":
            self.leave(0)
