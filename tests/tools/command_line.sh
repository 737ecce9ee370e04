#!/usr/bin/env bash
# The command line as a newcomer meets it, held to the conventions of git, ripgrep and
# pandoc (docs/commands.md, its opening paragraphs): `rithmo` alone prints its usage and
# its commands and exits 1, as git does; `rithmo help CMD` is `rithmo CMD --help`; -V is
# --version, which names the licences and the tables folder in use; every mistake on
# the command line is one line "rithmo: error: ..." with exit 2, CLI11's own words never
# shown; the short options are their long ones; help names the value each option takes
# and, at 40 and at 200 columns, breaks only between words and is never wider than 100
# columns (40 at 40, but for a word longer than the line).
set -uo pipefail
source "$(dirname "$0")/harness.sh"
root="$PWD"
run() {  # run ARGS...: rithmo's standard output in $out, standard error in $err, status in $rc
  out="$("$RITHMO" "$@" 2> "$work/err")"; rc=$?
  err="$(cat "$work/err")"
}
# expect WANTED ARGS...: one line on standard error, nothing on standard output, exit 2.
expect() {
  local want="$1"; shift
  run "$@"
  if [ "$rc" -ne 2 ] || [ -n "$out" ] || [ "$(printf '%s\n' "$err" | wc -l)" -ne 1 ] || [ "$err" != "$want" ]; then
    fail "rithmo $*"; echo "  exit $rc, stdout: $(head -c 200 <<<"$out")"; echo "  stderr: $err"; echo "  wanted: $want"
  fi
}
commands_of() {  # the commands a help lists under "Subcommands:"
  awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 } f && /^  [a-z]/ { print $1 }'
}

# rithmo alone: the usage and every command on standard output, exit 1 (git's: `git`
# alone exits 1). The commands are those docs/commands.md gives a section of their own.
run
same "rithmo alone exits 1, as git does" 1 "$rc"
same "rithmo alone writes nothing on standard error" "" "$err"
same "rithmo alone prints rithmo --help" "$("$RITHMO" --help)" "$out"
grep -q '^Usage: rithmo \[OPTIONS\] COMMAND' <<<"$out" || fail "rithmo alone prints no usage line"
same "rithmo alone lists every command docs/commands.md has a section for" \
  "$(sed -n 's/^## rithmo \([a-z]*\)$/\1/p' docs/commands.md | sort)" "$(commands_of <<<"$out" | sort)"
run --wide
same "rithmo --wide, no command, exits 1" 1 "$rc"
# A command that needs one of its own, named alone: its help, its commands listed.
run tables
same "rithmo tables alone exits 1" 1 "$rc"
same "rithmo tables alone prints rithmo tables --help" "$("$RITHMO" tables --help)" "$out"
same "rithmo tables alone lists its commands" "check keying diff list package" "$(commands_of <<<"$out" | paste -sd' ')"

# rithmo help CMD is rithmo CMD --help; rithmo help is rithmo --help.
for args in "" audit men "tables diff" "tables" "--wide men"; do
  # shellcheck disable=SC2086
  run help $args
  same "rithmo help $args exits 0" 0 "$rc"
  # shellcheck disable=SC2086
  same "rithmo help $args is rithmo $args --help" "$("$RITHMO" $args --help)" "$out"
done
run help audit
grep -q '^Usage: rithmo audit ' <<<"$out" || fail "rithmo help audit is not audit's help"
same "rithmo help help is rithmo --help" "$("$RITHMO" --help)" "$("$RITHMO" help help)"
same "rithmo help help help is rithmo --help" "$("$RITHMO" --help)" "$("$RITHMO" help help help)"
# A word that names no command is an error, not "no command named": "" and "-" too.
expect "rithmo: error: unknown command '' (see rithmo --help)" ''
expect "rithmo: error: unknown command '-' (see rithmo --help)" -
expect "rithmo: error: unknown option '-=' (see rithmo --help)" -=
expect "rithmo: error: unknown command 'hlep' (did you mean 'help'? see rithmo --help)" hlep
expect "rithmo: error: unknown command 'mne' (did you mean 'men'? see rithmo --help)" help mne
expect "rithmo: error: unknown command 'tables chek' (did you mean 'tables check'? see rithmo tables --help)" help tables chek

