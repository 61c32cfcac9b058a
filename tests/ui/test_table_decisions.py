"""The table's help with decisions: nil safety, the first bid, the double-nil check, hints."""

from __future__ import annotations

from pathlib import Path

from ui_helpers import SIZE, app_for, position, screen_text

from spades_tui.core.actions import BIDS, PLAYS
from spades_tui.core.cards import CARDS
from spades_tui.core.game import Game, Phase
from spades_tui.players.valuation import appraise_view
from spades_tui.ui import app as app_module
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.hints import play_reason
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN
from spades_tui.ui.widgets.hand import HandRow


def beating(led: int, legal: list[int]) -> list[int]:
    """The cards of ``legal`` that beat ``led``: a higher card of its suit, or a spade on
    another suit (the trick's rule, written out here so the test does not lean on it)."""
    return [c for c in legal if (c // 13 == led // 13 and c > led) or (c < 13 and led >= 13)]


def _answer(game: Game) -> tuple[list[int], set[int]]:
    """The seat to act's playable cards, and those of them that beat the lead."""
    legal = [a.card for a in game.view(game.to_act).legal_actions]
    return legal, set(beating(game.hand.tricks[-1].cards[0], legal))


def nil_follow_with_a_choice(game: Game) -> bool:
    """The seat to act, with no trick taken yet, answers a lead holding winners and duckers."""
    if game.phase is not Phase.PLAY or len(game.hand.tricks[-1].cards) != 1:
        return False
    view = game.view(game.to_act)
    if view.tricks_won[game.to_act]:
        return False
    led = game.hand.tricks[-1].cards[0]
    legal = [a.card for a in view.legal_actions]
    beats = beating(led, legal)
    return 0 < len(beats) < len(legal)


async def _past_the_hand_off(pilot) -> tuple[TableScreen, HandRow]:  # type: ignore[no-untyped-def]
    """The table and the hand in it, once Enter has passed the hand-off."""
    await pilot.press("enter")
    table = pilot.app.screen
    assert isinstance(table, TableScreen)
    return table, table.query_one("#hand", HandRow)


async def test_nil_cursor_starts_on_the_lowest_ducking_card_and_winners_are_marked() -> None:
    game = position(5, stop=nil_follow_with_a_choice, bid=0)
    seat = game.to_act
    view = game.view(seat)
    assert view.bids[seat] == 0
    legal, beats = _answer(game)
    lowest_duck = min((c for c in legal if c not in beats), key=lambda c: c % 13)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        table, hand = await _past_the_hand_off(pilot)
        assert hand.cards[table.cursor] == lowest_duck
        assert hand.danger == beats
        assert "would win this trick" in screen_text(app)
        await pilot.press("enter")
        assert lowest_duck in game.view(0).played_cards


def nil_lost_and_following(game: Game) -> bool:
    """The seat to act bid nil, has already taken a trick, and answers a lead."""
    if game.phase is not Phase.PLAY or len(game.hand.tricks[-1].cards) != 1:
        return False
    return game.view(game.to_act).tricks_won[game.to_act] > 0


async def test_once_the_nil_is_lost_no_card_is_marked_and_hints_stop_guarding_it() -> None:
    game = position(5, stop=nil_lost_and_following, bid=0)
    seat = game.to_act
    view = game.view(seat)
    assert view.bids[seat] == 0 and view.tricks_won[seat] > 0
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        _table, hand = await _past_the_hand_off(pilot)
        assert hand.danger == set()
        assert "mind your nil" not in screen_text(app)
    for action in view.legal_actions:
        assert "your nil" not in play_reason(view, action.card)


async def test_without_nil_no_card_is_marked_and_the_cursor_is_on_a_playable_card() -> None:
    game = position(5, stop=nil_follow_with_a_choice, bid=3)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        table, hand = await _past_the_hand_off(pilot)
        legal = {a.card for a in game.view(game.to_act).legal_actions}
        assert not hand.danger and hand.cards[table.cursor] in legal
        assert "would win this trick" not in screen_text(app)


def answer_that_cannot_win(game: Game) -> bool:
    """The seat to act answers a lead that none of its playable cards beats, holding two or
    more of them (the king under the ace of the tester's report)."""
    if game.phase is not Phase.PLAY or len(game.hand.tricks[-1].cards) != 1:
        return False
    led = game.hand.tricks[-1].cards[0]
    legal = [a.card for a in game.view(game.to_act).legal_actions]
    beats = beating(led, legal)
    return not beats and len(legal) > 1


def answer_with_the_bid_made(game: Game) -> bool:
    """The seat to act has made its bid, and answers a lead it could win or let go."""
    if game.phase is not Phase.PLAY or len(game.hand.tricks[-1].cards) != 1:
        return False
    seat = game.to_act
    view = game.view(seat)
    if view.bids[seat] is None or view.tricks_won[seat] < view.bids[seat]:
        return False
    led = game.hand.tricks[-1].cards[0]
    legal = [a.card for a in view.legal_actions]
    beats = beating(led, legal)
    return 0 < len(beats) < len(legal)


async def test_answering_the_cursor_starts_on_the_cheapest_winner_while_the_bid_needs_tricks() -> (
    None
):
    game = position(5, stop=nil_follow_with_a_choice, bid=3)
    view = game.view(game.to_act)
    assert view.tricks_won[game.to_act] < 3  # the bid still needs tricks
    _legal, beats = _answer(game)
    cheapest = min(beats, key=lambda c: (c % 13, c < 13))
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        table, hand = await _past_the_hand_off(pilot)
        assert hand.cards[table.cursor] == cheapest


async def test_answering_the_cursor_starts_on_the_lowest_card_that_lets_the_trick_go() -> None:
    # When nothing wins (the king under the ace of the tester's report), and once the bid
    # is made (an overtrick is a bag).
    for stop in (answer_that_cannot_win, answer_with_the_bid_made):
        game = position(5, stop=stop, bid=1)
        legal, beats = _answer(game)
        lowest_duck = min((c for c in legal if c not in beats), key=lambda c: (c % 13, c < 13))
        app = app_for(game)
        async with app.run_test(size=SIZE) as pilot:
            table, hand = await _past_the_hand_off(pilot)
            assert hand.cards[table.cursor] == lowest_duck, stop.__name__
            assert not hand.danger  # no nil to guard: nothing is marked


async def test_bid_starts_at_the_valuations_bid_and_says_how_to_bid_nil() -> None:
    game = position(6, stop=lambda g: g.phase is Phase.BIDDING)
    view = game.view(game.to_act)
    expected = max(1, appraise_view(view).bid)  # never nil: that is chosen on purpose
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        assert app.screen.bid == expected
        assert "n then Enter for nil" in screen_text(app)
        bidder = game.to_act
        await pilot.press("enter")
        assert game.hand.bid[bidder] == expected


async def test_double_nil_needs_a_second_press_and_esc_steps_back() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.DOUBLE_NIL)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "y")
        assert game.actions_applied == 0
        assert "for sure" in screen_text(app)
        await pilot.press("escape")
        assert "for sure" not in screen_text(app)
        await pilot.press("y", "y")
        await pilot.pause()
        assert game.hand.double_nil[0] is True


