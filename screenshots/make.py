"""Regenerate the screenshots: every screen of a seeded game at 80×24, as SVG and PNG.

    .venv/bin/python screenshots/make.py

Each picture is taken from the real app, driven by key presses from a position the computer
levels reached by playing each other (hard as Ann, normal as Bob) with a fixed seed, so the same
files come out every time.
"""

from __future__ import annotations

import asyncio
import os
import re
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))

from textual.widgets import Input  # noqa: E402

from spades_tui.core.actions import BIDS, DECLARE, DECLINE, Action  # noqa: E402
from spades_tui.core.cards import CARDS  # noqa: E402
from spades_tui.core.game import Game, Phase, PlayerInfo  # noqa: E402
from spades_tui.core.rules import Rules  # noqa: E402
from spades_tui.players import make_player  # noqa: E402
from spades_tui.storage import Storage  # noqa: E402
from spades_tui.ui.app import SpadesApp  # noqa: E402
from spades_tui.ui.screens.export import ExportScreen  # noqa: E402
from spades_tui.ui.setup import HUMAN, GameSetup  # noqa: E402

SEED = 5
SIZE = (80, 24)
LARGE = (120, 40)


def position(
    stop: Callable[[Game], bool] = lambda g: False,
    declare: tuple[bool, bool] | None = None,
    bid: int | None = None,
    **rules: object,
) -> Game:
    """The game as Ann (the hard level) and Bob (normal) really play it, up to ``stop``.

    ``declare`` and ``bid`` force a double-nil answer or Ann's bid where a picture needs one.
    """
    game = Game(Rules(**rules), SEED, (PlayerInfo("Ann"), PlayerInfo("Bob")))  # type: ignore[arg-type]
    players = (make_player("hard", SEED), make_player("normal", SEED + 1))
    while game.phase is not Phase.GAME_OVER and not stop(game):
        seat = game.to_act
        if game.phase is Phase.DOUBLE_NIL and declare is not None:
            action: Action = DECLARE if declare[seat] else DECLINE
        elif game.phase is Phase.BIDDING and bid is not None and seat == 0:
            action = BIDS[bid]
        else:
            action = players[seat].choose(game.view(seat))
        game.apply(action)
    return game


def in_play(game: Game, tricks: int, cards: int) -> bool:
    if game.phase is not Phase.PLAY:
        return False
    done = sum(1 for t in game.hand.tricks if t.winner is not None)
    return done == tricks and len(game.hand.tricks[-1].cards) == cards


def bob_leads_after(tricks: int) -> Callable[[Game], bool]:
    """The first lead by Bob once at least ``tricks`` tricks are done: the computer's turn."""

    def stop(game: Game) -> bool:
        if game.phase is not Phase.PLAY or game.to_act != 1:
            return False
        done = sum(1 for t in game.hand.tricks if t.winner is not None)
        return done >= tricks and not game.hand.tricks[-1].cards

    return stop


def illegal_card_keys(game: Game) -> list[str]:
    view = game.view(game.to_act)
    legal = {a.card for a in view.legal_actions}
    card = next(c for c in view.hand if c not in legal)
    return list(CARDS[card].code.lower())


@dataclass
class Shot:
    name: str
    make: Callable[[], SpadesApp]
    keys: list[str] = field(default_factory=list)
    size: tuple[int, int] = SIZE
    after: Callable[[SpadesApp], object] | None = None  # run after the keys


def hotseat() -> SpadesApp:
    setup = GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(), SEED)
    return SpadesApp(setup.new_game(), setup.controllers, pace=0)


def at(stop: Callable[[Game], bool], controllers=(HUMAN, HUMAN), pace=0.0, **kw) -> SpadesApp:
    return SpadesApp(position(stop, **kw), controllers, pace=pace)


