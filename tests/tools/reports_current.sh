#!/usr/bin/env bash
# The generated reports in reports/ are current: regenerating them from the tables
# gives the committed bytes. Run `bash setup.sh` to regenerate after a change.
set -uo pipefail
: "${RITHMO:?set RITHMO to the rithmo binary}"
cd "$(dirname "$0")/../.." || exit 2
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
# same_folder NAME: the files generated into $tmp/NAME are those of reports/NAME, byte
# for byte, and no committed file is left that is no longer generated.
same_folder() {
  local f name
  for f in "$tmp/$1"/*; do
    name="$(basename "$f")"
    if ! cmp -s "$f" "reports/$1/$name"; then
      echo "reports/$1/$name is out of date; run: bash setup.sh"
      status=1
    fi
  done
  for f in "reports/$1"/*; do
    [ -e "$tmp/$1/$(basename "$f")" ] || { echo "$f is no longer generated; remove it"; status=1; }
  done
}
# One errata report per source, beside the combined report.
"$RITHMO" audit --format md --output "$tmp/combined.md" --output-dir "$tmp/errata" > /dev/null
rc=$?
if [ $rc -gt 1 ]; then echo "rithmo audit --output-dir failed (exit $rc)"; exit 1; fi
same_folder errata
# The collation of the tables two witnesses hold.
"$RITHMO" collate --all --format md --output "$tmp/collation.md"
rc=$?
if [ $rc -gt 1 ]; then echo "rithmo collate --all failed (exit $rc)"; exit 1; fi
if ! diff -u reports/collation.md "$tmp/collation.md" > "$tmp/diff"; then
  echo "reports/collation.md is out of date; run: bash setup.sh"
  head -40 "$tmp/diff"
  status=1
fi
# The apparatus of every work several books print.
"$RITHMO" apparatus --output-dir "$tmp/apparatus"
rc=$?
if [ $rc -gt 1 ]; then echo "rithmo apparatus --output-dir failed (exit $rc)"; exit 1; fi
same_folder apparatus
# The stemma of the books (its drawing, stemma.svg, where graphviz is installed: setup.sh
# installs it, so CI compares it too).
"$RITHMO" stemma --output-dir "$tmp/stemma" 2> /dev/null || { echo "rithmo stemma --output-dir failed"; exit 1; }
if [ ! -e "$tmp/stemma/stemma.svg" ]; then
  echo "graphviz is not installed: reports/stemma/stemma.svg not compared"
  cp reports/stemma/stemma.svg "$tmp/stemma/stemma.svg" 2> /dev/null
fi
same_folder stemma
# The sheets: their LaTeX always; their PDFs when LaTeX is installed (setup.sh
# installs it, so CI compares the PDFs byte for byte).
mkdir -p "$tmp/sheets"
have_latex=no
command -v latexmk > /dev/null && command -v pdflatex > /dev/null && have_latex=yes
for paper in a4 letter; do
  if [ $have_latex = yes ]; then
    "$RITHMO" sheet all --paper "$paper" --output-dir "$tmp/sheets" > /dev/null || { echo "rithmo sheet failed"; exit 1; }
  else
    "$RITHMO" sheet all --paper "$paper" --tex-only --output-dir "$tmp/sheets" > /dev/null || { echo "rithmo sheet failed"; exit 1; }
  fi
done
for f in "$tmp"/sheets/*; do
  name="$(basename "$f")"
  if ! cmp -s "$f" "reports/sheets/$name"; then
    echo "reports/sheets/$name is out of date; run: bash setup.sh"
    status=1
  fi
done
for f in reports/sheets/*; do
  [ -e "$tmp/sheets/$(basename "$f")" ] || { echo "$f is no longer generated; remove it"; status=1; }
done
[ $have_latex = no ] && echo "reports: LaTeX not installed, the PDFs were not compared"
[ $status -eq 0 ] && echo "reports: current"
exit $status
