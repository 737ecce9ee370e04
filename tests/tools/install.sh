#!/usr/bin/env bash
# `cmake --install` to a temporary prefix; then every command, run from a folder far
# from the repository, finds the installed tables without --tables, a man page stands
# for each command, and the completion scripts of bash, zsh and fish stand where each
# shell looks for them.
#   bash install.sh BUILD_DIR
set -uo pipefail
build="$(cd "${1:?usage: install.sh BUILD_DIR}" && pwd)"
data="$(cd "$(dirname "$0")/data" && pwd)"
# shellcheck source=tests/tools/server_url.sh
. "$(dirname "$0")/server_url.sh"
status=0
prefix="$(mktemp -d)"
elsewhere="$(mktemp -d)"
trap 'rm -rf "$prefix" "$elsewhere"' EXIT
fail() { echo "FAIL: $*"; status=1; }
cmake --install "$build" --prefix "$prefix" > "$elsewhere/install.log" 2>&1 || { cat "$elsewhere/install.log"; exit 1; }
rm -f "$elsewhere/install.log"
rithmo="$prefix/bin/rithmo"
[ -x "$rithmo" ] || { echo "FAIL: no $rithmo"; exit 1; }
[ -f "$prefix/share/rithmo/tables/datapackage.json" ] || fail "no tables in share/rithmo/tables"
[ -f "$prefix/share/rithmo/site/index.html" ] || fail "no edition in share/rithmo/site"
[ -f "$prefix/share/doc/rithmo/commands.md" ] || fail "no docs in share/doc/rithmo"
[ -f "$prefix/share/doc/rithmo/LICENSE" ] || fail "no LICENSE in share/doc/rithmo"
# The installed command carries no debug information.
if readelf -S "$rithmo" 2> /dev/null | grep -q '\.debug_info'; then fail "$rithmo is not stripped"; fi
cd "$elsewhere" || exit 2
unset RITHMO_TABLES
# run WANTED-STATUS ARGS...: the exit status wanted, and nothing on standard error.
run() {
  local want="$1"; shift
  local rc
  "$rithmo" "$@" > out.txt 2> err.txt; rc=$?
  if [ "$rc" -ne "$want" ] || [ -s err.txt ]; then
    fail "rithmo $* from $elsewhere: exit $rc (wanted $want): $(head -c 300 err.txt)"
  fi
}
run 0 men
run 0 ratios
run 0 proportions --count
run 0 triumphs --grade all --count
run 0 summary
run 0 tables check
run 0 tables keying
run 0 tables list
run 0 tables package
run 0 tables diff "$prefix/share/rithmo/tables/fulke-1563/spaces-division-odd.csv" \
  "$prefix/share/rithmo/tables/fulke-1563/spaces-division-odd.csv"
run 1 audit
run 1 audit fulke-1563/spaces-division-odd.csv
run 0 relations spaces-division
run 1 collate --all
run 1 apparatus
run 0 apparatus --list
run 0 sheet arrays errata quick --tex-only --output-dir sheets
run 0 position --moves
run 0 diagram --shape triangle
run 0 play --random --games 2 --max-plies 40
run 0 perft --depth 2
run 0 rules
run 0 claims
# The installed server serves the installed page and the games' interface.
"$rithmo" serve --port 0 > serve.txt 2> serve-err.txt &
server=$!
url="$(server_url serve.txt "$server")"
if [ -z "$url" ]; then
  fail "rithmo serve from $elsewhere did not start: $(head -c 300 serve-err.txt)"
else
  python3 - "$url" <<'PY' || fail "the installed rithmo serve: the page or the games' interface"
import json, sys, urllib.request
url = sys.argv[1]
page = urllib.request.urlopen(url).read().decode()
assert '<script src="play.js"' in page, page[:200]
assert urllib.request.urlopen(url + "play.js").status == 200
presets = json.load(urllib.request.urlopen(url + "api/presets"))
assert "barozzi" in [p["name"] for p in presets["presets"]]
game = json.load(urllib.request.urlopen(urllib.request.Request(
    url + "api/games", data=b'{"preset":"barozzi","vs":"person"}', method="POST")))
