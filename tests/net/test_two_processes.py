"""The real thing: `spades-tui host` and `spades-tui join` in two pseudo-terminals.

They play some moves; the guest is SIGKILLed mid-hand; the host shows that it waits for the
guest; the same join command takes the seat back, and play goes on from the same position
with no move lost.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import sys
import time
from pathlib import Path

from spades_tui.core.record import game_to_record

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from terminal import Terminal  # noqa: E402

from spades_tui.storage import load_file  # noqa: E402

CODE = re.compile(rb"[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def applied(data: Path) -> int:
    (saved,) = data.glob("hosted/tables/*/current.json")
    return load_file(saved).actions_applied


def wait_applied(data: Path, count: int, timeout: float = 30) -> int:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(ValueError, OSError):
            if applied(data) >= count:
                break
        time.sleep(0.05)
    return applied(data)


def press(term: Terminal, key: bytes, then: bytes | None = None, timeout: float = 30) -> None:
    """Send ``key``; with ``then``, return once the screen shows ``then`` after the key (the
    next decision is up, so the next key is read by it and not by the screen before)."""
    seen = len(term.output)
    os.write(term.master, key)
    if then is None:
        term.drain(0.1)
        return
    deadline = time.monotonic() + timeout
    while then not in term.output[seen:]:
        assert time.monotonic() < deadline, f"{then!r} never appeared after {key!r}"
        term.drain(0.05)


def test_host_and_join_play_and_a_killed_guest_rejoins_with_nothing_lost(tmp_path: Path) -> None:
    port = str(free_port())
    data = tmp_path / "host-data"
    host = Terminal(
        ["host", "--port", port, "--name", "Ann", "--seed", "3", "--data-dir", str(data)],
        size=(100, 30),
    )
    guest = again = None
    try:
        host.read_until(b"Tell your friend")
        host.drain(0.3)
        code = CODE.search(host.output)
        assert code is not None
        command = ["join", f"127.0.0.1:{port}", code.group().decode(), "--name", "Bob"]
        guest = Terminal(command, size=(100, 30))
        guest.read_until(b"Waiting for Ann")
        host.read_until(b"Double nil?")
        host.drain(0.3)
        # Ann declines double nil and keeps; Bob declines and rejects; Ann keeps again.
        press(host, b"n", then=b"1/13: keep")
        press(host, b"k")
        assert wait_applied(data, 2) == 2
        guest.read_until(b"Double nil?")
        press(guest, b"n", then=b"1/13: keep")
        press(guest, b"r")
        assert wait_applied(data, 4) == 4
        host.read_until(b"2/13: keep")
        press(host, b"k")
        assert wait_applied(data, 5) == 5
        # Bob is to draw: his terminal dies without a word.
        os.killpg(guest.proc.pid, signal.SIGKILL)
        guest.proc.wait()
        host.read_until(b"to reconnect")
        before = load_file(next(data.glob("hosted/tables/*/current.json")))
        assert before.actions_applied == 5 and before.to_act == 1
        # The same command takes the seat back, at the same draft turn.
        again = Terminal(command, size=(100, 30))
        again.read_until(b"2/13: keep")
        again.drain(0.3)
        assert b"turn 2/13: keep" in again.output  # Bob's second draft turn
        press(again, b"k")
        assert wait_applied(data, 6) == 6
        after = load_file(next(data.glob("hosted/tables/*/current.json")))
        record = game_to_record(after)
        old = game_to_record(before)
        # The five moves before the kill are all there, unchanged, and Bob's keep follows.
        assert record["hands"][0]["draft"][:3] == old["hands"][0]["draft"]
        assert record["hands"][0]["double_nil"] == old["hands"][0]["double_nil"] == [False] * 2
        assert len(record["hands"][0]["draft"]) == 4
        assert b"Traceback" not in host.output + again.output
    finally:
        for term in (again, guest, host):
            if term is not None and term.proc.poll() is None:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(term.proc.pid, signal.SIGKILL)
                term.proc.wait()
