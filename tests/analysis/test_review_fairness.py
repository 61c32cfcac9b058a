"""The review explains itself and is fair: its hint uses only what the player could see, and
with a nil in play it speaks of points and of the nil, not of tricks nobody played for."""

from __future__ import annotations

from analysis_support import simulated

from spades_tui.analysis import (
    CardOption,
    DraftDecision,
    HandReview,
    Outcome,
    PlayDecision,
)
from spades_tui.analysis.review import HandReviewer
from spades_tui.core.actions import Play
from spades_tui.core.cards import parse_card
from spades_tui.core.chance import RecordedChance, SeededChance
from spades_tui.core.game import Game
from spades_tui.ui.review_words import review_text

MADE = Outcome(tricks=5, points=60, made=True)


def crafted(
    names: tuple[str, str] = ("Ann", "Bob"),
    bids: tuple[int, int] = (4, 5),
    double_nil: tuple[bool, bool] = (False, False),
    start: tuple[Outcome, Outcome] = (MADE, Outcome(8, -60, True)),
    hands: tuple[tuple[int, ...], tuple[int, ...]] = ((), ()),
    plays: tuple[PlayDecision, ...] = (),
    draft: tuple[DraftDecision, ...] = (),
) -> HandReview:
    return HandReview(
        number=1,
        first=0,
        names=names,
        bids=bids,
        double_nil=double_nil,
        bags_before=(0, 0),
        tricks=(5, 8),
        points=(41, 50),
        start=start,
        hands=hands,  # type: ignore[arg-type]
        plays=plays,
        draft=draft,
    )


def a_play(hard: str | None, options: dict[str, Outcome], played: str, seat: int = 0):
    return PlayDecision(
        trick=1,
        seat=seat,
        leading=True,
        played=parse_card(played),
        hard=None if hard is None else parse_card(hard),
        options=tuple(CardOption(parse_card(c), o) for c, o in options.items()),
    )


def a_draft(kept: str, other: str, rejected: bool, seen: bool, hard_kept: str, value=None):
    return DraftDecision(
        turn=1,
        seat=0,
        kept=parse_card(kept),
        other=parse_card(other),
        rejected=rejected,
        other_seen=seen,
        hard_kept=parse_card(hard_kept),
        kept_value=value[0] if value else None,
        other_value=value[1] if value else None,
        undefined=None if value else "not_asked",
    )


def play_line(text: str, start: str) -> str:
    return next(line for line in text.splitlines() if line.strip().startswith(start))


# ---------------------------------------------------------------- the hint, named and fair
def test_the_hint_is_named_with_whose_view_it_used_not_as_a_hard_column():
    # Between computer levels the players are called "hard (1)" and "hard (2)": a "hard:"
    # column beside them read as one of them contradicting itself.
    play = a_play("KH", {"AH": MADE, "KH": MADE}, "AH")
    review = crafted(names=("hard (1)", "hard (2)"), plays=(play,))
    text = review_text(review)
    line = play_line(text, "hard (1) leads A♥")
    assert "hint, from what hard (1) could see: K♥" in line
    assert "hard:" not in text
    assert "the hard computer level" in text and "knowing only the cards" in text
    mine = review_text(crafted(plays=(play,)), viewer=0)
    assert "hint, from what you could see: K♥" in play_line(mine, "You lead A♥")


def test_a_draft_hint_names_only_the_card_the_player_had_drawn():
    # Ann kept 5♦ and let an unseen K♥ go; the hint would have rejected 5♦ and so taken K♥,
    # but Ann never saw K♥ at that moment: the hint is worded by the card she drew.
    turn = a_draft("5D", "KH", rejected=False, seen=False, hard_kept="KH")
    line = play_line(review_text(crafted(draft=(turn,))), "Turn 1:")
    assert "hint, from what Ann could see: reject 5♦" in line
    assert "K♥" not in line
    # Having rejected Q♣ for 3♣, the hint would have kept the Q♣ she drew.
    turn = a_draft("3C", "QC", rejected=True, seen=True, hard_kept="QC")
    line = play_line(review_text(crafted(draft=(turn,))), "Turn 1:")
    assert line.endswith("hint, from what Ann could see: keep Q♣")


def test_the_draft_hint_is_set_apart_from_the_note_before_it():
    same = (MADE, MADE)
    turn = a_draft("JC", "KH", rejected=False, seen=True, hard_kept="KH", value=same)
    line = play_line(review_text(crafted(draft=(turn,))), "Turn 1:")
    assert "the same either way; hint, from what Ann could see: reject J♣" in line


def test_the_hint_is_the_same_whatever_the_hidden_hand_holds():
    game = a_hand_without_double_nil()
    hand = game.hands[0]
    leader = hand.tricks[0].leader
    other = 1 - leader
    # The cards of the other seat's draft turns, which the leader never sees, are dealt in
    # another order: the leader's view up to its first lead is the same, the other hand not.
    stock = list(hand.stock)
    turns = [t for t, turn in enumerate(hand.draft) if turn.seat == other]
    hidden = [k for t in turns for k in (2 * t, 2 * t + 1)]
    cards = [stock[k] for k in hidden]
    for k, card in zip(hidden, cards[7:] + cards[:7], strict=True):
        stock[k] = card
    again = dealt_again(game, stock)
    assert set(again.hands[0].tricks[0].cards) != set() and again.hands[0].result is not None
    first = HandReviewer(game, 1, what_ifs=False)
    second = HandReviewer(again, 1, what_ifs=False)
    assert set(first.hands[other]) != set(second.hands[other])
    assert first.hands[leader] == second.hands[leader]
    drafts = [[d.hard_kept for d in r.draft() if d.seat == leader] for r in (first, second)]
    assert drafts[0] == drafts[1] and None not in drafts[0]
    assert first.play(0).seat == leader
    assert first.hint(0) is not None and first.hint(0) == second.hint(0)