assert game["board"]["files"] == 8 and game["moves"], game
# The edition the installation made from the installed tables, at /edition/.
home = urllib.request.urlopen(url + "edition/").read().decode()
assert 'href="book-fulke-1563-print.html"' in home, home[:300]
book = urllib.request.urlopen(url + "edition/book-fulke-1563-print.html").read().decode()
assert 'id="musical-proportion.page-0060.l25.erratum"' in book
PY
fi
kill "$server" 2> /dev/null
wait "$server" 2> /dev/null
[ -x "$prefix/libexec/rithmo/rithmo-serve" ] || fail "no libexec/rithmo/rithmo-serve"
rm -f serve.txt serve-err.txt
# The tables named by RITHMO_TABLES are read, not the installed ones.
err="$(RITHMO_TABLES="$elsewhere/none" "$rithmo" tables check 2>&1 >/dev/null)"
[ "$err" = "rithmo: error: cannot list the tables folder '$elsewhere/none': No such file or directory" ] ||
  fail "RITHMO_TABLES not read: $err"
# The build tree's binary, run away from the repository, finds the tables of its
# sources, for every command.
for args in "tables check" "claims" "perft --depth 1" "position" "play --games 1 --max-plies 4"; do
  # shellcheck disable=SC2086
  "$build/rithmo" $args > /dev/null 2> "$elsewhere/err.txt" || fail "build-tree rithmo $args from elsewhere: $(head -c 300 "$elsewhere/err.txt")"
done
rm -f "$elsewhere/err.txt"
# A copy of it out of the build tree, with no tables installed at its configured
# prefix, says where it looked and how to name the folder, whatever command it runs.
cp "$build/rithmo" "$elsewhere/rithmo-copy"
if err="$("$elsewhere/rithmo-copy" tables check 2>&1 >/dev/null)"; then
  echo "install: $elsewhere/rithmo-copy found installed tables; the hint for no tables folder not checked"
else
  err2="$("$elsewhere/rithmo-copy" claims 2>&1 >/dev/null)"
  case "$err2" in
    *"give --tables DIR or set RITHMO_TABLES)") ;;
    *) fail "claims with no tables folder, without the hint: $err2" ;;
  esac
  case "$err" in
    "rithmo: error: cannot list the tables folder 'tables': No such file or directory (no tables folder: RITHMO_TABLES is not set and none of ./tables, "*"give --tables DIR or set RITHMO_TABLES)") ;;
    *) fail "no tables folder, without the hint: $err" ;;
  esac
  # A folder named by --tables is the user's: no hint about the default one.
  err="$("$elsewhere/rithmo-copy" tables check --tables tables 2>&1 >/dev/null)"
  [ "$err" = "rithmo: error: cannot list the tables folder 'tables': No such file or directory" ] ||
    fail "the hint for the default folder after --tables tables: $err"
