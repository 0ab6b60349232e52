"""``senet replay`` and ``senet show``: verified replays, redaction, bad and tampered files."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import msgpack
import pytest

import senet

from .conftest import Ran, finished_save


def test_replay_as_spectator_hides_hands(run: Callable[..., Ran], save_file: Path,
                                         wired: senet.Registry) -> None:
    ran = run("replay", str(save_file))
    assert ran.code == 0, ran.err
    assert "as a spectator" in ran.out
    assert "player 0 got a new hand" in ran.out
    assert "new hand:" not in ran.out  # nobody's cards
    assert "winner:" in ran.out


def test_replay_as_a_player_shows_only_their_hand(run: Callable[..., Ran], save_file: Path,
                                                  wired: senet.Registry) -> None:
    ran = run("replay", str(save_file), "--as", "1")
    assert ran.code == 0
    assert "your new hand:" in ran.out
    assert "player 0 got a new hand" in ran.out
    assert "player 0's new hand" not in ran.out


def test_replay_to_a_move(run: Callable[..., Ran], save_file: Path) -> None:
    total = len(senet.load_match(save_file.read_bytes()).moves)
    ran = run("replay", str(save_file), "--to", "5")
    assert ran.code == 0
    assert f"events to move 5 of {total}" in ran.out
    assert f"after move 5 of {total}" in ran.out
    assert "winner:" not in ran.out


def test_replay_json(run: Callable[..., Ran], save_file: Path) -> None:
    match = senet.load_match(save_file.read_bytes(), upto=9)
    ran = run("replay", str(save_file), "--to", "9", "--as", "0", "--json")
    assert ran.code == 0
    data = json.loads(ran.out)
    assert data["header"]["game"] == "nimmt-classic"
    assert data["header"]["options"] == {}
    assert data["header"]["moves"] > 9
    assert data["viewer"] == 0 and data["upto"] == 9
    assert len(data["events"]) == len(match.log)
    dealt = {e["event"]["player"]: e["event"]["cards"]
             for e in data["events"] if e["event"]["$type"] == "nimmt-classic/hand_dealt"}
    assert dealt[0]["items"] and not dealt[1]["items"]  # redacted for player 0
    view = data["view"]
    assert view["player"] == 0 and view["game"] == "nimmt-classic"
    assert view["state"]["hands"][0]["items"] == list(match.view(0).state.hands[0].items)
    assert data["result"] is None


def test_replay_json_spectator_of_a_finished_match(run: Callable[..., Ran], save_file: Path) -> None:
    data = json.loads(run("replay", str(save_file), "--json").out)
    assert data["viewer"] is None
    dealt = [e["event"]["cards"] for e in data["events"] if e["event"]["$type"] == "nimmt-classic/hand_dealt"]
    assert dealt and all(not cards["items"] for cards in dealt)
    assert all(e["event"]["move"] is None
               for e in data["events"] if e["event"]["$type"] == "senet/committed")
    assert data["view"]["over"] is True
    assert data["result"]["winners"]


def tampered(path: Path) -> bytes:
    envelope = msgpack.unpackb(path.read_bytes(), raw=False)
    move = envelope["moves"][0][1]
    move["tiles"] = [0]  # no such card
    envelope["checkpoints"][-1][1] = bytes(16)  # and the final hash no longer matches
    return bytes(msgpack.packb(envelope, use_bin_type=True))


@pytest.mark.parametrize("command", ["replay", "show"])
def test_bad_files_exit_2(run: Callable[..., Ran], tmp_path: Path, save_file: Path,
                          command: str) -> None:
    garbage = tmp_path / "garbage.senet"
    garbage.write_bytes(b"\x00not a save at all")
    other = tmp_path / "other.senet"
    other.write_bytes(msgpack.packb({"format": "zip"}))
    bad = tmp_path / "tampered.senet"
    bad.write_bytes(tampered(save_file))
    for path in (garbage, other, bad, tmp_path / "missing.senet", tmp_path):
        ran = run(command, str(path))
        assert ran.code == 2, path
        assert ran.out == ""
        assert ran.err.startswith("senet: error: ") and ran.err.count("\n") == 1
        assert "Traceback" not in ran.err


def test_tampered_hash_is_found(run: Callable[..., Ran], tmp_path: Path, save_file: Path) -> None:
    envelope = msgpack.unpackb(save_file.read_bytes(), raw=False)
    envelope["checkpoints"][0][1] = bytes(16)
    path = tmp_path / "hash.senet"
    path.write_bytes(msgpack.packb(envelope, use_bin_type=True))
    ran = run("replay", str(path))
    assert ran.code == 2
    assert "differs from the save's hash" in ran.err


def test_replay_bad_arguments(run: Callable[..., Ran], save_file: Path) -> None:
    assert run("replay", str(save_file), "--as", "2").code == 2
    assert run("replay", str(save_file), "--to=-1").code == 2


def test_show(run: Callable[..., Ran], save_file: Path) -> None:
    match = senet.load_match(save_file.read_bytes())
    ran = run("show", str(save_file))
    assert ran.code == 0, ran.err
    for text in ("nimmt-classic", "rules version", "players", "seed", "7",
                 "senet version", senet.__version__, str(len(match.moves)), "Result", "winner:"):
        assert text in ran.out


def test_show_json(run: Callable[..., Ran], save_file: Path) -> None:
    match = senet.load_match(save_file.read_bytes())
    data = json.loads(run("show", str(save_file), "--json").out)
    assert data["finished"] is True
    assert data["header"]["moves"] == len(match.moves)
    assert data["header"]["seed"] == 7
    assert match.result is not None
    assert data["result"]["scores"] == list(match.result.scores)
    assert data["result"]["ranks"] == list(match.result.ranks)


def test_show_unfinished(run: Callable[..., Ran], tmp_path: Path) -> None:
    match = senet.new_match("nimmt-classic", 3, 1)
    senet.play_out(match, max_moves=4)
    path = tmp_path / "part.senet"
    path.write_bytes(match.save())
    ran = run("show", str(path))
    assert ran.code == 0
    assert "unfinished (deciding choose, waiting for" in ran.out
    assert json.loads(run("show", str(path), "--json").out)["result"] is None


def test_a_fresh_process_loads_a_save(tmp_path: Path) -> None:
    # In a fresh process no type has been saved yet: loading must not depend on that.
    path = finished_save(tmp_path, players=3, seed=2)
    code = "import sys; from senet.cli import main; sys.exit(main(['show', sys.argv[1]]))"
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert "winner:" in done.stdout


def test_replay_to_a_move_still_verifies_the_whole_file(run: Callable[..., Ran], tmp_path: Path) -> None:
    from senet.serial import pack, unpack_untrusted

    match = senet.new_match("nimmt-classic", 2, seed=3)
    senet.play_out(match)
    envelope = unpack_untrusted(match.save())
    envelope["checkpoints"][-1][1] = bytes(16)  # the final hash no longer matches
    path = tmp_path / "tail.senet"
    path.write_bytes(pack(envelope))
    ran = run("replay", str(path), "--to", "3")
    assert ran.code == 2 and "differs from the save's hash" in ran.err
