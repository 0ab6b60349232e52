"""Save files: round trips, replay up to a move, and every way a file can be wrong."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import senet
from senet import SaveFormatError
from senet.savefile import codec_for
from senet.serial import pack, unpack_untrusted
from tests.core.games import RELAY, Ask, Reply, Roll, Step
from tests.core.support import classic_match

Match = senet.Match[Any]
Envelope = dict[str, Any]


@attrs.frozen
class Playout:
    """A classic nimmt match played by random bots, with what it was after every move."""

    match: Match
    saves: tuple[bytes, ...]
    hashes: tuple[bytes, ...]
    logs: tuple[int, ...]


@pytest.fixture(scope="module")
def playout() -> Playout:
    match = classic_match(seed=1)
    bots = [senet.RandomBot(100 + p) for p in range(match.players)]
    saves, hashes, logs = [match.save()], [match.state_hash()], [len(match.log)]
    while not match.is_over:
        player = match.to_act[0]
        match.submit(player, bots[player].choose(match.view(player), match.legal_moves(player)))
        saves.append(match.save())
        hashes.append(match.state_hash())
        logs.append(len(match.log))
    assert len(match.moves) > 100
    return Playout(match, tuple(saves), tuple(hashes), tuple(logs))


def refused(data: Any, registry: senet.Registry | None = None, words: str | None = None) -> str:
    """Load ``data``, which must fail with exactly :class:`SaveFormatError`; its message."""
    with pytest.raises(SaveFormatError) as info:
        senet.load_match(data, registry)
    assert type(info.value) is SaveFormatError
    message = str(info.value)
    if words is not None:
        assert words in message
    return message


def edited(data: bytes, change: Callable[[Envelope], object]) -> bytes:
    """``data`` unpacked, changed in place by ``change``, packed again."""
    envelope = unpack_untrusted(data)
    change(envelope)
    return pack(envelope)


def _set(key: str, value: object) -> Callable[[Envelope], None]:
    return lambda env: env.__setitem__(key, value)


# -- round trips ----------------------------------------------------------------------------


def test_round_trip_at_every_step(playout: Playout) -> None:
    full_log = playout.match.log
    for n, data in enumerate(playout.saves):
        loaded = senet.load_match(data)
        assert loaded.state_hash() == playout.hashes[n]
        assert loaded.log == full_log[: playout.logs[n]]
        assert loaded.moves == playout.match.moves[:n]
        assert loaded.save() == data


def test_upto_gives_the_state_after_that_move(playout: Playout) -> None:
    final = playout.saves[-1]
    for n, expected in enumerate(playout.hashes):
        loaded = senet.load_match(final, upto=n)
        assert loaded.state_hash() == expected
        assert len(loaded.moves) == n
        assert all(at <= n for at, _ in loaded.checkpoints)
    with pytest.raises(senet.OptionError, match="upto is a move number"):
        senet.load_match(final, upto=-5)  # not quietly move 0
    assert senet.load_match(final, upto=10**6).state_hash() == playout.hashes[-1]


def test_a_loaded_match_plays_on(playout: Playout) -> None:
    middle = len(playout.saves) // 2
    loaded = senet.load_match(playout.saves[middle])
    outcome = senet.play_out(loaded)
    assert outcome.finished and loaded.is_over


def test_the_same_moves_give_the_same_bytes(playout: Playout) -> None:
    again = classic_match(seed=1)
    for player, move in playout.match.moves:
        again.submit(player, move)
    assert again.save() == playout.saves[-1]


def test_options_in_any_order_give_the_same_bytes() -> None:
    one = senet.new_match("nimmt", 3, seed=5, options={"side": "pro", "luck": False})
    two = senet.new_match("nimmt", 3, seed=5, options={"luck": "false", "side": "pro"})
    assert one.save() == two.save()


def test_the_envelope(playout: Playout) -> None:
    envelope = unpack_untrusted(playout.saves[-1])
    assert envelope["format"] == "senet-save" and envelope["version"] == 2
    assert envelope["game"] == "nimmt-classic" and envelope["rules"] == 1
    assert envelope["senet"] == senet.__version__
    assert envelope["options"] == {}
    assert (envelope["players"], envelope["seed"], envelope["start"]) == (4, 1, None)
    assert envelope["moves"][0][1]["$type"] == "nimmt/play_tile"
    assert envelope["checkpoints"][-1] == [len(playout.match.moves), playout.hashes[-1]]
    assert [n for n, _ in envelope["checkpoints"][:-1]] == list(
        range(16, len(playout.match.moves) + 1, 16))


_SCRIPT = """
import senet
match = senet.new_match("nimmt-classic", players=4, seed=1)
senet.play_out(match)
print(match.save().hex())
"""


def test_identical_bytes_in_new_processes_with_other_hash_seeds() -> None:
    outputs = []
    for hash_seed in ("123", "999"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", _SCRIPT], env=env, capture_output=True,
                              text=True, timeout=120, check=True)
        outputs.append(done.stdout.strip())
    here = classic_match(seed=1)
    senet.play_out(here)
    assert outputs[0] and outputs[0] == outputs[1] == here.save().hex()


# -- a file that is not a save --------------------------------------------------------------


def test_empty_bytes() -> None:
    refused(b"")


@pytest.mark.parametrize("data", ["text", None, 12, [1, 2]])
def test_not_bytes(data: Any) -> None:
    refused(data)


@settings(max_examples=300, deadline=None, database=None)
@given(st.binary(max_size=300))
def test_random_bytes_raise_only_save_format_error(data: bytes) -> None:
    refused(data)


@pytest.mark.parametrize("depth", [100, 5_000, 200_000])
def test_deeply_nested_data(depth: int) -> None:
    refused(b"\x91" * depth + b"\xc0")
    refused(b"\x81\xa1a" * depth + b"\xc0")


def test_truncated_at_every_fiftieth_byte(playout: Playout) -> None:
    data = playout.saves[-1]
    for cut in range(0, len(data), 50):
        refused(data[:cut])
    refused(data[:-1])


def test_trailing_bytes(playout: Playout) -> None:
    refused(playout.saves[3] + b"\x00", words="trailing")


@pytest.mark.parametrize("data", [pack([1, 2]), pack("senet-save"), pack(None), pack({}),
                                  pack({"a": 1}), pack({"format": "other-save"}),
                                  pack({1: "senet-save"})])
def test_not_a_senet_map(data: bytes) -> None:
    refused(data)


def test_a_map_without_format(playout: Playout) -> None:
    refused(edited(playout.saves[5], lambda env: env.pop("format")), words="format")


@pytest.mark.parametrize("version", [0, 1, 3, "2", True, None, 2.0])
def test_wrong_version(playout: Playout, version: object) -> None:
    refused(edited(playout.saves[5], _set("version", version)))


@pytest.mark.parametrize("key", ["version", "senet", "game", "rules", "options", "players", "seed",
                                 "moves", "checkpoints"])
def test_a_missing_field(playout: Playout, key: str) -> None:
    refused(edited(playout.saves[5], lambda env: env.pop(key)), words=repr(key))


# -- a save of another game or other rules --------------------------------------------------


def test_unknown_game(playout: Playout) -> None:
    refused(edited(playout.saves[5], _set("game", "nimmtz")), words="unknown game")


def test_game_not_in_this_registry(playout: Playout, registry: senet.Registry) -> None:
    refused(playout.saves[5], registry, words="unknown game")


def test_wrong_game_name_of_a_known_game(playout: Playout, registry: senet.Registry) -> None:
    registry.add_game(senet.default_registry().get("nimmt"))
    refused(edited(playout.saves[5], _set("game", "relay")), registry)
    refused(edited(playout.saves[5], _set("game", "vote")), registry)


@pytest.mark.parametrize("rules", [0, 2, 99])
def test_wrong_rules_version(playout: Playout, rules: int) -> None:
    refused(edited(playout.saves[5], _set("rules", rules)), words="rules version")


# -- tampered moves -------------------------------------------------------------------------


def _move(index: int, change: Callable[[list[Any]], object]) -> Callable[[Envelope], None]:
    return lambda env: change(env["moves"][index])


@pytest.mark.parametrize(
    "body",
    [
        {"$type": "nimmt/no_such_move", "tiles": [5]},
        {"$type": "relay/step"},
        {"$type": "nimmt/card_placed", "player": 0, "card": 5, "row": 0},
        {"$type": "nimmt/classic", "hands": [], "rows": [], "penalties": []},
        {"tiles": [5]},
        {"$type": 7, "tiles": [5]},
        {"$type": "nimmt/play_tile"},
        {"$type": "nimmt/play_tile", "tiles": "x"},
        {"$type": "nimmt/play_tile", "tiles": [None]},
        "nimmt/play_tile",
        None,
        [5],
    ],
)
def test_a_move_that_cannot_be_read(playout: Playout, body: object) -> None:
    refused(edited(playout.saves[20], _move(0, lambda item: item.__setitem__(1, body))))


@pytest.mark.parametrize("item", [[0], [0, 1, 2], ["0", {"$type": "nimmt/play_tile"}], 5, None])
def test_a_malformed_move_entry(playout: Playout, item: object) -> None:
    refused(edited(playout.saves[20], lambda env: env["moves"].__setitem__(0, item)),
            words="malformed")


@pytest.mark.parametrize("moves", [{}, "moves", None, 3])
def test_moves_not_a_list(playout: Playout, moves: object) -> None:
    refused(edited(playout.saves[20], _set("moves", moves)))


def test_a_move_changed_to_another_legal_looking_move(playout: Playout) -> None:
    start = senet.load_match(playout.saves[0])
    player, first = playout.match.moves[0]
    others = [m for m in start.legal_moves(player) if m != first]
    assert others
    for other in others:
        raw = codec_for(start.game).unstructure(other, senet.Move)
        refused(edited(playout.saves[-1], _move(0, lambda item, raw=raw: item.__setitem__(1, raw))))


def test_a_move_given_to_another_player(playout: Playout) -> None:
    player, _ = playout.match.moves[0]
    for other in (p for p in range(-1, 6) if p != player):
        refused(edited(playout.saves[30], _move(0, lambda item, o=other: item.__setitem__(0, o))))


def _swap(i: int, j: int) -> Callable[[Envelope], None]:
    def change(env: Envelope) -> None:
        moves = env["moves"]
        moves[i], moves[j] = moves[j], moves[i]

    return change


def test_a_players_two_cards_swapped(playout: Playout) -> None:
    moves = playout.match.moves
    later = next(j for j in range(1, 30) if moves[j][0] == moves[0][0])
    refused(edited(playout.saves[30], _swap(0, later)))


def test_two_commits_of_one_trick_swapped_replay_to_the_same_state(playout: Playout) -> None:
    # The order of hidden commits within one reveal does not change the match.
    (a, _), (b, _) = playout.match.moves[:2]
    assert a != b
    loaded = senet.load_match(edited(playout.saves[30], _swap(0, 1)))
    assert loaded.state_hash() == playout.hashes[30]


def test_a_move_dropped_or_added(playout: Playout) -> None:
    refused(edited(playout.saves[30], lambda env: env["moves"].pop(3)))
    refused(edited(playout.saves[30], lambda env: env["moves"].append(env["moves"][-1])))


# -- tampered checkpoints -------------------------------------------------------------------


def _flip(index: int) -> Callable[[Envelope], None]:
    def change(env: Envelope) -> None:
        n, digest = env["checkpoints"][index]
        env["checkpoints"][index] = [n, bytes([digest[0] ^ 1]) + digest[1:]]

    return change


@pytest.mark.parametrize("index", [0, 1, -1])
def test_a_flipped_byte_in_a_checkpoint_hash(playout: Playout, index: int) -> None:
    refused(edited(playout.saves[-1], _flip(index)), words="differs from the save's hash")


def test_a_removed_final_checkpoint(playout: Playout) -> None:
    refused(edited(playout.saves[40], lambda env: env["checkpoints"].pop()), words="final state")
    refused(edited(playout.saves[40], _set("checkpoints", [])), words="final state")


@pytest.mark.parametrize(
    "checkpoints",
    [
        [[999, b"0" * 16]],
        [[-1, b"0" * 16], [40, b"0" * 16]],
        [[40, "not bytes"]],
        [[40]],
        [40],
        [["40", b"0" * 16]],
        "none",
        None,
    ],
)
def test_malformed_checkpoints(playout: Playout, checkpoints: object) -> None:
    refused(edited(playout.saves[40], _set("checkpoints", checkpoints)))


def test_a_checkpoint_at_the_start_is_checked(playout: Playout) -> None:
    def bad_start(env: Envelope) -> None:
        env["checkpoints"].insert(0, [0, b"\x00" * 16])

    refused(edited(playout.saves[40], bad_start))


def test_a_save_without_moves_is_checked_against_its_hash(playout: Playout) -> None:
    # The only hash of a save made before any move is the one at move 0.
    refused(edited(playout.saves[0], _set("seed", 2)))
    refused(edited(playout.saves[0], _flip(-1)))


# -- wrong types in the header --------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("players", "4"), ("players", True), ("players", 4.0), ("players", None), ("players", [4]),
        ("players", 1), ("players", 11), ("players", -4),
        ("seed", "1"), ("seed", True), ("seed", 1.5), ("seed", None),
        ("options", []), ("options", "classic"), ("options", None),
        ("options", {"side": 1.5}), ("options", {"side": None}),
        ("options", {"side": "zzz"}), ("options", {"colour": "red"}),
        ("options", {"side": ["pro"]}),
        ("game", 5), ("game", None), ("rules", "1"), ("rules", True), ("senet", 1),
        ("start", 5), ("start", "state"),
    ],
)
def test_wrong_types_and_values_in_the_header(playout: Playout, key: str, value: object) -> None:
    refused(edited(playout.saves[20], _set(key, value)))


def test_options_changed_to_another_valid_value(playout: Playout) -> None:
    refused(edited(playout.saves[20], lambda env: env.update(game="nimmt", rules=2)))
    refused(edited(playout.saves[20], _set("players", 5)))
    refused(edited(playout.saves[20], _set("seed", 2)))


# -- start states ---------------------------------------------------------------------------


@pytest.fixture
def custom_save(registry: senet.Registry) -> bytes:
    state = senet.new_match(RELAY, 2, seed=3).state
    match = senet.start_match("relay", attrs.evolve(state, steps=(1, 0)), 2, registry=registry)
    for player, move in ((0, Ask(1)), (1, Reply()), (0, Roll()), (0, Step())):
        match.submit(player, move)
    assert senet.load_match(match.save(), registry).state_hash() == match.state_hash()
    return match.save()


def _start(change: Callable[[dict[str, Any]], object]) -> Callable[[Envelope], None]:
    return lambda env: change(env["start"])


@pytest.mark.parametrize(
    "start",
    [
        "garbage",
        7,
        [],
        {"phase": "main"},
        {"state": {}},
        {"phase": 1, "state": {}},
        {"phase": "main", "state": "garbage"},
        {"phase": "main", "state": None},
        {"phase": "main", "state": {"$type": "relay/state"}},
        {"phase": "main", "state": {"$type": "vote/state", "tallies": [0, 0]}},
        {"phase": "main", "state": {"$type": "nimmt/classic", "hands": [], "rows": [],
                                    "penalties": []}},
        {"phase": "main", "state": {"current": 0, "steps": [0, 0]}},
        {"phase": "main", "state": {"$type": "relay/state", "current": 0, "steps": "ab"}},
        {"phase": "main", "state": {"$type": "relay/state", "current": [], "steps": [0, 0]}},
        {"phase": "nowhere", "state": {"$type": "relay/state", "current": 0, "steps": [0, 0]}},
    ],
)
def test_a_start_state_with_garbage(custom_save: bytes, registry: senet.Registry,
                                    start: object) -> None:
    refused(edited(custom_save, _set("start", start)), registry)


def test_a_start_state_that_reads_but_does_not_replay(custom_save: bytes,
                                                      registry: senet.Registry) -> None:
    refused(edited(custom_save, _start(lambda s: s["state"].__setitem__("current", 7))), registry)
    refused(edited(custom_save, _start(lambda s: s["state"].__setitem__("steps", [5, 5]))),
            registry)
    refused(edited(custom_save, _start(lambda s: s.__setitem__("phase", "final"))), registry)


def test_a_start_state_without_moves_is_checked_against_its_hash(registry: senet.Registry) -> None:
    state = senet.new_match(RELAY, 2, seed=3).state
    match = senet.start_match("relay", state, 2, registry=registry)
    data = match.save()
    assert senet.load_match(data, registry).state == match.state
    refused(edited(data, _start(lambda s: s["state"].__setitem__("steps", [5, 5]))), registry)


def test_a_start_state_removed(custom_save: bytes, registry: senet.Registry) -> None:
    refused(edited(custom_save, _set("start", None)), registry)


# -- fuzzing a small real save --------------------------------------------------------------


@pytest.fixture(scope="module")
def small_save() -> tuple[senet.Registry, bytes]:
    registry = senet.Registry(entry_points=False)
    registry.add_game(RELAY)
    match = senet.new_match("relay", 3, seed=9, registry=registry)
    for player, move in ((0, Roll()), (0, Ask(2)), (2, Reply()), (0, Step()), (1, Step())):
        match.submit(player, move)
    return registry, match.save()


def test_every_byte_flipped(small_save: tuple[senet.Registry, bytes]) -> None:
    registry, data = small_save
    for i in range(len(data)):
        for mask in (0x01, 0x80):
            bent = bytearray(data)
            bent[i] ^= mask
            _loads_or_refuses(bytes(bent), registry)


def _loads_or_refuses(data: bytes, registry: senet.Registry) -> None:
    """A loaded match is the one its final hash names; anything else is a SaveFormatError."""
    try:
        loaded = senet.load_match(data, registry)
    except SaveFormatError as exc:
        assert type(exc) is SaveFormatError
        return
    checkpoints = unpack_untrusted(data)["checkpoints"]
    final = dict((n, h) for n, h in checkpoints)[len(loaded.moves)]
    assert loaded.state_hash() == final


_plain = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1) | st.text(max_size=8)
    | st.binary(max_size=20) | st.floats(allow_nan=False),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None, database=None)
@given(key=st.sampled_from(["format", "version", "senet", "game", "rules", "options", "players",
                            "seed", "start", "moves", "checkpoints", "extra"]),
       index=st.integers(0, 6), value=_plain)
def test_any_value_anywhere_loads_or_raises_save_format_error(
    small_save: tuple[senet.Registry, bytes], key: str, index: int, value: object
) -> None:
    registry, data = small_save

    def change(env: Envelope) -> None:
        target = env.get(key)
        if isinstance(target, list) and target:
            entry = target[index % len(target)]
            if isinstance(entry, list) and len(entry) == 2 and index % 2:
                entry[1] = value
                return
            target[index % len(target)] = value
        else:
            env[key] = value

    _loads_or_refuses(edited(data, change), registry)


def test_checkpoints_out_of_order_are_refused(playout: Playout) -> None:
    # An earlier checkpoint put after a later one would never be met while replaying, and
    # every checkpoint after it, the final state's among them, would go unchecked.
    def shuffled(env: Envelope) -> None:
        table = env["checkpoints"]
        table.insert(1, [table[0][0] - 1 if table[0][0] else 0, b"\x00" * 16])
        table[0], table[1] = table[1], table[0]
        env["checkpoints"] = [table[1], table[0], *table[2:]]

    refused(edited(playout.saves[-1], shuffled), words="not in increasing order")
    refused(edited(playout.saves[-1], lambda env: env["checkpoints"].insert(2, env["checkpoints"][0])),
            words="not in increasing order")
