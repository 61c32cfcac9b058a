"""Game record format version 1: the save file, the export and the simulate output.

Reading never trusts the file: every decision is replayed through a fresh ``Game``, so a record
that breaks a rule is refused with a message naming the field at fault.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from spades_tui.core.actions import (
    DECLARE,
    DECLINE,
    KEEP,
    PLAYS,
    REJECT,
    Action,
    Bid,
    Exchange,
)
from spades_tui.core.ahead import ahead_step, held_bid, held_draft
from spades_tui.core.cards import CARDS, Card
from spades_tui.core.chance import RecordedChance, SeededChance
from spades_tui.core.errors import IllegalAction, RecordError, RulesError
from spades_tui.core.game import Game, HandState, Phase
from spades_tui.core.record_checks import (
    RESULT_FIELDS,
    check_all_used,
    players_field,
    practice_field,
    shuffles_field,
    take_backs_field,
)
from spades_tui.core.record_fields import (
    as_json,
    card_field,
    cards_field,
    expect_seat,
    field,
    list_field,
    same,
    seat_field,
)
from spades_tui.core.replay import Step, steps
from spades_tui.core.rules import Rules

FORMAT = "spades-tui-record"
VERSION = 1


# ------------------------------------------------------------------------- writing
def game_to_record(game: Game) -> dict[str, Any]:
    out = {
        "format": FORMAT,
        "version": VERSION,
        "players": [{"name": p.name, "kind": p.kind} for p in game.players],
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "hands": [_hand_to_dict(h, game.rules.peek_discard) for h in game.hands],
        "winner": game.winner,
    }
    if game.take_backs:  # only then: records without take-backs stay as they always were
        out["take_backs"] = _take_backs_to_list(game)
    if game.shuffle_proofs:  # only a network game's record has them
        out["shuffles"] = _shuffles_to_list(game)
    if game.practice is not None:  # only a practice game's record has it
        out["practice"] = _practice_to_dict(game)
    return out


def _practice_to_dict(game: Game) -> dict[str, int]:
    assert game.practice is not None
    mark = {"hand": game.practice}
    if game.practice_from is not None:  # only a game played on from a position has it
        mark["from"] = game.practice_from
    return mark


def _shuffles_to_list(game: Game) -> list[dict[str, Any]]:
    proofs = sorted(game.shuffle_proofs.items())
    return [{"hand": n, "commitment": p.commitment, "salt": p.salt} for n, p in proofs]


def _take_backs_to_list(game: Game) -> list[dict[str, int]]:
    return [{"hand": hand, "at": at} for hand, at in game.take_backs]


def _hand_to_dict(h: HandState, peek: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "number": h.number,
        "first": h.first,
        "stock": [c.code for c in h.stock],
        "double_nil": list(h.double_nil),
        "draft": [
            {"seat": t.seat, "kept": t.kept.code, "discarded": t.discarded.code} for t in h.draft
        ],
    }
    if h.exchange:
        out["exchange"] = [
            {"seat": e.seat, "gave": [c.code for c in e.gave], "got": [c.code for c in e.got]}
            for e in h.exchange
        ]
    if h.bids:
        out["bids"] = [
            {"seat": b.seat, "bid": b.bid, "double_nil": True}
            if b.double_nil
            else {"seat": b.seat, "bid": b.bid}
            for b in h.bids
        ]
    tricks = [t for t in h.tricks if t.cards]
    if tricks:
        out["tricks"] = [
            {"leader": t.leader, "cards": [c.code for c in t.cards]}
            | ({"winner": t.winner} if t.winner is not None else {})
            for t in tricks
        ]
    if h.result is not None:
        out["result"] = [{name: getattr(r, name) for name in RESULT_FIELDS} for r in h.result]
    if h.ahead[0] or h.ahead[1]:  # only then: other records stay as they always were
        out["ahead"] = _ahead_to_list(h, peek)
    return out


def _ahead_to_list(h: HandState, peek: bool) -> list[dict[str, Any]]:
    """The decisions taken ahead of their turn and not applied yet, each seat's in order."""
    out: list[dict[str, Any]] = []
    for seat in (0, 1):
        for _, turn in held_draft(h, seat, peek):
            out.append({"seat": seat, "kept": turn.kept.code, "discarded": turn.discarded.code})
        bid = held_bid(h, seat)
        if bid is not None:
            out.append({"seat": seat, "bid": bid})
    return out


