#!/usr/bin/env bash
# Writes a man page for rithmo and one per command (rithmo.1, rithmo-men.1, ...) with
# help2man, from the commands' own --help, so that the pages never fall behind.
# usage: make_man.sh RITHMO OUTDIR VERSION
set -euo pipefail
rithmo="$1"; out="$2"; version="$3"
mkdir -p "$out/.bin"
# "  men    The men of both armies ..." under "Subcommands:" -> "men<TAB>The men ...".
subcommands() {
  "$rithmo" --help | awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 }
    f && /^  [a-z]/ { name = $1; sub(/^  [a-z-]+ +/, ""); print name "\t" $0 }'
}
# help2man runs PROGRAM --help: each command gets a one-line wrapper named after it.
page() {  # page NAME SUMMARY ARGS...
  local name="$1" summary="$2"; shift 2
  local wrapper="$out/.bin/$name"
  printf '#!/bin/sh\nexec "%s" %s "$@"\n' "$rithmo" "$*" > "$wrapper"
  chmod +x "$wrapper"
  help2man --no-info --no-discard-stderr --section=1 --version-string="$version" \
    --name="$summary" --output="$out/$name.1" "$wrapper"
}
page rithmo "the numbers, tables and rules of Rithmomachia, the Philosophers' Game"
while IFS=$'\t' read -r name summary; do
  page "rithmo-$name" "$summary" "$name"
done < <(subcommands)
rm -rf "$out/.bin"
