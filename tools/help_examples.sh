#!/usr/bin/env bash
# Writes the examples of each command's --help: the lines "    rithmo ..." of each
# section "## rithmo NAME" of docs/commands.md (the same lines the man pages' EXAMPLES
# hold, and tests/tools/examples.sh runs), as C++ initialisers
# {"NAME", R"x(rithmo NAME ...)x"}, one a line.
# usage: help_examples.sh COMMANDS_MD OUT
set -euo pipefail
commands_md="$1"; out="$2"
tmp="$out.tmp.$$"
awk '
  /^## rithmo / { section = substr($0, 11); next }
  /^## / { section = ""; next }
  section != "" && /^    (\$ )?rithmo / {
    line = substr($0, 5)
    sub(/^\$ /, "", line)
    if (index(line, ")x\"") > 0) { print "help_examples.sh: an example holds )x\"" > "/dev/stderr"; exit 2 }
    printf "{\"%s\", R\"x(%s)x\"},\n", section, line
  }' "$commands_md" > "$tmp"
mv "$tmp" "$out"
