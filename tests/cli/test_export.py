"""``senet export``: one seat's view of a save, read back by ``senet replay`` and ``senet show``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import msgpack

import senet

from .conftest import Ran


def _unfinished(tmp_path: Path) -> Path:
    match = senet.new_match("nile", players=3, seed=4)
    senet.play_out(match, max_moves=30)
    assert not match.is_over
    path = tmp_path / "open.senet"
    path.write_bytes(match.save())
    return path


def test_export_writes_a_file_replay_and_show_read(run: Callable[..., Ran], tmp_path: Path) -> None:
    save, out = _unfinished(tmp_path), tmp_path / "seat1.senet"
    ran = run("export", "--seat", "1", str(save), str(out))
    assert ran.code == 0, ran.err
    assert "player 1's view" in ran.out
    assert "seed" not in msgpack.unpackb(out.read_bytes())
    shown = run("replay", str(out))
    assert shown.code == 0, shown.err
    assert "as player 1 (an export: no seed)" in shown.out
    assert "you got" in shown.out and "player 0 got 5 cards" in shown.out
    assert "the match is unfinished" in shown.out
    described = run("show", str(out))
    assert described.code == 0 and "player 1's view" in described.out


def test_an_export_is_read_only_as_its_seat(run: Callable[..., Ran], tmp_path: Path) -> None:
    save, out = _unfinished(tmp_path), tmp_path / "seat1.senet"
    assert run("export", "--seat", "1", str(save), str(out)).code == 0
    ran = run("replay", str(out), "--as", "0")
    assert ran.code == 2 and "only player 1's view" in ran.err
    ran = run("replay", str(out), "--to", "3")
    assert ran.code == 2 and "--to needs the save file" in ran.err


def test_export_refuses_a_missing_seat_and_overwriting_the_save(run: Callable[..., Ran],
                                                                tmp_path: Path) -> None:
    save = _unfinished(tmp_path)
    ran = run("export", "--seat", "3", str(save), str(tmp_path / "x.senet"))
    assert ran.code == 2 and "no player 3" in ran.err
    ran = run("export", "--seat", "0", str(save), str(save))
    assert ran.code == 2 and "overwrite the save" in ran.err
    assert senet.load_match(save.read_bytes()).moves  # the save is untouched
