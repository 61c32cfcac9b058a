"""Hints in words: one grammatical sentence per phase, naming the advisor, with a reason."""

from __future__ import annotations

import re

import pytest
from ui_helpers import position

from spades_tui.core.actions import BIDS, DECLARE, DECLINE, KEEP, REJECT, Action, Play
from spades_tui.core.cards import parse_card
from spades_tui.core.game import Phase
from spades_tui.core.view import PlayedTrick
from spades_tui.ui.cardtext import label
from spades_tui.ui.hints import Hint, hint_text, play_reason
from spades_tui.ui.screens.table_advice import draft_worths

SENTENCE = re.compile(r"^Hint from hard: [a-z][^.()]*( \([a-z0-9][^()]*\))?\.$")


def _view(phase: Phase, **kw: object):  # type: ignore[no-untyped-def]
    game = position(seed=4, stop=lambda g: g.phase is phase, **kw)  # type: ignore[arg-type]
    return game.view(game.to_act)


@pytest.mark.parametrize(
    ("phase", "action", "words"),
    [
        (Phase.DOUBLE_NIL, DECLARE, "declare double nil (200 points is worth"),
        (Phase.DOUBLE_NIL, DECLINE, "do not declare double nil (losing 200"),
        (Phase.DRAFT, KEEP, "keep this card ("),
        (Phase.DRAFT, REJECT, "reject this card and take the next one ("),
        (Phase.BIDDING, BIDS[0], "bid nil (your hand can likely lose every trick)"),
    ],
)
def test_every_phase_reads_as_a_sentence(phase: Phase, action: Action, words: str) -> None:
    view = _view(phase)
    text = hint_text(Hint("hard", action), view)
    assert SENTENCE.match(text), text
    assert words in text
    assert "would no" not in text and "normal" not in text


def test_a_bid_hint_gives_the_expected_tricks() -> None:
    view = _view(Phase.BIDDING)
    text = hint_text(Hint("hard", BIDS[4], estimate=4.26), view)
    assert (
        text
        == "Hint from hard: bid 4 (played out against likely hands, it takes about 4.3 tricks)."
    )


def test_an_exchange_hint_names_the_cards() -> None:
    view = _view(Phase.EXCHANGE, declare=(True, False))
    action = next(a for a in view.legal_actions if len(getattr(a, "cards", ())) == 2)
    text = hint_text(Hint("hard", action), view)
    assert SENTENCE.match(text), text
    assert text.startswith("Hint from hard: exchange ") and "high cards" in text


def test_play_hints_read_as_sentences_at_every_trick() -> None:
    game = position(seed=8, stop=lambda g: g.phase is Phase.PLAY)
    view = game.view(game.to_act)
    for action in view.legal_actions:
        text = hint_text(Hint("hard", action), view)
        assert SENTENCE.match(text), text


def _following(view, lead: str, hand: str, bid: int = 3):  # type: ignore[no-untyped-def]
    cards = tuple(parse_card(c) for c in hand.split())
    return view._replace(
        tricks=(PlayedTrick(view.opponent, (parse_card(lead),), None),),
        hand=cards,
        legal_actions=tuple(Play(c) for c in cards),
        bids=(bid, bid),
        double_nil=(False, False),
    )


def test_the_cheapest_winner_is_called_that() -> None:
    view = _following(_view(Phase.BIDDING), "9H", "TH KH 2H")
    assert play_reason(view, parse_card("TH")) == "cheapest card that still wins"
    assert play_reason(view, parse_card("KH")) == "takes the trick"
    assert play_reason(view, parse_card("2H")) == "cannot win cheaply, so it keeps your good cards"


def test_a_nil_bidder_is_told_the_duck_keeps_the_nil_safe() -> None:
    view = _following(_view(Phase.BIDDING), "9H", "TH 2H", bid=0)
    assert play_reason(view, parse_card("2H")) == "keeps your nil safe"


def test_a_spade_on_another_suit_is_a_trump() -> None:
    view = _following(_view(Phase.BIDDING), "9H", "3S 8S 2C")
    assert play_reason(view, parse_card("3S")) == "lowest spade that takes the trick"
    assert play_reason(view, parse_card("2C")) == "throws away a card you do not need"


