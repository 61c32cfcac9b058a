"""A hint in words: what an advising computer level would do now, and a short reason why.

The advice itself comes from a computer player handed the same seat view the person sees; the
reason is read off that view and the action (is it the cheapest winner? does it duck under the
lead?), so it never mentions a card the person could not know about.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from spades_tui.core.actions import Action, Bid, DeclareDoubleNil, Exchange, Keep, Play, Reject
from spades_tui.core.cards import Card
from spades_tui.core.scoring import score_seat
from spades_tui.core.tricks import follower_wins
from spades_tui.core.view import PlayerView
from spades_tui.i18n import N_, _, bid_word, count, ngettext, number
from spades_tui.ui.cardtext import label, sorted_hand
from spades_tui.ui.screens.table_advice import draft_worths, guarding_nil
from spades_tui.words.cards import card_name, label_list

if TYPE_CHECKING:
    from spades_tui.players.valuation import BidReason

ADVISOR = "hard"  # the strongest level; it sees only the seat's view, as the person does
SUIT_ONE = (N_("spade"), N_("heart"), N_("diamond"), N_("club"))  # "a low spade"


@dataclass(frozen=True)
class Hint:
    advisor: str
    action: Action
    estimate: float | None = None  # the tricks the advisor expects, for a bid
    bid_reason: BidReason | None = None  # why, for a level that bids by the hand's worth


def hint_text(
    hint: Hint, view: PlayerView, ascii_only: bool = False, considered: int | None = None
) -> str:
    """'Hint from hard: play 3♦ (cheapest card that still wins).' for any phase.

    ``considered``: the bid on the player's picker when the hint was asked, which a bid's
    reason compares with the advised one."""
    what = _what(hint.action, ascii_only)
    reason = _reason(hint, view, considered)
    advisor = _(hint.advisor)
    if reason:
        return _("Hint from {advisor}: {what} ({reason}).").format(
            advisor=advisor, what=what, reason=reason
        )
    return _("Hint from {advisor}: {what}.").format(advisor=advisor, what=what)


def _what(action: Action, ascii_only: bool) -> str:
    if isinstance(action, Play):
        return _("play {card}").format(card=label(action.card, ascii_only))
    if isinstance(action, Keep):
        return _("keep this card")
    if isinstance(action, Reject):
        return _("reject this card and take the next one")
    if isinstance(action, Bid):
        return _("bid nil") if action.tricks == 0 else _("bid {n}").format(n=count(action.tricks))
    if isinstance(action, DeclareDoubleNil):
        return _("declare double nil") if action.declare else _("do not declare double nil")
    assert isinstance(action, Exchange)
    if not action.cards:
        return _("exchange no cards")
    return _("exchange {cards}").format(cards=label_list(sorted_hand(action.cards), ascii_only))


def _reason(hint: Hint, view: PlayerView, considered: int | None = None) -> str:
    action = hint.action
    if isinstance(action, Play):
        return play_reason(view, action.card)
    if isinstance(action, Bid):
        why = hint.bid_reason
        if why is not None and why.bid == action.tricks:
            return bid_reason_words(why, considered=considered)
        if action.tricks == 0:
            return _("your hand can likely lose every trick")
        if hint.estimate is None:
            return ""
        n = number(hint.estimate, 1)
        # Its bid may differ from its estimate on purpose: say so, or the two look contradictory.
        if action.tricks <= hint.estimate - 0.75:
            return _(
                "played out against likely hands, it takes about {n} tricks and keeps some in hand"
            ).format(n=n)
        if action.tricks >= hint.estimate + 0.75:
            return _(
                "played out against likely hands, it takes about {n} tricks and stretches for more"
            ).format(n=n)
        return _("played out against likely hands, it takes about {n} tricks").format(n=n)
    if isinstance(action, (Keep, Reject)):
        return _draft_reason(isinstance(action, Keep), view)
    if isinstance(action, DeclareDoubleNil):
        if action.declare:
            return _("200 points is worth the risk from where you stand")
        return _("losing 200 points is too likely without seeing a card")
    assert isinstance(action, Exchange)
    return _("high cards win tricks a double nil must lose") if action.cards else ""


JACK = 9  # rank index (2 is 0): a thrown jack or higher is not a card "you do not need"
MOVED = 0.25  # tricks: a smaller move by the other bid is not worth a second figure


def _spades_beyond_the_sure(why: BidReason) -> int:
    """The tricks the spades add past the sure ones, whole: length in trumps wins tricks no
    single card can be counted on for. The count's own split gives long spades little, as its
    constant holds what any hand takes, so a card player's rule sets the floor: each spade
    past the fourth is a trick. Never more than the count leaves after the sure cards."""
    extra = sum(h.tricks for h in why.holdings if h.suit == 0)
    extra -= sum(1 for card in why.sure if card < 13)
    length = sum(len(h.cards) for h in why.holdings if h.suit == 0)
    spades = max(round(extra) if extra >= 0.75 else 0, length - 4)
    return max(0, min(spades, round(why.estimate - len(why.sure))))


def bid_reason_words(
    why: BidReason, ascii_only: bool = False, to_other: bool = False, considered: int | None = None
) -> str:
    """What the hand is worth, the tricks a player would count on, and by how much the bid
    beats the next best ones. The bids are compared with each other rather than given a score
    of their own: each is weighed against the same guess of the other player's result, which
    cancels out of the difference. ``to_other``: said to the other player, whose bid it is
    that moved the count. ``considered``: the bid the player had on the picker, compared
    first when it is not the one advised."""
    parts = []
    if why.bid == 0 and why.nil_chance is not None:
        percent = round(100 * why.nil_chance)
        parts.append(_("the nil holds about {percent}% of the time").format(percent=percent))
    else:
        n = number(why.tricks, 1)
        if why.against_nil:
            # More than the table's usual count: a nil bidder gives its tricks away. Both
            # figures, so that the cards named below add up to the hand's own.
            words = _("worth about {own} tricks on its own, about {n} against a nil")
            parts.append(words.format(own=number(why.estimate, 1), n=n))
        elif why.opponent_bid is not None and abs(why.tricks - why.estimate) >= MOVED:
            # The other bid moved the count: both figures, so the bid does not look wrong
            # beside the hand's own worth.
            if to_other:  # told to the player who made that bid
                words = _("worth about {own} tricks on its own, about {n} after your bid of {bid}")
            else:
                words = _(
                    "worth about {own} tricks on its own, about {n} after the other bid of {bid}"
                )
            own = number(why.estimate, 1)
            parts.append(words.format(own=own, n=n, bid=bid_word(why.opponent_bid)))
        else:
            parts.append(_("worth about {n} tricks").format(n=n))
        spades = _spades_beyond_the_sure(why)
        # The cards named are the sure tricks; length, guards and ruffs make up the rest of
        # the count, which the player should see so the figures add up to the worth. All of
        # it is one part of the reason, so a line too short for it drops it whole: cut after
        # the spades, the figures stopped adding up.
        rest = round(why.estimate - len(why.sure) - spades)
        if why.sure:
            cards = label_list(why.sure, ascii_only)
            if spades and rest >= 1:
                words = _(
                    "counting on {cards}, about {n} more in spades and {rest} from the rest "
                    "of the hand"
                )
                parts.append(words.format(cards=cards, n=count(spades), rest=count(rest)))
            elif spades:
                words = ngettext(
                    "counting on {cards} and about {n} more trick in spades",
                    "counting on {cards} and about {n} more tricks in spades",
                    spades,
                )
                parts.append(words.format(cards=cards, n=count(spades)))
            elif rest >= 1:
                words = ngettext(
                    "counting on {cards} and about {n} more trick from the rest of the hand",
                    "counting on {cards} and about {n} more tricks from the rest of the hand",
                    rest,
                )
                parts.append(words.format(cards=cards, n=count(rest)))
            else:
                parts.append(_("counting on {cards}").format(cards=cards))
    best = why.expected[0][1]
    looked_at = [r for r in why.every if r[0] == considered and r[0] != why.bid]
    if looked_at:
        # What the player was weighing comes right after the worth: a short note keeps the
        # first parts of a reason and drops the last ones.
        parts[1:1] = _more_than(best, looked_at)
        parts += _more_than(best, [r for r in why.expected[1:] if r[0] != considered][:1])
    else:
        parts += _more_than(best, why.expected[1:])
    return "; ".join(parts)


def _more_than(best: float, others: Sequence[tuple[int, float]]) -> list[str]:
    """'about 9 points more than bidding 6' for each other bid that scores less."""
    out = []
    for bid, value in others:
        points = round(best - value)
        if points > 0:
            other = bid_word(bid)  # a bid, not points: "than bidding 8"
            words = ngettext(
                "about {points} point more than bidding {bid}",
                "about {points} points more than bidding {bid}",
                points,
            )
            out.append(words.format(points=number(points), bid=other))
    return out


CLEAR_DIFFERENCE = 0.05  # tricks: below this, figures would not explain a choice


def _draft_reason(keep: bool, view: PlayerView) -> str:
    """Both sides of the choice, weighed in tricks, when the figures agree with the advice."""
    drawn, unknown = draft_worths(view)
    assert view.drawn is not None
    card, x, y = card_name(view.drawn), number(drawn, 1), number(unknown, 1)
    higher = drawn > unknown + CLEAR_DIFFERENCE
    lower = drawn < unknown - CLEAR_DIFFERENCE
    if view.double_nil[view.seat]:
        # Every trick breaks a double nil: the card that wins less is the better one.
        if keep and lower:
            words = _("for a double nil, {card} is less likely to win a trick than an unknown card")
            return words.format(card=card)
        if not keep and higher:
            words = _("for a double nil, {card} is more likely to win a trick than an unknown card")
            return words.format(card=card)
        # Not "worth more": for a double nil, worth in tricks is what the hand must not have.
        if keep:
            return _("it suits a double nil better than the card you would get instead")
        return _("the hidden next card is likely to suit a double nil better")
    # Not "tricks": a high spade counts more than one (it ruffs too), which a card player
    # reads as a mistake, since one card takes one trick at most.
    elif keep and higher:
        return _("on the draft's count {card} is worth {x}, an unknown card {y}").format(
            card=card, x=x, y=y
        )
    elif not keep and lower:
        return _("on the draft's count an unknown card is worth {y}, {card} only {x}").format(
            card=card, x=x, y=y
        )
    # The advisor looks further (a nil, the suits to come, the score): no figures that would
    # seem to argue against its advice.
    if keep:
        return _("it is worth more than the card you would get instead")
    return _("the hidden next card is likely to serve you better")


def play_reason(view: PlayerView, card: Card) -> str:
    """Why playing ``card`` makes sense, in a few words."""
    nil = guarding_nil(view)  # a nil already lost is played like any other hand
    legal = _legal_cards(view)
    if legal == [card]:
        return _("the only card you may play")
    trick = view.current_trick
    suit = _(SUIT_ONE[card // 13])  # "heart"
    if trick is None:
        if nil:
            if card == min(c for c in legal if c // 13 == card // 13):
                return _("a low lead keeps your nil safe")
            return _("a lead the other player is likely to beat")
        if card >= 13 and _opponent_out_of(view, card // 13):
            # Its rank no longer matters: the other player's answer decides, as the "What
            # you know" panel has shown since the void was seen.
            if _opponent_out_of(view, 0):
                return _("the other player can neither follow nor ruff: it wins")
            return _("the other player is out of this suit: a spade or a throw-away answers")
        if _is_top(view, card):
            return _("no higher {suit} is still out").format(suit=suit)
        if card % 13 <= 7:  # a nine or lower
            return _("a low {suit} gives little away").format(suit=suit)
        # Not "draws out a higher one": said to a player who needs the trick, that read as
        # leading it to lose. What the card asks of the other player is true either way.
        if card < 13:
            return _("only a higher spade beats it")
        return _("only a higher {suit} or a spade beats it").format(suit=suit)
    lead = trick.cards[0]
    if follower_wins(lead, card):
        if nil and all(follower_wins(lead, c) for c in legal):
            return _("every card you can play wins this trick")
        if nil and view.double_nil[view.seat]:
            return _("takes the trick: your double nil is given up")
        if nil:
            return _("takes the trick: your nil is given up")
        cheaper = [c for c in legal if c != card and follower_wins(lead, c) and c < card]
        if cheaper:
            return _("takes the trick")
        if card < 13 <= lead:
            return _("lowest spade that takes the trick")
        return _("cheapest card that still wins")
    if nil:
        return _("keeps your nil safe")
    opponent_nil = view.bids[view.opponent] == 0 or bool(view.double_nil[view.opponent])
    if opponent_nil:
        return _("lets your opponent's nil stand or fall on its own")
    if card // 13 != lead // 13:
        if card >= 13 and card % 13 > 7 and _opponent_out_of(view, card // 13):
            return _("the other player is out of this suit, so the card is worth little now")
        if card % 13 >= JACK:
            # Not a card anyone calls unneeded: say what the choice keeps, or that nothing
            # could have won.
            if any(c < 13 for c in legal):
                return _("keeps your spades rather than trumping this trick")
            return _("none of your cards can win this trick")
        return _("throws away a card you do not need")
    if any(c // 13 == card // 13 and c < card for c in legal):
        return _high_card_given_up(view)
    return _("cannot win cheaply, so it keeps your good cards")


def _high_card_given_up(view: PlayerView) -> str:
    """Why the advisor loses a trick with a high card when a lower one would do: the search
    plays for fewer tricks. Said by what the score shows: a bid already made, or the other
    player's bags within reach of a penalty; a tester was told "keeps your good cards" of a
    king thrown under the ace."""
    seat, opp = view.seat, view.opponent
    bid, won = view.bids[seat], view.tricks_won[seat]
    if bid and won >= bid:
        return _("your bid is made: a high card given up now saves a bag later")
    their_bid, bags = view.bids[opp], view.bags[opp]
    # What the core's scoring would charge them for every trick left; said only with bags
    # already carried ("has 0 bags" brings no penalty closer that a reader can see).
    every_trick = score_seat(their_bid or 0, False, 13 - won, 0, bags, view.rules)
    if their_bid and bags and every_trick.bag_penalty:
        words = ngettext(
            "the other player has {n} bag: each trick past their bid brings a penalty closer",
            "the other player has {n} bags: each trick past their bid brings a penalty closer",
            bags,
        )
        return words.format(n=bags)
    return _("gives up a high card: taking fewer tricks looks better for you here")


def _legal_cards(view: PlayerView) -> list[Card]:
    return [a.card for a in view.legal_actions if isinstance(a, Play)]


def _opponent_out_of(view: PlayerView, suit: int) -> bool:
    """Whether the other player has shown it holds no more cards of ``suit``."""
    from spades_tui.players.knowledge import read_view

    return bool(read_view(view).opp_voids >> suit & 1)


def _is_top(view: PlayerView, card: Card) -> bool:
    """True when every higher card of the suit is in this hand or already played."""
    gone = set(view.played_cards) | set(view.hand)
    top_of_suit = (card // 13) * 13 + 12
    return all(c in gone for c in range(card + 1, top_of_suit + 1))
