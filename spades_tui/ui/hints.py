"""A hint in words: what an advising computer level would do now, and a short reason why.

The advice itself comes from a computer player handed the same seat view the person sees; the
reason is read off that view and the action (is it the cheapest winner? does it duck under the
lead?), so it never mentions a card the person could not know about.
"""

from __future__ import annotations

from dataclasses import dataclass

from spades_tui.core.actions import Action, Bid, DeclareDoubleNil, Exchange, Keep, Play, Reject
from spades_tui.core.cards import Card
from spades_tui.core.tricks import follower_wins
from spades_tui.core.view import PlayerView
from spades_tui.ui.cardtext import label
from spades_tui.ui.screens.table_advice import guarding_nil

ADVISOR = "hard"  # the strongest level; it sees only the seat's view, as the person does
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")


@dataclass(frozen=True)
class Hint:
    advisor: str
    action: Action
    estimate: float | None = None  # the tricks the advisor expects, for a bid


def hint_text(hint: Hint, view: PlayerView, ascii_only: bool = False) -> str:
    """'Hint from hard: play 3♦ (cheapest card that still wins).' for any phase."""
    what = _what(hint.action, ascii_only)
    reason = _reason(hint, view)
    tail = f" ({reason})" if reason else ""
    return f"Hint from {hint.advisor}: {what}{tail}."


def _what(action: Action, ascii_only: bool) -> str:
    if isinstance(action, Play):
        return f"play {label(action.card, ascii_only)}"
    if isinstance(action, Keep):
        return "keep this card"
    if isinstance(action, Reject):
        return "reject this card and take the next one"
    if isinstance(action, Bid):
        return "bid nil" if action.tricks == 0 else f"bid {action.tricks}"
    if isinstance(action, DeclareDoubleNil):
        return "declare double nil" if action.declare else "do not declare double nil"
    assert isinstance(action, Exchange)
    if not action.cards:
        return "exchange no cards"
    return "exchange " + " ".join(label(c, ascii_only) for c in action.cards)


def _reason(hint: Hint, view: PlayerView) -> str:
    action = hint.action
    if isinstance(action, Play):
        return play_reason(view, action.card)
    if isinstance(action, Bid):
        if action.tricks == 0:
            return "your hand can likely lose every trick"
        if hint.estimate is None:
            return ""
        expects = f"it expects about {hint.estimate:.1f} tricks"
        # Its bid may differ from its estimate on purpose: say so, or the two look contradictory.
        if action.tricks <= hint.estimate - 0.75:
            return expects + " and keeps some in hand"
        if action.tricks >= hint.estimate + 0.75:
            return expects + " and stretches for more"
        return expects
    if isinstance(action, Keep):
        return "it is worth more than the card you would get instead"
    if isinstance(action, Reject):
        return "the hidden next card is likely to serve you better"
    if isinstance(action, DeclareDoubleNil):
        if action.declare:
            return "200 points is worth the risk from where you stand"
        return "losing 200 points is too likely without seeing a card"
    assert isinstance(action, Exchange)
    return "high cards win tricks a double nil must lose" if action.cards else ""


def play_reason(view: PlayerView, card: Card) -> str:
    """Why playing ``card`` makes sense, in a few words."""
    nil = guarding_nil(view)  # a nil already lost is played like any other hand
    legal = _legal_cards(view)
    if legal == [card]:
        return "the only card you may play"
    trick = view.current_trick
    suit = SUIT_NAMES[card // 13][:-1]  # "heart"
    if trick is None:
        if nil:
            if card == min(c for c in legal if c // 13 == card // 13):
                return "a low lead keeps your nil safe"
            return "a lead the other player is likely to beat"
        if _is_top(view, card):
            return f"no higher {suit} is still out"
        if card % 13 <= 7:  # a nine or lower
            return f"a low {suit} gives little away"
        return f"it draws out a higher {suit}"
    lead = trick.cards[0]
    if follower_wins(lead, card):
        if nil and all(follower_wins(lead, c) for c in legal):
            return "every card you can play wins this trick"
        if nil:
            return "takes the trick: your nil is given up"
        cheaper = [c for c in legal if c != card and follower_wins(lead, c) and c < card]
        if cheaper:
            return "takes the trick"
        if card < 13 <= lead:
            return "lowest spade that takes the trick"
        return "cheapest card that still wins"
    if nil:
        return "keeps your nil safe"
    opponent_nil = view.bids[view.opponent] == 0 or bool(view.double_nil[view.opponent])
    if opponent_nil:
        return "lets your opponent's nil stand or fall on its own"
    if card // 13 != lead // 13:
        return "throws away a card you do not need"
    return "cannot win cheaply, so it keeps your good cards"


def _legal_cards(view: PlayerView) -> list[Card]:
    return [a.card for a in view.legal_actions if isinstance(a, Play)]


def _is_top(view: PlayerView, card: Card) -> bool:
    """True when every higher card of the suit is in this hand or already played."""
    gone = set(view.played_cards) | set(view.hand)
    top_of_suit = (card // 13) * 13 + 12
    return all(c in gone for c in range(card + 1, top_of_suit + 1))
