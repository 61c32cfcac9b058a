"""Bid grades (``analysis.bid_grading``) in the player's language, as lines of rich Text.

One line per bid says what the bid made was expected to score and, when another bid was
better, which and by how much; two dim lines under it give every bid's expected points, the
bid made in bold and the best in green. The review puts them under its line of bids, for the
screen and for ``spades-tui analyze`` alike.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text

from spades_tui.analysis.bid_grading import BIDS, BidGrade
from spades_tui.analysis.text import safe
from spades_tui.i18n import _, bid_word, pgettext, say
from spades_tui.ui.review_sentences import signed_figure

GOOD = "green"
BAD = "bold red"


def bid_name(bid: int) -> str:
    return bid_word(bid)


class EitherBid(str):
    """Bids as good as each other, for one ``{field}``: '4 or 5'. A translation's ending
    reaches every one of them (Hungarian: 4-et vagy 5-öt)."""

    words: tuple[str, ...] = ()

    def __format__(self, spec: str) -> str:
        return _or().join(format(word, spec) for word in self.words)


def _or() -> str:
    return pgettext("between bids that would have scored the same", " or ")


def either_bid(bids: Sequence[int]) -> EitherBid:
    words = tuple(bid_word(b) for b in bids)
    named = EitherBid(_or().join(words))
    named.words = words
    return named


def expected_points(value: float, ascii_only: bool = False) -> str:
    return signed_figure(round(value), ascii_only)


def grade_line(
    grade: BidGrade, names: Sequence[str], viewer: int | None, ascii_only: bool = False
) -> Text:
    """'You bid 4: expected +38; 6 would have been +51', or '..., the best bid'."""
    mine = grade.seat == viewer
    values = {
        "name": safe(names[grade.seat]),
        "bid": bid_name(grade.bid),
        "points": expected_points(grade.made_value, ascii_only),
    }
    best = grade.expected[grade.best]
    assert best is not None
    shown = expected_points(best, ascii_only)
    # A tie as the table under the line shows it: the same points, once rounded. (A rule of
    # "within a point" called 6 at +60 as good as any beside 7 at +61.)
    if values["points"] == shown:
        if mine:
            words = _("You bid {bid}: expected {points}, as good as any bid")
        else:
            words = _("{name} bid {bid}: expected {points}, as good as any bid")
        return Text(say(words, **values), style=GOOD)
    if mine:
        words = _("You bid {bid}: expected {points}; {better} would have been {best}")
    else:
        words = _("{name} bid {bid}: expected {points}; {better} would have been {best}")
    # A bid ten points or more short of the best is a mistake worth seeing at a glance.
    style = BAD if grade.shortfall >= 10 else ""
    # Every bid the figures cannot tell from the best is named: the table under the line
    # shows them all with the same points.
    tied = [
        bid
        for bid, value in enumerate(grade.expected)
        if value is not None and expected_points(value, ascii_only) == shown
    ]
    words = say(words, **values, better=either_bid(tied or [grade.best]), best=shown)
    return Text(words, style=style)


def grade_table(grade: BidGrade, ascii_only: bool = False) -> list[Text]:
    """Every bid's expected points: 'nil -100 · 1 +13 · ... · 6 +41' and '7 +30 · ... · 13 -130'.

    Two lines of seven bids each, so that neither wraps in an 80-column terminal.
    """
    lines = []
    best = grade.expected[grade.best]
    top = expected_points(best, ascii_only) if best is not None else None
    # The middle dot has no ASCII twin that reads as a separator: "." looks like a decimal.
    between = " | " if ascii_only else " · "
    for row in (BIDS[:7], BIDS[7:]):
        line = Text("    ")
        for bid in row:
            value = grade.expected[bid]
            if value is None:
                continue
            if len(line) > 4:
                line.append(between, style="dim")
            # Green for every bid as good as the best, to the point shown.
            style = GOOD if expected_points(value, ascii_only) == top else "dim"
            if bid == grade.bid:
                style += " bold"
            line.append(f"{bid_name(bid)} {expected_points(value, ascii_only)}", style=style)
        lines.append(line)
    return lines


def grade_lines(
    grades: Sequence[BidGrade],
    names: Sequence[str],
    viewer: int | None,
    ascii_only: bool = False,
) -> list[Text]:
    """Each bid's line and its table, then once what 'expected' means."""
    if not grades:
        return []
    out: list[Text] = []
    for grade in grades:
        out.append(Text.assemble("  ", grade_line(grade, names, viewer, ascii_only)))
        if grade.shortfall > 0 and grade.bid == grade.reaches:
            # Why the hint could name this bid: made, it wins the game, which no figure counts.
            # Only the lowest such bid: any higher one wins no more, and risks more.
            words = _("Made, {bid} reaches the target: the hint counts that, these points do not")
            out.append(Text("    " + say(words, bid=bid_name(grade.bid)), style="dim"))
        out.extend(grade_table(grade, ascii_only))
    legend = _(
        "Expected: the points the bid brings its bidder on average, reckoned as the hint and "
        "the computer reckon them; each bag kept counts as its share of a later penalty."
    )
    out.append(Text("  " + legend, style="dim"))
    return out
