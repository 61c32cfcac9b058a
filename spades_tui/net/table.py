"""One table of a server: two seats (a person or the computer in each), its watchers, its game.

A table's game is driven by a ``Match`` (``spades_tui.session.match``), the same loop as
everywhere else. A person's seat has a ``WaitingAgent`` whose moves arrive as the client's
``action`` frames; a computer seat has a ``ServerComputer``, which thinks in the server's
pool of computer threads, off the event loop. Every move goes through one place under the
table's lock: the match checks it with the core and applies it, the server saves it, and
only then are the seats and the watchers told (``_after_move``).
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any, Protocol

from spades_tui.core import events as ev
from spades_tui.core.actions import Action
from spades_tui.core.errors import IllegalAction
from spades_tui.core.game import Game, Phase, PlayerInfo
from spades_tui.core.record import game_to_record
from spades_tui.core.view import PlayerView
from spades_tui.net import protocol
from spades_tui.net.bid_reasons import reason_to_dict
from spades_tui.net.peer import Peer
from spades_tui.net.protocol import Act
from spades_tui.net.public import public_events, public_view_dict
from spades_tui.net.shuffles import ShuffleTeller, prove_new_hands
from spades_tui.net.table_meta import TableMeta
from spades_tui.players import make_player
from spades_tui.players.base import bid_reason_of
from spades_tui.players.valuation import BidReason
from spades_tui.session.match import Agent, Match, SeatSession, WaitingAgent
from spades_tui.storage import TABLES


def tables_folder(root: Path) -> Path:
    """Where a server with its data in ``root`` keeps its tables, one folder each."""
    return root / TABLES


class TableHost(Protocol):
    """What a table needs of the server that holds it (the server's saving and forgetting),
    named here so a table does not depend on the server module."""

    hosted: bool
    join_address: str | None  # the address players join with, as the server printed it
    web_page: str | None  # the browser page, when the server has one

    async def save_meta(self, table: Table) -> None: ...

    async def save_game(self, table: Table) -> None: ...

    def forget_if_done(self, table: Table) -> None: ...


log = logging.getLogger("spades_tui.net")

LOG_KEPT = 300  # events of each seat's log kept for a seat that (re)joins
DEFAULT_GUEST = "Guest"
WATCHER = 2  # what a tap is told for a frame to a spectator (seats are 0 and 1)
COMPUTER_SEAT = 1  # a computer table's computer plays seat 1; its creator seat 0


class ServerComputer:
    """The computer in a seat of a server's table: it sees only the seat's view, thinks in
    the server's computer threads, and its move goes through the table like a person's."""

    def __init__(self, level: str, table: Table) -> None:
        self.player = make_player(level)
        self.table = table

    async def take_turn(self, session: SeatSession) -> None:
        view = session.view
        loop = asyncio.get_running_loop()
        pool = self.table.server.computer_pool
        action = await loop.run_in_executor(pool, self.player.choose, view)
        reason = bid_reason_of(self.player, action)
        await self.table.computer_moves(session.seat, view, action, reason)


class Table:
    """Two seats and, once both have joined, their game."""

    def __init__(self, meta: TableMeta, server: TableHost, game: Game | None = None) -> None:
        self.meta = meta
        self.server = server
        self.game: Game | None = None
        self.match: Match | None = None
        self._runner: asyncio.Task[None] | None = None
        self.peers: list[Peer | None] = [None, None]
        self.watchers: set[Peer] = set()
        self.logs: tuple[list[ev.Event], list[ev.Event]] = ([], [])
        self.unsent: tuple[list[ev.Event], list[ev.Event]] = ([], [])
        self.public_unsent: list[ev.Event] = []
        self.shuffles = ShuffleTeller()
        self.lock = asyncio.Lock()
        self.rematch_asked: set[int] = set()  # seats that want another game once this is over
        # The computer's reasons for its bids, by hand and seat: sent with the hand's score.
        self.bid_reasons: dict[tuple[int, int], BidReason] = {}
        if game is not None:
            self._adopt(game, resumed=True)
        else:
            self._start_if_full()  # the computer's table is full from the start

    @property
    def id(self) -> str:
        return self.meta.id

    @property
    def storage_root(self) -> Path | None:
        root = self.server.data_root
        return None if root is None else tables_folder(root) / self.id

    @property
    def computer(self) -> str | None:
        return self.meta.computer

    def _agent(self, seat: int) -> Agent:
        if self.meta.computer is not None and seat == COMPUTER_SEAT:
            return ServerComputer(self.meta.computer, self)
        return WaitingAgent()  # a person at their own screen: moves come as action frames

    def _adopt(self, game: Game, resumed: bool = False) -> None:
        self.game = game
        self.bid_reasons.clear()  # a rematch numbers its hands from 1 again
        prove_new_hands(game)
        self.match = Match(game, (self._agent(0), self._agent(1)))
        if resumed:
            # A table restored from its save: each seat gets back the log it had, not only
            # the opening of the hand, by playing the record over.
            from spades_tui.session.told_so_far import told_so_far

            told = told_so_far(game).logs
        else:
            told = (game.opening_events(0), game.opening_events(1))
        for seat in (0, 1):
            self.logs[seat].extend(told[seat][-LOG_KEPT:])
            game.subscribe(lambda event, s=seat: self._heard(s, event), seat)

    def _run_match(self) -> None:
        """Start the match's loop, once there is an event loop (a restored table is loaded
        before the server runs one)."""
        if self.match is not None and self._runner is None:
            self._runner = asyncio.create_task(self.match.run())
            self._runner.add_done_callback(self._match_ended)

    def _match_ended(self, runner: asyncio.Task[None]) -> None:
        if not runner.cancelled() and runner.exception() is not None:
            log.error("table %s: the match stopped: %r", self.id, runner.exception())

    def close(self) -> None:
        """Stop the match's loop (the table is set aside, or the server stops)."""
        if self.match is not None:
            self.match.close()

    def _heard(self, seat: int, event: ev.Event) -> None:
        log_ = self.logs[seat]
        log_.append(event)
        if len(log_) > 2 * LOG_KEPT:
            del log_[:-LOG_KEPT]
        self.unsent[seat].append(event)
        if seat == 0 and event.audience == ev.PUBLIC:
            self.public_unsent.append(event)

    def connected(self) -> tuple[bool, bool]:
        """Which seats have a person's connection now."""
        return (self.peers[0] is not None, self.peers[1] is not None)

    def present(self) -> tuple[bool, bool]:
        """Which seats are there to play: connected, or the computer's."""
        here = list(self.connected())
        if self.meta.computer is not None:
            here[COMPUTER_SEAT] = True
        return (here[0], here[1])

    def _tap(self, seat: int, text: str) -> None:
        if self.server.tap is not None:
            self.server.tap(self, seat, text)

    def _send(self, seat: int, message: dict[str, Any]) -> None:
        peer = self.peers[seat]
        if peer is None:
            return
        text = protocol.dumps(message)
        self._tap(seat, text)
        peer.send(text)

    def _send_update(self, seat: int, whole_log: bool = False) -> None:
        game = self.game
        assert game is not None
        events = self.logs[seat][-LOG_KEPT:] if whole_log else self.unsent[seat]
        shuffles = self.shuffles.news(game, seat, whole_log)
        # Once the game is over nothing in it is hidden: each player gets all of it to keep.
        record = game_to_record(game) if game.phase is Phase.GAME_OVER else None
        scored = {e.hand for e in events if isinstance(e, ev.HandScored)}
        reasons = [
            reason_to_dict(hand, s, reason)
            for (hand, s), reason in self.bid_reasons.items()
            if hand in scored and s != seat
        ]
        view, at = game.view(seat), game.actions_applied
        message = protocol.update(view, list(events), at, whole_log, shuffles, record, reasons)
        self.unsent[seat].clear()
        self._send(seat, message)

    def _send_public(self, watcher: Peer, whole_log: bool = False) -> None:
        """A spectator's update: the public view and the public events."""
        game = self.game
        assert game is not None
        events = public_events(self.logs[0][-LOG_KEPT:]) if whole_log else self.public_unsent
        shuffles = self.shuffles.news(game, watcher, whole_log)
        view = public_view_dict(game)
        text = protocol.dumps(
            protocol.public(view, list(events), game.actions_applied, whole_log, shuffles)
        )
        self._tap(WATCHER, text)
        watcher.send(text)

    def _tell_watchers(self, message: dict[str, Any]) -> None:
        text = protocol.dumps(message)
        for watcher in self.watchers:
            self._tap(WATCHER, text)
            watcher.send(text)

    # ------------------------------------------------------------------ seats
    async def attach(self, seat: int, peer: Peer, name: str | None) -> None:
        async with self.lock:
            old = self.peers[seat]
            self.peers[seat] = peer
            if old is not None:
                # One connection per seat: the newest one with the code takes it over.
                asyncio.create_task(
                    old.fail("taken_over", "this seat was taken over by a newer connection")
                )
            started = False
            if self.meta.names[seat] is None:
                self.meta.names[seat] = name or DEFAULT_GUEST
                started = self._start_if_full()
                await self.server.save_meta(self)
                if started:
                    await self.server.save_game(self)
            names = (self.meta.names[0], self.meta.names[1])
            watch = (self.meta.watch_code, self.meta.watching) if seat == 0 else None
            # A creator back at a table still waiting is given the friend's code again: it
            # was said only when the table was made.
            waiting = seat == 0 and self.computer is None and not self.meta.joined
            friend = self.meta.codes[1] if waiting else None
            welcome = protocol.welcome(
                seat,
                self.id,
                names,
                self.present(),
                watch,
                self.server.hosted,
                self.computer,
                friend,
                (self.server.join_address, self.server.web_page),
            )
            self._send(seat, welcome)
            other = 1 - seat
            self._send(other, protocol.presence(seat, self.meta.names[seat], True))
            self._tell_watchers(protocol.presence(seat, self.meta.names[seat], True))
            if self.game is not None:
                self._run_match()
                self.unsent[seat].clear()
                self._send_update(seat, whole_log=True)
                if started:
                    self.unsent[other].clear()
                    self._send_update(other, whole_log=True)
                    for watcher in self.watchers:
                        self._send_public(watcher, whole_log=True)
                    self.public_unsent.clear()
            for asked in sorted(self.rematch_asked):
                self._send(seat, protocol.rematch(asked))

    def _start_if_full(self) -> bool:
        """Start the game once both seats have a player; True when it started now."""
        if self.game is not None or None in self.meta.names:
            return False
        names = (str(self.meta.names[0]), str(self.meta.names[1]))
        kinds = ["human", "human"]
        if self.meta.computer is not None:
            kinds[COMPUTER_SEAT] = f"ai:{self.meta.computer}"
        players = (PlayerInfo(names[0], kinds[0]), PlayerInfo(names[1], kinds[1]))
        self._adopt(Game(self.meta.rules, self.meta.seed, players))
        return True

    def detach(self, seat: int, peer: Peer) -> None:
        if self.peers[seat] is not peer:
            return  # already taken over by a newer connection
        self.peers[seat] = None
        self._send(1 - seat, protocol.presence(seat, self.meta.names[seat], False))
        self._tell_watchers(protocol.presence(seat, self.meta.names[seat], False))
        self.server.forget_if_done(self)

    # ------------------------------------------------------------------ watchers
    async def watch(self, peer: Peer) -> bool:
        """Let a spectator in (False when the creator has turned watching off): it is sent
        who plays and, once the game is on, the public log so far."""
        async with self.lock:
            if not self.meta.watching:
                return False
            self.watchers.add(peer)
            names = (self.meta.names[0], self.meta.names[1])
            text = protocol.dumps(protocol.watching_welcome(self.id, names, self.present()))
            self._tap(WATCHER, text)
            peer.send(text)
            if self.game is not None:
                self._send_public(peer, whole_log=True)
            return True

    def unwatch(self, peer: Peer) -> None:
        self.watchers.discard(peer)
        self.shuffles.drop(peer)

    async def set_watching(self, seat: int, peer: Peer, on: bool) -> None:
        """The creator lets spectators in or turns them out (and their code stops working)."""
        async with self.lock:
            if self.peers[seat] is not peer:
                return
            if seat != 0:
                self._send(seat, protocol.refused("not_creator"))
                return
            self.meta.watching = on
            await self.server.save_meta(self)
            if not on:
                for watcher in list(self.watchers):
                    self.unwatch(watcher)
                    asyncio.create_task(
                        watcher.fail("not_watched", "the table's creator has turned watching off")
                    )
            self._send(seat, protocol.watching_state(on))

    # ------------------------------------------------------------------ moves
    async def submit(self, seat: int, peer: Peer, act: Act) -> None:
        async with self.lock:
            if self.peers[seat] is not peer:
                return
            refusal = self._refusal(seat, act)
            if refusal is not None:
                self._send(seat, protocol.refused(*refusal))
                return
            match = self.match
            assert match is not None
            self._run_match()
            try:
                refused = match.session(seat).submit(act.action)
            except IllegalAction as exc:  # e.g. a card named twice slipped past the shape check
                self._send(seat, protocol.refused("illegal", refusal=exc.refusal))
                return
            if refused is not None:
                self._send(seat, protocol.refused("illegal", refusal=refused))
                return
            await self._after_move()

    async def computer_moves(
        self, seat: int, view: PlayerView, action: Action, reason: BidReason | None = None
    ) -> None:
        """The computer's choice for ``seat``, made on ``view``: taken like a person's.
        ``reason``: why it bid so, told to the other seat when the hand is scored."""
        async with self.lock:
            match = self.match
            if match is None or match.session(seat).view is not view:
                return  # the game moved on meanwhile (set aside, a rematch)
            refused = match.session(seat).submit(action)
            if refused is not None:
                raise IllegalAction(f"the computer chose {action}: {refused}", refused)
            if reason is not None:
                self.bid_reasons[view.hand_number, seat] = reason
            await self._after_move()

    async def _after_move(self) -> None:
        """A move was taken: commit to a new hand's stock, save, then tell everyone."""
        game = self.game
        assert game is not None
        prove_new_hands(game)
        await self.server.save_game(self)
        for s in (0, 1):
            if self.peers[s] is not None:
                self._send_update(s)
            else:
                self.unsent[s].clear()  # it gets its whole log when it comes back
        for watcher in self.watchers:
            self._send_public(watcher)
        self.public_unsent.clear()
        if game.phase is Phase.GAME_OVER:
            self.server.forget_if_done(self)

    async def ask_rematch(self, seat: int, peer: Peer) -> None:
        """A seat wants another game; when both do, it starts (the finished one is already
        filed in history) and both seats are sent its opening. The computer always does."""
        async with self.lock:
            game = self.game
            if self.peers[seat] is not peer:
                return
            if game is None or game.phase is not Phase.GAME_OVER:
                self._send(seat, protocol.refused("not_over"))
                return
            if self.meta.computer is not None:
                self.rematch_asked.add(COMPUTER_SEAT)
            if seat not in self.rematch_asked:
                self.rematch_asked.add(seat)
                for s in (0, 1):
                    self._send(s, protocol.rematch(seat))
            if self.rematch_asked != {0, 1}:
                return
            self.rematch_asked.clear()
            self.close()
            self._runner = None
            for seat_log in (*self.logs, *self.unsent):
                seat_log.clear()
            self.public_unsent.clear()
            self.shuffles.forget()
            # The same people and rules; a fresh shuffle (no seed).
            self._adopt(Game(self.meta.rules, None, game.players))
            self._run_match()
            await self.server.save_game(self)
            for s in (0, 1):
                if self.peers[s] is not None:
                    self._send_update(s, whole_log=True)
                self.unsent[s].clear()
            for watcher in self.watchers:
                self._send_public(watcher, whole_log=True)
            self.public_unsent.clear()

    def _refusal(self, seat: int, act: Act) -> tuple[str, protocol.Params] | None:
        """Why the table does not take ``act`` before the rules are asked: a code and the
        parameters a client words it with."""
        game = self.game
        if game is None:
            return ("not_started", {})
        if game.phase is Phase.GAME_OVER:
            return ("game_over", {})
        if game.to_act != seat:
            return ("not_your_turn", {"name": game.players[game.to_act].name})
        if act.at != game.actions_applied:
            return ("stale", {})
        return None  # whether the rules allow it is the match's to say
