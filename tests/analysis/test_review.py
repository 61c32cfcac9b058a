"""The review of a whole hand: its data, its wording and its progress reports."""

from __future__ import annotations

import json

import pytest
from analysis_support import simulated

from spades_tui.analysis import (
    CardOption,
    HandReview,
    HandSolver,
    Outcome,
    PlayDecision,
    review_hand,
)
from spades_tui.analysis.review import (
    KEPT_CARD_EXCHANGED,
    NOT_ASKED,
    OTHER_CARD_IN_PLAY,
    HandReviewer,
    contract_of,
    start_position,
)
from spades_tui.analysis.text import safe
from spades_tui.core.cards import CARDS, parse_card, sort_key
from spades_tui.core.game import Phase
from spades_tui.engine.moves import shape
from spades_tui.ui.review_sentences import loss_words
from spades_tui.ui.review_words import review_text as render_review


@pytest.fixture(scope="module")
def random_game():
    # Random players misplay plenty, declare double nil and exchange: every case shows up.
    return simulated(("random", "random"), 2, 4)


@pytest.fixture(scope="module")
def reviews(random_game):
    """Card reviews of three hands (the draft what-ifs are tested on their own)."""
    return [
        review_hand(random_game, h.number, ask_hard=False, what_ifs=False)
        for h in random_game.hands[:3]
    ]


def test_every_card_played_is_reviewed_with_all_its_legal_alternatives(random_game, reviews):
    for review in reviews:
        hand = random_game.hands[review.number - 1]
        assert len(review.plays) == 26
        played = [c for t in hand.tricks for c in t.cards]
        assert [p.played for p in review.plays] == played
        for p in review.plays:
            assert p.played in [o.card for o in p.options]
            assert p.points_lost() == max(o.outcome.points for o in p.options) - p.chosen.points
            assert p.points_lost() >= 0 and p.tricks_lost() >= 0


def test_the_first_card_is_valued_as_the_start_position(random_game, reviews):
    for review in reviews:
        first = review.plays[0]
        best = max(o.outcome.points for o in first.options)
        assert review.start[first.seat].points == best
        assert review.start[0].points == -review.start[1].points
        assert review.start[0].tricks + review.start[1].tricks == 13


def test_each_card_is_worth_what_the_next_position_is_worth(reviews):
    # The value of the card played is the value of the position it leads to: the best the
    # next player can do, seen from the other side when the turn passes to the opponent.
    for review in reviews:
        for before, after in zip(review.plays, review.plays[1:], strict=False):
            worth = before.chosen.points
            best_after = max(o.outcome.points for o in after.options)
            if after.seat == before.seat:
                assert best_after == worth
            else:
                assert best_after == -worth


def test_costly_cards_come_first_dearest_first(reviews):
    found = False
    for review in reviews:
        costly = review.costly()
        assert costly == sorted(costly, key=lambda p: (-p.points_lost(), p.trick, p.seat))
        assert all(p.points_lost() > 0 for p in costly)
        assert len(costly) == sum(1 for p in review.plays if p.points_lost() > 0)
        if costly:
            found = True
            text = render_review(review)
            head = text.split("Trick by trick")[0]
            first = costly[0]
            assert f"Trick {first.trick}:" in head
            assert CARDS[first.played].label in head
    assert found, "random players should have made a costly mistake in three hands"


def crafted_review(viewer_seat: int = 0) -> HandReview:
    """A review made by hand: on trick 5 seat 0 played 9H, which lost its bid; KH made it."""
    made = Outcome(tricks=4, points=40, made=True)
    lost = Outcome(tricks=3, points=-45, made=False)
    play = PlayDecision(
        trick=5,
        seat=0,
        leading=False,
        played=parse_card("9H"),
        hard=parse_card("KH"),
        options=(
            CardOption(parse_card("9H"), lost),
            CardOption(parse_card("KH"), made),
            CardOption(parse_card("AH"), Outcome(tricks=4, points=39, made=True)),
        ),
    )
    return HandReview(
        number=3,
        first=1,
        names=("Ann", "Bob"),
        bids=(4, 5),
        double_nil=(False, False),
        bags_before=(2, 0),
        tricks=(3, 10),
        points=(-40, 55),
        start=(made, Outcome(tricks=9, points=-40, made=True)),
        hands=((), ()),
        plays=(play,),
        draft=(),
    )


