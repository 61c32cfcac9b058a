"""One loop for every game: ask the agent of the seat to act, apply, tell each seat, save.

The app, ``simulate`` and a network server all drive a ``Game`` through a ``Match``:

* An *agent* decides for one seat. ``ComputerAgent`` wraps a computer player (a plain,
  synchronous ``choose(view)``); ``WaitingAgent`` stands for a person at this terminal or a
  remote client, whose actions arrive through the seat's session whenever they are made.
* A ``SeatSession`` is all one seat gets: its current view, the events its audience may see,
  and ``submit(action)``, which answers with ``None`` or a ``Refusal``. A table screen and a
  network connection talk to a session the same way.
* ``Match.run()`` is a coroutine for an asyncio event loop (Textual's or a server's): a
  computer thinks in a worker thread, so the loop keeps serving screens and sockets, and the
  game itself is changed only on the loop's thread. ``Match.play_sync()`` runs computer seats
  in the calling thread with nothing in between, for simulations.
* Strict alternation is the default: the seat to act is asked. A driver that passes
  ``next_seat`` (hot-seat at one keyboard) picks whom to ask among ``game.may_act()``; a seat
  may then decide ahead of its turn where the core allows it (``core/ahead.py``), its session's
  view is that of its next decision, and the core holds such a decision until its turn.
* What happens *between* actions is the caller's: the app passes a ``between`` hook that
  ``run()`` awaits before each agent is asked (a finished trick left on the table, a hand's
  summary, a box or a pause over the table hold the game there). A server passes none.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol

from spades_tui.core import events as ev
from spades_tui.core.actions import Action
from spades_tui.core.ahead import decisions_made
from spades_tui.core.errors import IllegalAction
from spades_tui.core.game import Game, make_view
from spades_tui.core.refusals import Refusal
from spades_tui.core.view import PlayerView
from spades_tui.players.base import Player

SaveHook = Callable[[Game], None]
Between = Callable[[], Awaitable[None]]
NextSeat = Callable[[Game], int]


class Agent(Protocol):
    """Makes the moves of one seat."""

    async def take_turn(self, session: SeatSession) -> None:
        """Return once the seat asked (``session.seat``) has decided through ``session``."""
        ...


class ComputerAgent:
    """A computer player in a seat; it sees only the seat's view."""

    def __init__(self, player: Player) -> None:
        self.player = player

    def choose(self, view: PlayerView) -> Action:
        return self.player.choose(view)

    async def take_turn(self, session: SeatSession) -> None:
        view = session.view
        # The search players think for up to seconds: a worker thread keeps the loop free.
        action = await asyncio.to_thread(self.player.choose, view)
        if session.view is not view:
            return  # someone acted for this seat meanwhile; the choice no longer applies
        refusal = session.submit(action)
        if refusal is not None:
            raise IllegalAction(
                f"the {self.player.level} player chose {action}: {refusal}", refusal
            )


class WaitingAgent:
    """A person at this terminal or a remote client: the seat acts when its session submits."""

    async def take_turn(self, session: SeatSession) -> None:
        await session.wait_for_action()


class SeatSession:
    """One seat's window on a match: view, events for its audience, and ``submit``.

    Use it from the event loop's thread (or from one thread when no loop runs).
    """

    def __init__(self, match: Match, seat: int) -> None:
        self.match = match
        self.seat = seat
        self._view: PlayerView | None = None
        self._view_at = -1
        self._waiting: asyncio.Future[None] | None = None

    @property
    def view(self) -> PlayerView:
        """The seat's view of the current position (the same object until the game moves);
        in a match that lets seats act ahead, the view of its next decision when it may take
        it now."""
        game = self.match.game
        at = decisions_made(game)
        if self._view is None or self._view_at != at:
            ahead = self.match.ahead and self.seat in game.may_act()
            self._view = game.decision_view(self.seat) if ahead else game.view(self.seat)
            self._view_at = at
        return self._view

    @property
    def my_turn(self) -> bool:
        """Whether the seat may decide now: on turn, or ahead where the match allows it."""
        game = self.match.game
        if self.match.ahead:
            return self.seat in game.may_act()
        return game.winner is None and game.to_act == self.seat

    def opening_events(self) -> list[ev.Event]:
        """Events that describe the current position to a newcomer, for this seat only."""
        return self.match.game.opening_events(self.seat)

    def listen(self, callback: Callable[[ev.Event], None]) -> Callable[[], None]:
        """Call ``callback`` with every later event this seat may see; returns a cancel."""
        return self.match.game.subscribe(callback, self.seat)

    def submit(self, action: Action) -> Refusal | None:
        """Act for this seat: None when done, else why the action was refused (nothing
        changes then)."""
        return self.match.submit(self.seat, action)

    async def wait_for_action(self) -> None:
        """Return after this seat's next action has been applied."""
        if self._waiting is None or self._waiting.done():
            self._waiting = asyncio.get_running_loop().create_future()
        await self._waiting

    def _acted(self) -> None:
        if self._waiting is not None and not self._waiting.done():
            self._waiting.set_result(None)

    def _cancel_wait(self) -> None:
        if self._waiting is not None and not self._waiting.done():
            self._waiting.cancel()


