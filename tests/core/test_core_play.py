"""The play of the tricks, and apply() refusing anything illegal without changing the state."""

from __future__ import annotations

import pytest
from core_support import (
    ScriptedChance,
    cards,
    deal,
    draft_keep_all,
    play_hand,
    refused_with,
    scripted_game,
    snapshot,
    why,
)

from spades_tui.core import (
    Bid,
    DeclareDoubleNil,
    Exchange,
    Game,
    IllegalAction,
    Keep,
    Phase,
    Play,
    Reject,
    Rules,
    parse_card,
)
from spades_tui.core import events as ev

# Seat 1 is the second player of hand 1, so it leads the first trick.
LEADER = cards("2H 3H 4D 5D 6D 7D 8D 9D TD JD QD 2S 3S")  # no clubs
OTHER = cards("AH KH QH 2C 3C 4C 5C 6C 7C 8C 9C AS KS")  # no diamonds


def play_game(seat0=OTHER, seat1=LEADER) -> Game:  # type: ignore[no-untyped-def]
    game = Game(
        rules=Rules(double_nil=False),
        seed=3,
        chance=ScriptedChance({1: deal(seat0, seat1, first=0)}),
    )
    draft_keep_all(game)
    game.apply(Bid(3))
    game.apply(Bid(3))
    assert (game.phase, game.to_act) == (Phase.PLAY, 1)
    return game


def P(code: str) -> Play:
    return Play(parse_card(code))


def legal_codes(game: Game) -> set[str]:
    return {a.card.code for a in game.legal_actions()}  # type: ignore[union-attr]


def refused(game: Game, action: object, message: str) -> None:
    before = snapshot(game)
    assert why(game, action) == message  # type: ignore[arg-type]
    with pytest.raises(IllegalAction) as info:
        game.apply(action)  # type: ignore[arg-type]
    assert info.value.refusal == game.refusal(action)  # type: ignore[arg-type]
    assert snapshot(game) == before


def test_a_trick_sequence_covering_the_play_rules() -> None:
    game = play_game()
    # Trick 1: seat 1 may not lead a spade before spades are broken.
    refused(game, P("2S"), "Spades are not broken yet")
    refused(game, P("2C"), "You do not hold 2♣")
    assert legal_codes(game) == {c.code for c in LEADER if c.suit != 0}
    game.apply(P("2H"))
    # Seat 0 holds hearts, so it must follow, and may not trump.
    refused(game, P("2C"), "You must follow ♥")
    refused(game, P("AS"), "You must follow ♥")
    assert legal_codes(game) == {"AH", "KH", "QH"}
    events = game.apply(P("QH"))
    assert ev.TrickWon(ev.PUBLIC, 0, 1, (parse_card("2H"), parse_card("QH")), 1) in events
    # The winner leads the next trick.
    assert game.to_act == 0
    # Trick 2: seat 0 leads a club; seat 1 has none, may play anything, and trumps.
    refused(game, P("AS"), "Spades are not broken yet")
    game.apply(P("2C"))
    assert legal_codes(game) == {c.code for c in LEADER if c.code != "2H"}
    assert not game.view(1).spades_broken
    events = game.apply(P("2S"))
    assert ev.SpadesBroken(ev.PUBLIC, 1) in events
    assert game.view(0).spades_broken
    assert events[-2] == ev.TrickWon(ev.PUBLIC, 1, 0, (parse_card("2C"), parse_card("2S")), 2)
    # Trick 3: spades are broken, so seat 1 may lead one; the higher spade wins.
    assert game.to_act == 1 and "3S" in legal_codes(game)
    game.apply(P("3S"))
    assert legal_codes(game) == {"AS", "KS"}
    events = game.apply(P("KS"))
    assert any(isinstance(e, ev.TrickWon) and e.winner == 0 for e in events)
    # Trick 4: a card of another suit that is not a spade never wins, however high.
    game.apply(P("3C"))
    events = game.apply(P("QD"))
    assert any(isinstance(e, ev.TrickWon) and e.winner == 0 and e.number == 4 for e in events)
    assert game.view(1).tricks_won == (3, 1)
    # A lower spade following a spade lead loses to it.
    game.apply(P("AS"))  # seat 0 leads its last spade
    assert legal_codes(game) == {c.code for c in LEADER if c.code not in ("2H", "2S", "3S", "QD")}


def test_a_lower_spade_on_a_spade_lead_loses() -> None:
    seat1 = cards("AS 2H 3H 4D 5D 6D 7D 8D 9D TD JD QD KD")
    seat0 = cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2C")
    game = play_game(seat0, seat1)
    game.apply(P("2H"))  # seat 0 cannot follow: it trumps and breaks spades
    events = game.apply(P("2S"))
    assert ev.SpadesBroken(ev.PUBLIC, 0) in events
    assert game.to_act == 0
    game.apply(P("3S"))
    game.apply(P("AS"))
    assert game.hand.tricks[1].winner == 1


def test_holding_only_spades_forces_a_spade_lead_and_breaks_spades() -> None:
    only_spades = cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")
    hearts = cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH")
    game = play_game(hearts, only_spades)
    assert legal_codes(game) == {c.code for c in only_spades}
    assert why(game, P("5S")) is None
    events = game.apply(P("5S"))
    assert ev.SpadesBroken(ev.PUBLIC, 1) in events
    assert game.view(0).spades_broken
    game.apply(P("AH"))
    assert game.hand.tricks[0].winner == 1


def test_thirteen_tricks_then_the_hand_is_scored() -> None:
    game = play_game()
    for _ in range(26):
        assert game.hand.number == 1
        game.apply(game.legal_actions()[0])
    assert game.hand.number == 2
    (result0, result1) = game.history[0]
    assert result0.tricks + result1.tricks == 13


@pytest.mark.parametrize(
    ("phase_actions", "action", "message"),
    [
        (0, Keep(), "There is no card to keep or reject now"),
        (0, Bid(3), "It is not time to bid"),
        (0, Exchange(()), "There is no exchange now"),
        (0, DeclareDoubleNil(True), "Double nil can be declared only before your first draft card"),
        (1, P("AS"), "Cards are played only after the bidding"),
        (1, Reject(), None),
        (1, Bid(3), "It is not time to bid"),
    ],
)
def test_actions_out_of_their_phase(phase_actions: int, action: object, message: str) -> None:
    if phase_actions == 0:
        game = play_game()
    else:
        game = Game(rules=Rules(double_nil=False), seed=5)
        assert game.phase is Phase.DRAFT
    assert why(game, action) == message  # type: ignore[arg-type]
    if message is not None:
        refused(game, action, message)


def test_acting_out_of_turn_is_refused() -> None:
    game = play_game()
    before = snapshot(game)
    with refused_with("not seat 0's turn"):
        game.apply(P("AH"), seat=0)
    assert snapshot(game) == before
    game.apply(P("2H"), seat=1)


def test_things_that_are_not_actions_or_cards() -> None:
    game = play_game()
    refused(game, "play AS", "'play AS' is not an action of this game")
    refused(game, Play(52), "52 is not a card")  # type: ignore[arg-type]
    refused(game, Play("2H"), "'2H' is not a card")  # type: ignore[arg-type]


def test_after_the_game_nothing_is_legal() -> None:
    game, _ = scripted_game([13], Rules(target=50))
    play_hand(game, (5, 1))
    assert game.phase is Phase.GAME_OVER and game.winner == 0
    assert list(game.legal_actions()) == []
    refused(game, Keep(), "The game is over")
    refused(game, P("AS"), "The game is over")
    assert game.view(0).legal_actions == () and not game.view(1).my_turn
