"""Places a native reader found worded wrongly in Hungarian, each as the sentence now reads."""

from __future__ import annotations

from spades_tui.analysis.bid_grading import BidGrade
from spades_tui.core.actions import BIDS, PLAYS, Exchange
from spades_tui.core.cards import parse_card
from spades_tui.i18n import _, bid_word, pgettext, say
from spades_tui.ui.bid_grade_words import grade_line
from spades_tui.ui.hint_line import pointer_words
from spades_tui.ui.hints import ADVISOR, Hint, _what, hint_text
from spades_tui.ui.table_common import exchange_text
from spades_tui.words.cards import card_name

SLOPE = [-100.0, 10, 20, 30, 38.4, 45, 51, 40, 0, -90, -100, -110, -120, -130]


def test_a_better_bid_is_said_as_what_you_could_have_bid(hungarian) -> None:
    """It once read „6 licittel +51 pont lett volna"."""
    mine = grade_line(BidGrade(0, 4, tuple(SLOPE), 320, None), ("Anna", "Bob"), viewer=0)
    assert mine.plain.endswith("; ha 6-ot licitáltál volna: +51 pont"), mine.plain
    theirs = grade_line(BidGrade(1, 4, tuple(SLOPE), 320, None), ("Anna", "Bob"), viewer=0)
    assert theirs.plain.endswith("; ha 6-ot licitált volna: +51 pont"), theirs.plain
    nil_best = [60.0, *SLOPE[1:]]
    line = grade_line(BidGrade(0, 4, tuple(nil_best), 320, None), ("Anna", "Bob"), viewer=0)
    assert "ha nullát licitáltál volna" in line.plain


def test_english_bids_read_as_before() -> None:
    mine = grade_line(BidGrade(0, 4, tuple(SLOPE), 320, None), ("Ann", "Bob"), viewer=0)
    assert mine.plain.endswith("; 6 would have been +51")
    assert format(bid_word(0), "") == "nil"


def test_the_exchange_box_says_what_came_instead(hungarian) -> None:
    """„Visszakaptad" means got back: the cards that came are new ones."""
    words = exchange_text((parse_card("2C"),), (parse_card("AS"),), False)
    assert words.splitlines()[1] == "Helyettük kaptad: A♠"


def test_a_card_hint_names_the_card_with_its_reason_after_a_dash(hungarian) -> None:
    """The hints once mixed nouns („4♣ kijátszása") with orders („licitálj 4-et")."""
    assert _what(PLAYS[parse_card("4C")], False) == "4♣"
    hint = Hint(ADVISOR, Exchange((parse_card("AH"),)))
    assert hint_text(hint, view=None) == (  # type: ignore[arg-type]
        "Tipp (erős): cseréld le az A♥-t – a magas lapok ütést visznek, "
        "ami a vak nullánál bukást jelent."
    )
    two = Hint(ADVISOR, Exchange((parse_card("KS"), parse_card("AS"), parse_card("KC"))))
    words = hint_text(two, view=None)  # type: ignore[arg-type]
    assert words.startswith("Tipp (erős): cseréld le az A♠-t, a K♠-t és a K♣-t – "), words


def test_a_moved_bid_says_where_it_moved_from_and_to(hungarian) -> None:
    """It once read „A licited 3 helyett erre állt: az Enter ezt mondja be."""
    assert pointer_words(BIDS[4], 3) == "A kijelölés 3-ról 4-re ugrott: Enterrel bemondod."
    assert pointer_words(BIDS[4], 0) == "A kijelölés nulláról 4-re ugrott: Enterrel bemondod."
    assert pointer_words(BIDS[0], 5) == "A kijelölés 5-ről nullára ugrott: Enterrel bemondod."


def test_a_nil_lost_to_an_unbeatable_card_says_so_plainly(hungarian) -> None:
    """It once read „a kezében volt ez a lap, amely minden ütést elvisz: A♠"."""
    words = say(
        _(
            "{name}'s nil was lost before the first card: {name} held {ace}, which wins every "
            "trick it is played to."
        ),
        name="Anna",
        ace="A♠",
    )
    assert words == (
        "Anna nullája már az első lap előtt elveszett, mert nála volt egy verhetetlen lap: A♠."
    )


def test_review_lines_read_as_a_player_says_them(hungarian) -> None:
    """They once read „2. ütés: a gép lapja: 4♥; a legjobb: K♥"."""
    jack, six = card_name(parse_card("JS")), card_name(parse_card("6S"))
    best = _("Trick {trick}: you played {card}; best {best}").format(trick=7, card=jack, best="6♠")
    assert best == "7. ütés: a B♠-t tetted, jobb lett volna: 6♠"
    theirs = say(
        _("Trick {trick}: {name}'s {card}; best {best}"), trick=2, name="Gép", card=six, best="K♥"
    )
    assert theirs == "2. ütés: a gép a 6♠-t tette, jobb lett volna: K♥"
    cost = say(
        _("Trick {trick}: {name}'s {card} cost the bid; {better} made it"),
        trick=3,
        name="Gép",
        card=card_name(parse_card("KD")),
        better=card_name(parse_card("5D")),
    )
    assert cost == "3. ütés: a gép lapja, a K♦ buktatta a licitet; az 5♦ teljesítette volna"
    same = say(
        _("hint, from what {name} could see: {what}"),
        name="Gép",
        what=pgettext("a hint that agrees with the card played", "the same card"),
    )
    assert same == "a tipp abból, amit a gép látott: ugyanezt javasolta"
    # The key to the marks names the card played (▲) with the same English words.
    assert _("the card played") == "a kijátszott lap"