class Match:
    """A game, an agent per seat, a hook called after every action (e.g. to save), and
    optionally one awaited before each agent is asked (``between``) and one that picks the
    seat to ask among those that may act (``next_seat``; without it, the seat to act)."""

    def __init__(
        self,
        game: Game,
        agents: tuple[Agent, Agent],
        on_save: SaveHook | None = None,
        between: Between | None = None,
        next_seat: NextSeat | None = None,
    ) -> None:
        self.game = game
        self.agents = agents
        self.on_save = on_save
        self.between = between
        self.next_seat = next_seat
        self.ahead = next_seat is not None  # whether a seat may decide ahead of its turn
        self.sessions = (SeatSession(self, 0), SeatSession(self, 1))
        self._closed = False

    def session(self, seat: int) -> SeatSession:
        return self.sessions[seat]

    def submit(self, seat: int, action: Action) -> Refusal | None:
        """Apply ``action`` for ``seat`` if the rules allow it now (or hold it, when the seat
        decides ahead of its turn in a match that allows it); else say why not."""
        game = self.game
        if self.ahead:
            refusal = game.decision_refusal(action, seat)
            if refusal is not None:
                return refusal
            game.decide(action, seat)
        else:
            refusal = game.refusal(action, seat)
            if refusal is not None:
                return refusal
            game.apply(action, seat)
        if self.on_save is not None:
            self.on_save(game)
        self.sessions[seat]._acted()
        return None

    def submit_line(self, actions: Sequence[Action]) -> Refusal | None:
        """Apply ``actions`` in turn, each for the seat then to act (a claim plays out the
        hand), and save once at the end. At the first refusal the line stops there; what was
        applied before it stays, and is saved."""
        game = self.game
        acted: set[int] = set()
        refusal = None
        for action in actions:
            seat = game.to_act
            refusal = game.refusal(action, seat)
            if refusal is not None:
                break
            game.apply(action, seat)
            acted.add(seat)
        if acted and self.on_save is not None:
            self.on_save(game)
        for seat in acted:
            self.sessions[seat]._acted()
        return refusal

    def play_sync(self, max_hands: int | None = None) -> Game:
        """Play computer seats in this thread until the game ends, or until hand
        ``max_hands`` is scored (the game is then left unfinished)."""
        game = self.game
        choosers = []
        for seat, agent in enumerate(self.agents):
            if not isinstance(agent, ComputerAgent):
                raise TypeError(f"seat {seat} has no computer player; use run() instead")
            choosers.append(agent.player.choose)
        limit = max_hands if max_hands is not None else float("inf")
        save = self.on_save
        apply = game.apply
        hand = None
        # The innermost loop of every simulation: keep it to the bare steps. Nobody reads the
        # events apply() returns here; subscribers (if any) still get every one.
        while game.winner is None:
            if game.hand is not hand:
                hand = game.hand
                if hand.number > limit:
                    break
            seat = game.to_act
            apply(choosers[seat](make_view(game, seat)), seat, False)
            if save is not None:
                save(game)
        return game

    async def run(self) -> None:
        """Ask each seat's agent in turn (or the one ``next_seat`` picks) until the game ends
        or ``close()`` is called.

        ``between`` (if any) is awaited before every turn and once more after the last action,
        so whatever the end of the game shows is shown too."""
        game = self.game
        while not self._closed:
            try:
                if self.between is not None:
                    await self.between()
                if game.winner is not None or self._closed:
                    return
                seat = game.to_act if self.next_seat is None else self.next_seat(game)
                if seat not in game.may_act():
                    raise RuntimeError(f"seat {seat} may not decide now; ask one of may_act()")
                before = decisions_made(game)
                await self.agents[seat].take_turn(self.sessions[seat])
            except asyncio.CancelledError:
                if self._closed:
                    return
                raise
            if decisions_made(game) == before and not self._closed:
                # An agent must act before it returns; a loop that went on would spin.
                raise RuntimeError(f"the agent of seat {seat} returned without acting")

    def close(self) -> None:
        """Stop ``run()``; a seat waiting for its person is released."""
        self._closed = True
        for session in self.sessions:
            session._cancel_wait()
