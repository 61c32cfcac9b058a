"""A real browser on the page of ``spades-tui server --web``: what bench/web.py and
tests/net/test_browser.py drive.

Debian's headless chromium and its chromedriver, through selenium (the ``browser`` extra:
``pip install -e '.[browser]'``, ``apt-get install chromium chromium-driver``). The page draws
its terminal on a canvas, so the screen cannot be read from the page's elements; instead a
script put in every page before its own (``HOOK``) keeps the bytes the terminal is sent, and
the size it asks for, and this side plays them into a terminal emulator of its own (pyte) to
read the screen as a person sees it. Keys go to whatever element of the page has the focus,
as a person's typing does: nothing here clicks or focuses anything.
"""

from __future__ import annotations

import json
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = ("chromium", "chromium-browser", "google-chrome")
DRIVER = ("chromedriver",)

# Put in each page before its scripts: the terminal's bytes (as text) and the size it asked
# for, kept for this side to read, and the moment the first screen was drawn (the lobby's
# code field, whose placeholder is the same in every language).
HOOK = r"""
(() => {
  window.__screen = ""; window.__size = null; window.__drawn = null; window.__seen = "";
  const Real = window.WebSocket;
  function Watched(...args) {
    const ws = new Real(...args);
    const decoder = new TextDecoder();
    const send = ws.send.bind(ws);
    ws.send = (data) => {
      if (typeof data === "string" && data.startsWith('["resize"')) {
        window.__size = JSON.parse(data)[1];
      }
      return send(data);
    };
    ws.addEventListener("message", (event) => {
      if (typeof event.data === "string") return;
      const text = decoder.decode(new Uint8Array(event.data), {stream: true});
      window.__screen += text;
      if (window.__drawn === null) {
        window.__seen = (window.__seen + text).slice(-4000);
        if (window.__seen.includes("XXXX-XXXX-XXXX-XXXX")) window.__drawn = performance.now();
      }
    });
    return ws;
  }
  Watched.prototype = Real.prototype;
  Object.assign(Watched, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
  window.WebSocket = Watched;
})();
"""


def find_browser() -> tuple[str, str] | None:
    """The paths of chromium and its chromedriver, or None when either is missing."""
    browser = next((p for p in map(shutil.which, CHROMIUM) if p), None)
    driver = next((p for p in map(shutil.which, DRIVER) if p), None)
    return (browser, driver) if browser and driver else None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# ----------------------------------------------------------------------------- the server
@dataclass
class WebServer:
    """A ``spades-tui server --web`` of its own, on loopback, with a temporary data folder."""

    process: subprocess.Popen[bytes]
    page: str
    lines: list[str] = field(default_factory=list)

    @property
    def pid(self) -> int:
        return self.process.pid


