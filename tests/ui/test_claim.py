"""Claim the rest: offered only when the claimer's own view proves every trick left, whatever
the hidden hand holds, and then played out at once."""

from __future__ import annotations

import random
from functools import cache
from itertools import islice

from textual.widgets import Footer
from ui_helpers import position, screen_text, toast_words, wait_until

from spades_tui.claim import claim_line, sure_plan
from spades_tui.core.game import Game, Phase
from spades_tui.core.view import PlayerView
from spades_tui.engine import PlayState, mask_of, trick_solver
from spades_tui.settings import Settings, SettingsFile
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.screens.scores import HandOverScreen
from spades_tui.ui.setup import HUMAN


def claimable(seed: int) -> Game | None:
    """The first moment of a seeded game where Ann (seat 0), to play, may claim."""
    game = position(
        seed,
        stop=lambda g: g.phase is Phase.PLAY and g.to_act == 0 and claim_line(g, 0) is not None,
    )
    return game if game.phase is Phase.PLAY else None


@cache
def claimable_seeds(count: int = 12) -> tuple[int, ...]:
    # Stops at the count: the seeds after it would each be played through for nothing.
    return tuple(islice((s for s in range(200) if claimable(s) is not None), count))


@cache
def roomy_claimable_seed() -> int:
    """A seed whose first claim has two tricks or more to take (most come at the last one)."""
    return next(s for s in claimable_seeds() if _cards_at_claim(s) >= 2)


@cache
def last_trick_claimable_seed() -> int:
    """A seed whose first claim comes with one card left to Ann."""
    return next(s for s in claimable_seeds() if _cards_at_claim(s) == 1)


def _cards_at_claim(seed: int) -> int:
    game = claimable(seed)
    return 0 if game is None else len(game.hand.hands[0])


def unseen_by(view: PlayerView) -> list[int]:
    seen = set(view.hand) | set(view.played_cards)
    seen |= {t.discarded for t in view.draft if t.discarded is not None}
    return [c for c in range(52) if c not in seen]


def winner(leader: int, led: int, other: int) -> int:
    """Seat 0 is the claimer here, seat 1 the opponent."""
    if other // 13 == led // 13:
        return leader if led > other else 1 - leader
    return 1 - leader if other < 13 else leader


