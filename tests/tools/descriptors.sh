#!/usr/bin/env bash
# `tables check` validates everything the audit needs, in a tables folder of any name.
# Each hostile descriptor gives one located line and exit 2, the same from `tables
# check` and from `audit`; no path leaves the package, and nothing outside it is read
# or quoted. Descriptors and tables are read by the input reader (a folder or a FIFO
# is refused at once, with the reason).
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
cd "$(dirname "$0")/../.." || exit 2
status=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; status=1; }

# A tables folder named otherwise: check and keying pass, given by --tables or by
# RITHMO_TABLES, from another folder.
cp -r tables "$work/data"
"$RITHMO" tables check --tables "$work/data" > /dev/null || fail "tables check --tables $work/data"
"$RITHMO" tables keying --tables "$work/data" > /dev/null || fail "tables keying --tables $work/data"
(cd "$work" && RITHMO_TABLES="$work/data" "$RITHMO" tables check > /dev/null) || fail "RITHMO_TABLES=$work/data tables check"
(cd "$work" && RITHMO_TABLES="$work/data" "$RITHMO" tables keying > /dev/null) || fail "RITHMO_TABLES=$work/data tables keying"

# A fresh copy of the tables, one descriptor edited by a line of Python (d: the
# descriptor, r: its resource named R).
fresh() { rm -rf "$work/t"; cp -r tables "$work/t"; }
edit() {  # edit PACKAGE RESOURCE PYTHON
  python3 - "$work/t/$1/datapackage.json" "$2" "$3" <<'PY'
import json, sys
path, name, code = sys.argv[1:]
d = json.load(open(path, encoding="utf-8"))
r = next(x for x in d["resources"] if x["name"] == name)
exec(code)
json.dump(d, open(path, "w", encoding="utf-8"), indent=2)
PY
}
# "FILE:LINE:COL" of the Nth quoted occurrence of NAME in FILE: where the resource is.
at() {  # at FILE NAME [N]
  awk -v q="\"$2\"" -v n="${3:-1}" -v f="$1" '{ c = index($0, q); if (c && ++seen == n) { print f ":" NR ":" c; exit } }' "$1"
}
# Both commands give WANT on stderr, nothing on stdout, exit 2: the audit that line
# alone, tables check as the first of the problems it reports (one line each).
both() {  # both LABEL WANT
  local cmd out err rc
  for cmd in "tables check" "audit"; do
    # shellcheck disable=SC2086
    out="$("$RITHMO" $cmd --tables "$work/t" 2> "$work/err")"; rc=$?
    if [ "$cmd" = "tables check" ]; then err="$(head -1 "$work/err")"; else err="$(cat "$work/err")"; fi
    if [ "$rc" -ne 2 ] || [ -n "$out" ] || [ "$err" != "$2" ]; then
      fail "$1 ($cmd)"; echo "  exit $rc, stderr: $err"; echo "  wanted: $2"
    fi
  done
}

d="$work/t/savard/datapackage.json"
fresh; edit savard progression-examples 'r["relation"]["name"] = "nonsense"'
valid="$("$RITHMO" relations --format csv | tail -n +2 | cut -d, -f1 | paste -sd, | sed 's/,/, /g')"
both "an unknown relation" \
  "$(at "$d" progression-examples): error: resource 'progression-examples': unknown relation 'nonsense' (valid: $valid)"

fresh; edit savard progression-examples 'r["relation"]["bogus"] = "x"'
both "an unknown parameter" \
  "$(at "$d" progression-examples): error: resource 'progression-examples': relation proportion-examples has no parameter 'bogus' (valid: language)"

fresh; edit fulke-1563 spaces-multiplication-even 'r["relation"]["taker"] = "purple"'
both "taker: purple" \
  "$(at "$work/t/fulke-1563/datapackage.json" spaces-multiplication-even): error: resource 'spaces-multiplication-even': relation spaces-multiplication: bad value 'purple' for taker (valid: even, odd, either)"

# A relation whose columns the table does not have: the audit's own reading says so.
fresh; edit savard progression-examples 'r["relation"] = {"name": "spaces-division", "taker": "odd"}'
both "a relation the table's columns do not fit" \
  "$work/t/savard/progression-examples.csv:1:1: error: the header lacks columns taker, spaces, taken of relation spaces-division; name them in the header, map them with --columns COLUMN=HEADER (in a descriptor, the resource's \"columns\": {\"COLUMN\": \"HEADER\"}), or give --no-header for a file of bare numbers in the relation's order"

