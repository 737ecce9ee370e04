#!/usr/bin/env bash
# What a careful user of a command-line tool expects of rithmo, run on the real binary:
# numbers typed in decimal, a user's CSV as an editor saves it, standard input as "-",
# and --output written safely (a unique temporary file, the mode kept, a symlink
# followed, a device or a folder refused, nothing left behind).
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
cd "$(dirname "$0")/../.."
status=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; status=1; }
same() {  # same NAME EXPECTED ACTUAL
  if [ "$2" != "$3" ]; then fail "$1"; diff <(printf '%s\n' "$2") <(printf '%s\n' "$3") | head -10; fi
}

# Leading zeros are decimal digits: --games 010 plays ten games, as --games 10 does.
same "--games 010 is ten games" "$("$RITHMO" play --random --games 10)" "$("$RITHMO" play --random --games 010)"
same "--depth 03 is depth 3" "$("$RITHMO" perft --depth 3)" "$("$RITHMO" perft --depth 03)"
same "--seeds 010:03 is 10:3" "$("$RITHMO" men --seeds 10:3 --format csv)" "$("$RITHMO" men --seeds 010:03 --format csv)"

# A user's CSV saved with a byte order mark and CRLF line ends audits as the plain file.
bare=tests/tools/data/division-odd-bare.csv
plain="$("$RITHMO" audit --relation spaces-division --taker odd --partial --format csv "$bare")"
{ printf '\357\273\277'; sed 's/$/\r/' "$bare"; } > "$work/crlf.csv"
same "a BOM and CRLF in a user's CSV" "$plain" \
  "$("$RITHMO" audit --relation spaces-division --taker odd --partial --format csv "$work/crlf.csv" | sed "s|$work/crlf.csv|$bare|g")"
"$RITHMO" tables diff "$bare" "$work/crlf.csv" > /dev/null
same "tables diff: a BOM and CRLF make no disagreement" 0 "$?"
"$RITHMO" tables diff - "$bare" < "$work/crlf.csv" > /dev/null
same "tables diff: - reads standard input" 0 "$?"
# "-" reads standard input.
same "audit --relation R - reads standard input" "$plain" \
  "$("$RITHMO" audit --relation spaces-division --taker odd --partial --format csv - < "$bare" | sed "s|<stdin>|$bare|g")"

# --output: a new file gets 666 less the umask; an existing file keeps its mode.
out="$work/report.md"
(umask 022; "$RITHMO" audit fulke-1563/spaces-division-odd.csv --format md --output "$out")
rc=$?
[ "$rc" -eq 1 ] || fail "audit --output: exit $rc, wanted 1 (findings)"
same "a new --output file is 644 under umask 022" 644 "$(stat -c %a "$out")"
same "--output holds the report" "$("$RITHMO" audit fulke-1563/spaces-division-odd.csv --format md)" "$(cat "$out")"
chmod 600 "$out"
"$RITHMO" audit fulke-1563/spaces-division-odd.csv --output "$out"
same "--output keeps the mode of the file it replaces" 600 "$(stat -c %a "$out")"
# A symbolic link is followed: the link stays, its target gets the report.
echo old > "$work/target.txt"
ln -s target.txt "$work/link.txt"
"$RITHMO" audit fulke-1563/spaces-division-odd.csv --output "$work/link.txt"
[ -L "$work/link.txt" ] || fail "--output replaced the symbolic link"
same "--output writes through the link" "$(cat "$out")" "$(cat "$work/target.txt")"
# Somebody's FILE.tmp is not consumed, and no temporary file is left.
echo mine > "$out.tmp"
"$RITHMO" audit fulke-1563/spaces-division-odd.csv --output "$out"
same "an existing FILE.tmp is left alone" mine "$(cat "$out.tmp")"
rm -f "$out.tmp"
same "no temporary file is left" "crlf.csv link.txt report.md target.txt" "$(cd "$work" && ls -A | tr '\n' ' ' | sed 's/ $//')"
# Concurrent runs to one path do not trip on each other's temporary file.
for i in 1 2 3 4; do "$RITHMO" audit fulke-1563/spaces-division-odd.csv --output "$out" & done
for i in 1 2 3 4; do wait -n; rc=$?; [ "$rc" -eq 1 ] || fail "concurrent --output: exit $rc"; done
same "concurrent --output leaves the whole report" "$("$RITHMO" audit fulke-1563/spaces-division-odd.csv)" "$(cat "$out")"

