"""One keyboard: a match that lets seats act ahead, and whose decision is shown next."""

from __future__ import annotations

import pytest

from spades_tui.core import Game, Phase, Rules
from spades_tui.core.actions import BIDS, DECLINE, KEEP
from spades_tui.core.record import dumps, loads
from spades_tui.core.refusals import Refusal
from spades_tui.players import make_player
from spades_tui.session.keyboard import Keyboard, seat_to_show
from spades_tui.session.match import ComputerAgent, Match, SeatSession, WaitingAgent

RULES = Rules(target=100)


class AtTheKeyboard:
    """A computer player sitting where a person would: it takes the keyboard to decide."""

    def __init__(self, level: str, seed: int, keyboard: Keyboard, taken: list[int]) -> None:
        self.player = make_player(level, seed)
        self.keyboard, self.taken = keyboard, taken

    async def take_turn(self, session: SeatSession) -> None:
        if self.keyboard.take(session.seat):
            self.taken.append(session.seat)
        assert session.submit(self.player.choose(session.view)) is None


def players(seed: int) -> tuple[ComputerAgent, ComputerAgent]:
    return ComputerAgent(make_player("heuristic", seed)), ComputerAgent(
        make_player("heuristic", seed + 1)
    )


@pytest.mark.parametrize("seed", [3, 4])
async def test_seats_acting_ahead_through_the_match_play_the_strict_game(seed: int) -> None:
    strict = Match(Game(rules=RULES, seed=seed), players(seed)).play_sync(max_hands=2)
    keyboard, taken = Keyboard(), []
    agents = tuple(AtTheKeyboard("heuristic", seed + s, keyboard, taken) for s in (0, 1))
    game = Game(rules=RULES, seed=seed)
    match = Match(game, agents, next_seat=keyboard.next_seat)  # type: ignore[arg-type]

    async def stop_after_two_hands() -> None:
        if game.hand.number > 2:
            match.close()

    match.between = stop_after_two_hands
    await match.run()
    assert dumps(game) == dumps(strict)
    assert taken[:2] == [0, 1]  # the first player's turn 1, then the second's answer


def test_a_match_without_next_seat_keeps_strict_alternation() -> None:
    game = Game(rules=Rules(double_nil=False), seed=5)
    assert game.may_act() == (0, 1)  # the core would let seat 1 act ahead
    match = Match(game, (WaitingAgent(), WaitingAgent()))
    assert match.submit(1, KEEP) == Refusal("not_your_turn", {"seat": 1})
    assert not match.session(1).my_turn and not match.session(1).view.legal_actions

    ahead = Match(
        Game(rules=Rules(double_nil=False), seed=5),
        (WaitingAgent(), WaitingAgent()),
        next_seat=lambda g: g.to_act,
    )
    assert ahead.session(1).my_turn and ahead.session(1).view.drawn is not None
    assert ahead.submit(1, KEEP) is None and ahead.game.hand.ahead == ([], [KEEP])


def test_the_keyboard_stays_with_a_seat_while_it_may_decide() -> None:
    game = Game(rules=Rules(double_nil=False), seed=9)
    keyboard, shown = Keyboard(), []
    while game.phase is not Phase.PLAY:
        seat = seat_to_show(game, keyboard.holder)
        keyboard.take(seat)
        shown.append(seat)
        game.decide(BIDS[3] if game.decision_view(seat).phase is Phase.BIDDING else KEEP, seat)
    # The first player drafts all 13 turns, then the second all 13 and bids, then the first bids.
    assert shown == [0] * 13 + [1] * 14 + [0]
    assert keyboard.hand_offs == 3  # the first sitting counts as one


def test_a_player_who_wins_a_trick_and_leads_keeps_the_keyboard() -> None:
    game = Game(rules=Rules(double_nil=False), seed=9)
    while game.phase is not Phase.PLAY:
        game.apply(BIDS[3] if game.phase is Phase.BIDDING else KEEP)
    keyboard = Keyboard(holder=game.to_act)
    while game.hand.number == 1:
        seat = seat_to_show(game, keyboard.holder)
        assert seat == game.to_act  # in play only the seat on turn may act
        leader = len(game.hand.tricks[-1].cards) == 0
        changed = keyboard.take(seat)
        # The follower played last: the keyboard changes hands for a lead only when the
        # leader of the trick before won it (and so leads again).
        if leader and len(game.hand.tricks) > 1:
            assert changed == (game.hand.tricks[-2].leader == seat)
        elif not leader:
            assert changed
        game.apply(game.legal_actions()[0], seat)


def test_seat_to_show_hands_over_when_the_holder_may_not_decide() -> None:
    game = Game(seed=2)
    game.apply(DECLINE)
    game.apply(KEEP)  # the second player's double-nil answer is next: seat 0 must wait
    assert seat_to_show(game, 0) == 1
    assert seat_to_show(game, None) == 1


def test_a_continued_game_goes_back_to_the_player_who_was_deciding_ahead() -> None:
    """Set aside while the second player drafted ahead, the game came back to the first
    player, whose hand-off said the other's draft turns were all decided: two hand-offs more,
    and words that were not true. Nobody holds the keyboard then: it goes to the player who
    had it, the one with decisions kept for later."""
    game = Game(rules=Rules(), seed=9)
    keyboard = Keyboard()
    while len(game.hand.ahead[1]) < 3:
        seat = seat_to_show(game, keyboard.holder)
        keyboard.take(seat)
        phase = game.decision_view(seat).phase
        game.decide(DECLINE if phase is Phase.DOUBLE_NIL else KEEP, seat)
    assert keyboard.holder == 1 and game.to_act == 0 and 1 in game.may_act()
    continued = loads(dumps(game))
    assert continued.hand.ahead[1] == game.hand.ahead[1]
    assert seat_to_show(continued, None) == 1
