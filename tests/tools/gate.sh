#!/usr/bin/env bash
# One gate: what `rithmo tables check` refuses, `audit`, `stemma`, `apparatus` and `collate` refuse
# with the same located line, and what it passes they read. A folder with no package, a
# folder of one book, and folders each with one defect planted in a copy of tables/ (a
# cell that is no number as the descriptor types it, a number past what the cell's type
# holds, a value `marker` does not take, a siglum given twice in one work, a
# transcription of a siglum the work lacks, a reading the relation does not have, a
# header in the book's language that the descriptor does not map).
#
#   RITHMO=build/rithmo bash tests/tools/gate.sh
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
cd "$(dirname "$0")/../.." || exit 2
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# A failure is written to a file: agree runs in a command substitution's subshell.
fail() { echo "$*" >> "$tmp/failures"; }

# The first line a command prints on standard error, and its exit status.
run() { "$RITHMO" "$@" > /dev/null 2> "$tmp/err"; echo "$? $(head -1 "$tmp/err")"; }

# Every command refuses as `tables check` does, or reads what it passes.
agree() {
  local what="$1" dir="$2" check
  check="$(run tables check --tables "$dir")"
  for cmd in "audit --format json" "stemma --output-dir $tmp/out-stemma" "apparatus --output-dir $tmp/out-apparatus" \
    "collate --all" "site --output-dir $tmp/out-site"; do
    # shellcheck disable=SC2086
    got="$(run $cmd --tables "$dir")"
    if [ "${check%% *}" = 0 ]; then
      [ "${got%% *}" != 2 ] || fail "$what: tables check passes, rithmo ${cmd%% *} refuses: $got"
    elif [ "$got" != "$check" ]; then
      fail "$what: tables check says '$check', rithmo ${cmd%% *} says '$got'"
    fi
  done
  rm -rf "$tmp/out-stemma" "$tmp/out-apparatus" "$tmp/out-site"
  echo "$check"
}

# No package: every command says so, exit 2.
mkdir -p "$tmp/empty"
out="$(agree "a folder with no package" "$tmp/empty")"
case "$out" in "2 rithmo: error: no datapackage.json under"*) ;; *) fail "a folder with no package: $out" ;; esac

# One book: it checks; stemma and apparatus say there is no work two books print, write
# nothing and exit 2.
mkdir -p "$tmp/one/keying/second"
cp -r tables/faber-1496 "$tmp/one/"
cp -r tables/keying/second/faber-1496 "$tmp/one/keying/second/"
[ "$(run tables check --tables "$tmp/one" | cut -c1-1)" = 0 ] || fail "the one book does not check"
for cmd in stemma apparatus; do
  got="$(run $cmd --tables "$tmp/one" --output-dir "$tmp/one-$cmd")"
  case "$got" in
    "2 rithmo: error: no work under '$tmp/one' is printed by two books (one book here: faber-1496)"*) ;;
    *) fail "rithmo $cmd on one book: $got" ;;
  esac
  [ ! -e "$tmp/one-$cmd" ] || fail "rithmo $cmd on one book wrote $tmp/one-$cmd"
done

# One defect planted in a copy of the tables, each in its own copy.
plant() {
  local name="$1"
  rm -rf "$tmp/T"
  cp -r tables "$tmp/T"
  python3 - "$tmp/T" "$name" <<'PY'
import csv, io, json, sys
root, name = sys.argv[1], sys.argv[2]
def edit_csv(path, col, row, value):
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    rows[row][rows[0].index(col)] = value
    with open(path, "w", encoding="utf-8", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
table = f"{root}/barozzi-1572/spaces-division-odd.csv"
if name == "leading-zero":
    edit_csv(table, "taker", 3, "036")
elif name == "past-2^53":
    edit_csv(table, "taker", 3, "9007199254740993")
elif name == "marker":
    edit_csv(table, "marker", 3, "smudged")
elif name.startswith("foreign-header"):
    # The taker headed in the book's language, the schema saying so; mapped to the
    # relation's column by the descriptor's "columns", or not.
    path = f"{root}/barozzi-1572/datapackage.json"
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    for r in d["resources"]:
        if r.get("work", {}).get("name") == "spaces-division-odd":
            for field in r["schema"]["fields"]:
                if field["name"] == "taker":
                    field["name"] = "Nehmer"
            if name == "foreign-header-mapped":
                r["columns"] = {"taker": "Nehmer"}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=2)
    with open(table, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    rows[0][rows[0].index("taker")] = "Nehmer"
    with open(table, "w", encoding="utf-8", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
else:
    path = f"{root}/barozzi-1572/datapackage.json"
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    for r in d["resources"]:
        if r.get("work", {}).get("name") == "spaces-division-odd":
            if name == "siglum-twice":
                r["work"]["siglum"] = "B"
            elif name == "transcribes-nothing":
                r["work"]["transcribes"] = "Q"
            elif name == "unknown-reading":
                r["relation"]["colour"] = "red"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=2)
PY
}
for defect in leading-zero past-2^53 marker siglum-twice transcribes-nothing unknown-reading foreign-header; do
  plant "$defect"
  out="$(agree "$defect" "$tmp/T")"
  [ "${out%% *}" = 2 ] || fail "$defect: tables check passes a planted defect: $out"
  # The siglum given twice is Barozzi's, read first: the error stands at the book whose
  # witness bears a siglum not its own ('B' is Boissiere's), not at the innocent one.
  if [ "$defect" = siglum-twice ]; then
    case "$out" in
      "2 $tmp/T/barozzi-1572/datapackage.json:"*"siglum 'B' of work 'spaces-division-odd' names boissiere-1556/"*) ;;
      *) fail "siglum-twice: not located at the book that changed: $out" ;;
    esac
  fi