fi
# A man page per command, and one for rithmo, installed compressed (as man-db reads
# them), each with its own exit status and the folders the build was configured for.
commands="$("$rithmo" --help | awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 } f && /^  [a-z]/ { print $1 }')"
[ "$(printf '%s\n' "$commands" | wc -l)" -ge 16 ] || fail "rithmo --help lists $(printf '%s\n' "$commands" | wc -l) commands"
if command -v help2man > /dev/null; then
  man1="$prefix/share/man/man1"
  for page in rithmo $(printf 'rithmo-%s ' $commands); do
    [ -e "$man1/$page.1" ] && fail "$page.1 is installed uncompressed"
    zcat "$man1/$page.1.gz" > "$elsewhere/page.1" 2> /dev/null || { fail "no man page $page.1.gz"; continue; }
    grep -q '^\.TH' "$elsewhere/page.1" || fail "$page.1.gz holds no man page"
    for section in NAME SYNOPSIS DESCRIPTION OPTIONS '"EXIT STATUS"' ENVIRONMENT FILES '"SEE ALSO"'; do
      grep -q -x -F ".SH $section" "$elsewhere/page.1" || fail "$page.1 lacks the section $section"
    done
    # NAME is one line: "rithmo-audit \- Audit printed tables against the derived relations".
    [ "$(sed -n '/^\.SH NAME/{n;p;n;p}' "$elsewhere/page.1" | grep -c -v '^\.')" -eq 1 ] ||
      fail "$page.1: NAME runs over one line"
  done
  # Every command that docs/commands.md gives examples of has them in its page, as an
  # example block (.EX, set in constant width as typed), its hyphens minus signs.
  zcat "$man1/rithmo-apparatus.1.gz" | sed -n '/^\.SH EXAMPLES/,/^\.SH/p' > "$elsewhere/examples.1"
  grep -q -x -F '.EX' "$elsewhere/examples.1" || fail "rithmo-apparatus.1 lacks EXAMPLES as .EX"
  grep -q -F 'rithmo apparatus \-\-list' "$elsewhere/examples.1" || fail "rithmo-apparatus.1: the example 'rithmo apparatus --list'"
  zcat "$man1/rithmo-audit.1.gz" | grep -q -F -- '\-\-relation' || fail "rithmo-audit.1 lacks the options"
  # rithmo-tables(1) gives each subcommand's options; rithmo(1)'s DESCRIPTION is more
  # than its NAME again.
  zcat "$man1/rithmo-tables.1.gz" | sed -n '/^\.SH SUBCOMMANDS/,/^\.SH/p' > "$elsewhere/sub.1"
  for sub in $("$rithmo" tables --help | awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 } f && /^  [a-z]/ { print $1 }'); do
    grep -q -F ".SS \"rithmo tables $sub\"" "$elsewhere/sub.1" || fail "rithmo-tables.1: no options of tables $sub"
  done
  grep -q -F -- '\-\-tables DIR' "$elsewhere/sub.1" || fail "rithmo-tables.1: the subcommands' options"
  rm -f "$elsewhere/sub.1"
  [ "$(zcat "$man1/rithmo.1.gz" | sed -n '/^\.SH DESCRIPTION/,/^\.SH/p' | grep -c -v '^\.')" -gt 2 ] ||
    fail "rithmo.1: DESCRIPTION only repeats NAME"
  # Each page's own exit status: 1 for the commands that find (docs/commands.md: the
  # audit's findings, collate's variants), none for men, which finds nothing.
  status_of() { zcat "$man1/$1.1.gz" | sed -n '/^\.SH "EXIT STATUS"/,/^\.SH/p' | grep -c -x -F '.B 1'; }
  [ "$(status_of rithmo-audit)" = 1 ] || fail "rithmo-audit.1: no exit status 1"
  [ "$(status_of rithmo-collate)" = 1 ] || fail "rithmo-collate.1: no exit status 1"
  [ "$(status_of rithmo-men)" = 0 ] || fail "rithmo-men.1 gives an exit status 1 men never has"
  # FILES names the folders the build was configured to install into (CMakeCache.txt:
  # the prefix and GNUInstallDirs' DATADIR, which is DATAROOTDIR when not given), not a
  # placeholder.
  cached() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt"; }
  datadir="$(cached CMAKE_INSTALL_DATADIR)"
  [ -n "$datadir" ] || datadir="$(cached CMAKE_INSTALL_DATAROOTDIR)"
  case "$datadir" in /*) ;; *) datadir="$(cached CMAKE_INSTALL_PREFIX)/$datadir" ;; esac
  zcat "$man1/rithmo-men.1.gz" | sed -n '/^\.SH FILES/,/^\.SH/p' | sed 's/\\-/-/g' |
    grep -q -x -F ".I $datadir/rithmo/tables" || fail "rithmo-men.1: FILES does not name $datadir/rithmo/tables"
  rm -f "$elsewhere/page.1" "$elsewhere/examples.1"
else
  echo "help2man not installed: man pages not checked"
fi
# Every example the installed command shows runs as printed from a folder far from the
# sources: those of each command's help (the man pages hold the same) and the quick
# start of the installed README (share/doc/rithmo/README.md, the README for a user of
# the installed command: it names no build/ nor setup.sh). Exit 0, or 1 for findings;
# the sheets with --tex-only (LaTeX is tests/tools/sheets.sh's).
readme="$prefix/share/doc/rithmo/README.md"
grep -q -E 'build/rithmo|setup\.sh' "$readme" && fail "the installed README speaks of the build tree"
examples="$(for c in "" $commands; do
  # shellcheck disable=SC2086
  "$rithmo" $c --help | awk '/^Examples:/ { f = 1; next } f && /^[^ ]/ { f = 0 }
    f && /^  rithmo / { line = substr($0, 3); while (line ~ / \\$/ && (getline next_line) > 0) {
      sub(/ \\$/, "", line); sub(/^ +/, "", next_line); line = line " " next_line }; print line }'
done; sed -n 's/^    \(rithmo .*\)/\1/p' "$readme" | sed 's/  *#.*$//')"
[ "$(printf '%s\n' "$examples" | wc -l)" -ge 30 ] || fail "only $(printf '%s\n' "$examples" | wc -l) examples found"
mkdir -p "$elsewhere/bin" "$elsewhere/examples"
ln -s "$rithmo" "$elsewhere/bin/rithmo"
# The user's own files the examples name, as tests/tools/examples.sh makes them.
cp "$data/division-odd-bare.csv" "$elsewhere/examples/my-table.csv"
printf 'a,b,c\n3,4,6\n' > "$elsewhere/examples/extract.csv"  # 3 4 6: 4 = 2*3*6/(3+6), a musical mean
while IFS= read -r example; do
  run_as="$example"
  case "$example" in *" sheet "*) case "$example" in *--list*) ;; *) run_as="${example%%|*} --tex-only" ;; esac ;; esac
  (cd "$elsewhere/examples" && PATH="$elsewhere/bin:$PATH" bash -c "$run_as" > /dev/null 2> ../err.txt); rc=$?
  [ "$rc" -le 1 ] || fail "the example '$example' from another folder: exit $rc: $(head -c 300 "$elsewhere/err.txt")"
done <<< "$examples"
rm -rf "${elsewhere:?}/bin" "$elsewhere/examples" "$elsewhere/err.txt"
[ -f "$prefix/share/rithmo/schemas/audit.json" ] || fail "no schemas in share/rithmo/schemas"
[ -e "$prefix/share/doc/rithmo/schemas" ] && fail "the schemas installed under share/doc too"

# The completion scripts, where each shell looks for a package's, each the one the
# installed rithmo writes (tests/tools/completion.sh drives them).
for script in "bash-completion/completions/rithmo bash" "zsh/vendor-completions/_rithmo zsh" \
  "fish/vendor_completions.d/rithmo.fish fish"; do
  file="$prefix/share/${script% *}"
  if [ ! -f "$file" ]; then
    fail "no completion script share/${script% *}"
  elif [ "$(cat "$file")" != "$("$rithmo" completion "${script#* }")" ]; then
    fail "share/${script% *} is not what rithmo completion ${script#* } writes"
  fi
done
# Bash completion from the installed script, with bash-completion, from another folder.
completion="$prefix/share/bash-completion/completions/rithmo"
bash_completion=/usr/share/bash-completion/bash_completion
complete_words() {  # complete_words WORD... : what completing the last word offers
  PATH="$prefix/bin:$PATH" bash -c 'source "$1"; source "$2"; shift 2; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1));
    COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; _rithmo 2> /dev/null; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$bash_completion" "$completion" "$@"
}
if [ -r "$bash_completion" ]; then
  [ "$(complete_words rithmo me)" = "men" ] || fail "completing 'rithmo me' gives '$(complete_words rithmo me)'"
  [ "$(complete_words rithmo tables ch)" = "check" ] || fail "completing 'rithmo tables ch'"
  # The installed tables, as the installed rithmo lists them.
  got="$(complete_words rithmo audit fulke-1563/spaces-div | sort | tr '\n' ' ')"
  want="$(cd "$prefix/share/rithmo/tables" && ls fulke-1563/spaces-div*.csv | sort | tr '\n' ' ')"
  [ "$got" = "$want" ] || fail "completing 'rithmo audit fulke-1563/spaces-div' gives '$got', not '$want'"
else
  echo "bash-completion not installed: the installed bash completion not driven"
fi
[ $status -eq 0 ] && echo "install: every command runs from another folder on the installed tables"
exit $status