def test_a_card_that_lost_the_bid_is_named_with_a_card_that_made_it():
    review = crafted_review()
    play = review.plays[0]
    assert play.lost_bid and play.costly
    assert play.points_lost() == 85 and play.tricks_lost() == 1
    assert play.best_cards() == (parse_card("KH"),)
    mine = render_review(review, viewer=0)
    assert "Trick 5: 9♥ cost you your bid; K♥ made it  \u22121 trick / \u221285 pts" in mine
    theirs = render_review(review, viewer=1)
    assert "Trick 5: Ann's 9♥ cost the bid; K♥ made it" in theirs
    assert "hint, from what Ann could see: K♥" in theirs
    assert "A♥ \u22121 trick" not in theirs and "\u22121 pt A♥" in theirs


def test_draft_values_are_the_hand_with_the_two_cards_swapped():
    game = simulated(("heuristic", "heuristic"), 6, 2)
    review = review_hand(game, 1, ask_hard=False)
    start = start_position(game, review.number)
    checked = 0
    for d in review.draft:
        if d.undefined is not None:
            continue
        fresh = HandSolver(contract_of(game, review.number))
        assert d.kept_value == fresh.value(start, d.seat)
        swap = (1 << d.kept) | (1 << d.other)
        swapped = (
            start._replace(hand0=start.hand0 ^ swap)
            if d.seat == 0
            else start._replace(hand1=start.hand1 ^ swap)
        )
        assert d.other_value == HandSolver(contract_of(game, review.number)).value(swapped, d.seat)
        checked += 1
        if checked == 4:
            break
    assert checked == 4


def test_a_what_if_of_a_shape_already_valued_is_not_searched_again():
    # Positions of one shape are the same game (a swap within a run, or two swaps that
    # leave the same order of the cards in play): each is valued once.
    game = simulated(("heuristic", "heuristic"), 6, 2)
    reviewer = HandReviewer(game, 1, ask_hard=False)
    searched = []
    value = reviewer.solver.value

    def recording(state, seat, guess=None):
        searched.append((shape(state.hand0, state.hand0 | state.hand1, -1), seat))
        return value(state, seat, guess)

    reviewer.solver.value = recording
    reviewer.draft()
    assert len(set(searched)) == len(searched)


def test_draft_turns_touched_by_an_exchange_have_no_value():
    for seed in range(30):
        game = simulated(("random", "random"), seed, 3)
        for hand in game.hands:
            if hand.result is None or not any(e.gave for e in hand.exchange):
                continue
            review = review_hand(game, hand.number, ask_hard=False)
            given = {c for e in hand.exchange for c in e.gave}
            got = {c for e in hand.exchange for c in e.got}
            for d in review.draft:
                if d.kept in given:
                    assert d.undefined == KEPT_CARD_EXCHANGED and d.other_value is None
                elif d.other in got:
                    assert d.undefined == OTHER_CARD_IN_PLAY and d.kept_value is None
                else:
                    assert d.undefined is None and d.other_value is not None
            assert "exchange" in render_review(review)
            return
    pytest.fail("no exchange in thirty random games")


def test_the_hard_level_is_asked_with_the_players_own_view(monkeypatch):
    from spades_tui.analysis import review as module

    seen = []

    class Spy:
        def choose(self, view):
            seen.append(view)
            return view.legal_actions[-1]

    monkeypatch.setattr(module, "make_player", lambda level, seed=None: Spy())
    game = simulated(("random", "random"), 5, 2)
    review = review_hand(game, 1, what_ifs=False)
    plays = [v for v in seen if v.phase is Phase.PLAY]
    drafts = [v for v in seen if v.phase is Phase.DRAFT]
    # Asked wherever the card played lost something; where it was best no advice was better.
    asked = [p for p in review.plays if not p.best]
    assert 0 < len(asked) < 26 and len(plays) == len(asked) and len(drafts) == 26
    assert all(p.hard is None for p in review.plays if p.best)
    for view, p in zip(plays, asked, strict=True):
        assert view.seat == p.seat and view.to_act == p.seat
        assert len(view.hand) + sum(1 for t in view.tricks for _ in t.cards) >= 13
        assert p.hard == view.legal_actions[-1].card
    for view, d in zip(drafts, review.draft, strict=True):
        assert view.seat == d.seat and view.drawn is not None
        # "reject" (the last legal action) keeps the second card of the pair
        assert d.hard_kept != view.drawn


