"""A game held by this app, played through a ``Match``: hot-seat, against the computer, watching.

Each seat is controlled by a person ("human") or a computer level, and gets an agent of the
match (``spades_tui.session.match``), run in a Textual worker (group "match"). A person's
turn shows that seat's view on the table (in hot-seat after the hand-off) and waits for the
action the table sends back through the seat's session; a computer's turn (``ui/computer.py``)
says who is thinking, runs its player in a thread and, after a short pause so people can
follow, submits its choice through its session. The app saves after every action.

What happens between two actions (a finished trick left on the table, the hand summary, the
exchange box, game over) is the match's ``between`` hook here. Overlays (hand-off, summary,
help ...) sit on top of the table and the game moves on only while the table itself is
showing: the loop waits for that, and ``advance`` wakes it whenever the table resumes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from textual.app import SystemCommand
from textual.screen import Screen

from spades_tui.core import events as ev
from spades_tui.core.actions import DECLINE, Action, Exchange
from spades_tui.core.ahead import decisions_made
from spades_tui.core.game import Game, Phase
from spades_tui.core.refusals import Refusal
from spades_tui.core.view import PlayerView
from spades_tui.i18n import _, level_word
from spades_tui.session.keyboard import seat_to_show
from spades_tui.session.match import Match, SeatSession
from spades_tui.session.moments import ExchangeMade, HandOver, TrickEnd, moment_of
from spades_tui.ui.computer import ComputerFailed, ComputerSeats, TurnOf
from spades_tui.ui.flow.persons_keys import PersonsKeys
from spades_tui.ui.moments import Moments
from spades_tui.ui.news import BidExplained, hand_off_news, log_lines, with_turns_taken_ahead
from spades_tui.ui.play_again import practice_title
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.scores import GameOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN
from spades_tui.ui.table_common import last_card, trick_won_line
from spades_tui.words.refusals import refusal_text

if TYPE_CHECKING:
    from spades_tui.players.base import Player
    from spades_tui.ui.shell import TableApp


def up_to_trick(log: Sequence[ev.Event], number: int) -> Sequence[ev.Event]:
    """``log`` as it stood when trick ``number`` was won: the last card of a hand scores it
    and starts the next at once, and the finished trick on show must not be told of them."""
    for end in range(len(log) - 1, -1, -1):
        event = log[end]
        if isinstance(event, ev.TrickWon) and event.number == number:
            return log[: end + 1]
    return log


class LocalTable(ComputerSeats, PersonsKeys):
    """``game`` played on the app's table by ``controllers`` (a person or a level per seat);
    ``continuing``: the game goes on from where it was saved, so its news is heard again."""

    def __init__(self, app: TableApp, game: Game, controllers: tuple[str, str]) -> None:
        super().__init__(app)
        self.app: TableApp = app
        self.game: Game = game
        self.controllers = controllers
        seed = game.seed if game.seed is not None else 0
        from spades_tui.players import make_player

        self.players: dict[int, Player] = {
            s: make_player(c, seed * 2 + s) for s, c in enumerate(controllers) if c != HUMAN
        }
        self.viewer: int | None = None
        self.paused = False
        # Logs keep the core's events; they become sentences only when painted (news.py).
        self.logs: tuple[list[ev.Event], list[ev.Event]] = ([], [])
        self.public_log: list[ev.Event] = []
        # What a watcher of a computer game is told: the public log, but each draft turn
        # with what was kept and let go (such a game hides nothing from the one watching).
        self.watch_log: list[ev.Event] = []
        # What the table shows between two decisions (a finished trick, a summary), in order.
        self.moments = Moments()
        # While a card is played: the views a trick it finishes is shown in (see _act).
        self._trick_views: dict[int, PlayerView] = {}
        self._seen_news = [0, 0]
        # The computer's reasons for its bids, told to the person once the hand is over
        # (ComputerSeats._computer_turn): during the hand they would name its cards.
        # One a seat: a bid taken back and made again replaces its reason.
        self.bid_reasons_held: dict[int, BidExplained] = {}
        self._game_over_shown = False
        self._unsubscribe: list[Callable[[], None]] = []
        self.match: Match | None = None
        self._wake = asyncio.Event()  # set when the table may be showing again (advance)
        self._turn: SeatSession | None = None  # the person's decision on the table, if any
        self._on_show: Callable[[], None] | None = None  # repaints what the match waits on

    # ------------------------------------------------------------------ starting and stopping
    def begin(self, continuing: bool, told_before: bool = False) -> None:
        """Put the table up and start the match (the app has shelved any other saved game).
        ``continuing``: the saved game, its logs told and its last summary shown again;
        ``told_before``: a game resumed from elsewhere, its logs told."""
        game, app = self.game, self.app
        self._unsubscribe = [game.subscribe(partial(self._on_event, s), s) for s in (0, 1)]
        if not ((continuing or told_before) and self._hear_so_far(game)):
            for seat in (0, 1):
                for event in game.opening_events(seat):
                    self._on_event(seat, event)
        if continuing:
            from spades_tui.session.told_so_far import summary_left_on

            if (unseen := summary_left_on(game)) is not None:
                self.moments.add(HandOver(unseen))
        while len(app.screen_stack) > 1:
            app.pop_screen()
        self.table = self._new_table()
        app.push_screen(self.table)
        agents = tuple(
            TurnOf(self._person_turn)
            if controller == HUMAN
            else TurnOf(partial(self._computer_turn, self.players[seat]))
            for seat, controller in enumerate(self.controllers)
        )
        # At one keyboard, the person holding it goes on while the rules let them decide
        # ahead (their draft turns, say): the keyboard changes hands only when it must.
        next_seat = self._seat_to_ask if self.hotseat else None
        self.match = Match(game, (agents[0], agents[1]), app.after_action, self._between, next_seat)
        app.run_worker(self._play(self.match), group="match", exclusive=True)

    def stop(self) -> None:
        """Stop the match in play (a new game, a take back, quitting); its turn is dropped."""
        for cancel in self._unsubscribe:
            cancel()
        self._unsubscribe = []
        if self.match is not None:
            self.match.close()
            self.match = None
        self.app.workers.cancel_group(self.app, "match")

    def _seat_to_ask(self, game: Game) -> int:
        return seat_to_show(game, self.viewer)

    def _hear_so_far(self, game: Game) -> bool:
        """Fill the logs of a continued game with what each seat was told before; False if
        the game cannot be played over (the logs then start at the current position)."""
        from spades_tui.core.errors import RecordError
        from spades_tui.session.told_so_far import told_so_far
        from spades_tui.ui.bid_reasons_again import tell_again

        try:
            told = told_so_far(game)
        except RecordError:
            return False
        self.logs, self.public_log, self._seen_news = told.logs, told.public, told.seen_public
        self.watch_log = list(told.public)  # earlier draft turns as the public heard them
        tell_again(self, game)  # the computer's reasons for its bids, told from memory
        return True

    def _new_table(self) -> TableScreen:
        four_colour = bool(self.setting("four_colour", False))
        return TableScreen(self.ascii_only, four_colour=four_colour, you=self.you)

    def show_again(self) -> None:
        self.table = self._new_table()
        self.app.switch_screen(self.table)

    # ------------------------------------------------------------------ who sits here
    @property
    def hotseat(self) -> bool:
        return self.controllers == (HUMAN, HUMAN)

    @property
    def watching(self) -> bool:
        return HUMAN not in self.controllers

    @property
    def you(self) -> int | None:
        """The seat of the one person at this terminal against the computer, else None."""
        if self.controllers.count(HUMAN) == 1:
            return self.controllers.index(HUMAN)
        return None

    @property
    def pace(self) -> float:
        return self.app.pace

    def phase(self) -> Phase | None:
        return self.game.phase

    def words(self, log: Sequence[ev.Event], me: int | None) -> list[str]:
        """A log's newest lines, said to seat ``me`` ("You bid 4"; None: names only)."""
        names = [p.name for p in self.game.players]
        return log_lines(log, names, me, self.ascii_only)

    def mode_text(self) -> str:
        mode = self._players_text()
        return mode if self.game.practice is None else practice_title(mode, self.game)

    def _players_text(self) -> str:
        if self.hotseat:
            return _("hot-seat")
        if self.watching:
            return _("watching {first} vs {second}").format(
                first=level_word(self.controllers[0]),
                second=level_word(self.controllers[1]),
            )
        level = next(c for c in self.controllers if c != HUMAN)
        return _("against the computer ({level})").format(level=level_word(level))

    def commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        app = self.app
        yield SystemCommand(_("New game"), _("Start a new game"), app.action_new_game)
        yield from super().commands(screen)
        yield from self.persons_commands(screen)
        if self.may_export() and self.shows_this_game(screen):
            yield SystemCommand(
                _("Export game"), _("Write this game's record to a file"), app.action_export
            )

    def may_export(self) -> bool:
        # At one keyboard the record would show whoever holds it the other player's cards and
        # the stock still to be drawn; once the game is over nothing is hidden any more.
        return not self.hotseat or self.game.phase is Phase.GAME_OVER

    # ------------------------------------------------------------------ events from the core
    def _on_event(self, seat: int, event: ev.Event) -> None:
        self.logs[seat].append(event)
        if isinstance(event, ev.HandScored) and self.controllers[seat] == HUMAN:
            self.logs[seat].extend(self.bid_reasons_held[s] for s in sorted(self.bid_reasons_held))
            self.bid_reasons_held = {}
        # A public event reaches both seats' subscriptions: the watcher hears it once.
        heard_once = seat == 0 or event.audience != ev.PUBLIC
        if self.watching and heard_once and ev.told_to_both_hands(event):
            self.watch_log.append(event)
        if seat == 0 and event.audience == ev.PUBLIC:
            self.public_log.append(event)
            moment = moment_of(event, self._trick_views)
            if moment is not None:
                self.moments.add(moment)

    # ------------------------------------------------------------------ the flow of the game
    def _flow_ready(self) -> bool:
        # is_running: keys still queued while the app shuts down must not reach the table.
        app, table = self.app, self.table
        return (
            app.is_running
            and app.flow is self
            and table is not None
            and app.screen is table
            and table.is_mounted
            and not self.paused
        )

    def advance(self) -> None:
        """The table may be showing again: wake the match, and repaint what it waits on."""
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
            self.app.notify(str(failure), severity="error", timeout=10)

    async def _between(self) -> None:
        """What the table shows between two actions, in order; the next turn waits for it."""
        game = self.game
        await self.moments.show(self)
        await self.table_ready()
        if game.phase is Phase.GAME_OVER and not self._game_over_shown:
            self._game_over_shown = True
            screen = GameOverScreen.of(game, self.you, self.ascii_only)
            self.app.push_screen(screen, self._after_game_over)

    def _after_game_over(self, choice: str | None) -> None:
        app = self.app
        if choice == "quit":
            app.exit(0)
        elif choice == "rematch":
            # Same people, seats, levels and rules; a fresh shuffle.
            from spades_tui.ui.setup import GameSetup

            names = (self.game.players[0].name, self.game.players[1].name)
            setup = GameSetup(names, self.controllers, self.game.rules)
            app.start(setup.new_game(), self.controllers)
        elif choice == "home":
            app.action_home()
        else:
            app.action_new_game(can_cancel=False)

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
            last = last_card(view) if self.setting("play_last_card", True) else None
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
        view, log = session.view, self.logs[seat]
        ahead_of = None
        if seat != session.match.game.to_act:  # deciding ahead: the log is behind the view
            log = with_turns_taken_ahead(log, view)
            ahead_of = self.game.players[1 - seat].name
        self.table.decide(view, self.words(log, seat), ahead_of)

    def _ask_double_nil(self, seat: int) -> bool:
        """Whether the double-nil offer is put to the person (the double_nil_question setting)."""
        question = self.setting("double_nil_question", "always")
        if question == "never":
            return False
        if question == "when_behind":
            return self.game.scores[seat] < self.game.scores[1 - seat]
        return True

    # ------------------------------------------------------------------ the stage of the moments
    def paint_trick(self, trick: TrickEnd) -> None:
        assert self.table is not None
        names = [p.name for p in self.game.players]
        number = len(next(iter(trick.views.values())).tricks)
        if self.watching:
            status = trick_won_line(trick.winner, None, names)
            log = self.words(up_to_trick(self.watch_log, number), None)
            self.table.show_watch((trick.views[0], trick.views[1]), status, log)
        else:
            (seat, view), *_others = trick.views.items()
            status = trick_won_line(trick.winner, seat, names)
            log = self.words(up_to_trick(self.logs[seat], number), seat)
            self.table.show_trick_end(view, log, status)

    def trick_seconds(self) -> float:
        pause = self.app.trick_pause
        return max(pause, self.pace) if self.watching else pause

    def summary_names(self) -> list[str]:
        return [p.name for p in self.game.players]

    def summary_notes(self) -> list[str]:
        # Why the computer bid as it did, told with the score (ComputerSeats): on the
        # summary too, where a narrow log would have cut it before the person read it.
        person = self.you
        if person is None:
            return []
        log = self.logs[person]
        scored = max((i for i, e in enumerate(log) if isinstance(e, ev.HandScored)), default=-1)
        reasons = [e for e in log[scored + 1 :] if isinstance(e, BidExplained)]
        return self.words(reasons, person)

    def summary_seconds(self) -> float:
        return max(1.5, 4 * self.pace) if self.watching else 0

    def before_summary(self) -> None:
        self._blank_table()
        table, game = self.table, self.game
        assert table is not None
        claimed, self.claimed = self.claimed, False
        if (table.view is None or claimed) and not self.hotseat:
            # Continued on a summary (nothing painted yet) or claimed (the claim's trick still
            # shown), the summary stood over a stale table: it shows where the game stands.
            if self.you is not None:
                log = self.words(self.logs[self.you], self.you)
                table.wait(game.view(self.you), "", log)
            else:
                log = self.words(self.watch_log, None)
                table.show_watch((game.view(0), game.view(1)), "", log)

    def trick_seen(self) -> None:
        self.moments.trick_seen()

    def _trick_viewers(self) -> tuple[int, ...]:
        """The seats whose view shows a finished trick: both when watching, else the person."""
        if self.watching:
            return (0, 1)
        if self.you is not None:
            return (self.you,)
        if self.viewer is not None:
            return (self.viewer,)
        game = self.game
        if len(game.hand.hands[game.to_act]) == 1:
            # Hot-seat, nobody at the screen yet (a game resumed at its last trick), and the
            # last cards played for both: that view holds nothing the other may not see.
            return (game.to_act,)
        return ()

    def _hand_off(self, seat: int) -> None:
        since = self.public_log[self._seen_news[seat] :]
        first = self._seen_news[seat] == 0  # no turn of this player's yet to count from
        self._seen_news[seat] = len(self.public_log)
        self._blank_table()
        # The table is blanked first so the last player's cards never show behind the hand-off.
        self.viewer = seat

        held, other = tuple(self.game.hand.ahead[1 - seat]), self.game.players[1 - seat].name

        def news() -> list[str]:  # worded when shown, in the language in use then
            return hand_off_news(self.words(since, seat), held, other, self.ascii_only)

        table, handoff = self.table, HandoffScreen(self.game.players[seat].name, news, first)
        self.app.push_screen(handoff, lambda _ready: table.revealed())

    def _blank_table(self) -> None:
        assert self.table is not None
        if self.hotseat:
            self.viewer = None
            public = self.words(self.public_log, None)
            self.table.watch_public(self.game.view(self.game.to_act), public)

    # ------------------------------------------------------------------ decisions
    def submit(self, action: Action, view: PlayerView | None = None) -> None:
        """A person's decision from the table, made on ``view``: refused with the core's
        reason if illegal, and with a notice when that decision is not the one asked now
        (a key typed ahead must never act for the next decision)."""
        game, table, turn = self.game, self.table, self._turn
        if not self.app.is_running or self.app.flow is not self or table is None:
            return
        if turn is None or self.viewer != turn.seat or (view is not None and view is not turn.view):
            table.not_your_turn()
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
            after = game.view(seat)
            gave, got = after.my_exchange or ((), ())
            self.moments.add(ExchangeMade(gave, got, after))
        self._seen_news[seat] = len(self.public_log)

    def _turn_ends(self) -> None:
        """A person's decision is made: in hot-seat, nothing said to them (a toast) may still
        show to the next person. Cleared before the action, so what the action itself brings
        (a failed save, a claim) is still said."""
        if self.hotseat:
            self.app.clear_notifications()

    def _act(self, seat: int, action: Action) -> Refusal | None:
        """Every action of this game goes through the match here (it applies and saves)."""
        game, match = self.game, self.match
        assert match is not None
        # The views a finished trick is shown in are taken before the card: once the last
        # trick is won the hand is scored and the next one begins within the same apply.
        if game.phase is Phase.PLAY and self.app.trick_pause > 0:
            self._trick_views = {s: game.view(s) for s in self._trick_viewers()}
        try:
            return match.session(seat).submit(action)
        finally:
            self._trick_views = {}
