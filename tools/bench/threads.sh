#!/usr/bin/env bash
# The engine's threads (lazy SMP; docs/performance.md, "The engine's threads"): under
# every preset, from its opening, the time `rithmo engine` takes to complete a search
# to DEPTH on 1 thread and on THREADS, as its last info line gives it, and their ratio,
# the two measured one after the other in one run. A ratio, not a time, is the result:
# this machine's speed drifts from day to day.
#
#   bash tools/bench/threads.sh [DEPTH [THREADS]]    (default 6 and 2; needs build/rithmo)
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
depth="${1:-6}"
threads="${2:-2}"
for n in "$depth" "$threads"; do
  case "$n" in '' | *[!0-9]* | 0) echo "threads: DEPTH and THREADS must be whole numbers above 0 (bash tools/bench/threads.sh [DEPTH [THREADS]])" >&2; exit 2 ;; esac
done
bin="${RITHMO:-./build/rithmo}"
[ -x "$bin" ] || { echo "threads: no $bin; build first (bash setup.sh)" >&2; exit 2; }
# shellcheck source=tools/bench/engine_search.sh
. tools/bench/engine_search.sh
# The last info line of a search to $depth under $1 on $2 threads: "time nodes".
search() {
  local t n pv
  read -r t n pv < <(engine_search "$(printf 'setoption name Threads value %s\nucinewgame preset %s\nposition opening\ngo depth %s\n' \
    "$2" "$1" "$depth")" "$bin" engine)
  echo "$t $n"
}
printf '| preset | depth | ms, 1 thread | nodes | ms, %s threads | nodes | time ratio |\n' "$threads"
printf '| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n'
for preset in fulke-1 fulke-2 fulke-3 du-coeur savard boissiere boissiere-other barozzi; do
  read -r t1 n1 < <(search "$preset" 1)
  read -r tn nn < <(search "$preset" "$threads")
  ratio="$(awk -v a="$t1" -v b="$tn" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }')"
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$preset" "$depth" "$t1" "$n1" "$tn" "$nn" "$ratio"
done
