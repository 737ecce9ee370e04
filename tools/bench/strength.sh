#!/usr/bin/env bash
# The levels' strength (docs/performance.md, "The levels"): under every preset, each
# level against random play and against the level below it, each side of each game
# played by each in turn, 400 plies at most (or MAX_PLIES); wins, draws and losses, the
# score, the Elo difference with its 95 % interval, the nodes a second the engine
# searched, and the plies the first player's wins took (median, most).
#
#   bash tools/bench/strength.sh [GAMES [MAX_PLIES]]   (default 100 and 400; needs build/rithmo_strength)
#
# A benchmark, not a test: it plays thousands of games (hours at master and doctor).
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
games="${1:-100}"
max_plies="${2:-400}"
bin="${RITHMO_STRENGTH:-./build/rithmo_strength}"
[ -x "$bin" ] || { echo "strength: no $bin; build first (bash setup.sh test)" >&2; exit 2; }
exec "$bin" --games "$games" --max-plies "$max_plies" --seed 1 \
  --pairs novice:random,scholar:random,master:random,doctor:random,scholar:novice,master:scholar,doctor:master