fresh; edit savard progression-examples 'd["resources"].append(dict(r))'
both "a duplicated resource" \
  "$(at "$d" progression-examples 2): error: resource 'progression-examples' (progression-examples.csv) is described twice (also line $(at "$d" progression-examples | cut -d: -f2))"

fresh; edit savard progression-examples 'r["source"]["lines"] = ["1", "2"]'
file="$(python3 -c 'import json,sys; print([x for x in json.load(open(sys.argv[1]))["resources"] if x["name"] == "progression-examples"][0]["source"]["file"])' "$d")"
both "lines given as strings" \
  "$(at "$d" progression-examples): error: resource 'progression-examples': bad line range for $file (\"lines\": [FIRST, LAST], two whole numbers)"

# Names are Data Package names: a package's name becomes the name of the files of
# `audit --output-dir`, and "../../escaped" would lead them out of the folder.
fresh; python3 - "$d" <<'PY'
import json, sys
d = json.load(open(sys.argv[1], encoding="utf-8"))
d["name"] = "../../escaped"
json.dump(d, open(sys.argv[1], "w", encoding="utf-8"), indent=2)
PY
rule="lowercase letters, digits, '.', '_' and '-', as ^[a-z0-9._-]+\$ (Data Package v1), and not '.' or '..'"
both "a package name that leaves the folder" \
  "$(at "$d" ../../escaped): error: package name '../../escaped' is not a valid name: $rule"
fresh; edit savard progression-examples 'r["name"] = "Progression Examples"'
both "a resource name with capitals and a space" \
  "$(at "$d" "Progression Examples"): error: resource name 'Progression Examples' is not a valid name: $rule"
# A NUL in a path would cut it short, and the table before it be read: refused.
fresh; edit savard progression-examples 'r["path"] = "progression-examples.csv\0x"'
both "a NUL in a path" \
  "$(at "$d" progression-examples): error: resource 'progression-examples': \"path\" 'progression-examples.csv\x00x' holds a control character (a path of printable characters only)"

# No path leaves the package, and the outside file is neither read nor quoted.
echo "secret-outside-the-package" > "$work/outside.csv"
for path in "$work/outside.csv" "../../outside.csv" "./../savard/../../outside.csv"; do
  fresh; edit savard progression-examples "r[\"path\"] = \"$path\""
  both "path $path" \
    "$(at "$d" progression-examples): error: resource 'progression-examples': \"path\" '$path' leaves the package (a path inside its folder: no leading '/', no '..')"
done
fresh; ln -sf "$work/outside.csv" "$work/t/savard/progression-examples.csv"
both "a table that is a symbolic link out of the package" \
  "$(at "$d" progression-examples): error: resource 'progression-examples': \"path\" 'progression-examples.csv' leads outside the package through a symbolic link"
# A folder on the way that is a symbolic link out of the package is refused as well;
# links that stay inside the package are followed.
mkdir -p "$work/outdir" && cp tables/savard/progression-examples.csv "$work/outdir/"
fresh; ln -s "$work/outdir" "$work/t/savard/sub"
edit savard progression-examples 'r["path"] = "sub/progression-examples.csv"'
both "a folder on the way that is a symbolic link out of the package" \
  "$(at "$d" progression-examples): error: resource 'progression-examples': \"path\" 'sub/progression-examples.csv' leads outside the package through a symbolic link"
fresh; mkdir "$work/t/savard/real"; mv "$work/t/savard/progression-examples.csv" "$work/t/savard/real/"
ln -s real "$work/t/savard/sub"; ln -s ../real/progression-examples.csv "$work/t/savard/sub/link.csv"
edit savard progression-examples 'r["path"] = "sub/link.csv"'
"$RITHMO" tables check --tables "$work/t" > /dev/null || fail "symbolic links that stay inside the package (tables check)"
"$RITHMO" audit --tables "$work/t" > /dev/null; rc=$?
[ "$rc" -le 1 ] || fail "symbolic links that stay inside the package (audit, exit $rc)"
fresh; edit savard progression-examples "r[\"keying\"][\"second\"] = \"$work/outside.csv\""
both "a second keying outside tables/keying/" \
  "$(at "$d" progression-examples): error: resource 'progression-examples': second keying '$work/outside.csv' is not under tables/keying/ (no '..')"

# Descriptors are read by the input reader: a folder or a FIFO is refused at once.
fresh; rm "$d"; mkdir "$d"
both "a descriptor that is a folder" "rithmo: error: cannot read '$d': is a folder, not a file"
fresh; rm "$d"; mkfifo "$d"
both "a descriptor that is a FIFO" "rithmo: error: cannot read '$d': is not a regular file (a FIFO)"

[ $status -eq 0 ] && echo "descriptors: every hostile descriptor gives one located line"
exit $status
