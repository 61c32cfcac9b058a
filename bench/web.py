"""The browser page of ``spades-tui server --web`` in a real headless browser.

Needs Debian's chromium and chromium-driver (``apt-get install chromium chromium-driver``) and
the ``browser`` extra (``pip install -e '.[browser]'``: selenium, and pyte to read the screen
the page's terminal is sent). A server of its own runs on loopback with a temporary data
folder; nothing here clicks: keys go where the page put the focus, as a person's do.

First the check (``--check`` alone runs only it), which fails loudly at the first thing that
does not work:

- the page, opened and not clicked, takes keys: F1 opens the help over the lobby, Esc closes
  it, and the name is typed;
- a table against the computer: the draft, where ``?`` opens the help too; the bid; a trick;
- the page reloaded: the game is there again as it was, nothing typed (the tab kept its
  seat's code);
- another tab: its lobby takes the code to come back with, shown when the game began, typed
  straight after the name and a Tab, and the game is there again;
- every request the page made (chromium's network log) went to this server;
- screenshots of each step in ``--shots`` (default: a temporary folder, printed).

Then the figures, for each count of sessions in ``--sessions`` (1 and 20): that many browser
windows open the page at once (``--rounds`` times for one session), and the bench prints the
time from opening the page to its first drawn screen (the lobby; p50 and p95), and the
server's memory per session while they are all open: the server with every process
textual-serve started for the tabs (a shell and a ``spades-tui join`` each), resident (RSS,
shared pages counted in each process) and proportional (PSS, shared pages split), less the
server alone before any tab.

    python bench/web.py [--check] [--sessions 1,20] [--rounds 10] [--shots DIR]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import (  # noqa: E402
    HOOK,
    Tab,
    memory_kib,
    open_browser,
    outside,
    process_tree,
    requested_urls,
    wait_for,
    web_server,
)

from spades_tui.ui.screens.table_paint import TablePaint  # noqa: E402

LOBBY = "XXXX-XXXX-XXXX-XXXX"  # the code field's placeholder: the lobby is drawn
# The help's footer: the guide opens at the part for what is on screen (in the lobby, the
# network section), so its words differ, and its keys do not.
HELP = "Sections"
# The notice with the code to come back with ("Your code to return: CODE"), which wraps over
# lines at the side of the table: other text may stand between its words.
CODE = re.compile(r"code to return.*?([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})", re.S)
PLAYABLE = re.compile(r"Bright cards can be played|your lead")


# ----------------------------------------------------------------------------- the check
def settle() -> None:
    """Wait as a person would before answering a decision just drawn: the table lets a key
    through only once the decision has been up a moment, so that a key meant for the one
    before never takes it (``TablePaint.DECISION_GRACE``)."""
    time.sleep(TablePaint.DECISION_GRACE + 0.25)


def check(shots: Path, level: str = "normal") -> dict[str, object]:
    """Play the page as a person would; what was seen. Raises at the first failure."""
    from selenium.webdriver.common.keys import Keys

    from spades_tui.ui.screens.host_wait import OPPONENTS

    shots.mkdir(parents=True, exist_ok=True)
    seen: dict[str, object] = {"shots": []}

    def shot(tab: Tab, name: str) -> None:
        seen["shots"].append(str(tab.screenshot(shots / f"{len(seen['shots']):02d}-{name}.png")))  # type: ignore[union-attr]

    with tempfile.TemporaryDirectory() as data, web_server(Path(data)) as server:
        driver = open_browser()
        try:
            tab = Tab(driver)
            tab.open(server.page)
            tab.wait(LOBBY)
            shot(tab, "lobby")

            # No click anywhere: F1 must reach the app, and open the help.
            tab.press(Keys.F1)
            tab.wait(HELP)
            shot(tab, "help-f1")
            tab.press(Keys.ESCAPE)
            tab.wait(LOBBY)

            # The name, then (Tab, Tab) the opponent: the computer at this level.
            steps = [value for _words, value in OPPONENTS].index(level)
            tab.press("Ann", Keys.TAB, Keys.TAB, *([Keys.RIGHT] * steps))
            tab.wait(f"the computer, {level}")
            tab.shift(Keys.TAB)
            shot(tab, "lobby-filled")
            tab.press(Keys.ENTER)  # no code: a new table
            code = CODE.search(tab.wait(CODE)).group(1)  # type: ignore[union-attr]
            seen["code"] = code
            tab.wait("Double nil?")
            shot(tab, "double-nil")
            tab.press("n")

            for turn in range(1, 14):
                tab.wait(f"Draft turn {turn}/13")
                if turn == 1:
                    tab.press("?")  # the other help key, in the game
                    tab.wait(HELP)
                    shot(tab, "help-question-mark")
                    tab.press(Keys.ESCAPE)
                    tab.wait(f"Draft turn {turn}/13")
                    shot(tab, "draft")
                tab.press("k")
            tab.wait("Your bid:")
            shot(tab, "bid")
            settle()
            tab.press(Keys.ENTER)
            tab.wait(PLAYABLE)
            shot(tab, "trick-1")
            settle()
            tab.press(Keys.ENTER)
            after = tab.wait(re.compile(r"(You|Computer) won trick 1"))
            shot(tab, "trick-1-won")
            seen["trick"] = re.search(r"(You|Computer) won trick 1", after).group(0)  # type: ignore[union-attr]

            # Reload: the tab kept its seat's code, and is back at the table untyped.
            driver.refresh()
            tab.screen.reset()
            back = tab.wait(re.compile(r"won trick 1"))
            wait_for(lambda: PLAYABLE.search(tab.update()), "the next trick to play")
            shot(tab, "back-after-reload")
            seen["back"] = "won trick 1" in back and LOBBY not in back

            # Another tab knows nothing of it: its lobby takes the code shown.
            driver.switch_to.new_window("tab")
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
            other = Tab(driver)
            other.open(server.page)
            other.wait(LOBBY)
            # The name, Tab and the code in one burst, as fast typing arrives: each key
            # lands in the field the keys before it left the focus on.
            other.press("Ann", Keys.TAB, code)
            typed = other.wait(code)
            seen["typed"] = code in typed and "Ann" + code[0] not in typed
            shot(other, "rejoin-typed")
            other.press(Keys.ENTER)
            again = other.wait(re.compile(r"won trick 1"))
            wait_for(lambda: PLAYABLE.search(other.update()), "the next trick to play")
            shot(other, "back-with-the-code")
            seen["typed_back"] = "won trick 1" in again

            urls = requested_urls(driver)
            seen["requests"] = len(urls)
            seen["hosts"] = sorted({re.sub(r"^(\w+://[^/]+).*", r"\1", u) for u in urls})
            seen["outside"] = outside(urls, server.page)
            if seen["outside"]:
                raise AssertionError(f"the page asked other servers: {seen['outside']}")
        finally:
            driver.quit()
    return seen


# ----------------------------------------------------------------------------- the figures
def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def sessions_at_once(driver, page: str, count: int) -> list[str]:  # type: ignore[no-untyped-def]
    """Open ``count`` windows on the page, each without waiting for the one before."""
    handles = []
    for _ in range(count):
        driver.switch_to.new_window("window")
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
        driver.get(page)
        handles.append(driver.current_window_handle)
    return handles


def drawn_times(driver, handles: list[str], timeout: float = 300.0) -> list[float]:  # type: ignore[no-untyped-def]
    """Each window's milliseconds from opening the page to its first drawn screen."""
    times: dict[str, float] = {}
    end = time.monotonic() + timeout
    while len(times) < len(handles):
        if time.monotonic() > end:
            raise TimeoutError(f"{len(handles) - len(times)} windows never drew the lobby")
        for handle in handles:
            if handle not in times:
                driver.switch_to.window(handle)
                value = driver.execute_script("return window.__drawn")
                if value is not None:
                    times[handle] = float(value)
        time.sleep(0.1)
    return [times[h] for h in handles]


