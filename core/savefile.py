"""Save files: a msgpack envelope of header, moves and state hashes.

Loading re-plays every move and checks every hash, so a tampered file, or
one that a newer rules version would replay differently, is refused. Nothing
is unpickled or evaluated; every failure is a :class:`SaveFormatError`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Protocol

import msgpack

from .errors import InternalError, SaveFormatError, SenetError
from .flow import Committed, Entry, Flow, Revealed
from .game import Game
from .reading import Items, Reader, read_map
from .serial import MAX_ITEMS, Codec, digest, pack
from .values import Move


class Recorded(Protocol):
    """What a save is written from (a :class:`senet.Match` is one)."""

    @property
    def game(self) -> Game[Any]: ...
    @property
    def state(self) -> Any: ...
    @property
    def flow(self) -> Flow: ...
    @property
    def rng_state(self) -> int: ...
    @property
    def seq(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def options(self) -> Mapping[str, Any]: ...
    @property
    def start(self) -> Any: ...
    @property
    def confirm(self) -> bool: ...
    @property
    def unsaveable(self) -> bool: ...
    @property
    def moves(self) -> Sequence[tuple[int, Move]]: ...
    @property
    def log(self) -> Sequence[Entry]: ...
    @property
    def checkpoints(self) -> Sequence[tuple[int, bytes]]: ...

__all__ = [
    "FORMAT", "SEAT_FORMAT", "VERSION", "Recorded", "codec_for", "entries_to_data", "read_header_untrusted",
    "engine_version", "hash_of", "save_match", "snapshot_match", "state_hash",
]

FORMAT = "senet-save"
SEAT_FORMAT = "senet-seat"
"""The format name of a per-seat export (:mod:`senet.seatfile`), which is not a save."""
VERSION = 2
"""The format version written. Version 1 (written before 28 November 2026: the flow as a
one-frame stack of phases, a start state naming the phase ``senet/start``) is still read:
its hashes are checked as it took them (``hash_of(..., version=1)``), its snapshots' flow
is read into today's (:func:`senet.loading.resume_match`)."""
VERSIONS = (1, 2)
"""The format versions read."""
ENGINE_EVENTS = (Committed, Revealed)
_codecs: dict[int, tuple[Game[Any], Codec]] = {}


def codec_for(game: Game[Any]) -> Codec:
    """The (cached) codec knowing ``game``'s moves and events."""
    hit = _codecs.get(id(game))
    if hit is None or hit[0] is not game:
        hit = (game, Codec((*game.moves, *game.events, *game.tagged, *ENGINE_EVENTS)))
        _codecs[id(game)] = hit
    return hit[1]


def engine_version() -> str:
    from . import __version__

    return __version__


def state_hash(match: Recorded) -> bytes:
    """Hash of the game state, the flow and the generator state."""
    return hash_of(match.game, match.state, match.flow, match.rng_state)


def hash_of(game: Game[Any], state: Any, flow: Flow, rng_state: int, version: int = VERSION) -> bytes:
    """:func:`state_hash` of a match that was at ``state``, ``flow`` and ``rng_state`` (as save
    format ``version`` hashed it: version 1 wrote the flow as a one-frame stack)."""
    codec = codec_for(game)
    packed = codec.packable(flow, Flow)
    if version == 1:
        packed = {"stack": [{"phase": packed["at"], "player": None}], "commits": packed["commits"],
                  "over": packed["over"]}
    return digest(pack([codec.packable(state, game.state_type), packed, rng_state]))


MAX_SEAT_TEXT = 200
"""Characters of one seat's role in a save's ``seats`` (a bot spec is short)."""


def save_match(match: Recorded, seats: Sequence[str] | None = None) -> bytes:
    """The bytes of ``match``'s save file; ``seats``, who plays each seat (``"human"`` or a
    bot spec such as ``"mcts:iterations=500"``), is recorded for ``senet play --resume``."""
    envelope = _envelope(match)
    if seats is not None:
        if len(seats) != match.players or not all(isinstance(s, str) for s in seats):
            raise SenetError(f"seats must name the role of each of the {match.players} seats")
        envelope["seats"] = list(seats)
    return pack(envelope)