@contextmanager
def web_server(data: Path, computer_threads: int = 1, *options: str) -> Iterator[WebServer]:
    port, web = free_port(), free_port()
    command = [sys.executable, "-m", "spades_tui", "server", "--port", str(port)]
    command += ["--web", str(web), "--data-dir", str(data)]
    command += ["--computer-threads", str(computer_threads), *options]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    server = WebServer(process, f"http://127.0.0.1:{web}")
    try:
        assert process.stdout is not None
        while True:
            line = process.stdout.readline().decode()
            if not line:
                raise RuntimeError("the server ended: " + "".join(server.lines))
            server.lines.append(line)
            if "browsers play at" in line:
                break
        yield server
    finally:
        process.terminate()
        try:
            process.wait(15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def process_tree(pid: int) -> list[int]:
    """``pid`` and every process under it (textual-serve's shell and its ``join`` per tab)."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        parents.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        todo.extend(parents.get(current, []))
    return found


def memory_kib(pids: list[int]) -> tuple[int, int]:
    """Resident (RSS) and proportional (PSS, shared pages split among their users) memory
    of these processes together, in KiB."""
    rss = pss = 0
    for pid in pids:
        try:
            text = Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:
            continue
        for name, value in re.findall(r"^(Rss|Pss):\s+(\d+) kB", text, re.M):
            if name == "Rss":
                rss += int(value)
            else:
                pss += int(value)
    return rss, pss


def wait_for(condition: Callable[[], object], what: str, timeout: float = 60.0) -> object:
    """Poll ``condition`` until it gives something true; fail saying what did not come."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise TimeoutError(f"waited {timeout:.0f} s for {what}")


# ----------------------------------------------------------------------------- the browser
def open_browser(width: int = 1200, height: int = 800, eager: bool = False):  # type: ignore[no-untyped-def]
    """Headless chromium with the page hook and the network log on. ``eager``: a page load
    returns as soon as it has begun (to open many tabs at once)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    found = find_browser()
    if found is None:
        raise RuntimeError("chromium and chromedriver are needed (apt-get install both)")
    options = webdriver.ChromeOptions()
    options.binary_location = found[0]
    for argument in (
        "--headless=new",
        "--no-sandbox",  # root in a container
        "--disable-dev-shm-usage",
        f"--window-size={width},{height}",
        "--lang=en-US",
        # Chromium's own traffic (updates, safe browsing...) is not the page's: keep it off
        # so the network log holds what the page asked for.
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    if eager:
        options.page_load_strategy = "none"
    driver = webdriver.Chrome(service=Service(found[1]), options=options)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOOK})
    return driver


def requested_urls(driver) -> list[str]:  # type: ignore[no-untyped-def]
    """Every URL the pages asked for since the last call (the performance log)."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
        elif message["method"] == "Network.webSocketCreated":
            urls.append(message["params"]["url"])
    return urls


def outside(urls: list[str], page: str) -> list[str]:
    """The URLs not to the page's own server (``data:`` URLs are inside the page)."""
    own = urlsplit(page).netloc
    return [u for u in urls if not u.startswith("data:") and urlsplit(u).netloc != own]


class Tab:
    """One browser tab on the page: keys in, the screen as text out."""

    def __init__(self, driver) -> None:  # type: ignore[no-untyped-def]
        import pyte

        self.driver = driver
        self.screen = pyte.Screen(80, 24)
        self.stream = pyte.Stream(self.screen)

    def open(self, page: str) -> None:
        self.driver.get(page)
        self.screen.reset()

    def update(self) -> str:
        """Play what the terminal was sent since the last look; the screen's text."""
        got = self.driver.execute_script(
            "const s = window.__screen; window.__screen = ''; return [s, window.__size];"
        )
        text, size = got if got else ("", None)
        if size and (size["width"], size["height"]) != (self.screen.columns, self.screen.lines):
            self.screen.resize(size["height"], size["width"])
        if text:
            self.stream.feed(text)
        return self.text()

    def text(self) -> str:
        return "\n".join(line.rstrip() for line in self.screen.display)

    def wait(self, words: str | re.Pattern[str], timeout: float = 60.0) -> str:
        """The screen, once it shows ``words`` (a string or a pattern)."""

        def shown() -> str | None:
            text = self.update()
            found = words.search(text) if isinstance(words, re.Pattern) else words in text
            return text if found else None

        try:
            return str(wait_for(shown, repr(getattr(words, "pattern", words)), timeout))
        except TimeoutError as exc:
            raise TimeoutError(f"{exc}; the screen:\n{self.text()}") from None

    def press(self, *keys: str) -> None:
        """Keys to the focused element, as typed (selenium's Keys for special keys)."""
        from selenium.webdriver.common.action_chains import ActionChains

        ActionChains(self.driver).send_keys(*keys).perform()

    def shift(self, key: str) -> None:
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        ActionChains(self.driver).key_down(Keys.SHIFT).send_keys(key).key_up(Keys.SHIFT).perform()

    def drawn_ms(self) -> float | None:
        """Milliseconds from the page's navigation to its first drawn screen, once drawn."""
        value = self.driver.execute_script("return window.__drawn")
        return None if value is None else float(value)

    def screenshot(self, path: Path) -> Path:
        self.driver.get_screenshot_as_file(str(path))
        return path
