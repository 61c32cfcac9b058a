"""Watching at 80x24, both hands are seen whole: every card's top and bottom edge is on the
screen, none under the Footer or the side panel, from the draft to the last trick."""

from __future__ import annotations

import pytest
from ui_helpers import SIZE, app_for, position, screen_text, wait_until

from spades_tui.core.game import Game, Phase
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.widgets.hand import HandRow


def tricks_done(game: Game) -> int:
    return sum(1 for t in game.hand.tricks if t.winner is not None)


def in_play(tricks: int, cards: int):  # type: ignore[no-untyped-def]
    def stop(game: Game) -> bool:
        return (
            game.phase is Phase.PLAY
            and tricks_done(game) == tricks
            and len(game.hand.tricks[-1].cards) == cards
        )

    return stop


MOMENTS = {
    "draft": lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 14,
    "bidding": lambda g: g.phase is Phase.BIDDING,
    "first lead": in_play(0, 0),
    "mid-trick": in_play(4, 1),
    "trick 12": in_play(11, 1),
}


def watching(app: object) -> bool:
    screen = getattr(app, "screen", None)
    return isinstance(screen, TableScreen) and screen.watching and screen.watch_views is not None


def whole_cards(lines: list[str], row: HandRow) -> tuple[int, int]:
    """How many top-left and bottom-left card corners the screen shows for ``row``."""
    region = row.region
    top = region.y + row.lift
    bottom = top + row.shape.height - 1
    columns = slice(region.x, region.right)
    return lines[top][columns].count("╭"), lines[bottom][columns].count("╰")


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("language", ["en", "hu"])
async def test_both_hands_are_whole_at_80x24(moment: str, language: str) -> None:
    from spades_tui import i18n

    app = app_for(position(5, stop=MOMENTS[moment]), ("random", "random"), pace=60)
    i18n.use(language)
    try:
        async with app.run_test(size=SIZE) as pilot:
            await wait_until(pilot, lambda: watching(app))
            await pilot.press("p")  # paused: the picture holds still
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            if moment == "mid-trick":
                views = table.watch_views
                assert views is not None
                table.show_trick_end(views[app.game.to_act], [], "")
                await pilot.pause()
            lines = screen_text(app).splitlines()
            footer = app.screen.query_one("Footer").region
            side = table.query_one("#side").region
            for name in ("#hand", "#top-hand"):
                row = table.query_one(name, HandRow)
                cards = len(row.cards)
                assert cards, name
                assert row.region.bottom <= footer.y, f"{name} runs under the Footer"
                assert whole_cards(lines, row) == (cards, cards), (name, "\n".join(lines))
            top = table.query_one("#top-hand", HandRow).region
            assert top.right <= side.x, "the opponent's cards run under the side panel"
    finally:
        i18n.use("en")
