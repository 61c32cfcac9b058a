"""SIGTERM and SIGHUP (a closed terminal) end the real app cleanly, and the game is on disk."""

from __future__ import annotations

import contextlib
import os
import select
import signal
import sys
import time
from pathlib import Path

import pytest

from spades_tui.core.ahead import decisions_made
from spades_tui.core.record import game_to_record

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from terminal import Terminal  # noqa: E402

from spades_tui.storage import Storage, load_file  # noqa: E402


def read_until_exit(term: Terminal, timeout: float) -> int | None:
    """Collect what the app writes as it shuts down; its exit status, or None if it hangs."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        if select.select([term.master], [], [], 0.05)[0]:
            # EIO once the app has closed its side of the terminal.
            with contextlib.suppress(OSError):
                term.output += os.read(term.master, 65536)
        code = term.proc.poll()
        if code is not None:
            return code
    return None


def wait_for_moves(term: Terminal, storage: Storage, moves: int, timeout: float = 10) -> None:
    """Until the save file holds ``moves`` decisions (applied, or held for their turn): a
    loaded machine takes keys more slowly."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        term.drain(0.3)
        if decisions_made(load_file(storage.current_path)) == moves:
            return


def play_steps(term: Terminal, steps: list[tuple[bytes, bytes]]) -> int:
    """Press each key once the screen it needs is up; the number of game moves made.

    Each key waits for the words of the screen it is meant for: a person reads the screen
    before pressing, and a key sent while a hand-off screen is being replaced is not what this
    test is about.
    """
    moves = 0
    for key, next_screen in steps:
        start = len(term.output)
        os.write(term.master, key)
        moves += key in (b"n", b"k", b"r")
        deadline = time.perf_counter() + 15
        while next_screen not in term.output[start:]:
            if time.perf_counter() > deadline:
                raise AssertionError(f"{next_screen!r} never came after {key!r}")
            term.drain(0.05)
    return moves


# Ann declines double nil and keeps; Bob declines and rejects, then, keeping the keyboard,
# takes two more draft turns ahead of Ann (held until Ann's turns come).
DRAFT_STEPS = [
    (b"\r", b"Double nil?"),
    (b"n", b"Draft turn 1/13"),
    (b"k", b"I am ready"),
    (b"\r", b"Double nil?"),
    (b"n", b"Draft turn 1/13"),
    (b"r", b"Draft turn 2/13"),
    (b"k", b"Draft turn 3/13"),
    (b"r", b"Draft turn 4/13"),
]


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_mid_game_exits_promptly_and_keeps_every_move(tmp_path: Path, signum) -> None:
    storage = Storage(tmp_path)
    term = Terminal(["--hotseat", "--seed", "3", "--data-dir", str(tmp_path)])
    try:
        term.read_until(b"I am ready")  # the hand-off takes Enter from now on
        term.drain(0.3)
        moves = play_steps(term, DRAFT_STEPS)
        wait_for_moves(term, storage, moves)
        assert decisions_made(load_file(storage.current_path)) == moves
        term.proc.send_signal(signum)
        code = read_until_exit(term, timeout=10)  # a hang runs into the 10 s
    finally:
        if term.proc.poll() is None:
            term.proc.kill()
            term.proc.wait()
    assert code == 128 + signum
    # Textual put the terminal back: the alternate screen is left and the cursor shown.
    assert b"\x1b[?1049l" in term.output and b"Traceback" not in term.output
    game = load_file(storage.current_path)
    assert decisions_made(game) == moves and game.winner is None


def test_ctrl_q_mid_game_then_a_new_start_continues_the_same_draft_turn(tmp_path: Path) -> None:
    storage = Storage(tmp_path)
    term = Terminal(
        ["--hotseat", "--names", "Ann", "Bob", "--seed", "3", "--data-dir", str(tmp_path)]
    )
    try:
        term.read_until(b"Pass to Ann")
        term.read_until(b"I am ready")
        term.drain(0.3)
        # Ann declines double nil and keeps; Bob declines and rejects; Ann is to draw again.
        play_steps(term, DRAFT_STEPS[:6])
        wait_for_moves(term, storage, 4)
        os.write(term.master, b"\x11")  # ctrl+q
        assert read_until_exit(term, timeout=10) == 0
    finally:
        if term.proc.poll() is None:
            term.proc.kill()
            term.proc.wait()
    saved = load_file(storage.current_path)
    assert saved.actions_applied == 4 and saved.to_act == 0  # Ann's second draft turn

    again = Terminal(["--data-dir", str(tmp_path)])
    try:
        again.read_until(b"Continue")  # the home screen offers it
        again.drain(0.3)
        again.press(b"c")
        again.read_until(b"Pass to Ann")
        again.read_until(b"I am ready")
        again.drain(0.3)
        again.press(b"\r")
        again.read_until(b"turn 2/13")
    finally:
        again.close()
    assert game_to_record(load_file(storage.current_path)) == game_to_record(saved)
