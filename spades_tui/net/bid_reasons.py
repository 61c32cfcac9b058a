"""The computer's reasons for its bids, carried to the person it plays against on a server.

At a table against the computer the server's computer player knows why it bid; the person
is told once the hand is scored, as at a local table (told earlier, the reason would name
cards they must not know). The server keeps each reason until then and puts it in the
``reasons`` field of the update that scores the hand (docs/protocol.md). A reason is only
words for the log: a client that cannot read one leaves it out and plays on.
"""

from __future__ import annotations

import math
from dataclasses import asdict
from typing import Any

from spades_tui.core.cards import codes, parse_card
from spades_tui.net import wire
from spades_tui.net.wire import WireError
from spades_tui.players.valuation import BidReason, Holding

# At most this many of a frame's reasons are read: two seats for each hand of a long game.
MOST_REASONS = 64
MOST_BIDS = 14  # nil and 1 to 13: the lists of bids weighed


def reason_to_dict(hand: int, seat: int, reason: BidReason) -> dict[str, Any]:
    """One reason as the wire carries it, its cards by code as everywhere in the protocol:
    the hand and the seat whose bid it explains."""
    fields = asdict(reason)
    fields["holdings"] = [
        {"suit": h.suit, "cards": codes(h.cards), "tricks": h.tricks} for h in reason.holdings
    ]
    fields["sure"] = codes(reason.sure)
    fields["expected"] = [list(pair) for pair in reason.expected]
    fields["every"] = [list(pair) for pair in reason.every]
    return {"hand": hand, "seat": seat, **fields}


def reasons_from(data: object) -> tuple[tuple[int, int, BidReason], ...]:
    """The readable reasons of an update's ``reasons`` field, as (hand, seat, reason); any
    that is not one (a hostile or newer frame) is left out: it is only words for the log."""
    if not isinstance(data, list):
        return ()
    out = []
    for item in data[:MOST_REASONS]:
        try:
            out.append(_reason(item))
        except WireError:
            continue
    return tuple(out)


def _reason(item: object) -> tuple[int, int, BidReason]:
    if not isinstance(item, dict):
        raise WireError
    expected = _bids_weighed(item.get("expected"))
    if not expected:
        raise WireError  # the words compare the bid with the next best ones
    chance = item.get("nil_chance")
    opponent_bid = item.get("opponent_bid")
    if opponent_bid is not None:
        opponent_bid = wire.integer(opponent_bid, "opponent_bid", 0, 13)
    reason = BidReason(
        bid=wire.integer(item.get("bid"), "bid", 0, 13),
        tricks=_figure(item.get("tricks"), 0, 13),
        spread=_figure(item.get("spread"), 0, 13),
        estimate=_figure(item.get("estimate"), 0, 13),
        base=_figure(item.get("base"), -13, 13),
        holdings=tuple(_holding(h) for h in _listed(item.get("holdings"), 4)),
        sure=tuple(_card(c) for c in _listed(item.get("sure"), 13)),
        expected=expected,
        nil_chance=None if chance is None else _figure(chance, 0, 1),
        opponent_bid=opponent_bid,
        against_nil=_flag(item.get("against_nil", False)),
        every=_bids_weighed(item.get("every", [])),
    )
    return wire.integer(item.get("hand"), "hand", 1, 10_000), wire.seat(item.get("seat")), reason


def _holding(item: object) -> Holding:
    if not isinstance(item, dict):
        raise WireError
    cards = tuple(_card(c) for c in _listed(item.get("cards"), 13))
    suit = wire.integer(item.get("suit"), "suit", 0, 3)
    return Holding(suit, cards, _figure(item.get("tricks"), -13, 13))


def _bids_weighed(data: object) -> tuple[tuple[int, float], ...]:
    pairs = []
    for pair in _listed(data, MOST_BIDS):
        if not isinstance(pair, list) or len(pair) != 2:
            raise WireError
        pairs.append((wire.integer(pair[0], "bid", 0, 13), _figure(pair[1], -10_000, 10_000)))
    return tuple(pairs)


def _listed(data: object, most: int) -> list[object]:
    if not isinstance(data, list) or len(data) > most:
        raise WireError
    return data


def _card(value: object) -> int:
    if not isinstance(value, str) or len(value) != 2:
        raise WireError
    try:
        return int(parse_card(value))
    except ValueError:
        raise WireError from None


def _figure(value: object, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise WireError
    if not math.isfinite(value) or not low <= value <= high:
        raise WireError
    return float(value)


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise WireError
    return value
