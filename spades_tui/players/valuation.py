"""What a hand is worth when both seats fight for their tricks, and the bid that scores most.

The ``hard`` level bids from here. A hand's tricks are estimated by a linear model over its
suits (every side-suit holding of ace, king, queen and jack by length, the top spades, spade
length and ruffing chances), fitted by ``bench/fit_bid_model.py --deals`` on drafted deals
played double-dummy (``bench/deal_data.py``): a target that does not depend on how either
seat bid, unlike the tricks taken in self-play, where the tricks nobody bid for fall to
whoever cannot shed them. The fit also gives the spread of the tricks around the estimate,
how much the opponent's bid tells about this seat's tricks, and the odds that a weak hand
holds a nil.

``appraise`` turns that into a bid: the chance of each trick count, the expected result of
every bid under it (the search's objective: points, bags by the odds of a penalty, the race
to the target), nil included, and the best. What it found is kept as data (``BidReason``)
for the log and the hint to put into words; nothing here is text for a person.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass
from functools import cache
from math import erf, sqrt
from pathlib import Path

from spades_tui.core.rules import Rules
from spades_tui.core.view import PlayerView
from spades_tui.engine import SUIT_MASK
from spades_tui.players.knowledge import read_view
from spades_tui.players.objective import hand_values

VALUE_PATH = Path(__file__).with_name("data") / "hand_value.json"

HONOURS = 4  # ace, king, queen, jack: the side-suit holdings are told apart by these
LENGTHS = 6  # side-suit lengths 1, 2, ..., 6 or more


def _side_name(pattern: int, length: int) -> str:
    held = "".join(n for bit, n in zip((3, 2, 1, 0), "AKQJ", strict=True) if pattern >> bit & 1)
    return f"side_{held or 'x'}_{length}{'+' if length == LENGTHS else ''}"


SPADE_FEATURES = (
    "spade_A",
    "spade_K",
    "spade_Q",
    "spade_J",
    "spade_T",
    "spades",
    "spades_over_3",
    "spades_over_4",
    "spades_over_5",
    "spades_over_6",
    "no_spades",
)
OTHER_FEATURES = (
    "bias",
    "leads",
    "side_void",
    "ruff_void",
    "ruff_single",
    "ruff_double",
    "their_spades",
)
SIDE_FEATURES = tuple(_side_name(p, n) for n in range(1, LENGTHS + 1) for p in range(1 << HONOURS))
FEATURES = OTHER_FEATURES + SPADE_FEATURES + SIDE_FEATURES
INDEX = {name: i for i, name in enumerate(FEATURES)}
_SIDE_BASE = len(OTHER_FEATURES) + len(SPADE_FEATURES)


def _promoted(cards: int, gone: int) -> int:
    """A suit's cards ranked among the cards still in play: a king whose ace was seen
    discarded counts as the top card (13-bit masks of one suit)."""
    live = ~gone & SUIT_MASK
    out = 0
    while cards:
        low = cards & -cards
        cards ^= low
        above = (live >> low.bit_length()).bit_count()
        out |= 1 << (12 - above)
    return out


def features(hand: int, leads: bool, gone: int = 0) -> dict[int, float]:
    """The hand's non-zero features, by index into ``FEATURES``.

    ``gone`` holds the cards the seat knows are out of play (the discards it saw): the
    honours are counted by their rank among the cards left, and the spades the opponent may
    hold are counted too.
    """
    out: dict[int, float] = {0: 1.0}
    if leads:
        out[1] = 1.0
    spades = hand & SUIT_MASK
    n = spades.bit_count()
    their_spades = 13 - n - (gone & SUIT_MASK).bit_count()
    if their_spades > 0:
        out[6] = float(their_spades)
    top = _promoted(spades, gone & SUIT_MASK)
    base = len(OTHER_FEATURES)
    for i, rank in enumerate((12, 11, 10, 9, 8)):
        if top >> rank & 1:
            out[base + i] = 1.0
    for i, value in enumerate((n, n - 3, n - 4, n - 5, n - 6)):
        if value > 0:
            out[base + 5 + i] = float(value)
    if n == 0:
        out[base + 10] = 1.0
    voids = singles = doubles = 0
    for suit in (1, 2, 3):
        cards = hand >> (13 * suit) & SUIT_MASK
        length = cards.bit_count()
        if length == 0:
            voids += 1
            continue
        singles += length == 1
        doubles += length == 2
        pattern = _promoted(cards, gone >> (13 * suit) & SUIT_MASK) >> (13 - HONOURS)
        at = _SIDE_BASE + (min(length, LENGTHS) - 1) * (1 << HONOURS) + pattern
        out[at] = out.get(at, 0.0) + 1.0
    trumps = min(n, 4)
    for at, count in (
        (2, voids),
        (3, voids * trumps),
        (4, singles * trumps),
        (5, doubles * trumps),
    ):
        if count:
            out[at] = float(count)
    return out


@dataclass(frozen=True)
class Model:
    weights: tuple[float, ...]
    spread: float  # tricks' spread around the estimate (rmse of the fit)
    # With the opponent's number bid known: my tricks ~ own * estimate + their * (13 - bid)
    # + shift, with ``answer_spread`` around it.
    own: float
    their: float
    shift: float
    answer_spread: float


DEFAULT = Model(
    weights=tuple(0.0 for _ in FEATURES),
    spread=1.2,
    own=0.5,
    their=0.5,
    shift=-0.5,
    answer_spread=1.0,
)


@cache
def model() -> Model:
    """The fitted model; without its file, ``handeval``'s estimate stands in (see ``estimate``)."""
    with suppress(OSError, ValueError, KeyError, TypeError):
        data = json.loads(VALUE_PATH.read_text())
        table = data["weights"]
        return Model(
            weights=tuple(float(table.get(name, 0.0)) for name in FEATURES),
            **{k: float(v) for k, v in data["model"].items()},
        )
    return DEFAULT