# Targets that are not regular files are refused, naming the target; nothing changes.
check_refused() {  # check_refused TARGET MESSAGE
  local err rc
  err="$("$RITHMO" audit fulke-1563/spaces-division-odd.csv --output "$1" 2>&1 >/dev/null)"; rc=$?
  if [ "$rc" -ne 2 ] || [ "$err" != "$2" ]; then
    fail "--output $1"; echo "  exit $rc, stderr: $err"; echo "  wanted: $2"
  fi
}
check_refused /dev/full "rithmo: error: cannot write '/dev/full': is a character device, not a regular file"
[ -c /dev/full ] || fail "/dev/full is no longer a device"
mkdir "$work/folder"
check_refused "$work/folder" "rithmo: error: cannot write '$work/folder': is a folder"
ln -s nowhere "$work/dangling"
check_refused "$work/dangling" "rithmo: error: cannot write '$work/dangling': a symbolic link to nothing (No such file or directory)"
check_refused "$work/no-such-folder/x.md" "rithmo: error: cannot write '$work/no-such-folder/x.md': No such file or directory"
same "a refused --output leaves nothing" "crlf.csv dangling folder link.txt report.md target.txt" \
  "$(cd "$work" && ls -A | tr '\n' ' ' | sed 's/ $//')"

# One exit status convention: 0 nothing found, 1 found, 2 trouble. An unsettled
# keying disagreement is a finding, listed on standard output.
cp -r tables "$work/tables"
grep -v ",open," tables/keying/settlements.csv > "$work/tables/keying/settlements.csv"
"$RITHMO" tables keying --tables "$work/tables" > "$work/keying.txt"; rc=$?
same "tables keying with unsettled disagreements exits 1" 1 "$rc"
same "tables keying lists each one" "$(grep -c ",open," tables/keying/settlements.csv)" \
  "$(grep -c "keyings disagree" "$work/keying.txt")"
rm -rf "$work/tables" "$work/keying.txt"
"$RITHMO" tables diff tests/tools/data/division-odd-bare.csv tests/tools/data/division-odd-bare.csv > /dev/null
same "tables diff of a file with itself exits 0" 0 "$?"

# A failed LaTeX run leaves the --out folder as it was: no new .tex beside the old PDF.
mkdir "$work/fakebin" "$work/sheets" "$work/tmp"
printf '#!/bin/sh\nexit 1\n' > "$work/fakebin/latexmk"
cp "$work/fakebin/latexmk" "$work/fakebin/pdflatex"
chmod +x "$work/fakebin/latexmk" "$work/fakebin/pdflatex"
echo old-tex > "$work/sheets/men-a4.tex"
echo old-pdf > "$work/sheets/men-a4.pdf"
TMPDIR="$work/tmp" PATH="$work/fakebin:$PATH" "$RITHMO" sheet men --out "$work/sheets" > /dev/null 2>&1
same "a failed LaTeX run exits 2" 2 "$?"
same "a failed LaTeX run leaves the old .tex" old-tex "$(cat "$work/sheets/men-a4.tex")"
same "a failed LaTeX run leaves the old .pdf" old-pdf "$(cat "$work/sheets/men-a4.pdf")"
same "a failed LaTeX run adds nothing" "men-a4.pdf men-a4.tex" "$(cd "$work/sheets" && ls -A | tr '\n' ' ' | sed 's/ $//')"

[ $status -eq 0 ] && echo "conventions: all hold"
exit $status
