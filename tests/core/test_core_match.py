"""The match loop: computer and waiting agents, seat sessions, refusals as codes, the save hook."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest
from core_support import why

from spades_tui.core import Bid, Game, IllegalAction, Keep, Phase, Play, Rules
from spades_tui.core import events as ev
from spades_tui.core.actions import Action
from spades_tui.core.cards import parse_card
from spades_tui.core.record import dumps
from spades_tui.core.refusals import PARAMETERS, Refusal
from spades_tui.core.serial import refusal_from_dict, view_to_dict
from spades_tui.core.view import PlayerView
from spades_tui.players import make_player
from spades_tui.session.match import ComputerAgent, Match, WaitingAgent
from spades_tui.simulate import play_game
from spades_tui.words.refusals import refusal_text


def test_simulate_through_the_match_plays_the_same_game_as_a_bare_loop() -> None:
    players = [make_player("heuristic", 7 * 2 + s) for s in (0, 1)]
    game = Game(rules=Rules(), seed=7)
    while game.hand.number <= 2:
        seat = game.to_act
        game.apply(players[seat].choose(game.view(seat)), seat=seat)
    ours = play_game(("heuristic", "heuristic"), Rules(), 7, max_hands=2)
    assert [h.draft for h in ours.hands[:2]] == [h.draft for h in game.hands[:2]]
    assert [h.tricks for h in ours.hands[:2]] == [h.tricks for h in game.hands[:2]]
    assert len(ours.hands) == 3 and ours.hand.result is None  # stopped at the cap


def test_play_sync_needs_computer_seats() -> None:
    match = Match(Game(seed=1), (ComputerAgent(make_player("random", 1)), WaitingAgent()))
    with pytest.raises(TypeError, match="seat 1 has no computer player"):
        match.play_sync()


def test_the_save_hook_runs_after_every_action() -> None:
    saved: list[int] = []
    agents = (ComputerAgent(make_player("random", 1)), ComputerAgent(make_player("random", 2)))
    match = Match(Game(seed=3), agents, on_save=lambda g: saved.append(g.actions_applied))
    match.play_sync(max_hands=1)
    assert saved == list(range(1, match.game.actions_applied + 1))


def test_a_session_refuses_with_codes_and_changes_nothing() -> None:
    game = Game(rules=Rules(double_nil=False), seed=5)
    match = Match(game, (WaitingAgent(), WaitingAgent()))
    seat0, seat1 = match.sessions
    before = dumps(game)
    assert seat1.submit(Keep()) == Refusal("not_your_turn", {"seat": 1})
    assert seat0.submit(Bid(3)) == Refusal("bid_not_now")
    assert seat0.submit("keep") == Refusal("not_an_action", {"value": "'keep'"})  # type: ignore[arg-type]
    assert dumps(game) == before
    assert seat0.submit(Keep()) is None
    assert game.actions_applied == 1 and game.to_act == 1


def test_a_session_hears_only_its_audience_and_its_view_is_a_snapshot() -> None:
    game = Game(rules=Rules(double_nil=False), seed=5)
    match = Match(game, (WaitingAgent(), WaitingAgent()))
    heard: list[ev.Event] = []
    match.sessions[1].listen(heard.append)
    first = match.sessions[0].view
    assert match.sessions[0].view is first  # the same object until the game moves
    drawn = first.drawn
    assert drawn is not None
    while game.phase is Phase.DRAFT:
        session = match.sessions[game.to_act]
        assert session.submit(session.view.legal_actions[0]) is None
    assert first.drawn == drawn and first.draft == () and first.hand == ()
    assert match.sessions[0].view is not first
    assert heard and all(e.audience in (ev.PUBLIC, 1) for e in heard)
    assert any(e.audience == 1 for e in heard)
    assert sum(isinstance(e, ev.CardKept) for e in heard) == 13


class SlowRandom:
    """A random player that thinks for a while, in whatever thread it is called from."""

    level = "slow"

    def __init__(self) -> None:
        self.inner = make_player("random", 9)
        self.threads: set[str] = set()

    def choose(self, view: PlayerView) -> Action:
        self.threads.add(threading.current_thread().name)
        time.sleep(0.01)
        return self.inner.choose(view)


async def test_run_asks_the_computer_in_a_thread_and_waits_for_the_person() -> None:
    game = Game(rules=Rules(double_nil=False), seed=6)
    computer = SlowRandom()
    saves: list[int] = []
    match = Match(
        game,
        (WaitingAgent(), ComputerAgent(computer)),
        on_save=lambda g: saves.append(g.actions_applied),
    )
    person = match.sessions[0]
    heard: list[ev.Event] = []
    person.listen(heard.append)
    ticks = 0

    async def ticker() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0.001)

    async def play_as_person() -> None:
        refused = 0
        while game.hand.number == 1:
            if not person.my_turn:
                await asyncio.sleep(0.001)
                continue
            view = person.view
            if view.phase is Phase.PLAY and refused < 3:
                held = set(view.hand)
                stranger = next(c for c in map(parse_card, ("AS", "2C", "7H")) if c not in held)
                refusal = person.submit(Play(stranger))
                assert refusal == Refusal("not_held", {"card": stranger.code})
                refused += 1
            assert person.submit(view.legal_actions[-1]) is None
        match.close()

    clock = asyncio.create_task(ticker())
    loop_thread = threading.current_thread().name
    await asyncio.wait_for(asyncio.gather(match.run(), play_as_person()), timeout=60)
    clock.cancel()
    assert game.hand.number == 2 and game.hands[0].result is not None
    assert computer.threads and loop_thread not in computer.threads
    # The loop kept turning while the computer thought (26+ decisions of 10 ms each).
    assert ticks > 26
    assert saves == list(range(1, game.actions_applied + 1))
    assert all(e.audience in (ev.PUBLIC, 0) for e in heard)


async def test_close_releases_a_match_waiting_for_a_person() -> None:
    match = Match(Game(seed=2), (WaitingAgent(), WaitingAgent()))
    task = asyncio.create_task(match.run())
    await asyncio.sleep(0.01)
    assert not task.done()
    match.close()
    await asyncio.wait_for(task, timeout=60)
    assert match.game.actions_applied == 0


async def test_between_holds_every_turn_until_it_returns() -> None:
    """The hook runs before each agent is asked (and after the last action); until it
    returns, no agent is asked, so a computer does not move."""
    game = Game(rules=Rules(double_nil=False), seed=6)
    gate = asyncio.Event()
    seen: list[int] = []

    async def between() -> None:
        seen.append(game.actions_applied)
        await gate.wait()
        gate.clear()

    computers = (ComputerAgent(make_player("random", 1)), ComputerAgent(make_player("random", 2)))
    match = Match(game, computers, between=between)
    task = asyncio.create_task(match.run())
    for applied in range(3):
        await asyncio.sleep(0.05)
        assert game.actions_applied == applied  # held: the next computer has not moved
        assert seen == list(range(applied + 1))
        gate.set()
    match.close()
    gate.set()
    await asyncio.wait_for(task, timeout=60)


def test_submit_line_plays_out_a_line_for_whoever_is_to_act_and_saves_once() -> None:
    game = Game(rules=Rules(double_nil=False), seed=4)
    while game.phase is not Phase.PLAY:
        game.apply(game.legal_actions()[0])
    saves: list[int] = []
    match = Match(game, (WaitingAgent(), WaitingAgent()), on_save=lambda g: saves.append(1))
    probe = Game(rules=Rules(double_nil=False), seed=4)
    while probe.phase is not Phase.PLAY:
        probe.apply(probe.legal_actions()[0])
    line: list[Action] = []
    for _ in range(4):  # two tricks, both seats playing
        action = probe.legal_actions()[0]
        line.append(action)
        probe.apply(action)
    start = game.actions_applied
    assert match.submit_line(line) is None
    assert game.actions_applied == start + 4 and saves == [1]
    assert dumps(game) == dumps(probe)
    # A refused step stops the line there; what came before it stays, and is saved.
    bad = probe.legal_actions()[0]
    probe.apply(bad)
    assert match.submit_line([bad, Bid(3)]) == game.refusal(Bid(3))
    assert game.actions_applied == start + 5 and saves == [1, 1]


class Cheat:
    level = "cheat"

    def choose(self, view: PlayerView) -> Action:
        return Bid(99)


async def test_a_computer_that_chooses_an_illegal_action_is_an_error() -> None:
    match = Match(Game(seed=2), (ComputerAgent(Cheat()), WaitingAgent()))
    with pytest.raises(IllegalAction, match="the cheat player chose bid 99"):
        await asyncio.wait_for(match.run(), timeout=60)
    assert match.game.actions_applied == 0


# ------------------------------------------------------------------ refusals
def test_refusal_codes_keep_the_english_sentences() -> None:
    game = Game(rules=Rules(double_nil=False), seed=5)

    def must_follow_here(g: Game) -> bool:
        if g.phase is not Phase.PLAY or not g.hand.tricks[-1].cards:
            return False
        led = g.hand.tricks[-1].cards[0] // 13
        suits = {c // 13 for c in g.hand.hands[g.to_act]}
        return led in suits and len(suits) > 1

    while not must_follow_here(game):
        game.apply(game.legal_actions()[0])
    view = game.view(game.to_act)
    suit = game.hand.tricks[-1].cards[0] // 13
    off = next(c for c in view.hand if c // 13 != suit)
    assert game.refusal(Play(off)) == Refusal("must_follow", {"suit": suit})
    assert why(game, Play(off)) == f"You must follow {'♠♥♦♣'[suit]}"
    assert game.refusal(Bid(3)) == Refusal("bid_not_now")
    assert why(game, Bid(3)) == "It is not time to bid"
    assert game.refusal(Play(view.hand[0]), seat=1 - game.to_act) == Refusal(
        "not_your_turn", {"seat": 1 - game.to_act}
    )
    with pytest.raises(IllegalAction) as caught:
        game.apply(Bid(3))
    assert caught.value.refusal == Refusal("bid_not_now")
    assert str(caught.value) == "bid_not_now"  # the code: the words are the screens' to make


def test_every_refusal_code_has_words_and_round_trips() -> None:
    params = {"seat": 1, "value": "'x'", "card": "AS", "suit": 2, "low": 0, "high": 13}
    params |= {"limit": 3}
    for code in PARAMETERS:
        refusal = Refusal(code, params)
        assert refusal_text(refusal)
        assert refusal_from_dict(refusal.to_dict()) == refusal


@pytest.mark.parametrize(
    "data",
    [
        {"code": "nope", "params": {}},
        {"code": "must_follow", "params": {}},
        {"code": "must_follow", "params": {"suit": [1]}},
        {"code": "must_follow", "params": {"suit": "x"}},
        {"code": "must_follow", "params": {"suit": 9}},
        {"code": "game_over"},
        "game_over",
    ],
)
def test_malformed_refusals_are_refused(data: object) -> None:
    from spades_tui.core.errors import DecodeError

    with pytest.raises(DecodeError):
        refusal_from_dict(data)


def test_leaving_out_unread_events_changes_nothing_else() -> None:
    def play(want_events: bool, listen: bool) -> tuple[str, list[ev.Event]]:
        game = Game(rules=Rules(double_nil_deficit=0), seed=12)
        heard: list[ev.Event] = []
        if listen:
            game.subscribe(heard.append)
        players = [make_player("random", 1), make_player("random", 2)]
        while game.hand.number <= 3:
            seat = game.to_act
            game.apply(players[seat].choose(game.view(seat)), seat, want_events)
        return dumps(game), heard

    loud, everything = play(True, listen=True)
    assert play(False, listen=True) == (loud, everything)  # a subscriber still hears all
    quiet, _ = play(False, listen=False)
    assert quiet == loud


def test_views_stay_as_they_were_when_the_game_moves_on() -> None:
    game = Game(rules=Rules(double_nil_deficit=0), seed=13)
    player = make_player("random", 3)
    kept: list[tuple[PlayerView, dict[str, object]]] = []
    while game.hand.number <= 2:
        for seat in (0, 1):
            view = game.view(seat)
            kept.append((view, view_to_dict(view)))
        game.apply(player.choose(game.view(game.to_act)), want_events=False)
    assert all(view_to_dict(view) == then for view, then in kept)
