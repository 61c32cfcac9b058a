"""SpadesApp: the shell around the table (screens, settings, storage); the game is a flow's.

The app opens the home screen, the forms, the help, history and replay; it loads and saves the
settings and saves the game in play after every action. The game on the table, whoever sits
at it, is one ``TableFlow`` (``ui/flow``): a ``LocalTable`` for a game held here (hot-seat,
against the computer, watching) or a ``NetworkTable`` for a seat of a server's game. Whatever
the table or a key asks about the game (a decision, a hint, a finished trick seen, the table
showing again, the palette's commands, take back and claim) is handed to the flow, so every
feature works the same at every kind of table.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from spades_tui.core.game import Game
from spades_tui.i18n import N_, _
from spades_tui.ui import ascii_mode, footer_words, lifeline, resize_guard
from spades_tui.ui.app_network import PlaysOverTheNetwork
from spades_tui.ui.app_settings import KeepsSettings
from spades_tui.ui.flow import AWAY, TableFlow
from spades_tui.ui.flow.saving import SavesTheGame
from spades_tui.ui.help_section import help_section
from spades_tui.ui.room_check import AsksForRoom
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.too_small import TooSmallScreen
from spades_tui.ui.setup import HUMAN, GameSetup
from spades_tui.ui.stale_keys import DropsStaleKeys
from spades_tui.ui.table_common import PlainNotifications, TableLook
from spades_tui.ui.title_dash import TitleInLanguage

if TYPE_CHECKING:
    from spades_tui.settings import Settings
    from spades_tui.storage import Storage
    from spades_tui.ui.network_table import RemoteSetup
    from spades_tui.ui.screens.home import HomeScreen

DEFAULT_PACE = 0.6


class SpadesApp(
    DropsStaleKeys,
    AsksForRoom,
    PlainNotifications,
    KeepsSettings,
    TableLook,
    SavesTheGame,
    TitleInLanguage,
    PlaysOverTheNetwork,
    App[int],
):
    CSS_PATH = "app.tcss"
    # A screen under another one, a dialog say, wears this class: its notices are hidden
    # (app.tcss), since the screen on top shows them too (each was drawn twice), and Textual
    # keeps only the top screen's up to date (one taken down stayed drawn underneath).
    SUSPENDED_SCREEN_CLASS = "-covered"
    TITLE = N_("Spades")  # the game's name; "Spades" in Hungarian too, but it could differ
    BINDINGS = [
        # Two bindings of one action, so the Footer shows the first that works: where a text
        # field has the focus it takes the ?, and the Footer names F1 instead.
        Binding("question_mark", "help", N_("Help"), key_display="?"),
        Binding("f1", "help", N_("Help"), key_display="F1"),
        # Not in the Footer, which has no room left at 80 columns: the key guide lists it.
        Binding("u", "take_back", N_("Undo")),
        # The same key when nothing can be taken back: it says why.
        Binding("u", "why_no_take_back", show=False),
        Binding("w", "claim", N_("Claim")),
    ]

    def __init__(
        self,
        game: Game | None = None,
        controllers: tuple[str, str] = (HUMAN, HUMAN),
        ascii_only: bool = False,
        pace: float = DEFAULT_PACE,
        storage: Storage | None = None,
        defaults: GameSetup | None = None,
        from_storage: bool = False,
        trick_pause: float | None = None,
        network: RemoteSetup | None = None,
        replay: Game | None = None,
        settings: tuple[Settings, str | None] | None = None,
    ) -> None:
        """``game``: play it at once with ``controllers``; ``network``: play that network
        game at once (``spades-tui host`` or ``join``); ``replay``: show that game's replay
        alone (``spades-tui replay``). The app ends with either of the last two."""
        super().__init__()
        footer_words.install()
        resize_guard.install()
        lifeline.install()
        self._first_game = (game, controllers) if game is not None else None
        self._settings_read = settings  # read before the app, with any problem to tell
        self.ascii_only = ascii_only
        self.started = datetime.now()  # games filed from now on are "this session"
        self.pace = pace
        # These follow the settings (read at mount); a trick_pause given here wins over them.
        self.four_colour = False
        self._trick_pause_option = trick_pause
        self.trick_pause = 1.0 if trick_pause is None else trick_pause  # seconds; 0: none
        self.hints_on = True
        self.play_last_card = True  # a person's last card of a hand is played for them
        self.double_nil_question = "always"  # or "when_behind" or "never"
        self.storage = storage
        self.defaults = defaults
        # True when ``game`` is the one in the storage's current file, so it is not shelved.
        self.from_storage = from_storage
        # Set for real runs only: tests share their event loop and must keep its signals.
        self.handle_signals = False
        self.flow: TableFlow | None = None  # the game on the table (kept, stopped, at home)
        # False when the game in progress must not be written (see keep_unfinished_game).
        self._saving = True
        self._unsaved: str | None = None  # why the last save failed, until one succeeds
        self.network_typed: dict[str, str] = {}  # the network form's fields, as last left
        self._quit_warned = False
        self._network_setup = network
        self._replay_only = replay

    @property
    def game(self) -> Game | None:
        """The game held here, if the table has one (a network seat's game is the server's);
        before the app runs, the game it was given to play."""
        if self.flow is None:
            return None if self._first_game is None else self._first_game[0]
        return self.flow.game

    @property
    def table(self) -> TableScreen | None:
        return None if self.flow is None else self.flow.table

    # ------------------------------------------------------------------ starting
    def on_mount(self) -> None:
        if self.handle_signals:
            lifeline.guard(self)
        self._load_settings()
        self.relabel()
        first, self._first_game = self._first_game, None
        if first is not None or self._network_setup is not None or self._replay_only is not None:
            self._say_settings_problem()
        if self._network_setup is not None:
            self.play_network(self._network_setup, ends_app=True)
        elif self._replay_only is not None:
            from spades_tui.replay import Replay
            from spades_tui.ui.screens.replay import ReplayScreen

            replay = Replay(self._replay_only, finished_hands_only=True)  # as History's
            screen = ReplayScreen(replay, self.ascii_only, self.four_colour)
            self.push_screen(screen, lambda _result: self.exit(0))
        elif first is not None:
            # Written after the first frame: the settings file is fsynced, and need not wait.
            self.call_after_refresh(self._remember_game, *first)
            # A game given with decisions (--resume of another file) is told from its start:
            # the log held only the last card played.
            told = bool(first[0].decisions)
            self.start(*first, continuing=self.from_storage, told_before=told)
        else:
            self._show_home()  # which says the settings' problem after its own dialog
        self._check_size()

    # ------------------------------------------------------------------ settings and home
    def relabel(self) -> None:
        """The header's words in the language in use (after a change of language)."""
        self.title = _(self.TITLE)
        if self.flow is not None:
            self.sub_title = self.flow.mode_text()

    def _remember_game(self, game: Game, controllers: tuple[str, str]) -> None:
        """A game started from the command line is the last setup too."""
        from spades_tui.ui.screens.new_game import remember

        names = (game.players[0].name, game.players[1].name)
        setup = GameSetup(names, controllers, game.rules)
        self.use_settings(remember(self.settings, setup))

    def _show_home(self) -> None:
        from spades_tui.ui.screens.home import HomeScreen, describe_unfinished

        setup = self._network_setup  # an app started for a network game has no folder yet
        if setup is not None and self.storage is None and not self.claim_data_folder(setup.keep_in):
            return
        unfinished, problem = self._unfinished_game()
        practice, practice_problem = self._unfinished_game(practice=True)
        problem = problem or practice_problem
        self._unfinished = {"continue": unfinished, "practice": practice}
        described = {}
        storage = self.storage  # the games above were read from it, when there is one
        for entry, kept in self._unfinished.items():
            if kept is not None and storage is not None:
                saved_in = storage.practice_path if entry == "practice" else storage.current_path
                described[entry] = partial(describe_unfinished, *kept, saved_in)
        self.push_screen(HomeScreen(self.settings, described))
        if problem is None:
            self._say_settings_problem()
        else:
            # A notice would lie over the dialog and hide its words: it waits for the close.
            dialog = InfoScreen(_("The saved game could not be loaded"), problem)
            self.push_screen(dialog, self._say_settings_problem)

    def on_home_screen_chosen(self, message: HomeScreen.Chosen) -> None:
        kept = self._unfinished.get(message.choice)
        if kept is not None:  # Continue, or Continue the practice
            self.start(*kept, continuing=True)
        elif message.choice in ("vs", "hotseat", "watch"):
            self.action_new_game(mode=message.choice, level=message.level, focus_start=True)
        elif message.choice == "settings":
            self.action_settings()
        elif message.choice == "network":
            from spades_tui.ui.network_start import open_form

            open_form(self)
        elif message.choice == "puzzles":
            from spades_tui.ui.screens.puzzles import PuzzleSearchScreen

            assert self.storage is not None  # the home screen is shown only with one
            self.push_screen(PuzzleSearchScreen(self.storage, self.ascii_only, self.four_colour))
        elif message.choice in ("history", "stats"):
            from spades_tui.ui.screens.stats import study_screen

            started = self.started
            self.push_screen(study_screen(message.choice, self.storage, self.ascii_only, started))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        flow = self.flow
        if action == "take_back":
            return flow is not None and flow.take_back_refusal(self.screen) is None
        if action == "why_no_take_back":
            # From the table only (not over a summary or a form), where u says why it does
            # nothing; the footer shows u only when it takes something back.
            return flow is not None and flow.take_back_refusal(self.screen) != AWAY
        if action == "claim":
            return flow is not None and bool(flow.claim())
        return True

    def action_claim(self) -> None:
        if self.flow is not None:
            self.flow.play_claim()

    def action_why_no_take_back(self) -> None:
        if self.flow is not None:
            self.flow.why_no_take_back()

    def action_take_back(self) -> None:
        if self.flow is not None:
            self.flow.take_back()

    def may_review(self) -> bool:
        """Whether the game on the table is held here, every card of it, as a review needs:
        a network seat holds only what its seat was told."""
        return self.flow is not None and self.flow.game is not None

    def open_review(self, number: int) -> None:
        """The perfect-play review of finished hand ``number``, over whatever shows."""
        from spades_tui.ui.screens.review_table import ReviewTableScreen

        if self.flow is not None and self.flow.game is not None:
            you, game = self.flow.you, self.flow.game
            self.push_screen(
                ReviewTableScreen(game, number, you, self.ascii_only, self.four_colour)
            )

    def action_settings(self) -> None:
        from spades_tui.ui.screens.settings import SettingsScreen

        if not isinstance(self.screen, (SettingsScreen, TooSmallScreen)):
            was_ascii = self.ascii_only
            self.push_screen(
                SettingsScreen(self.settings, sorted(self.available_themes)),
                lambda _: self._after_settings(was_ascii),
            )

    def _after_settings(self, was_ascii: bool) -> None:
        # The table draws its frame, cards and keys in one alphabet from the start: a change
        # of ASCII mode gets a fresh table showing the same decision.
        flow = self.flow
        if self.ascii_only != was_ascii and flow is not None and self.screen is flow.table:
            flow.show_again()

    def start(
        self,
        game: Game,
        controllers: tuple[str, str],
        continuing: bool = False,
        told_before: bool = False,
    ) -> None:
        """Play ``game``; unless it continues the saved game, that one is kept in history.
        ``told_before``: the game was under way elsewhere (a file resumed), so the log tells
        it from its start, as a continued game's does."""
        from spades_tui.storage import watched
        from spades_tui.ui.flow.local import LocalTable

        if self.flow is not None:
            self.flow.stop()
        flow = self.flow = LocalTable(self, game, controllers)
        self._saving = True
        if not continuing and self.storage is not None:
            if not watched(game):  # a watched game is saved apart and sets nothing aside
                self.keep_unfinished_game(practice=game.practice is not None)
            self.after_action(game)
        self.sub_title = flow.mode_text()
        flow.begin(continuing, told_before)
        self._check_size()

    async def action_quit(self) -> None:
        from spades_tui.ui.screens.confirm import ConfirmScreen

        if self.warned_unsaved():
            return
        flow = self.flow
        question = None if flow is None else flow.leaving_question()
        if question is not None and not isinstance(self.screen, ConfirmScreen):
            # Someone else waits at this table: ask first (ctrl+q again, or Enter, leaves).
            keys = _("Enter or ctrl+q leaves; Esc stays.")
            box = ConfirmScreen(_("Leave the game?"), Text(question), _("Leave"), _("Stay"), keys)
            self.push_screen(box, lambda leave: self._quit_now() if leave else None)
            return
        self._quit_now()

    def _quit_now(self) -> None:
        # A network game goes on at the server, waiting for this seat: say how to come back.
        if self.flow is None:
            self.exit()
        else:
            self.flow.quit(self.flow.parting_words())

    # ------------------------------------------------------------------ messages from the table
    def on_table_screen_submit(self, message: TableScreen.Submit) -> None:
        if self.flow is not None:
            self.flow.submit(message.action, message.view)

    def on_table_screen_hint_wanted(self, message: TableScreen.HintWanted) -> None:
        if self.flow is not None:
            self.flow.hint()

    def on_table_screen_pause_wanted(self, message: TableScreen.PauseWanted) -> None:
        if self.flow is not None:
            self.flow.toggle_pause()

    def on_table_screen_pace_wanted(self, message: TableScreen.PaceWanted) -> None:
        if self.flow is not None:
            self.flow.change_pace(message.factor)

    def on_table_screen_trick_seen(self, message: TableScreen.TrickSeen) -> None:
        if self.flow is not None:
            self.flow.trick_seen()

    def on_network_game_over_screen_rematch_wanted(self) -> None:
        if self.flow is not None:
            self.flow.rematch_wanted()

    def advance(self) -> None:
        """The table may be showing again (the table calls this when it mounts or resumes)."""
        if self.flow is not None:
            self.flow.advance()

    # ------------------------------------------------------------------ app-wide actions
    def action_help(self) -> None:
        from spades_tui.ui.screens.help import HelpScreen

        if isinstance(self.screen, (HelpScreen, TooSmallScreen)):
            return
        self.push_screen(HelpScreen(help_section(self.screen, self.flow), self.ascii_only))

    def action_new_game(
        self,
        can_cancel: bool = True,
        mode: str | None = None,
        level: str | None = None,
        focus_start: bool = False,
    ) -> None:
        """The new-game form over whatever shows; Escape returns to it unless ``can_cancel``
        is False (after a finished game, when there is nothing to return to)."""
        from spades_tui.ui.screens.new_game import NewGameScreen

        if isinstance(self.screen, (NewGameScreen, TooSmallScreen)):
            return
        names = rules = seed = None
        if self.defaults is not None:
            # What the command line gave (--names, --rule, --seed) fills the first form;
            # empty names mean none were given there.
            defaults = self.defaults
            names = defaults.names if all(defaults.names) else None
            rules, seed = defaults.rules, defaults.seed
        from spades_tui.ui.screens.home import describe_unfinished

        unfinished, _problem = self._unfinished_game()
        aside = None
        if unfinished is not None and self.storage is not None:
            aside = describe_unfinished(*unfinished, self.storage.current_path).title
        screen = NewGameScreen(
            self.settings,
            sets_aside=aside,
            mode=mode,
            level=level,
            names=names,
            rules=rules,
            seed=seed,
            can_cancel=can_cancel,
            focus_start=focus_start,
        )
        self.push_screen(screen, self._new_game_chosen)

    def _new_game_chosen(self, setup: GameSetup | None) -> None:
        from spades_tui.ui.screens.new_game import remember

        if setup is not None:
            self.defaults = None  # the command line's choices were for the first game only
            self.use_settings(remember(self.settings, setup))
            self.start(setup.new_game(), setup.controllers)

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

        palette = SafeCommandPalette(providers=[ThemeProvider], placeholder=_("Search for themes…"))
        self.push_screen(palette)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        # The game's own commands only: Textual's (keys panel, screenshot, a second quit)
        # would squeeze or leave the table in ways the game does not expect.
        if self.flow is None:
            yield SystemCommand(_("New game"), _("Start a new game"), self.action_new_game)
        else:
            yield from self.flow.commands(screen)
        yield SystemCommand(_("Help"), _("How to play, and every key"), self.action_help)
        yield SystemCommand(
            _("Settings"), _("Theme, card colours, pauses, hints"), self.action_settings
        )
        yield SystemCommand(_("Quit"), _("Leave the game (it is saved)"), self.action_quit)

    def action_home(self) -> None:
        """Leave the game on the table for the home screen. It is saved after every action,
        so the home screen offers to continue it."""
        if self.flow is not None:
            self.flow.stop()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self._show_home()

    async def on_unmount(self) -> None:
        if self.flow is not None:
            await self.flow.close()  # kept: what was on the table may still be asked about
        self.release_data_folder()
        ascii_mode.leave()


def replay_app(game: Game, ascii_only: bool = False) -> SpadesApp:
    """The app showing ``game``'s replay alone, and ending when it is left."""
    return SpadesApp(None, ascii_only=ascii_only, replay=game)


def network_app(setup: RemoteSetup) -> SpadesApp:
    """The app playing that network game at once, and ending with it."""
    return SpadesApp(None, ascii_only=setup.ascii_only, network=setup)
