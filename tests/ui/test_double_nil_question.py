"""The double-nil question follows the setting: always, only when behind, or never."""

from __future__ import annotations

from ui_helpers import SIZE, app_for, position

from spades_tui.core.game import Phase
from spades_tui.settings import Settings, SettingsFile
from spades_tui.ui.screens.table import TableScreen


def _offer(behind: bool):  # type: ignore[no-untyped-def]
    """A game at the second hand's double-nil offer, its chooser behind (or not) on points."""
    for seed in range(1, 40):
        game = position(seed, stop=lambda g: g.phase is Phase.DOUBLE_NIL and g.hand.number == 2)
        seat = game.to_act
        if game.phase is Phase.DOUBLE_NIL and (game.scores[seat] < game.scores[1 - seat]) == behind:
            return game
    raise AssertionError("no seeded game gives this score order")


async def _first_screen_kind(setting: str, behind: bool) -> tuple[str | None, bool | None]:
    SettingsFile().save(Settings(double_nil_question=setting))
    game = _offer(behind)
    seat = game.to_act
    app = app_for(game, ("human", "human"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # past the hand-off
        await pilot.pause()
        table = app.screen
        kind = table.kind if isinstance(table, TableScreen) else None
        return kind, app.game.hand.double_nil[seat]  # type: ignore[union-attr]


async def test_always_asks() -> None:
    kind, answered = await _first_screen_kind("always", behind=False)
    assert kind == "double_nil" and answered is None


async def test_never_declines_for_the_person_without_asking() -> None:
    kind, answered = await _first_screen_kind("never", behind=False)
    assert kind != "double_nil" and answered is False


async def test_when_behind_asks_only_a_person_who_is_behind() -> None:
    kind, answered = await _first_screen_kind("when_behind", behind=False)
    assert kind != "double_nil" and answered is False


async def test_when_behind_asks_a_person_who_is_behind() -> None:
    kind, answered = await _first_screen_kind("when_behind", behind=True)
    assert kind == "double_nil" and answered is None
