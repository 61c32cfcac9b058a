"""Keys and clicks at the table: what the Footer offers, card codes, bids, refusals."""

from __future__ import annotations

from ui_helpers import SIZE, app_for, position, screen_text

from spades_tui.core.cards import CARDS
from spades_tui.core.game import Game, Phase
from spades_tui.ui.screens.table_advice import starting_bid
from spades_tui.ui.widgets.choices import ChoiceRow
from spades_tui.ui.widgets.hand import HandRow


async def footer(pilot) -> str:
    await pilot.pause()  # the Footer redraws after the bindings change
    return screen_text(pilot.app).splitlines()[-1]


def in_play(game: Game, tricks: int, cards: int) -> bool:
    if game.phase is not Phase.PLAY:
        return False
    done = sum(1 for t in game.hand.tricks if t.winner is not None)
    return done == tricks and len(game.hand.tricks[-1].cards) == cards


def following() -> Game:
    """Ann must follow a lead and holds cards she may not play."""
    return position(5, stop=lambda g: in_play(g, 2, 1))


def legal_and_illegal(game: Game) -> tuple[list[int], list[int]]:
    view = game.view(game.to_act)
    legal = [a.card for a in view.legal_actions]
    return legal, [c for c in view.hand if c not in legal]


async def test_footer_lists_only_the_keys_of_the_current_decision() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 4)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        assert "I am ready" in await footer(pilot)
        await pilot.press("enter")
        keys = await footer(pilot)
        assert "Keep" in keys and "Reject" in keys
        for absent in ("Nil", "Mark", "Last trick", "Pause", "Double nil"):
            assert absent not in keys
        for _ in range(2 * 13):
            await pilot.press("k", "enter")
            if app.game.phase is Phase.BIDDING:
                break
        await pilot.press("enter")  # the hand-off, if the bidder changed
        keys = await footer(pilot)
        assert app.game.phase is Phase.BIDDING
        assert "Nil" in keys and "More/less" in keys
        assert "Keep" not in keys


async def test_nil_key_is_gone_when_the_nil_rule_is_off() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING, nil=False)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        assert "Nil" not in await footer(pilot)
        before = app.game.actions_applied
        await pilot.press("0")
        assert "lowest bid is 1" in screen_text(app)
        start, _ = starting_bid(app.game.view(app.game.to_act))
        await pilot.press("n", "enter")
        assert app.game.actions_applied == before + 1
        # n did nothing: the bid was still the one the picker started at.
        assert app.game.hand.bids[-1].bid == start


async def test_a_bid_typed_after_a_refused_one_takes_the_refusal_away() -> None:
    """ "Nil is off in these rules" stood under the picker after a good bid was typed."""
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING, nil=False)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.press("0")
        assert "lowest bid is 1" in screen_text(app)
        await pilot.press("4")
        await pilot.pause()
        assert "lowest bid is 1" not in screen_text(app)


async def test_typed_digits_make_a_two_digit_bid() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        bidder = game.to_act
        await pilot.press("enter", "1", "2", "enter")
        assert game.hand.bid[bidder] == 12


async def test_illegal_card_is_refused_with_the_cores_reason() -> None:
    game = following()
    _, illegal = legal_and_illegal(game)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", *CARDS[illegal[0]].code.lower())
        before = game.actions_applied
        await pilot.press("enter")
        assert game.actions_applied == before
        lead_suit = "♠♥♦♣"[game.hand.tricks[-1].cards[0] // 13]
        assert f"You must follow {lead_suit}" in screen_text(app)


async def test_typed_card_code_plays_that_card_and_ten_has_two_spellings() -> None:
    game = following()
    legal, _ = legal_and_illegal(game)
    card = CARDS[legal[-1]]
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", *card.code.lower().replace("t", "10"))
        assert card in game.view(0).played_cards


async def test_card_codes_typed_in_capitals_play_the_same_card() -> None:
    game = following()
    legal, _ = legal_and_illegal(game)
    card = CARDS[legal[0]]
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", *card.code.upper().replace("T", "10"))
        assert card in game.view(0).played_cards


async def test_unheld_card_code_is_explained() -> None:
    game = following()
    seat = game.to_act
    missing = next(c for c in CARDS if c not in game.view(seat).hand)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        before = game.actions_applied
        await pilot.press("enter", *missing.code.lower())
        assert f"You do not hold {missing.label}" in screen_text(app)
        assert game.actions_applied == before


async def test_a_new_code_takes_the_line_from_the_last_ones_refusal() -> None:
    """After "You do not hold Q♥", a rank typed for the next try was not shown: the refusal
    kept the line, as if it were about the new code."""
    game = following()
    seat = game.to_act
    missing = next(c for c in CARDS if c not in game.view(seat).hand)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", *missing.code.lower())
        assert f"You do not hold {missing.label}" in screen_text(app)
        await pilot.press("1")
        await pilot.pause()
        text = screen_text(app)
        assert "Typed 1… now 0 for a ten; Esc clears." in text
        assert "You do not hold" not in text


async def test_clicking_a_card_plays_it() -> None:
    game = following()
    legal, _ = legal_and_illegal(game)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        row = app.screen.query_one("#hand", HandRow)
        index = row.cards.index(legal[0])
        await pilot.click("#hand", offset=(row.x_of(index), 2))
        await pilot.pause()
        assert legal[0] in game.view(0).played_cards


async def test_clicking_a_choice_takes_it() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.DRAFT)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.click(ChoiceRow, offset=(12, 0))  # "[ Reject ]"
        await pilot.pause()
        assert game.hand.draft[-1].rejected


async def test_exchange_marks_up_to_the_limit_then_confirms() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.EXCHANGE, declare=(True, False))
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        for _ in range(4):
            await pilot.press("space", "right")
        assert "at most 3 cards" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        entry = game.hand.exchange[0]
        assert len(entry.gave) == 3
        text = screen_text(app)
        assert "got back" in text
        assert all(CARDS[c].label in text for c in entry.got)
        # The result shows before any hand-off to the other player, over the hand as it is
        # now: the cards got back in it, those given away gone.
        assert app.screen_stack[-2] is app.table
        behind = set(app.table.cards)
        assert set(entry.got) <= behind and not set(entry.gave) & behind
        await pilot.press("enter")
        assert "Pass to Bob" in screen_text(app)


async def test_last_trick_and_history_keys() -> None:
    game = position(5, stop=lambda g: g.hand.number == 2 and in_play(g, 1, 0))
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "L")
        trick = game.hand.played[-1]
        text = screen_text(app)
        assert "Trick 1" in text
        assert all(CARDS[c].label in text for c in trick.cards)
        await pilot.press("escape", "s")
        assert "Hand history" in screen_text(app)


async def test_ascii_mode_shows_no_suit_symbols() -> None:
    game = following()
    _, illegal = legal_and_illegal(game)
    app = app_for(game)
    app.ascii_only = True
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", *CARDS[illegal[0]].code.lower())
        text = screen_text(app)
        assert "You must follow" in text
        assert not set("♠♥♦♣") & set(text)
        assert CARDS[illegal[0]].ascii_label in text


async def test_history_key_in_the_first_hand_says_no_hand_is_scored_yet() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    assert not game.history
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "s")
        text = screen_text(app)
        assert "Hand history" in text
        assert "No hand has been scored yet" in text
        await pilot.press("escape")
        assert app.screen is app.table
        # Offered in the Footer only once there is a hand to show.
        assert "Scores" not in await footer(pilot)
