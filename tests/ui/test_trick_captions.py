"""Names under the cards of a trick stay apart, however long they are."""

from __future__ import annotations

from spades_tui.ui.widgets.trick import Slot, TrickView


def test_long_names_are_cut_with_a_mark_and_a_gap_between_them() -> None:
    view = TrickView()
    view.show([Slot(12, "heuristic (1)", "led"), Slot(25, "heuristic (2)")])
    caption_row = view.render().plain.splitlines()[5]
    names = caption_row.split()
    assert names == ["heuristic…", "heuristic…"]
    assert "heuristic (heuristic" not in caption_row


def test_short_names_are_left_whole() -> None:
    view = TrickView()
    view.show([Slot(12, "Ann"), Slot(25, "Bob")])
    assert view.render().plain.splitlines()[5].split() == ["Ann", "Bob"]


async def test_each_card_of_a_trick_lies_in_its_players_place_whoever_led() -> None:
    from ui_helpers import SIZE, app_for, position

    from spades_tui.core.game import Phase
    from spades_tui.ui.screens.table import TableScreen

    def placed(lead_by_person: bool) -> list[Slot]:
        def stop(g) -> bool:  # type: ignore[no-untyped-def]
            trick = g.hand.tricks[-1] if g.phase is Phase.PLAY and g.hand.tricks else None
            return (
                trick is not None
                and len(trick.cards) == 1
                and (trick.leader == 0) == lead_by_person
            )

        return stop

    for lead_by_person in (True, False):
        game = position(5, stop=placed(lead_by_person))
        app = app_for(game, ("human", "random"), pace=30)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            table = app.screen
            assert isinstance(table, TableScreen)
            slots = table._trick_slots(table.view)  # type: ignore[arg-type]
            # The opponent's place on the left, the person's on the right, the lead marked.
            assert [slot.caption for slot in slots] == [game.players[1].name, "you"]
            led = slots[1] if lead_by_person else slots[0]
            assert "led" in led.note and led.card is not None
            empty = slots[0] if lead_by_person else slots[1]
            assert empty.card is None
