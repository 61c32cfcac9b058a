"""The review of one finished hand: every card and every draft choice, valued exactly.

The result is data only (dataclasses with ``to_dict``); words are the renderer's business
(``analysis.text``), so the same review can feed a screen, a file or another language.

Play: before each card, every legal card of the seat to act is valued by perfect play
(``analysis.solver``) for that seat, and the ``hard`` computer level is asked what it would
play from the seat's own view at that moment (it sees no hidden card), so a person is judged
against perfect play and against a fair standard.

Draft: a draft turn is a choice between two cards.  What the other card "would have been worth"
is measured as the perfect-play value of the hand as it was at the start of play with the
two cards swapped, under the same bids; the kept card's worth is the value of the hand as it
was.  This isolates the one card: every other card, the bids and the play are held fixed
(in truth the turns after it, the bids and the play might all have changed, which no
replay can know).  It is not defined, and left empty, when the kept card was later given away
in a double-nil exchange or the other card came back into a hand through one.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from typing import NamedTuple

from spades_tui.analysis.bid_grading import BidGrade, grade_bids
from spades_tui.analysis.decisions import (
    KEPT_CARD_EXCHANGED,
    NOT_ASKED,
    OTHER_CARD_IN_PLAY,
    CardOption,
    DraftDecision,
    HandReview,
    PlayDecision,
)
from spades_tui.analysis.solver import Contract, HandSolver, Outcome
from spades_tui.core.actions import Play, Reject
from spades_tui.core.cards import CARDS, Card
from spades_tui.core.game import Game, Phase
from spades_tui.core.replay import replay_hand
from spades_tui.core.view import PlayerView
from spades_tui.engine import PlayState, mask_of
from spades_tui.engine.moves import shape
from spades_tui.players import make_player
from spades_tui.players.base import view_seed

__all__ = [
    "KEPT_CARD_EXCHANGED",
    "NOT_ASKED",
    "OTHER_CARD_IN_PLAY",
    "CardOption",
    "DraftDecision",
    "HandReview",
    "HandReviewer",
    "PlayDecision",
    "contract_of",
    "review_hand",
    "start_position",
]

Progress = Callable[[float], None]
# The bar's share for grading the hand's bids: a few milliseconds, about one card's worth.
GRADE_UNITS = 1
# The level whose choice, from the seat's own view, is shown as the hint.
HINT_LEVEL = "hard"


def contract_of(game: Game, number: int) -> Contract:
    """The bids, declarations and bags carried in that decide hand ``number``'s points."""
    hand = game.hands[number - 1]
    before = game.hands[number - 2].result if number > 1 else None
    bags = (before[0].bags, before[1].bags) if before is not None else (0, 0)
    bids = hand.bid
    assert bids[0] is not None and bids[1] is not None
    return Contract(
        bids=(bids[0], bids[1]),
        double_nil=(bool(hand.double_nil[0]), bool(hand.double_nil[1])),
        bags=(bags[0], bags[1]),
        rules=game.rules,
    )


def start_position(game: Game, number: int) -> PlayState:
    """Finished hand ``number`` at its first lead, as a solver position."""
    hand = game.hands[number - 1]
    held: tuple[set[Card], set[Card]] = (set(), set())
    for turn in hand.draft:
        held[turn.seat].add(turn.kept)
    for entry in hand.exchange:
        held[entry.seat].difference_update(entry.gave)
        held[entry.seat].update(entry.got)
    return PlayState(mask_of(held[0]), mask_of(held[1]), hand.second)


class _Turn(NamedTuple):
    """A decision of the hand as the replay met it: the seat's view and, in play, the position."""

    view: PlayerView
    trick: int = 0
    state: PlayState | None = None
    drawn: tuple[Card, Card] | None = None  # a draft turn's two cards, top first


