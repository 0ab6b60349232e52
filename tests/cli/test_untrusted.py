"""Untrusted saves, arguments and search copies: each reproduction of the issue
"Untrusted saves, plugins and search copies" is refused cleanly, and a bounded fuzz of
crafted start states and flipped bits never gets past the loader into a crash.

Hostile files are written the way an attacker would: the envelope edited and packed
again, and where a hash would give the edit away, a save made by a match whose state
was replaced without the engine's checks (so its hashes fit the crafted state).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest

import senet
from senet.serial import MAX_CONTAINERS, pack, unpack_untrusted
from senet_games.nimmt.classic.moves import PlayTile, TakeRow
from senet_games.nimmt.moves import PickRow
from tests.cli.conftest import Ran

GAMES = ("nimmt", "nimmt-classic", "nile", "niagara", "tigris", "nephthys")


def _crafted_save(game: str, players: int, state: Any, *, seed: int = 3) -> bytes:
    """A save whose start state is ``state``, with hashes that fit it: made by
    ``start_match`` with the engine's validation switched off, as a hand-made file
    would be. Raises whatever the game's code raises on the state."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(senet.create, "state_problems", lambda *args: [])
        return senet.start_match(game, state, players, seed=seed).save()


def _refused(data: bytes, words: str = "") -> str:
    with pytest.raises(senet.SaveFormatError) as info:
        senet.load_match(data)
    assert words in str(info.value), str(info.value)
    return str(info.value)


# -- 1. crafted start states ----------------------------------------------------------------------


def test_a_tigris_cell_out_of_range_is_refused_on_load() -> None:
    envelope = unpack_untrusted(_crafted_save("tigris", 2, senet.new_match("tigris", 2, seed=3).state))
    envelope["start"]["state"]["cells"][21] = 2**63 - 1
    _refused(pack(envelope), "impossible position")


def test_a_three_player_table_saved_as_a_five_player_match_is_refused() -> None:
    three = senet.new_match("nimmt-classic", 3, seed=2).state
    data = _crafted_save("nimmt-classic", 3, three)
    envelope = unpack_untrusted(data)
    envelope["players"] = 5
    _refused(pack(envelope), "the position is for 3 players, the match has 5")


def test_start_match_refuses_what_loading_refuses() -> None:
    state = senet.new_match("tigris", 2, seed=3).state
    cells = list(state.cells)
    cells[21] = -1
    with pytest.raises(senet.PositionError, match="cells"):
        senet.start_match("tigris", attrs.evolve(state, cells=tuple(cells)), 2)
    with pytest.raises(senet.PositionError, match="NoneType"):
        senet.start_match("nimmt-classic", None, 3)


def test_a_start_that_names_a_phase_is_refused() -> None:
    data = _crafted_save("nile", 2, senet.new_match("nile", 2, seed=1).state)
    envelope = unpack_untrusted(data)
    envelope["start"]["phase"] = "plant"  # version 2 names none; version 1 named only senet/start
    _refused(pack(envelope), "start state is malformed")
    envelope["version"] = 1
    _refused(pack(envelope), "start state is malformed")


def _mutations(value: Any, rng: random.Random) -> list[Any]:
    """Values an attacker might put in place of ``value``."""
    out: list[Any] = [2**63 - 1, -1, -(2**63), 0, None, "x", True, [], {}]
    if isinstance(value, list) and value:
        out += [value[:-1], [*value, value[-1]], [value[0]] * len(value), list(reversed(value))]
    if isinstance(value, int) and not isinstance(value, bool):
        out += [value + 1, value - 1, value * 7 + 3]
    return [rng.choice(out)]


