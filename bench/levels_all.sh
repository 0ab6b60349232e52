#!/usr/bin/env bash
# The levels' campaign (issue 34, items 2-3): in every game at 2 and 4 seats (Niagara 3 and
# 4), `strong` against `quick`, and `quick` against `random`, `greedy` and the yardstick
# `flatmc`, each on the same deals with seats swapped (bench/yardstick.py), every match
# appended to the results file. Deals per configuration: DEALS (100 deals = 200 matches).
# The yardstick plays 100 playouts a move to the end of a round where the game declares
# rounds (nimmt-classic); elsewhere its playouts run to the end of the match, hours a
# decision in Tigris, so there it is given quick's time: `flatmc:seconds=0.1,playouts=1000000`.
#
#   nice -n 19 bench/levels_all.sh [RESULTS] [DEALS] [WORKERS]
#   ORDER="tigris:2 nephthys:2" PAIRS="strong/quick" bench/levels_all.sh   # a part of the plan
#
# Seeds: 500 on for strong/quick, 600 on for the baselines, as in docs/bots.md. A stopped
# run keeps every finished deal, but a second run plays the same seeds again (the file
# then holds them twice): give it --seed past the last deal recorded, or a fresh file.
set -u
here=$(cd "$(dirname "$0")" && pwd)
results=${1:-$here/results/levels.jsonl}
deals=${2:-100}
workers=${3:-2}
python=${PYTHON:-python}
order=${ORDER:-"tigris:2 nephthys:2 nile:2 nimmt:2 nimmt-classic:2 niagara:3
       tigris:4 nephthys:4 nile:4 nimmt:4 nimmt-classic:4 niagara:4"}
pairs=${PAIRS:-"strong/quick quick/random quick/greedy quick/flatmc"}
for pair in $pairs; do
    bot=${pair%/*}; against=${pair#*/}
    seed=600; [ "$pair" = strong/quick ] && seed=500
    for config in $order; do
        game=${config%:*}; seats=${config#*:}
        yard=$against
        if [ "$against" = flatmc ] && [ "$game" != nimmt-classic ]; then
            yard="flatmc:seconds=0.1,playouts=1000000"
        fi
        "$python" "$here/yardstick.py" --game "$game" --players "$seats" --bot "$bot" --against "$yard" \
            --deals "$deals" --seed "$seed" --workers "$workers" --results "$results" || exit $?
    done
done