def a_hand_without_double_nil() -> Game:
    for seed in range(20):
        game = simulated(("heuristic", "heuristic"), seed, 1)
        hand = game.hands[0]
        if hand.result is not None and not any(hand.double_nil):
            return game
    raise AssertionError("no plain first hand in twenty games")


def dealt_again(game: Game, stock: list[int]) -> Game:
    """Hand 1 of ``game`` from another stock: the same decisions up to the first card, then
    any legal cards to the end of the hand."""
    again = Game(
        rules=game.rules,
        seed=game.seed,
        players=game.players,
        chance=RecordedChance({1: stock}, {}, SeededChance(game.seed)),
    )
    for action in game.decisions:
        if isinstance(action, Play):
            break
        again.apply(action)
    while again.hands[0].result is None:
        again.apply(again.legal_actions()[0])
    return again


# ---------------------------------------------------------------- a nil in play
NIL_START = (Outcome(tricks=2, points=180, made=True), Outcome(tricks=11, points=-180, made=True))


def test_with_a_nil_the_first_lead_line_gives_the_nil_and_the_points_first():
    text = review_text(crafted(bids=(0, 5), start=NIL_START), viewer=1)
    best = play_line(text, "Perfect play from the first lead:")
    assert best == (
        "Perfect play from the first lead: Ann's nil can be kept; You: bid made; "
        "Ann ends 180 pts ahead"
    )
    counts = play_line(text, "Playing for tricks alone")
    assert "even at the cost of a nil" in counts
    assert "Ann 2 tricks, You 11 tricks" in counts


def test_with_a_nil_a_card_that_only_loses_a_trick_costs_nothing():
    # Bob gives up a trick he did not need against Ann's nil: no point lost, so no mistake.
    options = {"AH": Outcome(11, -180, True), "2H": Outcome(10, -180, True)}
    play = a_play(None, options, "2H", seat=1)
    text = review_text(crafted(bids=(0, 5), start=NIL_START, plays=(play,)))
    assert play_line(text, "Bob leads 2♥").endswith("=")
    assert "trick /" not in text


def test_a_card_that_breaks_the_nil_says_so():
    options = {"2H": Outcome(0, 180, True), "AH": Outcome(1, -200, False)}
    play = a_play(None, options, "AH", seat=0)
    text = review_text(crafted(bids=(0, 5), start=NIL_START, plays=(play,)), viewer=0)
    assert play_line(text, "You lead A♥").endswith("\u2212380 pts, breaks your nil")


def test_draft_lines_of_a_nil_hand_are_in_points_only():
    kept, other = Outcome(1, -200, False), Outcome(0, 196, True)
    turn = a_draft("KS", "2D", rejected=True, seen=True, hard_kept="2D", value=(kept, other))
    text = review_text(crafted(bids=(0, 5), start=NIL_START, draft=(turn,)))
    line = play_line(text, "Turn 1:")
    assert "2♦ would have been worth +396 pts" in line
    assert "trick" not in line


def test_a_double_nil_doomed_by_the_ace_of_spades_says_so():
    hands = (tuple(parse_card(c) for c in ("AS", "2H", "3D")), ())
    lost = (Outcome(1, -400, False), Outcome(12, 400, True))
    review = crafted(bids=(0, 5), double_nil=(True, False), start=lost, hands=hands)
    text = review_text(review)
    assert "Ann's double nil cannot be kept" in text
    assert (
        "Ann's double nil was lost before the first card: Ann held A♠, which wins every "
        "trick it is played to." in text
    )
    kept = crafted(bids=(0, 5), double_nil=(True, False), start=NIL_START, hands=hands)
    assert "lost before the first card" not in review_text(kept)


def test_a_draft_card_better_for_fewer_tricks_says_so_in_words():
    # Better by the bags a trick fewer saves: it read "better card by −1 trick / +96 pts".
    kept, other = Outcome(5, 50, True), Outcome(6, -46, True)
    turn = a_draft("4S", "AS", rejected=True, seen=True, hard_kept="4S", value=(kept, other))
    line = play_line(review_text(crafted(draft=(turn,))), "Turn 1:")
    assert "4♠ was the better card by +96 pts, though it takes 1 trick fewer" in line
    assert "\u2212" not in line and "-1" not in line


def test_a_draft_card_worth_the_same_tricks_gives_the_points_alone():
    # It read "3♠ would have been worth 0 tricks / +96 pts".
    kept, other = Outcome(6, -46, True), Outcome(6, 50, True)
    turn = a_draft("8S", "3S", rejected=True, seen=True, hard_kept="3S", value=(kept, other))
    line = play_line(review_text(crafted(draft=(turn,))), "Turn 1:")
    assert "3♠ would have been worth +96 pts" in line
    assert "trick" not in line
