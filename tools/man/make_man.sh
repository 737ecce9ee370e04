#!/usr/bin/env bash
# Writes a man page for rithmo and one per command (rithmo.1, rithmo-men.1, ...) with
# help2man, from the commands' own --help, so that the pages never fall behind; and
# the sections --help does not hold: EXAMPLES (the example lines of the command's
# section of docs/commands.md, indented "    rithmo ...", as an example block), EXIT
# STATUS (the command's own, read from its help's "Exit status:"), ENVIRONMENT, FILES
# (the folders the build installs into) and SEE ALSO. Each page is written as NAME.1
# and, compressed as man-db reads it, NAME.1.gz (gzip -n: no name or time inside, so
# the same pages give the same bytes), which is what is installed.
# usage: make_man.sh RITHMO OUTDIR VERSION [COMMANDS_MD [DATADIR DOCDIR]]
#   DATADIR the installed tables' folder's parent (PREFIX/share/rithmo), DOCDIR the
#   documentation's (PREFIX/share/doc/rithmo), as CMake's GNUInstallDirs configure them.
set -euo pipefail
rithmo="$1"; out="$2"; version="$3"; commands_md="${4:-}"
datadir="${5:-PREFIX/share/rithmo}"; docdir="${6:-PREFIX/share/doc/rithmo}"
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
# Text as roff prints it literally: a backslash as \e, a hyphen as \- (a minus, which
# copies as the ASCII one), a leading dot or quote guarded by \&.
roff() { sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\([.']\)/\\\\\&\1/"; }
# What exit status 1 means for a command, from its help's "Exit status: 0 when nothing
# is found, 1 when something is (MEANING), 2 on trouble": MEANING, or nothing for a
# command that never exits 1 ("0 on success, 2 on trouble").
found_meaning() {  # found_meaning COMMAND
  # shellcheck disable=SC2086
  "$rithmo" $1 --help | awk '/^Exit status:/ { f = 1 } f { printf "%s ", $0 }' |
    sed -n 's/.*1 when something is (\(.*\)), 2 on trouble.*/\1/p'
}
# The sections that follow help2man's, for one page.
include() {  # include COMMAND FILE
  local command="$1" file="$2" p ex found
  {
    if [ -z "$command" ]; then
      # rithmo(1)'s DESCRIPTION says what rithmo does, where the help's first line only
      # repeats NAME.
      cat <<'EOF'
[=DESCRIPTION]
rithmo derives the numbers of Rithmomachia exactly from Boethius' rules (the men,
their ratios, the arithmetic, geometric and musical proportions, the sets that make a
triumph), holds the tables of the period books as they were printed, each row with its
page and line, audits the printed tables against the derivation (each printing error
with its most likely emendation and the slip that explains it), sets the books' tables
side by side and weighs who copied whom, plays the game under each book's rules, and
prints reference sheets. Each command has its own page, rithmo\-COMMAND(1), and its
own help, rithmo help COMMAND.
EOF
    fi
    # A command of subcommands (rithmo tables): each subcommand's own options, which the
    # command's help does not list.
    local sub sub_help
    # shellcheck disable=SC2086
    if [ -n "$command" ] && "$rithmo" $command --help | grep -q '^Subcommands:'; then
      printf '[SUBCOMMANDS]\n'
      # shellcheck disable=SC2086
      for sub in $("$rithmo" $command --help | awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 }
          f && /^  [a-z]/ { print $1 }'); do
        # shellcheck disable=SC2086
        sub_help="$("$rithmo" $command "$sub" --help | sed -e '/^Examples:$/,$d' -e '/^Options of every command/,$d' \
          -e '/^Exit status:/,$d')"
        printf '.SS "rithmo %s %s"\n.nf\n' "$command" "$sub"
        roff <<< "$sub_help"
        printf '.fi\n'
      done
    fi
    ex="$(examples "$command")"
    if [ -n "$ex" ]; then
      printf '[EXAMPLES]\n.EX\n'
      roff <<< "$ex"
      printf '.EE\n'
    fi
    printf '[EXIT STATUS]\n.TP\n.B 0\n'
    if [ -z "$command" ]; then
      printf 'nothing found: no finding, disagreement or departure\n.TP\n.B 1\n'
      printf 'something found (audit findings, keying or table disagreements, variants,\n'
      printf 'departures from the lemma), or no command named (rithmo alone, rithmo tables\n'
      printf 'alone): the help is printed, as git does\n'
    else
      found="$(found_meaning "$command")"
      if [ -n "$found" ]; then
        printf 'nothing found\n.TP\n.B 1\nsomething found (%s)\n' "$(roff <<< "$found")"
      else
        printf 'success\n'
      fi
    fi
    cat <<'EOF'
.TP
.B 2
trouble: a bad option or input (one line on standard error, FILE:LINE:COL: error: ...
for a table or descriptor), a file that cannot be read or written; no half-written
output is left
[ENVIRONMENT]
.TP
.B RITHMO_TABLES
the tables folder to read when \-\-tables is not given (else ./tables, else the
installed tables)
.TP
.B RITHMO_DIAGNOSTICS
caret: show the line of a bad input with a caret under the column, always; plain:
never (the default: on a terminal only)
EOF
    printf '[FILES]\n.TP\n.I %s/tables\n' "$(roff <<< "$datadir")"
    printf 'the transcribed tables and their descriptors (CC BY\\-SA 4.0), read when neither\n'
    printf '\\-\\-tables nor RITHMO_TABLES names a folder and ./tables holds none\n'
    printf '.TP\n.I %s\n' "$(roff <<< "$docdir")"
    printf 'the documentation (commands.md, audit.md, apparatus.md, tables.md, rules.md ...),\n'
    printf 'the README and the licence\n'
    printf '[SEE ALSO]\n'
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
for manpage in "$out"/*.1; do gzip -9 -n -c "$manpage" > "$manpage.gz"; done