def test_hard_choices_are_legal_cards():
    game = simulated(("heuristic", "heuristic"), 6, 2)
    review = review_hand(game, 1, what_ifs=False)
    for p in review.plays:
        assert p.best or p.hard in [o.card for o in p.options]
    for d in review.draft:
        assert d.hard_kept in (d.kept, d.other)


def test_cards_valued_first_and_hinted_later_are_the_whole_reviews_cards():
    game = simulated(("heuristic", "heuristic"), 6, 2)
    whole = review_hand(game, 1, what_ifs=False)
    reviewer = HandReviewer(game, 1, what_ifs=False)
    quick = [reviewer.play(i, hint=False) for i in range(26)]
    assert all(p.hard is None for p in quick)
    assert [p.options for p in quick] == [p.options for p in whole.plays]
    assert [reviewer.play(i) for i in range(26)] == list(whole.plays)
    assert any(p.hard is not None for p in whole.plays)  # the hints were asked for


def test_progress_rises_from_zero_to_one():
    seen: list[float] = []
    review_hand(simulated(("heuristic", "heuristic"), 6, 2), 1, seen.append, ask_hard=False)
    assert seen[0] == 0.0 and seen[-1] == 1.0
    assert seen == sorted(seen)
    assert len(seen) > 50


def test_the_review_is_data_that_survives_json(reviews):
    data = reviews[0].to_dict()
    again = json.loads(json.dumps(data))
    assert again == data
    assert len(again["plays"]) == 26 and len(again["draft"]) == 26
    assert {d["undefined"] for d in again["draft"]} == {NOT_ASKED}
    # Numbers, card codes, names and reason codes: no sentence is stored.
    codes = {c.code for c in CARDS} | set(reviews[0].names) | {NOT_ASKED}
    assert set(strings(again)) <= codes


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


def test_an_unfinished_hand_is_refused():
    game = simulated(("random", "random"), 1, 2)
    unfinished = [h.number for h in game.hands if h.result is None]
    with pytest.raises(ValueError):
        review_hand(game, unfinished[0] if unfinished else len(game.hands) + 1)
    with pytest.raises(ValueError):
        review_hand(game, 0)


def test_loss_text_and_names():
    # The minus sign of the marks on the cards (−20), plain ASCII's hyphen with --ascii.
    assert loss_words(0, 0, nil=False) == "="
    assert loss_words(1, 20, nil=False) == "\u22121 trick / \u221220 pts"
    assert loss_words(0, 1, nil=False) == "\u22121 pt"
    assert loss_words(2, 0, nil=False) == "\u22122 tricks / 0 pts"
    assert loss_words(1, 200, nil=True) == "\u2212200 pts"
    assert loss_words(1, 20, nil=False, ascii_only=True) == "-1 trick / -20 pts"
    assert safe("Ann\x1b[31m\n") == "Ann?[31m?"


def test_a_cards_choices_read_best_first_in_hand_order_with_the_card_played_marked(reviews):
    from spades_tui.ui.review_words import ReviewWords

    seen = 0
    for review in reviews:
        words = ReviewWords(review, viewer=0)
        by_label = {str(words.card(c)): c for c in CARDS}
        for p in review.plays:
            if p.forced:
                continue
            line = words.options_line(p).plain
            groups = line.split(" | ")
            assert groups[0].startswith("="), line  # the cards that lost nothing come first
            losses = []
            for group in groups:
                cards = [
                    by_label[w.strip("[]")] for w in group.split(" ") if w.strip("[]") in by_label
                ]
                losses.append(max(p.points_lost(c) for c in cards))
                assert cards == sorted(cards, key=sort_key), line  # as the hand lists them
            assert losses == sorted(losses), line  # the dearer groups after the cheaper
            assert line.count("[") == 1 and f"[{words.card(p.played)}]" in line
            seen += 1
    assert seen > 20


