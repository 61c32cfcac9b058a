"""The short pieces a review is written with: what a card lost, and who played it.

The review in words (``review_words``) says both from here, and the review on the table
(``screens.review_table``) says who played a card in the same words.
"""

from __future__ import annotations

from spades_tui import i18n
from spades_tui.i18n import ngettext, pgettext, say
from spades_tui.ui.cardtext import glyphs


def with_minus(figure: str, ascii_only: bool) -> str:
    """``figure`` with the minus sign the marks on the cards use (−2, not -2): the review
    writes its figures so in every language; English elsewhere keeps the hyphen its tables
    always had."""
    return glyphs(ascii_only).minus + figure[1:] if figure.startswith("-") else figure


def tricks_words(n: int, ascii_only: bool = False) -> str:
    figure = with_minus(i18n.points(n, ascii_only), ascii_only)
    return ngettext("{n} trick", "{n} tricks", abs(n)).format(n=figure)


def signed_figure(n: int, ascii_only: bool = False) -> str:
    """A change of points as the review writes it: +40, −70, 0."""
    return with_minus(i18n.signed(n, ascii_only), ascii_only) if n else "0"


def points_words(n: int, ascii_only: bool = False) -> str:
    return ngettext("{n} pt", "{n} pts", abs(n)).format(n=signed_figure(n, ascii_only))


def loss_words(tricks: int, points: int, nil: bool, ascii_only: bool = False) -> str:
    """'=' when nothing is lost; else '-1 trick / -20 pts' (only points for a nil seat)."""
    if points <= 0 and (nil or tricks <= 0):
        return "="
    pts = points_words(-points, ascii_only)
    if nil or tricks <= 0:
        return pts
    return f"{tricks_words(-tricks, ascii_only)} / {pts}"


def play_sentence(name: str, mine: bool, leading: bool, card: str) -> str:
    """'You lead Q♥', 'Ann plays 2♣'; ``name`` is already safe to show. A card of a hand
    already played: Hungarian says it in the past tense (Hívtál: A♥), where the replay says
    what happens now."""
    if mine and leading:
        words = pgettext("a card played in a finished hand, in its review", "You lead {card}")
    elif mine:
        words = pgettext("a card played in a finished hand, in its review", "You play {card}")
    elif leading:
        words = pgettext("a card played in a finished hand, in its review", "{name} leads {card}")
    else:
        words = pgettext("a card played in a finished hand, in its review", "{name} plays {card}")
    return say(words, name=name, card=card)
