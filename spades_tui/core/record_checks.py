"""The parts of reading a record that check fields beside the replayed decisions.

The game's players, its take-backs, its practice mark and its shuffle commitments are read
before the replay; at the end of each hand, every entry of the hand must have been used and
its result must be the one the rules give. ``core/record.py`` calls these; they know nothing
of how a hand is replayed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from spades_tui.core.errors import RecordError
from spades_tui.core.fair import ShuffleProof, is_hex
from spades_tui.core.hand import HandState, PlayerInfo
from spades_tui.core.record_fields import as_json, field

if TYPE_CHECKING:
    from spades_tui.core.events import SeatResult

# The fields of a seat's result in a hand, in the order the record writes them.
RESULT_FIELDS = (
    "bid",
    "double_nil",
    "tricks",
    "points",
    "bags_added",
    "bag_penalty",
    "score",
    "bags",
)


def take_backs_field(value: object, hands: int, decisions: int) -> list[tuple[int, int]]:
    """The optional list of take-backs: where a person undid a decision and played on."""
    if not isinstance(value, list):
        raise RecordError("take_backs: expected a list")
    out = []
    for i, entry in enumerate(value):
        at = f"take_backs[{i}]"
        hand, kept = field(entry, "hand", at), field(entry, "at", at)
        if type(hand) is not int or not 1 <= hand <= hands:
            raise RecordError(f"{at}.hand: expected a hand of the game, found {as_json(hand)}")
        if type(kept) is not int or kept < 0:
            raise RecordError(
                f"{at}.at: expected a count of decisions from 0, found {as_json(kept)}"
            )
        out.append((hand, kept))
    # Only the last take-back's count is held to the game as recorded: an earlier one may lie
    # beyond it, when a later take-back went back further (take back pressed twice in a row).
    if out and out[-1][1] > decisions:
        raise RecordError(
            f"take_backs[{len(out) - 1}].at: expected a count of decisions from 0 to "
            f"{decisions}, found {out[-1][1]}"
        )
    return out


def practice_field(value: object, decisions: int) -> tuple[int | None, int | None]:
    """The optional mark of a practice game: the hand of the game it was played again from,
    and (for a game played on from a position) how many of its decisions it started with."""
    if value is None:
        return None, None
    hand = field(value, "hand", "practice")
    if type(hand) is not int or hand < 1:
        raise RecordError(f"practice.hand: expected a hand number from 1, found {as_json(hand)}")
    start = value.get("from") if isinstance(value, dict) else None
    if start is not None and (type(start) is not int or not 0 <= start <= decisions):
        raise RecordError(
            f"practice.from: expected a count of decisions from 0 to {decisions}, "
            f"found {as_json(start)}"
        )
    return hand, start


def shuffles_field(value: object, hands: int) -> dict[int, ShuffleProof]:
    """The optional commitments of a network game, checked for shape only: whether they
    open is ``validate``'s question (core/fair.py), as the seed's shuffles are."""
    if not isinstance(value, list):
        raise RecordError("shuffles: expected a list")
    out: dict[int, ShuffleProof] = {}
    for i, entry in enumerate(value):
        at = f"shuffles[{i}]"
        hand = field(entry, "hand", at)
        if type(hand) is not int or not 1 <= hand <= hands or hand in out:
            raise RecordError(f"{at}.hand: expected a hand of the game once, found {as_json(hand)}")
        commitment, salt = field(entry, "commitment", at), field(entry, "salt", at)
        for name, text in (("commitment", commitment), ("salt", salt)):
            if not is_hex(text):
                raise RecordError(f"{at}.{name}: expected 64 lowercase hex digits")
        out[hand] = ShuffleProof(commitment, salt)
    return out


def players_field(value: object) -> tuple[PlayerInfo, PlayerInfo]:
    if not isinstance(value, list) or len(value) != 2:
        raise RecordError("players: expected a list of two players")
    out = []
    for i, p in enumerate(value):
        if not isinstance(p, dict) or not isinstance(p.get("name"), str):
            raise RecordError(f"players[{i}]: expected an object with a text name")
        kind = p.get("kind")
        if not isinstance(kind, str) or not (kind == "human" or kind.startswith("ai:")):
            raise RecordError(
                f'players[{i}].kind: expected "human" or "ai:<level>", found {as_json(kind)}'
            )
        out.append(PlayerInfo(p["name"], kind))
    return out[0], out[1]


def check_all_used(
    hand: dict[str, Any],
    h: HandState,
    where: str,
    counters: dict[str, int],
    draft: list[Any],
    exchange: list[Any],
    bids: list[Any],
    tricks: list[Any],
    last: bool,
) -> None:
    for name, items in (("draft", draft), ("exchange", exchange), ("bids", bids)):
        if counters[name] < len(items):
            raise RecordError(
                f"{where}.{name}[{counters[name]}]: not reachable at this point "
                "of the hand (an earlier step is missing or out of order)"
            )
    k = counters["tricks"]
    partial = 1 if counters["cards"] else 0
    if k + partial < len(tricks):
        raise RecordError(
            f"{where}.tricks[{k + partial}]: not reachable at this point of the "
            "hand (an earlier step is missing or out of order)"
        )
    if partial:
        if "winner" in tricks[k]:
            raise RecordError(f"{where}.tricks[{k}].winner: the trick is not complete")
        if not last:
            raise RecordError(f"{where}.tricks[{k}]: the trick is not complete")
    dn = hand["double_nil"]
    for seat in (0, 1):
        if dn[seat] != h.double_nil[seat]:
            raise RecordError(
                f"{where}.double_nil[{seat}]: expected {as_json(h.double_nil[seat])}, "
                f"found {as_json(dn[seat])}"
            )
    result = hand.get("result")
    if h.result is None:
        if result is not None:
            raise RecordError(f"{where}.result: the hand is not finished")
        if not last:
            raise RecordError(f"{where}: the hand is not finished, yet another hand follows")
        return
    if not isinstance(result, list) or len(result) != 2:
        raise RecordError(f"{where}.result: expected a result for each of the two seats")
    for seat, (mine, theirs) in enumerate(zip(h.result, result, strict=True)):
        check_result(mine, theirs, f"{where}.result[{seat}]")


def check_result(expected: SeatResult, found: object, at: str) -> None:
    if not isinstance(found, dict):
        raise RecordError(f"{at}: expected an object")
    for name in RESULT_FIELDS:
        want = getattr(expected, name)
        got = found.get(name)
        if got != want or type(got) is not type(want):
            raise RecordError(f"{at}.{name}: the rules give {as_json(want)}, found {as_json(got)}")
