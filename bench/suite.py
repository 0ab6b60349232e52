#!/usr/bin/env python3
"""Every game's speed in one run: moves/s, the log's cost, loading against playing, copies.

    python bench/suite.py --seconds 5            # about 5 CPU seconds a game
    python bench/suite.py --only nile --only tigris

For each game (four players, random bots through ``senet.play_out``) the same seeded
matches are played in turn three ways, so that a busy machine slows each alike:

- ``moves_per_cpu_second``: with no log kept (``keep_log=False``), the playout speed;
- ``log_ratio``: CPU time with the log kept over the time without (the issue's goal: at
  most 1.3); the checkpoints' state hashes are taken at the save, outside this time, and
  so are the entries, which a played-out match makes when its log is first read
  (``senet.logbook``), which these matches never are;
- ``load_ratio``: CPU time of ``senet.load_match`` on the save (re-playing and checking
  every move and hash) over the time of playing the match with its log (goal: below 1);
- ``copy_us`` / ``determinized_us``: CPU microseconds of ``match.copy()`` and of
  ``match.determinized(player, seed)`` at the middle of a match (its log read before,
  so that the one-time making of its entries is not in the first copy), with
  ``copy_moves``: how many moves the same time plays;
- ``rollouts_per_cpu_second``: search iterations of the simplest kind (a search copy
  from the middle of a match for one player, played out by random bots to the end): the
  bound on a Monte Carlo search's iterations per second;
- ``bare_rounds_per_cpu_second``: rounds of the classic card game played by the bare
  Python loop of ``bench/nimmt_ratio.py``, in slices between the matches, and
  ``moves_at_issue_scale``: ``moves_per_cpu_second`` times 20,800 over that, the rate
  on the machine issue 14's figures were taken on (its bare loop played 20,800 rounds a
  second), so that the 50,000 moves a second goal can be compared on another machine;
- ``mcts_iterations_per_cpu_second``: iterations of the real search bot
  (:class:`senet.bots.MctsBot` with its default rollout and exploration, through
  :class:`senet.bots.Seat` as ``play_out`` calls it) at the middle of each match, from
  the first decision there with two options or more.

Run by hand, not by CI: figures depend on the machine; ratios are the steadier part.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Mapping
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
)
MAX_MOVES = 3000
MCTS_ITERATIONS = 40
ISSUE_BARE_ROUNDS = 20_800
"""The bare loop's rounds per CPU second on the machine of issue 14's figures."""
BARE_SLICE = 0.05
"""CPU seconds of the bare loop after each match."""
"""Search iterations timed per match (one search at the match's middle)."""


def _cpu() -> float:
    return time.process_time()


def measure(game: str, options: Mapping[str, object], players: int, seconds: float) -> dict[str, Any]:
    """Play seeded matches of ``game`` three ways, alternating, for about ``seconds``."""
    warm = senet.new_match(game, players, seed=-1, options=options)  # imports, caches
    senet.play_out(warm, max_moves=MAX_MOVES)
    senet.load_match(warm.save())
    plain = logged = loading = copying = determinizing = rollouts = searching = bare_cpu = 0.0
    moves = copies = games = iterations = bare = 0
    bare_rng = random.Random(0)
    spent = 0.0
    seed = 0
    while spent < seconds:
        # The same match with and without the log, in turn first (a game's own caches
        # favour whichever plays second).
        if seed % 2:
            t0 = _cpu()
            full = senet.new_match(game, players, seed=seed, options=options)
            senet.play_out(full, max_moves=MAX_MOVES)
            t1 = _cpu()
            match = senet.new_match(game, players, seed=seed, options=options, keep_log=False)
            made = senet.play_out(match, max_moves=MAX_MOVES).moves
            t2 = _cpu()
            plain += t2 - t1
            logged += t1 - t0
        else:
            t0 = _cpu()
            match = senet.new_match(game, players, seed=seed, options=options, keep_log=False)
            made = senet.play_out(match, max_moves=MAX_MOVES).moves
            t1 = _cpu()
            full = senet.new_match(game, players, seed=seed, options=options)
            senet.play_out(full, max_moves=MAX_MOVES)
            t2 = _cpu()
            plain += t1 - t0
            logged += t2 - t1
        data = full.save()
        t3 = _cpu()
        loaded = senet.load_match(data)
        t4 = _cpu()
        if loaded.state_hash() != full.state_hash():  # pragma: no cover - a bug, not a figure
            raise SystemExit(f"{game} seed {seed}: the loaded match differs from the played one")
        half = senet.new_match(game, players, seed=seed, options=options, keep_log=True)
        senet.play_out(half, max_moves=max(1, made // 2))
        half.log  # noqa: B018 (its entries are made here, once, not in the first timed copy)
        t5 = _cpu()
        for _ in range(20):
            half.copy()
        t6 = _cpu()
        for i in range(20):
            half.determinized(i % players, i)
        t7 = _cpu()
        for i in range(2):  # a search iteration: a search copy played out at random to the end
            senet.play_out(half.determinized(i % players, seed * 2 + i), max_moves=MAX_MOVES)
        t8 = _cpu()
        rollouts += t8 - t7
        t9 = t10 = _cpu()
        seat = _decision(half)
        if seat is not None:
            bot = MctsBot(seat.player, seed, iterations=MCTS_ITERATIONS)
            t9 = _cpu()
            bot.search(seat)
            t10 = _cpu()
            iterations += bot.last_iterations
            searching += t10 - t9
        rounds, took = bare_rounds(bare_rng, players, BARE_SLICE)
        bare, bare_cpu = bare + rounds, bare_cpu + took
        loading += t4 - t3
        copying += t6 - t5
        determinizing += t7 - t6
        moves += made
        copies += 20
        games += 1
        seed += 1
        spent += t2 - t0 + t4 - t3 + t8 - t5 + t10 - t9
    per_move = plain / moves
    bare_rate = bare / bare_cpu
    return {
        "game": game,
        "options": dict(options),
        "players": players,
        "games": games,
        "moves": moves,
        "moves_per_cpu_second": round(moves / plain),
        "bare_rounds_per_cpu_second": round(bare_rate),
        "moves_at_issue_scale": round(moves / plain * ISSUE_BARE_ROUNDS / bare_rate),
        "log_ratio": round(logged / plain, 3),
        "load_ratio": round(loading / logged, 3),
        "copy_us": round(copying / copies * 1e6, 1),
        "determinized_us": round(determinizing / copies * 1e6, 1),
        "copy_moves": round(copying / copies / per_move, 2),
        "determinized_moves": round(determinizing / copies / per_move, 2),
        "rollouts_per_cpu_second": round(2 * games / rollouts, 1),
        "mcts_iterations_per_cpu_second": round(iterations / searching, 1) if searching else None,
    }


def _decision(match: senet.Match[Any]) -> Seat | None:
    """A seat at the first decision from here (on a copy) with two options or more."""
    match = match.copy()
    for _ in range(MAX_MOVES):
        choice = match.next_choice()
        if choice is None:
            return None
        player, legal = choice
        if len(legal) > 1:
            return Seat(match, player, legal)
        match.play_listed(player, 0)
    return None


def main(argv: list[str] | None = None) -> int:
    """Parse the arguments, measure every game, print one JSON line per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per game")
    parser.add_argument("--only", action="append", default=[], metavar="GAME")
    args = parser.parse_args(argv)
    for game, options in GAMES:
        if args.only and game not in args.only:
            continue
        print(json.dumps(measure(game, options, args.players, args.seconds)), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
