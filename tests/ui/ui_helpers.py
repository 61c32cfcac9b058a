"""Shared tools for the UI tests: build apps, read the screen as text, drive a game by keys."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable

from textual.app import App
from textual.pilot import Pilot

from spades_tui.core.actions import BIDS, DECLARE, DECLINE, Action
from spades_tui.core.game import Game, Phase, PlayerInfo
from spades_tui.core.rules import Rules
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.flow.local import LocalTable
from spades_tui.ui.screens.handoff import HandoffScreen
from spades_tui.ui.screens.info import InfoScreen
from spades_tui.ui.screens.scores import GameOverScreen, HandOverScreen
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN, GameSetup

SIZE = (80, 24)


def hotseat_app(seed: int = 5, trick_pause: float = 0, **rules: object) -> SpadesApp:
    """A hot-seat game; finished tricks are not held on the table unless ``trick_pause``."""
    setup = GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(**rules), seed)  # type: ignore[arg-type]
    return SpadesApp(setup.new_game(), setup.controllers, pace=0, trick_pause=trick_pause)


async def settle(app: SpadesApp) -> None:
    """Wait for the app's background work (a hint being worked out) to finish; the match
    worker, which runs as long as the game, is not waited for."""
    others = [w for w in app.workers if w.group != "match"]
    if others:  # an empty list would mean every worker
        await app.workers.wait_for_complete(others)


def screen_text(app: SpadesApp) -> str:
    """Every character the terminal shows now, line by line."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text for strip in strips)


def short_game_keys(app: SpadesApp) -> list[str]:
    """Keys for the next step of a short game: Ann risks double nil, Bob bids 3."""
    screen = app.screen
    if isinstance(screen, (HandoffScreen, HandOverScreen, InfoScreen)):
        return ["enter"]
    assert isinstance(screen, TableScreen), type(screen).__name__
    game = app.game
    assert game is not None
    kind = screen.kind
    if screen.trick_end:
        return ["space"]  # any key: the finished trick has been seen
    if kind == "double_nil":
        return ["y", "y"] if game.to_act == 0 else ["n"]  # declaring is asked twice
    if kind == "draft":
        return ["k" if len(game.view(game.to_act).draft) % 3 else "r"]
    if kind == "exchange":
        return ["space", "right", "right", "space", "enter"]
    if kind == "bidding":
        return ["3", "enter"]
    if kind == "play":
        return ["enter"]
    raise AssertionError(f"no decision on screen (kind {kind!r})")


async def play_to_game_over(
    pilot: Pilot,
    keys_for: Callable[[SpadesApp], list[str]] = short_game_keys,
    at_each_step: Callable[[SpadesApp], Awaitable[None] | None] | None = None,
    limit: int = 3000,
) -> int:
    """Press keys until the game-over screen; returns how many steps it took."""
    app = pilot.app
    assert isinstance(app, SpadesApp)
    for step in range(limit):
        await pilot.pause()
        if isinstance(app.screen, GameOverScreen):
            return step
        if at_each_step is not None:
            result = at_each_step(app)
            if result is not None:
                await result
        for key in keys_for(app):
            await pilot.press(key)
    raise AssertionError("the game did not end")


def position(
    seed: int = 5,
    stop: Callable[[Game], bool] = lambda g: False,
    declare: tuple[bool, bool] = (False, False),
    bid: int = 3,
    heard: tuple[list, list] | None = None,
    names: tuple[str, str] = ("Ann", "Bob"),
    **rules: object,
) -> Game:
    """A seeded game played by a simple fixed strategy until ``stop`` says so.

    ``heard`` collects what each seat is told as the game is played, as a screen hears it.
    """
    players = (PlayerInfo(names[0]), PlayerInfo(names[1]))
    game = Game(Rules(**rules), seed, players)  # type: ignore[arg-type]
    for seat in (0, 1) if heard is not None else ():
        heard[seat].extend(game.opening_events(seat))
        game.subscribe(heard[seat].append, seat)
    rng = random.Random(seed)
    while game.phase is not Phase.GAME_OVER and not stop(game):
        phase = game.phase
        if phase is Phase.DOUBLE_NIL:
            action: Action = DECLARE if declare[game.to_act] else DECLINE
        elif phase is Phase.BIDDING:
            action = BIDS[bid]
        elif phase is Phase.EXCHANGE:
            action = game.legal_actions()[0]
        else:
            action = rng.choice(list(game.legal_actions()))
        game.apply(action)
    return game


def app_for(
    game: Game,
    controllers: tuple[str, str] = (HUMAN, HUMAN),
    pace: float = 0,
    trick_pause: float = 0,
) -> SpadesApp:
    return SpadesApp(game, controllers, pace=pace, trick_pause=trick_pause)


