"""Helpers for the core tests: exact deals, scripted chance, driving hands, comparing states.

A stock is built so that keeping every drawn card gives each seat exactly the cards a test
names: on draft turn k the drawer keeps stock card 2k and discards 2k+1 (rules.md, "The
draft"), and turns alternate first player, second player.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager

import pytest

from spades_tui.core import Game, IllegalAction, Rules
from spades_tui.core.actions import Bid, DeclareDoubleNil, Exchange, Keep
from spades_tui.core.cards import CARDS, Card, parse_card
from spades_tui.core.chance import SeededChance
from spades_tui.core.game import Phase
from spades_tui.core.record import dumps
from spades_tui.words.refusals import refusal_text


def cards(text: str) -> list[Card]:
    """``"AS TH 2C"`` -> the three cards."""
    return [parse_card(code) for code in text.split()]


class ScriptedChance:
    """Chosen stocks (by hand number) and exchange draws (by hand and seat); else a seed."""

    def __init__(
        self,
        stocks: dict[int, list[Card]] | None = None,
        draws: dict[tuple[int, int], list[Card]] | None = None,
        seed: int = 0,
    ) -> None:
        self.stocks = dict(stocks or {})
        self.draws = dict(draws or {})
        self.fallback = SeededChance(seed)
        self.draw_calls: list[tuple[int, int, tuple[Card, ...], int]] = []

    def stock(self, hand: int) -> list[Card]:
        if hand in self.stocks:
            return list(self.stocks[hand])
        return self.fallback.stock(hand)

    def exchange_draw(
        self, hand: int, seat: int, discards: Sequence[Card], count: int
    ) -> list[Card]:
        self.draw_calls.append((hand, seat, tuple(discards), count))
        if (hand, seat) in self.draws:
            return list(self.draws[(hand, seat)])
        return self.fallback.exchange_draw(hand, seat, discards, count)


def stock_for(
    first_cards: Sequence[Card],
    second_cards: Sequence[Card],
    discards: Sequence[Card] | None = None,
) -> list[Card]:
    """A stock from which keeping every card gives the two players exactly these cards."""
    assert len(first_cards) == 13 and len(second_cards) == 13
    taken = set(first_cards) | set(second_cards)
    assert len(taken) == 26, "the two hands overlap"
    rest = list(discards) if discards is not None else [c for c in CARDS if c not in taken]
    assert len(rest) == 26 and not taken & set(rest)
    stock: list[Card] = []
    for i in range(13):
        stock += [first_cards[i], rest[2 * i], second_cards[i], rest[2 * i + 1]]
    assert sorted(stock) == list(CARDS)
    return stock


def deal(seat0: Sequence[Card], seat1: Sequence[Card], first: int = 0) -> list[Card]:
    """The stock giving seat 0 and seat 1 these cards when every drawn card is kept."""
    by_seat = (seat0, seat1)
    return stock_for(by_seat[first], by_seat[1 - first])


def split_deal(tricks0: int) -> tuple[list[Card], list[Card]]:
    """Hands with which seat 0 wins exactly ``tricks0`` tricks however they are played.

    No spades are dealt. Both seats hold as many cards of each suit, and in every suit one
    seat (its "owner") holds only higher cards than the other. Each lead can then be followed
    (the counts stay equal), so every trick goes to the owner of the suit led.
    """
    assert 0 <= tricks0 <= 13
    # (suit, count per seat, owner): suits 1, 2, 3 are hearts, diamonds, clubs.
    if tricks0 == 0:
        plan = [(1, 6, 1), (2, 6, 1), (3, 1, 1)]
    elif tricks0 == 13:
        plan = [(1, 6, 0), (2, 6, 0), (3, 1, 0)]
    elif tricks0 <= 6:
        plan = [(1, tricks0, 0), (2, 6, 1), (3, 7 - tricks0, 1)]
    else:
        plan = [(1, 6, 0), (2, tricks0 - 6, 0), (3, 13 - tricks0, 1)]
    hands: tuple[list[Card], list[Card]] = ([], [])
    for suit, count, owner in plan:
        high = [CARDS[suit * 13 + 12 - i] for i in range(count)]
        low = [CARDS[suit * 13 + i] for i in range(count)]
        hands[owner].extend(high)
        hands[1 - owner].extend(low)
    assert len(hands[0]) == len(hands[1]) == 13
    return hands


def draft_keep_all(game: Game, declare: tuple[bool, bool] = (False, False)) -> None:
    """Answer the double-nil offers as given and keep every drawn card to the end of the draft."""
    while game.phase in (Phase.DOUBLE_NIL, Phase.DRAFT):
        if game.phase is Phase.DOUBLE_NIL:
            game.apply(DeclareDoubleNil(declare[game.to_act]))
        else:
            game.apply(Keep())


def first_legal_play_out(game: Game) -> None:
    """Play the first legal card until the current hand is scored."""
    hand = game.hand
    while game.hand is hand and game.phase is Phase.PLAY:
        game.apply(game.legal_actions()[0])


def play_hand(
    game: Game,
    bids: tuple[int, int],
    declare: tuple[bool, bool] = (False, False),
) -> None:
    """Play one whole hand already dealt by the game's chance: keep every card, exchange
    nothing, bid ``bids`` (a double-nil seat's bid is fixed), play the first legal card."""
    hand = game.hand
    draft_keep_all(game, declare)
    while game.phase is Phase.EXCHANGE:
        game.apply(Exchange(()))
    while game.phase is Phase.BIDDING:
        game.apply(Bid(bids[game.to_act]))
    first_legal_play_out(game)
    assert game.hand is not hand or game.phase is Phase.GAME_OVER


def scripted_game(
    tricks0: Iterable[int], rules: Rules | None = None, seed: int = 0
) -> tuple[Game, ScriptedChance]:
    """A game whose hand n is dealt so that seat 0 wins the n-th number of ``tricks0``."""
    stocks = {}
    for n, t in enumerate(tricks0, start=1):
        seat0, seat1 = split_deal(t)
        stocks[n] = deal(seat0, seat1, first=(n - 1) % 2)
    chance = ScriptedChance(stocks, seed=seed)
    return Game(rules=rules, seed=seed, chance=chance), chance


def view_key(game: Game, seat: int) -> tuple[object, ...]:
    """A view as comparable plain data (the exchange choices compared by content)."""
    v = game.view(seat)
    fields = [getattr(v, name) for name in v._fields if name != "legal_actions"]
    return (*fields, tuple(v.legal_actions))


def snapshot(game: Game) -> tuple[object, ...]:
    """Everything observable about a game: its record, both views, phase and seat to act."""
    return (dumps(game), view_key(game, 0), view_key(game, 1), game.phase, game.to_act)


def step_rng(seed: int, game: Game) -> random.Random:
    """A random source fixed by the seed and the number of actions so far, so that a game
    and its resumed copy make the same choices from the same position."""
    return random.Random(f"{seed}:{game.actions_applied}")


def random_action(game: Game, seed: int, bid_low: bool = False):  # type: ignore[no-untyped-def]
    legal = game.legal_actions()
    rng = step_rng(seed, game)
    if bid_low and game.phase is Phase.BIDDING:
        # Mostly modest bids, so that some games reach the target.
        choices = [a for a in legal if isinstance(a, Bid) and a.tricks <= 5]
        return rng.choice(choices or list(legal))
    return legal[rng.randrange(len(legal))]


def play_random(game: Game, seed: int, max_actions: int = 100_000, bid_low: bool = True) -> Game:
    n = 0
    while game.phase is not Phase.GAME_OVER and n < max_actions:
        game.apply(random_action(game, seed, bid_low))
        n += 1
    return game


def why(game: Game, action: object) -> str | None:
    """None if ``action`` is legal now, else the core's refusal in the words a player reads."""
    refusal = game.refusal(action)  # type: ignore[arg-type]
    return None if refusal is None else refusal_text(refusal)


@contextmanager
def refused_with(fragment: str) -> Iterator[None]:
    """The block raises ``IllegalAction``, and the words for why contain ``fragment``."""
    with pytest.raises(IllegalAction) as info:
        yield
    refusal = info.value.refusal
    words = str(info.value) if refusal is None else refusal_text(refusal)
    assert fragment in words, words
