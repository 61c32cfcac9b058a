"""History and statistics over real records of seeded games, saved as the app saves them."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from spades_tui.core.record import game_to_record
from spades_tui.core.rules import Rules
from spades_tui.history import ABANDONED, FINISHED, IN_PROGRESS, UNREADABLE, read_history
from spades_tui.simulate import play_game
from spades_tui.stats import statistics, tally, win_rate_over_time
from spades_tui.storage import Storage

RULES = Rules(target=150)
NO_DOUBLE = Rules(target=150, double_nil=False)  # so the random player bids plain nils


def _record(
    levels: tuple[str, str],
    seed: int,
    kinds: tuple[str, str],
    names: tuple[str, str],
    hands: int = 30,
    rules: Rules = RULES,
) -> dict:
    """A real game between computer players, its seats relabelled as the app would save them."""
    record = game_to_record(play_game(levels, rules, seed, hands))
    record["players"] = [{"name": n, "kind": k} for n, k in zip(names, kinds, strict=True)]
    return record


def _file(storage: Storage, stamp: str, label: str, record: dict) -> Path:
    storage.history_dir.mkdir(parents=True, exist_ok=True)
    path = storage.history_dir / f"{stamp}-{label}.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def records() -> dict[str, dict]:
    # The levels and seeds give bids made exactly, bids missed, nils and double nils, so
    # each count below is exercised; the seats are then relabelled as people and levels.
    both = ("heuristic", "heuristic")
    mixed = ("random", "heuristic")
    return {
        "vs_hard_a": _record(both, 11, ("human", "ai:hard"), ("Kim", "Computer")),
        "vs_hard_b": _record(("normal", "heuristic"), 27, ("human", "ai:hard"), ("Kim", "C")),
        "vs_normal": _record(mixed, 12, ("human", "ai:normal"), ("Kim", "C"), rules=NO_DOUBLE),
        "hotseat": _record(("heuristic", "random"), 14, ("human", "human"), ("Ann", "Bob")),
        "watch": _record(mixed, 15, ("ai:random", "ai:heuristic"), ("random", "heuristic")),
        "cut_short": _record(mixed, 16, ("human", "ai:hard"), ("Kim", "C"), hands=2),
    }


@pytest.fixture
def storage(tmp_path: Path, records: dict[str, dict]) -> Storage:
    store = Storage(tmp_path)
    _file(store, "20260101-100000", "finished", records["vs_hard_a"])
    _file(store, "20260102-100000", "finished", records["vs_hard_b"])
    _file(store, "20260103-100000", "finished", records["vs_normal"])
    _file(store, "20260104-100000", "finished", records["hotseat"])
    _file(store, "20260105-100000", "finished", records["watch"])
    _file(store, "20260106-100000", "unfinished", records["cut_short"])
    (store.history_dir / "20260107-100000-finished.json").write_text("{not json", "utf-8")
    (store.history_dir / "20260108-100000-finished.json").write_bytes(b"\xff\xfe")
    return store


def test_every_record_finishes_as_the_fixture_needs(records: dict[str, dict]) -> None:
    # The fixture is only meaningful if the played games really ended (or did not).
    for name, record in records.items():
        assert (record["winner"] is None) == (name == "cut_short"), name


def test_the_fixture_has_every_kind_of_bid(storage: Storage) -> None:
    rows = tally(read_history(storage))
    assert sum(t.double_nils for t in rows) > 0
    assert sum(t.nils for t in rows) > 0
    assert 0 < sum(t.bids_made for t in rows) < sum(t.bids for t in rows)


def test_history_lists_newest_first_with_bad_files_marked(storage: Storage) -> None:
    entries = read_history(storage)
    stamps = [e.path.name[:15] for e in entries]
    assert stamps == sorted(stamps, reverse=True)
    statuses = [e.status for e in entries]
    assert statuses[:2] == [UNREADABLE, UNREADABLE]
    assert "JSON" in entries[1].problem and "UTF-8" in entries[0].problem
    assert statuses[2] == ABANDONED
    assert statuses[3:].count(FINISHED) == 5


def test_history_entry_describes_the_game(storage: Storage, records: dict[str, dict]) -> None:
    by_stamp = {e.path.name[:8]: e for e in read_history(storage)}
    modes = {stamp: by_stamp[stamp].mode for stamp in by_stamp if by_stamp[stamp].game}
    assert modes == {
        "20260101": "vs hard",
        "20260102": "vs hard",
        "20260103": "vs normal",
        "20260104": "hot-seat",
        "20260105": "watch",
        "20260106": "vs hard",
    }
    entry = by_stamp["20260104"]
    record = records["hotseat"]
    final = record["hands"][-1]["result"]
    winner = record["winner"]
    assert entry.names == ("Ann", "Bob")
    assert entry.hands == sum(1 for h in record["hands"] if "result" in h)
    assert entry.scores == (final[0]["score"], final[1]["score"])
    loser = final[1 - winner]["score"]
    assert entry.result == f"{('Ann', 'Bob')[winner]} won {final[winner]['score']} to {loser}"
    assert entry.when == datetime(2026, 1, 4, 10, 0, 0)


def test_the_game_in_progress_comes_first(storage: Storage, records: dict[str, dict]) -> None:
    storage.current_path.write_text(json.dumps(records["cut_short"]), "utf-8")
    entries = read_history(storage)
    assert entries[0].status == IN_PROGRESS
    assert entries[0].path == storage.current_path
    assert sum(e.status == IN_PROGRESS for e in entries) == 1


def test_no_history_folder_is_an_empty_list(tmp_path: Path) -> None:
    assert read_history(Storage(tmp_path / "nothing-here")) == []


def _figures(records: list[dict], seats: list[int]) -> dict[str, object]:
    """The same figures counted straight from the JSON records, seat by seat."""
    out = {"games": 0, "wins": 0, "hands": 0, "points": 0, "bags": 0}
    out |= {"bids": 0, "made": 0, "nils": 0, "nils_made": 0, "dn": 0, "dn_made": 0}
    margins = []
    for record, seat in zip(records, seats, strict=True):
        out["games"] += 1
        out["wins"] += record["winner"] == seat
        results = [h["result"][seat] for h in record["hands"] if "result" in h]
        out["hands"] += len(results)
        out["points"] += results[-1]["score"]
        out["bags"] += sum(r["bags_added"] for r in results)
        for r in results:
            if r["double_nil"]:
                out["dn"] += 1
                out["dn_made"] += r["tricks"] == 0
            elif r["bid"] == 0:
                out["nils"] += 1
                out["nils_made"] += r["tricks"] == 0
            else:
                out["bids"] += 1
                out["made"] += r["tricks"] >= r["bid"]
        last = record["hands"][-1]["result"]
        margins.append(last[seat]["score"] - last[1 - seat]["score"])
    out["best"], out["worst"] = max(margins), min(margins)
    return out


def test_statistics_per_opponent_match_the_records(
    storage: Storage, records: dict[str, dict]
) -> None:
    rows = {t.label: t for t in tally(read_history(storage))}
    assert set(rows) == {"vs hard", "vs normal", "Ann (hot-seat)", "Bob (hot-seat)"}
    cases = {
        "vs hard": ([records["vs_hard_a"], records["vs_hard_b"]], [0, 0]),
        "vs normal": ([records["vs_normal"]], [0]),
        "Ann (hot-seat)": ([records["hotseat"]], [0]),
        "Bob (hot-seat)": ([records["hotseat"]], [1]),
    }
    for label, (recs, seats) in cases.items():
        row, want = rows[label], _figures(recs, seats)
        got = {
            "games": row.games,
            "wins": row.wins,
            "hands": row.hands,
            "points": row.points,
            "bags": row.bags,
            "bids": row.bids,
            "made": row.bids_made,
            "nils": row.nils,
            "nils_made": row.nils_made,
            "dn": row.double_nils,
            "dn_made": row.double_nils_made,
            "best": row.best.margin if row.best else None,
            "worst": row.worst.margin if row.worst else None,
        }
        assert got == want, label
    # The abandoned game is counted apart and adds no hands.
    assert rows["vs hard"].abandoned == 1
    assert rows["vs normal"].abandoned == 0
    # The two hot-seat rows are the two sides of one game.
    assert rows["Ann (hot-seat)"].wins + rows["Bob (hot-seat)"].wins == 1
    hard = rows["vs hard"]
    assert hard.win_rate == hard.wins / 2
    assert hard.points_per_hand == pytest.approx(hard.points / hard.hands)


def test_this_session_counts_only_games_filed_since_it_started(storage: Storage) -> None:
    entries = read_history(storage)
    stats = statistics(entries, datetime(2026, 1, 3))
    session = {t.label: t for t in stats.session}
    every = {t.label: t for t in stats.all_time}
    assert set(session) == {"vs normal", "vs hard", "Ann (hot-seat)", "Bob (hot-seat)"}
    assert session["vs hard"].games == 0 and session["vs hard"].abandoned == 1
    assert every["vs hard"].games == 2
    assert session["vs normal"].games == every["vs normal"].games == 1
    later = statistics(entries, datetime(2026, 1, 9) + timedelta(days=1))
    assert later.session == []


def test_empty_rows_have_no_rates() -> None:
    assert tally([]) == []


def test_win_rate_over_time_follows_the_games(storage: Storage, records: dict) -> None:
    points = win_rate_over_time(read_history(storage))
    # Games against the computer only, oldest first: two against hard, then normal.
    assert [p[0].day for p in points] == [1, 2, 3]
    won = [
        records["vs_hard_a"]["winner"] == 0,
        records["vs_hard_b"]["winner"] == 0,
        records["vs_normal"]["winner"] == 0,
    ]
    assert [p[1] for p in points] == [sum(won[: i + 1]) / (i + 1) for i in range(3)]