# -V is --version: the version of CMakeLists.txt's project(), the licences of LICENSE,
# the tables folder in use and why.
version="$(sed -n 's/^project(rithmo VERSION \([0-9.]*\) .*/\1/p' CMakeLists.txt)"
grep -q '^MIT License' LICENSE && grep -q 'CC BY-SA 4.0' LICENSE || fail "LICENSE no longer names MIT and CC BY-SA 4.0"
run -V
same "-V exits 0" 0 "$rc"
same "-V is --version" "$("$RITHMO" --version)" "$out"
same "-V after a command is rithmo's" "$out" "$("$RITHMO" men -V)"
same "--version: the version, the licences, the tables folder" \
  "rithmo $version
Code and documentation: MIT licence.
Transcribed tables, and the reports made from them: CC BY-SA 4.0.
Tables folder: $root/tables (./tables, in the current folder)" "$out"
same "--version names the folder RITHMO_TABLES gives" "Tables folder: $work/mine (from RITHMO_TABLES)" \
  "$(RITHMO_TABLES="$work/mine" "$RITHMO" --version | tail -1)"
# The build tree's binary, away from the sources, reads the tables it was built from.
same "--version away from the sources" "Tables folder: $root/tables (the sources this build was made from)" \
  "$(cd "$work" && env -u RITHMO_TABLES "$RITHMO" --version | tail -1)"
# Another project's ./tables (a datapackage.json of some other name) is passed over, and
# --version and an error about the tables say so; a ./tables named rithmo-tables is taken.
mkdir -p "$work/other/tables"
printf '{\n  "title": "Not rithmo'"'"'s",\n  "name": "field-data",\n  "resources": []\n}\n' \
  > "$work/other/tables/datapackage.json"
same "--version passes over another project's ./tables" \
  "Tables folder: $root/tables (the sources this build was made from; ./tables is not rithmo's)" \
  "$(cd "$work/other" && env -u RITHMO_TABLES "$RITHMO" --version | tail -1)"
(cd "$work/other" && env -u RITHMO_TABLES "$RITHMO" tables list --format csv > "$work/other.csv") ||
  fail "tables list beside another project's ./tables failed"
same "the tables listed beside another project's ./tables are rithmo's" \
  "$(env -u RITHMO_TABLES "$RITHMO" tables list --format csv)" "$(cat "$work/other.csv")"
sed -i 's/"field-data"/"rithmo-tables"/' "$work/other/tables/datapackage.json"
same "a ./tables named rithmo-tables is taken" "Tables folder: $work/other/tables (./tables, in the current folder)" \
  "$(cd "$work/other" && env -u RITHMO_TABLES "$RITHMO" --version | tail -1)"

# Every mistake on the command line: one line, exit 2, the command's help to see, the
# nearest option where one is near (within two letters, or the one it begins).
expect "rithmo: error: unknown option '-x' (see rithmo men --help)" men -x
expect "rithmo: error: unknown option '-x' (see rithmo men --help)" men -qx
expect "rithmo: error: unknown option '--outptu' (did you mean '--output'? see rithmo audit --help)" audit --outptu r.md
expect "rithmo: error: unknown option '--formt' (did you mean '--format'? see rithmo men --help)" men --formt csv
expect "rithmo: error: unexpected argument 'foo' (rithmo men takes no arguments; see rithmo men --help)" men foo
expect "rithmo: error: unexpected argument 'format' (rithmo men takes no arguments; did you mean '--format'? see rithmo men --help)" men format csv
expect "rithmo: error: tables diff needs FIRST SECOND (3 given) (see rithmo tables diff --help)" tables diff a.csv b.csv c.csv
expect "rithmo: error: unexpected argument 'b.pos' (see rithmo position --help)" position a.pos b.pos
expect "rithmo: error: --format is given more than once (see rithmo men --help)" men --format csv --format md
expect "rithmo: error: --format needs a value: {text,csv,json,md} (see rithmo men --help)" men --format
expect "rithmo: error: --output needs a value: FILE (see rithmo audit --help)" audit -o
expect "rithmo: error: tables diff needs FIRST SECOND (see rithmo tables diff --help)" tables diff
expect "rithmo: error: tables diff needs FIRST SECOND (1 given) (see rithmo tables diff --help)" tables diff a.csv
# No line of CLI11's own words: neither its messages nor its placeholders.
for args in "men -x" "men foo" "men --format" "tables diff" "tables diff a" "audit --jobs" "-Z" "play --games" \
  "sheet -o" "perft --depth" "men -- -x"; do
  # shellcheck disable=SC2086
  run $args
  case "$err" in
    "rithmo: error: "*) ;;
    *) fail "rithmo $args: not rithmo's one line: $err" ;;
  esac
  grep -qE 'not expected|required|Expected (exactly|at least)|At (Most|least)|\bTEXT\b|\bINT\b' <<<"$err" &&
    fail "rithmo $args: CLI11's words: $err"
  [ "$rc" -eq 2 ] || fail "rithmo $args: exit $rc, wanted 2"