class HandReviewer:
    """The review of one finished hand, worked out a piece at a time.

    Making one replays the hand (quick); ``play(i)`` then values the ``i``-th card, ``draft()``
    the draft turns, and ``review()`` puts together what has been worked out. A screen can so
    show the first trick before the rest is done; ``review_hand`` does it all at once.
    Raises ``ValueError`` when the hand is not a finished hand of the game.
    """

    def __init__(
        self, game: Game, number: int, ask_hard: bool = True, what_ifs: bool = True
    ) -> None:
        recorded = game.hands[number - 1] if 1 <= number <= len(game.hands) else None
        if recorded is None or recorded.result is None:
            raise ValueError(f"hand {number} is not a finished hand of this game")
        self.game, self.number, self.recorded = game, number, recorded
        self.ask_hard, self.what_ifs = ask_hard, what_ifs
        self.contract = contract_of(game, number)
        self.solver = HandSolver(self.contract)
        self._drafts: list[_Turn] = []
        self._plays: list[_Turn] = []
        hands: tuple[tuple[Card, ...], tuple[Card, ...]] | None = None
        for step in replay_hand(game, number):
            live = step.game.hand
            if step.phase is Phase.DRAFT:
                turn = len(live.draft)
                pair = (live.stock[2 * turn], live.stock[2 * turn + 1])
                self._drafts.append(_Turn(step.game.view(step.seat), drawn=pair))
            elif step.phase is Phase.PLAY:
                if hands is None:
                    hands = (tuple(live.hands[0]), tuple(live.hands[1]))
                trick = live.tricks[-1]
                state = PlayState(
                    mask_of(live.hands[0]),
                    mask_of(live.hands[1]),
                    trick.leader,
                    trick.cards[0] if trick.cards else -1,
                    live.spades_broken,
                    live.won[0],
                    live.won[1],
                )
                view = step.game.view(step.seat)
                self._plays.append(_Turn(view, len(live.tricks), state))
        assert hands is not None and len(self._plays) == 26
        self.hands = hands
        self.plays: list[PlayDecision | None] = [None] * 26
        self._hinted: set[int] = set()  # the cards whose hint has been asked
        self.drafted: tuple[DraftDecision, ...] | None = None
        self.graded: tuple[BidGrade, ...] = ()
        # Held by whichever thread works on the reviewer: the review on the table and the
        # words after it share one, so the words reuse every card already worked out.
        self.busy = threading.Lock()

    @property
    def start(self) -> PlayState:
        state = self._plays[0].state
        assert state is not None
        return state

    def position(self, index: int) -> PlayState:
        """The solver position before the ``index``-th card of the hand (from 0)."""
        state = self._plays[index].state
        assert state is not None
        return state

    def play(self, index: int, hint: bool = True) -> PlayDecision:
        """The ``index``-th card of the hand (from 0) with every card that could have been.

        The hint is asked only where the card played lost something under perfect play:
        where it lost nothing no advice could have done better, and the hint is most of a
        review's time (the hard level solves sampled endings exactly from nine tricks left).
        ``hint=False`` values the cards alone (quick), so a screen can mark them at once and
        ask for the hint later, by calling again.
        """
        done = self.plays[index]
        if done is None:
            done = self._values(index)
            self.plays[index] = done
        if hint and self.ask_hard and not done.best and index not in self._hinted:
            done = replace(done, hard=self.hint(index))
            self._hinted.add(index)
            self.plays[index] = done
        return done

    def _values(self, index: int) -> PlayDecision:
        turn = self._plays[index]
        assert turn.state is not None
        options = self.solver.options(turn.state)
        leading = turn.state.led < 0
        cards = self.recorded.tricks[turn.trick - 1].cards
        return PlayDecision(
            trick=turn.trick,
            seat=turn.view.seat,
            leading=leading,
            played=cards[0] if leading else cards[1],
            hard=None,
            options=tuple(CardOption(CARDS[c], o) for c, o in sorted(options.items())),
        )

    def draft(self, tick: Callable[[], None] | None = None) -> tuple[DraftDecision, ...]:
        """Every draft turn with the hint and, when asked for, its what-if values."""
        if self.drafted is None:
            hints = []
            for turn in self._drafts:
                hints.append(self._hint_draft(turn) if self.ask_hard else None)
                if tick is not None:
                    tick()
            self.drafted = _review_draft(
                self.game,
                self.number,
                self.solver,
                self.start,
                self.hands,
                hints,
                self.what_ifs,
                tick,
            )
        return self.drafted

    def grade_bids(self) -> tuple[BidGrade, ...]:
        """Each bid of the hand graded from its bidder's view (``analysis.bid_grading``)."""
        if not self.graded:
            self.graded = grade_bids(self.game, self.number)
        return self.graded

    def review(self) -> HandReview:
        """The hand reviewed with what is worked out so far: cards not yet valued are left
        out, and the draft is empty until ``draft()`` has run."""
        result = self.recorded.result
        assert result is not None
        start = self.start
        return HandReview(
            number=self.number,
            first=self.recorded.first,
            names=(self.game.players[0].name, self.game.players[1].name),
            bids=self.contract.bids,
            double_nil=self.contract.double_nil,
            bags_before=self.contract.bags,
            tricks=(result[0].tricks, result[1].tricks),
            points=(
                result[0].points - result[0].bag_penalty,
                result[1].points - result[1].bag_penalty,
            ),
            start=(self.solver.value(start, 0), self.solver.value(start, 1)),
            hands=self.hands,
            plays=tuple(p for p in self.plays if p is not None),
            draft=self.drafted or (),
            bid_grades=self.graded,
        )

    def units(self) -> int:
        """The work units of the whole review, for a progress bar: a hint and a what-if per
        draft turn, a solve and a hint per card."""
        return 26 * (2 if self.ask_hard else 1) + 26 + (26 if self.what_ifs else 0)

    def hint(self, index: int) -> Card | None:
        """The hint for the ``index``-th card: the hard level's choice from the seat's view."""
        turn = self._plays[index]
        if self._hint_level_played(turn.view.seat):
            return None
        choice = make_player(HINT_LEVEL, view_seed(turn.view)).choose(turn.view)
        return CARDS[choice.card] if isinstance(choice, Play) else None

    def _hint_level_played(self, seat: int) -> bool:
        """The seat was played by the hint's own level: asked again it samples the hidden
        cards anew and may name another card, which read as the computer disagreeing with
        itself. Its decisions get the perfect-play marks alone."""
        return self.game.players[seat].kind == f"ai:{HINT_LEVEL}"

    def _hint_draft(self, turn: _Turn) -> Card | None:
        assert turn.drawn is not None
        if self._hint_level_played(turn.view.seat):
            return None
        choice = make_player(HINT_LEVEL, view_seed(turn.view)).choose(turn.view)
        top, second = turn.drawn
        return second if isinstance(choice, Reject) else top


