"""SpadesApp: owns one Game, gives each seat a controller, and moves the game along.

Each seat is controlled by a person ("human") or a computer level. When a person is to act the
table shows that seat's view and sends back their action; when a computer is, its player runs
in a worker thread and its choice is applied on the UI thread after a short pause so people can
follow. Overlays (hand-off, hand summary, help ...) sit on top of the table; the game moves on
only while the table itself is showing, which is why ``advance`` runs whenever it resumes.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.geometry import Size
from textual.notifications import SeverityLevel
from textual.screen import Screen

from spades_tui.core import events as ev
from spades_tui.core.actions import Action, Exchange
from spades_tui.core.game import Game, Phase
from spades_tui.core.rules import Rules
from spades_tui.ui.cardtext import label
from spades_tui.ui.computer import ComputerSeats
from spades_tui.ui.news import describe_event
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.too_small import TooSmallScreen, fits
from spades_tui.ui.setup import HUMAN, GameSetup, SetupError

if TYPE_CHECKING:
    from spades_tui.players.base import Player
    from spades_tui.storage import Storage

DEFAULT_PACE = 0.6


class SpadesApp(ComputerSeats, App[int]):
    CSS_PATH = "app.tcss"
    TITLE = "Spades"
    BINDINGS = [Binding("question_mark,f1", "help", "Help", key_display="?")]

    def __init__(
        self,
        game: Game | None = None,
        controllers: tuple[str, str] = (HUMAN, HUMAN),
        ascii_only: bool = False,
        pace: float = DEFAULT_PACE,
        storage: Storage | None = None,
        defaults: GameSetup | None = None,
        from_storage: bool = False,
    ) -> None:
        super().__init__()
        self.game: Game | None = game
        self.controllers = controllers
        self.ascii_only = ascii_only
        self.pace = pace
        self.storage = storage
        self.defaults = defaults
        # True when ``game`` is the one in the storage's current file, so it is not shelved.
        self.from_storage = from_storage
        # Set for real runs only: tests share their event loop and must keep its signals.
        self.handle_signals = False
        self.table: TableScreen | None = None
        self.players: dict[int, Player] = {}
        self.viewer: int | None = None
        self.paused = False
        self.logs: tuple[list[str], list[str]] = ([], [])
        self.public_log: list[str] = []
        self._seen_news = [0, 0]
        self._summary: ev.HandScored | None = None
        self._game_over_shown = False
        self._unsubscribe: list[Callable[[], None]] = []
        self._thinking_at: int | None = None  # actions_applied when a computer began to think
        self._stash: tuple[int, int, Action] | None = None
        self._generation = 0
        # False when the game in progress must not be written (see _keep_unfinished_game).
        self._saving = True
        self._unsaved: str | None = None  # why the last save failed, until one succeeds
        self._quit_warned = False

    # ------------------------------------------------------------------ starting
    def on_mount(self) -> None:
        if self.handle_signals:
            self._exit_on_signals()
        if self.game is not None:
            self.start(self.game, self.controllers, continuing=self.from_storage)
        elif self.storage is not None:
            self._offer_unfinished_game()
        else:
            self.action_new_game()
        self._check_size()

    def _exit_on_signals(self) -> None:
        """SIGTERM or a closed terminal (SIGHUP) ends the app the way ctrl+q does (exit 128+N).

        The game is already on disk after every action; what matters is that Textual gets to
        restore the terminal. The handler runs in the event loop, never in the middle of a save.
        """
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGHUP):
            loop.add_signal_handler(signum, partial(self.exit, return_code=128 + signum))

    def _offer_unfinished_game(self) -> None:
        from spades_tui.storage import SaveError
        from spades_tui.ui.screens.resume import CONTINUE, ResumeScreen
        from spades_tui.ui.setup import SetupError, controllers_of

        assert self.storage is not None
        try:
            game = self.storage.load_unfinished()
            controllers = controllers_of(game) if game is not None else None
        except (SaveError, SetupError, OSError) as exc:
            title = "The saved game could not be loaded"
            self.push_screen(InfoScreen(title, str(exc)), lambda _: self.action_new_game())
            return
        if game is None or controllers is None:
            self.action_new_game()
            return

        def chosen(choice: str | None) -> None:
            if choice == CONTINUE:
                self.start(game, controllers, continuing=True)
            else:
                # The old game stays in current.json until a new one starts, then is shelved.
                self.action_new_game(can_cancel=False)

        self.push_screen(ResumeScreen(game), chosen)

    def start(self, game: Game, controllers: tuple[str, str], continuing: bool = False) -> None:
        """Play ``game``; unless it continues the saved game, that one is kept in history."""
        from spades_tui.players import make_player

        for cancel in self._unsubscribe:
            cancel()
        self._generation += 1
        self.workers.cancel_group(self, "computer")
        self.game, self.controllers = game, controllers
        seed = game.seed if game.seed is not None else 0
        self.players = {
            s: make_player(c, seed * 2 + s) for s, c in enumerate(controllers) if c != HUMAN
        }
        self.viewer = None
        self.paused = False
        self.logs = ([], [])
        self.public_log = []
        self._seen_news = [0, 0]
        self._summary = None
        self._game_over_shown = False
        self._thinking_at = None
        self._stash = None
        self._saving = True
        self._unsubscribe = [game.subscribe(partial(self._on_event, s), s) for s in (0, 1)]
        for seat in (0, 1):
            for event in game.opening_events(seat):
                self._on_event(seat, event)
        if continuing:
            self._summary = _unseen_summary(game)
        elif self.storage is not None:
            self._keep_unfinished_game()
            self.after_action(game)
        self.sub_title = self._mode_text()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.table = TableScreen(self.ascii_only)
        self.push_screen(self.table)
        self._check_size()

    @property
    def hotseat(self) -> bool:
        return self.controllers == (HUMAN, HUMAN)

    @property
    def watching(self) -> bool:
        return HUMAN not in self.controllers

    def _mode_text(self) -> str:
        if self.hotseat:
            return "hot-seat"
        if self.watching:
            return f"watching {self.controllers[0]} vs {self.controllers[1]}"
        level = next(c for c in self.controllers if c != HUMAN)
        return f"against the computer ({level})"

    # ------------------------------------------------------------------ events from the core
    def _on_event(self, seat: int, event: ev.Event) -> None:
        assert self.game is not None
        names = [p.name for p in self.game.players]
        text = describe_event(event, names, self.ascii_only)
        if text:
            self.logs[seat].append(text)
        if seat == 0 and event.audience == ev.PUBLIC:
            if text:
                self.public_log.append(text)
            if isinstance(event, ev.HandScored):
                self._summary = event

    # ------------------------------------------------------------------ the flow of the game
    def _flow_ready(self) -> bool:
        # is_running: keys still queued while the app shuts down must not reach the table.
        return (
            self.is_running
            and self.game is not None
            and self.table is not None
            and self.screen is self.table
            and self.table.is_mounted
            and not self.paused
        )

    def advance(self) -> None:
        """Show the next decision, or start the computer on it; safe to call at any time."""
        if not self._flow_ready():
            return
        game, table = self.game, self.table
        assert game is not None and table is not None
        if self._stash is not None:
            stash, self._stash = self._stash, None
            self._computer_chose(*stash)
            return
        if self._summary is not None:
            summary, self._summary = self._summary, None
            self._blank_table()
            auto = max(1.5, 4 * self.pace) if self.watching else 0
            names = [p.name for p in game.players]
            self.push_screen(HandOverScreen(names, summary.hand, summary.results, auto))
            return
        if game.phase is Phase.GAME_OVER:
            if not self._game_over_shown:
                self._game_over_shown = True
                assert game.winner is not None
                names = [p.name for p in game.players]
                screen = GameOverScreen(names, game.winner, game.history)
                self.push_screen(screen, self._after_game_over)
            return
        seat = game.to_act
        if self.controllers[seat] == HUMAN:
            if self.hotseat and self.viewer != seat:
                self._hand_off(seat)
                return
            self.viewer = seat
            table.decide(game.view(seat), self.logs[seat])
            return
        self._show_computer_turn(seat)
        self.think(seat)

    def _hand_off(self, seat: int) -> None:
        assert self.game is not None
        news = self.public_log[self._seen_news[seat] :][-5:]
        self._seen_news[seat] = len(self.public_log)
        self._blank_table()
        # The table is blanked first so the last player's cards never show behind the hand-off.
        self.viewer = seat
        self.push_screen(HandoffScreen(self.game.players[seat].name, news))

    def _blank_table(self) -> None:
        assert self.game is not None and self.table is not None
        if self.hotseat:
            self.viewer = None
            self.table.watch_public(self.game.view(self.game.to_act), self.public_log)

    def submit(self, action: Action) -> None:
        """A person's decision from the table; refused with the core's reason if illegal."""
        game, table = self.game, self.table
        if not self.is_running or game is None or table is None or game.phase is Phase.GAME_OVER:
            return
        seat = game.to_act
        if self.controllers[seat] != HUMAN or self.viewer != seat:
            return
        reason = game.why_illegal(action)
        if reason is not None:
            table.refuse(reason)
            return
        if isinstance(action, Exchange):
            # Show what came back before the game moves on (perhaps to a hand-off); the
            # table resumes, and so advances, when this box closes.
            self._apply(seat, action, then_advance=False)
            gave, got = game.view(seat).my_exchange or ((), ())
            names = " ".join(label(c, self.ascii_only) for c in gave) or "nothing"
            back = " ".join(label(c, self.ascii_only) for c in got) or "nothing"
            self.push_screen(InfoScreen("Exchange", f"You gave {names}\nand got back {back}."))
        else:
            self._apply(seat, action)
        self._seen_news[seat] = len(self.public_log)

    def _apply(self, seat: int, action: Action, then_advance: bool = True) -> None:
        assert self.game is not None
        self.game.apply(action, seat)
        self.after_action(self.game)
        if then_advance:
            self.advance()

    def after_action(self, game: Game) -> None:
        """Called after every applied action: the game is saved here when saving is on."""
        if self.storage is None or not self._saving:
            return
        try:
            self.storage.save(game)
        except Exception as exc:  # noqa: BLE001 - a failed save must not end the game
            self._unsaved = str(exc)
            self.notify(f"Could not save the game: {exc}", severity="error", timeout=20)
        else:
            self._unsaved = None

    async def action_quit(self) -> None:
        # Quitting with moves that failed to save would lose them: say so once first.
        if self._unsaved is not None and not self._quit_warned:
            self._quit_warned = True
            self.notify(
                f"The last moves are not saved ({self._unsaved}). Export the game from the "
                "palette (ctrl+p), or press ctrl+q again to quit anyway.",
                title="Not saved",
                severity="warning",
                timeout=20,
            )
            return
        self.exit()

    def _keep_unfinished_game(self) -> None:
        """Move the saved game out of the way; if it cannot be, this game is not saved over it."""
        from spades_tui.storage import SaveError

        assert self.storage is not None
        try:
            kept = self.storage.shelve_unfinished()
        except (SaveError, OSError) as exc:
            self._saving = False
            self.notify(
                f"{exc}. This game will not be saved, so the unfinished one stays as it is.",
                title="Saving is off",
                severity="error",
                timeout=20,
            )
            return
        if kept is not None:
            self.notify(f"The unfinished game was kept as {kept}", timeout=6)

    def _after_game_over(self, choice: str | None) -> None:
        if choice == "quit":
            self.exit(0)
        else:
            self.action_new_game(can_cancel=False)

    # ------------------------------------------------------------------ app-wide actions
    def action_help(self) -> None:
        from spades_tui.ui.screens.help import HelpScreen
        from spades_tui.ui.screens.scores import HistoryScreen

        if isinstance(self.screen, (HelpScreen, TooSmallScreen)):
            return
        # Open at what is on screen: scores, or the table in some phase of the game; any
        # other screen (a form, a menu) opens the guide at its start.
        section = None
        if isinstance(self.screen, (HandOverScreen, HistoryScreen, GameOverScreen)):
            section = "scoring"
        elif isinstance(self.screen, (TableScreen, HandoffScreen)) and self.game is not None:
            section = "scoring" if self.game.phase is Phase.GAME_OVER else self.game.phase.value
        self.push_screen(HelpScreen(section, self.ascii_only))

    def action_new_game(self, can_cancel: bool | None = None) -> None:
        from spades_tui.ui.screens.new_game import NewGameScreen

        if isinstance(self.screen, (NewGameScreen, TooSmallScreen)):
            return
        game, defaults = self.game, self.defaults
        names = rules = seed = None
        if game is not None:
            names, rules = (game.players[0].name, game.players[1].name), game.rules
        elif defaults is not None:
            names, rules, seed = defaults.names, defaults.rules, defaults.seed
        cancel = game is not None if can_cancel is None else can_cancel
        screen = NewGameScreen(names, rules, seed, can_cancel=cancel)
        self.push_screen(screen, self._new_game_chosen)

    def _new_game_chosen(self, setup: GameSetup | None) -> None:
        if setup is not None:
            self.start(setup.new_game(), setup.controllers)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        # Messages here quote names, paths and error text, never styling: a "[" in them must
        # not be read as a tag (Textual's default would, and could crash on it).
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def action_export(self) -> None:
        from spades_tui.ui.screens.export import ExportScreen

        if self.game is None or isinstance(self.screen, TooSmallScreen):
            return
        self.push_screen(ExportScreen(), self._export_to)

    def _export_to(self, path: Path | None) -> None:
        from spades_tui.storage import SaveError, export

        if path is None or self.game is None:
            return
        try:
            written = export(self.game, path)
        except SaveError as exc:
            self.notify(str(exc), title="Export failed", severity="error", timeout=10)
            return
        self.notify(f"The game was exported to {written.resolve()}", title="Exported", timeout=8)

    def action_command_palette(self) -> None:
        from textual.command import CommandPalette

        from spades_tui.ui.palette import SafeCommandPalette

        # One palette at a time, even when another screen (the size notice) opened over it.
        if self.use_command_palette and not any(
            isinstance(screen, CommandPalette) for screen in self.screen_stack
        ):
            self.push_screen(SafeCommandPalette(id="--command-palette"))

    def search_themes(self) -> None:
        from textual.theme import ThemeProvider

        from spades_tui.ui.palette import SafeCommandPalette

        palette = SafeCommandPalette(providers=[ThemeProvider], placeholder="Search for themes…")
        self.push_screen(palette)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield SystemCommand("New game", "Start a new game", self.action_new_game)
        if self.game is not None:
            yield SystemCommand(
                "Export game", "Write this game's record to a file", self.action_export
            )
        yield SystemCommand("Help", "Keys and rules", self.action_help)
        yield from super().get_system_commands(screen)

    # ------------------------------------------------------------------ terminal size
    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size)

    def _check_size(self, size: Size | None = None) -> None:
        small = not fits(*(size or self.size))
        showing = any(isinstance(s, TooSmallScreen) for s in self.screen_stack)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif not small and showing and isinstance(self.screen, TooSmallScreen):
            self.pop_screen()


def _unseen_summary(game: Game) -> ev.HandScored | None:
    """The last hand's scores, when a resumed game stopped before the next hand began.

    The summary is what the table showed then, so a resumed game shows it again. A declined
    double-nil offer cannot be told from one that did not apply, so the summary may show once
    more than needed, which does no harm.
    """
    hand = game.hand
    untouched = not hand.draft and not any(hand.double_nil)
    if len(game.hands) < 2 or not untouched or game.phase is Phase.GAME_OVER:
        return None
    last = game.hands[-2]
    return ev.HandScored(ev.PUBLIC, last.number, last.result) if last.result else None


def run_app(args: argparse.Namespace, rules: Rules) -> int:
    from spades_tui.ui.startup import make_app

    try:
        app = make_app(args, rules)
    except SetupError as exc:
        print(f"spades-tui: error: {exc}", file=sys.stderr)
        return 2
    app.handle_signals = True
    result = app.run()
    return result if isinstance(result, int) else (app.return_code or 0)
