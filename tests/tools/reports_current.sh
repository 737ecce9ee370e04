#!/usr/bin/env bash
# The generated reports in reports/ are current: regenerating them from the tables
# gives the committed bytes. Run `bash setup.sh` to regenerate after a change.
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
cd "$(dirname "$0")/../.."
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
status=0
for format in md json; do
  "$RITHMO" audit --format "$format" --output "$tmp/errata.$format"
  rc=$?
  if [ $rc -gt 1 ]; then echo "rithmo audit --format $format failed (exit $rc)"; exit 1; fi
  if ! diff -u "reports/errata.$format" "$tmp/errata.$format" > "$tmp/diff"; then
    echo "reports/errata.$format is out of date; run: bash setup.sh"
    head -40 "$tmp/diff"
    status=1
  fi
done
[ $status -eq 0 ] && echo "reports: current"
exit $status
