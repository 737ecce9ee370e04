#!/usr/bin/env bash
# Benchmark: how the enumerations grow with the pool. `rithmo triumphs --grade all
# --count` and `rithmo proportions --count` with k seeds an army (even 2, 4, ..., 2k;
# odd 3, 5, ..., 2k+1), over N runs each, process start included.
#
#   bash tools/bench/enumeration.sh [N]     (default 5 runs; needs build/rithmo)
#
# Prints, for each command and k, the distinct numbers n of the pool, the median,
# fastest and slowest wall time in milliseconds, and the instructions of one run as
# callgrind counts them (a figure that does not drift; "?" without valgrind). The
# targets (issue 14): triumphs with 16 seeds (n = 135) within 20x of the default
# armies, with 64 seeds (n = 551) under 2 s. Not a test: timings depend on the machine; nothing fails on a slow run.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
runs="${1:-5}"
case "$runs" in '' | *[!0-9]* | 0) echo "bench: N must be a whole number of runs above 0 (bash tools/bench/enumeration.sh [N])" >&2; exit 2 ;; esac
bin="${RITHMO:-./build/rithmo}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
source tools/bench/instructions.sh
ms() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }
seeds() { echo "$(seq -s, 2 2 $((2 * $1))):$(seq -s, 3 2 $((2 * $1 + 1)))"; }
bench() {
  local k="$1"; shift
  local s; s="$(seeds "$k")"
  local n; n="$("$bin" men --seeds "$s" --format csv | awk -F, 'NR > 1 { print $5 }' | sort -u | wc -l)"
  "$bin" "$@" --seeds "$s" > /dev/null
  local times=()
  for ((i = 0; i < runs; i++)); do
    local start end
    start=$(date +%s%N)
    "$bin" "$@" --seeds "$s" > /dev/null
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  local sorted
  mapfile -t sorted < <(printf '%s\n' "${times[@]}" | sort -n)
  local ir; ir="$(instructions "$bin" "$@" --seeds "$s")"
  printf '%-40s k=%-4s n=%-5s median %s ms, fastest %s ms, slowest %s ms, %s instructions\n' "$*" "$k" "$n" \
    "$(ms "${sorted[$((runs / 2))]}")" "$(ms "${sorted[0]}")" "$(ms "${sorted[$((runs - 1))]}")" "$ir"
}
for k in 4 16 32 64; do bench "$k" triumphs --grade all --count; done
for k in 4 64 256; do bench "$k" proportions --count; done
