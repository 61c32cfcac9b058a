"""What a network seat is told about the other player coming and going: that a game is kept
while they are away, and where a rematch stands. Sentences only; ``ui/network_table.py``
decides when they are said."""

from __future__ import annotations

from collections.abc import Collection

from spades_tui.i18n import _, say


def kept_words(name: str | None, code: str | None, hosted: bool) -> str:
    """The other player has gone: nobody need wait for ever, so say the game is kept.
    ``code`` is None for the host, whose own app keeps the game."""
    # Short, to stand whole at the foot of the side panel (ui/notice_place.py).
    if code is None:
        words = _(
            "{name} has left. Wait for them here, or quit: the game is kept for when you host "
            "again."
        )
    elif hosted:  # the host's own app holds the game: it goes on when they host again
        words = _(
            "{name} has left; the game is kept on their computer until they host it again. "
            "Wait here, or come back later with your code {code}."
        )
    else:
        words = _(
            "{name} has left; the game is kept on the server. Wait here, or come back later "
            "with your code {code}."
        )
    return say(words, name=name or "?", code=code)


def rematch_words(name: str, other: int, asked: Collection[int], connected: bool) -> str:
    """Where a rematch stands, for the final screen: ``other`` is the other seat, ``asked``
    the seats that want one, ``connected`` whether the other player is."""
    if other in asked:
        return say(_("{name} wants a rematch: r to agree, q to leave."), name=name)
    if asked and not connected:
        return say(
            _("You asked for a rematch; {name} has left. Waiting for them to come back…"),
            name=name,
        )
    if asked:
        return say(_("You asked for a rematch; waiting for {name} to agree…"), name=name)
    if not connected:
        # Said as soon as they go, so nobody asks for a game with a player who is not there.
        return say(
            _("{name} has left the table. r asks for a rematch if they come back, q leaves."),
            name=name,
        )
    return _("r asks for a rematch (it starts when both agree)   q leaves")
