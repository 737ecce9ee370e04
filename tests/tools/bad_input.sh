#!/usr/bin/env bash
# Bad input never crashes rithmo: one line on stderr, nothing on stdout, exit 2.
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
cd "$(dirname "$0")/../.." || exit 2
status=0
expect() {
  local want="$1"; shift
  local out err rc
  out="$("$RITHMO" "$@" 2>/tmp/rithmo-bad.$$)"; rc=$?
  err="$(cat /tmp/rithmo-bad.$$)"; rm -f /tmp/rithmo-bad.$$
  if [ "$rc" -ne 2 ] || [ -n "$out" ] || [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ] || [ "$err" != "$want" ]; then
    echo "FAIL: rithmo $*"; echo "  exit $rc, stdout: $out"; echo "  stderr: $err"; echo "  wanted: $want"
    status=1
  fi
}
expect "rithmo: error: unknown --format 'yaml' (valid: text, csv, json, md)" men --format yaml
expect "rithmo: error: bad --seeds '2,x:3': even seed 'x' is not a positive integer (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9) (see rithmo men --help)" men --seeds 2,x:3
expect "rithmo: error: bad --seeds '2468': expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9 (see rithmo ratios --help)" ratios --seeds 2468
expect "rithmo: error: bad --seeds '0:3': even seed 0 is outside 1..1000 (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9) (see rithmo proportions --help)" proportions --seeds 0:3
expect "rithmo: error: unknown --kind 'cubic' (valid: arithmetic, geometric, musical, all)" proportions --kind cubic
expect "rithmo: error: bad value 'red' for army (valid: both, even, odd)" proportions --army red
expect "rithmo: error: bad value 'maybe' for pyramid-layers (valid: yes, no)" proportions --param pyramid-layers=maybe
expect "rithmo: error: unknown --grade 'huge' (valid: great, greater, greatest, all)" triumphs --grade huge
expect "rithmo: error: bad --pair 'arithmetic+arithmetic' (valid: arithmetic+geometric, arithmetic+musical, geometric+musical)" triumphs --grade greater --pair arithmetic+arithmetic
expect "rithmo: error: --pair goes with --grade greater" triumphs --pair arithmetic+musical
expect "rithmo: error: bad value 'some' for two (valid: exactly, at-least)" triumphs --param two=some
expect "rithmo: error: bad value 'x' for geometric-four (valid: progression, ratios, either)" triumphs --param geometric-four=x
expect "rithmo: error: unknown command 'bogus' (see rithmo --help)" bogus
expect "rithmo: error: unknown command 'mne' (did you mean 'men'? see rithmo --help)" mne
expect "rithmo: error: unknown command 'tables chek' (did you mean 'tables check'? see rithmo tables --help)" tables chek
# rithmo alone, an option without its value, a missing argument: tests/tools/command_line.sh.
expect "rithmo: error: --format csv holds one table and summary has three: use rithmo men, proportions --count and triumphs --grade all --count, or --format json" summary --format csv
expect "rithmo: error: no table 'nowhere.csv' under 'tables' (see rithmo tables list)" audit nowhere.csv
expect "rithmo: error: --relation audits one bare CSV file: give exactly one FILE" audit --relation proportion
expect "rithmo: error: relation spaces-division: bad value 'white' for taker (valid: even, odd, either)" audit --relation spaces-division --taker white tests/tools/data/bad-cell.csv
expect "rithmo: error: bad --param 'kind' (expected NAME=VALUE)" audit --relation proportion --param kind tests/tools/data/bad-cell.csv
expect "rithmo: error: relation proportion: bad value 'cubic' for kind (valid: arithmetic, geometric, musical)" audit --relation proportion --param kind=cubic tests/tools/data/bad-cell.csv
expect "rithmo: error: --param, --taker, --partial and --no-header go with --relation" audit --taker odd
expect "rithmo: error: --taker and --param taker=... both give taker: give one" audit --relation spaces-division --taker odd --param taker=even tests/tools/data/bad-cell.csv
expect "rithmo: error: --param kind is given twice" audit --relation proportion --param kind=musical --param kind=arithmetic tests/tools/data/bad-cell.csv
expect "rithmo: error: --summary goes with --output (the report itself is on stdout)" audit --summary
expect "tests/tools/data/dup-header.csv:1:14: error: column 'taker' is named twice in the header (also column 1)" audit --relation spaces-division --taker odd tests/tools/data/dup-header.csv
# A cell no reader reads refuses no table: its row is not read, said at its cell, and
# the audit goes on (exit 1, a finding; the rest of the report on stdout).
expect_not_read() {
  local want="$1"; shift
  local out rc
  out="$("$RITHMO" "$@" 2>/tmp/rithmo-bad.$$)"; rc=$?
  if [ "$rc" -ne 1 ] || [ -s /tmp/rithmo-bad.$$ ] || ! printf '%s\n' "$out" | grep -qxF -- "$want"; then
    echo "FAIL: rithmo $*"; echo "  exit $rc, stdout: $out"; echo "  stderr: $(cat /tmp/rithmo-bad.$$)"
    echo "  wanted the line: $want"
    status=1
  fi
  rm -f /tmp/rithmo-bad.$$
}
expect_not_read "  not-read (row 1): printed 22 5 4x; the row is not read (column 'taken': '4x' is not a whole number, line 2 column 7): it is left out of the audit" audit --relation spaces-division --taker odd tests/tools/data/bad-cell.csv
# A key of the transcriber's that no key names (two-men-table's kind): said at its cell.
expect_not_read "  not-read (row 2): printed addition, trippel, 2 3 5; the row is not read (unknown kind 'trippel' (valid: triple, number, nothing, word), line 3 column 10): it is left out of the audit" audit --relation two-men-table tests/tools/data/two-men-bad-kind.csv
# The same in a relation that judges its rows one by one: not a row that cannot be right.
expect_not_read "  not-read (row 3): printed Evne 636; the row is not read (unknown king 'Evne' (valid: even, odd, or the book's word for one of them), line 4 column 1): it is left out of the audit" audit --relation pyramid-totals tests/tools/data/pyramid-totals-bad-king.csv
expect "rithmo: error: cannot read 'tests/tools/data/absent.csv': No such file or directory" audit --relation spaces-division --taker odd tests/tools/data/absent.csv
# A failed audit leaves no report behind.
out_file="$(mktemp -u)"
expect "tests/tools/data/dup-header.csv:1:14: error: column 'taker' is named twice in the header (also column 1)" audit --relation spaces-division --taker odd tests/tools/data/dup-header.csv --output "$out_file"
if [ -e "$out_file" ] || [ -e "$out_file.tmp" ]; then echo "FAIL: a failed audit left $out_file"; status=1; fi
expect "rithmo: error: unknown relation 'nope' (valid: $("$RITHMO" relations --format csv | tail -n +2 | cut -d, -f1 | paste -sd, | sed 's/,/, /g'))" relations nope
expect "rithmo: error: unknown sheet 'rules' (valid: men, arrays, proportions, captures, standards, errata, quick, readings, all)" sheet rules
expect "rithmo: error: unknown --paper 'a3' (valid: a4, letter)" sheet men --paper a3
expect "rithmo: error: cannot read '/nonexistent/mine.csv': No such file or directory" collate fulke-1563/spaces-division-odd.csv /nonexistent/mine.csv
expect "rithmo: error: sheet needs a sheet name or all (see rithmo sheet --list)" sheet
# --seeds is taken where the armies make what is shown, refused where Fulke's printed
# tables or the rules of play are shown (docs/commands.md, "Which commands take --seeds").
expect "rithmo: error: --seeds goes with the sheets men, proportions, captures and standards: arrays shows the printed tables or the rules of play, of the armies of the seeds 2,4,6,8:3,5,7,9" sheet arrays --seeds 2,4:3,5 --tex-only --output-dir /nonexistent
expect "rithmo: error: --seeds goes with the sheets men, proportions, captures and standards: quick shows the printed tables or the rules of play, of the armies of the seeds 2,4,6,8:3,5,7,9" sheet men quick --seeds 2,4:3,5 --tex-only --output-dir /nonexistent
expect "rithmo: error: --seeds goes with the sheets men, proportions, captures and standards: all includes arrays, errata, quick and readings, which show the printed tables or the rules of play, of the armies of the seeds 2,4,6,8:3,5,7,9" sheet all --seeds 2,4,6,8,10:3,5,7,9,11 --tex-only --output-dir /nonexistent
expect "rithmo: error: --seeds goes with --relation: the transcribed tables print the armies of the seeds 2,4,6,8:3,5,7,9" audit --seeds 2,4,6,8,10:3,5,7,9,11
expect "rithmo: error: --seeds goes with --relation: the transcribed tables print the armies of the seeds 2,4,6,8:3,5,7,9" audit fulke-1563/spaces-division-odd.csv --seeds 2,4:3,5
expect "rithmo: error: unknown option '--seeds' (did you mean '--seed'? see rithmo play --help)" play --random --seeds 2:3
# A mistyped option is named, with the nearest one the command (or rithmo) knows.
expect "rithmo: error: unknown option '--formt' (did you mean '--format'? see rithmo men --help)" men --formt csv
expect "rithmo: error: unknown option '--versoin' (did you mean '--version'? see rithmo --help)" --versoin
expect "rithmo: error: unknown option '--frobnicate' (see rithmo tables list --help)" tables list --frobnicate=1
# Without LaTeX on the PATH: one line, exit 2, nothing written.
nolatex="${TMPDIR:-/tmp}/rithmo-nolatex.$$"
err="$(env PATH=/nonexistent "$RITHMO" sheet men --output-dir "$nolatex" 2>&1 >/dev/null)"; rc=$?
want="rithmo: error: latexmk not found on PATH (install texlive-latex-base, texlive-latex-recommended, lmodern and latexmk, or use --tex-only)"
if [ "$rc" -ne 2 ] || [ "$err" != "$want" ] || [ -e "$nolatex" ]; then
  echo "FAIL: rithmo sheet men without LaTeX"; echo "  exit $rc, stderr: $err"; echo "  wanted: $want"
  status=1
