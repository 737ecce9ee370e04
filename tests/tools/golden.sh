#!/usr/bin/env bash
# Golden outputs of the real binary.
#   RITHMO=path/to/rithmo bash golden.sh check     compare (CTest runs this)
#   RITHMO=path/to/rithmo bash golden.sh approve   rewrite the golden files after review
# Each case is a line of cases.txt: a file name, a tab, the arguments.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mode="${1:-check}"
: "${RITHMO:?set RITHMO to the rithmo binary}"
status=0
while IFS=$'\t' read -r name args; do
  [ -z "$name" ] && continue
  case "$name" in \#*) continue ;; esac
  # shellcheck disable=SC2086
  actual="$(cd "$here/../.." && "$RITHMO" $args 2>&1; echo "exit: $?")"
  golden="$here/golden/$name"
  if [ "$mode" = approve ]; then
    printf '%s\n' "$actual" > "$golden"
  elif ! diff -u "$golden" <(printf '%s\n' "$actual") >/dev/null 2>&1; then
    echo "golden mismatch: rithmo $args (tests/tools/golden/$name)"
    diff -u "$golden" <(printf '%s\n' "$actual") | head -40
    status=1
  fi
done < "$here/cases.txt"
exit $status