def snapshot_match(match: Recorded) -> bytes:
    """A save file that also holds the whole current match (state, flow, generator, log),
    so that :func:`resume_match` can continue it without re-playing the moves."""
    codec = codec_for(match.game)
    envelope = _envelope(match)
    envelope["snapshot"] = {
        "state": codec.unstructure(match.state, match.game.state_type),
        "flow": codec.unstructure(match.flow, Flow),
        "rng": match.rng_state,
        "seq": match.seq,
        "log": [codec.unstructure(entry, Entry) for entry in match.log],
    }
    envelope["snapshot"]["digest"] = digest(pack(envelope))
    return pack(envelope)


def move_type_problem(game: Any, move: Move) -> str | None:
    """Why a move object does not have the types its class declares (``None`` if it does):
    a move built in code may hold ``"0"`` or ``8.0`` where an int is due, or ``None``."""
    codec = codec_for(game)
    try:
        again = codec.structure_untrusted(codec.unstructure(move, type(move)), type(move), "move")
    except SaveFormatError as exc:
        return f"{move.tag}: its fields do not have their types ({exc})"
    except Exception as exc:  # a value the codec cannot even write
        return f"{move.tag}: its fields do not have their types ({type(exc).__name__})"
    if again != move:
        return f"{move.tag}: its fields do not have their types"
    return None


def snapshot_digest_ok(envelope: dict[str, Any]) -> bool:
    """Whether a snapshot's digest covers exactly what the file holds (header, moves,
    checkpoints, and the snapshot's state, flow, generator and log)."""
    snap = dict(envelope["snapshot"])
    given = snap.pop("digest", None)
    if not isinstance(given, bytes):
        return False
    return given == _streamed_digest({**envelope, "snapshot": snap})


def _streamed_digest(envelope: dict[str, Any]) -> bytes:
    """``digest(pack(envelope))``, its moves and checkpoints (:class:`Items`) packed one item
    at a time: msgpack writes a map as its header followed by its keys and values."""
    hashed = hashlib.blake2b(digest_size=16)
    packer = msgpack.Packer(use_bin_type=True)
    hashed.update(packer.pack_map_header(len(envelope)))
    for key, value in envelope.items():
        hashed.update(packer.pack(key))
        if isinstance(value, Items):
            hashed.update(packer.pack_array_header(len(value)))
            for item in value:
                hashed.update(packer.pack(item))
        else:
            hashed.update(packer.pack(value))
    return hashed.digest()


def _envelope(match: Recorded) -> dict[str, Any]:
    if match.unsaveable:
        raise SenetError("this match was copied with a replaced state; its moves do not replay it")
    codec = codec_for(match.game)
    game = match.game
    for _, move in match.moves:
        if codec.tags.get(move.tag) is not type(move):
            raise InternalError(f"{game.name}: {type(move).__qualname__} ({move.tag!r}) is not in "
                                "the game's moves=(...), so a save of it could not be loaded")
    start = None
    if match.start is not None:
        start = {"state": codec.unstructure(match.start, game.state_type)}
    checkpoints = [[n, h] for n, h in match.checkpoints]
    if not checkpoints or checkpoints[-1][0] != len(match.moves):
        checkpoints.append([len(match.moves), state_hash(match)])
    envelope = {
        "format": FORMAT,
        "version": VERSION,
        "senet": engine_version(),
        "game": game.name,
        "rules": game.rules_version,
        "options": dict(sorted(match.options.items())),
        "players": match.players,
        "seed": match.seed,
        "start": start,
        "moves": [[p, codec.unstructure(m, Move)] for p, m in match.moves],
        "checkpoints": checkpoints,
    }
    if match.confirm:
        envelope["confirm"] = True  # every decision was asked: the moves include lone options
    return envelope