fi
expect "rithmo: error: unknown preset 'fulke-9' (valid: fulke-1, fulke-2, fulke-3, du-coeur, savard, boissiere, boissiere-other, barozzi)" position --preset fulke-9
expect "rithmo: error: bad value 'maybe' for oblivion-edge (valid: yes, no)" position --param oblivion-edge=maybe
expect "rithmo: error: bad value '8x' for board: expected FILESxRANKS, breadth first, e.g. 8x16" position --board 8x
expect "rithmo: error: bad value '16x8' for board: broader than it is long (expected FILESxRANKS, breadth first, e.g. 8x16)" position --board 16x8
expect "rithmo: error: bad value '0x3' for king-range (valid: an integer 1-7)" position --param king-range=0x3
expect "rithmo: error: relation spaces-division: bad value '16x8' for board: broader than it is long (expected FILESxRANKS, breadth first, e.g. 8x16)" audit --relation spaces-division --param taker=odd --param board=16x8 tests/tools/data/bad-cell.csv
expect "rithmo: error: board 8x10 is too short for two arrays of 6 ranks with array-offset 0 (needs 12 ranks)" position --preset fulke-2 --board 8x10
expect "tests/tools/positions/bad.pos:5:5: error: bad man 'Q16' (expected R, T or S and a number, or K(...) with layers)" position tests/tools/positions/bad.pos
expect "rithmo: error: cannot read 'no-such.pos': No such file or directory" position no-such.pos
expect "rithmo: error: board 8x12 is not the board of 'docs/positions/addition.pos' (8x16)" position docs/positions/addition.pos --board 8x12
expect "rithmo: error: --apply: move 1 'zz' is not a legal move for odd (see --moves)" position --apply zz
expect "rithmo: error: --apply: move 2 is empty" position --apply a5-a7,,a7-c7
# Game records (docs/play.md, "Game records"): analyse and play --load.
expect "tests/tools/games/bad-move.txt:3:13: error: move 'zz9' is not a legal move for even" analyse tests/tools/games/bad-move.txt
expect "tests/tools/games/bad-preset.txt:2:8: error: unknown preset 'fulke-9' (valid: fulke-1, fulke-2, fulke-3, du-coeur, savard, boissiere, boissiere-other, barozzi)" analyse tests/tools/games/bad-preset.txt
expect "tests/tools/games/bad-move.txt:3:13: error: move 'zz9' is not a legal move for even" play --vs engine --load tests/tools/games/bad-move.txt
expect "rithmo: error: cannot read 'no-such-game.txt': No such file or directory" analyse no-such-game.txt
expect "rithmo: error: unknown --level 'grandmaster' (valid: novice, scholar, master, doctor)" analyse tests/tools/data/barozzi-game.txt --level grandmaster
expect "rithmo: error: bad --depth '0' (valid: a whole number from 1 to 64, in decimal digits)" analyse tests/tools/data/barozzi-game.txt --depth 0
expect "rithmo: error: bad --vs 'robot' (valid: engine, person)" play --vs robot
expect "rithmo: error: unknown --level 'grandmaster' (valid: novice, scholar, master, doctor)" engine --level grandmaster
expect "rithmo: error: bad --hash '0' (valid: a whole number from 1 to 4096, in decimal digits)" engine --hash 0
expect "rithmo: error: bad value 'glory' for victory (valid: none, bodies, goods, quarrel, honour, honour-and-quarrel, standards, great, greater, greatest, row)" position --victory glory
expect "rithmo: error: unknown --shape 'hexagon' (valid: round, triangle, square, king)" diagram --shape hexagon
expect "rithmo: error: bad --games '0' (valid: a whole number from 1 to 100000, in decimal digits)" play --random --games 0
expect "rithmo: error: bad --depth '9' (valid: a whole number from 0 to 8, in decimal digits)" perft --depth 9
expect "rithmo: error: --divide needs --depth 1 or more" perft --divide --depth 0
expect "rithmo: error: unknown --preset 'x' (valid: all, fulke-1, fulke-2, fulke-3, du-coeur, savard, boissiere, boissiere-other, barozzi)" rules --preset x
expect "rithmo: error: cannot read '/nonexistent/fulke-1563/datapackage.json': No such file or directory" claims --tables /nonexistent
# Numbers on the command line are decimal: no hexadecimal, no sign, no octal reading
# of a leading zero ("010" is ten, so --depth 010 is out of range, not depth 8).
expect "rithmo: error: bad --games '0x3' (valid: a whole number from 1 to 100000, in decimal digits)" play --random --games 0x3
expect "rithmo: error: bad --games '-1' (valid: a whole number from 1 to 100000, in decimal digits)" play --random --games -1
expect "rithmo: error: bad --depth '010' (valid: a whole number from 0 to 8, in decimal digits)" perft --depth 010
expect "rithmo: error: bad --max-plies '1e3' (valid: a whole number from 1 to 1000000, in decimal digits)" play --random --max-plies 1e3
expect "rithmo: error: bad --seed '-1' (valid: a whole number from 0 to 18446744073709551615, in decimal digits)" play --random --seed -1
expect "rithmo: error: bad --seed '18446744073709551615' (valid: a whole number from 0 to 18446744073709551614, in decimal digits)" play --random --seed 18446744073709551615 --games 2
expect "rithmo: error: bad --seeds '2:99999999999999999999': odd seed 99999999999999999999 is outside 1..1000 (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9) (see rithmo men --help)" men --seeds 2:99999999999999999999
expect "rithmo: error: bad --seeds '$(seq -s, 2 2 514):3': more than 256 even seeds (expected EVEN:ODD, e.g. 2,4,6,8:3,5,7,9) (see rithmo triumphs --help)" triumphs --seeds "$(seq -s, 2 2 514):3"
# Inputs that are not regular files are refused at once, with the reason.
expect "rithmo: error: cannot read 'tests': is a folder, not a file" audit --relation spaces-division --taker odd tests
expect "rithmo: error: cannot read '/dev/zero': is not a regular file (a character device)" audit --relation spaces-division --taker odd /dev/zero
expect "rithmo: error: cannot read '/dev/urandom': is not a regular file (a character device)" position /dev/urandom
expect "rithmo: error: cannot read '/dev/zero': is not a regular file (a character device)" tables diff /dev/zero tests/tools/data/bad-cell.csv
# A pipe the user names is read to its end: a FIFO nobody writes to is empty.
fifo="$(mktemp -u)"; mkfifo "$fifo"
expect "$fifo:1:1: error: missing 'rithmo-position' line" position "$fifo"
rm -f "$fifo"
# 5 rows, two of them the slips of 002 lines 778 and 790 (tests/tools/data/division-odd-bare.csv).
for how in process-substitution stdin; do
  if [ $how = stdin ]; then
    got="$("$RITHMO" audit --relation spaces-division --taker odd --partial /dev/stdin < <(cat tests/tools/data/division-odd-bare.csv) 2>&1 | tail -1)"
  else
    got="$("$RITHMO" audit --relation spaces-division --taker odd --partial <(cat tests/tools/data/division-odd-bare.csv) 2>&1 | tail -1)"
  fi
  case "$got" in
    "audit: 1 table, 5 rows, 2 findings"*) ;;
    *) echo "FAIL: a pipe named on the command line ($how) is not read: $got"; status=1 ;;
  esac
