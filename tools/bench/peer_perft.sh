#!/usr/bin/env bash
# The rules engine's benchmark: perft from ../shared/bench/peer-opening.pos under the
# readings of ../shared/bench/peer-readings.txt (fulke-1 changed by them), one thread,
# at depth 4 (or DEPTH): the leaves, then the instructions (callgrind,
# tools/bench/instructions.sh) with the last moves counted (`perft`) and with every
# leaf made and unmade as a game makes it (`perft --make-leaves`), against the target of
# 1.4 G for the second at depth 4 (docs/performance.md, "The benchmark's opening").
#
#   bash tools/bench/peer_perft.sh [DEPTH]      (needs build/rithmo and valgrind)
#
# Not a test: nothing fails on a big figure.
set -euo pipefail
# shellcheck source=tools/bench/usage.sh
. "$(dirname "$0")/usage.sh"
bench_usage "$0" "$@"
cd "$(dirname "$0")/../.."
depth=4
case "${1:-}" in
  "") ;;
  *[!0-9]*) echo "bench: DEPTH must be a whole number, not '$1' (bash tools/bench/peer_perft.sh [DEPTH])" >&2; exit 2 ;;
  *) depth="$1" ;;
esac
bin="${RITHMO:-./build/rithmo}"
[ -x "$bin" ] || { echo "bench: no $bin; build first (bash setup.sh)" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "bench: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
bench=../shared/bench
for f in "$bench/peer-opening.pos" "$bench/peer-readings.txt"; do
  [ -r "$f" ] || { echo "bench: $f is missing (../shared beside the checkout)" >&2; exit 2; }
done
# shellcheck source=tools/bench/instructions.sh
. tools/bench/instructions.sh
mapfile -t readings < <(grep -v '^[[:space:]]*$' "$bench/peer-readings.txt" | tr ' ' '\n')
run=("$bin" perft "$bench/peer-opening.pos" --depth "$depth" --preset fulke-1 "${readings[@]}" --jobs 1)
"${run[@]}"
counted="$(instructions "${run[@]}")"
made="$(instructions "${run[@]}" --make-leaves)"
printf '%-44s %15s\n' "perft, the last moves counted" "$counted" "perft --make-leaves, every leaf made" "$made"
if [ "$depth" = 4 ] && [ "$made" != "?" ]; then
  python3 -c "print(f'every leaf made, against the target of 1.4 G: {$made / 1.4e9:.2f}')"
fi