done

# The short options are the long ones, and the long ones still work.
same "-f csv is --format csv" "$("$RITHMO" men --format csv)" "$("$RITHMO" men -f csv)"
same "-q before the command is --quiet" "$("$RITHMO" --quiet men)" "$("$RITHMO" -q men)"
"$RITHMO" audit fulke-1563/spaces-division-odd.csv --output "$work/long.txt"
"$RITHMO" audit fulke-1563/spaces-division-odd.csv -o "$work/short.txt"
same "-o FILE is --output FILE" 1 "$?"
same "-o writes what --output writes" "$(cat "$work/long.txt")" "$(cat "$work/short.txt")"
"$RITHMO" sheet men --tex-only -o "$work/sheets" > /dev/null 2>&1
[ -f "$work/sheets/men-a4.tex" ] || fail "sheet -o DIR writes no sheet into DIR"

# Help names the value each option takes: no CLI11 placeholder (TEXT, INT, "x 2",
# REQUIRED, "=default") in any command's help; the choices it lists are those the
# command accepts, as its error for a wrong value lists them.
while IFS= read -r c; do
  # shellcheck disable=SC2086
  help="$("$RITHMO" $c --help)"
  bad="$(grep -nE '\b(TEXT|INT|UINT|FLOAT|REQUIRED)\b| x [0-9]|[A-Z}]=[^ ]' <<<"$help" | grep -v 'NAME=VALUE\|COLUMN=HEADER' | head -1)"
  [ -z "$bad" ] || fail "rithmo $c --help shows a placeholder of CLI11's: $bad"
done < <(printf '%s\n' $("$RITHMO" --help | commands_of) "tables check" "tables keying" "tables diff" "tables list" "tables package")
choices_listed() {  # choices_listed OPTION ARGS...: the {a,b} the help of rithmo ARGS shows for OPTION
  local option="$1"; shift
  "$RITHMO" "$@" --help | grep -oE -- "$option \{[^}]*\}" | head -1 | sed "s/^$option //"
}
choices_accepted() {  # choices_accepted ARGS...: the "valid: a, b" of the error, as {a,b}
  "$RITHMO" "$@" 2>&1 >/dev/null | sed -n 's/.*(valid: \([^)]*\)).*/{\1}/p' | sed 's/, /,/g'
}
same "men --format: the choices help lists" "$(choices_accepted men --format yaml)" "$(choices_listed --format men)"
same "proportions --kind" "$(choices_accepted proportions --kind cubic)" "$(choices_listed --kind proportions)"
same "proportions --army" "$(choices_accepted proportions --army red)" "$(choices_listed --army proportions)"
same "triumphs --grade" "$(choices_accepted triumphs --grade huge)" "$(choices_listed --grade triumphs)"
same "diagram --shape" "$(choices_accepted diagram --shape hexagon)" "$(choices_listed --shape diagram)"
same "sheet --paper" "$(choices_accepted sheet men --paper a3)" "$(choices_listed --paper sheet)"
same "audit --taker" \
  "$(choices_accepted audit --relation spaces-division --taker white tests/tools/data/bad-cell.csv)" \
  "$(choices_listed --taker audit)"
# The formats of apparatus and stemma, as their errors name them ("must be md, json, tei or csv").
forms_accepted() {
  "$RITHMO" "$@" 2>&1 >/dev/null | sed -n "s/.*--format must be \(.*\), not .*/{\1}/p" | sed 's/, /,/g; s/ or /,/'
}
same "apparatus --format" "$(forms_accepted apparatus --format x)" "$(choices_listed --format apparatus)"
same "stemma --format" "$(forms_accepted stemma --format x)" "$(choices_listed --format stemma)"
grep -q -- '-o, --output FILE' <<<"$("$RITHMO" audit --help)" || fail "audit --help: no '-o, --output FILE'"
grep -q '^Usage: rithmo tables diff \[OPTIONS\] FIRST SECOND$' <<<"$("$RITHMO" tables diff --help)" ||
  fail "tables diff --help: its usage does not name FIRST SECOND"