def dumps(game: Game) -> str:
    """One line of JSON, as stored in save files and JSON Lines output.

    The same text as ``json.dumps(game_to_record(game), separators=(",", ":"))``, with each
    scored hand's JSON made only once.
    """
    hands = []
    for h in game.hands:
        text = h.json_cache or _compact(_hand_to_dict(h, game.rules.peek_discard))
        if h.result is not None:
            h.json_cache = text
        hands.append(text)
    return (
        f'{{"format":{_compact(FORMAT)},"version":{VERSION},'
        f'"players":{_compact([{"name": p.name, "kind": p.kind} for p in game.players])},'
        f'"rules":{_compact(game.rules.to_dict())},"seed":{_compact(game.seed)},'
        f'"hands":[{",".join(hands)}],"winner":{_compact(game.winner)}'
        + (f',"take_backs":{_compact(_take_backs_to_list(game))}' if game.take_backs else "")
        + (f',"shuffles":{_compact(_shuffles_to_list(game))}' if game.shuffle_proofs else "")
        + (f',"practice":{_compact(_practice_to_dict(game))}' if game.practice is not None else "")
        + "}"
    )


def _compact(value: object) -> str:
    return json.dumps(value, separators=(",", ":"))


# ------------------------------------------------------------------------- reading
def loads(text: str | bytes) -> Game:
    """Read a record from JSON text; raises RecordError saying what is wrong and where."""
    try:
        data = json.loads(text)
    except UnicodeDecodeError:
        raise RecordError("the file is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    return from_record(data)


def from_record(data: object) -> Game:
    """Rebuild a game from a record by replaying it; raises RecordError on any fault."""
    game, hands, winner = _start(data)
    for _ in _checked_steps(game, hands, winner):
        pass
    _take_ahead(game, hands)
    assert isinstance(data, dict)  # _start has checked it
    game.take_backs = take_backs_field(
        data.get("take_backs", []), len(game.hands), game.actions_applied
    )
    game.shuffle_proofs = shuffles_field(data.get("shuffles", []), len(game.hands))
    game.practice, game.practice_from = practice_field(data.get("practice"), game.actions_applied)
    return game


def replay(data: object, on_start: Callable[[Game], object] | None = None) -> Iterator[Step]:
    """The decisions of a record one by one, each checked as ``from_record`` checks it, and
    each yielded just before it is applied (see ``core.replay.Step``).

    ``on_start`` is given the game before its first decision (to subscribe to its events).
    Raises RecordError, at the step where the record goes wrong, as ``from_record`` would.
    """
    game, hands, winner = _start(data)
    if on_start is not None:
        on_start(game)
    yield from _checked_steps(game, hands, winner)


def _checked_steps(game: Game, hands: list[Any], winner: object) -> Iterator[Step]:
    """The record's decisions made through the one replayer, each refusal named where it is."""
    decisions = _decisions(game, hands, winner)
    at = ""

    def next_action(_game: Game) -> Action | None:
        nonlocal at
        found = next(decisions, None)
        if found is None:
            return None
        action, at = found
        return action

    try:
        yield from steps(game, next_action)
    except IllegalAction as exc:
        raise RecordError(f"{at}: {exc}", exc.refusal, at) from None


def _start(data: object) -> tuple[Game, list[Any], object]:
    """Check a record's header and shuffles; the game at its first decision, the record's
    hands and its winner."""
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    fmt = data.get("format")
    if fmt != FORMAT:
        raise RecordError(f"format: expected {as_json(FORMAT)}, found {as_json(fmt)}")
    version = data.get("version")
    if type(version) is not int:
        raise RecordError(f"version: expected a whole number, found {as_json(version)}")
    if version > VERSION:
        raise RecordError(
            f"version: this record is version {version}, newer than this program reads "
            f"({VERSION}); update spades-tui"
        )
    if version < 1:
        raise RecordError(f"version: {version} is not a version of this format")
    try:
        rules = Rules.from_dict(data.get("rules"))
    except RulesError as exc:
        raise RecordError(f"rules: {exc}") from None
    players = players_field(data.get("players"))
    seed = data.get("seed")
    if seed is not None and type(seed) is not int:
        raise RecordError(f"seed: expected a whole number or null, found {as_json(seed)}")
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise RecordError("hands: expected a list with at least one hand")
    stocks: dict[int, list[Card]] = {}
    draws: dict[tuple[int, int], list[Card]] = {}
    for i, hand in enumerate(hands):
        where = f"hands[{i}]"
        if not isinstance(hand, dict):
            raise RecordError(f"{where}: expected an object")
        if not same(hand.get("number"), i + 1):
            raise RecordError(
                f"{where}.number: expected {i + 1}, found {as_json(hand.get('number'))}"
            )
        stock = cards_field(hand.get("stock"), f"{where}.stock")
        if len(stock) != 52 or len(set(stock)) != 52:
            raise RecordError(f"{where}.stock: expected each of the 52 cards exactly once")
        stocks[i + 1] = stock
        for j, entry in enumerate(list_field(hand, "exchange", where)):
            got = cards_field(
                field(entry, "got", f"{where}.exchange[{j}]"), f"{where}.exchange[{j}].got"
            )
            draws[(i + 1, seat_field(entry, f"{where}.exchange[{j}]"))] = got
    chance = RecordedChance(stocks, draws, SeededChance(seed))
    try:
        game = Game(rules=rules, seed=seed, players=players, chance=chance)
    except IllegalAction as exc:
        raise RecordError(f"hands[0]: {exc}") from None
    return game, hands, data.get("winner")


def _decisions(game: Game, hands: list[Any], winner: object) -> Iterator[tuple[Action, str]]:
    """Each decision the record holds, read where the game asks for it, with the place it is
    written (``hands[0].draft[3]``). The game is moved on between two of them, by ``steps``,
    so what follows a yield sees the decision applied."""
    for i, hand in enumerate(hands):
        if game.hand.number != i + 1:
            raise RecordError(
                f"hands[{i}]: the game had already ended"
                if game.phase is Phase.GAME_OVER
                else f"hands[{i - 1}]: the hand is not finished, yet another hand follows"
            )
        yield from _hand_decisions(game, hand, f"hands[{i}]", last=i == len(hands) - 1)
    if not same(winner, game.winner):
        said = as_json(winner)
        if game.winner is None:  # not "the rules give None"
            raise RecordError(f"winner: the record says {said}, but the game is not over")
        raise RecordError(f"winner: the rules give {game.winner}, the record says {said}")


def _take_ahead(game: Game, hands: list[Any]) -> None:
    """Hold again the decisions the record says were taken ahead of their turn (only the hand
    in progress has any), each checked as the game checks one taken now."""
    for i, hand in enumerate(hands):
        where = f"hands[{i}].ahead"
        entries = list_field(hand, "ahead", f"hands[{i}]")
        if entries and (i != len(hands) - 1 or game.phase is Phase.GAME_OVER):
            raise RecordError(f"{where}: only the hand in progress holds decisions taken ahead")
        for j, entry in enumerate(entries):
            at = f"{where}[{j}]"
            seat = seat_field(entry, at)
            step = ahead_step(game, seat)  # None for the seat to act, too
            if step is None:
                raise RecordError(f"{at}: seat {seat} may not decide ahead here")
            phase, turn = step
            action: Action
            if phase is Phase.DRAFT:
                action = _draft_action(entry, game.hand.stock, turn, at)
            else:
                value = field(entry, "bid", at)
                if type(value) is not int:
                    raise RecordError(f"{at}.bid: expected a whole number, found {as_json(value)}")
                action = Bid(value)
            try:
                game.decide(action, seat)
            except IllegalAction as exc:
                raise RecordError(f"{at}: {exc}") from None


def _hand_decisions(
    game: Game, hand: dict[str, Any], where: str, last: bool
) -> Iterator[tuple[Action, str]]:
    h = game.hand
    if not same(hand.get("first"), h.first):
        raise RecordError(f"{where}.first: expected {h.first}, found {as_json(hand.get('first'))}")
    dn = hand.get("double_nil")
    if (
        not isinstance(dn, list)
        or len(dn) != 2
        or any(type(x) not in (type(None), bool) for x in dn)
    ):
        raise RecordError(f"{where}.double_nil: expected two of true, false or null")
    draft = list_field(hand, "draft", where)
    exchange = list_field(hand, "exchange", where)
    bids = list_field(hand, "bids", where)
    tricks = list_field(hand, "tricks", where)
    if len(draft) > 26:
        raise RecordError(f"{where}.draft: more than 26 turns")
    counters = {"draft": 0, "exchange": 0, "bids": 0, "tricks": 0, "cards": 0}

    while game.hand is h and game.phase is not Phase.GAME_OVER:
        phase = game.phase
        seat = game.to_act
        if phase is Phase.DOUBLE_NIL:
            answer = dn[seat]
            if answer is None:
                break
            yield DECLARE if answer else DECLINE, f"{where}.double_nil[{seat}]"
        elif phase is Phase.DRAFT:
            k = counters["draft"]
            if k == len(draft):
                break
            at = f"{where}.draft[{k}]"
            turn = draft[k]
            expect_seat(turn, seat, at)
            counters["draft"] += 1
            yield _draft_action(turn, h.stock, k, at), at
        elif phase is Phase.EXCHANGE:
            k = counters["exchange"]
            if k == len(exchange):
                break
            at = f"{where}.exchange[{k}]"
            expect_seat(exchange[k], seat, at)
            gave = cards_field(field(exchange[k], "gave", at), f"{at}.gave")
            counters["exchange"] += 1
            yield Exchange(tuple(gave)), at
        elif phase is Phase.BIDDING:
            k = _skip_fixed_bids(h, bids, counters, where)
            if k == len(bids):
                break
            at = f"{where}.bids[{k}]"
            expect_seat(bids[k], seat, at)
            if bids[k].get("double_nil", False) is not False:
                raise RecordError(f"{at}.double_nil: seat {seat} did not declare double nil")
            value = field(bids[k], "bid", at)
            if type(value) is not int:
                raise RecordError(f"{at}.bid: expected a whole number, found {as_json(value)}")
            counters["bids"] += 1
            yield Bid(value), at
        else:
            k = counters["tricks"]
            if k == len(tricks):
                break
            at = f"{where}.tricks[{k}]"
            trick = tricks[k]
            if not isinstance(trick, dict):
                raise RecordError(f"{at}: expected an object")
            cards = cards_field(field(trick, "cards", at), f"{at}.cards")
            if len(cards) > 2:
                raise RecordError(f"{at}.cards: a trick has two cards, found {len(cards)}")
            n = counters["cards"]
            if n == 0 and not same(trick.get("leader"), seat):
                raise RecordError(
                    f"{at}.leader: expected {seat}, found {as_json(trick.get('leader'))}"
                )
            if n == len(cards):
                break
            counters["cards"] += 1
            yield PLAYS[cards[n]], f"{at}.cards[{n}]"
            if n == 1:
                won = h.tricks[k].winner
                if not same(trick.get("winner"), won):
                    raise RecordError(
                        f"{at}.winner: the cards give seat {won}, "
                        f"found {as_json(trick.get('winner'))}"
                    )
                counters["tricks"] += 1
                counters["cards"] = 0
    _skip_fixed_bids(h, bids, counters, where)
    check_all_used(hand, h, where, counters, draft, exchange, bids, tricks, last)


def _draft_action(entry: object, stock: list[Card], turn: int, at: str) -> Action:
    """Keep or reject, read from a draft entry's kept and discarded cards for ``turn``."""
    kept = card_field(field(entry, "kept", at), f"{at}.kept")
    discarded = card_field(field(entry, "discarded", at), f"{at}.discarded")
    pair = (stock[2 * turn], stock[2 * turn + 1])
    if {kept, discarded} != set(pair) or kept == discarded:
        raise RecordError(
            f"{at}: kept and discarded must be stock cards {pair[0].code} and {pair[1].code}"
        )
    return KEEP if kept == pair[0] else REJECT


def _skip_fixed_bids(h: HandState, bids: list[Any], counters: dict[str, int], where: str) -> int:
    """Check the entries the core wrote itself (double-nil bids) and step past them."""
    while counters["bids"] < len(h.bids):
        k = counters["bids"]
        entry = h.bids[k]
        if k >= len(bids):
            raise RecordError(f"{where}.bids: the double-nil bid of seat {entry.seat} is missing")
        at = f"{where}.bids[{k}]"
        expect_seat(bids[k], entry.seat, at)
        if not same(bids[k].get("bid"), 0) or bids[k].get("double_nil") is not True:
            raise RecordError(f"{at}: a double-nil player's bid is 0 with double_nil true")
        counters["bids"] += 1
    return counters["bids"]


__all__ = [
    "CARDS",
    "FORMAT",
    "VERSION",
    "dumps",
    "from_record",
    "game_to_record",
    "loads",
    "replay",
]