def _field(envelope: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in envelope:
        raise SaveFormatError(f"the save has no {key!r}")
    value = envelope[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveFormatError(f"the save's {key!r} has the wrong type ({type(value).__name__})")
    return value


MAX_MOVES = MAX_ITEMS
"""Moves in one save, at most."""
MAX_NAME = 100
"""Characters in a game's name as a file gives it, at most (longer is refused, not echoed)."""


def read_header_untrusted(data: bytes) -> dict[str, Any]:
    """The checked envelope of a save file (moves not yet replayed).

    Its ``moves`` and ``checkpoints`` are :class:`senet.reading.Items`: counted from their
    array headers (refused over the limit before any item is read), checked for shape item
    by item here, and read again one item at a time when iterated, so that neither is ever
    built whole (docs/save-format.md, "Memory")."""
    envelope = _envelope_untrusted(data)
    if envelope.get("format") == SEAT_FORMAT:
        raise SaveFormatError("this file is one player's view of a match (senet export): it holds "
                              "no seed and not every move, so it can be replayed but not loaded "
                              "or continued")
    if envelope.get("format") != FORMAT:
        raise SaveFormatError("not a senet save file (format name missing)")
    version = _field(envelope, "version", int)
    if version not in VERSIONS:
        raise SaveFormatError(f"save format version {version} is not supported (this engine reads "
                              f"{', '.join(map(str, VERSIONS))})")
    _field(envelope, "senet", str)
    if len(_field(envelope, "game", str)) > MAX_NAME:
        raise SaveFormatError(f"the save's game name is {len(envelope['game']):,} characters long; "
                              f"a game's name has at most {MAX_NAME}")
    _field(envelope, "rules", int)
    options = _field(envelope, "options", dict)
    if not all(isinstance(v, (bool, int, str)) for v in options.values()):
        raise SaveFormatError("the save's options must be booleans, integers or text")
    _field(envelope, "players", int)
    _field(envelope, "seed", int)
    moves = _field(envelope, "moves", Items)
    checkpoints = _field(envelope, "checkpoints", Items)
    if len(checkpoints) > len(moves) + 1:
        raise SaveFormatError("the save has more checkpoints than moves")
    if "confirm" in envelope and not isinstance(envelope["confirm"], bool):
        raise SaveFormatError("the save's 'confirm' must be true or false")
    seats = envelope.get("seats")
    if seats is not None and not (isinstance(seats, list) and len(seats) == envelope["players"] and all(
            isinstance(s, str) and 0 < len(s) <= MAX_SEAT_TEXT for s in seats)):
        raise SaveFormatError("the save's 'seats' must be one short text per seat")
    if envelope.get("start") is not None:
        start = _field(envelope, "start", dict)
        if "state" not in start or (version == 1 and start.get("phase") != "senet/start") \
                or set(start) - {"state", "phase"} or (version > 1 and "phase" in start):
            raise SaveFormatError("the save's start state is malformed")
    return envelope


def _envelope_untrusted(data: bytes) -> dict[str, Any]:
    """A save's envelope, its moves and checkpoints as :class:`Items`: the moves passed over
    unbuilt (checked as they are replayed), the checkpoints checked one at a time now; no
    more than one item of either is ever built at once."""
    return read_map(data, "a senet save file", {
        "moves": lambda reader, _: reader.items("the save's moves", MAX_MOVES, _check_move),
        "checkpoints": _checkpoints_untrusted,
    })


def _checkpoints_untrusted(reader: Reader, envelope: dict[str, Any]) -> Any:
    """The checkpoints as :class:`Items`, each read and checked now (their order too): at
    most one a move and the start's, refused from the count when the moves came first."""
    moves = envelope.get("moves")
    most = len(moves) + 1 if isinstance(moves, Items) else MAX_MOVES + 1
    what = "the save's checkpoints"
    count = reader.header(what, list, most)
    if count is None:
        return reader.value(what)
    items = Items(reader.data, reader.offset, count, what, _check_checkpoint)
    last = -(2**63)
    for i in range(count):
        item = reader.value(what)
        _check_checkpoint(i, item)
        if item[0] <= last:
            raise SaveFormatError("the checkpoints are not in increasing order of moves")
        last = item[0]
    return items


def _check_move(i: int, item: Any) -> None:
    if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int):
        raise SaveFormatError(f"move {i + 1} is malformed")


def _check_checkpoint(i: int, item: Any) -> None:
    if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int
            and isinstance(item[1], bytes)):
        raise SaveFormatError("a checkpoint is malformed")


def entries_to_data(match: Recorded, entries: Iterable[Entry]) -> Iterator[dict[str, Any]]:
    """Log entries as plain data (for JSON output), one at a time."""
    codec = codec_for(match.game)
    for e in entries:
        yield {"seq": e.seq, "phase": e.phase, "player": e.player,
               "event": codec.unstructure(e.event, type(e.event))}