def review_hand(
    game: Game,
    number: int,
    progress: Progress | None = None,
    ask_hard: bool = True,
    what_ifs: bool = True,
    partial: Callable[[HandReview], None] | None = None,
    grade: bool = False,
    reviewer: HandReviewer | None = None,
) -> HandReview:
    """Review finished hand ``number`` (from 1) of ``game``.

    ``progress`` is called with the fraction done (0 to 1) as the work goes on, for a bar;
    ``partial`` with the review so far after each trick, so a screen can show the first trick
    while the rest is worked out.
    ``ask_hard=False`` leaves out the hint (the hard level's choices), ``what_ifs=False`` the
    draft what-ifs; their places are then empty. ``grade=True`` adds the bids graded, worked
    out last. ``reviewer``, a reviewer of the same hand that has worked out part of it
    already (the caller holding its ``busy`` lock), goes on from there.
    Raises ``ValueError`` when the hand is not a finished hand of the game.
    """
    report = progress or (lambda _fraction: None)
    report(0.0)
    if reviewer is None:
        reviewer = HandReviewer(game, number, ask_hard, what_ifs)
    elif (reviewer.game, reviewer.number, reviewer.ask_hard) != (game, number, ask_hard):
        raise ValueError("the reviewer given is not of this hand, or asks other hints")
    elif reviewer.drafted is None:
        reviewer.what_ifs = what_ifs  # its draft is not worked out yet: it can still ask them
    elif reviewer.what_ifs != what_ifs:
        raise ValueError("the reviewer given has worked out its draft the other way")
    total, done = reviewer.units() + (GRADE_UNITS if grade else 0), 0

    def tick(units: int = 1) -> None:
        nonlocal done
        done += units
        report(min(done / total, 1.0))

    for index in range(26):
        reviewer.play(index)
        tick(2 if ask_hard else 1)
        if partial is not None and index % 2:
            partial(reviewer.review())
    reviewer.draft(tick)
    if grade:
        reviewer.grade_bids()
        tick(GRADE_UNITS)
    review = reviewer.review()
    report(1.0)
    return review


def _review_draft(
    game: Game,
    number: int,
    solver: HandSolver,
    start: PlayState,
    start_hands: tuple[tuple[Card, ...], tuple[Card, ...]],
    hard_draft: list[Card | None],
    values: bool,
    tick: Callable[[], None] | None,
) -> tuple[DraftDecision, ...]:
    """The draft turns with their what-if values (``values`` False leaves them out); ``tick``
    is called after each turn valued."""
    recorded = game.hands[number - 1]
    held = (set(start_hands[0]), set(start_hands[1]))
    live = held[0] | held[1]
    actual = (solver.value(start, 0), solver.value(start, 1)) if values else None
    # Each what-if's value by the shape of its position (``engine.moves.shape``) and seat.
    valued: dict[tuple[int, int], Outcome] = {}
    if actual is not None:
        at_start = shape(start.hand0, start.hand0 | start.hand1, -1)
        valued = {(at_start, 0): actual[0], (at_start, 1): actual[1]}
    out = []
    for turn, (entry, hard) in enumerate(zip(recorded.draft, hard_draft, strict=True), 1):
        seat, kept, other = entry.seat, entry.kept, entry.discarded
        seen = entry.rejected or game.rules.peek_discard
        undefined = None
        kept_value = other_value = None
        if not values:
            undefined = NOT_ASKED
        elif kept not in held[seat]:
            undefined = KEPT_CARD_EXCHANGED
        elif other in live:
            undefined = OTHER_CARD_IN_PLAY
        else:
            assert actual is not None
            kept_value = actual[seat]
            swap = (1 << kept) | (1 << other)
            swapped = (
                start._replace(hand0=start.hand0 ^ swap)
                if seat == 0
                else start._replace(hand1=start.hand1 ^ swap)
            )
            # Only the order of the cards in play matters, so a swap within a run (no card
            # in play between the two) or one met before is answered without a search.
            known = shape(swapped.hand0, swapped.hand0 | swapped.hand1, -1), seat
            if known not in valued:
                # The real deal's trick count is the likeliest one of a deal a card from it
                # (measured on the first 40 hands of bench/solver.py: 4% fewer trick-search
                # nodes than starting from the last what-if's count).
                valued[known] = solver.value(swapped, seat, guess=actual[0].tricks)
            other_value = valued[known]
        out.append(
            DraftDecision(
                turn=turn,
                seat=seat,
                kept=kept,
                other=other,
                rejected=entry.rejected,
                other_seen=seen,
                hard_kept=hard,
                kept_value=kept_value,
                other_value=other_value,
                undefined=undefined,
            )
        )
        if values and tick is not None:
            tick()
    return tuple(out)