def estimate(hand: int, leads: bool, gone: int = 0) -> float:
    """Tricks the hand should take double-dummy, leading the first trick or not."""
    m = model()
    if m is DEFAULT:
        from spades_tui.players.handeval import estimate_tricks

        return estimate_tricks(hand)
    w = m.weights
    return sum(w[i] * v for i, v in features(hand, leads, gone).items())


# Against a nil or a blind nil, the share of the tricks the estimate leaves to the opponent
# that this seat takes, and the spread around it: measured in hard-v-hard self-play (a
# handful of hands: +3.1 tricks over the estimate on average, spread 3.4).
NIL_GAIN = 0.5
NIL_SPREAD = 2.5
NIL_PLAY = 0.85  # of the nils the attack below cannot break, the share held at the table


def _suit_holds(mine: int, theirs: int) -> bool:
    """Whether a nil's cards of one suit survive the opponent leading its lowest card each
    time, the nil playing its highest card that still goes under (ranks as 13-bit masks)."""
    while mine and theirs:
        lead = theirs & -theirs
        under = mine & (lead - 1)
        if not under:
            return False
        mine ^= 1 << (under.bit_length() - 1)
        theirs ^= lead
    return True


def nil_attack_holds(hand: int, opp: int, leads: bool) -> bool:
    """A nil against one deal of the opponent's hand, suit by suit: the opponent leads each
    suit from the bottom; leading the first trick, the nil needs a card the opponent must beat."""
    suits = [(hand >> (13 * s) & SUIT_MASK, opp >> (13 * s) & SUIT_MASK) for s in range(4)]
    if leads:
        # A spade may be led first only from a hand of spades alone.
        order = (1, 2, 3) if hand & ~SUIT_MASK else (0,)
        start = -1
        for s in order:
            mine, theirs = suits[s]
            if mine and theirs and (mine & -mine) < (theirs & -theirs):
                start = s
                break
        if start < 0:
            return False
        mine, theirs = suits[start]
        # The opponent follows with its lowest card: the nil's low card is spent.
        suits[start] = (mine ^ (mine & -mine), theirs ^ (theirs & -theirs))
    mine, theirs = suits[0]
    # A spade left over after the opponent's are gone wins whenever it is played: on a side
    # suit it ruffs, and led it is led by a nil already broken.
    if mine.bit_count() > theirs.bit_count():
        return False
    return all(_suit_holds(mine, theirs) for mine, theirs in suits)


def nil_chance(hand: int, deals: list[int], leads: bool) -> float:
    """Chance that a nil on this hand takes no trick, over sampled deals of the opponent."""
    if not deals:
        return 0.0
    held = sum(nil_attack_holds(hand, opp, leads) for opp in deals)
    return NIL_PLAY * held / len(deals)


def trick_odds(centre: float, spread: float) -> list[float]:
    """Chance of 0..13 tricks: a normal curve around ``centre`` in whole tricks."""
    cdf = [0.5 * (1 + erf((k + 0.5 - centre) / (spread * sqrt(2)))) for k in range(13)]
    return [cdf[0]] + [cdf[k] - cdf[k - 1] for k in range(1, 13)] + [1 - cdf[12]]