def shots() -> list[Shot]:
    play_pos = position(lambda g: in_play(g, 2, 1))
    return [
        Shot(
            "01-new-game",
            lambda: SpadesApp(
                None, defaults=GameSetup(("Ann", "Bob"), (HUMAN, HUMAN), Rules(), SEED)
            ),
        ),
        Shot("02-hand-off", hotseat),
        Shot("03-double-nil-offer", hotseat, ["enter"]),
        Shot(
            "04-draft",
            lambda: at(lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 8),
            ["enter"],
        ),
        Shot(
            "05-exchange",
            lambda: at(lambda g: g.phase is Phase.EXCHANGE, declare=(True, False)),
            ["enter", "space", "right", "right", "space"],
        ),
        Shot(
            "06-bidding",
            lambda: at(lambda g: g.phase is Phase.BIDDING and len(g.hand.bids) == 1),
            ["enter", "4"],
        ),
        Shot(
            "07-play",
            lambda: SpadesApp(position(lambda g: in_play(g, 2, 1)), pace=0),
            ["enter", "right"],
        ),
        Shot(
            "08-play-illegal-card",
            lambda: SpadesApp(position(lambda g: in_play(g, 2, 1)), pace=0),
            ["enter", *illegal_card_keys(play_pos)],
        ),
        Shot("09-last-trick", lambda: at(lambda g: in_play(g, 3, 0)), ["enter", "L"]),
        # The last card is played by itself: the finished trick, a key, then the summary.
        Shot("10-hand-summary", lambda: at(lambda g: in_play(g, 12, 1)), ["space"]),
        Shot(
            "11-history",
            lambda: at(lambda g: g.hand.number == 2 and in_play(g, 0, 0)),
            ["enter", "s"],
        ),
        Shot("12-game-over", lambda: at(lambda g: False, target=250)),
        Shot("13-help", hotseat, ["enter", "question_mark"]),
        Shot(
            "14-vs-computer-thinking",
            lambda: at(bob_leads_after(4), (HUMAN, "normal"), pace=3.0),
        ),
        Shot("15-watch", lambda: at(lambda g: in_play(g, 5, 1), ("hard", "normal"), pace=3.0)),
        Shot("16-too-small", hotseat, size=(60, 20)),
        Shot("17-ascii", lambda: ascii_app(play_pos), ["enter"]),
        Shot("18-continue", with_saved),
        Shot("19-export", lambda: at(lambda g: in_play(g, 2, 1)), ["enter"], after=export_box),
        Shot("20-bad-save", lambda: with_saved('{"format": "spades-tui-game", "version": 1, ')),
        Shot("21-nil-play", lambda: at(lambda g: in_play(g, 2, 1), bid=0), ["enter"]),
        Shot("22-trick-end", lambda: at(lambda g: in_play(g, 3, 0)), ["enter"], after=trick_end),
        *(
            Shot(f"{name}-large", make, keys, size=LARGE, after=after)
            for name, make, keys, after in (
                (
                    "23-draft",
                    lambda: at(lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 8),
                    ["enter"],
                    None,
                ),  # noqa: E501
                (
                    "24-bidding",
                    lambda: at(lambda g: g.phase is Phase.BIDDING and len(g.hand.bids) == 1),
                    ["enter"],
                    None,
                ),  # noqa: E501
                ("25-nil-play", lambda: at(lambda g: in_play(g, 2, 1), bid=0), ["enter"], None),
                ("26-trick-end", lambda: at(lambda g: in_play(g, 3, 0)), ["enter"], trick_end),
                (
                    "27-watch",
                    lambda: at(lambda g: in_play(g, 5, 1), ("hard", "normal"), pace=3.0),
                    [],
                    None,
                ),  # noqa: E501
            )
        ),
    ]


def trick_end(app: SpadesApp) -> None:
    """The table as it stays after a trick is complete, until a key."""
    assert app.table is not None and app.game is not None
    app.table.show_trick_end(app.game.view(app.game.to_act), [], "")


def with_saved(text: str | None = None) -> SpadesApp:
    """A start with a game left unfinished in the data folder (or ``text`` as its save file)."""
    storage = Storage(Path(tempfile.mkdtemp(prefix="spades-data-")))
    if text is None:
        storage.save(position(lambda g: g.hand.number == 3 and g.phase is Phase.DRAFT))
    else:
        storage.current_path.write_text(text, encoding="utf-8")
    return SpadesApp(None, pace=0, storage=storage)


def export_box(app: SpadesApp) -> None:
    # A fixed example path: the default one holds today's date and the home folder.
    app.push_screen(ExportScreen(Path("/home/ann/spades-2026-11-29.json")))


def ascii_app(game: Game) -> SpadesApp:
    return SpadesApp(position(lambda g: in_play(g, 2, 1)), ascii_only=True, pace=0)


async def _hand_off_armed(app, pilot) -> None:  # type: ignore[no-untyped-def]
    """The hot-seat hand-off takes Enter only after a moment on screen: wait for it."""
    for _ in range(100):
        if getattr(app.screen, "armed", True):
            return
        await pilot.pause(0.05)


async def take(shot: Shot) -> Path:
    app = shot.make()
    async with app.run_test(size=shot.size) as pilot:
        await pilot.pause()
        for widget in app.query(Input):
            widget.cursor_blink = False
        for key in shot.keys:
            await _hand_off_armed(app, pilot)
            await pilot.press(key)
        if shot.after is not None:
            shot.after(app)
            await pilot.pause()
        await pilot.pause(0.2)
        path = ROOT / f"{shot.name}.svg"
        app.save_screenshot(str(path))
    return path


def to_png(svg: Path) -> Path:
    import cairosvg

    # Renderers without Fira Code fall back to a proportional font; a monospaced one that has
    # the suit symbols keeps the columns straight.
    text = svg.read_text(encoding="utf-8")
    text = re.sub(r'"?Fira Code"?', '"DejaVu Sans Mono"', text)
    png = svg.with_suffix(".png")
    cairosvg.svg2png(bytestring=text.encode("utf-8"), write_to=str(png))
    return png


async def main() -> None:
    for shot in shots():
        svg = await take(shot)
        print(to_png(svg).relative_to(ROOT.parent))


if __name__ == "__main__":
    asyncio.run(main())
