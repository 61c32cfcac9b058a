"""Places a native reader found worded wrongly in Hungarian, each as the sentence now reads."""

from __future__ import annotations

from spades_tui.analysis.bid_grading import BidGrade
from spades_tui.core.actions import BIDS, PLAYS, Exchange
from spades_tui.core.cards import parse_card
from spades_tui.i18n import _, bid_word, say
from spades_tui.ui.bid_grade_words import grade_line
from spades_tui.ui.hint_line import pointer_words
from spades_tui.ui.hints import ADVISOR, Hint, _what, hint_text
from spades_tui.ui.table_common import exchange_text

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
        "Tipp (erős): A♥ menjen cserébe – a magas lapok ütést visznek, vak nullánál "
        "pedig minden ütést el kell engedned."
    )


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
    assert _("Trick {trick}: {card}; best {best}").format(trick=7, card="B♠", best="6♠") == (
        "7. ütés: lapod: B♠; a legjobb: 6♠"
    )
    cost = say(
        _("Trick {trick}: {name}'s {card} cost the bid; {better} made it"),
        trick=3,
        name="Gép",
        card="K♦",
        better="2♦",
    )
    assert cost == "3. ütés: a gép lapja (K♦) buktatta a licitet; 2♦ teljesítette volna"
    same = say(_("hint, from what {name} could see: {what}"), name="Gép", what=_("same"))
    assert same == "a tipp a gép helyében: ugyanezt játszotta volna"


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
    assert _("keep {card}").format(card="6♣") == "tartsd meg: 6♣"
    assert _("reject {card}").format(card="6♣") == "dobd el: 6♣"


def test_a_computer_named_beside_its_level_is_not_named_twice(hungarian) -> None:
    # The history's summary once read "Játékos – Gép (közepes gép)".
    from spades_tui.ui.screens.history import mode_words

    kinds = ("human", "ai:normal")
    assert mode_words(kinds) == "közepes gép"
    assert mode_words(kinds, beside_names=True) == "közepes"