def _fields(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into plain data (maps and lists), depth first."""
    paths = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            if key != "$type":
                paths += _fields(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data[:6]):
            paths += _fields(value, (*path, i))
    return paths


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    data[path[0]] = _set(data[path[0]], path[1:], value)
    return data


def _short(value: Any) -> str:
    return repr(value)[:80]


def _uses_every_view(match: senet.Match[Any]) -> None:
    for seat in (*range(match.players), None):
        match.view(seat)
        match.log_for(seat)
    senet.load_match(match.save())


def test_crafted_start_states_are_refused_or_work() -> None:
    """One field of a real start state changed at random: the save is refused with a
    SaveFormatError, or it loads and every view, log and replay works. Both halves are
    reached (a check that refused everything would pass the first alone)."""
    loaded = {game: _fuzz_start_state(game) for game in GAMES}
    assert sum(loaded.values()) > 0, loaded


def _fuzz_start_state(game: str) -> int:
    """The mutations of ``game``'s start state that loaded and played (all others refused)."""
    rng = random.Random(game)
    match = senet.new_match(game, 3, seed=5)
    senet.play_out(match, max_moves=8)
    honest = _crafted_save(game, 3, match.state)
    envelope = unpack_untrusted(honest)
    paths = [p for p in _fields(envelope["start"]["state"]) if p]
    loaded = refused = 0
    for _ in range(60):
        path = rng.choice(paths)
        edited = unpack_untrusted(honest)
        value = edited["start"]["state"]
        for key in path:
            value = value[key]
        _set(edited["start"]["state"], path, _mutations(value, rng)[0])
        codec = senet.savefile.codec_for(senet.default_registry().get(game))
        try:
            state = codec.structure_untrusted(edited["start"]["state"], type(match.state), "start")
        except senet.SaveFormatError:
            _refused(pack(edited))  # the strict decoder refuses it first
            refused += 1
            continue
        try:
            data = _crafted_save(game, 3, state)
        except senet.SenetError:
            _refused(pack(edited))  # the game's code fails on it: the loader must refuse it
            refused += 1
            continue
        try:
            again = senet.load_match(data)
        except senet.SaveFormatError:
            refused += 1
            continue
        try:
            _uses_every_view(again)
            senet.play_out(again, max_moves=20)
        except Exception as exc:
            raise AssertionError(f"{path} = {_short(value)} -> {edited['start']['state']!r:.300}") from exc
        loaded += 1
    assert refused, f"{game}: no mutation was refused: the fuzz did not reach the checks"
    return loaded


# -- 2. hostile sizes ---------------------------------------------------------------------------


def test_a_file_of_millions_of_empty_maps_is_refused_before_it_is_built() -> None:
    n = 67_000_000
    with pytest.raises(senet.SaveFormatError, match="no header map"):
        senet.load_match(b"\xdd" + n.to_bytes(4, "big") + b"\x80" * 64)
    envelope = unpack_untrusted(_classic_save())
    head = pack({k: v for k, v in envelope.items() if k != "start"})
    head = bytes([head[0] + 1]) + head[1:]  # one more key: "start", written by hand below
    inner = b"\xdc" + (60).to_bytes(2, "big") + b"\x80" * 60
    count = MAX_CONTAINERS // 60 + 2
    hostile = head + pack("start") + b"\xdd" + count.to_bytes(4, "big") + inner * count
    with pytest.raises(senet.SaveFormatError, match="lists and maps"):
        senet.load_match(hostile)
    moves = head.index(pack("moves")) + len(pack("moves"))
    claimed = head[:moves] + b"\xdd" + n.to_bytes(4, "big") + b"\x80" * 64
    with pytest.raises(senet.SaveFormatError, match="moves: 67,000,000 items, more than the 2,000,000"):
        senet.load_match(claimed)


# -- 3. loose decoding ----------------------------------------------------------------------------


def _classic_save() -> bytes:
    match = senet.new_match("nimmt-classic", 3, seed=4)
    senet.play_out(match, max_moves=6)
    return match.save()


@pytest.mark.parametrize("edit, words", [
    (lambda move: move.__setitem__("tiles", [str(move["tiles"][0])]), "expected int, not str"),
    (lambda move: move.__setitem__("tiles", [move["tiles"][0] + 0.5]), "expected int, not float"),
    (lambda move: move.__setitem__("colour", 1), "unknown colour"),
    (lambda move: move.__setitem__("cards", move.pop("tiles")), "missing tiles"),
])
def test_a_move_of_the_wrong_shape_is_refused(edit: Callable[[dict[str, Any]], None], words: str
                                               ) -> None:
    envelope = unpack_untrusted(_classic_save())
    edit(envelope["moves"][0][1])
    _refused(pack(envelope), words)


# -- 7. bad values reach the game no more ------------------------------------------------------


@pytest.mark.parametrize("move", [PlayTile(tiles=None), PlayTile(tiles=["5"]),  # type: ignore[arg-type]
                                  TakeRow(row="0"), PickRow(row=8.0)])  # type: ignore[arg-type]
def test_a_move_object_with_fields_of_the_wrong_type_is_an_illegal_move(move: senet.Move) -> None:
    for game, options in (("nimmt-classic", {}), ("nimmt", {"side": "pro"})):
        match = senet.new_match(game, 3, seed=1, options=options)
        before = match.save()
        with pytest.raises(senet.IllegalMove):
            match.submit(match.to_act[0], move)
        assert match.save() == before


def test_a_listed_move_with_an_equal_value_of_another_type_plays_the_listed_one() -> None:
    match = senet.new_match("nimmt-classic", 3, seed=1)
    player = match.to_act[0]
    tile = match.legal_moves(player)[0].tiles[0]
    match.submit(player, PlayTile(tiles=(float(tile),)))  # type: ignore[arg-type]
    assert type(match.moves[-1][1].tiles[0]) is int


@pytest.mark.parametrize("observer, seed", [(0, "x"), (7, 1), (True, 1), (None, 2**70)])
def test_determinized_refuses_bad_arguments(observer: Any, seed: Any) -> None:
    match = senet.new_match("nimmt-classic", 3, seed=7)
    with pytest.raises(senet.OptionError):
        match.determinized(observer, seed)


def test_an_integer_option_without_bounds_is_refused_at_registration() -> None:
    game = senet.default_registry().get("niagara")
    unbounded = attrs.evolve(game, name="unbounded", options=(senet.Option("max_rounds", 0),))
    registry = senet.Registry(entry_points=False)
    with pytest.raises(senet.PluginError, match="minimum and a maximum"):
        registry.add_game(unbounded)


def test_a_huge_option_value_is_one_clear_line(run: Callable[..., Ran]) -> None:
    for command in ("simulate", "play"):
        ran = run(command, "niagara", "-o", "max_rounds=1180591620717411303424")
        assert ran.code == 2 and "at most 10000" in ran.err, ran
        assert "Traceback" not in ran.err and len(ran.err.strip().splitlines()) == 1


# -- the command never shows a traceback -----------------------------------------------------------


def test_flipped_bits_in_a_save_never_reach_the_user_as_a_traceback(run: Callable[..., Ran],
                                                                   tmp_path: Path) -> None:
    data = _classic_save()
    rng = random.Random(11)
    path = tmp_path / "flipped.senet"
    for bit in rng.sample(range(len(data) * 8), 120):
        flipped = bytearray(data)
        flipped[bit // 8] ^= 1 << (bit % 8)
        path.write_bytes(bytes(flipped))
        ran = run("show", str(path))
        assert ran.code in (0, 2), ran
        assert "Traceback" not in ran.err
        if ran.code == 2:
            assert len(ran.err.strip().splitlines()) == 1, ran.err
