#!/usr/bin/env bash
# Benchmark: the wall time of the full audit of every transcribed table, process
# start included (`rithmo audit --format json`, output discarded), over N runs.
#
#   bash tools/bench/audit.sh [N]        (default 50 runs; needs build/rithmo and build/rithmo_wall)
#
# Prints the median, the fastest and the slowest run in milliseconds, then the same
# for /bin/true (what starting any process costs on the machine), then the
# instructions of one audit on one thread (`--jobs 1`), as callgrind counts them (a
# figure that does not drift; "?" without valgrind). Each run is timed by rithmo_wall
# (tools/bench/wall.cpp) around the process alone. The target is a
# median under 10 ms on the project's 2-core machine. Not a test: timings depend on
# the machine; nothing fails on a slow run.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
runs="${1:-50}"
bin="${RITHMO:-./build/rithmo}"
wall="${RITHMO_WALL:-./build/rithmo_wall}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
[ -x "$wall" ] || { echo "bench: no $wall; build first (bash setup.sh)" >&2; exit 2; }
"$wall" --runs "$runs" -- "$bin" audit --format json
source tools/bench/instructions.sh
echo "instructions $(instructions "$bin" audit --format json --jobs 1) (rithmo audit --format json --jobs 1, callgrind)"
