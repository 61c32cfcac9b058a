"""Watching a network table, and the creator's say over who may watch.

A spectator joins with a table's watch code (the lobby takes it like any code). The server
then sends only what a public observer may know (``net/public.py``): this screen shows the
scores, bids, tricks and the public log, and how many cards each player holds, never a card
of a hand. ``WatchControl`` is the network table's link to all this: it hands the connection
over to ``Spectator`` when the server says the code is a watch code, and for the creator it
keeps the watch code and offers to turn watching off or on again.

Everything shown is plain Text built from data (names come from people), never markup.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal, Protocol

from rich.text import Text
from textual.app import ComposeResult, SystemCommand
from textual.containers import Vertical
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Static

from spades_tui.core.phases import Phase
from spades_tui.core.view import PlayedTrick
from spades_tui.i18n import _, ngettext, points, say
from spades_tui.net.client import (
    Created,
    Ended,
    Lost,
    Message,
    Presence,
    PublicUpdate,
    SeatClient,
    Watch,
    WatchingState,
    Welcome,
)
from spades_tui.ui.cardtext import bid_text, cards_text
from spades_tui.ui.news import log_lines
from spades_tui.ui.screens.host_wait import command_line
from spades_tui.ui.shuffle_words import shuffle_notices
from spades_tui.ui.widgets.footer import Footer
from spades_tui.words.refusals import network_text

if TYPE_CHECKING:
    from textual.app import App

    from spades_tui.ui.notices import Notices


class NetworkSeat(Protocol):
    """What watching needs of the network table it belongs to (``NetworkTable``)."""

    app: App
    ascii_only: bool
    client: SeatClient | None
    notices: Notices

    def leave(self, code: int, words: str | None = None) -> None: ...


Heard = Literal["spectating", "handled"] | None


class WatchControl:
    """The network table's part in watching: see ``heard``."""

    def __init__(self, table: NetworkSeat) -> None:
        self.table = table
        self.code: str | None = None  # the watch code, when this player created the table
        self.on = True
        self._told = False

    def heard(self, message: Message) -> Heard:
        """Look at a message first: "spectating" when this connection turned out to watch
        (the spectator has taken it over), "handled" when it was watching's own business,
        None when the network table goes on with it as before."""
        if isinstance(message, Watch):
            Spectator(self.table, message).start()
            return "spectating"
        if isinstance(message, WatchingState):
            self.on = message.on
            words = (
                _("Others may watch this table again.")
                if message.on
                else _("Nobody may watch this table now; the watch code no longer works.")
            )
            self.table.notices.brief(words)
            return "handled"
        if isinstance(message, Created) and message.watch_code is not None:
            self.code = message.watch_code
        elif isinstance(message, Welcome) and message.watch_code is not None:
            self.code, self.on = message.watch_code, message.watching
            if not self._told and message.watching:
                self._told = True
                # Two lines in the side panel's width: the notice leaves the panel in sight.
                words = _("Code for watchers: {code}")
                self.table.notices.brief(words.format(code=message.watch_code))
        return None

    def lines(self) -> list[str | Text]:
        """For the screen that waits for the friend: the code to watch with."""
        if self.code is None or not self.on:
            return []
        return ["", _("Anyone may watch with this code (no cards shown):"), command_line(self.code)]

    def commands(self) -> Iterable[SystemCommand]:
        """The palette's way to let spectators in or turn them out, for the creator."""
        if self.code is None:
            return
        if self.on:
            help_text = _("Turn out whoever watches; the watch code stops working")
            yield SystemCommand(_("Stop watching"), help_text, lambda: self._set(False))
        else:
            help_text = _("Let others watch with the watch code {code}").format(code=self.code)
            yield SystemCommand(_("Allow watching"), help_text, lambda: self._set(True))

    def _set(self, on: bool) -> None:
        client = self.table.client
        if client is not None:
            self.table.app.run_worker(client.set_watching(on), group="net", exit_on_error=False)


