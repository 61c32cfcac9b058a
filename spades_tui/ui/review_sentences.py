"""The short pieces a review is written with: what a card lost, and who played it.

The review in words (``review_words``) says both from here, and the review on the table
(``screens.review_table``) says who played a card in the same words.
"""

from __future__ import annotations

from rich.text import Text

from spades_tui import i18n
from spades_tui.i18n import N_, _, ngettext, pgettext, say
from spades_tui.ui.cardtext import glyphs

# A card after which perfect play sets the bid, said to its player ("you") or of the other
# one; and whether the bid was made in the end, when a later mistake of the other side saved
# it: then the card only put it at risk.
LOST_BID = {
    (True, False): N_("Trick {trick}: {card} cost you your bid; {better} made it"),
    (False, False): N_("Trick {trick}: {name}'s {card} cost the bid; {better} made it"),
    (True, True): N_("Trick {trick}: {card} could have cost you your bid; {better} made it sure"),
    (False, True): N_(
        "Trick {trick}: {name}'s {card} could have cost the bid; {better} made it sure"
    ),
}


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


def draft_comparison(
    kept: str, other: str, lost: int, extra: int, ascii_only: bool = False
) -> tuple[str, bool]:
    """A draft turn's two cards compared: the sentence, and whether the card kept was the
    better. ``lost``: the points the kept card cost against the other (negative: gained);
    ``extra``: the tricks the other card would have taken more (0 where they do not count)."""
    other_better = lost > 0 or (lost == 0 and extra > 0)
    # What the better card gains: its points, and the tricks where they count.
    gain, more = (lost, extra) if other_better else (-lost, -extra)
    points = points_words(gain, ascii_only)
    if more < 0:
        # Better by the points for fewer tricks (the bags it saves): "better by −1 trick"
        # would read as nonsense.
        if other_better:
            words = ngettext(
                "{other} would have been worth {points}, though it takes {n} trick fewer",
                "{other} would have been worth {points}, though it takes {n} tricks fewer",
                -more,
            )
        else:
            words = ngettext(
                "{kept} was the better card by {points}, though it takes {n} trick fewer",
                "{kept} was the better card by {points}, though it takes {n} tricks fewer",
                -more,
            )
        said = words.format(kept=kept, other=other, points=points, n=-more)
        return said, not other_better
    # Tricks shown beside the points only when the better card takes more of them.
    worth = f"{tricks_words(more, ascii_only)} / {points}" if more else points
    if other_better:
        return _("{other} would have been worth {worth}").format(other=other, worth=worth), False
    return _("{kept} was the better card by {worth}").format(kept=kept, worth=worth), True


def sentence(line: Text) -> Text:
    """A line of the review in words, ended as a sentence: lines stand alone there without a
    full stop, and run together in one paragraph they would read as one."""
    if line.plain.rstrip().endswith((".", "!", "?", "…")):
        return line
    return line.copy().append(".")


# A nil lost before the first card, by (said to the reader, double nil): "you" takes its own
# verb forms in other languages, not a name in the third person.
DOOMED_BY_THE_ACE = {
    (True, True): N_(
        "Your double nil was lost before the first card: you held {ace}, "
        "which wins every trick it is played to."
    ),
    (True, False): N_(
        "Your nil was lost before the first card: you held {ace}, "
        "which wins every trick it is played to."
    ),
    (False, True): N_(
        "{name}'s double nil was lost before the first card: {name} held {ace}, "
        "which wins every trick it is played to."
    ),
    (False, False): N_(
        "{name}'s nil was lost before the first card: {name} held {ace}, "
        "which wins every trick it is played to."
    ),
}
DOOMED = {
    (True, True): N_(
        "Your double nil was lost before the first card: against best play you had to take a trick."
    ),
    (True, False): N_(
        "Your nil was lost before the first card: against best play you had to take a trick."
    ),
    (False, True): N_(
        "{name}'s double nil was lost before the first card: against best play "
        "{name} had to take a trick."
    ),
    (False, False): N_(
        "{name}'s nil was lost before the first card: against best play {name} had to take a trick."
    ),
}
# What the marks then weigh: a lost nil's tricks cost nothing more, so a card that wins one
# may be the better card (a trick kept from the other side is a bag it does not take). Said
# once, after the loss, so a mark that prefers a winning card is not read as a mistake.
JUDGED_AFTER = N_(
    "From then on each card is judged by the rest of the score: a trick taken costs the nil "
    "nothing more, and can keep a bag from the other side."
)


def doomed_words(key: tuple[bool, bool, bool], name: str, ace: str) -> str:
    """A nil lost before the first card, by (said to its player, double nil, the ace of spades
    held), and how the cards are judged after it."""
    told, double, by_the_ace = key
    words = _((DOOMED_BY_THE_ACE if by_the_ace else DOOMED)[told, double])
    return say(words, name=name, ace=ace) + " " + _(JUDGED_AFTER)
