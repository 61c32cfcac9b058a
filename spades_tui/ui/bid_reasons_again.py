"""The computer's reasons for its bids, worked out again for a game continued from its save.

A reason is told from memory while the game is played (``ComputerSeats._computer_turn``) and
is not part of the record, so a continued game's logs used to lack every reason said before
it was set aside, and the hand in progress was scored without its own. Here each computer bid
is made again from the view its seat had, by the same level, and its reason kept when that
bid is the one recorded. (The level draws random deals for the nil odds; seeded from the view,
it may now and then land on another bid, and then nothing is said rather than a reason for a
bid it did not make.)
"""

from __future__ import annotations

from typing import Protocol

from spades_tui.core import events as ev
from spades_tui.core.actions import Bid
from spades_tui.core.game import Game
from spades_tui.core.replay import replay
from spades_tui.players import LEVELS, make_player
from spades_tui.players.base import bid_reason_of, view_seed
from spades_tui.ui.news import BidExplained
from spades_tui.ui.setup import HUMAN

Reasons = dict[tuple[int, int], BidExplained]  # by hand number and seat


class Table(Protocol):
    """What a local table keeps that the reasons go back into (``LocalTable``)."""

    controllers: tuple[str, str]
    logs: tuple[list[ev.Event], list[ev.Event]]
    watch_log: list[ev.Event]
    bid_reasons_held: dict[int, BidExplained]

    @property
    def watching(self) -> bool: ...


def reasons_again(game: Game, controllers: tuple[str, str]) -> Reasons:
    """The reason of every computer bid of ``game`` that its level gives again."""
    found: Reasons = {}
    for step in replay(game):
        level = controllers[step.seat]
        # A seat of no level this version has (a stand-in) gives no reason to tell again.
        if level not in LEVELS or not isinstance(step.action, Bid):
            continue
        view = step.game.view(step.seat)
        player = make_player(level, view_seed(view))
        player.choose(view)
        reason = bid_reason_of(player, step.action)  # for the bid recorded, not another
        if reason is not None:
            found[step.game.hand.number, step.seat] = BidExplained(ev.PUBLIC, step.seat, reason)
    return found


def woven(log: list[ev.Event], reasons: Reasons, at_bid: bool) -> list[ev.Event]:
    """``log`` with the reasons where they are told: after each bid (``at_bid``: to a
    watcher, who sees both hands), else after the score of the hand."""
    out: list[ev.Event] = []
    hand = 0
    for event in log:
        out.append(event)
        if isinstance(event, ev.HandStarted):
            hand = event.hand
        elif at_bid and isinstance(event, ev.BidMade) and (hand, event.seat) in reasons:
            out.append(reasons[hand, event.seat])
        elif not at_bid and isinstance(event, ev.HandScored):
            out.extend(reasons[event.hand, s] for s in (0, 1) if (event.hand, s) in reasons)
    return out


def tell_again(table: Table, game: Game) -> None:
    """Put the reasons back in the continued game's logs: a watcher's after each bid, a
    person's after each hand scored, and the hand in progress's held until it is scored."""
    reasons = reasons_again(game, table.controllers)  # none at one keyboard
    if table.watching:
        table.watch_log = woven(table.watch_log, reasons, at_bid=True)
    elif reasons:
        person = table.controllers.index(HUMAN)
        table.logs[person][:] = woven(table.logs[person], reasons, at_bid=False)
        playing = game.hand.number if game.hand.result is None else None
        table.bid_reasons_held = {s: r for (n, s), r in reasons.items() if n == playing}