class SpectatorScreen(Screen[None]):
    """What a spectator sees: the public side of the table, and the public log."""

    DEFAULT_CSS = """
    SpectatorScreen { align: center middle; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.title_line = _("Watching")
        self.lines: list[Text] = []

    def compose(self) -> ComposeResult:
        with Vertical(classes="box wide", id="watch-box") as box:
            box.border_title = _("Watching a network game")
            yield Static(id="watch-body")
        yield Footer()

    def on_mount(self) -> None:
        self.show(self.title_line, self.lines)

    def show(self, title: str, lines: list[Text]) -> None:
        self.title_line, self.lines = title, lines
        try:
            body = self.query_one("#watch-body", Static)
        except NoMatches:
            return
        text = Text(title, style="bold")
        for line in lines:
            text.append("\n")
            text.append_text(line)
        text.append("\n\n" + _("You are watching: no cards of a hand are shown. ctrl+q leaves."))
        body.update(text)


# The box's frame and padding, its other lines and the footer: the rows the log cannot have.
LINES_BESIDE_THE_LOG = 16


class Spectator:
    """Feeds a ``SpectatorScreen`` from the connection the network table opened."""

    def __init__(self, table: NetworkSeat, welcome: Watch) -> None:
        self.table = table
        self.app = table.app
        self.names = welcome.names
        self.connected = list(welcome.connected)
        self.latest: PublicUpdate | None = None
        self.log: list = []
        self.status: str | None = None
        self.screen = SpectatorScreen()

    def start(self) -> None:
        self.app.switch_screen(self.screen)
        self._paint()
        self.app.run_worker(self._pump(), group="net", exit_on_error=False)

    async def _pump(self) -> None:
        client = self.table.client
        assert isinstance(client, SeatClient)
        while True:
            message = await client.inbox.get()
            if isinstance(message, PublicUpdate):
                self.status = None
                self.latest = message
                self.log = list(message.events) if message.log else self.log + message.events
                del self.log[:-400]
                joined_at = message.view.game.hand_number if message.log else None
                for words, alarm in shuffle_notices(message.shuffles, joined_at):
                    if alarm:  # it holds for the rest of the game
                        self.table.notices.stand(words, words, "error")
                    else:
                        self.table.notices.brief(words)
            elif isinstance(message, Presence):
                self.connected[message.seat] = message.connected
                names = list(self.names)
                names[message.seat] = message.name or names[message.seat]
                self.names = (names[0], names[1])
            elif isinstance(message, Watch):
                self.names, self.connected = message.names, list(message.connected)
            elif isinstance(message, Lost):
                words = _("Connection lost; trying again in {seconds} s… ({reason})")
                self.status = words.format(seconds=round(message.retry_in), reason=message.reason)
            elif isinstance(message, Ended):
                self._ended(message)
                return
            self._paint()

    def _ended(self, message: Ended) -> None:
        if message.code == "closed":
            return
        from spades_tui.ui.screens.info import InfoScreen

        body = network_text(message.code, message.reason, message.params)
        title = _("Watching has ended")
        self.app.push_screen(InfoScreen(title, Text(body)), lambda _: self.table.leave(1, body))

    def _names(self) -> tuple[str, str]:
        return (self.names[0] or "?", self.names[1] or "?")

    def _paint(self) -> None:
        names = self._names()
        title = _("Watching {first} and {second}").format(first=names[0], second=names[1])
        lines: list[Text] = []
        if self.status is not None:
            lines += [Text(self.status, style="bold"), Text("")]
        for seat in (0, 1):
            if not self.connected[seat]:
                words = _("{name} is away; the game waits for them.")
                lines.append(Text(say(words, name=names[seat]), style="dim"))
        update = self.latest
        if update is None:
            lines.append(Text(_("Waiting for the game to start…")))
        else:
            lines += self._position(update, names)
        self.screen.show(title, lines)

    def _position(self, update: PublicUpdate, names: tuple[str, str]) -> list[Text]:
        ascii_only = self.table.ascii_only
        game = update.view.game
        lines = [Text("")]
        for seat in (0, 1):
            bid = bid_text(game.bids[seat], game.double_nil[seat], ascii_only)
            counts = (game.scores[seat], game.bags[seat], game.tricks_won[seat])
            cards = update.view.hand_sizes[seat]
            lines.append(Text(seat_line(names[seat], bid, *counts, cards, ascii_only)))
        lines.append(Text(""))
        hand = _("Hand {hand}").format(hand=game.hand_number)
        if game.phase is Phase.GAME_OVER and game.winner is not None:
            lines.append(Text(say(_("{name} has won."), name=names[game.winner]), style="bold"))
        elif game.phase is Phase.DRAFT:
            lines.append(Text(draft_line(hand, names[game.to_act], game.draft_turns_taken)))
        else:
            lines.append(Text(say(_("{hand}: {name} to act"), hand=hand, name=names[game.to_act])))
        if game.tricks:
            lines.append(trick_line(len(game.tricks), game.tricks[-1], names, ascii_only))
        lines.append(Text(""))
        # Eight lines of the log at 80x24, and as many more as a taller terminal has rows.
        room = max(8, self.app.size.height - LINES_BESIDE_THE_LOG)
        for sentence in log_lines(self.log, names, None, ascii_only, last=room):
            lines.append(Text(sentence, style="dim"))
        return lines


def trick_line(number: int, trick: PlayedTrick, names: tuple[str, str], ascii_only: bool) -> Text:
    """The last trick of the hand: who won it once it is over, so a finished trick never
    reads as if it were still being played (the next card waits for its winner to lead),
    and who led the one card of a trick still being played."""
    if trick.winner is None:
        words = say(_("Trick {n}, being played: {name} led "), n=number, name=names[trick.leader])
    else:
        words = say(_("Trick {n}, won by {name}: "), n=number, name=names[trick.winner])
    line = Text(words)
    line.append_text(cards_text(trick.cards, ascii_only))
    return line


def seat_line(
    name: str, bid: str, score: int, bags: int, tricks: int, cards: int, ascii_only: bool = False
) -> str:
    """One player's side of the table, each count in the words its number takes, the score
    written as the table writes it (−40, with a minus sign)."""
    return _("{name}: {points}, {bags}; bid {bid}, {tricks}, {cards}").format(
        name=name,
        points=ngettext("{n} point", "{n} points", score).format(n=points(score, ascii_only)),
        bags=ngettext("{n} bag", "{n} bags", bags).format(n=bags),
        bid=bid,
        tricks=ngettext("{n} trick won", "{n} tricks won", tricks).format(n=tricks),
        cards=ngettext("{n} card in hand", "{n} cards in hand", cards).format(n=cards),
    )


def draft_line(hand: str, name: str, turns_taken: int) -> str:
    """Whose draft turn it is, counted as the log counts it: each player has 13 turns, and
    the two take theirs by turns, so the one to draw has had half the turns so far."""
    turn = turns_taken // 2 + 1
    return say(
        _("{hand}: the draft, {name} draws (turn {turn} of 13)"), hand=hand, name=name, turn=turn
    )
