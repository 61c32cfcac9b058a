"""What the player is told when a hand's shuffle is opened (net/shuffles.py checks it)."""

from __future__ import annotations

from collections.abc import Sequence

from spades_tui.i18n import _
from spades_tui.net.shuffles import Verdict


def shuffle_notice(verdict: Verdict) -> str:
    if verdict.verified:
        return _("Hand {hand}: shuffle verified (the cards were fixed before the draft).").format(
            hand=verdict.hand
        )
    if verdict.problem == "changed":
        why = _("it is not the commitment the server sent before the hand")
    elif verdict.problem == "not_drawn":
        why = _("it does not give the cards you drew")
    else:
        why = _("the cards and the salt do not give the commitment")
    return _(
        "Hand {hand}: the shuffle does NOT check out: {why}. The server may have changed "
        "the cards during the hand."
    ).format(hand=verdict.hand, why=why)


def shuffle_notices(
    verdicts: Sequence[Verdict], joined_at: int | None = None
) -> list[tuple[str, bool]]:
    """A notice for each opened hand: its words, and whether it is an alarm; the hands that
    check out are said once together.

    ``joined_at``: the hand in play, when the verdicts come with the whole log (a join, or
    a join again after a reload or a lost connection), which sends every hand played so far.
    That an earlier hand checked out was said when it was scored, and is old news to a
    late joiner: it is left unsaid, or it came back at every reconnection. An alarm is
    said whatever the hand: it holds for the rest of the game."""
    alarms = [(shuffle_notice(v), True) for v in verdicts if not v.verified]
    good = [v for v in verdicts if v.verified and (joined_at is None or v.hand >= joined_at)]
    if len(good) == 1:
        return [(shuffle_notice(good[0]), False), *alarms]
    if good:
        words = _("Shuffles verified for hands {first} to {last}.")
        return [(words.format(first=good[0].hand, last=good[-1].hand), False), *alarms]
    return alarms
