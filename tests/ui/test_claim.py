"""Claim the rest: offered only when every trick left is proved, and then played out at once."""

from __future__ import annotations

from textual.widgets import Footer
from ui_helpers import position, screen_text

from spades_tui.claim import claim_line
from spades_tui.claim import position as solver_position
from spades_tui.core.game import Game, Phase
from spades_tui.players.fastsim import PlayState, legal_mask, play
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.setup import HUMAN


def labels(cards: list) -> list[str]:  # type: ignore[type-arg]
    return [c.label for c in cards]


def six_top_cards() -> Game:
    """Seed 36, six tricks left, Ann (seat 0) to lead holding A♣ and five spades headed by the
    ace and king against three lower spades: she takes every trick however Bob plays."""
    game = position(36, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.hands[g.to_act]) == 6)
    assert labels(game.hand.hands[0]) == ["3♠", "7♠", "10♠", "K♠", "A♠", "A♣"]
    assert labels(game.hand.hands[1]) == ["6♠", "8♠", "9♠", "4♥", "J♥", "10♣"]
    assert game.to_act == 0 and not game.hand.tricks[-1].cards
    return game


def not_quite() -> Game:
    """Seed 5, five tricks left, Ann to lead: Bob can take at least one of them."""
    game = position(
        5, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.hands[0]) == 5 and g.to_act == 0
    )
    assert game.phase is Phase.PLAY
    return game


def wins_all(state: PlayState, seat: int, target: int) -> bool:
    """Plain minimax over every legal card: can ``seat`` reach ``target`` tricks whatever
    the other seat does?"""
    if not state.tricks_left:
        return state.tricks[seat] == target
    cards = [c for c in range(52) if legal_mask(state) >> c & 1]
    results = (wins_all(play(state, c), seat, target) for c in cards)
    return any(results) if state.to_act == seat else all(results)


def test_the_claim_is_proved_and_its_line_takes_every_trick() -> None:
    game = six_top_cards()
    state = solver_position(game)
    assert wins_all(state, 0, state.tricks0 + 6)
    line = claim_line(game, 0)
    assert line is not None and len(line) == 12
    won = game.hand.won[0]
    for action in line:
        game.apply(action)  # every card of the line is legal: the core would refuse it
    assert game.hands[0].result is not None
    assert game.hands[0].result[0].tricks == won + 6


def test_no_claim_when_the_opponent_can_take_a_trick() -> None:
    game = not_quite()
    state = solver_position(game)
    assert not wins_all(state, 0, state.tricks0 + state.tricks_left)
    assert claim_line(game, 0) is None
    assert claim_line(game, 1) is None  # and never for the seat not to act


async def test_w_claims_the_rest_when_it_is_offered() -> None:
    game = six_top_cards()
    won = game.hand.won[0]
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "w Claim" in screen_text(app)  # the key in the footer
        said = [n.message for n in app._notifications]
        assert said == ["Every trick left is yours: press w to claim them."]  # said once
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        result = game.hands[0].result
        assert result is not None and result[0].tricks == won + 6


async def test_w_does_nothing_when_no_claim_is_proved() -> None:
    game = not_quite()
    applied = game.actions_applied
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.screen.query(Footer)
        assert "Claim" not in screen_text(app)
        await pilot.press("w")
        await pilot.pause()
        assert game.actions_applied == applied
