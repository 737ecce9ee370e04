#!/usr/bin/env bash
# Every example command in README.md and docs/*.md runs, as written, from a folder
# holding what the examples name (tables/, tests/, my-table.csv, extract.csv): exit 0,
# or 1 for an audit with findings. An example shown with "$ " and its output must
# print that output exactly, unless the output is elided with "...".
# The sheet examples run with --tex-only: building the PDFs is tests/tools/sheets.sh.
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/build" "$work/bin" "$work/reports"
ln -s "$RITHMO" "$work/build/rithmo"
ln -s "$RITHMO" "$work/bin/rithmo"
ln -s "$root/tables" "$work/tables"
ln -s "$root/tests" "$work/tests"
cp "$root/tests/tools/data/division-odd-bare.csv" "$work/my-table.csv"
printf 'a,b,c\n3,4,6\n' > "$work/extract.csv"  # 3 4 6: 4 = 2*3*6/(3+6), a musical mean
export PATH="$work/bin:$PATH"
status=0
count=0
# Each example: FILE:LINE, a tab, the command, a tab, the shown output (lines joined by \x1f).
examples="$(awk '
  function flush() { if (cmd != "") printf "%s\t%s\t%s\n", where, cmd, out; cmd = ""; out = ""; shown = 0; blanks = 0 }
  FNR == 1 { flush() }
  /^    (\$ )?(build\/)?rithmo( |$)/ {
    flush(); where = FILENAME ":" FNR; line = substr($0, 5)
    shown = (substr(line, 1, 2) == "$ "); if (shown) line = substr(line, 3)
    sub(/[ ]+#.*$/, "", line); cmd = line; next
  }
  shown && /^$/ { blanks++; next }
  shown && /^    / {
    for (; blanks > 0; blanks--) out = out "\037"
    out = out (out == "" ? "" : "\037") substr($0, 5); next
  }
  { if (cmd != "") flush() }
  END { flush() }' "$root/README.md" "$root"/docs/*.md)"
while IFS=$'\t' read -r where cmd shown; do
  [ -z "$cmd" ] && continue
  count=$((count + 1))
  run="$cmd"
  case "$cmd" in *" sheet "*) case "$cmd" in *--list*) ;; *) run="${cmd%%|*} --tex-only" ;; esac ;; esac
  # A server runs until it is stopped: it must have printed its address within 5 s.
  # (on a free port, whatever port the example names).
  case "$cmd" in
    *"rithmo serve"*"--port"*) run="timeout 5 $cmd" ;;
    *"rithmo serve"*) run="timeout 5 $cmd --port 0" ;;
  esac
  actual="$(cd "$work" && bash -c "$run" 2>&1 </dev/null)"; rc=$?
  case "$cmd" in *"rithmo serve"*)
    if [ "$rc" = 124 ] && grep -q '^rithmo serve: http://' <<<"$actual"; then rc=0; else rc=2; fi ;;
  esac
  if [ "$rc" -gt 1 ]; then
    echo "FAIL: $where: $cmd (exit $rc)"; printf '%s\n' "$actual" | head -5; status=1; continue
  fi
  if [ -n "$shown" ] && [ "$run" = "$cmd" ]; then
    want="$(printf '%s' "$shown" | tr '\037' '\n')"
    case "$want" in *...*) ;; *)
      if [ "$actual" != "$want" ]; then
        echo "FAIL: $where: $cmd prints other than the docs show"
        diff <(printf '%s\n' "$want") <(printf '%s\n' "$actual") | head -10; status=1
      fi ;;
    esac
  fi
done <<< "$examples"
[ "$count" -ge 30 ] || { echo "FAIL: only $count examples found"; status=1; }
[ $status -eq 0 ] && echo "examples: all $count run"
exit $status
