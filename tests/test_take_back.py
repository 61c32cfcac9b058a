"""Take back: the game before the person's last decision, noted in the record, counted apart."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from textual.widgets._toast import Toast
from ui_helpers import position, screen_text, toast_words, wait_until

from spades_tui.cli import main
from spades_tui.core.actions import BIDS, DECLARE, DECLINE
from spades_tui.core.errors import RecordError
from spades_tui.core.game import Game, Phase, PlayerInfo
from spades_tui.core.record import dumps, game_to_record, loads
from spades_tui.core.replay import replay
from spades_tui.core.rules import Rules
from spades_tui.history import read_history
from spades_tui.simulate import play_game
from spades_tui.stats import tally, win_rate_over_time
from spades_tui.storage import Storage
from spades_tui.take_back import (
    CARDS_SEEN,
    HAND_OVER,
    NOTHING,
    forced_since,
    last_decision,
    refusal,
    take_back,
)
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.cardtext import label
from spades_tui.ui.screens.table import TableScreen
from spades_tui.ui.setup import HUMAN, GameSetup

PEOPLE = (PlayerInfo("Kim", "human"), PlayerInfo("Computer", "ai:random"))


def played(seed: int, stop, rules: Rules | None = None, declare: bool = False) -> Game:  # type: ignore[no-untyped-def]
    """A game played at random until ``stop``; Kim declares double nil when ``declare``."""
    game = Game(rules or Rules(target=150), seed, PEOPLE)
    rng = random.Random(seed)
    while game.phase is not Phase.GAME_OVER and not stop(game):
        if game.phase is Phase.DOUBLE_NIL:
            game.apply(DECLARE if declare and game.to_act == 0 else DECLINE)
        elif game.phase is Phase.BIDDING:
            game.apply(BIDS[3])
        else:
            game.apply(rng.choice(list(game.legal_actions())))
    return game


def mid_play(seed: int = 7) -> Game:
    # Hand 2, the computer (seat 1) to play: Kim's last decision was a card or a lead.
    return played(seed, lambda g: g.hand.number == 2 and g.phase is Phase.PLAY and g.to_act == 1)


def choices(game: Game, seat: int) -> list[int]:
    """The decisions of ``seat`` that had more than one legal option, by their place."""
    return [
        k
        for k, step in enumerate(replay(game))
        if step.seat == seat and len(step.game.legal_actions()) > 1
    ]


def test_the_game_goes_back_to_just_before_the_last_decision_of_that_seat() -> None:
    game = mid_play()
    steps = [(s.seat, s.action) for s in replay(game)]
    cut = choices(game, 0)[-1]
    assert last_decision(game, 0) == cut
    back = take_back(game, 0)
    assert back is not None
    assert back.actions_applied == cut
    assert back.to_act == 0
    assert back.legal_actions()  # Kim may decide again
    assert back.hand.stock == game.hand.stock  # the same deal
    assert back.take_backs == [(2, cut)]
    # Played again the same way, the game is the one taken back from.
    back.apply(steps[cut][1])
    for _seat, action in steps[cut + 1 :]:
        back.apply(action)
    assert game_to_record(back)["hands"] == game_to_record(game)["hands"]


def test_bids_and_cards_are_taken_back_one_after_another_to_the_bid() -> None:
    game = mid_play()
    once = take_back(game, 0)
    assert once is not None and once.phase is Phase.PLAY and once.to_act == 0
    twice = take_back(once, 0)
    assert twice is not None
    assert twice.actions_applied < once.actions_applied
    assert [hand for hand, _ in twice.take_backs] == [2, 2]
    back = twice
    while back.phase is Phase.PLAY:
        back = take_back(back, 0)
        assert back is not None
    assert back.phase is Phase.BIDDING and back.to_act == 0  # Kim's bid, to make again
    # Before the bid come the draft's decisions, which have shown cards: they stay.
    assert take_back(back, 0) is None
    assert refusal(back, 0) == CARDS_SEEN


@pytest.mark.parametrize("turns", [0, 1, 5, 11])
def test_no_draft_decision_is_taken_back_so_no_stock_card_is_seen_early(turns: int) -> None:
    # Kim (the first player) keeps a card and sees the next one go, and sees her next card
    # once the computer has drawn: taken back, the draft would deal those cards again.
    game = played(3, lambda g: g.phase is Phase.DRAFT and len(g.hand.draft) == 2 * turns + 2)
    assert game.to_act == 0 and last_decision(game, 0) is not None
    assert refusal(game, 0) == CARDS_SEEN
    assert take_back(game, 0) is None


def test_the_double_nil_answer_and_the_exchange_are_not_taken_back() -> None:
    declared = Game(Rules(target=150), 3, PEOPLE)
    declared.apply(DECLINE)  # Kim says no, and sees her first card
    assert refusal(declared, 0) == CARDS_SEEN and take_back(declared, 0) is None
    # Kim declares double nil, drafts, and exchanges: she has seen what the discards gave her.
    game = played(
        4,
        lambda g: g.phase is Phase.BIDDING,
        Rules(target=150),
        declare=True,
    )
    assert game.hand.exchange and game.hand.exchange[0].seat == 0
    assert refusal(game, 0) == CARDS_SEEN and take_back(game, 0) is None


def test_a_hand_that_is_over_stays_over() -> None:
    # Hand 2 has begun: Kim's last choice was a card of hand 1.
    game = played(7, lambda g: g.hand.number == 2)
    assert refusal(game, 0) == HAND_OVER
    assert take_back(game, 0) is None


def test_a_card_that_was_the_only_legal_one_is_no_choice_to_take_back() -> None:
    # Kim's last card was forced (her last one, or the only one of the suit led): the take
    # back goes to the decision before it, where she had a choice.
    def forced_last(g: Game) -> bool:
        if g.hand.number != 1 or g.phase is not Phase.PLAY:
            return False
        # (phase, how many legal options) of each of Kim's decisions; the steps are live.
        kim = [(s.phase, len(s.game.legal_actions())) for s in replay(g) if s.seat == 0]
        return kim[-1] == (Phase.PLAY, 1)

    game = played(11, forced_last)
    assert game.phase is Phase.PLAY
    cut = last_decision(game, 0)
    kim = [k for k, s in enumerate(replay(game)) if s.seat == 0]
    assert cut is not None and cut < kim[-1]
    assert cut == choices(game, 0)[-1]


def test_nothing_to_take_back_before_the_first_decision() -> None:
    game = Game(Rules(), 1, (PlayerInfo("Computer", "ai:random"), PlayerInfo("Kim")))
    assert take_back(game, 1) is None
    assert refusal(game, 1) == NOTHING


def test_the_record_keeps_the_take_backs_and_the_validator_accepts_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    back = take_back(mid_play(), 0)
    assert back is not None
    text = dumps(back)
    assert json.loads(text) == game_to_record(back)
    again = loads(text)
    assert again.take_backs == back.take_backs
    path = tmp_path / "game.json"
    path.write_text(text, "utf-8")
    assert main(["validate", str(path)]) == 0


def test_taking_back_twice_in_a_row_writes_a_record_that_loads(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The second take-back went back past the first one's count, and the save then failed
    # to load ("take_backs[1].at: expected a count of decisions from 0 to 205, found 206"):
    # the game was set aside, and the home screen offered no Continue.
    once = take_back(mid_play(), 0)
    assert once is not None
    twice = take_back(once, 0)
    assert twice is not None
    assert twice.take_backs[0][1] > twice.actions_applied  # the first lies beyond the game
    again = loads(dumps(twice))
    assert again.take_backs == twice.take_backs
    path = tmp_path / "game.json"
    path.write_text(dumps(twice), "utf-8")
    assert main(["validate", str(path)]) == 0


def test_an_old_record_loads_and_is_written_back_unchanged() -> None:
    # A record as every earlier version wrote it: no take_backs field at all.
    old = dumps(play_game(("heuristic", "heuristic"), Rules(target=150), 31, 30))
    assert "take_backs" not in old
    game = loads(old)
    assert game.take_backs == []
    assert dumps(game) == old


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("nope", "take_backs: expected a list"),
        ([{"hand": 1}], "take_backs[0].at: missing"),
        ([{"hand": 99, "at": 0}], "take_backs[0].hand: expected a hand of the game"),
        ([{"hand": 1, "at": -1}], "take_backs[0].at: expected a count of decisions"),
        ([{"hand": 1, "at": 10**6}], "take_backs[0].at: expected a count of decisions"),
        (
            [{"hand": 1, "at": 10**6}, {"hand": 1, "at": 10**6 - 1}],
            "take_backs[1].at: expected a count of decisions from 0 to",
        ),
    ],
)
def test_a_broken_take_back_list_is_refused_by_name(value: object, message: str) -> None:
    record = game_to_record(mid_play())
    record["take_backs"] = value
    with pytest.raises(RecordError, match=message.replace("[", r"\[").replace("]", r"\]")):
        loads(json.dumps(record))


def _file_game(storage: Storage, stem: str, seed: int, take_backs: list[tuple[int, int]]) -> Game:
    """A real game vs the hard level filed as finished, with Kim (seat 0) as the person."""
    game = play_game(("heuristic", "heuristic"), Rules(target=150), seed, 30)
    game.take_backs = take_backs
    record = game_to_record(game)
    record["players"] = [{"name": "Kim", "kind": "human"}, {"name": "C", "kind": "ai:hard"}]
    storage.history_dir.mkdir(parents=True, exist_ok=True)
    (storage.history_dir / f"{stem}-finished.json").write_text(json.dumps(record), "utf-8")
    return game


def test_a_lost_game_with_one_take_back_is_counted_in_a_row_of_its_own(tmp_path: Path) -> None:
    # One take back once made the game vanish: Games 0, and its loss and bids went with it.
    storage = Storage(tmp_path)
    seed = next(
        s
        for s in range(31, 60)
        if play_game(("heuristic",) * 2, Rules(target=150), s, 30).winner == 1
    )
    game = _file_game(storage, "20260102-120000", seed, [(1, 5)])
    (row,) = tally(read_history(storage))
    assert row.take_backs and row.label == "vs hard (take-backs)"
    assert (row.games, row.wins, row.abandoned) == (1, 0, 0)
    assert row.hands == len(game.hands) and row.bids + row.nils + row.double_nils == row.hands
    assert row.worst is not None and row.worst.margin < 0


def test_games_with_take_backs_sit_beside_the_others_not_among_them(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    plain = _file_game(storage, "20260101-120000", 31, [])
    # Filed later, so met first in the history, yet listed after the row played straight.
    _file_game(storage, "20260102-120000", 32, [(1, 5)])
    straight, helped = tally(read_history(storage))
    assert (straight.take_backs, helped.take_backs) == (False, True)
    assert straight.level == helped.level == "hard"
    assert (straight.games, helped.games) == (1, 1)
    assert straight.hands == len(plain.hands)
    # The win rate over time stays that of the games played straight through.
    assert len(win_rate_over_time(read_history(storage))) == 1


async def test_u_takes_back_against_the_computer() -> None:
    game = mid_play()
    cut = last_decision(game, 0)
    app = SpadesApp(game, (HUMAN, "random"), pace=60, trick_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.game is game
        await wait_until(pilot, lambda: "u Undo" in screen_text(app))  # the Footer offers it
        await pilot.press("u")
        await pilot.pause()
        assert app.game is not game and app.game is not None
        assert app.game.actions_applied == cut
        assert app.game.take_backs == [(2, cut)]
        assert isinstance(app.screen, TableScreen) and app.screen.kind is not None
        assert app.screen.view is not None and app.screen.view.seat == 0


async def test_u_says_when_it_takes_back_a_card_that_was_no_choice_too() -> None:
    # Kim's last card was her only one, so u went back to the choice before it: two moves
    # went back where she pressed once, and the notice said only "last decision".
    game = played(
        1,
        lambda g: (
            g.phase is Phase.PLAY
            and g.to_act == 1
            and bool(forced_since(g, 0))
            and refusal(g, 0) is None
        ),
    )
    forced = forced_since(game, 0)
    assert game.phase is Phase.PLAY and len(forced) == 1
    app = SpadesApp(game, (HUMAN, "random"), pace=60, trick_pause=0)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_until(pilot, lambda: "u Undo" in screen_text(app))
        await pilot.press("u")
        card = label(forced[0].card)  # type: ignore[attr-defined]
        await wait_until(pilot, lambda: f"play nothing but {card}" in toast_words(app))


async def test_u_does_nothing_in_hot_seat() -> None:
    game = played(7, lambda g: g.hand.number == 2 and g.phase is Phase.PLAY and g.to_act == 1)
    app = SpadesApp(game, (HUMAN, HUMAN), pace=0, trick_pause=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        applied = game.actions_applied
        await pilot.press("enter", "u")  # past the hand-off, then the key
        await pilot.pause()
        assert app.game is game and game.actions_applied == applied
        assert game.take_backs == []


async def test_u_in_the_draft_deals_nothing_again_so_the_stock_stays_unseen() -> None:
    # Kim keeps her first card and sees the next one go to the discards, then sees her next
    # card once the computer has drawn. Taken back, the draft dealt those cards again: a
    # reject gave her the card she had just seen go, and so on through the stock.
    setup = GameSetup(("Kim", "Computer"), (HUMAN, "random"), Rules(), 3)
    game = setup.new_game()
    app = SpadesApp(game, setup.controllers, pace=0, trick_pause=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: app.screen is table and table.kind == "double_nil")
        await pilot.press("n")
        await wait_until(pilot, lambda: table.kind == "draft")
        kept = game.hand.stock[0]
        await pilot.press("k")
        await wait_until(
            pilot, lambda: len(game.hand.draft) == 2 and table.kind == "draft" and not table.sent
        )
        assert "u Undo" not in screen_text(app)  # nothing for it to do: not in the Footer
        applied = game.actions_applied
        await pilot.press("u")
        await wait_until(pilot, lambda: "Only a bid or a card" in screen_text(app))
        assert app.game is game and game.actions_applied == applied
        assert game.take_backs == []
        assert kept in game.hand.hands[0]
        # Pressed again and again, the same words stand once: five copies of them covered
        # the log.
        await pilot.press("u", "u", "u", "u")
        await pilot.pause()
        said = [t for t in app.screen.query(Toast) if "Only a bid or a card" in str(t.render())]
        assert len(said) == 1


def test_a_game_left_after_a_take_back_is_counted_in_the_take_backs_row(tmp_path: Path) -> None:
    # It once went to the plain row as "Left 1", as if played without undo.
    storage = Storage(tmp_path)
    game = position(5, stop=lambda g: g.actions_applied == 40)
    game.take_backs = [(1, 5)]
    record = game_to_record(game)
    record["players"] = [{"name": "Kim", "kind": "human"}, {"name": "C", "kind": "ai:hard"}]
    storage.history_dir.mkdir(parents=True)
    (storage.history_dir / "20260103-120000-unfinished.json").write_text(
        json.dumps(record), "utf-8"
    )
    (row,) = tally(read_history(storage))
    assert row.take_backs and row.label == "vs hard (take-backs)"
    assert (row.games, row.abandoned) == (0, 1)


def test_a_game_played_on_from_a_position_takes_back_nothing_from_before_it() -> None:
    """u in a game played on from the review took back the reviewed game's own lead, and the
    game's title went from "practice from hand 1" to "practice: hand 1 again"."""
    from spades_tui.practice import practice_from

    game = mid_play()
    start = choices(game, 0)[-1] + 1  # just after Kim's last choice
    practice = practice_from(game, start)
    assert refusal(practice, 0) == NOTHING and take_back(practice, 0) is None
    practice.apply(next(iter(practice.legal_actions())))  # the computer's card
    while practice.to_act != 0 or len(practice.legal_actions()) < 2:
        practice.apply(next(iter(practice.legal_actions())))
    practice.apply(list(practice.legal_actions())[1])  # Kim's own choice in the practice
    back = take_back(practice, 0)
    assert back is not None and back.practice_from == start
    assert back.actions_applied >= start


async def test_u_pressed_again_and_again_leaves_its_notice_whole_and_single() -> None:
    # Each press took the notice down and put it up again: after a dozen quick ones it was
    # drawn one line high, and so was every notice after it.
    game = position(5, stop=lambda g: g.phase is Phase.BIDDING and g.to_act == 0)
    app = SpadesApp(game, (HUMAN, "random"), pace=0, trick_pause=0)
    said = "Only a bid or a card can be taken back: the draft, double nil and the exchange"
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await wait_until(pilot, lambda: app.table is not None and app.table.kind == "bidding")
        for _ in range(12):
            await pilot.press("u")
            await pilot.pause(0.15)
        await pilot.pause(0.5)
        assert said in toast_words(app)
        assert len([t for t in app.screen.query(Toast) if said[:20] in str(t.render())]) == 1