async def test_a_finished_trick_says_who_took_it_before_the_key_to_go_on(hungarian) -> None:
    """It once read „Tovább bármely billentyűvel…  Tiéd az ütés"."""
    from ui_helpers import SIZE, app_for, position, screen_text

    from spades_tui.core.game import Phase
    from spades_tui.ui.screens.table import TableScreen
    from spades_tui.ui.table_common import trick_won_line

    game = position(5, stop=lambda g: g.phase is Phase.PLAY and len(g.hand.played) == 3)
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen)
        table.show_trick_end(game.view(game.to_act), [], trick_won_line(0, 0, game.names))
        await pilot.pause()
        assert "Tiéd az ütés. Tovább bármely billentyűvel…" in screen_text(app)


def test_the_default_hot_seat_players_are_named_with_their_articles(hungarian) -> None:
    # It once read "1. játékos és 2. játékos egy gépen", without the articles.
    from spades_tui.ui.screens.home import hot_seat_words
    from spades_tui.ui.setup import HUMAN, default_names

    assert hot_seat_words(*default_names((HUMAN, HUMAN))) == "az 1. és a 2. játékos egy gépen"
    assert hot_seat_words("Ann", "Bob") == "Ann és Bob egy gépen"


def test_the_review_hint_on_a_draft_is_an_order(hungarian) -> None:
    six, ace = card_name(parse_card("6C")), card_name(parse_card("AC"))
    assert _("keep {card}").format(card=six) == "tartsd meg a 6♣-t"
    assert _("reject {card}").format(card=ace) == "dobd el az A♣-t"


def test_a_review_draft_row_says_who_kept_what_in_a_sentence(hungarian) -> None:
    """It once read „14. kör: Te 4♦ megtartva, 7♦ eldobva; tipp abból, amit láttál: dobd el:
    4♦"."""
    four, seven = card_name(parse_card("4D")), card_name(parse_card("7D"))
    mine = _("Turn {turn}: You kept {kept}, discarded {other}")
    assert mine.format(turn=14, kept=four, other=seven) == (
        "14. kör (te): megtartottad a 4♦-t, eldobtad a 7♦-t"
    )
    theirs = say(
        _("Turn {turn}: {name} rejected {other}, took {kept}"),
        turn=3,
        name="Gép",
        kept=four,
        other=seven,
    )
    assert theirs == "3. kör (a gép): eldobta a 7♦-t, helyette megtartotta a 4♦-t"
    assert _("hint, from what you could see: {what}").format(what="x") == "a tipp: x"


def test_a_card_played_in_a_reviewed_hand_is_said_in_the_past(hungarian) -> None:
    from spades_tui.ui.review_sentences import play_sentence

    assert play_sentence("Te", True, True, "A♥") == "Hívtál: A♥"
    # A card put on a trick led is "rátette", as players say; "kijátszotta" was any card.
    assert play_sentence("Gép", False, False, "A♥") == "A gép rátette: A♥"
    assert play_sentence("Te", True, False, "A♥") == "Rátetted: A♥"
    # The replay, stepping through a game as it goes, still says it now.
    assert say(_("{name} plays {card}"), name="Anna", card="A♥") == "Anna kijátssza: A♥"


def test_the_bid_reason_compares_the_bids_without_speaking_to_the_reader(hungarian) -> None:
    """It once read „10 ponttal jobb, mint ha 3-at mondanál" under the computer's bid, and
    „biztos ütés: A♠ K♦" though a king is not sure."""
    from spades_tui.players.valuation import BidReason
    from spades_tui.ui.hints import bid_reason_words

    why = BidReason(
        bid=4,
        tricks=4.2,
        spread=1.0,
        estimate=4.2,
        base=4.2,
        holdings=(),
        sure=(parse_card("AS"), parse_card("KD")),
        expected=((4, 40.0), (3, 30.0), (5, 35.0), (0, 1.0)),
        nil_chance=None,
        opponent_bid=None,
    )
    words = bid_reason_words(why)
    assert "biztos ütés: A♠, K♦" in words, words
    assert "10 ponttal többet hoz a 3-as licitnél" in words, words
    assert "5 ponttal többet hoz az 5-ös licitnél" in words, words
    assert "39 ponttal többet hoz a nulla licitnél" in words, words


def test_a_refused_turn_names_the_seat_with_its_article(hungarian) -> None:
    from spades_tui.words.refusals import SENTENCES

    assert SENTENCES["not_your_turn"]({"seat": 1}, False) == "Most nem az 1. hely következik."
    assert SENTENCES["not_your_turn"]({"seat": 2}, False) == "Most nem a 2. hely következik."


def test_a_computer_named_beside_its_level_is_not_named_twice(hungarian) -> None:
    # The history's summary once read "Játékos – Gép (közepes gép)".
    from spades_tui.ui.screens.history import mode_words

    kinds = ("human", "ai:normal")
    assert mode_words(kinds) == "közepes gép"
    assert mode_words(kinds, beside_names=True) == "közepes"
