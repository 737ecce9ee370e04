#!/usr/bin/env bash
# The completion scripts `rithmo completion SHELL` writes, driven as each shell drives
# them. Bash: the function called in a real bash with bash-completion sourced, COMP_WORDS,
# COMP_CWORD, COMP_LINE and COMP_POINT set as readline sets them (= a word of its own);
# fish: `complete -C`, fish's own completion of a command line; zsh: the script parses
# and names every command. Every expected word is read from rithmo's help, its listings
# or the scratch folder the test makes, never from the scripts. Exit 77 when
# bash-completion is not installed (setup.sh installs it, zsh and fish).
set -uo pipefail
source "$(dirname "$0")/harness.sh"
root="$PWD"
bash_completion=/usr/share/bash-completion/bash_completion
if [ ! -r "$bash_completion" ]; then
  echo "completion: bash-completion is not installed ($bash_completion): skipped"
  exit 77
fi
mkdir -p "$work/bin"
ln -s "$RITHMO" "$work/bin/rithmo"
export PATH="$work/bin:$PATH"
for shell in bash zsh fish; do
  "$RITHMO" completion "$shell" > "$work/rithmo.$shell" || fail "rithmo completion $shell: exit $?"
done
# The scripts the build wrote (and installs) are the program's own.
built="$(dirname "$RITHMO")/completion"
if [ -d "$built" ]; then
  same "the build's bash script is current" "$(cat "$work/rithmo.bash")" "$(cat "$built/rithmo")"
  same "the build's zsh script is current" "$(cat "$work/rithmo.zsh")" "$(cat "$built/_rithmo")"
  same "the build's fish script is current" "$(cat "$work/rithmo.fish")" "$(cat "$built/rithmo.fish")"
fi

# A scratch folder to complete in: two files and a folder.
mkdir -p "$work/here/sub"
touch "$work/here/a.csv" "$work/here/b.txt"

