#!/usr/bin/env bash
# Benchmark: the stemma's time, memory and instructions as the books grow, over
# simulated libraries (collation/simulation.hpp, simulate_library; docs/stemma.md,
# "Scale").
#
#   bash tools/bench/stemma_scale.sh [N ...]     (default 50 100 200 400; needs
#                                                 build/rithmo_stemma_scale)
#
# Prints, for each N, the pairs weighed, the edges drawn, the wall time of the
# inference, its ratio to the N before and the peak memory (rithmo_stemma_scale), then
# the instructions of the inference at the two smallest N as callgrind counts them (a
# figure that does not drift with the machine; "?" without valgrind), with their ratio.
# Not a test: nothing fails on a slow run.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
bin="${RITHMO_STEMMA_SCALE:-./build/rithmo_stemma_scale}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(50 100 200 400)
args=()
for n in "${sizes[@]}"; do args+=(--books "$n"); done
"$bin" "${args[@]}"
source tools/bench/instructions.sh
mapfile -t small < <(printf '%s\n' "${sizes[@]}" | sort -n | head -2)
before=""
for n in "${small[@]}"; do
  count="$(instructions "$bin" --books "$n")"
  ratio="-"
  if [ -n "$before" ] && [ "$before" != "?" ] && [ "$count" != "?" ]; then
    ratio="$(awk -v a="$count" -v b="$before" 'BEGIN { printf "%.2f", a / b }')"
  fi
  echo "instructions at $n books: $count (ratio $ratio; simulating the library included)"
  before="$count"
done
