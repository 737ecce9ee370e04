#!/usr/bin/env bash
# What the shell tests of the real binary share; a test sources it first. RITHMO (the
# binary) made absolute; the repository's root the working folder; $work a scratch
# folder removed at exit; fail and same, which set $status; on_terminal, rithmo's
# output on a pseudo-terminal of a given width, and has_terminal, whether the machine
# can open one (a test skips those checks, saying so, when it cannot).
: "${RITHMO:?set RITHMO to the rithmo binary}"
RITHMO="$(cd "$(dirname "$RITHMO")" && pwd)/$(basename "$RITHMO")"
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 2
status=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; status=1; }
same() {  # same NAME EXPECTED ACTUAL
  if [ "$2" != "$3" ]; then fail "$1"; diff <(printf '%s\n' "$2") <(printf '%s\n' "$3") | head -10; fi
}
on_terminal() {  # on_terminal COLUMNS ARGS...: rithmo's output on a terminal that wide, CRs dropped
  local cmd="stty cols $1 2>/dev/null;" a
  shift
  for a in "$RITHMO" "$@"; do cmd+=" $(printf '%q' "$a")"; done
  script -qec "$cmd" /dev/null < /dev/null | tr -d '\r'
}
has_terminal() { command -v script > /dev/null && script -qec true /dev/null < /dev/null > /dev/null 2>&1; }
