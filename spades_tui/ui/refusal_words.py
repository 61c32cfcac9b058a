"""Why a move is refused, in the player's language, made from the core's code and parameters.

The core says *why* as a ``Refusal`` (a code and plain parameters); this is where the screens
turn that into a sentence, so the words come from the catalog. Every refusal code has its
sentence here (a test checks the two lists stay in step).
"""

from __future__ import annotations

from collections.abc import Callable

from spades_tui.core.cards import parse_card
from spades_tui.core.refusals import Param, Refusal
from spades_tui.i18n import _
from spades_tui.ui.cardtext import glyphs, label


def _card(value: Param, ascii_only: bool) -> str:
    try:
        return label(parse_card(str(value)), ascii_only)
    except ValueError:
        return str(value)


SENTENCES: dict[str, Callable[[dict[str, Param], bool], str]] = {
    "game_over": lambda p, a: _("The game is over"),
    "not_your_turn": lambda p, a: _("It is not seat {seat}'s turn").format(seat=p["seat"]),
    "play_not_now": lambda p, a: _("Cards are played only after the bidding"),
    "not_a_card": lambda p, a: _("{value} is not a card").format(value=p["value"]),
    "not_held": lambda p, a: _("You do not hold {card}").format(card=_card(p["card"], a)),
    "must_follow": lambda p, a: _("You must follow {suit}").format(
        suit=glyphs(a).suits[int(p["suit"])]
    ),
    "spades_not_broken": lambda p, a: _("Spades are not broken yet"),
    "no_draft_card": lambda p, a: _("There is no card to keep or reject now"),
    "bid_not_now": lambda p, a: _("It is not time to bid"),
    "bid_out_of_range": lambda p, a: _("A bid is a whole number from {low} to {high}").format(
        low=p["low"], high=p["high"]
    ),
    "double_nil_not_now": lambda p, a: _(
        "Double nil can be declared only before your first draft card"
    ),
    "exchange_not_now": lambda p, a: _("There is no exchange now"),
    "exchange_too_many": lambda p, a: _("You may exchange at most {limit} cards").format(
        limit=p["limit"]
    ),
    "exchange_not_cards": lambda p, a: _("Only cards can be exchanged"),
    "exchange_repeated": lambda p, a: _("A card is named twice"),
    "not_an_action": lambda p, a: _("{value} is not an action of this game").format(
        value=p["value"]
    ),
}


def refusal_text(refusal: Refusal, ascii_only: bool = False) -> str:
    """The refusal as a sentence in the language in use."""
    return SENTENCES[refusal.code](refusal.params, ascii_only)
