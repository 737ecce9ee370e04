#!/usr/bin/env bash
# Benchmark: the wall time of the full audit of every transcribed table, process
# start included (`rithmo audit --format json`, output discarded), over N runs.
#
#   bash tools/bench/audit.sh [N]        (default 50 runs; needs build/rithmo)
#
# Prints the median, the fastest and the slowest run in milliseconds. The target is
# a median under 10 ms on the project's 2-core machine. Not a test: timings depend
# on the machine; nothing fails on a slow run.
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-50}"
bin="${RITHMO:-./build/rithmo}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
# One run to warm the page cache and to check the audit works (exit 0 or 1).
"$bin" audit --format json > /dev/null || [ $? -eq 1 ]
times=()
for ((i = 0; i < runs; i++)); do
  start=$(date +%s%N)
  "$bin" audit --format json > /dev/null || true
  end=$(date +%s%N)
  times+=($(( (end - start) / 1000 )))
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
ms() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }
median=${sorted[$((runs / 2))]}
echo "full audit, $runs runs: median $(ms "$median") ms, fastest $(ms "${sorted[0]}") ms, slowest $(ms "${sorted[$((runs - 1))]}") ms"
