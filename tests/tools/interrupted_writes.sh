#!/usr/bin/env bash
# A set of files written by `apparatus --output-dir` is all or none, even when the run is
# stopped: SIGTERM at many moments of a long run (the tables grown to some 150 works,
# so that writing the set takes a while) leaves no temporary file behind and never a
# mixture of the new set and the old one (every Markdown file ends with the same stamp).
# Two runs writing one folder at once: both end as a run does (exit 1, departures), the
# second waiting for the first one's set, and the folder holds one whole set.
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
cd "$(dirname "$0")/../.." || exit 2
status=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; status=1; }

cp -r tables "$work/T"
python3 - "$work/T" <<'PY'
import copy, json, shutil, sys
T = sys.argv[1]
for pkg, siglum in (("barozzi-1572", "Z"), ("boissiere-1556", "B")):
    path = f"{T}/{pkg}/datapackage.json"
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    base = next(r for r in d["resources"] if r["path"] == "king-totals.csv")
    for i in range(150):
        r = copy.deepcopy(base)
        r.update(name=f"king-totals-{i}", path=f"king-totals-{i}.csv", work={"name": f"kings-{i}", "siglum": siglum})
        shutil.copy(f"{T}/{pkg}/king-totals.csv", f"{T}/{pkg}/king-totals-{i}.csv")
        d["resources"].append(r)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=2)
PY
# Each run changes the inputs (a book's title), so that each set has its own stamp.
retitle() { sed -i "s|\"title\": \"[^\"]*Barozzi|\"title\": \"$1 Barozzi|" "$work/T/barozzi-1572/datapackage.json"; }
check_set() {  # check_set WHEN
  local hidden stamps
  hidden="$(find "$work/out" -maxdepth 1 -name '.*' ! -name .rithmo-set -type f | wc -l)"  # the set's list aside
  stamps="$(tail -qn1 "$work"/out/*.md | sort -u | wc -l)"
  [ "$hidden" -eq 0 ] || fail "$1: $hidden temporary files left in the folder"
  [ "$stamps" -eq 1 ] || fail "$1: the folder mixes $stamps sets"
}
start=$(date +%s%N)
"$RITHMO" apparatus --tables "$work/T" --output-dir "$work/out" > /dev/null
took=$((($(date +%s%N) - start) / 1000000))  # ms
check_set "a run not stopped"
for percent in 55 70 80 87 92 95 97 99; do
  retitle "r$percent"
  "$RITHMO" apparatus --tables "$work/T" --output-dir "$work/out" > /dev/null 2>&1 &
  pid=$!
  sleep "$(awk -v ms="$took" -v p="$percent" 'BEGIN { printf "%.3f", ms * p / 100000 }')"
  kill -TERM "$pid" 2> /dev/null
  wait "$pid"
  rc=$?
  case $rc in 0 | 1 | 143) ;; *) fail "SIGTERM at $percent%: exit $rc" ;; esac
  check_set "SIGTERM at $percent% of the run"
done
# Two runs at once into one folder.
retitle "twin"
"$RITHMO" apparatus --tables "$work/T" --output-dir "$work/out" > /dev/null 2> "$work/one.err" &
one=$!
"$RITHMO" apparatus --tables "$work/T" --output-dir "$work/out" > /dev/null 2> "$work/two.err"
two_rc=$?
wait "$one"
one_rc=$?
[ "$one_rc" -eq 1 ] || fail "the first of two runs at once: exit $one_rc: $(cat "$work/one.err")"
[ "$two_rc" -eq 1 ] || fail "the second of two runs at once: exit $two_rc: $(cat "$work/two.err")"
check_set "two runs at once"
[ $status -eq 0 ] && echo "interrupted writes: all or none, no temporary left (a run takes $took ms)"
exit $status
