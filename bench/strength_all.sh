#!/usr/bin/env bash
# The strength campaign, resumable: the default mcts against random seats in every game at
# 2 and 4 seats (Niagara 3 and 4), then against a smaller budget of itself, in rounds of
# growing match counts so that every configuration advances; two-player Tigris, Nile and
# nimmt first (the 90% goal). Every finished match is in the results file at once; seeds
# already recorded are skipped, so running this again carries on where it stopped.
#
#   nice -n 19 bench/strength_all.sh [RESULTS] [WORKERS]   # stop: kill -TERM <this script's pid>
#   ROUNDS="weaker:20" ORDER="tigris:2 nile:2" bench/strength_all.sh   # a part of the plan
#
# On SIGTERM or SIGINT the running bench is told to stop (the matches being played are
# dropped, every finished one is kept) and the script exits 130.
set -u
here=$(cd "$(dirname "$0")" && pwd)
results=${1:-$here/results/strength.jsonl}
workers=${2:-2}
python=${PYTHON:-python}
stop=
child=
trap 'stop=1; [ -n "$child" ] && kill -TERM "$child" 2>/dev/null' TERM INT

run() {  # GAME SEATS AGAINST MATCHES
    [ -n "$stop" ] && exit 130
    "$python" "$here/strength.py" --game "$1" --players "$2" --against "$3" --games "$4" \
        --workers "$workers" --results "$results" &
    child=$!
    while kill -0 "$child" 2>/dev/null; do wait "$child"; done
    child=
    [ -n "$stop" ] && exit 130
    return 0
}

order=${ORDER:-"tigris:2 nile:2 nimmt:2 nimmt-classic:2 nephthys:2 niagara:3
       tigris:4 nile:4 nimmt:4 nimmt-classic:4 nephthys:4 niagara:4"}
rounds=${ROUNDS:-"random:20 random:50 weaker:20 random:100 weaker:50 random:200 weaker:100 weaker:200"}
for round in $rounds; do
    for config in $order; do
        run "${config%:*}" "${config#*:}" "${round%:*}" "${round#*:}"
    done
done
