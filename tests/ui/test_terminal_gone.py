"""A game whose terminal closes, or that gets SIGTERM, ends within seconds on every screen.

The real app runs on a pseudo-terminal with a saved game against the computer, continued from
the home screen at the phase each case is about. Closing the pty's master is what a closed
window or a killed tmux does to the app; before the fix a write to it killed Textual's
writer thread, the event loop then blocked on the full output queue, and the game lived on
with the data folder locked.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from terminal import Terminal  # noqa: E402
from test_signals import read_until_exit  # noqa: E402
from ui_helpers import position  # noqa: E402

from spades_tui.core.game import PlayerInfo  # noqa: E402
from spades_tui.core.phases import Phase  # noqa: E402
from spades_tui.storage import Storage, load_file  # noqa: E402

# Each case: where the saved game stands, the keys from the home screen, the word that
# says the screen is up.
CASES = {
    "home": (None, b"", b"Continue"),
    "settings": (None, b"s", b"Theme"),
    "draft": (lambda g: g.phase is Phase.DRAFT and g.to_act == 0, b"c", b"Keep"),
    "bidding": (lambda g: g.phase is Phase.BIDDING and g.to_act == 0, b"c", b"Your bid"),
    "play": (lambda g: g.phase is Phase.PLAY and g.to_act == 0 and g.hand.tricks, b"c", b"Trick"),
    "summary": (lambda g: len(g.hands) == 2, b"c", b"Enter to continue"),
    "help": (lambda g: g.phase is Phase.DRAFT and g.to_act == 0, b"c?", b"Keys"),
}

ESCAPES = re.compile(rb"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07]*\x07|.)")


def shown_text(term: Terminal) -> bytes:
    return ESCAPES.sub(b"", term.output)


def saved_game(data: Path, stop) -> int:  # type: ignore[no-untyped-def]
    """A game against the computer saved where ``stop`` says; its number of actions."""
    game = position(8, stop=stop or (lambda g: g.phase is Phase.DRAFT and g.to_act == 0))
    game.players = (PlayerInfo("Ann"), PlayerInfo("Bob", "ai:random"))
    Storage(data).save(game)
    return game.actions_applied


def open_case(data: Path, case: str) -> tuple[Terminal, int]:
    stop, keys, word = CASES[case]
    moves = saved_game(data, stop)
    term = Terminal(["--data-dir", str(data)])
    term.read_until(b"Continue")
    start = len(shown_text(term)) if keys else 0
    for key in keys:
        term.drain(0.2)
        os.write(term.master, bytes([key]))
    deadline = time.perf_counter() + 20
    while word not in shown_text(term)[start:]:
        assert time.perf_counter() < deadline, f"{word!r} never came on {case}"
        term.drain(0.05)
    term.drain(0.2)
    return term, moves


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("how", ["closed", "SIGTERM"])
def test_the_game_ends_and_stays_saved(tmp_path: Path, case: str, how: str) -> None:
    term, moves = open_case(tmp_path, case)
    try:
        # Ending at all is checked here (a hang runs into the 10 s); how quickly is measured
        # by bench/terminal_gone.py, where a loaded machine cannot make a test fail.
        if how == "closed":
            os.close(term.master)
            code = None
            with contextlib.suppress(Exception):
                code = term.proc.wait(timeout=10)
        else:
            term.proc.send_signal(signal.SIGTERM)
            code = read_until_exit(term, timeout=10)
    finally:
        if term.proc.poll() is None:
            term.proc.kill()
            term.proc.wait()
    expected = 128 + (signal.SIGHUP if how == "closed" else signal.SIGTERM)
    assert code == expected, shown_text(term)[-600:]
    game = load_file(Storage(tmp_path).current_path)
    assert game.actions_applied >= moves and game.winner is None


def test_a_stopped_game_ends_with_its_stops_status_whatever_failed_after_it() -> None:
    from spades_tui.ui import lifeline

    class Ended:
        """An app whose run ended in an error as its terminal went (Textual's status 1)."""

        return_code = 1

        def run(self) -> None:
            return None

    hung_up, failed = Ended(), Ended()
    lifeline._stopped[hung_up] = lifeline.HANGUP  # type: ignore[index]
    assert lifeline.run_to_the_end(hung_up) == lifeline.HANGUP  # type: ignore[arg-type]
    assert lifeline.run_to_the_end(failed) == 1  # type: ignore[arg-type]


def test_a_run_that_failed_as_its_terminal_went_ends_as_a_hang_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Under load the input thread's error (status 1) could end the run before the signal or
    the watch had told of the hang-up; a run that failed with its terminal gone is one."""
    from spades_tui.ui import lifeline

    class Failed:
        return_code = 1

        def run(self) -> None:
            return None

    master, terminal = os.openpty()
    try:
        monkeypatch.setattr(lifeline, "_watched", terminal)
        assert lifeline.run_to_the_end(Failed()) == 1  # type: ignore[arg-type]
        os.close(master)  # the window is closed
        master = -1
        assert lifeline.run_to_the_end(Failed()) == lifeline.HANGUP  # type: ignore[arg-type]
    finally:
        os.close(terminal)
        if master >= 0:
            os.close(master)
