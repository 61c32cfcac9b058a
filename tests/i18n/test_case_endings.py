"""A figure with a Hungarian case ending: the ending follows how the figure is read aloud
(hat → 6-ot, három → 3-at, kettő → 2-t, nulla → 0-t), and a translation asks for it with
``{n:t}``, ``{n:ból}``, ``{n:ra}``…"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from spades_tui import i18n
from spades_tui.case_endings import CASES, ending
from spades_tui.i18n import _, bid_word, count

PACKAGE = Path(i18n.__file__).parent

ACCUSATIVE = [
    "0-t",
    "1-et",
    "2-t",
    "3-at",
    "4-et",
    "5-öt",
    "6-ot",
    "7-et",
    "8-at",
    "9-et",
    "10-et",
    "11-et",
    "12-t",
    "13-at",
]
ELATIVE = [
    "ból",
    "ből",
    "ből",
    "ból",
    "ből",
    "ből",
    "ból",
    "ből",
    "ból",
    "ből",
    "ből",
    "ből",
    "ből",
    "ból",
]
SUBLATIVE = ["ra", "re", "re", "ra", "re", "re", "ra", "re", "ra", "re", "re", "re", "re", "ra"]
WITH = [
    "val",
    "gyel",
    "vel",
    "mal",
    "gyel",
    "tel",
    "tal",
    "tel",
    "cal",
    "cel",
    "zel",
    "gyel",
    "vel",
    "mal",
]


def test_the_accusative_of_every_bid_from_0_to_13(hungarian) -> None:
    assert [f"{count(n):t}" for n in range(14)] == ACCUSATIVE


@pytest.mark.parametrize(("case", "endings"), [("ból", ELATIVE), ("ra", SUBLATIVE), ("val", WITH)])
def test_the_other_endings_from_0_to_13(hungarian, case: str, endings: list[str]) -> None:
    assert [ending(n, case) for n in range(14)] == endings
    assert f"{count(13):{case}}" == f"13-{endings[13]}"


def test_larger_figures_follow_their_last_spoken_word(hungarian) -> None:
    # húsz, száz, ezer; tizenhárom reads as three, kétszázhat as six.
    assert [f"{count(n):t}" for n in (20, 40, 100, 206, 500, 1000)] == [
        "20-at",
        "40-et",
        "100-at",
        "206-ot",
        "500-at",
        "1000-et",
    ]
    assert f"{count(-3):t}" == "\u22123-at"  # a score below zero keeps its minus sign
    assert f"{count(5):hoz}" == "5-höz" and f"{count(4):hoz}" == "4-hez"


def test_a_figure_as_an_adjective_and_after_its_article(hungarian) -> None:
    # hármas, hatos, kettes (not kettős), ötös, nullás; az 5, az 1., a 10.
    assert [f"{count(n):as}" for n in (0, 1, 2, 3, 5, 6, 10, 12, 20, 100)] == [
        "0-s",
        "1-es",
        "2-es",
        "3-as",
        "5-ös",
        "6-os",
        "10-es",
        "12-es",
        "20-as",
        "100-as",
    ]
    assert [f"{count(n):a}" for n in (1, 2, 5, 10, 11)] == ["az 1", "a 2", "az 5", "a 10", "a 11"]
    assert f"{bid_word(3):a-as}" == "a 3-as" and f"{bid_word(5):a-as}" == "az 5-ös"
    assert f"{bid_word(0):a-as}" == "a nulla"


def test_without_an_ending_a_count_is_its_figure() -> None:
    assert f"{count(6)}" == "6" and f"{count(1200)}" == "1200"
    i18n.use("hu")
    try:
        assert f"{count(12000)}" == "12\u00a0000"
    finally:
        i18n.use("en")


def test_the_hint_says_licitalj_6_ot(hungarian) -> None:
    from spades_tui.core.actions import BIDS
    from spades_tui.ui.hints import _what

    assert _what(BIDS[6], False) == "licitálj 6-ot"
    assert _what(BIDS[3], False) == "licitálj 3-at"
    assert _what(BIDS[0], False) == "licitálj nullát"
    i18n.use("en")
    assert _what(BIDS[6], False) == "bid 6"


def _function_start(lines: list[str], at: int) -> int:
    """The first line of the function around line ``at`` (at most 40 lines up), or 6 lines
    up, whichever is higher up."""
    for up in range(at, max(at - 40, 0) - 1, -1):
        if lines[up].lstrip().startswith("def "):
            return min(up, max(at - 6, 0))
    return max(at - 6, 0)


def test_every_translation_with_an_ending_is_given_a_count() -> None:
    """A plain int cannot take ``{n:t}`` (format would fail as the sentence is painted): each
    message a Hungarian translation writes with an ending is formatted with count()."""
    with i18n.po_path("hu").open("rb") as f:
        catalog = read_po(f, locale="hu")
    spec = re.compile(r"\{\w+:(a-)?(" + "|".join(CASES) + r")\}")
    with_endings = [
        m.id if isinstance(m.id, str) else m.id[0]
        for m in catalog
        if m.id
        and any(spec.search(s) for s in (m.string if isinstance(m.string, tuple) else (m.string,)))
    ]
    assert with_endings
    lines = "\n".join(p.read_text() for p in PACKAGE.rglob("*.py")).splitlines()
    # The value is made beside the message, in the same function: count() (or bid_word() for
    # a bid, nil included; card_name() for a card, which the review's card() makes).
    given = re.compile(r"\b(count|bid_word|bid_name|card_name|label_list|self\.card)\(")
    for message in with_endings:
        calls = [at for at, line in enumerate(lines) if f'"{message}"' in line]
        near = ["\n".join(lines[_function_start(lines, at) : at + 7]) for at in calls]
        assert calls and all(given.search(words) for words in near), (message, calls)
    assert _("bid {n}") == "bid {n}"  # English has no endings to ask for


def test_a_bid_hint_with_its_reason_fits_the_two_note_lines_at_80_columns(hungarian) -> None:
    """The bid hint names the cards counted on and the two next best bids: in Hungarian it
    once needed a third line ("…többet hoz, mint ha 2 lenne a licit") that the note cuts."""
    from rich.console import Console
    from rich.text import Text

    from spades_tui.core.actions import BIDS
    from spades_tui.core.cards import parse_card
    from spades_tui.players.valuation import BidReason
    from spades_tui.ui.hints import ADVISOR, Hint, hint_text

    why = BidReason(
        bid=3,
        tricks=3.5,
        spread=1.0,
        estimate=3.5,
        base=0.5,
        holdings=(),
        sure=tuple(parse_card(code) for code in ("AS", "KS", "AH")),
        expected=((3, 40.0), (2, 29.0), (4, 15.0)),
        nil_chance=None,
        opponent_bid=None,
    )
    words = hint_text(Hint(ADVISOR, BIDS[3], 3.5, why), view=None)  # type: ignore[arg-type]
    assert words.startswith("Tipp (erős): licitálj 3-at – ")
    assert "11 ponttal többet hoz a 2-es licitnél" in words
    lines = Text(words).wrap(Console(width=78), 78)  # the note: 80 columns less its padding
    assert len(lines) <= 2, [line.plain for line in lines]


def test_why_the_computer_bid_says_the_bid_as_the_verbs_object(hungarian) -> None:
    """The watcher's log once read „Miért 4 Bob licitje:”, which is no sentence."""
    from spades_tui.players.valuation import BidReason
    from spades_tui.ui.news import BidExplained, describe_event

    def why(bid: int) -> BidReason:
        return BidReason(
            bid=bid,
            tricks=4.0,
            spread=1.0,
            estimate=4.0,
            base=4.0,
            holdings=(),
            sure=(),
            expected=((bid, 40.0), (bid + 1, 29.0), (bid + 2, 15.0)),
            nil_chance=None,
            opponent_bid=None,
        )

    names = ["Bob", _("Computer")]
    bob = describe_event(BidExplained(-1, seat=0, reason=why(4)), names)
    computer = describe_event(BidExplained(-1, seat=1, reason=why(3)), names)
    nil = describe_event(BidExplained(-1, seat=0, reason=why(0)), names)
    assert bob is not None and bob.startswith("Miért licitált Bob 4-et: "), bob
    assert computer is not None and computer.startswith("Miért licitált a gép 3-at: "), computer
    assert nil is not None and nil.startswith("Miért licitált Bob nullát: "), nil
