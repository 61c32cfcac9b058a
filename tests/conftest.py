import gc
import sys
from pathlib import Path

import pytest

# The UI tests' helpers (ui_helpers: screen_text, wait_until...) serve the language and network
# tests too.
sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))

# Textual makes and drops a great many small objects on every paint, so with the default
# thresholds the collector ran over a thousand times in one whole-game test and took about a
# quarter of its CPU. Collecting the youngest objects seventy times less often, and setting
# aside what the imports made once collection is over, took a quarter off the CPU of the UI
# tests measured (more memory per worker, about 300 MB at the most).
gc.set_threshold(50_000, 100, 100)


def pytest_collection_finish(session: pytest.Session) -> None:
    gc.collect()
    gc.freeze()  # modules, classes and test items stay for the whole run: never scan them


@pytest.fixture(autouse=True)
def _private_data_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    # No test may read or write the person's real saved games or settings, nor export into
    # their home.
    monkeypatch.setenv("SPADES_TUI_DATA", str(tmp_path_factory.mktemp("spades-data")))
    monkeypatch.setenv("SPADES_TUI_CONFIG", str(tmp_path_factory.mktemp("spades-config")))
    monkeypatch.setenv("HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(autouse=True)
def _hand_offs_pass_at_once(monkeypatch: pytest.MonkeyPatch):
    # Tests press keys far faster than a person reads; the reading time of the hand-off and
    # the hand's summary is tested on its own (tests/ui/test_handoff_guard.py,
    # test_reading_time.py), which sets it back.
    from spades_tui.ui.screens.handoff import HandoffScreen
    from spades_tui.ui.screens.reading_time import ReadingTime

    monkeypatch.setattr(ReadingTime, "READ_TIME", 0)
    monkeypatch.setattr(HandoffScreen, "READ_TIME", 0)
    # And so do the table's graces after a new decision and a hand-off (test_handoff_guard.py
    # and test_double_press.py set them back).
    from spades_tui.ui.screens.table_paint import TablePaint

    monkeypatch.setattr(TablePaint, "REVEAL_GRACE", 0)
    monkeypatch.setattr(TablePaint, "DECISION_GRACE", 0)


@pytest.fixture(autouse=True)
def _screens_may_settle_slowly(monkeypatch: pytest.MonkeyPatch):
    # The pilot waits for the screen to handle what it was sent, and gives up after 30 s. On a
    # loaded machine a screen as large as the guide can take longer than that and still be
    # fine; a screen that never settles fails all the same, later.
    from textual.pilot import Pilot

    wait = Pilot._wait_for_screen

    async def patient(self: Pilot, timeout: float = 300.0) -> bool:
        return await wait(self, timeout=timeout)

    monkeypatch.setattr(Pilot, "_wait_for_screen", patient)


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's hints from the quick rule-based level, for tests of the review's screens
    and words, where which card the hard level would choose is not what is looked at (a hard
    hint takes about a tenth of a second, and a hand has 52 of them)."""
    from spades_tui.analysis import review

    monkeypatch.setattr(review, "HINT_LEVEL", "heuristic")


@pytest.fixture(autouse=True)
def _searches_stop_on_counted_work(monkeypatch: pytest.MonkeyPatch) -> None:
    # The search levels stop on their counted work; their 2 s of wall clock is a net for a
    # stalled machine. On a loaded test machine the net cut searches short at different
    # points from run to run, so the same seed chose differently (as bench/same_output.py
    # found): in the tests only the counted work stops them.
    import dataclasses

    from spades_tui.players import search

    for name in ("NORMAL", "HARD"):
        budget = dataclasses.replace(getattr(search, name), seconds=float("inf"))
        monkeypatch.setattr(search, name, budget)


@pytest.fixture
def hungarian():
    """The screens and messages in Hungarian for one test, English again afterwards."""
    from spades_tui import i18n

    i18n.use("hu")
    yield
    i18n.use("en")
