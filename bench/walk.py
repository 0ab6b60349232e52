#!/usr/bin/env python3
"""Follow the data through the engine's modules: the walk of one ``load_match`` and one ``submit``.

    python bench/walk.py                 # nimmt-classic, 3 players
    python bench/walk.py --game nile --players 2 --show

Every Python call and return from one engine module (``senet.*``) into another is followed
as a path through modules; the game's own code, the standard library and cattrs/msgpack are
stepped over (time spent there, and the engine helpers the game's code calls, count as
staying where the engine called the game). Printed, for
``load_match`` of a save of one move and for one ``submit``:

- ``stays``: stretches of the path spent in one module (consecutive calls within it are one);
- ``modules``: how many modules the path visits;
- ``climbs``: changes of module made by returning to a caller (the path climbing back up);
- ``returns``: stays in a module the path had already left before (coming back to it).

A read that goes one way down has about as many stays as modules, few climbs and few
returns. ``--show`` prints the path itself.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import senet


def _engine(frame: FrameType | None) -> str | None:
    """The engine module a frame runs in (``None``: the game's, a library's, the caller's)."""
    name = frame.f_globals.get("__name__", "") if frame is not None else ""
    return str(name) if name == "senet" or name.startswith("senet.") else None


def walk(action: Callable[[], Any]) -> list[tuple[str, str]]:
    """The path of ``action`` through engine modules: (module, "call" or "return") per stay."""
    path: list[tuple[str, str]] = []

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            if _engine(frame) is None or _engine(frame.f_back) is None:
                return  # not the engine, or a helper the game's code calls (the game's own step)
            module, how = _engine(frame), "call"
        elif event == "return":
            if _engine(frame) is None or _engine(frame.f_back) is None:
                return
            module, how = _engine(frame.f_back), "return"
        else:
            return
        if module is not None and (not path or path[-1][0] != module):
            path.append((module, how))

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return path[1:] if path and path[0][1] == "return" else path


def counts(path: list[tuple[str, str]]) -> dict[str, int]:
    """Stays, modules, climbs and returns of a path (see the module's description)."""
    seen: set[str] = set()
    returns = 0
    for module, _ in path:
        if module in seen:
            returns += 1
        seen.add(module)
    return {"stays": len(path), "modules": len(seen),
            "climbs": sum(1 for _, how in path[1:] if how == "return"), "returns": returns}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="nimmt-classic")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--show", action="store_true", help="print the paths")
    args = parser.parse_args(argv)
    match = senet.new_match(args.game, args.players, seed=1)
    player = match.to_act[0]
    move = match.legal_moves(player)[0]
    match.submit(player, move)
    save = match.save()
    senet.load_match(save)  # caches warmed: the walk of a load, not of first imports
    fresh = senet.new_match(args.game, args.players, seed=1)
    fresh.submit(player, move)
    again = senet.new_match(args.game, args.players, seed=1)
    out = {}
    for name, action in (("load_match", lambda: senet.load_match(save)),
                         ("submit", lambda: again.submit(player, move))):
        path = walk(action)
        out[name] = counts(path)
        if args.show:
            print(name + ": " + " > ".join(f"{'^' if how == 'return' else ''}{m.removeprefix('senet.')}"
                                           for m, how in path))
    print(json.dumps({"game": args.game, "players": args.players, **out}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
