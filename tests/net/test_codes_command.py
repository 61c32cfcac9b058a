"""The palette's "Show my codes" says only the codes there are.

In a hosted game the host has no code to come back with (hosting again brings the game
back), yet the command promised "the code to come back with, and the one others watch with"
and showed only the watch code. The host holds the friend's code, which the friend may have
lost: it is shown too.
"""

from __future__ import annotations

from net_support import ann_hosting, kim_joins, notices
from ui_helpers import wait_until

from spades_tui.ui.screens.confirm import ConfirmScreen


async def test_a_host_is_offered_the_friends_and_the_watch_code_and_told_so(tmp_path) -> None:
    app, hosting = ann_hosting(tmp_path)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        kim, runner = await kim_joins(app, hosting, pilot)
        try:
            flow = app.flow
            await wait_until(pilot, lambda: flow.watch.code is not None)
            (show,) = [c for c in flow.commands(app.screen) if c.title == "Show my codes"]
            assert show.help == "The code your friend plays with, and the one others watch with"
            show.callback()
            # A friend who lost the code has no other way back to the seat than the host.
            friend = f"Your friend's code: {app.flow.friend_code}"
            await wait_until(pilot, lambda: friend in notices(app))
            assert "Code for watchers" in notices(app)
            assert "Your code to return" not in notices(app)
            # Leave as a person does (the app ends while nothing is half drawn).
            await pilot.press("ctrl+q")
            await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
            await pilot.press("enter")
            await wait_until(pilot, lambda: app._exit_renderables)
        finally:
            await kim.close()
            runner.cancel()
