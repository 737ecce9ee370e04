# Bash completion for rithmo: its commands, their subcommands, options and the values
# an option's help lists ("--format {text,csv,json,md}", "Rules preset: fulke-1,
# fulke-2, ..."), all read from rithmo's own --help (so that it never falls
# behind); file names elsewhere.
_rithmo_subcommands() {
  awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 } f && /^  [a-z]/ { print $1 }'
}

# The values an option's help lists: the choices of its placeholder
# ("--format {text,csv,json,md}"), else the words of "A, B, C or D" after the
# description's colon (or the whole description), parentheses left out. The help is
# wrapped to the terminal: the option's line and the lines that continue it (indented
# under its description) are read as one.
_rithmo_values() {  # _rithmo_values HELP OPTION
  local line desc
  line="$(printf '%s\n' "$1" | awk -v opt="$2" '
    found && /^                    +[^ -]/ { sub(/^ +/, " "); line = line $0; next }
    found { exit }
    !found && match($0, "^ +(-[a-zA-Z], *)?" opt "( |=|,|$)") { found = 1; line = $0 }
    END { if (found) print line }')"
  [ -n "$line" ] || return 0
  local choices='^ +(-[a-zA-Z], *)?(--[a-z][a-z-]*)? \{([a-z0-9,+._-]+)\}'
  if [[ "$line" =~ $choices ]]; then
    printf '%s\n' "${BASH_REMATCH[3]//,/$'\n'}"
    return 0
  fi
  desc="$(printf '%s\n' "$line" | sed -E 's/^ +[^ ]+( [^ ]+)? {2,}//')"
  case "$desc" in *:*) desc="${desc#*:}" ;; esac
  desc="$(printf '%s\n' "$desc" | sed -E 's/\([^)]*\)//g; s/ or /, /g')"
  local values=() v
  IFS=',' read -ra parts <<< "$desc"
  for v in "${parts[@]}"; do
    v="${v#"${v%%[![:space:]]*}"}"
    v="${v%"${v##*[![:space:]]}"}"
    [[ "$v" =~ ^[a-z0-9][a-z0-9+._-]*$ ]] && values+=("$v")
  done
  [ ${#values[@]} -ge 2 ] && printf '%s\n' "${values[@]}"
}

_rithmo() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="" words=() i help subs opts values
  [ "$COMP_CWORD" -gt 0 ] && prev="${COMP_WORDS[COMP_CWORD - 1]}"
  help="$("${COMP_WORDS[0]}" --help 2>/dev/null)" || return 0
  # The command and its subcommands: the words that name one at their level; options
  # (global ones such as --wide included) and their values are stepped over.
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "${COMP_WORDS[i]}" in
      -*) continue ;;
    esac
    subs="$(printf '%s\n' "$help" | _rithmo_subcommands)"
    if printf '%s\n' "$subs" | grep -qx -- "${COMP_WORDS[i]}"; then
      words+=("${COMP_WORDS[i]}")
      help="$("${COMP_WORDS[0]}" "${words[@]}" --help 2>/dev/null)" || return 0
    fi
  done
  if [[ "$prev" == -?* && "$cur" != -* ]]; then
    values="$(_rithmo_values "$help" "$prev")"
    # --relation: the relations `rithmo relations` lists.
    if [ -z "$values" ] && [ "$prev" = "--relation" ]; then
      values="$("${COMP_WORDS[0]}" relations --format csv 2>/dev/null | awk -F, 'NR > 1 { print $1 }')"
    fi
    if [ -n "$values" ]; then
      mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur")
      return 0
    fi
  fi
  subs="$(printf '%s\n' "$help" | _rithmo_subcommands)"
  # A command's positional arguments: the values their help lists ("Sheets: men,
  # arrays, ... or all"), or the tables `rithmo tables list` names.
  local positional
  positional="$(printf '%s\n' "$help" | awk '/^Positionals:/ { getline; print $1; exit }')"
  if [[ "$cur" != -* && -z "$subs" && -n "$positional" ]]; then
    values="$(_rithmo_values "$help" "$positional")"
    if [ -z "$values" ] && printf '%s\n' "$help" | tr -s ' \n' '  ' | grep -q 'rithmo tables list. names them'; then
      values="$("${COMP_WORDS[0]}" tables list --format csv 2>/dev/null | awk -F, 'NR > 1 { print $1 }')"
    fi
    if [ -n "$values" ]; then
      mapfile -t COMPREPLY < <(compgen -W "$values" -- "$cur")
      [ ${#COMPREPLY[@]} -gt 0 ] && return 0
    fi
  fi
  if [[ "$cur" == -* ]]; then
    opts="$(printf '%s\n' "$help" | grep -o -- '--[a-z][a-z-]*' | sort -u)"
    mapfile -t COMPREPLY < <(compgen -W "$opts" -- "$cur")
  elif [ -n "$subs" ]; then
    mapfile -t COMPREPLY < <(compgen -W "$subs" -- "$cur")
  else
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
  fi
}
complete -o filenames -F _rithmo rithmo
