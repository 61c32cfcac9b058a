"""What a table flow asks of the app it runs in, named as a protocol.

``SpadesApp`` is the shell: it opens screens, keeps the settings and the storage, and hands the
game on the table to a flow (``ui/flow``). The flows and the computer seats call back into it
for a few things, named here, so they depend on this page and not on ``ui/app.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from spades_tui.core.game import Game
    from spades_tui.settings import Settings
    from spades_tui.storage import Storage
    from spades_tui.ui.flow import TableFlow
    from spades_tui.ui.flow.remote_setup import RemoteSetup


class TableApp(Protocol):
    """The app a table flow runs in: its own members, then the Textual ones the flows use."""

    flow: TableFlow | None
    storage: Storage | None
    settings: Settings
    ascii_only: bool
    pace: float
    trick_pause: float
    network_typed: dict[str, str]  # the network form's fields, as last left

    def start(self, game: Game, controllers: tuple[str, str], continuing: bool = False) -> None:
        """Play ``game`` on the table."""

    def after_action(self, game: Game) -> None:
        """Save ``game`` after a decision."""

    def action_new_game(self, can_cancel: bool = True, **form: Any) -> None:
        """Open the new-game form."""

    def action_home(self) -> None:
        """Leave the table for the home screen."""

    def action_export(self) -> None:
        """Offer to save the game's record to a file."""

    def use_settings(self, settings: Settings) -> None:
        """Take changed settings: applied at once and saved."""

    def play_network(
        self,
        setup: RemoteSetup,
        lock: Any = None,
        ends_app: bool = False,
        failed: Callable[[], None] | None = None,
    ) -> None:
        """Sit at a seat of a server's game."""

    # Textual's App, as far as the flows use it.
    screen: Screen
    screen_stack: list[Screen]
    is_running: bool
    workers: Any

    def notify(self, message: str, **how: Any) -> None: ...

    def clear_notifications(self) -> None: ...

    def push_screen(self, screen: Any, callback: Any = None, **how: Any) -> Any: ...

    def pop_screen(self) -> Any: ...

    def switch_screen(self, screen: Any) -> Any: ...

    def run_worker(self, work: Any, **how: Any) -> Any: ...

    def exit(self, result: Any = None, **how: Any) -> None: ...
