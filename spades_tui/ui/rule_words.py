"""The rule options as a player reads them in the new-game form and on the home screen."""

from __future__ import annotations

from spades_tui.core.rules import _LIMITS as RULE_LIMITS
from spades_tui.i18n import N_, _, points

# Each rule option as a player reads it: a label, and what the value means ({low} and
# {high} are the option's limits).
RULE_WORDS = {
    "target": (N_("Points to win"), N_("{low} to {high}")),
    "nil": (N_("Nil bids"), N_("bidding no tricks")),
    "double_nil": (N_("Double nil"), N_("blind nil, before drafting")),
    "double_nil_deficit": (N_("Double nil if behind by"), N_("0 (any score) to {high}")),
    "exchange_limit": (N_("Double-nil exchange"), N_("cards swapped, {low} to {high}")),
    "peek_discard": (N_("See the discard"), N_("after keeping a card")),
    "failed_nil_bags": (N_("Failed nil makes bags"), N_("its tricks are bags too")),
    "bag_limit": (N_("Bags per penalty"), N_("{low} to {high}")),
    "bag_penalty": (N_("Bag penalty"), N_("points, {low} to {high}")),
    "loss_floor": (N_("Lose at or below"), N_("{high} to {low}; blank: off")),
}

# What the help of an option says while the others leave it nothing to govern (greyed out).
RULE_OFF_WORDS = {
    "double_nil_deficit": N_("only with double nil on"),
    "exchange_limit": N_("only with double nil on"),
    "failed_nil_bags": N_("only with nil or double nil on"),
}


def range_text(name: str, ascii_only: bool = False) -> str:
    kind, limit_low, limit_high = RULE_LIMITS[name]
    if kind == "bool":
        return _("on or off")
    low, high = points(limit_low, ascii_only), points(limit_high, ascii_only)
    if kind == "floor":
        return _("a whole number from {low} to {high}, or blank").format(low=low, high=high)
    return _("a whole number from {low} to {high}").format(low=low, high=high)


def range_words(help_text: str, low: int, high: int, ascii_only: bool) -> str:
    return _(help_text).format(low=points(low, ascii_only), high=points(high, ascii_only))