def test_a_high_card_thrown_away_is_not_called_unneeded() -> None:
    # A tester was told "throws away a card you do not need" for the ace of clubs, thrown
    # while a spade could have trumped the trick.
    could_trump = _following(_view(Phase.BIDDING), "9H", "3S 8S AC 2C")
    assert play_reason(could_trump, parse_card("AC")) == (
        "keeps your spades rather than trumping this trick"
    )
    assert play_reason(could_trump, parse_card("2C")) == "throws away a card you do not need"
    no_spade = _following(_view(Phase.BIDDING), "9H", "KD AC 2C")
    assert play_reason(no_spade, parse_card("AC")) == "none of your cards can win this trick"


def _leading(codes: str, bids: tuple[int, int] = (3, 3)):  # type: ignore[no-untyped-def]
    """A view of the seat to lead the first trick, holding ``codes``, after ``bids``."""
    cards = tuple(parse_card(c) for c in codes.split())
    return _view(Phase.BIDDING)._replace(
        tricks=(),
        hand=cards,
        legal_actions=tuple(Play(c) for c in cards),
        bids=bids,
        double_nil=(False, False),
    )


def test_a_high_lead_is_not_called_low() -> None:
    view = _leading("KD 4D 7C")
    assert view.current_trick is None
    assert play_reason(view, parse_card("4D")) == "a low diamond gives little away"
    assert play_reason(view, parse_card("KD")) == "only a higher diamond or a spade beats it"


def test_a_middle_lead_says_what_beats_it_not_that_it_draws_out_a_higher_card() -> None:
    # 10♠ led for the trick the bid needed read "it draws out a higher spade": as if to lose.
    view = _leading("TS 4C", bids=(1, 3))
    assert play_reason(view, parse_card("TS")) == "only a higher spade beats it"


def test_a_bid_under_or_over_the_estimate_says_it_means_it() -> None:
    view = _view(Phase.BIDDING)
    say = lambda bid, estimate: hint_text(Hint("hard", BIDS[bid], estimate), view)  # noqa: E731
    assert say(5, 5.2).endswith("(played out against likely hands, it takes about 5.2 tricks).")
    assert say(4, 5.0).endswith(
        "(played out against likely hands, it takes about 5.0 tricks and keeps some in hand)."
    )
    assert say(6, 4.9).endswith(
        "(played out against likely hands, it takes about 4.9 tricks and stretches for more)."
    )


def test_a_top_card_and_a_forced_card_are_named_plainly() -> None:
    view = _following(_view(Phase.BIDDING), "9H", "AH")
    assert play_reason(view, parse_card("AH")) == "the only card you may play"
    lead = _leading("AH 4D")
    assert play_reason(lead, parse_card("AH")) == "no higher heart is still out"


def _draft_view(drawn: str):  # type: ignore[no-untyped-def]
    """The first draft decision of a seeded game where the drawn card is ``drawn``."""
    card = parse_card(drawn)
    for seed in range(400):
        view = _view_at(seed)
        if view.drawn == card:
            return view
    raise AssertionError(f"no seed draws {drawn} first")


def _view_at(seed: int):  # type: ignore[no-untyped-def]
    game = position(seed=seed, stop=lambda g: g.phase is Phase.DRAFT)
    return game.view(game.to_act)


def test_a_draft_hint_gives_both_sides_on_the_drafts_count() -> None:
    ace = _draft_view("AS")
    drawn, unknown = draft_worths(ace)
    assert drawn > 1 > unknown > 0
    text = hint_text(Hint("hard", KEEP), ace)
    assert SENTENCE.match(text), text
    # Not in tricks: "A♠ is worth about 1.9 tricks" read as a mistake, one card taking one.
    assert "trick" not in text
    assert f"on the draft's count A♠ is worth {drawn:.1f}, an unknown card {unknown:.1f}" in text

    low = _draft_view("3H")
    drawn, unknown = draft_worths(low)
    assert 0 <= drawn < unknown
    text = hint_text(Hint("hard", REJECT), low)
    assert SENTENCE.match(text), text
    said = f"on the draft's count an unknown card is worth {unknown:.1f}, 3♥ only {drawn:.1f}"
    assert said in text


