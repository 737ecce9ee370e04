#!/usr/bin/env bash
# What a careful user of a command-line tool expects of rithmo, run on the real binary:
# numbers typed in decimal, a user's CSV as an editor saves it, standard input as "-",
# and --output written safely (a unique temporary file, the mode kept, a symlink
# followed, a device written as a stream, a folder refused, nothing left behind;
# tests/tools/safe_writes.sh has the rest).
set -uo pipefail
source "$(dirname "$0")/harness.sh"

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

# Refused targets are named, with the reason; nothing changes. A device is written as a
# stream: /dev/full says it is full.
check_refused() {  # check_refused TARGET MESSAGE
  local err rc
  err="$("$RITHMO" audit fulke-1563/spaces-division-odd.csv --output "$1" 2>&1 >/dev/null)"; rc=$?
  if [ "$rc" -ne 2 ] || [ "$err" != "$2" ]; then
    fail "--output $1"; echo "  exit $rc, stderr: $err"; echo "  wanted: $2"
  fi
}
check_refused /dev/full "rithmo: error: cannot write '/dev/full': No space left on device"
[ -c /dev/full ] || fail "/dev/full is no longer a device"
mkdir "$work/folder"
check_refused "$work/folder" "rithmo: error: cannot write '$work/folder': is a folder"
ln -s nowhere "$work/dangling"
check_refused "$work/dangling" "rithmo: error: cannot write '$work/dangling': a symbolic link to nothing (No such file or directory)"
# A missing folder is made (tests/tools/safe_writes.sh); a file where a folder should be
# is refused.
check_refused "$work/target.txt/x.md" "rithmo: error: cannot write '$work/target.txt/x.md': Not a directory"
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

# A failed LaTeX run leaves the --output-dir folder as it was: no new .tex beside the old PDF.
mkdir "$work/fakebin" "$work/sheets" "$work/tmp"
printf '#!/bin/sh\nexit 1\n' > "$work/fakebin/latexmk"
cp "$work/fakebin/latexmk" "$work/fakebin/pdflatex"
chmod +x "$work/fakebin/latexmk" "$work/fakebin/pdflatex"
echo old-tex > "$work/sheets/men-a4.tex"
echo old-pdf > "$work/sheets/men-a4.pdf"
TMPDIR="$work/tmp" PATH="$work/fakebin:$PATH" "$RITHMO" sheet men --output-dir "$work/sheets" > /dev/null 2>&1
same "a failed LaTeX run exits 2" 2 "$?"
same "a failed LaTeX run leaves the old .tex" old-tex "$(cat "$work/sheets/men-a4.tex")"
same "a failed LaTeX run leaves the old .pdf" old-pdf "$(cat "$work/sheets/men-a4.pdf")"
same "a failed LaTeX run adds nothing" "men-a4.pdf men-a4.tex" "$(cd "$work/sheets" && ls -A | tr '\n' ' ' | sed 's/ $//')"

# Counts agree with their nouns: "1 table, 1 row, 1 finding".
printf 'taker,spaces,taken,page\n225,5,44,p. 12\n' > "$work/one.csv"  # 225 / 5 = 45, not 44
"$RITHMO" audit --relation spaces-division --taker odd --partial "$work/one.csv" --output "$work/one.md" --format md --summary \
  > "$work/summary.txt"
same "a summary of one table, one row, one finding" "audit: 1 table, 1 row, 1 finding (1 erratum)" \
  "$(sed 's/; rithmo .*//' "$work/summary.txt")"
same "the text report of one row" "$work/one.csv (spaces-division taker=odd): 1 row, 0 as printed, 1 finding" \
  "$("$RITHMO" audit --relation spaces-division --taker odd --partial "$work/one.csv" | head -1)"
# The Markdown report of a user's own file is the user's: not "the main job
# regenerates it", and it keeps the user's other columns.
grep -q "main job" "$work/one.md" && fail "the report of a user's file says the main job regenerates it"
grep -q "^# Audit$" "$work/one.md" || fail "the report of a user's file is not headed '# Audit'"
# (Markdown's brackets escaped: the one Markdown writer takes the user's text literally.)
grep -qF '\[page: p. 12\]' "$work/one.md" || fail "the report of a user's file drops its column 'page'"
grep -q "Do not edit: the main job regenerates it" reports/errata.md || fail "reports/errata.md lost its stamp"
rm -f "$work/one.csv" "$work/one.md" "$work/summary.txt"

# rithmo relations NAME shows that relation only: its row of the full list.
same "relations spaces-division is its row of relations" \
  "$("$RITHMO" relations --format csv | awk -F, 'NR == 1 || $1 == "spaces-division"')" \
  "$("$RITHMO" relations spaces-division --format csv)"

# --seeds changes what a sheet that takes it shows.
"$RITHMO" sheet men --tex-only --output-dir "$work/seeds" > /dev/null
"$RITHMO" sheet men --seeds 2,4,6,8,10:3,5,7,9,11 --tex-only --output-dir "$work/seeds-other" > /dev/null
cmp -s "$work/seeds/men-a4.tex" "$work/seeds-other/men-a4.tex" && fail "sheet men --seeds changes nothing"
rm -rf "$work/seeds" "$work/seeds-other"

