"""Deals of the opponent's hand agree with everything the seat knows, and with the truth."""

from __future__ import annotations

import random

from players_support import play_view, trick

from spades_tui.core import Game, Rules
from spades_tui.core.game import Phase
from spades_tui.engine import SUIT_MASKS, mask_of
from spades_tui.players.heuristic import HeuristicPlayer
from spades_tui.players.knowledge import read_view
from spades_tui.players.priors import draft_prior
from spades_tui.players.sampling import deal


def _positions(seed: int, blind_nil: bool):
    """(view, true opponent hand) at every card decision of one hand between rule players."""
    players = [HeuristicPlayer(), HeuristicPlayer()]
    game = Game(rules=Rules(), seed=seed)
    if blind_nil:
        game.scores[1] = 440  # seat 0 trails badly and declares a blind nil, then exchanges
    out = []
    while game.winner is None and game.hand.number == 1:
        seat = game.to_act
        view = game.view(seat)
        if view.phase is Phase.PLAY:
            out.append((view, mask_of(game.hand.hands[1 - seat])))
        game.apply(players[seat].choose(view), seat=seat)
    return out


def _check(view, truth: int, rng: random.Random) -> None:
    k = read_view(view)
    assert truth & ~k.maybe_opp == 0, "the real hand must be one the seat thinks possible"
    seen_out = mask_of(t.discarded for t in view.draft if t.discarded is not None)
    for prior in (None, draft_prior()):
        for _ in range(30):
            hand = deal(k, rng, prior)
            assert hand.bit_count() == view.opponent_hand_size
            assert hand & k.mine == 0
            assert hand & k.played == 0
            assert hand & k.opp_void_mask == 0
            # A card the seat saw discarded can be there only through the opponent's exchange.
            assert (hand & seen_out).bit_count() <= (view.exchanged[1 - view.seat] or 0)


def test_deals_are_consistent_in_real_games() -> None:
    rng = random.Random(5)
    exchanged = 0
    for seed in range(6):
        positions = _positions(seed, blind_nil=seed % 2 == 0)
        assert positions
        for view, truth in positions:
            exchanged += bool(view.exchanged[1 - view.seat])
            _check(view, truth, rng)
    assert exchanged, "the games should include an opponent's double-nil exchange"


def test_shown_voids_are_respected() -> None:
    # The opponent (seat 1) failed to follow a heart and later led a spade before spades
    # were broken by anyone else; it must now hold spades only.
    view = play_view(
        "2H 5H 9H 3D 4D 5D 6C 7C 8C 2S 4S",
        bids=(4, 5),
        tricks=[trick(0, "AH 2C", 0), trick(0, "KD 3S", 1), trick(1, "5S 6S", 0)],
        seat=0,
        broken=True,
    )
    k = read_view(view)
    assert k.opp_voids == 0b0010 | 0b0100
    rng = random.Random(1)
    for _ in range(200):
        hand = deal(k, rng, draft_prior())
        assert hand & (SUIT_MASKS[1] | SUIT_MASKS[2]) == 0


def test_spade_lead_before_break_shows_a_spade_only_hand() -> None:
    # The opponent led the king of spades before spades were broken: it held nothing else.
    view = play_view(
        "2S 4S 9S 5C",
        bids=(4, 2),
        tricks=[
            trick(0, "AH 3H", 0),
            trick(0, "AD 2D", 0),
            trick(0, "AC 2C", 0),
            trick(0, "KH 4H", 0),
            trick(0, "KD 3D", 0),
            trick(0, "KC 3C", 0),
            trick(0, "QH 5H", 0),
            trick(0, "2H 6H", 1),
            trick(1, "KS QS", 1),
            trick(1, "JS", None),
        ],
        seat=0,
    )
    k = read_view(view)
    assert k.opp_voids == 0b1110
    rng = random.Random(2)
    for _ in range(100):
        hand = deal(k, rng, draft_prior())
        assert hand.bit_count() == 3
        assert hand & ~SUIT_MASKS[0] == 0