done
# Input nested deep enough to overflow a recursive reader's stack (a crash, exit 139,
# before): a worked step in a hundred thousand parentheses.
deep="$(mktemp)"
{ echo "kind,numbers,steps"; printf 'geometric,3 12 48,%s3%s x 4 = 12\n' "$(printf '(%.0s' $(seq 100000))" "$(printf ')%.0s' $(seq 100000))"; } >"$deep"
expect_not_read "  not-read (row 1): printed geometric, 3 12 48, $(printf '(%.0s' $(seq 80))… (200010 bytes); the row is not read (column 'steps': step: parentheses nest more than 32 deep, line 2 column 51): it is left out of the audit" audit --relation proportion-examples "$deep"
rm -f "$deep"
# Bytes that are not printable are escaped when echoed: the error stays one line.
expect "rithmo: error: unknown --format 'a\\x1b[31mb\\x0ac\\xff' (valid: text, csv, json, md)" men --format "$(printf 'a\033[31mb\nc\377')"
# An overlong form is no UTF-8 either (0xC0 0x92): each byte escaped; a well-formed
# character passes.
expect "rithmo: error: unknown --format 'x\\xc0\\x92yé' (valid: text, csv, json, md)" men --format "$(printf 'x\300\222y\303\251')"
# A write error on standard output is an error.
err="$("$RITHMO" men 2>&1 >/dev/full)"; rc=$?
if [ "$rc" -ne 2 ] || [ "$err" != "rithmo: error: cannot write standard output: No space left on device" ]; then
  echo "FAIL: rithmo men >/dev/full"; echo "  exit $rc, stderr: $err"; status=1