# Help at a terminal of 40 and of 200 columns (a pseudo-terminal, through script(1)):
# the same words as the help to a pipe, in the same order (so no word is broken; the
# " \" that continues a long example aside); at 200 columns no line over 100 columns
# and some over 80 (the room is used); at 40 no line over 40 but a line of one word
# longer than that (a long table name in an example).
words() { tr -s ' \n' '\n\n' | grep -v -x -e '\\' -e ''; }
if ! has_terminal; then
  echo "command_line: no pseudo-terminal (script(1) cannot open one): help at 40 and 200 columns not checked"
else
  over80=0
  while IFS= read -r c; do
    # shellcheck disable=SC2086
    piped="$("$RITHMO" $c --help)"
    # shellcheck disable=SC2086
    at40="$(on_terminal 40 $c --help)"
    # shellcheck disable=SC2086
    at200="$(on_terminal 200 $c --help)"
    same "rithmo $c --help at 40 columns: the words of the help to a pipe" "$(words <<<"$piped")" "$(words <<<"$at40")"
    same "rithmo $c --help at 200 columns: the words of the help to a pipe" "$(words <<<"$piped")" "$(words <<<"$at200")"
    widest="$(LC_ALL=C.UTF-8 wc -L <<<"$at200")"
    [ "$widest" -le 100 ] || fail "rithmo $c --help at 200 columns is $widest columns wide"
    [ "$widest" -gt 80 ] && over80=$((over80 + 1))
    long="$(LC_ALL=C.UTF-8 awk 'length($0) > 40' <<<"$at40" | sed -E 's/^ +//; s/ \\$//' | grep ' ' | head -1)"
    [ -z "$long" ] || fail "rithmo $c --help at 40 columns: a line of words over 40 columns: $long"
  done < <(printf '%s\n' "" $("$RITHMO" --help | commands_of) "tables diff")
  [ "$over80" -gt 0 ] || fail "no help at 200 columns is wider than 80: the room is not used"
  # At 40 columns an option's description goes beneath its name.
  grep -q '^      Output format' <<<"$(on_terminal 40 men --help)" ||
    fail "men --help at 40 columns: the description of --format is not beneath its name"
  # -q is --quiet at a terminal: no progress shown.
  on_terminal 80 play --random --games 20 --max-plies 10 -q > "$work/progress.txt"
  grep -q "rithmo: game" "$work/progress.txt" && fail "play -q shows progress"
fi

# One name for the folder a command writes into, --output-dir; the former names (--out of
# apparatus, stemma and sheet, --by-source of audit) still work, with a note, and stay
# out of the help.
run sheet men --tex-only --out "$work/former"
same "sheet --out still works" "0 men-a4.tex" "$rc $(ls "$work/former")"
same "sheet --out: a note that it is now --output-dir" "rithmo: note: -o or --out is now --output-dir (and still works)" "$err"
run sheet men --tex-only -o "$work/former-short" --output-dir "$work/current-too"
same "sheet -o and --output-dir together: refused" "2 rithmo: error: --output-dir and --out do not go together (see rithmo sheet --help)" \
  "$rc $(tail -1 <<<"$err")"
run sheet men --tex-only --output-dir "$work/current"
same "sheet --output-dir: no note" "0 men-a4.tex ''" "$rc $(ls "$work/current") '$err'"
run apparatus --out "$work/a" --output-dir "$work/b"
same "--out and --output-dir together: refused" "2 rithmo: error: --output-dir and --out do not go together (see rithmo apparatus --help)" \
  "$rc $(tail -1 <<<"$err")"
[ -e "$work/a" ] || [ -e "$work/b" ] && fail "--out and --output-dir together wrote a folder"
for cmd in apparatus stemma sheet audit; do
  help="$("$RITHMO" $cmd --help)"
  grep -q -- '--output-dir DIR' <<<"$help" || fail "$cmd --help has no --output-dir DIR"
  grep -qE -- '--out( |,|$)|--by-source' <<<"$help" && fail "$cmd --help names a former name"
done
expect "rithmo: error: --by-source: an empty name: give a file or folder (see rithmo audit --help)" audit --by-source ''

[ $status -eq 0 ] && echo "command line: all hold"
exit $status
