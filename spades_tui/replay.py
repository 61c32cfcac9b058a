"""A recorded game as a row of moments to step through: every decision, both hands face up.

Pure (no Textual): ``Replay(game)`` walks the game's decisions again through a fresh core game
(``core.replay.replay``) and keeps, after each decision, both seats' views, the events
told so far (the log, as a watcher's: each draft turn with what it kept) and what the
decision was. A decision that ends a trick is shown with the trick still on the table and
its winner marked, as in live play; one that ends a hand also carries the hand's scores and
is followed by the next hand's first moment.

``finished_hands_only`` replays a game still being played to the end of its last finished
hand: its hand in progress would show cards its players have not seen (at one keyboard, the
other player's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spades_tui.core import events as ev
from spades_tui.core.actions import Action, Play
from spades_tui.core.events import SeatResult
from spades_tui.core.game import DraftTurn, ExchangeEntry, Game, Phase
from spades_tui.core.replay import replay
from spades_tui.core.view import PlayerView
from spades_tui.session.moments import trick_end_view


@dataclass(frozen=True, slots=True)
class Moment:
    """The table just after one decision (or at the start of a hand, when ``seat`` is None)."""

    hand: int
    views: tuple[PlayerView, PlayerView]
    seat: int | None  # who made the decision
    action: Action | None
    log: int  # how many of the replay's events had been told
    draft: DraftTurn | None = None  # a draft decision: the cards kept and let go
    exchange: ExchangeEntry | None = None  # an exchange: the cards given and got
    won: int | None = None  # the seat that won the trick this card ended
    scored: tuple[SeatResult, SeatResult] | None = None  # the hand this card ended


class Replay:
    def __init__(self, game: Game, finished_hands_only: bool = False) -> None:
        self.game = game
        self.names = (game.players[0].name, game.players[1].name)
        self.events: list[ev.Event] = []
        self.moments: list[Moment] = []
        self._walk()
        if finished_hands_only and game.hands and game.hand.result is None:
            playing = game.hand.number
            self.moments = [m for m in self.moments if m.hand != playing]

    def __len__(self) -> int:
        return len(self.moments)

    # ------------------------------------------------------------------ building
    def _walk(self) -> None:
        fresh: list[ev.Event] = []  # events of the decision just applied
        live: Game | None = None
        last: tuple[int, Action] | None = None
        before: tuple[PlayerView, PlayerView] | None = None
        for step in replay(self.game):
            if live is None:
                live = step.game
                live.subscribe(fresh.append)
                self._told(live.opening_events())
                self._start_of_hand(live)
            else:
                assert last is not None and before is not None
                self._after(live, last, before, fresh)
            last = (step.seat, step.action)
            before = views_of(step.game)
        if live is None:  # no decision yet: the game as it stands is its start
            self._told(self.game.opening_events())
            self._start_of_hand(self.game)
        elif last is not None and before is not None:
            self._after(live, last, before, fresh)

    def _told(self, events: list[ev.Event]) -> None:
        # Both hands are face up, so the log says what each draft turn kept, as a watcher's does.
        self.events.extend(e for e in events if ev.told_to_both_hands(e))

    def _start_of_hand(self, live: Game) -> None:
        views = views_of(live)
        self.moments.append(Moment(views[0].hand_number, views, None, None, len(self.events)))

    def _after(
        self,
        live: Game,
        last: tuple[int, Action],
        before: tuple[PlayerView, PlayerView],
        fresh: list[ev.Event],
    ) -> None:
        """The moment after decision ``last``, taken from the live game and its events."""
        seat, action = last
        self._told(fresh)
        won = next((e for e in fresh if isinstance(e, ev.TrickWon)), None)
        scored = next((e for e in fresh if isinstance(e, ev.HandScored)), None)
        fresh.clear()
        number = before[0].hand_number
        hand = live.hands[number - 1]
        phase = before[0].phase
        views = views_of(live)
        if won is not None:
            views = (trick_end_view(before[0], won), trick_end_view(before[1], won))
        if scored is not None:
            views = (with_scores(views[0], scored.results), with_scores(views[1], scored.results))
        self.moments.append(
            Moment(
                number,
                views,
                seat,
                action,
                len(self.events),
                draft=hand.draft[-1] if phase is Phase.DRAFT else None,
                exchange=hand.exchange[-1] if phase is Phase.EXCHANGE else None,
                won=won.winner if won is not None else None,
                scored=scored.results if scored is not None else None,
            )
        )
        if scored is not None and live.phase is not Phase.GAME_OVER:
            self._start_of_hand(live)

    # ------------------------------------------------------------------ moving about
    def hand_starts(self) -> list[int]:
        """The index of each hand's first moment."""
        starts: list[int] = []
        for i, moment in enumerate(self.moments):
            if not starts or moment.hand != self.moments[starts[-1]].hand:
                starts.append(i)
        return starts

    def step(self, at: int, by: int, stops: Sequence[int] | None = None) -> int:
        """``by`` moments on from ``at`` (back when negative), kept within the replay.

        With ``stops`` (moment indices in order) the step goes from stop to stop instead, as
        the review moves card by card or trick by trick; it stays put when there is none.
        """
        if stops is None:
            return max(0, min(len(self.moments) - 1, at + by))
        if by > 0:
            later = [s for s in stops if s > at]
            return later[min(by, len(later)) - 1] if later else at
        earlier = [s for s in stops if s < at]
        return earlier[max(len(earlier) + by, 0)] if earlier and by < 0 else at

    def card_stops(self, hand: int) -> list[int]:
        """Hand ``hand``'s play, card by card: the moment just before each of its cards is
        played (the table as the player to move saw it), then the moment after its last card.
        Empty for a hand whose play was never reached."""
        after = [
            i
            for i, m in enumerate(self.moments)
            if m.hand == hand and isinstance(m.action, Play) and m.seat is not None
        ]
        return [i - 1 for i in after] + after[-1:]

    def decisions_at(self, at: int) -> int:
        """How many of the game's decisions moment ``at`` comes after."""
        return sum(1 for m in self.moments[: at + 1] if m.seat is not None)

    def next_hand(self, at: int) -> int:
        """The start of the next hand (the last moment when this is the last hand)."""
        return next((s for s in self.hand_starts() if s > at), len(self.moments) - 1)

    def previous_hand(self, at: int) -> int:
        """The start of this hand, or of the one before when already at its start."""
        return max((s for s in self.hand_starts() if s < at), default=0)


def with_scores(view: PlayerView, results: tuple[SeatResult, SeatResult]) -> PlayerView:
    """``view`` with the totals, bags and score history the hand's end has just made."""
    return view._replace(
        scores=(results[0].score, results[1].score),
        bags=(results[0].bags, results[1].bags),
        history=(*view.history, results),
    )


def views_of(game: Game) -> tuple[PlayerView, PlayerView]:
    return (game.view(0), game.view(1))