done
# Two defects in two books: tables check reports both, each at its file; every command
# refuses at the first, the line tables check gives first.
plant leading-zero
printf 'x\n' >> "$tmp/T/boissiere-1556/equality-values.csv"
"$RITHMO" tables check --tables "$tmp/T" > /dev/null 2> "$tmp/both"
[ "$(wc -l < "$tmp/both")" = 2 ] || fail "two defects: tables check reports $(wc -l < "$tmp/both") lines, not 2"
grep -q "barozzi-1572/spaces-division-odd.csv:[0-9]*:[0-9]*: error: '036'" "$tmp/both" || fail "two defects: the first not reported"
grep -q "boissiere-1556/equality-values.csv:[0-9]*:[0-9]*: error: row has 1 cells" "$tmp/both" || fail "two defects: the second not reported"
got="$(run stemma --tables "$tmp/T")"
[ "$got" = "2 $(head -1 "$tmp/both")" ] || fail "two defects: stemma says '$got'"
# Headed in its book's language and mapped by the descriptor: no defect; every command
# reads it, and the stemma is the same as the tables' own.
plant foreign-header-mapped
out="$(agree "a header in the book's language, mapped" "$tmp/T")"
[ "${out%% *}" = 0 ] || fail "a header in the book's language, mapped: $out"
"$RITHMO" stemma --tables "$tmp/T" --format json > "$tmp/mapped.json" 2> /dev/null
"$RITHMO" stemma --format json > "$tmp/own.json" 2> /dev/null
python3 - "$tmp/mapped.json" "$tmp/own.json" <<'PY' || fail "a header in the book's language, mapped: another stemma"
import json, sys
a, b = (json.load(open(p, encoding="utf-8")) for p in sys.argv[1:3])
sys.exit(0 if a["edges"] == b["edges"] and a["pairs"] == b["pairs"] else 1)
PY

# Headed in its book's language, unmapped, and mapped on the command line: every command
# takes --columns and reads it, and the stemma is the same as the tables' own.
plant foreign-header
for cmd in "tables check" "audit --format json" "stemma --format json" "apparatus --format json" "collate --all"; do
  # shellcheck disable=SC2086
  got="$(run $cmd --tables "$tmp/T" --columns taker=Nehmer)"
  [ "${got%% *}" != 2 ] || fail "--columns taker=Nehmer: rithmo ${cmd%% --*} refuses: $got"
done
"$RITHMO" stemma --tables "$tmp/T" --columns taker=Nehmer --format json > "$tmp/mapped.json" 2> /dev/null
python3 - "$tmp/mapped.json" "$tmp/own.json" <<'PY' || fail "--columns taker=Nehmer: another stemma"
import json, sys
a, b = (json.load(open(p, encoding="utf-8")) for p in sys.argv[1:3])
sys.exit(0 if a["edges"] == b["edges"] and a["pairs"] == b["pairs"] else 1)
PY
got="$(run tables check --tables "$tmp/T" --columns taker)"
[ "$got" = "2 rithmo: error: bad --columns 'taker' (expected COLUMN=HEADER, e.g. a=first)" ] ||
  fail "--columns taker: $got"

# The tables as they are: checked, and read by every command.
out="$(agree "the project's tables" tables)"
[ "${out%% *}" = 0 ] || fail "the project's tables do not check: $out"
if [ -s "$tmp/failures" ]; then
  cat "$tmp/failures"
  exit 1
fi
echo "one gate: tables check and audit, stemma, apparatus and collate agree on every folder tried"
