#!/usr/bin/env python3
"""Every speed figure of issue 29 in one run, beside the bare loop: the goal table.

    python bench/suite.py --seconds 5            # about 5 CPU seconds a game
    python bench/suite.py --only nile --only tigris

For each game (four players, random bots through ``senet.play_out``) the same seeded
matches are played in turn, so that a busy machine slows each way alike:

- ``moves_per_cpu_second``: the lean simulator (``senet.Sim``: no log, no hashes, no
  re-check of a listed move), the playout speed; goal: 50,000 for every game and option set;
- ``log_ratio``: CPU time of a :class:`senet.Match` keeping its log over the lean time;
- ``load_ratio``: CPU time of ``senet.load_match`` on the save (re-playing and checking
  every move and hash) over the time of playing the match with its log (goal: below 1);
- ``setup_us``: CPU microseconds of ``Sim.new`` (set-up, the flow to the first question);
  ``match_setup_us``: of ``new_match`` (goal: under 3 for the small games);
- ``copy_us``: of ``sim.copy()``; ``search_copy_us``: of a search copy (what a search bot
  pays per iteration: ``Seat.determinized``, from the seat's knowledge), each at the middle
  of a match, and ``copy_moves`` / ``search_copy_moves``: the same in moves (goal: a search
  copy at most half a move);
- ``rollouts_per_cpu_second``: search copies played out by random bots to the end;
  ``mcts_iterations_per_cpu_second``: the search bot's iterations at mid-match;
- ``bare_rounds_per_cpu_second``: rounds of the classic card game played by the bare
  Python loop of ``bench/nimmt_ratio.py``, in slices between the matches; for
  ``nimmt-classic``, ``ratio``: the engine's rounds per CPU second over the bare loop's
  (goal: 0.37), and for every game ``moves_at_issue_scale``, the rate on the machine of
  issue 14's figures (its bare loop: 20,800 rounds a second).

The example game of the plugin guide (Goofspiel, ``docs/examples/goofspiel``) is measured
too, as a small game written the way the guide teaches. A last line, ``goals``, sets each
goal beside what was measured.

Run by hand, not by CI: figures depend on the machine; ratios are the steadier part.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from nimmt_ratio import bare_rounds

import senet
from senet.bots import MctsBot, Seat

GAMES: tuple[tuple[str, Mapping[str, object]], ...] = (
    ("nimmt-classic", {}),
    ("nimmt", {}),
    ("nimmt", {"side": "pro"}),
    ("nimmt", {"luck": True}),
    ("nile", {}),
    ("niagara", {"max_rounds": 12}),
    ("tigris", {}),
    ("nephthys", {}),
    ("goofspiel", {}),
)
MAX_MOVES = 3000
MCTS_ITERATIONS = 40
"""Search iterations timed per match (one search at the match's middle)."""
ISSUE_BARE_ROUNDS = 20_800
"""The bare loop's rounds per CPU second on the machine of issue 14's figures."""
BARE_SLICE = 0.05
"""CPU seconds of the bare loop after each match."""


def _cpu() -> float:
    return time.process_time()


def _game(name: str) -> senet.Game[Any]:
    if name == "goofspiel":
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "docs" / "examples" / "goofspiel"))
        from senet_goofspiel.game import GAME

        return GAME
    return senet.default_registry().get(name)


def _setups(game: senet.Game[Any], players: int, options: Mapping[str, object], n: int = 300
            ) -> tuple[float, float]:
    """CPU seconds of one ``Sim.new`` and of one ``new_match`` (no log), each the best of three."""
    best_sim = best_match = float("inf")
    for _ in range(3):
        t0 = _cpu()
        for seed in range(n):
            senet.Sim.new(game, players, seed, options)
        t1 = _cpu()
        for seed in range(n):
            senet.new_match(game, players, seed, options, keep_log=False)
        t2 = _cpu()
        best_sim, best_match = min(best_sim, (t1 - t0) / n), min(best_match, (t2 - t1) / n)
    return best_sim, best_match


