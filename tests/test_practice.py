"""Play it again: the practice game deals the same stock, keeps roles, and is counted apart."""

from __future__ import annotations

from datetime import datetime

from spades_tui.core import Rules
from spades_tui.core.game import PlayerInfo
from spades_tui.core.record import dumps, loads
from spades_tui.history import FINISHED, HistoryEntry
from spades_tui.practice import practice_game
from spades_tui.simulate import play_game
from spades_tui.stats import tally
from spades_tui.storage import Storage


def _source():
    # Quick levels: what is checked is the hand dealt again, not how well it was played.
    return play_game(["heuristic", "random"], Rules(), 5, 3)


def _before(game, number: int) -> int:
    """How many decisions the hands before hand ``number`` took."""
    from spades_tui.core.replay import replay

    return sum(1 for step in replay(game) if step.game.hand.number < number)


def test_a_hand_played_again_is_dealt_its_stock_at_the_scores_it_was_dealt_at() -> None:
    """Hand 2 used to be dealt as the first hand of a game at 0 to 0: a bid that would have
    reached the target was not the bid it had been."""
    from spades_tui.core.replay import position

    game = _source()
    for number in (1, 2):
        practice = practice_game(game, number)
        before = _before(game, number)
        assert practice.hands[number - 1].stock == game.hands[number - 1].stock
        assert practice.hand.number == number and practice.players == game.players
        assert (practice.practice, practice.practice_from) == (number, before)
        assert practice.seed is None
        # Each seat sees the table as it stood when the hand was dealt, scores included.
        there = position(game, before)
        assert [practice.view(s) for s in (0, 1)] == [there.view(s) for s in (0, 1)]
    assert practice_game(game, 2).view(0).scores == position(game, _before(game, 2)).view(0).scores


def test_an_exchange_still_to_come_draws_afresh_not_the_cards_drawn_then() -> None:
    """The cards an exchange drew were recorded from the draft as it went; the practice
    draft may go otherwise, and the same cards may be in a hand by then."""
    from spades_tui.core.actions import DECLARE, DECLINE, DeclareDoubleNil, Exchange

    for seed in range(1, 60):
        game = play_game(["random", "random"], Rules(), seed, 3)
        swapped = [h.number for h in game.hands if h.exchange]
        if swapped:
            break
    else:
        raise AssertionError("no game with an exchange")
    number = swapped[0]
    declared = game.hands[number - 1].double_nil
    practice = practice_game(game, number)
    assert all(hand < number for hand, _seat in practice.chance.draws)
    # Played on to the end of the hand with the same double nils but another draft (always
    # the last choice offered), every exchange draws only cards nobody holds.
    exchanged = 0
    while practice.hand.number == number and practice.winner is None:
        seat = practice.to_act
        action = practice.legal_actions()[-1]
        if isinstance(action, DeclareDoubleNil):
            action = DECLARE if declared[seat] else DECLINE
        practice.apply(action)
        if isinstance(action, Exchange):
            exchanged += 1
            hands = practice.hand.hands
            assert [len(set(cards)) for cards in hands] == [13, 13]
            assert not set(hands[0]) & set(hands[1])
    assert exchanged


def test_the_record_says_practice_and_older_records_still_load() -> None:
    practice = practice_game(_source(), 2)
    again = loads(dumps(practice))
    assert again.practice == 2
    plain = dumps(_source())
    assert '"practice"' not in plain and loads(plain).practice is None


def test_statistics_count_practice_games_in_their_own_row(tmp_path) -> None:
    tmp = tmp_path / "game.json"
    game = play_game(["heuristic", "random"], Rules(target=100), 3, 40)
    practice = play_game(["heuristic", "random"], Rules(target=100), 4, 40)
    practice.practice = 1
    for g in (game, practice):
        info = g.players[0].__class__
        g.players = (info("Ann", "human"), info("normal (2)", "ai:normal"))
    when = datetime(2026, 1, 1)
    entries = [HistoryEntry(path=tmp, status=FINISHED, when=when, game=g) for g in (game, practice)]
    rows = tally(entries)
    assert [(r.label, r.games, r.practice) for r in rows] == [
        ("vs normal", 1, False),
        ("vs normal (practice)", 1, True),
    ]


def test_a_practice_game_is_saved_apart_from_the_game_to_continue(tmp_path) -> None:
    storage = Storage(tmp_path)
    source = play_game(["heuristic", "random"], Rules(), 5, 2)
    # A person's game (two computers' is saved apart, as a watch).
    source.players = (PlayerInfo("Kim"), source.players[1])
    storage.save(source)
    practice = practice_game(source, 1)
    assert storage.shelve_unfinished(practice=True) is None  # no practice game before
    storage.save(practice)
    assert loads(storage.current_path.read_text()).practice is None
    assert loads(storage.practice_path.read_text()).practice == 1


def _decisions_in(game, number: int) -> tuple[int, int]:
    """How many decisions came before hand ``number``'s first card, and before its end."""
    from spades_tui.core.actions import Play
    from spades_tui.core.replay import replay

    hands = [(step.game.hand.number, isinstance(step.action, Play)) for step in replay(game)]
    first_card = hands.index((number, True))
    end = max(k for k, (hand, _card) in enumerate(hands) if hand == number) + 1
    return first_card, end


def test_play_on_from_here_keeps_the_position_and_deals_the_later_hands_afresh() -> None:
    from spades_tui.core.replay import position
    from spades_tui.practice import practice_from

    game = _source()
    at = _decisions_in(game, 2)[0] + 5  # hand 2, five cards into its play
    practice = practice_from(game, at)
    assert practice.practice == 2 and practice.practice_from == at and practice.seed is None
    assert practice.players == game.players  # the same seats: it is that game, played on
    assert practice.decisions == game.decisions[:at]
    # Each seat sees the table exactly as it stood then, scores and bags included.
    there = position(game, at)
    assert [practice.view(s) for s in (0, 1)] == [there.view(s) for s in (0, 1)]
    # The record says where it went on from, and reads back to the same position.
    again = loads(dumps(practice))
    assert (again.practice, again.practice_from) == (2, at)
    assert [again.view(s) for s in (0, 1)] == [there.view(s) for s in (0, 1)]


def test_from_the_end_of_a_hand_the_next_one_is_dealt_afresh() -> None:
    from spades_tui.practice import practice_from

    game = _source()
    end = _decisions_in(game, 1)[1]  # the game had dealt hand 2 by then; the practice must not
    practice = practice_from(game, end)
    assert practice.practice == 1 and len(practice.hands) == 2
    assert practice.hands[0].stock == game.hands[0].stock
    assert practice.hands[1].stock != game.hands[1].stock


def test_a_record_with_a_bad_starting_point_is_refused() -> None:
    import json

    import pytest

    from spades_tui.core.errors import RecordError
    from spades_tui.core.record import game_to_record

    record = game_to_record(practice_game(_source(), 1))
    for bad in (-1, "3", 10**6):
        record["practice"] = {"hand": 1, "from": bad}
        with pytest.raises(RecordError, match="practice.from"):
            loads(json.dumps(record))