def test_the_first_card_of_a_hand_is_not_made_to_look_huge() -> None:
    """A middling spade as the first card of a hand is worth what it is worth alone, not the
    jump from an empty hand to a one-card hand."""
    nine = _draft_view("9S")
    assert nine.hand == ()
    drawn, _ = draft_worths(nine)
    assert drawn < 1.0


def test_a_draft_hint_gives_no_figures_that_argue_against_it() -> None:
    """Keeping a low heart can be right for a nil: the count would say otherwise, so the hint
    keeps to words."""
    low = _draft_view("3H")
    text = hint_text(Hint("hard", KEEP), low)
    assert "it is worth more than the card you would get instead" in text
    assert "count" not in text


def test_a_double_nil_draft_hint_weighs_cards_the_other_way() -> None:
    game = position(seed=4, stop=lambda g: g.phase is Phase.DRAFT, declare=(True, True))
    view = game.view(game.to_act)
    assert view.double_nil[view.seat]
    drawn, unknown = draft_worths(view)
    card = label(view.drawn)
    keep, reject = hint_text(Hint("hard", KEEP), view), hint_text(Hint("hard", REJECT), view)
    if drawn < unknown:
        assert f"{card} is less likely to win a trick than an unknown card" in keep
        assert "likely to win" not in reject
    else:
        assert f"{card} is more likely to win a trick than an unknown card" in reject
        assert "likely to win" not in keep
    assert "count" not in keep + reject
    # Where the figures do not back the advice, the words still speak of a double nil: a
    # card "worth more" is the last thing it wants.
    assert "worth more" not in keep + reject
    assert "a double nil better" in (reject if drawn < unknown else keep)


def _reason_for(hand: str, nil_odds: float | None = 0.0, their_double_nil: bool = False):  # type: ignore[no-untyped-def]
    from spades_tui.core.rules import Rules
    from spades_tui.engine import mask_of
    from spades_tui.players.valuation import appraise

    cards = mask_of([parse_card(c) for c in hand.split()])
    return appraise(
        cards, True, 0, Rules(), (0, 0), (0, 0), None, their_double_nil, nil_odds=nil_odds
    )


def test_a_bid_by_the_hands_worth_says_what_it_counts_and_what_it_beats() -> None:
    view = _view(Phase.BIDDING)
    why = _reason_for("KS JS 6S 4S AH KH QH 10H AC KC 2C AD 9D")
    text = hint_text(Hint("hard", BIDS[why.bid], why.tricks, why), view)
    assert SENTENCE.match(text), text
    assert f"bid {why.bid} (worth about {why.tricks:.1f} tricks; counting on K♠ A♥ K♥ Q♥" in text
    runner_up, value = why.expected[1]
    more = round(why.expected[0][1] - value)
    assert f"about {more} points more than bidding {runner_up}" in text
    # A reason made for another bid is not given for this one.
    other = hint_text(Hint("hard", BIDS[why.bid + 1], why.tricks, why), view)
    assert "counting on" not in other


def test_a_nil_by_the_hands_worth_gives_its_odds() -> None:
    view = _view(Phase.BIDDING)
    why = _reason_for("9S 2S 9H 7H 5H 3H 8D 6D 4D 2D 7C 5C 3C", nil_odds=0.8)
    assert why.bid == 0
    text = hint_text(Hint("hard", BIDS[0], why.tricks, why), view)
    assert "bid nil (the nil holds about 80% of the time; about " in text, text


async def test_the_hard_advisor_hands_its_reason_to_the_bid_hint() -> None:
    from spades_tui.ui.table_common import advise

    view = _view(Phase.BIDDING)
    hint = advise(view)
    assert hint.bid_reason is not None and hint.bid_reason.bid == hint.action.tricks  # type: ignore[attr-defined]
    assert "worth about" in hint_text(hint, view)