def measure(name: str, options: Mapping[str, object], players: int, seconds: float) -> dict[str, Any]:
    """Play seeded matches of ``game`` three ways, alternating, for about ``seconds``."""
    game = _game(name)
    players = players if players in game.players_for(dict(options)) else game.players_for(dict(options))[0]
    warm = senet.new_match(game, players, seed=-1, options=options)  # imports, caches
    senet.play_out(warm, max_moves=MAX_MOVES)
    senet.load_match(warm.save(), _registry(game))
    plain = logged = loading = copying = searching_copies = rollouts = searching = bare_cpu = 0.0
    moves = copies = games = iterations = bare = rounds = 0
    bare_rng = random.Random(0)
    spent = 0.0
    seed = 0
    while spent < seconds:
        # The same match lean and with the log, in turn first (a game's own caches favour
        # whichever plays second).
        if seed % 2:
            t0 = _cpu()
            full = senet.new_match(game, players, seed=seed, options=options)
            senet.play_out(full, max_moves=MAX_MOVES)
            t1 = _cpu()
            sim = senet.Sim.new(game, players, seed, options)
            made = senet.play_out(sim, max_moves=MAX_MOVES).moves
            t2 = _cpu()
            plain += t2 - t1
            logged += t1 - t0
        else:
            t0 = _cpu()
            sim = senet.Sim.new(game, players, seed, options)
            made = senet.play_out(sim, max_moves=MAX_MOVES).moves
            t1 = _cpu()
            full = senet.new_match(game, players, seed=seed, options=options)
            senet.play_out(full, max_moves=MAX_MOVES)
            t2 = _cpu()
            plain += t1 - t0
            logged += t2 - t1
        rounds += getattr(sim.state, "round", 0)
        data = full.save()
        t3 = _cpu()
        loaded = senet.load_match(data, _registry(game))
        t4 = _cpu()
        if loaded.state_hash() != full.state_hash() or sim.state_hash() != full.state_hash():
            raise SystemExit(f"{name} seed {seed}: the loaded or lean match differs from the played one")
        half = senet.Sim.new(game, players, seed, options)
        senet.play_out(half, max_moves=max(1, made // 2))
        seat = _decision(half)
        t5 = _cpu()
        for _ in range(20):
            half.copy()
        t6 = _cpu()
        if seat is not None:
            for i in range(20):
                seat.determinized(i)
        t7 = _cpu()
        if seat is not None:
            for i in range(2):  # a search iteration: a search copy played out at random to the end
                senet.play_out(seat.determinized(seed * 2 + i), max_moves=MAX_MOVES)
        t8 = _cpu()
        rollouts += t8 - t7
        t9 = t10 = _cpu()
        if seat is not None:
            bot = MctsBot(seat.player, seed, iterations=MCTS_ITERATIONS)
            t9 = _cpu()
            bot.search(seat)
            t10 = _cpu()
            iterations += bot.last_iterations
            searching += t10 - t9
        done, took = bare_rounds(bare_rng, 4, BARE_SLICE)
        bare, bare_cpu = bare + done, bare_cpu + took
        loading += t4 - t3
        copying += t6 - t5
        searching_copies += t7 - t6
        moves += made
        copies += 20
        games += 1
        seed += 1
        spent += t2 - t0 + t4 - t3 + t8 - t5 + t10 - t9
    per_move = plain / moves
    bare_rate = bare / bare_cpu
    setup, match_setup = _setups(game, players, options)
    out = {
        "game": name,
        "options": dict(options),
        "players": players,
        "games": games,
        "moves": moves,
        "moves_per_cpu_second": round(moves / plain),
        "bare_rounds_per_cpu_second": round(bare_rate),
        "moves_at_issue_scale": round(moves / plain * ISSUE_BARE_ROUNDS / bare_rate),
        "log_ratio": round(logged / plain, 3),
        "load_ratio": round(loading / logged, 3),
        "setup_us": round(setup * 1e6, 1),
        "match_setup_us": round(match_setup * 1e6, 1),
        "copy_us": round(copying / copies * 1e6, 2),
        "search_copy_us": round(searching_copies / copies * 1e6, 1),
        "copy_moves": round(copying / copies / per_move, 2),
        "search_copy_moves": round(searching_copies / copies / per_move, 2),
        "rollouts_per_cpu_second": round(2 * games / rollouts, 1) if rollouts else None,
        "mcts_iterations_per_cpu_second": round(iterations / searching, 1) if searching else None,
    }
    if name == "nimmt-classic" and players == 4:
        out["ratio"] = round(rounds / plain / bare_rate, 3)
    return out


_REGISTRIES: dict[str, senet.Registry] = {}


def _registry(game: senet.Game[Any]) -> senet.Registry:
    """A registry that knows ``game`` (the example game is not installed: one of its own)."""
    registry = senet.default_registry()
    if game.name not in registry.names():
        registry = _REGISTRIES.get(game.name) or senet.Registry()
        if game.name not in registry.names():
            registry.add_game(game)
        _REGISTRIES[game.name] = registry
    return registry


def goals(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Each goal of issue 29 beside what was measured."""
    shipped = [r for r in rows if r["game"] != "goofspiel"]
    slowest = min(shipped, key=lambda r: r["moves_at_issue_scale"], default=None)
    classic = next((r["ratio"] for r in rows if "ratio" in r), None)
    small = [r for r in rows if r["game"] == "goofspiel"]
    return {
        "classic_ratio": {"goal": 0.37, "measured": classic, "met": classic is not None and classic >= 0.37},
        "every_game_50k": {"goal": 50_000,
                           "slowest_at_issue_scale": slowest and (slowest["game"], slowest["options"],
                                                                  slowest["moves_at_issue_scale"]),
                           "met": bool(shipped) and all(r["moves_at_issue_scale"] >= 50_000
                                                        for r in shipped)},
        "small_game_setup_us": {"goal": 3, "measured": [(r["game"], r["setup_us"]) for r in small],
                                "met": bool(small) and all(r["setup_us"] < 3 for r in small)},
        "search_copy_moves": {"goal": 0.5, "worst": max((r["search_copy_moves"] for r in rows), default=None),
                              "met": all(r["search_copy_moves"] <= 0.5 for r in rows)},
        "load_ratio": {"goal": "below 1", "worst": max((r["load_ratio"] for r in rows), default=None),
                       "met": all(r["load_ratio"] < 1 for r in rows)},
    }


def _decision(match: senet.Sim[Any]) -> Seat | None:
    """A seat at the first decision from here (on a copy) with two options or more."""
    match = match.copy()
    for _ in range(MAX_MOVES):
        choice = match.next_choice()
        if choice is None:
            return None
        player, legal = choice
        if len(legal) > 1:
            return Seat(match, player, legal)
        match.play_index(player, 0)
    return None


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, measure every game, print one JSON line per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per game")
    parser.add_argument("--only", action="append", default=[], metavar="GAME")
    args = parser.parse_args(argv)
    rows = []
    for game, options in GAMES:
        if args.only and game not in args.only:
            continue
        rows.append(measure(game, options, args.players, args.seconds))
        print(json.dumps(rows[-1]), flush=True)
    print(json.dumps({"goals": goals(rows)}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
