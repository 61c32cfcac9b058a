"""The log's sentences: said to a person ("You bid 4"), each draft turn once, one spelling."""

from __future__ import annotations

from spades_tui.core import events as ev
from spades_tui.core.actions import DECLINE, KEEP, REJECT
from spades_tui.core.game import Game, Phase, PlayerInfo
from spades_tui.core.rules import Rules
from spades_tui.ui.news import describe_event, log_lines, newest_news

NAMES = ("Kim", "Hal")


def test_the_person_is_you_and_the_other_is_named() -> None:
    mine = ev.BidMade(ev.PUBLIC, 1, 5, False)
    theirs = ev.BidMade(ev.PUBLIC, 0, 4, False)
    assert describe_event(mine, NAMES, me=1) == "You bid 5"
    assert describe_event(theirs, NAMES, me=1) == "Kim bid 4"
    assert describe_event(mine, NAMES, me=None) == "Hal bid 5"
    assert describe_event(ev.TrickWon(ev.PUBLIC, 1, 0, (3, 4), 2), NAMES, me=1) == "You won trick 2"
    assert describe_event(ev.GameOver(ev.PUBLIC, 1, (500, 80)), NAMES, me=1) == "You win the game"
    assert describe_event(ev.GameOver(ev.PUBLIC, 0, (500, 80)), NAMES, me=1) == "Kim wins the game"


def test_a_scored_hand_says_what_it_brought_and_the_totals_it_left() -> None:
    # Kim made 4 with a bag and crossed the bag limit; Hal was set.
    kim = ev.SeatResult(4, False, 5, 41, 1, 100, 232, 0)
    hal = ev.SeatResult(6, False, 4, -60, 0, 0, 143, 3)
    line = describe_event(ev.HandScored(ev.PUBLIC, 2, (kim, hal)), NAMES, me=1)
    # The bid Kim made shows apart from the bags' penalty: "Kim -59" read as a set.
    assert line == "Hand 2 scored: Kim +41 (bag penalty −100), Hal −60; totals 232 and 143"


def test_double_nil_has_one_spelling() -> None:
    lines = [
        describe_event(ev.DoubleNilAnswered(ev.PUBLIC, 0, True, True), NAMES, me=1),
        describe_event(ev.DoubleNilAnswered(ev.PUBLIC, 1, False, True), NAMES, me=1),
        describe_event(ev.BidMade(ev.PUBLIC, 0, 0, True), NAMES, me=1),
    ]
    assert lines == ["Kim declared double nil", "You declined double nil", "Kim bid double nil"]


def test_a_draft_turn_is_logged_once_in_the_drawers_own_log() -> None:
    game = Game(Rules(), 3, (PlayerInfo("Kim"), PlayerInfo("Hal")))
    log: list[ev.Event] = []
    game.subscribe(log.append, 0)
    while len(game.hand.draft) < 6:
        if game.phase is Phase.DOUBLE_NIL:
            game.apply(DECLINE)
        else:
            game.apply(REJECT if len(game.hand.draft) % 3 == 0 else KEEP)
    lines = log_lines(log, NAMES, me=0)
    mine = [line for line in lines if line.startswith(("You kept", "You rejected"))]
    theirs = [line for line in lines if line.startswith("Hal took draft turn")]
    assert len(mine) == 3 and len(theirs) == 3, lines
    assert not any("Kim took" in line or "You took draft" in line for line in lines), lines


def test_log_lines_keeps_the_newest_in_order() -> None:
    log = [ev.CardPlayed(ev.PUBLIC, n % 2, n) for n in range(10)]
    lines = log_lines(log, NAMES, me=0, last=3)
    assert lines == ["Hal played 9♠", "You played 10♠", "Hal played J♠"]


async def test_after_each_hand_off_the_log_ends_with_the_newest_line() -> None:
    from ui_helpers import hotseat_app, screen_text

    from spades_tui.ui.screens.handoff import HandoffScreen
    from spades_tui.ui.screens.table import TableScreen

    app = hotseat_app(seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        checked = 0
        for _ in range(40):
            await pilot.pause()
            screen = app.screen
            if isinstance(screen, HandoffScreen):
                await pilot.press("enter")
                continue
            assert isinstance(screen, TableScreen)
            if screen.lines:
                newest = " ".join(str(screen.lines[-1]).split())[:20]
                assert newest in " ".join(screen_text(app).split()), screen.lines[-1]
                checked += 1
            await pilot.press("n" if screen.kind == "double_nil" else "k")
        assert checked >= 10


def test_the_hand_off_news_says_when_older_lines_are_left_out() -> None:
    lines = [f"line {n}" for n in range(1, 9)]
    assert newest_news(lines) == ["…", "line 4", "line 5", "line 6", "line 7", "line 8"]
    assert newest_news(lines, ascii_only=True)[0] == "..."
    assert newest_news(lines[:5]) == lines[:5]


def test_an_exchange_is_told_in_the_hands_order_as_its_box_tells_it() -> None:
    # The box said "got back 9♥ 8♥ J♦" and the log "got J♦ 9♥ 8♥"; the hint named
    # "9♠ A♠ 10♥".
    from spades_tui.core.actions import Exchange
    from spades_tui.core.cards import parse_card
    from spades_tui.ui.hints import Hint, hint_text

    def cards(*codes: str) -> tuple[int, ...]:
        return tuple(int(parse_card(c)) for c in codes)

    gave, got = cards("2C", "AS", "9H"), cards("JD", "9H", "8H")
    said = describe_event(ev.Exchanged(0, 0, 3, gave, got), ("Ann", "Bob"), me=0)
    assert said == "You gave A♠ 9♥ 2♣ and got 9♥ 8♥ J♦"
    game = Game(Rules(), 5, (PlayerInfo("Ann"), PlayerInfo("Bob")))
    hint = Hint("hard", Exchange(cards("9S", "AS", "10H")))
    assert hint_text(hint, game.view(0)).startswith("Hint from hard: exchange A♠ 9♠ 10♥")
