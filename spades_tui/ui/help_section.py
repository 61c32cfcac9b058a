"""Where the guide opens when F1 or ? is pressed: at what is on screen."""

from __future__ import annotations

from textual.screen import Screen

from spades_tui.core.game import Phase
from spades_tui.ui.flow import TableFlow
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen, HistoryScreen
from spades_tui.ui.screens.table import TableScreen


def network_screens() -> tuple[type[Screen[object]], ...]:
    """The screens of a network game before (or beside) its table, whose help is the guide's
    section on playing over the network."""
    from spades_tui.ui.screens.host_wait import LobbyScreen, WaitScreen
    from spades_tui.ui.screens.network import NetworkScreen
    from spades_tui.ui.spectate import SpectatorScreen

    return (WaitScreen, LobbyScreen, NetworkScreen, SpectatorScreen)


def help_section(screen: Screen[object], flow: TableFlow | None) -> str | None:
    """The guide's section for ``screen``: the review, scores, a network screen, or the
    table in some phase of the game; any other screen (a form, a menu) opens the guide at its
    start."""
    from spades_tui.ui.screens.review import ReviewScreen
    from spades_tui.ui.screens.review_table import ReviewTableScreen

    if isinstance(screen, (ReviewTableScreen, ReviewScreen)):
        return "review"  # the keys page's part on the review: its marks and its keys
    if isinstance(screen, (HandOverScreen, HistoryScreen, GameOverScreen)):
        return "scoring"
    if isinstance(screen, network_screens()):
        return "network"
    if isinstance(screen, (TableScreen, HandoffScreen)):
        phase = None if flow is None else flow.phase()
        if phase is not None:
            return "scoring" if phase is Phase.GAME_OVER else phase.value
    return None
