# shellcheck shell=bash
# Sourced by the benchmarks that drive `rithmo engine` through its protocol
# (threads.sh, engine_instructions.sh).
#
#   engine_search INPUT CMD [ARGS...]    writes INPUT (protocol lines parted by
#                                        newlines) to the engine CMD starts, reads to its
#                                        bestmove, quits it, and prints the last info
#                                        line's "time nodes pv"
#
# The engine's input stays open until it answers bestmove (the end of the input would
# stop the search).
engine_search() {
  local input="$1" line last=""
  shift
  coproc ENGINE { "$@"; }
  local pid=$ENGINE_PID  # bash unsets ENGINE_PID once the engine has quit
  printf '%s\n' "$input" >&"${ENGINE[1]}"
  while IFS= read -r line <&"${ENGINE[0]}"; do
    case "$line" in
      "info depth"*) last="$line" ;;
      bestmove*) break ;;
    esac
  done
  printf 'quit\n' >&"${ENGINE[1]}"
  wait "$pid" 2>/dev/null || true
  local t n pv
  t="$(sed -nE 's/.* time ([0-9]+).*/\1/p' <<<"$last")"
  n="$(sed -nE 's/.* nodes ([0-9]+).*/\1/p' <<<"$last")"
  pv="$(sed -nE 's/.* pv (.*)/\1/p' <<<"$last")"
  echo "${t:-?} ${n:-?} $pv"
}
