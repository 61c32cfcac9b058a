"""The host is told when the friend's connection goes, as a friend is told of the host."""

from __future__ import annotations

import pytest
from net_support import ann_hosting, kim_joins, notices
from ui_helpers import toast_words, wait_until


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_host_is_told_the_friend_has_left_and_that_the_game_is_kept(
    tmp_path, size: tuple[int, int]
) -> None:
    app, hosting = ann_hosting(tmp_path)
    async with app.run_test(size=size, notifications=True) as pilot:
        kim, runner = await kim_joins(app, hosting, pilot)
        try:
            await wait_until(pilot, lambda: app.flow.connected == [True, True])
        finally:
            await kim.close()
            runner.cancel()
        # Without a word the host waited on, not knowing the friend had gone.
        await wait_until(pilot, lambda: "Kim has left" in notices(app))
        said = " ".join(notices(app).split())
        assert "the game is kept for when you host again" in said
        # The notice stands whole at 80x24: its last words were cut off there. (Drawn a
        # moment after it is put up: waited for, so a busy machine does not fail it.)
        await wait_until(
            pilot, lambda: "when you host again." in " ".join(toast_words(app).split())
        )