# Text output fits the terminal (a pseudo-terminal of 80 columns, through script(1));
# --wide, or a pipe, keeps every row on one line; progress shows only on a terminal.
# A machine without a pseudo-terminal (no /dev/pts) skips the checks that need one.
if ! has_terminal; then
  echo "conventions: no pseudo-terminal (script(1) cannot open one): the checks at a terminal skipped"
elif true; then
  for cmd in claims relations audit "relations spaces-division" "rules --preset savard" "collate --all" \
    "tables keying" men summary ratios proportions "proportions --count" triumphs \
    "triumphs --grade all --count" "tables list" "tables check" rules position diagram "apparatus --list" \
    "sheet --list" "relations ratio-table" "audit fulke-1563/spaces-division-odd.csv" \
    "tables diff tables/fulke-1563/spaces-division-odd.csv tables/fulke-1563-print/spaces-division-odd.csv"; do
    # shellcheck disable=SC2086
    # columns, not bytes: the period books' words hold letters of two bytes (ſ, à)
    widest="$(on_terminal 80 $cmd | LC_ALL=C.UTF-8 wc -L)"
    [ "$widest" -le 80 ] || fail "rithmo $cmd on an 80-column terminal is $widest columns wide"
    # shellcheck disable=SC2086
    same "rithmo $cmd --wide on a terminal is the output to a pipe" "$("$RITHMO" $cmd)" "$(on_terminal 80 $cmd --wide)"
  done
  # The commands that show progress on the terminal: the progress line, rewritten in
  # place (ending in ESC [ K), is dropped; what stays must fit.
  for cmd in "perft --depth 3" "play --random --seed 1 --games 5 --max-plies 20" \
    "play --random --seed 1 --moves --max-plies 12"; do
    # shellcheck disable=SC2086
    widest="$(on_terminal 80 $cmd | sed 's/.*\x1b\[K//' | LC_ALL=C.UTF-8 wc -L)"
    [ "$widest" -le 80 ] || fail "rithmo $cmd on an 80-column terminal is $widest columns wide"
  done
  # A table of short cells keeps a row a line, cutting a word where it must, rather than
  # a line for each field (486 lines for men, 59 at 120 columns): here 48 men and their
  # title, header and wrapped rows.
  # No control byte of a user's file reaches the terminal: an OSC that would retitle it
  # and a BEL in a cell are written as U+FFFD.
  printf 'taker,spaces,taken,words\n225,5,44,\033]0;owned\007 x\n' > "$work/esc.csv"
  on_terminal 80 audit --relation spaces-division --taker odd --partial "$work/esc.csv" > "$work/esc.txt"
  LC_ALL=C grep -q $'\033\|\007' "$work/esc.txt" && fail "a control byte of a user's file reached the terminal"
  grep -q "owned" "$work/esc.txt" || fail "the text around a control byte is lost on the terminal"
  lines="$(on_terminal 80 men | wc -l)"
  [ "$lines" -le 150 ] || fail "rithmo men on an 80-column terminal takes $lines lines"
  on_terminal 80 play --random --games 20 --max-plies 10 > "$work/progress.txt"
  grep -q "rithmo: game 20 of 20" "$work/progress.txt" || fail "play shows no progress on a terminal"
  on_terminal 80 play --random --games 20 --max-plies 10 --quiet > "$work/progress.txt"
  grep -q "rithmo: game" "$work/progress.txt" && fail "play --quiet shows progress"
  rm -f "$work/progress.txt"
fi
"$RITHMO" play --random --games 20 --max-plies 10 2> "$work/stderr.txt" > /dev/null
[ -s "$work/stderr.txt" ] && fail "play shows progress when standard error is not a terminal"
rm -f "$work/stderr.txt"

# Every command's --help fits 80 columns (a long example goes on over lines ending " \"),
# shows examples, the options of every command and one exit status: its own.
commands="$("$RITHMO" --help | awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 } f && /^  [a-z]/ { print $1 }')"
for c in $commands "tables check" "tables keying" "tables diff" "tables list" "tables package"; do
  # shellcheck disable=SC2086
  help="$("$RITHMO" $c --help)"
  over="$(printf '%s\n' "$help" | awk 'length($0) > 80' | head -1)"
  [ -z "$over" ] || fail "rithmo $c --help: a line over 80 columns: $over"
  grep -q '^Examples:$' <<<"$help" || fail "rithmo $c --help: no examples"
  grep -q '^  rithmo '"$c"'\b' <<<"$help" || fail "rithmo $c --help: no example runs rithmo $c"
  grep -q -- '--wide' <<<"$help" || fail "rithmo $c --help: the options of every command are not named"
  [ "$(grep -c '^Exit status:' <<<"$help")" = 1 ] || fail "rithmo $c --help: not one exit status"
done
# The exit status a command's help gives is its own: 1 only for a command that finds.
grep -q 'Exit status: 0 on success, 2 on trouble' <<<"$("$RITHMO" men --help)" || fail "men --help: another command's exit status"
grep -q '1 when something is (findings' <<<"$("$RITHMO" audit --help)" || fail "audit --help: no exit status 1"

[ $status -eq 0 ] && echo "conventions: all hold"
exit $status
