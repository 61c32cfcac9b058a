"""The local app plays through its Match: every action reaches the game through it, and keys
typed ahead never act for a decision that is not the person's now."""

from __future__ import annotations

import sys
import threading

import pytest
from textual import events
from ui_helpers import (
    SIZE,
    app_for,
    hotseat_app,
    position,
    screen_text,
    short_game_keys,
    tour_a_game,
    wait_until,
)

from spades_tui import players
from spades_tui.core.actions import Action
from spades_tui.core.ahead import decisions_made
from spades_tui.core.game import Game, Phase
from spades_tui.core.view import PlayerView
from spades_tui.players.base import Player
from spades_tui.session.match import Match
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN


def record_appliers(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Game]]:
    """Patch Game.apply to note the function that called it (or that called Game.decide,
    which applies a decision on turn), and the game, for every action."""
    callers: list[tuple[str, Game]] = []
    apply = Game.apply

    def noted(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        frame = sys._getframe(1)
        if frame.f_code.co_qualname == "Game.decide":
            frame = frame.f_back  # a decision taken in hot-seat: who asked the core to take it
        callers.append((frame.f_code.co_qualname, self))
        return apply(self, *args, **kwargs)

    monkeypatch.setattr(Game, "apply", noted)
    return callers


def count_submits(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    submits: list[int] = []
    submit = Match.submit

    def counted(self, seat, action):  # type: ignore[no-untyped-def]
        refusal = submit(self, seat, action)
        if refusal is None:
            submits.append(seat)
        return refusal

    monkeypatch.setattr(Match, "submit", counted)
    return submits


def keys_for(app: SpadesApp) -> list[str]:
    """The short game's keys; nothing while the computer is thinking."""
    screen = app.screen
    if isinstance(screen, TableScreen) and screen.kind is None and not screen.trick_end:
        return []
    return short_game_keys(app)


@pytest.mark.parametrize("controllers", [(HUMAN, HUMAN), (HUMAN, "random")])
async def test_every_action_reaches_the_game_through_the_match(
    monkeypatch: pytest.MonkeyPatch, controllers: tuple[str, str]
) -> None:
    games: list[tuple[Game, int]] = []  # each stretch's game, and its actions before the app

    def make_app(game: Game) -> SpadesApp:
        games.append((game, game.actions_applied))
        return app_for(game, controllers)

    callers = record_appliers(monkeypatch)
    submits = count_submits(monkeypatch)
    await tour_a_game(make_app, keys_for=keys_for)
    # The core alone reached each start; copies walked again (to see what u can take back)
    # are not the game played.
    played = [game for game, _before in games]
    in_the_app = [c for c, game in callers if c != "position" and any(game is g for g in played)]
    assert in_the_app and set(in_the_app) == {"Match.submit"}
    # Each submit is one decision, applied or (deciding ahead in hot-seat) held for its turn.
    assert len(submits) == sum(decisions_made(game) - before for game, before in games)
    assert set(submits) == {0, 1}


class Gated(Player):
    """A computer that thinks until the test lets it answer."""

    level = "gated"
    go = threading.Event()

    def choose(self, view: PlayerView) -> Action:
        Gated.go.wait(timeout=30)
        return view.legal_actions[0]


def notices(app: SpadesApp) -> list[str]:
    """Every toast the app is asked to show from now on (a toast on screen may time out
    before a loaded machine gets to look at it)."""
    said: list[str] = []
    notify = app.notify

    def noted(message: str, **options: object) -> None:
        said.append(message)
        notify(message, **options)  # type: ignore[arg-type]

    app.notify = noted  # type: ignore[method-assign]
    return said


def the_computer_to_act(monkeypatch: pytest.MonkeyPatch) -> tuple[Game, SpadesApp, list[str]]:
    """A game where the computer, held until ``Gated.go`` is set, is to play; the app's
    notices are collected."""
    Gated.go.clear()
    monkeypatch.setattr(players, "make_player", lambda level, seed=None: Gated())
    game = position(seed=7, stop=lambda g: g.phase is Phase.PLAY and g.to_act == 1)
    app = app_for(game, (HUMAN, "gated"))
    return game, app, notices(app)


async def test_a_key_while_the_computer_thinks_is_refused_not_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game, app, said = the_computer_to_act(monkeypatch)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await wait_until(pilot, lambda: "thinking" in screen_text(app))
        before = game.actions_applied
        await pilot.press("enter")
        await pilot.pause()
        assert said == ["It is not your turn yet."]
        Gated.go.set()
        await wait_until(pilot, lambda: table.kind == "play" and game.to_act == 0)
        # The computer moved; the person's Enter did not carry over to their own decision.
        assert game.actions_applied == before + 1
    Gated.go.set()


async def test_keys_pressed_again_and_again_while_the_computer_thinks_say_so_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game, app, said = the_computer_to_act(monkeypatch)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await wait_until(pilot, lambda: "thinking" in screen_text(app))
        for _ in range(5):
            await pilot.press("enter")
        await pilot.pause()
        # One notice while it is up, not five stacked one over another.
        assert said == ["It is not your turn yet."]
    Gated.go.set()


async def test_a_key_typed_after_a_choice_does_not_pass_the_next_hand_off() -> None:
    app = hotseat_app(seed=5)
    said = notices(app)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("enter")  # Ann is ready
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and table.kind == "double_nil"
        game = app.game
        assert game is not None
        await pilot.press("n")  # Ann declines; her draft decision follows
        await wait_until(pilot, lambda: table.kind == "draft")
        before = game.actions_applied
        # Two keys at once: the second arrives while Ann's choice is on its way.
        app.post_message(events.Key("k", "k"))
        app.post_message(events.Key("enter", "\r"))
        await wait_until(pilot, lambda: isinstance(app.screen, HandoffScreen))
        await pilot.pause(0.1)
        assert game.actions_applied == before + 1
        # Bob's hand-off stays up for Bob: Ann's Enter was refused, not passed on, in words
        # that do not tell Bob, who reads them, that it is not his turn.
        assert isinstance(app.screen, HandoffScreen)
        assert said == ["A key pressed after the last turn ended was not taken."]
