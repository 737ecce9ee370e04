#!/usr/bin/env bash
# One gate, as a property: for generated folders, each a copy of tables/ with one defect
# planted by tests/tools/plant_defect.py (seeds 0 to N-1, fifteen kinds in turn, the
# place drawn by the seed), `rithmo tables check`'s verdict is every reading command's:
# where it refuses, audit, stemma, apparatus and collate refuse with its first line, exit
# 2; where it passes, none of them refuses. A defect the descriptor's rules make one is
# refused by tables check.
#
#   RITHMO=build/rithmo bash tests/tools/gate_property.sh [N]     (default 100)
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
cd "$(dirname "$0")/../.." || exit 2
count="${1:-100}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() {
  echo "$*"
  failures=$((failures + 1))
}
run() { "$RITHMO" "$@" > /dev/null 2> "$tmp/err"; echo "$? $(head -1 "$tmp/err")"; }

refused=0
for seed in $(seq 0 $((count - 1))); do
  rm -rf "$tmp/T" "$tmp/out"
  cp -r tables "$tmp/T"
  planted="$(python3 tests/tools/plant_defect.py "$tmp/T" "$seed")" || {
    fail "seed $seed: the defect could not be planted"
    continue
  }
  check="$(run tables check --tables "$tmp/T")"
  case "$planted" in
    *" defect") [ "${check%% *}" = 2 ] || fail "seed $seed ($planted): tables check passes it: $check" ;;
  esac
  [ "${check%% *}" != 2 ] || refused=$((refused + 1))
  for cmd in "audit --format json" "stemma --output-dir $tmp/out/stemma" \
    "apparatus --output-dir $tmp/out/apparatus" "collate --all"; do
    # shellcheck disable=SC2086
    got="$(run $cmd --tables "$tmp/T")"
    if [ "${check%% *}" = 2 ]; then
      [ "$got" = "$check" ] || fail "seed $seed ($planted): tables check says '$check', rithmo ${cmd%% *} says '$got'"
    else
      [ "${got%% *}" != 2 ] || fail "seed $seed ($planted): tables check passes, rithmo ${cmd%% *} refuses: $got"
    fi
  done
done
[ "$failures" = 0 ] || exit 1
echo "one gate: $count folders with one defect planted, $refused refused; tables check and every command agree"
