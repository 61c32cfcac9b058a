"""The shuffle commitments on the wire: the server's telling and the client's checking.

The scheme itself (what is hashed) is in ``spades_tui.core.fair``. The server makes a hand's
proof as soon as the hand exists, before its first decision, and saves it with the game; an
``update`` then carries, in its optional ``shuffles`` list, the commitment of each hand the
listener has not been told of yet and, once a hand is scored, its opening (stock and salt).
The client remembers each commitment and what its seat drew, and checks every opening
against both: a commitment that changed, a stock and salt that do not give it, or a stock
that does not give the cards this seat drew, is an alarm.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from spades_tui.core.cards import Card, parse_card
from spades_tui.core.fair import ShuffleProof, is_hex, new_proof, opens
from spades_tui.core.game import Game
from spades_tui.core.view import OwnDraftTurn, PlayerView


# ----------------------------------------------------------------------------- server side
def prove_new_hands(game: Game) -> bool:
    """Make the proof of every hand that has none and whose draft has not begun (a game
    restored from before proofs existed gets none for a hand already under way: a
    commitment made then would promise nothing). True when one was made."""
    made = False
    for hand in game.hands:
        if hand.number not in game.shuffle_proofs and not hand.draft:
            game.shuffle_proofs[hand.number] = new_proof(hand.stock)
            made = True
    return made


class ShuffleTeller:
    """What each listener (a seat, a spectator) has been told of a table's shuffles."""

    def __init__(self) -> None:
        self._told: dict[Hashable, set[tuple[int, bool]]] = {}

    def forget(self) -> None:
        """A new game at the table: everything is to tell again."""
        self._told.clear()

    def drop(self, listener: Hashable) -> None:
        self._told.pop(listener, None)

    def news(self, game: Game, listener: Hashable, whole: bool = False) -> list[dict[str, Any]]:
        """The notes ``listener`` has not had; ``whole``: all of them (after a join)."""
        told = self._told.setdefault(listener, set())
        if whole:
            told.clear()
        notes = []
        for hand in game.hands:
            proof = game.shuffle_proofs.get(hand.number)
            if proof is None:
                continue
            opened = hand.result is not None
            if (hand.number, opened) in told:
                continue
            told.add((hand.number, opened))
            note: dict[str, Any] = {"hand": hand.number, "commitment": proof.commitment}
            if opened:
                note["stock"] = [card.code for card in hand.stock]
                note["salt"] = proof.salt
            notes.append(note)
        return notes


# ----------------------------------------------------------------------------- client side
@dataclass(frozen=True, slots=True)
class ShuffleNote:
    """A commitment, or (with ``stock`` and ``salt``) its opening, as the server sent it."""

    hand: int
    commitment: str
    stock: tuple[Card, ...] | None = None
    salt: str | None = None


@dataclass(frozen=True, slots=True)
class Verdict:
    """The check of one opened hand: ``problem`` is None when the shuffle holds, else
    ``mismatch`` (stock and salt do not give the commitment), ``changed`` (not the
    commitment sent before the hand) or ``not_drawn`` (the stock does not give the cards
    this seat drew)."""

    hand: int
    problem: str | None = None

    @property
    def verified(self) -> bool:
        return self.problem is None


def read_notes(value: object) -> list[ShuffleNote]:
    """An update's ``shuffles`` (absent from older servers); ValueError for a wrong shape."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise ValueError("'shuffles' must be a list")
    notes = []
    for item in value:
        if not isinstance(item, dict) or set(item) - {"hand", "commitment", "stock", "salt"}:
            raise ValueError("a shuffle note has hand, commitment, and maybe stock and salt")
        hand, commitment = item.get("hand"), item.get("commitment")
        if type(hand) is not int or hand < 1 or not is_hex(commitment):
            raise ValueError("a shuffle note needs a hand number and a 64-digit commitment")
        assert isinstance(commitment, str)
        stock, salt = item.get("stock"), item.get("salt")
        if stock is None and salt is None:
            notes.append(ShuffleNote(hand, commitment))
            continue
        if not isinstance(stock, list) or len(stock) != 52 or not is_hex(salt):
            raise ValueError("an opened shuffle has the 52 cards of the stock and the salt")
        cards = tuple(parse_card(code) for code in stock if isinstance(code, str))
        if len(cards) != 52 or len(set(cards)) != 52:
            raise ValueError("an opened shuffle's stock holds each card once")
        assert isinstance(salt, str)
        notes.append(ShuffleNote(hand, commitment, cards, salt))
    return notes


@dataclass
class ShuffleChecker:
    """A client's memory of the commitments it was sent and of its seat's draft turns."""

    promised: dict[int, str] = field(default_factory=dict)
    drew: dict[int, tuple[int, int, tuple[OwnDraftTurn, ...]]] = field(default_factory=dict)

    def forget(self) -> None:
        """A rematch: the new game's hands are numbered from 1 again."""
        self.promised.clear()
        self.drew.clear()

    def take(self, notes: list[ShuffleNote], view: PlayerView | None) -> list[Verdict]:
        """Remember what ``view`` shows of this seat's draft and the commitments in
        ``notes``; the verdicts of the openings among them. The view is the one the notes
        came with, so it is of the next hand when a hand's opening arrives."""
        if view is not None:
            known = self.drew.get(view.hand_number)
            if known is None or len(view.draft) >= len(known[2]):
                self.drew[view.hand_number] = (view.seat, view.first, view.draft)
        verdicts = []
        for note in notes:
            if note.stock is None or note.salt is None:
                self.promised.setdefault(note.hand, note.commitment)
                continue
            verdicts.append(Verdict(note.hand, self._problem(note, note.stock, note.salt)))
        return verdicts

    def _problem(self, note: ShuffleNote, stock: tuple[Card, ...], salt: str) -> str | None:
        if not opens(ShuffleProof(note.commitment, salt), stock):
            return "mismatch"
        promised = self.promised.setdefault(note.hand, note.commitment)
        if promised != note.commitment:
            return "changed"
        seen = self.drew.get(note.hand)
        if seen is not None and not _gives(stock, *seen):
            return "not_drawn"
        return None


def _gives(stock: tuple[Card, ...], seat: int, first: int, turns: tuple[OwnDraftTurn, ...]) -> bool:
    """Whether ``stock`` gives this seat's own draft turns: the two seats draw in turn, the
    first player first, and turn k takes stock cards 2k and 2k+1 (keeping the top one, or
    rejecting it for the next)."""
    for j, turn in enumerate(turns):
        k = 2 * j + (0 if seat == first else 1)
        top, second = stock[2 * k], stock[2 * k + 1]
        if turn.rejected:
            if turn.kept != second or turn.discarded not in (None, top):
                return False
        elif turn.kept != top or turn.discarded not in (None, second):
            return False
    return True
