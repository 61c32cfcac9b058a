"""Showing the moments between two decisions: a finished trick, an exchange, a scored hand.

A local game learns of them from the core's events, a network seat from the server's updates
(session/moments.py names them); either way they are shown here, in the order they happened,
each until it has been seen, and the next decision waits for them. What differs between the
two is asked of the ``Stage``: how a trick is painted (one seat's view, or both when
watching), how long it stays, whose names the summary uses.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Sequence
from functools import partial
from typing import Protocol

from textual.app import App
from textual.screen import Screen

from spades_tui.i18n import _
from spades_tui.session.moments import ExchangeMade, Moment, TrickEnd
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.table_common import TrickPause, exchange_text


class Stage(Protocol):
    """The table the moments are shown on."""

    app: App[int]
    table: TableScreen | None

    @property
    def ascii_only(self) -> bool: ...

    async def table_ready(self) -> None:
        """Return once the table is on screen and may show something."""

    def paint_trick(self, trick: TrickEnd) -> None:
        """Put the finished trick on the table (again, after the table was repainted)."""

    def trick_seconds(self) -> float:
        """How long a finished trick stays when no key moves on."""

    def summary_names(self) -> Sequence[str]: ...

    def summary_notes(self) -> list[str]:
        """Lines under the figures of the hand just scored, worded now."""

    def summary_seconds(self) -> float:
        """How long the hand's summary stays by itself; 0: until a key."""

    def before_summary(self) -> None:
        """Make the table ready to be seen behind the summary (in hot-seat, blank it)."""


class Moments:
    """The moments waiting to be shown, and the one on show."""

    def __init__(self) -> None:
        self._waiting: deque[Moment] = deque()
        self._pause = TrickPause()
        self._trick_seen: asyncio.Future[None] | None = None
        self.trick_on_show: TrickEnd | None = None

    def add(self, moment: Moment) -> None:
        self._waiting.append(moment)

    def clear(self) -> None:
        self._waiting.clear()

    def __bool__(self) -> bool:
        return bool(self._waiting)

    async def show(self, stage: Stage) -> None:
        """Show every moment waiting, in order; return once the last has been seen."""
        while self._waiting:
            await stage.table_ready()
            moment = self._waiting.popleft()
            if isinstance(moment, TrickEnd):
                await self._hold(stage, moment)
            elif isinstance(moment, ExchangeMade):
                # Worded when painted, so a change of language reaches it too.
                body = partial(exchange_text, moment.gave, moment.got, stage.ascii_only)
                if stage.table is not None:
                    stage.table.show_exchanged(moment.view)
                await _until_closed(stage.app, InfoScreen(lambda: _("Exchange"), body))
            else:
                stage.before_summary()
                scored = moment.scored
                if stage.table is not None:  # the score behind the summary agrees with it
                    stage.table.show_scores(scored.results)
                screen = HandOverScreen(
                    list(stage.summary_names()),
                    scored.hand,
                    scored.results,
                    stage.summary_seconds(),
                    stage.summary_notes,
                )
                await _until_closed(stage.app, screen)

    async def _hold(self, stage: Stage, trick: TrickEnd) -> None:
        """The finished trick stays on the table for its pause, or until ``trick_seen``."""
        seen: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._trick_seen, self.trick_on_show = seen, trick
        stage.paint_trick(trick)
        self._pause.hold(stage.app, stage.trick_seconds(), trick, partial(_settle, seen))
        try:
            await seen
        finally:
            if self.trick_on_show is trick:
                self._trick_seen, self.trick_on_show = None, None
            table = stage.table
            if table is not None and table.trick_end:
                # Seen: the table no longer asks for a key (the summary may come up over it).
                table.trick_end = False

    def trick_seen(self) -> None:
        """A key moved on from the finished trick before its pause ran out."""
        if self._trick_seen is not None and self._pause.release():
            _settle(self._trick_seen)


def _settle(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


async def _until_closed(app: App[int], screen: Screen[object]) -> None:
    closed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    app.push_screen(screen, lambda _result: _settle(closed))
    await closed