def test_draft_lines_count_each_players_own_turns_and_say_a_rejection_as_it_went(reviews):
    from spades_tui.ui.review_words import ReviewWords

    review = reviews[0]
    words = ReviewWords(review, viewer=0)
    lines = [words.draft_line(d).plain for d in review.draft]
    for seat in (0, 1):
        name = words.name(seat)
        mine = [line for line, d in zip(lines, review.draft, strict=True) if d.seat == seat]
        # Turn 1 to 13 for each player, as the table counts a player's draws in the draft.
        assert [int(line.split(":")[0].split()[-1]) for line in mine] == list(range(1, 14))
        for line, d in zip(lines, review.draft, strict=True):
            if d.seat == seat and d.rejected:
                took = f"{name} rejected {words.card(d.other)}, took {words.card(d.kept)}"
                assert took in line
    assert any(d.rejected for d in review.draft)


def test_a_hint_that_agrees_names_the_card_played():
    from spades_tui.ui.review_words import ReviewWords

    review = next(
        r
        for r in (review_hand(simulated(("random", "random"), 1, s), 1) for s in range(5, 9))
        if any(p.hard == p.played for p in r.plays)
    )
    words = ReviewWords(review, viewer=0)
    agreed = next(p for p in review.plays if p.hard == p.played)
    hint = words.hint_line(agreed)
    assert hint is not None and hint.plain.endswith(": the same card")


def test_a_cards_choices_keep_the_languages_separator_between_cards(reviews):
    from spades_tui import i18n
    from spades_tui.ui.review_words import ReviewWords

    plays = [(r, p) for r in reviews for p in r.plays if not p.forced]
    i18n.use("hu")
    try:
        lines = [ReviewWords(r, viewer=0).options_line(p).plain for r, p in plays]
    finally:
        i18n.use("en")
    import re

    card = r"\[?(?:10|[2-9AKDB])[♠♥♦♣]\]?"
    text = "\n".join(lines)
    assert re.search(card + ", " + card, text)  # Hungarian: A♠, K♦
    assert not re.search(card + " " + card, text), text


def test_the_reviews_hint_is_the_hint_the_table_gave_on_the_same_position(random_game):
    # Both ask the hard level, which samples the hidden cards, and on this card its choice
    # depends on the sample: seeded alike, from the view, the table and the review agree
    # (they once named two different cards for one lead).
    from spades_tui.core.replay import replay_hand
    from spades_tui.players import make_player
    from spades_tui.ui.table_common import advise

    number, index = random_game.hands[1].number, 4
    # Each view as the replay passes it: the replayed game moves on under the steps.
    replayed = replay_hand(random_game, number)
    views = [s.game.view(s.seat) for s in replayed if s.phase is Phase.PLAY]
    view = views[index]
    assert len({make_player("hard", seed).choose(view) for seed in (1, 2, 3, 4)}) > 1
    table_hint = advise(view).action
    assert CARDS[table_hint.card] == HandReviewer(random_game, number).hint(index)  # type: ignore[attr-defined]


def test_a_seat_the_hint_level_played_gets_no_hint(random_game):
    """A hard computer's card was reviewed with the hint "from what Computer could see: 6♠":
    hard asked again, on other samples of the hidden cards, read as disagreeing with itself."""
    from spades_tui.core.record import dumps, loads

    record = json.loads(dumps(random_game))
    record["players"][1]["kind"] = "ai:hard"
    game = loads(json.dumps(record))
    number = game.hands[1].number
    reviewer = HandReviewer(game, number)
    seats = [reviewer.play(i, hint=False).seat for i in range(26)]
    first = next(i for i, seat in enumerate(seats) if seat == 1)
    assert reviewer.hint(first) is None
    assert all(d.hard_kept is None for d in reviewer.draft() if d.seat == 1)
    assert reviewer.hint(seats.index(0)) is not None  # the other seat is hinted as before


def test_a_card_that_put_a_bid_made_in_the_end_at_risk_did_not_cost_it():
    """Perfect play after the card sets the bid, but the other side went wrong and the bid
    was made: "cost you your bid" stood under a result line that said it was made."""
    from dataclasses import replace

    review = replace(crafted_review(), tricks=(4, 9), points=(40, 50))
    mine = render_review(review, viewer=0)
    assert "Trick 5: 9♥ could have cost you your bid; K♥ made it sure" in mine
    assert "cost you your bid;" not in mine.replace("could have cost you your bid;", "")
    theirs = render_review(review, viewer=1)
    assert "Trick 5: Ann's 9♥ could have cost the bid; K♥ made it sure" in theirs
