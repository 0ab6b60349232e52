"""Memory at the save format's limits (docs/save-format.md, "Memory"): ``senet show`` of a
file at each limit, in a fresh process, peaks under 64 MiB plus 8 times the file's size, and
what breaks a limit is refused from its count, before the items are read.

Each command runs in its own process, which reports its own peak resident memory (``VmHWM``:
``ru_maxrss`` would start from this process's, inherited through fork). The files are written
as bytes, not built as lists first, so that this process stays small too.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

import senet
from senet.reading import MAX_KEYS
from senet.savefile import MAX_MOVES
from senet.seatfile import MAX_LOG, read_seat_untrusted
from senet.serial import pack, unpack_untrusted

BASE_MIB = 64
PER_BYTE = 8
"""The bound: peak resident memory under BASE_MIB MiB plus PER_BYTE times the file's size."""

_RUN = """
import re, sys
from senet.cli import main
code = main(sys.argv[1:])
with open("/proc/self/status") as status:
    peak = re.search(r"VmHWM:\\s+(\\d+) kB", status.read()).group(1)
sys.stderr.write(f"\\npeak-kib {peak}\\n")
sys.exit(code)
"""


def _peak(path: Path, *argv: str) -> tuple[int, str, float]:
    """Exit code, stderr (less the report) and peak MiB of ``senet ARGV... PATH`` in a new process."""
    done = subprocess.run([sys.executable, "-c", _RUN, *argv, str(path)], capture_output=True,
                          text=True, check=False)
    err, _, report = done.stderr.rpartition("\npeak-kib ")
    assert report, done.stderr
    return done.returncode, err.strip(), int(report) / 1024


def _bound(path: Path) -> float:
    return BASE_MIB + PER_BYTE * path.stat().st_size / 2**20


def _header() -> dict[str, Any]:
    return unpack_untrusted(senet.new_match("niagara", 3, seed=1).save())


def _with_arrays(envelope: dict[str, Any], arrays: dict[str, tuple[int, Iterable[bytes]]]) -> bytes:
    """The envelope's bytes with each key of ``arrays`` holding that many items, written from
    their bytes (an array32 header, then the items), never built as a list."""
    data = pack({**envelope, **{key: [] for key in arrays}})
    out = bytearray()
    for key, (count, items) in arrays.items():
        at = data.index(pack(key) + b"\x90") + len(pack(key))
        out += data[:at] + b"\xdd" + count.to_bytes(4, "big")
        for item in items:
            out += item
        data = data[at + 1:]
    return bytes(out + data)


def test_two_million_moves_are_read_one_at_a_time(tmp_path: Path) -> None:
    path = tmp_path / "moves.senet"
    path.write_bytes(_with_arrays(_header(), {
        "moves": (MAX_MOVES, [pack([0, {}]) * MAX_MOVES]),
        "checkpoints": (1, [pack([MAX_MOVES, bytes(16)])])}))
    code, err, peak = _peak(path, "show")
    assert code == 2 and err.startswith("senet: error: move 1:") and "\n" not in err, err
    assert peak < _bound(path), f"{peak:.0f} MiB for a {path.stat().st_size / 2**20:.1f} MiB file"


def test_the_largest_checkpoint_table_is_checked_one_entry_at_a_time(tmp_path: Path) -> None:
    path = tmp_path / "checkpoints.senet"
    path.write_bytes(_with_arrays(_header(), {
        "moves": (MAX_MOVES, [pack([0, {}]) * MAX_MOVES]),
        "checkpoints": (MAX_MOVES + 1, (pack([n, n.to_bytes(16, "big")]) for n in range(MAX_MOVES + 1)))}))
    code, err, peak = _peak(path, "show")
    assert code == 2 and "state before the first move differs" in err and "\n" not in err, err
    assert peak < _bound(path), f"{peak:.0f} MiB for a {path.stat().st_size / 2**20:.1f} MiB file"


def _export(entries: int) -> bytes:
    match = senet.new_match("niagara", 3, seed=2)
    senet.play_out(match, max_moves=200)
    envelope = unpack_untrusted(senet.export_seat(match, 0))
    log = envelope["log"]
    envelope["log"] = [log[i % len(log)] for i in range(entries)]
    return pack(envelope)


def test_the_largest_export_is_read_within_the_bound(tmp_path: Path) -> None:
    path = tmp_path / "export.senet"
    path.write_bytes(_export(MAX_LOG))
    code, err, peak = _peak(path, "show")
    assert code == 0, err
    assert peak < _bound(path), f"{peak:.0f} MiB for a {path.stat().st_size / 2**20:.1f} MiB file"


# -- over a limit: refused from the count, before the items --------------------------------------


def _claiming(envelope: dict[str, Any], key: str, count: int) -> bytes:
    """The envelope's bytes up to ``key``'s value, then an array header claiming ``count``
    items and none of them: only a reader that trusts the count reads past it."""
    data = pack(envelope)
    at = data.index(pack(key)) + len(pack(key))
    return data[:at] + b"\xdd" + count.to_bytes(4, "big")


def test_more_moves_than_the_limit_are_refused_from_their_count() -> None:
    with pytest.raises(senet.SaveFormatError, match="moves: 2,000,001 items, more than the 2,000,000"):
        senet.load_match(_claiming(_header(), "moves", MAX_MOVES + 1))