fi
# At a terminal (here forced by RITHMO_DIAGNOSTICS=caret) an error in a file is followed
# by its line and a caret under the place, as ninja prints them; =plain keeps one line.
err="$(RITHMO_DIAGNOSTICS=caret "$RITHMO" audit --relation spaces-division --param taker=odd tests/tools/data/dup-header.csv 2>&1 >/dev/null)"
want="$(printf "tests/tools/data/dup-header.csv:1:14: error: column 'taker' is named twice in the header (also column 1)\ntaker,spaces,taker\n             ^")"
if [ "$err" != "$want" ]; then
  echo "FAIL: caret lines"; echo "  stderr: $err"; echo "  wanted: $want"; status=1
fi
err="$(RITHMO_DIAGNOSTICS=plain "$RITHMO" audit --relation spaces-division --param taker=odd tests/tools/data/dup-header.csv 2>&1 >/dev/null)"
if [ "$err" != "tests/tools/data/dup-header.csv:1:14: error: column 'taker' is named twice in the header (also column 1)" ]; then
  echo "FAIL: plain diagnostics"; echo "  stderr: $err"; status=1
fi
# An empty file or folder name is refused, not read as standard output or the current folder.
expect "rithmo: error: --output: an empty name: give a file or folder (see rithmo audit --help)" audit --output ''
expect "rithmo: error: --output-dir: an empty name: give a file or folder (see rithmo audit --help)" audit --output-dir ''
expect "rithmo: error: --output-dir: an empty name: give a file or folder (see rithmo apparatus --help)" apparatus --output-dir ''
expect "rithmo: error: --output: an empty name: give a file or folder (see rithmo apparatus --help)" apparatus --output ''
expect "rithmo: error: --output: an empty name: give a file or folder (see rithmo collate --help)" \
  collate --output '' fulke-1563/spaces-division-odd.csv fulke-1563-print/spaces-division-odd.csv
