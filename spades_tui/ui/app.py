"""SpadesApp: owns one Game, gives each seat a controller, and plays it through a ``Match``.

Each seat is controlled by a person ("human") or a computer level, and gets an agent of the
match (``spades_tui.session.match``), run in a Textual worker (group "match"). A person's
turn shows that seat's view on the table (in hot-seat after the hand-off) and waits for the
action the table sends back through the seat's session; a computer's turn says who is
thinking, runs its player in a thread and, after a short pause so people can follow, submits
its choice through its session. The match saves after every action.

What happens between two actions (a finished trick left on the table, the hand summary, the
exchange box, game over) is the match's ``between`` hook here. Overlays (hand-off, summary,
help ...) sit on top of the table and the game moves on only while the table itself is
showing: the loop waits for that, and ``advance`` wakes it whenever the table resumes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import IO, TYPE_CHECKING

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.geometry import Size
from textual.screen import Screen
from textual.worker import Worker, WorkerState

from spades_tui import i18n
from spades_tui.core import events as ev
from spades_tui.core.actions import DECLINE, Action, Exchange, Play
from spades_tui.core.ahead import decisions_made
from spades_tui.core.game import Game, Phase
from spades_tui.core.refusals import Refusal
from spades_tui.core.view import PlayerView
from spades_tui.i18n import N_, _
from spades_tui.session.keyboard import seat_to_show
from spades_tui.session.match import Match, SeatSession
from spades_tui.session.moments import ExchangeMade, HandOver, TrickEnd, moment_of
from spades_tui.shown import shown
from spades_tui.ui import ascii_mode, footer_words, lifeline, resize_guard
from spades_tui.ui.computer import ComputerFailed, ComputerSeats, TurnOf
from spades_tui.ui.moments import Moments
from spades_tui.ui.news import log_lines
from spades_tui.ui.refusal_words import refusal_text
from spades_tui.ui.relabel import speak
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.screens.too_small import TooSmallScreen, fits
from spades_tui.ui.setup import HUMAN, GameSetup, SetupError
from spades_tui.ui.stale_keys import DropsStaleKeys
from spades_tui.ui.table_common import (
    PlainNotifications,
    TableLook,
    last_card,
    trick_won_line,
)

if TYPE_CHECKING:
    from spades_tui.players.base import Player
    from spades_tui.settings import Settings
    from spades_tui.storage import Storage
    from spades_tui.ui.network_table import NetworkTable, RemoteSetup
    from spades_tui.ui.screens.home import HomeScreen

DEFAULT_PACE = 0.6
# Why u takes nothing back, besides take_back.refusal's reasons: the table is not showing a
# game; the game is not one person against the computer.
AWAY = "away"
PEOPLE = "people"


class SpadesApp(DropsStaleKeys, ComputerSeats, PlainNotifications, TableLook, App[int]):
    CSS_PATH = "app.tcss"
    TITLE = N_("Spades")  # the game's name; "Spades" in Hungarian too, but it could differ
    BINDINGS = [
        Binding("question_mark,f1", "help", N_("Help"), key_display="?"),
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
    ) -> None:
        """``network``: play that network game at once (``spades-tui host`` or ``join``);
        ``replay``: show that game's replay alone (``spades-tui replay``). The app ends with
        either."""
        super().__init__()
        footer_words.install()
        resize_guard.install()
        lifeline.install()
        self.game: Game | None = game
        self.controllers = controllers
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
        self.table: TableScreen | None = None
        self.players: dict[int, Player] = {}
        self.viewer: int | None = None
        self.paused = False
        # Logs keep the core's events; they become sentences only when painted (news.py).
        self.logs: tuple[list[ev.Event], list[ev.Event]] = ([], [])
        self.public_log: list[ev.Event] = []
        # What the table shows between two decisions (a finished trick, a summary), in order.
        self.moments = Moments()
        # While a card is played: the views a trick it finishes is shown in (see _act).
        self._trick_views: dict[int, PlayerView] = {}
        self._seen_news = [0, 0]
        self._game_over_shown = False
        self._unsubscribe: list[Callable[[], None]] = []
        self.match: Match | None = None
        self._wake = asyncio.Event()  # set when the table may be showing again (advance)
        self._turn: SeatSession | None = None  # the person's decision on the table, if any
        self._on_show: Callable[[], None] | None = None  # repaints what the match waits on
        self._generation = 0
        # False when the game in progress must not be written (see _keep_unfinished_game).
        self._saving = True
        self._unsaved: str | None = None  # why the last save failed, until one succeeds
        self._quit_warned = False
        self._network_setup = network
        self._replay_only = replay
        self.network: NetworkTable | None = None  # the network game on the table, if any
        self._network_lock: IO[str] | None = None  # the hosted games' folder, while hosting
        self._claim_cache: tuple[tuple[int, int], list[Play] | None] = ((-1, -1), None)
        self._take_back_cache: tuple[tuple[int, int], str | None] = ((-1, -1), None)

    # ------------------------------------------------------------------ starting
    def on_mount(self) -> None:
        if self.handle_signals:
            lifeline.guard(self)
        self._load_settings()
        self.relabel()
        if self._network_setup is not None:
            self.play_network(self._network_setup, ends_app=True)
        elif self._replay_only is not None:
            from spades_tui.replay import Replay
            from spades_tui.ui.screens.replay import ReplayScreen

            screen = ReplayScreen(Replay(self._replay_only), self.ascii_only, self.four_colour)
            self.push_screen(screen, lambda _result: self.exit(0))
        elif self.game is not None:
            # Written after the first frame: the settings file is fsynced, and need not wait.
            self.call_after_refresh(self._remember_game, self.game, self.controllers)
            self.start(self.game, self.controllers, continuing=self.from_storage)
        else:
            self._show_home()
        self._check_size()

    # ------------------------------------------------------------------ settings and home
    def relabel(self) -> None:
        """The header's words in the language in use (after a change of language)."""
        self.title = _(self.TITLE)
        if self.network is not None:
            self.sub_title = _("network game")
        elif self.game is not None:
            self.sub_title = self._mode_text()

    def _load_settings(self) -> None:
        from spades_tui.settings import SettingsFile

        self.settings_file = SettingsFile()
        self.settings, problem = self.settings_file.load()
        self._ascii_option = self.ascii_only  # --ascii holds whatever the settings say
        self._settings_unsaved = False
        self._apply_settings()
        if problem is not None:
            self.notify(problem, title=_("Settings"), severity="warning", timeout=20)

    def _apply_settings(self) -> None:
        settings = self.settings
        self.draw_ascii(self._ascii_option or settings.ascii)
        self.four_colour = settings.four_colour
        if self._trick_pause_option is None:
            self.trick_pause = settings.trick_pause
        self.hints_on = settings.hints
        self.play_last_card = settings.play_last_card
        self.double_nil_question = settings.double_nil_question
        # Only a table on the stack: one already closed (a new game is being set up) may have
        # lost its widgets, and the next table is made with the setting.
        if self.table is not None and self.table in self.screen_stack:
            self.table.set_four_colour(self.four_colour)
        self.use_theme(settings.theme)

    def use_settings(self, settings: Settings) -> None:
        """Take changed settings: applied at once and saved (a failed save is said once)."""
        from spades_tui.settings import SettingsError

        language_changed = settings.language != self.settings.language
        self.settings = settings
        self._apply_settings()
        if language_changed:
            # The choice made here wins over --lang and the environment from now on.
            speak(self, i18n.choose(None, settings.language))
        try:
            self.settings_file.save(settings)
        except SettingsError as exc:
            if not self._settings_unsaved:
                self.notify(str(exc), title=_("Settings"), severity="error", timeout=15)
            self._settings_unsaved = True
        else:
            self._settings_unsaved = False

    def _remember_game(self, game: Game, controllers: tuple[str, str]) -> None:
        """A game started from the command line is the last setup too."""
        from spades_tui.ui.screens.new_game import remember

        names = (game.players[0].name, game.players[1].name)
        setup = GameSetup(names, controllers, game.rules)
        self.use_settings(remember(self.settings, setup))

    def _show_home(self) -> None:
        from spades_tui.ui.screens.home import HomeScreen, describe_unfinished

        unfinished, problem = self._unfinished_game()
        self._unfinished = unfinished
        described = None
        if unfinished is not None:
            assert self.storage is not None
            described = describe_unfinished(*unfinished, self.storage.current_path)
        self.push_screen(HomeScreen(self.settings, described))
        if problem is not None:
            self.push_screen(InfoScreen(_("The saved game could not be loaded"), problem))

    def _unfinished_game(self) -> tuple[tuple[Game, tuple[str, str]] | None, str | None]:
        """The saved game in progress with its controllers, or why it could not be loaded."""
        from spades_tui.storage import SaveError
        from spades_tui.ui.setup import controllers_of

        if self.storage is None:
            return None, None
        try:
            game = self.storage.load_unfinished()
            if game is None:
                return None, None
            return (game, controllers_of(game)), None
        except (SaveError, SetupError, OSError) as exc:
            return None, str(exc)

    def on_home_screen_chosen(self, message: HomeScreen.Chosen) -> None:
        if message.choice == "continue" and self._unfinished is not None:
            game, controllers = self._unfinished
            self.start(game, controllers, continuing=True)
        elif message.choice in ("vs", "hotseat", "watch"):
            self.action_new_game(mode=message.choice, level=message.level, focus_start=True)
        elif message.choice == "settings":
            self.action_settings()
        elif message.choice == "network":
            self._open_network_form()
        elif message.choice in ("history", "stats"):
            from spades_tui.ui.screens.stats import study_screen

            started = self.started
            self.push_screen(study_screen(message.choice, self.storage, self.ascii_only, started))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "take_back":
            return self._take_back_refusal() is None
        if action == "why_no_take_back":
            # From the table only (not over a summary or a form), where u says why it does
            # nothing; the footer shows u only when it takes something back.
            return self._take_back_refusal() != AWAY
        if action == "claim":
            return bool(self._claim())
        return True

    def _claim(self) -> list[Play] | None:
        """The plays that give the person to act every trick left, when that is proved."""
        game = self.game
        if game is None or game.phase is not Phase.PLAY or self.screen is not self.table:
            return None
        if self.viewer != game.to_act or self.controllers[game.to_act] != HUMAN:
            return None
        if len(game.hand.hands[game.to_act]) < 2:
            return None  # one trick left: the card itself is all there is to play
        from spades_tui.claim import claim_line  # the search is loaded once a hand is played

        moment = (self._generation, game.actions_applied)
        if self._claim_cache[0] != moment:  # asked at every repaint of the footer
            line = claim_line(game, game.to_act)
            if line and not self._claim_cache[1]:
                # Said once when it becomes possible: a narrow footer may not show the key.
                from spades_tui.i18n import _

                self.notify(_("Every trick left is yours: press w to claim them."), timeout=6)
            self._claim_cache = (moment, line)
        return self._claim_cache[1]

    def action_claim(self) -> None:
        from spades_tui.i18n import _

        line, match = self._claim(), self.match
        if not line or match is None:
            return
        self._turn_ends()
        match.submit_line(line)  # saved once, at the end of the line
        self.notify(_("Claimed: every trick left is yours."), timeout=4)

    def _take_back_refusal(self, screen: Screen | None = None) -> str | None:
        """Why ``u`` takes nothing back now, with ``screen`` showing (AWAY, PEOPLE or a
        reason of take_back.refusal); None when it does."""
        game = self.game
        screen = self.screen if screen is None else screen
        if game is None or self.table is None or screen is not self.table:
            return AWAY
        seat = self.person_seat
        if seat is None:
            return PEOPLE
        moment = (self._generation, game.actions_applied)
        if self._take_back_cache[0] != moment:  # asked at every repaint of the footer
            from spades_tui.take_back import refusal

            self._take_back_cache = (moment, refusal(game, seat))
        return self._take_back_cache[1]

    def action_why_no_take_back(self) -> None:
        from spades_tui import take_back as tb

        why = self._take_back_refusal()
        if why == PEOPLE:
            # Between two people at one keyboard a move once seen by the other cannot be
            # unseen; a watched game has nobody to take anything back.
            self.notify(_("Taking back a decision is for games against the computer."))
        elif why == tb.NOTHING:
            self.notify(_("You have made no decision yet, so there is none to take back."))
        elif why == tb.CARDS_SEEN:
            self.notify(
                _(
                    "Only a bid or a card can be taken back: the draft, double nil and the "
                    "exchange have already shown you cards."
                )
            )
        elif why == tb.HAND_OVER:
            self.notify(
                _(
                    "That hand is over: only the bids and cards of the hand in play can "
                    "be taken back."
                )
            )

    def action_take_back(self) -> None:
        from spades_tui.take_back import take_back

        seat = self.person_seat
        if self._take_back_refusal() is not None or self.game is None or seat is None:
            self.action_why_no_take_back()
            return
        game = take_back(self.game, seat)
        if game is None:
            return
        self.start(game, self.controllers, continuing=True)
        self.after_action(game)
        self.notify(_("Your last decision is taken back."), timeout=3)

    def open_review(self, number: int) -> None:
        """The perfect-play review of finished hand ``number``, over whatever shows."""
        from spades_tui.ui.screens.review import ReviewScreen

        if self.game is not None:
            you = self.person_seat
            self.push_screen(ReviewScreen(self.game, number, you, self.ascii_only))

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
        if self.ascii_only == was_ascii or self.table is None or self.screen is not self.table:
            return
        if self.network is not None:
            self.network.show_again()
            return
        self.table = self._new_table()
        self.switch_screen(self.table)

    def start(self, game: Game, controllers: tuple[str, str], continuing: bool = False) -> None:
        """Play ``game``; unless it continues the saved game, that one is kept in history."""
        from spades_tui.players import make_player

        for cancel in self._unsubscribe:
            cancel()
        self._generation += 1
        self._close_match()
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
        self.moments = Moments()
        self._trick_views = {}
        self._game_over_shown = False
        self._turn, self._on_show = None, None
        self._saving = True
        self._unsubscribe = [game.subscribe(partial(self._on_event, s), s) for s in (0, 1)]
        if not (continuing and self._hear_so_far(game)):
            for seat in (0, 1):
                for event in game.opening_events(seat):
                    self._on_event(seat, event)
        unseen = _unseen_summary(game) if continuing else None
        if unseen is not None:
            self.moments.add(HandOver(unseen))
        if not continuing and self.storage is not None:
            self._keep_unfinished_game()
            self.after_action(game)
        self.sub_title = self._mode_text()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self.table = self._new_table()
        self.push_screen(self.table)
        self._check_size()
        agents = tuple(
            TurnOf(self._person_turn)
            if controller == HUMAN
            else TurnOf(partial(self._computer_turn, self.players[seat]))
            for seat, controller in enumerate(controllers)
        )
        # At one keyboard, the person holding it goes on while the rules let them decide
        # ahead (their draft turns, say): the keyboard changes hands only when it must.
        next_seat = self._seat_to_ask if self.hotseat else None
        self.match = Match(
            game, (agents[0], agents[1]), self.after_action, self._between, next_seat
        )
        self.run_worker(self._play(self.match), group="match", exclusive=True)

    def _seat_to_ask(self, game: Game) -> int:
        return seat_to_show(game, self.viewer)

    def _close_match(self) -> None:
        """Stop the match in play (a new game, a take back, quitting); its turn is dropped."""
        if self.match is not None:
            self.match.close()
            self.match = None
        self.workers.cancel_group(self, "match")

    def _hear_so_far(self, game: Game) -> bool:
        """Fill the logs of a continued game with what each seat was told before; False if
        the game cannot be played over (the logs then start at the current position)."""
        from spades_tui.core.errors import RecordError
        from spades_tui.session.told_so_far import told_so_far

        try:
            told = told_so_far(game)
        except RecordError:
            return False
        self.logs, self.public_log, self._seen_news = told.logs, told.public, told.seen_public
        return True

    def _new_table(self) -> TableScreen:
        return TableScreen(self.ascii_only, four_colour=self.four_colour, you=self.person_seat)

    @property
    def hotseat(self) -> bool:
        return self.controllers == (HUMAN, HUMAN)

    @property
    def watching(self) -> bool:
        return HUMAN not in self.controllers

    @property
    def person_seat(self) -> int | None:
        """The seat of the one person at this terminal against the computer, else None."""
        if self.controllers.count(HUMAN) == 1:
            return self.controllers.index(HUMAN)
        return None

    def words(self, log: Sequence[ev.Event], me: int | None) -> list[str]:
        """A log's newest lines, said to seat ``me`` ("You bid 4"; None: names only)."""
        assert self.game is not None
        names = [p.name for p in self.game.players]
        return log_lines(log, names, me, self.ascii_only)

    def _mode_text(self) -> str:
        if self.hotseat:
            return _("hot-seat")
        if self.watching:
            return _("watching {first} vs {second}").format(
                first=_(self.controllers[0]), second=_(self.controllers[1])
            )
        level = next(c for c in self.controllers if c != HUMAN)
        return _("against the computer ({level})").format(level=_(level))

    # ------------------------------------------------------------------ events from the core
    def _on_event(self, seat: int, event: ev.Event) -> None:
        self.logs[seat].append(event)
        if seat == 0 and event.audience == ev.PUBLIC:
            self.public_log.append(event)
            moment = moment_of(event, self._trick_views)
            if moment is not None:
                self.moments.add(moment)

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
        """The table may be showing again: wake the match, and repaint what it waits on.

        Safe to call at any time; the table calls it whenever it is mounted or resumes."""
        if self.network is not None:
            self.network.advance()
            return
        self._wake.set()
        if not self._flow_ready():
            return
        if self.moments.trick_on_show is not None:
            self.paint_trick(self.moments.trick_on_show)
        elif self._on_show is not None:
            self._on_show()

    async def table_ready(self) -> None:
        """Return once the table is on screen, mounted and not paused (see ``advance``)."""
        while not self._flow_ready():
            self._wake.clear()
            await self._wake.wait()

    async def _play(self, match: Match) -> None:
        """The match worker: runs until the game ends or a new game (or a take back) closes it."""
        try:
            await match.run()
        except ComputerFailed as failure:
            self.notify(str(failure), severity="error", timeout=10)

    async def _between(self) -> None:
        """What the table shows between two actions, in order; the next turn waits for it."""
        game = self.game
        assert game is not None
        await self.moments.show(self)
        await self.table_ready()
        if game.phase is Phase.GAME_OVER and not self._game_over_shown:
            self._game_over_shown = True
            assert game.winner is not None
            names = [p.name for p in game.players]
            screen = GameOverScreen(
                names, game.winner, game.history, self.person_seat, self.ascii_only
            )
            self.push_screen(screen, self._after_game_over)

    async def _person_turn(self, session: SeatSession) -> None:
        """A person at this terminal: in hot-seat the hand-off first, then the decision on the
        table until the person's action is applied (``submit``)."""
        seat, game = session.seat, session.match.game
        while True:
            await self.table_ready()
            view = session.view  # in hot-seat, perhaps a decision taken ahead of its turn
            if view.phase is Phase.DOUBLE_NIL and not self._ask_double_nil(seat):
                self._act(seat, DECLINE)  # the person's setting answers for them
                return
            last = last_card(view) if self.play_last_card else None
            if last is not None:
                self._act(seat, last)  # no choice, and no hand-off, for a card that must go
                return
            if not (self.hotseat and self.viewer != seat):
                break
            self._hand_off(seat)  # the table shows again once the person is ready
        self._turn = session
        asked_at = decisions_made(game)
        self._on_show = partial(self._show_decision, session, asked_at)
        self._show_decision(session, asked_at)
        try:
            await session.wait_for_action()
        finally:
            if self._turn is session:
                self._turn, self._on_show = None, None

    def _show_decision(self, session: SeatSession, asked_at: int) -> None:
        """Put the person's decision on the table, while it is still the one asked for.

        The action is applied as soon as it is submitted, but this turn ends only when the match
        worker runs again; the table may show again in between (a resize, a closed help screen)
        and must not be handed the seat's view of a position where someone else is to act.
        """
        assert self.table is not None
        if decisions_made(session.match.game) != asked_at:
            return
        seat = session.seat
        self.viewer = seat
        self.table.decide(session.view, self.words(self.logs[seat], seat))

    def _ask_double_nil(self, seat: int) -> bool:
        """Whether the double-nil offer is put to the person (the double_nil_question setting)."""
        assert self.game is not None
        if self.double_nil_question == "never":
            return False
        if self.double_nil_question == "when_behind":
            return self.game.scores[seat] < self.game.scores[1 - seat]
        return True

    # ------------------------------------------------------------------ the stage of the moments
    def paint_trick(self, trick: TrickEnd) -> None:
        assert self.game is not None and self.table is not None
        names = [p.name for p in self.game.players]
        if self.watching:
            status = trick_won_line(trick.winner, None, names)
            log = self.words(self.public_log, None)
            self.table.show_watch((trick.views[0], trick.views[1]), status, log)
        else:
            (seat, view), *_ = trick.views.items()
            status = trick_won_line(trick.winner, seat, names)
            self.table.show_trick_end(view, self.words(self.logs[seat], seat), status)

    def trick_seconds(self) -> float:
        return max(self.trick_pause, self.pace) if self.watching else self.trick_pause

    def summary_names(self) -> list[str]:
        assert self.game is not None
        return [p.name for p in self.game.players]

    def summary_seconds(self) -> float:
        return max(1.5, 4 * self.pace) if self.watching else 0

    def before_summary(self) -> None:
        self._blank_table()

    def trick_seen(self) -> None:
        """A key moved on from the finished trick before its pause ran out."""
        if self.network is not None:
            self.network.trick_seen()
            return
        self.moments.trick_seen()

    def _trick_viewers(self) -> tuple[int, ...]:
        """The seats whose view shows a finished trick: both when watching, else the person."""
        if self.watching:
            return (0, 1)
        if self.person_seat is not None:
            return (self.person_seat,)
        if self.viewer is not None:
            return (self.viewer,)
        game = self.game
        if game is not None and len(game.hand.hands[game.to_act]) == 1:
            # Hot-seat, nobody at the screen yet (a game resumed at its last trick), and the
            # last cards played for both: that view holds nothing the other may not see.
            return (game.to_act,)
        return ()

    def _hand_off(self, seat: int) -> None:
        assert self.game is not None
        since = self.public_log[self._seen_news[seat] :]
        self._seen_news[seat] = len(self.public_log)
        self._blank_table()
        # The table is blanked first so the last player's cards never show behind the hand-off.
        self.viewer = seat

        def news() -> list[str]:  # worded when shown, in the language in use then
            return self.words(since, seat)[-5:]

        self.push_screen(HandoffScreen(self.game.players[seat].name, news))

    def _blank_table(self) -> None:
        assert self.game is not None and self.table is not None
        if self.hotseat:
            self.viewer = None
            public = self.words(self.public_log, None)
            self.table.watch_public(self.game.view(self.game.to_act), public)

    def submit(self, action: Action, view: PlayerView | None = None) -> None:
        """A person's decision from the table, made on ``view``: refused with the core's
        reason if illegal, and with a notice when that decision is not the one asked now
        (a key typed ahead must never act for the next decision)."""
        game, table, turn = self.game, self.table, self._turn
        if not self.is_running or game is None or table is None:
            return
        if turn is None or self.viewer != turn.seat or (view is not None and view is not turn.view):
            self.notify(_("It is not your turn yet."), timeout=2)
            return
        seat = turn.seat
        refusal = game.decision_refusal(action, seat)
        if refusal is not None:
            table.refuse(refusal_text(refusal, self.ascii_only))
            return
        self._turn_ends()
        self._act(seat, action)
        if isinstance(action, Exchange):
            # Shown before the game moves on (perhaps to a hand-off): see _between.
            gave, got = game.view(seat).my_exchange or ((), ())
            self.moments.add(ExchangeMade(gave, got))
        self._seen_news[seat] = len(self.public_log)

    def _turn_ends(self) -> None:
        """A person's decision is made: in hot-seat, nothing said to them (a toast) may still
        show to the next person. Cleared before the action, so what the action itself brings
        (a failed save, a claim) is still said."""
        if self.hotseat:
            self.clear_notifications()

    def _act(self, seat: int, action: Action) -> Refusal | None:
        """Every action of this app goes through the match here (it applies and saves)."""
        game, match = self.game, self.match
        assert game is not None and match is not None
        # The views a finished trick is shown in are taken before the card: once the last
        # trick is won the hand is scored and the next one begins within the same apply.
        if game.phase is Phase.PLAY and self.trick_pause > 0:
            self._trick_views = {s: game.view(s) for s in self._trick_viewers()}
        try:
            return match.session(seat).submit(action)
        finally:
            self._trick_views = {}

    def after_action(self, game: Game) -> None:
        """Called after every applied action: the game is saved here when saving is on."""
        if self.storage is None or not self._saving:
            return
        try:
            self.storage.save(game)
        except Exception as exc:  # noqa: BLE001 - a failed save must not end the game
            self._unsaved = shown(exc)
            self.notify(
                _("Could not save the game: {why}").format(why=shown(exc)),
                severity="error",
                timeout=20,
            )
        else:
            self._unsaved = None

    async def action_quit(self) -> None:
        if self.network is not None:
            # The game goes on at the server, waiting for this seat: say how to come back.
            self.exit(message=self.network.parting_words())
            return
        # Quitting with moves that failed to save would lose them: say so once first.
        if self._unsaved is not None and not self._quit_warned:
            self._quit_warned = True
            self.notify(
                _(
                    "The last moves are not saved ({why}). Export the game from the "
                    "palette (ctrl+p), or press ctrl+q again to quit anyway."
                ).format(why=self._unsaved),
                title=_("Not saved"),
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
                _(
                    "{why}. This game will not be saved, so the unfinished one stays as it is."
                ).format(why=shown(exc)),
                title=_("Saving is off"),
                severity="error",
                timeout=20,
            )
            return
        if kept is not None:
            # Where, not the path: a long path wraps into a toast that hides the table.
            self.notify(_("The unfinished game is kept in History."), timeout=5)

    def _after_game_over(self, choice: str | None) -> None:
        if choice == "quit":
            self.exit(0)
        elif choice == "rematch" and self.game is not None:
            # Same people, seats, levels and rules; a fresh shuffle.
            names = (self.game.players[0].name, self.game.players[1].name)
            setup = GameSetup(names, self.controllers, self.game.rules)
            self.start(setup.new_game(), self.controllers)
        elif choice == "home":
            self.action_home()
        else:
            self.action_new_game(can_cancel=False)

    # ------------------------------------------------------------------ messages from the table
    def on_table_screen_submit(self, message: TableScreen.Submit) -> None:
        if self.network is not None:
            self.network.submit(message)
        else:
            self.submit(message.action, message.view)

    def on_table_screen_hint_wanted(self, message: TableScreen.HintWanted) -> None:
        if self.network is not None:
            self.network.hint()
        else:
            self.hint()

    def on_table_screen_pause_wanted(self, message: TableScreen.PauseWanted) -> None:
        self.toggle_pause()

    def on_table_screen_pace_wanted(self, message: TableScreen.PaceWanted) -> None:
        self.change_pace(message.factor)

    def on_table_screen_trick_seen(self, message: TableScreen.TrickSeen) -> None:
        self.trick_seen()

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
        elif isinstance(self.screen, (TableScreen, HandoffScreen)):
            phase = self._phase_on_table()
            if phase is not None:
                section = "scoring" if phase is Phase.GAME_OVER else phase.value
        self.push_screen(HelpScreen(section, self.ascii_only))

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
        screen = NewGameScreen(
            self.settings,
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
            self.notify(str(exc), title=_("Export failed"), severity="error", timeout=10)
            return
        self.notify(
            _("The game was exported to {path}").format(path=shown(written.resolve())),
            title=_("Exported"),
            timeout=8,
        )

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
        if self.network is not None:
            # A network game has its own end (the server's); the rest would leave it unsaid.
            yield SystemCommand(_("Help"), _("How to play, and every key"), self.action_help)
            yield SystemCommand(
                _("Settings"), _("Theme, card colours, pauses, hints"), self.action_settings
            )
            yield SystemCommand(_("Quit"), _("Leave the game (it is saved)"), self.action_quit)
            yield from self.network.watch.commands()
            return
        yield SystemCommand(_("New game"), _("Start a new game"), self.action_new_game)
        table = self.table
        if table is not None and screen is table and self.game is not None:
            yield from self._table_commands(table)
        if self.game is not None:
            yield SystemCommand(
                _("Export game"), _("Write this game's record to a file"), self.action_export
            )
        yield SystemCommand(_("Help"), _("How to play, and every key"), self.action_help)
        yield SystemCommand(
            _("Settings"), _("Theme, card colours, pauses, hints"), self.action_settings
        )
        yield SystemCommand(_("Quit"), _("Leave the game (it is saved)"), self.action_quit)

    def _table_commands(self, table: TableScreen) -> Iterable[SystemCommand]:
        """What the table's keys do, for a player who looks for it by name; each is offered
        only when its key would work now."""
        keyed = (
            ("hint", _("Hint"), _("What the computer would do here, and why (i)")),
            ("last_trick", _("Last trick"), _("The cards of the trick just played (L)")),
            ("history", _("Score history"), _("Every hand's bids, tricks and points (s)")),
        )
        for action, title, help_text in keyed:
            if table.check_action(action, ()):
                yield SystemCommand(title, help_text, getattr(table, f"action_{action}"))
        if self._take_back_refusal(table) is None:
            yield SystemCommand(
                _("Take back"), _("Undo your last decision (u)"), self.action_take_back
            )
        if self.storage is not None and self.game is not None and self.game.winner is None:
            yield SystemCommand(
                _("Home screen"),
                _("Leave this game for the home screen; Continue brings it back"),
                self.action_home,
            )

    def action_home(self) -> None:
        """Leave the game on the table for the home screen. It is saved after every action,
        so the home screen offers to continue it."""
        self._close_match()
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self._show_home()

    async def on_unmount(self) -> None:
        self._close_match()
        ascii_mode.leave()
        await self._close_network()

    # ------------------------------------------------------------------ a network game
    def _open_network_form(self) -> None:
        """The network form over the home screen; a choice that can start is played here."""
        from spades_tui.ui.network_start import NetworkStart, prepare
        from spades_tui.ui.screens.network import HostChoice, JoinChoice, NetworkScreen

        def start(choice: HostChoice | JoinChoice) -> NetworkStart:
            return prepare(choice, self.settings, self.storage, self.ascii_only)

        def chosen(ready: object) -> None:
            if isinstance(ready, NetworkStart):
                self.play_network(ready.setup, ready.lock)

        self.push_screen(NetworkScreen(start), chosen)

    def play_network(
        self, setup: RemoteSetup, lock: IO[str] | None = None, ends_app: bool = False
    ) -> None:
        """Play a seat of a network game on this app's table. When it is over, the app ends
        (``ends_app``: started from the command line) or the home screen comes back."""
        from spades_tui.ui.network_table import NetworkTable

        self._close_match()
        self.game, self.table = None, None
        while len(self.screen_stack) > 1:
            self.pop_screen()
        self._network_lock = lock

        def over(code: int, words: str | None) -> None:
            if ends_app:
                self.exit(code, message=words)
            else:
                self.run_worker(self._back_home_from_network(words), group="net-end")

        self.network = NetworkTable(self, setup, over)
        self.relabel()
        self.run_worker(self.network.start(), group="net", exit_on_error=False)

    async def _back_home_from_network(self, words: str | None) -> None:
        await self._close_network()
        self.sub_title = ""
        self.action_home()
        if words:
            self.notify(words, timeout=10)

    async def _close_network(self) -> None:
        network, self.network = self.network, None
        lock, self._network_lock = self._network_lock, None
        if network is not None:
            self.workers.cancel_group(self, "net")
            self.workers.cancel_group(self, "send")
            if self.table is network.table:
                self.table = None
            await network.close()
        if lock is not None:
            lock.close()

    def _phase_on_table(self) -> Phase | None:
        """The phase of the game on the table, local or network; None when there is none."""
        if self.network is not None:
            view = self.network.view
            return None if view is None else view.phase
        return None if self.game is None else self.game.phase

    def on_network_game_over_screen_rematch_wanted(self) -> None:
        if self.network is not None:
            self.network.rematch_wanted()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state is WorkerState.ERROR and event.worker.group in ("net", "moments"):
            # A bug there must not leave the screen frozen without a word.
            failed = _("Network client failed: {error}").format(error=event.worker.error)
            self.notify(failed, severity="error")

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


def replay_app(game: Game, ascii_only: bool = False) -> SpadesApp:
    """The app showing ``game``'s replay alone, and ending when it is left."""
    return SpadesApp(None, ascii_only=ascii_only, replay=game)


def network_app(setup: RemoteSetup) -> SpadesApp:
    """The app playing that network game at once, and ending with it."""
    return SpadesApp(None, ascii_only=setup.ascii_only, network=setup)
