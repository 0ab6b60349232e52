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


def _int_paths(value: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [path]
    if isinstance(value, dict):
        return [p for k, v in value.items() if k != "$type" for p in _int_paths(v, (*path, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _int_paths(v, (*path, i))]
    return []


def _set(value: object, path: tuple[object, ...], new: int) -> None:
    for key in path[:-1]:
        value = value[key]  # type: ignore[index]
    value[path[-1]] = new  # type: ignore[index]


def test_a_crafted_export_is_refused_or_shown_never_an_internal_error(
        run: Callable[..., Ran], tmp_path: Path) -> None:
    # Right types, values out of range: the game's texts and drawing must not meet them.
    import random

    rng = random.Random(7)
    for game, players in (("nile", 3), ("tigris", 3), ("nephthys", 2), ("nimmt", 4), ("niagara", 3)):
        match = senet.new_match(game, players=players, seed=5)
        senet.play_out(match, max_moves=25)
        envelope = msgpack.unpackb(senet.seatfile.export_seat(match, 1))
        paths = _int_paths(envelope["view"]["state"])
        for n, path in enumerate(rng.sample(paths, min(12, len(paths)))):
            crafted = msgpack.unpackb(msgpack.packb(envelope))
            _set(crafted["view"]["state"], path, rng.choice([-1, 99, 10**6]))
            file = tmp_path / f"{game}-{n}.senet"
            file.write_bytes(msgpack.packb(crafted))
            shown = run("replay", str(file))
            assert shown.code in (0, 2), (game, path, shown.err[-400:])
            assert "Traceback" not in shown.err and "internal error" not in shown.err.lower(), (game, path)
