#!/usr/bin/env bash
# Bounded work on big and broken inputs: running out of memory is one error line with
# exit 2 and nothing written; a wide header is read in linear time; an error quotes at
# most a screenful of a huge cell; a read error on standard input is an error; perft
# counts the same on any number of threads.
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
cd "$(dirname "$0")/../.." || exit 2
status=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; status=1; }

oom="rithmo: error: out of memory: the run needs more memory than the process may have (the machine's, or a limit set by ulimit -v or prlimit); nothing was written"

# --- Out of memory --------------------------------------------------------------------
# A table of 4 MiB of rows that hold (2 4 6 and its like, each printed many times):
# auditing it takes far more than 256 MB, the limit set on the process's address space.
# The sanitizers' runtimes reserve terabytes of address space: no such limit there.
if ! command -v prlimit >/dev/null; then
  echo "skip: out of memory (no prlimit)"
elif ! prlimit --as=256000000 "$RITHMO" --version >/dev/null 2>&1; then
  echo "skip: out of memory (this build cannot start under an address-space limit: a sanitizer build)"
else
  big="$work/big.csv"
  python3 - "$big" <<'EOF'
import sys
rows = ["2,4,6", "4,6,8", "3,5,7", "5,7,9", "6,9,12", "4,8,12"]
with open(sys.argv[1], "w") as f:
    f.write("a,b,c\n")
    size, i = 0, 0
    while size < 4 << 20:
        line = rows[i % len(rows)] + "\n"
        f.write(line)
        size += len(line)
        i += 1
EOF
  for jobs in 1 2; do
    out="$work/report.txt"
    got="$(prlimit --as=256000000 "$RITHMO" audit --jobs $jobs --relation proportion --param kind=arithmetic \
      --output "$out" "$big" 2>&1)"
    rc=$?
    [ $rc -eq 2 ] || fail "out of memory (--jobs $jobs): exit $rc, wanted 2"
    [ "$got" = "$oom" ] || fail "out of memory (--jobs $jobs): stderr '$got'"
    [ ! -e "$out" ] || fail "out of memory (--jobs $jobs): the report was written"
    [ -z "$(ls -A "$work" | grep -v '^big.csv$')" ] || fail "out of memory (--jobs $jobs): left $(ls -A "$work")"
  done
  # Without the limit the same audit runs to its end (findings: exit 1).
  "$RITHMO" audit --relation proportion --param kind=arithmetic "$big" >/dev/null 2>&1
  rc=$?
  [ $rc -eq 1 ] || fail "the big table without a limit: exit $rc, wanted 1"
  # Every table at once on more threads than the limit leaves room for: the audit, or
  # the one line; never a crash.
  for jobs in 8 64 256; do
    got="$(prlimit --as=300000000 "$RITHMO" audit --jobs $jobs 2>&1 >/dev/null)"
    rc=$?
    if [ $rc -eq 2 ]; then
      [ "$got" = "$oom" ] || fail "audit --jobs $jobs under a limit: stderr '$got'"
    elif [ $rc -ne 1 ]; then
      fail "audit --jobs $jobs under a limit: exit $rc ($got)"
    fi
  done
  # Below what the program needs to start, the same says so.
  got="$(prlimit --as=20000000 "$RITHMO" men 2>&1 >/dev/null)"
  rc=$?
  case "$got" in
    "rithmo: error: out of memory: the program cannot start"* | "") ;;  # "": the loader itself failed
    *) fail "below the start: stderr '$got'" ;;
  esac
  [ $rc -ne 0 ] || fail "below the start: exit 0"
fi

# --- A wide header ----------------------------------------------------------------------
# 300 000 columns, the last named as column 9 is: read in linear time (the check of
# names given twice compared every pair, for hours at a million columns). The timeout
# only tells seconds from hours.
wide="$work/wide.csv"
python3 -c "
n = 300000
print(','.join(['a', 'b', 'c'] + ['x%d' % i for i in range(n)] + ['x5']))
print(','.join(['2', '4', '6'] + [''] * (n + 1)))" >"$wide"
col="$(head -1 "$wide" | awk '{print length($0) - 1}')"
got="$(timeout 120 "$RITHMO" audit --relation proportion --param kind=arithmetic "$wide" 2>&1)"
rc=$?
want="$wide:1:$col: error: column 'x5' is named twice in the header (also column 9)"
[ $rc -eq 2 ] && [ "$got" = "$want" ] || fail "wide header: exit $rc, stderr '$got', wanted '$want'"
# Named twice in another case: the relation's columns are matched whatever the case.
python3 -c "
n = 300000
print(','.join(['a', 'b', 'c'] + ['x%d' % i for i in range(n)] + ['X5']))
print(','.join(['2', '4', '6'] + [''] * (n + 1)))" >"$wide"
got="$(timeout 120 "$RITHMO" audit --relation proportion --param kind=arithmetic "$wide" 2>&1)"
rc=$?
want="$wide:1:$col: error: column 'X5' is named twice (also column 9)"
[ $rc -eq 2 ] && [ "$got" = "$want" ] || fail "wide header, case: exit $rc, stderr '$got', wanted '$want'"
rm -f "$wide"