def weigh(bid: int, odds: Sequence[float], values: Sequence[float], chance: float | None) -> float:
    """The expected value of ``bid`` when ``values[t]`` is what taking ``t`` tricks is worth.

    A number bid weighs the values by the odds of each trick count. A nil holds with
    ``chance``; failed, it takes about the tricks the count expects, one at the least.
    """
    if bid:
        return sum(p * values[t] for t, p in enumerate(odds))
    assert chance is not None
    failed = sum(p * values[max(1, t)] for t, p in enumerate(odds))
    return chance * values[0] + (1 - chance) * failed


@dataclass(frozen=True)
class Holding:
    """One suit of the hand as the estimate counts it: its cards and the tricks they add."""

    suit: int  # 0 spades, 1 hearts, 2 diamonds, 3 clubs (the core's numbering)
    cards: tuple[int, ...]  # the suit's cards in the hand, highest first (core card numbers)
    tricks: float


@dataclass(frozen=True)
class BidReason:
    """Why the computer bid what it did, as data for the log and the hint to word.

    ``expected`` holds the best three bids (nil is 0) with the expected result of each, best
    first, in the objective's points (score difference with bags and the game race priced).
    ``holdings`` is the estimate suit by suit (``base`` the rest); ``sure`` the cards counted
    as near-certain tricks (aces, guarded kings, the top spades and so on).
    """

    bid: int
    tricks: float  # the tricks expected (the estimate, moved by the opponent's bid if known)
    spread: float
    estimate: float  # the hand's own estimate, before the opponent's bid moved it
    base: float  # the part of ``estimate`` tied to no suit; ``holdings`` hold the rest
    holdings: tuple[Holding, ...]
    sure: tuple[int, ...]
    expected: tuple[tuple[int, float], ...]
    nil_chance: float | None  # chance a nil holds, when nil was weighed
    opponent_bid: int | None  # the opponent's bid that moved the estimate, if any
    # The opponent goes nil or double nil: it sheds its tricks, so this hand takes more than
    # its usual count.
    against_nil: bool = False
    # Every bid weighed, best first, as ``expected`` holds the first three: a player who was
    # looking at another bid hears how it compares.
    every: tuple[tuple[int, float], ...] = ()


def holdings(hand: int, leads: bool, gone: int = 0) -> tuple[float, tuple[Holding, ...]]:
    """The estimate split by suit, and the part tied to no suit (the fit's constant, the lead
    of the first trick, voids and ruffing chances): the two add up to ``estimate``."""
    m = model()
    if m is DEFAULT:
        return estimate(hand, leads, gone), ()
    w = m.weights
    base = 0.0
    per_suit = [0.0, 0.0, 0.0, 0.0]
    for i, v in features(hand, leads, gone).items():
        if i < len(OTHER_FEATURES) and FEATURES[i] != "their_spades":
            base += w[i] * v
        elif i < _SIDE_BASE:
            per_suit[0] += w[i] * v
    for suit in (1, 2, 3):
        cards = hand >> (13 * suit) & SUIT_MASK
        length = cards.bit_count()
        if length:
            pattern = _promoted(cards, gone >> (13 * suit) & SUIT_MASK) >> (13 - HONOURS)
            per_suit[suit] = w[_SIDE_BASE + (min(length, LENGTHS) - 1) * (1 << HONOURS) + pattern]
    out = []
    for suit in range(4):
        cards = hand >> (13 * suit) & SUIT_MASK
        ranks = [r for r in range(12, -1, -1) if cards >> r & 1]
        out.append(Holding(suit, tuple(13 * suit + r for r in ranks), per_suit[suit]))
    return base, tuple(out)


def sure_cards(hand: int) -> tuple[int, ...]:
    """The cards a player would count as tricks: aces, kings with a guard, queens under both."""
    sure = []
    for suit in range(4):
        cards = hand >> (13 * suit) & SUIT_MASK
        length = cards.bit_count()
        for rank, guard in ((12, 1), (11, 2), (10, 3)):
            if not cards >> rank & 1 or length < guard:
                continue
            higher = (cards >> (rank + 1)).bit_count()
            # A king counts with a guard, a queen when the honours above it are held too
            # (spades are trumps: a king of spades with one more spade is as good).
            if rank == 12 or (rank == 11 and (higher or length >= 2)) or higher == 12 - rank:
                sure.append(13 * suit + rank)
    return tuple(sure)


def answer_centre(own: float, their_bid: float) -> tuple[float, float]:
    """My tricks' centre and spread once the opponent's number bid is known."""
    m = model()
    return m.own * own + m.their * (13 - their_bid) + m.shift, m.answer_spread


# The answer is fitted on first bids as ``appraise`` makes them at its full spread; in play
# hard's own bids (bench/bids.py) took about this many tricks more than they bid.
ANSWER_SURPLUS = 0.8
# How many hands of the reference bidder an opponent's own record is weighed against.
SURPLUS_PRIOR_HANDS = 6