expect "rithmo: error: --output-dir: an empty name: give a file or folder (see rithmo sheet --help)" sheet all --output-dir ''
# No report is written into the tables folder the run reads (a report named
# datapackage.json would replace a descriptor): a copy of the tables, left as it was.
tcopy="$(mktemp -d)"
cp -r tables "$tcopy/T"
before="$(cd "$tcopy/T" && find . -type f | sort | xargs sha256sum)"
expect "rithmo: error: cannot write '$tcopy/T/addition-two-men.md': it is inside the tables folder '$tcopy/T' this run reads" \
  apparatus --tables "$tcopy/T" --output-dir "$tcopy/T"
expect "rithmo: error: cannot write '$tcopy/T/barozzi-1572.md': it is inside the tables folder '$tcopy/T' this run reads" \
  audit --tables "$tcopy/T" --format md --output "$tcopy/report.md" --output-dir "$tcopy/T"
expect "rithmo: error: cannot write '$tcopy/T/fulke-1563/report.md': it is inside the tables folder '$tcopy/T/fulke-1563' this run reads" \
  audit --tables "$tcopy/T" --format md --output "$tcopy/T/fulke-1563/report.md"
[ "$(cd "$tcopy/T" && find . -type f | sort | xargs sha256sum)" = "$before" ] || {
  echo "FAIL: a run wrote into the tables folder it reads"
  status=1
}
rm -rf "$tcopy"
# A package folder whose name is no UTF-8 text, or holds a control character, is refused
# before its name reaches any report (it names the package everywhere).
odd_tables="$(mktemp -d)"
cp -r tables/boissiere-1556 "$odd_tables/a"$'\n'"b"
for cmd in "apparatus --list" "audit" "stemma"; do
  # shellcheck disable=SC2086
  expect "rithmo: error: package folder '$odd_tables/a\\x0ab': its name must be UTF-8 text without control characters (rename it)" $cmd --tables "$odd_tables"