def test_more_checkpoints_than_moves_are_refused_from_their_count() -> None:
    envelope = _header()
    envelope["moves"] = [[0, {}]] * 10
    with pytest.raises(senet.SaveFormatError, match="checkpoints: 12 items, more than the 11"):
        senet.load_match(_claiming(envelope, "checkpoints", 12))


def test_a_longer_export_than_the_limit_is_refused_from_its_count() -> None:
    envelope = unpack_untrusted(_export(3))
    with pytest.raises(senet.SaveFormatError, match=f"log: {MAX_LOG + 1:,} items, more than"):
        read_seat_untrusted(_claiming(envelope, "log", MAX_LOG + 1))


def test_a_header_of_many_keys_is_refused_from_its_count() -> None:
    data = b"\xdf" + (MAX_KEYS + 1).to_bytes(4, "big")
    with pytest.raises(senet.SaveFormatError, match="header: 33 items, more than the 32"):
        senet.load_match(data)


def test_an_export_too_long_to_read_is_not_written() -> None:
    match = senet.new_match("niagara", 3, seed=2)
    senet.play_out(match, max_moves=200)
    log = match.log  # made now: the export reads it
    log.extend(log[-1:] * MAX_LOG)
    with pytest.raises(senet.SenetError, match="could not be read back"):
        senet.export_seat(match, 0)


# -- echoed input ------------------------------------------------------------------------------


@pytest.mark.parametrize("reader", [senet.load_match, read_seat_untrusted])
def test_a_megabyte_game_name_is_not_echoed(reader: Any) -> None:
    envelope = _header() if reader is senet.load_match else unpack_untrusted(_export(3))
    envelope["game"] = "x" * (1024 * 1024 - 1)
    with pytest.raises(senet.SaveFormatError) as info:
        reader(pack(envelope))
    assert "1,048,575 characters" in str(info.value) and len(str(info.value)) < 200



# -- the log made again one move at a time -----------------------------------------------------


def _long_save(tmp_path: Path) -> tuple[Path, senet.Match[Any]]:
    match = senet.new_match("niagara", 3, seed=4)
    senet.play_out(match, max_moves=600)
    path = tmp_path / "long.senet"
    path.write_bytes(match.save())
    return path, match


def test_entries_made_again_are_the_log_each_seat_saw(tmp_path: Path) -> None:
    path, played = _long_save(tmp_path)
    for upto in (None, 250):
        loaded = senet.load_match(path.read_bytes(), upto=upto)
        for seat in (None, 0, 2):
            assert list(loaded.entries_for(seat)) == senet.load_match(
                path.read_bytes(), upto=upto).log_for(seat)
    assert list(senet.load_match(path.read_bytes()).entries_for(1)) == played.log_for(1)


def test_a_long_log_is_printed_whole_in_pieces(run: Any, tmp_path: Path) -> None:
    from senet.cli.text import PANEL_ENTRIES

    path, played = _long_save(tmp_path)
    log = played.log_for(0)
    assert len(log) > 2 * PANEL_ENTRIES  # three pieces at least
    ran = run("replay", str(path), "--as", "0")
    assert ran.code == 0, ran.err
    lines = ran.out.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith(f"events to move {len(played.moves)}"))
    numbers = [int(line.split()[0]) for line in lines[first + 1:first + 1 + len(log)]]
    assert numbers == [e.seq for e in log]
    assert set(lines[first + 1 + len(log)]) == {"─"}  # the closing rule


def test_replay_json_writes_the_same_text_as_one_dump(run: Any, tmp_path: Path) -> None:
    import json

    from senet.savefile import codec_for, entries_to_data
    from senet.seen import View

    path, played = _long_save(tmp_path)
    ran = run("replay", str(path), "--as", "2", "--json")
    assert ran.code == 0, ran.err
    data = json.loads(ran.out)
    assert data["events"] == json.loads(json.dumps(list(entries_to_data(played, played.log_for(2)))))
    assert data["view"] == json.loads(json.dumps(codec_for(played.game).unstructure(played.view(2), View),
                                                 default=lambda b: b.hex()))
    assert ran.out == json.dumps(data) + "\n"


def test_a_save_cut_short_or_followed_by_bytes_is_refused_and_any_bytes_like_is_read() -> None:
    match = senet.new_match("nile", 2, seed=1)
    senet.play_out(match, max_moves=30)
    data = match.save()
    for end in range(0, len(data), 7):
        with pytest.raises(senet.SaveFormatError):
            senet.load_match(data[:end])
    with pytest.raises(senet.SaveFormatError, match="trailing bytes"):
        senet.load_match(data + b"\x00")
    for given in (bytearray(data), memoryview(data)):
        assert senet.load_match(given).moves == match.moves  # type: ignore[arg-type]


def test_senet_export_refuses_in_one_line_what_could_not_be_read_back(
        run: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _ = _long_save(tmp_path)
    monkeypatch.setattr(senet.seatfile, "MAX_LOG", 50)
    out = tmp_path / "seat0.senet"
    ran = run("export", "--seat", "0", str(path), str(out))
    assert ran.code == 1 and ran.err.strip().splitlines() == [
        "senet: error: player 0's export would hold more than 50 log entries or 64 MiB, more than "
        "an export may: it could not be read back"], ran.err
    assert not out.exists()
