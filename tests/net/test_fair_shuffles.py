"""Provably fair shuffles: each hand's stock is committed to before its draft and opened
after it; the client checks every opening, the record keeps both, validate checks them."""

from __future__ import annotations

import asyncio
import io
import json
from pathlib import Path

import pytest
from net_support import PrivacyWatch

from spades_tui.core.fair import ShuffleProof, digest, new_proof, opens
from spades_tui.core.game import Game, PlayerInfo
from spades_tui.core.record import game_to_record, loads
from spades_tui.core.rules import Rules
from spades_tui.net import table as table_module
from spades_tui.net.bots import play_seat
from spades_tui.net.client import SeatClient
from spades_tui.net.server import GameServer
from spades_tui.net.shuffles import ShuffleChecker, ShuffleNote
from spades_tui.players import make_player
from spades_tui.storage import load_file
from spades_tui.validate import validate

RULES = Rules(target=250, loss_floor=-250)


async def play(server: GameServer, seed: int):
    host, port = await server.start("127.0.0.1", 0)
    url = f"ws://{host}:{port}"
    try:
        table = server.create_table("Ann", RULES, seed)
        bots = [
            play_seat(SeatClient(url, table.meta.codes[seat], name), "random", seed + seat)
            for seat, name in enumerate(("Ann", "Bob"))
        ]
        results = await asyncio.wait_for(asyncio.gather(*bots), 60)
    finally:
        await server.stop()
    assert table.game is not None
    return table, results


def test_the_commitment_is_sha256_of_the_documented_bytes() -> None:
    import hashlib

    stock = Game(seed=5).hand.stock
    salt = "ab" * 32
    order = "".join(c.code for c in stock).encode("ascii")
    expected = hashlib.sha256(b"spades-tui shuffle 1\n" + order + bytes.fromhex(salt))
    assert digest(stock, salt) == expected.hexdigest()
    proof = new_proof(stock)
    assert opens(proof, stock)
    assert not opens(proof, [stock[1], stock[0], *stock[2:]])


async def test_every_hand_is_committed_before_its_draft_and_verified_after_it(
    tmp_path: Path,
) -> None:
    watch = PrivacyWatch()
    commitments: dict[tuple[int, int], str] = {}  # (seat, hand) -> commitment, when first sent
    early: list[str] = []

    def tap(table, seat, text):  # every commitment arrives while its hand has no draft turn
        watch(table, seat, text)
        data = json.loads(text)
        for note in data.get("shuffles", []):
            if "stock" not in note and (seat, note["hand"]) not in commitments:
                commitments[(seat, note["hand"])] = note["commitment"]
                if data["view"]["hand_number"] != note["hand"] or data["view"]["draft"]:
                    early.append(f"hand {note['hand']} committed late")

    server = GameServer(tmp_path, frame_rate=1e6)
    server.tap = tap
    table, results = await play(server, seed=4)
    game = table.game
    hands = len(game.hands)
    assert hands >= 2 and early == [] and watch.leaks == []
    for seat, stats in enumerate(results):
        assert stats.finished
        # Every hand scored was opened to this seat and checked out.
        assert [v.hand for v in stats.shuffles] == list(range(1, hands + 1))
        assert all(v.verified for v in stats.shuffles)
        assert {h for s, h in commitments if s == seat} == set(range(1, hands + 1))
    # The record keeps each hand's commitment and salt, and validate checks them.
    saved = next(tmp_path.glob("tables/*/history/*-finished.json"))
    record = json.loads(saved.read_text())
    assert [entry["hand"] for entry in record["shuffles"]] == list(range(1, hands + 1))
    for entry in record["shuffles"]:
        assert entry["commitment"] == commitments[(0, entry["hand"])]
    errors = io.StringIO()
    assert validate([str(saved)], errors) == (1, 0), errors.getvalue()
    assert load_file(saved).shuffle_proofs == game.shuffle_proofs


