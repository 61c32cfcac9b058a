"""Names the game gives by itself inside a Hungarian sentence. "1. játékos", "Közepes gép",
"Vendég" are common nouns, so a sentence says them with their article, "Az 1. játékos
hívott" at its start and "az 1. játékos" inside it, as it says "a gép" of the computer; a
name a person typed never gets one. English reads as it always did."""

from __future__ import annotations

from spades_tui.analysis.bid_grading import BidGrade
from spades_tui.case_endings import definite_article
from spades_tui.core import events as ev
from spades_tui.core.cards import parse_card
from spades_tui.i18n import _, name_inside, say
from spades_tui.ui.bid_grade_words import grade_line
from spades_tui.ui.news import describe_event, log_lines
from spades_tui.ui.setup import default_names
from spades_tui.ui.spectate import draft_line
from spades_tui.ui.table_common import thinking_line
from spades_tui.words.refusals import NETWORK_SENTENCES

SLOPE = [-100.0, 10, 20, 30, 38.4, 45, 51, 40, 0, -90, -100, -110, -120, -130]


def test_the_article_follows_the_first_sound() -> None:
    assert definite_article("1. játékos") == "az"  # első
    assert definite_article("2. játékos") == "a"  # második
    assert definite_article("5. játékos") == "az"  # ötödik
    assert definite_article("10. játékos") == "a"  # tizedik
    assert definite_article("1000") == "az"  # ezer
    assert definite_article("erős gép") == "az"
    assert definite_article("közepes gép") == "a"


def test_every_name_the_game_gives_takes_its_article(hungarian) -> None:
    hot_seat = default_names(("human", "human"))
    watched = default_names(("normal", "hard"))
    twins = default_names(("heuristic", "heuristic"))
    against = default_names(("human", "normal"))
    inside = [name_inside(n) for n in (*hot_seat, *watched, *twins, *against)]
    assert inside == [
        "az 1. játékos",
        "a 2. játékos",
        "a közepes gép",
        "az erős gép",
        "az egyszerű gép 1",
        "az egyszerű gép 2",
        "a játékos",
        "a gép",
    ]
    assert name_inside(_("Guest")) == "a vendég"


def test_a_typed_name_never_gets_one(hungarian) -> None:
    assert name_inside("Anna") == "Anna"
    assert name_inside("Erős Béla") == "Erős Béla"
    assert say(_("{name} wins the game!"), name="Bob") == "Bob nyerte a játszmát!"


def test_hot_seat_prompts(hungarian) -> None:
    assert say(_("Answer {name}'s {card}."), name="1. játékos", card="9♠") == (
        "Az 1. játékos hívott: 9♠. Te jössz."
    )
    assert say(_("You bid first, then {name}."), name="1. játékos") == (
        "Te licitálsz előbb, majd az 1. játékos."
    )
    assert say(
        _("You draft on: {name}'s turns cannot change the cards you draw."), name="2. játékos"
    ).startswith("Húzz tovább: a 2. játékos lépései")


def test_the_log(hungarian) -> None:
    names = ["1. játékos", "2. játékos"]
    lead = ev.CardPlayed(-1, 1, parse_card("KH"))
    assert log_lines([lead], names, 0, True) == ["A 2. játékos hívott: Kk"]
    bid = describe_event(ev.BidMade(ev.PUBLIC, 0, 4, False), names, me=1)
    assert bid is not None and bid.startswith("Az 1. játékos licitje")
    started = describe_event(ev.HandStarted(ev.PUBLIC, 2, 0), names, me=1)
    assert started == "2. leosztás: az 1. játékos húz először"


def test_the_game_over_line(hungarian) -> None:
    assert say(_("{name} wins the game!"), name="1. játékos") == "Az 1. játékos nyerte a játszmát!"


def test_watch_mode_thinking_and_discard_lines(hungarian) -> None:
    assert say(_("{name} is thinking…"), name="Közepes gép") == "A közepes gép gondolkodik…"
    assert say(_("{name} is thinking…"), name="Erős gép") == "Az erős gép gondolkodik…"
    kept = say(_("{name} kept {kept}, discarded {card}"), name="Közepes gép", kept="A♠", card="D♦")
    assert kept == "A közepes gép megtartotta: A♠, eldobta: D♦"
    assert draft_line("1. leosztás", "Erős gép 2", 2).startswith(
        "1. leosztás: húzás, az erős gép 2 húz"
    )


def test_the_reviews_bid_grade(hungarian) -> None:
    line = grade_line(BidGrade(1, 3, tuple(SLOPE), 320, None), ("Anna", "Gép"), viewer=0)
    assert line.plain.startswith("A gép licitje: 3,"), line.plain


def test_a_refusal_names_whose_turn_it_is(hungarian) -> None:
    assert NETWORK_SENTENCES["not_your_turn"]({"name": "2. játékos"}) == (
        "A 2. játékos következik, nem te."
    )


def test_the_hint_names_its_level_in_hungarian(hungarian) -> None:
    assert thinking_line() == "Az erős gép tippet keres…"


def test_english_is_as_it_was() -> None:
    assert say(_("{name} wins the game!"), name="Player 1") == "Player 1 wins the game!"
    assert say(_("{name} is thinking…"), name="Normal") == "Normal is thinking…"
    assert thinking_line() == "hard is thinking about a hint…"
