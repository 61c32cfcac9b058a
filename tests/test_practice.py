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
