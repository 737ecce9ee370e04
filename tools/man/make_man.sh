#!/usr/bin/env bash
# Writes a man page for rithmo and one per command (rithmo.1, rithmo-men.1, ...) with
# help2man, from the commands' own --help, so that the pages never fall behind; and
# the sections --help does not hold: EXAMPLES (the example lines of the command's
# section of docs/commands.md, indented "    rithmo ..."), EXIT STATUS, ENVIRONMENT,
# FILES and SEE ALSO.
# usage: make_man.sh RITHMO OUTDIR VERSION [COMMANDS_MD]
set -euo pipefail
rithmo="$1"; out="$2"; version="$3"; commands_md="${4:-}"
mkdir -p "$out/.bin"
# "  men    The men of both armies ..." under "Subcommands:" -> "men<TAB>The men ...".
# A summary wrapped over lines (help is wrapped to 80 columns) is read as one.
subcommands() {
  "$rithmo" --help | awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 }
    f && /^  [a-z]/ { if (name != "") print name "\t" desc; name = $1; desc = $0; sub(/^  [a-z-]+ +/, "", desc); next }
    f && /^     +[^ ]/ { d = $0; sub(/^ +/, "", d); desc = desc " " d }
    END { if (name != "") print name "\t" desc }'
}
# The page's one-line NAME: the summary up to its first colon, period or parenthesis.
short() {
  printf '%s\n' "$1" | sed -E 's/[.:(].*$//; s/ +$//'
}
# The example lines of "## rithmo NAME" in docs/commands.md (all of them for rithmo).
examples() {  # examples COMMAND (empty: every section)
  [ -n "$commands_md" ] && [ -r "$commands_md" ] || return 0
  awk -v want="$1" '
    /^## / { in_section = (want == "" || $0 == "## rithmo " want); next }
    in_section && /^    rithmo / { sub(/^    /, ""); print }' "$commands_md" | head -n 8
}
pages=(rithmo)
while IFS=$'\t' read -r name _; do pages+=("rithmo-$name"); done < <(subcommands)
# The sections that follow help2man's, for one page.
include() {  # include COMMAND FILE
  local command="$1" file="$2" p
  {
    local ex
    ex="$(examples "$command")"
    if [ -n "$ex" ]; then
      printf '[EXAMPLES]\n'
      while IFS= read -r line; do printf '.TP\n.B %s\n' "$line"; done <<< "$ex"
    fi
    cat <<'EOF'
[EXIT STATUS]
.TP
.B 0
nothing found: no finding, disagreement or departure
.TP
.B 1
something found: audit findings, keying or table disagreements, variants, departures
from the lemma; or no command named (rithmo alone, rithmo tables alone): the help is
printed, as git does
.TP
.B 2
trouble: a bad option or input (one line on standard error, FILE:LINE:COL: error: ...
for a table or descriptor), a file that cannot be read or written; no half-written
output is left
[ENVIRONMENT]
.TP
.B RITHMO_TABLES
the tables folder to read when --tables is not given (else ./tables, else the
installed tables)
.TP
.B RITHMO_DIAGNOSTICS
caret: show the line of a bad input with a caret under the column, always; plain:
never (the default: on a terminal only)
[FILES]
.TP
.I PREFIX/share/rithmo/tables
the transcribed tables and their descriptors (CC BY-SA 4.0)
.TP
.I PREFIX/share/doc/rithmo
the documentation (commands.md, audit.md, apparatus.md, tables.md, rules.md ...),
the README and the licence
[SEE ALSO]
EOF
    # Every other page, one .BR a line.
    for p in "${pages[@]}"; do
      [ "$p" = "rithmo${command:+-$command}" ] && continue
      printf '.BR %s (1)\n' "$p"
    done
  } > "$file"
}
# help2man runs PROGRAM --help: each command gets a one-line wrapper named after it.
page() {  # page NAME SUMMARY COMMAND
  local name="$1" summary="$2" command="$3"
  local wrapper="$out/.bin/$name"
  # The help's examples, options of every command and exit status are the page's own
  # sections (EXAMPLES, EXIT STATUS): left out of the help help2man reads.
  printf '#!/bin/sh\n"%s" %s "$@" | sed -e "/^Examples:$/,\\$d" -e "/^Options of every command/,\\$d" -e "/^Exit status:/,\\$d"\n' \
    "$rithmo" "$command" > "$wrapper"
  chmod +x "$wrapper"
  include "$command" "$out/.bin/$name.h2m"
  help2man --no-info --no-discard-stderr --section=1 --version-string="$version" \
    --name="$(short "$summary")" --include="$out/.bin/$name.h2m" --output="$out/$name.1" "$wrapper"
}
page rithmo "the numbers, tables and rules of Rithmomachia, the Philosophers' Game" ""
while IFS=$'\t' read -r name summary; do
  page "rithmo-$name" "$summary" "$name"
done < <(subcommands)
rm -rf "$out/.bin"
