# Bash completion for rithmo: its commands, their subcommands and options, read from
# rithmo's own --help (so that it never falls behind); file names elsewhere.
_rithmo() {
  local cur="${COMP_WORDS[COMP_CWORD]}" words=() i help subs opts
  for ((i = 1; i < COMP_CWORD; i++)); do
    case "${COMP_WORDS[i]}" in
      -*) break ;;
      *) words+=("${COMP_WORDS[i]}") ;;
    esac
  done
  help="$("${COMP_WORDS[0]}" "${words[@]}" --help 2>/dev/null)" || return 0
  subs="$(printf '%s\n' "$help" | awk '/^Subcommands:/ { f = 1; next } /^[^ ]/ { f = 0 } f && /^  [a-z]/ { print $1 }')"
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
