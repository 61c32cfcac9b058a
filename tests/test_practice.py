"""Play it again: the practice game deals the same stock, keeps roles, and is counted apart."""

from __future__ import annotations

from datetime import datetime

from spades_tui.core import Rules
from spades_tui.core.record import dumps, loads
from spades_tui.history import FINISHED, HistoryEntry
from spades_tui.practice import practice_game
from spades_tui.simulate import play_game
from spades_tui.stats import tally
from spades_tui.storage import Storage


def _source():
    # Quick levels: what is checked is the hand dealt again, not how well it was played.
    return play_game(["heuristic", "random"], Rules(), 5, 3)


def test_the_practice_game_deals_the_hand_again_with_the_same_roles() -> None:
    game = _source()
    for number in (1, 2):
        practice, order = practice_game(game, number)
        hand = game.hands[number - 1]
        assert practice.hands[0].stock == hand.stock
        assert order[0] == hand.first  # whoever drew first then draws first now
        assert practice.players[0] == game.players[hand.first]
        assert practice.practice == number and practice.seed is None


def test_the_record_says_practice_and_older_records_still_load() -> None:
    practice, _ = practice_game(_source(), 2)
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
    storage.save(source)
    practice, _ = practice_game(source, 1)
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

    record = game_to_record(practice_game(_source(), 1)[0])
    for bad in (-1, "3", 10**6):
        record["practice"] = {"hand": 1, "from": bad}
        with pytest.raises(RecordError, match="practice.from"):
            loads(json.dumps(record))
