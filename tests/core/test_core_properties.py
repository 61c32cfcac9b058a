"""Properties of random legal play over many seeds and rule settings."""

from __future__ import annotations

import random
from unittest import mock

from core_support import random_action, refused_with, snapshot, why
from hypothesis import given
from hypothesis import strategies as st
from property_examples import examples

from spades_tui.core import (
    Bid,
    DeclareDoubleNil,
    Exchange,
    Game,
    Keep,
    Phase,
    Play,
    Reject,
    Rules,
)
from spades_tui.core import events as ev
from spades_tui.core import record as record_module
from spades_tui.core.cards import CARDS
from spades_tui.core.record import dumps, loads

RULES = st.builds(
    Rules,
    target=st.sampled_from([30, 60, 100, 200, 500]),
    nil=st.booleans(),
    double_nil=st.booleans(),
    double_nil_deficit=st.sampled_from([0, 0, 0, 30, 100]),
    exchange_limit=st.integers(0, 3),
    peek_discard=st.booleans(),
    failed_nil_bags=st.booleans(),
    bag_limit=st.sampled_from([2, 5, 10]),
    bag_penalty=st.sampled_from([0, 50, 100]),
    loss_floor=st.sampled_from([None, None, -50, -200]),
)
SEEDS = st.integers(0, 2**31 - 1)
MAX_HANDS = 4
SETTINGS = examples(35)


def accounted(game: Game) -> list[int]:
    """Every card of the hand in play: the undrawn stock, both hands, discards, played."""
    h = game.hand
    undrawn = h.stock[2 * len(h.draft) :]
    played = [c for t in h.tricks for c in t.cards]
    return sorted([*undrawn, *h.hands[0], *h.hands[1], *h.discards, *played])


def candidate_actions(game: Game, rng: random.Random) -> list[object]:
    """A spread of actions, legal and not, for checking apply() and refusal()."""
    h = game.hand
    held = list(h.hands[game.to_act]) or list(CARDS[:3])
    return [
        Keep(),
        Reject(),
        DeclareDoubleNil(rng.random() < 0.5),
        Bid(rng.randint(-1, 14)),
        Play(rng.choice(CARDS)),
        Play(rng.choice(held)),
        Exchange(tuple(rng.sample(held, min(len(held), rng.randint(0, 4))))),
        Exchange((rng.choice(CARDS),)),
    ]


def view_cards(game: Game, seat: int) -> set[int]:
    v = game.view(seat)
    out = set(v.hand) | {c for t in v.tricks for c in t.cards}
    out |= {t.kept for t in v.draft} | {t.discarded for t in v.draft if t.discarded is not None}
    if v.drawn is not None:
        out.add(v.drawn)
    if v.my_exchange is not None:
        out |= set(v.my_exchange[0]) | set(v.my_exchange[1])
    return out


def check_views(game: Game) -> None:
    h = game.hand
    for seat in (0, 1):
        other = 1 - seat
        got = {c for e in h.exchange if e.seat == other for c in e.got}
        # A seat may have seen a discard the opponent later drew in its exchange; nothing
        # else in its view may be a card the opponent holds.
        assert not view_cards(game, seat) & (set(h.hands[other]) - got)
        v = game.view(seat)
        if seat != game.to_act or game.phase is not Phase.DRAFT:
            assert v.drawn is None
        assert v.opponent_hand_size == len(h.hands[other])
        assert bool(v.legal_actions) == (game.to_act == seat and game.phase is not Phase.GAME_OVER)


def check_events(events: list[ev.Event], mine: tuple[list[ev.Event], list[ev.Event]]) -> None:
    for seat in (0, 1):
        assert mine[seat] == [e for e in events if e.audience in (ev.PUBLIC, seat)]
    for e in events:
        if isinstance(e, (ev.CardDrawn, ev.CardKept)):
            assert e.audience == e.seat
        if isinstance(e, ev.Exchanged) and e.audience == ev.PUBLIC:
            assert e.gave == () and e.got == ()


@SETTINGS
@given(seed=SEEDS, rules=RULES)
def test_random_play_keeps_every_rule(seed: int, rules: Rules) -> None:
    game = Game(rules=rules, seed=seed)
    events: list[ev.Event] = []
    mine: tuple[list[ev.Event], list[ev.Event]] = ([], [])
    game.subscribe(events.append)
    game.subscribe(mine[0].append, 0)
    game.subscribe(mine[1].append, 1)
    rng = random.Random(seed)
    while game.phase is not Phase.GAME_OVER and game.hand.number <= MAX_HANDS:
        # 52 cards, no duplicates, at every step.
        assert accounted(game) == list(CARDS)
        h = game.hand
        if game.phase is Phase.PLAY:
            for seat in (0, 1):
                played = sum(
                    1
                    for t in h.tricks
                    for i, _ in enumerate(t.cards)
                    if (t.leader if i == 0 else 1 - t.leader) == seat
                )
                assert len(h.hands[seat]) == 13 - played
        legal = game.legal_actions()
        assert len(legal) > 0
        for action in candidate_actions(game, rng):
            reason = why(game, action)  # type: ignore[arg-type]
            assert (reason is None) == (action in legal), (action, reason)
            if reason is not None and rng.random() < 0.15:
                before = snapshot(game)
                with refused_with(reason):
                    game.apply(action)  # type: ignore[arg-type]
                assert snapshot(game) == before
        if rng.random() < 0.1:
            check_views(game)
        game.apply(random_action(game, seed, bid_low=rng.random() < 0.7))
    check_views(game)
    check_events(events, mine)
    # 13 tricks a hand, and each hand's results add up.
    for h in game.hands:
        if h.result is not None:
            assert len(h.tricks) == 13 and all(t.winner is not None for t in h.tricks)
            assert h.result[0].tricks + h.result[1].tricks == 13
    assert sum(isinstance(e, ev.HandScored) for e in events) == len(game.history)


class _Recording(Game):
    """A Game that hears its own events from the moment it is built."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.heard: list[ev.Event] = []
        self.subscribe(self.heard.append)


@SETTINGS
@given(seed=SEEDS, rules=RULES, cut=st.integers(0, 400))
def test_records_round_trip_and_replay_every_event(seed: int, rules: Rules, cut: int) -> None:
    game = Game(rules=rules, seed=seed)
    heard: list[ev.Event] = []
    game.subscribe(heard.append)
    steps = 0
    while game.phase is not Phase.GAME_OVER and game.hand.number <= MAX_HANDS and steps < cut:
        game.apply(random_action(game, seed, bid_low=True))
        steps += 1
    text = dumps(game)
    with mock.patch.object(record_module, "Game", _Recording):
        replayed = loads(text)
    assert isinstance(replayed, _Recording)
    # record -> load -> record is identical, and the replay emits the same events.
    assert dumps(replayed) == text
    assert replayed.heard == heard
    assert snapshot(replayed) == snapshot(game)
    # Both continue identically from where the record stood.
    for g in (game, replayed):
        for _ in range(60):
            if g.phase is Phase.GAME_OVER:
                break
            g.apply(random_action(g, seed + 1))
    assert dumps(replayed) == dumps(game)
