#!/usr/bin/env bash
# The engine's instructions a node (docs/performance.md, "The levels"): `rithmo engine`
# on one thread searches to DEPTH from a preset's opening (or after MOVES, in the
# protocol's words), under callgrind; its last info line gives the nodes and the line
# searched, callgrind the instructions (process start included). A change that keeps
# the search prints the same nodes and line, and fewer instructions.
#
#   bash tools/bench/engine_instructions.sh [DEPTH [PRESET [MOVES...]]]
#       (default depth 5, every preset from its opening; needs build/rithmo and valgrind)
#
# Not a test: nothing fails on a big figure.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
case "${1:-}" in
esac
depth="${1:-5}"
[[ "$depth" =~ ^[1-9][0-9]?$ ]] || { echo "bench: DEPTH must be a whole number from 1 to 99, not '$depth'" >&2; exit 2; }
presets=(fulke-1 fulke-2 fulke-3 du-coeur savard boissiere boissiere-other barozzi)
if [ $# -ge 2 ]; then presets=("$2"); fi
moves=("${@:3}")
bin="${RITHMO:-./build/rithmo}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "bench: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# shellcheck source=tools/bench/engine_search.sh
. tools/bench/engine_search.sh
# The search's nodes, callgrind's count and the line searched: "nodes instructions line".
search() {
  local position="position opening" t nodes pv count
  [ ${#moves[@]} -eq 0 ] || position="position opening moves ${moves[*]}"
  read -r t nodes pv < <(engine_search "$(printf 'ucinewgame preset %s\n%s\ngo depth %s\n' "$1" "$position" "$depth")" \
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$log" "$bin" engine)
  count="$(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$log")"
  echo "$nodes ${count:-?} $pv"
}
printf '| preset | depth | nodes | instructions | a node | line |\n'
printf '| --- | ---: | ---: | ---: | ---: | --- |\n'
for preset in "${presets[@]}"; do
  read -r nodes count pv < <(search "$preset")
  per="$(awk -v c="$count" -v n="$nodes" 'BEGIN { if (n + 0 > 0 && c + 0 > 0) printf "%.0f", c / n; else print "?" }')"
  printf '| %s | %s | %s | %s | %s | %s |\n' "$preset" "$depth" "$nodes" "$count" "$per" "$pv"
done