# --- A header repeated 10 000 times, 10 000 cells no reader reads ------------------------
# Each is a finding at its row, none refuses the table, and the report holds one line
# for each (work linear in the rows; instruction counts in docs/performance.md).
joined="$work/joined.csv"
python3 -c "
print('taker,spaces,taken')
for i in range(10000): print('12,2,6'); print('taker,spaces,taken')" >"$joined"
got="$("$RITHMO" audit --relation spaces-division --taker odd --partial "$joined" 2>&1 | tail -1)"
case "$got" in
  "audit: 1 table, 10000 rows, 10000 findings (10000 rows not checked);"*) ;;
  *) fail "a header repeated 10 000 times: '$got'" ;;
esac
python3 -c "
print('taker,spaces,taken')
for i in range(10000): print('12,2,' + 'm' * 500 + 'x')" >"$joined"
got="$("$RITHMO" audit --relation spaces-division --taker odd "$joined" 2>&1 | tail -1)"
case "$got" in
  "audit: 1 table, 10000 rows, 10001 findings (10000 cells not read, 1 row not checked);"*) ;;
  *) fail "10 000 cells not read: '$got'" ;;
esac
rm -f "$joined"

# --- A huge cell ------------------------------------------------------------------------
# A cell of 3 000 001 bytes: its row is not read, and the finding quotes its first 80
# bytes and gives its length, in the printed cells and in the reason alike.
cell="$work/cell.csv"
python3 -c "print('a,b,c'); print('2,4,' + '7' * 3000000 + 'x')" >"$cell"
got="$("$RITHMO" audit --relation proportion --param kind=arithmetic "$cell" 2>&1)"
rc=$?
sevens="$(printf '7%.0s' $(seq 80))"
want="  not-read (row 1): printed 2, 4, $sevens… (3000001 bytes); the row is not read (column 'c': '$sevens…' (3000001 bytes) is not a number rithmo reads: more than 100 digits, line 2 column 5): it is left out of the audit"
[ $rc -eq 1 ] && printf '%s\n' "$got" | grep -qxF -- "$want" && [ "${#got}" -lt 5000 ] ||
  fail "huge cell: exit $rc, output '${got:0:600}'"
# A value given on the command line, too.
got="$("$RITHMO" men --format "$(printf 'y%.0s' $(seq 5000))" 2>&1)"
want="rithmo: error: unknown --format '$(printf 'y%.0s' $(seq 80))…' (5000 bytes) (valid: text, csv, json, md)"
[ "$got" = "$want" ] || fail "huge option value: stderr '${got:0:300}'"
rm -f "$cell"

# --- Standard input that cannot be read -------------------------------------------------
got="$("$RITHMO" audit --relation proportion --param kind=arithmetic - <&- 2>&1)"
rc=$?
[ $rc -eq 2 ] && [ "$got" = "rithmo: error: cannot read standard input: Bad file descriptor" ] ||
  fail "closed standard input: exit $rc, stderr '$got'"
got="$("$RITHMO" audit --relation proportion --param kind=arithmetic - </tmp 2>&1)"
rc=$?
[ $rc -eq 2 ] && [ "$got" = "rithmo: error: cannot read standard input: is a folder, not a file" ] ||
  fail "a folder on standard input: exit $rc, stderr '$got'"
got="$("$RITHMO" tables diff - tests/tools/data/bad-cell.csv <&- 2>&1)"
rc=$?
[ $rc -eq 2 ] && [ "$got" = "rithmo: error: cannot read standard input: Bad file descriptor" ] ||
  fail "tables diff, closed standard input: exit $rc, stderr '$got'"

# --- perft on threads -------------------------------------------------------------------
# The counts are those of the golden file (one thread, before perft was divided; the
# file ends with the exit status).
for jobs in 1 2 5; do
  diff -u tests/tools/golden/perft-fulke-1.txt <("$RITHMO" perft --depth 3 --preset fulke-1 --jobs $jobs; echo "exit: $?") >/dev/null ||
    fail "perft --jobs $jobs differs from tests/tools/golden/perft-fulke-1.txt"
done
got="$("$RITHMO" perft --jobs 257 2>&1)"
[ "$got" = "rithmo: error: bad --jobs '257' (valid: a whole number from 0 to 256, in decimal digits)" ] ||
  fail "perft --jobs 257: '$got'"

[ $status -eq 0 ] && echo "bounded: every case as promised"
exit $status
