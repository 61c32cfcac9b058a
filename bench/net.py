"""Many tables on one server over loopback: round trips, memory per table, errors, churn.

A real `spades-tui server` runs in its own process (saving every action to a temporary data
folder, as it does for people). This process runs bot clients: two per table, each playing
the `random` level. By default a bot takes 0 to 1 s over a move (half a second on average):
every table then makes about two moves a second, several times faster than people play, and
the figures say how quickly the server answers a busy club. `--think 0` makes every bot answer
at once, a stress test of throughput: then all the tables always have an action in flight,
the round trip is the tables divided by the throughput (Little's law), and the bots' own CPU
on the same cores bounds it from below whatever the server does; the bench prints that bound.
Printed:

- action round trip (send an action -> the update that follows it): p50 and p99 (goal p99 <= 50 ms)
- the server's memory per table (resident memory growth over the tables, from /proc)
- errors: refusals, dropped connections, final errors (goal 0)
- with --churn: connections cut at random and resumed by the clients' own back-off; games
  finished, every saved record valid (replayed through the rules), and actions lost

    python bench/net.py [--tables 200] [--think 0.5] [--churn 0.002] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402

from spades_tui.core.rules import Rules  # noqa: E402
from spades_tui.net import protocol  # noqa: E402
from spades_tui.net.bots import BotStats, play_seat  # noqa: E402
from spades_tui.net.client import SeatClient  # noqa: E402
from spades_tui.storage import SaveError, load_file  # noqa: E402

STALL = 30.0  # seconds without any action before the run is called stalled
RULES = Rules(target=150, loss_floor=-150)  # short games: the figures are per action anyway


def rss_kib(pid: int) -> int:
    text = Path(f"/proc/{pid}/status").read_text()
    match = re.search(r"VmRSS:\s+(\d+) kB", text)
    return int(match.group(1)) if match else 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def create_table(url: str, seed: int) -> tuple[str, str]:
    async with connect(url, proxy=None, compression=None) as ws:
        hello = {
            "type": "create",
            "version": protocol.VERSION,
            "name": "Ann",
            "rules": RULES.to_dict(),
            "seed": seed,
        }
        await ws.send(protocol.dumps(hello))
        import json

        while True:
            data = json.loads(await ws.recv())
            if data["type"] == "created":
                return data["your_code"], data["friend_code"]


async def churn(
    clients: list[SeatClient], rate: float, rng: random.Random, done: asyncio.Event
) -> int:
    """Every 10 ms, cut each live connection with probability ``rate``; returns cuts made."""
    cuts = 0
    while not done.is_set():
        await asyncio.sleep(0.01)
        for client in clients:
            ws = client._ws
            if ws is not None and rng.random() < rate:
                ws.transport.abort()  # as a cable pulled: no closing handshake
                cuts += 1
    return cuts


async def watchdog(stats: list[BotStats], playing: asyncio.Future[object]) -> None:
    """Stop the run when no action has been made for STALL seconds, and say where each
    unfinished table was: a stalled table is a finding, not something to wait on."""
    last, since = -1, time.perf_counter()
    while True:
        await asyncio.sleep(1)
        actions = sum(s.actions for s in stats)
        if actions != last:
            last, since = actions, time.perf_counter()
        elif time.perf_counter() - since > STALL:
            print(f"no action for {STALL:.0f} s; the tables still playing:")
            for n in range(0, len(stats), 2):
                pair = stats[n : n + 2]
                if not all(s.finished or s.ended for s in pair):
                    for seat, s in enumerate(pair):
                        print(f"  table {n // 2} seat {seat}: " + " | ".join(s.trail))
            playing.cancel()
            return


async def run(
    tables: int,
    churn_rate: float,
    seed: int,
    data: Path,
    port: int,
    think: float,
    moves: int | None,
) -> None:
    url = f"ws://127.0.0.1:{port}"
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "spades_tui",
            "server",
            "--port",
            str(port),
            "--data-dir",
            str(data),
            # Every table is created from 127.0.0.1 before any friend joins.
            "--waiting-tables",
            str(tables),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert server.stdout is not None
        while "listening" not in server.stdout.readline():
            pass
        base = rss_kib(server.pid)
        codes = [await create_table(url, seed + n) for n in range(tables)]
        with_tables = rss_kib(server.pid)
        clients: list[SeatClient] = []
        jobs = []
        stats: list[BotStats] = []
        for n, pair in enumerate(codes):
            for seat, code in enumerate(pair):
                client = SeatClient(url, code, "Bob" if seat else None, first_delay=0.05)
                clients.append(client)
                s = BotStats()
                stats.append(s)
                bot_seed = seed * 1000 + 2 * n + seat
                jobs.append(play_seat(client, "random", bot_seed, s, stop_after=moves, think=think))
        done = asyncio.Event()
        rng = random.Random(seed)
        cutter = asyncio.create_task(churn(clients, churn_rate, rng, done)) if churn_rate else None
        started = time.perf_counter()
        playing = asyncio.gather(*jobs)
        watch = asyncio.create_task(watchdog(stats, playing))
        with contextlib.suppress(asyncio.CancelledError):
            await playing
        watch.cancel()
        took = time.perf_counter() - started
        done.set()
        cuts = await cutter if cutter else 0
        playing = rss_kib(server.pid)
        server_cpu = cpu_seconds(server.pid)
    finally:
        server.terminate()
        server.wait(10)
    trips = sorted(t for s in stats for t in s.round_trips)
    actions = sum(s.actions for s in stats)
    finished = sum(1 for s in stats if s.finished) // 2
    refused = sum(len(s.refused) for s in stats)
    ended = [s.ended for s in stats if s.ended]
    stale = sum(1 for s in stats for r in s.refused if r.startswith("stale"))
    records = sorted(data.glob("server/tables/*/history/*-finished.json"))
    valid = 0
    for path in records:
        try:
            load_file(path)
            valid += 1
        except SaveError as exc:
            print(f"invalid record {path}: {exc}")
    unfinished = list(data.glob("server/tables/*/current.json"))
    print(
        f"tables: {tables}, bot clients: {2 * tables}, churn: {churn_rate} per 10 ms, "
        f"think: {think} s, moves per table: {moves or 'whole games'}"
    )
    print(f"actions: {actions} in {took:.1f} s ({actions / took:.0f}/s through one server)")
    print(
        f"round trip: p50 {1000 * statistics.median(trips):.1f} ms, "
        f"p99 {1000 * trips[int(0.99 * (len(trips) - 1))]:.1f} ms, "
        f"max {1000 * trips[-1]:.1f} ms, mean {1000 * statistics.fmean(trips):.1f} ms "
        "(goal p99 <= 50 ms)"
    )
    own_cpu = time.process_time()
    per_action = 1000 * server_cpu / max(actions, 1)
    cores = os.cpu_count() or 1
    print(
        f"CPU: server {server_cpu:.1f} s ({per_action:.2f} ms per action), "
        f"bot clients {own_cpu:.1f} s; load average {os.getloadavg()[0]:.1f} on {cores} cores"
    )
    if think == 0:
        bots_per_action = own_cpu / max(actions, 1)
        print(
            f"every table always has an action in flight, so each makes a move every "
            f"{tables} tables / {actions / took:.0f} actions/s = "
            f"{1000 * tables * took / max(actions, 1):.0f} ms (Little's law); the bots alone "
            f"cost {1000 * bots_per_action:.2f} ms of CPU per action, so even a server that "
            f"cost nothing could not bring that under "
            f"{1000 * tables * bots_per_action / cores:.0f} ms on these {cores} cores"
        )
    print(
        f"server memory: {base / 1024:.1f} MiB at start, +{(with_tables - base) / tables:.1f} KiB "
        f"per waiting table, {(playing - base) / tables:.1f} KiB per table after play"
    )
    print(f"connections cut: {cuts}, reconnects seen by clients: {sum(s.lost for s in stats)}")
    print(f"refusals: {refused} (stale after a cut: {stale}), final errors: {len(ended)}")
    for text in ended[:5]:
        print(f"  {text}")
    print(
        f"games finished: {finished}/{tables}; records on disk: {len(records)}, valid: {valid}; "
        + (
            f"stopped by --moves: {len(unfinished)}"
            if moves
            else f"unfinished saves (lost games): {len(unfinished)}"
        )
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--churn", type=float, default=0.0, help="chance per connection per 10 ms")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--think",
        type=float,
        default=0.5,
        help="bots wait 0..2x this many seconds per move (0: answer at once, a stress test)",
    )
    parser.add_argument("--moves", type=int, help="stop each table after this many actions")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="spades-net-bench-") as tmp:
        asyncio.run(
            run(args.tables, args.churn, args.seed, Path(tmp), free_port(), args.think, args.moves)
        )


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