def test_a_count_moved_by_the_other_bid_gives_both_figures() -> None:
    from spades_tui import i18n
    from spades_tui.core.events import PUBLIC
    from spades_tui.core.rules import Rules
    from spades_tui.engine import mask_of
    from spades_tui.players.valuation import appraise
    from spades_tui.ui.hints import bid_reason_words
    from spades_tui.ui.news import BidExplained, describe_event

    issue_two = "QS 8S 7S 2S AH QH JH 2H 9C 3C AD QD 4D"
    hand = mask_of([parse_card(c) for c in issue_two.split(" ")])
    rules = Rules()
    alone = appraise(hand, False, 0, rules, (0, 0), (0, 0), None, False)
    moved = appraise(hand, False, 0, rules, (0, 0), (0, 0), 3, False)
    assert moved.tricks > alone.tricks + 1
    words = bid_reason_words(moved)
    own, after = f"{moved.estimate:.1f}", f"{moved.tricks:.1f}"
    assert f"worth about {own} tricks on its own, about {after} after the other bid of 3" in words
    # Told to the player whose bid of 3 it was, in the log once the hand is scored.
    yours = describe_event(BidExplained(PUBLIC, 0, moved), ("Hal", "Ann"), me=1)
    assert yours is not None and f"about {after} after your bid of 3" in yours
    watched = describe_event(BidExplained(PUBLIC, 0, moved), ("Hal", "Ann"), me=None)
    assert watched is not None and "after the other bid of 3" in watched
    # Unmoved, one figure: the hand's own.
    assert "on its own" not in bid_reason_words(alone)
    i18n.use("hu")
    try:
        hungarian = bid_reason_words(moved)
    finally:
        i18n.use("en")
    own, after = own.replace(".", ","), after.replace(".", ",")
    assert f"önmagában kb. {own} ütést ér, az ellenfél 3-as licitje után kb. {after}" in hungarian


def test_a_bid_against_a_double_nil_says_its_count_is_against_a_nil() -> None:
    """The table's usual count leaves the nil out; the hint's higher count must say why."""
    view = _view(Phase.BIDDING)
    hand = "KS JS 6S 4S AH KH QH 10H AC KC 2C AD 9D"
    usual, against = _reason_for(hand), _reason_for(hand, their_double_nil=True)
    assert against.tricks > usual.tricks
    text = hint_text(Hint("hard", BIDS[against.bid], against.tricks, against), view)
    # Both figures: the cards named add up to the hand's own count, and the nil bidder's
    # shed tricks make the rest (one figure, "8.0 against a nil", read as a miscount).
    own = f"worth about {against.estimate:.1f} tricks on its own"
    assert f"{own}, about {against.tricks:.1f} against a nil" in text, text
    assert "against a nil" not in hint_text(
        Hint("hard", BIDS[usual.bid], usual.tricks, usual), view
    )


def test_one_point_more_is_said_in_the_singular() -> None:
    from dataclasses import replace

    from spades_tui.ui.hints import bid_reason_words

    why = _reason_for("KS JS 6S 4S AH KH QH 10H AC KC 2C AD 9D")
    close = replace(why, expected=((why.bid, 50.0), (why.bid - 1, 49.0), (why.bid + 1, 47.0)))
    words = bid_reason_words(close, ascii_only=False)
    assert f"about 1 point more than bidding {why.bid - 1}" in words
    assert f"about 3 points more than bidding {why.bid + 1}" in words


@pytest.mark.parametrize(
    ("phase", "declare", "pick"),
    [
        (Phase.DOUBLE_NIL, (False, False), lambda actions: actions),
        (Phase.DRAFT, (False, False), lambda actions: actions),
        (Phase.BIDDING, (False, False), lambda actions: actions[:3]),
        (Phase.EXCHANGE, (True, False), lambda actions: [a for a in actions if len(a.cards) < 3]),
        (Phase.PLAY, (False, False), lambda actions: actions),
    ],
)
def test_a_hungarian_hint_has_no_colon_after_its_heading(phase, declare, pick) -> None:
    # "Tipp (erős): játszd ki: B♦ (…)" once had a second colon, then a noun ("B♦ kijátszása")
    # beside orders ("licitálj 4-et"); now the card alone, its reason after a dash.
    from spades_tui import i18n

    view = _view(phase, declare=declare)
    i18n.use("hu")
    try:
        texts = [hint_text(Hint("hard", a), view) for a in pick(list(view.legal_actions))]
        cards = {label(card, False) for card in range(52)}  # as Hungarian names them (D♥)
    finally:
        i18n.use("en")
    assert texts
    for text in texts:
        assert text.startswith("Tipp (erős): "), text
        what = text.removeprefix("Tipp (erős): ").split(" – ")[0]  # the reason may have its own
        assert ":" not in what, text
    if phase is Phase.PLAY:
        assert all(text.split(" – ")[0].removeprefix("Tipp (erős): ") in cards for text in texts), (
            texts
        )


