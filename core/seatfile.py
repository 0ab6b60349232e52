"""Per-seat exports: one player's view of a match, shareable while it is unfinished.

A save file holds the seed and every move, so whoever holds an unfinished match's
save can replay it and see every hidden card. An export holds only what one seat
saw: its redacted log and its current view. It has no seed, no moves and no state
hashes (a hash of the whole state could be searched for the hidden deal), so it can
be viewed or replayed from that seat's eyes, never verified or continued.
"""

from __future__ import annotations

import io
from typing import Any

import attrs
import msgpack

from . import faces
from .create import check_setup
from .errors import SaveFormatError, SenetError, UnknownGame
from .flow import Entry
from .game import Game, Result
from .match import Match
from .reading import MAX_KEYS, Items, Reader, read_map
from .registry import Registry, default_registry
from .savefile import MAX_NAME, SEAT_FORMAT, codec_for, engine_version
from .seen import View
from .serial import MAX_BYTES

__all__ = ["MAX_LOG", "SEAT_VERSION", "SeatExport", "export_seat", "is_seat_export", "read_seat_untrusted"]

SEAT_VERSION = 1


@attrs.frozen
class SeatExport:
    """A per-seat export as read back: what ``seat`` saw of a match, and nothing else."""

    game: Game[Any]
    players: int
    seat: int
    options: dict[str, Any]
    moves: int
    log: tuple[Entry, ...]
    view: View
    result: Result | None


MAX_LOG = 100_000
"""Log entries in one export, at most: lower than a save's moves, so that reading the largest
export (each entry structured and described, about 60 microseconds) stays a matter of
seconds; a long match's export is for sharing it while it is played, a few thousand entries."""


def export_seat(match: Match[Any], seat: int) -> bytes:
    """The bytes of ``seat``'s export of ``match``: its log as ``seat`` saw it, and its view.

    The log is written an entry at a time (:meth:`senet.Match.entries_for`), never held as
    entries and data at once; an export that reading would refuse (over ``MAX_LOG`` entries
    or ``MAX_BYTES``) is refused here instead of written."""
    if type(seat) is not int or not 0 <= seat < match.players:
        raise SenetError(f"there is no player {seat!r} in this {match.players}-player match")
    game = match.game
    codec = codec_for(game)
    view = match.view(seat)
    plain = codec.unstructure(attrs.evolve(view, state=None), View)
    plain["state"] = codec.unstructure(view.state, game.state_type)
    result = match.result
    packer = msgpack.Packer(use_bin_type=True)
    log, count = bytearray(), 0
    for entry in match.entries_for(seat):
        log += packer.pack(codec.unstructure(entry, Entry))
        count += 1
        if count > MAX_LOG or len(log) > MAX_BYTES:
            raise SenetError(f"player {seat}'s export would hold more than {MAX_LOG:,} log entries "
                             f"or {MAX_BYTES // 2**20} MiB, more than an export may: it could not "
                             "be read back")
    fields = {
        "format": SEAT_FORMAT,
        "version": SEAT_VERSION,
        "senet": engine_version(),
        "game": game.name,
        "rules": game.rules_version,
        "options": dict(sorted(match.options.items())),
        "players": match.players,
        "seat": seat,
        "moves": len(match.moves),
        "log": None,  # written below, as the bytes of its entries
        "view": plain,
        "result": None if result is None else {"scores": list(result.scores),
                                               "ranks": list(result.ranks)},
    }
    out = bytearray(packer.pack_map_header(len(fields)))
    for key, value in fields.items():
        out += packer.pack(key)
        if key == "log":
            out += packer.pack_array_header(count)
            out += log
            del log[:]
        else:
            out += packer.pack(value)
    if len(out) > MAX_BYTES:
        raise SenetError(f"player {seat}'s export would be {len(out) // 2**20} MiB, more than the "
                         f"{MAX_BYTES // 2**20} MiB an export may be: it could not be read back")
    return bytes(out)


def is_seat_export(data: bytes) -> bool:
    """Whether ``data`` is a per-seat export (a look at its ``format`` only; reading it checks
    the rest)."""
    try:
        reader = Reader(data)
        for _ in range(reader.header("the file's header", dict, MAX_KEYS) or 0):
            if reader.value("a key") == "format":
                return bool(reader.value("the format") == SEAT_FORMAT)
            reader.skip("a value")
    except SaveFormatError:
        return False
    return False


def read_seat_untrusted(data: bytes, registry: Registry | None = None) -> SeatExport:
    """A per-seat export read from untrusted bytes; raises only :class:`SaveFormatError`."""
    try:
        return _read(data, registry or default_registry())
    except SaveFormatError:
        raise
    except Exception as exc:  # a game's code met odd input
        raise SaveFormatError(f"the export could not be read ({type(exc).__name__}: {exc})") from None


