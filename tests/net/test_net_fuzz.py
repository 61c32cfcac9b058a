"""1,000 hostile frames against a live server: each answered, no crash, the game unchanged."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from net_fuzz import fuzz  # noqa: E402


async def test_a_thousand_hostile_frames_change_nothing_and_break_nothing(tmp_path: Path) -> None:
    result = await fuzz(1000, seed=7, data_root=tmp_path)
    assert result.frames == 1000
    assert result.unanswered == []
    assert result.crashes == 0
    assert not result.game_changed
    assert result.still_playable
    # Each way of answering was exercised: refusals that keep the connection, errors that
    # close it, and the websocket's own close for frames over 64 KiB.
    assert {"refused", "error", "closed:1009"} <= set(result.kinds)