def _after_voids(shown: list[tuple[str, str]], hand: str, lead: str | None = None):  # type: ignore[no-untyped-def]
    """A view after tricks where this seat led and the other player answered off-suit,
    showing a void: ``shown`` holds (this seat's lead, the other's answer) pairs."""
    view = _view(Phase.BIDDING)
    me = view.seat
    done = tuple(PlayedTrick(me, (parse_card(a), parse_card(b)), me) for a, b in shown)
    current = () if lead is None else (PlayedTrick(view.opponent, (parse_card(lead),), None),)
    cards = tuple(parse_card(c) for c in hand.split())
    return view._replace(
        tricks=done + current,
        hand=cards,
        legal_actions=tuple(Play(c) for c in cards),
        bids=(3, 3),
        double_nil=(False, False),
    )


def test_a_lead_into_a_shown_void_is_not_called_a_top_card() -> None:
    # The tester's Q♦ "no higher diamond is still out", ruffed at once.
    view = _after_voids([("5H", "3D")], "AH 4D")
    assert play_reason(view, parse_card("AH")) == (
        "the other player is out of this suit: a spade or a throw-away answers"
    )
    both = _after_voids([("5H", "3D"), ("4S", "2C")], "AH 4D")
    assert play_reason(both, parse_card("AH")) == (
        "the other player can neither follow nor ruff: it wins"
    )
    # Without the void shown, the top card is named as before.
    plain = _after_voids([("5D", "3D")], "AH 4D")
    assert play_reason(plain, parse_card("AH")) == "no higher heart is still out"


def test_a_high_card_thrown_in_a_shown_void_says_why_it_is_worth_little() -> None:
    view = _after_voids([("5H", "3D")], "KH 2H", lead="9C")
    assert play_reason(view, parse_card("KH")) == (
        "the other player is out of this suit, so the card is worth little now"
    )
    assert play_reason(view, parse_card("2H")) == "throws away a card you do not need"


def test_a_reason_counts_the_tricks_of_long_spades_past_the_sure_cards() -> None:
    """Six spades win tricks no one card can be counted on for: the reason named only the
    top ones, and read as if the rest of the count came from nowhere."""
    from spades_tui.core.rules import Rules
    from spades_tui.engine import mask_of
    from spades_tui.players.valuation import appraise
    from spades_tui.ui.hints import bid_reason_words

    def reason(codes: str) -> str:
        hand = mask_of([parse_card(c) for c in codes.split(" ")])
        return bid_reason_words(appraise(hand, False, 0, Rules(), (0, 0), (0, 0), None, False))

    long_spades = reason("AS KS QS JS 10S 9S 2H 3H 4H 2C 3C 2D 3D")
    assert re.search(
        r"counting on A♠ K♠ Q♠(,| and) about \d+ more (tricks? )?in spades", long_spades
    )
    short_spades = reason("QS 8S 7S 2S AH QH JH 2H 9C 3C AD QD 4D")
    assert "counting on A♥ A♦" in short_spades and "in spades" not in short_spades