# complete LINE: what bash offers for the word at the end of LINE, one a line, sorted,
# run in the scratch folder. The words are split as readline splits them: at spaces,
# and at =, which stands as a word of its own.
complete() {
  (cd "$work/here" && bash -c '
    source "$1"
    source "$2"
    COMP_LINE="$3"
    COMP_POINT=${#COMP_LINE}
    COMP_WORDS=()
    read -ra parts <<< "$COMP_LINE"
    for p in "${parts[@]}"; do
      while [[ $p == *=* ]]; do COMP_WORDS+=("${p%%=*}" "="); p="${p#*=}"; done
      [ -n "$p" ] && COMP_WORDS+=("$p")
    done
    [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    _rithmo 2> /dev/null
    printf "%s\n" "${COMPREPLY[@]}"' _ "$bash_completion" "$work/rithmo.bash" "$1") | grep -v '^$' | sort
}
sorted() { tr ' ,' '\n\n' | grep -v '^$' | sort; }
commands_of() {  # the commands a help lists under "Subcommands:"
  awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 } f && /^  [a-z]/ { print $1 }'
}
choices_of() {  # choices_of OPTION ARGS...: the {a,b} the help of rithmo ARGS shows for OPTION, a word a line
  local option="$1"; shift
  "$RITHMO" "$@" --help | grep -oE -- "$option \{[^}]*\}" | head -1 | sed "s/^$option {//; s/}$//" | sorted
}
tables="$("$RITHMO" tables list | awk 'NR > 3 && NF { print $1 }' | sort)"
[ "$(wc -l <<< "$tables")" -gt 100 ] || fail "rithmo tables list names $(wc -l <<< "$tables") tables"
works="$("$RITHMO" apparatus --list | awk 'NR > 3 && NF { print $1 }' | sort)"
[ "$(wc -l <<< "$works")" -gt 10 ] || fail "rithmo apparatus --list names $(wc -l <<< "$works") works"

# The commands, and the commands of a command.
same "rithmo <TAB>: the commands" "$("$RITHMO" --help | commands_of | sort)" "$(complete "rithmo ")"
same "rithmo tables <TAB>: its commands" "$("$RITHMO" tables --help | commands_of | sort)" "$(complete "rithmo tables ")"
same "rithmo --wide tab<TAB>" "tables" "$(complete "rithmo --wide tab")"
same "rithmo tables ch<TAB>" "check" "$(complete "rithmo tables ch")"
# Options: the command's own and rithmo's, each named in its help.
same "rithmo audit --rel<TAB>" "--relation" "$(complete "rithmo audit --rel")"
same "rithmo --wide men --for<TAB>" "--format" "$(complete "rithmo --wide men --for")"
options_of() {  # the names of the options a help lists, each line "  -f, --format ..."
  grep -oE -- '^  -[a-zA-Z-]+(, -[a-zA-Z-]+)?' | tr ',' '\n' | tr -d ' '
}
same "rithmo tables diff -<TAB>: the options its help and rithmo's name" \
  "$( ("$RITHMO" tables diff --help | options_of; "$RITHMO" --help | options_of) | sort -u)" \
  "$(complete "rithmo tables diff -" | sort -u)"
# Choices, after a space and after =.
formats="$(choices_of --format audit)"
[ -n "$formats" ] || fail "audit --help shows no choices of --format"
same "rithmo audit --format=<TAB>: the formats" "$formats" "$(complete "rithmo audit --format=")"
same "rithmo audit --format <TAB>: the formats" "$formats" "$(complete "rithmo audit --format ")"
same "rithmo audit -f <TAB>: the formats" "$formats" "$(complete "rithmo audit -f ")"
same "rithmo audit --format=c<TAB>" "$(grep '^c' <<< "$formats")" "$(complete "rithmo audit --format=c")"
same "rithmo apparatus --format <TAB>: its own" "$(choices_of --format apparatus)" "$(complete "rithmo apparatus --format ")"
same "rithmo proportions --kind mu<TAB>" "musical" "$(complete "rithmo proportions --kind mu")"
same "rithmo completion <TAB>: the shells" \
  "$("$RITHMO" completion --help | grep -oE '\{[a-z,]+\}' | head -1 | tr -d '{}' | sorted)" "$(complete "rithmo completion ")"
# Files where a file is named, folders only where a folder is, never a table's name.
same "rithmo audit --output <TAB>: the files" "$(printf '%s\n' a.csv b.txt sub)" "$(complete "rithmo audit --output ")"
same "rithmo audit -o <TAB>: the files" "$(printf '%s\n' a.csv b.txt sub)" "$(complete "rithmo audit -o ")"
same "rithmo sheet all --output-dir <TAB>: folders only" "sub" "$(complete "rithmo sheet all --output-dir ")"
same "rithmo audit --tables=<TAB>: folders only" "sub" "$(complete "rithmo audit --tables=")"
same "rithmo apparatus --output-dir <TAB>: folders only" "sub" "$(complete "rithmo apparatus --output-dir ")"
same "rithmo position <TAB>: the files" "$(printf '%s\n' a.csv b.txt sub)" "$(complete "rithmo position ")"
same "rithmo tables diff <TAB>: the files" "$(printf '%s\n' a.csv b.txt sub)" "$(complete "rithmo tables diff a.csv ")"
# Nothing for a number.
for line in "rithmo men --seeds " "rithmo play --games " "rithmo perft --depth " "rithmo audit --jobs "; do
  same "$line<TAB>: nothing" "" "$(complete "$line")"
done
# The names rithmo lists: the works, the tables (a user's file when none matches, and
# only files after --relation), the relations, the presets, the readings, the sheets.
same "rithmo apparatus <TAB>: the works" "$works" "$(complete "rithmo apparatus ")"
same "rithmo audit <TAB>: the tables" "$tables" "$(complete "rithmo audit ")"
same "rithmo audit fulke-1563/spaces-d<TAB>" "$(cd tables && ls fulke-1563/spaces-d*.csv | sort)" \
  "$(complete "rithmo audit fulke-1563/spaces-d")"
same "rithmo collate a<TAB>: a user's file" "a.csv" "$(complete "rithmo collate a")"
same "rithmo audit --relation men <TAB>: the files" "$(printf '%s\n' a.csv b.txt sub)" \
  "$(complete "rithmo audit --relation men ")"
same "rithmo audit --relation=men fulke<TAB>: no table" "" "$(complete "rithmo audit --relation=men fulke")"
same "rithmo audit --tables DIR <TAB>: the tables of DIR" "$tables" "$(complete "rithmo audit --tables $root/tables ")"
same "rithmo audit --tables EMPTY <TAB>: none, so files" "$(printf '%s\n' a.csv b.txt sub)" \
  "$(complete "rithmo audit --tables sub ")"
same "rithmo audit --relation <TAB>: the relations" "$("$RITHMO" relations --format csv | awk -F, 'NR > 1 { print $1 }' | sort)" \
  "$(complete "rithmo audit --relation ")"
same "rithmo relations spaces-d<TAB>" "spaces-division" "$(complete "rithmo relations spaces-d")"
presets="$("$RITHMO" play --help | tr '\n' ' ' | sed -n 's/.*Rules preset: \([a-z0-9, -]*\).*/\1/p' | sorted)"
[ -n "$presets" ] || fail "play --help names no presets"
same "rithmo play --preset <TAB>: the presets" "$presets" "$(complete "rithmo play --preset ")"
same "rithmo rules --preset <TAB>: the presets and all" "$(printf '%s\nall\n' "$presets" | sort)" \
  "$(complete "rithmo rules --preset ")"
same "rithmo sheet <TAB>: the sheets and all" \
  "$( ("$RITHMO" sheet --list | awk 'NR > 3 && NF { print $1 }'; echo all) | sort)" "$(complete "rithmo sheet ")"
# --param: each reading's name, then its values (after the =, which bash breaks at).
same "rithmo proportions --param <TAB>: the readings its help names" \
  "$("$RITHMO" proportions --help | tr '\n' ' ' | grep -oE '[a-z-]+=[a-z|]+ \(default' | sed 's/=.*/=/' | sort -u)" \
  "$(complete "rithmo proportions --param ")"
same "rithmo proportions --param army=<TAB>: its values" \
  "$("$RITHMO" proportions --help | tr '\n' ' ' | grep -oE 'army=[a-z|]+' | head -1 | sed 's/army=//' | tr '|' '\n' | sort)" \
  "$(complete "rithmo proportions --param army=")"
same "rithmo play --param blockade-w<TAB>" "blockade-wins=" "$(complete "rithmo play --param blockade-w")"

# fish, when installed: its own completion of the same lines.
if command -v fish > /dev/null; then
  fish -n "$work/rithmo.fish" || fail "fish -n: the fish script does not parse"
  fish_complete() {  # fish_complete LINE: the words fish offers (descriptions dropped), sorted
    (cd "$work/here" && fish -N -c 'source $argv[1]; complete -C $argv[2]' "$work/rithmo.fish" "$1") | cut -f1 | sort
  }
  same "fish: rithmo <TAB>" "$("$RITHMO" --help | commands_of | sort)" "$(fish_complete "rithmo ")"
  same "fish: rithmo tables <TAB>" "$("$RITHMO" tables --help | commands_of | sort)" "$(fish_complete "rithmo tables ")"
  same "fish: rithmo audit --format=<TAB>" "$(sed 's/^/--format=/' <<< "$formats")" "$(fish_complete "rithmo audit --format=")"
  same "fish: rithmo audit --output <TAB>: the files" "$(printf '%s\n' a.csv b.txt sub/)" "$(fish_complete "rithmo audit --output ")"
  same "fish: rithmo sheet all --output-dir <TAB>: folders only" "sub/" "$(fish_complete "rithmo sheet all --output-dir ")"
  same "fish: rithmo men --seeds <TAB>: nothing" "" "$(fish_complete "rithmo men --seeds ")"
  same "fish: rithmo apparatus <TAB>: the works" "$works" "$(fish_complete "rithmo apparatus ")"
  same "fish: rithmo audit --relation men <TAB>: the files" "$(printf '%s\n' a.csv b.txt sub/)" \
    "$(fish_complete "rithmo audit --relation men ")"
else
  echo "completion: fish is not installed: its script not checked"
fi
# zsh, when installed: the script parses, and every command has its summary and its function.
if command -v zsh > /dev/null; then
  zsh -n "$work/rithmo.zsh" || fail "zsh -n: the zsh script does not parse"
  head -1 "$work/rithmo.zsh" | grep -q -x '#compdef rithmo' || fail "the zsh script does not begin #compdef rithmo"
  for c in $("$RITHMO" --help | commands_of); do
    grep -q "^        '$c:" "$work/rithmo.zsh" || fail "the zsh script lists no command $c"
    grep -q "^_rithmo__${c//-/_}() {" "$work/rithmo.zsh" || fail "the zsh script has no function for $c"
  done
  shown="$("$RITHMO" audit --help | grep -oE -- '--format \{[^}]*\}' | head -1 | sed 's/^--format //')"
  grep -q -F -- "--format=}'[Output format]:$shown:($(printf '%s' "$shown" | tr -d '{}' | tr ',' ' '))" "$work/rithmo.zsh" ||
    fail "zsh: --format's choices are not those audit --help shows"
else
  echo "completion: zsh is not installed: its script not checked"
fi
# A shell rithmo has no script for is one line, exit 2.
err="$("$RITHMO" completion tcsh 2>&1 >/dev/null)"; rc=$?
same "rithmo completion tcsh: exit 2" 2 "$rc"
case "$err" in "rithmo: error: "*) ;; *) fail "rithmo completion tcsh: $err" ;; esac

[ $status -eq 0 ] && echo "completion: bash, fish and zsh complete as the commands define"
exit $status
