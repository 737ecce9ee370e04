#!/usr/bin/env bash
# Every benchmark, one after the other, each figure beside the count that does not drift
# from one machine or day to the next: the instructions the command executes, as
# valgrind's callgrind counts them (process start included, the SHA extensions of the
# processor not used), then its wall time on this machine.
#
#   bash tools/bench/all.sh [--quick]    (needs build/rithmo, build/rithmo_wall, valgrind,
#                                          python3; --quick: fewer runs, smaller inputs)
#
# First the instruction count and the median wall time of each command of the table
# below; then tools/bench/enumeration.sh, memory.sh and apparatus.sh, each with its own
# figures and their instruction counts (tools/bench/instructions.sh counts for every
# benchmark). Not a test: nothing fails on a big figure. docs/performance.md keeps the
# figures that stand.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
quick=""
case "${1:-}" in
  "") ;;
  --quick) quick=1 ;;
  *) echo "bench: unknown argument '$1' (bash tools/bench/all.sh [--quick])" >&2; exit 2 ;;
esac
bin="${RITHMO:-./build/rithmo}"
wall="${RITHMO_WALL:-./build/rithmo_wall}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
[ -x "$wall" ] || { echo "bench: no $wall; build first (bash setup.sh test builds it)" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "bench: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
runs=20
[ -n "$quick" ] && runs=5
source tools/bench/instructions.sh

# The commands counted, each as the user types it (output discarded).
commands=(
  "--version"
  "men"
  "audit --jobs 1 --format json"
  "apparatus --format json"
  "stemma --format json"
  "perft --depth 0"
  "perft --depth 3 --preset fulke-2"
  "play --random --seed 1 --games 5 --preset fulke-3"
)
printf '%-58s %15s %12s\n' "command" "instructions" "median ms"
for c in "${commands[@]}"; do
  # shellcheck disable=SC2086
  ir="$(instructions "$bin" $c)"
  # shellcheck disable=SC2086
  median="$( ("$wall" --runs "$runs" -- "$bin" $c || true) | sed -n "1s/.*median \([0-9.]*\) ms.*/\1/p")"
  printf '%-58s %15s %12s\n' "rithmo $c" "${ir:-?}" "${median:-?}"
done
echo
if [ -n "$quick" ]; then
  bash tools/bench/enumeration.sh 1
  bash tools/bench/memory.sh 4
  bash tools/bench/apparatus.sh 100 20000
else
  bash tools/bench/enumeration.sh
  bash tools/bench/memory.sh
  bash tools/bench/apparatus.sh
fi