def plan_always_wins(plan: list[int], mine: set[int], theirs: frozenset[int], led: int | None,
                     broken: bool) -> bool:  # fmt: skip
    """Play ``plan`` against every legal answer of a hand ``theirs``: every trick is won and
    every card of the plan is legal when played. ``led``: the opponent's card on the table."""
    if not plan:
        return True
    card, rest = plan[0], plan[1:]
    if led is not None:
        follow = {c for c in mine if c // 13 == led // 13}
        if follow and card not in follow or winner(1, led, card) != 0:
            return False
        return plan_always_wins(rest, mine - {card}, theirs, None, broken or card < 13)
    if card < 13 and not broken and any(c >= 13 for c in mine):
        return False  # a spade led before spades are broken
    answers = [c for c in theirs if c // 13 == card // 13] or list(theirs)
    return all(
        winner(0, card, answer) == 0
        and plan_always_wins(
            rest, mine - {card}, theirs - {answer}, None, broken or card < 13 or answer < 13
        )  # fmt: skip
        for answer in answers
    )


def test_a_claim_wins_every_trick_against_any_hand_the_claimer_cannot_rule_out() -> None:
    rng = random.Random(3)
    seeds = claimable_seeds()
    assert len(seeds) >= 10
    for seed in seeds:
        game = claimable(seed)
        assert game is not None
        view = game.view(0)
        plan = sure_plan(view)
        assert plan is not None
        trick = view.current_trick
        led = trick.cards[0] if trick is not None and trick.cards else None
        pool = unseen_by(view)
        worlds = [set(game.hand.hands[1])] + [
            set(rng.sample(pool, view.opponent_hand_size)) for _ in range(30)
        ]
        for world in worlds:
            assert plan_always_wins(
                plan, set(view.hand), frozenset(world), led, view.spades_broken
            ), (seed, world)


def test_the_line_plays_out_legally_and_takes_every_trick() -> None:
    for seed in claimable_seeds():
        game = claimable(seed)
        assert game is not None
        left = 13 - sum(1 for t in game.hand.tricks if t.winner is not None)
        won, number = game.hand.won[0], game.hand.number
        line = claim_line(game, 0)
        assert line is not None
        for action in line:
            game.apply(action)  # the core refuses an illegal card
        result = game.hands[number - 1].result
        assert result is not None and result[0].tricks == won + left


def test_no_claim_from_hidden_cards_that_happen_to_lie_well() -> None:
    """Positions where both hands seen together give Ann every trick, but what Ann has seen
    does not: the offer would tell her how the hidden cards lie, so none is made."""
    hidden_luck = 0
    for seed in range(60):
        game = position(
            seed,
            stop=lambda g: g.phase is Phase.PLAY and g.to_act == 0 and len(g.hand.hands[0]) <= 5,
        )
        if game.phase is not Phase.PLAY:
            continue
        hand, trick = game.hand, game.hand.tricks[-1]
        state = PlayState(mask_of(hand.hands[0]), mask_of(hand.hands[1]), trick.leader,
                          trick.cards[0] if trick.cards else -1, hand.spades_broken,
                          hand.won[0], hand.won[1])  # fmt: skip
        everything = trick_solver().solve(state) == hand.won[0] + state.tricks_left
        if everything and claim_line(game, 0) is None:
            hidden_luck += 1
    assert hidden_luck >= 3


def test_no_claim_for_the_seat_not_to_act() -> None:
    game = claimable(claimable_seeds()[0])
    assert game is not None
    assert claim_line(game, 1) is None


async def test_w_claims_the_rest_when_it_is_offered() -> None:
    game = claimable(roomy_claimable_seed())
    assert game is not None
    won, number = game.hand.won[0], game.hand.number
    left = 13 - sum(1 for t in game.hand.tricks if t.winner is not None)
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "w Claim" in screen_text(app)  # the key in the footer
        said = [n.message for n in app._notifications]
        assert said == ["Every trick left is yours: press w to claim them."]  # said once
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        # Behind the summary the table moved on: it showed the cards claimed and the prompt
        # of the trick the claim was made at.
        behind = app.flow.table.view
        assert behind is not None and not behind.hand and behind.hand_number == number + 1
        result = game.hands[number - 1].result
        assert result is not None and result[0].tricks == won + left


async def test_the_claim_notice_goes_when_the_tricks_are_played_out_instead() -> None:
    game = claimable(roomy_claimable_seed())
    assert game is not None
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_until(pilot, lambda: "claim them" in toast_words(app))
        while not isinstance(app.screen, HandOverScreen):
            await pilot.press("enter")  # each card played, none claimed
            await pilot.pause()
        # It stood over the hand's summary, where w claims nothing, for its six seconds.
        assert not any("claim" in n.message for n in app._notifications)


async def test_w_does_nothing_when_no_claim_is_proved() -> None:
    game = position(5, stop=lambda g: g.phase is Phase.PLAY and g.to_act == 0)
    assert claim_line(game, 0) is None
    applied = game.actions_applied
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.screen.query(Footer)
        assert "Claim" not in screen_text(app)
        await pilot.press("w")
        await pilot.pause()
        assert game.actions_applied == applied


async def test_with_one_card_left_no_claim_is_offered_the_card_is_all_there_is() -> None:
    # The person plays the card (the setting that plays it for them is off here).
    SettingsFile().save(Settings(play_last_card=False))
    game = claimable(last_trick_claimable_seed())
    assert game is not None and len(game.hand.hands[0]) == 1
    assert claim_line(game, 0) is not None  # a claim would be proved, but is not offered
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: app.screen is table and table.kind == "play")
        assert not app.flow.claim()
        assert "Claim" not in screen_text(app)
        assert not [n.message for n in app._notifications]  # nor said in a toast
        assert game.to_act == 0 and len(game.hand.hands[0]) == 1  # the card waits for Enter
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, HandOverScreen))