def test_the_tricks_named_in_a_bid_reason_add_up_to_the_hands_worth() -> None:
    """A tester read "worth about 6.7 tricks; counting on A♠ K♦" and asked where the other
    four came from: the sure cards are named, and the rest of the count is said as such."""
    import random

    from spades_tui.core.rules import Rules
    from spades_tui.players.valuation import appraise
    from spades_tui.ui.hints import bid_reason_words

    rng = random.Random(11)
    rests = 0
    for _ in range(60):
        hand = sum(1 << c for c in rng.sample(range(52), 13))
        why = appraise(hand, False, 0, Rules(), (0, 0), (0, 0), None, False)
        if not why.sure or why.bid == 0:
            continue
        text = bid_reason_words(why)
        named = len(why.sure)
        spades = re.search(r"about (\d+) more (tricks? )?in spades", text)
        named += int(spades.group(1)) if spades else 0
        rest = re.search(r"(\d+) (more tricks? )?from the rest of the hand", text)
        if rest:
            rests += 1
            named += int(rest.group(1))
        # Nothing of the worth is left unexplained (a hand short in spades can hold more sure
        # cards than it is worth: the opponent ruffs some of them).
        assert named > why.estimate - 1, (text, why.estimate)
    assert rests >= 10  # the rest of the count is said on many hands


def test_the_count_of_long_spades_is_said_and_kept_or_dropped_whole() -> None:
    """At 80x24 a tester read "worth about 8.3 tricks; counting on A♠ K♠ A♥ A♣ and about 1
    more trick in spades" of seven spades: the line had dropped the part that said where the
    other three came from, and the count gave seven spades one trick past the top two."""
    from spades_tui.core.rules import Rules
    from spades_tui.engine import mask_of
    from spades_tui.players.valuation import appraise
    from spades_tui.ui.hint_line import fitted
    from spades_tui.ui.hints import bid_reason_words

    def appraised(codes: str):  # type: ignore[no-untyped-def]
        hand = mask_of([parse_card(c) for c in codes.split()])
        return appraise(hand, False, 0, Rules(), (0, 0), (0, 0), None, False)

    seven = appraised("AS KS 9S 6S 5S 4S 3S AH AC 5C 3C 8D 2D")
    assert bid_reason_words(seven).split("; ")[1] == (
        "counting on A♠ K♠ A♥ A♣ and about 3 more tricks in spades"
    )
    six = appraised("AS KS QS JS 10S 9S 2H 3H 4H 2C 3C 2D 3D")
    reason = bid_reason_words(six)
    assert reason.split("; ")[1] == (
        "counting on A♠ K♠ Q♠, about 2 more in spades and 1 from the rest of the hand"
    )
    hint = f"Hint from hard: bid {six.bid} ({reason})."
    for room in range(len(hint), 20, -1):
        shown = fitted(hint, lambda text, room=room: len(text) <= room)
        assert ("in spades" in shown) == ("rest of the hand" in shown), shown


def test_a_high_card_given_up_under_a_winner_is_not_said_to_keep_good_cards() -> None:
    """A tester was told "cannot win cheaply, so it keeps your good cards" of K♥ played under
    the ace with 3♥ in hand: the hint now says why the advisor gives a high card up."""
    view = _following(_view(Phase.BIDDING), "AH", "KH 3H 2C")
    assert play_reason(view, parse_card("3H")) == "cannot win cheaply, so it keeps your good cards"
    me = view.seat

    def seats(mine: int, theirs: int) -> tuple[int, int]:
        return (mine, theirs) if me == 0 else (theirs, mine)

    # Ten bags of the limit are still in reach: the other player's bags are said.
    near = view._replace(bags=seats(0, 4), bids=seats(6, 3), tricks_won=(0, 0))
    assert play_reason(near, parse_card("KH")) == (
        "the other player has 4 bags: each trick past their bid brings a penalty closer"
    )
    made = view._replace(bids=seats(2, 3), tricks_won=seats(2, 0))
    assert play_reason(made, parse_card("KH")) == (
        "your bid is made: a high card given up now saves a bag later"
    )
    # Past any penalty's reach (they bid 3 of the tricks left, with no bags carried).
    far = view._replace(bags=(0, 0), bids=seats(6, 3), tricks_won=seats(4, 6))
    assert play_reason(far, parse_card("KH")) == (
        "gives up a high card: taking fewer tricks looks better for you here"
    )
    # In reach only by taking every trick left, with no bag yet: "has 0 bags" said nothing.
    none_yet = view._replace(bags=(0, 0), bids=seats(6, 3), tricks_won=(0, 0))
    assert play_reason(none_yet, parse_card("KH")).startswith("gives up a high card")