done
rm -rf "${odd_tables:?}"/*
cp -r tables/boissiere-1556 "$odd_tables/"$'\xff'
expect "rithmo: error: package folder '$odd_tables/\\xff': its name must be UTF-8 text without control characters (rename it)" tables list --tables "$odd_tables"
rm -rf "$odd_tables"
# An --output-dir folder that is a symbolic link to nothing, or a loop of links:
# one line that says so, not the system's raw "filesystem error".
links="$(mktemp -d)"
ln -s "$links/nowhere" "$links/out"
ln -s "$links/loop2" "$links/loop1"
ln -s "$links/loop1" "$links/loop2"
expect "rithmo: error: cannot make the folder '$links/out': a symbolic link to nothing" apparatus --output-dir "$links/out"
expect "rithmo: error: cannot make the folder '$links/out': a symbolic link to nothing" stemma --output-dir "$links/out"
expect "rithmo: error: cannot make the folder '$links/out': a symbolic link to nothing" \
  audit --output "$links/r.md" --output-dir "$links/out"
expect "rithmo: error: cannot write '$links/loop1/stemma.md': Too many levels of symbolic links" stemma --output-dir "$links/loop1"
rm -rf "$links"
# A transcription's "transcribes" that names no other witness, its own siglum, nothing,
# or a witness that is itself a transcription: one line at the resource in its
# descriptor (FILE:LINE:COL), not at line 1 of the CSV.
expect_re() {
  local want="$1"; shift
  local out err rc
  out="$("$RITHMO" "$@" 2>/tmp/rithmo-bad.$$)"; rc=$?
  err="$(cat /tmp/rithmo-bad.$$)"; rm -f /tmp/rithmo-bad.$$
  if [ "$rc" -ne 2 ] || [ -n "$out" ] || [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ] || ! [[ "$err" =~ $want ]]; then
    echo "FAIL: rithmo $*"; echo "  exit $rc, stdout: $out"; echo "  stderr: $err"; echo "  wanted: $want"
    status=1
  fi
}
tcopy="$(mktemp -d)"
for case in missing self empty mutual; do
  rm -rf "$tcopy/T" && cp -r tables "$tcopy/T"
  python3 - "$tcopy/T" "$case" <<'PY'
import json, sys
folder, case = sys.argv[1], sys.argv[2]
path = f"{folder}/fulke-1563/datapackage.json"
with open(path, encoding="utf-8") as f:
    d = json.load(f)
t = next(r for r in d["resources"] if r.get("work", {}).get("transcribes"))
t["work"]["transcribes"] = {"missing": "Q", "self": t["work"]["siglum"], "empty": "", "mutual": "P"}[case]
with open(path, "w", encoding="utf-8") as f:
    json.dump(d, f, ensure_ascii=False, indent=2)
if case == "mutual":  # the print P of the same work made a transcription of T
    ppath = f"{folder}/fulke-1563-print/datapackage.json"
    with open(ppath, encoding="utf-8") as f:
        p = json.load(f)
    r = next(r for r in p["resources"] if r.get("work", {}).get("name") == t["work"]["name"])
    r["work"]["transcribes"] = t["work"]["siglum"]
    with open(ppath, "w", encoding="utf-8") as f:
        json.dump(p, f, ensure_ascii=False, indent=2)
PY
  case "$case" in
    missing) want="transcribes 'Q', which is no other witness of work" ;;
    mutual) want="which is itself a transcription in work" ;;
    *) want="is not the siglum of another witness" ;;
  esac
  expect_re "^$tcopy/T/fulke-1563(-print)?/datapackage.json:[0-9]+:[0-9]+: error: resource '[^']*': .*$want" \
    apparatus --list --tables "$tcopy/T"
done
rm -rf "$tcopy"
# What a book says of its sources that cannot be right: a source dated after the book
# that names it, a circle of stated sources, a statement naming its own package, a
# book dated after this year. One
# line at the statement in the descriptor, from `tables check` as from `stemma`.
scopy="$(mktemp -d)"
for case in later circle self future; do
  rm -rf "$scopy/T"
  cp -r tables "$scopy/T"
  python3 - "$scopy/T" "$case" <<'PY'
import json, sys
root, case = sys.argv[1], sys.argv[2]
def statement(names):
    return {"quotation": "q", "source": "ocr/x/page-0001.txt", "lines": [1, 1], "names": names, "says": "source"}
def edit(package, change):
    path = f"{root}/{package}/datapackage.json"
    with open(path, encoding="utf-8") as f:
        d = json.load(f)
    change(d)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=2)
if case == "later":
    edit("boissiere-1556", lambda d: d["statements"].append(statement("barozzi-1572")))
elif case == "circle":
    # Two undated books, each stated the other's source.
    for a, b in (("savard", "modern-basics"), ("modern-basics", "savard")):
        def change(d, b=b):
            d["witness"].pop("year", None)
            d["statements"] = [statement(b)]
        edit(a, change)
elif case == "future":
    # A year after this one: a keyer's slip (2572 for 1572).
    edit("barozzi-1572", lambda d: d["witness"].update({"year": 2572}))
else:
    edit("faber-1496", lambda d: d["statements"].append(statement("faber-1496")))
PY
  case "$case" in
    later) want="'boissiere-1556' \\(1556\\) states as its source 'barozzi-1572', dated 1572, after it" ;;
    circle) want="the stated sources go round in a circle" ;;
    future) want="\"year\" of \"witness\" is 2572, after this year" ;;
    *) want="a statement of 'faber-1496' names its own package" ;;
  esac
  for cmd in "tables check" "stemma"; do
    # shellcheck disable=SC2086
    expect_re "^$scopy/T/[a-z0-9-]+/datapackage.json:[0-9]+:[0-9]+: error: $want" $cmd --tables "$scopy/T"
  done
done
rm -rf "$scopy"
# A folder `rithmo site` is told to write into; it never should, the input being bad.
scratch_site="$(mktemp -u)"
# The repository named where its tables folder is meant: every command that reads the
# books names the folder below.
for cmd in "tables check" stemma apparatus audit "site --output-dir $scratch_site"; do
  # shellcheck disable=SC2086
  expect_re "^rithmo: error: '\\.' is no tables folder: '\\./tables' is one \\(its books are in its subfolders\\); run with --tables \\./tables$" $cmd --tables .
done
# A package in a folder that does not bear its name: refused by every command, at the
# package's name, before any report names the book two ways.
named="$(mktemp -d)"
cp -r tables/faber-1496 "$named/Mein Buch (1580)"
for cmd in "tables check" stemma apparatus audit "site --output-dir $scratch_site"; do
  # shellcheck disable=SC2086
  expect_re "^$named/Mein Buch \\(1580\\)/datapackage.json:[0-9]+:[0-9]+: error: package 'faber-1496' is in the folder 'Mein Buch \\(1580\\)'" $cmd --tables "$named"
done
rm -rf "$named"
[ ! -e "$scratch_site" ] || { echo "FAIL: rithmo site wrote $scratch_site from bad input"; status=1; rm -rf "$scratch_site"; }
[ $status -eq 0 ] && echo "bad input: all cases exit 2 with one line"
exit $status