async def test_hint_moves_the_cursor_and_clears_on_the_next_decision() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.tricks[-1].cards) == 1)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen)
        legal = [a.card for a in game.view(game.to_act).legal_actions]
        target = legal[-1]
        table.cursor = table.cards.index(legal[0])
        table.show_hint(PLAYS[target], f"The normal player would play {CARDS[target].label}.")
        await pilot.pause()
        assert table.cards[table.cursor] == target
        assert f"The normal player would play {CARDS[target].label}." in screen_text(app)
        await pilot.press("enter")  # plays the hinted card; the next decision comes
        await pilot.pause()
        assert target in game.view(0).played_cards
        assert "Hint:" not in screen_text(app)


async def test_hint_clears_when_the_table_is_handed_off() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.screen
        table.show_hint(BIDS[7], "The normal player would bid 7.")
        await pilot.pause()
        assert table.bid == 7 and "would bid 7" in screen_text(app)
        table.watch_public(game.view(game.to_act), [])
        await pilot.pause()
        assert "would bid 7" not in screen_text(app)


async def test_a_finished_trick_waits_for_any_key_then_posts_trick_seen() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.played) == 3)
    seen: list[TableScreen.TrickSeen] = []

    class Recording(SpadesApp):
        CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))

        def on_table_screen_trick_seen(self, message: TableScreen.TrickSeen) -> None:
            seen.append(message)

    app = Recording(game, (HUMAN, HUMAN), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen)
        view = game.view(game.to_act)
        table.show_trick_end(view, [], "")
        await pilot.pause()
        text = screen_text(app)
        assert "Any key to go on" in text and "wins" in text
        before = game.actions_applied
        await pilot.press("x")
        await pilot.pause()
        assert len(seen) == 1 and not table.trick_end
        assert game.actions_applied == before  # the key did nothing else
