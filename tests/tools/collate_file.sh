#!/usr/bin/env bash
# rithmo collate reads a user's own keying of a table beside the table itself: from a
# file, from standard input (-), from a pipe named by its path (/dev/stdin), under the
# table's descriptor. A slip planted in the user's copy is the one variant the user's
# witness adds, classed as the second witness's error; an unchanged copy adds none.
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
cd "$(dirname "$0")/../.." || exit 2
status=0
fail() { echo "FAIL: $*"; status=1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
table=fulke-1563/spaces-division-odd.csv
# The print's row 90 / 2 = 45 (002 line 772), keyed as 54 in the user's copy.
grep -q '^772,90,2,45,' "tables/$table" || fail "tables/$table no longer holds 772,90,2,45"
sed 's/^772,90,2,45,/772,90,2,54,/' "tables/$table" > "$work/mine.csv"
cp "tables/$table" "$work/copy.csv"

# variants FILE: the variant rows of a CSV collation.
variants() { tail -n +2 "$1" | wc -l; }
"$RITHMO" collate "$table" "$table" --format csv > "$work/self.csv"; [ $? -le 1 ] || fail "collate $table $table"
base="$(variants "$work/self.csv")"

"$RITHMO" collate "$table" "$work/copy.csv" --format csv > "$work/copy-out.csv"
[ "$(variants "$work/copy-out.csv")" -eq "$base" ] || fail "an unchanged copy adds variants"

for how in file stdin devstdin; do
  case "$how" in
    file) "$RITHMO" collate "$table" "$work/mine.csv" --format csv > "$work/out.csv"; rc=$? ;;
    stdin) "$RITHMO" collate "$table" - --format csv < "$work/mine.csv" > "$work/out.csv"; rc=$? ;;
    devstdin) cat "$work/mine.csv" | "$RITHMO" collate "$table" /dev/stdin --format csv > "$work/out.csv"; rc=$? ;;
  esac
  [ "$rc" -eq 1 ] || fail "$how: exit $rc, not 1 (variants)"
  [ "$(variants "$work/out.csv")" -eq $((base + 1)) ] || fail "$how: not one variant more than the table against itself"
  grep -q '^second-wrong,4,772,4,.*90 | 2 | 45,90 | 2 | 54,first,' "$work/out.csv" ||
    fail "$how: the planted 54 is not classed as the second witness's error: $(grep 772 "$work/out.csv")"
done
# The user's file first: the table is then the second witness.
"$RITHMO" collate "$work/mine.csv" "$table" --format csv > "$work/out.csv"
grep -q '^first-wrong,4,772,4,' "$work/out.csv" || fail "user's file first: the 54 is not the first witness's error"

# Two files: no descriptor to read them under.
err="$("$RITHMO" collate "$work/mine.csv" "$work/copy.csv" 2>&1 >/dev/null)"; rc=$?
[ "$rc" -eq 2 ] || fail "two files: exit $rc"
[ "$err" = "rithmo: error: collate reads a user's file beside a table of the tables folder, whose descriptor gives the relation; '$work/mine.csv' and '$work/copy.csv' are both files" ] ||
  fail "two files: $err"
# --output never replaces the user's file it read.
err="$("$RITHMO" collate "$table" "$work/mine.csv" --output "$work/mine.csv" 2>&1)"; rc=$?
[ "$rc" -eq 2 ] || fail "--output onto the user's file: exit $rc ($err)"
grep -q '^772,90,2,54,' "$work/mine.csv" || fail "--output replaced the user's file"
exit $status
