"""A browser tab keeps the code of the seat it plays, so a reload takes the seat straight back.

A reload ends the tab's process and starts a new one, which knew nothing of the table: the
player landed in the lobby and had to type a code they may never have noted. The tab's
process has no way to the browser's storage but the stream its screen is drawn with, so it
marks the code there, in an OSC sequence the page's terminal ignores (xterm leaves a number
it has no handler for alone). The page's own script (net/web_front.py) reads the mark, keeps
the code in the tab's session storage (this tab only, and only until it is closed) and gives
it back to the front when the tab opens its socket again, which starts the tab's join with it.

An empty mark forgets the code: the game is over, or the tab is back in the lobby.
"""

from __future__ import annotations

from typing import Protocol

# A private OSC number: no terminal or xterm addon gives it a meaning.
SEAT_MARK = "\x1b]7712;spades-seat={code}\x07"


class _Driver(Protocol):
    @property
    def is_web(self) -> bool: ...

    def write(self, data: str) -> None: ...


class TabSeat:
    """What this tab last told its page about its seat."""

    def __init__(self) -> None:
        self.told: str | None = None

    def tell(self, driver: _Driver | None, code: str | None) -> None:
        """Mark ``code`` (None: no seat) in the tab's stream, once for each change; nothing
        outside a browser tab."""
        code = code or ""
        if driver is None or not driver.is_web or code == (self.told or ""):
            return
        # Written as its own piece of the stream, so the page finds it whole in one frame.
        driver.write(SEAT_MARK.format(code=code))
        self.told = code
