"""The game as a state machine: actions in, events out.

Only ``apply`` changes the state, and only after the action has been checked in full, so an
illegal action leaves the game exactly as it was.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Sequence
from typing import NoReturn

from spades_tui.core import ahead
from spades_tui.core import events as ev
from spades_tui.core.actions import (
    BIDS,
    BIDS_WITHOUT_NIL,
    DOUBLE_NIL_CHOICES,
    DRAFT_CHOICES,
    PLAYS,
    Action,
    Bid,
    DeclareDoubleNil,
    Exchange,
    Keep,
    Play,
    Reject,
)
from spades_tui.core.cards import CARDS, Card
from spades_tui.core.chance import Chance, SeededChance
from spades_tui.core.choices import ExchangeChoices
from spades_tui.core.errors import IllegalAction
from spades_tui.core.fair import ShuffleProof
from spades_tui.core.hand import BidEntry as BidEntry
from spades_tui.core.hand import DraftTurn as DraftTurn
from spades_tui.core.hand import ExchangeEntry as ExchangeEntry
from spades_tui.core.hand import HandState as HandState
from spades_tui.core.hand import PlayerInfo as PlayerInfo
from spades_tui.core.hand import Trick
from spades_tui.core.legality import legal_cards, refusal_in, refuse_play
from spades_tui.core.phases import Phase as Phase  # the public home of Phase stays here
from spades_tui.core.refusals import Refusal
from spades_tui.core.rules import Rules
from spades_tui.core.scoring import game_winner, score_seat
from spades_tui.core.seat_views import make_spectator_view, make_view
from spades_tui.core.tricks import follower_wins
from spades_tui.core.view import (
    PlayerView,
    SpectatorView,
    own_draft_turn,
    played_trick,
)

PUBLIC = ev.PUBLIC
Subscriber = Callable[[ev.Event], None]


# Module constants: the hot paths compare phases with ``is`` and read no enum properties.
_PLAY = Phase.PLAY
_DRAFT = Phase.DRAFT
_GAME_OVER = Phase.GAME_OVER


class Game:
    """A whole game of two-player Spades.

    Use ``legal_actions()`` to see what the seat in ``to_act`` may do, ``apply(action)`` to do
    it, ``subscribe()`` to hear about it, and ``view(seat)`` for what one seat may know.
    """

    def __init__(
        self,
        rules: Rules | None = None,
        seed: int | None = None,
        players: tuple[PlayerInfo, PlayerInfo] | None = None,
        chance: Chance | None = None,
    ) -> None:
        self.rules = rules or Rules()
        self.seed = seed
        self.players = players or (PlayerInfo("Player 1"), PlayerInfo("Player 2"))
        self.names = (self.players[0].name, self.players[1].name)
        self.chance: Chance = chance or SeededChance(seed)
        self.scores = [0, 0]
        self.bags = [0, 0]
        self.hands: list[HandState] = []
        self.hand: HandState  # the hand being played, always self.hands[-1]
        self.winner: int | None = None
        self.history: tuple[tuple[ev.SeatResult, ev.SeatResult], ...] = ()
        self.phase, self.to_act = Phase.DOUBLE_NIL, 0
        # Every decision applied, in order: with the recorded stocks and draws they are the
        # whole game. Where a person took one back: (hand number, decisions kept before it).
        self.decisions: list[Action] = []
        self.take_backs: list[tuple[int, int]] = []
        # A practice game: the hand of another game it deals again ("play it again"), and for
        # one played on from a position of it, how many of that game's decisions it starts
        # with (the review's "play on from here"). Counted apart.
        self.practice: int | None = None
        self.practice_from: int | None = None
        # A network game's commitment to each hand's stock, by hand number (core/fair.py).
        self.shuffle_proofs: dict[int, ShuffleProof] = {}
        self._bids = BIDS if self.rules.nil else BIDS_WITHOUT_NIL
        self._subscribers: list[tuple[Subscriber, int | None]] = []
        self._delivering = False
        self._out: list[ev.Event] = []
        self._loud = True  # whether the draft and play steps make their events
        self._start_hand(first=0)
        self._advance()
        self._out.clear()  # nobody could have subscribed yet; see opening_events()

    # ----------------------------------------------------------------- public surface
    @property
    def actions_applied(self) -> int:
        """How many decisions the game has had."""
        return len(self.decisions)

    def subscribe(self, callback: Subscriber, seat: int | None = None) -> Callable[[], None]:
        """Deliver future events to ``callback``: all of them, or only what ``seat`` may see.

        Returns a function that cancels the subscription.
        """
        entry = (callback, seat)
        self._subscribers.append(entry)
        return lambda: self._subscribers.remove(entry)

    def opening_events(self, seat: int | None = None) -> list[ev.Event]:
        """The events that describe the current position to a newcomer (e.g. a new screen)."""
        h = self.hand
        out: list[ev.Event] = [ev.HandStarted(PUBLIC, h.number, h.first)]
        if self.phase is Phase.DRAFT and (seat is None or seat == self.to_act):
            out.append(
                ev.CardDrawn(
                    self.to_act, self.to_act, h.stock[2 * len(h.draft)], len(h.draft) // 2 + 1
                )
            )
        if self.phase is not Phase.GAME_OVER:
            out.append(ev.ActionRequired(PUBLIC, self.to_act, self.phase.value))
        return out

    def legal_actions(self) -> Sequence[Action]:
        """What the seat to act may do now, as an immutable sequence."""
        phase = self.phase
        if phase is _PLAY:
            return tuple(map(PLAYS.__getitem__, legal_cards(self.hand, self.to_act)))
        if phase is _DRAFT:
            return DRAFT_CHOICES
        if phase is Phase.BIDDING:
            return self._bids
        if phase is Phase.DOUBLE_NIL:
            return DOUBLE_NIL_CHOICES
        if phase is Phase.EXCHANGE:
            return ExchangeChoices(self.hand.hands[self.to_act], self.rules.exchange_limit)
        return ()

    def refusal(self, action: Action, seat: int | None = None) -> Refusal | None:
        """None if ``action`` is legal now (for ``seat``, when given), else why not as a code."""
        phase = self.phase
        if phase is _GAME_OVER:
            return Refusal("game_over")
        if seat is not None and seat != self.to_act:
            return Refusal("not_your_turn", {"seat": seat})
        return refusal_in(self.hand, self.to_act, self.rules, phase, action)

    def apply(
        self, action: Action, seat: int | None = None, want_events: bool = True
    ) -> list[ev.Event]:
        """Carry out ``action`` for the seat to act, and return the events it caused; then
        any decisions the next seat to act took ahead of its turn (``decide``) are applied.

        Raises ``IllegalAction`` (and changes nothing) when the action is not allowed now, or
        when ``seat`` is given and it is not that seat's turn. With ``want_events`` false and
        no subscriber, the commonest events are not even made (simulations need none), and
        the list returned may lack them.
        """
        if self._delivering:
            # Applying from inside a callback would deliver events out of order.
            raise RuntimeError("apply() was called from an event callback; act after it returns")
        phase = self.phase
        if seat is not None and seat != self.to_act and phase is not _GAME_OVER:
            _refuse(Refusal("not_your_turn", {"seat": seat}))
        out: list[ev.Event] = []
        self._out = out
        self._loud = want_events or bool(self._subscribers)
        self._apply_one(action, phase)
        if self.hand.ahead[self.to_act]:
            self._apply_held()
        if self._subscribers:
            self._deliver(out)
        return out

    def _apply_one(self, action: Action, phase: Phase) -> None:
        kind = type(action)
        # The two commonest actions take a short path; it checks exactly what refusal() does.
        if kind is Play and phase is _PLAY:
            card = action.card  # type: ignore[union-attr]
            refusal = refuse_play(self.hand, self.to_act, card)
            if refusal is not None:
                _refuse(refusal)
            self._play(CARDS[card])
        elif (kind is Keep or kind is Reject) and phase is _DRAFT:
            self._draft(kind is Reject)
        else:
            refusal = self.refusal(action)
            if refusal is not None:
                _refuse(refusal)
            if isinstance(action, Bid):
                self._bid(action.tricks, False)
                self._advance()
            elif isinstance(action, DeclareDoubleNil):
                self._answer_double_nil(action.declare, offered=True)
                self._advance()
            else:
                assert isinstance(action, Exchange)
                self._exchange(tuple(CARDS[c] for c in action.cards))
                self._advance()
        self.decisions.append(action)

    def _apply_held(self) -> None:
        """Apply the decisions the seat now to act took ahead, while its turn lasts: each was
        checked when it was taken, and comes exactly where strict alternation puts it."""
        while self.phase is not _GAME_OVER:
            waiting = self.hand.ahead[self.to_act]
            if not waiting:
                return
            self._apply_one(waiting[0], self.phase)
            del waiting[0]

    # ----------------------------------------------------------------- acting ahead
    @property
    def bid_choices(self) -> Sequence[Action]:
        """The bids the rules allow (without nil when the nil option is off)."""
        return self._bids

    def may_act(self) -> tuple[int, ...]:
        """The seats that may decide now: the seat to act first, then the other seat when it
        may take its next decision ahead of its turn (core/ahead.py)."""
        return ahead.may_act(self)

    def decision_view(self, seat: int) -> PlayerView:
        """What ``seat`` sees at its next decision: the current view when it is to act, else
        the view it will have at that turn (ValueError when it may not act ahead now)."""
        if seat == self.to_act:
            return self.view(seat)
        return ahead.ahead_view(self, seat)

    def decision_refusal(self, action: Action, seat: int) -> Refusal | None:
        """None if ``seat`` may take ``action`` as its next decision now, on turn or ahead."""
        if seat == self.to_act or self.phase is _GAME_OVER or seat not in (0, 1):
            return self.refusal(action, seat)
        step = ahead.ahead_step(self, seat)
        if step is None:
            return Refusal("not_your_turn", {"seat": seat})
        return refusal_in(self.hand, seat, self.rules, step[0], action)

    def decide(self, action: Action, seat: int) -> list[ev.Event]:
        """Take ``seat``'s next decision: applied at once when the seat is to act, else held
        and applied when strict alternation reaches it (no events until then). Raises
        ``IllegalAction``, changing nothing, when the seat may not take it now."""
        if seat == self.to_act or self.phase is _GAME_OVER:
            return self.apply(action, seat)
        refusal = self.decision_refusal(action, seat)
        if refusal is not None:
            _refuse(refusal)
        self.hand.ahead[seat].append(action)
        return []

    def view(self, seat: int) -> PlayerView:
        return make_view(self, seat)

    def spectator_view(self) -> SpectatorView:
        """Both hands face up: for watching, replay and review, never for a seat."""
        return make_spectator_view(self)

    # ----------------------------------------------------------------- flow
    def _deliver(self, out: list[ev.Event]) -> None:
        subscribers = tuple(self._subscribers)  # a callback may unsubscribe
        self._delivering = True
        try:
            for event in out:
                audience = event.audience
                for callback, seat in subscribers:
                    if seat is None or audience in (PUBLIC, seat):
                        callback(event)
        finally:
            self._delivering = False

    def _start_hand(self, first: int) -> None:
        number = len(self.hands) + 1
        stock = self.chance.stock(number)
        _check_stock(stock)
        self.hand = HandState(number=number, first=first, stock=stock)
        self.hands.append(self.hand)
        self._out.append(ev.HandStarted(PUBLIC, number, first))
        # Whether the offer applies is known from the scores at the start of the hand, so a
        # seat it does not apply to reads false from the start (record format: "false when
        # the offer does not apply").
        for seat in (first, 1 - first):
            if not self._may_declare(seat):
                self._answer_double_nil(False, offered=False, seat=seat)

    def _advance(self) -> None:
        """Run every step that needs no decision, then say whose decision is next."""
        h = self.hand
        while True:
            turn = len(h.draft)
            if turn < 26:
                seat = h.first if turn % 2 == 0 else h.second
                if h.double_nil[seat] is None:
                    self._await(Phase.DOUBLE_NIL, seat)
                    return
                self._out.append(ev.CardDrawn(seat, seat, h.stock[2 * turn], turn // 2 + 1))
                self._await(_DRAFT, seat)
                return
            if h.exchange_queue:
                self._await(Phase.EXCHANGE, h.exchange_queue[0])
                return
            if len(h.bids) < 2:
                seat = h.second if not h.bids else h.first
                if h.double_nil[seat]:
                    self._bid(0, True, seat)
                    continue
                self._await(Phase.BIDDING, seat)
                return
            if h.result is None:
                if not h.tricks:
                    h.tricks.append(Trick(leader=h.second, cards=[]))
                trick = h.tricks[-1]
                if trick.winner is None:
                    seat = trick.leader if not trick.cards else 1 - trick.leader
                    self._await(_PLAY, seat)
                    return
                if len(h.tricks) < 13:
                    h.tricks.append(Trick(leader=trick.winner, cards=[]))
                    continue
                self._score_hand()
                if self.winner is not None:
                    self.phase = _GAME_OVER
                    return
                self._start_hand(first=h.second)
                h = self.hand
                continue
            return  # pragma: no cover - a scored hand always starts another or ends the game

    def _await(self, phase: Phase, seat: int) -> None:
        self.phase = phase
        self.to_act = seat
        self._out.append(ev.ActionRequired(PUBLIC, seat, phase._value_))

    def _may_declare(self, seat: int) -> bool:
        rules = self.rules
        if not rules.double_nil:
            return False
        deficit = self.scores[1 - seat] - self.scores[seat]
        return rules.double_nil_deficit == 0 or deficit >= rules.double_nil_deficit

    # ----------------------------------------------------------------- the steps
    def _answer_double_nil(self, declare: bool, offered: bool, seat: int | None = None) -> None:
        seat = self.to_act if seat is None else seat
        h = self.hand
        h.double_nil[seat] = declare
        h.double_nil_view = (h.double_nil[0], h.double_nil[1])
        self._out.append(ev.DoubleNilAnswered(PUBLIC, seat, declare, offered))

    def _draft(self, rejected: bool) -> None:
        h = self.hand
        seat = self.to_act
        turn = len(h.draft)
        kept, discarded, seen = ahead.draft_outcome(
            h.stock, turn, rejected, self.rules.peek_discard
        )
        h.draft.append(DraftTurn(seat, kept, discarded, rejected))
        insort(h.hands[seat], kept)
        h.discards.append(discarded)
        h.seen_view[seat] += (own_draft_turn(kept, seen, rejected),)
        loud = self._loud
        if loud:
            out = self._out
            out.append(ev.CardKept(seat, seat, kept, seen, rejected))
            out.append(ev.DraftTurnTaken(PUBLIC, seat, turn // 2 + 1, 50 - 2 * turn))
        if turn < 25:
            # The next drawer: the other seat, unless it still owes its double-nil answer.
            nxt = 1 - seat
            if h.double_nil[nxt] is not None:
                self.to_act = nxt
                if loud:
                    turn += 1
                    out.append(ev.CardDrawn(nxt, nxt, h.stock[2 * turn], turn // 2 + 1))
                    out.append(ev.ActionRequired(PUBLIC, nxt, "draft"))
                return
        elif self.rules.exchange_limit > 0:
            h.exchange_queue = [s for s in (h.first, h.second) if h.double_nil[s]]
        self._advance()

    def _exchange(self, gave: tuple[Card, ...]) -> None:
        h = self.hand
        seat = self.to_act
        got = tuple(self.chance.exchange_draw(h.number, seat, tuple(h.discards), len(gave)))
        if len(got) != len(gave) or len(set(got)) != len(got) or not set(got) <= set(h.discards):
            raise IllegalAction(
                "the cards received must be distinct draft discards, one per card given"
            )
        held = h.hands[seat]
        for card in gave:
            held.remove(card)
        for card in got:
            h.discards.remove(card)
            insort(held, card)
        h.discards.extend(gave)
        h.exchange.append(ExchangeEntry(seat, tuple(gave), got))
        h.exchange_queue.pop(0)
        counts = list(h.exchanged_view)
        counts[seat] = len(gave)
        h.exchanged_view = (counts[0], counts[1])
        h.my_exchange[seat] = (tuple(gave), got)
        self._out.append(ev.Exchanged(seat, seat, len(gave), tuple(gave), got))
        self._out.append(ev.Exchanged(PUBLIC, seat, len(gave)))

    def _bid(self, tricks: int, double_nil: bool, seat: int | None = None) -> None:
        seat = self.to_act if seat is None else seat
        h = self.hand
        h.bids.append(BidEntry(seat, tricks, double_nil))
        h.bid[seat] = tricks
        h.bids_view = (h.bid[0], h.bid[1])
        self._out.append(ev.BidMade(PUBLIC, seat, tricks, double_nil))

    def _play(self, card: Card) -> None:
        h = self.hand
        seat = self.to_act
        trick = h.tricks[-1]
        held = h.hands[seat]
        held.remove(card)
        was_broken = h.spades_broken
        out = self._out
        loud = self._loud
        # Following with a spade means the seat could not follow (a spade lead would already
        # have needed spades broken), and leading one means only spades remain.
        if not was_broken and card < 13 and (trick.cards or not held or held[-1] < 13):
            h.spades_broken = True
        trick.cards.append(card)
        if loud:
            out.append(ev.CardPlayed(PUBLIC, seat, card))
            if h.spades_broken and not was_broken:
                out.append(ev.SpadesBroken(PUBLIC, seat))
        if len(trick.cards) == 1:
            h.tricks_view = h.played_view + (played_trick(trick.leader, (card,), None),)
            self.to_act = 1 - seat
            if loud:
                out.append(ev.ActionRequired(PUBLIC, 1 - seat, "play"))
            return
        lead, follow = trick.cards
        winner = 1 - trick.leader if follower_wins(lead, follow) else trick.leader
        trick.winner = winner
        h.won[winner] += 1
        h.played_view += (played_trick(trick.leader, (lead, follow), winner),)
        h.tricks_view = h.played_view
        number = len(h.tricks)
        if loud:
            out.append(ev.TrickWon(PUBLIC, winner, trick.leader, (lead, follow), number))
        if number < 13:
            h.tricks.append(Trick(winner, []))
            self.to_act = winner
            if loud:
                out.append(ev.ActionRequired(PUBLIC, winner, "play"))
            return
        self._advance()

    def _score_hand(self) -> None:
        h = self.hand
        results = []
        for seat in (0, 1):
            bid = h.bid[seat]
            assert bid is not None
            result = score_seat(
                bid,
                bool(h.double_nil[seat]),
                h.won[seat],
                self.scores[seat],
                self.bags[seat],
                self.rules,
            )
            self.scores[seat] = result.score
            self.bags[seat] = result.bags
            results.append(result)
        h.result = (results[0], results[1])
        self.history += (h.result,)
        self._out.append(ev.HandScored(PUBLIC, h.number, h.result))
        self.winner = game_winner((self.scores[0], self.scores[1]), self.rules)
        if self.winner is not None:
            self._out.append(ev.GameOver(PUBLIC, self.winner, (self.scores[0], self.scores[1])))


def _refuse(refusal: Refusal) -> NoReturn:
    raise IllegalAction(refusal)


_ALL_CARDS = frozenset(range(52))


def _check_stock(stock: list[Card]) -> None:
    if len(stock) != 52 or set(stock) != _ALL_CARDS:
        raise IllegalAction("a stock must hold each of the 52 cards once")
