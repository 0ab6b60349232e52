#!/usr/bin/env python3
"""Seeded random playouts for callgrind: the ``run.py`` of docs/speed.md.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --instr-atstart=no \\
        python bench/callgrind_run.py nephthys 4 10

Plays one warm-up match (seed 10,000), switches callgrind's count on for this
process (``callgrind_control -i on PID``), plays seeds 0 to GAMES - 1 with
random bots through ``senet.play_out`` (no log), prints the moves made to stderr
and ends with ``os._exit(0)`` (no teardown counted). Instructions per move are
callgrind's total over those moves. Niagara gets ``max_rounds=12`` unless an
option says otherwise; further arguments are options as KEY=VALUE. With ``--public``
the matches are played as ``bench/nimmt_ratio.py`` plays them: ``to_act``,
``legal_moves`` and ``submit`` with a seeded random choice (the public path). With
``--load`` the same matches are played with their log before the count starts, and
what is counted is ``senet.load_match`` of their saves (verifying every move). With
``--log`` the matches keep their log (a checkpoint marked every 16 moves, hashed only
when read, which these matches never are). With ``--sim`` they are played by the lean
simulator (``senet.Sim.new`` and ``senet.play_out``).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys

import senet


def main(argv: list[str]) -> None:
    """Warm up, switch the count on, play, report the moves, leave at once."""
    public, load, log, lean = "--public" in argv, "--load" in argv, "--log" in argv, "--sim" in argv
    argv = [a for a in argv if a not in ("--public", "--load", "--log", "--sim")]
    if len(argv) < 3:
        sys.exit(__doc__)
    game, players, games = argv[0], int(argv[1]), int(argv[2])
    options = dict(kv.split("=", 1) for kv in argv[3:])
    if game == "niagara":
        options.setdefault("max_rounds", "12")
    warm = senet.new_match(game, players, seed=10_000, options=options, keep_log=False)
    senet.play_out(warm)
    saves = []
    if load:
        for seed in range(games):
            match = senet.new_match(game, players, seed=seed, options=options)
            senet.play_out(match)
            saves.append(match.save())
        senet.load_match(warm.save())
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], check=True, capture_output=True)
    moves = 0
    choose = random.Random(1).choice
    for data in saves:
        moves += len(senet.load_match(data).moves)
    declared = senet.default_registry().get(game)
    for seed in range(games if not load else 0):
        if lean:
            moves += senet.play_out(senet.Sim.new(declared, players, seed, options)).moves
            continue
        match = senet.new_match(game, players, seed=seed, options=options, keep_log=log)
        if not public:
            moves += senet.play_out(match).moves
            continue
        legal_moves, submit = match.legal_moves, match.submit
        while not match.flow.over:
            player = match.to_act[0]
            submit(player, choose(legal_moves(player)))
            moves += 1
    sys.stderr.write(f"moves {moves}\n")
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    main(sys.argv[1:])