async def wait_until(pilot, condition, seconds: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    """Let the app run until ``condition()`` holds, as a person waits for the screen."""
    for _ in range(int(seconds / 0.02)):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("timed out")


def toast_words(app: App) -> str:  # type: ignore[type-arg]
    """The words of the notices on show, as painted: a notice on the table is narrow, so
    its sentence is read across the lines it wraps onto."""
    from textual.widgets._toast import Toast

    lines = screen_text(app).splitlines()  # type: ignore[arg-type]
    parts = []
    for toast in app.screen.query(Toast):
        box = toast.content_region  # inside its border
        parts += [line[box.x : box.right] for line in lines[box.y : box.bottom]]
    return " ".join(" ".join(parts).split())


def header_settled(app: App) -> bool:  # type: ignore[type-arg]
    """The header's line shows the current title and the start of the sub-title. A change of
    either reaches the header a moment later; a test that closes the app before then trips
    the header as it is taken down."""
    lines = screen_text(app).splitlines()  # type: ignore[arg-type]
    return bool(lines) and app.title in lines[0] and app.sub_title[:12] in lines[0]


async def until_summary(pilot) -> None:  # type: ignore[no-untyped-def]
    """Wait for the hand summary (a hand's last card, when forced, is played for the person)."""
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, HandOverScreen))


def _tricks_done(game: Game) -> int:
    return sum(1 for t in game.hand.tricks if t.winner is not None)


# Every kind of moment of a game, without playing a whole game through the screens: three
# stretches of one seeded hand (Ann risks double nil, so there is an exchange and the game ends
# with this hand), each opened on a position the core reaches by itself, each with a step
# budget that takes it over the phase changes it is there for.
STRETCHES: tuple[tuple[str, Callable[[Game], bool], int], ...] = (
    ("the hand's start", lambda g: True, 8),
    ("the draft's end", lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 24, 18),
    ("the hand's end", lambda g: g.phase is Phase.PLAY and _tricks_done(g) == 12, 16),
)


async def play_steps(
    pilot: Pilot,
    steps: int,
    keys_for: Callable[[SpadesApp], list[str]] = short_game_keys,
    at_each_step: Callable[[SpadesApp], Awaitable[None] | None] | None = None,
) -> None:
    """Press keys for ``steps`` steps, or until the game-over screen, looking at each one
    (the game-over screen included)."""
    app = pilot.app
    assert isinstance(app, SpadesApp)
    for _ in range(steps):
        await pilot.pause()
        over = isinstance(app.screen, GameOverScreen)
        if at_each_step is not None:
            result = at_each_step(app)
            if result is not None:
                await result
        if over:
            return
        for key in keys_for(app):
            await pilot.press(key)


async def tour_a_game(
    make_app: Callable[[Game], SpadesApp],
    size: tuple[int, int] = SIZE,
    keys_for: Callable[[SpadesApp], list[str]] = short_game_keys,
    at_each_step: Callable[[SpadesApp], Awaitable[None] | None] | None = None,
    names: tuple[str, str] = ("Ann", "Bob"),
    notifications: bool = False,
) -> SpadesApp:
    """Each stretch of ``STRETCHES`` in an app of its own; returns the last app, which has
    reached the game-over screen."""
    for name, stop, steps in STRETCHES:
        game = position(
            5, stop=stop, declare=(True, False), names=names, target=100, loss_floor=-150
        )
        app = make_app(game)
        async with app.run_test(size=size, notifications=notifications) as pilot:
            await play_steps(pilot, steps, keys_for, at_each_step)
            over = any(isinstance(s, GameOverScreen) for s in app.screen_stack)
        assert over or name != STRETCHES[-1][0], "the last stretch did not reach game over"
    return app


def near_the_end(**options: object) -> SpadesApp:
    """A hot-seat game at the last trick of its last hand (the tour's last stretch)."""
    _name, stop, _steps = STRETCHES[-1]
    game = position(5, stop=stop, declare=(True, False), target=100, loss_floor=-150)
    return app_for(game, **options)  # type: ignore[arg-type]


async def past_the_hand_off(app, pilot) -> None:  # type: ignore[no-untyped-def]
    """Wait for the table, passing a hand-off (once it takes Enter) on the way."""
    await wait_until(pilot, lambda: isinstance(app.screen, (TableScreen, HandoffScreen)))
    if isinstance(app.screen, HandoffScreen):
        handoff = app.screen
        await wait_until(pilot, lambda: handoff.armed)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))


def computers_never_move(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The computers' pace never runs out: a picture of a computer's turn is the same however
    slow the machine (on a loaded one the pace ran out before the picture was taken)."""

    async def forever(flow: LocalTable, seconds: float) -> None:
        await asyncio.Event().wait()

    monkeypatch.setattr(LocalTable, "_wait_out_pace", forever)
