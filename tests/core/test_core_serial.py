"""Views, events and actions survive a trip through JSON, and a seat's frames hold no secret."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from spades_tui.core import Game, Phase, Rules, serial
from spades_tui.core import events as ev
from spades_tui.core import game as game_module
from spades_tui.core.actions import Bid, DeclareDoubleNil, Exchange, Keep, Play, Reject
from spades_tui.core.cards import CARDS, parse_card
from spades_tui.core.choices import ExchangeChoices
from spades_tui.core.errors import DecodeError
from spades_tui.core.game import HandState
from spades_tui.core.serial import EVENT_TYPES, action_from_dict, action_to_dict
from spades_tui.core.view import PlayerView, SpectatorView

CODES = {c.code for c in CARDS}


def encode(value: PlayerView | SpectatorView | ev.Event) -> dict[str, Any]:
    """A view or an event as plain JSON types, through its encoder in ``serial``."""
    if isinstance(value, PlayerView):
        return serial.view_to_dict(value)
    if isinstance(value, SpectatorView):
        return serial.spectator_to_dict(value)
    return serial.event_to_dict(value)


def through_json(data: dict[str, Any]) -> Any:
    return json.loads(json.dumps(data))


def random_game(seed: int, actions: int = 100_000) -> Iterator[Game]:
    """A seeded random game, yielded before every action. Seat 1 starts 300 ahead, so that
    seat 0 may declare double nil and exchange (deficit rule) and every phase comes up."""
    game = Game(rules=Rules(double_nil_deficit=200), seed=seed)
    game.scores[1] = 300
    rng = random.Random(seed)
    for _ in range(actions):
        yield game
        if game.phase is Phase.GAME_OVER:
            return
        legal = game.legal_actions()
        if game.phase is Phase.DOUBLE_NIL:
            action = legal[0] if rng.random() < 0.5 else legal[1]
        else:
            action = rng.choice(legal)
        game.apply(action)


def test_views_of_every_phase_round_trip() -> None:
    phases = set()
    for game in random_game(4, actions=600):
        phases.add(game.phase)
        for seat in (0, 1):
            view = game.view(seat)
            assert serial.view_from_dict(through_json(encode(view))) == view
        spectator = game.spectator_view()
        assert serial.spectator_from_dict(through_json(encode(spectator))) == spectator
    assert phases == set(Phase) - {Phase.GAME_OVER}


def test_a_finished_games_views_round_trip() -> None:
    game = Game(rules=Rules(target=100, loss_floor=-100), seed=8)
    rng = random.Random(8)
    while game.winner is None:
        game.apply(rng.choice(game.legal_actions()))
    for view in (game.view(0), game.view(1)):
        assert view.phase is Phase.GAME_OVER and view.winner is not None
        assert serial.view_from_dict(through_json(encode(view))) == view
    assert serial.spectator_from_dict(through_json(encode(game.spectator_view()))) == (
        game.spectator_view()
    )


def test_every_event_type_round_trips() -> None:
    heard: list[ev.Event] = []
    games = random_game(4, actions=600)
    next(games).subscribe(heard.append)
    for _ in games:
        pass
    short = Game(rules=Rules(target=100, loss_floor=-100), seed=8)
    short.subscribe(heard.append)
    rng = random.Random(8)
    while short.winner is None:
        short.apply(rng.choice(short.legal_actions()))
    assert {type(e) for e in heard} == set(EVENT_TYPES.values())
    for event in heard:
        data = through_json(encode(event))
        assert data["type"] in EVENT_TYPES
        assert serial.event_from_dict(data) == event


def test_the_exchange_choices_travel_as_a_limit() -> None:
    for game in random_game(4):
        if game.phase is Phase.EXCHANGE:
            break
    view = game.view(game.to_act)
    data = encode(view)
    assert data["legal_actions"] == {"exchange_up_to": 3}
    back = serial.view_from_dict(through_json(data))
    assert isinstance(back.legal_actions, ExchangeChoices)
    assert list(back.legal_actions) == list(view.legal_actions)


@pytest.mark.parametrize(
    "action",
    [
        DeclareDoubleNil(True),
        DeclareDoubleNil(False),
        Keep(),
        Reject(),
        Exchange(()),
        Exchange((parse_card("AS"), parse_card("TH"))),
        Bid(0),
        Bid(13),
        Play(parse_card("QD")),
    ],
)
def test_actions_round_trip(action: object) -> None:
    data = through_json(action_to_dict(action))  # type: ignore[arg-type]
    assert action_from_dict(data) == action


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ("play AS", "expected an action object"),
        ({"type": "pass"}, "action.type: expected one of"),
        ({"type": "play"}, "missing field 'card'"),
        ({"type": "play", "card": "AS", "extra": 1}, "unknown field 'extra'"),
        ({"type": "play", "card": "as"}, "written like"),
        ({"type": "play", "card": "ZZ"}, "expected a card code"),
        ({"type": "play", "card": 3}, "expected a card code"),
        ({"type": "bid", "tricks": "3"}, "expected a whole number"),
        ({"type": "bid", "tricks": True}, "expected a whole number"),
        ({"type": "declare_double_nil", "declare": 1}, "expected true or false"),
        ({"type": "exchange", "cards": ["AS", "AS"]}, "a card is named twice"),
        ({"type": "exchange", "cards": "AS"}, "expected a list"),
    ],
)
def test_malformed_actions_are_refused_clearly(data: object, words: str) -> None:
    with pytest.raises(DecodeError, match=words):
        action_from_dict(data)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(seat=2), "view.seat: expected 0 or 1"),
        (lambda d: d.update(phase="nap"), "view.phase: expected a phase name"),
        (lambda d: d.pop("hand"), "missing field 'hand'"),
        (lambda d: d.update(hand=["AS"] * 100), "at most 64"),
        (lambda d: d["rules"].update(target=-5), "view.rules: rule 'target'"),
        (lambda d: d.update(scores=[1]), "view.scores: expected a list of 2"),
        (lambda d: d.update(legal_actions={"exchange_up_to": 9}), "0 to 3"),
        (lambda d: d.update(names=["a", None]), r"view.names\[1\]: expected text"),
    ],
)
def test_malformed_views_are_refused_clearly(
    change: Callable[[dict[str, Any]], object], words: str
) -> None:
    data = through_json(encode(Game(seed=1).view(0)))
    change(data)
    with pytest.raises(DecodeError, match=words):
        serial.view_from_dict(data)


def test_malformed_events_are_refused_clearly() -> None:
    good = encode(ev.CardPlayed(ev.PUBLIC, 0, CARDS[3]))
    assert serial.event_from_dict(good) == ev.CardPlayed(ev.PUBLIC, 0, CARDS[3])
    with pytest.raises(DecodeError, match="event.audience"):
        serial.event_from_dict(good | {"audience": 7})
    with pytest.raises(DecodeError, match="event.type"):
        serial.event_from_dict(good | {"type": "card_eaten"})
    with pytest.raises(DecodeError, match="expected an event object"):
        serial.event_from_dict([good])


# ------------------------------------------------------------------ privacy
def known_to(game: Game, h: HandState, seat: int) -> set[int]:
    """Every card ``seat`` may know in hand ``h`` at this moment, worked out from the hand's
    record fields (not from the pieces views are made of)."""
    known = set(h.hands[seat])
    for turn in h.draft:
        if turn.seat == seat:
            known.add(turn.kept)
            if turn.rejected or game.rules.peek_discard:
                known.add(turn.discarded)
    if h is game.hand and game.phase is Phase.DRAFT and game.to_act == seat:
        known.add(h.stock[2 * len(h.draft)])
    for entry in h.exchange:
        if entry.seat == seat:
            known.update(entry.gave, entry.got)
    for trick in h.tricks:
        known.update(trick.cards)
    return known


def cards_named(data: object) -> set[int]:
    if isinstance(data, str):
        return {parse_card(data)} if data in CODES else set()
    if isinstance(data, dict):
        return set().union(*(cards_named(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(cards_named(v) for v in data))
    return set()


def leaks_over_a_game(seed: int) -> list[str]:
    """Each card a seat's serialized views and events name that it may not know then, over
    the first 600 actions (several hands) of a seeded game with a double-nil exchange."""
    found: list[str] = []
    hand_of_event: list[HandState | None] = [None, None]
    games = random_game(seed, actions=600)
    game = next(games)
    exchanges: list[ev.Event] = []
    game.subscribe(exchanges.append)

    def listener(seat: int) -> Callable[[ev.Event], None]:
        def hear(event: ev.Event) -> None:
            if isinstance(event, ev.HandStarted):
                hand_of_event[seat] = game.hands[event.hand - 1]
            h = hand_of_event[seat] or game.hand
            secret = cards_named(through_json(encode(event))) - known_to(game, h, seat)
            if secret:
                found.append(f"seat {seat} heard {event}: {sorted(secret)}")

        return hear

    for seat in (0, 1):
        game.subscribe(listener(seat), seat)
    for game in games:
        for seat in (0, 1):
            for event in game.opening_events(seat):
                listener(seat)(event)
            named = cards_named(through_json(encode(game.view(seat))))
            secret = named - known_to(game, game.hand, seat)
            if secret:
                found.append(f"seat {seat}'s view in {game.phase}: {sorted(secret)}")
    assert any(isinstance(e, ev.Exchanged) and e.count for e in exchanges)
    return found


def test_a_seats_frames_never_name_a_card_it_may_not_know() -> None:
    assert leaks_over_a_game(11) == []


def _leaky_view(real: Callable[[Game, int], PlayerView]) -> Callable[[Game, int], PlayerView]:
    def view(game: Game, seat: int) -> PlayerView:
        honest = real(game, seat)
        return honest._replace(hand=honest.hand + tuple(game.hand.hands[1 - seat][:1]))

    return view


def _leaky_delivery(self: Game, out: list[ev.Event]) -> None:
    for event in out:
        for callback, _seat in self._subscribers:  # the audience is ignored
            callback(event)


@pytest.mark.parametrize("plant", ["view", "events"])
def test_the_privacy_check_catches_a_planted_leak(
    monkeypatch: pytest.MonkeyPatch, plant: str
) -> None:
    if plant == "view":
        monkeypatch.setattr(game_module, "make_view", _leaky_view(game_module.make_view))
    else:
        monkeypatch.setattr(Game, "_deliver", _leaky_delivery)
    assert leaks_over_a_game(11)
