#!/usr/bin/env bash
# Benchmark: the full audit against a reference build, timed in the same hour.
#
#   bash tools/bench/audit_against.sh REFERENCE [ROUNDS] [RUNS]
#
# REFERENCE is a checkout of an earlier commit, built (REFERENCE/build/rithmo), with its
# own tables/ (for instance `git worktree add /tmp/ref 63f9524` and `cmake -S /tmp/ref -B
# /tmp/ref/build && cmake --build /tmp/ref/build --target rithmo`). Each build audits its
# own tables (`rithmo audit --format json`, run from its checkout), timed by rithmo_wall
# with RUNS runs (default 30); the two alternate, reference first, for ROUNDS rounds
# (default 3). For each round it prints both medians and their ratio, then each build's
# tables and rows (from `rithmo audit --summary`) and its median per table, then each
# build's instructions for its audit on one thread as callgrind counts them (figures that
# do not drift; "?" without valgrind).
#
# The machine's pace moves from hour to hour (docs/performance.md, "Cautions"); two
# builds timed in turn within minutes are comparable where wall times of different
# days are not. Not a test: nothing fails on a slow run.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
here="$(pwd)"
usage="usage: bash tools/bench/audit_against.sh REFERENCE [ROUNDS] [RUNS]"
if [ $# -lt 1 ] || [ $# -gt 3 ]; then echo "$usage" >&2; exit 2; fi
ref="$(cd "$1" 2>/dev/null && pwd)" || { echo "bench: no folder '$1'" >&2; exit 2; }
rounds="${2:-3}"
runs="${3:-30}"
for n in "$rounds" "$runs"; do
  [[ "$n" =~ ^[1-9][0-9]{0,3}$ ]] || { echo "bench: '$n' is not a count from 1 to 9999; $usage" >&2; exit 2; }
done
wall="${RITHMO_WALL:-$here/build/rithmo_wall}"
[ -x "$wall" ] || { echo "bench: no $wall; build first (bash setup.sh)" >&2; exit 2; }
for dir in "$ref" "$here"; do
  [ -x "$dir/build/rithmo" ] || { echo "bench: no $dir/build/rithmo; build it first" >&2; exit 2; }
  [ -d "$dir/tables" ] || { echo "bench: no $dir/tables" >&2; exit 2; }
done

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# The median of a build's audit, in ms, from rithmo_wall's first line.
median() {
  (cd "$1" && "$wall" --runs "$runs" -- ./build/rithmo audit --format json) |
    sed -n '1s/.*median \([0-9.]*\) ms.*/\1/p'
}

# "131 2573": the tables and rows the build's audit reads.
extent() {
  local out status=0
  out="$(cd "$1" && ./build/rithmo audit --output "$scratch/report.md" --summary)" || status=$?
  # 0: nothing found, 1: findings; anything else is a failed audit.
  if [ "$status" -gt 1 ]; then echo "bench: the audit in $1 failed (exit $status)" >&2; exit 2; fi
  sed -n 's/^audit: \([0-9]*\) tables, \([0-9]*\) rows.*/\1 \2/p' <<<"$out"
}

read -r ref_tables ref_rows <<<"$(extent "$ref")"
read -r our_tables our_rows <<<"$(extent "$here")"
if [ -z "${ref_tables:-}" ] || [ -z "${our_tables:-}" ]; then
  echo "bench: an audit gave no summary (rithmo audit --summary)" >&2
  exit 2
fi

ref_all=() our_all=()
for ((r = 1; r <= rounds; r++)); do
  a="$(median "$ref")"
  b="$(median "$here")"
  if [ -z "$a" ] || [ -z "$b" ]; then echo "bench: rithmo_wall gave no median" >&2; exit 2; fi
  ref_all+=("$a") our_all+=("$b")
  awk -v r="$r" -v a="$a" -v b="$b" 'BEGIN { printf "round %d: reference %.2f ms, this build %.2f ms, ratio %.2f\n", r, a, b, b / a }'
done

# The median of the rounds' medians, and per table.
summary() {
  local name="$1" tables="$2" rows="$3"
  shift 3
  printf '%s\n' "$@" | sort -g | awk -v n="$name" -v t="$tables" -v rows="$rows" \
    '{ m[NR] = $1 } END { med = (NR % 2) ? m[(NR + 1) / 2] : (m[NR / 2] + m[NR / 2 + 1]) / 2;
       printf "%s: %d tables, %d rows; median of the rounds %.2f ms, %.3f ms a table\n", n, t, rows, med, med / t }'
}
summary "reference ($ref)" "$ref_tables" "$ref_rows" "${ref_all[@]}"
summary "this build" "$our_tables" "$our_rows" "${our_all[@]}"
source "$here/tools/bench/instructions.sh"
a="$(cd "$ref" && instructions ./build/rithmo audit --format json --jobs 1)"
b="$(cd "$here" && instructions ./build/rithmo audit --format json --jobs 1)"
echo "instructions (--jobs 1, callgrind): reference $a, this build $b"