def _need(envelope: dict[str, Any], key: str, kind: type) -> Any:
    value = envelope.get(key)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveFormatError(f"the export's {key!r} is missing or has the wrong type")
    return value


def _envelope(data: bytes) -> dict[str, Any]:
    """An export's envelope, its log passed over unbuilt (as :class:`Items`, read when
    structured)."""
    return read_map(data, "a senet per-seat export", {
        "log": lambda reader, _: reader.items("the export's log", MAX_LOG, _no_check)})


def _no_check(i: int, item: Any) -> None:
    """Log entries are checked as they are structured."""


def _read(data: bytes, registry: Registry) -> SeatExport:
    envelope = _envelope(data)
    if envelope.get("format") != SEAT_FORMAT:
        raise SaveFormatError("not a senet per-seat export")
    version = _need(envelope, "version", int)
    if version != SEAT_VERSION:
        raise SaveFormatError(f"export format version {version} is not supported (this is {SEAT_VERSION})")
    name = _need(envelope, "game", str)
    if len(name) > MAX_NAME:
        raise SaveFormatError(f"the export's game name is {len(name):,} characters long; a game's "
                              f"name has at most {MAX_NAME}")
    try:
        game = registry.get(name)
    except UnknownGame as exc:
        raise SaveFormatError(str(exc)) from None
    rules = _need(envelope, "rules", int)
    if rules != game.rules_version:
        raise SaveFormatError(f"the export was made by {game.name}'s rules version {rules}; "
                              f"version {game.rules_version} is installed (exports are not migrated)")
    players, seat, moves = (_need(envelope, k, int) for k in ("players", "seat", "moves"))
    if not 0 <= seat < players or moves < 0:
        raise SaveFormatError(f"the export's seat {seat} is not one of its {players} players")
    options = _need(envelope, "options", dict)
    if not all(isinstance(k, str) and isinstance(v, (bool, int, str)) for k, v in options.items()):
        raise SaveFormatError("the export's options must be booleans, integers or text")
    codec = codec_for(game)
    log = _need(envelope, "log", Items)
    entries = tuple(codec.structure_untrusted(e, Entry, f"log entry {i + 1}") for i, e in enumerate(log))
    plain = dict(_need(envelope, "view", dict))
    state = codec.structure_untrusted(plain.pop("state", None), game.state_type, "the view's state")
    view = attrs.evolve(codec.structure_untrusted({**plain, "state": None}, View, "the view"), state=state)
    if view.player != seat or view.game != game.name:
        raise SaveFormatError(f"the export's view is not player {seat}'s view of {game.name}")
    try:
        check_setup(game, players, options, 0)
    except SenetError as exc:
        raise SaveFormatError(f"the export's set-up is refused: {exc}") from None
    if any(type(p) is not int or not 0 <= p < players for p in view.to_act) or \
            len(view.committed) not in (0, players):
        raise SaveFormatError("the export's view names seats the match does not have")
    _drawable(game, view, entries)
    return SeatExport(game, players, seat, options, moves, entries, view, _result(envelope, players))


def _printed(rendered: Any) -> None:
    """Print a rendering to nowhere: a rich renderable does its work when printed."""
    if isinstance(rendered, str):
        return
    from rich.console import Console  # the terminal's library, only when a game renders with it

    Console(file=io.StringIO(), width=120, color_system=None).print(rendered)


def _drawable(game: Game[Any], view: View, entries: tuple[Entry, ...]) -> None:
    """An export is shown by the game's own texts and drawing: one they fail on is refused here,
    as an impossible start state is, not met later in front of a user."""
    seat = view.player
    where = "render"
    try:
        render = faces.table(game)
        if render is not None:
            _printed(render(view))
        where = "draw"
        draw = faces.picture(game)
        if draw is not None:
            draw(view, (), seat)
        where = "describe_move"
        said = faces.words(game)
        if view.my_commit is not None:
            said.describe_move(view.my_commit, view)
        where = "describe_event"
        for entry in entries:
            said.describe_event(entry.event, seat)
    except Exception as exc:
        raise SaveFormatError(f"the export's view or log is impossible: {game.name}'s {where} "
                              f"failed on it ({type(exc).__name__})") from None


def _result(envelope: dict[str, Any], players: int) -> Result | None:
    raw = envelope.get("result")
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != {"scores", "ranks"}:
        raise SaveFormatError("the export's result is malformed")
    scores, ranks = raw["scores"], raw["ranks"]
    if not all(_ints(x, players) for x in (scores, ranks)):
        raise SaveFormatError("the export's result is malformed")
    return Result(tuple(scores), tuple(ranks))


def _ints(value: Any, count: int) -> bool:
    return (isinstance(value, list) and len(value) == count
            and all(type(x) is int for x in value))

