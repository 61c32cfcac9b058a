"""Saving never loses a game, and every kind of bad save file gets a clear message."""

from __future__ import annotations

import json
import os
import pty
import random
import subprocess
import sys
from pathlib import Path

import pytest

from spades_tui.core import Game, Rules
from spades_tui.core.record import game_to_record
from spades_tui.record_file import MAX_RECORD_BYTES
from spades_tui.storage import SaveError, Storage, export, load_file


def _played(actions: int, seed: int = 3, rules: Rules | None = None) -> Game:
    game = Game(rules=rules or Rules(), seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.winner is not None:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def _finished(seed: int = 5) -> Game:
    # A floor close to zero ends random games within a few hands.
    game = Game(rules=Rules(target=50, loss_floor=-1), seed=seed)
    rng = random.Random(seed)
    while game.winner is None:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_save_then_load_gives_the_same_game(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    game = _played(80)
    store.save(game)
    loaded = store.load_unfinished()
    assert loaded is not None
    assert game_to_record(loaded) == game_to_record(game)
    assert (loaded.phase, loaded.to_act) == (game.phase, game.to_act)


def test_save_leaves_no_temporary_files(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    for n in (1, 2, 3):
        store.save(_played(n))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["current.json"]


def test_finished_game_moves_to_history(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    game = _finished()
    path = store.save(game)
    assert not store.has_unfinished()
    assert path.parent == store.history_dir
    assert load_file(path).winner == game.winner


def test_shelving_keeps_the_unfinished_game(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    game = _played(30)
    store.save(game)
    kept = store.shelve_unfinished()
    assert kept is not None and kept.parent == store.history_dir
    assert not store.has_unfinished()
    assert game_to_record(load_file(kept)) == game_to_record(game)


def test_a_game_nobody_has_decided_anything_in_is_not_filed(tmp_path: Path) -> None:
    """History filled with starts left at 0 to 0, 0 hands: nothing in them to keep."""
    from spades_tui.practice import practice_from

    store = Storage(tmp_path)
    store.save(_played(0))
    assert store.shelve_unfinished() is None
    assert not store.has_unfinished() and not store.history_dir.exists()
    # A practice played on from a position: only its own decisions count.
    source = _played(60)
    practice = practice_from(source, 40)
    store.save(practice)  # kept apart from the game Continue plays on
    assert store.practice_path.exists()
    assert store.shelve_unfinished(practice=True) is None and not store.practice_path.exists()
    practice.apply(practice.legal_actions()[0])
    store.save(practice)
    kept = store.shelve_unfinished(practice=True)
    assert kept is not None and kept.parent == store.history_dir


def test_shelving_falls_back_to_beside_itself_when_history_is_blocked(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    game = _played(30)
    store.save(game)
    store.history_dir.write_text("not a folder", encoding="utf-8")
    kept = store.shelve_unfinished()
    assert kept is not None and kept.parent == tmp_path and ".unfinished-" in kept.name
    assert not store.has_unfinished()
    assert game_to_record(load_file(kept)) == game_to_record(game)


def test_shelving_that_cannot_move_the_file_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Storage(tmp_path)
    store.save(_played(30))
    before = store.current_path.read_bytes()

    def refused(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("spades_tui.storage.os.replace", refused)
    with pytest.raises(SaveError, match="cannot keep the unfinished game"):
        store.shelve_unfinished()
    assert store.current_path.read_bytes() == before


def test_a_finished_game_left_as_current_is_filed_not_offered(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    game = _finished()
    # As if the process died between writing the last move and moving the file to history.
    store.current_path.write_text(json.dumps(game_to_record(game)), encoding="utf-8")
    assert store.load_unfinished() is None
    kept = list(store.history_dir.iterdir())
    assert len(kept) == 1 and "finished" in kept[0].name
    assert game_to_record(load_file(kept[0])) == game_to_record(game)


def test_a_second_lock_on_the_same_folder_is_refused(tmp_path: Path) -> None:
    first = Storage(tmp_path).lock()
    try:
        with pytest.raises(SaveError, match="another spades-tui is playing"):
            Storage(tmp_path).lock()
    finally:
        first.close()
    Storage(tmp_path).lock().close()  # free again once the first copy is gone


def test_an_unknown_home_folder_is_a_clear_error() -> None:
    with pytest.raises(SaveError, match="no such user folder"):
        Storage.from_options("~no-such-user-here/games")
    with pytest.raises(SaveError, match="no such user folder"):
        load_file("~no-such-user-here/game.json")


def test_data_dir_option_beats_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPADES_TUI_DATA", str(tmp_path / "env"))
    assert Storage.from_options(str(tmp_path / "opt")).root == tmp_path / "opt"
    assert Storage.from_options(None).root == tmp_path / "env"
    monkeypatch.delenv("SPADES_TUI_DATA")
    assert Storage.from_options(None).root.name == "spades-tui"


def test_export_writes_a_loadable_record(tmp_path: Path) -> None:
    game = _played(60)
    path = export(game, tmp_path / "out.json")
    assert game_to_record(load_file(path)) == game_to_record(game)


def _record_text(game: Game) -> str:
    return json.dumps(game_to_record(game))


def _tampered_score() -> str:
    record = game_to_record(_played(200, seed=11))
    scored = next(h for h in record["hands"] if "result" in h)
    scored["result"][0]["score"] += 10
    return json.dumps(record)


def _illegal_card() -> str:
    game = _played(100, seed=12)
    record = game_to_record(game)
    hand = record["hands"][-1]
    first_trick = next(h for h in record["hands"] if h.get("tricks"))["tricks"][0]
    first_trick["cards"][0] = "ZZ"
    del hand
    return json.dumps(record)


def _illegal_play() -> str:
    record = game_to_record(_played(100, seed=12))
    trick = next(h for h in record["hands"] if h.get("tricks"))["tricks"][0]
    trick["cards"][1] = trick["cards"][0]  # the follower "plays" the leader's card
    return json.dumps(record)


BAD_FILES = {
    "illegal play": _illegal_play,
    "truncated": lambda: _record_text(_played(50))[:-40],
    "not JSON": lambda: "this is not a save file",
    "wrong format": lambda: json.dumps({"format": "chess-pgn", "version": 1}),
    "newer version": lambda: _record_text(_played(5)).replace('"version": 1', '"version": 9'),
    "tampered score": _tampered_score,
    "illegal card": _illegal_card,
    "empty": lambda: "",
}
EXPECTED_WORDS = {
    "illegal play": "does not hold",
    "truncated": "truncated",
    "not JSON": "broken JSON",
    "wrong format": "format",
    "newer version": "newer",
    "tampered score": "score",
    "illegal card": '"ZZ"',
    "empty": "empty",
}


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_bad_save_is_set_aside_with_a_clear_message(tmp_path: Path, case: str) -> None:
    store = Storage(tmp_path)
    content = BAD_FILES[case]()
    store.current_path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        store.load_unfinished()
    message = str(caught.value)
    assert EXPECTED_WORDS[case] in message
    aside = [p for p in tmp_path.iterdir() if ".bad-" in p.name]
    assert len(aside) == 1 and str(aside[0]) in message
    assert aside[0].read_text(encoding="utf-8") == content  # kept byte for byte
    assert not store.has_unfinished()
    store.save(_played(3))  # the folder stays usable
    assert aside[0].read_text(encoding="utf-8") == content


def test_oversized_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(MAX_RECORD_BYTES + 1)
    with pytest.raises(SaveError, match="at most 10 MB"):
        load_file(path)


def test_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "locked.json"
    path.write_text(_record_text(_played(5)), encoding="utf-8")

    def denied(self: Path, *args: object, **kwargs: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "open", denied)
    with pytest.raises(SaveError, match="cannot read: Permission denied"):
        load_file(path)
    assert path.exists()


def test_folder_where_the_save_file_should_be(tmp_path: Path) -> None:
    store = Storage(tmp_path)
    store.current_path.mkdir()
    with pytest.raises(SaveError, match="is a folder"):
        store.load_unfinished()
    with pytest.raises(SaveError, match="is a folder"):
        store.save(_played(2))
    assert store.current_path.is_dir()  # nothing was deleted


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="no such file"):
        load_file(tmp_path / "nope.json")


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000 + "]" * 100_000, '{"format": "spades-tui-game", "seed": ' + "9" * 5000 + "}"],
)
def test_monstrous_json_is_refused_with_a_message(tmp_path: Path, text: str) -> None:
    path = tmp_path / "current.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError, match="not a game record"):
        load_file(path)


def test_export_never_replaces_a_device_or_a_pipe(tmp_path: Path) -> None:
    import os
    import stat

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(SaveError, match="not a plain file"):
        export(_played(20), pipe)
    assert stat.S_ISFIFO(pipe.stat().st_mode)


# A holder of the folder's lock: on a terminal of its own (its controlling terminal), or on none.
HOLDER = """
import fcntl, os, sys, termios, time
from pathlib import Path
from spades_tui.storage import Storage
if sys.argv[2] == "terminal":
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
handle = Storage(Path(sys.argv[1])).lock()
print("locked", flush=True)
time.sleep(60)
"""


def _start_holder(folder: Path, with_terminal: bool) -> subprocess.Popen[str]:
    master, slave = pty.openpty()
    stdin = slave if with_terminal else subprocess.DEVNULL
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder), "terminal" if with_terminal else "none"],
        stdin=stdin,
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    os.close(slave)
    holder.master = master  # type: ignore[attr-defined]
    assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
    return holder


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux's /proc")
def test_a_lock_held_by_a_process_without_a_terminal_is_taken_over(tmp_path: Path) -> None:
    holder = _start_holder(tmp_path, with_terminal=False)
    told: list[str] = []
    try:
        Storage(tmp_path).lock(tell=told.append).close()
        assert holder.wait(timeout=5) is not None
    finally:
        holder.kill()
        holder.wait()
        os.close(holder.master)  # type: ignore[attr-defined]
    assert len(told) == 1 and f"process {holder.pid}" in told[0] and "was ended" in told[0]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux's /proc")
def test_a_lock_held_by_a_game_on_its_terminal_is_still_refused(tmp_path: Path) -> None:
    holder = _start_holder(tmp_path, with_terminal=True)
    try:
        with pytest.raises(SaveError, match="another spades-tui is playing"):
            Storage(tmp_path).lock(tell=pytest.fail)
        assert holder.poll() is None
    finally:
        holder.kill()
        holder.wait()
        os.close(holder.master)  # type: ignore[attr-defined]


def test_a_record_that_cannot_be_deleted_is_said_in_words(tmp_path: Path) -> None:
    import pytest

    from spades_tui.storage import SaveError, delete_record

    in_the_way = tmp_path / "20260101-120000-finished.json"
    in_the_way.mkdir()  # a folder where the record should be: unlink refuses it
    with pytest.raises(SaveError, match="cannot delete .*20260101-120000-finished.json"):
        delete_record(in_the_way)
    gone = tmp_path / "gone.json"
    delete_record(gone)  # already gone is what was wanted: no word at all


def watched(game: Game) -> Game:
    from spades_tui.core.game import PlayerInfo

    game.players = (PlayerInfo("North", "ai:normal"), PlayerInfo("South", "ai:hard"))
    return game


def test_a_watched_game_is_saved_apart_from_the_players_own(tmp_path: Path) -> None:
    """Watching two computers took the place of the player's unfinished game, which went to
    History and was counted as left."""
    store = Storage(tmp_path)
    own = _played(30)
    store.save(own)
    watch = watched(_played(20, seed=4))
    store.save(watch)
    assert game_to_record(load_file(store.current_path)) == game_to_record(own)
    assert store.path_of(watch) != store.current_path and store.path_of(watch).exists()
    store.save(watched(_finished()))  # a finished watch is filed in History
    assert not store.path_of(watch).exists() and len(list(store.history_dir.iterdir())) == 1
    assert store.has_unfinished()


def test_a_watch_saved_as_the_game_in_progress_moves_apart_once_read(tmp_path: Path) -> None:
    """An earlier version saved a watched game as the one Continue plays on."""
    store = Storage(tmp_path)
    watch = watched(_played(20))
    store.current_path.write_text(json.dumps(game_to_record(watch)))
    loaded = store.load_unfinished()
    assert loaded is not None and game_to_record(loaded) == game_to_record(watch)
    assert not store.has_unfinished() and store.path_of(watch).exists()