def measure(count: int, rounds: int) -> dict[str, float]:
    # Every window comes from this one address: let it have them all.
    tabs = ("--web-tabs", str(count), "--web-tabs-per-address", str(count))
    with tempfile.TemporaryDirectory() as data, web_server(Path(data), 1, *tabs) as server:
        driver = open_browser(eager=True)
        try:
            first = driver.current_window_handle
            alone = memory_kib(process_tree(server.pid))
            idle = len(process_tree(server.pid))
            times: list[float] = []
            grown: list[tuple[int, int]] = []
            for _ in range(rounds):
                handles = sessions_at_once(driver, server.page, count)
                times += drawn_times(driver, handles)
                tree = process_tree(server.pid)
                rss, pss = memory_kib(tree)
                grown.append((rss - alone[0], pss - alone[1]))
                for handle in handles:
                    driver.switch_to.window(handle)
                    driver.close()
                driver.switch_to.window(first)
                # The next round starts from the server alone again.
                wait_for(
                    lambda: len(process_tree(server.pid)) <= idle, "the tabs' processes to end"
                )
        finally:
            driver.quit()
    return {
        "p50": statistics.median(times),
        "p95": percentile(times, 0.95),
        "max": max(times),
        "samples": len(times),
        "rss": statistics.median(g[0] for g in grown) / count / 1024,
        "pss": statistics.median(g[1] for g in grown) / count / 1024,
        "server": alone[0] / 1024,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only the check, no figures")
    parser.add_argument("--sessions", default="1,20", help="counts of sessions at once")
    parser.add_argument("--rounds", type=int, default=10, help="rounds for one session")
    parser.add_argument("--shots", type=Path, default=None, help="folder for the screenshots")
    args = parser.parse_args()

    shots = args.shots or Path(tempfile.mkdtemp(prefix="spades-web-"))
    seen = check(shots)
    print(f"check: keys without a click, F1 and ? open the help, draft, bid, {seen['trick']}")
    print(f"check: reloaded, back at the table untyped: {seen['back']}")
    print(f"check: another tab, back with the code {seen['code']}: {seen['typed_back']}")
    print(f"check: {seen['requests']} requests, all to {', '.join(seen['hosts'])}")  # type: ignore[arg-type]
    print(f"check: screenshots in {shots}")
    if args.check:
        return
    for count in (int(n) for n in args.sessions.split(",")):
        rounds = args.rounds if count == 1 else 1
        got = measure(count, rounds)
        print(
            f"{count:>2} session(s) at once, {got['samples']:.0f} page opens: "
            f"first drawn screen p50 {got['p50']:.0f} ms, p95 {got['p95']:.0f} ms, "
            f"max {got['max']:.0f} ms; server memory per session "
            f"RSS {got['rss']:.1f} MiB, PSS {got['pss']:.1f} MiB "
            f"(server alone RSS {got['server']:.1f} MiB)"
        )


if __name__ == "__main__":
    main()
