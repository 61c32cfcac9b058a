"""The computer's default name inside a Hungarian sentence: "Gép" is a common noun, so a
sentence says "A gép licitál" at its start and "a gép" inside it, where it says "Anna
licitál" of a person. English keeps "Computer bids 3" as it always read."""

from __future__ import annotations

from rich.text import Text
from ui_helpers import SIZE, position, screen_text, wait_until

from spades_tui.core import events as ev
from spades_tui.core.game import Phase
from spades_tui.i18n import _, say, spoken_name
from spades_tui.ui.app import SpadesApp
from spades_tui.ui.news import describe_event
from spades_tui.ui.phrase import fill
from spades_tui.ui.setup import HUMAN


def test_a_sentence_opening_with_the_computer_says_a_gep(hungarian) -> None:
    assert say(_("{name} bids {bid}"), name="Gép", bid=3) == "A gép licitje: 3"
    assert say(_("Answer {name}'s {card}."), name="Gép", card="9r") == (
        "A gép hívott: 9r. Te jössz."
    )
    assert say(_("{name} is thinking…"), name="Gép") == "A gép gondolkodik…"


def test_inside_a_sentence_the_computer_is_a_gep_in_lower_case(hungarian) -> None:
    assert say(_("You bid first, then {name}."), name="Gép") == ("Te licitálsz előbb, majd a gép.")
    assert say(_("Hand {hand}: {name} draws first"), hand=2, name="Gép") == (
        "2. leosztás: a gép húz először"
    )


def test_after_a_full_stop_or_a_line_break_a_new_sentence_opens(hungarian) -> None:
    assert spoken_name("Gép", "Vége. {name} nyert") == "A gép"
    assert spoken_name("Gép", "\n{name} vitte") == "A gép"
    assert spoken_name("Gép", "2. ütés: {name}") == "a gép"


def test_a_persons_name_stays_as_it_is(hungarian) -> None:
    assert say(_("{name} bids {bid}"), name="Anna", bid=3) == "Anna licitje: 3"
    assert say(_("You bid first, then {name}."), name="Anna") == ("Te licitálsz előbb, majd Anna.")
    # A name given in another language is a name: a game begun in English keeps "Computer".
    assert say(_("{name} bids {bid}"), name="Computer", bid=3) == "Computer licitje: 3"


def test_a_sentence_with_styled_parts_says_it_too(hungarian) -> None:
    won = fill("\n" + _("Won by {name}"), name=Text("Gép", style="bold"))
    assert won.plain == "\nA gép vitte"
    assert any(span.style == "bold" for span in won.spans)  # the name keeps its style
    assert fill(_("Won by {name}"), name="Anna").plain == "Anna vitte"


def test_the_log_says_a_gep(hungarian) -> None:
    heard: tuple[list, list] = ([], [])
    game = position(5, stop=lambda g: g.phase is Phase.PLAY, heard=heard, names=("Anna", "Gép"))
    bids = [e for e in heard[0] if isinstance(e, ev.BidMade) and e.seat == 1]
    words = [describe_event(e, game.names, me=0) for e in bids]
    assert words and all(w is not None and w.startswith("A gép licitje") for w in words)


def test_english_sentences_are_as_they_were() -> None:
    assert say(_("{name} bids {bid}"), name="Computer", bid=3) == "Computer bids 3"
    assert say(_("You bid first, then {name}."), name="Computer") == (
        "You bid first, then Computer."
    )


async def test_the_table_answers_a_gep_lead(hungarian) -> None:
    def computer_led(g) -> bool:  # type: ignore[no-untyped-def]
        trick = g.hand.tricks[-1] if g.phase is Phase.PLAY and g.hand.tricks else None
        return trick is not None and trick.leader == 1 and len(trick.cards) == 1

    game = position(5, stop=computer_led, names=("Anna", "Gép"))
    assert game.phase is Phase.PLAY and game.to_act == 0
    app = SpadesApp(game, (HUMAN, "normal"), pace=0)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: "hívott:" in screen_text(app))
        assert "A gép hívott:" in screen_text(app)


def test_a_watched_computer_is_named_by_its_level_as_a_computer(hungarian) -> None:
    """A watched game once had players called „Közepes” and „Erős”, adjectives alone."""
    from spades_tui.ui.setup import default_names

    assert default_names(("normal", "hard")) == ("Közepes gép", "Erős gép")
    assert default_names(("hard", "hard")) == ("Erős gép 1", "Erős gép 2")
    assert say(_("{name} is thinking…"), name="Erős gép") == "Az erős gép gondolkodik…"


def test_in_english_a_watched_computer_is_named_by_its_level_alone() -> None:
    from spades_tui.ui.setup import default_names

    assert default_names(("normal", "hard")) == ("Normal", "Hard")


def test_the_log_says_a_lead_as_a_lead_in_hungarian(hungarian) -> None:
    """The log once wrote „Béla lapja: K♥” for a lead, where the prompt said „Béla hívott”."""
    from spades_tui.core.cards import parse_card
    from spades_tui.ui.news import log_lines

    lead, answer = (ev.CardPlayed(-1, 1, parse_card(c)) for c in ("KH", "2H"))
    mine = ev.CardPlayed(-1, 0, parse_card("AS"))
    won = ev.TrickWon(-1, 1, 1, (lead.card, answer.card), 1)
    lines = log_lines([lead, answer, won, mine], ["Anna", "Gép"], 0, True)
    assert lines[0] == "A gép hívott: Kk", lines
    assert lines[1].startswith("A gép lapja: 2k"), lines
    assert lines[-1] == "Te hívtál: Ap", lines


def test_the_english_log_says_played_for_a_lead_as_before() -> None:
    from spades_tui.core.cards import parse_card
    from spades_tui.ui.news import log_lines

    lines = log_lines([ev.CardPlayed(-1, 1, parse_card("KH"))], ["Ann", "Bob"], 0)
    assert lines == ["Bob played K♥"]
