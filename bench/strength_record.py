"""The strength bench's results file: one JSON line per finished match, resumed and reported.

``bench/strength.py`` appends a line for each match as it finishes; a configuration
(game, seats, options, bot under test, its opponents, version) is resumed by skipping
the seeds already in the file, and ``--report`` renders the docs' table from it.

The *version* of a configuration is a hash of the source the result depends on most:
the ``senet.bots`` package and the game's plugin (its declaration's package, less
another game's sub-package, plus the modules of its plugin package it imports by
name). A changed bot or game gets a new version, so its matches are never mixed
with the old ones unchecked; the engine's core outside ``senet.bots`` is not hashed.

Most changes are for speed and leave every decision as it was (the bot's budget is a
number of iterations, so a seeded match is played move for move the same). So an older
version's matches *carry over* to a newer one when the newer has re-played at least
``CARRY_AFTER`` of the older's seeds and every one of them ended the same (the bot's
seat, the ranks, the scores where both have them, the match's length and the number of
the bot's decisions):
``carried`` finds such versions, ``recorded_seeds`` then counts their seeds as done and
``summarise`` pools them, the table naming the versions it pooled. One differing match
and nothing carries. What this cannot see: a change that alters play only in matches
the re-played seeds never reached.

A line is written with a single ``write`` to a file opened for appending, so runs
may share the file; a line cut short (a run killed mid-write) is skipped and counted.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

KEY_FIELDS = ("game", "players", "options", "bot", "against", "version")
"""What makes two lines the same configuration."""

CARRY_AFTER = 20
"""Seeds a newer version must have re-played, every one the same, for an older one to carry over."""


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


_IMPORT = re.compile(r"^\s*from\s+(senet_games(?:\.\w+)+|\.\.?\w*(?:\.\w+)*)\s+import", re.M)


def _package_files(directory: Path, skip: set[Path]) -> set[Path]:
    return {f for f in directory.rglob("*.py") if not any(s in f.parents for s in skip)}


def source_version(bots_dir: Path, game_dir: Path, other_game_dirs: Iterable[Path],
                   plugins_root: Path) -> str:
    """12 hex digits of a hash of the bots' and the game's source (see the module's description).

    ``game_dir`` is the directory of the game's declaration; the directories of other
    games' declarations below it are left out; a ``from senet_games.X.Y import`` or a
    relative import naming a module of ``plugins_root`` outside them adds that file.
    """
    skip = {d for d in other_game_dirs if game_dir in d.parents}
    files = _package_files(game_dir, skip)
    for path in sorted(files):
        for target in _IMPORT.findall(path.read_text(encoding="utf-8")):
            if target.startswith("senet_games."):
                parts = target.split(".")[1:]
                base = plugins_root
            else:
                dots = len(target) - len(target.lstrip("."))
                parts = [p for p in target[dots:].split(".") if p]
                base = path.parent
                for _ in range(dots - 1):
                    base = base.parent
            candidate = base.joinpath(*parts)
            for file in (candidate.with_suffix(".py"), candidate / "__init__.py"):
                if file.is_file():
                    files.add(file)
    digest = hashlib.sha256()
    for root, group in (("bots", sorted(bots_dir.glob("*.py"))),
                        ("game", sorted(files))):
        for file in group:
            where = file.relative_to(bots_dir if root == "bots" else plugins_root)
            digest.update(f"{root}/{where.as_posix()}\0".encode())
            digest.update(file.read_bytes())
            digest.update(b"\0")
    return digest.hexdigest()[:12]


def config_key(line: Mapping[str, Any]) -> str:
    """The configuration of a line (or of a dict with the same fields) as a comparable text."""
    return json.dumps([line[k] for k in KEY_FIELDS], sort_keys=True)


def read_lines(path: Path) -> tuple[list[dict[str, Any]], int]:
    """The lines of the results file (none if it does not exist) and how many were unreadable."""
    if not path.exists():
        return [], 0
    good: list[dict[str, Any]] = []
    bad = 0
    with path.open(encoding="utf-8") as f:
        for text in f:
            if not text.strip():
                continue
            try:
                line = json.loads(text)
            except ValueError:
                bad += 1
                continue
            if not isinstance(line, dict) or any(k not in line for k in (*KEY_FIELDS, "seed", "ranks")):
                bad += 1
                continue
            good.append(line)
    return good, bad


def recorded_seeds(lines: Sequence[Mapping[str, Any]], config: Mapping[str, Any]) -> set[int]:
    """The seeds already recorded for this configuration, or for an older version that
    carries over to its version (see ``carried``)."""
    versions = {config["version"], *carried(lines).get(config_key(config), ())}
    setting = _setting(config)
    return {int(line["seed"]) for line in lines
            if line["version"] in versions and _setting(line) == setting}


def _with_version(key: str, version: str) -> str:
    """``key`` (a ``config_key``) with another version."""
    fields = json.loads(key)
    fields[KEY_FIELDS.index("version")] = version
    return json.dumps(fields, sort_keys=True)


def _setting(line: Mapping[str, Any]) -> str:
    """The configuration without its version."""
    return json.dumps([line[k] for k in KEY_FIELDS if k != "version"], sort_keys=True)


def _alike(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Whether two versions played a seed alike: the same seat, ranks, match length and number
    of the bot's decisions, and the same scores where both lines have them (the earliest
    lines have none)."""
    if (a["seat"], a["ranks"], a.get("moves"), len(a.get("cpu") or ())) != (
            b["seat"], b["ranks"], b.get("moves"), len(b.get("cpu") or ())):
        return False
    return a.get("scores") is None or b.get("scores") is None or a["scores"] == b["scores"]


def carried(lines: Sequence[Mapping[str, Any]], at_least: int = CARRY_AFTER) -> dict[str, dict[str, int]]:
    """For each configuration (``config_key``), the older versions whose matches carry over to
    it, with the number of seeds that showed it: the configuration re-played at least
    ``at_least`` seeds of the older version and every one ended the same. An older version
    that carries over to one that carries over to this one carries too (through the same
    checks, counted by the smaller number)."""
    by_setting: dict[str, dict[str, dict[int, Mapping[str, Any]]]] = {}
    for line in lines:
        seeds = by_setting.setdefault(_setting(line), {}).setdefault(line["version"], {})
        seeds.setdefault(int(line["seed"]), line)
    out: dict[str, dict[str, int]] = {}
    for versions in by_setting.values():
        order = list(versions)  # the order first seen: older versions first
        direct: dict[str, dict[str, int]] = {v: {} for v in order}
        for i, new in enumerate(order):
            for old in order[:i]:
                shared = versions[new].keys() & versions[old].keys()
                if len(shared) >= at_least and all(
                        _alike(versions[new][s], versions[old][s]) for s in shared):
                    direct[new][old] = len(shared)
        for new in order:
            found = dict(direct[new])
            frontier = list(found)
            while frontier:
                middle = frontier.pop()
                for old, n in direct[middle].items():
                    if old not in found:
                        found[old] = min(n, found[middle])
                        frontier.append(old)
            if found:
                out[config_key({**versions[new][next(iter(versions[new]))], "version": new})] = found
    return out


def match_line(config: Mapping[str, Any], seed: int, seat: int, bots: Sequence[str],
               ranks: Sequence[int] | None, moves: int, cpu: Sequence[float],
               scores: Sequence[int] | None = None) -> dict[str, Any]:
    """The line of one finished match: its configuration, seed, the bot's seat, ranks (and
    scores), CPU times."""
    return {**{k: config[k] for k in KEY_FIELDS}, "seed": seed, "seat": seat, "bots": list(bots),
            "ranks": list(ranks) if ranks is not None else None,
            "scores": list(scores) if scores is not None else None, "moves": moves,
            "cpu": [round(t, 4) for t in cpu]}


def append_line(path: Path, line: Mapping[str, Any]) -> None:
    """Append one line with a single write (appends from several runs do not interleave)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = (json.dumps(line, sort_keys=True, separators=(",", ":")) + "\n").encode()
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, data)
    finally:
        os.close(fd)


def win_share(line: Mapping[str, Any]) -> float:
    """The bot's win in one match: 1 for a first place, 1/k if k seats share it, 0 else
    (and 0 for a match stopped at the move cap)."""
    ranks = line["ranks"]
    if ranks is None:
        return 0.0
    return 1.0 / ranks.count(1) if ranks[line["seat"]] == 1 else 0.0


def summarise(lines: Sequence[Mapping[str, Any]], *, carry: bool = True) -> list[dict[str, Any]]:
    """Per configuration, in the order first seen: matches, wins, interval, CPU per decision.

    With ``carry``, a version that carries over to a newer one (``carried``) is pooled into
    the newest it carries to, whose row names it (``carried``: version -> seeds that showed
    it); its own row is left out."""
    pooled = carried(lines) if carry else {}
    into: dict[str, str] = {}  # an older version's configuration -> the newest it carries to
    for key, olds in pooled.items():  # older configurations first: the newest is set last
        for old in olds:
            into[_with_version(key, old)] = key
    groups: dict[str, list[Mapping[str, Any]]] = {}
    for line in lines:
        key = config_key(line)
        groups.setdefault(into.get(key, key), []).append(line)
    rows = []
    for key, group in groups.items():
        seen: dict[int, Mapping[str, Any]] = {}
        own = [line for line in group if config_key(line) == key]
        for line in own + [line for line in group if config_key(line) != key]:
            seen.setdefault(int(line["seed"]), line)  # a seed recorded twice counts once
        matches = list(seen.values())
        wins = sum(win_share(line) for line in matches)
        n = len(matches)
        cpu = [t for line in matches for t in line.get("cpu") or ()]
        low, high = wilson(wins, n)
        first = own[0] if own else matches[0]
        shown = {line["version"] for line in group} - {first["version"]}
        rows.append({**{k: first[k] for k in KEY_FIELDS},
                     "carried": {v: n for v, n in pooled.get(key, {}).items() if v in shown},
                     "matches": n, "wins": wins,
                     "win_rate": wins / n, "interval95": (low, high),
                     "unfinished": sum(line["ranks"] is None for line in matches),
                     "decisions": len(cpu), "cpu_mean": sum(cpu) / len(cpu) if cpu else None,
                     "cpu_max": max(cpu) if cpu else None})
    return rows


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _wins(w: float) -> str:
    return f"{w:g}" if w == int(w) else f"{w:.1f}"


def report(rows: Sequence[Mapping[str, Any]]) -> str:
    """The docs' markdown table of the rows (``summarise``'s), one per configuration: against
    random seats first, by seats and game; versions of one configuration in the order seen."""
    out = ["| game | seats | bot | against | version | matches | won | win rate | 95% interval "
           "| even share | decisions | CPU s mean | CPU s max |",
           "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for r in sorted(rows, key=lambda r: (r["against"] != "random", r["against"], r["players"], r["game"])):
        options = ",".join(f"{k}={v}" for k, v in sorted(r["options"].items()))
        game = f"{r['game']} ({options})" if options else r["game"]
        low, high = r["interval95"]
        cpu = ((f"{r['cpu_mean']:.2f}", f"{r['cpu_max']:.2f}") if r["cpu_mean"] is not None
               else ("-", "-"))
        version = r["version"] + "".join(f" (+{v}: {n} same)" for v, n in r.get("carried", {}).items())
        out.append(f"| {game} | {r['players']} | `{r['bot']}` | `{r['against']}` | {version} "
                   f"| {r['matches']} | {_wins(r['wins'])} | {_pct(r['win_rate'])} "
                   f"| {_pct(low)}\u2013{_pct(high)} | {_pct(1 / r['players'])} | {r['decisions']} "
                   f"| {cpu[0]} | {cpu[1]} |")
    return "\n".join(out)
