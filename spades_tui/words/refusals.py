"""Why a move is refused, in the player's language, made from the core's code and parameters.

The core says *why* as a ``Refusal`` (a code and plain parameters), and so does the server;
this is the one place that turns one into a sentence, so the words come from the catalog.
Every refusal code of the core has its sentence here (a test checks the two lists stay in
step). No Textual here: the record reader words a record's refused decision with it too.
"""

from __future__ import annotations

from collections.abc import Callable

from spades_tui.core.cards import parse_card
from spades_tui.core.errors import RecordError
from spades_tui.core.refusals import Param, Refusal
from spades_tui.i18n import _, count, ngettext, say
from spades_tui.words.cards import glyphs, label


def _card(value: Param, ascii_only: bool) -> str:
    try:
        return label(parse_card(str(value)), ascii_only)
    except ValueError:
        return str(value)


SENTENCES: dict[str, Callable[[dict[str, Param], bool], str]] = {
    "game_over": lambda p, a: _("The game is over"),
    "not_your_turn": lambda p, a: _("It is not seat {seat}'s turn").format(seat=count(p["seat"])),
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


# A record is read by someone who did not make its moves: the refusals the table says to
# the player ("You do not hold A♠") are said of the player instead.
RECORD_SENTENCES: dict[str, Callable[[dict[str, Param], bool], str]] = {
    "not_held": lambda p, a: _("the player does not hold {card}").format(card=_card(p["card"], a)),
    "must_follow": lambda p, a: _("the player had to follow {suit}").format(
        suit=glyphs(a).suits[int(p["suit"])]
    ),
    "double_nil_not_now": lambda p, a: _(
        "double nil is declared only before the player's first draft card"
    ),
    "exchange_too_many": lambda p, a: _("at most {limit} cards may be exchanged").format(
        limit=p["limit"]
    ),
}


def record_fault(exc: RecordError) -> str:
    """What is wrong with a record, in one line: where, and why (a refused decision said of
    the player who made it)."""
    if exc.refusal is None:
        return str(exc)
    code = exc.refusal.code
    said = RECORD_SENTENCES.get(code, SENTENCES[code])(exc.refusal.params, False)
    if code not in STARTS_WITH_A_VALUE:
        # After the field's path, as the reader's other faults read: "…bids[0]: a bid is…".
        said = said[:1].lower() + said[1:]
    return f"{exc.at}: {said}"


# Refusals whose sentence begins with a value from the record, which is shown as it is.
STARTS_WITH_A_VALUE = frozenset({"not_a_card", "not_an_action"})


# What the server says when it does not take an action, or before it closes the connection,
# by the protocol's code (docs/protocol.md). The frame's ``reason`` (the code, from this
# version's server; English from older ones) is shown as it came when a code or a parameter
# is missing here.
NETWORK_SENTENCES: dict[str, Callable[[dict[str, Param]], str]] = {
    # refused: the connection stays open
    "not_started": lambda p: _("The game starts when the second player joins."),
    "game_over": lambda p: _("The game is over."),
    "not_your_turn": lambda p: say(_("It is {name}'s turn, not yours."), name=p["name"]),
    "stale": lambda p: _("The game moved on before your move arrived; it was not taken."),
    "not_over": lambda p: _("A rematch can be asked for only after the game is over."),
    "not_creator": lambda p: _("Only the player who started the table decides who may watch."),
    # error: the server closes the connection
    **dict.fromkeys(
        (
            "binary",
            "not_json",
            "not_object",
            "no_type",
            "hello_expected",
            "unknown_type",
            "bad_field",
        ),
        lambda p: _("The server could not read what this game sent."),
    ),
    "version": lambda p: _(
        "The server speaks protocol version {server}, this game another one: use the same "
        "spades-tui version on both computers."
    ).format(server=p["server"]),
    "bad_name": lambda p: (
        _("The server does not accept this name (at most {limit} characters).").format(
            limit=p["limit"]
        )
        if "limit" in p
        else _("The server does not accept this name.")
    ),
    "wrong_code": lambda p: _("No table has this code; check it (16 letters and digits)."),
    "slow_down": lambda p: _(
        "Too many wrong codes from this address; try again in {seconds} s."
    ).format(seconds=p["seconds"]),
    "no_create": lambda p: _("This server does not start new tables; join with a code."),
    "full": lambda p: _("This server has as many tables as it may hold; try again later."),
    # Behind one router a household or a club shares an address, and so shares the limit:
    # say so, and that joining is not limited, so nobody thinks they are shut out.
    "too_many_tables": lambda p: ngettext(
        "Your address already has {most} table waiting for a friend, as many as this server "
        "allows. Everyone who shares the address counts (a household or a club behind one "
        "router). Joining a table with its code still works; a table stops counting once its "
        "friend joins, or when it closes unjoined after {minutes} min.",
        "Your address already has {most} tables waiting for a friend, as many as this server "
        "allows. Everyone who shares the address counts (a household or a club behind one "
        "router). Joining a table with its code still works; a table stops counting once its "
        "friend joins, or when it closes unjoined after {minutes} min.",
        int(p["most"]),
    ).format(most=p["most"], minutes=p["minutes"]),
    "expired": lambda p: ngettext(
        "Nobody joined this table within {minutes} minute, so it was closed.",
        "Nobody joined this table within {minutes} minutes, so it was closed.",
        int(p["minutes"]),
    ).format(minutes=p["minutes"]),
    "flood": lambda p: _("Too many messages: at most {rate} a second.").format(rate=p["rate"]),
    "timeout": lambda p: _("The server waited {seconds} s for this game to say who it is.").format(
        seconds=p["seconds"]
    ),
    "taken_over": lambda p: _("This seat was taken over by a newer connection."),
    "table_closed": lambda p: _(
        "The host set this game aside and started a new one; it is kept in their history."
    ),
    "taken_back": lambda p: _(
        "The player who made this table took it back before anyone joined: ask them for a new code."
    ),
    "server_error": lambda p: _("The server failed on this connection."),
    "too_many_computers": lambda p: ngettext(
        "The computer already plays at {most} table on this server, as many as it may; "
        "try again later.",
        "The computer already plays at {most} tables on this server, as many as it may; "
        "try again later.",
        int(p["most"]),
    ).format(most=p["most"]),
    "not_watched": lambda p: _("The player who started this table does not let anyone watch."),
}


def network_text(
    code: str,
    reason: str,
    params: dict[str, Param] | None = None,
    refusal: Refusal | None = None,
    ascii_only: bool = False,
) -> str:
    """A refusal or error from the server in the player's language.

    A move the rules forbid carries the core's refusal and is worded like one made here; a
    code this version does not know (a newer server), or one that lacks a parameter (an older
    one), shows the server's own English ``reason``.
    """
    if refusal is not None and refusal.code in SENTENCES:
        try:
            return refusal_text(refusal, ascii_only)
        except (KeyError, IndexError, ValueError):
            pass
    sentence = NETWORK_SENTENCES.get(code)
    if sentence is not None:
        try:
            return sentence(params or {})
        except KeyError:
            pass
    return reason


def as_sentence(words: str, host: str = "") -> str:
    """A reason worded to follow other words ("the name x is not known") as a sentence of its
    own, for a box that says only it: its first letter a capital, unless its first word is
    an address or ``host`` (a host's name keeps its case: "cards.example.org did not
    answer")."""
    first = words.split(" ", 1)[0]
    if not first[:1].islower() or first == host or any(mark in first for mark in ".:[/"):
        return words
    return words[:1].upper() + words[1:]