async def test_a_commitment_that_does_not_match_raises_the_alarm_at_both_seats(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def cheat(game: Game) -> bool:  # commits to another order than the one it deals
        for hand in game.hands:
            if hand.number not in game.shuffle_proofs and not hand.draft:
                game.shuffle_proofs[hand.number] = new_proof(list(reversed(hand.stock)))
        return True

    monkeypatch.setattr(table_module, "prove_new_hands", cheat)
    _, results = await play(GameServer(None, frame_rate=1e6), seed=8)
    for stats in results:
        assert stats.shuffles and all(v.problem == "mismatch" for v in stats.shuffles)


def _hand_one_views(seed: int) -> tuple[Game, list]:
    """A game played by two computers through hand 1's scoring, and seat 0's views of it."""
    game = Game(RULES, seed, (PlayerInfo("A"), PlayerInfo("B")))
    players = (make_player("random", 1), make_player("random", 2))
    views = []
    while game.hand.number == 1:
        views.append(game.view(0))
        seat = game.to_act
        game.apply(players[seat].choose(game.view(seat)), seat)
    return game, views


def test_the_client_checks_an_opening_against_the_commitment_and_its_own_draws() -> None:
    game, views = _hand_one_views(seed=21)
    stock = game.hands[0].stock
    proof = new_proof(stock)

    def check(note: ShuffleNote, promised: str | None = proof.commitment):
        checker = ShuffleChecker()
        if promised is not None:
            checker.take([ShuffleNote(1, promised)], views[0])
        for view in views:
            checker.take([], view)
        return checker.take([note], game.view(0))[0].problem

    assert check(ShuffleNote(1, proof.commitment, tuple(stock), proof.salt)) is None
    swapped = (stock[1], stock[0], *stock[2:])
    assert check(ShuffleNote(1, proof.commitment, swapped, proof.salt)) == "mismatch"
    assert check(ShuffleNote(1, proof.commitment, tuple(stock), "cd" * 32)) == "mismatch"
    # A server that opens another commitment than the one it sent before the hand.
    other = new_proof(stock)
    assert check(ShuffleNote(1, other.commitment, tuple(stock), other.salt)) == "changed"
    # A server that committed to one order and dealt another: its opening holds together,
    # but does not give the cards this seat drew.
    fake = new_proof(swapped)
    note = ShuffleNote(1, fake.commitment, swapped, fake.salt)
    assert check(note, promised=fake.commitment) == "not_drawn"


def _network_record(tmp: Path, seed: int = 21) -> dict:
    game, _ = _hand_one_views(seed)
    for hand in game.hands:
        game.shuffle_proofs[hand.number] = new_proof(hand.stock)
    return game_to_record(game)


def _validate(tmp: Path, record: dict) -> str:
    path = tmp / "game.json"
    path.write_text(json.dumps(record))
    errors = io.StringIO()
    validate([str(path)], errors)
    return errors.getvalue()


def test_validate_checks_every_hand_of_a_network_record(tmp_path: Path) -> None:
    record = _network_record(tmp_path)
    assert len(record["shuffles"]) == 2  # hand 1 scored, hand 2 begun
    assert _validate(tmp_path, record) == ""
    wrong_salt = json.loads(json.dumps(record))
    wrong_salt["shuffles"][0]["salt"] = "00" * 32
    assert "hand 1's stock and salt do not give its commitment" in _validate(tmp_path, wrong_salt)
    wrong_commitment = json.loads(json.dumps(record))
    wrong_commitment["shuffles"][1]["commitment"] = "f" * 64
    assert "hand 2's stock and salt" in _validate(tmp_path, wrong_commitment)
    missing = json.loads(json.dumps(record))
    del missing["shuffles"][1]
    assert "hand 2 has no commitment" in _validate(tmp_path, missing)
    badly_shaped = json.loads(json.dumps(record))
    badly_shaped["shuffles"][0]["salt"] = "XYZ"
    assert "shuffles[0].salt: expected 64 lowercase hex digits" in _validate(tmp_path, badly_shaped)


def test_a_record_without_shuffles_still_loads_and_passes(tmp_path: Path) -> None:
    record = _network_record(tmp_path)
    del record["shuffles"]
    assert _validate(tmp_path, record) == ""
    assert loads(json.dumps(record)).shuffle_proofs == {}
    assert "shuffles" not in game_to_record(loads(json.dumps(record)))


def test_a_proof_survives_the_record() -> None:
    game, _ = _hand_one_views(3)
    game.shuffle_proofs[1] = ShuffleProof("a" * 64, "b" * 64)
    assert loads(json.dumps(game_to_record(game))).shuffle_proofs == game.shuffle_proofs