def number_bids(view: PlayerView, seat: int) -> list[tuple[int, int]]:
    """A seat's finished hands bid for a number of tricks, as (bid, tricks taken)."""
    return [
        (r.bid, r.tricks)
        for r in (pair[seat] for pair in view.history)
        if r.bid > 0 and not r.double_nil
    ]


def bid_surplus(results: Sequence[tuple[int, int]]) -> float:
    """How many tricks more than its bids an opponent takes than the answer's bidder did.

    ``results`` are its finished number bids as (bid, tricks); the mean is drawn towards the
    reference by ``SURPLUS_PRIOR_HANDS`` hands at it, so one lucky hand moves little.
    """
    over = sum(tricks - bid - ANSWER_SURPLUS for bid, tricks in results)
    return over / (len(results) + SURPLUS_PRIOR_HANDS)


def appraise(
    hand: int,
    leads: bool,
    seat: int,
    rules: Rules,
    scores: tuple[int, int],
    bags: tuple[int, int],
    their_bid: int | None,
    their_double_nil: bool,
    gone: int = 0,
    nil_odds: float | None = None,
    bag_odds: bool = True,
    width: float = 1.0,
    shift: float = 0.0,
    their_surplus: float = 0.0,
) -> BidReason:
    """The bid with the best expected result, and why.

    ``width`` scales the spread of the tricks (below 1 the bid trusts the estimate more) and
    ``shift`` moves the centre; both are there to be measured, not tuned per hand.
    ``their_surplus`` is how many tricks more than its bids the opponent has been taking than
    the bids the answer was fitted on (``bid_surplus``): its bid is read as that much higher.
    """
    m = model()
    own = estimate(hand, leads, gone)
    if their_double_nil or their_bid == 0:
        # Against a nil the opponent sheds every trick it can until it is broken, and then
        # fights to set this seat: about half the tricks the estimate leaves come here.
        centre, spread = own + NIL_GAIN * (13 - own), NIL_SPREAD
    elif their_bid is not None:
        # A low bid leaves more tricks here, a high one fewer. Read against what this
        # opponent's bids have taken: one that bids well under its tricks holds more than
        # its bid says, and taking its bid at face value would draw this seat into sets.
        centre, spread = answer_centre(own, their_bid + their_surplus)
    else:
        centre, spread = own, m.spread
    centre += shift
    spread *= width
    odds = trick_odds(centre, spread)
    # Unknown yet, the opponent's bid is about what it should take once this seat has bid.
    guess = their_bid if their_bid is not None else max(1, min(13, round(13 - centre - 0.5)))
    candidates = list(range(1, 14))
    chance = nil_odds if rules.nil else None
    if chance is not None:
        candidates.insert(0, 0)
    dn = (False, their_double_nil) if seat == 0 else (their_double_nil, False)
    results: list[tuple[int, float]] = []
    for bid in candidates:
        pair = (bid, guess) if seat == 0 else (guess, bid)
        values = hand_values(rules, seat, scores, bags, pair, dn, bag_odds)
        results.append((bid, weigh(bid, odds, values, chance)))
    results.sort(key=lambda r: -r[1])
    best = results[0][0]
    base, suits = holdings(hand, leads, gone)
    return BidReason(
        bid=best,
        tricks=centre,
        spread=spread,
        estimate=own,
        base=base,
        holdings=suits,
        sure=sure_cards(hand),
        expected=tuple(results[:3]),
        every=tuple(results),
        nil_chance=chance,
        opponent_bid=their_bid,
        against_nil=their_double_nil or their_bid == 0,
    )


def appraise_view(
    view: PlayerView, nil_odds: float | None = None, width: float = 1.0, shift: float = 0.0
) -> BidReason:
    """``appraise`` for the seat whose view this is: the computer's bid and the bid picker's
    count both come from here, so the table never shows a count the hint contradicts."""
    k = read_view(view)
    seat, opp = view.seat, 1 - view.seat
    return appraise(
        k.mine,
        view.first != seat,  # the second player leads the first trick
        seat,
        view.rules,
        view.scores,
        view.bags,
        view.bids[opp],
        bool(view.double_nil[opp]),
        k.known_out,
        nil_odds=nil_odds,
        # Carried bags at the flat share: priced by the odds of a penalty, nine bags cost
        # about a penalty already (they will cross later anyway), so crossing now looked
        # nearly free and a seat at nine bags did not bid up to avoid it.
        bag_odds=False,
        width=width,
        shift=shift,
        their_surplus=bid_surplus(number_bids(view, opp)),
    )
